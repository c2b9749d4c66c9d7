package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A quantity written inside a name the question repeats ("Chef for a Day") is part of the
// name: neither the kind of value asked nor a value stated. A unit's capitalised symbol
// ("Ml/d") is still a unit.
func TestAQuantityInANameIsNoValue(t *testing.T) {
	ask := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Mail", Title: "Chef for a Day – slots",
		AuthoredAt: "2026-09-01T09:00:00Z", Thread: "chef-slots",
		Text: "Subject: Chef for a Day – slots per day\n\nCould we offer 6 slots per day on Chef for a Day from October? The kitchen can take it."}
	reply := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Mail", Title: "Re: Chef for a Day – slots",
		AuthoredAt: "2026-09-03T09:00:00Z", Thread: "chef-slots",
		Text: "Let's keep it to 4 slots per day; the pastry section is short-staffed."}
	a := askOf("How many Chef for a Day slots do we sell per day?", ask, reply)
	if !strings.HasPrefix(a.Text, "The latest value stated is 4 slots per day") {
		t.Fatalf("answer = %s: %s, want 4 slots per day and no 'a Day' as a value", a.Status, a.Text)
	}
	works := synthesis.Evidence{ChunkID: "c3", DocumentID: "d3", SourceID: "s", SourceName: "Hub", Title: "Works capacity",
		AuthoredAt: "2026-09-01T09:00:00Z", Text: "Works capacity\n\nLowmoor treatment works is limited to 38 Ml/d while filter 3 is rebuilt."}
	if a := askOf("Is Lowmoor still limited to 38 Ml/d?", works); !strings.Contains(a.Text, "38 Ml/d") {
		t.Fatalf("answer = %s: %s, want 38 Ml/d", a.Status, a.Text)
	}
}
