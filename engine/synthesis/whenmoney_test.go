package synthesis_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A "when" question no claim gives a day or a time for is not answered, however much of its
// topic the evidence covers; one a claim dates is. (Any day in a claim counts: a claim dating
// another item beside the topic still makes the answer GROUNDED.)
func TestAWhenQuestionWithNoDayIsPartial(t *testing.T) {
	ev := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Mail", Title: "Retiring the old kiln",
		AuthoredAt: "2026-03-01T09:00:00Z", Kind: "mail",
		Text: "I'm not proposing a date for switching the old kiln off; that's the studio board's call once the new kiln is stable."}
	a := askOf("When are we switching the old kiln off?", ev)
	if a.Status != synthesis.Partial || !slices.ContainsFunc(a.MissingInformation, func(m string) bool {
		return strings.Contains(m, "date the question asks for") || strings.Contains(m, "the deadline")
	}) {
		t.Fatalf("status %s, missing %q; want PARTIAL naming the date", a.Status, a.MissingInformation)
	}
	ev.Text = "We switch the old kiln off on 14 April, once the new kiln is stable."
	if a := askOf("When are we switching the old kiln off?", ev); slices.ContainsFunc(a.MissingInformation, func(m string) bool { return strings.Contains(m, "date the question asks for") }) {
		t.Fatalf("a dated claim: missing %q; want the date answered", a.MissingInformation)
	}
}

// "What did X come in at?" asks for an amount: a choice the evidence names is no answer, and a
// figure it withholds is a missing detail.
func TestComeInAtAsksForAnAmount(t *testing.T) {
	ev := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Mail", Title: "Kiln contract",
		AuthoredAt: "2026-03-01T09:00:00Z", Kind: "mail",
		Text: "The kiln contract went to Emberline Ovens. I can't give a figure for the kiln contract yet: its value is confidential until the award notice."}
	a := askOf("What did the kiln contract come in at?", ev)
	if a.Status == synthesis.Grounded || strings.Contains(a.Text, "choice stated is Emberline") {
		t.Fatalf("status %s, text %q; want no choice as the amount, and PARTIAL", a.Status, a.Text)
	}
}

// "Which day" asks for a day as "what day" does.
func TestWhichDayAsksADay(t *testing.T) {
	ev := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Mail", Title: "Kiln servicing",
		AuthoredAt: "2026-03-01T09:00:00Z", Kind: "mail", Text: "The kiln service visit is booked; we will clean the shelves before it."}
	a := askOf("Which day is the kiln service visit?", ev)
	if a.Status == synthesis.Grounded {
		t.Fatalf("status %s (%q); want no day found, and so not GROUNDED", a.Status, a.Text)
	}
	ev.Text = "The kiln service visit is on 12 March; we will clean the shelves before it."
	if a := askOf("Which day is the kiln service visit?", ev); !strings.Contains(a.Text, "12 March") || a.Status != synthesis.Grounded {
		t.Fatalf("status %s (%q); want 12 March, GROUNDED", a.Status, a.Text)
	}
}
