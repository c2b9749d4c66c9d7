// Package answer is Ask's History: every answer persisted with its receipt, the canonical JSON
// (RFC 8785) of the question, the plan, the evidence ids, the answer and its retrieval trace,
// and the receipt's SHA-256. The receipt holds no answer id and no time, so the same question
// over the same evidence gives the same receipt hash.
package answer

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/canonical"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/engine/synthesis"
)

// Call is one lane call of the trace.
type Call struct {
	Lane    string `json:"lane"`
	Query   string `json:"query"`
	Purpose string `json:"purpose"`
	Limit   int    `json:"limit"`
	Hits    int    `json:"hits"`
}

// DropCount counts the chunks lineage dropped for one reason.
type DropCount struct {
	Reason string `json:"reason"`
	Count  int    `json:"count"`
}

// Trace is how an answer's evidence was retrieved. It holds no storage ids and no timings.
type Trace struct {
	PlannerVersion     string `json:"plannerVersion"`
	SynthesizerVersion string `json:"synthesizerVersion"`
	// SynthesizerNote says why the configured model synthesizer did not write the answer
	// (empty when it did, or when none is configured).
	SynthesizerNote string `json:"synthesizerNote,omitempty"`
	// FactsNote says where the owner, due date and status of the subjects the question names
	// were read from: Today's latest compile (whole conversations), or the retrieved passages
	// alone and why. Empty when the question names no identifier.
	FactsNote            string      `json:"factsNote,omitempty"`
	RequestedMode        string      `json:"requestedMode"`
	Mode                 string      `json:"mode"`
	Classes              []string    `json:"classes"`
	Identifiers          []string    `json:"identifiers"`
	Facets               []string    `json:"facets"`
	GraphContext         bool        `json:"graphContext"`
	RecencyHalfLifeHours int         `json:"recencyHalfLifeHours"`
	SourcesSearched      int         `json:"sourcesSearched"`
	Calls                []Call      `json:"calls"`
	Found                int         `json:"found"`
	Duplicates           int         `json:"duplicates"`
	DroppedByLineage     int         `json:"droppedByLineage"`
	Dropped              []DropCount `json:"dropped"`
	EvidenceUsed         int         `json:"evidenceUsed"`
	Untrusted            int         `json:"untrusted"`
}

// Receipt is what an answer's hash covers.
type Receipt struct {
	Question    string           `json:"question"`
	Plan        planner.Plan     `json:"plan"`
	EvidenceIDs []string         `json:"evidenceIds"`
	Answer      synthesis.Answer `json:"answer"`
	Trace       Trace            `json:"retrievalTrace"`
}

// Hash returns the receipt's hash: hex SHA-256 of its canonical JSON.
func (r Receipt) Hash() (string, error) { return canonical.Hash(r) }

// Answer is one History entry.
type Answer struct {
	ID          string
	PublicRef   string
	WorkspaceID string
	AskedBy     string
	CreatedAt   string
	Receipt     Receipt
	ReceiptHash string
}

// Page is one page of History, newest first.
type Page struct {
	Items []Answer
	Info  page.Info
}

// Store reads and writes answers.
type Store struct {
	db  *store.DB
	now func() time.Time
}

// New returns a Store over db; now is the clock.
func New(db *store.DB, now func() time.Time) *Store {
	if now == nil {
		now = time.Now
	}
	return &Store{db: db, now: now}
}

// Save hashes r and records it as a new answer of the workspace.
// publicRef is the answer's stable public reference, the only id the public actor sees.
func (s *Store) Save(ctx context.Context, id, publicRef, workspaceID, askedBy string, r Receipt) (Answer, error) {
	body, err := canonical.JSON(r)
	if err != nil {
		return Answer{}, fmt.Errorf("answer receipt: %w", err)
	}
	hash := canonical.HashBytes(body)
	a := Answer{ID: id, PublicRef: publicRef, WorkspaceID: workspaceID, AskedBy: askedBy, CreatedAt: s.now().UTC().Format(time.RFC3339Nano), Receipt: r, ReceiptHash: hash}
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO answers (id, public_ref, workspace_id, asked_by, question, status, receipt, receipt_hash, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, a.ID, publicRef, workspaceID, askedBy, r.Question, string(r.Answer.Status), string(body), hash, a.CreatedAt)
		return err
	})
	if err != nil {
		return Answer{}, fmt.Errorf("save answer: %w", err)
	}
	return a, nil
}

