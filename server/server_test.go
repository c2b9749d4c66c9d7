package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/server"
)

var testApp = fstest.MapFS{
	"index.html":              {Data: []byte(`<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="app"></div></body></html>`)},
	"assets/index-abc123.js":  {Data: []byte(strings.Repeat("console.log('queueproof');\n", 100))},
	"assets/index-abc123.css": {Data: []byte("body{margin:0}")},
	"favicon.svg":             {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)},
}

type fixture struct {
	*httptest.Server
	engine *engine.Engine
	db     *store.DB
	// client sends the fixture's graphql and post requests (http.DefaultClient when nil).
	client *http.Client
}

// asBrowser returns f seen through a browser of its own: a client with a cookie jar, so a
// public visitor keeps its visitor cookie (and its History) from one request to the next.
func (f *fixture) asBrowser(t *testing.T) *fixture {
	t.Helper()
	g := *f
	g.client = browser(t)
	return &g
}

func newFixture(t *testing.T, opts engine.Options, sopts server.Options) *fixture {
	t.Helper()
	e, db := enginetest.New(t, opts)
	return serveEngine(t, e, db, sopts)
}

// serveEngine starts a test server over e (whose database is db); sopts without a Frontend
// serve testApp.
func serveEngine(t *testing.T, e *engine.Engine, db *store.DB, sopts server.Options) *fixture {
	t.Helper()
	if sopts.Frontend == nil {
		sopts.Frontend = testApp
	}
	srv, err := server.New(e, enginetest.Logger(), sopts)
	if err != nil {
		t.Fatalf("server.New = %v", err)
	}
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	return &fixture{Server: ts, engine: e, db: db}
}

type gqlResponse struct {
	Data   json.RawMessage `json:"data"`
	Errors []struct {
		Message    string         `json:"message"`
		Extensions map[string]any `json:"extensions"`
	} `json:"errors"`
}

func (f *fixture) graphql(t *testing.T, query string, vars map[string]any) (int, gqlResponse) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	return f.post(t, "/graphql", "application/json", body)
}

func (f *fixture) post(t *testing.T, path, ctype string, body []byte) (int, gqlResponse) {
	t.Helper()
	c := f.client
	if c == nil {
		c = http.DefaultClient
	}
	resp, err := c.Post(f.URL+path, ctype, bytes.NewReader(body))
	if err != nil {
		t.Fatalf("POST %s = %v", path, err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var out gqlResponse
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("POST %s: response %q is not JSON: %v", path, raw, err)
	}
	return resp.StatusCode, out
}

func (f *fixture) get(t *testing.T, path string, header map[string]string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequestWithContext(context.Background(), http.MethodGet, f.URL+path, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultTransport.RoundTrip(req) // no automatic gzip decoding
	if err != nil {
		t.Fatalf("GET %s = %v", path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

func code(r gqlResponse) string {
	if len(r.Errors) == 0 {
		return ""
	}
	c, _ := r.Errors[0].Extensions["code"].(string)
	return c
}

func TestViewerLocalActor(t *testing.T) {
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	status, r := f.graphql(t, `{ viewer { actorKind role workspace { id name } } }`, nil)
	if status != 200 || len(r.Errors) > 0 {
		t.Fatalf("viewer = %d %+v", status, r.Errors)
	}
	var d struct {
		Viewer struct {
			ActorKind, Role string
			Workspace       struct{ ID, Name string }
		}
	}
	_ = json.Unmarshal(r.Data, &d)
	if d.Viewer.ActorKind != "LOCAL" || d.Viewer.Role != "OWNER" || d.Viewer.Workspace.ID == "" {
		t.Fatalf("viewer = %+v, want LOCAL OWNER with a workspace", d.Viewer)
	}
	// The same subject resolves to the same workspace on every request.
	_, r2 := f.graphql(t, `{ viewer { workspace { id } } }`, nil)
	if !bytes.Contains(r2.Data, []byte(d.Viewer.Workspace.ID)) {
		t.Fatalf("second viewer = %s, want workspace %s", r2.Data, d.Viewer.Workspace.ID)
	}
}

func TestViewerWithoutActorIsUnauthenticated(t *testing.T) {
	f := newFixture(t, engine.Options{}, server.Options{})
	_, r := f.graphql(t, `{ viewer { actorKind } }`, nil)
	if code(r) != "UNAUTHENTICATED" {
		t.Fatalf("viewer without actor: code %q, errors %+v; want UNAUTHENTICATED", code(r), r.Errors)
	}
}

func TestSourcesIsEngineBackedAndScopedToWorkspace(t *testing.T) {
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	_, r := f.graphql(t, `{ viewer { workspace { id } } }`, nil)
	var d struct {
		Viewer struct{ Workspace struct{ ID string } }
	}
	_ = json.Unmarshal(r.Data, &d)
	ws := d.Viewer.Workspace.ID
	ctx := context.Background()
	// One source in the local workspace, one in another workspace.
	mustExec(t, f.db, `INSERT INTO workspaces (id, name, created_at) VALUES ('ws_other', 'Other', '2026-01-01T00:00:00Z')`)
	for i, row := range [][]string{{"src_a", ws, "Mail"}, {"src_b", "ws_other", "Secret"}, {"src_c", ws, "Chat"}} {
		mustExec(t, f.db, `INSERT INTO sources (id, workspace_id, kind, name, state, created_at, updated_at)
			VALUES (?, ?, 'collection', ?, 'data_verified', ?, ?)`, row[0], row[1], row[2], ts(i), ts(i))
	}
	_ = ctx
	_, r = f.graphql(t, `query($after: String) { sources(first: 1, after: $after) { edges { node { id name state kind } } pageInfo { hasNextPage endCursor } } }`, nil)
	if len(r.Errors) > 0 || !strings.Contains(string(r.Data), `"src_a"`) || !strings.Contains(string(r.Data), `"hasNextPage":true`) {
		t.Fatalf("first page = %s %+v", r.Data, r.Errors)
	}
	var p struct {
		Sources struct{ PageInfo struct{ EndCursor string } }
	}
	_ = json.Unmarshal(r.Data, &p)
	_, r = f.graphql(t, `query($after: String) { sources(first: 5, after: $after) { edges { node { id name state kind } } pageInfo { hasNextPage } } }`,
		map[string]any{"after": p.Sources.PageInfo.EndCursor})
	if got := string(r.Data); !strings.Contains(got, `"src_c"`) || strings.Contains(got, "src_b") || strings.Contains(got, "src_a") {
		t.Fatalf("second page = %s, want only src_c", got)
	}
	_, r = f.graphql(t, `{ source(id: "src_b") { id } }`, nil)
	if code(r) != "NOT_FOUND" {
		t.Fatalf("source of another workspace: %s %+v, want NOT_FOUND", r.Data, r.Errors)
	}
}

func ts(i int) string { return "2026-01-0" + string(rune('1'+i)) + "T00:00:00Z" }

func mustExec(t *testing.T, db *store.DB, q string, args ...any) {
	t.Helper()
	if _, err := db.W.ExecContext(context.Background(), q, args...); err != nil {
		t.Fatalf("exec %q = %v", q, err)
	}
}
