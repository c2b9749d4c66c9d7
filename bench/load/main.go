// Command load drives mixed traffic at a real `queueproof serve` and reports throughput, latency
// quantiles, errors and the server's memory per concurrency step. It starts the server itself
// on a loopback port with a fresh database (the demo workspace, signed in as the local actor,
// as `make run` does), compiles Today's queue, mints an MCP token, then for each step runs
// GraphQL ask (FAST and THINKING), today and search, and the MCP search tool, followed by
// /healthz at the same concurrency as the machine's baseline. It exits 1 if any request of any
// step failed (a non-2xx status, a GraphQL or MCP error, or a transport error).
//
//	go run ./bench/load -clients 1,4,16,64 -duration 10s -requests 3000 -out load.md
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/signal"
	"runtime"
	"strconv"
	"strings"
	"time"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	code, err := run(ctx, os.Args[1:], os.Stdout)
	if err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
	}
	os.Exit(code)
}

// settings are the command's flags.
type settings struct {
	bin          string
	clients      []int
	duration     time.Duration
	requests     int
	baseDuration time.Duration
	out          string
	fastAim      time.Duration
}

func parseFlags(args []string) (settings, error) {
	var s settings
	fs := flag.NewFlagSet("load", flag.ContinueOnError)
	fs.StringVar(&s.bin, "bin", "", "queueproof binary to serve (default: build ./cmd/queueproof into a temporary directory)")
	clients := fs.String("clients", "1,4,16,64", "comma-separated concurrency steps")
	fs.DurationVar(&s.duration, "duration", 10*time.Second, "time bound of each step's mixed traffic")
	fs.IntVar(&s.requests, "requests", 3000, "request bound of each step's mixed traffic (and of its healthz baseline)")
	fs.DurationVar(&s.baseDuration, "baseline-duration", 3*time.Second, "time bound of each step's healthz baseline")
	fs.StringVar(&s.out, "out", "", "also write the markdown report to this file")
	fs.DurationVar(&s.fastAim, "fast-p99", 150*time.Millisecond, "aim for the p99 of a FAST ask (reported, not enforced)")
	if err := fs.Parse(args); err != nil {
		return s, err
	}
	for _, f := range strings.Split(*clients, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 || n > 1024 {
			return s, fmt.Errorf("-clients: %q is not a number from 1 to 1024", f)
		}
		s.clients = append(s.clients, n)
	}
	if s.duration <= 0 || s.baseDuration <= 0 || s.requests < 1 {
		return s, fmt.Errorf("-duration, -baseline-duration and -requests must be positive")
	}
	return s, nil
}

// run returns the process's exit code: 0 when every request succeeded, 1 when any failed, 2
// when the run could not be made.
func run(ctx context.Context, args []string, stdout io.Writer) (int, error) {
	s, err := parseFlags(args)
	if err != nil {
		return 2, err
	}
	dir, err := os.MkdirTemp("", "queueproof-load-")
	if err != nil {
		return 2, fmt.Errorf("temporary directory: %w", err)
	}
	defer os.RemoveAll(dir)
	if s.bin == "" {
		fmt.Fprintln(os.Stderr, "load: building ./cmd/queueproof")
		if s.bin, err = buildBinary(ctx, dir); err != nil {
			return 2, err
		}
	}
	srv, err := startServer(ctx, s.bin, dir)
	if err != nil {
		return 2, err
	}
	defer srv.stop()
	maxClients := 0
	for _, n := range s.clients {
		maxClients = max(maxClients, n)
	}
	c := &client{
		base: srv.base,
		http: &http.Client{Timeout: 60 * time.Second, Transport: &http.Transport{
			MaxIdleConns: maxClients * 2, MaxIdleConnsPerHost: maxClients * 2, IdleConnTimeout: time.Minute,
		}},
	}
	if err := c.prepare(ctx); err != nil {
		return 2, fmt.Errorf("prepare: %w\nserver log:\n%s", err, srv.logTail())
	}
	loadBefore := loadAverage()
	var steps []stepResult
	for _, n := range s.clients {
		if ctx.Err() != nil {
			return 2, ctx.Err()
		}
		memCtx, memStop := context.WithCancel(ctx)
		mem := sampleMemory(memCtx, srv.cmd.Process.Pid, 100*time.Millisecond)
		st := stepResult{Clients: n}
		st.Mixed = phase{Clients: n, MaxRequests: s.requests, MaxDuration: s.duration, Ops: mixedOps()}.run(ctx, c)
		st.Baseline = phase{Clients: n, MaxRequests: s.requests, MaxDuration: s.baseDuration, Ops: []op{healthzOp()}}.run(ctx, c)
		memStop()
		st.Memory = <-mem
		fmt.Fprintf(os.Stderr, "load: %d clients: %d mixed requests in %s, %d errors\n", n, countOf(st.Mixed), st.Mixed.Elapsed.Round(time.Millisecond), st.errors())
		steps = append(steps, st)
	}
	header := fmt.Sprintf("Load: `go run ./bench/load %s` on %d cores (%s/%s, %s), %s; machine load average (1 min) %s at the start, %s at the end",
		strings.Join(args, " "), runtime.NumCPU(), runtime.GOOS, runtime.GOARCH, runtime.Version(), time.Now().UTC().Format("2006-01-02"), loadBefore, loadAverage())
	var buf bytes.Buffer
	writeReport(&buf, steps, header, s.fastAim)
	if _, err := stdout.Write(buf.Bytes()); err != nil {
		return 2, err
	}
	if s.out != "" {
		if err := os.WriteFile(s.out, buf.Bytes(), 0o644); err != nil {
			return 2, fmt.Errorf("write %s: %w", s.out, err)
		}
	}
	for _, st := range steps {
		if st.errors() > 0 {
			return 1, fmt.Errorf("%d clients: %d requests failed", st.Clients, st.errors())
		}
	}
	return 0, nil
}

// loadAverage is the machine's one-minute load average: other work on a shared machine shows
// in every figure.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	if f := strings.Fields(string(b)); len(f) > 0 {
		return f[0]
	}
	return "unknown"
}

func countOf(p phaseResult) int {
	n := 0
	for _, o := range p.Ops {
		n += len(o.Latencies)
	}
	return n
}
