package retrieval

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/queueproof/queueproof/engine/index"
)

// BM25 parameters (the usual ones, as FTS5 uses).
const (
	k1 = 1.2
	b  = 0.75
)

type plannedTerm struct {
	index.Term
	df  int
	idf float64
	// weight is 1 for the query's own terms and less for feedback expansions.
	weight float64
}

// stats are one workspace's corpus statistics, as BM25 reads them.
type stats struct {
	workspaceID string
	gen         int64 // changes with every write to the workspace's index
	N           int
	Tok         int64
	avgdl       float64 // tokens per chunk
}

// candidate is a chunk returned by an FTS5 step, before re-scoring.
type candidate struct {
	Seq        int64  `db:"seq"`
	ID         string `db:"id"`
	DocumentID string `db:"document_id"`
	SourceID   string `db:"source_id"`
	Text       string `db:"text"`
	Tokens     int    `db:"tokens"`
	AuthoredAt string `db:"authored_at"`
	title      string
	bm25       float64 // BM25F over the query's own terms
	expanded   float64 // BM25F of the query with aliases, near-forms and feedback terms
	soft       float64
}

// Text is the full-text lane: BM25F over chunk titles and bodies, through a query plan that
// keeps FTS5 from scoring every row that matches a common word. Stop words are dropped; the
// remaining terms are ordered rarest first; a disjunctive FTS5 query over the rarest terms,
// bounded by the row budget, and a conjunctive query over the rest, each return a bounded
// candidate set; the candidates are re-scored with BM25F over every query term.
func (l *Lanes) Text(ctx context.Context, s Scope, q Query) ([]Hit, error) {
	cands, terms, err := l.textCandidates(ctx, s, q, nil, false)
	if err != nil || len(cands) == 0 {
		return nil, err
	}
	hits := make([]Hit, 0, len(cands))
	for _, c := range cands {
		hits = append(hits, c.hit(c.bm25*q.recency(c.AuthoredAt), LaneText))
	}
	_ = terms
	sortHits(hits)
	hits = hits[:min(len(hits), q.limit())]
	return hits, l.fillDocuments(ctx, s.WorkspaceID, hits)
}

func (c candidate) hit(score float64, lane string) Hit {
	return Hit{ChunkSeq: c.Seq, ChunkID: c.ID, DocumentID: c.DocumentID, SourceID: c.SourceID, Title: c.title,
		Text: c.Text, AuthoredAt: c.AuthoredAt, Score: score, Lanes: []string{lane}}
}

// textCandidates runs the plan and scores the candidates. extra are further words (aliases)
// whose matches join the candidate set and count in the soft signal, not in BM25.
func (l *Lanes) textCandidates(ctx context.Context, s Scope, q Query, extra []string, feedback bool) ([]*candidate, []plannedTerm, error) {
	if len(s.SourceIDs) == 0 || strings.TrimSpace(q.Text) == "" {
		return nil, nil, nil
	}
	// A caller asking for many hits gets as many candidates.
	cands := max(l.opt.Candidates, q.limit())
	b, err := q.Shared.base(s, q.Text, cands, func() (*base, error) { return l.base(ctx, s, q.Text, cands) })
	if err != nil || len(b.terms) == 0 {
		return nil, nil, err
	}
	st, terms := b.st, b.terms
	found := newSeqs()
	order := make([]*candidate, 0, len(b.loaded))
	for _, c := range b.loaded {
		found.seen[c.Seq] = true
		order = append(order, &c)
	}
	add := found.add
	// Alias step: the rarest alias words, within the budget.
	if len(extra) > 0 {
		raw := make([]index.Term, 0, len(extra))
		for _, w := range extra {
			raw = append(raw, index.Term{Word: w, Stem: index.Stem(w)})
		}
		al, err := l.plan(ctx, st, raw)
		if err != nil {
			return nil, nil, err
		}
		k, arows := 0, 0
		for k < len(al) && arows+al[k].df <= l.opt.Budget {
			arows += al[k].df
			k++
		}
		if k > 0 {
			ss, err := l.anyOf(ctx, s, st, al[:k], cands/2, arows)
			if err != nil {
				return nil, nil, err
			}
			add(ss)
		}
	}
	aliased, err := l.load(ctx, s.WorkspaceID, found.list)
	if err != nil {
		return nil, nil, err
	}
	order = append(order, aliased...)
	sc := newScorer(terms, extra, st.avgdl, l.opt.TitleWeight)
	for _, c := range order {
		c.bm25, c.expanded, c.soft = sc.score(c)
	}
	if !feedback {
		return order, terms, nil
	}
	// Pseudo-relevance feedback: the words that distinguish the best chunks expand the query,
	// bringing in chunks that say the same thing in other words.
	exp, err := l.expansion(ctx, st, terms, order)
	if err != nil || len(exp) == 0 {
		return order, terms, err
	}
	n, rows := 0, 0
	for n < len(exp) && (n == 0 || rows+exp[n].df <= l.opt.Budget/4) {
		rows += exp[n].df
		n++
	}
	// The feedback terms' matches (a quarter of the budget) are taken in index order, not
	// ranked: they are re-scored here with every term anyway.
	more, err := l.fts(ctx, s, orExpr(exp[:n]), cands*3/10)
	if err != nil {
		return nil, nil, err
	}
	aliasedAt := len(found.list)
	found.add(more)
	added, err := l.load(ctx, s.WorkspaceID, found.list[aliasedAt:])
	if err != nil {
		return nil, nil, err
	}
	// Score the feedback terms where they can matter: the best chunks so far (their own-term
	// scores are known) and the chunks the feedback brought in (scored in full).
	best := append([]*candidate(nil), order...)
	sort.SliceStable(best, func(i, j int) bool { return best[i].bm25 > best[j].bm25 })
	expOnly := newScorer(exp, nil, st.avgdl, l.opt.TitleWeight)
	for _, c := range best[:min(len(best), feedbackRescore)] {
		_, e, _ := expOnly.score(c)
		c.expanded += e
	}
	full := newScorer(append(append([]plannedTerm(nil), terms...), exp...), extra, st.avgdl, l.opt.TitleWeight)
	full.own = len(terms)
	for _, c := range added {
		c.bm25, c.expanded, c.soft = full.score(c)
	}
	return append(order, added...), terms, nil
}

