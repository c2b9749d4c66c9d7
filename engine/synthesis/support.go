package synthesis

import (
	"slices"

	"github.com/queueproof/queueproof/engine/facts"
)

// measuredClaims are the claims an answer to a question asking for a quantity keeps when its
// evidence states quantities of that kind: a claim that states one, a claim naming an asked
// facet, a claim citing what the answer leads with, and the claims of the document the
// answer's first claim cites (the best evidence for the topic). A further document's
// sentence that shares the question's words but states no quantity of the asked kind does
// not carry the answer, and citing it only lengthens the list a reader checks (#20: cite the
// smallest set that carries the claims). When no statement of the kind exists, every claim
// stays: what the evidence says of the topic is all there is, and the answer names the detail
// as missing.
func measuredClaims(claims []Claim, class facts.MeasureClass, leads []string) []Claim {
	p, err := facts.Default()
	if err != nil || len(claims) == 0 {
		return claims
	}
	own := LeadCitations(Answer{Leads: leads})
	first := claims[0].Citations
	out := make([]Claim, 0, len(claims))
	for _, c := range claims {
		cites := func(ids []string) bool {
			return slices.ContainsFunc(c.Citations, func(id string) bool { return slices.Contains(ids, id) })
		}
		if len(c.Facets) > 0 || cites(own) || cites(first) || statesClass(p, c.Text, class) {
			out = append(out, c)
		}
	}
	return out
}

// statesClass reports whether text states a quantity of class (a temperature in either
// scale; a frequency, which answers "how often", as a duration).
func statesClass(p *facts.Parser, text string, class facts.MeasureClass) bool {
	if class == facts.Duration && reFrequencyWord.MatchString(text) {
		return true
	}
	for _, m := range p.Measures(text) {
		if m.Class == class || isTemperature(class) && isTemperature(m.Class) {
			return true
		}
	}
	return false
}

func isTemperature(c facts.MeasureClass) bool { return c == celsius || c == fahrenheit }
