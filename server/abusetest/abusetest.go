// Package abusetest holds the abusive GraphQL requests that the server must refuse cheaply,
// each with the HTTP status and extensions.code it must be refused with. The server's tests
// send them to a loopback server and check that nothing changed; the benchmarks time them
// beside a trivial valid query.
package abusetest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Mutation is a state-changing operation (it creates a widget key) that the abusive requests
// carry where they can, so a refusal that still ran it would show in the database.
const Mutation = `mutation { createWidgetKey(input: { allowedOrigins: ["https://shop.example.com"] }) { key } }`

// EvilOrigin is a site that is not the server's.
const EvilOrigin = "https://evil.example"

// Case is one request and how it must be refused.
type Case struct {
	Name   string
	Status int
	Code   string
	// Message, when set, is a part of the error message the refusal must carry.
	Message string
	// New builds the request against base (the server's URL), with cookie (a session cookie
	// "name=value" of the workspace owner) set.
	New func(base, cookie string) (*http.Request, error)
}

// Cases returns every abuse case. The bodies are built once here and shared by New.
func Cases() []Case {
	cheapAliases := aliases(5000, "__typename")
	mutationAliases := "mutation {" + aliasList(5000, `createWidgetKey(input: { allowedOrigins: ["https://a.example"] }) { key }`) + " }"
	expensiveAliases := aliases(5000, "sources(first: 100) { edges { node { id name } } }")
	costlyAliases := aliases(20, "sources(first: 100) { edges { cursor node { id kind name state stateReason createdAt updatedAt } } pageInfo { hasNextPage endCursor } }")
	askAliases := "mutation {" + aliasList(25, `ask(input: { question: "who owns ENG-1?" }) { id }`) + " }"
	deepIntrospection := "{ __schema { types " + strings.Repeat("{ fields { type ", 7) + "{ name }" + strings.Repeat(" } }", 7) + " } }"
	deepMutation := `mutation { createWidgetKey(input: { allowedOrigins: ["https://a.example"] }) { key ` + strings.Repeat("{ key ", 3000) + strings.Repeat("} ", 3000) + "} }"
	deepVariables := `{"query":"{ __typename }","variables":{"v":` + strings.Repeat("[", 20000) + strings.Repeat("]", 20000) + "}}"
	hugeVarArray := hugeOrigins(30000)
	oversized := jsonBody(`{ __typename }`, map[string]any{"pad": strings.Repeat("x", 1<<20)})
	batch := `[` + strings.TrimSuffix(strings.Repeat(jsonBody(Mutation, nil)+",", 3), ",") + `]`

	post := func(ctype, body string, header ...string) func(string, string) (*http.Request, error) {
		return func(base, cookie string) (*http.Request, error) {
			req, err := http.NewRequest(http.MethodPost, base+"/graphql", strings.NewReader(body))
			if err != nil {
				return nil, err
			}
			req.Header.Set("Content-Type", ctype)
			req.Header.Set("Cookie", cookie)
			for i := 0; i+1 < len(header); i += 2 {
				req.Header.Set(header[i], header[i+1])
			}
			return req, nil
		}
	}
	postJSON := func(query string, header ...string) func(string, string) (*http.Request, error) {
		return post("application/json", jsonBody(query, nil), header...)
	}
	const (
		json415 = "application/json"
		bad     = "BAD_USER_INPUT"
		complex = "COMPLEXITY_LIMIT_EXCEEDED"
		forbid  = "FORBIDDEN"
	)
	form := url.Values{"query": {Mutation}}.Encode()
	multi, multiType := multipartBody(jsonBody(Mutation, nil))
	bigOps, bigOpsType := multipartBody(jsonBody(importMutation, map[string]any{
		"in": map[string]any{"sourceName": "x", "format": "MARKDOWN", "file": nil}, "pad": strings.Repeat("x", 2<<20)}))
	return []Case{
		// Deep nesting.
		{"deep nesting: introspection 15 levels", 422, complex, "", postJSON(deepIntrospection)},
		{"deep nesting: 3,000 levels under a mutation", 422, bad, "", postJSON(deepMutation)},
		{"deep nesting: 20,000-deep JSON variables", 400, bad, "nested too deeply", post(json415, deepVariables)},
		// Alias floods.
		{"alias flood: 5,000 x __typename", 422, complex, "", postJSON(cheapAliases)},
		{"alias flood: 5,000 x createWidgetKey", 422, complex, "", postJSON(mutationAliases)},
		{"alias flood: 5,000 x sources(first: 100)", 422, complex, "", postJSON(expensiveAliases)},
		{"alias flood: 20 x sources(first: 100), under the token limit", 200, complex, "", postJSON(costlyAliases)},
		{"alias flood: 25 x ask", 200, complex, "", postJSON(askAliases)},
		// Huge lists.
		{"huge list: sources(first: 1000000)", 200, bad, "", postJSON(`{ sources(first: 1000000) { edges { node { id } } } }`)},
		{"huge list: 1,001-origin variable array", 200, bad, "more than 1000 items", post(json415, hugeOrigins(1001))},
		{"huge list: first: 99999999999", 200, bad, "", postJSON(`{ sources(first: 99999999999) { edges { node { id } } } }`)},
		{"huge list: first beyond 64 bits", 422, bad, "", postJSON(`{ sources(first: 99999999999999999999) { edges { node { id } } } }`)},
		{"huge list: 30,000-origin variable array", 200, bad, "more than 1000 items", post(json415, hugeVarArray)},
		// Oversized bodies.
		{"oversized body with Content-Length", 413, bad, "larger than", post(json415, oversized)},
		{"oversized chunked body", 413, bad, "larger than", chunked(oversized, 0)},
		{"oversized slow chunked body", 413, bad, "larger than", chunked(oversized, time.Millisecond)},
		// Batching.
		{"batched array of operations", 400, bad, "not supported", post(json415, batch)},
		// Cross-site simple requests.
		{"text/plain", 415, bad, "", post("text/plain", jsonBody(Mutation, nil))},
		{"text/plain with a cookie from another origin", 403, forbid, "", post("text/plain", jsonBody(Mutation, nil), "Origin", EvilOrigin)},
		{"form-urlencoded", 415, bad, "", post("application/x-www-form-urlencoded", form)},
		{"form-urlencoded with a cookie from another origin", 403, forbid, "", post("application/x-www-form-urlencoded", form, "Origin", EvilOrigin)},
		{"multipart without the preflight header", 400, bad, "", post(multiType, multi)},
		{"multipart with a cookie from another origin", 403, forbid, "", post(multiType, multi, "Origin", EvilOrigin, "GraphQL-Require-Preflight", "1")},
		// Multipart is for importDocuments alone, with fields within the JSON limit.
		{"multipart for another mutation", 400, bad, "only for the importDocuments mutation", post(multiType, multi, "GraphQL-Require-Preflight", "1")},
		{"multipart with a 2 MiB operations field", 413, bad, "larger than", post(bigOpsType, bigOps, "GraphQL-Require-Preflight", "1")},
		{"JSON with a cookie from another origin", 403, forbid, "", postJSON(Mutation, "Origin", EvilOrigin)},
		{"JSON with a cookie, cross-site fetch without Origin", 403, forbid, "", postJSON(Mutation, "Sec-Fetch-Site", "cross-site")},
		{"GET with a mutation", 405, bad, "", get(Mutation, "")},
		{"GET with a mutation and a cookie from another origin", 405, bad, "", get(Mutation, EvilOrigin)},
	}
}

