package store_test

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"net"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/engine/store/hranatest"
)

// The tests in this file open http://127.0.0.1:PORT through store.Open, so every statement
// goes through the libSQL client's HTTP driver and the Hrana wire format to a loopback
// server (hranatest) that executes it on real SQLite. They prove the remote path of the
// store, not sqld itself.

func openRemote(t *testing.T, srv *hranatest.Server, token string) *store.DB {
	t.Helper()
	db, err := store.Open(context.Background(), srv.URL, store.Options{AuthToken: token})
	if err != nil {
		t.Fatalf("Open(%s) = %v", srv.URL, err)
	}
	t.Cleanup(func() { _ = db.Close() })
	if !db.Remote {
		t.Fatalf("Open(%s) did not take the remote path", srv.URL)
	}
	return db
}

func productMigrations(t *testing.T) []store.Migration {
	t.Helper()
	ms, err := store.LoadMigrations(queueproof.Migrations())
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) == 0 {
		t.Fatal("no product migrations embedded")
	}
	return ms
}

func TestRemoteProductMigrationsApplyOnceAndRefuseEdits(t *testing.T) {
	ctx := context.Background()
	srv := hranatest.NewServer(t, hranatest.Options{})
	ms := productMigrations(t)

	db := openRemote(t, srv, "")
	applied, err := db.Migrate(ctx, ms)
	if err != nil {
		t.Fatalf("Migrate over the remote path = %v", err)
	}
	if len(applied) != len(ms) {
		t.Fatalf("applied %v, want all %d product migrations", applied, len(ms))
	}
	// The server's own SQLite has every table and index the migrations create.
	for _, name := range []string{"workspaces", "memberships", "memberships_principal", "sources", "sources_workspace_order"} {
		var n int
		if err := srv.DB().QueryRow(`SELECT count(*) FROM sqlite_master WHERE name = ?`, name).Scan(&n); err != nil || n != 1 {
			t.Errorf("%s on the server = %d, %v; want it created", name, n, err)
		}
	}
	if pending, err := db.MigrationStatus(ctx, ms); err != nil || len(pending) != 0 {
		t.Fatalf("MigrationStatus = %v, %v; want nothing pending", pending, err)
	}
	_ = db.Close()

	// A second start (a new client, new streams) applies nothing.
	db2 := openRemote(t, srv, "")
	applied, err = db2.Migrate(ctx, ms)
	if err != nil || len(applied) != 0 {
		t.Fatalf("second Migrate = %v, %v; want nothing applied", applied, err)
	}
	var rows int
	if err := db2.R.GetContext(ctx, &rows, `SELECT count(*) FROM schema_migrations`); err != nil || rows != len(ms) {
		t.Fatalf("schema_migrations rows = %d, %v; want %d", rows, err, len(ms))
	}

	// An edited migration is refused and nothing new runs.
	edited := fstest.MapFS{"9999_extra.sql": {Data: []byte("CREATE TABLE extra (id INTEGER PRIMARY KEY);\n")}}
	for _, m := range ms {
		data := []byte(m.SQL)
		if m.Version == ms[len(ms)-1].Version {
			data = append(data, []byte("\n-- edited after it ran\n")...)
		}
		edited[m.Name] = &fstest.MapFile{Data: data}
	}
	applied, err = db2.Migrate(ctx, load(t, edited))
	if !errors.Is(err, store.ErrMigrationEdited) || len(applied) != 0 {
		t.Fatalf("Migrate(edited) = %v, %v; want ErrMigrationEdited and nothing applied", applied, err)
	}
	var extra int
	if err := db2.R.GetContext(ctx, &extra, `SELECT count(*) FROM sqlite_master WHERE name = 'extra'`); err != nil || extra != 0 {
		t.Fatalf("table extra exists = %d, %v; a refused start must change nothing", extra, err)
	}

	// A database migrated by a newer binary is refused too.
	if _, err := db2.Migrate(ctx, ms[:len(ms)-1]); !errors.Is(err, store.ErrUnknownMigration) {
		t.Fatalf("Migrate(older binary) = %v, want ErrUnknownMigration", err)
	}
}

func TestRemoteMigrateRunsEveryStatementOfATrigger(t *testing.T) {
	ctx := context.Background()
	srv := hranatest.NewServer(t, hranatest.Options{})
	db := openRemote(t, srv, "")
	if applied, err := db.Migrate(ctx, load(t, testMigrations)); err != nil || len(applied) != 2 {
		t.Fatalf("Migrate = %v, %v; want both migrations", applied, err)
	}
	var logs, n, b int
	if err := db.R.GetContext(ctx, &logs, `SELECT count(*) FROM log`); err != nil || logs != 1 {
		t.Fatalf("log rows = %d, %v; want 1 (the trigger was created whole and ran once)", logs, err)
	}
	if err := db.R.GetContext(ctx, &n, `SELECT n FROM a WHERE id = 1`); err != nil || n != 1 {
		t.Fatalf("a.n = %d, %v; want 1", n, err)
	}
	if err := db.R.GetContext(ctx, &b, `SELECT id FROM b`); err != nil || b != 7 {
		t.Fatalf("b.id = %d, %v; want 7", b, err)
	}
}

