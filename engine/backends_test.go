package engine_test

import (
	"context"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/queueproof/queueproof"
	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/source"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/engine/workspace"
)

// The workspace and source flows run unchanged on both backends: the embedded SQLite file
// and the remote libSQL path (the client's HTTP driver against a loopback Hrana server).
var backends = []struct {
	name string
	url  func(testing.TB) string
}{
	{"file", enginetest.URL},
	{"remote", enginetest.RemoteURL},
}

func TestWorkspaceAndSourceFlowsOnEveryBackend(t *testing.T) {
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) {
			ctx := context.Background()
			e, db := enginetest.NewAt(t, b.url(t), engine.Options{LocalActor: true})
			if db.Remote != (b.name == "remote") {
				t.Fatalf("backend %s opened with Remote = %v", b.name, db.Remote)
			}
			if err := e.Ready(ctx); err != nil {
				t.Fatalf("Ready = %v", err)
			}

			// Concurrent first requests of the local actor converge on one workspace.
			actors := make([]actor.Actor, 4)
			errsOut := make([]error, len(actors))
			var wg sync.WaitGroup
			for i := range actors {
				wg.Add(1)
				go func() {
					defer wg.Done()
					actors[i], errsOut[i] = e.Resolve(ctx, actor.Credentials{Loopback: true, LoopbackHost: true, SameOrigin: true})
				}()
			}
			wg.Wait()
			for i, err := range errsOut {
				if err != nil {
					t.Fatalf("Resolve %d = %v", i, err)
				}
			}
			a := actors[0]
			if a.Kind != actor.Local || a.Role != actor.Owner || a.WorkspaceID != workspace.PersonalID(engine.LocalSubject) {
				t.Fatalf("local actor = %+v", a)
			}
			for _, other := range actors[1:] {
				if !reflect.DeepEqual(other, a) {
					t.Fatalf("concurrent Resolve gave %+v and %+v, want one actor", a, other)
				}
			}
			var n int
			if err := db.R.GetContext(ctx, &n, `SELECT count(*) FROM workspaces`); err != nil || n != 1 {
				t.Fatalf("workspaces = %d, %v; want 1", n, err)
			}
			if err := db.R.GetContext(ctx, &n, `SELECT count(*) FROM memberships`); err != nil || n != 1 {
				t.Fatalf("memberships = %d, %v; want 1", n, err)
			}

			v, err := e.Viewer(ctx, a)
			if err != nil || v.Workspace.ID != a.WorkspaceID || v.Workspace.Name != "Local workspace" {
				t.Fatalf("Viewer = %+v, %v", v, err)
			}
			if _, err := time.Parse(time.RFC3339Nano, v.Workspace.CreatedAt); err != nil {
				t.Fatalf("workspace created_at %q is not RFC 3339 text: %v", v.Workspace.CreatedAt, err)
			}

			// Sources: three in the actor's workspace (two sharing a created_at, so the
			// cursor's row-value comparison decides by id), one in another workspace.
			insertSource(t, db, "src_a", a.WorkspaceID, "2026-01-01T00:00:00Z")
			insertSource(t, db, "src_c", a.WorkspaceID, "2026-01-02T00:00:00Z")
			insertSource(t, db, "src_b", a.WorkspaceID, "2026-01-02T00:00:00Z")
			other := seedWorkspace(t, db, "ws_other")
			insertSource(t, db, "src_other", other, "2026-01-01T00:00:00Z")

			p1, err := e.Sources(ctx, a, page.Request{First: 2})
			if err != nil {
				t.Fatalf("Sources page 1 = %v", err)
			}
			if got := ids(p1.Items); got != "src_a,src_b" || !p1.Info.HasNextPage {
				t.Fatalf("page 1 = %s (next %v), want src_a,src_b with a next page", got, p1.Info.HasNextPage)
			}
			p2, err := e.Sources(ctx, a, page.Request{First: 2, After: p1.Info.EndCursor})
			if err != nil {
				t.Fatalf("Sources page 2 = %v", err)
			}
			if got := ids(p2.Items); got != "src_c" || p2.Info.HasNextPage {
				t.Fatalf("page 2 = %s (next %v), want src_c and no next page", got, p2.Info.HasNextPage)
			}
			if s, err := e.Source(ctx, a, "src_b"); err != nil || s.Name != "src_b" || s.State != "data_verified" {
				t.Fatalf("Source(src_b) = %+v, %v", s, err)
			}
			if _, err := e.Source(ctx, a, "src_other"); !errs.Is(err, errs.NotFound) {
				t.Fatalf("Source of another workspace = %v, want NotFound", err)
			}

			// A public demo workspace resolves the public actor, which sees no storage ids.
			mustExecBackend(t, db, `INSERT INTO memberships (workspace_id, principal, role, created_at) VALUES (?, ?, 'public-access', ?)`,
				other, actor.PublicPrincipal, "2026-01-01T00:00:00Z")
			pub, err := engine.New(db, enginetest.Logger(), engine.Options{PublicWorkspaceID: other, Migrations: queueproof.Migrations()})
			if err != nil {
				t.Fatal(err)
			}
			pa, err := pub.Resolve(ctx, actor.Credentials{})
			if err != nil || pa.Kind != actor.Public || pa.WorkspaceID != other {
				t.Fatalf("public Resolve = %+v, %v", pa, err)
			}
			pv, err := pub.Viewer(ctx, pa)
			if err != nil || pv.Workspace.ID != "" || pv.Workspace.Name != "Other" {
				t.Fatalf("public Viewer = %+v, %v; want the workspace without its id", pv, err)
			}
		})
	}
}

func insertSource(t *testing.T, db *store.DB, id, ws, at string) {
	t.Helper()
	mustExecBackend(t, db, `INSERT INTO sources (id, workspace_id, kind, name, state, created_at, updated_at)
		VALUES (?, ?, 'connector', ?, 'data_verified', ?, ?)`, id, ws, id, at, at)
}

func seedWorkspace(t *testing.T, db *store.DB, id string) string {
	t.Helper()
	mustExecBackend(t, db, `INSERT INTO workspaces (id, name, created_at) VALUES (?, 'Other', ?)`, id, "2026-01-01T00:00:00Z")
	return id
}

func mustExecBackend(t *testing.T, db *store.DB, q string, args ...any) {
	t.Helper()
	if _, err := db.W.ExecContext(context.Background(), q, args...); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
}

func ids(items []source.Source) string {
	out := make([]string, len(items))
	for i, s := range items {
		out[i] = s.ID
	}
	return strings.Join(out, ",")
}
