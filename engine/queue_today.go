package engine

import (
	"context"
	"slices"
	"time"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/mcptoken"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/projection"
	"github.com/queueproof/queueproof/engine/queue"
)

// CompileRequest asks for a compile of Today's queue. A zero AsOf means now.
type CompileRequest struct {
	AsOf time.Time
}

// CompileQueue extracts records from the actor's verified evidence, clusters and ranks them as
// of req.AsOf and stores the ranked Execution Packets as the workspace's next queue version,
// whole or not at all. Owners and members compile. The public demo is read-only: a compile
// would become the owner's latest Today (with whatever asOf the visitor chose), so the public
// actor gets FORBIDDEN and reads the owner's queue. Agent credentials (MCP tokens) only read
// the queue.
func (e *Engine) CompileQueue(ctx context.Context, a actor.Actor, req CompileRequest) (projection.QueueVersionView, error) {
	if err := requirePrivate(a); err != nil {
		return projection.QueueVersionView{}, err
	}
	if a.Scopes != nil {
		return projection.QueueVersionView{}, errs.E(errs.Forbidden, "only people in the workspace compile the queue")
	}
	asOf := req.AsOf
	if asOf.IsZero() {
		asOf = e.now()
	}
	if asOf.Year() < 1970 || asOf.Year() > 9999 {
		return projection.QueueVersionView{}, errs.E(errs.Invalid, "asOf must be between the years 1970 and 9999")
	}
	v, err := e.compile(ctx, a.WorkspaceID, asOf)
	if err != nil {
		return projection.QueueVersionView{}, err
	}
	if CustomerEgress(a) {
		return projection.QueueVersionPublic(v), nil
	}
	return projection.QueueVersionPrivate(v), nil
}

// compile reads the workspace's verified evidence, compiles its queue as of asOf and stores it
// as the next version: compileQueue, and a recompile after a source is deleted. Compiles are
// not ordered: one that read the team domains the owner has since replaced may store its team
// after the compile of the new list. So a compile whose list changed while it ran compiles
// again (a few times at most), and the last compile stored reads the list in force.
func (e *Engine) compile(ctx context.Context, workspaceID string, asOf time.Time) (queue.Version, error) {
	const attempts = 3
	for i := 1; ; i++ {
		v, domains, err := e.compileOnce(ctx, workspaceID, asOf)
		if err != nil || i == attempts {
			return v, err
		}
		now, err := e.queue.domains.Get(ctx, workspaceID)
		if err != nil {
			return queue.Version{}, err
		}
		if slices.Equal(now, domains) {
			return v, nil
		}
	}
}

// compileOnce is one compile (see compile), and the team domains it read.
func (e *Engine) compileOnce(ctx context.Context, workspaceID string, asOf time.Time) (queue.Version, []string, error) {
	// The generation is read before the evidence: evidence that changes while the compile
	// reads it makes a newer generation, so Ask does not take this compile's facts for it.
	gen, _, err := e.evidence.index.Generation(ctx, workspaceID)
	if err != nil {
		return queue.Version{}, nil, err
	}
	chunks, known, err := e.queue.loader.Load(ctx, workspaceID)
	if err != nil {
		return queue.Version{}, nil, err
	}
	recs, stats, err := e.queue.extract.Extract(ctx, chunks, known)
	if err != nil {
		return queue.Version{}, nil, err
	}
	res, err := queue.Compile(recs, asOf, 0)
	if err != nil {
		return queue.Version{}, nil, err
	}
	v, err := e.queue.store.Save(ctx, workspaceID, res, stats, gen, e.now())
	if err != nil {
		return queue.Version{}, nil, err
	}
	e.log.InfoContext(ctx, "queue compiled", "workspace", workspaceID, "version", v.Version, "records", res.Records,
		"components", res.Components, "packets", len(res.Packets), "excluded_chunks", stats.Excluded)
	return v, known.TeamDomains, nil
}

// Today returns one page of the latest queue version's packets, ranked: the list GraphQL's
// today and MCP's list_queue serve. The public actor gets the public projection;
// customer-egress credentials are refused (requireKnowledge). With no compile yet, the page is empty and its version zero.
func (e *Engine) Today(ctx context.Context, a actor.Actor, req page.Request) (projection.PacketPage, error) {
	if err := requireKnowledge(a, mcptoken.ScopeRead); err != nil {
		return projection.PacketPage{}, err
	}
	if _, err := req.Normalize(); err != nil {
		return projection.PacketPage{}, err
	}
	v, err := e.queue.store.Latest(ctx, a.WorkspaceID)
	if errs.Is(err, errs.NotFound) {
		return projection.PacketPage{Items: []projection.PacketView{}}, nil
	}
	if err != nil {
		return projection.PacketPage{}, err
	}
	return e.queuePage(ctx, a, v, req)
}

