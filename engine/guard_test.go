package engine_test

import (
	"context"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
)

// privateEntryPoints lists every engine entry point behind the private-actor guard. Every new
// private entry point gets a row here: the test proves the public actor gets FORBIDDEN and
// that nothing is refused to a private actor by the guard.
func privateEntryPoints() []struct {
	name string
	call func(context.Context, *engine.Engine, actor.Actor) error
} {
	return []struct {
		name string
		call func(context.Context, *engine.Engine, actor.Actor) error
	}{
		{"RevokeSessions", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.RevokeSessions(ctx, a)
			return err
		}},
	}
}

func TestPrivateEntryPointsRefuseThePublicActor(t *testing.T) {
	at := newAllTiers(t)
	ctx := context.Background()
	public, err := at.e.Resolve(ctx, actor.Credentials{})
	if err != nil || public.Kind != actor.Public {
		t.Fatalf("public actor = %+v, %v", public, err)
	}
	local, err := at.e.Resolve(ctx, actor.Credentials{Peer: localPeer, Loopback: true})
	if err != nil || local.Kind != actor.Local {
		t.Fatalf("local actor = %+v, %v", local, err)
	}
	for _, ep := range privateEntryPoints() {
		t.Run(ep.name, func(t *testing.T) {
			if err := ep.call(ctx, at.e, public); !errs.Is(err, errs.Forbidden) {
				t.Errorf("%s(public) = %v, want FORBIDDEN", ep.name, err)
			}
			if err := ep.call(ctx, at.e, actor.Actor{}); !errs.Is(err, errs.Unauthenticated) {
				t.Errorf("%s(anonymous) = %v, want UNAUTHENTICATED", ep.name, err)
			}
			if err := ep.call(ctx, at.e, local); err != nil {
				t.Errorf("%s(local owner) = %v, want nil", ep.name, err)
			}
		})
	}
}
