package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A length, weight or size written before a noun the question does not name says which thing
// that is ("the 12 m mast"), not the value asked; before the noun asked about it is its value
// ("a 12 m survey boat"); before a preposition it is a value as any ("1,600 mm including the
// pallet").
func TestAQuantityModifyingAnotherNounIsNoAnswer(t *testing.T) {
	doc := func(text string) synthesis.Evidence {
		return synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Docs", ExternalID: "x",
			Title: "Site notes", AuthoredAt: "2026-03-02T09:00:00Z", Text: text}
	}
	a := askOf("How deep do the footings go at the north site?", doc("North site footings: depth to be confirmed by the engineer once the 12 m mast loads are final."))
	if a.Status == synthesis.Grounded || strings.Contains(a.Text, "latest value stated is 12 m") {
		t.Errorf("footings: %s %q; the mast's height answered the footings' depth", a.Status, a.Text)
	}
	if a := askOf("How long is the survey boat?", doc("We hired a 12 m survey boat for the week.")); !strings.Contains(a.Text, "12 m") || a.Status != synthesis.Grounded {
		t.Errorf("boat: %s %q; want GROUNDED with 12 m", a.Status, a.Text)
	}
	a = askOf("What's the pallet height limit now?", doc("Max pallet height is now 1,600 mm including the pallet, down from 1,800 mm."))
	if !strings.Contains(a.Text, "latest value stated is 1,600 mm") {
		t.Errorf("pallet: %q; want 1,600 mm leading", a.Text)
	}
}
