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

// A value set by a later version of a page keeps what it replaced when a later document only
// repeats it: a mail quoting the new fee after the page's second version still shows the fee
// the page's first version gave as replaced.
func TestARepeatedValueKeepsWhatItReplaced(t *testing.T) {
	v1 := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Marina charges 2027",
		AuthoredAt: "2026-11-02T09:00:00Z", Thread: "marina-charges-2027", Text: "| Visitor berth, yachts under 12 m | per night | £31.00 |"}
	v2 := v1
	v2.ChunkID, v2.DocumentID, v2.AuthoredAt, v2.Text = "c2", "d2", "2026-12-10T09:00:00Z", "| Visitor berth, yachts under 12 m | per night | £34.50 |"
	mail := synthesis.Evidence{ChunkID: "c3", DocumentID: "d3", SourceID: "m", SourceName: "Mail", Title: "Charges for the berthing office",
		AuthoredAt: "2026-12-14T09:00:00Z", Text: "For the berthing office: a visitor berth for yachts under 12 m is £34.50 per night in 2027."}
	a := askOf("What do we charge per night for a visitor berth for a yacht under 12 m?", v1, v2, mail)
	lead, _, _ := strings.Cut(a.Text, "\n")
	if !strings.HasPrefix(lead, "The latest value stated is £34.50") || !strings.Contains(lead, "replaced £31.00") {
		t.Fatalf("lead %q, want £34.50 leading and £31.00 replaced", lead)
	}
	if len(a.Disagreements) != 1 || a.Disagreements[0].Resolution != synthesis.Superseded {
		t.Fatalf("disagreements %+v, want one SUPERSEDED", a.Disagreements)
	}
}

// A quantity in the question that sorts the thing asked about ("a yacht under 12 m", "vans over
// 3.5 t") is not the kind of value it asks.
func TestAQuantityThatSortsIsNotAsked(t *testing.T) {
	fees := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Marina and depot charges",
		AuthoredAt: "2026-11-02T09:00:00Z", Text: "Visitor berth for yachts under 12 m: £34.50 per night. Depot parking for vans over 3.5 t: £12 a day."}
	for q, want := range map[string]string{
		"What do we charge per night for a visitor berth for a yacht under 12 m?": "£34.50",
		"How much is depot parking for vans over 3.5 t?":                          "£12",
	} {
		a := askOf(q, fees)
		if lead, _, _ := strings.Cut(a.Text, "\n"); !strings.HasPrefix(lead, "The latest value stated is "+want) {
			t.Errorf("%q: lead %q, want %s", q, lead, want)
		}
	}
}

// A document that says it takes an earlier one's place ("This tariff supersedes the 2026
// mooring tariff") replaces that document's values, though its own lines only state them.
func TestADocumentThatSupersedesAnother(t *testing.T) {
	old := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Docs", Title: "Harbour mooring tariff 2026",
		AuthoredAt: "2026-01-05T09:00:00Z", Text: "Harbour mooring tariff 2026\n\n| Berth | Price per night |\n|---|---|\n| Pontoon berth, under 10 m | £22.40 per night |\n| Swinging mooring | £11.00 |"}
	cur := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Docs", Title: "Harbour mooring tariff 2027",
		AuthoredAt: "2026-12-01T09:00:00Z", Text: "Harbour mooring tariff 2027\nThis tariff supersedes the 2026 mooring tariff.\n\n| Berth | Price per night |\n|---|---|\n| Pontoon berth, under 10 m | £24.10 per night |\n| Swinging mooring | £11.00 |"}
	a := askOf("What is the price per night for a pontoon berth under 10 m?", old, cur)
	lead, _, _ := strings.Cut(a.Text, "\n")
	if !strings.HasPrefix(lead, "The latest value stated is £24.10") || !strings.Contains(lead, "replaced £22.40") {
		t.Fatalf("lead %q, want £24.10 leading and £22.40 replaced", lead)
	}
	// When it takes effect, said after the name, is no part of the name.
	dated := cur
	dated.Text = strings.Replace(cur.Text, "the 2026 mooring tariff.", "the 2026 mooring tariff from 1 January 2027.", 1)
	a = askOf("What is the price per night for a pontoon berth under 10 m?", old, dated)
	if lead, _, _ = strings.Cut(a.Text, "\n"); !strings.HasPrefix(lead, "The latest value stated is £24.10") || !strings.Contains(lead, "replaced £22.40") {
		t.Fatalf("lead %q, want £24.10 leading and £22.40 replaced when the tariff says from when it holds", lead)
	}
	// Naming another document replaces nothing of this one.
	cur.Text = strings.Replace(cur.Text, "the 2026 mooring tariff", "the 2026 fuel dock tariff", 1)
	if a = askOf("What is the price per night for a pontoon berth under 10 m?", old, cur); len(a.Disagreements) == 1 && a.Disagreements[0].Resolution == synthesis.Superseded {
		t.Fatalf("disagreements %+v, want no supersession by a document naming another", a.Disagreements)
	}
}

// A document says its correction once: a later sentence of it that gives another figure of the
// kind, without a word of change and no more on the question, is of something else, and the
// corrected figure leads. A later line squarely on the question still answers it.
func TestACorrectionIsNotUndoneByItsOwnLaterFigures(t *testing.T) {
	fix := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Mail", Title: "Herd count corrected",
		AuthoredAt: "2026-03-02T09:00:00Z", Text: "Correction: the farm keeps 412 ewes, not the 450 in the autumn newsletter. When Ana checked the tag register she found 38 ewes on the farm that had been entered twice when the tag reader broke down in May."}
	a := askOf("How many ewes do we have on the farm?", fix)
	lead, _, _ := strings.Cut(a.Text, "\n")
	if !strings.HasPrefix(lead, "The latest value stated is 412") || !strings.Contains(lead, "replaced 450") {
		t.Fatalf("lead %q, want 412 leading and 450 replaced", lead)
	}
	policy := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Docs", Title: "Record keeping policy",
		AuthoredAt: "2026-03-02T09:00:00Z", Text: "Rev 2: the movement book retention was lengthened.\n1. Movement book: kept for six years.\n2. Feed delivery notes: 90 days."}
	a = askOf("How long do we keep the feed delivery notes?", policy)
	if lead, _, _ = strings.Cut(a.Text, "\n"); !strings.HasPrefix(lead, "The latest value stated is 90 days") {
		t.Fatalf("lead %q, want the feed notes' 90 days leading", lead)
	}
}
