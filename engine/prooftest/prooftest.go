// Package prooftest runs and records proof tests: canary verifications of a source. The import
// canary takes a sample of a source's indexed chunks, searches for each again through the
// lanes, and passes only when the sample is found and attributed to that source.
package prooftest

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/retrieval"
	"github.com/queueproof/queueproof/engine/store"
)

// ProofTest is one recorded verification run.
type ProofTest struct {
	ID          string `db:"id"`
	WorkspaceID string `db:"workspace_id"`
	SourceID    string `db:"source_id"`
	JobID       string `db:"job_id"`
	Kind        string `db:"kind"`
	Result      string `db:"result"` // passed | failed
	Reason      string `db:"reason"`
	Evidence    string `db:"evidence"` // JSON array of Probe
	CreatedAt   string `db:"created_at"`
}

// Passed reports whether the run passed.
func (p ProofTest) Passed() bool { return p.Result == "passed" }

// Probe is one sampled chunk and what the lanes returned for it.
type Probe struct {
	ChunkID string `json:"chunkId"`
	Lane    string `json:"lane"`
	Query   string `json:"query"`
	Found   bool   `json:"found"`
	Rank    int    `json:"rank,omitempty"`
}

// Store reads and writes proof tests.
type Store struct{ db *store.DB }

// New returns a Store over db.
func New(db *store.DB) *Store { return &Store{db: db} }

// Searcher is the part of the lanes a canary needs.
type Searcher interface {
	Text(ctx context.Context, s retrieval.Scope, q retrieval.Query) ([]retrieval.Hit, error)
	ExactID(ctx context.Context, s retrieval.Scope, q retrieval.Query) ([]retrieval.Hit, error)
	OwnDocuments(ctx context.Context, s retrieval.Scope, q retrieval.Query) ([]retrieval.Hit, error)
	Distinctive(ctx context.Context, workspaceID, text string, n int) (string, error)
}

// Canary probes sample through the lanes, scoped to the one source, and returns the probes and
// whether enough were found (every probe, with at most one miss per ten).
func Canary(ctx context.Context, lanes Searcher, workspaceID, sourceID string, sample []index.Chunk) ([]Probe, bool, string, error) {
	if len(sample) == 0 {
		return nil, false, "no indexed chunks to verify", nil
	}
	scope := retrieval.Scope{WorkspaceID: workspaceID, SourceIDs: []string{sourceID}}
	var probes []Probe
	missed := 0
	for _, c := range sample {
		p, err := probe(ctx, lanes, scope, sourceID, c)
		if err != nil {
			return nil, false, "", err
		}
		if p.Query == "" {
			continue // a chunk without words (a title only) cannot be probed by text
		}
		if !p.Found {
			missed++
		}
		probes = append(probes, p)
	}
	if len(probes) == 0 {
		return nil, false, "no chunk with searchable text to verify", nil
	}
	allowed := len(probes) / 10
	if missed > allowed {
		return probes, false, fmt.Sprintf("canary: %d of %d sampled chunks were not found again through the lanes", missed, len(probes)), nil
	}
	return probes, true, "", nil
}

// probe searches for one chunk: by each of its first identifiers through the exact-ID lane,
// then by its rarest words through the text lane, then, when its document's own id is an
// identifier (a ticket key), by that id through the document-identity lane, until one finds
// the chunk (or its document) in this source. The last try is what Ask does with "ENG-123":
// in a corpus of near-identical documents (generated tickets) a chunk's rarest words can be
// shared by more than the 20 hits a probe reads, and its own id is how it is found.
func probe(ctx context.Context, lanes Searcher, scope retrieval.Scope, sourceID string, c index.Chunk) (Probe, error) {
	type try struct {
		lane, query string
		search      func(context.Context, retrieval.Scope, retrieval.Query) ([]retrieval.Hit, error)
	}
	var tries []try
	for i, id := range index.ExtractIdentifiers(c.Text) {
		if i == 3 {
			break
		}
		tries = append(tries, try{retrieval.LaneExactID, id.Value, lanes.ExactID})
	}
	words, err := lanes.Distinctive(ctx, scope.WorkspaceID, c.Text, 6)
	if err != nil {
		return Probe{}, err
	}
	if words != "" {
		tries = append(tries, try{retrieval.LaneText, words, lanes.Text})
	}
	if ids := index.QueryIdentifiers(c.ExternalID); len(ids) == 1 && ids[0].Value == c.ExternalID {
		tries = append(tries, try{retrieval.LaneDocument, c.ExternalID, lanes.OwnDocuments})
	}
	p := Probe{ChunkID: c.ID}
	for _, t := range tries {
		p.Lane, p.Query = t.lane, t.query
		hits, err := t.search(ctx, scope, retrieval.Query{Text: t.query, Limit: 20})
		if err != nil {
			return Probe{}, err
		}
		for i, h := range hits {
			// Found: this chunk, its document, or a chunk of this source with the very same text
			// (templated documents repeat paragraphs; either copy proves the text is findable).
			if h.SourceID == sourceID && (h.ChunkID == c.ID || h.DocumentID == c.DocumentID || h.Text == c.Text) {
				p.Found, p.Rank = true, i+1
				return p, nil
			}
		}
	}
	return p, nil
}

