package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// "What actually knocked out ..." asks a cause as "what knocked out ..." does: an adverb between
// "what" and the verb changes nothing, and the duration of the outage is no answer.
func TestAnAdverbDoesNotHideACauseQuestion(t *testing.T) {
	review := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Post-incident review: kiln hall power loss",
		AuthoredAt: "2026-02-03T09:00:00Z",
		Text:       "Post-incident review: kiln hall power loss\n\nThe kiln hall lost power for 3 h 10 min overnight.\nRoot cause: a rodent chewed through the supply cable at junction box J-4."}
	a := askOf("What actually knocked out the power to the kiln hall?", review)
	if strings.Contains(a.Text, "The latest value stated is 3 h 10 min") {
		t.Fatalf("answer = %s: %s, want the cause, not the outage's length", a.Status, a.Text)
	}
}
