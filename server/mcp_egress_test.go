package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/accesstoken"
	"github.com/queueproof/queueproof/engine/accesstoken/accesstokentest"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/demo"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/provision"
	"github.com/queueproof/queueproof/server"
)

// outcome is what one tool call must come to.
type outcome int

const (
	allowed outcome = iota // answered (a NOT_FOUND for another workspace's packet counts)
	refused                // FORBIDDEN / insufficient_scope, nothing of the workspace in the body
	unauth                 // 401: not an MCP credential
)

// mcpCall posts one tools/call to /mcp as raw JSON-RPC and classifies the answer.
func mcpCall(t *testing.T, base, token, tool string, args map[string]any) (outcome, string) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": map[string]any{"name": tool, "arguments": args}})
	req, _ := http.NewRequest(http.MethodPost, base+"/mcp", strings.NewReader(string(body)))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	switch resp.StatusCode {
	case http.StatusUnauthorized:
		return unauth, string(raw)
	case http.StatusForbidden:
		return refused, string(raw)
	case http.StatusOK:
	default:
		t.Fatalf("MCP %s = %d %s", tool, resp.StatusCode, raw)
	}
	var rpc struct {
		Result struct {
			IsError bool `json:"isError"`
			Content []struct {
				Text string `json:"text"`
			} `json:"content"`
		} `json:"result"`
		Error *struct{ Message string } `json:"error"`
	}
	if err := json.Unmarshal(raw, &rpc); err != nil || rpc.Error != nil {
		t.Fatalf("MCP %s answer %s: %v", tool, raw, err)
	}
	if rpc.Result.IsError && len(rpc.Result.Content) > 0 && strings.HasPrefix(rpc.Result.Content[0].Text, "FORBIDDEN") {
		return refused, string(raw)
	}
	return allowed, string(raw)
}

// restCall runs one tool through the REST mirror and classifies the answer.
func restCall(t *testing.T, base, token, tool string, args map[string]any) (outcome, string) {
	t.Helper()
	body, _ := json.Marshal(args)
	req, _ := http.NewRequest(http.MethodPost, base+"/api/v1/mcp/tools/"+tool, strings.NewReader(string(body)))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	switch resp.StatusCode {
	case http.StatusUnauthorized:
		return unauth, string(raw)
	case http.StatusForbidden:
		return refused, string(raw)
	case http.StatusOK, http.StatusNotFound:
		return allowed, string(raw)
	}
	t.Fatalf("REST %s = %d %s", tool, resp.StatusCode, raw)
	return 0, ""
}

