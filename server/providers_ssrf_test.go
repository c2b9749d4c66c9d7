package server_test

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/server"
)

const registerProvider = `mutation($in: RegisterKnowledgeProviderInput!) { registerKnowledgeProvider(input: $in) {
	knowledgeProvider { id allowPrivateNetwork source { state stateReason } } } }`

type registered struct {
	RegisterKnowledgeProvider struct {
		KnowledgeProvider struct {
			ID                  string
			AllowPrivateNetwork bool
			Source              struct{ State, StateReason string }
		}
	}
}

func register(t *testing.T, f *fixture, name, baseURL string, private bool) (registered, gqlResponse) {
	t.Helper()
	_, r := f.graphql(t, registerProvider, map[string]any{"in": map[string]any{"name": name, "baseUrl": baseURL,
		"exposureProfile": "AGENT_ONLY", "allowPrivateNetwork": private}})
	var d registered
	if len(r.Errors) == 0 {
		if err := json.Unmarshal(r.Data, &d); err != nil {
			t.Fatalf("register %s: %s", name, r.Data)
		}
	}
	return d, r
}

// Attack (issue #16, item 4): any workspace owner (every OIDC or gateway user is one) turned
// the SSRF guard off with allowPrivateNetwork and reached loopback services. The switch now
// takes effect only for a host the operator allowlisted (QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS);
// otherwise registering or updating with it is FORBIDDEN, nothing is stored and nothing is
// called.
func TestPrivateNetworkProvidersNeedTheOperatorsAllowlist(t *testing.T) {
	var hits atomic.Int64
	internal := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		hits.Add(1)
		_, _ = w.Write([]byte(`{"contractVersion":1,"capabilities":{}}`))
	}))
	t.Cleanup(internal.Close)
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(internal.URL, "http://"))

	f := newFixture(t, engine.Options{LocalActor: true, SecretKey: testSecretKey()}, server.Options{})
	targets := []string{
		internal.URL,
		"http://localhost:" + port,
		"http://[::1]:" + port,
		"http://0.0.0.0:" + port,
		"http://[::ffff:127.0.0.1]:" + port,
		"http://10.0.0.1",
		"http://169.254.169.254/latest",
		"https://kb.corp.example",
	}
	for i, target := range targets {
		if _, r := register(t, f, fmt.Sprintf("attack %d", i), target, true); code(r) != "FORBIDDEN" {
			t.Errorf("register %s with allowPrivateNetwork = %s %+v, want FORBIDDEN", target, r.Data, r.Errors)
		}
	}
	// Turning the switch on later is refused the same way.
	d, r := register(t, f, "public kb", "https://127.0.0.1:1", false)
	if len(r.Errors) > 0 {
		t.Fatalf("register without the switch: %+v", r.Errors)
	}
	id := d.RegisterKnowledgeProvider.KnowledgeProvider.ID
	_, r = f.graphql(t, `mutation($id: ID!) { updateKnowledgeProvider(input: { id: $id, allowPrivateNetwork: true }) { allowPrivateNetwork } }`, map[string]any{"id": id})
	if code(r) != "FORBIDDEN" {
		t.Errorf("update to allowPrivateNetwork = %s %+v, want FORBIDDEN", r.Data, r.Errors)
	}
	_, r = f.graphql(t, `{ knowledgeProviders { name allowPrivateNetwork } }`, nil)
	if strings.Contains(string(r.Data), "attack") || strings.Contains(string(r.Data), `"allowPrivateNetwork":true`) {
		t.Errorf("providers after the refusals = %s", r.Data)
	}
	if n := hits.Load(); n != 0 {
		t.Errorf("the loopback service was called %d times", n)
	}

	// The operator's allowlist lets exactly its hosts through.
	allowed := newFixture(t, engine.Options{LocalActor: true, SecretKey: testSecretKey(), Providers: provider.Options{
		PrivateNetworks: provider.PrivateNetworks{Prefixes: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}}}, server.Options{})
	if d, r := register(t, allowed, "kb on loopback", internal.URL, true); len(r.Errors) > 0 || !d.RegisterKnowledgeProvider.KnowledgeProvider.AllowPrivateNetwork {
		t.Errorf("allowlisted register = %s %+v", r.Data, r.Errors)
	}
	if hits.Load() == 0 {
		t.Error("the allowlisted provider was never called")
	}
	for _, target := range []string{"http://10.0.0.1", "http://localhost:" + port} {
		if _, r := register(t, allowed, "not listed "+target, target, true); code(r) != "FORBIDDEN" {
			t.Errorf("register %s (not allowlisted) = %+v, want FORBIDDEN", target, r.Errors)
		}
	}
}

