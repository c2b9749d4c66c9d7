package enginetest

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/store"
)

// formerTicket is the ticket pattern of the indexer before keys of several numbered parts were
// read whole: it stops at a key's second part, so "NCR-2026-009" was stored as "NCR-2026".
var formerTicket = regexp.MustCompile(`\b[A-Z][A-Z0-9]{1,9}-\d{1,7}\b`)

// AsEarlierIndex makes db what a build from before keys of several numbered parts were read
// whole left behind: every chunk's identifier rows as that indexer wrote them (the same
// columns; the other kinds unchanged, ticket keys cut at their second part, a value an earlier
// kind claimed not claimed again), and no record of the data migrations, whose migration file
// (the one creating data_migrations) had not been written then. Opening db again through Open
// is then the upgrade a real earlier database goes through.
func AsEarlierIndex(t testing.TB, db *store.DB) {
	t.Helper()
	ctx := context.Background()
	ms, err := store.LoadMigrations(queueproof.Migrations())
	if err != nil {
		t.Fatal(err)
	}
	var records []string
	for _, m := range ms {
		if strings.Contains(m.SQL, "CREATE TABLE data_migrations") {
			records = append(records, m.Name)
		}
	}
	err = db.Tx(ctx, func(tx *sqlx.Tx) error {
		var chunks []struct {
			Seq         int64  `db:"seq"`
			WorkspaceID string `db:"workspace_id"`
			Text        string `db:"text"`
		}
		if err := tx.SelectContext(ctx, &chunks, `SELECT seq, workspace_id, text FROM chunks ORDER BY seq`); err != nil {
			return fmt.Errorf("read chunks: %w", err)
		}
		for _, c := range chunks {
			if _, err := tx.ExecContext(ctx, `DELETE FROM identifiers WHERE chunk_seq = ?`, c.Seq); err != nil {
				return fmt.Errorf("delete identifiers: %w", err)
			}
			for _, id := range formerIdentifiers(c.Text) {
				if _, err := tx.ExecContext(ctx, index.InsertIdentifierSQL, c.WorkspaceID, id.Value, c.Seq, id.Kind); err != nil {
					return fmt.Errorf("write identifier: %w", err)
				}
			}
		}
		if _, err := tx.ExecContext(ctx, `DROP TABLE IF EXISTS data_migrations`); err != nil {
			return fmt.Errorf("drop data_migrations: %w", err)
		}
		for _, name := range records {
			if _, err := tx.ExecContext(ctx, `DELETE FROM schema_migrations WHERE name = ?`, name); err != nil {
				return fmt.Errorf("forget migration %s: %w", name, err)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatalf("AsEarlierIndex: %v", err)
	}
}

// formerIdentifiers are the identifiers the earlier indexer found in text: today's for every
// kind but ticket keys, which it read with formerTicket.
func formerIdentifiers(text string) []index.Identifier {
	var out []index.Identifier
	seen := map[string]bool{}
	for _, id := range index.ExtractIdentifiers(text) {
		if id.Kind != "ticket" {
			seen[id.Value] = true
			out = append(out, id)
		}
	}
	for _, m := range formerTicket.FindAllString(text, -1) {
		if v := strings.ToUpper(m); !seen[v] {
			seen[v] = true
			out = append(out, index.Identifier{Kind: "ticket", Value: v})
		}
	}
	return out
}
