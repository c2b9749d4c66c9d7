// Package store opens the database and applies migrations. It is the one place that knows how
// the embedded SQLite file and a remote libSQL server differ; everything above it writes the
// same SQL for both.
package store

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"
	"github.com/tursodatabase/libsql-client-go/libsql"
	_ "modernc.org/sqlite" // registers the "sqlite" driver that libsql uses for file: URLs
)

// driverName tells sqlx which placeholder style the SQL uses (SQLite's "?").
const driverName = "sqlite3"

// DB is an open database: a writer and a pool of readers. For the embedded file the writer is a
// single connection (SQLite has one writer; queueing in Go beats SQLITE_BUSY), and readers run
// beside it thanks to WAL. For a remote libSQL server both point at the same pool.
type DB struct {
	W      *sqlx.DB
	R      *sqlx.DB
	Remote bool
	url    string
	path   string // the embedded file (empty for memory and remote databases)
}

// Options tune Open. The zero value is sensible.
type Options struct {
	AuthToken   string        // for libsql:// and https:// URLs
	BusyTimeout time.Duration // embedded file only; default 5 s
	Readers     int           // embedded file only; default 4
}

// Redacted returns the database URL with credentials and query parameters removed, for logs.
func (db *DB) Redacted() string { return redact(db.url) }

// Open opens the database named by rawURL. file: URLs open the embedded SQLite file (its folder
// is created); libsql://, https://, http://, wss:// and ws:// URLs reach a libSQL server. Any
// other form is refused, and an in-memory database only opens when the URL says so explicitly
// (file::memory: or mode=memory).
func Open(ctx context.Context, rawURL string, opt Options) (*DB, error) {
	if opt.BusyTimeout == 0 {
		opt.BusyTimeout = 5 * time.Second
	}
	if opt.Readers <= 0 {
		opt.Readers = 4
	}
	u, err := url.Parse(rawURL)
	if err != nil || rawURL == "" {
		return nil, fmt.Errorf("database URL %q is not a URL (want file:PATH or libsql://HOST)", redact(rawURL))
	}
	switch u.Scheme {
	case "file":
		return openFile(ctx, rawURL, u, opt)
	case "libsql", "https", "http", "wss", "ws":
		return openRemote(ctx, rawURL, opt)
	default:
		return nil, fmt.Errorf("database URL %q has unsupported scheme %q (want file:, libsql://, https://, http://, wss:// or ws://)", redact(rawURL), u.Scheme)
	}
}

func openFile(ctx context.Context, rawURL string, u *url.URL, opt Options) (*DB, error) {
	path := u.Opaque
	if path == "" {
		path = u.Path
	}
	q := u.Query()
	memory := path == ":memory:" || q.Get("mode") == "memory"
	if path == "" {
		return nil, fmt.Errorf("database URL %q names no file", rawURL)
	}
	if !memory {
		if dir := filepath.Dir(path); dir != "." {
			if err := os.MkdirAll(dir, 0o750); err != nil {
				return nil, fmt.Errorf("create database folder: %w", err)
			}
		}
	}
	base := "file:" + path
	pragmas := []string{
		fmt.Sprintf("_pragma=busy_timeout(%d)", opt.BusyTimeout.Milliseconds()),
		"_pragma=foreign_keys(1)",
	}
	if !memory {
		pragmas = append(pragmas, "_pragma=journal_mode(WAL)", "_pragma=synchronous(NORMAL)")
	}
	for k, vs := range q {
		for _, v := range vs {
			pragmas = append(pragmas, url.QueryEscape(k)+"="+url.QueryEscape(v))
		}
	}
	dsn := base + "?" + strings.Join(pragmas, "&")

	// The writer takes its lock at BEGIN (IMMEDIATE), so a transaction never fails half-way on
	// a lock upgrade; busy_timeout queues it behind another process's writer instead.
	w, err := openConnector(dsn+"&_txlock=immediate", "")
	if err != nil {
		return nil, err
	}
	w.SetMaxOpenConns(1)
	w.SetMaxIdleConns(1)
	w.SetConnMaxLifetime(0)
	db := &DB{W: w, R: w, url: rawURL}
	if !memory {
		db.path = path
		r, err := openConnector(dsn+"&_pragma=query_only(1)", "")
		if err != nil {
			_ = w.Close()
			return nil, err
		}
		r.SetMaxOpenConns(opt.Readers)
		r.SetMaxIdleConns(opt.Readers)
		db.R = r
	}
	if err := db.Ping(ctx); err != nil {
		_ = db.Close()
		return nil, err
	}
	return db, nil
}

func openRemote(ctx context.Context, rawURL string, opt Options) (*DB, error) {
	conn, err := openConnector(rawURL, opt.AuthToken)
	if err != nil {
		return nil, err
	}
	conn.SetMaxOpenConns(16)
	db := &DB{W: conn, R: conn, Remote: true, url: rawURL}
	if err := db.Ping(ctx); err != nil {
		_ = db.Close()
		return nil, err
	}
	return db, nil
}

func openConnector(dsn, token string) (*sqlx.DB, error) {
	var opts []libsql.Option
	if token != "" {
		opts = append(opts, libsql.WithAuthToken(token))
	}
	c, err := libsql.NewConnector(dsn, opts...)
	if err != nil {
		return nil, fmt.Errorf("open database %q: %w", redact(dsn), err)
	}
	return sqlx.NewDb(sql.OpenDB(c), driverName), nil
}

// Ping checks that both the writer and the readers answer a query (a remote driver's own
// ping does not reach the server).
func (db *DB) Ping(ctx context.Context) error {
	pools := []*sqlx.DB{db.W}
	if db.R != db.W {
		pools = append(pools, db.R)
	}
	for _, p := range pools {
		var one int
		if err := p.GetContext(ctx, &one, `SELECT 1`); err != nil {
			return fmt.Errorf("database %s unreachable: %w", db.Redacted(), err)
		}
	}
	return nil
}

// Close closes every pool.
func (db *DB) Close() error {
	err := db.W.Close()
	if db.R != db.W {
		if rerr := db.R.Close(); err == nil {
			err = rerr
		}
	}
	return err
}

// Tx runs fn in a write transaction: committed when fn returns nil, rolled back otherwise, so
// nothing is ever half-written. A database that is busy past the busy timeout or unreachable
// gives a typed UNAVAILABLE error (see Classify) instead of a raw driver error.
func (db *DB) Tx(ctx context.Context, fn func(tx *sqlx.Tx) error) error {
	tx, err := db.W.BeginTxx(ctx, nil)
	if err != nil {
		return Classify(fmt.Errorf("begin: %w", err))
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return Classify(err)
	}
	if err := tx.Commit(); err != nil {
		return Classify(fmt.Errorf("commit: %w", err))
	}
	return nil
}

func redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "<unparseable URL>"
	}
	u.User = nil
	u.RawQuery = ""
	return u.String()
}
