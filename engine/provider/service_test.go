package provider_test

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/kpi"
	"github.com/queueproof/queueproof/engine/kpi/fsprovider"
	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/engine/secretbox"
	"github.com/queueproof/queueproof/engine/store"
)

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

type env struct {
	svc   *provider.Service
	db    *store.DB
	clock *clock
	ws    string
}

func newEnv(t *testing.T, o provider.Options) *env {
	t.Helper()
	db := enginetest.Open(t, enginetest.URL(t))
	key := make([]byte, 32)
	_, _ = rand.Read(key)
	box, err := secretbox.New(base64.StdEncoding.EncodeToString(key))
	if err != nil {
		t.Fatal(err)
	}
	c := &clock{t: time.Now()}
	if len(o.PrivateNetworks.Prefixes) == 0 {
		// The test providers are httptest servers on loopback, which the operator allowlists.
		o.PrivateNetworks.Prefixes = []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}
	}
	if o.Now == nil {
		o.Now = c.now
	}
	svc, err := provider.New(db, box, slog.New(slog.NewTextHandler(io.Discard, nil)), o)
	if err != nil {
		t.Fatal(err)
	}
	ws := "ws_test"
	if _, err := db.W.Exec(`INSERT INTO workspaces (id, name, created_at) VALUES (?, 'Test', '2026-01-01T00:00:00Z')`, ws); err != nil {
		t.Fatal(err)
	}
	return &env{svc: svc, db: db, clock: c, ws: ws}
}

// kb starts the first-party provider over the test folder, accepting the given secrets; the
// returned setSecrets swaps what it accepts (a provider rotating its own copy).
func kb(t *testing.T) (url string, setSecrets func(...string)) {
	t.Helper()
	docs, err := fsprovider.Load(os.DirFS("../kpi/fsprovider/testdata/kb"))
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var current http.Handler = http.NotFoundHandler()
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		h := current
		mu.Unlock()
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(ts.Close)
	set := func(secrets ...string) {
		p, err := fsprovider.New(docs, slog.New(slog.NewTextHandler(io.Discard, nil)), nil, secrets...)
		if err != nil {
			t.Fatal(err)
		}
		mu.Lock()
		current = p
		mu.Unlock()
	}
	unrelated, _ := kpi.NewSecret()
	set(unrelated) // until told the registration's secret, it rejects every request
	return ts.URL, set
}

// register registers url, points the provider at the new secret, discovers, scopes to every
// listed resource and verifies.
func (e *env) register(t *testing.T, name, url string, exposure provider.Exposure, priority int, setSecrets func(...string)) provider.Registration {
	t.Helper()
	ctx := context.Background()
	reg, secret, err := e.svc.Register(ctx, e.ws, "owner", provider.RegisterInput{Name: name, BaseURL: url, Exposure: exposure, Priority: priority, AllowPrivateNetwork: true})
	if err != nil {
		t.Fatalf("Register(%s) = %v", name, err)
	}
	if setSecrets != nil {
		setSecrets(secret)
		if _, err := e.svc.Discover(ctx, e.ws, reg.ID); err != nil {
			t.Fatalf("Discover = %v", err)
		}
	}
	res, err := e.svc.Resources(ctx, e.ws, reg.ID)
	if err != nil {
		t.Fatalf("Resources = %v", err)
	}
	var ids []string
	for _, r := range res {
		ids = append(ids, r.ID)
	}
	if _, err := e.svc.Scope(ctx, e.ws, "owner", reg.ID, ids); err != nil {
		t.Fatalf("Scope = %v", err)
	}
	c, err := e.svc.Verify(ctx, e.ws, reg.ID, "refund password")
	if err != nil || !c.Passed {
		t.Fatalf("Verify = %+v, %v", c, err)
	}
	reg, _ = e.svc.Get(ctx, e.ws, reg.ID)
	return reg
}

