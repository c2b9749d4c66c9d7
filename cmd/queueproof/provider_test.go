package main

import (
	"bytes"
	"context"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/kpi"
)

var providerURL = urlFromLog()

func urlFromLog() func(string) string {
	return func(log string) string {
		i := strings.Index(log, "url=http://")
		if i < 0 {
			return ""
		}
		rest := log[i+4:]
		if j := strings.IndexAny(rest, " \n"); j >= 0 {
			rest = rest[:j]
		}
		return rest
	}
}

// The first-party provider, started by its command, passes the conformance command unchanged.
func TestProviderServePassesConformanceCommand(t *testing.T) {
	secret, _ := kpi.NewSecret()
	dir, _ := filepath.Abs("../../engine/kpi/fsprovider/testdata/kb")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var log syncBuffer
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"provider", "serve", "--dir", dir, "--secret", secret, "--addr", "127.0.0.1:0"}, envOf(nil), io.Discard, &log)
	}()
	var url string
	for deadline := time.Now().Add(10 * time.Second); url == "" && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		url = providerURL(log.String())
	}
	if url == "" {
		t.Fatalf("provider did not start:\n%s", log.String())
	}
	var out bytes.Buffer
	err := run(context.Background(), []string{"provider", "conformance", "--url", url, "--secret", secret, "--query", "refund password"}, envOf(nil), &out, io.Discard)
	if err != nil {
		t.Fatalf("conformance = %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), " 0 failed") || strings.Contains(out.String(), "FAIL ") {
		t.Fatalf("conformance table:\n%s", out.String())
	}
	// With the wrong secret, every signed check fails and the command exits non-zero.
	other, _ := kpi.NewSecret()
	out.Reset()
	if err := run(context.Background(), []string{"provider", "conformance", "--url", url, "--secret", other}, envOf(nil), &out, io.Discard); err == nil {
		t.Fatalf("conformance with the wrong secret succeeded:\n%s", out.String())
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("provider serve = %v", err)
	}
}
