package server_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/kpi/fsprovider"
	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/engine/provision"
	"github.com/queueproof/queueproof/server"
)

// fixedNow is a clock in the middle of a minute, so a burst of requests falls in one window of
// the durable throttles whatever the wall clock says.
func fixedNow() time.Time { return time.Date(2026, 3, 1, 9, 0, 30, 0, time.UTC) }

// countingProvider registers, scopes and verifies a customer-safe knowledge provider over the
// test knowledge base in a's workspace, and returns the number of signed retrievals it has
// answered since (the canary's is not counted).
func countingProvider(t *testing.T, e *engine.Engine, a actor.Actor) *atomic.Int64 {
	t.Helper()
	ctx := context.Background()
	docs, err := fsprovider.Load(os.DirFS("../engine/kpi/fsprovider/testdata/kb"))
	if err != nil {
		t.Fatal(err)
	}
	var kb *fsprovider.Provider
	calls := new(atomic.Int64)
	inner := httpHandlerFunc(func() *fsprovider.Provider { return kb })
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/v1/retrieve") {
			calls.Add(1)
		}
		inner.ServeHTTP(w, r)
	}))
	t.Cleanup(ts.Close)
	reg, secret, err := e.RegisterKnowledgeProvider(ctx, a, provider.RegisterInput{Name: "Help center", BaseURL: ts.URL, Exposure: provider.CustomerSafe, AllowPrivateNetwork: true})
	if err != nil {
		t.Fatal(err)
	}
	kb, _ = fsprovider.New(docs, slog.New(slog.NewTextHandler(io.Discard, nil)), nil, secret)
	if _, err := e.ScopeSource(ctx, a, reg.ID, []string{"billing", "security"}); err != nil {
		t.Fatal(err)
	}
	if c, err := e.VerifyProvider(ctx, a, reg.ID, "refund"); err != nil || !c.Passed {
		t.Fatalf("verify: %+v %v", c, err)
	}
	calls.Store(0)
	return calls
}

// providerServers serves one workspace with a verified customer-safe provider twice: to its
// local owner, and as the public demo (both engines on the fixed clock).
func providerServers(t *testing.T) (owner, public *fixture, calls *atomic.Int64, publicOpts engine.Options) {
	t.Helper()
	key := testSecretKey()
	owner = newFixture(t, engine.Options{LocalActor: true, SecretKey: key, Now: fixedNow, Providers: loopbackProviders()}, server.Options{})
	ctx := context.Background()
	a := localOwner(t, owner.engine)
	calls = countingProvider(t, owner.engine, a)
	if _, err := provision.Public(ctx, owner.db, a.WorkspaceID, time.Now()); err != nil {
		t.Fatal(err)
	}
	publicOpts = engine.Options{PublicWorkspaceID: a.WorkspaceID, SecretKey: key, Now: fixedNow, Providers: loopbackProviders()}
	return owner, serveOnDB(t, owner, publicOpts), calls, publicOpts
}

const searchFields = `{ results { title } }`

func knowledgeSearch(alias string) string {
	return fmt.Sprintf(`%s knowledgeSearch(input: { query: "refund" }) %s`, alias, searchFields)
}

