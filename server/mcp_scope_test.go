package server_test

import (
	"net/http"
	"strings"
	"testing"
)

// TestMCPScopeCheckReadsTheDispatchedName: the scope check in front of /mcp decodes the
// JSON-RPC body exactly as the SDK's dispatcher does (case-sensitive keys), so a READ token
// cannot hide a propose call behind a differently cased "NAME", "METHOD" or "PARAMS" key that a
// case-insensitive decoder would read instead.
func TestMCPScopeCheckReadsTheDispatchedName(t *testing.T) {
	f, _, _ := mcpFixture(t)
	_, readOnly := createToken(t, f, "READ", "INTERNAL", "")
	post := func(body string) (*http.Response, string) {
		resp, raw := rawRequest(t, http.MethodPost, f.URL, "/mcp", "", http.Header{
			"Content-Type":  {"application/json"},
			"Accept":        {"application/json, text/event-stream"},
			"Authorization": {"Bearer " + readOnly},
		}, []byte(body))
		return resp, string(raw)
	}
	const args = `"arguments":{"packetId":"pkt_x","title":"t"}`
	attacks := map[string]string{
		"NAME after name":            `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"propose",` + args + `,"NAME":"list_queue"}}`,
		"Name after name":            `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"propose",` + args + `,"Name":"list_queue"}}`,
		"nAmE after name":            `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"propose",` + args + `,"nAmE":"list_queue"}}`,
		"NAME before name":           `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"NAME":"list_queue","name":"propose",` + args + `}}`,
		"METHOD hides the call":      `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"propose",` + args + `},"METHOD":"ping"}`,
		"Method hides the call":      `{"jsonrpc":"2.0","id":1,"method":"tools/call","Method":"ping","params":{"name":"propose",` + args + `}}`,
		"PARAMS after params":        `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"propose",` + args + `},"PARAMS":{"name":"list_queue"}}`,
		"long-s PARAMſ after params": `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"propose",` + args + `},"paramſ":{"name":"list_queue"}}`,
		"batch with NAME":            `[{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"propose",` + args + `,"NAME":"list_queue"}}]`,
		"duplicate name, last wins":  `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_queue","name":"propose",` + args + `}}`,
		"escaped key":                `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_queue","n\u0061me":"propose",` + args + `}}`,
		"plain propose":              `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"propose",` + args + `}}`,
	}
	for name, body := range attacks {
		resp, raw := post(body)
		if resp.StatusCode != http.StatusForbidden || !strings.Contains(resp.Header.Get("WWW-Authenticate"), `error="insufficient_scope"`) {
			t.Errorf("%s: %d %q %.300s; want 403 insufficient_scope (a READ token never reaches propose)", name, resp.StatusCode, resp.Header.Get("WWW-Authenticate"), raw)
		}
	}
	// The READ token still calls its own tools, and a message the dispatcher cannot read is
	// refused before any tool runs.
	if resp, raw := post(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_queue","arguments":{}}}`); resp.StatusCode != 200 {
		t.Errorf("READ token, list_queue = %d %.300s", resp.StatusCode, raw)
	}
	if resp, _ := post(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":7}}`); resp.StatusCode == 200 {
		t.Errorf("tools/call with a non-string name = 200, want a refusal")
	}
}
