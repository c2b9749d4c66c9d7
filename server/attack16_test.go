package server_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/mcptoken"
)

// Attack sixteen (2026-12-03, after the session's review): the team's mail domains tried by the
// actors and fields attack fifteen did not use. Alice lists payco.example; then a widget key, the
// public actor, a customer-egress MCP token, an agent token and a member of her workspace try to
// set or read the list; mallory, from a foreign Host and Origin, reads and sets lists; a request
// names the input's field twice, in the query and in the JSON variables.
func TestAttack16TeamDomainsAcrossActors(t *testing.T) {
	tn := newTenants(t)
	alice := newA10(t, tn, "alice")
	if _, codes := alice.setDomains(t, `["payco.example"]`); len(codes) > 0 {
		t.Fatalf("alice lists her domains: %v", codes)
	}
	want := []string{"payco.example"}
	ctx := context.Background()

	intruders := outsiders(alice.a.WorkspaceID)
	intruders["customer MCP token"] = actor.Actor{Kind: actor.MCPToken, Subject: "mcp-customer", WorkspaceID: alice.a.WorkspaceID, Role: actor.Member,
		Scopes: []string{mcptoken.ScopeRead}, Egress: actor.EgressCustomer}
	intruders["owner's agent token"] = actor.Actor{Kind: actor.MCPToken, Subject: "mcp-agent", WorkspaceID: alice.a.WorkspaceID, Role: actor.Owner,
		Scopes: []string{mcptoken.ScopeRead, mcptoken.ScopePropose}}
	intruders["member"] = actor.Actor{Kind: actor.OIDC, Subject: "oidc:member", WorkspaceID: alice.a.WorkspaceID, Role: actor.Member}
	for name, a := range intruders {
		if _, err := tn.e.SetTeamDomains(ctx, a, []string{"attacker.example"}); !errs.Is(err, errs.Forbidden) {
			t.Errorf("%s sets alice's team domains: %v, want FORBIDDEN", name, err)
		}
		domains, told, err := tn.e.TeamDomains(ctx, a)
		if err != nil || told != (name == "member") {
			t.Errorf("%s is told alice's team domains: %v %v %v (only her workspace's people are)", name, domains, told, err)
		}
	}
	if got := alice.listedDomains(t); strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("after the intruders: alice's list %v, want %v", got, want)
	}

	// Mallory, from a foreign Host and Origin with her own credential, reads and sets only her
	// own workspace's list.
	mallory := newA10(t, tn, "mallory")
	foreign := map[string]string{"Authorization": "Bearer " + mallory.tok, "Host": "evil.example", "Origin": "https://evil.example"}
	if data, _ := tn.gqlCodes(t, foreign, `{ viewer { workspace { teamDomains } } }`); strings.Contains(string(data), "payco") {
		t.Errorf("mallory from a foreign host reads alice's list: %s", data)
	}
	tn.gqlCodes(t, foreign, `mutation { setTeamDomains(input: { domains: ["attacker.example"] }) { teamDomains } }`)
	if got := alice.listedDomains(t); strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("after mallory's set from a foreign host: alice's list %v, want %v", got, want)
	}

	// The input's field twice in the query: refused whole, nothing changes.
	if _, codes := alice.setDomains(t, `["b.example"], domains: ["attacker.example"]`); len(codes) == 0 {
		t.Errorf("domains named twice in the query was accepted")
	}
	if got := alice.listedDomains(t); strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("after a query naming domains twice: alice's list %v, want %v", got, want)
	}

	// The variable twice in the JSON body: read one way (the last, as JSON decoders do), never a
	// mix of both lists.
	body := `{"query":"mutation($d: [String!]!) { setTeamDomains(input: { domains: $d }) { teamDomains } }","variables":{"d":["b.example"],"d":["c.example"]}}`
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, tn.url+"/graphql", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+alice.tok)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var r gqlReply
	_ = json.NewDecoder(resp.Body).Decode(&r)
	resp.Body.Close()
	got := alice.listedDomains(t)
	if l := strings.Join(got, ","); l != "b.example" && l != "c.example" && l != "payco.example" {
		t.Errorf("a variable named twice left the list %v: a mix, or neither list", got)
	}
}
