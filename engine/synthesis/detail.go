package synthesis

import (
	"regexp"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// A question that asks for a figure or a date is answered only by a claim that states one:
// when the evidence covers the topic but no claim holds the kind of value asked for, the detail
// is missing and the answer is PARTIAL, naming it.
var (
	reAsksFigure = regexp.MustCompile(`(?i)\b(?:how (?:many|much|long|often|fast|big|large|high|low|far|frequently)|what (?:percentage|share|fraction|proportion)|at what (?:\w+ )?(?:utili[sz]ation|rate|level|threshold|percentage|size|value|load|speed)|what (?:is |was |are |were )?(?:the )?(?:exact )?(?:threshold|limit|size|count|number|rate|cost|price|amount|percentage|budget|capacity|quota|timeout|interval|retention|duration))\b`)
	reAsksDate   = regexp.MustCompile(`(?i)\b(?:on what (?:date|day)|what (?:date|day)|in what (?:month|year)|by when)\b`)
	reNumberWord = regexp.MustCompile(`(?i)\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|thousand|million|billion|dozen|half|twice|once)\b`)
)

// askedDetail is the kind of value a question asks for ("figure", "date") or "".
func askedDetail(question string) string {
	switch {
	case reAsksDate.MatchString(question):
		return "date"
	case reAsksFigure.MatchString(question):
		return "figure"
	}
	return ""
}

// statesDetail reports whether a claim states a value of the kind asked for. A figure is a
// number that is neither part of an identifier (ENG-12, #482) nor of a date; a date is a date
// the facts layer reads.
func statesDetail(kind, claim string, p *facts.Parser) bool {
	ds := p.Dates(claim, time.Time{})
	if kind == "date" {
		return len(ds) > 0
	}
	masked := []byte(claim)
	for _, d := range ds {
		for i := d.Span.Start; i < d.Span.End && i < len(masked); i++ {
			masked[i] = ' '
		}
	}
	s := string(masked)
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' || i > 0 && s[i-1] >= '0' && s[i-1] <= '9' {
			continue
		}
		if i == 0 || !strings.ContainsRune("-#_", rune(s[i-1])) {
			return true
		}
	}
	return reNumberWord.MatchString(s)
}

// missingDetail names the detail a question asks for that no claim states, or "".
func missingDetail(question string, claims []Claim) string {
	kind := askedDetail(question)
	if kind == "" || len(claims) == 0 {
		return ""
	}
	p, err := facts.Default()
	if err != nil {
		return ""
	}
	for _, c := range claims {
		if statesDetail(kind, c.Text, p) {
			return ""
		}
	}
	return "No evidence states the " + kind + " the question asks for: the retrieved passages cover the topic, not that detail."
}
