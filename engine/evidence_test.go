package engine_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/retrieval"
)

func localActor(t *testing.T, e *engine.Engine) actor.Actor {
	t.Helper()
	a, err := e.Resolve(context.Background(), actor.Credentials{Loopback: true, LoopbackHost: true, SameOrigin: true})
	if err != nil {
		t.Fatalf("Resolve = %v", err)
	}
	return a
}

func importPath(t *testing.T, e *engine.Engine, a actor.Actor, name string, f ingest.Format, path string) (engine.ImportResult, error) {
	t.Helper()
	in, err := ingest.FromPath(path)
	if err != nil {
		t.Fatalf("FromPath(%s) = %v", path, err)
	}
	return e.Import(context.Background(), a, engine.ImportRequest{SourceName: name, Format: f, Input: in})
}

func TestImportMarkdownFolderVerifiesSourceAndSearches(t *testing.T) {
	e, _ := enginetest.New(t, engine.Options{LocalActor: true})
	a := localActor(t, e)
	ctx := context.Background()
	res, err := importPath(t, e, a, "Handbook", ingest.Markdown, "ingest/testdata/markdown")
	if err != nil {
		t.Fatalf("Import = %v", err)
	}
	if res.Job.Status != ingest.Indexed || res.Job.DocumentsAdded != 2 || res.Job.ChunksWritten == 0 {
		t.Fatalf("job = %+v, want indexed with 2 documents", res.Job)
	}
	if res.ProofTest == nil || !res.ProofTest.Passed() {
		t.Fatalf("proof test = %+v, want passed", res.ProofTest)
	}
	src, err := e.Source(ctx, a, res.Job.SourceID)
	if err != nil || src.State != "data_verified" {
		t.Fatalf("source = %+v, %v; want data_verified", src, err)
	}
	pts, err := e.ProofTests(ctx, a, "", page.Request{})
	if err != nil || len(pts.Items) != 1 || pts.Items[0].SourceID != src.ID || !strings.Contains(pts.Items[0].Evidence, "chunkId") {
		t.Fatalf("ProofTests = %+v, %v", pts, err)
	}

	for _, tc := range []struct {
		query, mode, wantDoc, wantLane string
	}{
		{"who owns the checkout rollout", "auto", "launch-plan.md", "hybrid"},
		{"eng-418", "auto", "launch-plan.md", "exact_id"},
		{"INC-77", "exact_id", "launch-plan.md", "exact_id"},
		{"ledger reconciliation", "text", "notes/oncall.txt", "text"},
		{"escalation Marco", "hybrid", "notes/oncall.txt", "hybrid"},
	} {
		hits, err := e.Search(ctx, a, engine.SearchRequest{Query: tc.query, Mode: retrieval.Mode(tc.mode)})
		if err != nil {
			t.Fatalf("Search(%q) = %v", tc.query, err)
		}
		if len(hits) == 0 || hits[0].ExternalID != tc.wantDoc || !contains(hits[0].Lanes, tc.wantLane) {
			t.Errorf("Search(%q, %s) first hit = %+v, want %s via %s", tc.query, tc.mode, first(hits), tc.wantDoc, tc.wantLane)
		}
	}
	// The PNG beside the documents is skipped, not indexed.
	docs, err := e.Documents(ctx, a, src.ID, "", page.Request{})
	if err != nil || len(docs.Items) != 2 {
		t.Fatalf("Documents = %d, %v; want 2", len(docs.Items), err)
	}
	d, err := e.Document(ctx, a, docs.Items[0].ID)
	if err != nil {
		t.Fatalf("Document = %+v, %v", d, err)
	}
	chunks, err := e.DocumentChunks(ctx, a, d.ID)
	if err != nil || len(chunks) == 0 {
		t.Fatalf("DocumentChunks = %+v, %v", chunks, err)
	}
	body, _ := os.ReadFile(filepath.Join("ingest/testdata/markdown", d.ExternalID))
	for _, c := range chunks {
		if got := string([]rune(string(body))[c.StartOffset:c.EndOffset]); got != c.Text {
			t.Errorf("chunk %s offsets [%d,%d) give %q, want its text %q", c.ID, c.StartOffset, c.EndOffset, got, c.Text)
		}
	}
}

