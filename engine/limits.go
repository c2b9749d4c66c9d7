package engine

import (
	"context"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/throttle"
	"github.com/queueproof/queueproof/engine/widget"
)

// ThrottlePublic spends one hit of l for the public demo actor's workspace and returns
// RATE_LIMITED (with RetryAfter) once the durable budget is spent; other actors pass. Ask and
// knowledgeSearch, the public reads that reach knowledge providers, share throttle.PublicAsk().
func (e *Engine) ThrottlePublic(ctx context.Context, a actor.Actor, l throttle.Limit) error {
	if !a.IsPublic() {
		return nil
	}
	return e.throttles.Allow(ctx, a.WorkspaceID, l)
}

// throttleWidgetKey spends one hit of the widget key's own durable budget
// (throttle.WidgetKey): RATE_LIMITED with RetryAfter once it is spent.
func (e *Engine) throttleWidgetKey(ctx context.Context, k widget.Key) error {
	return e.throttles.Allow(ctx, k.WorkspaceID, throttle.WidgetKey(k.ID))
}
