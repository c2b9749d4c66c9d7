package index

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/jmoiron/sqlx"
)

// Corpus statistics are kept per workspace (workspace_index_stats, workspace_terms), in the
// transaction that writes or deletes the chunks they count, so that BM25 in one workspace reads
// nothing of another: its chunk and token counts and, per term, how many of its chunks hold the
// term in their title or body. A term is the Porter stem of a token as Tokens splits it, the
// form the planner looks terms up by.

// statsDelta is what one transaction changes in a workspace's statistics.
type statsDelta struct {
	chunks, tokens int64
	terms          map[string]int64
	stems          map[string]string // memo: word -> stem
	seen           map[string]bool   // scratch: terms of the chunk being counted
	lastTitle      string
	titleTerms     []string
}

func newStatsDelta() *statsDelta {
	return &statsDelta{terms: map[string]int64{}, stems: map[string]string{}, seen: map[string]bool{}}
}

func (d *statsDelta) stem(w string) string {
	s, ok := d.stems[w]
	if !ok {
		s = Stem(w)
		if len(d.stems) < 200000 {
			d.stems[w] = s
		}
	}
	return s
}

// add counts one chunk in (sign 1) or out (sign -1).
func (d *statsDelta) add(title, text string, tokens int64, sign int64) {
	d.chunks += sign
	d.tokens += sign * tokens
	if title != d.lastTitle || d.titleTerms == nil {
		d.lastTitle, d.titleTerms = title, []string{}
		for _, w := range Tokens(title) {
			d.titleTerms = append(d.titleTerms, d.stem(w))
		}
	}
	clear(d.seen)
	count := func(s string) {
		if !d.seen[s] {
			d.seen[s] = true
			d.terms[s] += sign
		}
	}
	for _, s := range d.titleTerms {
		count(s)
	}
	for _, w := range Tokens(text) {
		count(d.stem(w))
	}
}

// termRowsPerStatement bounds the rows of one multi-row statement (3 parameters a row, under
// SQLite's oldest limit of 999 parameters).
const termRowsPerStatement = 300

// apply writes the delta to the workspace's statistics inside tx. The terms are maintained
// only once they have been built (see BuildTerms); until then the build counts every chunk.
func (d *statsDelta) apply(ctx context.Context, tx *sqlx.Tx, workspaceID string) error {
	if d.chunks == 0 && d.tokens == 0 && len(d.terms) == 0 {
		return nil
	}
	// A workspace without a row has no chunks yet: its (empty) terms are complete.
	if _, err := tx.ExecContext(ctx, `INSERT INTO workspace_index_stats (workspace_id, chunks, tokens, terms_ready)
		VALUES (?, 0, 0, 1) ON CONFLICT (workspace_id) DO NOTHING`, workspaceID); err != nil {
		return fmt.Errorf("create workspace index stats: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE workspace_index_stats SET chunks = chunks + ?, tokens = tokens + ?, generation = generation + 1
		WHERE workspace_id = ?`, d.chunks, d.tokens, workspaceID); err != nil {
		return fmt.Errorf("update workspace index stats: %w", err)
	}
	var ready int
	if err := tx.GetContext(ctx, &ready, `SELECT terms_ready FROM workspace_index_stats WHERE workspace_id = ?`, workspaceID); err != nil {
		return fmt.Errorf("read workspace index stats: %w", err)
	}
	if ready == 0 {
		return nil
	}
	keys := sortedKeys(d.terms)
	var gone []string
	for _, t := range keys {
		if d.terms[t] < 0 {
			gone = append(gone, t)
		}
	}
	if err := upsertTerms(ctx, tx, workspaceID, keys, d.terms); err != nil {
		return err
	}
	// Terms no chunk holds any more leave the table.
	for len(gone) > 0 {
		n := min(len(gone), termRowsPerStatement)
		args := make([]any, 0, n+1)
		args = append(args, workspaceID)
		for _, t := range gone[:n] {
			args = append(args, t)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM workspace_terms WHERE workspace_id = ? AND docs <= 0 AND term IN (?`+
			strings.Repeat(",?", n-1)+`)`, args...); err != nil {
			return fmt.Errorf("delete workspace terms: %w", err)
		}
		gone = gone[n:]
	}
	return nil
}

// upsertTerms adds counts[t] to the document frequency of each term of keys.
func upsertTerms(ctx context.Context, tx *sqlx.Tx, workspaceID string, keys []string, counts map[string]int64) error {
	for len(keys) > 0 {
		n := min(len(keys), termRowsPerStatement)
		args := make([]any, 0, 3*n)
		for _, t := range keys[:n] {
			args = append(args, workspaceID, t, counts[t])
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO workspace_terms (workspace_id, term, docs) VALUES (?, ?, ?)`+
			strings.Repeat(", (?, ?, ?)", n-1)+` ON CONFLICT (workspace_id, term) DO UPDATE SET docs = docs + excluded.docs`, args...); err != nil {
			return fmt.Errorf("update workspace terms: %w", err)
		}
		keys = keys[n:]
	}
	return nil
}

// sortedKeys returns the terms whose count is not zero, sorted (statements in a fixed order).
func sortedKeys(m map[string]int64) []string {
	keys := make([]string, 0, len(m))
	for t, n := range m {
		if n != 0 {
			keys = append(keys, t)
		}
	}
	sort.Strings(keys)
	return keys
}
