package ingest

import (
	"context"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
)

// Heartbeat and abandonment: an import runs inside one process; while it runs, that process
// touches its job every HeartbeatEvery. A queued or processing job untouched for AbandonAfter
// belongs to a process that died (kill -9, power loss) and is marked failed, so no job claims
// to be running forever. Each document was committed whole or not at all, so what such an import
// wrote stays; running it again completes it.
const (
	HeartbeatEvery = 30 * time.Second
	AbandonAfter   = 2 * time.Minute
)

// AbandonedReason is the reason written on an abandoned job.
const AbandonedReason = "abandoned: the importing process stopped before the import finished; documents it committed stay, run the import again to complete it"

// Heartbeat touches the job every interval until ctx ends or the returned stop is called.
func (j *Jobs) Heartbeat(ctx context.Context, workspaceID, id string, every time.Duration) (stop func()) {
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				// A missed beat is retried at the next tick; the import itself goes on.
				_ = j.db.Tx(ctx, func(tx *sqlx.Tx) error {
					_, err := tx.ExecContext(ctx, `UPDATE ingest_jobs SET updated_at = ? WHERE id = ? AND workspace_id = ? AND status IN ('queued', 'processing')`,
						now(), id, workspaceID)
					return err
				})
			}
		}
	}()
	return func() { cancel(); <-done }
}

// Abandon marks failed every queued or processing job (of any workspace) last touched before
// now minus after, and returns how many it marked. Any replica may run it: a job is only changed
// while it still has the status and time it was read with.
func (j *Jobs) Abandon(ctx context.Context, after time.Duration, at time.Time) (int, error) {
	var rows []struct {
		ID        string `db:"id"`
		Status    string `db:"status"`
		UpdatedAt string `db:"updated_at"`
	}
	if err := j.db.W.SelectContext(ctx, &rows, `SELECT id, status, updated_at FROM ingest_jobs WHERE status IN ('queued', 'processing')`); err != nil {
		return 0, fmt.Errorf("read running ingestion jobs: %w", err)
	}
	cutoff := at.Add(-after)
	n := 0
	for _, r := range rows {
		t, err := time.Parse(time.RFC3339Nano, r.UpdatedAt)
		if err == nil && !t.Before(cutoff) {
			continue
		}
		err = j.db.Tx(ctx, func(tx *sqlx.Tx) error {
			res, err := tx.ExecContext(ctx, `UPDATE ingest_jobs SET status = 'failed', reason = ?, updated_at = ?
				WHERE id = ? AND status = ? AND updated_at = ?`, AbandonedReason, now(), r.ID, r.Status, r.UpdatedAt)
			if err != nil {
				return err
			}
			k, err := res.RowsAffected()
			n += int(k)
			return err
		})
		if err != nil {
			return n, fmt.Errorf("mark ingestion job %s abandoned: %w", r.ID, err)
		}
	}
	return n, nil
}
