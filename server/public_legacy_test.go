package server_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/provision"
)

// checkNoLeak fails when body has any of the public leak patterns.
func checkNoLeak(t *testing.T, label, body string) {
	t.Helper()
	for _, l := range leaks {
		if m := l.re.FindString(body); m != "" {
			t.Errorf("%s: contains a %s (%q): %.300s", label, l.name, m, body)
		}
	}
}

// Rows stored by an older build, with fields today's projection does not know (ids, errors,
// secrets in the stored JSON), are still projected on the way out: the public actor sees none
// of it.
func TestLegacyShapedRowsAreStillProjected(t *testing.T) {
	f, _, a, _ := actionsFixture(t)
	ctx := context.Background()
	if _, err := provision.Public(ctx, f.db, a.WorkspaceID, time.Now()); err != nil {
		t.Fatal(err)
	}
	key := testSecretKey()
	public := serveOnDB(t, f, engine.Options{PublicWorkspaceID: a.WorkspaceID, SecretKey: key}).asBrowser(t)
	_, r := public.graphql(t, `mutation { ask(input: { question: "Who owns ENG-101 and when is it due?" }) { id status } }`, nil)
	var d struct{ Ask struct{ ID string } }
	if err := json.Unmarshal(r.Data, &d); err != nil || d.Ask.ID == "" {
		t.Fatalf("public ask = %s %+v", r.Data, r.Errors)
	}
	legacy := `{"workspaceId":"` + a.WorkspaceID + `","providerError":"HTTP 500 from https://kb.internal.example/v1","secret":"whsec_legacy","storageId":"doc_0123456789abcdef"}`
	if _, err := f.db.W.Exec(`UPDATE answers SET receipt = json_set(receipt, '$.legacy', json(?), '$.answer.citations[0].internalNote', json(?))`, legacy, legacy); err != nil {
		t.Fatal(err)
	}
	// Packets are immutable: an old row is replaced the only way possible, delete and insert.
	var id, pkt string
	if err := f.db.R.QueryRow(`SELECT id, packet FROM queue_packets ORDER BY rank LIMIT 1`).Scan(&id, &pkt); err != nil {
		t.Fatal(err)
	}
	if _, err := f.db.W.Exec(`CREATE TEMP TABLE p AS SELECT * FROM queue_packets WHERE id = ?`, id); err != nil {
		t.Fatal(err)
	}
	if _, err := f.db.W.Exec(`DELETE FROM queue_packets WHERE id = ?`, id); err != nil {
		t.Fatal(err)
	}
	if _, err := f.db.W.Exec(`INSERT INTO queue_packets SELECT id, version_id, workspace_id, rank, component, public_ref,
		json_set(packet, '$.legacy', json(?), '$.evidence[0].citation.internalUrl', 'https://kb.internal.example/x'), receipt_hash, created_at FROM p`, legacy); err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`{ answers(first: 5) { edges { node { id question status text citations { id title excerpt provider url sourceRef } missingInformation receiptHash } } } }`,
		`query($id: ID!) { answer(id: $id) { id text citations { id title excerpt url sourceRef } retrievalTrace { calls { lane } } } }`,
		`{ today(first: 3) { edges { node { id objective evidence { text title url } receiptHash } } } }`,
	} {
		_, r := public.graphql(t, q, map[string]any{"id": d.Ask.ID})
		raw, _ := json.Marshal(r)
		if strings.Contains(string(raw), "legacy") || strings.Contains(string(raw), "internalNote") {
			t.Errorf("public response carries the legacy fields: %.300s", raw)
		}
		checkNoLeak(t, q[:20], string(raw))
		if len(r.Errors) > 0 {
			t.Errorf("public read of legacy rows failed: %+v", r.Errors)
		}
	}
}

// Every MCP tool with a customer-egress token: nothing internal, no storage ids, hashes,
// secrets, provider errors or URLs.
func TestMCPCustomerTokenLeaksNothing(t *testing.T) {
	f, _, a, _ := actionsFixture(t)
	_, token, err := f.engine.CreateMcpToken(context.Background(), a, engine.McpTokenInput{Name: "support bot", Scopes: []string{"read"}, Egress: "customer"})
	if err != nil {
		t.Fatal(err)
	}
	s := mcpSession(t, f.URL, token)
	list, err := s.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	q := callTool(t, s, "list_queue", map[string]any{"first": 2})
	var lq struct{ Packets []struct{ ID string } }
	b, _ := json.Marshal(q.StructuredContent)
	_ = json.Unmarshal(b, &lq)
	args := map[string]map[string]any{
		"search":           {"query": "Who owns ENG-101?"},
		"ask":              {"question": "Who owns ENG-101?"},
		"knowledge_search": {"query": "refund"},
		"list_queue":       {"first": 2},
		"get_packet":       {"id": "pub_none"},
		"propose":          {"packetId": "x", "idempotencyKey": "x", "teamId": "t", "title": "x"},
	}
	if len(lq.Packets) > 0 {
		args["get_packet"]["id"] = lq.Packets[0].ID
	}
	for _, tool := range list.Tools {
		res, err := s.CallTool(context.Background(), &mcp.CallToolParams{Name: tool.Name, Arguments: args[tool.Name]})
		var body []byte
		if err != nil {
			body = []byte(err.Error())
		} else {
			body, _ = json.Marshal(res)
		}
		checkNoLeak(t, "customer token "+tool.Name, string(body))
	}
}
