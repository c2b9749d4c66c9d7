package server_test

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/server"
)

// lockedBuffer is a log sink the server's goroutines may write concurrently.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// loggedServer serves the real handler over a new engine with a log the test can read.
func loggedServer(t *testing.T, opts engine.Options, sopts server.Options) (string, *lockedBuffer) {
	t.Helper()
	e, _ := enginetest.New(t, opts)
	logs := &lockedBuffer{}
	sopts.Frontend = testApp
	srv, err := server.New(e, slog.New(slog.NewTextHandler(logs, nil)), sopts)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	return ts.URL, logs
}

// TestMalformedTimeIsBadUserInput: a Time value that is not an RFC 3339 time is the caller's
// mistake (BAD_USER_INPUT), not an internal error with an error log, inline or as a variable.
func TestMalformedTimeIsBadUserInput(t *testing.T) {
	base, logs := loggedServer(t, engine.Options{LocalActor: true}, server.Options{})
	long := strings.Repeat("9", 5000)
	cases := []struct {
		name  string
		query string
		vars  map[string]any
	}{
		{"inline word", `mutation { compileQueue(input: { asOf: "notatime" }) { queue { version } } }`, nil},
		{"inline impossible date", `mutation { compileQueue(input: { asOf: "2026-13-45T25:61:00Z" }) { queue { version } } }`, nil},
		{"inline date only", `mutation { compileQueue(input: { asOf: "2026-01-02" }) { queue { version } } }`, nil},
		{"inline number", `mutation { compileQueue(input: { asOf: 1767312000 }) { queue { version } } }`, nil},
		{"inline long", `mutation { compileQueue(input: { asOf: "` + long + `" }) { queue { version } } }`, nil},
		{"variable word", `mutation($in: CompileQueueInput) { compileQueue(input: $in) { queue { version } } }`, map[string]any{"in": map[string]any{"asOf": "notatime"}}},
		{"variable number", `mutation($in: CompileQueueInput) { compileQueue(input: $in) { queue { version } } }`, map[string]any{"in": map[string]any{"asOf": 12345}}},
		{"variable object", `mutation($in: CompileQueueInput) { compileQueue(input: $in) { queue { version } } }`, map[string]any{"in": map[string]any{"asOf": map[string]any{"x": 1}}}},
		{"token expiry", `mutation { createMcpToken(input: { name: "x", scopes: [READ], egress: INTERNAL, expiresAt: "tomorrow" }) { token } }`, nil},
	}
	for _, c := range cases {
		_, r := rawGraphQL(t, base, "", nil, c.query, c.vars)
		if code(r) != "BAD_USER_INPUT" || strings.Contains(string(r.Data), "version") || strings.Contains(string(r.Data), "qpm_") {
			t.Errorf("%s: %s %+v, want BAD_USER_INPUT and nothing done", c.name, r.Data, r.Errors)
		}
		for _, e := range r.Errors {
			if strings.Contains(e.Message, long) || strings.Contains(e.Message, "internal") {
				t.Errorf("%s: message %q", c.name, e.Message)
			}
		}
	}
	if strings.Contains(logs.String(), "level=ERROR") {
		t.Errorf("malformed times were logged as errors:\n%.2000s", logs.String())
	}
	// A well-formed time still works.
	_, r := rawGraphQL(t, base, "", nil, `mutation { compileQueue(input: { asOf: "2026-01-02T03:04:05Z" }) { queue { asOf } } }`, nil)
	if len(r.Errors) > 0 || !strings.Contains(string(r.Data), "2026-01-02T03:04:05Z") {
		t.Errorf("valid asOf = %s %+v", r.Data, r.Errors)
	}
}

// TestNoFieldSuggestionsInProduction: with introspection off, validation errors must not
// reveal the schema through "Did you mean" suggestions (fields, arguments, types, enum values,
// input fields, sub-selections). Development keeps them.
func TestNoFieldSuggestionsInProduction(t *testing.T) {
	prod, _ := loggedServer(t, engine.Options{Production: true}, server.Options{Production: true})
	dev, _ := loggedServer(t, engine.Options{}, server.Options{})
	probes := []struct{ name, query string }{
		{"field", `{ viewr { actorKind } }`},
		{"nested field", `{ viewer { actorKnd } }`},
		{"argument", `{ today(frist: 1) { edges { node { id } } } }`},
		{"type in a variable", `query($in: CompileQueueInpt) { viewer { role } }`},
		{"enum value", `mutation { createMcpToken(input: { name: "x", scopes: [REED], egress: INTERNAL }) { token } }`},
		{"input field", `mutation { createMcpToken(input: { nme: "x", scopes: [READ], egress: INTERNAL }) { token } }`},
		{"fragment type", `{ ...F } fragment F on Quer { viewer { role } }`},
		{"missing sub-selection", `{ viewer }`},
		{"inline fragment type", `{ ... on Querry { viewer { role } } }`},
	}
	varProbes := []map[string]any{
		{"name": "x", "scopes": []string{"REED"}, "egress": "INTERNAL"},
		{"nme": "x", "scopes": []string{"READ"}, "egress": "INTERNAL"},
		{"name": "x", "scopes": []string{"READ"}, "egress": "INTRNAL"},
	}
	for i, in := range varProbes {
		_, r := rawGraphQL(t, prod, "", nil, `mutation($in: CreateMcpTokenInput!) { createMcpToken(input: $in) { token } }`, map[string]any{"in": in})
		raw, _ := json.Marshal(r.Errors)
		if len(r.Errors) == 0 || code(r) != "BAD_USER_INPUT" || bytes.Contains(raw, []byte("Did you mean")) {
			t.Errorf("production, variables %d: %s, want BAD_USER_INPUT without suggestions", i, raw)
		}
	}
	for _, p := range probes {
		_, r := rawGraphQL(t, prod, "", nil, p.query, nil)
		raw, _ := json.Marshal(r.Errors)
		if len(r.Errors) == 0 || code(r) != "BAD_USER_INPUT" || bytes.Contains(raw, []byte("Did you mean")) {
			t.Errorf("production, %s: %s, want BAD_USER_INPUT without suggestions", p.name, raw)
		}
	}
	_, r := rawGraphQL(t, dev, "", nil, `{ viewr { actorKind } }`, nil)
	if raw, _ := json.Marshal(r.Errors); !bytes.Contains(raw, []byte(`Did you mean \"viewer\"`)) {
		t.Errorf("development lost its suggestions: %s", raw)
	}
}
