// Package widget manages widget keys: the credential class of the customer-facing widget
// route. A key is shown once, stored as a SHA-256 hash, bound to one workspace and to the
// browser origins an owner allowed.
package widget

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/store"
)

const keyPrefix = "qpw_"

// Key is a stored widget key (never the key itself).
type Key struct {
	ID             string `db:"id"`
	WorkspaceID    string `db:"workspace_id"`
	AllowedOrigins []string
	OriginsJSON    string `db:"allowed_origins"`
	CreatedBy      string `db:"created_by"`
	CreatedAt      string `db:"created_at"`
	RevokedAt      string `db:"revoked_at"`
}

// Store reads and writes widget keys.
type Store struct{ db *store.DB }

// New returns a Store over db.
func New(db *store.DB) *Store { return &Store{db: db} }

func hash(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// NormalizeOrigins validates origins: https origins (scheme and host, an optional port, no
// path), or http only for localhost and 127.0.0.1 during development. At least one, at most 20.
func NormalizeOrigins(in []string) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	for _, o := range in {
		o = strings.TrimSuffix(strings.TrimSpace(o), "/")
		u, err := url.Parse(o)
		if err != nil || u.Host == "" || u.Path != "" || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
			return nil, errs.E(errs.Invalid, "%q is not an origin like https://www.example.com", o)
		}
		local := u.Hostname() == "localhost" || u.Hostname() == "127.0.0.1"
		if u.Scheme != "https" && !(u.Scheme == "http" && local) {
			return nil, errs.E(errs.Invalid, "origin %q must use https (http only for localhost)", o)
		}
		o = strings.ToLower(u.Scheme + "://" + u.Host)
		if !seen[o] {
			seen[o] = true
			out = append(out, o)
		}
	}
	if len(out) == 0 || len(out) > 20 {
		return nil, errs.E(errs.Invalid, "give between 1 and 20 allowed origins")
	}
	return out, nil
}

// Create makes a key for the workspace and returns it with the key, shown this once.
func (s *Store) Create(ctx context.Context, workspaceID, who string, origins []string) (Key, string, error) {
	origins, err := NormalizeOrigins(origins)
	if err != nil {
		return Key{}, "", err
	}
	var raw [32]byte
	if _, err := rand.Read(raw[:]); err != nil {
		return Key{}, "", fmt.Errorf("random key: %w", err)
	}
	key := keyPrefix + base64.RawURLEncoding.EncodeToString(raw[:])
	var idb [10]byte
	_, _ = rand.Read(idb[:])
	k := Key{ID: "wk_" + hex.EncodeToString(idb[:]), WorkspaceID: workspaceID, AllowedOrigins: origins,
		CreatedBy: who, CreatedAt: time.Now().UTC().Format(time.RFC3339Nano)}
	js, _ := json.Marshal(origins)
	k.OriginsJSON = string(js)
	if _, err := s.db.W.ExecContext(ctx, `INSERT INTO widget_keys (id, workspace_id, key_hash, allowed_origins, created_by, created_at)
		VALUES (?, ?, ?, ?, ?, ?)`, k.ID, workspaceID, hash(key), k.OriginsJSON, who, k.CreatedAt); err != nil {
		return Key{}, "", fmt.Errorf("insert widget key: %w", err)
	}
	return k, key, nil
}

const columns = `id, workspace_id, allowed_origins, created_by, created_at, revoked_at`

func (k *Key) decode() { _ = json.Unmarshal([]byte(k.OriginsJSON), &k.AllowedOrigins) }

// List returns the workspace's keys, newest first.
func (s *Store) List(ctx context.Context, workspaceID string) ([]Key, error) {
	var ks []Key
	if err := s.db.R.SelectContext(ctx, &ks, `SELECT `+columns+` FROM widget_keys WHERE workspace_id = ? ORDER BY created_at DESC, id`, workspaceID); err != nil {
		return nil, fmt.Errorf("list widget keys: %w", err)
	}
	for i := range ks {
		ks[i].decode()
	}
	return ks, nil
}

// Revoke ends a key of the workspace; using it afterwards is UNAUTHENTICATED.
func (s *Store) Revoke(ctx context.Context, workspaceID, id string) error {
	res, err := s.db.W.ExecContext(ctx, `UPDATE widget_keys SET revoked_at = ? WHERE id = ? AND workspace_id = ? AND revoked_at = ''`,
		time.Now().UTC().Format(time.RFC3339Nano), id, workspaceID)
	if err != nil {
		return fmt.Errorf("revoke widget key: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return errs.E(errs.NotFound, "widget key not found or already revoked")
	}
	return nil
}

// Lookup resolves a presented key. A malformed, unknown or revoked key is UNAUTHENTICATED.
func (s *Store) Lookup(ctx context.Context, key string) (Key, error) {
	if !strings.HasPrefix(key, keyPrefix) || len(key) > 100 {
		return Key{}, errs.E(errs.Unauthenticated, "invalid widget key")
	}
	var k Key
	err := s.db.R.GetContext(ctx, &k, `SELECT `+columns+` FROM widget_keys WHERE key_hash = ?`, hash(key))
	if errors.Is(err, sql.ErrNoRows) || (err == nil && k.RevokedAt != "") {
		return Key{}, errs.E(errs.Unauthenticated, "invalid widget key")
	}
	if err != nil {
		return Key{}, fmt.Errorf("read widget key: %w", err)
	}
	k.decode()
	return k, nil
}

// AnyAllows reports whether some live key allows origin (for CORS preflights, which carry no
// credential).
func (s *Store) AnyAllows(ctx context.Context, origin string) (bool, error) {
	js, _ := json.Marshal(strings.ToLower(origin))
	var n int
	err := s.db.R.GetContext(ctx, &n, `SELECT count(*) FROM widget_keys WHERE revoked_at = '' AND instr(allowed_origins, ?) > 0`, string(js))
	if err != nil {
		return false, fmt.Errorf("check widget origins: %w", err)
	}
	return n > 0, nil
}

// Allows reports whether k allows origin.
func (k Key) Allows(origin string) bool {
	origin = strings.ToLower(strings.TrimSuffix(origin, "/"))
	for _, o := range k.AllowedOrigins {
		if o == origin {
			return true
		}
	}
	return false
}
