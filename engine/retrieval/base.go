package retrieval

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/queueproof/queueproof/engine/index"
)

// base is what the text and hybrid lanes share for one query: the workspace's index
// statistics, the query's terms rarest first, and the chunks the plan's own-term steps found,
// loaded.
type base struct {
	st     stats
	terms  []plannedTerm
	loaded []candidate
}

// Shared lets the lane calls of one request share work: the text and hybrid lanes asked the
// same question run its FTS5 steps and read its candidates once. The zero value is ready; a
// nil *Shared shares nothing. It holds one request's results and is dropped with it.
type Shared struct {
	mu    sync.Mutex
	bases map[string]*sharedBase
}

type sharedBase struct {
	once sync.Once
	b    *base
	err  error
}

// base returns the base for (scope, text, candidates), computing it with build once.
func (sh *Shared) base(s Scope, text string, cands int, build func() (*base, error)) (*base, error) {
	if sh == nil {
		return build()
	}
	key := s.WorkspaceID + "\x00" + strings.Join(s.SourceIDs, ",") + "\x00" + text + "\x00" + strconv.Itoa(cands)
	sh.mu.Lock()
	if sh.bases == nil {
		sh.bases = map[string]*sharedBase{}
	}
	e := sh.bases[key]
	if e == nil {
		e = &sharedBase{}
		sh.bases[key] = e
	}
	sh.mu.Unlock()
	e.once.Do(func() { e.b, e.err = build() })
	return e.b, e.err
}

// base runs the query plan's own-term steps (see steps) and loads what they found.
func (l *Lanes) base(ctx context.Context, s Scope, text string, cands int) (*base, error) {
	st, err := l.stats(ctx, s.WorkspaceID)
	if err != nil || st.N == 0 {
		return &base{}, err
	}
	raw := index.QueryTerms(text)
	if len(raw) > 24 {
		raw = raw[:24]
	}
	terms, err := l.plan(ctx, st, raw)
	if err != nil || len(terms) == 0 {
		return &base{}, err
	}
	found, err := l.steps(ctx, s, st, terms, cands)
	if err != nil {
		return nil, err
	}
	loaded, err := l.load(ctx, s.WorkspaceID, found.list)
	if err != nil {
		return nil, err
	}
	// A document holding more than its share of a full candidate set (a stranger's mail of
	// thousands of lines, each holding the question's words) would leave the other documents
	// no candidate at all, and the lanes' per-document places (diverse) nothing to give them:
	// the steps are run once more without it, and what they find joins the candidates.
	if len(found.list) >= cands {
		if flood := floodingDocuments(loaded, cands/floodShare); len(flood) > 0 {
			rest := s
			rest.except = flood
			more, err := l.steps(ctx, rest, st, terms, cands)
			if err != nil {
				return nil, err
			}
			more.list = slices.DeleteFunc(more.list, func(seq int64) bool { return found.seen[seq] })
			extra, err := l.load(ctx, s.WorkspaceID, more.list)
			if err != nil {
				return nil, err
			}
			loaded = append(loaded, extra...)
		}
	}
	b := &base{st: st, terms: terms, loaded: make([]candidate, len(loaded))}
	for i, c := range loaded {
		b.loaded[i] = *c
	}
	return b, nil
}

// floodShare is the share of a full candidate set past which one document floods it: more than
// a quarter of the candidates.
const floodShare = 4

// floodingDocuments are the documents holding more than most of the loaded candidates.
func floodingDocuments(loaded []*candidate, most int) []string {
	per := map[string]int{}
	var out []string
	for _, c := range loaded {
		if per[c.DocumentID]++; per[c.DocumentID] == most+1 {
			out = append(out, c.DocumentID)
		}
	}
	return out
}

// steps runs the query plan's own-term steps in the scope. Disjunctive step: the rarest terms
// while their rows fit in the budget, ranked in the workspace (see anyOf); conjunctive step:
// chunks holding all the common terms left out, unranked. When even the rarest term is over
// the budget, chunks holding every term come first, and the rarest term is ranked only when
// they are too few.
func (l *Lanes) steps(ctx context.Context, s Scope, st stats, terms []plannedTerm, cands int) (*seqs, error) {
	n, rows := 0, 0
	for n < len(terms) && rows+terms[n].df <= l.opt.Budget {
		rows += terms[n].df
		n++
	}
	found := newSeqs()
	add := found.add
	if n == 0 && len(terms) >= 2 {
		// Ranking the rarest term's rows would score all of them: chunks holding every term
		// first, unranked (they are re-scored by the caller).
		ss, err := l.fts(ctx, s, andExpr(terms), cands)
		if err != nil {
			return nil, err
		}
		add(ss)
	}
	if n > 0 || len(found.list) < cands {
		if n == 0 {
			n, rows = 1, terms[0].df
		}
		ss, err := l.anyOf(ctx, s, st, terms[:n], cands, rows)
		if err != nil {
			return nil, err
		}
		add(ss)
		// Every match of the conjunctive step holds all the common terms and is re-scored by
		// the caller, so FTS5 need not rank them: it stops at the limit.
		if rest := terms[n:]; len(rest) >= 2 {
			ss, err := l.fts(ctx, s, andExpr(rest), cands)
			if err != nil {
				return nil, err
			}
			add(ss)
		}
	}
	return found, nil
}

// seqs collects chunk seqs in the order first found, without repeats.
type seqs struct {
	seen map[int64]bool
	list []int64
}

func newSeqs() *seqs { return &seqs{seen: map[int64]bool{}} }

func (f *seqs) add(ss []int64) {
	for _, s := range ss {
		if !f.seen[s] {
			f.seen[s] = true
			f.list = append(f.list, s)
		}
	}
}
