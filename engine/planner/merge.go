package planner

import (
	"slices"
	"sort"

	"github.com/queueproof/queueproof/engine/retrieval"
)

// Ranking is what one call returned.
type Ranking struct {
	Call Call
	Hits []retrieval.Hit
}

// Merged is the fusion of a plan's rankings.
type Merged struct {
	Hits []retrieval.Hit
	// Found is how many hits the calls returned in all; Duplicates how many of them named a
	// chunk another call (or the same call) had already returned.
	Found, Duplicates int
}

type key struct{ source, chunk string }

// Merge fuses rankings with weighted Reciprocal Rank Fusion (each call's Weight), keeping one
// hit per source and chunk identity with the union of the lanes that found it, best first,
// ties by chunk id; at most limit hits.
func Merge(limit int, rs []Ranking) Merged {
	type acc struct {
		hit   retrieval.Hit
		score float64
	}
	var m Merged
	by := map[key]*acc{}
	var order []*acc
	for _, r := range rs {
		w := r.Call.Weight
		if w <= 0 {
			w = 1
		}
		for rank, h := range r.Hits {
			m.Found++
			k := key{h.SourceID, h.ChunkID}
			a := by[k]
			if a == nil {
				a = &acc{hit: h}
				a.hit.Lanes = nil
				by[k] = a
				order = append(order, a)
			} else {
				m.Duplicates++
			}
			a.score += w / float64(retrieval.RRFK+rank+1)
			for _, ln := range h.Lanes {
				if !slices.Contains(a.hit.Lanes, ln) {
					a.hit.Lanes = append(a.hit.Lanes, ln)
				}
			}
		}
	}
	sort.SliceStable(order, func(i, j int) bool {
		if order[i].score != order[j].score {
			return order[i].score > order[j].score
		}
		if t := retrieval.Tie(order[i].hit, order[j].hit); t != 0 {
			return t < 0
		}
		return order[i].hit.SourceID < order[j].hit.SourceID
	})
	if limit <= 0 || limit > len(order) {
		limit = len(order)
	}
	m.Hits = make([]retrieval.Hit, 0, limit)
	for _, a := range order[:limit] {
		a.hit.Score = a.score
		slices.Sort(a.hit.Lanes)
		m.Hits = append(m.Hits, a.hit)
	}
	return m
}
