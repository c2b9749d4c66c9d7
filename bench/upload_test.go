package bench

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/legacy"
)

// BenchmarkMultipartMemory measures the peak resident memory of a real `queueproof serve`
// process (production, anonymous visitors, no public workspace: VmHWM from /proc/PID/status,
// minus VmRSS when idle) under 8 concurrent multipart requests to /graphql whose operations
// field is 60 MiB (issue #16 item 2), sent with a Content-Length and chunked, each against a fresh
// process. Baseline, in the same run and also against a fresh process: 8 concurrent JSON viewer
// queries of just under 1 MiB each, the largest request the API accepts. Reports the peak above
// idle in MiB and its ratio to the baseline's; fails when an attack's peak is 100 MiB or more
// above idle.
//
//	go test -count=1 -run '^$' -bench MultipartMemory -benchtime 1x ./bench/
//
// BENCH_BIN=PATH measures that binary instead of building this tree (to measure an older build).
func BenchmarkMultipartMemory(b *testing.B) {
	bin := os.Getenv("BENCH_BIN")
	if bin == "" {
		bin = buildBinary(b)
	}
	const clients, field = 8, 60 << 20
	key := strings.Repeat("k", 32)
	tok, err := legacy.Sign([]byte(key), "owner", time.Now().Add(time.Hour))
	if err != nil {
		b.Fatal(err)
	}
	owner := "qp_owner_session=" + tok
	var baseline float64
	for _, tc := range []struct {
		name    string
		body    func() (io.Reader, int64, string)
		attack  bool
		chunked bool
		cookie  string
	}{
		{"baseline: 8 x 1 MiB JSON viewer query", func() (io.Reader, int64, string) { return jsonNearLimit() }, false, false, ""},
		{"anonymous: 8 x 60 MiB multipart operations, Content-Length", func() (io.Reader, int64, string) { return multipartOps(viewerOps, field) }, true, false, ""},
		{"anonymous: 8 x 60 MiB multipart operations, chunked", func() (io.Reader, int64, string) { return multipartOps(viewerOps, field) }, true, true, ""},
		{"owner: 8 x 60 MiB importDocuments operations, chunked", func() (io.Reader, int64, string) { return multipartOps(importOps, field) }, true, true, owner},
	} {
		b.Run(tc.name, func(b *testing.B) {
			var peak float64
			for i := 0; i < b.N; i++ {
				peak = max(peak, peakUnderLoad(b, bin, clients, tc.body, tc.chunked, key, tc.cookie))
			}
			b.ReportMetric(peak, "peak-above-idle-MiB")
			if !tc.attack {
				baseline = peak
				return
			}
			if baseline > 0 {
				b.ReportMetric(peak/baseline, "x-baseline")
			}
			if peak >= 100 {
				b.Errorf("peak RSS %.1f MiB above idle under %s, want under 100 MiB", peak, tc.name)
			}
		})
	}
}

// peakUnderLoad starts serve on a new database, sends clients concurrent requests built by body,
// and returns the process's peak RSS above its idle RSS, in MiB.
func peakUnderLoad(b *testing.B, bin string, clients int, body func() (io.Reader, int64, string), chunked bool, sessionKey, cookie string) float64 {
	b.Helper()
	addr := freeAddr(b)
	cmd := exec.Command(bin, "serve")
	cmd.Env = append(os.Environ(), "QUEUEPROOF_ADDR="+addr, "QUEUEPROOF_ENV=production", "QUEUEPROOF_SESSION_KEYS="+sessionKey,
		"QUEUEPROOF_DATABASE_URL=file:"+filepath.Join(b.TempDir(), "queueproof.db"))
	cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	defer func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		_ = cmd.Wait()
	}()
	base := "http://" + addr
	waitReady(b, base)
	idle := procStatusKiB(b, cmd.Process.Pid, "VmRSS")

	var wg sync.WaitGroup
	var mu sync.Mutex
	answers := map[string]int{}
	errc := make(chan error, clients)
	for range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r, n, ctype := body()
			req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, base+"/graphql", r)
			if err != nil {
				errc <- err
				return
			}
			req.ContentLength = n
			if chunked {
				req.ContentLength = -1
			}
			req.Header.Set("Content-Type", ctype)
			req.Header.Set("GraphQL-Require-Preflight", "1")
			if cookie != "" {
				req.Header.Set("Cookie", cookie)
			}
			client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
			resp, err := client.Do(req)
			if err != nil {
				errc <- err
				return
			}
			msg, _ := io.ReadAll(io.LimitReader(resp.Body, 300))
			resp.Body.Close()
			mu.Lock()
			answers[fmt.Sprintf("%d %s", resp.StatusCode, msg)]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	close(errc)
	for err := range errc {
		// A server that answers and closes before the whole body is sent may surface as a write
		// error on the client; the measure is the server's memory either way.
		b.Logf("client: %v", err)
	}
	for a, n := range answers {
		b.Logf("%d x %.200s", n, a)
	}
	hwm := procStatusKiB(b, cmd.Process.Pid, "VmHWM")
	return float64(hwm-idle) / 1024
}

func waitReady(b *testing.B, base string) {
	b.Helper()
	client := &http.Client{Timeout: time.Second}
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if resp, err := client.Get(base + "/readyz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return
			}
		}
	}
	b.Fatal("serve never became ready")
}

// procStatusKiB reads a kB field (VmRSS, VmHWM) of /proc/PID/status.
func procStatusKiB(b *testing.B, pid int, field string) int64 {
	b.Helper()
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), field+":"); ok {
			n, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			if err != nil {
				b.Fatal(err)
			}
			return n
		}
	}
	b.Fatalf("no %s in /proc/%d/status", field, pid)
	return 0
}

// repeatByte is an endless reader of one byte.
type repeatByte byte

func (r repeatByte) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(r)
	}
	return len(p), nil
}

// The attack's operations: the query and the start of its variables, before the padding.
const (
	viewerOps = `{"query":"{ viewer { actorKind } }","variables":{"pad":"`
	importOps = `{"query":"mutation($in: ImportDocumentsInput!) { importDocuments(input: $in) { id } }",` +
		`"variables":{"in":{"sourceName":"x","format":"MARKDOWN","file":null},"pad":"`
)

// multipartOps is the attack: a multipart body whose operations field is ops padded with an
// unused n-byte string variable, generated as it is sent.
func multipartOps(ops string, n int64) (io.Reader, int64, string) {
	const boundary = "bench-boundary"
	head := "--" + boundary + "\r\nContent-Disposition: form-data; name=\"operations\"\r\n\r\n" + ops
	tail := `"}}` + "\r\n--" + boundary + "\r\nContent-Disposition: form-data; name=\"map\"\r\n\r\n{}\r\n--" + boundary + "--\r\n"
	r := io.MultiReader(strings.NewReader(head), io.LimitReader(repeatByte('x'), n), strings.NewReader(tail))
	return r, int64(len(head)) + n + int64(len(tail)), "multipart/form-data; boundary=" + boundary
}

// jsonNearLimit is the baseline: a viewer query in a JSON body just under the 1 MiB limit.
func jsonNearLimit() (io.Reader, int64, string) {
	body := `{"query":"{ viewer { actorKind } }","variables":{"pad":"` + strings.Repeat("x", 1<<20-100) + `"}}`
	return strings.NewReader(body), int64(len(body)), "application/json"
}
