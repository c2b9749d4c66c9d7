// Package source reads and writes sources: connectors, indexed collections and knowledge
// providers, each with a lifecycle state. Only data_verified sources feed retrieval.
package source

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/store"
)

// Kind is what a source is.
type Kind string

// The kinds.
const (
	Connector         Kind = "connector"
	Collection        Kind = "collection"
	KnowledgeProvider Kind = "knowledge_provider"
)

// State is a source's place in its lifecycle.
type State string

// The states, in lifecycle order, then the two failure states.
const (
	Discovered       State = "discovered"
	ConnectorCreated State = "connector_created"
	Scoped           State = "scoped"
	Synced           State = "synced"
	DataVerified     State = "data_verified"
	Failed           State = "failed"
	Degraded         State = "degraded"
)

// Source is one row of sources.
type Source struct {
	ID          string `db:"id"`
	WorkspaceID string `db:"workspace_id"`
	Kind        Kind   `db:"kind"`
	Name        string `db:"name"`
	State       State  `db:"state"`
	StateReason string `db:"state_reason"`
	CreatedAt   string `db:"created_at"`
	UpdatedAt   string `db:"updated_at"`
}

// Page is one page of sources.
type Page struct {
	Items []Source
	Info  page.Info
}

// Store reads and writes sources.
type Store struct{ db *store.DB }

// New returns a Store over db.
func New(db *store.DB) *Store { return &Store{db: db} }

const columns = `id, workspace_id, kind, name, state, state_reason, created_at, updated_at`

// List returns one page of the workspace's sources, oldest first.
func (s *Store) List(ctx context.Context, workspaceID string, req page.Request) (Page, error) {
	req, err := req.Normalize()
	if err != nil {
		return Page{}, err
	}
	where := `workspace_id = ?`
	args := []any{workspaceID}
	if req.After != "" {
		after, _ := page.DecodeCursor(req.After)
		where += ` AND (created_at, id) > (SELECT created_at, id FROM sources WHERE id = ? AND workspace_id = ?)`
		args = append(args, after, workspaceID)
	}
	var items []Source
	if err := s.db.R.SelectContext(ctx, &items, `SELECT `+columns+` FROM sources WHERE `+where+`
		ORDER BY created_at, id LIMIT ?`, append(args, req.First+1)...); err != nil {
		return Page{}, fmt.Errorf("list sources: %w", err)
	}
	items, info := page.Trim(items, req.First, func(x Source) string { return x.ID })
	return Page{Items: items, Info: info}, nil
}

// Get returns one source of the workspace; a source of another workspace is NotFound.
func (s *Store) Get(ctx context.Context, workspaceID, id string) (Source, error) {
	var src Source
	err := s.db.R.GetContext(ctx, &src, `SELECT `+columns+` FROM sources WHERE id = ? AND workspace_id = ?`, id, workspaceID)
	if errors.Is(err, sql.ErrNoRows) {
		return src, errs.E(errs.NotFound, "source not found")
	}
	if err != nil {
		return src, fmt.Errorf("read source: %w", err)
	}
	return src, nil
}
