package queue

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/records"
)

// Team is the team a compile read and the subjects a system of record tracks, as Ask reads
// them back.
type Team struct {
	Team records.Team
	// tracked is the stored JSON array of the subjects whose facts a tracker's fields state
	// (facts.Timelines keeps statements from outside the team from changing them). It is kept
	// as stored and searched, not decoded: a workspace tracks thousands of items, and Ask asks
	// after the few an outsider's statement names (decoding it cost every ask about 5%).
	tracked string
	// Generation is the evidence generation the compile read.
	Generation string
}

// Tracked reports whether a tracker's fields state facts of subject.
func (t Team) Tracked(subject string) bool {
	if subject == "" || t.tracked == "" {
		return false
	}
	b, err := json.Marshal(subject)
	if err != nil {
		return false
	}
	// An element of the stored array is a whole JSON string, quotes and all.
	return strings.Contains(t.tracked, string(b))
}

// saveTeam replaces the workspace's team with the one this compile read, and the subjects its
// components' facts show a system of record tracking.
func saveTeam(ctx context.Context, tx *sqlx.Tx, workspaceID, gen string, t records.Team, bases map[string][]facts.Fact) error {
	b, err := json.Marshal(t)
	if err != nil {
		return fmt.Errorf("encode the team: %w", err)
	}
	tracked := map[string]bool{}
	for key, fs := range bases {
		for _, f := range fs {
			if f.Field && f.Subject != "" {
				tracked[key], tracked[f.Subject] = true, true
			}
		}
	}
	tb, err := json.Marshal(slices.Sorted(maps.Keys(tracked)))
	if err != nil {
		return fmt.Errorf("encode the tracked subjects: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO workspace_team (workspace_id, evidence_generation, team, tracked) VALUES (?, ?, ?, ?)
		ON CONFLICT (workspace_id) DO UPDATE SET evidence_generation = excluded.evidence_generation, team = excluded.team,
			tracked = excluded.tracked`,
		workspaceID, gen, string(b), string(tb)); err != nil {
		return fmt.Errorf("write the team: %w", err)
	}
	return nil
}

// Team is the team the latest compile read, whatever evidence generation it read (the caller
// compares Generation with the current one); ok is false when no compile has run.
func (s *Store) Team(ctx context.Context, workspaceID string) (t Team, ok bool, err error) {
	var row struct {
		Generation string `db:"evidence_generation"`
		Team       string `db:"team"`
		Tracked    string `db:"tracked"`
	}
	err = s.db.R.GetContext(ctx, &row, `SELECT evidence_generation, team, tracked FROM workspace_team WHERE workspace_id = ?`, workspaceID)
	if errors.Is(err, sql.ErrNoRows) {
		return Team{}, false, nil
	}
	if err != nil {
		return Team{}, false, fmt.Errorf("read the team: %w", err)
	}
	if err := json.Unmarshal([]byte(row.Team), &t.Team); err != nil {
		return Team{}, false, fmt.Errorf("decode the team: %w", err)
	}
	t.tracked, t.Generation = row.Tracked, row.Generation // saveTeam wrote it: searched as stored
	return t, true, nil
}
