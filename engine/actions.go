package engine

import (
	"context"
	"fmt"
	"slices"

	"github.com/jmoiron/sqlx"

	"github.com/queueproof/queueproof/engine/action"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/mcptoken"
	"github.com/queueproof/queueproof/engine/page"
)

// requireProposer admits an owner of the workspace, or an agent credential holding the propose
// scope: a proposal changes nothing outside; an owner still approves it.
func requireProposer(a actor.Actor) error {
	if a.Scopes != nil {
		if err := requirePrivate(a); err != nil {
			return err
		}
		return requireScope(a, mcptoken.ScopePropose)
	}
	return requireOwner(a)
}

// packetEvidence returns the chunk ids a stored packet of the workspace cites.
func (e *Engine) packetEvidence(ctx context.Context, workspaceID, packetID string) ([]string, error) {
	s, err := e.queue.store.Packet(ctx, workspaceID, packetID)
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, ev := range s.Packet.Evidence {
		if ev.Citation.ChunkID != "" && !slices.Contains(ids, ev.Citation.ChunkID) {
			ids = append(ids, ev.Citation.ChunkID)
		}
	}
	slices.Sort(ids)
	return ids, nil
}

// evidenceInWorkspace reports which of ids are not chunks of the workspace.
func (e *Engine) evidenceInWorkspace(ctx context.Context, workspaceID string, ids []string) ([]string, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	q, args, err := sqlx.In(`SELECT id FROM chunks WHERE workspace_id = ? AND id IN (?)`, workspaceID, ids)
	if err != nil {
		return nil, err
	}
	var found []string
	if err := e.db.R.SelectContext(ctx, &found, q, args...); err != nil {
		return nil, fmt.Errorf("check evidence: %w", err)
	}
	var missing []string
	for _, id := range ids {
		if !slices.Contains(found, id) {
			missing = append(missing, id)
		}
	}
	return missing, nil
}

// ProposalInput is a request to propose an action from a packet.
type ProposalInput = action.CreateInput

// CreateProposal proposes an action from one of the workspace's packets: owners, and agents
// with the propose scope. The payload carries the packet's evidence ids; the same idempotency
// key returns the same proposal, a different payload under it is CONFLICT.
func (e *Engine) CreateProposal(ctx context.Context, a actor.Actor, in ProposalInput) (action.State, error) {
	if err := requireProposer(a); err != nil {
		return action.State{}, err
	}
	evidence, err := e.packetEvidence(ctx, a.WorkspaceID, in.PacketID)
	if err != nil {
		return action.State{}, err
	}
	p, err := e.actions.Create(ctx, a.WorkspaceID, a.Subject, in, evidence)
	if err != nil {
		return action.State{}, err
	}
	return e.actions.Load(ctx, a.WorkspaceID, p.ID)
}

// ApproveProposal approves a proposal and runs it at most once (owner only). Every rule is
// checked again first, each refused with its own reason and nothing executed.
func (e *Engine) ApproveProposal(ctx context.Context, a actor.Actor, id string) (action.State, error) {
	if err := requireOwner(a); err != nil {
		if errs.Is(err, errs.Forbidden) {
			return action.State{}, errs.WithReason(errs.Forbidden, action.ReasonRole, "only the workspace owner can approve")
		}
		return action.State{}, err
	}
	p, err := e.actions.Get(ctx, a.WorkspaceID, id)
	if err != nil {
		return action.State{}, err
	}
	packetEvidence, err := e.packetEvidence(ctx, a.WorkspaceID, p.PacketID)
	if errs.Is(err, errs.NotFound) {
		return action.State{}, errs.WithReason(errs.Forbidden, action.ReasonEvidenceWorkspace, "the proposal's packet is not in this workspace")
	}
	if err != nil {
		return action.State{}, err
	}
	return e.actions.Approve(ctx, a.WorkspaceID, a.Subject, id, packetEvidence, e.evidenceInWorkspace)
}

// Proposals lists proposals with their approval and execution (owners and members; never the
// public actor: proposal history is control plane).
func (e *Engine) Proposals(ctx context.Context, a actor.Actor, status string, req page.Request) (action.Page, error) {
	if err := requirePrivate(a); err != nil {
		return action.Page{}, err
	}
	return e.actions.List(ctx, a.WorkspaceID, status, req)
}

// Proposal reads one proposal with its approval and execution history.
func (e *Engine) Proposal(ctx context.Context, a actor.Actor, id string) (action.State, error) {
	if err := requirePrivate(a); err != nil {
		return action.State{}, err
	}
	return e.actions.Load(ctx, a.WorkspaceID, id)
}
