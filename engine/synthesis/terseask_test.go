package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A terse question that names the value it is after ("Minimum Type I stock at Tromvik before
// November?") is answered like "what is ...": the latest value first, with what it replaced; a
// terse question naming no value ("Hangar door at Tromvik?") leads with none.
func TestATerseQuestionNamingAValue(t *testing.T) {
	memo := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Tromvik station memo: de-icing season",
		AuthoredAt: "2025-09-15T09:00:00Z", Text: "Minimum stock of Type I fluid at Tromvik before 1 November: 6,000 litres."}
	update := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Mail", Title: "Update: de-icing fluid minimum at Tromvik",
		AuthoredAt: "2025-10-20T09:00:00Z", Text: "Update: the minimum Type I stock at Tromvik before 1 November is now 10,000 litres, not 6,000 as in the memo."}
	a := askOf("Minimum Type I stock at Tromvik before November?", memo, update)
	if !strings.HasPrefix(a.Text, "The latest value stated is 10,000 litres") || !strings.Contains(a.Text, "replaced 6,000 litres") {
		t.Fatalf("text = %q, want 10,000 litres first, replacing 6,000 litres", a.Text)
	}
	a = askOf("Type I fluid at Tromvik?", memo, update)
	if strings.HasPrefix(a.Text, "The latest value stated is") {
		t.Fatalf("text = %q, want no value lead for a question naming no value", a.Text)
	}
}