// Baseline is the trivial valid query the refusals are measured beside.
func Baseline(base, cookie string) (*http.Request, error) {
	req, err := http.NewRequest(http.MethodPost, base+"/graphql", strings.NewReader(jsonBody(`{ __typename }`, nil)))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Cookie", cookie)
	return req, nil
}

// LargeBaseline is the trivial valid query in a body just under the limit (an unused string
// variable pads it): what any accepted request may cost to read and decode.
func LargeBaseline(base, cookie string) (*http.Request, error) {
	body := jsonBody(`{ __typename }`, map[string]any{"pad": strings.Repeat("x", 1<<20-100)})
	req, err := http.NewRequest(http.MethodPost, base+"/graphql", strings.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Cookie", cookie)
	return req, nil
}

func aliases(n int, field string) string { return "{" + aliasList(n, field) + " }" }

func aliasList(n int, field string) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, " a%d: %s", i, field)
	}
	return b.String()
}

func jsonBody(query string, vars map[string]any) string {
	m := map[string]any{"query": query}
	if vars != nil {
		m["variables"] = vars
	}
	b, err := json.Marshal(m)
	if err != nil {
		panic(err) // strings and maps of strings always marshal
	}
	return string(b)
}

func hugeOrigins(n int) string {
	origins := make([]string, n)
	for i := range origins {
		origins[i] = fmt.Sprintf("https://a%d.example", i)
	}
	return jsonBody(`mutation($o: [String!]!) { createWidgetKey(input: { allowedOrigins: $o }) { key } }`, map[string]any{"o": origins})
}

// importMutation is the one operation multipart requests may carry.
const importMutation = `mutation($in: ImportDocumentsInput!) { importDocuments(input: $in) { id } }`

func multipartBody(operations string) (string, string) {
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	_ = w.WriteField("operations", operations)
	_ = w.WriteField("map", "{}")
	_ = w.Close()
	return b.String(), w.FormDataContentType()
}

// chunked sends body without a Content-Length, in 64 KiB pieces with pause between them.
func chunked(body string, pause time.Duration) func(string, string) (*http.Request, error) {
	return func(base, cookie string) (*http.Request, error) {
		pr, pw := io.Pipe()
		go func() {
			for s := body; s != ""; {
				n := min(len(s), 64<<10)
				if _, err := io.WriteString(pw, s[:n]); err != nil {
					return // the server stopped reading: that is the refusal
				}
				s = s[n:]
				if pause > 0 {
					time.Sleep(pause)
				}
			}
			pw.Close()
		}()
		req, err := http.NewRequest(http.MethodPost, base+"/graphql", pr)
		if err != nil {
			return nil, err
		}
		req.ContentLength = -1
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Cookie", cookie)
		return req, nil
	}
}

func get(query, origin string) func(string, string) (*http.Request, error) {
	return func(base, cookie string) (*http.Request, error) {
		req, err := http.NewRequest(http.MethodGet, base+"/graphql?query="+url.QueryEscape(query), nil)
		if err != nil {
			return nil, err
		}
		req.Header.Set("Cookie", cookie)
		if origin != "" {
			req.Header.Set("Origin", origin)
		}
		return req, nil
	}
}
