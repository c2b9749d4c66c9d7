// Package enginetest builds real engines for tests: a real SQLite file in a temporary folder
// (or, with RemoteURL, the same SQLite behind a loopback libSQL-protocol server), every
// migration applied.
package enginetest

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"testing"

	"github.com/queueproof/queueproof"
	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/engine/store/hranatest"
)

// Logger returns a logger that discards everything (tests assert behaviour, not log text).
func Logger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// URL returns a file: URL for a new database in t's temporary folder.
func URL(t testing.TB) string {
	t.Helper()
	return "file:" + filepath.Join(t.TempDir(), "queueproof.db")
}

// RemoteURL starts a loopback Hrana-over-HTTP server (hranatest) over a new SQLite file in
// t's temporary folder and returns its http:// URL, so store.Open takes the remote libSQL
// path. The server stops when t ends.
func RemoteURL(t testing.TB) string {
	t.Helper()
	return hranatest.NewServer(t, hranatest.Options{}).URL
}

// Open opens and migrates the database at url, closing it when t ends.
func Open(t testing.TB, url string) *store.DB {
	t.Helper()
	db, err := OpenErr(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

// OpenErr is Open returning its error (the database closed) instead of failing the test.
func OpenErr(ctx context.Context, url string) (*store.DB, error) {
	db, err := store.Open(ctx, url, store.Options{})
	if err != nil {
		return nil, fmt.Errorf("store.Open(%s) = %w", url, err)
	}
	ms, err := store.LoadMigrations(queueproof.Migrations())
	if err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("LoadMigrations = %w", err)
	}
	if _, err := db.Migrate(ctx, ms); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("Migrate = %w", err)
	}
	// As the binary does after migrating (a database indexed by an older build).
	if err := index.Upgrade(ctx, db, Logger()); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("index.Upgrade = %w", err)
	}
	return db, nil
}

// New returns an engine over a new migrated database file.
func New(t testing.TB, opts engine.Options) (*engine.Engine, *store.DB) {
	t.Helper()
	return NewAt(t, URL(t), opts)
}

// NewAt returns an engine over the database at url (a file: URL or RemoteURL's), migrated.
func NewAt(t testing.TB, url string, opts engine.Options) (*engine.Engine, *store.DB) {
	t.Helper()
	db := Open(t, url)
	if opts.Migrations == nil {
		opts.Migrations = queueproof.Migrations()
	}
	e, err := engine.New(db, Logger(), opts)
	if err != nil {
		t.Fatalf("engine.New = %v", err)
	}
	t.Cleanup(e.Close) // background imports stop before the database closes
	return e, db
}
