// Package workspace provisions and reads workspaces and memberships: the tenant boundary.
package workspace

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/store"
)

// Workspace is a tenant.
type Workspace struct {
	ID        string `db:"id"`
	Name      string `db:"name"`
	CreatedAt string `db:"created_at"`
}

// PersonalID is the deterministic id of a subject's personal workspace.
func PersonalID(subject string) string {
	sum := sha256.Sum256([]byte("queueproof/personal-workspace/v1\x00" + subject))
	return "ws_" + hex.EncodeToString(sum[:10])
}

// Store reads and writes workspaces.
type Store struct{ db *store.DB }

// New returns a Store over db.
func New(db *store.DB) *Store { return &Store{db: db} }

// EnsurePersonal provisions the one personal workspace of subject, owned by it, and returns
// it. It is idempotent and safe under concurrent first logins: the unique personal_subject
// column and the membership primary key decide, not a check-then-insert.
func (s *Store) EnsurePersonal(ctx context.Context, subject, name string) (Workspace, error) {
	if subject == "" {
		return Workspace{}, errs.E(errs.Unauthenticated, "no subject")
	}
	id := PersonalID(subject)
	// The common case, an existing workspace, is one read and takes no write lock.
	if role, err := s.Role(ctx, id, actor.Principal(subject)); err == nil && role == actor.Owner {
		return s.Get(ctx, id)
	}
	now := time.Now().UTC().Format(time.RFC3339Nano)
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO workspaces (id, name, personal_subject, created_at)
			VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`, id, name, subject, now); err != nil {
			return fmt.Errorf("insert personal workspace: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO memberships (workspace_id, principal, role, created_at)
			VALUES (?, ?, 'owner', ?) ON CONFLICT DO NOTHING`, id, actor.Principal(subject), now); err != nil {
			return fmt.Errorf("insert owner membership: %w", err)
		}
		return nil
	})
	if err != nil {
		return Workspace{}, err
	}
	return s.Get(ctx, id)
}

// Get reads one workspace by id.
func (s *Store) Get(ctx context.Context, id string) (Workspace, error) {
	var w Workspace
	err := s.db.R.GetContext(ctx, &w, `SELECT id, name, created_at FROM workspaces WHERE id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return w, errs.E(errs.NotFound, "workspace not found")
	}
	if err != nil {
		return w, fmt.Errorf("read workspace: %w", err)
	}
	return w, nil
}

// Membership is one principal's role in one workspace.
type Membership struct {
	WorkspaceID string     `db:"workspace_id"`
	Role        actor.Role `db:"role"`
}

// MembershipOf returns the single membership of principal. No membership is NotFound; more
// than one is ambiguous and fails closed (Forbidden): the server never guesses a tenant.
func (s *Store) MembershipOf(ctx context.Context, principal string) (Membership, error) {
	var ms []Membership
	if err := s.db.R.SelectContext(ctx, &ms, `SELECT workspace_id, role FROM memberships WHERE principal = ? LIMIT 2`, principal); err != nil {
		return Membership{}, fmt.Errorf("read memberships: %w", err)
	}
	switch len(ms) {
	case 0:
		return Membership{}, errs.E(errs.NotFound, "no workspace membership")
	case 1:
		return ms[0], nil
	default:
		return Membership{}, errs.E(errs.Forbidden, "ambiguous workspace membership")
	}
}

// Role returns principal's role in workspace id, or NotFound.
func (s *Store) Role(ctx context.Context, workspaceID, principal string) (actor.Role, error) {
	var r actor.Role
	err := s.db.R.GetContext(ctx, &r, `SELECT role FROM memberships WHERE workspace_id = ? AND principal = ?`, workspaceID, principal)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errs.E(errs.NotFound, "no membership")
	}
	if err != nil {
		return "", fmt.Errorf("read membership: %w", err)
	}
	return r, nil
}
