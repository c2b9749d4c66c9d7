package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A figure corrected in so many words ("41.5 minutes, not 26.4") is not brought back by a
// later summary that copies the old figure and says nothing of a change; a figure that really
// returns is said to return, and leads.
func TestAStaleCopyDoesNotUndoACorrection(t *testing.T) {
	report := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Docs", Title: "Ferry KPIs, summer",
		AuthoredAt: "2025-09-05T09:00:00Z", Text: "Average turnaround at the north slip, summer: 26.4 minutes (timed from the ramp log)."}
	fix := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Mail", Title: "Turnaround figure corrected",
		AuthoredAt: "2025-10-01T09:00:00Z", Text: "Timed again from the gate scans, the summer average turnaround at the north slip is 41.5 minutes, not 26.4."}
	board := synthesis.Evidence{ChunkID: "c3", DocumentID: "d3", SourceID: "s", SourceName: "Docs", Title: "Board pack, autumn",
		AuthoredAt: "2025-11-03T09:00:00Z", Text: "Operations: average turnaround at the north slip, summer: 26.4 minutes; 97.2% of sailings on time."}
	q := "What was the average turnaround at the north slip over the summer?"
	a := askOf(q, report, fix, board)
	lead, _, _ := strings.Cut(a.Text, "\n")
	if !strings.HasPrefix(lead, "The latest value stated is 41.5 minutes") || !strings.Contains(lead, "replaced 26.4") || a.Status != synthesis.Grounded {
		t.Fatalf("lead %q (%s), want 41.5 minutes leading over the copied 26.4", lead, a.Status)
	}
	// Said to return, the old figure is the latest word again.
	back := board
	back.Text = "Operations: average turnaround at the north slip is back to 26.4 minutes since the second ramp reopened."
	a = askOf(q, report, fix, back)
	if lead, _, _ = strings.Cut(a.Text, "\n"); !strings.HasPrefix(lead, "The latest value stated is 26.4 minutes") {
		t.Fatalf("lead %q, want 26.4 minutes leading once it is said to return", lead)
	}
}

// Two kinds of value in one sentence ("26.4 minutes; 97.2% of sailings") are told apart by
// the clause the question's words stand in.
func TestTheAskedClauseGivesTheKind(t *testing.T) {
	board := synthesis.Evidence{ChunkID: "c3", DocumentID: "d3", SourceID: "s", SourceName: "Docs", Title: "Board pack, autumn",
		AuthoredAt: "2025-11-03T09:00:00Z", Text: "Operations: average turnaround at the north slip, summer: 26.4 minutes; 97.2% of sailings left within 10 minutes."}
	a := askOf("What was the average turnaround at the north slip over the summer?", board)
	if lead, _, _ := strings.Cut(a.Text, "\n"); !strings.HasPrefix(lead, "The latest value stated is 26.4 minutes") {
		t.Fatalf("text %q, want the turnaround in minutes leading", a.Text)
	}
}
