package index_test

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"

	"github.com/queueproof/queueproof"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/store"
)

// figures are a workspace's corpus statistics as stored, or as recounted from its chunks.
type figures struct {
	Chunks int
	Tokens int64
	Terms  map[string]int
}

// stored reads every workspace's statistics from the per-workspace tables.
func stored(t *testing.T, db *store.DB) map[string]figures {
	t.Helper()
	ctx := context.Background()
	var rows []struct {
		WS     string `db:"workspace_id"`
		Chunks int    `db:"chunks"`
		Tokens int64  `db:"tokens"`
		Ready  int    `db:"terms_ready"`
	}
	if err := db.R.SelectContext(ctx, &rows, `SELECT workspace_id, chunks, tokens, terms_ready FROM workspace_index_stats`); err != nil {
		t.Fatal(err)
	}
	out := map[string]figures{}
	for _, r := range rows {
		if r.Ready != 1 {
			t.Fatalf("workspace %s: terms not built", r.WS)
		}
		if r.Chunks == 0 && r.Tokens == 0 {
			continue // an emptied workspace keeps its row
		}
		out[r.WS] = figures{Chunks: r.Chunks, Tokens: r.Tokens, Terms: map[string]int{}}
	}
	var terms []struct {
		WS   string `db:"workspace_id"`
		Term string `db:"term"`
		Docs int    `db:"docs"`
	}
	if err := db.R.SelectContext(ctx, &terms, `SELECT workspace_id, term, docs FROM workspace_terms`); err != nil {
		t.Fatal(err)
	}
	for _, r := range terms {
		f, ok := out[r.WS]
		if !ok {
			t.Fatalf("workspace %s has term %q but no chunks", r.WS, r.Term)
		}
		f.Terms[r.Term] = r.Docs
	}
	return out
}

// recount counts every workspace's statistics from its chunks and their documents' titles, as
// FTS5 holds them: a chunk's title and body, tokenized and stemmed.
func recount(t *testing.T, db *store.DB) map[string]figures {
	t.Helper()
	var rows []struct {
		WS     string `db:"workspace_id"`
		Text   string `db:"text"`
		Tokens int64  `db:"tokens"`
		Title  string `db:"title"`
	}
	if err := db.R.SelectContext(context.Background(), &rows, `SELECT c.workspace_id, c.text, c.tokens, d.title
		FROM chunks c JOIN documents d ON d.id = c.document_id`); err != nil {
		t.Fatal(err)
	}
	out := map[string]figures{}
	for _, r := range rows {
		f, ok := out[r.WS]
		if !ok {
			f = figures{Terms: map[string]int{}}
		}
		f.Chunks++
		f.Tokens += r.Tokens
		for _, term := range chunkTerms(r.Title, r.Text) {
			f.Terms[term]++
		}
		out[r.WS] = f
	}
	return out
}

func checkFigures(t *testing.T, db *store.DB, step string) map[string]figures {
	t.Helper()
	got, want := stored(t, db), recount(t, db)
	if !reflect.DeepEqual(got, want) {
		for ws := range want {
			if !reflect.DeepEqual(got[ws], want[ws]) {
				t.Errorf("%s: workspace %s: stored %d chunks, %d tokens, %d terms; recount %d, %d, %d",
					step, ws, got[ws].Chunks, got[ws].Tokens, len(got[ws].Terms), want[ws].Chunks, want[ws].Tokens, len(want[ws].Terms))
				for term, n := range want[ws].Terms {
					if got[ws].Terms[term] != n {
						t.Errorf("  term %q: stored %d, recount %d", term, got[ws].Terms[term], n)
					}
				}
			}
		}
		t.Fatalf("%s: stored statistics (%d workspaces) differ from a recount of the chunks (%d workspaces)", step, len(got), len(want))
	}
	return got
}

// twoWorkspaces opens a migrated database at url with workspaces ws_a (sources a1, a2) and
// ws_b (source b1).
func twoWorkspaces(t *testing.T, url string) *store.DB {
	t.Helper()
	db := enginetest.Open(t, url)
	for _, q := range []string{
		`INSERT INTO workspaces (id, name, created_at) VALUES ('ws_a', 'A', '2025-01-01T00:00:00Z'), ('ws_b', 'B', '2025-01-01T00:00:00Z')`,
		`INSERT INTO sources (id, workspace_id, kind, name, state, created_at, updated_at) VALUES
			('a1', 'ws_a', 'collection', 'a1', 'data_verified', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z'),
			('a2', 'ws_a', 'collection', 'a2', 'data_verified', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z'),
			('b1', 'ws_b', 'collection', 'b1', 'data_verified', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z')`,
	} {
		if _, err := db.W.ExecContext(context.Background(), q); err != nil {
			t.Fatal(err)
		}
	}
	return db
}

