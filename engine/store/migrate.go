package store

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"
	"github.com/tursodatabase/libsql-client-go/sqliteparserutils"
)

// ErrMigrationEdited means a migration that was applied to this database has different content
// now: someone edited a forward-only file after it ran. Start-up refuses such a database.
var ErrMigrationEdited = errors.New("applied migration was edited afterwards")

// ErrUnknownMigration means the database has a migration this binary does not know: it was
// migrated by a newer build.
var ErrUnknownMigration = errors.New("database has a migration this binary does not know")

// Migration is one numbered, forward-only SQL file.
type Migration struct {
	Version  int
	Name     string // file name, e.g. 0001_workspaces.sql
	SQL      string
	Checksum string // hex SHA-256 of the file's bytes
}

// Applied is a migration recorded in the database.
type Applied struct {
	Version   int    `db:"version"`
	Name      string `db:"name"`
	Checksum  string `db:"checksum"`
	AppliedAt string `db:"applied_at"`
}

var migrationName = regexp.MustCompile(`^(\d{4,})_[a-z0-9_]+\.sql$`)

// LoadMigrations reads every *.sql file at the root of fsys, ordered by version. A file whose
// name does not follow NNNN_name.sql, or two files with one version, are errors.
func LoadMigrations(fsys fs.FS) ([]Migration, error) {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, fmt.Errorf("read migrations: %w", err)
	}
	var out []Migration
	seen := map[int]string{}
	for _, e := range entries {
		if e.IsDir() || path.Ext(e.Name()) != ".sql" {
			continue
		}
		m := migrationName.FindStringSubmatch(e.Name())
		if m == nil {
			return nil, fmt.Errorf("migration %s: name must be NNNN_lower_snake.sql", e.Name())
		}
		v, _ := strconv.Atoi(m[1])
		if prev, dup := seen[v]; dup {
			return nil, fmt.Errorf("migrations %s and %s share version %d", prev, e.Name(), v)
		}
		seen[v] = e.Name()
		b, err := fs.ReadFile(fsys, e.Name())
		if err != nil {
			return nil, fmt.Errorf("read migration %s: %w", e.Name(), err)
		}
		sum := sha256.Sum256(b)
		out = append(out, Migration{Version: v, Name: e.Name(), SQL: string(b), Checksum: hex.EncodeToString(sum[:])})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Version < out[j].Version })
	return out, nil
}

const createMigrationsTable = `CREATE TABLE IF NOT EXISTS schema_migrations (
	version    INTEGER PRIMARY KEY,
	name       TEXT NOT NULL,
	checksum   TEXT NOT NULL,
	applied_at TEXT NOT NULL
)`

// takeWriteLock is a write that changes nothing; as the first statement of a transaction it
// makes SQLite take the write lock, waiting under the busy timeout if another writer has it.
const takeWriteLock = `UPDATE schema_migrations SET version = version WHERE 0`

// MigrationStatus compares the database with the migrations: it returns those still pending,
// or an error when an applied migration was edited or is unknown to this binary.
func (db *DB) MigrationStatus(ctx context.Context, ms []Migration) (pending []Migration, err error) {
	var applied []Applied
	err = db.R.SelectContext(ctx, &applied, `SELECT version, name, checksum, applied_at FROM schema_migrations ORDER BY version`)
	if err != nil {
		if isNoSuchTable(err) {
			return ms, nil
		}
		return nil, fmt.Errorf("read applied migrations: %w", err)
	}
	return compare(applied, ms)
}

func compare(applied []Applied, ms []Migration) ([]Migration, error) {
	byVersion := make(map[int]Migration, len(ms))
	for _, m := range ms {
		byVersion[m.Version] = m
	}
	done := make(map[int]bool, len(applied))
	for _, a := range applied {
		m, ok := byVersion[a.Version]
		if !ok {
			return nil, fmt.Errorf("migration %d (%s): %w", a.Version, a.Name, ErrUnknownMigration)
		}
		if m.Checksum != a.Checksum {
			return nil, fmt.Errorf("migration %s: checksum %s, recorded %s at %s: %w", m.Name, short(m.Checksum), short(a.Checksum), a.AppliedAt, ErrMigrationEdited)
		}
		done[a.Version] = true
	}
	var pending []Migration
	for _, m := range ms {
		if !done[m.Version] {
			pending = append(pending, m)
		}
	}
	return pending, nil
}

// Migrate applies every pending migration in order, each in its own transaction together with
// its record in schema_migrations, one statement per call. It first refuses a database whose
// applied migrations were edited. Safe to run from several processes at once, on the file and
// over a libSQL server: each migration's transaction first takes the write lock, then
// re-checks that nobody applied it meanwhile.
func (db *DB) Migrate(ctx context.Context, ms []Migration) (applied []string, err error) {
	if _, err := db.W.ExecContext(ctx, createMigrationsTable); err != nil {
		return nil, fmt.Errorf("create schema_migrations: %w", err)
	}
	pending, err := db.MigrationStatus(ctx, ms)
	if err != nil {
		return nil, err
	}
	for _, m := range pending {
		ran := false
		err := db.Tx(ctx, func(tx *sqlx.Tx) error {
			// Take the write lock before the check. The file path's writer begins IMMEDIATE,
			// but over a libSQL server the client sends a plain (deferred) BEGIN: reading
			// first would pin a snapshot that another process's commit makes stale, and the
			// first write would then fail with SQLITE_BUSY instead of waiting its turn. An
			// UPDATE that matches no row takes the lock (and waits for it) on both paths.
			if _, err := tx.ExecContext(ctx, takeWriteLock); err != nil {
				return fmt.Errorf("lock for migration %s: %w", m.Name, err)
			}
			var n int
			if err := tx.GetContext(ctx, &n, `SELECT count(*) FROM schema_migrations WHERE version = ?`, m.Version); err != nil {
				return fmt.Errorf("check migration %s: %w", m.Name, err)
			}
			if n > 0 {
				return nil // another process applied it first
			}
			for i, stmt := range Statements(m.SQL) {
				if _, err := tx.ExecContext(ctx, stmt); err != nil {
					return fmt.Errorf("migration %s, statement %d: %w", m.Name, i+1, err)
				}
			}
			_, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)`,
				m.Version, m.Name, m.Checksum, time.Now().UTC().Format(time.RFC3339Nano))
			if err != nil {
				return fmt.Errorf("record migration %s: %w", m.Name, err)
			}
			ran = true
			return nil
		})
		if err != nil {
			return applied, err
		}
		if ran {
			applied = append(applied, m.Name)
		}
	}
	// Another process may have applied an edited file between our check and our run.
	if _, err := db.MigrationStatus(ctx, ms); err != nil {
		return applied, err
	}
	return applied, nil
}

// Statements splits a migration into single statements with the libSQL client's own SQL
// tokenizer (which keeps CREATE TRIGGER ... BEGIN ... END whole), dropping empty ones.
func Statements(sqlText string) []string {
	parts, _ := sqliteparserutils.SplitStatement(sqlText)
	out := parts[:0]
	for _, p := range parts {
		if strings.TrimSpace(stripComments(p)) != "" {
			out = append(out, strings.TrimSpace(p))
		}
	}
	return out
}

func stripComments(s string) string {
	var b strings.Builder
	for _, line := range strings.Split(s, "\n") {
		if i := strings.Index(line, "--"); i >= 0 {
			line = line[:i]
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return b.String()
}

func isNoSuchTable(err error) bool {
	return err != nil && strings.Contains(err.Error(), "no such table")
}

func short(sum string) string {
	if len(sum) > 12 {
		return sum[:12]
	}
	return sum
}
