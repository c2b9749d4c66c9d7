package engine_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/retrieval"
)

const threeRecords = `{"id":"a","title":"Checkout rollout","body":"ENG-9 ships on Friday; Dana owns the checkout rollout."}
{"id":"b","title":"","body":"  "}
{"id":"c","title":"Ledger notes","body":"Ledger reconciliation runs nightly."}
`

// A record with neither title nor body is skipped and listed with its file and line; the rest
// of the import is indexed (it used to fail the whole import).
func TestImportSkipsRecordsWithNothingToIndex(t *testing.T) {
	e, _ := enginetest.New(t, engine.Options{LocalActor: true})
	a := localActor(t, e)
	res, err := e.Import(context.Background(), a, engine.ImportRequest{SourceName: "Records", Format: ingest.JSONL,
		Input: ingest.FromBytes("records.jsonl", []byte(threeRecords))})
	if err != nil {
		t.Fatalf("Import = %v", err)
	}
	j := res.Job
	if j.Status != ingest.Indexed || j.DocumentsAdded != 2 || j.DocumentsSkipped != 1 {
		t.Fatalf("job = %+v, want indexed with 2 added and 1 skipped", j)
	}
	sk := j.SkippedRecords()
	if len(sk) != 1 || sk[0].File != "records.jsonl" || sk[0].Line != 2 || !strings.Contains(sk[0].Reason, "neither title nor body") {
		t.Fatalf("skipped = %+v, want records.jsonl line 2", sk)
	}
	got, err := e.IngestionJob(context.Background(), a, j.ID)
	if err != nil || got.Job.DocumentsSkipped != 1 || len(got.Job.SkippedRecords()) != 1 {
		t.Fatalf("IngestionJob = %+v, %v; want the skipped record kept", got.Job, err)
	}
}

