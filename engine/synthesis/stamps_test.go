package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A tracker's history line is said when its stamp says (C's ctime, as Request Tracker writes
// it), not when the ticket was opened: the change it records is the latest word, and the
// field's name in quotes is the attribute the page states.
func TestATrackerHistoryLineIsSaidWhenItsStampSays(t *testing.T) {
	page := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Build farm",
		AuthoredAt: "2025-12-01T09:00:00Z", Text: "Runners\n- Nightly artifact retention: 30 days.\n- Runner images rebuilt weekly."}
	ticket := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Tracker", Kind: "ticket",
		Title: "OPS-311 Nightly artifact retention", AuthoredAt: "2025-11-03T10:00:00Z",
		Text: "OPS-311 · Nightly artifact retention\nQueue: ops   Owner: mhale   Status: resolved\n" +
			"Custom field 'Retention': 30 days\n\nHistory:\n" +
			"Mon Nov 03 10:00:12 2025  mhale - Ticket created\n" +
			"Wed Feb 04 10:12:55 2026  mhale - Custom field 'Retention' changed from '30 days' to '90 days'\n" +
			"Wed Feb 04 10:13:40 2026  mhale - Comment: auditors want a quarter of nightlies kept."}
	a := askOf("How long is nightly artifact retention now?", page, ticket)
	if !strings.HasPrefix(a.Text, "The latest value stated is 90 days") || !strings.Contains(a.Text, "(2026-02-04); it replaced 30 days") {
		t.Fatalf("text = %q, want 90 days of 4 February 2026 first, replacing 30 days", a.Text)
	}
}

// A question about when a thing happened is not answered by the date a plan set for it; a
// question about the plan is.
func TestAPlanDoesNotSayWhenItHappened(t *testing.T) {
	ticket := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Jira", Kind: "ticket",
		Title: "PLT-88 Swap the north pump controller", AuthoredAt: "2026-04-01T09:00:00Z",
		Text: "PLT-88 · Swap the north pump controller\nAssignee: Tove Lind\nDue date: 12/May/26\n\nActivity\n" +
			"06/May/26 16:20 Ruben Ek changed Due date: 12/May/26 → 19/May/26\n" +
			"20/May/26 08:10 Tove Lind: controller swapped, pump back in service."}
	a := askOf("What date was the north pump controller actually swapped?", ticket)
	if strings.Contains(a.Text, "The latest value stated is 19/May/26") || strings.Contains(a.Text, "The latest value stated is 12/May/26") {
		t.Fatalf("text = %q, want no due date given as when the swap happened", a.Text)
	}
	a = askOf("When is the north pump controller swap due?", ticket)
	if !strings.HasPrefix(a.Text, "The latest value stated is 19/May/26") {
		t.Fatalf("text = %q, want the due date 19/May/26 first", a.Text)
	}
}
