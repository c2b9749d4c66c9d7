// Package queue compiles Today's queue: it clusters extracted records into components before
// ranking them, ranks the components deterministically (a pure function of the records, the
// compile's asOf time and RankingVersion), turns the ranked components into Execution Packets
// sealed with a receipt hash over their canonical JSON (RFC 8785), and stores each compile as
// an immutable queue version.
package queue

import (
	"cmp"
	"slices"
	"strings"

	"github.com/queueproof/queueproof/engine/records"
)

// Component is a cluster of records about one piece of work.
type Component struct {
	// Key is stable: the smallest exact id of an exact-id component, or "record:" and the id
	// of the one record of an id-less component.
	Key string
	// ExactIDs are the exact ids of the component's records, sorted.
	ExactIDs []string
	// Records are sorted by authored time, then id.
	Records []records.Record
}

// Clustering reports what Cluster did with records that carry no exact id.
type Clustering struct {
	Components []Component
	// Attached counts id-less records that joined the one exact-id component sharing an entity.
	Attached int
	// Ambiguous counts id-less records whose entities match several exact-id components: they
	// attach nowhere.
	Ambiguous int
}

// Cluster groups records into components:
//   - records whose exact-id sets overlap form one component (union-find, transitively);
//   - a record without exact ids attaches only when its entities match exactly one exact-id
//     component (matched against the exact-id records' entities only, so the result never
//     depends on the order records attach in); otherwise it stands alone;
//   - records with disjoint exact-id sets are never merged, however alike their names.
//
// The result is sorted by Key and is the same for any order of the input.
func Cluster(in []records.Record) Clustering {
	rs := slices.Clone(in)
	slices.SortFunc(rs, func(a, b records.Record) int { return strings.Compare(a.ID, b.ID) })
	rs = slices.CompactFunc(rs, func(a, b records.Record) bool { return a.ID == b.ID })

	parent := make([]int, len(rs))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	union := func(a, b int) {
		ra, rb := find(a), find(b)
		if ra == rb {
			return
		}
		if rb < ra {
			ra, rb = rb, ra
		}
		parent[rb] = ra
	}
	holder := make(map[string]int, len(rs))
	var idless []int
	for i, r := range rs {
		if len(r.ExactIDs) == 0 {
			idless = append(idless, i)
			continue
		}
		for _, id := range r.ExactIDs {
			if j, ok := holder[id]; ok {
				union(i, j)
			} else {
				holder[id] = i
			}
		}
	}
	byRoot := map[int]int{} // root record -> component index
	var comps []Component
	for i, r := range rs {
		if len(r.ExactIDs) == 0 {
			continue
		}
		root := find(i)
		ci, ok := byRoot[root]
		if !ok {
			ci = len(comps)
			byRoot[root] = ci
			comps = append(comps, Component{})
		}
		comps[ci].Records = append(comps[ci].Records, r)
		comps[ci].ExactIDs = append(comps[ci].ExactIDs, r.ExactIDs...)
	}
	for i := range comps {
		slices.Sort(comps[i].ExactIDs)
		comps[i].ExactIDs = slices.Compact(comps[i].ExactIDs)
		comps[i].Key = comps[i].ExactIDs[0]
	}
	slices.SortFunc(comps, func(a, b Component) int { return strings.Compare(a.Key, b.Key) })

	// Entities of the exact-id components, as the exact-id records state them.
	byEntity := map[string][]int{}
	for ci, c := range comps {
		for _, r := range c.Records {
			for _, e := range r.Entities {
				l := byEntity[e]
				if len(l) == 0 || l[len(l)-1] != ci {
					byEntity[e] = append(l, ci)
				}
			}
		}
	}
	res := Clustering{}
	for _, i := range idless {
		r := rs[i]
		match, n := -1, 0
		for _, e := range r.Entities {
			for _, ci := range byEntity[e] {
				if ci != match {
					if match >= 0 {
						n = 2
						break
					}
					match, n = ci, 1
				}
			}
			if n > 1 {
				break
			}
		}
		switch {
		case n == 1:
			comps[match].Records = append(comps[match].Records, r)
			res.Attached++
		default:
			if n > 1 {
				res.Ambiguous++
			}
			comps = append(comps, Component{Key: "record:" + r.ID, Records: []records.Record{r}})
		}
	}
	for i := range comps {
		slices.SortFunc(comps[i].Records, evidenceOrder)
	}
	slices.SortFunc(comps, func(a, b Component) int { return strings.Compare(a.Key, b.Key) })
	res.Components = comps
	return res
}

// evidenceOrder orders records by what the evidence says and when, not by their ids: a
// record's id derives from its source's, which a new import of the same evidence does not
// share, and the order of equal-time records decides which value a timeline keeps.
func evidenceOrder(a, b records.Record) int {
	return cmp.Or(strings.Compare(a.At, b.At), strings.Compare(a.Citation.SourceName, b.Citation.SourceName),
		strings.Compare(a.Citation.ExternalID, b.Citation.ExternalID), strings.Compare(string(a.Kind), string(b.Kind)),
		strings.Compare(a.Text, b.Text), strings.Compare(a.ID, b.ID))
}

// tieOrder orders equally scored components: those about work-item ids by their key (the
// least id), first; the others, whose key derives from a record id, by their first record in
// the evidence's order.
func tieOrder(a, b Component) int {
	ai, bi := len(a.ExactIDs) > 0, len(b.ExactIDs) > 0
	switch {
	case ai && bi:
		return strings.Compare(a.Key, b.Key)
	case ai:
		return -1
	case bi:
		return 1
	}
	return cmp.Or(evidenceOrder(a.Records[0], b.Records[0]), strings.Compare(a.Key, b.Key))
}