func first(h []retrieval.Hit) any {
	if len(h) == 0 {
		return nil
	}
	return h[0]
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func TestReimportIsIdempotentAndTracksRevisions(t *testing.T) {
	e, db := enginetest.New(t, engine.Options{LocalActor: true})
	a := localActor(t, e)
	ctx := context.Background()
	dir := t.TempDir()
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write("a.md", "# Alpha\n\nThe alpha service deadline is Friday, tracked in OPS-1.\n")
	write("b.md", "# Beta\n\nBeta migrates the billing database next week.\n")
	write("c.md", "# Gamma\n\nGamma retires the legacy exporter.\n")
	r1, err := importPath(t, e, a, "Notes", ingest.Markdown, dir)
	if err != nil || r1.Job.DocumentsAdded != 3 {
		t.Fatalf("first import = %+v, %v", r1.Job, err)
	}
	chunkIDs := func() string {
		var ids []string
		if err := db.R.SelectContext(ctx, &ids, `SELECT id FROM chunks ORDER BY id`); err != nil {
			t.Fatal(err)
		}
		return strings.Join(ids, ",")
	}
	before := chunkIDs()
	r2, err := importPath(t, e, a, "Notes", ingest.Markdown, dir)
	if err != nil || r2.Job.DocumentsUnchanged != 3 || r2.Job.DocumentsAdded+r2.Job.DocumentsUpdated+r2.Job.DocumentsTombstoned != 0 || r2.Job.ChunksWritten != 0 {
		t.Fatalf("identical re-import = %+v, %v; want 3 unchanged and nothing written", r2.Job, err)
	}
	if after := chunkIDs(); after != before {
		t.Fatalf("identical re-import changed chunks:\n%s\n%s", before, after)
	}
	write("a.md", "# Alpha\n\nThe alpha service deadline moved to Monday, tracked in OPS-1.\n")
	if err := os.Remove(filepath.Join(dir, "c.md")); err != nil {
		t.Fatal(err)
	}
	r3, err := importPath(t, e, a, "Notes", ingest.Markdown, dir)
	if err != nil || r3.Job.DocumentsUpdated != 1 || r3.Job.DocumentsUnchanged != 1 || r3.Job.DocumentsTombstoned != 1 {
		t.Fatalf("changed re-import = %+v, %v; want 1 updated, 1 unchanged, 1 tombstoned", r3.Job, err)
	}
	var rev struct {
		Revision int    `db:"revision"`
		Status   string `db:"status"`
	}
	if err := db.R.GetContext(ctx, &rev, `SELECT revision, status FROM documents WHERE external_id = 'a.md'`); err != nil || rev.Revision != 2 || rev.Status != "indexed" {
		t.Fatalf("a.md = %+v, %v; want revision 2", rev, err)
	}
	if err := db.R.GetContext(ctx, &rev, `SELECT revision, status FROM documents WHERE external_id = 'c.md'`); err != nil || rev.Status != "tombstoned" {
		t.Fatalf("c.md = %+v, %v; want tombstoned", rev, err)
	}
	for _, q := range []string{"legacy exporter", "Friday"} {
		hits, err := e.Search(ctx, a, engine.SearchRequest{Query: q})
		if err != nil || len(hits) != 0 {
			t.Errorf("Search(%q) after the change = %+v, %v; want nothing", q, hits, err)
		}
	}
	hits, err := e.Search(ctx, a, engine.SearchRequest{Query: "alpha deadline Monday"})
	if err != nil || len(hits) == 0 || hits[0].ExternalID != "a.md" {
		t.Fatalf("Search(new wording) = %+v, %v", hits, err)
	}
	var stats struct {
		Chunks int `db:"chunks"`
		N      int `db:"n"`
	}
	if err := db.R.GetContext(ctx, &stats, `SELECT (SELECT coalesce(sum(chunks), 0) FROM workspace_index_stats) AS chunks, (SELECT count(*) FROM chunks) AS n`); err != nil || stats.Chunks != stats.N {
		t.Fatalf("workspace_index_stats = %+v, %v; want it to count the chunks", stats, err)
	}
}

func TestBadInputFailsTheJobAndWritesNothing(t *testing.T) {
	e, db := enginetest.New(t, engine.Options{LocalActor: true, ImportLimits: ingest.Limits{MaxFileBytes: 4096}})
	a := localActor(t, e)
	big := filepath.Join(t.TempDir(), "big.md")
	if err := os.WriteFile(big, []byte(strings.Repeat("word ", 2000)), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		format ingest.Format
		path   string
		want   string
	}{
		{ingest.JSONL, "ingest/testdata/broken/malformed.jsonl", "malformed.jsonl:2: malformed JSON"},
		{ingest.JSONL, "ingest/testdata/broken/invalid-utf8.jsonl", "invalid-utf8.jsonl:1: invalid UTF-8"},
		{ingest.JSONL, "ingest/testdata/broken/no-id.jsonl", "no-id.jsonl:1: record has no id"},
		{ingest.Markdown, "ingest/testdata/broken/invalid-utf8.md", "invalid-utf8.md:3: invalid UTF-8"},
		{ingest.Markdown, "ingest/testdata/broken/unknown.docx", `unknown.docx: unknown format ".docx"`},
		{ingest.Markdown, big, "big.md: file is larger than the limit of 4096 bytes"},
	} {
		t.Run(filepath.Base(tc.path), func(t *testing.T) {
			res, err := importPath(t, e, a, "Broken "+string(tc.format), tc.format, tc.path)
			if !errs.Is(err, errs.Invalid) || !strings.Contains(errs.Public(err), tc.want) {
				t.Fatalf("Import = %v, want BAD_USER_INPUT containing %q", err, tc.want)
			}
			if res.Job.Status != ingest.Failed || !strings.Contains(res.Job.Reason, tc.want) {
				t.Fatalf("job = %+v, want failed with the reason", res.Job)
			}
		})
	}
	var n int
	if err := db.R.GetContext(context.Background(), &n, `SELECT (SELECT count(*) FROM documents) + (SELECT count(*) FROM chunks)`); err != nil || n != 0 {
		t.Fatalf("rows after failed imports = %d, %v; want 0", n, err)
	}
}

func TestImportIsPrivateAndSearchIsScoped(t *testing.T) {
	e, _ := enginetest.New(t, engine.Options{LocalActor: true})
	ctx := context.Background()
	a := localActor(t, e)
	if _, err := importPath(t, e, a, "Records", ingest.JSONL, "ingest/testdata/records.jsonl"); err != nil {
		t.Fatalf("Import = %v", err)
	}
	pub := actor.Actor{Kind: actor.Public, Subject: "public-access", WorkspaceID: a.WorkspaceID, Role: actor.PublicAccess}
	in, _ := ingest.FromPath("ingest/testdata/records.jsonl")
	if _, err := e.Import(ctx, pub, engine.ImportRequest{SourceName: "x", Format: ingest.JSONL, Input: in}); !errs.Is(err, errs.Forbidden) {
		t.Fatalf("public Import = %v, want FORBIDDEN", err)
	}
	if _, err := e.Import(ctx, actor.Actor{}, engine.ImportRequest{SourceName: "x", Format: ingest.JSONL, Input: in}); !errs.Is(err, errs.Unauthenticated) {
		t.Fatalf("anonymous Import = %v, want UNAUTHENTICATED", err)
	}
	// Another workspace sees nothing of this one.
	ws, err := e.EnsureWorkspace(ctx, "someone-else", "Other")
	if err != nil {
		t.Fatal(err)
	}
	other := actor.Actor{Kind: actor.OIDC, Subject: "someone-else", WorkspaceID: ws.ID, Role: actor.Owner}
	hits, err := e.Search(ctx, other, engine.SearchRequest{Query: "refund policy"})
	if err != nil || len(hits) != 0 {
		t.Fatalf("other workspace Search = %+v, %v; want nothing", hits, err)
	}
	hits, err = e.Search(ctx, a, engine.SearchRequest{Query: "refund policy"})
	if err != nil || len(hits) == 0 || hits[0].ExternalID != "kb-1" {
		t.Fatalf("own Search = %+v, %v", hits, err)
	}
	// A source id of another workspace narrows to nothing rather than leaking.
	hits, err = e.Search(ctx, a, engine.SearchRequest{Query: "refund policy", SourceIDs: []string{"src_nope"}})
	if err != nil || len(hits) != 0 {
		t.Fatalf("Search with a foreign source = %+v, %v", hits, err)
	}
}

func TestImportEachFormatIsSearchableAndIdempotent(t *testing.T) {
	e, _ := enginetest.New(t, engine.Options{LocalActor: true})
	a := localActor(t, e)
	ctx := context.Background()
	for _, tc := range []struct {
		format       ingest.Format
		path, query  string
		wantExternal string
	}{
		{ingest.Slack, "ingest/testdata/slack/export.zip", "retry fix lands Thursday", "eng-checkout/1741000000.000100"},
		{ingest.Mbox, "ingest/testdata/mbox/launch.mbox", "real date refund flow", "a1@larkspur.example"},
		{ingest.LinearCSV, "ingest/testdata/linear/issues.csv", "ENG-418", "ENG-418"},
		{ingest.JSONL, "ingest/testdata/records.jsonl", "economy flights", "2"},
	} {
		t.Run(string(tc.format), func(t *testing.T) {
			res, err := importPath(t, e, a, "Source "+string(tc.format), tc.format, tc.path)
			if err != nil || res.Job.Status != ingest.Indexed || res.ProofTest == nil || !res.ProofTest.Passed() {
				t.Fatalf("Import = %+v, %v", res, err)
			}
			hits, err := e.Search(ctx, a, engine.SearchRequest{Query: tc.query, SourceIDs: []string{res.Job.SourceID}})
			if err != nil || len(hits) == 0 || hits[0].ExternalID != tc.wantExternal || hits[0].SourceID != res.Job.SourceID {
				t.Fatalf("Search(%q) = %+v, %v; want %s", tc.query, first(hits), err, tc.wantExternal)
			}
			again, err := importPath(t, e, a, "Source "+string(tc.format), tc.format, tc.path)
			if err != nil || again.Job.DocumentsUnchanged != res.Job.DocumentsSeen || again.Job.ChunksWritten != 0 {
				t.Fatalf("re-import = %+v, %v; want everything unchanged", again.Job, err)
			}
		})
	}
}

// TestCanaryFindsNearIdenticalTicketsByTheirOwnID: in a source of near-identical tickets (the
// same words, told apart only by stop words and by their keys, which their bodies never
// repeat), a chunk's rarest words are shared by every ticket, so the text probe cannot tell
// them apart within its 20 hits; the canary then finds each by its key through the
// document-identity lane, as Ask does, and the source is verified. The same bodies under ids
// that are not identifiers stay unverifiable, as they should.
func TestCanaryFindsNearIdenticalTicketsByTheirOwnID(t *testing.T) {
	e, _ := enginetest.New(t, engine.Options{LocalActor: true})
	a := localActor(t, e)
	ctx := context.Background()
	stop := [2]string{"the", "a"}
	corpus := func(id func(int) string) []byte {
		var b strings.Builder
		for i := range 200 {
			words := []string{"Fix"}
			for bit := range 8 {
				words = append(words, stop[i>>bit&1])
			}
			words = append(words, "export job.")
			fmt.Fprintf(&b, `{"id": %q, "title": "Export job", "body": %q}`+"\n", id(i), strings.Join(words, " "))
		}
		return []byte(b.String())
	}
	res, err := e.Import(ctx, a, engine.ImportRequest{SourceName: "Tickets", Format: ingest.JSONL,
		Input: ingest.FromBytes("tickets.jsonl", corpus(func(i int) string { return fmt.Sprintf("ENG-%d", i+1) }))})
	if err != nil || res.ProofTest == nil || !res.ProofTest.Passed() {
		t.Fatalf("Import(tickets) = %+v, %v; want a passed canary", res.ProofTest, err)
	}
	if !strings.Contains(res.ProofTest.Evidence, `"lane":"document"`) {
		t.Fatalf("canary evidence %s: want probes found through the document-identity lane", res.ProofTest.Evidence)
	}
	res, err = e.Import(ctx, a, engine.ImportRequest{SourceName: "Notes", Format: ingest.JSONL,
		Input: ingest.FromBytes("notes.jsonl", corpus(func(i int) string { return fmt.Sprintf("note %d", i+1) }))})
	if err == nil || res.ProofTest == nil || res.ProofTest.Passed() {
		t.Fatalf("Import(notes) = %+v, %v; want a failed canary", res.ProofTest, err)
	}
}
