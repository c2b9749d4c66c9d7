package server_test

import (
	"bytes"
	"net/http"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/server"
)

func TestComplexityLimit(t *testing.T) {
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	var q strings.Builder
	q.WriteString("{")
	for i := 0; i < 4; i++ {
		q.WriteString(" s" + string(rune('a'+i)) + `: sources(first: 100) { edges { cursor node { id kind name state stateReason createdAt updatedAt } } pageInfo { hasNextPage endCursor } }`)
	}
	q.WriteString(" }")
	status, r := f.graphql(t, q.String(), nil)
	if code(r) != "COMPLEXITY_LIMIT_EXCEEDED" {
		t.Fatalf("over-complex query: status %d, errors %+v; want COMPLEXITY_LIMIT_EXCEEDED", status, r.Errors)
	}
	if string(r.Data) != "" && string(r.Data) != "null" {
		t.Fatalf("over-complex query returned data %s", r.Data)
	}
	// The same shape with one alias is within the limit.
	_, r = f.graphql(t, `{ sources(first: 100) { edges { cursor node { id kind name state stateReason createdAt updatedAt } } pageInfo { hasNextPage endCursor } } }`, nil)
	if len(r.Errors) > 0 {
		t.Fatalf("query within the limit: %+v", r.Errors)
	}
}

func TestRequestErrorsCarryCodes(t *testing.T) {
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	huge := append([]byte(`{"query":"{ viewer { role } }","variables":{"pad":"`), bytes.Repeat([]byte("x"), server.MaxBodyBytes+10)...)
	huge = append(huge, []byte(`"}}`)...)
	deep := "{ viewer { workspace { name } } " + strings.Repeat("{", 1) + " }"
	for _, tc := range []struct {
		name, ctype string
		body        []byte
		status      int
		code        string
	}{
		{"not JSON", "application/json", []byte("{bad"), 400, "BAD_USER_INPUT"},
		{"wrong content type", "text/plain", []byte(`{"query":"{ viewer { role } }"}`), 415, "BAD_USER_INPUT"},
		{"too large", "application/json", huge, 413, "BAD_USER_INPUT"},
		{"syntax error", "application/json", []byte(`{"query":"` + deep + `"}`), 422, "BAD_USER_INPUT"},
		{"unknown field", "application/json", []byte(`{"query":"{ viewer { nope } }"}`), 422, "BAD_USER_INPUT"},
		{"bad variable", "application/json", []byte(`{"query":"query($n: Int) { sources(first: $n) { pageInfo { hasNextPage } } }","variables":{"n":"ten"}}`), 422, "BAD_USER_INPUT"},
		{"page too large", "application/json", []byte(`{"query":"{ sources(first: 1000) { pageInfo { hasNextPage } } }"}`), 200, "BAD_USER_INPUT"},
		{"bad cursor", "application/json", []byte(`{"query":"{ sources(after: \"nope\") { pageInfo { hasNextPage } } }"}`), 200, "BAD_USER_INPUT"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, r := f.post(t, "/graphql", tc.ctype, tc.body)
			if status != tc.status || code(r) != tc.code {
				t.Fatalf("status %d code %q (%+v), want %d %s", status, code(r), r.Errors, tc.status, tc.code)
			}
		})
	}
}

func TestGraphQLMethodsAndIntrospection(t *testing.T) {
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	resp, _ := f.get(t, "/graphql", nil)
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("GET /graphql (no HTML) = %d, want 405", resp.StatusCode)
	}
	resp, body := f.get(t, "/graphql", map[string]string{"Accept": "text/html"})
	if resp.StatusCode != 200 || !strings.Contains(strings.ToLower(body), "graphiql") {
		t.Errorf("GraphiQL in development = %d, want the page", resp.StatusCode)
	}
	if _, r := f.graphql(t, `{ __schema { queryType { name } } }`, nil); len(r.Errors) > 0 {
		t.Errorf("introspection in development: %+v", r.Errors)
	}

	prod := newFixture(t, engine.Options{Production: true}, server.Options{Production: true})
	if resp, _ := prod.get(t, "/graphql", map[string]string{"Accept": "text/html"}); resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("GraphiQL in production = %d, want 405", resp.StatusCode)
	}
	if _, r := prod.graphql(t, `{ __schema { queryType { name } } }`, nil); code(r) != "FORBIDDEN" {
		t.Errorf("introspection in production: %s %+v, want refused", r.Data, r.Errors)
	}
}

func TestParserTokenLimit(t *testing.T) {
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	q := "{ viewer { " + strings.Repeat("role ", server.TokenLimit) + "} }"
	status, r := f.graphql(t, q, nil)
	if code(r) != "COMPLEXITY_LIMIT_EXCEEDED" {
		t.Fatalf("query over the token limit: status %d errors %+v, want COMPLEXITY_LIMIT_EXCEEDED", status, r.Errors)
	}
}