// Record stores a run with its probes.
func (s *Store) Record(ctx context.Context, p ProofTest, probes []Probe) (ProofTest, error) {
	if probes == nil {
		probes = []Probe{}
	}
	return s.RecordEvidence(ctx, p, probes)
}

// RecordEvidence stores a run with any JSON-encodable evidence (a provider canary keeps what the
// provider returned).
func (s *Store) RecordEvidence(ctx context.Context, p ProofTest, evidence any) (ProofTest, error) {
	ev, err := json.Marshal(evidence)
	if err != nil {
		return p, fmt.Errorf("encode evidence: %w", err)
	}
	p.Evidence = string(ev)
	p.CreatedAt = time.Now().UTC().Format(time.RFC3339Nano)
	err = s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		_, err := tx.NamedExecContext(ctx, `INSERT INTO proof_tests (id, workspace_id, source_id, job_id, kind, result, reason, evidence, created_at)
			VALUES (:id, :workspace_id, :source_id, :job_id, :kind, :result, :reason, :evidence, :created_at)`, p)
		return err
	})
	if err != nil {
		return p, fmt.Errorf("record proof test: %w", err)
	}
	return p, nil
}

// ForJob returns the proof test an ingestion job ran, or nil.
func (s *Store) ForJob(ctx context.Context, workspaceID, jobID string) (*ProofTest, error) {
	var ps []ProofTest
	if err := s.db.R.SelectContext(ctx, &ps, `SELECT `+cols+` FROM proof_tests WHERE workspace_id = ? AND job_id = ?
		ORDER BY created_at DESC LIMIT 1`, workspaceID, jobID); err != nil {
		return nil, fmt.Errorf("read proof test: %w", err)
	}
	if len(ps) == 0 {
		return nil, nil
	}
	return &ps[0], nil
}

const cols = `id, workspace_id, source_id, job_id, kind, result, reason, evidence, created_at`

// Page is one page of proof tests.
type Page struct {
	Items []ProofTest
	Info  page.Info
}

// List returns one page of the workspace's proof tests, newest first (one source's when
// sourceID is not empty).
func (s *Store) List(ctx context.Context, workspaceID, sourceID string, req page.Request) (Page, error) {
	req, err := req.Normalize()
	if err != nil {
		return Page{}, err
	}
	where := `workspace_id = ?`
	args := []any{workspaceID}
	if sourceID != "" {
		where += ` AND source_id = ?`
		args = append(args, sourceID)
	}
	if req.After != "" {
		after, _ := page.DecodeCursor(req.After)
		where += ` AND (created_at, id) < (SELECT created_at, id FROM proof_tests WHERE id = ? AND workspace_id = ?)`
		args = append(args, after, workspaceID)
	}
	var items []ProofTest
	if err := s.db.R.SelectContext(ctx, &items, `SELECT `+cols+` FROM proof_tests WHERE `+where+`
		ORDER BY created_at DESC, id DESC LIMIT ?`, append(args, req.First+1)...); err != nil {
		return Page{}, fmt.Errorf("list proof tests: %w", err)
	}
	items, info := page.Trim(items, req.First, func(x ProofTest) string { return x.ID })
	return Page{Items: items, Info: info}, nil
}
