package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A maintenance interval counted in flight hours or cycles is the answer to "how often" and to
// a terse "… interval?", its change read from "from a … every N FH to every M FH"; a second
// half asking from what date is missing when no claim gives one.
func TestAnIntervalCountedInUseAnswersHowOften(t *testing.T) {
	programme := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Dash 8-400 propeller tasks",
		AuthoredAt: "2025-05-02T09:00:00Z", Text: "| Propeller de-ice boot inspection | every 600 FH | line, any base |\n| Blade erosion check | every 1,500 FC | hangar |"}
	notice := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "m", SourceName: "Mail", Title: "De-ice boot inspection interval",
		AuthoredAt: "2026-01-20T09:00:00Z", Text: "After the cracked boots found at Bodø we are going from a de-ice boot inspection every 600 FH to every 400 FH on all propellers."}
	a := askOf("How often do we inspect the propeller de-ice boots now?", programme, notice)
	lead, _, _ := strings.Cut(a.Text, "\n")
	if !strings.HasPrefix(lead, "The latest value stated is 400 FH") || !strings.Contains(lead, "it replaced 600 FH") {
		t.Fatalf("lead %q, want 400 FH leading, replacing 600 FH", lead)
	}
	a = askOf("De-ice boot inspection interval on the Dash 8 props?", programme, notice)
	if lead, _, _ = strings.Cut(a.Text, "\n"); !strings.HasPrefix(lead, "The latest value stated is 400 FH") {
		t.Fatalf("terse: lead %q, want 400 FH leading", lead)
	}
	a = askOf("How often do we inspect the propeller de-ice boots now, and from what date?", programme, notice)
	if a.Status != synthesis.Partial || !strings.Contains(a.Text, "No evidence states the date") {
		t.Fatalf("%s %q: want PARTIAL, the date named missing", a.Status, a.Text)
	}
}

// A terse question after a stock level counts the thing stocked: a min/max table's row, its
// old minimum struck, answers it.
func TestAStockLevelQuestionCountsTheRow(t *testing.T) {
	page := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Harbour workshop stores – min/max levels",
		AuthoredAt: "2026-03-02T09:00:00Z", Text: "| Item | Min | Max |\n|---|---|---|\n| Fender chain shackles | 10 | 30 |\n| Mooring line 48 mm | ~~2~~ 4 | 6 |\n| Bilge pump impellers | 3 | 9 |"}
	a := askOf("reorder level for 48 mm mooring line in the workshop stores?", page)
	lead, _, _ := strings.Cut(a.Text, "\n")
	if !strings.HasPrefix(lead, "The latest value stated is 4 ") || !strings.Contains(lead, "it replaced 2 ") {
		t.Fatalf("lead %q, want 4 leading, replacing 2 (%s)", lead, a.Text)
	}
}

// Two kinds of value tied on a page about the question (an alarm's threshold and its delay):
// the kind whose sentence alone holds more of the question is the one asked.
func TestATieOfKindsGoesToTheSentenceOnTheQuestion(t *testing.T) {
	page := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Seed vault humidity alarm",
		AuthoredAt: "2025-06-03T09:00:00Z", Text: "| Alarm | Threshold | Who |\n|---|---|---|\n| Low humidity | 20% RH | curator on duty |"}
	cr := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Tracker", Title: "CR-77 · Seed vault low humidity alarm",
		AuthoredAt: "2026-02-03T09:00:00Z", Text: "Approved with amendment: 25% RH, with a 20 minute delay so door openings do not set it off.\nField changes\nLow RH alarm threshold: 20 % → 25 % (03/02/2026)\nAlarm delay: 20 minutes"}
	a := askOf("Seed vault low humidity alarm – what's it set to?", page, cr)
	lead, _, _ := strings.Cut(a.Text, "\n")
	if !strings.HasPrefix(lead, "The latest value stated is 25") {
		t.Fatalf("lead %q, want 25%% leading (%s)", lead, a.Text)
	}
}
