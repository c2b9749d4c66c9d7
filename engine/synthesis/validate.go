package synthesis

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/untrusted"
)

// Validate enforces the contract on any synthesizer's answer: every claim cites at least one
// retrieved chunk (claims without one are dropped and the status degrades), citations and
// contradictions name only retrieved chunks, an abstained answer has no claims and begins
// with the insufficient-evidence sentence.
func Validate(a Answer, evidence []Evidence) Answer {
	retrieved := map[string]bool{}
	for _, e := range evidence {
		retrieved[e.ChunkID] = true
	}
	var cits []Citation
	citable := map[string]bool{}
	for _, c := range a.Citations {
		if retrieved[c.ID] && !citable[c.ID] {
			citable[c.ID] = true
			cits = append(cits, c)
		}
	}
	dropped := 0
	var claims []Claim
	for _, c := range a.Claims {
		var ok []string
		for _, id := range c.Citations {
			if citable[id] && !slices.Contains(ok, id) {
				ok = append(ok, id)
			}
		}
		if len(ok) == 0 || strings.TrimSpace(c.Text) == "" {
			dropped++
			continue
		}
		c.Citations = ok
		if c.Facets == nil {
			c.Facets = []planner.Facet{}
		}
		claims = append(claims, c)
	}
	var cons []Contradiction
	for _, c := range a.Contradictions {
		var vals []ContradictionValue
		for _, v := range c.Values {
			var ok []string
			for _, id := range v.Citations {
				if citable[id] {
					ok = append(ok, id)
				}
			}
			if len(ok) > 0 {
				v.Citations = ok
				vals = append(vals, v)
			}
		}
		if len(vals) >= 2 {
			c.Values = vals
			cons = append(cons, c)
		}
	}
	a.Claims, a.Citations, a.Contradictions = nonNil(claims), nonNil(cits), nonNil(cons)
	a.Disagreements = citableDisagreements(a.Disagreements, citable)
	if a.MissingInformation == nil {
		a.MissingInformation = []string{}
	}
	if dropped > 0 {
		a.MissingInformation = append(a.MissingInformation, fmt.Sprintf("%d claim(s) without a citation to retrieved evidence were dropped.", dropped))
		if a.Status == Grounded {
			a.Status = Partial
		}
	}
	if len(a.Claims) == 0 {
		a.Status = Abstained
	}
	if a.Status == Abstained {
		a.Claims, a.Citations, a.Contradictions, a.Disagreements = []Claim{}, []Citation{}, []Contradiction{}, nil
		if !strings.HasPrefix(a.Text, InsufficientEvidence) {
			a.Text = InsufficientEvidence
			if len(a.MissingInformation) > 0 {
				a.Text += " " + strings.Join(a.MissingInformation, " ")
			}
		}
		if a.RecommendedAgent == "" || a.RecommendedAgent == AgentQueue || a.RecommendedAgent == AgentTriage || a.RecommendedAgent == AgentNone {
			a.RecommendedAgent = AgentResearch
		}
	}
	if a.RecommendedAgent == "" {
		a.RecommendedAgent = AgentNone
	}
	return a
}

func nonNil[T any](xs []T) []T {
	if xs == nil {
		return []T{}
	}
	return xs
}

// MetadataProject reads the "project" field of a document's metadata JSON ("" when none).
func MetadataProject(metadata string) string {
	var m map[string]any
	if json.Unmarshal([]byte(metadata), &m) != nil {
		return ""
	}
	p, _ := m["project"].(string)
	return p
}

// Series is the thread a document belongs to for reading revisions: its thread when the source
// names one, else, for a document whose metadata carries a version, the versions of its title
// (a page's "v3" and "v4" are one series).
func Series(thread, title, metadata string) string {
	if thread != "" {
		return thread
	}
	var m map[string]any
	if json.Unmarshal([]byte(metadata), &m) != nil || m["version"] == nil || m["version"] == "" {
		return ""
	}
	return "versions of " + strings.ToLower(strings.Join(strings.Fields(title), " "))
}

// CitationOf is the citation of one retrieved chunk, as the extractive synthesizer writes it.
func CitationOf(ev Evidence) Citation {
	ci := newCiter(nil)
	ci.cite(&chunk{ev: ev, findings: untrusted.Scan(ev.Title + "\n" + ev.Text)})
	return ci.list[0]
}

// Finish validates another synthesizer's answer (Validate) and derives the rest of it the way
// the extractive synthesizer does: the recommended agent and the answer text with the claims'
// citation numbers.
func Finish(a Answer, evidence []Evidence) Answer {
	a = Validate(a, evidence)
	if a.Status != Abstained {
		a.RecommendedAgent = recommend(a)
		a.Text = compose(a, a.Leads)
	}
	return a
}
