package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// TestScaleOutReplica is one `queueproof serve` process of TestScaleOut (the test binary
// re-executed with its settings in the environment); it does nothing in a normal run.
func TestScaleOutReplica(t *testing.T) {
	if os.Getenv("QP_SCALEOUT_REPLICA") != "1" {
		t.Skip("only run as a replica of TestScaleOut")
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	if err := run(ctx, []string{"serve"}, os.Getenv, os.Stdout, os.Stderr); err != nil {
		t.Fatalf("serve: %v", err)
	}
}

// replica is one child serve process.
type replica struct {
	cmd  *exec.Cmd
	url  *url.URL
	log  *syncBuffer
	done chan struct{}
}

// startReplica re-executes the test binary as TestScaleOutReplica with env (the QUEUEPROOF_*
// settings; the parent's own QUEUEPROOF_* variables are not passed on) and waits for /readyz.
func startReplica(t *testing.T, env map[string]string) *replica {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestScaleOutReplica$", "-test.count=1")
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "QUEUEPROOF_") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, "QP_SCALEOUT_REPLICA=1", "QUEUEPROOF_ADDR=127.0.0.1:0")
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	r := &replica{cmd: cmd, log: &syncBuffer{}, done: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = r.log, r.log
	if err := cmd.Start(); err != nil {
		t.Fatalf("start replica: %v", err)
	}
	go func() { _ = cmd.Wait(); close(r.done) }()
	t.Cleanup(func() {
		r.stop()
		if t.Failed() {
			t.Logf("replica log:\n%s", r.log.String())
		}
	})
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		select {
		case <-r.done:
			t.Fatalf("replica exited before serving:\n%s", r.log.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("replica did not serve within 60 s:\n%s", r.log.String())
		}
		m := servingURL.FindStringSubmatch(r.log.String())
		if m == nil {
			continue
		}
		resp, err := http.Get(m[1] + "/readyz")
		if err != nil {
			continue
		}
		resp.Body.Close()
		if resp.StatusCode == http.StatusOK {
			r.url, _ = url.Parse(m[1])
			return r
		}
	}
}

// stop ends the replica the way SIGTERM does (killing it after 20 s).
func (r *replica) stop() {
	select {
	case <-r.done:
		return
	default:
	}
	_ = r.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-r.done:
	case <-time.After(20 * time.Second):
		_ = r.cmd.Process.Kill()
		<-r.done
	}
}

// roundRobin is the loopback reverse proxy in front of the replicas: each request goes to the
// next replica in turn, and it counts what each replica answered.
type roundRobin struct {
	*httptest.Server
	mu       sync.Mutex
	backends []*url.URL
	next     atomic.Int64
	hits     []atomic.Int64
	mcpHits  []atomic.Int64
}

// newRoundRobin starts the proxy with no backends yet: the replicas need its URL as their
// public base URL (MCP tokens are bound to it) before they start.
func newRoundRobin(t *testing.T) *roundRobin {
	t.Helper()
	p := &roundRobin{}
	// The proxy has a transport of its own, so its connections to the replicas never share a
	// pool with the test's clients.
	p.Server = httptest.NewServer(&httputil.ReverseProxy{Transport: http.DefaultTransport.(*http.Transport).Clone(), Rewrite: func(pr *httputil.ProxyRequest) {
		p.mu.Lock()
		defer p.mu.Unlock()
		i := int(p.next.Add(1)-1) % len(p.backends)
		p.hits[i].Add(1)
		if strings.HasPrefix(pr.In.URL.Path, "/mcp") {
			p.mcpHits[i].Add(1)
		}
		pr.SetURL(p.backends[i])
		pr.Out.Host = pr.In.Host // the public host, as a real proxy forwards it
	}})
	t.Cleanup(p.Close)
	return p
}

// route sets the replicas requests go to (and resets the counts).
func (p *roundRobin) route(rs []*replica) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.backends = nil
	for _, r := range rs {
		p.backends = append(p.backends, r.url)
	}
	p.hits = make([]atomic.Int64, len(rs))
	p.mcpHits = make([]atomic.Int64, len(rs))
	p.next.Store(0)
}

// counts returns how many requests, and how many MCP requests, each replica answered since
// route.
func (p *roundRobin) counts() (all, mcp []int64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for i := range p.hits {
		all = append(all, p.hits[i].Load())
		mcp = append(mcp, p.mcpHits[i].Load())
	}
	return all, mcp
}

// gqlReply is a GraphQL answer.
type gqlReply struct {
	Data   json.RawMessage
	Errors []struct {
		Message    string
		Extensions map[string]any
	}
}

func (r gqlReply) code() string {
	if len(r.Errors) == 0 {
		return ""
	}
	c, _ := r.Errors[0].Extensions["code"].(string)
	return c
}

// gql posts one operation through the proxy; it fails the test on a transport error only (it
// is called from several goroutines).
func gql(t *testing.T, base, query string, vars map[string]any, out any) gqlReply {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	resp, err := http.Post(base+"/graphql", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Errorf("POST /graphql: %v", err)
		return gqlReply{}
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var r gqlReply
	if err := json.Unmarshal(b, &r); err != nil {
		t.Errorf("GraphQL answer %d %q: %v", resp.StatusCode, b, err)
		return r
	}
	if out != nil && len(r.Errors) == 0 {
		if err := json.Unmarshal(r.Data, out); err != nil {
			t.Errorf("GraphQL data %s: %v", r.Data, err)
		}
	}
	return r
}