type row struct {
	ID          string `db:"id"`
	PublicRef   string `db:"public_ref"`
	WorkspaceID string `db:"workspace_id"`
	AskedBy     string `db:"asked_by"`
	Receipt     string `db:"receipt"`
	ReceiptHash string `db:"receipt_hash"`
	CreatedAt   string `db:"created_at"`
}

func (r row) answer() (Answer, error) {
	a := Answer{ID: r.ID, PublicRef: r.PublicRef, WorkspaceID: r.WorkspaceID, AskedBy: r.AskedBy, ReceiptHash: r.ReceiptHash, CreatedAt: r.CreatedAt}
	if err := json.Unmarshal([]byte(r.Receipt), &a.Receipt); err != nil {
		return a, fmt.Errorf("read answer %s: %w", r.ID, err)
	}
	return a, nil
}

const columns = `id, public_ref, workspace_id, asked_by, receipt, receipt_hash, created_at`

// Get reads one answer of the workspace; askedBy, when not empty, limits it to that asker's.
func (s *Store) Get(ctx context.Context, workspaceID, askedBy, id string) (Answer, error) {
	var r row
	q := `SELECT ` + columns + ` FROM answers WHERE id = ? AND workspace_id = ?`
	args := []any{id, workspaceID}
	if askedBy != "" {
		q += ` AND asked_by = ?`
		args = append(args, askedBy)
	}
	err := s.db.R.GetContext(ctx, &r, q, args...)
	if errors.Is(err, sql.ErrNoRows) {
		return Answer{}, errs.E(errs.NotFound, "answer not found")
	}
	if err != nil {
		return Answer{}, fmt.Errorf("read answer: %w", err)
	}
	return r.answer()
}

// GetByPublicRef reads one answer of the workspace by its public reference, limited to
// askedBy's answers.
func (s *Store) GetByPublicRef(ctx context.Context, workspaceID, askedBy, ref string) (Answer, error) {
	var r row
	err := s.db.R.GetContext(ctx, &r, `SELECT `+columns+` FROM answers WHERE public_ref = ? AND workspace_id = ? AND asked_by = ?`,
		ref, workspaceID, askedBy)
	if errors.Is(err, sql.ErrNoRows) {
		return Answer{}, errs.E(errs.NotFound, "answer not found")
	}
	if err != nil {
		return Answer{}, fmt.Errorf("read answer: %w", err)
	}
	return r.answer()
}

// List returns one page of the workspace's answers, newest first; askedBy, when not empty,
// limits it to that asker's. Cursors name answers by id, or by public reference when byRef.
func (s *Store) List(ctx context.Context, workspaceID, askedBy string, byRef bool, req page.Request) (Page, error) {
	req, err := req.Normalize()
	if err != nil {
		return Page{}, err
	}
	where := `workspace_id = ?`
	args := []any{workspaceID}
	if askedBy != "" {
		where += ` AND asked_by = ?`
		args = append(args, askedBy)
	}
	if req.After != "" {
		after, _ := page.DecodeCursor(req.After)
		col := "id"
		if byRef {
			col = "public_ref"
		}
		where += ` AND (created_at, id) < (SELECT created_at, id FROM answers WHERE ` + col + ` = ? AND workspace_id = ?)`
		args = append(args, after, workspaceID)
	}
	args = append(args, req.First+1)
	var rows []row
	if err := s.db.R.SelectContext(ctx, &rows, `SELECT `+columns+` FROM answers WHERE `+where+`
		ORDER BY created_at DESC, id DESC LIMIT ?`, args...); err != nil {
		return Page{}, fmt.Errorf("list answers: %w", err)
	}
	key := func(r row) string { return r.ID }
	if byRef {
		key = func(r row) string { return r.PublicRef }
	}
	rows, info := page.Trim(rows, req.First, key)
	p := Page{Info: info}
	for _, r := range rows {
		a, err := r.answer()
		if err != nil {
			return Page{}, err
		}
		p.Items = append(p.Items, a)
	}
	return p, nil
}