// TestKnowledgeSearchAliasesAreBoundedPerRequest is issue #16 item 5 (first half) as requests:
// aliased knowledgeSearch fields in one request fanned out to one signed provider call each
// (19 fit under the complexity limit). A request may now hold one knowledgeSearch, however it
// is spelled; more is COMPLEXITY_LIMIT_EXCEEDED and reaches no provider.
func TestKnowledgeSearchAliasesAreBoundedPerRequest(t *testing.T) {
	owner, public, calls, _ := providerServers(t)
	var nineteen []string
	for i := range 19 {
		nineteen = append(nineteen, knowledgeSearch(fmt.Sprintf("k%d:", i)))
	}
	attacks := map[string]string{
		"19 aliases":                     "{ " + strings.Join(nineteen, " ") + " }",
		"2 aliases":                      "{ " + knowledgeSearch("a:") + " " + knowledgeSearch("b:") + " }",
		"alias beside the bare field":    "{ " + knowledgeSearch("") + " " + knowledgeSearch("b:") + " }",
		"named fragments":                "{ ...A ...B } fragment A on Query { " + knowledgeSearch("a:") + " } fragment B on Query { " + knowledgeSearch("b:") + " }",
		"inline fragments":               "{ ... on Query { " + knowledgeSearch("a:") + " } ... on Query { " + knowledgeSearch("b:") + " } }",
		"fragment spread beside a field": "query Q { " + knowledgeSearch("a:") + " ...F } fragment F on Query { " + knowledgeSearch("b:") + " }",
		"aliased asks":                   `mutation { a: ask(input: { question: "refund" }) { status } b: ask(input: { question: "refund policy" }) { status } }`,
	}
	for _, f := range []*fixture{public, owner} {
		for name, q := range attacks {
			_, r := f.graphql(t, q, nil)
			if code(r) != "COMPLEXITY_LIMIT_EXCEEDED" || string(r.Data) != "" && string(r.Data) != "null" {
				t.Errorf("%s: %s %+v, want COMPLEXITY_LIMIT_EXCEEDED and no data", name, r.Data, r.Errors)
			}
		}
	}
	if n := calls.Load(); n != 0 {
		t.Fatalf("refused requests made %d provider calls, want 0", n)
	}
	// One knowledgeSearch per request still works.
	if _, r := public.graphql(t, "{ "+knowledgeSearch("")+" }", nil); len(r.Errors) > 0 || !strings.Contains(string(r.Data), "refund") {
		t.Fatalf("one knowledgeSearch = %s %+v", r.Data, r.Errors)
	}
	if n := calls.Load(); n != 1 {
		t.Fatalf("one knowledgeSearch made %d provider calls, want 1", n)
	}
}

// TestPublicKnowledgeSearchSpendsThePublicBudget is issue #16 item 5 (second half): the public
// actor's knowledgeSearch had no budget at all. It now spends the public demo's durable budget,
// the one ask spends (12 a minute per workspace, shared by every replica): a 13th provider call
// is never made, and an ask after it is refused too. Members are not limited by it.
func TestPublicKnowledgeSearchSpendsThePublicBudget(t *testing.T) {
	owner, public, calls, opts := providerServers(t)
	replica := serveOnDB(t, public, opts)
	const budget = 12
	for i := range budget {
		f := public
		if i%2 == 1 {
			f = replica // a second process on the same database shares the budget
		}
		if _, r := f.graphql(t, "{ "+knowledgeSearch("")+" }", nil); len(r.Errors) > 0 && code(r) != "PROVIDER_FAILED" {
			t.Fatalf("public knowledgeSearch %d: %+v", i+1, r.Errors)
		}
	}
	over := map[string]string{
		"13th knowledgeSearch":     "{ " + knowledgeSearch("") + " }",
		"knowledgeSearch, renamed": "query Other { " + knowledgeSearch("x:") + " }",
		"ask after the budget":     `mutation { ask(input: { question: "refund" }) { status } }`,
	}
	for name, q := range over {
		_, r := replica.graphql(t, q, nil)
		if code(r) != "RATE_LIMITED" || r.Errors[0].Extensions["retryAfter"] == nil {
			t.Errorf("%s: %s %+v, want RATE_LIMITED with retryAfter", name, r.Data, r.Errors)
		}
	}
	if n := calls.Load(); n > budget {
		t.Fatalf("the public actor made %d provider calls in one window, want at most %d", n, budget)
	}
	before := calls.Load()
	if _, r := owner.graphql(t, "{ "+knowledgeSearch("")+" }", nil); len(r.Errors) > 0 || calls.Load() != before+1 {
		t.Fatalf("owner knowledgeSearch after the public budget = %+v (%d calls), want allowed", r.Errors, calls.Load()-before)
	}
}
