package server_test

import (
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/server"
)

// TestLocalActorRefusesDNSRebinding: with the local actor on, a page of another site that
// reaches the server over loopback (its name resolves to 127.0.0.1, or the browser is on this
// machine) is anonymous: the local owner needs a loopback Host on the listening port and a
// same-origin (or no) Origin / Sec-Fetch-Site. The SPA's own same-origin fetches and CLI
// requests without Origin stay the local owner.
func TestLocalActorRefusesDNSRebinding(t *testing.T) {
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	u, _ := url.Parse(f.URL)
	_, port, _ := net.SplitHostPort(u.Host)
	p, _ := strconv.Atoi(port)
	otherPort := strconv.Itoa(p%65535 + 1) // a different port on the same loopback name
	const viewer = `{ viewer { actorKind } }`
	attacks := []struct {
		name   string
		host   string
		header http.Header
	}{
		{"rebinding: attacker host and origin", "rebind.attacker.example:" + port, http.Header{"Origin": {"http://rebind.attacker.example:" + port}, "Sec-Fetch-Site": {"same-origin"}}},
		{"rebinding: attacker host, no origin", "rebind.attacker.example:" + port, nil},
		{"rebinding: attacker host without port", "rebind.attacker.example", http.Header{"Origin": {"http://rebind.attacker.example"}}},
		{"loopback-looking name", "localhost.attacker.example:" + port, nil},
		{"wildcard DNS to 127.0.0.1", "127.0.0.1.nip.io:" + port, nil},
		{"subdomain of localhost", "evil.localhost:" + port, nil},
		{"localhost on another port", "localhost:" + otherPort, nil},
		{"localhost without port (port 80)", "localhost", nil},
		{"unspecified address", "0.0.0.0:" + port, nil},
		{"decimal IPv4", "2130706433:" + port, nil},
		{"cross-site origin", "127.0.0.1:" + port, http.Header{"Origin": {"https://evil.example"}}},
		{"null origin", "127.0.0.1:" + port, http.Header{"Origin": {"null"}}},
		{"origin on another loopback port", "127.0.0.1:" + port, http.Header{"Origin": {"http://localhost:" + otherPort}}},
		{"origin with another scheme", "127.0.0.1:" + port, http.Header{"Origin": {"https://127.0.0.1:" + port}}},
		{"two origins, first same", "127.0.0.1:" + port, http.Header{"Origin": {"http://127.0.0.1:" + port, "https://evil.example"}}},
		{"sec-fetch-site cross-site", "127.0.0.1:" + port, http.Header{"Sec-Fetch-Site": {"cross-site"}}},
		{"sec-fetch-site same-site", "127.0.0.1:" + port, http.Header{"Sec-Fetch-Site": {"same-site"}}},
		{"same origin but cross-site fetch", "127.0.0.1:" + port, http.Header{"Origin": {"http://127.0.0.1:" + port}, "Sec-Fetch-Site": {"cross-site"}}},
	}
	for _, a := range attacks {
		_, r := rawGraphQL(t, f.URL, a.host, a.header, viewer, nil)
		if code(r) != "UNAUTHENTICATED" || strings.Contains(string(r.Data), "LOCAL") {
			t.Errorf("%s (Host %q, %v): %s %+v, want anonymous (UNAUTHENTICATED)", a.name, a.host, a.header, r.Data, r.Errors)
		}
	}
	// The attack of issue #16: minting an MCP token through a rebound name.
	_, r := rawGraphQL(t, f.URL, "rebind.attacker.example:"+port, http.Header{"Origin": {"http://rebind.attacker.example:" + port}},
		`mutation { createMcpToken(input: { name: "stolen", scopes: [READ, PROPOSE], egress: INTERNAL }) { token } }`, nil)
	if code(r) != "UNAUTHENTICATED" || strings.Contains(string(r.Data), "qpm_") {
		t.Errorf("createMcpToken through a rebound name = %s %+v, want UNAUTHENTICATED", r.Data, r.Errors)
	}

	owners := []struct {
		name   string
		host   string
		header http.Header
	}{
		{"CLI on 127.0.0.1", "127.0.0.1:" + port, nil},
		{"CLI on localhost", "localhost:" + port, nil},
		{"CLI on LOCALHOST", "LOCALHOST:" + port, nil},
		{"CLI on [::1]", "[::1]:" + port, nil},
		{"SPA on 127.0.0.1", "127.0.0.1:" + port, http.Header{"Origin": {"http://127.0.0.1:" + port}, "Sec-Fetch-Site": {"same-origin"}}},
		{"SPA on localhost", "localhost:" + port, http.Header{"Origin": {"http://localhost:" + port}, "Sec-Fetch-Site": {"same-origin"}}},
		{"SPA GET-style fetch without Origin", "localhost:" + port, http.Header{"Sec-Fetch-Site": {"same-origin"}}},
	}
	for _, o := range owners {
		_, r := rawGraphQL(t, f.URL, o.host, o.header, viewer, nil)
		if len(r.Errors) > 0 || !strings.Contains(string(r.Data), `"actorKind":"LOCAL"`) {
			t.Errorf("%s (Host %q, %v): %s %+v, want the local owner", o.name, o.host, o.header, r.Data, r.Errors)
		}
	}
}

// TestLocalActorBehindLoopbackProxy: a loopback reverse proxy in front of the server forwards
// its own Host; when that is the configured public origin (QUEUEPROOF_BASE_URL) on a loopback
// name, the request is still the local owner. A public origin that is not loopback never is.
func TestLocalActorBehindLoopbackProxy(t *testing.T) {
	const viewer = `{ viewer { actorKind } }`
	proxied := newFixture(t, engine.Options{LocalActor: true}, server.Options{BaseURL: "http://localhost:4999"})
	for _, tc := range []struct {
		host, origin string
		local        bool
	}{
		{"localhost:4999", "", true},
		{"localhost:4999", "http://localhost:4999", true},
		{"localhost:5000", "", false},
		{"localhost:4999", "http://localhost:5000", false},
		{"rebind.attacker.example:4999", "http://rebind.attacker.example:4999", false},
	} {
		var h http.Header
		if tc.origin != "" {
			h = http.Header{"Origin": {tc.origin}}
		}
		_, r := rawGraphQL(t, proxied.URL, tc.host, h, viewer, nil)
		if got := strings.Contains(string(r.Data), `"actorKind":"LOCAL"`); got != tc.local {
			t.Errorf("base localhost:4999, Host %q, Origin %q: %s %+v; local owner %v, want %v", tc.host, tc.origin, r.Data, r.Errors, got, tc.local)
		}
	}
	public := newFixture(t, engine.Options{LocalActor: true}, server.Options{BaseURL: "http://queueproof.example:4999"})
	_, r := rawGraphQL(t, public.URL, "queueproof.example:4999", http.Header{"Origin": {"http://queueproof.example:4999"}}, viewer, nil)
	if code(r) != "UNAUTHENTICATED" {
		t.Errorf("non-loopback public origin as Host: %s %+v, want anonymous", r.Data, r.Errors)
	}
}