// Feedback settings: how many of the best chunks are read, how many words they add and how
// much each added word weighs beside the query's own.
const (
	feedbackChunks = 8
	feedbackTerms  = 10
	feedbackWeight = 0.4
	// feedbackRescore is how many of the best chunks the feedback terms re-score.
	feedbackRescore = 30
)

// expansion picks the feedback terms: words found in many of the best chunks and rare in the
// index, that the query does not already have.
func (l *Lanes) expansion(ctx context.Context, st stats, terms []plannedTerm, cands []*candidate) ([]plannedTerm, error) {
	top := append([]*candidate(nil), cands...)
	sort.SliceStable(top, func(i, j int) bool { return top[i].bm25 > top[j].bm25 })
	top = top[:min(len(top), feedbackChunks)]
	if len(top) < 2 {
		return nil, nil
	}
	have := map[string]bool{}
	for _, t := range terms {
		have[t.Stem] = true
	}
	type fb struct {
		word  string
		docs  int
		first int
	}
	seen := map[string]*fb{}
	var order []*fb
	for _, c := range top {
		inDoc := map[string]bool{}
		for _, w := range index.Tokens(c.title + " " + c.Text) {
			if len(w) < 3 || index.IsStopWord(w) || w[0] >= '0' && w[0] <= '9' {
				continue
			}
			stem := index.Stem(w)
			if have[stem] || inDoc[stem] {
				continue
			}
			inDoc[stem] = true
			f := seen[stem]
			if f == nil {
				f = &fb{word: w, first: len(order)}
				seen[stem] = f
				order = append(order, f)
			}
			f.docs++
		}
	}
	// Words in at least two of the best chunks, most shared first; then weigh by rarity.
	var shared []*fb
	for _, f := range order {
		if f.docs >= 2 {
			shared = append(shared, f)
		}
	}
	sort.SliceStable(shared, func(i, j int) bool { return shared[i].docs > shared[j].docs })
	shared = shared[:min(len(shared), 3*feedbackTerms)]
	keys := make([]string, len(shared))
	for i, f := range shared {
		keys[i] = index.Stem(f.word)
	}
	dfs, err := l.dfs(ctx, st, keys)
	if err != nil {
		return nil, err
	}
	var out []plannedTerm
	for i, f := range shared {
		df := dfs[keys[i]]
		if df == 0 {
			continue
		}
		share := float64(f.docs) / float64(len(top))
		out = append(out, plannedTerm{Term: index.Term{Word: f.word, Stem: keys[i]}, df: df, idf: idf(st.N, df), weight: feedbackWeight * share})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].weight*out[i].idf > out[j].weight*out[j].idf })
	out = out[:min(len(out), feedbackTerms)]
	sort.SliceStable(out, func(i, j int) bool { return out[i].df < out[j].df })
	return out, nil
}

