package synthesis_test

import (
	"fmt"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A best-ranked chunk that shares a phrase of the question is on its topic though it holds
// few of the question's words; the same chunk ranked far down, or one sharing only scattered
// words, is not.
func TestASharedPhrasePutsATopChunkOnTheTopic(t *testing.T) {
	chunk := func(rank int, text string) synthesis.Evidence {
		return synthesis.Evidence{ChunkID: fmt.Sprint("c", rank), DocumentID: fmt.Sprint("d", rank), SourceID: "s", SourceName: "Wiki",
			Title: "Site links", AuthoredAt: "2026-01-20T09:00:00Z", Text: text}
	}
	q := "How fat is the network pipe out to the Two Rivers clinic these days?"
	link := "The circuit to Two Rivers was upgraded to 10 Gbps last March."
	if a := askOf(q, chunk(0, link)); a.Status == synthesis.Abstained {
		t.Fatalf("best chunk sharing %q: %s %q, want it read", "Two Rivers", a.Status, a.Text)
	}
	var far []synthesis.Evidence
	for i := range 5 {
		far = append(far, chunk(i, fmt.Sprintf("Printer %d in the east wing jams on A3 paper.", i)))
	}
	if a := askOf(q, append(far, chunk(5, link))...); a.Status != synthesis.Abstained {
		t.Fatalf("the same chunk ranked sixth: %s %q, want ABSTAINED", a.Status, a.Text)
	}
	if a := askOf(q, chunk(0, "Two teams moved to the rivers office on Monday.")); a.Status != synthesis.Abstained {
		t.Fatalf("scattered shared words: %s %q, want ABSTAINED", a.Status, a.Text)
	}
}
