package queue

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/facts"
)

// saveSubjectFacts replaces the workspace's subject facts with this compile's bases.
func saveSubjectFacts(ctx context.Context, tx *sqlx.Tx, workspaceID string, version int, gen string, bases map[string][]facts.Fact) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM subject_facts WHERE workspace_id = ?`, workspaceID); err != nil {
		return fmt.Errorf("clear subject facts: %w", err)
	}
	st, err := tx.PreparexContext(ctx, `INSERT INTO subject_facts (workspace_id, subject, version, evidence_generation, facts) VALUES (?, ?, ?, ?, ?)`)
	if err != nil {
		return fmt.Errorf("prepare subject facts insert: %w", err)
	}
	defer st.Close()
	keys := make([]string, 0, len(bases))
	for k := range bases {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		b, err := json.Marshal(bases[k])
		if err != nil {
			return fmt.Errorf("encode the facts of %s: %w", k, err)
		}
		if _, err := st.ExecContext(ctx, workspaceID, k, version, gen, string(b)); err != nil {
			return fmt.Errorf("write subject facts: %w", err)
		}
	}
	return nil
}

// SubjectFacts are, for each of subjects the latest compile read as a component, the facts its
// owner, due date and status were read from (Basis); only when the compile read the
// evidence generation gen, since facts of older evidence may be out of date. Subjects the
// compile did not see are absent.
func (s *Store) SubjectFacts(ctx context.Context, workspaceID, gen string, subjects []string) (map[string][]facts.Fact, error) {
	out := map[string][]facts.Fact{}
	if len(subjects) == 0 {
		return out, nil
	}
	args := []any{workspaceID, gen}
	for _, x := range subjects {
		args = append(args, x)
	}
	var rows []struct {
		Subject string `db:"subject"`
		Facts   string `db:"facts"`
	}
	if err := s.db.R.SelectContext(ctx, &rows, `SELECT subject, facts FROM subject_facts
		WHERE workspace_id = ? AND evidence_generation = ? AND subject IN (?`+strings.Repeat(",?", len(subjects)-1)+`)`, args...); err != nil {
		return nil, fmt.Errorf("read subject facts: %w", err)
	}
	for _, r := range rows {
		var fs []facts.Fact
		if err := json.Unmarshal([]byte(r.Facts), &fs); err != nil {
			return nil, fmt.Errorf("decode the facts of %s: %w", r.Subject, err)
		}
		out[r.Subject] = fs
	}
	return out, nil
}
