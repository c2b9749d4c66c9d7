package ingest_test

import (
	"context"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/ingest"
)

// TestAbandonedJobsAreMarkedFailed: a processing job whose process stopped touching it is
// marked failed with the abandoned reason; a job that beats, and a finished job, are left alone.
func TestAbandonedJobsAreMarkedFailed(t *testing.T) {
	ctx := context.Background()
	db := enginetest.Open(t, enginetest.URL(t))
	if _, err := db.W.ExecContext(ctx, `INSERT INTO workspaces (id, name, created_at) VALUES ('ws', 'W', '2026-01-01T00:00:00Z')`); err != nil {
		t.Fatal(err)
	}
	jobs := ingest.NewJobs(db)
	mk := func(status ingest.Status) ingest.Job {
		j, err := jobs.Create(ctx, "ws", "src", ingest.Markdown)
		if err != nil {
			t.Fatal(err)
		}
		if err := jobs.Update(ctx, &j, status, "", index.Counts{}); err != nil {
			t.Fatal(err)
		}
		return j
	}
	dead, alive, done := mk(ingest.Processing), mk(ingest.Processing), mk(ingest.Indexed)
	stop := jobs.Heartbeat(ctx, "ws", alive.ID, 20*time.Millisecond)
	defer stop()
	// Wait until the living job has beaten at least once (after the dead one last changed).
	for {
		got, err := jobs.Get(ctx, "ws", alive.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.UpdatedAt != alive.UpdatedAt {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	deadAt, err := time.Parse(time.RFC3339Nano, dead.UpdatedAt)
	if err != nil {
		t.Fatal(err)
	}
	// "Now" is just after the dead job's last touch plus the abandonment age: only it is stale.
	aliveNow, _ := jobs.Get(ctx, "ws", alive.ID)
	aliveAt, _ := time.Parse(time.RFC3339Nano, aliveNow.UpdatedAt)
	at := deadAt.Add(time.Minute + (aliveAt.Sub(deadAt))/2)
	n, err := jobs.Abandon(ctx, time.Minute, at)
	if err != nil || n != 1 {
		t.Fatalf("Abandon = %d, %v; want 1", n, err)
	}
	for _, tt := range []struct {
		job    ingest.Job
		status ingest.Status
	}{{dead, ingest.Failed}, {alive, ingest.Processing}, {done, ingest.Indexed}} {
		got, err := jobs.Get(ctx, "ws", tt.job.ID)
		if err != nil || got.Status != tt.status {
			t.Errorf("job %s = %s (%q), %v; want %s", tt.job.ID, got.Status, got.Reason, err, tt.status)
		}
		if tt.status == ingest.Failed && got.Reason != ingest.AbandonedReason {
			t.Errorf("abandoned job reason = %q", got.Reason)
		}
	}
	// Running it again changes nothing.
	if n, err := jobs.Abandon(ctx, time.Minute, at); err != nil || n != 0 {
		t.Fatalf("second Abandon = %d, %v; want 0", n, err)
	}
}