func TestRegistrationLifecycle(t *testing.T) {
	e := newEnv(t, provider.Options{})
	ctx := context.Background()
	url, setSecrets := kb(t)
	reg, secret, err := e.svc.Register(ctx, e.ws, "owner", provider.RegisterInput{Name: "Help center", BaseURL: url, Exposure: provider.CustomerSafe, AllowPrivateNetwork: true})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(secret, "whsec_") || strings.Contains(reg.SecretCiphertext, secret) {
		t.Fatalf("secret %q, ciphertext %q: want a whsec_ secret stored encrypted", secret, reg.SecretCiphertext)
	}
	// The provider does not know the secret yet: discovery failed and says so, without the
	// status it answered (the detail is in the server log).
	if reg.State != "connector_created" || reg.StateReason != "capability discovery failed: "+provider.NoAnswer {
		t.Fatalf("state after registering with an unconfigured provider = %s %q", reg.State, reg.StateReason)
	}
	setSecrets(secret)
	caps, err := e.svc.Discover(ctx, e.ws, reg.ID)
	if err != nil || !caps.Resources || !caps.Scores {
		t.Fatalf("Discover = %+v, %v", caps, err)
	}
	// Scoping re-fetches the provider's list: an id it does not list is refused.
	if _, err := e.svc.Scope(ctx, e.ws, "owner", reg.ID, []string{"billing", "../../etc"}); !errs.Is(err, errs.Invalid) {
		t.Fatalf("Scope(unknown resource) = %v, want BAD_USER_INPUT", err)
	}
	// Verifying before scoping a provider with resources is refused.
	if _, err := e.svc.Verify(ctx, e.ws, reg.ID, "refund"); !errs.Is(err, errs.Conflict) {
		t.Fatalf("Verify before Scope = %v, want CONFLICT", err)
	}
	reg, err = e.svc.Scope(ctx, e.ws, "owner", reg.ID, []string{"billing"})
	if err != nil || reg.State != "scoped" {
		t.Fatalf("Scope = %s, %v", reg.State, err)
	}
	c, err := e.svc.Verify(ctx, e.ws, reg.ID, "no such words anywhere")
	if err != nil || c.Passed {
		t.Fatalf("Verify(query with no results) = %+v, %v; want a failed canary", c, err)
	}
	if reg, _ = e.svc.Get(ctx, e.ws, reg.ID); reg.State != "failed" {
		t.Fatalf("state after a failed canary = %s", reg.State)
	}
	c, err = e.svc.Verify(ctx, e.ws, reg.ID, "refund")
	if err != nil || !c.Passed || len(c.Evidence) == 0 {
		t.Fatalf("Verify = %+v, %v", c, err)
	}
	for _, ev := range c.Evidence {
		if ev.ResourceID != "billing" {
			t.Errorf("canary evidence outside the scope: %+v", ev)
		}
	}
	if reg, _ = e.svc.Get(ctx, e.ws, reg.ID); reg.State != "data_verified" {
		t.Fatalf("state after a passed canary = %s", reg.State)
	}
	// Every security-relevant change is audited.
	var n int
	_ = e.db.R.Get(&n, `SELECT count(*) FROM audit_log WHERE target = ?`, reg.ID)
	if n < 5 {
		t.Errorf("audit rows = %d, want the registration's switches and the scope", n)
	}
	// The exposure profile is immutable, even for SQL that tries.
	if _, err := e.db.W.Exec(`UPDATE knowledge_providers SET exposure_profile = 'agent_only' WHERE id = ?`, reg.ID); err == nil {
		t.Fatal("exposure profile changed")
	}
}

