package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// "How many X" is answered by a count of X: a count of something else its words qualify
// ("Bakery ovens: 12" for "how many bakery staff") leads, and the answer is PARTIAL, saying the
// asked thing is not counted. A count of the head asked, in a short form, answers.
func TestHowManyCountsTheHeadAsked(t *testing.T) {
	ev := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Bakery floor (Unit 4)",
		AuthoredAt: "2026-03-01T09:00:00Z", Text: "Bakery ovens: 12 after the March refit (night shift cleans them)."}
	a := askOf("How many bakery staff work the night shift?", ev)
	if a.Status == synthesis.Grounded {
		t.Fatalf("status GROUNDED for a count of ovens: %q", a.Text)
	}
	if !strings.Contains(strings.Join(a.MissingInformation, " "), "staff") {
		t.Fatalf("missing = %q, want the staff named", a.MissingInformation)
	}
	ev.Text = "Night shift: 9 bakery technicians, 2 supervisors.\nBakery ovens: 12 deck ovens after the March refit."
	a = askOf("How many bakery techs are on the night shift?", ev)
	if a.Status != synthesis.Grounded || !strings.Contains(a.Text, "9") {
		t.Fatalf("a count of technicians for 'techs': %s %q", a.Status, a.Text)
	}
}
