package engine_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/provision"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/engine/throttle"
)

func countMemberships(t *testing.T, db *store.DB) int {
	t.Helper()
	var n int
	if err := db.R.GetContext(context.Background(), &n, `SELECT COUNT(*) FROM memberships`); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestPublicActorFailsClosed(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name      string
		setting   string
		provision bool
		want      actor.Kind
	}{
		{"no setting, even with a provisioned workspace", "", true, actor.Anonymous},
		{"setting without membership (a lone workspace is never assumed public)", "ws_demo", false, actor.Anonymous},
		{"setting naming a missing workspace", "ws_missing", false, actor.Anonymous},
		{"setting and membership", "ws_demo", true, actor.Public},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			url := enginetest.URL(t)
			db := enginetest.Open(t, url)
			mustExec(t, db, `INSERT INTO workspaces (id, name, created_at) VALUES ('ws_demo', 'Demo', '2026-01-01T00:00:00Z')`)
			if tt.provision {
				if _, err := provision.Public(ctx, db, "ws_demo", time.Now()); err != nil {
					t.Fatal(err)
				}
			}
			e, err := engine.New(db, enginetest.Logger(), engine.Options{PublicWorkspaceID: tt.setting})
			if err != nil {
				t.Fatal(err)
			}
			before := countMemberships(t, db)
			a, err := e.Resolve(ctx, actor.Credentials{})
			if err != nil || a.Kind != tt.want {
				t.Fatalf("Resolve = %+v, %v; want kind %q", a, err, tt.want)
			}
			if tt.want == actor.Public && (a.WorkspaceID != "ws_demo" || a.Role != actor.PublicAccess) {
				t.Fatalf("public actor = %+v", a)
			}
			if _, err := e.Viewer(ctx, a); tt.want == actor.Anonymous && !errs.Is(err, errs.Unauthenticated) {
				t.Fatalf("Viewer(anonymous) = %v, want UNAUTHENTICATED", err)
			}
			if after := countMemberships(t, db); after != before {
				t.Fatalf("resolving changed memberships from %d to %d", before, after)
			}
		})
	}
}

func TestProvisionPublic(t *testing.T) {
	ctx := context.Background()
	db := enginetest.Open(t, enginetest.URL(t))
	mustExec(t, db, `INSERT INTO workspaces (id, name, created_at) VALUES ('ws_demo', 'Demo', '2026-01-01T00:00:00Z')`)
	mustExec(t, db, `INSERT INTO workspaces (id, name, created_at) VALUES ('ws_owned', 'Owned', '2026-01-01T00:00:00Z')`)
	mustExec(t, db, `INSERT INTO memberships (workspace_id, principal, role, created_at) VALUES ('ws_owned', 'user:public-access', 'owner', '2026-01-01T00:00:00Z')`)

	if _, err := provision.Public(ctx, db, "ws_missing", time.Now()); !errs.Is(err, errs.NotFound) {
		t.Errorf("missing workspace: %v, want NOT_FOUND", err)
	}
	if _, err := provision.Public(ctx, db, "ws_owned", time.Now()); !errs.Is(err, errs.Conflict) {
		t.Errorf("principal with another role: %v, want CONFLICT", err)
	}
	r, err := provision.Public(ctx, db, "ws_demo", time.Now())
	if err != nil || !r.Created {
		t.Fatalf("first provision = %+v, %v", r, err)
	}
	r, err = provision.Public(ctx, db, "ws_demo", time.Now())
	if err != nil || r.Created {
		t.Fatalf("second provision = %+v, %v; want nothing created", r, err)
	}
	if n := countMemberships(t, db); n != 2 {
		t.Fatalf("memberships = %d, want 2", n)
	}
}

// TestThrottlePublicAcrossTwoEngines: two engines (replicas) sharing one database file share
// the public demo's ask budget; signed-in actors are not throttled by it.
func TestThrottlePublicAcrossTwoEngines(t *testing.T) {
	ctx := context.Background()
	url := enginetest.URL(t)
	first := enginetest.Open(t, url)
	mustExec(t, first, `INSERT INTO workspaces (id, name, created_at) VALUES ('ws_demo', 'Demo', '2026-01-01T00:00:00Z')`)
	if _, err := provision.Public(ctx, first, "ws_demo", time.Now()); err != nil {
		t.Fatal(err)
	}
	fixed := func() time.Time { return time.Date(2026, 3, 1, 9, 0, 30, 0, time.UTC) }
	var engines []*engine.Engine
	for _, db := range []*store.DB{first, enginetest.Open(t, url)} {
		e, err := engine.New(db, enginetest.Logger(), engine.Options{PublicWorkspaceID: "ws_demo", LocalActor: true, Now: fixed})
		if err != nil {
			t.Fatal(err)
		}
		engines = append(engines, e)
	}
	public, err := engines[0].Resolve(ctx, actor.Credentials{})
	if err != nil || !public.IsPublic() {
		t.Fatalf("public actor = %+v, %v", public, err)
	}
	for i := range 12 {
		if err := engines[i%2].ThrottlePublic(ctx, public, throttle.PublicAsk()); err != nil {
			t.Fatalf("ask %d: %v", i+1, err)
		}
	}
	err = engines[1].ThrottlePublic(ctx, public, throttle.PublicAsk())
	var e *errs.Error
	if !errors.As(err, &e) || e.Code != errs.RateLimited || e.RetryAfter != 30 {
		t.Fatalf("13th ask = %v, want RATE_LIMITED with retryAfter 30", err)
	}
	local, err := engines[0].Resolve(ctx, actor.Credentials{Loopback: true, LoopbackHost: true, SameOrigin: true})
	if err != nil || local.Kind != actor.Local {
		t.Fatalf("local = %+v, %v", local, err)
	}
	if err := engines[0].ThrottlePublic(ctx, local, throttle.PublicAsk()); err != nil {
		t.Fatalf("signed-in actor throttled: %v", err)
	}
}
