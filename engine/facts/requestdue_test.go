package facts

import (
	"slices"
	"strings"
	"testing"
)

// A request's date for its answer or delivery under its own label ("Response Required:",
// "Expected delivery:") is its item's due date, not a thing named by the label; a person taken
// up by other work until a day states when they are free, not when the work is due.
func TestRequestDatesAndBusyPeople(t *testing.T) {
	checkFacts(t, []Doc{{ID: "a", Kind: "ticket", Author: "Aconex", At: at(2), Title: "RFI #118 Stair core louvres",
		Text: "Mail No: RFI #118\nStatus: Open\nResponse Required: 20 Nov 2026\nSubject: Stair core louvres"}},
		[]string{"due #118 2026-11-20"}, []string{"due Response Required 2026-11-20"})
	checkFacts(t, []Doc{{ID: "b", Kind: "mail", Author: "Procurement bot", At: at(2), Title: "Purchase request #5521 approved",
		Text: "Your purchase request 'Fume hood filters' (Request #5521) has been approved.\n\nExpected delivery: 19 Nov\nBudget line: Lab consumables"}},
		[]string{"due #5521 2026-11-19"}, []string{"due Expected delivery 2026-11-19"})
	checkFacts(t, []Doc{{ID: "c", Kind: "ticket", Author: "Noor Haddad", At: at(16), Title: "WO-77 Boiler flue inspection",
		Text: "Handing WO-77 to Piet, I'm tied up with the chiller changeover until Friday."}},
		nil, []string{"due WO-77 2026-11-20"})
}

// A decision log's entry date and verdict label name no subject: the decision is about what
// the entry says.
func TestADecisionLogEntryDateIsNoSubject(t *testing.T) {
	got := show(extractAll(t, Doc{ID: "d", Kind: "doc", Author: "Maren Holt", At: at(2), Title: "Ferry timetable review",
		Text: "Ferry timetable review — brief\nOwner: Maren Holt\n\nDecision log\n- 4 Nov: Decided: winter sailings drop to four a day.\n- 4 Nov: Rejected: chartering a relief vessel for December."}))
	for _, g := range got {
		if strings.HasPrefix(g, "decision Nov") || strings.HasPrefix(g, "decision 4 Nov") {
			t.Fatalf("a decision's subject is its entry date: %q", got)
		}
	}
	if !slices.ContainsFunc(got, func(g string) bool {
		return strings.HasPrefix(g, "decision ") && strings.Contains(g, "winter sailings")
	}) {
		t.Fatalf("no decision on the winter sailings: %q", got)
	}
}

// A tracker's notifications name their item in quotes: the due date and the states the two
// mails give are the one item's, whatever each mail's subject line says.
func TestANotificationsQuotedItemIsItsSubject(t *testing.T) {
	checkFacts(t, []Doc{
		{ID: "n1", Kind: "mail", Author: "Taskboard", At: at(2), Title: "You were assigned a task",
			Text: "Lotte Brandt assigned you to the task 'Repaint the ferry waiting room' in project Terminal upkeep.\nSection: To do\nDue date: Fri, Nov 20, 2026"},
		{ID: "n2", Kind: "mail", Author: "Taskboard", At: at(19), Title: "Task moved",
			Text: "Jonas Berg moved the task 'Repaint the ferry waiting room' from In progress to Done."},
	}, []string{"due Repaint the ferry waiting room 2026-11-20", "status Repaint the ferry waiting room done"},
		[]string{"due You were assigned a task 2026-11-20", "status Task moved done"})
}