func TestRemoteFailedMigrationLeavesNothing(t *testing.T) {
	ctx := context.Background()
	srv := hranatest.NewServer(t, hranatest.Options{})
	db := openRemote(t, srv, "")
	broken := fstest.MapFS{
		"0001_ok.sql":     {Data: []byte("CREATE TABLE ok (id INTEGER PRIMARY KEY);\n")},
		"0002_broken.sql": {Data: []byte("CREATE TABLE half (id INTEGER PRIMARY KEY);\nINSERT INTO missing_table VALUES (1);\n")},
	}
	applied, err := db.Migrate(ctx, load(t, broken))
	if err == nil || !strings.Contains(err.Error(), "no such table") {
		t.Fatalf("Migrate(broken) = %v, want the server's no-such-table error", err)
	}
	if len(applied) != 1 || applied[0] != "0001_ok.sql" {
		t.Fatalf("applied = %v, want only 0001_ok.sql", applied)
	}
	var n int
	if err := srv.DB().QueryRow(`SELECT count(*) FROM sqlite_master WHERE name = 'half'`).Scan(&n); err != nil || n != 0 {
		t.Fatalf("table half exists on the server = %d, %v; the failed migration must leave nothing", n, err)
	}
}

func TestRemoteConcurrentStartsConverge(t *testing.T) {
	ctx := context.Background()
	srv := hranatest.NewServer(t, hranatest.Options{})
	ms := productMigrations(t)
	dbs := make([]*store.DB, 4)
	for i := range dbs {
		dbs[i] = openRemote(t, srv, "")
	}
	var wg sync.WaitGroup
	errs := make([]error, len(dbs))
	for i, db := range dbs {
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
	var n int
	if err := srv.DB().QueryRow(`SELECT count(*) FROM schema_migrations`).Scan(&n); err != nil || n != len(ms) {
		t.Fatalf("schema_migrations rows = %d, %v; want %d", n, err, len(ms))
	}
}

func TestRemoteTxRollbackLeavesNothing(t *testing.T) {
	ctx := context.Background()
	srv := hranatest.NewServer(t, hranatest.Options{})
	db := openRemote(t, srv, "")
	if _, err := db.W.ExecContext(ctx, `CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	err := db.Tx(ctx, func(tx *sqlx.Tx) error {
		for i := 1; i <= 3; i++ {
			if _, err := tx.ExecContext(ctx, `INSERT INTO t (id, v) VALUES (?, 'x')`, i); err != nil {
				return err
			}
		}
		// Inside the transaction its own writes are visible: the statements share a stream.
		var n int
		if err := tx.GetContext(ctx, &n, `SELECT count(*) FROM t`); err != nil || n != 3 {
			t.Errorf("rows inside the transaction = %d, %v; want 3", n, err)
		}
		// Outside it they are not.
		var outside int
		if err := srv.DB().QueryRow(`SELECT count(*) FROM t`).Scan(&outside); err != nil || outside != 0 {
			t.Errorf("rows seen outside the open transaction = %d, %v; want 0", outside, err)
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Tx = %v, want fn's error", err)
	}
	var n int
	if err := db.R.GetContext(ctx, &n, `SELECT count(*) FROM t`); err != nil || n != 0 {
		t.Fatalf("rows after rollback = %d, %v; want 0", n, err)
	}

	// A statement error inside the transaction is a Go error, and rolling back undoes the
	// statements before it.
	err = db.Tx(ctx, func(tx *sqlx.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO t (id, v) VALUES (10, 'kept?')`); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO t (id, v) VALUES (10, 'duplicate')`)
		return err
	})
	if err == nil || !strings.Contains(err.Error(), "UNIQUE constraint failed") {
		t.Fatalf("Tx with a duplicate key = %v, want the UNIQUE constraint error", err)
	}
	if err := db.R.GetContext(ctx, &n, `SELECT count(*) FROM t`); err != nil || n != 0 {
		t.Fatalf("rows after a failed transaction = %d, %v; want 0", n, err)
	}

	// And a committed transaction stays.
	if err := db.Tx(ctx, func(tx *sqlx.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO t (id, v) VALUES (20, 'kept')`)
		return err
	}); err != nil {
		t.Fatalf("Tx = %v", err)
	}
	if err := db.R.GetContext(ctx, &n, `SELECT count(*) FROM t`); err != nil || n != 1 {
		t.Fatalf("rows after commit = %d, %v; want 1", n, err)
	}
}

