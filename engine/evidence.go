package engine

import (
	"context"
	"fmt"
	"time"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ids"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/prooftest"
	"github.com/queueproof/queueproof/engine/retrieval"
	"github.com/queueproof/queueproof/engine/source"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/engine/workspace"
)

// evidence holds the stores of the evidence index.
type evidence struct {
	index  *index.Store
	lanes  *retrieval.Lanes
	jobs   *ingest.Jobs
	proofs *prooftest.Store
	limits ingest.Limits
}

func newEvidence(db *store.DB, opts Options) evidence {
	lim := opts.ImportLimits
	if lim.MaxFileBytes <= 0 {
		lim.MaxFileBytes = ingest.DefaultLimits.MaxFileBytes
	}
	if lim.MaxFiles <= 0 {
		lim.MaxFiles = ingest.DefaultLimits.MaxFiles
	}
	return evidence{
		index:  index.New(db),
		lanes:  retrieval.New(db, retrieval.Options{}),
		jobs:   ingest.NewJobs(db),
		proofs: prooftest.New(db),
		limits: lim,
	}
}

// OperatorActor is the actor of a command-line operator with direct access to the database,
// acting as owner of an existing workspace (queueproof import --workspace ID).
func (e *Engine) OperatorActor(ctx context.Context, workspaceID string) (actor.Actor, error) {
	ws, err := e.workspaces.Get(ctx, workspaceID)
	if err != nil {
		return actor.Actor{}, err
	}
	return actor.Actor{Kind: actor.Operator, Subject: "operator", WorkspaceID: ws.ID, Role: actor.Owner}, nil
}

// ImportRequest asks for one import into a source of the actor's workspace.
type ImportRequest struct {
	SourceName string
	Format     ingest.Format
	Input      ingest.Input
	// Progress, when set, is told the number of documents to write once they are parsed, then
	// the number written so far as batches commit.
	Progress func(done, total int)
}

// ImportResult is the finished job and, when the canary ran, its proof test.
type ImportResult struct {
	Job       ingest.Job
	ProofTest *prooftest.ProofTest
}

// MayImport reports whether a may import documents: the check Import makes first, for a
// transport to make before it reads an upload (UNAUTHENTICATED for no actor, FORBIDDEN for the
// public demo, a customer credential and an agent credential).
func (e *Engine) MayImport(a actor.Actor) error {
	if err := requirePrivate(a); err != nil {
		return err
	}
	if a.Scopes != nil {
		// An agent credential reads and proposes; what the workspace knows (its sources and
		// their evidence) is written by its people only, whichever scopes the credential holds.
		return errs.E(errs.Forbidden, "an agent credential cannot import evidence; sign in to import")
	}
	return nil
}

// Import reads, validates and indexes documents into the named source (created as an indexed
// collection when new), then runs the source's canary: the source becomes data_verified only
// when a sample of its chunks is found again through the lanes. A bad input fails the job with
// a reason naming the file and line and writes no document. Records with nothing to index are
// skipped and listed on the job with their file and line.
func (e *Engine) Import(ctx context.Context, a actor.Actor, req ImportRequest) (ImportResult, error) {
	job, err := e.createImportJob(ctx, a, req)
	if err != nil {
		return ImportResult{}, err
	}
	return e.runImport(ctx, a, job, req)
}

func (e *Engine) createImportJob(ctx context.Context, a actor.Actor, req ImportRequest) (ingest.Job, error) {
	if err := e.MayImport(a); err != nil {
		return ingest.Job{}, err
	}
	name, err := source.CheckName(req.SourceName)
	if err != nil {
		return ingest.Job{}, err
	}
	req.SourceName = name
	if _, err := ingest.ParseFormat(string(req.Format)); err != nil {
		return ingest.Job{}, err
	}
	if a.Role != actor.Owner {
		exists, err := e.sources.Exists(ctx, a.WorkspaceID, source.Collection, req.SourceName)
		if err != nil {
			return ingest.Job{}, err
		}
		if exists {
			return ingest.Job{}, errReplaceSource()
		}
	}
	return e.evidence.jobs.Create(ctx, a.WorkspaceID, req.SourceName, req.Format)
}

