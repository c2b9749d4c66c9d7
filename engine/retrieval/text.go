package retrieval

import (
	"context"
	"database/sql"
	"errors"
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

type stats struct {
	N     int     `db:"chunks"`
	Tok   int64   `db:"tokens"`
	avgdl float64 // tokens per chunk
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
	st, err := l.stats(ctx)
	if err != nil || st.N == 0 {
		return nil, nil, err
	}
	raw := index.QueryTerms(q.Text)
	if len(raw) > 24 {
		raw = raw[:24]
	}
	terms, err := l.plan(ctx, st, raw)
	if err != nil {
		return nil, nil, err
	}
	if len(terms) == 0 {
		return nil, nil, nil
	}
	// Disjunctive step: rarest terms while their rows fit in the budget (at least one term).
	n, rows := 0, 0
	for n < len(terms) && (n == 0 || rows+terms[n].df <= l.opt.Budget) {
		rows += terms[n].df
		n++
	}
	byseq := map[int64]*candidate{}
	var order []*candidate
	add := func(cs []*candidate) {
		for _, c := range cs {
			if byseq[c.Seq] == nil {
				byseq[c.Seq] = c
				order = append(order, c)
			}
		}
	}
	cs, err := l.fts(ctx, s, orExpr(terms[:n]), l.opt.Candidates)
	if err != nil {
		return nil, nil, err
	}
	add(cs)
	// Conjunctive step over the common terms left out: chunks that hold all of them.
	if rest := terms[n:]; len(rest) >= 2 {
		parts := make([]string, len(rest))
		for i, t := range rest {
			parts[i] = quote(t.Word)
		}
		cs, err := l.fts(ctx, s, strings.Join(parts, " AND "), l.opt.Candidates)
		if err != nil {
			return nil, nil, err
		}
		add(cs)
	}
	if len(extra) > 0 {
		parts := make([]string, len(extra))
		for i, w := range extra {
			parts[i] = quote(w)
		}
		cs, err := l.fts(ctx, s, strings.Join(parts, " OR "), l.opt.Candidates/2)
		if err != nil {
			return nil, nil, err
		}
		add(cs)
	}
	if err := l.titles(ctx, s.WorkspaceID, order); err != nil {
		return nil, nil, err
	}
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
	n, rows = 0, 0
	for n < len(exp) && (n == 0 || rows+exp[n].df <= l.opt.Budget) {
		rows += exp[n].df
		n++
	}
	more, err := l.fts(ctx, s, orExpr(exp[:n]), l.opt.Candidates/2)
	if err != nil {
		return nil, nil, err
	}
	var fresh []*candidate
	for _, c := range more {
		if byseq[c.Seq] == nil {
			byseq[c.Seq] = c
			order = append(order, c)
			fresh = append(fresh, c)
		}
	}
	if err := l.titles(ctx, s.WorkspaceID, fresh); err != nil {
		return nil, nil, err
	}
	all := append(append([]plannedTerm(nil), terms...), exp...)
	sc = newScorer(all, extra, st.avgdl, l.opt.TitleWeight)
	sc.own = len(terms)
	for _, c := range order {
		c.bm25, c.expanded, c.soft = sc.score(c)
	}
	return order, terms, nil
}

// Feedback settings: how many of the best chunks are read, how many words they add and how
// much each added word weighs beside the query's own.
const (
	feedbackChunks = 8
	feedbackTerms  = 10
	feedbackWeight = 0.4
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
	var out []plannedTerm
	for _, f := range shared {
		stem := index.Stem(f.word)
		df, err := l.df(ctx, stem)
		if err != nil {
			return nil, err
		}
		if df == 0 {
			continue
		}
		idf := math.Log(1 + (float64(st.N)-float64(df)+0.5)/(float64(df)+0.5))
		share := float64(f.docs) / float64(len(top))
		out = append(out, plannedTerm{Term: index.Term{Word: f.word, Stem: stem}, df: df, idf: idf, weight: feedbackWeight * share})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].weight*out[i].idf > out[j].weight*out[j].idf })
	out = out[:min(len(out), feedbackTerms)]
	sort.SliceStable(out, func(i, j int) bool { return out[i].df < out[j].df })
	return out, nil
}

