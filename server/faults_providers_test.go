package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/kpi/fsprovider"
	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/server"
)

// faultyKB serves a real knowledge base (so it passes verification) until broken is set, then
// fails in its own way on every request.
type faultyKB struct {
	name    string
	kb      atomic.Pointer[fsprovider.Provider]
	broken  atomic.Bool
	fault   func(w http.ResponseWriter, r *http.Request)
	hanging atomic.Int64 // requests held by a hang fault (none returns before the test ends)
}

func (f *faultyKB) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if f.broken.Load() && f.fault != nil {
		f.fault(w, r)
		return
	}
	kb := f.kb.Load()
	if kb == nil {
		http.Error(w, "not configured", http.StatusServiceUnavailable)
		return
	}
	kb.ServeHTTP(w, r)
}

// Fault: three verified knowledge providers go bad at once — one hangs (never answers, never
// closes), one resets every connection, one answers 200 with garbage — beside a healthy one.
// Concurrent asks all complete with the healthy provider's evidence and name the three
// failing providers under missing information; /healthz and a today query complete while the
// hanging provider holds connections; the circuit breaker opens for the three (the next ask
// skips them without calling) and not for the healthy one. No timing is asserted: the whole
// batch finishes inside the test's 30 s context although the hanging provider never would.
func TestAsksSurviveHangingResettingAndGarbageProviders(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	f := newFixture(t, engine.Options{LocalActor: true, SecretKey: testSecretKey(),
		Providers: withDeadline(loopbackProviders(), time.Second)}, server.Options{})
	a := localOwner(t, f.engine)
	docs, err := fsprovider.Load(os.DirFS("../engine/kpi/fsprovider/testdata/kb"))
	if err != nil {
		t.Fatal(err)
	}
	release := make(chan struct{})
	hang := &faultyKB{name: "Hang KB"}
	hang.fault = func(http.ResponseWriter, *http.Request) {
		hang.hanging.Add(1)
		defer hang.hanging.Add(-1)
		<-release // forever, as far as the asks are concerned
	}
	reset := &faultyKB{name: "Reset KB", fault: func(w http.ResponseWriter, _ *http.Request) {
		conn, _, err := http.NewResponseController(w).Hijack()
		if err != nil {
			return
		}
		if tcp, ok := conn.(*net.TCPConn); ok {
			_ = tcp.SetLinger(0) // close with RST
		}
		_ = conn.Close()
	}}
	garbage := &faultyKB{name: "Garbage KB", fault: func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte("\x00{\"contractVersion\": 1, \"results\": [{{{ not json"))
	}}
	healthy := &faultyKB{name: "Help center"}
	for _, p := range []*faultyKB{healthy, hang, reset, garbage} {
		ts := httptest.NewServer(p)
		t.Cleanup(ts.Close)
		reg, secret, err := f.engine.RegisterKnowledgeProvider(ctx, a, provider.RegisterInput{Name: p.name, BaseURL: ts.URL,
			Exposure: provider.CustomerSafe, AllowPrivateNetwork: true})
		if err != nil {
			t.Fatal(err)
		}
		kb, err := fsprovider.New(docs, slog.New(slog.NewTextHandler(io.Discard, nil)), nil, secret)
		if err != nil {
			t.Fatal(err)
		}
		p.kb.Store(kb)
		if _, err := f.engine.ScopeSource(ctx, a, reg.ID, []string{"billing", "security"}); err != nil {
			t.Fatal(err)
		}
		if pt, err := f.engine.VerifySource(ctx, a, reg.ID, "refund"); err != nil || !pt.Passed() {
			t.Fatalf("verify %s: %+v %v", p.name, pt, err)
		}
	}
	t.Cleanup(func() { close(release) }) // runs before the servers close
	for _, p := range []*faultyKB{hang, reset, garbage} {
		p.broken.Store(true)
	}

	const asks = 12
	type result struct {
		status int
		body   string
		err    error
	}
	results := make(chan result, asks)
	var wg sync.WaitGroup
	for range asks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			status, body, err := postGraphQL(ctx, f.URL, askRefunds)
			results <- result{status, body, err}
		}()
	}

	// While the hanging provider holds requests, requests that need no provider complete.
	for hang.hanging.Load() == 0 {
		select {
		case <-ctx.Done():
			t.Fatal("the hanging provider was never called")
		case <-time.After(5 * time.Millisecond):
		}
	}
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, f.URL+"/healthz", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("/healthz while a provider hangs = %v %v", resp, err)
	}
	resp.Body.Close()
	if status, body, err := postGraphQL(ctx, f.URL, `{ today { edges { node { id } } } }`); err != nil || status != 200 || strings.Contains(body, `"errors"`) {
		t.Fatalf("today while a provider hangs = %d %s %v", status, body, err)
	}

	wg.Wait()
	close(results)
	for r := range results {
		if r.err != nil || r.status != 200 || strings.Contains(r.body, `"errors"`) {
			t.Fatalf("ask = %d %s %v", r.status, r.body, r.err)
		}
		if !strings.Contains(r.body, `"provider":"Help center"`) {
			t.Errorf("an ask lacks the healthy provider's evidence: %s", r.body)
		}
		for _, name := range []string{hang.name, reset.name, garbage.name} {
			if !strings.Contains(r.body, fmt.Sprintf(`Knowledge provider \"%s\" did not answer`, name)) {
				t.Errorf("an ask does not name the failing provider %s: %s", name, r.body)
			}
		}
	}
	if ctx.Err() != nil {
		t.Fatal("the batch did not finish inside the test's context")
	}

	// The breaker: the three failing providers are degraded with an open circuit, the healthy
	// one is not; the next ask skips them without calling the hanging one again.
	var states []struct {
		Name   string `db:"name"`
		Status string `db:"status"`
		Open   string `db:"circuit_open_until"`
	}
	if err := f.db.R.Select(&states, `SELECT s.name, k.status, k.circuit_open_until FROM knowledge_providers k JOIN sources s ON s.id = k.id`); err != nil {
		t.Fatal(err)
	}
	for _, s := range states {
		wantOpen := s.Name != healthy.name
		if (s.Status == "degraded") != wantOpen || (s.Open != "") != wantOpen {
			t.Errorf("provider %s: status %s, circuit open until %q; want open=%v", s.Name, s.Status, s.Open, wantOpen)
		}
	}
	// Every call the hanging provider took is still held (it never answers), so the count is
	// its calls so far.
	calls := hang.hanging.Load()
	status, body, err := postGraphQL(ctx, f.URL, askRefunds)
	if err != nil || status != 200 || !strings.Contains(body, `"provider":"Help center"`) || strings.Count(body, "temporarily skipped after repeated failures") != 3 {
		t.Fatalf("ask with open circuits = %d %s %v; want the healthy evidence and three skipped providers", status, body, err)
	}
	if hang.hanging.Load() != calls {
		t.Fatalf("the hanging provider was called again with its circuit open")
	}
}

const askRefunds = `mutation { ask(input: { question: "How do refunds work?", mode: AUTO }) {
	status citations { title provider } missingInformation retrievalTrace { calls { lane hits } } } }`

func postGraphQL(ctx context.Context, base, query string) (int, string, error) {
	body, _ := json.Marshal(map[string]any{"query": query})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/graphql", strings.NewReader(string(body)))
	if err != nil {
		return 0, "", err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	return resp.StatusCode, string(raw), err
}
