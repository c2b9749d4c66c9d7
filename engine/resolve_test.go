package engine_test

import (
	"context"
	"fmt"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/gateway"
	"github.com/queueproof/queueproof/engine/legacy"
	"github.com/queueproof/queueproof/engine/openid/openidtest"
	"github.com/queueproof/queueproof/engine/provision"
	"github.com/queueproof/queueproof/engine/store"
)

var (
	sessionKey    = []byte(strings.Repeat("k", 32))
	gatewaySecret = strings.Repeat("g", 40)
	// The gateway sits on loopback, as a sidecar proxy would: its requests must never be the
	// local owner.
	gatewayPeer = netip.MustParseAddr("127.0.0.2")
	localPeer   = netip.MustParseAddr("127.0.0.1")
)

// allTiers is an engine with every tier configured, its database, and the provider.
type allTiers struct {
	e   *engine.Engine
	db  *store.DB
	idp *openidtest.Provider
}

func newAllTiers(t *testing.T) allTiers {
	t.Helper()
	idp := openidtest.Start(t)
	g, err := gateway.New(netip.MustParsePrefix("127.0.0.2/32"), gatewaySecret)
	if err != nil {
		t.Fatal(err)
	}
	db := enginetest.Open(t, enginetest.URL(t))
	mustExec(t, db, `INSERT INTO workspaces (id, name, created_at) VALUES ('ws_demo', 'Demo', '2026-01-01T00:00:00Z')`)
	if _, err := provision.Public(context.Background(), db, "ws_demo", time.Now()); err != nil {
		t.Fatal(err)
	}
	e, err := engine.New(db, enginetest.Logger(), engine.Options{
		LocalActor:        true,
		PublicWorkspaceID: "ws_demo",
		OIDC:              idp.Config("http://127.0.0.1:1/auth/callback"),
		SessionKeys:       [][]byte{sessionKey},
		Gateway:           g,
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(e.Close)
	return allTiers{e: e, db: db, idp: idp}
}

func mustExec(t *testing.T, db *store.DB, q string, args ...any) {
	t.Helper()
	if _, err := db.W.ExecContext(context.Background(), q, args...); err != nil {
		t.Fatalf("exec %q: %v", q, err)
	}
}

func legacyToken(t *testing.T, key []byte, sub string) string {
	t.Helper()
	tok, err := legacy.Sign(key, sub, time.Now().Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

// tier is one way to present credentials: valid or (if the tier has a credential) invalid.
type tier struct {
	kind    actor.Kind
	valid   func(*actor.Credentials)
	invalid func(*actor.Credentials) // nil: the tier has no credential that can be wrong
}

func tiers(t *testing.T, at allTiers) []tier {
	good := at.idp.Token(t, "alice")
	return []tier{
		{actor.OIDC,
			func(c *actor.Credentials) { c.Bearer = good },
			func(c *actor.Credentials) { c.Bearer = at.idp.Attacks()[0].Forge(t, good) }},
		{actor.LegacyOwner,
			func(c *actor.Credentials) { c.LegacySession = legacyToken(t, sessionKey, "owner") },
			func(c *actor.Credentials) { c.LegacySession = legacyToken(t, []byte(strings.Repeat("x", 32)), "owner") }},
		{actor.Gateway,
			func(c *actor.Credentials) {
				c.Peer, c.Loopback, c.GatewayIdentity, c.GatewayProof = gatewayPeer, true, "gina", gatewaySecret
			},
			func(c *actor.Credentials) {
				c.Peer, c.Loopback, c.GatewayIdentity, c.GatewayProof = gatewayPeer, true, "gina", "wrong-proof"
			}},
		{actor.Local,
			func(c *actor.Credentials) {
				if !c.Peer.IsValid() { // from the gateway it stays the gateway's peer
					c.Peer, c.Loopback = localPeer, true
				}
				c.LoopbackHost, c.SameOrigin = true, true
			},
			nil},
		{actor.Public, func(*actor.Credentials) {}, nil},
	}
}

func TestResolveEachTierAlone(t *testing.T) {
	at := newAllTiers(t)
	wantRole := map[actor.Kind]actor.Role{actor.OIDC: actor.Owner, actor.LegacyOwner: actor.Owner, actor.Gateway: actor.Owner, actor.Local: actor.Owner, actor.Public: actor.PublicAccess}
	for _, tr := range tiers(t, at) {
		t.Run(string(tr.kind), func(t *testing.T) {
			var c actor.Credentials
			tr.valid(&c)
			a, err := at.e.Resolve(context.Background(), c)
			if err != nil || a.Kind != tr.kind || a.Role != wantRole[tr.kind] || a.WorkspaceID == "" {
				t.Fatalf("Resolve = %+v, %v; want kind %s role %s", a, err, tr.kind, wantRole[tr.kind])
			}
		})
		if tr.invalid != nil {
			t.Run(string(tr.kind)+" invalid", func(t *testing.T) {
				var c actor.Credentials
				tr.invalid(&c)
				a, err := at.e.Resolve(context.Background(), c)
				if !errs.Is(err, errs.Unauthenticated) {
					t.Fatalf("Resolve = %+v, %v; want UNAUTHENTICATED", a, err)
				}
			})
		}
	}
}

// TestResolvePrecedence covers every pair of tiers: a valid higher tier beats a valid lower
// one, and an invalid higher tier is rejected even when a lower one is valid.
func TestResolvePrecedence(t *testing.T) {
	at := newAllTiers(t)
	ts := tiers(t, at)
	for i, hi := range ts {
		for _, lo := range ts[i+1:] {
			t.Run(fmt.Sprintf("valid %s + valid %s", hi.kind, lo.kind), func(t *testing.T) {
				var c actor.Credentials
				hi.valid(&c)
				lo.valid(&c)
				a, err := at.e.Resolve(context.Background(), c)
				if err != nil || a.Kind != hi.kind {
					t.Fatalf("Resolve = %+v, %v; want %s", a, err, hi.kind)
				}
			})
			if hi.invalid == nil {
				continue
			}
			t.Run(fmt.Sprintf("invalid %s + valid %s", hi.kind, lo.kind), func(t *testing.T) {
				var c actor.Credentials
				hi.invalid(&c)
				lo.valid(&c)
				a, err := at.e.Resolve(context.Background(), c)
				if !errs.Is(err, errs.Unauthenticated) {
					t.Fatalf("Resolve = %+v, %v; want UNAUTHENTICATED, not a fall-through", a, err)
				}
			})
		}
	}
}

func TestResolveRefusesEveryForgedToken(t *testing.T) {
	at := newAllTiers(t)
	good := at.idp.Token(t, "alice")
	for _, atk := range at.idp.Attacks() {
		t.Run(atk.Name, func(t *testing.T) {
			c := actor.Credentials{Bearer: atk.Forge(t, good), Peer: localPeer, Loopback: true, LoopbackHost: true, SameOrigin: true}
			if a, err := at.e.Resolve(context.Background(), c); !errs.Is(err, errs.Unauthenticated) {
				t.Fatalf("Resolve = %+v, %v; want UNAUTHENTICATED", a, err)
			}
		})
	}
}

func TestTenantKeyIsIssuerAndSubNotEmail(t *testing.T) {
	at := newAllTiers(t)
	ctx := context.Background()
	c1 := at.idp.Claims("alice")
	c2 := at.idp.Claims("alice")
	c2["email"] = "alice@new.example.com" // email changed: same tenant
	c3 := at.idp.Claims("bob")
	c3["email"] = c1["email"] // another subject with alice's old email: another tenant
	var ws []string
	for _, c := range []map[string]any{c1, c2, c3} {
		a, err := at.e.Resolve(ctx, actor.Credentials{Bearer: at.idp.Sign(t, c)})
		if err != nil {
			t.Fatal(err)
		}
		if want := "oidc:" + at.idp.Issuer() + "#" + c["sub"].(string); a.Subject != want {
			t.Fatalf("subject = %q, want %q", a.Subject, want)
		}
		ws = append(ws, a.WorkspaceID)
	}
	if ws[0] != ws[1] || ws[0] == ws[2] {
		t.Fatalf("workspaces = %v; want alice's twice, then bob's own", ws)
	}
}

func TestLocalActorNeverForTheGatewayPeer(t *testing.T) {
	at := newAllTiers(t)
	a, err := at.e.Resolve(context.Background(), actor.Credentials{Peer: gatewayPeer, Loopback: true, LoopbackHost: true, SameOrigin: true})
	if err != nil || a.Kind != actor.Public {
		t.Fatalf("Resolve(gateway peer, no headers) = %+v, %v; want the public actor, never LOCAL", a, err)
	}
}

// TestLocalActorNeedsLoopbackHostAndSameOrigin: a loopback peer alone is not the local owner;
// the request must also have named a loopback Host on the listening port from its own origin
// (a web page reaching the socket through DNS rebinding or cross-site has not).
func TestLocalActorNeedsLoopbackHostAndSameOrigin(t *testing.T) {
	at := newAllTiers(t)
	for _, tt := range []struct {
		name string
		c    actor.Credentials
		want actor.Kind
	}{
		{"loopback peer only", actor.Credentials{Peer: localPeer, Loopback: true}, actor.Public},
		{"foreign Host (DNS rebinding)", actor.Credentials{Peer: localPeer, Loopback: true, SameOrigin: true}, actor.Public},
		{"cross-origin", actor.Credentials{Peer: localPeer, Loopback: true, LoopbackHost: true}, actor.Public},
		{"loopback Host and origin, remote peer", actor.Credentials{Peer: netip.MustParseAddr("192.0.2.1"), LoopbackHost: true, SameOrigin: true}, actor.Public},
		{"all three", actor.Credentials{Peer: localPeer, Loopback: true, LoopbackHost: true, SameOrigin: true}, actor.Local},
	} {
		a, err := at.e.Resolve(context.Background(), tt.c)
		if err != nil || a.Kind != tt.want {
			t.Errorf("%s: Resolve = %+v, %v; want %s", tt.name, a, err, tt.want)
		}
	}
}

// TestRepeatedCredentialHeaderIsUnauthenticated: a credential header the transport saw more
// than once is refused on every tier, not resolved to one of its values.
func TestRepeatedCredentialHeaderIsUnauthenticated(t *testing.T) {
	at := newAllTiers(t)
	for _, tr := range tiers(t, at) {
		c := actor.Credentials{Repeated: []string{"X-Queueproof-User"}}
		tr.valid(&c)
		if a, err := at.e.Resolve(context.Background(), c); !errs.Is(err, errs.Unauthenticated) {
			t.Errorf("%s with a repeated header: Resolve = %+v, %v; want UNAUTHENTICATED", tr.kind, a, err)
		}
	}
}

func TestLegacyOffInProductionWithOIDC(t *testing.T) {
	idp := openidtest.Start(t)
	tok := legacyToken(t, sessionKey, "owner")
	for _, tt := range []struct {
		name string
		opts engine.Options
		ok   bool
	}{
		{"development with OIDC", engine.Options{OIDC: idp.Config("http://x/auth/callback"), SessionKeys: [][]byte{sessionKey}}, true},
		{"production without OIDC", engine.Options{Production: true, SessionKeys: [][]byte{sessionKey}}, true},
		{"production with OIDC", engine.Options{Production: true, OIDC: idp.Config("https://x/auth/callback"), SessionKeys: [][]byte{sessionKey}}, false},
		{"no keys", engine.Options{}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e, _ := enginetest.New(t, tt.opts)
			a, err := e.Resolve(context.Background(), actor.Credentials{LegacySession: tok})
			if tt.ok && (err != nil || a.Kind != actor.LegacyOwner) {
				t.Fatalf("Resolve = %+v, %v; want LEGACY_OWNER", a, err)
			}
			if !tt.ok && !errs.Is(err, errs.Unauthenticated) {
				t.Fatalf("Resolve = %+v, %v; want UNAUTHENTICATED", a, err)
			}
		})
	}
}

func TestGatewayHeadersIgnoredWithoutGateway(t *testing.T) {
	e, _ := enginetest.New(t, engine.Options{})
	a, err := e.Resolve(context.Background(), actor.Credentials{Peer: localPeer, GatewayIdentity: "root", GatewayProof: "x"})
	if err != nil || a.Kind != actor.Anonymous {
		t.Fatalf("Resolve = %+v, %v; want anonymous (no gateway configured)", a, err)
	}
}

func TestAmbiguousMembershipFailsClosed(t *testing.T) {
	at := newAllTiers(t)
	ctx := context.Background()
	// gina already owns her personal workspace and is also added to the demo workspace.
	if _, err := at.e.Resolve(ctx, actor.Credentials{Peer: gatewayPeer, GatewayIdentity: "gina", GatewayProof: gatewaySecret}); err != nil {
		t.Fatal(err)
	}
	mustExec(t, at.db, `INSERT INTO memberships (workspace_id, principal, role, created_at) VALUES ('ws_demo', 'user:gateway:gina', 'member', '2026-01-01T00:00:00Z')`)
	a, err := at.e.Resolve(ctx, actor.Credentials{Peer: gatewayPeer, GatewayIdentity: "gina", GatewayProof: gatewaySecret})
	if !errs.Is(err, errs.Forbidden) {
		t.Fatalf("Resolve with two candidate workspaces = %+v, %v; want FORBIDDEN", a, err)
	}
}

func TestMemberRoleComesFromMembership(t *testing.T) {
	at := newAllTiers(t)
	mustExec(t, at.db, `INSERT INTO memberships (workspace_id, principal, role, created_at) VALUES ('ws_demo', 'user:gateway:mo', 'member', '2026-01-01T00:00:00Z')`)
	a, err := at.e.Resolve(context.Background(), actor.Credentials{Peer: gatewayPeer, GatewayIdentity: "mo", GatewayProof: gatewaySecret})
	if err != nil || a.Role != actor.Member || a.WorkspaceID != "ws_demo" {
		t.Fatalf("Resolve = %+v, %v; want member of ws_demo", a, err)
	}
}

// TestConcurrentFirstLoginsOneWorkspace: 50 simultaneous first logins of one subject, spread
// over two engines (replicas) sharing one database file, provision exactly one workspace.
func TestConcurrentFirstLoginsOneWorkspace(t *testing.T) {
	url := enginetest.URL(t)
	engines := make([]*engine.Engine, 2)
	var db *store.DB
	for i := range engines {
		db = enginetest.Open(t, url)
		e, err := engine.New(db, enginetest.Logger(), engine.Options{SessionKeys: [][]byte{sessionKey}})
		if err != nil {
			t.Fatal(err)
		}
		engines[i] = e
	}
	tok := legacyToken(t, sessionKey, "first-timer")
	var wg sync.WaitGroup
	got := make([]string, 50)
	for i := range got {
		wg.Go(func() {
			a, err := engines[i%2].Resolve(context.Background(), actor.Credentials{LegacySession: tok})
			if err != nil {
				t.Errorf("login %d: %v", i, err)
				return
			}
			got[i] = a.WorkspaceID
		})
	}
	wg.Wait()
	for i, w := range got {
		if w != got[0] || w == "" {
			t.Fatalf("login %d got workspace %q, login 0 got %q", i, w, got[0])
		}
	}
	var n, m int
	_ = db.R.GetContext(context.Background(), &n, `SELECT COUNT(*) FROM workspaces WHERE personal_subject = 'legacy:first-timer'`)
	_ = db.R.GetContext(context.Background(), &m, `SELECT COUNT(*) FROM memberships WHERE principal = 'user:legacy:first-timer'`)
	if n != 1 || m != 1 {
		t.Fatalf("workspaces %d, memberships %d; want 1 and 1", n, m)
	}
}
