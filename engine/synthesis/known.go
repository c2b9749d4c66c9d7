package synthesis

import (
	"slices"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/planner"
)

// knownContradictions replaces, for subjects with known facts, the sentence-by-sentence
// disagreements on owner, deadline and completion with the disagreements their timelines
// hold: a value the whole thread explains (a slip, a handover) is no contradiction there, and
// one the packet calls contradicted is one here.
func knownContradictions(cs []Contradiction, known map[string][]facts.Fact, tl []facts.Timeline, chunks []*chunk, cites *citer) []Contradiction {
	if len(known) == 0 {
		return cs
	}
	out := slices.DeleteFunc(slices.Clone(cs), func(c Contradiction) bool {
		_, isKnown := known[c.Subject]
		_, timed := facetOf(c.Facet)
		return isKnown && timed
	})
	for _, t := range tl {
		if _, ok := known[t.Subject]; !ok || !t.Contradicted() {
			continue
		}
		con := Contradiction{Subject: t.Subject, Facet: answerFacet(t.Facet)}
		var order []string
		byValue := map[string][]string{}
		for _, f := range t.Conflict {
			v := f.Value(t.Facet)
			if _, ok := byValue[v]; !ok {
				order = append(order, v)
			}
			if id := citeID(f, chunks, cites); id != "" && !slices.Contains(byValue[v], id) {
				byValue[v] = append(byValue[v], id)
			}
		}
		if len(order) < 2 {
			continue
		}
		slices.Sort(order)
		for _, v := range order {
			con.Values = append(con.Values, ContradictionValue{Value: v, Citations: append([]string{}, byValue[v]...)})
		}
		out = append(out, con)
	}
	return out
}

// knownUpdates are the explained changes of the known subjects' facets the question does not
// lead with (lead states the asked ones): "The deadline of ENG-7 is 2025-03-20 [2], moved from
// 2025-03-13 [1]."
func knownUpdates(known map[string][]facts.Fact, qids []string, asked []planner.Facet, tl []facts.Timeline, chunks []*chunk, cites *citer) []string {
	var out []string
	for _, t := range tl {
		if _, ok := known[t.Subject]; !ok || t.Current == nil || len(t.History) == 0 {
			continue
		}
		f := answerFacet(t.Facet)
		if slices.Contains(qids, t.Subject) && slices.Contains(asked, f) {
			continue
		}
		out = append(out, updateLine(t.Subject, f, t, chunks, cites))
	}
	return out
}

// answerFacet is the answer facet a timeline facet is.
func answerFacet(f facts.Facet) planner.Facet {
	switch f {
	case facts.FacetOwner:
		return planner.Actor
	case facts.FacetDue:
		return planner.Deadline
	}
	return planner.Completion
}

// citeID is the citation id of the chunk a fact was read from, or "".
func citeID(f facts.Fact, chunks []*chunk, cites *citer) string {
	for _, c := range chunks {
		if c.ev.ChunkID == f.Doc {
			return cites.cite(c)
		}
	}
	return ""
}

// knownClaims are the statements of the named subjects' known facts, each citing its chunk
// (which is then on topic: it is about the subject the question names), in time order.
func knownClaims(known map[string][]facts.Fact, qids []string, chunks []*chunk, cites *citer) []Claim {
	var fs []facts.Fact
	for _, id := range qids {
		fs = append(fs, known[id]...)
	}
	slices.SortStableFunc(fs, func(a, b facts.Fact) int { return a.At.Compare(b.At) })
	out := []Claim{}
	seen := map[string]bool{}
	for _, f := range fs {
		if seen[f.Doc+"\x00"+f.Quote] {
			continue
		}
		seen[f.Doc+"\x00"+f.Quote] = true
		for _, c := range chunks {
			if c.ev.ChunkID == f.Doc {
				c.onTopic = true
				out = append(out, Claim{Text: f.Quote, Citations: []string{cites.cite(c)}, Facets: []planner.Facet{answerFacet(f.Facet())}})
				break
			}
		}
	}
	return out
}
