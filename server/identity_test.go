package server_test

import (
	"context"
	"net/http"
	"net/netip"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/gateway"
	"github.com/queueproof/queueproof/engine/legacy"
	"github.com/queueproof/queueproof/engine/provision"
	"github.com/queueproof/queueproof/server"
)

var (
	testSessionKey    = []byte(strings.Repeat("k", 32))
	testGatewaySecret = strings.Repeat("g", 40)
)

func legacyCookie(t *testing.T, sub string) string {
	t.Helper()
	tok, err := legacy.Sign(testSessionKey, sub, time.Now().Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	return "qp_owner_session=" + tok
}

// TestViewerReportsEveryTier: viewer's actorKind and role for each tier, over real HTTP.
func TestViewerReportsEveryTier(t *testing.T) {
	loopbackGateway, err := gateway.New(netip.MustParsePrefix("127.0.0.0/8"), testGatewaySecret)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		opts     engine.Options
		sopts    server.Options
		setup    func(t *testing.T, f *fixture)
		header   func(t *testing.T, f *oidcFixture) map[string]string
		kind     string
		role     string
		publicWS bool
	}{
		{name: "OIDC bearer", kind: "OIDC", role: "OWNER",
			header: func(t *testing.T, f *oidcFixture) map[string]string {
				return map[string]string{"Authorization": "Bearer " + f.idp.Token(t, "ann")}
			}},
		{name: "legacy owner", opts: engine.Options{SessionKeys: [][]byte{testSessionKey}}, kind: "LEGACY_OWNER", role: "OWNER",
			header: func(t *testing.T, _ *oidcFixture) map[string]string {
				return map[string]string{"Cookie": legacyCookie(t, "owner")}
			}},
		{name: "gateway", opts: engine.Options{Gateway: loopbackGateway}, sopts: server.Options{GatewayHeader: "X-Queueproof-User"}, kind: "GATEWAY", role: "OWNER",
			header: func(*testing.T, *oidcFixture) map[string]string {
				return map[string]string{"X-QueueProof-User": "gus", "X-QueueProof-Gateway-Proof": testGatewaySecret}
			}},
		{name: "gateway member", opts: engine.Options{Gateway: loopbackGateway}, sopts: server.Options{GatewayHeader: "X-Queueproof-User"}, kind: "GATEWAY", role: "MEMBER",
			setup: func(t *testing.T, f *fixture) {
				mustExec(t, f.db, `INSERT INTO workspaces (id, name, created_at) VALUES ('ws_team', 'Team', '2026-01-01T00:00:00Z')`)
				mustExec(t, f.db, `INSERT INTO memberships (workspace_id, principal, role, created_at) VALUES ('ws_team', 'user:gateway:mia', 'member', '2026-01-01T00:00:00Z')`)
			},
			header: func(*testing.T, *oidcFixture) map[string]string {
				return map[string]string{"X-QueueProof-User": "mia", "X-QueueProof-Gateway-Proof": testGatewaySecret}
			}},
		{name: "local", opts: engine.Options{LocalActor: true}, kind: "LOCAL", role: "OWNER"},
		{name: "public", opts: engine.Options{PublicWorkspaceID: "ws_demo"}, kind: "PUBLIC", role: "PUBLIC_ACCESS", publicWS: true,
			setup: func(t *testing.T, f *fixture) {
				mustExec(t, f.db, `INSERT INTO workspaces (id, name, created_at) VALUES ('ws_demo', 'Demo', '2026-01-01T00:00:00Z')`)
				if _, err := provision.Public(context.Background(), f.db, "ws_demo", time.Now()); err != nil {
					t.Fatal(err)
				}
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			of := newOIDCFixture(t, tt.opts, tt.sopts)
			f := &fixture{Server: of.Server, db: of.db}
			if tt.setup != nil {
				tt.setup(t, f)
			}
			var h map[string]string
			if tt.header != nil {
				h = tt.header(t, of)
			}
			_, r := viewerWith(t, http.DefaultClient, of.URL, h)
			d := decodeViewer(t, r)
			if d.Viewer.ActorKind != tt.kind || d.Viewer.Role != tt.role {
				t.Fatalf("viewer = %+v, want %s %s", d.Viewer, tt.kind, tt.role)
			}
			if tt.publicWS != (d.Viewer.Workspace.ID == nil) {
				t.Fatalf("workspace id = %v; the public actor (only) sees none", d.Viewer.Workspace.ID)
			}
		})
	}
}

