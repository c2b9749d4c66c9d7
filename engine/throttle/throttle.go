// Package throttle holds durable per-workspace rate limits. Counts live in the database, not in
// process memory, so every replica and every restart sees the same budget.
//
// The algorithm is a fixed window: time is cut into windows of Limit.Window aligned to the unix
// epoch, and each (workspace, bucket) row counts the hits of its current window. One upsert in
// one write transaction moves the row to the current window (resetting the count) or adds one
// hit, and returns the new count; SQLite (and a libSQL server) runs write transactions one at a
// time, so two processes can never both take the last slot. The known trade-off of a fixed
// window: a caller may spend a full budget at the end of one window and again at the start of
// the next, so at most 2*Max hits fall in any Window-long span that straddles a boundary.
package throttle

import (
	"context"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/store"
)

// Limit is a budget: at most Max hits per Window in one bucket of one workspace.
type Limit struct {
	Bucket string
	Max    int
	Window time.Duration
}

// PublicAsk is the public demo actor's budget for the reads that reach knowledge providers
// (ask and knowledgeSearch share it): 12 per minute per workspace.
func PublicAsk() Limit { return Limit{Bucket: "public-ask", Max: 12, Window: time.Minute} }

// WidgetKey is one widget key's budget on the widget route: 30 searches per minute, counted in
// the key's workspace under a bucket of its own, so each key has its own budget.
func WidgetKey(keyID string) Limit {
	return Limit{Bucket: "widget-key:" + keyID, Max: 30, Window: time.Minute}
}

// Store counts hits in the throttles table.
type Store struct {
	db  *store.DB
	now func() time.Time
}

// New returns a Store over db; now is the clock (time.Now when nil).
func New(db *store.DB, now func() time.Time) *Store {
	if now == nil {
		now = time.Now
	}
	return &Store{db: db, now: now}
}

// Allow counts one hit of l in workspaceID. Within budget it returns nil; over budget it
// returns errs.RateLimited with RetryAfter, the whole seconds until the window ends (at least
// 1). A hit refused is still counted, which changes nothing: the window is already spent.
func (s *Store) Allow(ctx context.Context, workspaceID string, l Limit) error {
	if workspaceID == "" || l.Bucket == "" || l.Max <= 0 || l.Window < time.Second {
		return fmt.Errorf("throttle: invalid limit %+v for workspace %q", l, workspaceID)
	}
	now := s.now().Unix()
	win := int64(l.Window / time.Second)
	start := now - now%win
	var hits, windowStart int64
	err := s.db.Tx(ctx, func(tx *sqlx.Tx) error {
		// MAX() keeps a replica whose clock lags from moving a row back to an older window.
		row := tx.QueryRowxContext(ctx, `INSERT INTO throttles (workspace_id, bucket, window_start, hits)
			VALUES (?, ?, ?, 1)
			ON CONFLICT (workspace_id, bucket) DO UPDATE SET
				hits = CASE WHEN excluded.window_start > throttles.window_start THEN 1 ELSE throttles.hits + 1 END,
				window_start = MAX(throttles.window_start, excluded.window_start)
			RETURNING hits, window_start`, workspaceID, l.Bucket, start)
		return row.Scan(&hits, &windowStart)
	})
	if err != nil {
		return fmt.Errorf("throttle %s: %w", l.Bucket, err)
	}
	if hits <= int64(l.Max) {
		return nil
	}
	retry := max(windowStart+win-now, 1)
	return &errs.Error{
		Code:       errs.RateLimited,
		Message:    fmt.Sprintf("too many requests: at most %d per %s; retry in %d s", l.Max, l.Window, retry),
		RetryAfter: int(retry),
	}
}
