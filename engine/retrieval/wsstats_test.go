package retrieval_test

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/retrieval"
)

// scoreView is everything a workspace's own caller can read of its scores: the text, hybrid
// and fused hits with their exact scores, the term weights Ask's synthesis uses, and the
// words a canary would search for.
func scoreView(t *testing.T, c corpus, queries []string) string {
	t.Helper()
	ctx := context.Background()
	var b strings.Builder
	for _, q := range queries {
		for _, lane := range []struct {
			name string
			run  func(context.Context, retrieval.Scope, retrieval.Query) ([]retrieval.Hit, error)
		}{{"text", c.lanes.Text}, {"hybrid", c.lanes.Hybrid}} {
			hits, err := lane.run(ctx, c.scope, retrieval.Query{Text: q, Limit: 20})
			if err != nil {
				t.Fatalf("%s(%q) = %v", lane.name, q, err)
			}
			fmt.Fprintf(&b, "%s %q:", lane.name, q)
			for _, h := range hits {
				fmt.Fprintf(&b, " %s=%b", h.ChunkID, h.Score)
			}
			b.WriteByte('\n')
		}
		w, maxIDF, err := c.lanes.TermWeights(ctx, c.scope.WorkspaceID, q)
		if err != nil {
			t.Fatalf("TermWeights(%q) = %v", q, err)
		}
		keys := make([]string, 0, len(w))
		for k := range w {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		fmt.Fprintf(&b, "weights %q: max=%b", q, maxIDF)
		for _, k := range keys {
			fmt.Fprintf(&b, " %s=%b", k, w[k])
		}
		d, err := c.lanes.Distinctive(ctx, c.scope.WorkspaceID, q, 3)
		if err != nil {
			t.Fatalf("Distinctive(%q) = %v", q, err)
		}
		fmt.Fprintf(&b, "\ndistinctive %q: %s\n", q, d)
	}
	return b.String()
}

// Attack (third round), at the engine: BM25's corpus figures (chunk and token counts, each
// term's document frequency) were read index-wide, so a workspace's own scores moved when
// another workspace imported, changed or deleted documents with the same words. Every score,
// weight and canary query of workspace A must stay byte-identical through B's imports,
// re-imports of changed documents, tombstones and a whole source's removal.
func TestScoresDoNotDependOnOtherWorkspaces(t *testing.T) {
	c := newCorpus(t, docs)
	ctx := context.Background()
	queries := []string{"zeppelin", "churn analysis enterprise", "heated wings similarity", "postmortem payments incident",
		"flow speed", "checkout refund", "low speed rigid airship"}
	want := scoreView(t, c, queries)

	st := index.New(c.db)
	other := index.Target{WorkspaceID: "ws_b", SourceID: "src_c", JobID: "j2"}
	var many []index.Doc
	for i := range 40 {
		many = append(many, index.Doc{ExternalID: fmt.Sprintf("b-%d", i), Title: "Zeppelin churn",
			Body: strings.Repeat(fmt.Sprintf("zeppelin churn analysis postmortem heated wings speed airship %d. ", i), 1+i%5)})
	}
	steps := []struct {
		name string
		docs []index.Doc
	}{
		{"imports 40 documents with the same words", many},
		{"re-imports them changed", func() []index.Doc {
			out := make([]index.Doc, len(many)/2)
			for i := range out {
				out[i] = many[i]
				out[i].Body = "rigid airship flow refund checkout " + many[i].Body
			}
			return out // the other half is tombstoned
		}()},
		{"tombstones every document", nil},
	}
	for _, s := range steps {
		if _, err := st.Apply(ctx, other, s.docs, nil); err != nil {
			t.Fatalf("%s: Apply = %v", s.name, err)
		}
		if got := scoreView(t, c, queries); got != want {
			t.Fatalf("workspace A's scores changed when workspace B %s:\nbefore:\n%s\nafter:\n%s", s.name, want, got)
		}
	}
	// Source removal (as DeleteSource does: its documents tombstoned above, then the row).
	if _, err := c.db.W.ExecContext(ctx, `DELETE FROM sources WHERE id = 'src_c'`); err != nil {
		t.Fatal(err)
	}
	if got := scoreView(t, c, queries); got != want {
		t.Fatalf("workspace A's scores changed when workspace B deleted its source:\nbefore:\n%s\nafter:\n%s", want, got)
	}
}

// Attack (third round), what was left: when one step of the text lane matched more rows than
// its candidate budget, FTS5's bm25() chose which of them became candidates, and bm25() reads
// index-wide figures. Workspace B importing one of the query's words then changed which of A's
// chunks A could find. With a budget of two candidates, A's hits must stay the same, on a file
// and on a libSQL server.
func TestCandidatesDoNotDependOnOtherWorkspaces(t *testing.T) {
	t.Run("file", func(t *testing.T) { candidatesDoNotDependOnOtherWorkspaces(t, enginetest.URL(t)) })
	t.Run("libsql-server", func(t *testing.T) { candidatesDoNotDependOnOtherWorkspaces(t, enginetest.RemoteURL(t)) })
}

func candidatesDoNotDependOnOtherWorkspaces(t *testing.T, url string) {
	c := newCorpusAt(t, url, []index.Doc{
		{ExternalID: "a1", Title: "Notes one", Body: "alpha alpha alpha is measured here."},
		{ExternalID: "a2", Title: "Notes two", Body: "alpha alpha and the rest of the page."},
		{ExternalID: "a3", Title: "Notes three", Body: "beta is named once in a long paragraph about other matters entirely."},
		{ExternalID: "a4", Title: "Notes four", Body: "beta appears once too, in a sentence about something else again."},
		{ExternalID: "a5", Title: "Notes five", Body: "alpha once, and beta once, in the same line of a longer text here."},
	})
	ctx := context.Background()
	lanes := retrieval.New(c.db, retrieval.Options{Candidates: 2})
	view := func() string {
		t.Helper()
		var b strings.Builder
		for _, q := range []string{"alpha beta", "beta alpha measured"} {
			for _, run := range []func(context.Context, retrieval.Scope, retrieval.Query) ([]retrieval.Hit, error){lanes.Text, lanes.Hybrid} {
				hits, err := run(ctx, c.scope, retrieval.Query{Text: q, Limit: 2})
				if err != nil {
					t.Fatalf("search %q = %v", q, err)
				}
				fmt.Fprintf(&b, "%q:", q)
				for _, h := range hits {
					fmt.Fprintf(&b, " %s=%b", h.ExternalID, h.Score)
				}
				b.WriteByte('\n')
			}
		}
		return b.String()
	}
	want := view()
	var many []index.Doc
	for i := range 60 {
		many = append(many, index.Doc{ExternalID: fmt.Sprintf("b-%d", i), Title: "Alpha", Body: strings.Repeat("alpha ", 1+i%7) + fmt.Sprint(i)})
	}
	if _, err := index.New(c.db).Apply(ctx, index.Target{WorkspaceID: "ws_b", SourceID: "src_c", JobID: "j2"}, many, nil); err != nil {
		t.Fatal(err)
	}
	if got := view(); got != want {
		t.Fatalf("workspace A's hits changed when workspace B imported one of the query's words:\nbefore:\n%s\nafter:\n%s", want, got)
	}
}
