package records

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"
)

// TicketDoc is one ticket document as TicketRecord orders them: its id, when it was written and
// the name of the source it was imported into.
type TicketDoc struct {
	DocumentID string `db:"document_id"`
	AuthoredAt string `db:"authored_at"`
	SourceName string `db:"source_name"`
}

// TicketRecord is the document id of a ticket's record among the workspace's ticket documents
// of one id: the first in the evidence's order (when written, then the source's name, then the
// document's id). A tracker or help desk creates the ticket with its fields (assignee, status,
// due date); whatever comes after under the same id is a comment on it or an update to it, by
// whoever wrote it: a teammate, a bot, a customer. A field line ("Status: Done", "Assignee:
// ...") is the tracker's own only in the record; in a comment it is its author's word, and the
// team rule reads it as it reads the rest of the comment (Team.Outside). Today (markComments)
// and Ask (Loader.TicketRecords) both read the record by this rule.
func TicketRecord(docs []TicketDoc) string {
	if len(docs) == 0 {
		return ""
	}
	return slices.MinFunc(docs, func(a, b TicketDoc) int {
		return cmp.Or(compareWritten(a.AuthoredAt, b.AuthoredAt), strings.Compare(a.SourceName, b.SourceName),
			strings.Compare(a.DocumentID, b.DocumentID))
	}).DocumentID
}

// compareWritten orders two documents' times as times, not as text ("09:00:00.25Z" is after
// "09:00:00Z"); a time that cannot be read (none given) comes after every one that can: a
// document that does not say when it was written is never taken for the first.
func compareWritten(a, b string) int {
	ta, errA := time.Parse(time.RFC3339Nano, a)
	tb, errB := time.Parse(time.RFC3339Nano, b)
	switch {
	case errA != nil && errB != nil:
		return strings.Compare(a, b)
	case errA != nil:
		return 1
	case errB != nil:
		return -1
	}
	return ta.Compare(tb)
}

// markComments returns chunks with Comment set on the chunks of each ticket's comments (a
// ticket document not its record, see TicketRecord); chunks itself is left as it is.
func markComments(chunks []Chunk) []Chunk {
	byID := map[string][]TicketDoc{}
	seen := map[string]bool{}
	for _, c := range chunks {
		if c.DocKind != "ticket" || seen[c.DocumentID] {
			continue
		}
		seen[c.DocumentID] = true
		byID[c.ExternalID] = append(byID[c.ExternalID], TicketDoc{DocumentID: c.DocumentID, AuthoredAt: c.AuthoredAt, SourceName: c.SourceName})
	}
	record := map[string]string{}
	for id, docs := range byID {
		if len(docs) > 1 {
			record[id] = TicketRecord(docs)
		}
	}
	if len(record) == 0 {
		return chunks
	}
	out := slices.Clone(chunks)
	for i, c := range out {
		if r, ok := record[c.ExternalID]; ok && c.DocKind == "ticket" {
			out[i].Comment = c.DocumentID != r
		}
	}
	return out
}

// TicketRecords are, by ticket id (a ticket document's external id), the document id of each
// one's record (TicketRecord) among the current documents of the workspace's verified sources,
// as Load reads them: Ask marks a retrieved ticket passage that is no record's as a comment.
func (l *Loader) TicketRecords(ctx context.Context, workspaceID string, ids []string) (map[string]string, error) {
	out := map[string]string{}
	ids = slices.Compact(slices.Sorted(slices.Values(ids)))
	if len(ids) == 0 {
		return out, nil
	}
	args := []any{workspaceID}
	for _, id := range ids {
		args = append(args, id)
	}
	var rows []struct {
		TicketDoc
		ExternalID string `db:"external_id"`
	}
	if err := l.db.R.SelectContext(ctx, &rows, `SELECT d.id AS document_id, d.authored_at, s.name AS source_name, d.external_id
		FROM documents d JOIN sources s ON s.id = d.source_id AND s.workspace_id = d.workspace_id
		WHERE d.workspace_id = ? AND d.kind = 'ticket' AND s.state = 'data_verified' AND d.status = 'indexed'
			AND d.external_id IN (?`+strings.Repeat(",?", len(ids)-1)+`)`, args...); err != nil {
		return nil, fmt.Errorf("read the tickets' records: %w", err)
	}
	byID := map[string][]TicketDoc{}
	for _, r := range rows {
		byID[r.ExternalID] = append(byID[r.ExternalID], r.TicketDoc)
	}
	for id, docs := range byID {
		out[id] = TicketRecord(docs)
	}
	return out, nil
}
