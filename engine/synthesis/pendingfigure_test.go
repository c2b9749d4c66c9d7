package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// "What did the X come in at?" asks a figure. A source saying it cannot give the figure yet
// leaves it missing, though another source on the same contract states a date: a date settles
// no price. A later source that gives the figure does.
func TestPendingFigureIsNotSettledByADate(t *testing.T) {
	signed := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Mail", Title: "Harbour crane contract",
		AuthoredAt: "2026-03-02T09:00:00Z", Text: "The harbour crane contract with Liftmark was signed on 27 February."}
	pending := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Mail", Title: "Re: Harbour crane contract",
		AuthoredAt: "2026-03-01T09:00:00Z", Text: "I can't give you a figure for the crane contract yet: the value stays confidential until the award notice is out."}
	tender := synthesis.Evidence{ChunkID: "c4", DocumentID: "d4", SourceID: "s", SourceName: "Wiki", Title: "Crane tender",
		AuthoredAt: "2026-01-10T09:00:00Z", Text: "The tender asked for 3 cranes for the harbour."}
	q := "What did the harbour crane contract come in at?"
	a := askOf(q, signed, pending, tender)
	if a.Status == synthesis.Grounded || !strings.Contains(strings.Join(a.MissingInformation, " "), "not settled") {
		t.Fatalf("%s %q missing %q: want PARTIAL, the figure not settled", a.Status, a.Text, a.MissingInformation)
	}
	priced := synthesis.Evidence{ChunkID: "c3", DocumentID: "d3", SourceID: "s", SourceName: "Mail", Title: "Harbour crane contract: award",
		AuthoredAt: "2026-03-20T09:00:00Z", Text: "Award notice is out: the harbour crane contract came in at €4.2m."}
	if a = askOf(q, signed, pending, tender, priced); !strings.Contains(a.Text, "4.2") {
		t.Fatalf("%s %q: want the awarded figure", a.Status, a.Text)
	}
}
