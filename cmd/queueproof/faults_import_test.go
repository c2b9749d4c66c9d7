package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/store"
)

// The fault tests of this file run the real import command in a child process (this test
// binary re-executed) and SIGKILL it part-way.
//
// What is atomic: index.Store.Apply writes an import in batches of about 2000 chunks, each one
// transaction holding its documents' rows, chunks, full-text rows, identifiers, entities and
// the workspace's index statistics (counts and term frequencies). A kill leaves whole batches committed and the ingestion job in
// "processing"; it never leaves a document without all its chunks and full-text rows.

const importKillDocs = 3000

// writeCorpus writes a deterministic JSON Lines corpus of n documents, one to four chunks each.
func writeCorpus(t *testing.T, n int) string {
	t.Helper()
	// A vocabulary of pseudo-words large enough that every chunk is distinctive (the import's
	// canary must find sampled chunks again).
	rng := rand.New(rand.NewPCG(7, 11))
	syllables := strings.Fields("ka lo mi su te ra vo ni de pa go zu fe li ob an ex ur")
	words := make([]string, 20000)
	for i := range words {
		var w strings.Builder
		for range 2 + rng.IntN(3) {
			w.WriteString(syllables[rng.IntN(len(syllables))])
		}
		words[i] = w.String()
	}
	var b bytes.Buffer
	for i := range n {
		var body strings.Builder
		for range 60 + rng.IntN(500) {
			body.WriteString(words[rng.IntN(len(words))])
			body.WriteByte(' ')
		}
		rec := map[string]any{"id": fmt.Sprintf("doc-%05d", i), "title": fmt.Sprintf("Note %d on %s", i, words[i%len(words)]),
			"body": body.String() + fmt.Sprintf("See ENG-%d.", i), "author": fmt.Sprintf("Person %d", i%17),
			"createdAt": "2026-01-02T03:04:05Z", "metadata": map[string]any{"project": words[i%7]}}
		line, _ := json.Marshal(rec)
		b.Write(line)
		b.WriteByte('\n')
	}
	path := filepath.Join(t.TempDir(), "corpus.jsonl")
	if err := os.WriteFile(path, b.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func importArgs(dbURL, corpus string) []string {
	return []string{"import", "--database-url", dbURL, "--workspace", "local", "--source", "Notes", "--format", "jsonl", "--quiet", corpus}
}

// indexShape is what an import leaves in the index, read with plain SQL.
type indexShape struct {
	Documents, Chunks, FTS, Identifiers, Entities, StatChunks int
	PerDoc                                                    map[string]int // chunks per document external id
}

func readShape(t *testing.T, db *store.DB) indexShape {
	t.Helper()
	ctx := context.Background()
	var s indexShape
	for q, dst := range map[string]*int{
		`SELECT count(*) FROM documents WHERE status = 'indexed'`:    &s.Documents,
		`SELECT count(*) FROM chunks`:                                &s.Chunks,
		`SELECT count(*) FROM chunks_fts`:                            &s.FTS,
		`SELECT count(*) FROM identifiers`:                           &s.Identifiers,
		`SELECT count(*) FROM entities`:                              &s.Entities,
		`SELECT coalesce(sum(chunks), 0) FROM workspace_index_stats`: &s.StatChunks,
	} {
		if err := db.R.GetContext(ctx, dst, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	var rows []struct {
		ExternalID string `db:"external_id"`
		N          int    `db:"n"`
	}
	if err := db.R.SelectContext(ctx, &rows, `SELECT d.external_id, count(c.seq) AS n FROM documents d
		LEFT JOIN chunks c ON c.document_id = d.id GROUP BY d.id`); err != nil {
		t.Fatal(err)
	}
	s.PerDoc = map[string]int{}
	for _, r := range rows {
		s.PerDoc[r.ExternalID] = r.N
	}
	return s
}

// checkConsistent asserts the invariants a crash must not break: SQLite's and FTS5's own
// integrity checks pass, no chunk lacks its document or its full-text row, and the
// workspace index statistics count the chunks present.
func checkConsistent(t *testing.T, db *store.DB, s indexShape) {
	t.Helper()
	ctx := context.Background()
	var ok string
	if err := db.R.GetContext(ctx, &ok, `PRAGMA integrity_check`); err != nil || ok != "ok" {
		t.Fatalf("integrity_check = %q, %v", ok, err)
	}
	if _, err := db.W.ExecContext(ctx, `INSERT INTO chunks_fts (chunks_fts, rank) VALUES ('integrity-check', 0)`); err != nil {
		t.Fatalf("FTS integrity-check: %v", err)
	}
	var orphans, unindexed int
	_ = db.R.GetContext(ctx, &orphans, `SELECT count(*) FROM chunks WHERE document_id NOT IN (SELECT id FROM documents)`)
	_ = db.R.GetContext(ctx, &unindexed, `SELECT count(*) FROM chunks WHERE seq NOT IN (SELECT rowid FROM chunks_fts)`)
	if orphans != 0 || unindexed != 0 || s.FTS != s.Chunks || s.StatChunks != s.Chunks {
		t.Fatalf("inconsistent index: %d orphan chunks, %d chunks without a full-text row, fts %d, stats %d, chunks %d",
			orphans, unindexed, s.FTS, s.StatChunks, s.Chunks)
	}
}

func openTestStore(t *testing.T, url string) *store.DB {
	t.Helper()
	db, err := store.Open(context.Background(), url, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

// Fault: kill -9 of `queueproof import` once its first batches are committed. After the kill
// every document present has exactly the chunks an uninterrupted import gives it (no
// half-visible document), the index is consistent, and re-running the import completes with
// exactly the uninterrupted import's counts: nothing lost, nothing duplicated.
func TestImportKilledMidwayRecovers(t *testing.T) {
	if os.Getenv("QP_IMPORT_CHILD") != "" {
		t.Skip("child process")
	}
	ctx := context.Background()
	corpus := writeCorpus(t, importKillDocs)
	env := func(string) string { return "" }

	// The reference: the same corpus imported without interruption.
	refURL := "file:" + filepath.Join(t.TempDir(), "ref.db")
	var out, errOut bytes.Buffer
	if err := run(ctx, importArgs(refURL, corpus), env, &out, &errOut); err != nil {
		t.Fatalf("reference import = %v\n%s", err, errOut.String())
	}
	ref := readShape(t, openTestStore(t, refURL))
	if ref.Documents != importKillDocs || ref.Chunks <= importKillDocs {
		t.Fatalf("reference import: %+v documents/chunks, want %d documents and more chunks", ref.Documents, importKillDocs)
	}

	dbURL := "file:" + filepath.Join(t.TempDir(), "q.db")
	cmd := exec.Command(os.Args[0], "-test.run=^TestImportChild$")
	cmd.Env = append(os.Environ(), "QP_IMPORT_CHILD=1", "QP_IMPORT_DB="+dbURL, "QP_IMPORT_CORPUS="+corpus)
	var childOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &childOut, &childOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()

	// Wait until the child has committed some documents, then kill it.
	watch := openTestStore(t, dbURL)
	deadline := time.Now().Add(60 * time.Second)
	for {
		var n int
		_ = watch.R.GetContext(ctx, &n, `SELECT count(*) FROM documents`)
		if n > 0 {
			break
		}
		select {
		case err := <-exited:
			t.Fatalf("the child finished before any document was seen (%v):\n%s", err, childOut.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatal("no document appeared within a minute")
		}
		time.Sleep(2 * time.Millisecond)
	}
	_ = cmd.Process.Signal(syscall.SIGKILL)
	err := <-exited
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
		t.Fatalf("the child was not killed mid-import: %v\n%s", err, childOut.String())
	}
	_ = watch.Close()

	// Restart: reopen the file.
	db := openTestStore(t, dbURL)
	got := readShape(t, db)
	checkConsistent(t, db, got)
	var status string
	if err := db.R.GetContext(ctx, &status, `SELECT status FROM ingest_jobs`); err != nil || status != "processing" {
		t.Fatalf("the killed job is %q (%v), want processing: the kill did not land mid-import", status, err)
	}
	if got.Documents == 0 || got.Documents >= importKillDocs {
		t.Fatalf("after the kill %d of %d documents are present, want some but not all", got.Documents, importKillDocs)
	}
	for id, n := range got.PerDoc {
		if n != ref.PerDoc[id] {
			t.Fatalf("document %s has %d chunks after the kill, %d in an uninterrupted import: half-visible", id, n, ref.PerDoc[id])
		}
	}
	t.Logf("killed with %d of %d documents (%d chunks) committed", got.Documents, importKillDocs, got.Chunks)
	// Nothing beats for the killed job any more: once it is older than the abandonment age,
	// reconciliation marks it failed instead of leaving it processing forever.
	if n, err := ingest.NewJobs(db).Abandon(ctx, ingest.AbandonAfter, time.Now().Add(ingest.AbandonAfter+time.Second)); err != nil || n != 1 {
		t.Fatalf("Abandon after the kill = %d, %v; want the killed job", n, err)
	}
	var reason string
	if err := db.R.GetContext(ctx, &reason, `SELECT reason FROM ingest_jobs WHERE status = 'failed'`); err != nil || reason != ingest.AbandonedReason {
		t.Fatalf("the killed job's reason = %q, %v; want the abandoned reason", reason, err)
	}
	_ = db.Close()

	// Re-run: completes, and the index is exactly the uninterrupted import's.
	out.Reset()
	if err := run(ctx, importArgs(dbURL, corpus), env, &out, &errOut); err != nil {
		t.Fatalf("re-run import = %v\n%s", err, errOut.String())
	}
	want := fmt.Sprintf("%d added, 0 updated, %d unchanged, 0 tombstoned", importKillDocs-got.Documents, got.Documents)
	if !strings.Contains(out.String(), "INDEXED") || !strings.Contains(out.String(), want) {
		t.Fatalf("re-run printed %q, want INDEXED and %q", out.String(), want)
	}
	db = openTestStore(t, dbURL)
	after := readShape(t, db)
	checkConsistent(t, db, after)
	if after.Documents != ref.Documents || after.Chunks != ref.Chunks || after.FTS != ref.FTS ||
		after.Identifiers != ref.Identifiers || after.Entities != ref.Entities || after.StatChunks != ref.StatChunks {
		t.Fatalf("after the re-run %+v, uninterrupted %+v", dropPerDoc(after), dropPerDoc(ref))
	}
	for id, n := range ref.PerDoc {
		if after.PerDoc[id] != n {
			t.Fatalf("document %s: %d chunks after recovery, %d uninterrupted", id, after.PerDoc[id], n)
		}
	}
}

func dropPerDoc(s indexShape) indexShape { s.PerDoc = nil; return s }

// TestImportChild is the child side of TestImportKilledMidwayRecovers: the real import
// command, until it is killed. It does nothing in a normal run.
func TestImportChild(t *testing.T) {
	if os.Getenv("QP_IMPORT_CHILD") == "" {
		t.Skip("only run as the child of TestImportKilledMidwayRecovers")
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	err := run(context.Background(), importArgs(os.Getenv("QP_IMPORT_DB"), os.Getenv("QP_IMPORT_CORPUS")), func(string) string { return "" }, w, w)
	t.Fatalf("the import child was not killed; it ended with %v", err)
}