// statsDocs are n documents sharing words, with titles, diacritics, digits and a body long
// enough for several chunks in some.
func statsDocs(prefix string, n int, variant string) []index.Doc {
	var out []index.Doc
	for i := range n {
		body := fmt.Sprintf("The %s rollout of Café Zürich runs on node-%d. Deployments deploy deployed code; %s. ", variant, i%3, prefix)
		out = append(out, index.Doc{ExternalID: fmt.Sprintf("%s-%d", prefix, i), Title: fmt.Sprintf("Runbook %d: Harbor %s", i%4, variant),
			Body: strings.Repeat(body, 1+i%9*6)})
	}
	return out
}

// The per-workspace statistics equal a recount from the chunks after every path that writes
// or deletes chunks: imports, re-imports of changed documents, tombstones (a document missing
// from a re-import) and a source's removal (its documents tombstoned, then the row deleted).
func TestWorkspaceStatsMatchARecount(t *testing.T) {
	for name, url := range map[string]func(testing.TB) string{"file": enginetest.URL, "libsql": enginetest.RemoteURL} {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			db := twoWorkspaces(t, url(t))
			st := index.New(db)
			apply := func(ws, src string, docs []index.Doc) {
				t.Helper()
				if _, err := st.Apply(ctx, index.Target{WorkspaceID: ws, SourceID: src, JobID: "j"}, docs, nil); err != nil {
					t.Fatalf("Apply(%s/%s) = %v", ws, src, err)
				}
			}
			apply("ws_a", "a1", statsDocs("a", 30, "blue"))
			apply("ws_a", "a2", statsDocs("x", 5, "green"))
			apply("ws_b", "b1", statsDocs("b", 12, "blue"))
			first := checkFigures(t, db, "after imports")
			if len(first) != 2 || first["ws_a"].Terms["deploy"] == 0 || first["ws_a"].Terms["deploy"] != first["ws_a"].Chunks {
				t.Fatalf("after imports: %d workspaces, deploy in %d of ws_a's %d chunks; want 2 workspaces, the stem in every chunk",
					len(first), first["ws_a"].Terms["deploy"], first["ws_a"].Chunks)
			}
			// Re-import: half changed (new words, new titles), a third unchanged, the rest gone.
			changed := statsDocs("a", 20, "blue")
			for i := range 10 {
				changed[i].Title = "Renamed " + changed[i].Title
				changed[i].Body += " A quartzite migration follows."
			}
			apply("ws_a", "a1", changed)
			checkFigures(t, db, "after re-import with changes and tombstones")
			apply("ws_b", "b1", nil)
			after := checkFigures(t, db, "after tombstoning workspace B")
			if _, ok := after["ws_b"]; ok {
				t.Fatalf("workspace B still has statistics after every document was tombstoned: %+v", after["ws_b"])
			}
			// Source removal: the engine tombstones the source's documents, then deletes its row.
			apply("ws_a", "a2", nil)
			if _, err := db.W.ExecContext(ctx, `DELETE FROM sources WHERE id = 'a2'`); err != nil {
				t.Fatal(err)
			}
			checkFigures(t, db, "after deleting source a2")
		})
	}
}

// A database that holds chunks but no per-workspace terms (indexed by a build before migration
// 0090) gets, from the migration's counts and the terms built once in Go, the very figures
// live maintenance gives; until then its workspaces' terms are not ready, and reading a
// workspace's statistics builds them first (nothing is scored from a half-built table).
func TestBackfillEqualsLiveStatistics(t *testing.T) {
	for name, url := range map[string]func(testing.TB) string{"file": enginetest.URL, "libsql": enginetest.RemoteURL} {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			db := twoWorkspaces(t, url(t))
			st := index.New(db)
			for _, a := range []struct {
				ws, src string
				docs    []index.Doc
			}{{"ws_a", "a1", statsDocs("a", 25, "blue")}, {"ws_b", "b1", statsDocs("b", 9, "red")}, {"ws_a", "a1", statsDocs("a", 18, "teal")}} {
				if _, err := st.Apply(ctx, index.Target{WorkspaceID: a.ws, SourceID: a.src, JobID: "j"}, a.docs, nil); err != nil {
					t.Fatal(err)
				}
			}
			live := checkFigures(t, db, "live")
			wantA, err := st.WorkspaceStats(ctx, "ws_a")
			if err != nil {
				t.Fatal(err)
			}

			// Back to the schema before migration 0090, the chunks left as they are.
			for _, q := range []string{`DROP TABLE workspace_terms`, `DROP TABLE workspace_index_stats`,
				`DELETE FROM schema_migrations WHERE version = 90`} {
				if _, err := db.W.ExecContext(ctx, q); err != nil {
					t.Fatal(err)
				}
			}
			ms, err := store.LoadMigrations(queueproof.Migrations())
			if err != nil {
				t.Fatal(err)
			}
			if applied, err := db.Migrate(ctx, ms); err != nil || len(applied) != 1 {
				t.Fatalf("Migrate = %v, %v; want migration 0090 applied again", applied, err)
			}
			var pending int
			if err := db.R.GetContext(ctx, &pending, `SELECT count(*) FROM workspace_index_stats WHERE terms_ready = 0`); err != nil || pending != 2 {
				t.Fatalf("workspaces with terms not built after the migration = %d, %v; want 2", pending, err)
			}
			// Workspace A through a read (the lanes' path), B through the startup build.
			gotA, err := st.WorkspaceStats(ctx, "ws_a")
			if err != nil || gotA.Chunks != wantA.Chunks || gotA.Tokens != wantA.Tokens {
				t.Fatalf("WorkspaceStats(ws_a) on the migrated database = %+v, %v; want %+v", gotA, err, wantA)
			}
			if err := db.R.GetContext(ctx, &pending, `SELECT count(*) FROM workspace_index_stats WHERE terms_ready = 0`); err != nil || pending != 1 {
				t.Fatalf("workspaces with terms not built after reading A = %d, %v; want 1 (B)", pending, err)
			}
			if n, err := st.BuildAllTerms(ctx); err != nil || n != 1 {
				t.Fatalf("BuildAllTerms = %d, %v; want workspace B built", n, err)
			}
			if n, err := st.BuildAllTerms(ctx); err != nil || n != 0 {
				t.Fatalf("second BuildAllTerms = %d, %v; want nothing left to build", n, err)
			}
			if back := checkFigures(t, db, "backfilled"); !reflect.DeepEqual(back, live) {
				t.Fatalf("backfilled statistics differ from the live ones")
			}
			// And live maintenance carries on from the backfill.
			if _, err := st.Apply(ctx, index.Target{WorkspaceID: "ws_b", SourceID: "b1", JobID: "j"}, statsDocs("b", 4, "ochre"), nil); err != nil {
				t.Fatal(err)
			}
			checkFigures(t, db, "after an import on the backfilled database")
		})
	}
}

