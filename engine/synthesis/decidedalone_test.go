package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// "X proposed four N; Y approved two" decides two N: the decision's bare number counts what
// the proposal counted, and the proposal said of someone is no value stated.
func TestADecisionsBareNumberCountsWhatTheProposalCounted(t *testing.T) {
	minutes := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Drive", Title: "Operations board minutes, May",
		AuthoredAt: "2026-05-12T09:00:00Z",
		Text:       "Operations board minutes, May\n\nThe kitchen team proposed four new dishwashers for the hotel; Facilities approved two, to be fitted in June."}
	a := askOf("How many new dishwashers is the hotel getting?", minutes)
	if !strings.HasPrefix(a.Text, "The latest value stated is two") {
		t.Fatalf("answer = %s: %s, want two", a.Status, a.Text)
	}
	// "the proposed" names a thing: its value is stated.
	plan := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Drive", Title: "Fitting plan",
		AuthoredAt: "2026-05-20T09:00:00Z", Text: "Fitting plan\n\nThe proposed fitting slot for the hotel dishwashers is 3 hours per unit."}
	if a := askOf("How long is the fitting slot for the hotel dishwashers?", plan); !strings.HasPrefix(a.Text, "The latest value stated is 3 hours") {
		t.Fatalf("answer = %s: %s, want 3 hours", a.Status, a.Text)
	}
}
