package server_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/queueproof/queueproof"
	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/server"
)

func TestSPAServing(t *testing.T) {
	f := newFixture(t, engine.Options{}, server.Options{})
	index := string(testApp["index.html"].Data)
	for _, tc := range []struct {
		path, accept string
		status       int
		body         string // exact body, when not empty
		cache        string
	}{
		{"/", "", 200, index, "no-cache"},
		{"/today", "", 200, index, "no-cache"},
		{"/review-actions/123", "", 200, index, "no-cache"},
		{"/assets/index-abc123.js", "", 200, string(testApp["assets/index-abc123.js"].Data), "public, max-age=31536000, immutable"},
		{"/assets/index-deadbeef.js", "", 404, "", "no-store"},
		{"/assets/", "", 404, "", "no-store"},
		{"/missing.png", "", 404, "", "no-store"},
		{"/favicon.svg", "", 200, string(testApp["favicon.svg"].Data), "public, max-age=3600"},
	} {
		resp, body := f.get(t, tc.path, nil)
		if resp.StatusCode != tc.status {
			t.Errorf("GET %s = %d, want %d", tc.path, resp.StatusCode, tc.status)
			continue
		}
		if tc.body != "" && body != tc.body {
			t.Errorf("GET %s body = %.60q, want %.60q", tc.path, body, tc.body)
		}
		if got := resp.Header.Get("Cache-Control"); got != tc.cache {
			t.Errorf("GET %s Cache-Control = %q, want %q", tc.path, got, tc.cache)
		}
		if got := resp.Header.Get("Content-Security-Policy"); !strings.Contains(got, "script-src 'self'") || strings.Contains(got, "unsafe-inline") {
			t.Errorf("GET %s CSP = %q, want a strict policy", tc.path, got)
		}
	}
}

func TestSPAConditionalAndCompressed(t *testing.T) {
	f := newFixture(t, engine.Options{}, server.Options{})
	resp, _ := f.get(t, "/assets/index-abc123.js", map[string]string{"Accept-Encoding": "gzip"})
	if resp.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("Content-Encoding = %q, want gzip", resp.Header.Get("Content-Encoding"))
	}
	etag := resp.Header.Get("ETag")
	resp, body := f.get(t, "/today", map[string]string{"If-None-Match": etagOfIndex(t, f)})
	if resp.StatusCode != http.StatusNotModified || body != "" {
		t.Errorf("conditional GET of index = %d, want 304", resp.StatusCode)
	}
	if etag == "" {
		t.Error("asset has no ETag")
	}
	req, _ := http.NewRequest(http.MethodPost, f.URL+"/today", nil)
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST /today = %v %v, want 405", resp, err)
	}
}

func etagOfIndex(t *testing.T, f *fixture) string {
	resp, _ := f.get(t, "/", nil)
	return resp.Header.Get("ETag")
}

// The build embedded in the binary is a real app: its index references hashed assets that are
// themselves embedded and served.
func TestEmbeddedBuildServes(t *testing.T) {
	f := newFixture(t, engine.Options{}, server.Options{Frontend: queueproof.Frontend()})
	resp, index := f.get(t, "/today", nil)
	if resp.StatusCode != 200 || !strings.Contains(index, "/assets/") {
		t.Fatalf("GET /today = %d %.200q, want the app's index.html", resp.StatusCode, index)
	}
	for _, part := range strings.Split(index, `"`)[1:] {
		if strings.HasPrefix(part, "/assets/") {
			if resp, _ := f.get(t, part, nil); resp.StatusCode != 200 {
				t.Errorf("GET %s (referenced by index.html) = %d", part, resp.StatusCode)
			}
		}
	}
}
