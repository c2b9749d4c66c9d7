package store_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/store"
)

func TestOpenRefusesSilentFallbacks(t *testing.T) {
	for _, url := range []string{"", "queueproof.db", "postgres://x/y", "file:"} {
		if db, err := store.Open(context.Background(), url, store.Options{}); err == nil {
			_ = db.Close()
			t.Errorf("Open(%q) = nil error, want a refusal", url)
		}
	}
}

func TestOpenFileSettings(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "sub", "dir", "q.db")
	db := openFile(t, path) // creates the folders
	var mode string
	if err := db.W.GetContext(ctx, &mode, `PRAGMA journal_mode`); err != nil || mode != "wal" {
		t.Errorf("journal_mode = %q, %v; want wal", mode, err)
	}
	var fk, busy int
	if err := db.R.GetContext(ctx, &fk, `PRAGMA foreign_keys`); err != nil || fk != 1 {
		t.Errorf("foreign_keys = %d, %v; want 1", fk, err)
	}
	if err := db.R.GetContext(ctx, &busy, `PRAGMA busy_timeout`); err != nil || busy != 5000 {
		t.Errorf("busy_timeout = %d, %v; want 5000", busy, err)
	}
	if st := db.W.Stats(); st.MaxOpenConnections != 1 {
		t.Errorf("writer max open connections = %d, want 1", st.MaxOpenConnections)
	}
	// Readers are read-only: a write through them fails.
	if _, err := db.R.ExecContext(ctx, `CREATE TABLE x (id INTEGER)`); err == nil || !strings.Contains(err.Error(), "readonly") {
		t.Errorf("write through reader = %v, want a read-only error", err)
	}
}

func TestOpenExplicitMemory(t *testing.T) {
	db, err := store.Open(context.Background(), "file::memory:", store.Options{})
	if err != nil {
		t.Fatalf("Open(file::memory:) = %v", err)
	}
	defer db.Close()
	if db.R != db.W {
		t.Error("an in-memory database must use one connection for reads and writes")
	}
}

func TestRedactedHidesCredentials(t *testing.T) {
	db := openFile(t, filepath.Join(t.TempDir(), "q.db"))
	if got := db.Redacted(); strings.Contains(got, "?") {
		t.Errorf("Redacted() = %q, want no query", got)
	}
}
