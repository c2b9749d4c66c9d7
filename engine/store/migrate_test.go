package store_test

import (
	"context"
	"errors"
	"path/filepath"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/queueproof/queueproof"
	"github.com/queueproof/queueproof/engine/store"
)

func openFile(t *testing.T, path string) *store.DB {
	t.Helper()
	db, err := store.Open(context.Background(), "file:"+path, store.Options{})
	if err != nil {
		t.Fatalf("Open(%s) = %v", path, err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

func load(t *testing.T, fsys fstest.MapFS) []store.Migration {
	t.Helper()
	ms, err := store.LoadMigrations(fsys)
	if err != nil {
		t.Fatalf("LoadMigrations = %v", err)
	}
	return ms
}

// Several statements, a trigger with its own semicolons and comments: each must run, which
// proves the runner executes one statement per call.
var testMigrations = fstest.MapFS{
	"0001_first.sql": {Data: []byte(`-- a comment; with a semicolon
CREATE TABLE a (id INTEGER PRIMARY KEY, n INTEGER NOT NULL DEFAULT 0);
CREATE TABLE log (msg TEXT NOT NULL);
CREATE TRIGGER a_insert AFTER INSERT ON a BEGIN
  INSERT INTO log (msg) VALUES ('inserted; ' || NEW.id);
  UPDATE a SET n = n + 1 WHERE id = NEW.id;
END;
INSERT INTO a (id) VALUES (1);
`)},
	"0002_second.sql": {Data: []byte("CREATE TABLE b (id INTEGER PRIMARY KEY);\nINSERT INTO b (id) VALUES (7);\n")},
}

func TestMigrateAppliesEveryStatementAndIsIdempotent(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "m.db")
	db := openFile(t, path)
	ms := load(t, testMigrations)
	applied, err := db.Migrate(ctx, ms)
	if err != nil {
		t.Fatalf("first Migrate = %v", err)
	}
	if len(applied) != 2 {
		t.Fatalf("first Migrate applied %v, want both migrations", applied)
	}
	var logs, n, b int
	if err := db.R.GetContext(ctx, &logs, `SELECT count(*) FROM log`); err != nil || logs != 1 {
		t.Fatalf("log rows = %d, %v; want 1 (the trigger ran once)", logs, err)
	}
	if err := db.R.GetContext(ctx, &n, `SELECT n FROM a WHERE id = 1`); err != nil || n != 1 {
		t.Fatalf("a.n = %d, %v; want 1", n, err)
	}
	if err := db.R.GetContext(ctx, &b, `SELECT id FROM b`); err != nil || b != 7 {
		t.Fatalf("b.id = %d, %v; want 7 (the second statement of 0002 ran)", b, err)
	}
	_ = db.Close()

	// A second start on the same file applies nothing and changes nothing.
	db2 := openFile(t, path)
	applied, err = db2.Migrate(ctx, ms)
	if err != nil || len(applied) != 0 {
		t.Fatalf("second Migrate = %v, %v; want nothing applied", applied, err)
	}
	if err := db2.R.GetContext(ctx, &logs, `SELECT count(*) FROM log`); err != nil || logs != 1 {
		t.Fatalf("log rows after second start = %d, %v; want 1", logs, err)
	}
}

func TestMigrateRefusesEditedMigration(t *testing.T) {
	ctx := context.Background()
	db := openFile(t, filepath.Join(t.TempDir(), "m.db"))
	if _, err := db.Migrate(ctx, load(t, testMigrations)); err != nil {
		t.Fatalf("Migrate = %v", err)
	}
	edited := fstest.MapFS{
		"0001_first.sql":  testMigrations["0001_first.sql"],
		"0002_second.sql": {Data: []byte("CREATE TABLE b (id INTEGER PRIMARY KEY, extra TEXT);\n")},
		"0003_third.sql":  {Data: []byte("CREATE TABLE c (id INTEGER PRIMARY KEY);\n")},
	}
	applied, err := db.Migrate(ctx, load(t, edited))
	if !errors.Is(err, store.ErrMigrationEdited) {
		t.Fatalf("Migrate(edited) = %v, want ErrMigrationEdited", err)
	}
	if len(applied) != 0 {
		t.Fatalf("Migrate(edited) applied %v, want nothing", applied)
	}
	var n int
	if err := db.R.GetContext(ctx, &n, `SELECT count(*) FROM sqlite_master WHERE name = 'c'`); err != nil || n != 0 {
		t.Fatalf("table c exists = %d, %v; a refused start must change nothing", n, err)
	}
}

func TestMigrateRefusesUnknownAppliedMigration(t *testing.T) {
	ctx := context.Background()
	db := openFile(t, filepath.Join(t.TempDir(), "m.db"))
	if _, err := db.Migrate(ctx, load(t, testMigrations)); err != nil {
		t.Fatalf("Migrate = %v", err)
	}
	older := fstest.MapFS{"0001_first.sql": testMigrations["0001_first.sql"]}
	if _, err := db.Migrate(ctx, load(t, older)); !errors.Is(err, store.ErrUnknownMigration) {
		t.Fatalf("Migrate(older binary) = %v, want ErrUnknownMigration", err)
	}
}

func TestMigrateRollsBackAFailedMigration(t *testing.T) {
	ctx := context.Background()
	db := openFile(t, filepath.Join(t.TempDir(), "m.db"))
	broken := fstest.MapFS{
		"0001_ok.sql":     {Data: []byte("CREATE TABLE ok (id INTEGER PRIMARY KEY);\n")},
		"0002_broken.sql": {Data: []byte("CREATE TABLE half (id INTEGER PRIMARY KEY);\nINSERT INTO missing_table VALUES (1);\n")},
	}
	applied, err := db.Migrate(ctx, load(t, broken))
	if err == nil {
		t.Fatal("Migrate(broken) = nil error, want failure")
	}
	if len(applied) != 1 || applied[0] != "0001_ok.sql" {
		t.Fatalf("applied = %v, want only 0001_ok.sql", applied)
	}
	var n int
	if err := db.R.GetContext(ctx, &n, `SELECT count(*) FROM sqlite_master WHERE name = 'half'`); err != nil || n != 0 {
		t.Fatalf("table half exists = %d, %v; the failed migration must leave nothing", n, err)
	}
}

func TestMigrateConcurrentStartsConverge(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "m.db")
	ms, err := store.LoadMigrations(queueproof.Migrations())
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i := range errs {
		db := openFile(t, path)
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = db.Migrate(ctx, ms)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("process %d: Migrate = %v", i, err)
		}
	}
	db := openFile(t, path)
	var n int
	if err := db.R.GetContext(ctx, &n, `SELECT count(*) FROM schema_migrations`); err != nil || n != len(ms) {
		t.Fatalf("schema_migrations rows = %d, %v; want %d", n, err, len(ms))
	}
}

func TestLoadMigrationsRejectsBadNames(t *testing.T) {
	for name, fsys := range map[string]fstest.MapFS{
		"no number":         {"first.sql": {Data: []byte("SELECT 1;")}},
		"duplicate version": {"0001_a.sql": {Data: []byte("SELECT 1;")}, "0001_b.sql": {Data: []byte("SELECT 1;")}},
	} {
		if _, err := store.LoadMigrations(fsys); err == nil {
			t.Errorf("LoadMigrations(%s) = nil error, want an error", name)
		}
	}
}

func TestProductMigrationsApply(t *testing.T) {
	ctx := context.Background()
	db := openFile(t, filepath.Join(t.TempDir(), "m.db"))
	ms, err := store.LoadMigrations(queueproof.Migrations())
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) == 0 {
		t.Fatal("no product migrations embedded")
	}
	if _, err := db.Migrate(ctx, ms); err != nil {
		t.Fatalf("Migrate(product) = %v", err)
	}
	pending, err := db.MigrationStatus(ctx, ms)
	if err != nil || len(pending) != 0 {
		t.Fatalf("MigrationStatus = %v, %v; want nothing pending", pending, err)
	}
}
