package synthesis_test

// A twenty-second independent review, of the answer mends of d14928d (review21's faults), in
// wording of our own: a date answers "when" from its section of the document (sectionOf: the
// lines up to a heading, a list item or a blank line); counted heads (plural(), clips(),
// namedNumber); "come to / come in at" only ending the question; plans asked as limits ("by?",
// "last day to", "cut-off", "at the latest"); words of talk before "when".
//
// The probes keep the form of review21_test.go (runProbes). A probe with a `wrong` field fails
// today, is logged as KNOWN WRONG, and fails the test once it holds. "(brought by d14928d)"
// marks a probe that held on d14928d^ and fails with the mend; "(pre-existing)" one that failed
// there as well.
//
// 13 probes, 8 hold (the numbered item's continuation line failed before d14928d), 5 marked (2
// brought by d14928d, 3 pre-existing).

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A date answers "when" from its section of the document.
func TestReview22Sections(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "facilities weekly: the date two lines under the item's own heading", q: "When will the lift in block C be back in service?",
			ev: one("2026-11-16T09:00:00Z", "doc", "Facilities weekly, 16 Nov",
				"Lift, block C\nMotor failed on Monday, Otis ordered a new one.\nEngineer back on Friday 20 November to fit it.\n\nCar park\nBarrier arm replaced."),
			check: all(says("20 November"), status(synthesis.Grounded)), want: "GROUNDED on Friday 20 November"},
		{name: "minutes: a numbered item's continuation line", q: "When is the canteen reopening?",
			ev: one("2026-11-03T15:00:00Z", "doc", "Estates minutes, 3 Nov",
				"1. Canteen: refit running late, the extraction hood arrived.\n   New opening date Monday 30 November.\n2. Car park: resurfacing booked for 21 November."),
			check: all(says("30 November"), notLeadWith("21 November"), status(synthesis.Grounded)), want: "GROUNDED on Monday 30 November"},
		// Traps: lines with no blank between them that are no section.
		{name: "mail: one line per site, no blank lines between, another site's date", q: "When does the Leeds depot get its new racking?",
			ev: one("2026-11-16T09:00:00Z", "mail", "Weekly ops update",
				"Hi all,\nLeeds depot: racking survey done, install date still with the supplier.\nBristol: forklift batteries swapped on 24 November.\nThanks, Ola"),
			check: all(not(status(synthesis.Grounded)), notLeadWith("24 November")), want: "PARTIAL: the Leeds date is not given; not Bristol's batteries"},
	})
}

// Counted heads: irregular plurals, clipped forms, a number the question writes.
func TestReview22CountedHeads(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "access review: 'admins' asked, 'administrators' counted", q: "How many admins have access to the prod database?",
			ev:    one("2026-11-10T09:00:00Z", "doc", "Prod DB access review", "Prod DB access review: 5 administrators, 2 of them contractors."),
			check: all(leadHas("5"), status(synthesis.Grounded)), want: "GROUNDED on 5"},
		{name: "HR mail: 'interns' asked, 'internal transfers' counted", q: "How many interns started in September?",
			ev:    one("2026-11-10T09:00:00Z", "mail", "September starters", "September: 6 internal transfers into the data team, onboarding done."),
			check: not(status(synthesis.Grounded)), want: "not GROUNDED: 6 counts transfers",
			wrong: "(pre-existing) counts() takes equal stems as the noun: index.Stem gives 'intern' for both 'interns' and 'internal', so 6 transfers answer, GROUNDED"},
		{name: "stock check: the count equals the aisle's number the question writes", q: "How many pallets are left in aisle 12?",
			ev:    one("2026-11-10T09:00:00Z", "chat", "#warehouse", "Stock check, aisle 12: 12 pallets left, all Christmas stock."),
			check: all(leadHas("12"), status(synthesis.Grounded)), want: "GROUNDED on 12 (pallets)"},
	})
}

// "come to / come in at" only ending the question.
func TestReview22ComeTo(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "offsite mail: 'What did the Lisbon offsite come to, all in?'", q: "What did the Lisbon offsite come to, all in?",
			ev:    one("2026-11-10T09:00:00Z", "mail", "Lisbon offsite final bill", "Lisbon offsite final bill: €18,400 all in (venue, flights, catering)."),
			check: all(says("18,400"), status(synthesis.Grounded)), want: "GROUNDED on €18,400"},
		{name: "'What did the union and management come to?' (an agreement, no figure)", q: "What did the union and management come to?",
			ev:    one("2026-11-13T09:00:00Z", "mail", "Night shift talks", "Union and management came to an agreement on 12 November: the night shift premium stays as it is."),
			check: nothingMissing("figure"), want: "the agreement; no figure called missing",
			wrong: "(pre-existing) reAsksFigure still asks a figure when 'come to' ends the question; what they came to is an agreement, and a figure is said missing"},
	})
}

// Plans asked as limits, and words of talk before "when".
func TestReview22PlansAndTalk(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "'have to be filed' asked, only the filing day given", q: "When did the Q3 VAT return have to be filed?",
			ev:    one("2026-11-13T09:00:00Z", "mail", "Q3 VAT", "Q3 VAT return filed with HMRC on 2 November, payment went out the same day."),
			check: all(missingSays("deadline"), not(status(synthesis.Grounded))), want: "PARTIAL: the deadline is missing; 2 November is when it was filed",
			wrong: "(pre-existing) the question is planned as who filed it: 'No evidence states the filing actor', with 'Q3' as the value led; no deadline is said missing"},
		{name: "'have to be in' asked (no 'by'), only the day they went in given", q: "When did the timesheets have to be in?",
			ev:    one("2026-11-13T09:00:00Z", "mail", "Payroll", "Timesheets went in on 6 November, payroll ran the next day."),
			check: all(missingSays("deadline"), not(status(synthesis.Grounded))), want: "PARTIAL: the deadline is missing; 6 November is when they went in"},
		{name: "'at the latest' asked, only the day it came down given", q: "When did the scaffold on the east wall need to be down at the latest?",
			ev:    one("2026-11-18T09:00:00Z", "chat", "#site", "Scaffold on the east wall came down on 17 November, skip collected."),
			check: all(missingSays("deadline"), not(status(synthesis.Grounded))), want: "PARTIAL: the deadline is missing"},
		{name: "chat: 'btw when did the badge readers go live?' with only their due day", q: "btw when did the new badge readers go live?",
			ev:    one("2026-11-16T09:00:00Z", "ticket", "SEC-214 Badge readers", "SEC-214 badge readers: go-live due 10 November (Gallagher)."),
			check: not(status(synthesis.Grounded)), want: "PARTIAL: a due day is not when they went live"},
		{name: "chat: 'hey so when did the badge readers go live?' with the day they did", q: "hey so when did the new badge readers go live?",
			ev:    one("2026-11-16T09:00:00Z", "chat", "#security", "New badge readers went live on 12 November, old fobs stop working on Friday."),
			check: all(says("12 November"), nothingMissing("deadline"), status(synthesis.Grounded)), want: "GROUNDED on 12 November"},
	})
}
