package engine

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
)

// background runs imports after the request that started them has returned. Close cancels
// them and waits: each records its failure; a process killed outright leaves its job to be
// marked failed as abandoned (ingest.AbandonAfter) by the next start.
type background struct {
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

func newBackground() *background {
	ctx, cancel := context.WithCancel(context.Background())
	return &background{ctx: ctx, cancel: cancel}
}

// Close stops the imports running in the background and waits for them to record it.
func (e *Engine) Close() {
	e.bg.cancel()
	e.bg.wg.Wait()
}

// StartImport is Import for requests that must not wait for it (the browser): the input is
// copied to a temporary folder within the import's file size limit (a larger file is refused
// with BAD_USER_INPUT and changes nothing), the job is created QUEUED and returned at once,
// and the import runs in the background; ingestionJob(id) reports its progress and result.
func (e *Engine) StartImport(ctx context.Context, a actor.Actor, req ImportRequest) (ingest.Job, error) {
	if err := requirePrivate(a); err != nil {
		return ingest.Job{}, err
	}
	dir, in, err := e.spool(req.Input)
	if err != nil {
		return ingest.Job{}, err
	}
	job, err := e.createImportJob(ctx, a, req)
	if err != nil {
		_ = os.RemoveAll(dir)
		return ingest.Job{}, err
	}
	req.Input, req.Progress = in, nil
	// The request's values (the actor, request-scoped log fields) stay; its deadline and
	// cancellation do not: the engine's own lifetime bounds the import.
	runCtx, stop := context.WithCancel(context.WithoutCancel(ctx))
	e.bg.wg.Add(1)
	go func() {
		defer e.bg.wg.Done()
		defer os.RemoveAll(dir)
		defer stop()
		go func() {
			select {
			case <-e.bg.ctx.Done():
				stop()
			case <-runCtx.Done():
			}
		}()
		if _, err := e.runImport(runCtx, a, job, req); err != nil {
			e.log.InfoContext(runCtx, "background import failed", "job", job.ID, "error", errs.Public(err))
		}
	}()
	return job, nil
}

// spool copies each file of in to a new temporary folder, refusing a file over the size limit.
func (e *Engine) spool(in ingest.Input) (string, ingest.Input, error) {
	if len(in.Files) == 0 {
		return "", in, errs.E(errs.Invalid, "nothing to import: no files")
	}
	if len(in.Files) > e.evidence.limits.MaxFiles {
		return "", in, errs.E(errs.Invalid, "too many files: %d (the limit is %d)", len(in.Files), e.evidence.limits.MaxFiles)
	}
	dir, err := os.MkdirTemp("", "queueproof-import-")
	if err != nil {
		return "", in, fmt.Errorf("spool import: %w", err)
	}
	out := ingest.Input{Files: make([]ingest.File, 0, len(in.Files))}
	for i, f := range in.Files {
		p := filepath.Join(dir, fmt.Sprintf("%06d", i))
		if err := e.spoolFile(f, p); err != nil {
			_ = os.RemoveAll(dir)
			return "", in, err
		}
		out.Files = append(out.Files, ingest.File{Name: f.Name, Open: func() (io.ReadCloser, error) { return os.Open(p) }})
	}
	return dir, out, nil
}

func (e *Engine) spoolFile(f ingest.File, path string) error {
	rc, err := f.Open()
	if err != nil {
		return errs.Wrap(errs.Invalid, err, "%s: cannot open", f.Name)
	}
	defer rc.Close()
	w, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return fmt.Errorf("spool import: %w", err)
	}
	max := e.evidence.limits.MaxFileBytes
	n, err := io.Copy(w, io.LimitReader(rc, max+1))
	if cerr := w.Close(); err == nil && cerr != nil {
		return fmt.Errorf("spool import: %w", cerr)
	}
	if err != nil {
		return errs.Wrap(errs.Invalid, err, "%s: cannot read", f.Name)
	}
	if n > max {
		return errs.E(errs.Invalid, "%s: file is larger than the limit of %d bytes", f.Name, max)
	}
	return nil
}