func quote(w string) string { return `"` + strings.ReplaceAll(w, `"`, `""`) + `"` }

func andExpr(ts []plannedTerm) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = quote(t.Word)
	}
	return strings.Join(parts, " AND ")
}

func orExpr(ts []plannedTerm) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = quote(t.Word)
	}
	return strings.Join(parts, " OR ")
}

// stats reads the workspace's own corpus statistics: scores in one workspace never depend on
// what another workspace holds.
func (l *Lanes) stats(ctx context.Context, workspaceID string) (stats, error) {
	ws, err := l.index.WorkspaceStats(ctx, workspaceID)
	if err != nil {
		return stats{}, err
	}
	st := stats{workspaceID: workspaceID, gen: ws.Generation, N: ws.Chunks, Tok: ws.Tokens}
	if st.N > 0 {
		st.avgdl = float64(st.Tok) / float64(st.N)
	}
	return st, nil
}

// plan looks up each term's document frequency and orders the terms rarest first; terms the
// index has never seen are dropped.
func (l *Lanes) plan(ctx context.Context, st stats, raw []index.Term) ([]plannedTerm, error) {
	keys := make([]string, 0, 2*len(raw))
	for _, t := range raw {
		keys = append(keys, t.Stem)
		if t.Word != t.Stem {
			keys = append(keys, t.Word)
		}
	}
	dfs, err := l.dfs(ctx, st, keys)
	if err != nil {
		return nil, err
	}
	var out []plannedTerm
	for _, t := range raw {
		df := dfs[t.Stem]
		if df == 0 {
			df = dfs[t.Word]
		}
		if df == 0 {
			continue
		}
		out = append(out, plannedTerm{Term: t, df: df, idf: idf(st.N, df), weight: 1})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].df < out[j].df })
	return out, nil
}

func idf(n, df int) float64 {
	return math.Log(1 + (float64(n)-float64(df)+0.5)/(float64(df)+0.5))
}

// dfs returns the document frequencies of terms in st's workspace (how many of its chunks hold
// each). Frequencies are remembered per workspace and state of its index (every write changes
// the generation, so a stale figure is never read again and ages out of the cache), so common
// words are looked up once between imports.
func (l *Lanes) dfs(ctx context.Context, st stats, terms []string) (map[string]int, error) {
	out := make(map[string]int, len(terms))
	var missing []string
	for _, t := range terms {
		if df, ok := l.cache.Get(dfKey{st.workspaceID, st.gen, t}); ok {
			out[t] = df
		} else {
			missing = append(missing, t)
		}
	}
	if len(missing) == 0 {
		return out, nil
	}
	found, err := l.index.TermDocs(ctx, st.workspaceID, missing)
	if err != nil {
		return nil, err
	}
	for _, t := range missing {
		out[t] = found[t]
		l.cache.Add(dfKey{st.workspaceID, st.gen, t}, found[t])
	}
	return out, nil
}

// dfKey names one term's document frequency in one state of one workspace's index.
type dfKey struct {
	workspaceID string
	gen         int64
	term        string
}

// maxCachedTerms bounds the document-frequency cache (over every workspace).
const maxCachedTerms = 100000

// fts runs one bounded FTS5 step inside the scope and returns chunk seqs, in index order:
// every caller re-scores what it takes, and a step whose rows may exceed the limit is ranked
// by ranked instead.
func (l *Lanes) fts(ctx context.Context, s Scope, expr string, limit int) ([]int64, error) {
	where, args := scopeSQL(s)
	q := `SELECT c.seq FROM chunks_fts JOIN chunks c INDEXED BY chunks_scope ON c.seq = chunks_fts.rowid
		WHERE chunks_fts MATCH ? AND ` + where + ` LIMIT ?`
	all := append([]any{expr}, args...)
	all = append(all, limit)
	var seqs []int64
	if err := l.db.R.SelectContext(ctx, &seqs, q, all...); err != nil {
		return nil, fmt.Errorf("full-text search: %w", err)
	}
	return seqs, nil
}

