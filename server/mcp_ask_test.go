package server_test

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/page"
)

// TestMCPAskOncePerMessage: one JSON-RPC message or batch holds at most one ask call (as
// GraphQL allows one ask per request), so a batch cannot fan one request out to many
// answers, provider calls and History writes. Nothing is answered when it is refused.
func TestMCPAskOncePerMessage(t *testing.T) {
	f, a := factsFixture(t)
	token := tokenFor(t, f, a, "read")
	post := func(body string) (*http.Response, string) {
		resp, raw := rawRequest(t, http.MethodPost, f.URL, "/mcp", "", http.Header{
			"Content-Type":         {"application/json"},
			"Accept":               {"application/json, text/event-stream"},
			"Authorization":        {"Bearer " + token},
			"Mcp-Protocol-Version": {"2025-03-26"}, // batches are JSON-RPC before 2025-06-18
		}, []byte(body))
		return resp, string(raw)
	}
	call := func(id int, tool, args string) string {
		return `{"jsonrpc":"2.0","id":` + string(rune('0'+id)) + `,"method":"tools/call","params":{"name":"` + tool + `","arguments":` + args + `}}`
	}
	ask := `{"question":"When is PAY-31 due?","mode":"FAST"}`
	attacks := map[string]string{
		"two asks in a batch":         `[` + call(1, "ask", ask) + `,` + call(2, "ask", ask) + `]`,
		"ask, search, ask":            `[` + call(1, "ask", ask) + `,` + call(2, "search", `{"query":"PAY-31"}`) + `,` + call(3, "ask", ask) + `]`,
		"nine asks":                   `[` + strings.Repeat(call(1, "ask", ask)+`,`, 8) + call(9, "ask", ask) + `]`,
		"second ask hidden by a NAME": `[` + call(1, "ask", ask) + `,{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"ask","NAME":"search","arguments":` + ask + `}}]`,
	}
	for name, body := range attacks {
		if resp, raw := post(body); resp.StatusCode != http.StatusBadRequest || !strings.Contains(raw, "at most 1 ask call per request") {
			t.Errorf("%s: %d %.300s, want 400", name, resp.StatusCode, raw)
		}
	}
	if got, _, err := f.engine.Answers(context.Background(), a, page.Request{First: 20}); err != nil || len(got) != 0 {
		t.Fatalf("History after refused batches = %d answers, %v; want none", len(got), err)
	}
	// One ask in a batch, or alone, is answered.
	for name, body := range map[string]string{"one ask in a batch": `[` + call(1, "ask", ask) + `]`, "one ask": call(1, "ask", ask)} {
		if resp, raw := post(body); resp.StatusCode != http.StatusOK || !strings.Contains(raw, "2026-12-04") {
			t.Errorf("%s: %d %.300s, want the answer", name, resp.StatusCode, raw)
		}
	}
}

// A batch (JSON-RPC before 2025-06-18) may hold one knowledge_search, as a GraphQL request may
// hold one knowledgeSearch: more would fan one request out to a signed call per provider per
// search.
func TestMCPKnowledgeSearchOncePerMessage(t *testing.T) {
	f, a := factsFixture(t)
	token := tokenFor(t, f, a, "read")
	post := func(body string) (*http.Response, string) {
		resp, raw := rawRequest(t, http.MethodPost, f.URL, "/mcp", "", http.Header{
			"Content-Type":         {"application/json"},
			"Accept":               {"application/json, text/event-stream"},
			"Authorization":        {"Bearer " + token},
			"Mcp-Protocol-Version": {"2025-03-26"},
		}, []byte(body))
		return resp, string(raw)
	}
	call := func(id int, args string) string {
		return `{"jsonrpc":"2.0","id":` + strconv.Itoa(id) + `,"method":"tools/call","params":{"name":"knowledge_search","arguments":` + args + `}}`
	}
	search := `{"query":"refund"}`
	for name, body := range map[string]string{
		"two searches":    `[` + call(1, search) + `,` + call(2, search) + `]`,
		"twelve searches": `[` + strings.Repeat(call(1, search)+`,`, 11) + call(12, search) + `]`,
	} {
		if resp, raw := post(body); resp.StatusCode != http.StatusBadRequest || !strings.Contains(raw, "at most 1 knowledge_search call per request") {
			t.Errorf("%s: %d %.300s, want 400", name, resp.StatusCode, raw)
		}
	}
	if resp, raw := post(`[` + call(1, search) + `]`); resp.StatusCode != http.StatusOK {
		t.Errorf("one search in a batch: %d %.300s, want it answered", resp.StatusCode, raw)
	}
}

// The MCP ask tool refuses what GraphQL's ask refuses, changing nothing: a question over the
// length limit (over MCP and its REST mirror), and duplicated argument keys on the REST mirror.
func TestMCPAskRefusesOversizedAndDuplicatedInput(t *testing.T) {
	f, a := factsFixture(t)
	token := tokenFor(t, f, a, "read")
	long := strings.Repeat("When is PAY-31 due? ", 120) // 2,400 bytes, over the 2,000 limit
	if res := callTool(t, mcpSession(t, f.URL, token), "ask", map[string]any{"question": long}); !res.IsError {
		t.Errorf("MCP ask with a %d-byte question answered; want a tool error", len(long))
	}
	if resp, raw := rest(t, f, token, http.MethodPost, "/api/v1/mcp/tools/ask", `{"question":"`+long+`"}`); resp.StatusCode < 400 {
		t.Errorf("REST ask with a %d-byte question = %d %.200s; want refused", len(long), resp.StatusCode, raw)
	}
	if resp, raw := rest(t, f, token, http.MethodPost, "/api/v1/mcp/tools/ask",
		`{"question":"When is PAY-31 due?","question":"Who owns PAY-31?"}`); resp.StatusCode < 400 {
		t.Errorf("REST ask with a duplicated question key = %d %.200s; want refused", resp.StatusCode, raw)
	}
	if got, _, err := f.engine.Answers(context.Background(), a, page.Request{First: 20}); err != nil || len(got) != 0 {
		t.Fatalf("History after refused asks = %d answers, %v; want none", len(got), err)
	}
}