func TestRegisterValidation(t *testing.T) {
	e := newEnv(t, provider.Options{})
	ctx := context.Background()
	for name, in := range map[string]provider.RegisterInput{
		"plain http without the switch": {Name: "a", BaseURL: "http://kb.example.com", Exposure: provider.CustomerSafe},
		"no exposure":                   {Name: "b", BaseURL: "https://kb.example.com"},
		"no name":                       {BaseURL: "https://kb.example.com", Exposure: provider.AgentOnly},
		"credentials in URL":            {Name: "c", BaseURL: "https://u:p@kb.example.com", Exposure: provider.AgentOnly},
	} {
		if _, _, err := e.svc.Register(ctx, e.ws, "owner", in); !errs.Is(err, errs.Invalid) {
			t.Errorf("%s: Register = %v, want BAD_USER_INPUT", name, err)
		}
	}
	var n int
	_ = e.db.R.Get(&n, `SELECT count(*) FROM knowledge_providers`)
	if n != 0 {
		t.Fatalf("refused registrations left %d rows", n)
	}
	// Without a server key, no secret can be stored: refused, nothing written.
	nokey, _ := secretbox.New("")
	svc, _ := provider.New(e.db, nokey, slog.New(slog.NewTextHandler(io.Discard, nil)), provider.Options{})
	if _, _, err := svc.Register(ctx, e.ws, "owner", provider.RegisterInput{Name: "d", BaseURL: "https://kb.example.com", Exposure: provider.AgentOnly}); !errs.Is(err, errs.Invalid) {
		t.Fatalf("Register without a secret key = %v, want BAD_USER_INPUT", err)
	}
}

func TestExposureRules(t *testing.T) {
	e := newEnv(t, provider.Options{})
	ctx := context.Background()
	safeURL, safeSecrets := kb(t)
	agentURL, agentSecrets := kb(t)
	e.register(t, "Public help", safeURL, provider.CustomerSafe, 0, safeSecrets)
	e.register(t, "Internal wiki", agentURL, provider.AgentOnly, 0, agentSecrets)

	agent, err := e.svc.Search(ctx, e.ws, provider.SearchRequest{Query: "refund password admin"})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, h := range agent.Hits {
		seen[h.ProviderName+"/"+h.Audience] = true
	}
	if !seen["Internal wiki/internal"] || !seen["Public help/public"] {
		t.Fatalf("agent path hits %v, want both profiles and internal results", seen)
	}
	cached := e.svc.CacheSize()
	if cached == 0 {
		t.Fatal("the agent path did not cache")
	}
	// Customer egress: whatever the request says, only customer_safe providers, only public.
	for _, q := range []string{"refund password admin", "refund fraud playbook internal", "admin password rotation"} {
		cust, err := e.svc.Search(ctx, e.ws, provider.SearchRequest{Query: q, Customer: true, ConversationID: "conv-1"})
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range cust.Hits {
			if h.ProviderName != "Public help" || h.Audience != kpi.Public {
				t.Fatalf("customer path returned %s/%s for %q", h.ProviderName, h.Audience, q)
			}
		}
	}
	if e.svc.CacheSize() != cached {
		t.Fatalf("the customer path touched the cache: %d entries, was %d", e.svc.CacheSize(), cached)
	}
}

func TestEmptyCustomerPathWithoutCustomerSafeProviders(t *testing.T) {
	e := newEnv(t, provider.Options{})
	url, set := kb(t)
	e.register(t, "Internal wiki", url, provider.AgentOnly, 0, set)
	got, err := e.svc.Search(context.Background(), e.ws, provider.SearchRequest{Query: "refund", Customer: true})
	if err != nil || len(got.Hits) != 0 || len(got.Failures) != 0 {
		t.Fatalf("customer search with only agent_only providers = %+v, %v; want an empty list", got, err)
	}
}