// anyOf returns the chunks in scope holding any of terms: all of them in index order when
// their rows cannot exceed the limit, else the limit best by BM25F over the terms with the
// workspace's own statistics. FTS5's bm25() is not used to choose: it reads index-wide chunk
// counts and frequencies, so another workspace's imports would decide which of this
// workspace's chunks are found (and could be learned from which are). The ranking reads the
// terms' occurrences (chunks_instances) and each chunk's scope and length from the narrow
// chunks_scope index, never the chunk rows.
func (l *Lanes) anyOf(ctx context.Context, s Scope, st stats, terms []plannedTerm, limit, rows int) ([]int64, error) {
	if rows <= limit {
		return l.fts(ctx, s, orExpr(terms), limit)
	}
	idf := map[string]float64{}
	var stems []string
	for _, t := range terms {
		if _, ok := idf[t.Stem]; !ok {
			stems = append(stems, t.Stem)
		}
		idf[t.Stem] += t.idf * t.weight
	}
	args := []any{l.opt.TitleWeight}
	weights := make([]string, len(stems))
	for i, t := range stems {
		args = append(args, t)
		weights[i] = "WHEN ? THEN ?"
	}
	where, scope := scopeSQL(s)
	args = append(args, scope...)
	for _, t := range stems {
		args = append(args, t, idf[t])
	}
	args = append(args, k1+1, k1, b, b, max(st.avgdl, 1), limit)
	// Per chunk and term, the term frequency with title occurrences weighted; then BM25F
	// summed over the terms, as the scorer computes it (see scorer.score).
	q := `SELECT t.doc FROM (
			SELECT doc, term, SUM(CASE col WHEN 'title' THEN ? ELSE 1.0 END) AS tf
			FROM chunks_instances WHERE term IN (?` + strings.Repeat(",?", len(stems)-1) + `) GROUP BY doc, term) t
		CROSS JOIN chunks c INDEXED BY chunks_scope ON c.seq = t.doc
		WHERE ` + where + `
		GROUP BY t.doc
		ORDER BY SUM((CASE t.term ` + strings.Join(weights, " ") + ` ELSE 0 END) * t.tf * ? /
			(t.tf + ? * (1 - ? + ? * max(c.tokens, 1) / ?))) DESC, t.doc
		LIMIT ?`
	var seqs []int64
	if err := l.db.R.SelectContext(ctx, &seqs, q, args...); err != nil {
		return nil, fmt.Errorf("full-text search: rank in the workspace: %w", err)
	}
	return seqs, nil
}

// load reads the candidates' chunks and their documents' titles.
func (l *Lanes) load(ctx context.Context, workspaceID string, seqs []int64) ([]*candidate, error) {
	if len(seqs) == 0 {
		return nil, nil
	}
	args := make([]any, 0, len(seqs)+1)
	args = append(args, workspaceID)
	for _, s := range seqs {
		args = append(args, s)
	}
	var rows []struct {
		candidate
		Title string `db:"title"`
	}
	if err := l.db.R.SelectContext(ctx, &rows, `SELECT c.seq, c.id, c.document_id, c.source_id, c.text, c.tokens, c.authored_at, d.title
		FROM chunks c JOIN documents d ON d.id = c.document_id
		WHERE c.workspace_id = ? AND c.seq IN (?`+strings.Repeat(",?", len(seqs)-1)+`)`, args...); err != nil {
		return nil, fmt.Errorf("read candidates: %w", err)
	}
	by := make(map[int64]*candidate, len(rows))
	for i := range rows {
		c := rows[i].candidate
		c.title = rows[i].Title
		by[c.Seq] = &c
	}
	out := make([]*candidate, 0, len(rows))
	for _, s := range seqs {
		if c := by[s]; c != nil {
			out = append(out, c)
		}
	}
	return out, nil
}

// Distinctive returns the n words of text that are rarest in the workspace's index, joined as a query:
// what a canary searches for to find a chunk again.
func (l *Lanes) Distinctive(ctx context.Context, workspaceID, text string, n int) (string, error) {
	terms := index.QueryTerms(text)
	if len(terms) > 64 {
		terms = terms[:64]
	}
	st, err := l.stats(ctx, workspaceID)
	if err != nil {
		return "", err
	}
	planned, err := l.plan(ctx, st, terms)
	if err != nil {
		return "", err
	}
	words := make([]string, 0, n)
	for _, t := range planned[:min(n, len(planned))] {
		words = append(words, t.Word)
	}
	return strings.Join(words, " "), nil
}