// The terms are FTS5's own but for diacritics: in a database with one workspace, the
// per-workspace document frequencies are FTS5's vocabulary (fts5vocab 'row') term for term once
// a word's diacritics are folded as remove_diacritics 2 does ("tomás" is stored as "toma").
// The table keeps the planner's form (Tokens and Stem, no folding), which is how every lookup
// and re-score reads a word.
func TestWorkspaceTermsAreFTS5Terms(t *testing.T) {
	ctx := context.Background()
	db := twoWorkspaces(t, enginetest.URL(t))
	st := index.New(db)
	docs := append(statsDocs("a", 20, "blue"), index.Doc{ExternalID: "mixed", Title: "Re: naïve O'Brien's 3.5kg e-mail from Tomás",
		Body: "Connections, connected, connecting; running runs ran. ÅNGSTRÖM snake_case x2 ünïcode über-cool 42nd"})
	if _, err := st.Apply(ctx, index.Target{WorkspaceID: "ws_a", SourceID: "a1", JobID: "j"}, docs, nil); err != nil {
		t.Fatal(err)
	}
	var vocab []struct {
		Term string `db:"term"`
		Doc  int    `db:"doc"`
	}
	if err := db.R.SelectContext(ctx, &vocab, `SELECT term, doc FROM chunks_vocab`); err != nil {
		t.Fatal(err)
	}
	fts := map[string]int{}
	for _, v := range vocab {
		fts[v.Term] = v.Doc
	}
	fold := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
	var rows []struct {
		Text  string `db:"text"`
		Title string `db:"title"`
	}
	if err := db.R.SelectContext(ctx, &rows, `SELECT c.text, d.title FROM chunks c JOIN documents d ON d.id = c.document_id`); err != nil {
		t.Fatal(err)
	}
	folded := map[string]int{}
	for _, r := range rows {
		f1, _, _ := transform.String(fold, r.Title)
		f2, _, _ := transform.String(fold, r.Text)
		for _, term := range chunkTerms(f1, f2) {
			folded[term]++
		}
	}
	if !reflect.DeepEqual(folded, fts) {
		for term, n := range fts {
			if folded[term] != n {
				t.Errorf("term %q: FTS5 counts %d chunks, Tokens and Stem after folding %d", term, n, folded[term])
			}
		}
		for term, n := range folded {
			if _, ok := fts[term]; !ok {
				t.Errorf("term %q (%d chunks) is not in FTS5's vocabulary", term, n)
			}
		}
	}
	ours := stored(t, db)["ws_a"].Terms
	differ := 0
	for term, n := range ours {
		if fts[term] != n {
			differ++
			if !strings.ContainsFunc(term, func(r rune) bool { return r >= 0x80 }) {
				t.Errorf("term %q without diacritics: %d chunks here, %d in FTS5's vocabulary", term, n, fts[term])
			}
		}
	}
	if len(ours) < 30 || differ == 0 {
		t.Fatalf("%d terms, %d with diacritics; want the corpus to exercise both", len(ours), differ)
	}
}

// chunkTerms recounts the distinct terms of one chunk (its document's title and its text), as
// the statistics count them: the Porter stems of its tokens.
func chunkTerms(title, text string) []string {
	seen := map[string]bool{}
	var out []string
	for _, w := range append(index.Tokens(title), index.Tokens(text)...) {
		if s := index.Stem(w); !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
