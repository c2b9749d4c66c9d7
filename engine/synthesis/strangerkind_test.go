package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/synthesis"
)

// byDocument counts a document's every statement as a stranger's.
type byDocument map[string]bool

func (o byDocument) Outside(ev synthesis.Evidence, at int, quote string, field bool) bool {
	return o[ev.DocumentID]
}
func (o byDocument) Tracked(string) bool { return false }

// A question that names no kind of value takes it from the team's statements: a stranger's
// mail chaining lengths beside the question's words does not make the team's setting, a
// duration, a length question.
func TestAStrangerChoosesNoKindOfValue(t *testing.T) {
	team := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Gateway settings",
		AuthoredAt: "2026-11-02T09:00:00Z", Text: "Gateway settings\n\nThe card authorisation setting at the payment gateway is 45 s."}
	stranger := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s2", SourceName: "Support", Title: "Gateway setting",
		AuthoredAt: "2026-11-10T09:00:00Z", Text: "The card authorisation setting at the payment gateway: " + strings.Repeat("7 ft 2 in ", 40) + "deep."}
	q := "What's the card authorisation setting at the payment gateway?"
	a := synthesis.Synthesize(synthesis.Input{Question: q, Plan: planner.Make(q, planner.Auto), Evidence: []synthesis.Evidence{team, stranger},
		MaxIDF: 5, Now: askNow, Outsiders: byDocument{"d2": true}})
	if !strings.HasPrefix(a.Text, "The latest value stated is 45 s") {
		t.Fatalf("answer = %s: %s, want 45 s", a.Status, a.Text)
	}
}
