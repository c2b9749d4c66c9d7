// Package bench holds QueueProof's benchmarks. Each compares against a baseline measured in the
// same run, and `make bench` prints the figures that BENCHMARKS.md records.
package bench

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// buildBinary builds the real queueproof binary once per benchmark run.
func buildBinary(b *testing.B) string {
	b.Helper()
	bin := filepath.Join(b.TempDir(), "queueproof")
	cmd := exec.Command("go", "build", "-trimpath", "-o", bin, "../cmd/queueproof")
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		b.Fatalf("build: %v", err)
	}
	return bin
}

func freeAddr(b *testing.B) string {
	b.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// startToReady starts `queueproof serve` on dbURL and returns how long it took until /readyz
// answered 200. The process is stopped with SIGTERM before returning.
func startToReady(b *testing.B, bin, dbURL string) time.Duration {
	b.Helper()
	addr := freeAddr(b)
	client := &http.Client{Timeout: time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	start := time.Now()
	cmd := exec.Command(bin, "serve")
	cmd.Env = append(os.Environ(), "QUEUEPROOF_ADDR="+addr, "QUEUEPROOF_DATABASE_URL="+dbURL)
	cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	defer func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		_ = cmd.Wait()
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for ctx.Err() == nil {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+addr+"/readyz", nil)
		if resp, err := client.Do(req); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return time.Since(start)
			}
		}
		time.Sleep(500 * time.Microsecond)
	}
	b.Fatal("serve never became ready")
	return 0
}

// execOnce is the baseline: starting the same binary for `version`, i.e. process start-up and
// the Go runtime with none of QueueProof's own start-up work.
func execOnce(b *testing.B, bin string) time.Duration {
	b.Helper()
	start := time.Now()
	if err := exec.Command(bin, "version").Run(); err != nil {
		b.Fatal(err)
	}
	return time.Since(start)
}

// BenchmarkColdStart measures start to ready (/readyz 200) on an empty database file (every
// migration applied during start-up) and on one that already has the full schema, each beside
// the baseline process start in the same iterations.
func BenchmarkColdStart(b *testing.B) {
	bin := buildBinary(b)
	dir := b.TempDir()
	migrated := "file:" + filepath.Join(dir, "migrated.db")
	if out, err := exec.Command(bin, "migrate", "--database-url", migrated).CombinedOutput(); err != nil {
		b.Fatalf("migrate: %v\n%s", err, out)
	}
	for _, tc := range []struct {
		name string
		url  func(i int) string
	}{
		{"empty-db", func(i int) string { return "file:" + filepath.Join(dir, fmt.Sprintf("empty-%d-%d.db", b.N, i)) }},
		{"full-schema-db", func(int) string { return migrated }},
	} {
		b.Run(tc.name, func(b *testing.B) {
			var ready, base time.Duration
			for i := 0; i < b.N; i++ {
				base += execOnce(b, bin)
				ready += startToReady(b, bin, tc.url(i))
			}
			n := float64(b.N)
			b.ReportMetric(float64(ready.Microseconds())/1000/n, "ready-ms")
			b.ReportMetric(float64(base.Microseconds())/1000/n, "baseline-exec-ms")
			b.ReportMetric(float64(ready)/float64(base), "ratio")
		})
	}
}
