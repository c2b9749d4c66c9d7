package server_test

import (
	"context"
	"strconv"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/server"
)

// widgetPerMinute is each widget key's durable budget (README, Customer widget).
const widgetPerMinute = 30

// TestWidgetKeyHasADurableRateLimit is issue #16 item 5 (widget half) as requests: the widget
// route had no per-key limit, so anyone holding a key (it sits in a public page) could make
// unbounded signed provider calls. Each key now has a durable budget, shared by every process
// on the database: over it the route answers 429 with Retry-After and calls no provider; another
// key of the same workspace keeps its own budget.
func TestWidgetKeyHasADurableRateLimit(t *testing.T) {
	key := testSecretKey()
	opts := engine.Options{LocalActor: true, SecretKey: key, Now: fixedNow, Providers: loopbackProviders()}
	f := newFixture(t, opts, server.Options{})
	ctx := context.Background()
	a := localOwner(t, f.engine)
	calls := countingProvider(t, f.engine, a)
	const shop = "https://shop.example.com"
	_, first, err := f.engine.CreateWidgetKey(ctx, a, []string{shop})
	if err != nil {
		t.Fatal(err)
	}
	_, second, err := f.engine.CreateWidgetKey(ctx, a, []string{shop})
	if err != nil {
		t.Fatal(err)
	}
	replica := serveOnDB(t, f, engine.Options{SecretKey: key, Now: fixedNow, Providers: loopbackProviders()})

	for i := range widgetPerMinute {
		srv := f
		if i%2 == 1 {
			srv = replica
		}
		if resp, out := widgetCall(t, srv, first, shop, `{"query":"refund"}`); resp.StatusCode != 200 {
			t.Fatalf("widget search %d = %d %v", i+1, resp.StatusCode, out)
		}
	}
	before := calls.Load()
	over := []struct {
		name, origin, body string
	}{
		{"next request, first process", shop, `{"query":"refund"}`},
		{"another query", shop, `{"query":"password reset","locale":"en"}`},
		{"no Origin header (not a browser)", "", `{"query":"refund"}`},
	}
	for i, v := range over {
		srv := f
		if i%2 == 1 {
			srv = replica
		}
		resp, out := widgetCall(t, srv, first, v.origin, v.body)
		e, _ := out["error"].(map[string]any)
		retry, _ := strconv.Atoi(resp.Header.Get("Retry-After"))
		if resp.StatusCode != 429 || e["code"] != "RATE_LIMITED" || retry <= 0 {
			t.Errorf("%s: %d %v (Retry-After %q), want 429 RATE_LIMITED with Retry-After", v.name, resp.StatusCode, out, resp.Header.Get("Retry-After"))
		}
	}
	if n := calls.Load() - before; n != 0 {
		t.Fatalf("requests over the budget made %d provider calls, want 0", n)
	}
	// The budget is the key's: another key of the workspace still answers.
	if resp, out := widgetCall(t, replica, second, shop, `{"query":"refund"}`); resp.StatusCode != 200 {
		t.Fatalf("second key = %d %v, want 200", resp.StatusCode, out)
	}
}
