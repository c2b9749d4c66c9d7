package engine

import (
	"context"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/throttle"
)

// ThrottlePublic spends one hit of l for the public demo actor's workspace and returns
// RATE_LIMITED (with RetryAfter) once the durable budget is spent; other actors pass. The ask
// entry point uses throttle.PublicAsk() and queue operations throttle.PublicQueue().
func (e *Engine) ThrottlePublic(ctx context.Context, a actor.Actor, l throttle.Limit) error {
	if !a.IsPublic() {
		return nil
	}
	return e.throttles.Allow(ctx, a.WorkspaceID, l)
}