// Attack (issue #16, item 4): stateReason differed per target ("HTTP 404", "unreachable",
// "deadline exceeded", "response is not JSON", ...), a port and status oracle over whatever the
// server can reach. Every provider that gives no valid answer now shows one message; the
// details go to the server log.
func TestUnreachableProvidersShowOneStateReason(t *testing.T) {
	f := newFixture(t, engine.Options{LocalActor: true, SecretKey: testSecretKey(), Providers: provider.Options{
		Deadline:        500 * time.Millisecond,
		PrivateNetworks: provider.PrivateNetworks{Prefixes: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}}}, server.Options{})
	serve := func(h http.HandlerFunc) string {
		ts := httptest.NewServer(h)
		t.Cleanup(ts.Close)
		return ts.URL
	}
	release := make(chan struct{})
	// A port nothing listens on.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closedPort := "http://" + ln.Addr().String()
	ln.Close()
	targets := map[string]string{
		"closed port": closedPort,
		"HTTP 404":    serve(http.NotFound),
		"HTTP 500":    serve(func(w http.ResponseWriter, _ *http.Request) { http.Error(w, "boom", 500) }),
		"HTTP 401":    serve(func(w http.ResponseWriter, _ *http.Request) { http.Error(w, "no", 401) }),
		"redirect":    serve(func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, "http://169.254.169.254/", 302) }),
		"not JSON":    serve(func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte("<html>admin</html>")) }),
		"off-contract JSON": serve(func(w http.ResponseWriter, _ *http.Request) {
			_, _ = w.Write([]byte(`{"contractVersion":2}`))
		}),
		"hangs past the deadline": serve(func(http.ResponseWriter, *http.Request) { <-release }),
		"oversized": serve(func(w http.ResponseWriter, _ *http.Request) {
			_, _ = w.Write([]byte(`{"contractVersion":1,"capabilities":{"locales":["` + strings.Repeat("x", 2<<20) + `"]}}`))
		}),
		"guarded private address": "https://10.255.255.1",
		"guarded loopback":        "https://127.0.0.1:1",
	}
	t.Cleanup(func() { close(release) })
	reasons := map[string]string{}
	for name, target := range targets {
		d, r := register(t, f, name, target, strings.HasPrefix(target, "http://"))
		if len(r.Errors) > 0 {
			t.Fatalf("register %s: %+v", name, r.Errors)
		}
		reasons[name] = d.RegisterKnowledgeProvider.KnowledgeProvider.Source.StateReason
		// Verification asks again; its proof test and state tell no more.
		_, v := f.graphql(t, `mutation($id: ID!) { verifySource(id: $id) { reason } }`, map[string]any{"id": d.RegisterKnowledgeProvider.KnowledgeProvider.ID})
		var vd struct{ VerifySource struct{ Reason string } }
		_ = json.Unmarshal(v.Data, &vd)
		reasons[name+" (verify)"] = vd.VerifySource.Reason
	}
	var first string
	for name, reason := range reasons {
		if reason == "" {
			t.Errorf("%s: no state reason", name)
		}
		if first == "" {
			first = reason
		}
		if reason != first {
			t.Errorf("%s: state reason %q differs from %q", name, reason, first)
		}
		for _, tell := range []string{"HTTP", "40", "50", "redirect", "deadline", "refused", "JSON", "larger", "127.0.0.1", "10.255", "address"} {
			if strings.Contains(reason, tell) {
				t.Errorf("%s: state reason %q tells %q", name, reason, tell)
			}
		}
	}
	t.Logf("%d targets, one reason: %q", len(targets), first)
}
