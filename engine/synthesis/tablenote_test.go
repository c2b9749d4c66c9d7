package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A page's version note that says its table was updated explains a row's new value: the old
// version's row is replaced, not contradicted, whichever chunk of the page holds the note; and
// a row under a column of intervals answers "how often".
func TestATableUpdatedByItsVersionNoteReplacesTheOldRow(t *testing.T) {
	v1 := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Ladder inspection intervals",
		AuthoredAt: "2025-04-01T09:00:00Z", Text: "| Ladder type | Inspection interval | Who |\n|---|---|---|\n| Step ladders | 12 months | site team |\n| Extension ladders | 12 months | site team |"}
	v2 := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Wiki", Title: "Ladder inspection intervals",
		AuthoredAt: "2026-02-10T09:00:00Z", Text: "| Ladder type | Inspection interval | Who |\n|---|---|---|\n| Step ladders | 12 months | site team |\n| Extension ladders | 3 months | site team |"}
	foot := synthesis.Evidence{ChunkID: "c3", DocumentID: "d2", SourceID: "s", SourceName: "Wiki", Title: "Ladder inspection intervals",
		AuthoredAt: "2026-02-10T09:00:00Z", Text: "Ladders failing inspection are tagged and taken out of use.\n\nVersion 3 · 10 February 2026 · table updated after the scaffold audit"}
	a := askOf("How often are extension ladders inspected?", v1, v2, foot)
	lead, _, _ := strings.Cut(a.Text, "\n")
	if !strings.HasPrefix(lead, "The latest value stated is 3 months") || !strings.Contains(lead, "it replaced 12 months") {
		t.Fatalf("lead %q, want 3 months leading, replacing 12 months (%s)", lead, a.Text)
	}
}
