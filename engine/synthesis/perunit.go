package synthesis

import (
	"regexp"

	"github.com/queueproof/queueproof/engine/facts"
)

// A question about the price of one thing ("what does a single encoder cost?", "how much per
// GB?") is answered by a price per unit, not by the sum paid for many.

// reAsksPerUnit asks for the amount of one unit: "per GB", "each", "a single", "one",
// "apiece", "unit price".
var reAsksPerUnit = regexp.MustCompile(`(?i)\b(?:per|each|a single|apiece|a piece|unit (?:price|cost|rate))\b|\bone\s`)

// reNotOneUnit is "one" that picks among things rather than counts one: "which one", "the one".
var reNotOneUnit = regexp.MustCompile(`(?i)\b(?:which|the|that|this|any|no|every)\s+one\s`)

// asksPerUnit reports whether a money question asks the amount of one unit.
func asksPerUnit(question string) bool {
	return reAsksPerUnit.MatchString(reNotOneUnit.ReplaceAllString(question, " "))
}

var (
	// rePerUnitAfter follows an amount that is a price per unit: "£38 each", "$0.004 per GB",
	// "£17.20/item", "€9 a seat", "(per item)".
	rePerUnitAfter = regexp.MustCompile(`(?i)^\s*(?:\(\s*)?(?:per\b|each\b|apiece\b|a piece\b|/\s*\w|an? (?:unit|item|head|seat|user|licen[cs]e|device|piece|month|year|week|day|hour)\b|(?:monthly|yearly|annually|weekly|daily|per annum|pcm)\b)`)
	// rePerUnitBefore comes before one: "unit price: £38", "each costs $40", "per item: £17.20",
	// "per-seat price of €9".
	rePerUnitBefore = regexp.MustCompile(`(?i)\b(?:per[- ]\w+|unit|each|apiece)\b[^.;]{0,20}$`)
)

// perUnit reports whether the amount m of a sentence is given per unit.
func perUnit(sentence string, m facts.Measure) bool {
	if m.Span.End > len(sentence) || m.Span.Start < 0 {
		return false
	}
	return rePerUnitAfter.MatchString(sentence[m.Span.End:]) || rePerUnitBefore.MatchString(sentence[:m.Span.Start])
}
