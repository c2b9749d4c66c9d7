package server_test

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"regexp"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/server"
)

var methodLabel = regexp.MustCompile(`queueproof_http_requests_total\{[^}]*method="([^"]*)"`)

// TestMetricsMethodLabelIsBounded: made-up HTTP methods are one label value, so a client
// cannot grow /metrics (and the process) without bound.
func TestMetricsMethodLabelIsBounded(t *testing.T) {
	f := newFixture(t, engine.Options{}, server.Options{})
	var sent int
	for i := range 300 {
		for _, path := range []string{"/healthz", "/graphql", "/", "/mcp", "/no-such-route"} {
			method := fmt.Sprintf("X%03dMADEUP", i)
			switch i % 3 {
			case 1:
				method = strings.Repeat("Q", 200) + method // long
			case 2:
				method = strings.ToLower(method) // methods are case-sensitive: "get" is not GET
			}
			rawRequest(t, method, f.URL, path, "", nil, nil)
			sent++
		}
	}
	rawRequest(t, "get", f.URL, "/healthz", "", nil, nil)
	rawRequest(t, http.MethodGet, f.URL, "/healthz", "", nil, nil)
	_, body := f.get(t, "/metrics", nil)
	labels := map[string]bool{}
	for _, m := range methodLabel.FindAllStringSubmatch(body, -1) {
		labels[m[1]] = true
	}
	known := map[string]bool{"GET": true, "HEAD": true, "POST": true, "PUT": true, "PATCH": true, "DELETE": true, "OPTIONS": true, "CONNECT": true, "TRACE": true, "other": true}
	for l := range labels {
		if !known[l] {
			t.Errorf("/metrics has method label %q (after %d requests with made-up methods); want the known methods and \"other\" only", l, sent)
			break
		}
	}
	if !labels["other"] || !labels["GET"] {
		t.Errorf("method labels lack GET or other (%d labels)", len(labels))
	}
}

// nonLoopbackAddr returns an address of this machine that is not loopback, so a test can be a
// remote peer of a server listening on it.
func nonLoopbackAddr(t *testing.T) netip.Addr {
	t.Helper()
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		t.Skipf("no interface addresses: %v", err)
	}
	for _, a := range addrs {
		if p, err := netip.ParsePrefix(a.String()); err == nil && p.Addr().Is4() && !p.Addr().IsLoopback() && !p.Addr().IsLinkLocalUnicast() {
			return p.Addr()
		}
	}
	t.Skip("this machine has no non-loopback IPv4 address to be a remote peer from")
	return netip.Addr{}
}

// serveOn serves the real handler for sopts on addr (port 0).
func serveOn(t *testing.T, addr netip.Addr, sopts server.Options) string {
	t.Helper()
	e, _ := enginetest.New(t, engine.Options{Production: sopts.Production})
	sopts.Frontend = testApp
	srv, err := server.New(e, enginetest.Logger(), sopts)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", netip.AddrPortFrom(addr, 0).String())
	if err != nil {
		t.Skipf("listen on %s: %v", addr, err)
	}
	ts := httptest.NewUnstartedServer(srv)
	_ = ts.Listener.Close()
	ts.Listener = ln
	ts.Start()
	t.Cleanup(ts.Close)
	return ts.URL
}

// TestMetricsAccess: /metrics answers loopback peers, peers in the configured networks and the
// metrics bearer token; every other caller gets 403 and no series.
func TestMetricsAccess(t *testing.T) {
	token := strings.Repeat("m", 40)
	remote := nonLoopbackAddr(t)
	status := func(base string, header http.Header, path string) int {
		resp, body := rawRequest(t, http.MethodGet, base, path, "", header, nil)
		if resp.StatusCode != 200 && strings.Contains(string(body), "queueproof_http_requests_total") {
			t.Errorf("refused /metrics still leaked series: %.200s", body)
		}
		return resp.StatusCode
	}
	bearer := func(v ...string) http.Header { return http.Header{"Authorization": v} }

	// Production, defaults: a remote peer is refused, however it asks.
	prod := serveOn(t, remote, server.Options{Production: true})
	for name, h := range map[string]http.Header{
		"no credential":           nil,
		"forwarded from loopback": {"X-Forwarded-For": {"127.0.0.1"}, "X-Real-Ip": {"127.0.0.1"}, "Forwarded": {"for=127.0.0.1"}},
		"some bearer":             bearer("Bearer anything"),
		"empty bearer":            bearer("Bearer "),
	} {
		if got := status(prod, h, "/metrics"); got != http.StatusForbidden {
			t.Errorf("production, remote peer, %s: /metrics = %d, want 403", name, got)
		}
	}
	for _, path := range []string{"/metrics/", "/METRICS", "/metrics%2F", "/./metrics", "//metrics", "/metrics?x=1"} {
		if resp, body := rawRequest(t, http.MethodGet, prod, path, "", nil, nil); strings.Contains(string(body), "queueproof_http_requests_total") {
			t.Errorf("production, remote peer: %s = %d with the series, want none", path, resp.StatusCode)
		}
	}

	// With a token: the token works from anywhere, nothing else does.
	withToken := serveOn(t, remote, server.Options{Production: true, MetricsToken: token})
	for name, h := range map[string]http.Header{
		"wrong token":          bearer("Bearer " + strings.Repeat("x", 40)),
		"token prefix":         bearer("Bearer " + token[:39]),
		"token with suffix":    bearer("Bearer " + token + "x"),
		"basic auth":           bearer("Basic " + token),
		"two bearers, 2nd ok":  bearer("Bearer wrong", "Bearer "+token),
		"two bearers, 1st ok":  bearer("Bearer "+token, "Bearer wrong"),
		"token in other field": {"X-Metrics-Token": {token}},
	} {
		if got := status(withToken, h, "/metrics"); got != http.StatusForbidden {
			t.Errorf("production with token, remote peer, %s: /metrics = %d, want 403", name, got)
		}
	}
	if got := status(withToken, nil, "/metrics?token="+token); got != http.StatusForbidden {
		t.Errorf("token in the query string: /metrics = %d, want 403", got)
	}
	if got := status(withToken, bearer("Bearer "+token), "/metrics"); got != 200 {
		t.Errorf("production, remote peer with the token: /metrics = %d, want 200", got)
	}

	// An operator network admits its peers without a token.
	netOK := serveOn(t, remote, server.Options{Production: true, MetricsNetworks: []netip.Prefix{netip.PrefixFrom(remote, 32)}})
	if got := status(netOK, nil, "/metrics"); got != 200 {
		t.Errorf("peer inside QUEUEPROOF_METRICS_NETWORKS: /metrics = %d, want 200", got)
	}
	// Loopback peers may read it by default; not when the networks leave loopback out.
	loop := newFixture(t, engine.Options{Production: true}, server.Options{Production: true})
	if resp, _ := loop.get(t, "/metrics", nil); resp.StatusCode != 200 {
		t.Errorf("production, loopback peer, defaults: /metrics = %d, want 200", resp.StatusCode)
	}
	elsewhere := newFixture(t, engine.Options{Production: true}, server.Options{Production: true, MetricsNetworks: []netip.Prefix{netip.MustParsePrefix("10.99.0.0/16")}})
	if resp, _ := elsewhere.get(t, "/metrics", nil); resp.StatusCode != http.StatusForbidden {
		t.Errorf("loopback peer outside the configured networks: /metrics = %d, want 403", resp.StatusCode)
	}
}