// Attack (issue #16, item 1), over HTTP: every MCP tool, over /mcp and over the REST mirror,
// with every kind of credential, against the demo workspace with a compiled queue. A
// customer-egress token reads customer-safe knowledge only: list_queue and get_packet (by
// storage id or by public reference), ask and search over indexed sources are FORBIDDEN, and no
// refused answer carries the packet's objective or evidence. Widget keys and the public demo
// (no bearer) are not MCP credentials at all.
func TestMCPToolsByEveryCredential(t *testing.T) {
	ctx := context.Background()
	is := accesstokentest.New(t)
	url := enginetest.URL(t)
	e0, db := enginetest.NewAt(t, url, engine.Options{LocalActor: true})
	if loaded, err := e0.LoadDemo(ctx); err != nil || !loaded {
		t.Fatalf("LoadDemo = %v, %v", loaded, err)
	}
	owner := localOwner(t, e0)
	if _, err := provision.Public(ctx, db, owner.WorkspaceID, time.Now()); err != nil {
		t.Fatal(err)
	}
	e, err := engine.New(db, enginetest.Logger(), engine.Options{LocalActor: true, SecretKey: testSecretKey(), PublicWorkspaceID: owner.WorkspaceID,
		MCPResource: mcpResource, MCPOAuth: accesstoken.Config{Issuer: is.URL, JWKSURL: is.JWKSURL}})
	if err != nil {
		t.Fatal(err)
	}
	f := serveEngine(t, e, db, server.Options{})
	if _, err := e.CompileQueue(ctx, owner, engine.CompileRequest{AsOf: demo.Base}); err != nil {
		t.Fatal(err)
	}
	top, err := e.Today(ctx, owner, page.Request{First: 1})
	if err != nil || len(top.Items) == 0 || len(top.Items[0].Evidence) == 0 {
		t.Fatalf("Today(owner) = %+v, %v", top, err)
	}
	packet := top.Items[0]
	public, err := e.Resolve(ctx, actor.Credentials{})
	if err != nil {
		t.Fatal(err)
	}
	pub, err := e.Today(ctx, public, page.Request{First: 1})
	if err != nil || len(pub.Items) == 0 {
		t.Fatalf("Today(public) = %+v, %v", pub, err)
	}
	srcs, err := e.Sources(ctx, owner, page.Request{First: 1})
	if err != nil || len(srcs.Items) == 0 {
		t.Fatalf("Sources = %+v, %v", srcs, err)
	}
	// What must never reach a refused caller: the packet's objective and its first evidence.
	leaks := []string{packet.Objective, packet.Evidence[0].Text}

	_, readToken := createToken(t, f, "READ", "INTERNAL", "")
	_, proposeToken := createToken(t, f, "READ, PROPOSE", "INTERNAL", "")
	_, customerToken := createToken(t, f, "READ", "CUSTOMER", "")
	_, r := f.graphql(t, `mutation { createWidgetKey(input: { allowedOrigins: ["https://shop.example.com"] }) { key } }`, nil)
	var wk struct{ CreateWidgetKey struct{ Key string } }
	if err := json.Unmarshal(r.Data, &wk); err != nil || wk.CreateWidgetKey.Key == "" {
		t.Fatalf("createWidgetKey = %s %+v", r.Data, r.Errors)
	}
	oauth := is.Mint(t, is.Valid(mcpResource, "agent-user", "read"), "at+jwt")

	creds := []struct {
		name, token string
		want        func(tool string) outcome
	}{
		{"internal READ token", readToken, func(tool string) outcome {
			if tool == "propose" {
				return refused
			}
			return allowed
		}},
		{"internal READ+PROPOSE token", proposeToken, func(string) outcome { return allowed }},
		{"customer-egress token", customerToken, func(tool string) outcome {
			if tool == "knowledge_search" || tool == "search" {
				return allowed // customer-safe providers only, customer projection
			}
			return refused
		}},
		{"OAuth access token (read)", oauth, func(tool string) outcome {
			if tool == "propose" {
				return refused
			}
			return allowed
		}},
		{"widget key", wk.CreateWidgetKey.Key, func(string) outcome { return unauth }},
		{"no bearer (owner's loopback session, public demo)", "", func(string) outcome { return unauth }},
	}
	type call struct {
		name, tool string
		args       map[string]any
	}
	calls := []call{
		{"knowledge_search", "knowledge_search", map[string]any{"query": "refund"}},
		{"search", "search", map[string]any{"query": "what is overdue"}},
		{"search (sourceIds)", "search (sourceIds)", map[string]any{"query": "what is overdue", "sourceIds": []string{srcs.Items[0].ID}}},
		{"ask", "ask", map[string]any{"question": "What is overdue?", "mode": "FAST"}},
		{"list_queue", "list_queue", map[string]any{"first": 3}},
		{"get_packet (storage id)", "get_packet", map[string]any{"id": packet.ID}},
		{"get_packet (public reference)", "get_packet", map[string]any{"id": pub.Items[0].ID}},
		{"propose", "propose", map[string]any{"packetId": packet.ID, "teamId": "team-eng", "title": "From an agent"}},
	}
	variants := 0
	for _, c := range creds {
		for i, k := range calls {
			tool := strings.TrimSuffix(k.tool, " (sourceIds)")
			want := c.want(k.tool)
			for _, transport := range []struct {
				name string
				do   func(*testing.T, string, string, string, map[string]any) (outcome, string)
			}{{"MCP", mcpCall}, {"REST", restCall}} {
				args := map[string]any{}
				for key, v := range k.args {
					args[key] = v
				}
				if tool == "propose" {
					args["idempotencyKey"] = fmt.Sprintf("egress-%s-%d-%s", transport.name, i, c.name)
				}
				variants++
				got, body := transport.do(t, f.URL, c.token, tool, args)
				if got != want {
					t.Errorf("%s, %s over %s = %v, want %v: %.300s", c.name, k.name, transport.name, got, want, body)
				}
				if got != allowed {
					for _, leak := range leaks {
						if strings.Contains(body, leak) {
							t.Errorf("%s, %s over %s: a refused answer carries %q", c.name, k.name, transport.name, leak)
						}
					}
				}
				if c.token == customerToken {
					for _, leak := range leaks {
						if strings.Contains(body, leak) {
							t.Errorf("customer-egress token, %s over %s: the answer carries internal evidence %q", k.name, transport.name, leak)
						}
					}
				}
			}
		}
	}
	t.Logf("%d credential x tool x transport variants", variants)
}
