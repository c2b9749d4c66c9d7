package synthesis

import (
	"slices"
	"sort"
	"strings"

	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/untrusted"
)

// contradictions finds, for each subject, facets that two or more documents give different
// values for. Commitments are not compared (a commitment has no single value).
func contradictions(chunks []*chunk, subjects []string, cites *citer) []Contradiction {
	type found struct {
		chunks []*chunk
		docs   map[string]bool
	}
	out := []Contradiction{}
	for _, subj := range subjects {
		for _, f := range []planner.Facet{planner.Actor, planner.Completion, planner.Deadline, planner.Project} {
			values := map[string]*found{}
			var order []string
			for _, c := range chunks {
				for k := range c.sentences {
					s := &c.sentences[k]
					v := s.values[f]
					if v == "" || untrusted.Suspicious(s.text) || !slices.Contains(sentenceSubjects(c, s), subj) {
						continue
					}
					if f == planner.Project {
						v = strings.ToLower(v)
					}
					x := values[v]
					if x == nil {
						x = &found{docs: map[string]bool{}}
						values[v] = x
						order = append(order, v)
					}
					if !slices.Contains(x.chunks, c) {
						x.chunks = append(x.chunks, c)
					}
					x.docs[c.ev.DocumentID] = true
				}
			}
			if len(order) < 2 {
				continue
			}
			docs := map[string]bool{}
			for _, v := range order {
				for d := range values[v].docs {
					docs[d] = true
				}
			}
			if len(docs) < 2 {
				continue
			}
			sort.Strings(order)
			con := Contradiction{Subject: subj, Facet: f}
			for _, v := range order {
				cv := ContradictionValue{Value: v}
				for _, c := range values[v].chunks {
					cv.Citations = append(cv.Citations, cites.cite(c))
				}
				con.Values = append(con.Values, cv)
			}
			out = append(out, con)
		}
	}
	return out
}

func facetLabel(f planner.Facet) string {
	switch f {
	case planner.Actor:
		return "owner"
	case planner.Commitment:
		return "commitment"
	case planner.Completion:
		return "completion state"
	case planner.Deadline:
		return "deadline"
	case planner.FilingActor:
		return "filing actor"
	case planner.Project:
		return "project"
	}
	return string(f)
}
