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
	// wrapBody, when set, wraps each inbound request body (of length bytes) before it is
	// forwarded; only the proxy's own test sets it.
	wrapBody func(body io.ReadCloser, length int64) io.ReadCloser
}

// newRoundRobin starts the proxy with no backends yet: the replicas need its URL as their
// public base URL (MCP tokens are bound to it) before they start.
func newRoundRobin(t *testing.T) *roundRobin {
	t.Helper()
	p := &roundRobin{}
	// The proxy has a transport of its own, so its connections to the replicas never share a
	// pool with the test's clients.
	rp := &httputil.ReverseProxy{Transport: http.DefaultTransport.(*http.Transport).Clone(), Rewrite: func(pr *httputil.ProxyRequest) {
		p.mu.Lock()
		defer p.mu.Unlock()
		i := int(p.next.Add(1)-1) % len(p.backends)
		p.hits[i].Add(1)
		if strings.HasPrefix(pr.In.URL.Path, "/mcp") {
			p.mcpHits[i].Add(1)
		}
		pr.SetURL(p.backends[i])
		pr.Out.Host = pr.In.Host // the public host, as a real proxy forwards it
	}}
	p.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// Full duplex, as a reverse proxy must be. By default Go's HTTP/1 server drains and
		// closes the request body as soon as the handler writes the response header; but the
		// transport goroutine that forwards the body may not be done with it yet: it copies
		// the Content-Length bytes straight to the replica's socket, then reads once more to
		// check for excess. The replica answers as soon as it has the bytes, so on a busy
		// machine that last read can come after the proxy has relayed the answer's header; it
		// then fails ("http: invalid Read on closed Body"), and the transport's write loop
		// closes the replica connection under the answer being copied: the client gets
		// "unexpected EOF" and the proxy logs "use of closed network connection"
		// (golang/go#40747). Full duplex keeps the body open until the handler returns, which
		// is after the whole answer is relayed.
		if err := http.NewResponseController(w).EnableFullDuplex(); err != nil {
			http.Error(w, "proxy: full duplex: "+err.Error(), http.StatusInternalServerError)
			return
		}
		p.mu.Lock()
		wrap := p.wrapBody
		p.mu.Unlock()
		if wrap != nil && r.Body != nil && r.Body != http.NoBody {
			r.Body = wrap(r.Body, r.ContentLength)
		}
		rp.ServeHTTP(w, r)
	}))
	t.Cleanup(p.Close)
	return p
}

// TestRoundRobinRelaysWhileRequestWriteLags: the proxy relays a replica's answer whole when
// its transport finishes with the request body only after the answer's header has been
// relayed: the interleaving that, under CPU load, cut TestScaleOut's tools/list while the
// proxy ran in the HTTP/1 server's default half-duplex mode. The test forces it: the
// transport's last read of the body waits until the client has the answer's header, and the
// replica sends the rest of its answer only after that read.
func TestRoundRobinRelaysWhileRequestWriteLags(t *testing.T) {
	headerSeen, lateRead := make(chan struct{}), make(chan struct{})
	backend := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			t.Errorf("replica: read the request: %v", err)
			return
		}
		w.Header().Set("Content-Type", "text/plain")
		_, _ = io.WriteString(w, "echo: ")
		_ = http.NewResponseController(w).Flush()
		select {
		case <-lateRead:
			// Give the transport the moment it needs to act on that read (without full
			// duplex: to close this connection) before the rest of the answer is sent.
			time.Sleep(100 * time.Millisecond)
		case <-time.After(10 * time.Second):
			t.Errorf("the transport never read the request body after its Content-Length: the interleaving this test forces did not happen")
		}
		_, _ = w.Write(body)
	}))
	t.Cleanup(backend.Close)
	u, _ := url.Parse(backend.URL)
	p := newRoundRobin(t)
	p.route([]*replica{{url: u}})
	var seen sync.Once
	markSeen := func() { seen.Do(func() { close(headerSeen) }) }
	t.Cleanup(markSeen) // before the proxy closes, so no read stays blocked
	p.mu.Lock()
	p.wrapBody = func(b io.ReadCloser, length int64) io.ReadCloser {
		return &lateReader{ReadCloser: b, left: length, wait: headerSeen, done: lateRead}
	}
	p.mu.Unlock()

	const sent = `{"jsonrpc":"2.0","id":2,"method":"tools/list"}`
	resp, err := http.Post(p.URL+"/mcp", "application/json", strings.NewReader(sent))
	if err != nil {
		t.Fatalf("POST through the proxy: %v", err)
	}
	defer resp.Body.Close()
	markSeen()
	got, err := io.ReadAll(resp.Body)
	if err != nil || string(got) != "echo: "+sent {
		t.Fatalf("answer through the proxy = %q, %v; want %q whole", got, err, "echo: "+sent)
	}
}

// lateReader passes a request body of left bytes through; the first read after all of them
// (the transport's check for excess bytes) waits for wait, and closes done when it returns.
type lateReader struct {
	io.ReadCloser
	left int64
	wait <-chan struct{}
	done chan struct{}
}

func (l *lateReader) Read(b []byte) (int, error) {
	if l.left > 0 {
		n, err := l.ReadCloser.Read(b)
		l.left -= int64(n)
		return n, err
	}
	<-l.wait
	n, err := l.ReadCloser.Read(b)
	if l.done != nil {
		close(l.done)
		l.done = nil
	}
	return n, err
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
