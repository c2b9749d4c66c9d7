package queue

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/records"
)

// saveTeam replaces the workspace's team with the one this compile read.
func saveTeam(ctx context.Context, tx *sqlx.Tx, workspaceID, gen string, t records.Team) error {
	b, err := json.Marshal(t)
	if err != nil {
		return fmt.Errorf("encode the team: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO workspace_team (workspace_id, evidence_generation, team) VALUES (?, ?, ?)
		ON CONFLICT (workspace_id) DO UPDATE SET evidence_generation = excluded.evidence_generation, team = excluded.team`,
		workspaceID, gen, string(b)); err != nil {
		return fmt.Errorf("write the team: %w", err)
	}
	return nil
}

// Team is the team the latest compile read, when it read the evidence generation gen (a team
// read from older evidence may miss who has spoken since); ok is false otherwise.
func (s *Store) Team(ctx context.Context, workspaceID, gen string) (t records.Team, ok bool, err error) {
	var raw string
	err = s.db.R.GetContext(ctx, &raw, `SELECT team FROM workspace_team WHERE workspace_id = ? AND evidence_generation = ?`, workspaceID, gen)
	if errors.Is(err, sql.ErrNoRows) {
		return records.Team{}, false, nil
	}
	if err != nil {
		return records.Team{}, false, fmt.Errorf("read the team: %w", err)
	}
	if err := json.Unmarshal([]byte(raw), &t); err != nil {
		return records.Team{}, false, fmt.Errorf("decode the team: %w", err)
	}
	return t, true, nil
}
