package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A struck-through cell followed by a value is an edit: the struck value was replaced, also
// in a row whose other cells hold more values of the same kind.
func TestAStruckCellAmongOtherValuesIsReplaced(t *testing.T) {
	plan := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Drive", Title: "Winter staffing – Harbour Hotel",
		AuthoredAt: "2026-10-05T09:00:00Z",
		Text: "Winter staffing – Harbour Hotel\n\n| Role | Headcount | Rota |\n|---|---|---|\n" +
			"| Night porters | ~~6~~ 8 | 12-hour shifts, 4 nights out of 7 |\n| Breakfast cooks | 3 | mornings only |\n"}
	a := askOf("How many night porters are we hiring for winter?", plan)
	if len(a.Disagreements) != 1 || a.Disagreements[0].Resolution != synthesis.Superseded || a.Disagreements[0].Current.Value != "8" ||
		len(a.Disagreements[0].Values) != 1 || a.Disagreements[0].Values[0].Value != "6" {
		t.Fatalf("disagreements = %+v (%s: %s), want 8 superseding 6", a.Disagreements, a.Status, a.Text)
	}
}

// What held in a period already over ("last winter we had 11") is not the value in force,
// nor one a later value replaced; a past verb of change ("last year we raised it to") sets a
// value that still holds.
func TestAPastPeriodsValueIsNotTheCurrentOne(t *testing.T) {
	plan := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Drive", Title: "Gritting plan 2026/27",
		AuthoredAt: "2026-10-05T09:00:00Z",
		Text:       "Gritting plan 2026/27\n\nThe winter gritting rota runs with 9 gritter drivers on call. Last winter we had 11 gritter drivers on the rota, and two of them were agency staff."}
	a := askOf("How many gritter drivers are on the winter rota?", plan)
	if !strings.HasPrefix(a.Text, "The latest value stated is 9") || strings.Contains(a.Text, "replaced 11") {
		t.Fatalf("answer = %s: %s, want 9 and no replaced 11", a.Status, a.Text)
	}
	fee := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Wiki", Title: "Locker hire",
		AuthoredAt: "2026-10-05T09:00:00Z", Text: "Locker hire\n\nLast year we raised the locker deposit to £15."}
	if a := askOf("What is the locker deposit?", fee); !strings.Contains(a.Text, "£15") || a.Status != synthesis.Grounded {
		t.Fatalf("answer = %s: %s, want £15 grounded", a.Status, a.Text)
	}
}
