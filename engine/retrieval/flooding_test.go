package retrieval_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/retrieval"
)

// One document whose every chunk holds the question's words (a mail of thousands of lines)
// fills the text steps' candidates; the lanes still find the other documents that hold them,
// so the hybrid lane's per-document places have something to give.
func TestAFloodingDocumentLeavesTheOthersFound(t *testing.T) {
	var long strings.Builder
	for k := range 3000 {
		fmt.Fprintf(&long, "The freight surcharge per crate is still open for lane %d, we will see.\n", k)
	}
	c := newCorpus(t, []index.Doc{
		{ExternalID: "flood", Title: "Lanes", Body: long.String()},
		{ExternalID: "tariff", Title: "Tariff", Body: "Freight surcharge per crate: £12, from March."},
	})
	hits, err := c.lanes.Hybrid(context.Background(), c.scope, retrieval.Query{Text: "freight surcharge per crate", Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	if got := ids(hits); !slices.Contains(got, "tariff") {
		t.Fatalf("Hybrid(freight surcharge per crate) = %v, want the tariff among them beside the flooding document", got)
	}
}
