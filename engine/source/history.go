package source

import (
	"context"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/errs"
)

// Change is one entry of a source's state history.
type Change struct {
	ID        string `db:"id"`
	State     State  `db:"state"`
	Reason    string `db:"reason"`
	CreatedAt string `db:"created_at"`
}

// History returns the source's newest state changes first, at most limit of them.
func (s *Store) History(ctx context.Context, workspaceID, id string, limit int) ([]Change, error) {
	var out []Change
	if err := s.db.R.SelectContext(ctx, &out, `SELECT id, state, reason, created_at FROM source_state_changes
		WHERE workspace_id = ? AND source_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`, workspaceID, id, limit); err != nil {
		return nil, fmt.Errorf("read source history: %w", err)
	}
	return out, nil
}

// Rename gives a source of the workspace a new name; a name another source of its kind
// already has is a CONFLICT.
func (s *Store) Rename(ctx context.Context, workspaceID, id, name string) (Source, error) {
	name, err := CheckName(name)
	if err != nil {
		return Source{}, err
	}
	src, err := s.Get(ctx, workspaceID, id)
	if err != nil {
		return src, err
	}
	ts := time.Now().UTC().Format(time.RFC3339Nano)
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		var taken int
		if err := tx.GetContext(ctx, &taken, `SELECT count(*) FROM sources WHERE workspace_id = ? AND kind = ? AND name = ? AND id <> ?`,
			workspaceID, src.Kind, name, id); err != nil {
			return fmt.Errorf("check source name: %w", err)
		}
		if taken > 0 {
			return errs.E(errs.Conflict, "a source named %q already exists", name)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE sources SET name = ?, updated_at = ? WHERE id = ? AND workspace_id = ?`,
			name, ts, id, workspaceID); err != nil {
			return fmt.Errorf("rename source: %w", err)
		}
		return nil
	})
	if err != nil {
		return src, err
	}
	return s.Get(ctx, workspaceID, id)
}

// Delete removes a source of the workspace (its documents, chunks, proof tests and history go
// with it). The caller tombstones its documents first so the index statistics stay right.
func (s *Store) Delete(ctx context.Context, workspaceID, id string) error {
	return s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM sources WHERE id = ? AND workspace_id = ?`, id, workspaceID)
		if err != nil {
			return fmt.Errorf("delete source: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errs.E(errs.NotFound, "source not found")
		}
		return nil
	})
}
