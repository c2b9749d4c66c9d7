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

// asksPerUnit reports whether a question asks the amount of one unit (a "per" citing a source,
// "as per the policy", is none).
func asksPerUnit(question string) bool {
	q := rePerTimeAsked.ReplaceAllString(reNotOneUnit.ReplaceAllString(withoutCitingPer(question), " "), " ")
	return reAsksPerUnit.MatchString(q) || reAsksPriceA.MatchString(q)
}

// reAsksPriceA asks a price for one of a unit with "a": "what does Vireo charge us a tonne",
// "how much is it a seat" ("a month" is a period, taken out above).
var reAsksPriceA = regexp.MustCompile(`(?i)\b(?:charge[sd]?|charging|cost|costs|pay|paying|paid|price[sd]?|bill(?:ed|s)?|much)\b[^?]{0,40}?\ban? ` + unitNouns + `\b`)

// unitNouns are the units a price is given for with "a": "$1,020 a tonne", "€9 a seat".
const unitNouns = `(?:tonne|ton|kg|kilo|kilogram|litre|liter|unit|item|head|seat|user|licen[cs]e|device|piece|sheet|page|copy|box|bag|pallet|load|trip|visit|call|bin|night|room|person|pupil|student|meal|ticket|tag|permit|lift)`

var (
	// rePerTimeAfter follows a price per period, not per unit: "£1,000 a month", "$23 per
	// month", "£8,000 monthly".
	rePerTimeAfter = regexp.MustCompile(`(?i)^\s*(?:(?:per|a|an|/)\s*(?:second|minute|hour|day|week|fortnight|month|quarter|year|annum)\b|(?:hourly|daily|weekly|monthly|quarterly|yearly|annually|pcm|p\.?a\.?)\b)`)
	// rePerUnitAfter follows an amount that is a price per unit: "£38 each", "$0.004 per GB",
	// "£17.20/item", "€9 a seat", "(per item)".
	rePerUnitAfter = regexp.MustCompile(`(?i)^\s*(?:\(\s*)?(?:per\b|each\b|apiece\b|a piece\b|/\s*\w|an? ` + unitNouns + `\b)`)
	// rePerUnitBefore comes before one: "unit price: £38", "each costs $40", "per item: £17.20",
	// "per-seat price of €9".
	rePerUnitBefore = regexp.MustCompile(`(?i)\b(?:per[- ]\w+|unit|each|apiece)\b[^.;]{0,20}$`)
	// rePerTimeAsked is a period a question asks the price over ("per month"): a rate, not the
	// price of one unit.
	rePerTimeAsked = regexp.MustCompile(`(?i)\b(?:per|a|each)\s+(?:second|minute|hour|day|diem|week|fortnight|month|quarter|year|annum)\b`)
)

// perUnit reports whether the amount m of a sentence is given per unit.
func perUnit(sentence string, m facts.Measure) bool {
	if m.Span.End > len(sentence) || m.Span.Start < 0 {
		return false
	}
	after := sentence[m.Span.End:]
	if rePerTimeAfter.MatchString(after) {
		return false
	}
	return rePerUnitAfter.MatchString(after) || rePerUnitBefore.MatchString(sentence[:m.Span.Start])
}