func quote(w string) string { return `"` + strings.ReplaceAll(w, `"`, `""`) + `"` }

func orExpr(ts []plannedTerm) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = quote(t.Word)
	}
	return strings.Join(parts, " OR ")
}

func (l *Lanes) stats(ctx context.Context) (stats, error) {
	var st stats
	if err := l.db.R.GetContext(ctx, &st, `SELECT chunks, tokens FROM index_stats WHERE id = 1`); err != nil {
		return st, fmt.Errorf("read index stats: %w", err)
	}
	if st.N > 0 {
		st.avgdl = float64(st.Tok) / float64(st.N)
	}
	return st, nil
}

// plan looks up each term's document frequency and orders the terms rarest first; terms the
// index has never seen are dropped.
func (l *Lanes) plan(ctx context.Context, st stats, raw []index.Term) ([]plannedTerm, error) {
	var out []plannedTerm
	for _, t := range raw {
		df, err := l.df(ctx, t.Stem)
		if err != nil {
			return nil, err
		}
		if df == 0 && t.Word != t.Stem {
			if df, err = l.df(ctx, t.Word); err != nil {
				return nil, err
			}
		}
		if df == 0 {
			continue
		}
		idf := math.Log(1 + (float64(st.N)-float64(df)+0.5)/(float64(df)+0.5))
		out = append(out, plannedTerm{Term: t, df: df, idf: idf, weight: 1})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].df < out[j].df })
	return out, nil
}

func (l *Lanes) df(ctx context.Context, term string) (int, error) {
	var n int
	err := l.db.R.GetContext(ctx, &n, `SELECT doc FROM chunks_vocab WHERE term = ?`, term)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("read term frequency: %w", err)
	}
	return n, nil
}

// fts runs one bounded FTS5 step inside the scope.
func (l *Lanes) fts(ctx context.Context, s Scope, expr string, limit int) ([]*candidate, error) {
	where, args := scopeSQL(s)
	q := `SELECT c.seq, c.id, c.document_id, c.source_id, c.text, c.tokens, c.authored_at
		FROM chunks_fts JOIN chunks c ON c.seq = chunks_fts.rowid
		WHERE chunks_fts MATCH ? AND ` + where + `
		ORDER BY bm25(chunks_fts, 2.0, 1.0) LIMIT ?`
	all := append([]any{expr}, args...)
	all = append(all, limit)
	var cs []*candidate
	if err := l.db.R.SelectContext(ctx, &cs, q, all...); err != nil {
		return nil, fmt.Errorf("full-text search: %w", err)
	}
	return cs, nil
}

// titles fills in the candidates' document titles.
func (l *Lanes) titles(ctx context.Context, workspaceID string, cs []*candidate) error {
	if len(cs) == 0 {
		return nil
	}
	seen := map[string]bool{}
	args := []any{workspaceID}
	for _, c := range cs {
		if !seen[c.DocumentID] {
			seen[c.DocumentID] = true
			args = append(args, c.DocumentID)
		}
	}
	var rows []struct {
		ID    string `db:"id"`
		Title string `db:"title"`
	}
	if err := l.db.R.SelectContext(ctx, &rows, `SELECT id, title FROM documents WHERE workspace_id = ? AND id IN (?`+
		strings.Repeat(",?", len(args)-2)+`)`, args...); err != nil {
		return fmt.Errorf("read titles: %w", err)
	}
	t := make(map[string]string, len(rows))
	for _, r := range rows {
		t[r.ID] = r.Title
	}
	for _, c := range cs {
		c.title = t[c.DocumentID]
	}
	return nil
}
