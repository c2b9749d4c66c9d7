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

// A question's irregular past ("held") is the text's present ("holds"): the note on holds at
// the buoy is on the question's topic, not an answer to some other question.
func TestAnIrregularPastIsItsVerb(t *testing.T) {
	notice := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Mail", Title: "Week 2",
		AuthoredAt: "2026-05-12T09:00:00Z", Text: "Holds at the buoy run 30-45 min per ship."}
	a := askOf("How long are ships held at the outer fairway buoy?", notice)
	if a.Status == synthesis.Abstained || !strings.Contains(a.Text, "30-45 min per ship") {
		t.Fatalf("%s %q, want the note on holds at the buoy as evidence", a.Status, a.Text)
	}
}