// errReplaceSource refuses a member's import into a source that exists: an import replaces the
// source's documents (those its file leaves out are removed), which is managing the source, as
// deleting it is: the owner's. A member imports under a new name.
func errReplaceSource() error {
	return errs.E(errs.Forbidden, "only the workspace owner can re-import an existing source (it replaces its documents); import under a new source name")
}

// runImport runs a created job to its end: parse, index, canary.
func (e *Engine) runImport(ctx context.Context, a actor.Actor, job ingest.Job, req ImportRequest) (ImportResult, error) {
	ev := e.evidence
	res := ImportResult{Job: job}
	fail := func(cause error, counts index.Counts) (ImportResult, error) {
		reason := errs.Public(cause)
		// The failure is recorded even when ctx was cancelled (a shutdown stops the import).
		if uerr := ev.jobs.Update(context.WithoutCancel(ctx), &res.Job, ingest.Failed, reason, counts); uerr != nil {
			e.log.ErrorContext(ctx, "record failed job", "job", job.ID, "error", uerr)
		}
		return res, cause
	}
	if err := ev.jobs.Update(ctx, &res.Job, ingest.Processing, "", index.Counts{}); err != nil {
		return res, err
	}
	stop := ev.jobs.Heartbeat(ctx, a.WorkspaceID, job.ID, ingest.HeartbeatEvery)
	defer stop()
	parsed, err := ingest.ParseAll(ctx, req.Format, req.Input, ev.limits)
	res.Job.SetSkipped(parsed.Skipped)
	if err != nil {
		return fail(err, index.Counts{})
	}
	docs := parsed.Docs
	if busy, err := ev.jobs.EarlierRunning(ctx, res.Job, e.now()); err != nil {
		return fail(err, index.Counts{})
	} else if busy {
		return fail(errs.E(errs.Conflict, "another import of source %q is running; import again when it has finished", job.SourceName), index.Counts{})
	}
	src, created, err := e.sources.Ensure(ctx, a.WorkspaceID, source.Collection, job.SourceName)
	if err != nil {
		return fail(err, index.Counts{})
	}
	if !created && a.Role != actor.Owner {
		// The source appeared after the job was accepted: still not a member's to replace.
		return fail(errReplaceSource(), index.Counts{})
	}
	res.Job.SourceID = src.ID
	progress := func(done, chunks int) {
		if req.Progress != nil {
			req.Progress(done, len(docs))
		}
		if err := ev.jobs.Progress(ctx, &res.Job, len(docs), done, chunks); err != nil {
			e.log.WarnContext(ctx, "record import progress", "job", job.ID, "error", err)
		}
	}
	progress(0, 0)
	counts, err := ev.index.Apply(ctx, index.Target{WorkspaceID: a.WorkspaceID, SourceID: src.ID, JobID: job.ID}, docs, progress)
	if err != nil {
		if _, gerr := e.sources.Get(context.WithoutCancel(ctx), a.WorkspaceID, src.ID); errs.CodeOf(gerr) == errs.NotFound {
			err = errs.E(errs.Conflict, "source %q was deleted while it was being imported; import it again", job.SourceName)
		}
		return fail(err, counts)
	}
	if src.State != source.DataVerified {
		if err := e.sources.SetState(ctx, a.WorkspaceID, src.ID, source.Synced, ""); err != nil {
			return fail(err, counts)
		}
	}
	pt, err := e.canary(ctx, a, src.ID, job.ID)
	if err != nil {
		return fail(err, counts)
	}
	res.ProofTest = &pt
	if !pt.Passed() {
		if err := e.sources.SetState(ctx, a.WorkspaceID, src.ID, source.Failed, pt.Reason); err != nil {
			return fail(err, counts)
		}
		return fail(errs.E(errs.Invalid, "%s", pt.Reason), counts)
	}
	if err := e.sources.SetState(ctx, a.WorkspaceID, src.ID, source.DataVerified, ""); err != nil {
		return fail(err, counts)
	}
	res.Job.DocumentsDone = len(docs)
	if err := ev.jobs.Update(ctx, &res.Job, ingest.Indexed, "", counts); err != nil {
		return res, err
	}
	e.log.InfoContext(ctx, "import indexed", "job", job.ID, "source", src.ID, "documents", counts.Seen,
		"added", counts.Added, "updated", counts.Updated, "unchanged", counts.Unchanged, "tombstoned", counts.Tombstoned,
		"chunks", counts.Chunks, "skipped", res.Job.DocumentsSkipped)
	return res, nil
}

