package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/server"
	"github.com/queueproof/queueproof/server/abusetest"
)

// TestGraphQLAbuseIsRefused sends each abusive request (server/abusetest) to a loopback
// server, authenticated as the owner with a session cookie, and checks its HTTP status and
// extensions.code and that no row was written. A same-origin request carrying the same
// mutation first proves that the write would show.
func TestGraphQLAbuseIsRefused(t *testing.T) {
	f := newFixture(t, engine.Options{SessionKeys: [][]byte{testSessionKey}}, server.Options{})
	cookie := legacyCookie(t, "owner")
	rows := func() int {
		t.Helper()
		var n int
		if err := f.db.R.GetContext(context.Background(), &n,
			`SELECT (SELECT COUNT(*) FROM widget_keys) + (SELECT COUNT(*) FROM answers) + (SELECT COUNT(*) FROM mcp_tokens)`); err != nil {
			t.Fatal(err)
		}
		return n
	}

	before := rows()
	status, r := send(t, func() (*http.Request, error) {
		body, _ := json.Marshal(map[string]string{"query": abusetest.Mutation})
		req, err := http.NewRequest(http.MethodPost, f.URL+"/graphql", bytes.NewReader(body))
		if err == nil {
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Cookie", cookie)
			req.Header.Set("Origin", f.URL)
		}
		return req, err
	})
	if status != 200 || len(r.Errors) > 0 || rows() != before+1 {
		t.Fatalf("the same-origin mutation: status %d errors %+v, rows %d -> %d; want one row written", status, r.Errors, before, rows())
	}

	for _, tc := range abusetest.Cases() {
		t.Run(tc.Name, func(t *testing.T) {
			before := rows()
			status, r := send(t, func() (*http.Request, error) { return tc.New(f.URL, cookie) })
			if status != tc.Status || code(r) != tc.Code || !strings.Contains(r.Errors[0].Message, tc.Message) {
				t.Errorf("status %d code %q (%+v), want %d %s %q", status, code(r), r.Errors, tc.Status, tc.Code, tc.Message)
			} else {
				t.Logf("%d %s: %.120s", status, code(r), r.Errors[0].Message)
			}
			if len(r.Data) > 0 && string(r.Data) != "null" {
				t.Errorf("refused request returned data %.200s", r.Data)
			}
			if after := rows(); after != before {
				t.Errorf("rows %d -> %d: the refused request wrote", before, after)
			}
		})
	}
}

func send(t *testing.T, build func() (*http.Request, error)) (int, gqlResponse) {
	t.Helper()
	req, err := build()
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", req.Method, req.URL.Path, err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var out gqlResponse
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("response %d %.300q is not JSON: %v", resp.StatusCode, raw, err)
	}
	return resp.StatusCode, out
}