// TestConcurrentFirstLoginsOverHTTP: 50 simultaneous first requests of one new OIDC subject
// (bearer JWT) provision one workspace.
func TestConcurrentFirstLoginsOverHTTP(t *testing.T) {
	f := newOIDCFixture(t, engine.Options{}, server.Options{})
	tok := f.idp.Token(t, "newcomer")
	ids := make([]string, 50)
	var wg sync.WaitGroup
	for i := range ids {
		wg.Go(func() {
			status, r := viewerWith(t, http.DefaultClient, f.URL, map[string]string{"Authorization": "Bearer " + tok})
			d := decodeViewer(t, r)
			if status != 200 || d.Viewer.Workspace.ID == nil {
				t.Errorf("request %d: %d %+v", i, status, d)
				return
			}
			ids[i] = *d.Viewer.Workspace.ID
		})
	}
	wg.Wait()
	for i := range ids {
		if ids[i] != ids[0] {
			t.Fatalf("request %d saw workspace %q, request 0 saw %q", i, ids[i], ids[0])
		}
	}
	var n int
	if err := f.db.R.GetContext(context.Background(), &n, `SELECT COUNT(*) FROM workspaces WHERE personal_subject = ?`, "oidc:"+f.idp.Issuer()+"#newcomer"); err != nil || n != 1 {
		t.Fatalf("workspaces of the subject = %d (%v), want 1", n, err)
	}
}

func TestCookiePostNeedsSameOrigin(t *testing.T) {
	f := newFixture(t, engine.Options{SessionKeys: [][]byte{testSessionKey}}, server.Options{CORSOrigins: []string{"https://app.example.com"}})
	ck := legacyCookie(t, "owner")
	tests := []struct {
		name   string
		header map[string]string
		status int
	}{
		{"same origin", map[string]string{"Cookie": ck, "Origin": f.URL}, 200},
		{"configured CORS origin", map[string]string{"Cookie": ck, "Origin": "https://app.example.com"}, 200},
		{"no Origin, not a browser", map[string]string{"Cookie": ck}, 200},
		{"other origin", map[string]string{"Cookie": ck, "Origin": "https://evil.example"}, 403},
		{"opaque origin", map[string]string{"Cookie": ck, "Origin": "null"}, 403},
		// Our pages' Referrer-Policy: no-referrer makes Chrome send "null" as the Origin of the
		// site's own form POST; the browser's Sec-Fetch-Site tells it from a foreign one.
		{"null origin of our own form", map[string]string{"Cookie": ck, "Origin": "null", "Sec-Fetch-Site": "same-origin"}, 200},
		{"null origin from a cross-site frame", map[string]string{"Cookie": ck, "Origin": "null", "Sec-Fetch-Site": "cross-site"}, 403},
		{"null origin from a same-site sibling", map[string]string{"Cookie": ck, "Origin": "null", "Sec-Fetch-Site": "same-site"}, 403},
		{"no Origin, cross-site fetch", map[string]string{"Cookie": ck, "Sec-Fetch-Site": "cross-site"}, 403},
		// Not refused as CSRF: it simply has no actor (the resolver answers UNAUTHENTICATED).
		{"other origin without a cookie", map[string]string{"Origin": "https://evil.example"}, 200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, r := viewerWith(t, http.DefaultClient, f.URL, tt.header)
			if status != tt.status {
				t.Fatalf("status = %d (%s), want %d", status, code(r), tt.status)
			}
			if tt.status == 403 && code(r) != "FORBIDDEN" {
				t.Fatalf("code = %q, want FORBIDDEN", code(r))
			}
			if tt.status == 200 && tt.header["Cookie"] != "" && code(r) != "" {
				t.Fatalf("code = %q, want the viewer", code(r))
			}
		})
	}
}

func TestAuthRoutesWithoutOIDC(t *testing.T) {
	f := newFixture(t, engine.Options{}, server.Options{})
	resp, _ := f.get(t, "/auth/login", nil)
	if resp.StatusCode != http.StatusNotFound {
		t.Fatalf("/auth/login without OIDC = %d, want 404", resp.StatusCode)
	}
}

// TestRequestHandlingDoesNotImportProvision: membership provisioning is reachable from the
// command line only.
func TestRequestHandlingDoesNotImportProvision(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("go tool not found: %v", err)
	}
	out, err := exec.Command(goBin, "list", "-deps", "github.com/queueproof/queueproof/server").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	if !strings.Contains(string(out), "github.com/queueproof/queueproof/engine\n") {
		t.Fatalf("go list output lacks the engine; the check would prove nothing:\n%s", out)
	}
	if strings.Contains(string(out), "engine/provision") {
		t.Fatal("server imports engine/provision")
	}
}
