package retrieval_test

import (
	"context"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/index"
)

// A document's first chunk is read only in the asking workspace (another workspace's document
// of the same id is not read), and its head is its opening, cut at a line end.
func TestHeadsAreTheFirstChunkInTheWorkspace(t *testing.T) {
	ctx := context.Background()
	body := "Pump room handbook\nRev 4 · 2 March 2026 · Changed: section 3 (duty pump rotation).\n\n" + strings.Repeat("The pump room is kept locked and the key is with the duty fitter. ", 12) +
		"\n\n3. Duty pump rotation\nThe duty pump changes every 14 days."
	c := newCorpus(t, []index.Doc{{ExternalID: "pump", Kind: "doc", Title: "Pump room handbook", Body: body}})
	st := index.New(c.db)
	var docID string
	if err := c.db.R.GetContext(ctx, &docID, `SELECT id FROM documents WHERE workspace_id = 'ws_a' AND external_id = 'pump'`); err != nil {
		t.Fatal(err)
	}
	heads, err := st.Heads(ctx, "ws_a", []string{docID})
	if err != nil {
		t.Fatal(err)
	}
	head := index.Head(heads[docID])
	if !strings.Contains(head, "Rev 4 · 2 March 2026") || strings.Contains(head, "The duty pump changes") || len(head) > 600 {
		t.Fatalf("head %q: want the title block and version line, at most 600 bytes, not the later section", head)
	}
	if heads, err = st.Heads(ctx, "ws_b", []string{docID}); err != nil || len(heads) != 0 {
		t.Fatalf("another workspace reads %v (%v), want nothing", heads, err)
	}
}
