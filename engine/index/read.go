package index

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/page"
)

// DocumentPage is one page of documents.
type DocumentPage struct {
	Items []Document
	Info  page.Info
}

const docColumns = `id, workspace_id, source_id, external_id, kind, title, author, url, thread_id, metadata,
	body_chars, revision, status, job_id, authored_at, created_at, updated_at`

// Documents lists one page of a source's documents (tombstoned ones included), oldest first;
// with title, only those whose title contains it (case-insensitive for ASCII).
func (s *Store) Documents(ctx context.Context, workspaceID, sourceID, title string, req page.Request) (DocumentPage, error) {
	req, err := req.Normalize()
	if err != nil {
		return DocumentPage{}, err
	}
	where := `workspace_id = ? AND source_id = ?`
	args := []any{workspaceID, sourceID}
	if title != "" {
		// instr on lower-cased text: a literal substring match (no LIKE wildcards to escape).
		where += ` AND instr(lower(title), lower(?)) > 0`
		args = append(args, title)
	}
	if req.After != "" {
		after, _ := page.DecodeCursor(req.After)
		where += ` AND (created_at, id) > (SELECT created_at, id FROM documents WHERE id = ? AND workspace_id = ?)`
		args = append(args, after, workspaceID)
	}
	var items []Document
	if err := s.db.R.SelectContext(ctx, &items, `SELECT `+docColumns+` FROM documents WHERE `+where+`
		ORDER BY created_at, id LIMIT ?`, append(args, req.First+1)...); err != nil {
		return DocumentPage{}, fmt.Errorf("list documents: %w", err)
	}
	items, info := page.Trim(items, req.First, func(x Document) string { return x.ID })
	return DocumentPage{Items: items, Info: info}, nil
}

// Document reads one document of the workspace; another workspace's document is NotFound.
func (s *Store) Document(ctx context.Context, workspaceID, id string) (Document, error) {
	var d Document
	err := s.db.R.GetContext(ctx, &d, `SELECT `+docColumns+` FROM documents WHERE id = ? AND workspace_id = ?`, id, workspaceID)
	if errors.Is(err, sql.ErrNoRows) {
		return d, errs.E(errs.NotFound, "document not found")
	}
	if err != nil {
		return d, fmt.Errorf("read document: %w", err)
	}
	return d, nil
}

// Chunks returns a document's current chunks in order.
func (s *Store) Chunks(ctx context.Context, workspaceID, documentID string) ([]Chunk, error) {
	var cs []Chunk
	if err := s.db.R.SelectContext(ctx, &cs, `SELECT seq, id, document_id, ordinal, start_offset, end_offset, text
		FROM chunks WHERE document_id = ? AND workspace_id = ? ORDER BY ordinal`, documentID, workspaceID); err != nil {
		return nil, fmt.Errorf("read chunks: %w", err)
	}
	return cs, nil
}

// SampleChunks returns up to n chunks of a source, chosen deterministically spread over its
// documents (the first chunk of every k-th document, in document order).
func (s *Store) SampleChunks(ctx context.Context, workspaceID, sourceID string, n int) ([]Chunk, error) {
	var docs []struct {
		ID         string `db:"id"`
		ExternalID string `db:"external_id"`
	}
	if err := s.db.R.SelectContext(ctx, &docs, `SELECT id, external_id FROM documents WHERE workspace_id = ? AND source_id = ? AND status = 'indexed'
		ORDER BY created_at, id`, workspaceID, sourceID); err != nil {
		return nil, fmt.Errorf("list documents: %w", err)
	}
	if len(docs) == 0 || n <= 0 {
		return nil, nil
	}
	step := max(len(docs)/n, 1)
	var out []Chunk
	for i := 0; i < len(docs) && len(out) < n; i += step {
		var cs []Chunk
		if err := s.db.R.SelectContext(ctx, &cs, `SELECT seq, id, document_id, ordinal, start_offset, end_offset, text
			FROM chunks WHERE document_id = ? ORDER BY ordinal LIMIT 1`, docs[i].ID); err != nil {
			return nil, fmt.Errorf("sample chunks: %w", err)
		}
		for k := range cs {
			cs[k].ExternalID = docs[i].ExternalID
		}
		out = append(out, cs...)
	}
	return out, nil
}

// headChars bounds a document head: its title block and version line, not its body.
const headChars = 600

// Heads returns each document's first chunk, by document id: where a page keeps its title
// block and its version line ("v2 of this doc … Changed: paragraph 4"), which its later chunks
// are read with (see Head).
func (s *Store) Heads(ctx context.Context, workspaceID string, documentIDs []string) (map[string]string, error) {
	if len(documentIDs) == 0 {
		return nil, nil
	}
	args := []any{workspaceID}
	for _, id := range documentIDs {
		args = append(args, id)
	}
	var rows []struct {
		DocumentID string `db:"document_id"`
		Text       string `db:"text"`
	}
	if err := s.db.R.SelectContext(ctx, &rows, `SELECT document_id, text FROM chunks
		WHERE workspace_id = ? AND ordinal = 0 AND document_id IN (?`+strings.Repeat(",?", len(documentIDs)-1)+`)`, args...); err != nil {
		return nil, fmt.Errorf("read document heads: %w", err)
	}
	out := make(map[string]string, len(rows))
	for _, r := range rows {
		out[r.DocumentID] = r.Text
	}
	return out, nil
}

// Head is the opening of a document's first chunk that a later passage is read with: at most
// headChars bytes, cut at a line end.
func Head(first string) string {
	head := first
	if len(head) > headChars {
		head = head[:headChars]
		if i := strings.LastIndexByte(head, '\n'); i > 0 {
			head = head[:i]
		}
		head = strings.ToValidUTF8(head, "") // (a cut in a character drops it)
	}
	return head
}
