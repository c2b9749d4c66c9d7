package synthesis

import (
	"regexp"
	"strings"
)

// A detail the evidence itself says is not settled ("report to follow", "date TBD", "to be
// agreed at the March meeting", "still under investigation") is missing, however much the
// evidence says around it: a question asking it is PARTIAL, naming what is pending.
var (
	rePending = regexp.MustCompile(`(?i)\b(?:TBD|TBC|TBA|to be (?:confirmed|decided|determined|agreed|announced|reconciled|set|defined|finali[sz]ed|scheduled)|(?:report|results?|findings|figures?|numbers?|date|details?|price|pricing|quote|cost|name|names|list)s?\s+(?:are\s+|is\s+)?to follow|not (?:yet )?(?:known|decided|confirmed|agreed|set|fixed|available|determined)|still (?:unknown|undecided|unconfirmed|being investigated|under investigation)|under investigation|pending (?:confirmation|investigation|analysis|the report|the results)|no (?:date|decision|figure|price|number|name) (?:yet|has been (?:set|given|agreed|confirmed)))\b`)
	// reAsksWho asks for a person or a team.
	reAsksWho = regexp.MustCompile(`(?i)^\W*(?:who|whom)\b`)
)

// asksDetail reports whether a question asks for one detail (a value, a date, a name, a
// cause), not for an account of a topic.
func asksDetail(question string, asksMeasure bool) bool {
	slot, _ := askedSlot(question)
	return asksMeasure || askedDetail(question) != "" || len(slot) > 0 || reAsksWhen.MatchString(question) ||
		reAsksWho.MatchString(question) || reAsksCause.MatchString(question) || reAsksWhatBroke.MatchString(question)
}

// pendingDetail names the detail a claim on the question's topic says is not settled, or "".
func pendingDetail(question string, claims []Claim, terms []term) string {
	for _, c := range claims {
		m := rePending.FindStringIndex(c.Text)
		if m == nil || coverage(terms, c.Text) == 0 {
			continue
		}
		return "The evidence says this is not settled yet (\"" + strings.TrimSpace(c.Text[m[0]:m[1]]) + "\"): no source states " + askedAs(question) + "."
	}
	return ""
}
