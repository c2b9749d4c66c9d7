package synthesis_test

// A nineteenth independent review, of ec70e4f (synthesis.go): a question asking when a thing
// happened ("On what date was X replaced?", dateroles.go askedRole == happenedRole) asks no
// deadline facet, the "when" check (detail.go missingDetail) reads it; a plan question ("When is
// X due?", "What's the deadline for X?") still asks the deadline.
//
// The probes keep the form of review16_test.go (runProbes). A probe with a `wrong` field fails
// today, is logged as KNOWN WRONG, and fails the test once it holds. "(brought by ec70e4f)"
// marks a probe that held on the commit before (8847969) and fails with the reading;
// "(pre-existing)" one that failed there as well. Days: Wed 11, Thu 12, Fri 13, Mon 16 November
// 2026.
//
// 11 probes: 6 hold (3 failed before the reading: a happening's question was told the deadline
// was missing), 5 marked (2 brought by ec70e4f, 3 pre-existing).

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

func TestReview19HappenedOrPlanned(t *testing.T) {
	ev := func(at, kind, title, text string) []synthesis.Evidence {
		return []synthesis.Evidence{r16("1", at, kind, "Src", "", title, text)}
	}
	runProbes(t, []reviewProbe{
		// Questions about what happened: no deadline is asked.
		{name: "team mail: 'we switched over to the new VPN on 12 November'", q: "When did we switch over to the new VPN?",
			ev:    ev("2026-11-13T09:00:00Z", "mail", "VPN", "Team, we switched over to the new VPN on 12 November; the old client can be removed."),
			check: all(leadHas("12 November"), nothingMissing("deadline"), status(synthesis.Grounded)), want: "GROUNDED on 12 November, no deadline called missing"},
		{name: "the same question, the mail naming no day", q: "When did we switch over to the new VPN?",
			ev:    ev("2026-11-13T09:00:00Z", "mail", "VPN", "Team, we switched over to the new VPN, the old client can be removed."),
			check: all(not(status(synthesis.Grounded)), missingSays("date"), nothingMissing("deadline")), want: "PARTIAL: the date is missing (not the deadline)"},
		{name: "ticket: 'When was INC-4411 resolved?'", q: "When was INC-4411 resolved?",
			ev:    ev("2026-11-13T09:00:00Z", "ticket", "INC-4411 Checkout errors", "INC-4411 resolved on 12 Nov 03:10 after the cache flush."),
			check: all(nothingMissing("deadline"), status(synthesis.Grounded)), want: "GROUNDED, no 'No evidence states the deadline of INC-4411'"},
		{name: "chat gives only the delivery's due day: 'When did the vendor deliver the racks?'", q: "When did the vendor deliver the racks?",
			ev:    ev("2026-11-13T09:00:00Z", "chat", "#dc", "Vendor delivery of the racks is due Wednesday 18 Nov."),
			check: all(notLeadWith("Wednesday 18 Nov"), missingSays("date"), not(status(synthesis.Grounded))), want: "PARTIAL: a due day says when it was meant to happen"},
		// Plan questions still ask the deadline.
		{name: "'When is the VPN switchover due?' with no day in the mail", q: "When is the VPN switchover due?",
			ev:    ev("2026-11-10T09:00:00Z", "mail", "VPN", "The VPN switchover is being planned by Kim."),
			check: all(missingSays("deadline"), not(status(synthesis.Grounded))), want: "PARTIAL: the deadline is missing"},
		{name: "'What's the deadline for the travel budget requests?' with no day", q: "What's the deadline for the travel budget requests?",
			ev:    ev("2026-11-10T09:00:00Z", "mail", "Travel budget", "Travel budget requests go to Finance via the usual form."),
			check: all(missingSays("deadline"), not(status(synthesis.Grounded))), want: "PARTIAL: the deadline is missing"},
		// Plan questions asked in the past tense.
		{name: "'When did the expense reports have to be in by?' answered by a submission day", q: "When did the expense reports have to be in by?",
			ev:    ev("2026-11-16T09:00:00Z", "mail", "Expense reports", "Sent my October expense report in on 10 November, Concur confirmed it."),
			check: all(missingSays("deadline"), not(status(synthesis.Grounded))), want: "PARTIAL naming the deadline missing: 10 November is when one report went in"},
		{name: "'When was the last day to register for the offsite?' answered by a registration day", q: "When was the last day to register for the offsite?",
			ev:    ev("2026-11-16T09:00:00Z", "chat", "#offsite", "I registered for the Lisbon offsite on 9 November, got the confirmation mail."),
			check: all(missingSays("deadline"), not(status(synthesis.Grounded))), want: "PARTIAL naming the deadline missing: 9 November is one person's registration"},
		{name: "'When did the expense reports have to be in by?' answered by the reminder's due date", q: "When did the expense reports have to be in by?",
			ev:    ev("2026-11-06T09:00:00Z", "mail", "Expense reports", "Reminder: October expense reports are due by 14 November."),
			check: all(nothingMissing("date"), status(synthesis.Grounded)), want: "GROUNDED on 14 November, the deadline the question asks"},
		// Questions about what happened that the reading does not reach.
		{name: "'When exactly did the racks arrive?'", q: "When exactly did the racks arrive?",
			ev:    ev("2026-11-13T09:00:00Z", "chat", "#dc", "racks arrived on 11 Nov, unpacking now"),
			check: all(leadHas("11 Nov"), nothingMissing("deadline")), want: "11 Nov, no deadline called missing"},
		{name: "chat voice: 'so when did the switchover happen?'", q: "so when did the switchover happen?",
			ev:    ev("2026-11-13T09:00:00Z", "mail", "Switchover", "The phone switchover happened on 11 November without issues."),
			check: all(nothingMissing("deadline"), says("11 November")), want: "11 November, no deadline called missing"},
	})
}
