package retrieval

import (
	"context"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	queueproof "github.com/queueproof/queueproof"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/store"
)

// TestRankedStepIsTheScorersOrder: a step whose rows exceed its limit takes the chunks the
// scorer ranks best (BM25F over the step's terms with the workspace's statistics), the same
// chunks as scoring every match in Go, whatever the other workspace holds.
func TestRankedStepIsTheScorersOrder(t *testing.T) {
	ctx := context.Background()
	db, err := store.Open(ctx, "file:"+filepath.Join(t.TempDir(), "q.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	ms, err := store.LoadMigrations(queueproof.Migrations())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Migrate(ctx, ms); err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`INSERT INTO workspaces (id, name, created_at) VALUES ('ws_a', 'A', '2025-01-01T00:00:00Z'), ('ws_b', 'B', '2025-01-01T00:00:00Z')`,
		`INSERT INTO sources (id, workspace_id, kind, name, state, created_at, updated_at) VALUES
			('src_a', 'ws_a', 'collection', 'a', 'data_verified', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z'),
			('src_b', 'ws_b', 'collection', 'b', 'data_verified', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z')`,
	} {
		if _, err := db.W.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	words := []string{"valve", "pressure", "gauge", "leak", "flange", "seal", "pump", "outlet"}
	var a, other []index.Doc
	for i := range 40 {
		var body []string
		for j := range 3 + i%9 {
			body = append(body, words[(i*7+j*3)%len(words)], fmt.Sprintf("w%d", (i+j)%13))
		}
		title := "Plant note"
		if i%5 == 0 {
			title = "Valve " + words[i%len(words)]
		}
		a = append(a, index.Doc{ExternalID: fmt.Sprintf("a-%d", i), Title: title, Body: strings.Join(body, " ")})
		other = append(other, index.Doc{ExternalID: fmt.Sprintf("b-%d", i), Title: "Valve", Body: strings.Repeat("valve leak ", 1+i%6)})
	}
	st := index.New(db)
	for _, x := range []struct {
		tgt  index.Target
		docs []index.Doc
	}{{index.Target{WorkspaceID: "ws_a", SourceID: "src_a", JobID: "j"}, a}, {index.Target{WorkspaceID: "ws_b", SourceID: "src_b", JobID: "j"}, other}} {
		if _, err := st.Apply(ctx, x.tgt, x.docs, nil); err != nil {
			t.Fatal(err)
		}
	}
	l := New(db, Options{})
	s := Scope{WorkspaceID: "ws_a", SourceIDs: []string{"src_a"}}
	ws, err := l.stats(ctx, "ws_a")
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{"valve leak", "pressure gauge flange", "seal", "pump outlet valve"} {
		terms, err := l.plan(ctx, ws, index.QueryTerms(q))
		if err != nil {
			t.Fatal(err)
		}
		rows := 0
		for _, tm := range terms {
			rows += tm.df
		}
		all, err := l.fts(ctx, s, orExpr(terms), 1000)
		if err != nil {
			t.Fatal(err)
		}
		cands, err := l.load(ctx, "ws_a", all)
		if err != nil {
			t.Fatal(err)
		}
		sc := newScorer(terms, nil, ws.avgdl, l.opt.TitleWeight)
		for _, c := range cands {
			c.bm25, _, _ = sc.score(c)
		}
		sort.SliceStable(cands, func(i, j int) bool {
			if cands[i].bm25 != cands[j].bm25 {
				return cands[i].bm25 > cands[j].bm25
			}
			return cands[i].Seq < cands[j].Seq
		})
		const limit = 6
		if rows <= limit {
			t.Fatalf("%q: %d rows, want more than the limit %d (the ranked step)", q, rows, limit)
		}
		got, err := l.anyOf(ctx, s, ws, terms, limit, rows)
		if err != nil {
			t.Fatal(err)
		}
		var want []int64
		for _, c := range cands[:limit] {
			want = append(want, c.Seq)
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%q: ranked step took %v, the scorer's best %d are %v", q, got, limit, want)
		}
	}
}
