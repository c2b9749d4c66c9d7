package server_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof"
	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/engine/store/hranatest"
	"github.com/queueproof/queueproof/server"
)

// serveStore starts a server over an engine on db (already open), migrating it first.
func serveStore(t *testing.T, db *store.DB, opts engine.Options) *fixture {
	t.Helper()
	ms, err := store.LoadMigrations(queueproof.Migrations())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Migrate(context.Background(), ms); err != nil {
		t.Fatalf("Migrate = %v", err)
	}
	opts.Migrations = queueproof.Migrations()
	e, err := engine.New(db, enginetest.Logger(), opts)
	if err != nil {
		t.Fatal(err)
	}
	return serveEngine(t, e, db, server.Options{})
}

func count(t *testing.T, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, table string) int {
	t.Helper()
	var n int
	if err := q.QueryRowContext(context.Background(), `SELECT count(*) FROM `+table).Scan(&n); err != nil {
		t.Fatalf("count %s: %v", table, err)
	}
	return n
}

// Fault: another process holds the embedded file's write lock (BEGIN EXCLUSIVE) for longer
// than the busy timeout. A mutation answers UNAVAILABLE with retryAfter (not INTERNAL, no
// SQLite text) and writes nothing; reads and /readyz keep working (WAL); once the lock is
// released the same mutation succeeds.
func TestDatabaseBusyIsUnavailable(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "q.db")
	db, err := store.Open(ctx, "file:"+path, store.Options{BusyTimeout: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	f := serveStore(t, db, engine.Options{LocalActor: true})
	if _, r := f.graphql(t, `{ viewer { workspace { id } } }`, nil); len(r.Errors) > 0 {
		t.Fatalf("viewer = %+v", r.Errors)
	}

	// The other process: a plain SQLite connection to the same file, holding the write lock.
	other, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(0)")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = other.Close() })
	lock, err := other.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Close()
	if _, err := lock.ExecContext(ctx, `BEGIN EXCLUSIVE`); err != nil {
		t.Fatal(err)
	}
	jobs, docs := count(t, lock, "ingest_jobs"), count(t, lock, "documents")

	preflight := map[string]string{"GraphQL-Require-Preflight": "1"}
	status, r := f.upload(t, "JSONL", "Records", "../engine/ingest/testdata/records.jsonl", preflight)
	if len(r.Errors) == 0 {
		t.Fatalf("import under a held write lock = %d %s, want an error", status, r.Data)
	}
	e := r.Errors[0]
	if e.Extensions["code"] != "UNAVAILABLE" || e.Extensions["retryAfter"] != float64(1) {
		t.Fatalf("import under a held write lock: %q %v, want UNAVAILABLE with retryAfter 1", e.Message, e.Extensions)
	}
	if low := strings.ToLower(e.Message); strings.Contains(low, "sqlite") || strings.Contains(low, "locked") {
		t.Fatalf("the message leaks the driver error: %q", e.Message)
	}
	if j, d := count(t, lock, "ingest_jobs"), count(t, lock, "documents"); j != jobs || d != docs {
		t.Fatalf("a refused import wrote: jobs %d -> %d, documents %d -> %d", jobs, j, docs, d)
	}

	// Reads go on beside the held lock.
	if _, r := f.graphql(t, `{ viewer { workspace { id } } sources { edges { node { id } } } today { edges { node { id } } } }`, nil); len(r.Errors) > 0 {
		t.Fatalf("reads under a held write lock = %s %+v", r.Data, r.Errors)
	}
	if resp, body := f.get(t, "/readyz", nil); resp.StatusCode != 200 {
		t.Fatalf("/readyz under a held write lock = %d %q, want 200 (a busy writer is not an outage)", resp.StatusCode, body)
	}

	if _, err := lock.ExecContext(ctx, `ROLLBACK`); err != nil {
		t.Fatal(err)
	}
	_, r = f.upload(t, "JSONL", "Records", "../engine/ingest/testdata/records.jsonl", preflight)
	var j importedJob
	if err := json.Unmarshal(r.Data, &j); err != nil || len(r.Errors) > 0 || j.ImportDocuments.Status != "INDEXED" {
		t.Fatalf("import after the lock was released = %s %+v", r.Data, r.Errors)
	}
}

// Fault: the remote libSQL server (the loopback Hrana server) stops. /readyz turns 503 and
// a request gets a typed error; the server comes back on the same address and /readyz turns
// 200 again, requests succeed, without restarting QueueProof.
func TestRemoteDatabaseDownAndBack(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "remote.db")
	hrana, err := hranatest.Start(hranatest.Options{Path: path})
	if err != nil {
		t.Fatal(err)
	}
	addr := strings.TrimPrefix(hrana.URL, "http://")
	db, err := store.Open(ctx, hrana.URL, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	f := serveStore(t, db, engine.Options{LocalActor: true})
	const read = `{ viewer { workspace { id } } sources { edges { node { id } } } }`
	if _, r := f.graphql(t, read, nil); len(r.Errors) > 0 {
		t.Fatalf("read = %+v", r.Errors)
	}
	if resp, body := f.get(t, "/readyz", nil); resp.StatusCode != 200 {
		t.Fatalf("/readyz = %d %q", resp.StatusCode, body)
	}

	if err := hrana.Close(); err != nil {
		t.Fatal(err)
	}
	if resp, body := f.get(t, "/readyz", nil); resp.StatusCode != 503 {
		t.Fatalf("/readyz with the database down = %d %q, want 503", resp.StatusCode, body)
	}
	_, r := f.graphql(t, read, nil)
	if len(r.Errors) == 0 || r.Errors[0].Extensions["code"] != "UNAVAILABLE" || strings.Contains(r.Errors[0].Message, addr) {
		t.Fatalf("read with the database down = %s %+v, want UNAVAILABLE without the address", r.Data, r.Errors)
	}
	preflight := map[string]string{"GraphQL-Require-Preflight": "1"}
	if _, r := f.upload(t, "JSONL", "Records", "../engine/ingest/testdata/records.jsonl", preflight); len(r.Errors) == 0 || r.Errors[0].Extensions["code"] != "UNAVAILABLE" {
		t.Fatalf("import with the database down = %s %+v, want UNAVAILABLE", r.Data, r.Errors)
	}

	back, err := hranatest.Start(hranatest.Options{Path: path, Addr: addr})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = back.Close() })
	if resp, body := f.get(t, "/readyz", nil); resp.StatusCode != 200 {
		t.Fatalf("/readyz after the database came back = %d %q, want 200", resp.StatusCode, body)
	}
	if _, r := f.graphql(t, read, nil); len(r.Errors) > 0 {
		t.Fatalf("read after the database came back = %+v", r.Errors)
	}
	_, r = f.upload(t, "JSONL", "Records", "../engine/ingest/testdata/records.jsonl", preflight)
	var j importedJob
	if err := json.Unmarshal(r.Data, &j); err != nil || len(r.Errors) > 0 || j.ImportDocuments.Status != "INDEXED" {
		t.Fatalf("import after the database came back = %s %+v", r.Data, r.Errors)
	}
}

// Fault: the embedded database file becomes unusable under a running server (its header
// overwritten, as by a bad restore or a disk fault). /readyz turns 503; a busy writer alone
// does not (TestDatabaseBusyIsUnavailable), since it is a moment's wait, not an outage.
func TestReadyzRedWhenDatabaseFileUnusable(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "q.db")
	db, err := store.Open(ctx, "file:"+path, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	f := serveStore(t, db, engine.Options{LocalActor: true})
	if resp, body := f.get(t, "/readyz", nil); resp.StatusCode != 200 {
		t.Fatalf("/readyz = %d %q", resp.StatusCode, body)
	}
	file, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := file.WriteAt([]byte(strings.Repeat("not a database! ", 16)), 0); err != nil {
		t.Fatal(err)
	}
	if err := file.Close(); err != nil {
		t.Fatal(err)
	}
	if resp, body := f.get(t, "/readyz", nil); resp.StatusCode != 503 {
		t.Fatalf("/readyz over a clobbered database file = %d %q, want 503", resp.StatusCode, body)
	}
}
