// Package retrieval holds the lanes of the embedded evidence index, each a function the query
// planner can call on its own: Text (FTS5 BM25 through a bounded query plan), ExactID (the
// identifier table) and Hybrid (BM25 fused by Reciprocal Rank Fusion with a local, model-free
// signal that catches inexact wording). Every lane is scoped to one workspace and an explicit
// list of sources, which the caller has already checked are data_verified.
package retrieval

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/store"
)

// Lane names, as reported on hits.
const (
	LaneText    = "text"
	LaneExactID = "exact_id"
	LaneHybrid  = "hybrid"
)

// Scope is where a lane may look: one workspace and the sources in it that may be read.
type Scope struct {
	WorkspaceID string
	SourceIDs   []string
	// except are documents a text step leaves out (see Lanes.base's second look).
	except []string
}

// Query is one lane request.
type Query struct {
	Text  string
	Limit int // default 10, at most MaxLimit
	// RecencyHalfLife, when positive, favours recent evidence: a chunk's score is multiplied by
	// 1 + RecencyWeight * 0.5^(age / half-life).
	RecencyHalfLife time.Duration
	Now             time.Time
	// Shared, when set, lets the calls of one request share work (see Shared).
	Shared *Shared
}

// MaxLimit bounds the hits one lane call returns.
const MaxLimit = 200

// RecencyWeight is the largest boost recency can give.
const RecencyWeight = 0.3

// Hit is one chunk a lane found, with its document.
type Hit struct {
	ChunkSeq   int64
	ChunkID    string
	DocumentID string
	SourceID   string
	ExternalID string
	Title      string
	Text       string
	AuthoredAt string
	Score      float64
	Lanes      []string
}

// Options tune the lanes; the zero value takes the defaults.
type Options struct {
	// Candidates is how many chunks each FTS5 step of the plan may return for re-scoring.
	Candidates int
	// Budget is how many matching rows the disjunctive step lets FTS5 score: terms are added
	// rarest first until their document frequencies reach it.
	Budget int
	// TitleWeight multiplies title term frequencies in BM25F.
	TitleWeight float64
}

// Lanes runs the lanes over one database.
type Lanes struct {
	db    *store.DB
	index *index.Store
	opt   Options
	cache *lru.Cache[dfKey, int] // document frequencies (see dfs)
}

// New returns the lanes over db.
func New(db *store.DB, opt Options) *Lanes {
	if opt.Candidates <= 0 {
		opt.Candidates = 100
	}
	if opt.Budget <= 0 {
		opt.Budget = 2000
	}
	if opt.TitleWeight <= 0 {
		opt.TitleWeight = 2
	}
	cache, _ := lru.New[dfKey, int](maxCachedTerms) // fails only for a size under one
	return &Lanes{db: db, index: index.New(db), opt: opt, cache: cache}
}

func (q Query) limit() int {
	switch {
	case q.Limit <= 0:
		return 10
	case q.Limit > MaxLimit:
		return MaxLimit
	}
	return q.Limit
}

// scopeSQL returns the chunk filter for a scope ("c" is the chunks alias) and its arguments.
func scopeSQL(s Scope) (string, []any) {
	args := []any{s.WorkspaceID}
	marks := make([]string, len(s.SourceIDs))
	for i, id := range s.SourceIDs {
		marks[i] = "?"
		args = append(args, id)
	}
	where := `c.workspace_id = ? AND c.source_id IN (` + strings.Join(marks, ",") + `)`
	if len(s.except) > 0 {
		where += ` AND c.document_id NOT IN (?` + strings.Repeat(",?", len(s.except)-1) + `)`
		for _, id := range s.except {
			args = append(args, id)
		}
	}
	return where, args
}

// fillDocuments adds each hit's document fields.
func (l *Lanes) fillDocuments(ctx context.Context, workspaceID string, hits []Hit) error {
	if len(hits) == 0 {
		return nil
	}
	ids := map[string]bool{}
	var args []any
	args = append(args, workspaceID)
	for _, h := range hits {
		if !ids[h.DocumentID] {
			ids[h.DocumentID] = true
			args = append(args, h.DocumentID)
		}
	}
	// By primary key only (a workspace_id condition would tempt SQLite into scanning the
	// workspace's index); the workspace is checked on the rows.
	q := `SELECT id, workspace_id, external_id, title FROM documents WHERE id IN (?` + strings.Repeat(",?", len(args)-2) + `)`
	var rows []struct {
		ID          string `db:"id"`
		WorkspaceID string `db:"workspace_id"`
		ExternalID  string `db:"external_id"`
		Title       string `db:"title"`
	}
	if err := l.db.R.SelectContext(ctx, &rows, q, args[1:]...); err != nil {
		return fmt.Errorf("read hit documents: %w", err)
	}
	byID := map[string]int{}
	for i, r := range rows {
		if r.WorkspaceID == workspaceID {
			byID[r.ID] = i
		}
	}
	for i := range hits {
		if j, ok := byID[hits[i].DocumentID]; ok {
			hits[i].ExternalID, hits[i].Title = rows[j].ExternalID, rows[j].Title
		}
	}
	return nil
}

// recency returns the multiplier of a chunk authored at at.
func (q Query) recency(at string) float64 {
	if q.RecencyHalfLife <= 0 || at == "" {
		return 1
	}
	t, err := time.Parse(time.RFC3339Nano, at)
	if err != nil {
		return 1
	}
	now := q.Now
	if now.IsZero() {
		now = time.Now()
	}
	age := now.Sub(t)
	if age < 0 {
		age = 0
	}
	return 1 + RecencyWeight*math.Pow(0.5, float64(age)/float64(q.RecencyHalfLife))
}

// sortHits orders hits by score, then as Tie does.
func sortHits(hits []Hit) {
	sort.Slice(hits, func(i, j int) bool {
		if hits[i].Score != hits[j].Score {
			return hits[i].Score > hits[j].Score
		}
		return Tie(hits[i], hits[j]) < 0
	})
}

// Tie orders two equally scored hits by what the evidence is (its document's id in its
// source, then its text) before the chunk id: a chunk id derives from its source's, which a
// new import of the same evidence does not share, and the same evidence must rank the same.
func Tie(a, b Hit) int {
	return cmp.Or(strings.Compare(a.ExternalID, b.ExternalID), strings.Compare(a.Text, b.Text), strings.Compare(a.ChunkID, b.ChunkID))
}

type reader interface {
	SelectContext(ctx context.Context, dest any, query string, args ...any) error
}

var _ reader = (*sqlx.DB)(nil)
