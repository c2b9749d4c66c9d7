package engine

import (
	"context"
	"fmt"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/records"
)

// SetTeamDomains replaces the mail domains the actor's workspace's team writes from
// (records.TeamDomains) and recompiles the queue, so that Today and Ask read the new team at
// once. Owner only: who counts as the team decides whose word closes tracked work. Bad entries
// are BAD_USER_INPUT and change nothing.
func (e *Engine) SetTeamDomains(ctx context.Context, a actor.Actor, domains []string) (Viewer, error) {
	if err := requireOwner(a); err != nil {
		return Viewer{}, err
	}
	parsed, err := records.ParseTeamDomains(domains)
	if err != nil {
		return Viewer{}, err
	}
	if err := e.queue.domains.Set(ctx, a.WorkspaceID, parsed); err != nil {
		return Viewer{}, fmt.Errorf("set team domains: %w", err)
	}
	e.log.InfoContext(ctx, "team domains set", "workspace", a.WorkspaceID, "domains", len(parsed))
	if _, err := e.compile(ctx, a.WorkspaceID, e.now()); err != nil {
		return Viewer{}, fmt.Errorf("the team domains were saved, but the queue was not recompiled (compile it again to apply them): %w", err)
	}
	return e.Viewer(ctx, a)
}

// TeamDomains returns the mail domains the actor's workspace's owner listed as the team's
// (empty when none), and false for who is not told: the public actor, a customer credential and
// an agent credential. Only the workspace's people read them.
func (e *Engine) TeamDomains(ctx context.Context, a actor.Actor) ([]string, bool, error) {
	if requirePrivate(a) != nil || a.Scopes != nil {
		return nil, false, nil
	}
	domains, err := e.queue.domains.Get(ctx, a.WorkspaceID)
	if err != nil {
		return nil, false, err
	}
	return domains, true, nil
}
