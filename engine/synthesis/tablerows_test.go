package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A pipe table's row is read with its header: the column the question names gives the value,
// the row the question names is the item, and the other rows of the table are other items,
// never earlier values of the one asked.
func TestATableRowIsReadWithItsHeader(t *testing.T) {
	page := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", ExternalID: "kiln-schedule",
		Title: "Kiln maintenance schedule", AuthoredAt: "2026-03-02T09:00:00Z",
		Text: "Kiln maintenance schedule\n\n| Kiln | Firing temperature | Element check |\n|---|---|---|\n" +
			"| Kiln A | 1,240 °C | every 40 firings |\n| Kiln B | 1,180 °C | every 25 firings |\n| Raku kiln | 980 °C | every 10 firings |\n"}
	a := askOf("What firing temperature does Kiln B run at?", page)
	if !strings.Contains(a.Text, "1,180 °C") {
		t.Fatalf("text = %q, want Kiln B's row read under its header (1,180 °C)", a.Text)
	}
	for _, other := range []string{"1,240 °C", "980 °C"} {
		if strings.Contains(a.Text, "replaced "+other) {
			t.Fatalf("text = %q: another row (%s) read as a value the asked one replaced", a.Text, other)
		}
	}
	for _, c := range a.Claims {
		if strings.HasPrefix(c.Text, "| Kiln | Firing temperature") {
			t.Fatalf("claims = %+v: the header row, which states nothing, is a claim", a.Claims)
		}
	}

	// Of a row's values, the one under the column the question names.
	temps := page
	temps.Text = "Kiln maintenance schedule\n\n| Kiln | Firing temperature | Unloading temperature |\n|---|---|---|\n" +
		"| Kiln A | 1,240 °C | 60 °C |\n| Kiln B | 1,180 °C | 45 °C |\n"
	if a := askOf("What unloading temperature does Kiln B need?", temps); !strings.Contains(a.Text, "latest value stated is 45 °C") {
		t.Fatalf("text = %q, want the unloading column's 45 °C", a.Text)
	}

	// Rows the question's words fit alike say nothing of which is asked.
	if a := askOf("What firing temperature do the kilns run at?", page); strings.Contains(a.Text, "replaced") {
		t.Fatalf("text = %q: rows of one table read as one value's history", a.Text)
	}

	// A later version of the page changed the row's cell: that is the value's history.
	v2 := page
	v2.ChunkID, v2.DocumentID, v2.ExternalID, v2.AuthoredAt = "c2", "d2", "kiln-schedule-v2", "2026-06-15T09:00:00Z"
	v2.Text = strings.Replace(page.Text, "| Kiln B | 1,180 °C |", "| Kiln B | 1,210 °C |", 1)
	page.Thread, v2.Thread = "kiln-schedule", "kiln-schedule"
	if a := askOf("What firing temperature does Kiln B run at?", page, v2); !strings.Contains(a.Text, "latest value stated is 1,210 °C") {
		t.Fatalf("text = %q, want the later version's cell to lead", a.Text)
	}
}