// canarySize is how many chunks an import canary samples.
const canarySize = 10

func (e *Engine) canary(ctx context.Context, a actor.Actor, sourceID, jobID string) (prooftest.ProofTest, error) {
	ev := e.evidence
	sample, err := ev.index.SampleChunks(ctx, a.WorkspaceID, sourceID, canarySize)
	if err != nil {
		return prooftest.ProofTest{}, err
	}
	probes, ok, reason, err := prooftest.Canary(ctx, ev.lanes, a.WorkspaceID, sourceID, sample)
	if err != nil {
		return prooftest.ProofTest{}, err
	}
	pt := prooftest.ProofTest{ID: ids.New("pt_", 12), WorkspaceID: a.WorkspaceID, SourceID: sourceID, JobID: jobID,
		Kind: "import_canary", Result: "passed", Reason: reason}
	if !ok {
		pt.Result = "failed"
	}
	return ev.proofs.Record(ctx, pt, probes)
}

// SearchRequest is a search of the evidence index.
type SearchRequest struct {
	Query     string
	Mode      retrieval.Mode
	SourceIDs []string
	First     int
	// RecencyHalfLife, when positive, favours recent evidence (single-lane modes).
	RecencyHalfLife time.Duration
	// Depth is the planner mode of an auto search: the planner's lanes, fusion and lineage
	// filter, exactly the evidence Ask reads.
	Depth planner.Mode
}

// Search returns ranked evidence over the actor's data_verified sources (narrowed to SourceIDs
// when given): in auto mode the planner's retrieval (the same evidence Ask reads, lineage
// checked), otherwise the one lane asked for.
func (e *Engine) Search(ctx context.Context, a actor.Actor, req SearchRequest) ([]retrieval.Hit, error) {
	if err := requirePrivate(a); err != nil {
		return nil, err
	}
	if len(req.Query) > 2000 {
		return nil, errs.E(errs.Invalid, "query is longer than 2000 characters")
	}
	if req.First < 0 || req.First > page.MaxFirst {
		return nil, errs.E(errs.Invalid, "first must be between 1 and %d", page.MaxFirst)
	}
	if len(req.SourceIDs) > 100 {
		return nil, errs.E(errs.Invalid, "at most 100 sourceIds")
	}
	if req.Mode == "" || req.Mode == retrieval.ModeAuto {
		depth, ok := planner.ParseMode(string(req.Depth))
		if !ok {
			return nil, errs.E(errs.Invalid, "unknown search depth %q", req.Depth)
		}
		first := req.First
		if first == 0 {
			first = 10
		}
		r, err := e.retrieve(ctx, a.WorkspaceID, req.Query, depth, req.SourceIDs, first)
		if err != nil {
			return nil, err
		}
		return r.hits, nil
	}
	ids, err := e.sources.Verified(ctx, a.WorkspaceID, req.SourceIDs)
	if err != nil {
		return nil, err
	}
	return e.evidence.lanes.Search(ctx, retrieval.Scope{WorkspaceID: a.WorkspaceID, SourceIDs: ids},
		retrieval.Query{Text: req.Query, Limit: req.First, RecencyHalfLife: req.RecencyHalfLife}, req.Mode)
}

// Documents lists one page of a source's documents, narrowed to titles containing title
// (case-insensitive) when it is not empty.
func (e *Engine) Documents(ctx context.Context, a actor.Actor, sourceID, title string, req page.Request) (index.DocumentPage, error) {
	if err := requirePrivate(a); err != nil {
		return index.DocumentPage{}, err
	}
	if len(title) > 200 {
		return index.DocumentPage{}, errs.E(errs.Invalid, "title filter is longer than 200 characters")
	}
	if _, err := e.sources.Get(ctx, a.WorkspaceID, sourceID); err != nil {
		return index.DocumentPage{}, err
	}
	return e.evidence.index.Documents(ctx, a.WorkspaceID, sourceID, title, req)
}

