// Package session stores server-side OIDC sessions and the logins in flight. Tokens handed to
// browsers are random; only their SHA-256 is stored, so a session can be looked up and
// revoked, and a copy of the database cannot be replayed as a cookie.
package session

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/store"
)

// Store reads and writes sessions and logins.
type Store struct{ db *store.DB }

// New returns a Store over db.
func New(db *store.DB) *Store { return &Store{db: db} }

// NewToken returns 32 random bytes, base64url-encoded.
func NewToken() string {
	var b [32]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails
	return base64.RawURLEncoding.EncodeToString(b[:])
}

func hash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// Session is a verified sign-in.
type Session struct {
	Subject   string  `db:"subject"`
	Email     string  `db:"email"`
	ExpiresAt int64   `db:"expires_at"`
	RevokedAt *string `db:"revoked_at"`
}

// Create stores a new session of subject and returns its token.
func (s *Store) Create(ctx context.Context, subject, email string, now, expires time.Time) (string, error) {
	token := NewToken()
	_, err := s.db.W.ExecContext(ctx, `INSERT INTO sessions (token_hash, subject, email, created_at, expires_at)
		VALUES (?, ?, ?, ?, ?)`, hash(token), subject, email, now.UTC().Format(time.RFC3339Nano), expires.Unix())
	if err != nil {
		return "", fmt.Errorf("create session: %w", err)
	}
	return token, nil
}

// Lookup returns the live session of token. Unknown, expired and revoked sessions are all
// Unauthenticated.
func (s *Store) Lookup(ctx context.Context, token string, now time.Time) (Session, error) {
	var ss Session
	err := s.db.R.GetContext(ctx, &ss, `SELECT subject, email, expires_at, revoked_at FROM sessions WHERE token_hash = ?`, hash(token))
	if errors.Is(err, sql.ErrNoRows) {
		return ss, errs.E(errs.Unauthenticated, "session is invalid or expired; sign in again")
	}
	if err != nil {
		return ss, fmt.Errorf("read session: %w", err)
	}
	if ss.RevokedAt != nil || now.Unix() >= ss.ExpiresAt {
		return Session{}, errs.E(errs.Unauthenticated, "session is invalid or expired; sign in again")
	}
	return ss, nil
}

// Admit looks up the session of a token signed elsewhere (a legacy owner cookie: the server
// did not mint it, so it has no row until it is first shown). The first time a valid token is
// shown it is recorded as a session of subject until expires; from then on it is a session like
// any other: sign-out ends it, and "sign out everywhere" ends it with its subject's others, for
// every copy of the token.
func (s *Store) Admit(ctx context.Context, token, subject string, now, expires time.Time) (Session, error) {
	ss, err := s.Lookup(ctx, token, now)
	if err == nil || !errs.Is(err, errs.Unauthenticated) {
		return ss, err
	}
	if _, err := s.db.W.ExecContext(ctx, `INSERT INTO sessions (token_hash, subject, email, created_at, expires_at)
		VALUES (?, ?, '', ?, ?) ON CONFLICT (token_hash) DO NOTHING`, hash(token), subject, now.UTC().Format(time.RFC3339Nano), expires.Unix()); err != nil {
		return Session{}, fmt.Errorf("admit session: %w", err)
	}
	return s.Lookup(ctx, token, now) // a token already recorded and ended stays ended
}

// End ends the session of a token signed elsewhere (see Admit), recording it first if it was
// never shown, so a copy of it is refused from now on.
func (s *Store) End(ctx context.Context, token, subject string, now, expires time.Time) error {
	at := now.UTC().Format(time.RFC3339Nano)
	_, err := s.db.W.ExecContext(ctx, `INSERT INTO sessions (token_hash, subject, email, created_at, expires_at, revoked_at)
		VALUES (?, ?, '', ?, ?, ?) ON CONFLICT (token_hash) DO UPDATE SET revoked_at = COALESCE(sessions.revoked_at, excluded.revoked_at)`,
		hash(token), subject, at, expires.Unix(), at)
	if err != nil {
		return fmt.Errorf("end session: %w", err)
	}
	return nil
}

// Revoke ends the session of token; an unknown token is not an error.
func (s *Store) Revoke(ctx context.Context, token string, now time.Time) error {
	_, err := s.db.W.ExecContext(ctx, `UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL`,
		now.UTC().Format(time.RFC3339Nano), hash(token))
	if err != nil {
		return fmt.Errorf("revoke session: %w", err)
	}
	return nil
}

// RevokeSubject ends every live session of subject and returns how many it ended.
func (s *Store) RevokeSubject(ctx context.Context, subject string, now time.Time) (int, error) {
	res, err := s.db.W.ExecContext(ctx, `UPDATE sessions SET revoked_at = ? WHERE subject = ? AND revoked_at IS NULL AND expires_at > ?`,
		now.UTC().Format(time.RFC3339Nano), subject, now.Unix())
	if err != nil {
		return 0, fmt.Errorf("revoke sessions: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("revoke sessions: %w", err)
	}
	return int(n), nil
}

// Login is an authorization-code login in flight.
type Login struct {
	Nonce        string `db:"nonce"`
	CodeVerifier string `db:"code_verifier"`
	ReturnTo     string `db:"return_to"`
	ExpiresAt    int64  `db:"expires_at"`
}

// CreateLogin stores l under state, dropping logins that have expired.
func (s *Store) CreateLogin(ctx context.Context, state string, l Login, now time.Time) error {
	return s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM oidc_logins WHERE expires_at <= ?`, now.Unix()); err != nil {
			return fmt.Errorf("expire logins: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO oidc_logins (state_hash, nonce, code_verifier, return_to, expires_at)
			VALUES (?, ?, ?, ?, ?)`, hash(state), l.Nonce, l.CodeVerifier, l.ReturnTo, l.ExpiresAt); err != nil {
			return fmt.Errorf("create login: %w", err)
		}
		return nil
	})
}

// TakeLogin removes and returns the login of state: a callback can use it once. Unknown and
// expired logins are Unauthenticated.
func (s *Store) TakeLogin(ctx context.Context, state string, now time.Time) (Login, error) {
	var l Login
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		return tx.GetContext(ctx, &l, `DELETE FROM oidc_logins WHERE state_hash = ?
			RETURNING nonce, code_verifier, return_to, expires_at`, hash(state))
	})
	if errors.Is(err, sql.ErrNoRows) || (err == nil && now.Unix() >= l.ExpiresAt) {
		return Login{}, errs.E(errs.Unauthenticated, "sign-in attempt is unknown or expired; start again")
	}
	if err != nil {
		return Login{}, fmt.Errorf("take login: %w", err)
	}
	return l, nil
}
