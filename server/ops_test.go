package server_test

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/server"
)

func TestHealthAndReadiness(t *testing.T) {
	f := newFixture(t, engine.Options{}, server.Options{})
	if resp, _ := f.get(t, "/healthz", nil); resp.StatusCode != 200 {
		t.Fatalf("/healthz = %d", resp.StatusCode)
	}
	if resp, _ := f.get(t, "/readyz", nil); resp.StatusCode != 200 {
		t.Fatalf("/readyz = %d, want 200", resp.StatusCode)
	}
	// The database goes away: the process is still up, but not ready.
	_ = f.db.Close()
	if resp, _ := f.get(t, "/readyz", nil); resp.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("/readyz with the database closed = %d, want 503", resp.StatusCode)
	}
	if resp, _ := f.get(t, "/healthz", nil); resp.StatusCode != 200 {
		t.Fatalf("/healthz with the database closed = %d, want 200", resp.StatusCode)
	}
}

func TestReadinessNeedsMigrations(t *testing.T) {
	f := newFixture(t, engine.Options{}, server.Options{})
	if _, err := f.db.W.Exec(`DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations)`); err != nil {
		t.Fatal(err)
	}
	if resp, _ := f.get(t, "/readyz", nil); resp.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("/readyz with a pending migration = %d, want 503", resp.StatusCode)
	}
}

func TestReadinessUnreachableRemoteDatabase(t *testing.T) {
	// A libSQL URL whose server is not there: opening it fails with a clear error.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close()
	_, err = engineStoreOpen("http://" + addr)
	if err == nil || !strings.Contains(err.Error(), "unreachable") {
		t.Fatalf("opening an unreachable libSQL server = %v, want an 'unreachable' error", err)
	}
}

func TestMetricsCountRoutesAndOperations(t *testing.T) {
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	f.graphql(t, `query WhoAmI { viewer { role } }`, nil)
	f.get(t, "/today", nil)
	_, body := f.get(t, "/metrics", nil)
	for _, want := range []string{
		`queueproof_http_requests_total{code="200",method="POST",route="/graphql"} 1`,
		`queueproof_graphql_operations_total{operation="WhoAmI",outcome="ok",type="query"} 1`,
		`queueproof_http_request_duration_seconds_bucket{method="GET",route="/"`,
		`queueproof_graphql_operation_duration_seconds_count{operation="WhoAmI",type="query"} 1`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
}

func TestRequestIDs(t *testing.T) {
	f := newFixture(t, engine.Options{}, server.Options{})
	resp, _ := f.get(t, "/healthz", map[string]string{"X-Request-Id": "abc-123"})
	if got := resp.Header.Get("X-Request-Id"); got != "abc-123" {
		t.Errorf("X-Request-Id = %q, want the caller's abc-123", got)
	}
	resp, _ = f.get(t, "/healthz", map[string]string{"X-Request-Id": "bad id\twith spaces"})
	if got := resp.Header.Get("X-Request-Id"); got == "" || strings.Contains(got, " ") {
		t.Errorf("X-Request-Id = %q, want a fresh id instead of a malformed one", got)
	}
}

func TestMCPMounted(t *testing.T) {
	f := newFixture(t, engine.Options{}, server.Options{Version: "test"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	// Without a credential the SDK's own client is refused: /mcp is never open.
	client := mcp.NewClient(&mcp.Implementation{Name: "test-client", Version: "1"}, nil)
	if _, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: f.URL + "/mcp"}, nil); err == nil {
		t.Fatal("MCP connect without a token succeeded")
	}
}

func TestGracefulShutdownFinishesInFlightRequest(t *testing.T) {
	started := make(chan struct{})
	slow := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(started)
		time.Sleep(300 * time.Millisecond)
		_, _ = io.WriteString(w, "finished")
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- server.Run(ctx, ln, slow, enginetest.Logger(), 5*time.Second) }()

	type result struct {
		body string
		err  error
	}
	got := make(chan result, 1)
	go func() {
		resp, err := http.Get("http://" + ln.Addr().String() + "/")
		if err != nil {
			got <- result{err: err}
			return
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		got <- result{string(b), err}
	}()
	<-started
	cancel() // what SIGTERM does in main
	r := <-got
	if r.err != nil || r.body != "finished" {
		t.Fatalf("in-flight request = %q, %v; want it to finish", r.body, r.err)
	}
	if err := <-done; err != nil {
		t.Fatalf("Run = %v, want a clean shutdown", err)
	}
	// After shutdown, no new connections are accepted.
	if _, err := http.Get("http://" + ln.Addr().String() + "/"); err == nil {
		t.Fatal("a request after shutdown succeeded")
	} else if !errors.Is(err, context.Canceled) && !strings.Contains(err.Error(), "refused") {
		t.Logf("request after shutdown: %v", err)
	}
}
