package server_test

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
)

func structured[T any](t *testing.T, res *mcp.CallToolResult) T {
	t.Helper()
	var out T
	if res.IsError {
		t.Fatalf("tool error: %+v", res.Content[0])
	}
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatalf("structured content %s: %v", b, err)
	}
	return out
}

func tokenFor(t *testing.T, f *fixture, a actor.Actor, scopes ...string) string {
	t.Helper()
	_, token, err := f.engine.CreateMcpToken(context.Background(), a, engine.McpTokenInput{Name: "agent", Scopes: scopes, Egress: "internal"})
	if err != nil {
		t.Fatal(err)
	}
	return token
}

// Every tool over the SDK's own client, on the demo workspace with a compiled queue.
func TestMCPToolsOverTheDemo(t *testing.T) {
	f, _, a, _ := actionsFixture(t)
	s := mcpSession(t, f.URL, tokenFor(t, f, a, "read", "propose"))

	type queueOut struct {
		QueueVersion int
		Packets      []struct {
			ID        string
			Rank      int
			Objective string
		}
	}
	q := structured[queueOut](t, callTool(t, s, "list_queue", map[string]any{"first": 3}))
	if q.QueueVersion != 1 || len(q.Packets) != 3 || q.Packets[0].Rank != 1 {
		t.Fatalf("list_queue = %+v", q)
	}
	// The same persisted packets the web shows.
	_, r := f.graphql(t, `{ today(first: 3) { edges { node { id objective } } } }`, nil)
	if !json.Valid(r.Data) || len(r.Errors) > 0 {
		t.Fatalf("today: %+v", r.Errors)
	}
	for _, p := range q.Packets {
		if !strings.Contains(string(r.Data), p.ID) {
			t.Fatalf("list_queue packet %s is not in GraphQL today: %s", p.ID, r.Data)
		}
	}
	type packetOut struct {
		ID          string
		Objective   string
		ReceiptHash *string
		Evidence    []struct{ ChunkID *string }
	}
	p := structured[packetOut](t, callTool(t, s, "get_packet", map[string]any{"id": q.Packets[0].ID}))
	if p.ID != q.Packets[0].ID || p.ReceiptHash == nil || len(p.Evidence) == 0 {
		t.Fatalf("get_packet = %+v", p)
	}
	type proposeOut struct {
		ProposalID  string
		Status      string
		EvidenceIDs []string
	}
	pr := structured[proposeOut](t, callTool(t, s, "propose", map[string]any{"packetId": p.ID, "idempotencyKey": "agent-1", "teamId": "team-eng", "title": "From an agent"}))
	if pr.Status != "pending" || len(pr.EvidenceIDs) == 0 {
		t.Fatalf("propose = %+v", pr)
	}
	// Execution still needs the owner: the proposal is pending in Review actions.
	_, r = f.graphql(t, `query($id: ID!) { proposal(id: $id) { status } }`, map[string]any{"id": pr.ProposalID})
	if !strings.Contains(string(r.Data), `"PENDING"`) {
		t.Fatalf("proposal after propose = %s", r.Data)
	}
	// A token without the propose scope cannot propose.
	readOnly := mcpSession(t, f.URL, tokenFor(t, f, a, "read"))
	if _, err := readOnly.CallTool(context.Background(), &mcp.CallToolParams{Name: "propose", Arguments: map[string]any{"packetId": p.ID, "idempotencyKey": "x", "teamId": "t", "title": "x"}}); err == nil {
		t.Fatal("propose without the scope succeeded")
	}
}

// Parity: the same question through the MCP search tool and through GraphQL search returns the
// same evidence.
func TestMCPSearchParityWithGraphQL(t *testing.T) {
	f, _, a, _ := actionsFixture(t)
	s := mcpSession(t, f.URL, tokenFor(t, f, a, "read"))
	for _, question := range []string{"Who owns ENG-101 and when is it due?", "export job failures", "what did Priya commit to"} {
		type searchOut struct {
			Evidence []struct{ ChunkID string }
		}
		m := structured[searchOut](t, callTool(t, s, "search", map[string]any{"query": question, "first": 10}))
		_, r := f.graphql(t, `query($q: String!) { search(input: { query: $q, mode: AUTO, first: 10 }) { hits { chunk { id } } } }`, map[string]any{"q": question})
		var g struct {
			Search struct {
				Hits []struct{ Chunk struct{ ID string } }
			}
		}
		if err := json.Unmarshal(r.Data, &g); err != nil || len(r.Errors) > 0 {
			t.Fatalf("graphql search: %v %+v", err, r.Errors)
		}
		var viaMCP, viaGraphQL []string
		for _, e := range m.Evidence {
			viaMCP = append(viaMCP, e.ChunkID)
		}
		for _, h := range g.Search.Hits {
			viaGraphQL = append(viaGraphQL, h.Chunk.ID)
		}
		if len(viaMCP) == 0 || !slices.Equal(viaMCP, viaGraphQL) {
			t.Errorf("%q: MCP %v, GraphQL %v", question, viaMCP, viaGraphQL)
		}
	}
}