func TestSecretRotationOverlap(t *testing.T) {
	e := newEnv(t, provider.Options{RotationOverlap: time.Minute, BreakerThreshold: 100})
	ctx := context.Background()
	url, setSecrets := kb(t)
	reg, oldSecret, err := e.svc.Register(ctx, e.ws, "owner", provider.RegisterInput{Name: "kb", BaseURL: url, Exposure: provider.AgentOnly, AllowPrivateNetwork: true})
	if err != nil {
		t.Fatal(err)
	}
	setSecrets(oldSecret)
	if _, err := e.svc.Discover(ctx, e.ws, reg.ID); err != nil {
		t.Fatal(err)
	}
	newSecret, err := e.svc.Rotate(ctx, e.ws, "owner", reg.ID)
	if err != nil || newSecret == oldSecret {
		t.Fatalf("Rotate = %q, %v", newSecret, err)
	}
	// During the overlap: a provider holding only the old secret verifies, and so does one
	// holding only the new secret.
	if _, err := e.svc.Discover(ctx, e.ws, reg.ID); err != nil {
		t.Fatalf("old-secret provider during the overlap: %v", err)
	}
	setSecrets(newSecret)
	if _, err := e.svc.Discover(ctx, e.ws, reg.ID); err != nil {
		t.Fatalf("new-secret provider during the overlap: %v", err)
	}
	// After the overlap, only the new secret signs: the old-secret provider fails.
	e.clock.add(90 * time.Second)
	setSecrets(oldSecret)
	if _, err := e.svc.Discover(ctx, e.ws, reg.ID); err == nil {
		t.Fatal("old-secret provider after the overlap verified")
	}
	setSecrets(newSecret)
	if _, err := e.svc.Discover(ctx, e.ws, reg.ID); err != nil {
		t.Fatalf("new-secret provider after the overlap: %v", err)
	}
}

// malformed serves a verified-looking provider whose retrievals misbehave in one way.
func malformed(t *testing.T, retrieve http.HandlerFunc) string {
	t.Helper()
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case kpi.PathCapabilities:
			w.Header().Set("Content-Type", "application/json")
			_, _ = io.WriteString(w, `{"contractVersion":1,"capabilities":{"chunks":false,"scores":false,"translationGroups":false,"resources":false,"locales":[]}}`)
		default:
			retrieve(w, r)
		}
	}))
	t.Cleanup(ts.Close)
	return ts.URL
}

// verifyDirect marks a registration verified without a canary, so a misbehaving provider can
// take part in search.
func (e *env) verifyDirect(t *testing.T, name, url string) {
	t.Helper()
	reg, _, err := e.svc.Register(context.Background(), e.ws, "owner", provider.RegisterInput{Name: name, BaseURL: url, Exposure: provider.CustomerSafe, AllowPrivateNetwork: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.db.W.Exec(`UPDATE sources SET state = 'data_verified' WHERE id = ?`, reg.ID); err != nil {
		t.Fatal(err)
	}
}

func TestMalformedProviders(t *testing.T) {
	big := strings.Repeat("x", kpi.DefaultMaxResponseBytes+10)
	cases := map[string]http.HandlerFunc{
		"not JSON": func(w http.ResponseWriter, r *http.Request) { _, _ = io.WriteString(w, "<html>oops</html>") },
		"wrong version": func(w http.ResponseWriter, r *http.Request) {
			_, _ = io.WriteString(w, `{"contractVersion":2,"results":[]}`)
		},
		"oversized body": func(w http.ResponseWriter, r *http.Request) {
			_, _ = io.WriteString(w, `{"contractVersion":1,"results":[],"pad":"`+big+`"}`)
		},
		"slow": func(w http.ResponseWriter, r *http.Request) { time.Sleep(600 * time.Millisecond) },
		"redirect": func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "http://127.0.0.1:1/", http.StatusFound)
		},
		"server error": func(w http.ResponseWriter, r *http.Request) { http.Error(w, "boom", 500) },
	}
	e := newEnv(t, provider.Options{Deadline: 300 * time.Millisecond})
	for name, h := range cases {
		e.verifyDirect(t, name, malformed(t, h))
	}
	// One provider misbehaves inside its results: missing audience, missing title, markup.
	e.verifyDirect(t, "sloppy results", malformed(t, func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.WriteString(w, `{"contractVersion":1,"results":[
			{"documentId":"a","title":"No audience","snippet":"refund policy"},
			{"documentId":"b","snippet":"no title","audience":"public"},
			{"documentId":"c","title":"Markup","snippet":"<script>alert(1)</script> refund","audience":"public"}]}`)
	}))
	url, set := kb(t)
	e.register(t, "good", url, provider.CustomerSafe, 0, set)

	got, err := e.svc.Search(context.Background(), e.ws, provider.SearchRequest{Query: "refund"})
	if err != nil {
		t.Fatalf("Search = %v: one failing provider must never fail the request", err)
	}
	failed := map[string]string{}
	for _, f := range got.Failures {
		failed[f.ProviderName] = f.Reason
	}
	for name := range cases {
		if failed[name] == "" {
			t.Errorf("provider %q is not named among the failures %v", name, failed)
		}
	}
	var good, markup, noAudience bool
	for _, h := range got.Hits {
		switch {
		case h.ProviderName == "good":
			good = true
		case h.DocumentID == "c":
			markup = h.Snippet == "<script>alert(1)</script> refund" // kept as text, never rendered
		case h.DocumentID == "a":
			noAudience = h.Audience == kpi.Internal
		case h.DocumentID == "b":
			t.Error("a result without a title was kept")
		}
	}
	if !good || !markup || !noAudience {
		t.Fatalf("hits: good %v, markup kept as text %v, missing audience as internal %v", good, markup, noAudience)
	}
	if got.Dropped < 2 {
		t.Errorf("dropped = %d, want the two contract violations counted", got.Dropped)
	}
	// On the customer path the audience-less result is not public: it never appears.
	cust, _ := e.svc.Search(context.Background(), e.ws, provider.SearchRequest{Query: "refund", Customer: true})
	for _, h := range cust.Hits {
		if h.DocumentID == "a" {
			t.Fatal("a result without audience reached the customer path")
		}
	}
	var total int
	_ = e.db.R.Get(&total, `SELECT sum(total_failures) FROM knowledge_providers`)
	if total < len(cases)*2 {
		t.Errorf("failure counters = %d, want every failed call counted", total)
	}
}

