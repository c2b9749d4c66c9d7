package synthesis

import (
	"fmt"
	"slices"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/planner"
)

// disagreements are the answer's disagreements: every timeline of a subject the answer is
// about whose value changed with an explanation (SUPERSEDED, the value in force first), and
// every contradiction (UNRESOLVED).
func disagreements(tl []facts.Timeline, subjects []string, asked func(planner.Facet) bool, cs []Contradiction, chunks []*chunk, cites *citer) []Disagreement {
	var out []Disagreement
	for _, t := range tl {
		if t.Current == nil || len(t.History) == 0 || !slices.Contains(subjects, t.Subject) || !asked(answerFacet(t.Facet)) {
			continue
		}
		cur := t.Current.Value(t.Facet)
		d := Disagreement{Subject: t.Subject, Attribute: facetLabel(answerFacet(t.Facet)), Resolution: Superseded,
			Current: &ContradictionValue{Value: cur, Citations: citeIDs(chunks, cites, *t.Current)}, Values: []ContradictionValue{},
			Reason: supersededBecause(*t.Current)}
		seen := map[string]bool{cur: true}
		for i := len(t.History) - 1; i >= 0; i-- {
			h := t.History[i]
			v := h.Value(t.Facet)
			if seen[v] {
				continue
			}
			seen[v] = true
			d.Values = append(d.Values, ContradictionValue{Value: v, Citations: citeIDs(chunks, cites, h)})
		}
		if len(d.Values) > 0 {
			out = append(out, d)
		}
	}
	for _, c := range cs {
		out = append(out, Disagreement{Subject: c.Subject, Attribute: facetLabel(c.Facet), Resolution: Unresolved,
			Values: c.Values, Reason: "The sources disagree, and none says it replaces the others."})
	}
	return out
}

// citeIDs cites the chunk a fact was read from (none when it is not among the evidence).
func citeIDs(chunks []*chunk, cites *citer, f facts.Fact) []string {
	if id := citeID(f, chunks, cites); id != "" {
		return []string{id}
	}
	return []string{}
}

// supersededBecause says why the current statement holds: it says it changes the value, or
// it is the latest dated one.
func supersededBecause(cur facts.Fact) string {
	if cur.Revises {
		return "A later statement changes it: “" + excerpt(cur.Quote) + "”"
	}
	return fmt.Sprintf("It is the latest dated statement (%s).", cur.At.UTC().Format("2006-01-02"))
}

// citableDisagreements keeps the disagreements whose values all cite retrieved evidence, each
// value with its citable citations: a superseded one needs its current value and one it
// replaced; an unresolved one two values.
func citableDisagreements(ds []Disagreement, citable map[string]bool) []Disagreement {
	keep := func(v ContradictionValue) (ContradictionValue, bool) {
		v.Citations = slices.DeleteFunc(slices.Clone(v.Citations), func(id string) bool { return !citable[id] })
		return v, len(v.Citations) > 0
	}
	var out []Disagreement
	for _, d := range ds {
		var vals []ContradictionValue
		for _, v := range d.Values {
			if v, ok := keep(v); ok {
				vals = append(vals, v)
			}
		}
		d.Values = vals
		if d.Current != nil {
			cur, ok := keep(*d.Current)
			if !ok {
				continue
			}
			d.Current = &cur
		}
		if len(vals) >= 2 || d.Current != nil && len(vals) >= 1 {
			out = append(out, d)
		}
	}
	return out
}
