package synthesis

import (
	"regexp"

	"github.com/queueproof/queueproof/engine/facts"
)

// A quantity said as a difference ("about £40k more", "up by 5%", "a saving of £1,200") is
// how much a value moved, not the value: it answers no question asking the value itself, only
// one asking how much it moved. A count is left alone: "two additional porters", "another
// 2 vans" count things, the new ones a question often asks of; and so is a charge said to come
// on top ("an extra £25 per day" late fee is the fee, "£45 on top of the price" the carriage),
// a figure "more or less" (about that much) and an "uplift of 15%" (the surcharge itself).
var (
	reDeltaAfter = regexp.MustCompile(`(?i)^\s*(?:more|less|higher|lower|cheaper|dearer|longer|shorter)\b`)
	// reMoreOrLess is "more or less" after a figure: about that much, a level.
	reMoreOrLess  = regexp.MustCompile(`(?i)^\s*more\s+or\s+less\b`)
	reDeltaBefore = regexp.MustCompile(`(?i)(?:\b(?:up|down|rose|risen|fell|fallen|increased|decreased|raised|lowered|grew|dropped|cut|reduced)\s+by|\b(?:increase|rise|drop|fall|cut|saving|reduction)\s+of)(?:\s+(?:an?\s+)?(?:further|another|extra|additional))?\s*$`)
	// reAsksDelta asks how much a value moved: "how much more", "by how much", "what's the
	// increase", "how much did we save".
	reAsksDelta = regexp.MustCompile(`(?i)\b(?:more|less|extra|additional|fewer|increase[ds]?|rise|rose|difference|sav(?:e|ed|ing|ings)|cut|reduc(?:e|ed|tion)|by how much|go(?:ne)? up|went up|go(?:ne)? down|went down|uplift|change|overspend|overspent|overrun|over budget|under budget|shortfall|excess)\b`)
)

// saidAsDifference reports a quantity of text said as how much something moved (see
// reDeltaAfter, reDeltaBefore).
func saidAsDifference(text string, m facts.Measure) bool {
	if m.Class == facts.Count || m.Span.Start < 0 || m.Span.End > len(text) || m.Span.Start > m.Span.End {
		return false
	}
	after := text[m.Span.End:]
	return reDeltaAfter.MatchString(after) && !reMoreOrLess.MatchString(after) || reDeltaBefore.MatchString(text[:m.Span.Start])
}
