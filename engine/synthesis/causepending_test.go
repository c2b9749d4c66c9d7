package synthesis_test

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A "why" question whose cause the evidence says is still to come is PARTIAL, unless another
// claim states a cause: a later message that only asks, or says what was done in the meantime,
// settles nothing. A "who" question naming no item is not answered by a person a sentence off
// the topic names.
func TestCausePendingAndOffTopicPeople(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "a report to follow, then a reported question and a stopgap", q: "Why did the conveyor on line 2 jam on Monday?",
			ev: []synthesis.Evidence{
				rev("1", "2026-03-02", "Tickets", "WO-5512 line 2 conveyor jam", "Fault: conveyor jam on line 2. The jammed line 2 conveyor gearbox went to the maker for strip-down; their findings to follow."),
				rev("2", "2026-03-05", "Mail", "line 2 conveyor", "Hi Ola, the customer's quality team are asking what happened to the line 2 conveyor on Monday. Meanwhile we check the conveyor gearbox twice a shift.")},
			check: all(says("not settled yet"), func(a synthesis.Answer) bool { return a.Status != "GROUNDED" }),
			want:  "PARTIAL: the cause is still to follow; the later mail asks, and a stopgap is no cause"},
		{name: "a report to follow, then a later cause", q: "Why did the conveyor on line 2 jam on Monday?",
			ev: []synthesis.Evidence{
				rev("1", "2026-03-02", "Tickets", "WO-5513 line 2 conveyor jam", "Fault: conveyor jam on line 2. Gearbox sent to the maker for strip-down; their findings to follow."),
				rev("2", "2026-03-09", "Mail", "line 2 conveyor", "Hi Ola, the maker's strip-down is back: the line 2 conveyor jammed because a bearing in the gearbox seized.")},
			check: all(says("bearing"), not(says("not settled yet"))), want: "the seized bearing, the cause the later mail gives"},
		{name: "someone's own plan in a chunk about the topic names no signatory", q: "Who signed the harbour dredging contract?",
			ev: []synthesis.Evidence{
				rev("1", "2026-03-02", "Mail", "Dredging contract signed", "The harbour dredging contract with Vantline was signed yesterday and countersigned this morning."),
				rev("2", "2026-03-03", "Chat", "#marine", "The dredging schedule starts in April.\n09:15 ola.brandt: I'll redo the pilotage roster for the April ships.")},
			check: all(says("No evidence states the owner"), func(a synthesis.Answer) bool { return a.Status != "GROUNDED" }),
			want:  "PARTIAL: no one is named as signing; Ola's roster is another matter"},
		{name: "a signatory named", q: "Who signed the harbour dredging contract?",
			ev: []synthesis.Evidence{
				rev("1", "2026-03-02", "Mail", "Dredging contract signed", "The harbour dredging contract with Vantline was signed by Ola Brandt yesterday.")},
			check: all(says("Ola Brandt"), not(says("No evidence states the owner"))), want: "Ola Brandt",
			wrong: "(pre-existing) the facts read owners, not the agents of other verbs: 'signed by Ola Brandt' states who signed, and the answer says no evidence states the owner"},
	})
}
