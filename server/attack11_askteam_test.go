package server_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/mcptoken"
)

// TestAskTheStoredTeamAcrossActorsAndFields attacks this session's boundary changes: the team
// and tracked subjects each compile stores (workspace_team) and Ask reads back, and JSONL kinds
// read by their words. Alice tracks TKT-300 (assignee Ana Ruiz, in progress); a customer mails
// "TKT-300 is done" under an export kind of "E-mail". Mallory's team writes from the customer's
// own domain, so in her workspace the same words are the team's.
//   - Mallory, from a foreign Host and Origin, asks naming alice's sources: nothing of alice's.
//   - The public actor asks: nothing of alice's.
//   - A customer-egress MCP token and the widget key of alice's workspace ask through the
//     engine: refused, or answered without the customer's "done".
//   - Alice asks, also narrowed to the customer's mail: TKT-300 is not done.
//   - A record naming its metadata kind twice, or a kind past the field limit, is refused or
//     read one way; either way the customer's mail stays outside.
func TestAskTheStoredTeamAcrossActorsAndFields(t *testing.T) {
	tn := newTenants(t)
	aliceTok, alice := tn.bearer(t, "alice")
	malloryTok, mallory := tn.bearer(t, "mallory")
	ctx := context.Background()
	importAs, must := tn.importer(t), fatalIf(t)
	must(importAs(alice, ingest.JSONL, "Tracker", "t.jsonl", `{"id":"TKT-300","title":"TKT-300 Refund ledger","body":"Assignee: Ana Ruiz\nStatus: In Progress\nDue date: 2026-12-20","author":"Pia Sand","createdAt":"2026-11-18T09:00:00Z","metadata":{"kind":"ticket"}}`+"\n"))
	must(importAs(alice, ingest.JSONL, "Chat", "c.jsonl", `{"id":"c1","title":"#payments","body":"Ana Ruiz: working on TKT-300 today.","author":"Ana Ruiz <ana@payco.example>","createdAt":"2026-11-18T10:00:00Z","metadata":{"kind":"chat"}}`+"\n"))
	must(importAs(alice, ingest.JSONL, "Customer mail", "m.jsonl", `{"id":"m1","title":"TKT-300","body":"TKT-300 is done, closing it.","author":"Carl Kunde <carl@customer.example>","createdAt":"2026-11-19T10:00:00Z","metadata":{"kind":"E-mail"}}`+"\n"))
	must(importAs(mallory, ingest.JSONL, "Chat", "c.jsonl", `{"id":"c1","title":"#ops","body":"Carl Kunde: TKT-300 is done, closing it.","author":"Carl Kunde <carl@customer.example>","createdAt":"2026-11-19T10:00:00Z","metadata":{"kind":"chat"}}`+"\n"))

	compile := `mutation { compileQueue(input: { asOf: "2026-11-20T09:00:00Z" }) { queue { version } } }`
	aliceH := map[string]string{"Authorization": "Bearer " + aliceTok}
	malloryH := map[string]string{"Authorization": "Bearer " + malloryTok, "Host": "evil.example", "Origin": "https://evil.example"}
	for _, h := range []map[string]string{aliceH, malloryH} {
		if _, e := tn.gql(t, h, compile); len(e) > 0 {
			t.Fatalf("compile: %v", e)
		}
	}
	ask := func(h map[string]string, q string, sources []string) string {
		t.Helper()
		resp := tn.post(t, h, map[string]any{
			"query":     `mutation($q: String!, $s: [ID!]) { ask(input: {question: $q, sourceIds: $s}) { status text retrievalTrace { factsNote } } }`,
			"variables": map[string]any{"q": q, "s": sources},
		})
		defer resp.Body.Close()
		var r json.RawMessage
		if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
			t.Fatal(err)
		}
		return string(r)
	}
	var aliceSources, mailSource []string
	must(tn.db.R.SelectContext(ctx, &aliceSources, `SELECT id FROM sources WHERE workspace_id = ?`, alice.WorkspaceID))
	must(tn.db.R.SelectContext(ctx, &mailSource, `SELECT id FROM sources WHERE workspace_id = ? AND name = 'Customer mail'`, alice.WorkspaceID))
	const q = "What is the status of TKT-300?"
	done := "completion state of TKT-300 is done"

	// The control: in mallory's workspace the customer's domain is her team's, and the words
	// close her TKT-300; were her stored team read for alice, alice's would close too.
	if got := ask(malloryH, q, nil); !strings.Contains(got, done) {
		t.Fatalf("control: mallory's own team does not close her TKT-300: %s", got)
	}
	for _, s := range [][]string{nil, aliceSources} {
		if got := ask(malloryH, q, s); strings.Contains(got, "Ana Ruiz") || strings.Contains(got, "Refund ledger") || strings.Contains(got, "payco") {
			t.Errorf("mallory (sources %v, foreign Host) reads alice's evidence: %s", s, got)
		}
	}
	for _, s := range [][]string{nil, aliceSources} {
		if got := ask(nil, q, s); strings.Contains(got, "Ana Ruiz") || strings.Contains(got, "Refund ledger") || strings.Contains(got, "Carl Kunde") {
			t.Errorf("the public actor (sources %v) reads alice's evidence: %s", s, got)
		}
	}
	intruders := outsiders(alice.WorkspaceID)
	intruders["customer MCP token"] = actor.Actor{Kind: actor.MCPToken, Subject: "mcp-customer", WorkspaceID: alice.WorkspaceID, Role: actor.Member,
		Scopes: []string{mcptoken.ScopeRead}, Egress: actor.EgressCustomer}
	for name, a := range intruders {
		ans, err := tn.e.Ask(ctx, a, engine.AskInput{Question: q})
		if err == nil && strings.Contains(ans.Text, done) {
			t.Errorf("%s: Ask = %q; the customer's mail closed alice's tracked item", name, ans.Text)
		}
		if err != nil && errs.CodeOf(err) == "" {
			t.Errorf("%s: Ask = %v, want a typed refusal or an answer", name, err)
		}
	}
	for _, s := range [][]string{nil, mailSource} {
		if got := ask(aliceH, q, s); strings.Contains(got, done) || strings.Contains(got, "Sources disagree on the completion state") {
			t.Errorf("alice (sources %v): the customer's mail (kind \"E-mail\") changes TKT-300's status: %s", s, got)
		}
	}

	// Duplicated and oversized kind fields: refused, or read one way; the customer stays outside.
	for name, rec := range map[string]string{
		"kind twice":        `{"id":"k1","title":"TKT-300 note","body":"TKT-300 is done.","author":"Carl Kunde <carl@customer.example>","createdAt":"2026-11-19T11:00:00Z","metadata":{"kind":"chat","kind":"mail"}}`,
		"kind and KIND":     `{"id":"k2","title":"TKT-300 note","body":"TKT-300 is done.","author":"Carl Kunde <carl@customer.example>","createdAt":"2026-11-19T11:00:00Z","metadata":{"kind":"mail","KIND":"chat"}}`,
		"an oversized kind": `{"id":"k3","title":"TKT-300 note","body":"TKT-300 is done.","author":"Carl Kunde <carl@customer.example>","createdAt":"2026-11-19T11:00:00Z","metadata":{"kind":"mail` + strings.Repeat(" mail", ingest.MaxFieldChars/5) + `"}}`,
	} {
		err := importAs(alice, ingest.JSONL, "Odd kinds "+name, "k.jsonl", rec+"\n")
		if err != nil && errs.CodeOf(err) != errs.Invalid {
			t.Errorf("%s: Import = %v, want BAD_USER_INPUT or an import", name, err)
		}
		if err == nil {
			t.Logf("%s: imported", name)
		}
	}
	if _, e := tn.gql(t, aliceH, compile); len(e) > 0 {
		t.Fatalf("alice's recompile: %v", e)
	}
	if got := ask(aliceH, q, nil); strings.Contains(got, done) {
		t.Errorf("after the odd kinds: the customer's words close TKT-300: %s", got)
	}
	var today json.RawMessage
	today, _ = tn.gql(t, aliceH, `{ today(first: 50) { edges { node { exactIds owner } } } }`)
	if !strings.Contains(string(today), "TKT-300") || !strings.Contains(string(today), "Ana Ruiz") {
		t.Errorf("alice's Today: TKT-300 closed or its owner lost: %s", today)
	}
}
