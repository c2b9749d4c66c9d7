package index

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/jmoiron/sqlx"
)

// WorkspaceStats are one workspace's corpus statistics. Generation changes with every write
// to the workspace's index, so figures derived from the statistics can be cached by it.
type WorkspaceStats struct {
	Chunks     int   `db:"chunks"`
	Tokens     int64 `db:"tokens"`
	Generation int64 `db:"generation"`
}

// WorkspaceStats returns the workspace's corpus statistics. When the workspace's terms are not
// built yet (its chunks were indexed before the statistics were kept per workspace) they are
// built first, so nothing is ever scored from a half-built table.
func (s *Store) WorkspaceStats(ctx context.Context, workspaceID string) (WorkspaceStats, error) {
	for range 2 {
		var row struct {
			WorkspaceStats
			Ready int `db:"terms_ready"`
		}
		err := s.db.R.GetContext(ctx, &row, `SELECT chunks, tokens, generation, terms_ready FROM workspace_index_stats
			WHERE workspace_id = ?`, workspaceID)
		if errors.Is(err, sql.ErrNoRows) {
			return WorkspaceStats{}, nil // nothing was ever indexed in this workspace
		}
		if err != nil {
			return WorkspaceStats{}, fmt.Errorf("read workspace index stats: %w", err)
		}
		if row.Ready == 1 {
			return row.WorkspaceStats, nil
		}
		if err := s.BuildTerms(ctx, workspaceID); err != nil {
			return WorkspaceStats{}, err
		}
	}
	return WorkspaceStats{}, fmt.Errorf("workspace index terms are still not built after building them")
}

// TermDocs returns how many of the workspace's chunks hold each term (terms no chunk holds are
// left out). The caller has read WorkspaceStats first, so the terms are built.
func (s *Store) TermDocs(ctx context.Context, workspaceID string, terms []string) (map[string]int, error) {
	out := make(map[string]int, len(terms))
	for len(terms) > 0 {
		n := min(len(terms), termRowsPerStatement)
		args := make([]any, 0, n+1)
		args = append(args, workspaceID)
		for _, t := range terms[:n] {
			args = append(args, t)
		}
		var rows []struct {
			Term string `db:"term"`
			Docs int    `db:"docs"`
		}
		if err := s.db.R.SelectContext(ctx, &rows, `SELECT term, docs FROM workspace_terms WHERE workspace_id = ? AND term IN (?`+
			strings.Repeat(",?", n-1)+`)`, args...); err != nil {
			return nil, fmt.Errorf("read term frequencies: %w", err)
		}
		for _, r := range rows {
			out[r.Term] = r.Docs
		}
		terms = terms[n:]
	}
	return out, nil
}

// BuildTerms counts the workspace's terms from its chunks, together with its chunk and token
// counts, in one transaction, and marks them built. It does nothing when they are built.
func (s *Store) BuildTerms(ctx context.Context, workspaceID string) error {
	return s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		var ready int
		err := tx.GetContext(ctx, &ready, `SELECT terms_ready FROM workspace_index_stats WHERE workspace_id = ?`, workspaceID)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("read workspace index stats: %w", err)
		}
		if err == nil && ready == 1 {
			return nil
		}
		d := newStatsDelta()
		rows, err := tx.QueryxContext(ctx, `SELECT c.text, c.tokens, d.title FROM chunks c JOIN documents d ON d.id = c.document_id
			WHERE c.workspace_id = ? ORDER BY c.document_id, c.seq`, workspaceID)
		if err != nil {
			return fmt.Errorf("read chunks: %w", err)
		}
		for rows.Next() {
			var c struct {
				Text   string `db:"text"`
				Tokens int64  `db:"tokens"`
				Title  string `db:"title"`
			}
			if err := rows.StructScan(&c); err != nil {
				_ = rows.Close()
				return fmt.Errorf("read chunk: %w", err)
			}
			d.add(c.Title, c.Text, c.Tokens, 1)
		}
		if err := rows.Close(); err != nil {
			return fmt.Errorf("read chunks: %w", err)
		}
		if err := rows.Err(); err != nil {
			return fmt.Errorf("read chunks: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM workspace_terms WHERE workspace_id = ?`, workspaceID); err != nil {
			return fmt.Errorf("clear workspace terms: %w", err)
		}
		keys := sortedKeys(d.terms)
		if err := upsertTerms(ctx, tx, workspaceID, keys, d.terms); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO workspace_index_stats (workspace_id, chunks, tokens, terms_ready) VALUES (?, ?, ?, 1)
			ON CONFLICT (workspace_id) DO UPDATE SET chunks = excluded.chunks, tokens = excluded.tokens, terms_ready = 1,
			generation = generation + 1`, workspaceID, d.chunks, d.tokens); err != nil {
			return fmt.Errorf("mark workspace terms built: %w", err)
		}
		return nil
	})
}

// BuildAllTerms builds the terms of every workspace whose terms are not built yet (run once
// after migrating a database indexed before the statistics were kept per workspace) and
// returns how many it built.
func (s *Store) BuildAllTerms(ctx context.Context) (int, error) {
	var pending []string
	if err := s.db.R.SelectContext(ctx, &pending, `SELECT workspace_id FROM workspace_index_stats WHERE terms_ready = 0 ORDER BY workspace_id`); err != nil {
		return 0, fmt.Errorf("read workspaces to build: %w", err)
	}
	for i, ws := range pending {
		if err := s.BuildTerms(ctx, ws); err != nil {
			return i, err
		}
	}
	return len(pending), nil
}