// Document reads one document of the actor's workspace.
func (e *Engine) Document(ctx context.Context, a actor.Actor, id string) (index.Document, error) {
	if err := requirePrivate(a); err != nil {
		return index.Document{}, err
	}
	return e.evidence.index.Document(ctx, a.WorkspaceID, id)
}

// DocumentChunks returns the current chunks of one document of the actor's workspace.
func (e *Engine) DocumentChunks(ctx context.Context, a actor.Actor, documentID string) ([]index.Chunk, error) {
	if err := requirePrivate(a); err != nil {
		return nil, err
	}
	return e.evidence.index.Chunks(ctx, a.WorkspaceID, documentID)
}

// ProofTests lists the workspace's proof tests, newest first (one source's when sourceID is set).
func (e *Engine) ProofTests(ctx context.Context, a actor.Actor, sourceID string, req page.Request) (prooftest.Page, error) {
	if err := requirePrivate(a); err != nil {
		return prooftest.Page{}, err
	}
	return e.evidence.proofs.List(ctx, a.WorkspaceID, sourceID, req)
}

// JobPage is one page of a source's import jobs, each with its canary run.
type JobPage struct {
	Items []ImportResult
	Info  page.Info
}

// IngestionJobs lists one page of a source's import jobs, newest first, with their canary runs.
func (e *Engine) IngestionJobs(ctx context.Context, a actor.Actor, sourceID string, req page.Request) (JobPage, error) {
	if err := requirePrivate(a); err != nil {
		return JobPage{}, err
	}
	if _, err := e.sources.Get(ctx, a.WorkspaceID, sourceID); err != nil {
		return JobPage{}, err
	}
	p, err := e.evidence.jobs.ListForSource(ctx, a.WorkspaceID, sourceID, req)
	if err != nil {
		return JobPage{}, err
	}
	out := JobPage{Items: make([]ImportResult, 0, len(p.Items)), Info: p.Info}
	for _, j := range p.Items {
		pt, err := e.evidence.proofs.ForJob(ctx, a.WorkspaceID, j.ID)
		if err != nil {
			return JobPage{}, err
		}
		out.Items = append(out.Items, ImportResult{Job: j, ProofTest: pt})
	}
	return out, nil
}

// IngestionJob reads one ingestion job of the actor's workspace, with its canary run.
func (e *Engine) IngestionJob(ctx context.Context, a actor.Actor, id string) (ImportResult, error) {
	if err := requirePrivate(a); err != nil {
		return ImportResult{}, err
	}
	job, err := e.evidence.jobs.Get(ctx, a.WorkspaceID, id)
	if err != nil {
		return ImportResult{}, err
	}
	pt, err := e.evidence.proofs.ForJob(ctx, a.WorkspaceID, id)
	if err != nil {
		return ImportResult{}, err
	}
	return ImportResult{Job: job, ProofTest: pt}, nil
}

// Lanes exposes the retrieval lanes for benchmarks and evaluation (the planner calls them
// through the engine in production paths).
func (e *Engine) Lanes() *retrieval.Lanes { return e.evidence.lanes }

// VerifiedScope returns the retrieval scope of the actor: its workspace and data_verified sources.
func (e *Engine) VerifiedScope(ctx context.Context, a actor.Actor) (retrieval.Scope, error) {
	if err := requirePrivate(a); err != nil {
		return retrieval.Scope{}, err
	}
	ids, err := e.sources.Verified(ctx, a.WorkspaceID, nil)
	if err != nil {
		return retrieval.Scope{}, err
	}
	return retrieval.Scope{WorkspaceID: a.WorkspaceID, SourceIDs: ids}, nil
}

// EnsureWorkspace provisions a subject's personal workspace (for operators and tests).
func (e *Engine) EnsureWorkspace(ctx context.Context, subject, name string) (workspace.Workspace, error) {
	if subject == "" {
		return workspace.Workspace{}, fmt.Errorf("no subject")
	}
	return e.workspaces.EnsurePersonal(ctx, subject, name)
}
