package ingest

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ids"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/store"
)

// Status is an ingestion job's state.
type Status string

// The statuses.
const (
	Queued     Status = "queued"
	Processing Status = "processing"
	Indexed    Status = "indexed"
	Failed     Status = "failed"
)

// Job is one import run.
type Job struct {
	ID                  string `db:"id"`
	WorkspaceID         string `db:"workspace_id"`
	SourceID            string `db:"source_id"`
	SourceName          string `db:"source_name"`
	Format              string `db:"format"`
	Status              Status `db:"status"`
	Reason              string `db:"reason"`
	DocumentsSeen       int    `db:"documents_seen"`
	DocumentsAdded      int    `db:"documents_added"`
	DocumentsUpdated    int    `db:"documents_updated"`
	DocumentsUnchanged  int    `db:"documents_unchanged"`
	DocumentsTombstoned int    `db:"documents_tombstoned"`
	ChunksWritten       int    `db:"chunks_written"`
	// DocumentsDone counts the documents written so far while the job runs.
	DocumentsDone int `db:"documents_done"`
	// DocumentsSkipped counts records with nothing to index; Skipped lists them (JSON).
	DocumentsSkipped int    `db:"documents_skipped"`
	SkippedJSON      string `db:"skipped"`
	CreatedAt        string `db:"created_at"`
	UpdatedAt        string `db:"updated_at"`
}

// Jobs reads and writes ingestion jobs.
type Jobs struct{ db *store.DB }

// NewJobs returns the job store over db.
func NewJobs(db *store.DB) *Jobs { return &Jobs{db: db} }

func now() string { return time.Now().UTC().Format(time.RFC3339Nano) }

// Create records a queued job.
func (j *Jobs) Create(ctx context.Context, workspaceID, sourceName string, f Format) (Job, error) {
	ts := now()
	job := Job{ID: ids.New("job_", 12), WorkspaceID: workspaceID, SourceName: sourceName, Format: string(f), Status: Queued,
		SkippedJSON: "[]", CreatedAt: ts, UpdatedAt: ts}
	err := j.db.Tx(ctx, func(tx *sqlx.Tx) error {
		_, err := tx.NamedExecContext(ctx, `INSERT INTO ingest_jobs (id, workspace_id, source_name, format, status, created_at, updated_at)
			VALUES (:id, :workspace_id, :source_name, :format, :status, :created_at, :updated_at)`, job)
		return err
	})
	if err != nil {
		return Job{}, fmt.Errorf("create ingestion job: %w", err)
	}
	return job, nil
}

// Update writes a job's status, source, reason and counts.
func (j *Jobs) Update(ctx context.Context, job *Job, status Status, reason string, c index.Counts) error {
	job.Status, job.Reason, job.UpdatedAt = status, reason, now()
	job.DocumentsSeen, job.DocumentsAdded, job.DocumentsUpdated = c.Seen, c.Added, c.Updated
	job.DocumentsUnchanged, job.DocumentsTombstoned, job.ChunksWritten = c.Unchanged, c.Tombstoned, c.Chunks
	return j.db.Tx(ctx, func(tx *sqlx.Tx) error {
		_, err := tx.NamedExecContext(ctx, `UPDATE ingest_jobs SET source_id = :source_id, status = :status, reason = :reason,
			documents_seen = :documents_seen, documents_added = :documents_added, documents_updated = :documents_updated,
			documents_unchanged = :documents_unchanged, documents_tombstoned = :documents_tombstoned,
			chunks_written = :chunks_written, documents_done = :documents_done, documents_skipped = :documents_skipped,
			skipped = :skipped, updated_at = :updated_at WHERE id = :id AND workspace_id = :workspace_id`, job)
		if err != nil {
			return fmt.Errorf("update ingestion job: %w", err)
		}
		return nil
	})
}

const jobColumns = `id, workspace_id, source_id, source_name, format, status, reason, documents_seen, documents_added,
	documents_updated, documents_unchanged, documents_tombstoned, chunks_written, documents_done, documents_skipped, skipped,
	created_at, updated_at`

