package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A chunk that touches the question's words in passing gives no claim beside one that states
// the topic: the answer about the kiln's firing schedule cites the kiln page, not the canteen
// notice that mentions the kiln room's door.
func TestAChunkMentioningTheTopicInPassingIsNotCited(t *testing.T) {
	page := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Pottery annex: studio kiln firing schedule",
		AuthoredAt: "2026-04-01T09:00:00Z", Text: "The pottery annex studio kiln firing schedule for members: bisque firings run on Tuesdays, glaze firings on Fridays, each loaded by 4 pm."}
	notice := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Mail", Title: "Canteen notice",
		AuthoredAt: "2026-04-02T09:00:00Z", Text: "Please keep the canteen fridge tidy and do not prop open the fire door by the annex kiln room; the cleaners come on Mondays."}
	a := askOf("What is the firing schedule of the studio kiln in the pottery annex for members?", page, notice)
	for _, c := range a.Citations {
		if c.DocumentID == "d2" {
			t.Fatalf("cites the canteen notice: %q", a.Text)
		}
	}
	if !strings.Contains(a.Text, "bisque firings run on Tuesdays") {
		t.Fatalf("text %q, want the schedule", a.Text)
	}
}
