package retrieval

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/queueproof/queueproof/engine/index"
)

// ExactID is the identifier lane: chunks that carry the exact identifiers the query names
// (ticket keys, incident and PR numbers, UUIDs, emails, URLs), most identifiers matched first,
// then most recent. A query naming no identifier finds nothing here.
func (l *Lanes) ExactID(ctx context.Context, s Scope, q Query) ([]Hit, error) {
	ids := index.QueryIdentifiers(q.Text)
	if len(ids) == 0 || len(s.SourceIDs) == 0 {
		return nil, nil
	}
	where, args := scopeSQL(s)
	vals := make([]any, 0, len(ids))
	for _, id := range ids {
		vals = append(vals, id.Value)
	}
	// A document whose own id is the identifier (the ticket ENG-123 itself) comes first, then
	// chunks naming more of the query's identifiers, then the most recent.
	marks := `(?` + strings.Repeat(",?", len(vals)-1) + `)`
	query := `SELECT c.seq, c.id, c.document_id, c.source_id, c.text, c.tokens, c.authored_at, count(*) AS n,
			max(d.external_id IN ` + marks + `) AS own
		FROM identifiers i JOIN chunks c ON c.seq = i.chunk_seq JOIN documents d ON d.id = c.document_id
		WHERE i.workspace_id = ? AND i.value IN ` + marks + ` AND ` + where + `
		GROUP BY c.seq ORDER BY own DESC, n DESC, c.authored_at DESC, c.seq LIMIT ?`
	all := append([]any{}, vals...)
	all = append(all, s.WorkspaceID)
	all = append(all, vals...)
	all = append(all, args...)
	all = append(all, q.limit())
	var rows []struct {
		candidate
		N   int `db:"n"`
		Own int `db:"own"`
	}
	if err := l.db.R.SelectContext(ctx, &rows, query, all...); err != nil {
		return nil, fmt.Errorf("identifier search: %w", err)
	}
	hits := make([]Hit, 0, len(rows))
	for _, r := range rows {
		score := (float64(r.N) + float64(r.Own)) / float64(len(ids)+1)
		hits = append(hits, r.candidate.hit(score*q.recency(r.AuthoredAt), LaneExactID))
	}
	// The query's order (most identifiers, then most recent) settles equal scores.
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].Score > hits[j].Score })
	return hits, l.fillDocuments(ctx, s.WorkspaceID, hits)
}
