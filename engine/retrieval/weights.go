package retrieval

import (
	"context"
	"math"

	"github.com/queueproof/queueproof/engine/index"
)

// TermWeights returns the inverse document frequency of each content word of text, by stem,
// as the lanes weigh it in the workspace, and the largest weight any word can have (a word the
// workspace's index has never seen is left out of the map and weighs that much).
func (l *Lanes) TermWeights(ctx context.Context, workspaceID, text string) (map[string]float64, float64, error) {
	st, err := l.stats(ctx, workspaceID)
	if err != nil {
		return nil, 0, err
	}
	out := map[string]float64{}
	maxIDF := math.Log(1 + (float64(st.N)+0.5)/0.5)
	if st.N == 0 {
		return out, maxIDF, nil
	}
	terms := index.QueryTerms(text)
	if len(terms) > 24 {
		terms = terms[:24]
	}
	planned, err := l.plan(ctx, st, terms)
	if err != nil {
		return nil, 0, err
	}
	for _, t := range planned {
		out[t.Stem] = t.idf
	}
	return out, maxIDF, nil
}
