// Package provision holds offline operator actions on the tenant boundary. It is imported by
// the command line only, never by request handling: no request can create or elevate a
// membership through it (a test in server checks the import graph).
package provision

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/store"
)

// Result reports what Public did.
type Result struct {
	WorkspaceID   string
	WorkspaceName string
	Personal      bool // the workspace is some subject's personal workspace
	Created       bool // false when the membership already existed
}

// Public grants the fixed public-access principal its non-owner membership in the existing
// workspace id, in one transaction: the workspace must exist, and an existing membership of
// that principal with another role is a conflict, never changed.
func Public(ctx context.Context, db *store.DB, workspaceID string, now time.Time) (Result, error) {
	if workspaceID == "" {
		return Result{}, errs.E(errs.Invalid, "--workspace is required")
	}
	r := Result{WorkspaceID: workspaceID}
	err := db.Tx(ctx, func(tx *sqlx.Tx) error {
		var ws struct {
			Name     string         `db:"name"`
			Personal sql.NullString `db:"personal_subject"`
		}
		err := tx.GetContext(ctx, &ws, `SELECT name, personal_subject FROM workspaces WHERE id = ?`, workspaceID)
		if errors.Is(err, sql.ErrNoRows) {
			return errs.E(errs.NotFound, "workspace %q does not exist", workspaceID)
		}
		if err != nil {
			return fmt.Errorf("read workspace: %w", err)
		}
		r.WorkspaceName, r.Personal = ws.Name, ws.Personal.Valid
		var role actor.Role
		err = tx.GetContext(ctx, &role, `SELECT role FROM memberships WHERE workspace_id = ? AND principal = ?`, workspaceID, actor.PublicPrincipal)
		switch {
		case err == nil && role == actor.PublicAccess:
			return nil
		case err == nil:
			return errs.E(errs.Conflict, "%s already has role %q in workspace %q; refusing to change it", actor.PublicPrincipal, role, workspaceID)
		case !errors.Is(err, sql.ErrNoRows):
			return fmt.Errorf("read membership: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO memberships (workspace_id, principal, role, created_at) VALUES (?, ?, ?, ?)`,
			workspaceID, actor.PublicPrincipal, actor.PublicAccess, now.UTC().Format(time.RFC3339Nano)); err != nil {
			return fmt.Errorf("insert public-access membership: %w", err)
		}
		r.Created = true
		return nil
	})
	if err != nil {
		return Result{}, err
	}
	return r, nil
}
