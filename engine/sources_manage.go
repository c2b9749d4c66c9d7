package engine

import (
	"context"
	"time"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/source"
)

// maxHistory is how many state changes SourceHistory returns at most.
const maxHistory = 100

// SourceHistory lists a source's state changes, newest first (why it FAILED or is DEGRADED).
func (e *Engine) SourceHistory(ctx context.Context, a actor.Actor, sourceID string, first int) ([]source.Change, error) {
	if err := requirePrivate(a); err != nil {
		return nil, err
	}
	if first <= 0 || first > maxHistory {
		return nil, errs.E(errs.Invalid, "first must be between 1 and %d", maxHistory)
	}
	if _, err := e.sources.Get(ctx, a.WorkspaceID, sourceID); err != nil {
		return nil, err
	}
	return e.sources.History(ctx, a.WorkspaceID, sourceID, first)
}

// RenameSource renames one of the workspace's imported collections (owner only). Knowledge
// providers keep the name they were registered with.
func (e *Engine) RenameSource(ctx context.Context, a actor.Actor, id, name string) (source.Source, error) {
	if err := requireOwner(a); err != nil {
		return source.Source{}, err
	}
	src, err := e.sources.Get(ctx, a.WorkspaceID, id)
	if err != nil {
		return src, err
	}
	if src.Kind != source.Collection {
		return src, errs.E(errs.Invalid, "only imported collections can be renamed here")
	}
	return e.sources.Rename(ctx, a.WorkspaceID, id, name)
}

// DeletedSource is what deleting a source removed.
type DeletedSource struct {
	ID                  string
	DocumentsTombstoned int
	// QueueVersion is the queue version compiled without the source (0: no queue yet).
	QueueVersion int
}

// DeleteSource removes one of the workspace's imported collections (owner only): its documents
// are tombstoned (their chunks leave the index at once, so no answer or search reads them), the
// source row goes with its documents, jobs' link and proof tests, and when the workspace has a
// queue, Today is recompiled without it.
func (e *Engine) DeleteSource(ctx context.Context, a actor.Actor, id string) (DeletedSource, error) {
	if err := requireOwner(a); err != nil {
		return DeletedSource{}, err
	}
	src, err := e.sources.Get(ctx, a.WorkspaceID, id)
	if err != nil {
		return DeletedSource{}, err
	}
	if src.Kind != source.Collection {
		return DeletedSource{}, errs.E(errs.Invalid, "only imported collections can be deleted here; disable a knowledge provider on its card")
	}
	counts, err := e.evidence.index.Apply(ctx, index.Target{WorkspaceID: a.WorkspaceID, SourceID: id, JobID: "delete:" + id}, nil, nil)
	if err != nil {
		return DeletedSource{}, err
	}
	if err := e.sources.Delete(ctx, a.WorkspaceID, id); err != nil {
		return DeletedSource{}, err
	}
	out := DeletedSource{ID: id, DocumentsTombstoned: counts.Tombstoned}
	latest, err := e.queue.store.Latest(ctx, a.WorkspaceID)
	if errs.Is(err, errs.NotFound) {
		return out, nil
	}
	if err != nil {
		return out, err
	}
	// The same as-of as the version it replaces: only the deleted evidence changes the ranking.
	asOf, perr := time.Parse(time.RFC3339Nano, latest.AsOf)
	if perr != nil {
		asOf = e.now()
	}
	v, err := e.compile(ctx, a.WorkspaceID, asOf)
	if err != nil {
		return out, err
	}
	out.QueueVersion = v.Version
	e.log.InfoContext(ctx, "source deleted", "source", id, "tombstoned", counts.Tombstoned, "queue_version", v.Version, "previous_version", latest.Version)
	return out, nil
}
