package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// "How many days" counts a unit of time: it asks a duration, which the evidence states in
// days; "how many GPU hours" counts GPU hours, not hours.
func TestHowManyOfAUnitAsksItsKind(t *testing.T) {
	old := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Build cache",
		AuthoredAt: "2026-01-10T09:00:00Z", Text: "Build cache entries that nobody has read for 45 days are evicted by the weekly sweep."}
	revised := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Mail", Title: "Build cache sweep",
		AuthoredAt: "2026-03-02T09:00:00Z", Text: "From Monday the weekly sweep evicts build cache entries unread for 21 days, down from 45 days."}
	a := askOf("How many days before unread build cache entries are evicted now?", old, revised)
	if !strings.HasPrefix(a.Text, "The latest value stated is 21 days") {
		t.Fatalf("text = %q, want 21 days first", a.Text)
	}
	a = askOf("How many sessions does a standard award give?", synthesis.Evidence{ChunkID: "c3", DocumentID: "d3", SourceID: "s",
		SourceName: "Wiki", Title: "Awards", AuthoredAt: "2026-01-10T09:00:00Z", Text: "A standard award runs for six months."})
	if strings.Contains(a.Text, "six months") && strings.HasPrefix(a.Text, "The latest value") {
		t.Fatalf("text = %q, want no duration for a count of sessions", a.Text)
	}
}
