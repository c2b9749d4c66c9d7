package synthesis_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A "why" question is answered only by a claim that gives a reason; evidence that says what
// happens, and not why, covers the topic and leaves the reason missing. A "why did it crash"
// question may be answered by the fault itself, without a word of cause, so it is left alone.
func TestAWhyQuestionWithNoReasonIsPartial(t *testing.T) {
	reasonMissing := func(a synthesis.Answer) bool {
		return slices.ContainsFunc(a.MissingInformation, func(m string) bool { return strings.Contains(m, "the reason the question asks for") })
	}
	for _, tc := range []struct {
		name, q, title, kind, text string
		missing                    bool
	}{
		{"a notice that says what, not why", "Why are we closing the Harbour Street pool on Mondays?", "Harbour Street pool hours", "mail",
			"From April the Harbour Street pool is closed on Mondays. Swim club sessions move to Tuesday evenings.", true},
		{"chat that only restates the change", "why is the night bus to Kilbride being withdrawn?", "#transport", "chat",
			"heads up: the night bus to Kilbride stops running after 31 May. last bus leaves the depot 23:40 till then", true},
		{"the reason given with because", "Why are we closing the Harbour Street pool on Mondays?", "Harbour Street pool hours", "mail",
			"From April the Harbour Street pool is closed on Mondays because the boiler room needs a weekly maintenance window.", false},
		{"the reason given as a purpose", "why is the night bus to Kilbride being withdrawn?", "#transport", "chat",
			"the night bus to Kilbride goes after 31 May to cut the overtime bill; the 23:40 runs till then", false},
		{"the reason given as a consequence, in another English", "Why are the Kilbride depot lockers being replaced?", "Depot lockers", "doc",
			"The Kilbride depot lockers were damaged in the flood, hence they are replaced in June.", false},
		{"a fault answers why it crashed", "Why did the ticket machine at Kilbride crash on Friday?", "Ticket machine fault", "ticket",
			"The Kilbride ticket machine ran out of disk space on Friday; the log partition filled up.", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ev := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Evidence", Title: tc.title,
				AuthoredAt: "2026-03-01T09:00:00Z", Kind: tc.kind, Text: tc.text}
			a := askOf(tc.q, ev)
			if got := reasonMissing(a); got != tc.missing {
				t.Fatalf("reason missing = %v (status %s, missing %q, text %q); want %v", got, a.Status, a.MissingInformation, a.Text, tc.missing)
			}
			if tc.missing && a.Status == synthesis.Grounded {
				t.Fatalf("status GROUNDED with the reason missing: %q", a.Text)
			}
		})
	}
}
