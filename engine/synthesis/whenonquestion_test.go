package synthesis_test

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// "When exactly will X happen?" is a when question; a date on another agenda item of the same
// notes ("IT: the tills upgrade is on track for the 22 March window") does not answer it. A
// page titled for the thing asked whose line gives the date does.
func TestWhenIsAnsweredByADateOfTheThingAsked(t *testing.T) {
	notes := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Docs", Title: "Estates meeting notes, 12 March",
		AuthoredAt: "2026-03-12T15:00:00Z", Text: "1. Solar canopy (car park B). Tender closed, four bids under evaluation.\n2. IT: tills upgrade on track for the 22 March window."}
	a := askOf("When exactly will the solar canopy in car park B be switched on?", notes)
	if a.Status == synthesis.Grounded {
		t.Fatalf("GROUNDED on another item's date: %q", a.Text)
	}
	page := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Docs", Title: "Solar canopy, car park B",
		AuthoredAt: "2026-03-20T09:00:00Z", Text: "Switch-on: 14 April 2026, after the DNO witness test."}
	if a = askOf("When exactly will the solar canopy in car park B be switched on?", notes, page); a.Status != synthesis.Grounded {
		t.Fatalf("%s %q: want the page's date to answer", a.Status, a.Text)
	}
}
