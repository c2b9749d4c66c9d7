package records

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/store"
)

// Loader reads the evidence extraction works on.
type Loader struct{ db *store.DB }

// NewLoader returns a Loader over db.
func NewLoader(db *store.DB) *Loader { return &Loader{db: db} }

// Load returns the current chunks of the workspace's DATA_VERIFIED sources, with their
// documents' project entities, and the workspace's known projects and people and the team
// domains its owner listed. Chunks come in
// the evidence's own order (when written, then the document's id in its source, then the
// chunk's place in it), never by generated ids: what is read first can decide what a later
// chunk means (a name learned, a cluster joined), so the same evidence, imported again or
// elsewhere, compiles to the same queue.
func (l *Loader) Load(ctx context.Context, workspaceID string) ([]Chunk, Known, error) {
	var rows []struct {
		Chunk
		Metadata string `db:"metadata"`
	}
	if err := l.db.R.SelectContext(ctx, &rows, `SELECT c.id AS chunk_id, c.document_id, c.source_id, s.name AS source_name,
			d.kind AS doc_kind, d.external_id, d.title, d.author, d.url, d.authored_at, c.ordinal, c.start_offset, c.text, d.metadata
		FROM chunks c
		JOIN documents d ON d.id = c.document_id AND d.workspace_id = c.workspace_id
		JOIN sources s ON s.id = c.source_id AND s.workspace_id = c.workspace_id
		WHERE c.workspace_id = ? AND s.state = 'data_verified' AND d.status = 'indexed'
		ORDER BY d.authored_at, d.external_id, s.name, c.ordinal, c.id`, workspaceID); err != nil {
		return nil, Known{}, fmt.Errorf("read verified chunks: %w", err)
	}
	cs := make([]Chunk, len(rows))
	type meta struct {
		guests   []string
		messages []index.Message
		unlisted bool
	}
	metas := map[string]meta{} // by document: its chunks share its metadata
	for i, r := range rows {
		cs[i] = r.Chunk
		m, ok := metas[r.DocumentID]
		if !ok {
			m.guests = MetadataGuests(r.Metadata)
			m.messages, m.unlisted = index.MetadataMessages(r.Metadata)
			metas[r.DocumentID] = m
		}
		cs[i].Guests, cs[i].Messages, cs[i].Unlisted = m.guests, m.messages, m.unlisted
	}
	var ents []struct {
		DocumentID string `db:"document_id"`
		Kind       string `db:"kind"`
		Name       string `db:"name"`
	}
	if err := l.db.R.SelectContext(ctx, &ents, `SELECT e.document_id, e.kind, e.name FROM entities e
		JOIN documents d ON d.id = e.document_id AND d.workspace_id = e.workspace_id
		JOIN sources s ON s.id = d.source_id AND s.workspace_id = d.workspace_id
		WHERE e.workspace_id = ? AND s.state = 'data_verified' AND d.status = 'indexed'
		ORDER BY e.document_id, e.kind, e.name`, workspaceID); err != nil {
		return nil, Known{}, fmt.Errorf("read entities: %w", err)
	}
	projects := map[string][]string{}
	var known Known
	seen := map[string]bool{}
	for _, e := range ents {
		if e.Kind == "project" {
			projects[e.DocumentID] = append(projects[e.DocumentID], e.Name)
		}
		if seen[e.Kind+"\x00"+e.Name] {
			continue
		}
		seen[e.Kind+"\x00"+e.Name] = true
		if e.Kind == "project" {
			known.Projects = append(known.Projects, e.Name)
		} else {
			known.People = append(known.People, e.Name)
		}
	}
	for i := range cs {
		cs[i].Projects = projects[cs[i].DocumentID]
	}
	// By name, not by the generated document ids they were read in: a resolver given the same
	// names resolves the same way.
	slices.Sort(known.Projects)
	slices.Sort(known.People)
	domains, err := teamDomains(ctx, l.db.R, workspaceID)
	if err != nil {
		return nil, Known{}, err
	}
	known.TeamDomains = domains
	return cs, known, nil
}

// MetadataGuests are the guests a document's metadata names ("guests": a Slack thread's guests
// and other organisations' members); none when it names none or cannot be read.
func MetadataGuests(metadata string) []string {
	if !strings.Contains(metadata, `"guests"`) {
		return nil
	}
	var m struct {
		Guests []string `json:"guests"`
	}
	if err := json.Unmarshal([]byte(metadata), &m); err != nil {
		return nil
	}
	return m.Guests
}
