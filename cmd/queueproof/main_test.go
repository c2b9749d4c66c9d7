package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"io"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer safe for the server's logger and the test to share.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func envOf(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

var servingURL = regexp.MustCompile(`url=(http://127\.0\.0\.1:\d+)`)

// TestServeEndToEnd starts the real serve command on a free port with a new database file,
// uses it, and stops it the way SIGTERM does.
func TestServeEndToEnd(t *testing.T) {
	dbPath := filepath.Join(t.TempDir(), "data", "queueproof.db")
	env := envOf(map[string]string{
		"QUEUEPROOF_ADDR":         "127.0.0.1:0",
		"QUEUEPROOF_DATABASE_URL": "file:" + dbPath,
		"QUEUEPROOF_LOCAL_ACTOR":  "1",
	})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var stderr syncBuffer
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"serve"}, env, io.Discard, &stderr) }()

	var base string
	for deadline := time.Now().Add(20 * time.Second); base == "" && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if m := servingURL.FindStringSubmatch(stderr.String()); m != nil {
			base = m[1]
		}
		select {
		case err := <-done:
			t.Fatalf("serve exited early: %v\n%s", err, stderr.String())
		default:
		}
	}
	if base == "" {
		t.Fatalf("serve did not start:\n%s", stderr.String())
	}
	for path, want := range map[string]string{"/healthz": "ok", "/readyz": "ready", "/today": "<!doctype html>"} {
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatalf("GET %s = %v", path, err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(strings.ToLower(string(b)), want) {
			t.Errorf("GET %s = %d %.80q, want 200 containing %q", path, resp.StatusCode, b, want)
		}
	}
	resp, err := http.Post(base+"/graphql", "application/json", strings.NewReader(`{"query":"{ viewer { actorKind role workspace { name } } }"}`))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(b), `"actorKind":"LOCAL"`) || !strings.Contains(string(b), `"role":"OWNER"`) {
		t.Errorf("viewer = %s, want the local owner", b)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("serve after shutdown = %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not shut down")
	}

	// The database was created and migrated; a second start applies nothing.
	var out syncBuffer
	if err := run(context.Background(), []string{"migrate", "--database-url", "file:" + dbPath}, envOf(nil), &out, &out); err != nil {
		t.Fatalf("migrate = %v", err)
	}
	if strings.Contains(out.String(), "migrations applied") {
		t.Errorf("second start applied migrations again:\n%s", out.String())
	}
}

func TestCommands(t *testing.T) {
	var out bytes.Buffer
	if err := run(context.Background(), []string{"version"}, envOf(nil), &out, io.Discard); err != nil || !strings.HasPrefix(out.String(), "queueproof ") {
		t.Errorf("version = %q, %v", out.String(), err)
	}
	out.Reset()
	if err := run(context.Background(), []string{"--help"}, envOf(nil), &out, io.Discard); err != nil || !strings.Contains(out.String(), "migrate") {
		t.Errorf("--help = %q, %v", out.String(), err)
	}
	for _, cmd := range []string{"serve", "migrate", "version"} {
		var help bytes.Buffer
		err := run(context.Background(), []string{cmd, "--help"}, envOf(nil), io.Discard, &help)
		if !errors.Is(err, flag.ErrHelp) || !strings.Contains(help.String(), "Usage: queueproof "+cmd) {
			t.Errorf("%s --help = %v %q", cmd, err, help.String())
		}
	}
	if err := run(context.Background(), []string{"frobnicate"}, envOf(nil), io.Discard, io.Discard); err == nil {
		t.Error("unknown command accepted")
	}
	err := run(context.Background(), []string{"serve"}, envOf(map[string]string{"QUEUEPROOF_ENV": "staging"}), io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "QUEUEPROOF_ENV") {
		t.Errorf("serve with a bad QUEUEPROOF_ENV = %v, want an error naming it", err)
	}
	err = run(context.Background(), []string{"migrate", "--database-url", "file:" + filepath.Join(t.TempDir(), "m.db")}, envOf(nil), io.Discard, io.Discard)
	if err != nil {
		t.Errorf("migrate on a new file = %v", err)
	}
}
