package retrieval

import (
	"context"
	"fmt"
	"strings"

	"github.com/queueproof/queueproof/engine/index"
)

// LaneDocument names the document-identity lane on hits.
const LaneDocument = "document"

// OwnDocuments is the document-identity lane: the chunks of the documents whose own id in
// their source system is an identifier the query names (the ticket ENG-123 itself, whose body
// may never repeat its key), in document then chunk order. A query naming no identifier finds
// nothing here.
func (l *Lanes) OwnDocuments(ctx context.Context, s Scope, q Query) ([]Hit, error) {
	ids := index.QueryIdentifiers(q.Text)
	if len(ids) == 0 || len(s.SourceIDs) == 0 {
		return nil, nil
	}
	where, args := scopeSQL(s)
	all := append([]any{}, args...)
	// The document's source is constrained too, so the (source_id, external_id) index finds
	// the documents instead of a scan of the workspace's documents. The unary + keeps SQLite
	// from deriving d.workspace_id = ? from the join and scanning the workspace's documents
	// by (workspace_id, source_id) instead: 0.2 ms against seconds at 100k chunks.
	srcMarks := make([]string, len(s.SourceIDs))
	for i, id := range s.SourceIDs {
		srcMarks[i] = "?"
		all = append(all, id)
	}
	marks := make([]string, len(ids))
	for i, id := range ids {
		marks[i] = "?"
		all = append(all, id.Value)
	}
	all = append(all, q.limit())
	var cs []*candidate
	err := l.db.R.SelectContext(ctx, &cs, `SELECT c.seq, c.id, c.document_id, c.source_id, c.text, c.tokens, c.authored_at
		FROM chunks c JOIN documents d ON d.id = c.document_id
		WHERE `+where+` AND +d.workspace_id = c.workspace_id AND d.status = 'indexed'
			AND d.source_id IN (`+strings.Join(srcMarks, ",")+`) AND d.external_id IN (`+strings.Join(marks, ",")+`)
		ORDER BY d.external_id, c.ordinal LIMIT ?`, all...)
	if err != nil {
		return nil, fmt.Errorf("document identity search: %w", err)
	}
	hits := make([]Hit, 0, len(cs))
	for i, c := range cs {
		hits = append(hits, c.hit(1/float64(i+1), LaneDocument))
	}
	return hits, l.fillDocuments(ctx, s.WorkspaceID, hits)
}
