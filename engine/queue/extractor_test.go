package queue

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/queueproof/queueproof/engine/records"
)

// TestExtractorCacheGivesTheSameRecords: the conversation cache changes the cost of a
// recompile, never its records, also after a chunk changes.
func TestExtractorCacheGivesTheSameRecords(t *testing.T) {
	cs, known := demoChunks(t, demoSeed, 1)
	x, err := records.NewExtractor(100000)
	if err != nil {
		t.Fatal(err)
	}
	same := func(name string, a, b []records.Record) {
		t.Helper()
		ja, _ := json.Marshal(a)
		jb, _ := json.Marshal(b)
		if string(ja) != string(jb) {
			t.Fatalf("%s: %d records differ from %d", name, len(a), len(b))
		}
	}
	fresh, _ := records.Extract(cs, known)
	first, _, _ := x.Extract(context.Background(), cs, known)
	again, _, _ := x.Extract(context.Background(), cs, known)
	same("first", first, fresh)
	same("cached", again, fresh)

	// One chunk of one conversation now says something else: only that conversation is read
	// again, and the result is what a fresh extraction gives.
	for i := range cs {
		if cs[i].DocKind == "chat" {
			cs[i].Text += "\nPriya Raman: I'll own this one from here."
			cs[i].ChunkID += "x"
			break
		}
	}
	fresh, _ = records.Extract(cs, known)
	changed, _, _ := x.Extract(context.Background(), cs, known)
	same("after a change", changed, fresh)
}
