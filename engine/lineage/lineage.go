// Package lineage checks that every retrieved chunk can be attributed, through stored
// identities (chunk -> document -> source -> workspace), to a data_verified source of the
// asking actor's workspace and to the sources it selected. A chunk that cannot be attributed
// is dropped and counted. Names are never compared: two sources with the same name or
// provider are still two sources.
package lineage

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/queueproof/queueproof/engine/retrieval"
)

// Row is a chunk's stored lineage, read by chunk id.
type Row struct {
	ChunkID         string `db:"chunk_id"`
	ChunkWorkspace  string `db:"chunk_workspace"`
	ChunkSource     string `db:"chunk_source"`
	DocumentID      string `db:"document_id"`
	DocWorkspace    string `db:"doc_workspace"`
	DocSource       string `db:"doc_source"`
	DocStatus       string `db:"doc_status"`
	SourceWorkspace string `db:"source_workspace"`
	SourceState     string `db:"source_state"`
	SourceName      string `db:"source_name"`
	ExternalID      string `db:"external_id"`
	Title           string `db:"title"`
	Author          string `db:"author"`
	URL             string `db:"url"`
	Kind            string `db:"kind"`
	Metadata        string `db:"metadata"`
	AuthoredAt      string `db:"authored_at"`
	ThreadID        string `db:"thread_id"`
	// Start is where the chunk starts in its document's body (in runes).
	Start int `db:"start_offset"`
}

// Reason is why a chunk was dropped.
type Reason string

// The reasons.
const (
	UnknownChunk       Reason = "unknown_chunk"
	OtherWorkspace     Reason = "other_workspace"
	IdentityMismatch   Reason = "identity_mismatch"
	SourceNotInScope   Reason = "source_not_in_scope"
	SourceNotVerified  Reason = "source_not_verified"
	DocumentTombstoned Reason = "document_tombstoned"
)

// Drop is one dropped chunk.
type Drop struct {
	ChunkID string `json:"chunkId"`
	Reason  Reason `json:"reason"`
}

// Kept is an attributed hit with its lineage.
type Kept struct {
	Hit retrieval.Hit
	Row Row
}

// Check keeps the hits whose lineage ends in a data_verified source of scope's workspace that
// scope selects, in order; the others are returned as drops.
func Check(scope retrieval.Scope, hits []retrieval.Hit, rows map[string]Row) ([]Kept, []Drop) {
	var kept []Kept
	var dropped []Drop
	for _, h := range hits {
		r, ok := rows[h.ChunkID]
		reason := Reason("")
		switch {
		case !ok:
			reason = UnknownChunk
		case scope.WorkspaceID == "" || r.ChunkWorkspace != scope.WorkspaceID || r.DocWorkspace != scope.WorkspaceID || r.SourceWorkspace != scope.WorkspaceID:
			reason = OtherWorkspace
		case h.SourceID != r.ChunkSource || r.DocSource != r.ChunkSource || h.DocumentID != r.DocumentID:
			reason = IdentityMismatch
		case !slices.Contains(scope.SourceIDs, r.ChunkSource):
			reason = SourceNotInScope
		case r.SourceState != "data_verified":
			reason = SourceNotVerified
		case r.DocStatus != "indexed":
			reason = DocumentTombstoned
		}
		if reason != "" {
			dropped = append(dropped, Drop{ChunkID: h.ChunkID, Reason: reason})
			continue
		}
		kept = append(kept, Kept{Hit: h, Row: r})
	}
	return kept, dropped
}

type reader interface {
	SelectContext(ctx context.Context, dest any, query string, args ...any) error
}

// Load reads the stored lineage of the hits' chunks, by chunk id.
func Load(ctx context.Context, db reader, hits []retrieval.Hit) (map[string]Row, error) {
	rows := map[string]Row{}
	if len(hits) == 0 {
		return rows, nil
	}
	args := make([]any, 0, len(hits))
	seen := map[string]bool{}
	for _, h := range hits {
		if !seen[h.ChunkID] {
			seen[h.ChunkID] = true
			args = append(args, h.ChunkID)
		}
	}
	var list []Row
	err := db.SelectContext(ctx, &list, `SELECT c.id AS chunk_id, c.workspace_id AS chunk_workspace, c.source_id AS chunk_source,
			d.id AS document_id, d.workspace_id AS doc_workspace, d.source_id AS doc_source, d.status AS doc_status,
			s.workspace_id AS source_workspace, s.state AS source_state, s.name AS source_name,
			d.external_id, d.title, d.author, d.url, d.kind, d.metadata, d.authored_at, d.thread_id, c.start_offset
		FROM chunks c JOIN documents d ON d.id = c.document_id JOIN sources s ON s.id = d.source_id
		WHERE c.id IN (?`+strings.Repeat(",?", len(args)-1)+`)`, args...)
	if err != nil {
		return nil, fmt.Errorf("read lineage: %w", err)
	}
	for _, r := range list {
		rows[r.ChunkID] = r
	}
	return rows, nil
}
