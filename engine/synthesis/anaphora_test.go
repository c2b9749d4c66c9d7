package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A quantity named again as the one already spoken of ("the 8 hours") is no new statement of
// the value; and a period written as a date ("within 2 hours of logging") is a duration the
// text states. The correction leads with its new value and names the one it replaced.
func TestTheValueSpokenOfAgainIsNotStatedAgain(t *testing.T) {
	corr := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Mail", Title: "Lab sample SLA",
		AuthoredAt: "2026-04-02T09:00:00Z", Kind: "mail",
		Text: "From 1 May, priority samples must be logged within 2 hours of arrival, not the 8 hours the intake sheet still shows. The 8 hours now only applies to routine samples."}
	a := askOf("How fast must priority samples be logged?", corr)
	if !strings.Contains(a.Text, "latest value stated is 2 hours") || !strings.Contains(a.Text, "replaced 8 hours") {
		t.Fatalf("text = %q; want 2 hours, replacing 8 hours", a.Text)
	}
	// Said of a value not spoken of before, "the" is no reference back: the later line states it.
	plain := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Wiki", Title: "Kiln cooling",
		AuthoredAt: "2026-04-02T09:00:00Z", Text: "Kiln notes. Cooling takes the 14 hours the glaze needs."}
	if a := askOf("How long does kiln cooling take?", plain); !strings.Contains(a.Text, "14 hours") {
		t.Fatalf("text = %q; want 14 hours", a.Text)
	}
}

// The period a value was measured over is not the value: asked what a figure is, with no kind
// named, the answer reads the figure and not "the last 12 months".
func TestAMeasuringWindowIsNotTheValue(t *testing.T) {
	old := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Kiln efficiency",
		AuthoredAt: "2026-01-10T09:00:00Z", Text: "Kiln 3 runs at a firing efficiency ratio of 2.4 according to the vendor sheet."}
	corr := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Mail", Title: "Kiln efficiency, measured",
		AuthoredAt: "2026-03-10T09:00:00Z", Kind: "mail",
		Text: "Actually, measured at the gas meter over the last 12 months, kiln 3 runs at a firing efficiency ratio of 2.9."}
	a := askOf("What's the firing efficiency ratio of kiln 3?", old, corr)
	if strings.Contains(a.Text, "12 months") && strings.Index(a.Text, "12 months") < strings.Index(a.Text+"2.9", "2.9") {
		t.Fatalf("text = %q; want 2.9 (measured over 12 months), not the window", a.Text)
	}
}
