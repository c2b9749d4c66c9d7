package records

import (
	"context"
	"errors"
	"fmt"
	"testing"
)

// A compile whose caller has gone stops reading the evidence (fourth outside attack: three
// compiles whose clients hung up kept reading for half a minute each) and says why; the same
// evidence read under a live context gives its records.
func TestExtractStopsWhenTheCallerHasGone(t *testing.T) {
	var chunks []Chunk
	for i := range 40 {
		chunks = append(chunks, Chunk{ChunkID: fmt.Sprint("c", i), DocumentID: fmt.Sprint("d", i), SourceID: "s", SourceName: "Chat",
			DocKind: "chat", ExternalID: fmt.Sprintf("OPS-%d", i+1), Title: fmt.Sprintf("#ops OPS-%d", i+1), Author: "Ana Ruiz",
			AuthoredAt: "2026-11-20T09:00:00Z", Text: fmt.Sprintf("Ana Ruiz: I'll finish OPS-%d by 2026-12-04.", i+1)})
	}
	x, err := NewExtractor(100)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rs, _, err := x.Extract(ctx, chunks, Known{People: []string{"Ana Ruiz"}})
	if !errors.Is(err, context.Canceled) || len(rs) != 0 {
		t.Fatalf("Extract after the caller left = %d records, %v; want none and context.Canceled", len(rs), err)
	}
	rs, _, err = x.Extract(context.Background(), chunks, Known{People: []string{"Ana Ruiz"}})
	if err != nil || len(rs) == 0 {
		t.Fatalf("Extract = %d records, %v; want records", len(rs), err)
	}
}
