// Package mcptoken manages the bearer tokens an owner issues to AI agents for MCP and its REST
// mirror: shown once, stored as a SHA-256 hash, with scopes, expiry, revocation, audience and
// an egress class.
package mcptoken

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
	"slices"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/store"
)

// Prefix starts every token, so a leaked one is recognisable (and never mistaken for a JWT).
const Prefix = "qpm_"

// Scopes.
const (
	ScopeRead    = "read"
	ScopePropose = "propose"
)

// Token is a stored token (never the secret itself).
type Token struct {
	ID          string `db:"id"`
	WorkspaceID string `db:"workspace_id"`
	Name        string `db:"name"`
	ScopesJSON  string `db:"scopes"`
	Audience    string `db:"audience"`
	Egress      string `db:"egress"`
	ExpiresAt   string `db:"expires_at"`
	RevokedAt   string `db:"revoked_at"`
	LastUsedAt  string `db:"last_used_at"`
	CreatedBy   string `db:"created_by"`
	CreatedAt   string `db:"created_at"`
}

// Scopes decodes the token's scopes.
func (t Token) Scopes() []string {
	var s []string
	_ = json.Unmarshal([]byte(t.ScopesJSON), &s)
	return s
}

// Store reads and writes tokens.
type Store struct {
	db  *store.DB
	now func() time.Time
}

// New returns a Store.
func New(db *store.DB, now func() time.Time) *Store { return &Store{db: db, now: now} }

// Hash is how a token is stored and looked up.
func Hash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// CreateInput describes a new token.
type CreateInput struct {
	Name      string
	Scopes    []string
	ExpiresAt time.Time // zero: never
	Egress    string    // internal | customer
	Audience  string    // the canonical MCP resource URL
}

const columns = `id, workspace_id, name, scopes, audience, egress, expires_at, revoked_at, last_used_at, created_by, created_at`

// Create stores a token for the workspace and returns it with the secret, shown this once.
func (s *Store) Create(ctx context.Context, workspaceID, who string, in CreateInput) (Token, string, error) {
	in.Name = strings.TrimSpace(in.Name)
	if in.Name == "" || len(in.Name) > 100 {
		return Token{}, "", errs.E(errs.Invalid, "name must be 1 to 100 characters")
	}
	scopes := []string{}
	for _, sc := range in.Scopes {
		sc = strings.ToLower(sc)
		if sc != ScopeRead && sc != ScopePropose {
			return Token{}, "", errs.E(errs.Invalid, "unknown scope %q (READ or PROPOSE)", sc)
		}
		if !slices.Contains(scopes, sc) {
			scopes = append(scopes, sc)
		}
	}
	if len(scopes) == 0 {
		return Token{}, "", errs.E(errs.Invalid, "give at least one scope")
	}
	slices.Sort(scopes)
	if in.Egress != "internal" && in.Egress != "customer" {
		return Token{}, "", errs.E(errs.Invalid, "egress must be INTERNAL or CUSTOMER")
	}
	if in.Egress == "customer" && slices.Contains(scopes, ScopePropose) {
		return Token{}, "", errs.E(errs.Invalid, "a customer-egress token cannot propose actions")
	}
	now := s.now().UTC()
	expires := ""
	if !in.ExpiresAt.IsZero() {
		if !in.ExpiresAt.After(now) {
			return Token{}, "", errs.E(errs.Invalid, "expiresAt must be in the future")
		}
		expires = in.ExpiresAt.UTC().Format(time.RFC3339Nano)
	}
	var raw [32]byte
	if _, err := rand.Read(raw[:]); err != nil {
		return Token{}, "", fmt.Errorf("random token: %w", err)
	}
	secret := Prefix + base64.RawURLEncoding.EncodeToString(raw[:])
	var idb [10]byte
	_, _ = rand.Read(idb[:])
	scopesJSON, _ := json.Marshal(scopes)
	t := Token{ID: "mt_" + hex.EncodeToString(idb[:]), WorkspaceID: workspaceID, Name: in.Name, ScopesJSON: string(scopesJSON),
		Audience: in.Audience, Egress: in.Egress, ExpiresAt: expires, CreatedBy: who, CreatedAt: now.Format(time.RFC3339Nano)}
	_, err := s.db.W.ExecContext(ctx, `INSERT INTO mcp_tokens (id, workspace_id, name, token_hash, scopes, audience, egress, expires_at, created_by, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, t.ID, workspaceID, t.Name, Hash(secret), t.ScopesJSON, t.Audience, t.Egress, t.ExpiresAt, who, t.CreatedAt)
	if err != nil {
		return Token{}, "", fmt.Errorf("insert token: %w", err)
	}
	return t, secret, nil
}

// List returns the workspace's tokens, newest first.
func (s *Store) List(ctx context.Context, workspaceID string) ([]Token, error) {
	var ts []Token
	if err := s.db.R.SelectContext(ctx, &ts, `SELECT `+columns+` FROM mcp_tokens WHERE workspace_id = ? ORDER BY created_at DESC, id`, workspaceID); err != nil {
		return nil, fmt.Errorf("list tokens: %w", err)
	}
	return ts, nil
}

// Revoke ends a token of the workspace at once.
func (s *Store) Revoke(ctx context.Context, workspaceID, id string) (Token, error) {
	res, err := s.db.W.ExecContext(ctx, `UPDATE mcp_tokens SET revoked_at = ? WHERE id = ? AND workspace_id = ? AND revoked_at = ''`,
		s.now().UTC().Format(time.RFC3339Nano), id, workspaceID)
	if err != nil {
		return Token{}, fmt.Errorf("revoke token: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return Token{}, errs.E(errs.NotFound, "token not found or already revoked")
	}
	var t Token
	err = s.db.R.GetContext(ctx, &t, `SELECT `+columns+` FROM mcp_tokens WHERE id = ?`, id)
	return t, err
}

// Lookup checks a presented token: known, not revoked, not expired, and issued for audience.
// Every failure is the same UNAUTHENTICATED (the caller learns nothing about which check).
func (s *Store) Lookup(ctx context.Context, secret, audience string) (Token, error) {
	invalid := errs.E(errs.Unauthenticated, "invalid or expired token")
	if !strings.HasPrefix(secret, Prefix) || len(secret) > 200 {
		return Token{}, invalid
	}
	var t Token
	err := s.db.R.GetContext(ctx, &t, `SELECT `+columns+` FROM mcp_tokens WHERE token_hash = ?`, Hash(secret))
	if errors.Is(err, sql.ErrNoRows) {
		return Token{}, invalid
	}
	if err != nil {
		return Token{}, fmt.Errorf("read token: %w", err)
	}
	if t.RevokedAt != "" || t.Audience != audience {
		return Token{}, invalid
	}
	if t.ExpiresAt != "" {
		exp, err := time.Parse(time.RFC3339Nano, t.ExpiresAt)
		if err != nil || !s.now().Before(exp) {
			return Token{}, invalid
		}
	}
	return t, nil
}
