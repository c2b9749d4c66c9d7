package retrieval_test

// A fourth independent review, of the text lane's ranked step (a step matching more rows than
// its candidate budget ranks them in SQL with BM25F over the workspace's own statistics): the
// budget must be spent on the caller's scope. A source of the same workspace the caller does
// not search (here one still syncing) must not crowd the caller's chunks out of the budget by
// stuffing the query's words (injection), and the caller never sees its chunks.

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/probetest"
	"github.com/queueproof/queueproof/engine/retrieval"
)

func TestReview4RankedStepKeepsToTheScope(t *testing.T) {
	c := newCorpusAt(t, enginetest.URL(t), []index.Doc{
		{ExternalID: "a1", Title: "Notes one", Body: "alpha alpha alpha is measured here."},
		{ExternalID: "a2", Title: "Notes two", Body: "alpha alpha and the rest of the page."},
		{ExternalID: "a3", Title: "Notes three", Body: "beta is named once in a long paragraph about other matters entirely."},
		{ExternalID: "a4", Title: "Notes four", Body: "beta appears once too, in a sentence about something else again."},
		{ExternalID: "a5", Title: "Notes five", Body: "alpha once, and beta once, in the same line of a longer text here."},
	})
	ctx := context.Background()
	var stuffed []index.Doc
	for i := range 60 {
		stuffed = append(stuffed, index.Doc{ExternalID: fmt.Sprintf("s-%d", i), Title: "Alpha beta",
			Body: strings.Repeat("alpha beta ", 1+i%7) + fmt.Sprint(i)})
	}
	if _, err := index.New(c.db).Apply(ctx, index.Target{WorkspaceID: "ws_a", SourceID: "src_b", JobID: "j2"}, stuffed, nil); err != nil {
		t.Fatal(err)
	}
	lanes := retrieval.New(c.db, retrieval.Options{Candidates: 2})
	for _, tt := range []struct {
		name, q string
		wrong   string
	}{
		{"two query words, stuffed out of scope (injection)", "alpha beta", ""},
		{"one query word, stuffed out of scope (injection)", "alpha", ""},
		{"three words, one only in scope", "beta alpha measured", ""},
	} {
		for lane, run := range map[string]func(context.Context, retrieval.Scope, retrieval.Query) ([]retrieval.Hit, error){"text": lanes.Text, "hybrid": lanes.Hybrid} {
			hits, err := run(ctx, c.scope, retrieval.Query{Text: tt.q, Limit: 2})
			if err != nil {
				t.Fatalf("%s %q = %v", lane, tt.q, err)
			}
			got := ids(hits)
			ok := len(got) == 2 && !slices.ContainsFunc(got, func(id string) bool { return strings.HasPrefix(id, "s-") })
			msg := fmt.Sprintf("%s: %s lane %q = %v; want two of the scope's own chunks (a1..a5), none of src_b's", tt.name, lane, tt.q, got)
			probetest.Expect(t, ok, tt.wrong, "%s", msg)
		}
	}
}
