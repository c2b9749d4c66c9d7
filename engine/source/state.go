package source

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/ids"
)

// Ensure returns the workspace's source of kind with name, creating it in state discovered
// when there is none, and whether this call created it. The (workspace, kind, name) unique key
// decides under concurrency.
func (s *Store) Ensure(ctx context.Context, workspaceID string, kind Kind, name string) (Source, bool, error) {
	id := ids.New("src_", 12)
	ts := time.Now().UTC().Format(time.RFC3339Nano)
	created := false
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO sources (id, workspace_id, kind, name, state, state_reason, created_at, updated_at)
			VALUES (?, ?, ?, ?, 'discovered', '', ?, ?) ON CONFLICT (workspace_id, kind, name) DO NOTHING`,
			id, workspaceID, kind, name, ts, ts)
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		created = n == 1
		return err
	})
	if err != nil {
		return Source{}, false, fmt.Errorf("create source: %w", err)
	}
	src, err := s.named(ctx, workspaceID, kind, name)
	if err != nil {
		return Source{}, false, err
	}
	return src, created, nil
}

// Exists reports whether the workspace has a source of kind with name.
func (s *Store) Exists(ctx context.Context, workspaceID string, kind Kind, name string) (bool, error) {
	var n int
	if err := s.db.R.GetContext(ctx, &n, `SELECT COUNT(*) FROM sources WHERE workspace_id = ? AND kind = ? AND name = ?`,
		workspaceID, kind, name); err != nil {
		return false, fmt.Errorf("find source: %w", err)
	}
	return n > 0, nil
}

func (s *Store) named(ctx context.Context, workspaceID string, kind Kind, name string) (Source, error) {
	var src Source
	if err := s.db.W.GetContext(ctx, &src, `SELECT `+columns+` FROM sources WHERE workspace_id = ? AND kind = ? AND name = ?`,
		workspaceID, kind, name); err != nil {
		return Source{}, fmt.Errorf("read source: %w", err)
	}
	return src, nil
}

// SetState moves a source of the workspace to state, with the reason (empty when healthy).
func (s *Store) SetState(ctx context.Context, workspaceID, id string, state State, reason string) error {
	ts := time.Now().UTC().Format(time.RFC3339Nano)
	return s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE sources SET state = ?, state_reason = ?, updated_at = ? WHERE id = ? AND workspace_id = ?`,
			state, reason, ts, id, workspaceID)
		if err != nil {
			return fmt.Errorf("update source state: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		return RecordChange(ctx, tx, workspaceID, id, string(state), reason, ts)
	})
}

// Verified returns the ids of the workspace's data_verified sources, narrowed to only when it
// is not empty (ids of other workspaces or unverified sources are dropped, never an error).
func (s *Store) Verified(ctx context.Context, workspaceID string, only []string) ([]string, error) {
	q := `SELECT id FROM sources WHERE workspace_id = ? AND state = 'data_verified'`
	args := []any{workspaceID}
	if len(only) > 0 {
		q += ` AND id IN (?` + strings.Repeat(",?", len(only)-1) + `)`
		for _, id := range only {
			args = append(args, id)
		}
	}
	var ids []string
	if err := s.db.R.SelectContext(ctx, &ids, q+` ORDER BY id`, args...); err != nil {
		return nil, fmt.Errorf("read verified sources: %w", err)
	}
	return ids, nil
}

// Count returns how many sources the workspace has.
func (s *Store) Count(ctx context.Context, workspaceID string) (int, error) {
	var n int
	if err := s.db.R.GetContext(ctx, &n, `SELECT count(*) FROM sources WHERE workspace_id = ?`, workspaceID); err != nil {
		return 0, fmt.Errorf("count sources: %w", err)
	}
	return n, nil
}

// IDs lists every source id of the workspace (to resolve public references).
func (s *Store) IDs(ctx context.Context, workspaceID string) ([]string, error) {
	var ids []string
	if err := s.db.R.SelectContext(ctx, &ids, `SELECT id FROM sources WHERE workspace_id = ? ORDER BY id`, workspaceID); err != nil {
		return nil, fmt.Errorf("list source ids: %w", err)
	}
	return ids, nil
}

// RecordChange adds a row to the source's state history, inside the transaction that moved it.
func RecordChange(ctx context.Context, tx *sqlx.Tx, workspaceID, id, state, reason, ts string) error {
	if _, err := tx.ExecContext(ctx, `INSERT INTO source_state_changes (id, workspace_id, source_id, state, reason, created_at)
		VALUES (?, ?, ?, ?, ?, ?)`, ids.New("ssc_", 12), workspaceID, id, state, reason, ts); err != nil {
		return fmt.Errorf("record source state change: %w", err)
	}
	return nil
}