func TestCircuitBreaker(t *testing.T) {
	var calls, fail int32 = 0, 1
	var mu sync.Mutex
	e := newEnv(t, provider.Options{BreakerThreshold: 2, BreakerCooldown: time.Minute})
	e.verifyDirect(t, "flaky", malformed(t, func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		calls++
		f := fail
		mu.Unlock()
		if f == 1 {
			http.Error(w, "down", 503)
			return
		}
		_, _ = io.WriteString(w, `{"contractVersion":1,"results":[{"documentId":"a","title":"Back","snippet":"ok","audience":"public"}]}`)
	}))
	ctx := context.Background()
	search := func() provider.SearchResult {
		got, err := e.svc.Search(ctx, e.ws, provider.SearchRequest{Query: "refund", Customer: true})
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	search()
	search() // second consecutive failure opens the circuit
	var state string
	_ = e.db.R.Get(&state, `SELECT state FROM sources WHERE name = 'flaky'`)
	if state != "degraded" {
		t.Fatalf("source state after the circuit opened = %q, want degraded", state)
	}
	before := calls
	got := search()
	if calls != before || len(got.Failures) != 1 || !strings.Contains(got.Failures[0].Reason, "skipped") {
		t.Fatalf("open circuit: calls %d -> %d, failures %+v; want no call and a named failure", before, calls, got.Failures)
	}
	// After the cooldown one probe goes through; the provider has recovered.
	mu.Lock()
	fail = 0
	mu.Unlock()
	e.clock.add(2 * time.Minute)
	got = search()
	if len(got.Hits) != 1 || calls != before+1 {
		t.Fatalf("half-open probe: hits %d, calls %d", len(got.Hits), calls-before)
	}
	_ = e.db.R.Get(&state, `SELECT state FROM sources WHERE name = 'flaky'`)
	if state != "data_verified" {
		t.Fatalf("state after recovery = %q", state)
	}
}
