package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"testing"
)

// rawRequest sends one request to base+path as an attacker would: host, when set, is the Host
// header (the connection still goes to base), and header may repeat a field.
func rawRequest(t *testing.T, method, base, path, host string, header http.Header, body []byte) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequestWithContext(context.Background(), method, base+path, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if host != "" {
		req.Host = host
	}
	for k, vs := range header {
		for _, v := range vs {
			req.Header.Add(k, v)
		}
	}
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatalf("%s %s = %v", method, path, err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return resp, raw
}

// rawGraphQL posts query (with vars) to /graphql through rawRequest.
func rawGraphQL(t *testing.T, base, host string, header http.Header, query string, vars map[string]any) (int, gqlResponse) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	h := http.Header{"Content-Type": {"application/json"}}
	for k, vs := range header {
		h[http.CanonicalHeaderKey(k)] = append(h[http.CanonicalHeaderKey(k)], vs...)
	}
	resp, raw := rawRequest(t, http.MethodPost, base, "/graphql", host, h, body)
	var out gqlResponse
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("POST /graphql: response %q is not JSON: %v", raw, err)
	}
	return resp.StatusCode, out
}