func waitJob(t *testing.T, e *engine.Engine, a actor.Actor, id string) ingest.Job {
	t.Helper()
	for range 600 {
		r, err := e.IngestionJob(context.Background(), a, id)
		if err != nil {
			t.Fatalf("IngestionJob = %v", err)
		}
		if r.Job.Status == ingest.Indexed || r.Job.Status == ingest.Failed {
			return r.Job
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("job %s never finished", id)
	return ingest.Job{}
}

// StartImport returns the queued job at once and the import runs after the call returned; a
// malformed file fails its job with the line and creates no source; a file over the limit is
// refused before any job exists.
func TestStartImportRunsInTheBackground(t *testing.T) {
	e, db := enginetest.New(t, engine.Options{LocalActor: true, ImportLimits: ingest.Limits{MaxFileBytes: 4096}})
	a := localActor(t, e)
	ctx, cancel := context.WithCancel(context.Background())
	job, err := e.StartImport(ctx, a, engine.ImportRequest{SourceName: "Records", Format: ingest.JSONL,
		Input: ingest.FromReader("records.jsonl", strings.NewReader(threeRecords))})
	cancel() // the request is over; the import goes on
	if err != nil || job.ID == "" || job.Status != ingest.Queued {
		t.Fatalf("StartImport = %+v, %v; want a queued job", job, err)
	}
	done := waitJob(t, e, a, job.ID)
	if done.Status != ingest.Indexed || done.DocumentsAdded != 2 || done.DocumentsDone != 2 || done.DocumentsSkipped != 1 || done.SourceID == "" {
		t.Fatalf("job = %+v, want indexed", done)
	}

	bad, err := e.StartImport(context.Background(), a, engine.ImportRequest{SourceName: "Broken", Format: ingest.JSONL,
		Input: ingest.FromBytes("broken.jsonl", []byte("{\"id\":\"a\",\"title\":\"ok\"}\n{not json\n"))})
	if err != nil {
		t.Fatalf("StartImport(malformed) = %v; want a job that fails", err)
	}
	failed := waitJob(t, e, a, bad.ID)
	if failed.Status != ingest.Failed || !strings.Contains(failed.Reason, "broken.jsonl:2") {
		t.Fatalf("malformed job = %+v, want FAILED naming broken.jsonl:2", failed)
	}

	_, err = e.StartImport(context.Background(), a, engine.ImportRequest{SourceName: "Huge", Format: ingest.JSONL,
		Input: ingest.FromBytes("huge.jsonl", []byte(strings.Repeat("x", 5000)))})
	if !errs.Is(err, errs.Invalid) || !strings.Contains(err.Error(), "larger than the limit") {
		t.Fatalf("StartImport(too big) = %v, want BAD_USER_INPUT", err)
	}
	var jobs, sources int
	if err := db.R.Get(&jobs, `SELECT count(*) FROM ingest_jobs`); err != nil || jobs != 2 {
		t.Fatalf("jobs = %d, %v; the refused file must create no job", jobs, err)
	}
	if err := db.R.Get(&sources, `SELECT count(*) FROM sources WHERE name IN ('Broken', 'Huge')`); err != nil || sources != 0 {
		t.Fatalf("sources = %d, %v; refused and failed files create no source", sources, err)
	}
}

// What a source's page reads: its state history, its jobs with their canary, its proof tests,
// and its documents filtered by title.
func TestSourcePageReads(t *testing.T) {
	e, _ := enginetest.New(t, engine.Options{LocalActor: true})
	a := localActor(t, e)
	ctx := context.Background()
	res, err := importPath(t, e, a, "Handbook", ingest.Markdown, "ingest/testdata/markdown")
	if err != nil {
		t.Fatalf("Import = %v", err)
	}
	src := res.Job.SourceID
	hist, err := e.SourceHistory(ctx, a, src, 20)
	if err != nil || len(hist) != 2 || hist[0].State != "data_verified" || hist[1].State != "synced" {
		t.Fatalf("SourceHistory = %+v, %v; want synced then data_verified (newest first)", hist, err)
	}
	jobs, err := e.IngestionJobs(ctx, a, src, page.Request{})
	if err != nil || len(jobs.Items) != 1 || jobs.Items[0].Job.ID != res.Job.ID || jobs.Items[0].ProofTest == nil {
		t.Fatalf("IngestionJobs = %+v, %v; want the job with its canary", jobs, err)
	}
	pts, err := e.ProofTests(ctx, a, src, page.Request{})
	if err != nil || len(pts.Items) != 1 {
		t.Fatalf("ProofTests(source) = %+v, %v", pts, err)
	}
	if other, err := e.ProofTests(ctx, a, "src_other", page.Request{}); err != nil || len(other.Items) != 0 {
		t.Fatalf("ProofTests(other source) = %+v, %v; want none", other, err)
	}
	docs, err := e.Documents(ctx, a, src, "LAUNCH", page.Request{})
	if err != nil || len(docs.Items) != 1 || docs.Items[0].ExternalID != "launch-plan.md" {
		t.Fatalf("Documents(title LAUNCH) = %+v, %v; want launch-plan.md only", docs.Items, err)
	}
	if none, err := e.Documents(ctx, a, src, "%", page.Request{}); err != nil || len(none.Items) != 0 {
		t.Fatalf("Documents(title %%) = %d, %v; the filter is literal", len(none.Items), err)
	}
	if _, err := e.SourceHistory(ctx, a, "src_missing", 20); !errs.Is(err, errs.NotFound) {
		t.Fatalf("SourceHistory(missing) = %v, want NOT_FOUND", err)
	}
}

// Rename checks its name; delete tombstones the documents, removes the source from retrieval at
// once and recompiles Today without it.
func TestRenameAndDeleteSource(t *testing.T) {
	e, db := enginetest.New(t, engine.Options{LocalActor: true})
	a := localActor(t, e)
	ctx := context.Background()
	res, err := importPath(t, e, a, "Handbook", ingest.Markdown, "ingest/testdata/markdown")
	if err != nil {
		t.Fatalf("Import = %v", err)
	}
	other, err := e.Import(ctx, a, engine.ImportRequest{SourceName: "Records", Format: ingest.JSONL,
		Input: ingest.FromBytes("records.jsonl", []byte(threeRecords))})
	if err != nil {
		t.Fatalf("Import = %v", err)
	}
	src := res.Job.SourceID
	if s, err := e.RenameSource(ctx, a, src, "  Team handbook "); err != nil || s.Name != "Team handbook" {
		t.Fatalf("RenameSource = %+v, %v", s, err)
	}
	if _, err := e.RenameSource(ctx, a, src, "Records"); !errs.Is(err, errs.Conflict) {
		t.Fatalf("RenameSource(taken) = %v, want CONFLICT", err)
	}
	if _, err := e.RenameSource(ctx, a, src, ""); !errs.Is(err, errs.Invalid) {
		t.Fatalf("RenameSource(empty) = %v, want BAD_USER_INPUT", err)
	}
	q, err := e.CompileQueue(ctx, a, engine.CompileRequest{})
	if err != nil {
		t.Fatalf("CompileQueue = %v", err)
	}
	if hits, _ := e.Search(ctx, a, engine.SearchRequest{Query: "INC-77", Mode: retrieval.ModeExactID}); len(hits) == 0 {
		t.Fatalf("before the delete, the source is searched")
	}
	d, err := e.DeleteSource(ctx, a, src)
	if err != nil || d.DocumentsTombstoned != 2 || d.QueueVersion != q.Version+1 {
		t.Fatalf("DeleteSource = %+v, %v; want 2 tombstoned and queue version %d", d, err, q.Version+1)
	}
	if hits, err := e.Search(ctx, a, engine.SearchRequest{Query: "INC-77", Mode: retrieval.ModeExactID}); err != nil || len(hits) != 0 {
		t.Fatalf("Search after delete = %+v, %v; want nothing", hits, err)
	}
	if _, err := e.Source(ctx, a, src); !errs.Is(err, errs.NotFound) {
		t.Fatalf("Source after delete = %v, want NOT_FOUND", err)
	}
	var chunks int
	if err := db.R.Get(&chunks, `SELECT count(*) FROM chunks WHERE source_id = ?`, src); err != nil || chunks != 0 {
		t.Fatalf("chunks left = %d, %v", chunks, err)
	}
	if hits, err := e.Search(ctx, a, engine.SearchRequest{Query: "ledger reconciliation", Mode: retrieval.ModeText}); err != nil || len(hits) == 0 || hits[0].SourceID != other.Job.SourceID {
		t.Fatalf("the other source is still searched: %+v, %v", hits, err)
	}
	if _, err := e.DeleteSource(ctx, a, src); !errs.Is(err, errs.NotFound) {
		t.Fatalf("DeleteSource twice = %v, want NOT_FOUND", err)
	}
}
