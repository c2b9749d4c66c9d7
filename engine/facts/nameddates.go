package facts

import (
	"regexp"
	"slices"
	"strings"
)

// A document that gives one work item two due dates, one in a clause that names the item
// ("MMCL-850 is rescheduled for release on 3 December") and one in a clause the reader gave
// the item only because the text was speaking of it ("Our release notes will follow on 1
// December", "they cut off on the 26th"), states the item's date in the first: the second is
// a step's or another thing's. It is not a second value for the item, and a timeline would
// otherwise read the two as a disagreement of the document with itself. A clause that opens
// with the work itself ("Work to be complete by 5 Oct", "It goes live on the 9th") speaks of
// the item, named or not.

// namedDates drops, per work item, the due dates of a document's clauses that do not name the
// item when another clause of the document that does gives it another date. A date said as a
// change ("moved to", "now") stays: it states the item's new date in any clause.
func namedDates(fs []Fact) []Fact {
	named := map[string][]Fact{}
	for _, f := range fs {
		if f.Kind == Due && !f.Field && !f.Date.IsZero() && namesItem(f) {
			named[itemOf(f.Subject)] = append(named[itemOf(f.Subject)], f)
		}
	}
	if len(named) == 0 {
		return fs
	}
	return slices.DeleteFunc(fs, func(f Fact) bool {
		if f.Kind != Due || f.Field || f.Revises || f.Date.IsZero() || namesItem(f) || opensWithWork(f.Quote) {
			return false
		}
		return slices.ContainsFunc(named[itemOf(f.Subject)], func(g Fact) bool { return !g.Date.Equal(f.Date) })
	})
}

// namesItem reports whether a fact's clause names its work item as what the clause is about:
// the identifier followed by the verb that says something of it ("MMCL-850 is rescheduled",
// "(PTC-199) will reach", "RLS-410 goes live"). An identifier that qualifies another noun ("the
// GRD-11 method statement", "GRD-15 worktop template:") or sets a topic ("About GRD-30 I send
// you the drawings") names a step or a side matter.
func namesItem(f Fact) bool {
	id := itemOf(f.Subject)
	if len(workIDs(id)) != 1 {
		return false
	}
	q := strings.ToLower(f.Quote)
	low := strings.ToLower(id)
	for at := 0; ; {
		i := strings.Index(q[at:], low)
		if i < 0 {
			return false
		}
		end := at + i + len(low)
		if reSaysOfIt.MatchString(q[end:]) {
			return true
		}
		at = end
	}
}

// reSaysOfIt is what follows an identifier that a clause is about: an auxiliary or a verb of
// the work's progress, after a closing bracket or a comma at most.
var reSaysOfIt = regexp.MustCompile(`^[)\]]?,?\s+(?:is|are|was|were|will|would|shall|should|must|can|could|may|might|has|have|had|needs?|goes|going|moves?|moved|ships?|shipped|lands?|landed|reaches|arrives|starts|finishes|completes|slips|slipped|remains|stays|gets|got|comes?|releases?|launches)\b|^['’](?:ll|s)\b`)

// opensWithWork reports whether a clause's first word refers to the work itself: "work", "it",
// "this", "the fix".
func opensWithWork(clause string) bool {
	w := strings.Fields(strings.TrimLeft(clause, " \t-*•·0123456789.)"))
	if len(w) == 0 {
		return false
	}
	first := strings.Trim(strings.ToLower(w[0]), ",:;'’")
	if (first == "the" || first == "this" || first == "that") && len(w) > 1 && generic(strings.Trim(w[1], ",:;")) {
		return true
	}
	return generic(first)
}