// QueueVersion reads one queue version of the actor's workspace by its number (an older
// version stays readable after a recompile).
func (e *Engine) QueueVersion(ctx context.Context, a actor.Actor, version int) (projection.QueueVersionView, error) {
	if err := requireKnowledge(a, mcptoken.ScopeRead); err != nil {
		return projection.QueueVersionView{}, err
	}
	v, err := e.readableVersion(ctx, a, version)
	if err != nil {
		return projection.QueueVersionView{}, err
	}
	if CustomerEgress(a) {
		return projection.QueueVersionPublic(v), nil
	}
	return projection.QueueVersionPrivate(v), nil
}

// QueuePackets returns one page of the packets of the actor's queue version number version.
func (e *Engine) QueuePackets(ctx context.Context, a actor.Actor, version int, req page.Request) (projection.PacketPage, error) {
	if err := requireKnowledge(a, mcptoken.ScopeRead); err != nil {
		return projection.PacketPage{}, err
	}
	v, err := e.readableVersion(ctx, a, version)
	if err != nil {
		return projection.PacketPage{}, err
	}
	return e.queuePage(ctx, a, v, req)
}

// readableVersion reads queue version number version for a. People in the workspace read
// every version (each is an immutable receipt of what was compiled); the public actor reads
// only the latest, today's: an older version may cite a source the owner has since deleted,
// and the public demo shows nothing of a deleted source.
func (e *Engine) readableVersion(ctx context.Context, a actor.Actor, version int) (queue.Version, error) {
	v, err := e.queue.store.GetVersion(ctx, a.WorkspaceID, version)
	if err != nil || !CustomerEgress(a) {
		return v, err
	}
	if err := e.publicVersion(ctx, a, v.Version); err != nil {
		return queue.Version{}, err
	}
	return v, nil
}

// publicVersion refuses, as not found, a queue version the public actor may not read: any but
// the latest.
func (e *Engine) publicVersion(ctx context.Context, a actor.Actor, version int) error {
	latest, err := e.queue.store.Latest(ctx, a.WorkspaceID)
	if err != nil {
		return err
	}
	if latest.Version != version {
		return errs.E(errs.NotFound, "queue version not found: the public demo shows only today's queue")
	}
	return nil
}

func (e *Engine) queuePage(ctx context.Context, a actor.Actor, v queue.Version, req page.Request) (projection.PacketPage, error) {
	p, err := e.queue.store.Packets(ctx, v, req)
	if err != nil {
		return projection.PacketPage{}, err
	}
	if CustomerEgress(a) {
		return projection.PacketPagePublic(p), nil
	}
	return projection.PacketPagePrivate(p), nil
}

// Packet reads one persisted packet of the actor's workspace: GraphQL's packet(id) and MCP's
// get_packet. Owners and members name it by storage id; the public actor by the public
// reference its list gave, and gets the public projection. Customer-egress credentials never
// read packets (requireKnowledge).
func (e *Engine) Packet(ctx context.Context, a actor.Actor, id string) (projection.PacketView, error) {
	if err := requireKnowledge(a, mcptoken.ScopeRead); err != nil {
		return projection.PacketView{}, err
	}
	if CustomerEgress(a) {
		s, err := e.queue.store.PacketByRef(ctx, a.WorkspaceID, id)
		if err != nil {
			return projection.PacketView{}, err
		}
		if err := e.publicVersion(ctx, a, s.Version); err != nil {
			return projection.PacketView{}, errs.E(errs.NotFound, "packet not found")
		}
		return projection.PacketPublic(s), nil
	}
	s, err := e.queue.store.Packet(ctx, a.WorkspaceID, id)
	if err != nil {
		return projection.PacketView{}, err
	}
	return projection.PacketPrivate(s), nil
}

// VerifyQueue recomputes the receipt hash of every stored packet in the database and reports
// mismatches (the queue verify command; an operator's tool, not a request path).
func (e *Engine) VerifyQueue(ctx context.Context) (queue.VerifyReport, error) {
	return e.queue.store.Verify(ctx)
}
