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

// EarlierRunning reports whether another import of the job's source name in its workspace,
// created before it (ties broken by id) and still alive (touched within AbandonAfter of at), is
// queued or running: one source is imported by one job at a time, the first created, on every
// replica alike, so no import writes over another's documents halfway.
func (j *Jobs) EarlierRunning(ctx context.Context, job Job, at time.Time) (bool, error) {
	var rows []struct {
		ID        string `db:"id"`
		CreatedAt string `db:"created_at"`
		UpdatedAt string `db:"updated_at"`
	}
	if err := j.db.W.SelectContext(ctx, &rows, `SELECT id, created_at, updated_at FROM ingest_jobs
		WHERE workspace_id = ? AND source_name = ? AND id != ? AND status IN ('queued', 'processing')`,
		job.WorkspaceID, job.SourceName, job.ID); err != nil {
		return false, fmt.Errorf("read running imports of the source: %w", err)
	}
	mine, err := time.Parse(time.RFC3339Nano, job.CreatedAt)
	if err != nil {
		return false, fmt.Errorf("read the job's creation time: %w", err)
	}
	cutoff := at.Add(-AbandonAfter)
	for _, r := range rows {
		created, err1 := time.Parse(time.RFC3339Nano, r.CreatedAt)
		touched, err2 := time.Parse(time.RFC3339Nano, r.UpdatedAt)
		if err1 != nil || err2 != nil || touched.Before(cutoff) {
			continue
		}
		if created.Before(mine) || created.Equal(mine) && r.ID < job.ID {
			return true, nil
		}
	}
	return false, nil
}