// Get reads one job of the workspace.
func (j *Jobs) Get(ctx context.Context, workspaceID, id string) (Job, error) {
	var job Job
	err := j.db.R.GetContext(ctx, &job, `SELECT `+jobColumns+` FROM ingest_jobs WHERE id = ? AND workspace_id = ?`, id, workspaceID)
	if errors.Is(err, sql.ErrNoRows) {
		return job, errs.E(errs.NotFound, "ingestion job not found")
	}
	if err != nil {
		return job, fmt.Errorf("read ingestion job: %w", err)
	}
	return job, nil
}

// Skipped is a record with nothing to index, left out of an import: its file, line and why.
type Skipped struct {
	File   string `json:"file"`
	Line   int    `json:"line"`
	Reason string `json:"reason"`
}

// maxSkippedListed caps how many skipped records a job lists (all are counted).
const maxSkippedListed = 100

// SetSkipped records the records an import skipped (counted all, listed up to a cap).
func (job *Job) SetSkipped(sk []Skipped) {
	job.DocumentsSkipped = len(sk)
	if len(sk) > maxSkippedListed {
		sk = sk[:maxSkippedListed]
	}
	if sk == nil {
		sk = []Skipped{}
	}
	b, _ := json.Marshal(sk)
	job.SkippedJSON = string(b)
}

// SkippedRecords decodes the job's listed skipped records.
func (job Job) SkippedRecords() []Skipped {
	var sk []Skipped
	if job.SkippedJSON != "" {
		_ = json.Unmarshal([]byte(job.SkippedJSON), &sk)
	}
	return sk
}

// Progress records how far a running job is: documents parsed, written so far and chunks.
func (j *Jobs) Progress(ctx context.Context, job *Job, seen, done, chunks int) error {
	job.DocumentsSeen, job.DocumentsDone, job.ChunksWritten, job.UpdatedAt = seen, done, chunks, now()
	return j.db.Tx(ctx, func(tx *sqlx.Tx) error {
		_, err := tx.ExecContext(ctx, `UPDATE ingest_jobs SET source_id = ?, documents_seen = ?, documents_done = ?, chunks_written = ?,
			documents_skipped = ?, skipped = ?, updated_at = ? WHERE id = ? AND workspace_id = ? AND status IN ('queued', 'processing')`,
			job.SourceID, seen, done, chunks, job.DocumentsSkipped, job.SkippedJSON, job.UpdatedAt, job.ID, job.WorkspaceID)
		if err != nil {
			return fmt.Errorf("record ingestion progress: %w", err)
		}
		return nil
	})
}

// JobPage is one page of ingestion jobs.
type JobPage struct {
	Items []Job
	Info  page.Info
}

// ListForSource returns one page of a source's jobs, newest first.
func (j *Jobs) ListForSource(ctx context.Context, workspaceID, sourceID string, req page.Request) (JobPage, error) {
	req, err := req.Normalize()
	if err != nil {
		return JobPage{}, err
	}
	where := `workspace_id = ? AND source_id = ?`
	args := []any{workspaceID, sourceID}
	if req.After != "" {
		after, _ := page.DecodeCursor(req.After)
		where += ` AND (created_at, id) < (SELECT created_at, id FROM ingest_jobs WHERE id = ? AND workspace_id = ?)`
		args = append(args, after, workspaceID)
	}
	var items []Job
	if err := j.db.R.SelectContext(ctx, &items, `SELECT `+jobColumns+` FROM ingest_jobs WHERE `+where+`
		ORDER BY created_at DESC, id DESC LIMIT ?`, append(args, req.First+1)...); err != nil {
		return JobPage{}, fmt.Errorf("list ingestion jobs: %w", err)
	}
	items, info := page.Trim(items, req.First, func(x Job) string { return x.ID })
	return JobPage{Items: items, Info: info}, nil
}