func TestRemoteTypesRoundTrip(t *testing.T) {
	ctx := context.Background()
	srv := hranatest.NewServer(t, hranatest.Options{})
	db := openRemote(t, srv, "")
	if _, err := db.W.ExecContext(ctx, `CREATE TABLE kinds (
		id INTEGER PRIMARY KEY, at TEXT NOT NULL, big INTEGER NOT NULL, neg INTEGER NOT NULL,
		ratio REAL NOT NULL, note TEXT, data BLOB, flag INTEGER NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 5, 28, 6, 47, 33, 123456789, time.UTC).Format(time.RFC3339Nano)
	blob := make([]byte, 256)
	for i := range blob {
		blob[i] = byte(i)
	}
	const big = int64(1<<62 + 1) // beyond float64 precision: integers travel as strings
	res, err := db.W.ExecContext(ctx, `INSERT INTO kinds (at, big, neg, ratio, note, data, flag) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		at, big, int64(-42), 0.1, nil, blob, true)
	if err != nil {
		t.Fatalf("insert = %v", err)
	}
	if id, err := res.LastInsertId(); err != nil || id != 1 {
		t.Errorf("LastInsertId = %d, %v; want 1", id, err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		t.Errorf("RowsAffected = %d, %v; want 1", n, err)
	}

	type row struct {
		At    string         `db:"at"`
		Big   int64          `db:"big"`
		Neg   int64          `db:"neg"`
		Ratio float64        `db:"ratio"`
		Note  sql.NullString `db:"note"`
		Data  []byte         `db:"data"`
		Flag  bool           `db:"flag"`
	}
	var got row
	if err := db.R.GetContext(ctx, &got, `SELECT at, big, neg, ratio, note, data, flag FROM kinds WHERE id = ?`, 1); err != nil {
		t.Fatalf("select = %v", err)
	}
	if got.At != at || got.Big != big || got.Neg != -42 || got.Ratio != 0.1 || got.Note.Valid || !bytes.Equal(got.Data, blob) || !got.Flag {
		t.Fatalf("round trip = %+v, want at=%s big=%d neg=-42 ratio=0.1 note=NULL data=0..255 flag=true", got, at, big)
	}
	// The text timestamp is stored as text, byte for byte, and sorts as text.
	var typ string
	if err := db.R.GetContext(ctx, &typ, `SELECT typeof(at) || ',' || typeof(big) || ',' || typeof(ratio) || ',' || typeof(note) || ',' || typeof(data) FROM kinds`); err != nil || typ != "text,integer,real,null,blob" {
		t.Fatalf("stored types = %q, %v; want text,integer,real,null,blob", typ, err)
	}

	// Named arguments reach the server too.
	var note sql.NullString
	if _, err := db.W.ExecContext(ctx, `UPDATE kinds SET note = :note WHERE id = :id`, sql.Named("note", "named"), sql.Named("id", 1)); err != nil {
		t.Fatalf("update with named args = %v", err)
	}
	if err := db.R.GetContext(ctx, &note, `SELECT note FROM kinds WHERE id = 1`); err != nil || note.String != "named" {
		t.Fatalf("note = %v, %v; want named", note, err)
	}
}

func TestRemoteWrongAuthTokenFailsOpen(t *testing.T) {
	srv := hranatest.NewServer(t, hranatest.Options{AuthToken: "right-token"})
	for _, token := range []string{"", "wrong-token"} {
		db, err := store.Open(context.Background(), srv.URL, store.Options{AuthToken: token})
		if err == nil {
			_ = db.Close()
			t.Fatalf("Open with token %q = nil error, want a refusal", token)
		}
		if !strings.Contains(err.Error(), "unreachable") || !strings.Contains(err.Error(), "401") {
			t.Errorf("Open with token %q = %v, want an 'unreachable ... 401' error", token, err)
		}
		if strings.Contains(err.Error(), "right-token") || (token != "" && strings.Contains(err.Error(), token)) {
			t.Errorf("Open error %q leaks a token", err)
		}
	}
	openRemote(t, srv, "right-token") // and the right token opens
}

func TestRemoteUnreachableServerFailsOpen(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close()
	db, err := store.Open(context.Background(), "http://"+addr, store.Options{})
	if err == nil {
		_ = db.Close()
		t.Fatal("Open of a closed port = nil error, want a failure")
	}
	if !strings.Contains(err.Error(), "unreachable") {
		t.Fatalf("Open of a closed port = %v, want an 'unreachable' error", err)
	}
}
