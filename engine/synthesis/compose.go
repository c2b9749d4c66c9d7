package synthesis

import (
	"fmt"
	"strings"

	"github.com/queueproof/queueproof/engine/planner"
)

func recommend(a Answer) string {
	switch {
	case len(a.Contradictions) > 0:
		return AgentTriage
	case a.Status != Grounded:
		return AgentResearch
	}
	open, dated := false, false
	for _, c := range a.Claims {
		for _, f := range c.Facets {
			open = open || f == planner.Completion && openClaim(c.Text)
			dated = dated || f == planner.Deadline
		}
	}
	if open && dated {
		return AgentQueue
	}
	return AgentNone
}

// compose writes the answer text: the claims with their citation numbers, the disagreements,
// what is missing, and a note on untrusted evidence.
func compose(a Answer, leads []string) string {
	if a.Status == Abstained {
		text := InsufficientEvidence
		if len(a.MissingInformation) > 0 {
			text += " " + strings.Join(a.MissingInformation, " ")
		}
		return text
	}
	idx := map[string]int{}
	for i, c := range a.Citations {
		idx[c.ID] = i + 1
	}
	refs := func(ids []string) string {
		var parts []string
		for _, id := range ids {
			parts = append(parts, fmt.Sprintf("[%d]", idx[id]))
		}
		return strings.Join(parts, "")
	}
	var b strings.Builder
	if a.Status == Partial {
		b.WriteString("Partly answered by the evidence.\n")
	}
	// The answer first, from the facts' current values; then the supporting claims.
	for _, l := range leads {
		l = reLeadRef.ReplaceAllStringFunc(l, func(m string) string {
			if n, ok := idx[reLeadRef.FindStringSubmatch(m)[1]]; ok {
				return fmt.Sprintf("[%d]", n)
			}
			return ""
		})
		b.WriteString(strings.TrimSpace(l) + "\n")
	}
	for _, c := range a.Claims {
		fmt.Fprintf(&b, "- %s %s\n", c.Text, refs(c.Citations))
	}
	for _, c := range a.Contradictions {
		var vs []string
		for _, v := range c.Values {
			vs = append(vs, v.Value+" "+refs(v.Citations))
		}
		fmt.Fprintf(&b, "Sources disagree on the %s of %s: %s.\n", facetLabel(c.Facet), c.Subject, strings.Join(vs, " vs "))
	}
	for _, m := range a.MissingInformation {
		fmt.Fprintf(&b, "Missing: %s\n", m)
	}
	if a.Untrusted > 0 {
		fmt.Fprintf(&b, "%d retrieved passage(s) contain instructions aimed at an AI; they were treated as data and not followed.\n", a.Untrusted)
	}
	return strings.TrimSpace(b.String())
}
