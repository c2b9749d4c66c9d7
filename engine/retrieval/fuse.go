package retrieval

import (
	"context"
	"sort"
)

// Mode selects which lanes a search runs.
type Mode string

// The modes. Auto runs the exact-ID lane and the hybrid lane and fuses them; the others run
// one lane alone.
const (
	ModeAuto    Mode = "auto"
	ModeText    Mode = "text"
	ModeExactID Mode = "exact_id"
	ModeHybrid  Mode = "hybrid"
)

// Search runs the lanes of mode and fuses their rankings with Reciprocal Rank Fusion; a chunk
// found by several lanes lists them all. Exact identifier matches weigh double.
func (l *Lanes) Search(ctx context.Context, s Scope, q Query, mode Mode) ([]Hit, error) {
	switch mode {
	case ModeText:
		return l.Text(ctx, s, q)
	case ModeExactID:
		return l.ExactID(ctx, s, q)
	case ModeHybrid:
		return l.Hybrid(ctx, s, q)
	}
	exact, err := l.ExactID(ctx, s, q)
	if err != nil {
		return nil, err
	}
	hybrid, err := l.Hybrid(ctx, s, q)
	if err != nil {
		return nil, err
	}
	return Fuse(q.limit(), []float64{2, 1}, exact, hybrid), nil
}

// Fuse merges rankings with weighted Reciprocal Rank Fusion, keeping the first copy of each
// chunk and the union of the lanes that found it.
func Fuse(limit int, weights []float64, rankings ...[]Hit) []Hit {
	type acc struct {
		hit   Hit
		score float64
		first int
	}
	by := map[int64]*acc{}
	var order []*acc
	for k, r := range rankings {
		w := 1.0
		if k < len(weights) {
			w = weights[k]
		}
		for rank, h := range r {
			a := by[h.ChunkSeq]
			if a == nil {
				a = &acc{hit: h, first: len(order)}
				a.hit.Lanes = nil
				by[h.ChunkSeq] = a
				order = append(order, a)
			}
			a.score += w / float64(RRFK+rank+1)
			for _, ln := range h.Lanes {
				if !contains(a.hit.Lanes, ln) {
					a.hit.Lanes = append(a.hit.Lanes, ln)
				}
			}
		}
	}
	sort.SliceStable(order, func(i, j int) bool {
		if order[i].score != order[j].score {
			return order[i].score > order[j].score
		}
		return Tie(order[i].hit, order[j].hit) < 0
	})
	out := make([]Hit, 0, min(limit, len(order)))
	for _, a := range order[:min(limit, len(order))] {
		a.hit.Score = a.score
		out = append(out, a.hit)
	}
	return out
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
