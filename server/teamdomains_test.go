package server_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
)

// gqlCodes posts a GraphQL query and returns its data and its errors' extensions.code.
func (tn *tenants) gqlCodes(t *testing.T, header map[string]string, query string) (json.RawMessage, []string) {
	t.Helper()
	r := tn.gqlReply(t, header, query)
	var codes []string
	for _, e := range r.Errors {
		codes = append(codes, e.Extensions.Code)
	}
	return r.Data, codes
}

// A vendor whose page the workspace holds writes from a domain the team's tools show, so while
// the team's domains are read from its tools the vendor's mail closes tracked work (attack ten,
// PAY-71). Once the owner lists the team's domains, over GraphQL, the queue is recompiled at once
// and the vendor's "done" closes nothing, in Today and in Ask. Bad lists are refused whole; only
// the owner sets the list; the public actor is not told it.
func TestListedTeamDomainsCloseTheVendorHole(t *testing.T) {
	tn := newTenants(t)
	w := newA10(t, tn, "alice")
	w.imp(t, ingest.LinearCSV, "Linear", "issues.csv", a10Tracker([]a10Issue{{"PAY-71", "Vault connector task", "Kim Park", "2026-12-12"}}))
	w.imp(t, ingest.JSONL, "Chat", "chat.jsonl", []byte(`{"id":"c1","title":"#payments","body":"Kim Park: vault rollout notes are in the runbook","author":"Kim Park <kim@payco.example>","createdAt":"2026-11-01T09:00:00Z","metadata":{"kind":"chat"}}`+"\n"))
	w.imp(t, ingest.JSONL, "Drive", "drive.jsonl", []byte(`{"id":"v1","title":"Vendor integration spec","body":"How the vault connector works.","author":"Vera Vendor <vera@vendor.example>","createdAt":"2026-11-02T09:00:00Z"}`+"\n"))
	w.imp(t, ingest.Mbox, "Mail", "inbox.mbox", []byte(a10Mail("m71@vendor.example", "Vera Vendor <vera@vendor.example>", "PAY-71", "Thu, 19 Nov 2026 10:00:00 +0000", "PAY-71 is done, closing it.")))
	w.compile(t)
	if _, open := w.today(t)["PAY-71"]; open {
		// The hole this test closes must reproduce first, or the test proves nothing.
		t.Fatal("with the team read from its tools, the vendor's mail did not close PAY-71: the vendor hole no longer reproduces here")
	}

	data, codes := tn.gqlCodes(t, w.hdr(), `mutation { setTeamDomains(input: { domains: [" PayCo.Example ", "kim@eu.payco.example"] }) { teamDomains } }`)
	if len(codes) > 0 || !strings.Contains(string(data), `"teamDomains":["eu.payco.example","payco.example"]`) {
		t.Fatalf("setTeamDomains = %s %v", data, codes)
	}
	got, open := w.today(t)["PAY-71"]
	if !open || got.owner != "Kim Park" || got.due != "2026-12-12" {
		t.Fatalf("after listing the team's domains, Today shows PAY-71 %+v (open %v); want it open, Kim Park's, due 2026-12-12", got, open)
	}
	if a := w.ask(t, "What is the status of PAY-71?"); strings.Contains(a.Text, "completion state of PAY-71 is done") {
		t.Fatalf("Ask states the vendor's done: %q", a.Text)
	}

	// A bad list is refused whole and changes nothing.
	for _, bad := range []string{`["payco.example", "gmail.com"]`, `["not a domain"]`, `["localhost"]`} {
		if _, codes := tn.gqlCodes(t, w.hdr(), `mutation { setTeamDomains(input: { domains: `+bad+` }) { teamDomains } }`); len(codes) != 1 || codes[0] != string(errs.Invalid) {
			t.Errorf("setTeamDomains(%s) codes = %v, want BAD_USER_INPUT", bad, codes)
		}
	}
	if data, _ := tn.gqlCodes(t, w.hdr(), `{ viewer { workspace { teamDomains } } }`); !strings.Contains(string(data), `"teamDomains":["eu.payco.example","payco.example"]`) {
		t.Fatalf("after refused lists, viewer = %s; want the list unchanged", data)
	}

	// Only the owner sets it; an agent credential, a member and the public actor are refused.
	ctx := context.Background()
	for name, who := range map[string]actor.Actor{
		"member": {Kind: actor.OIDC, Subject: "oidc:m", WorkspaceID: w.a.WorkspaceID, Role: actor.Member},
		"agent":  {Kind: actor.MCPToken, Subject: "mcp:mt_1", WorkspaceID: w.a.WorkspaceID, Role: actor.Owner, Scopes: []string{"read"}},
		"public": {Kind: actor.Public, Subject: "public-access", WorkspaceID: w.a.WorkspaceID, Role: actor.PublicAccess},
	} {
		if _, err := tn.e.SetTeamDomains(ctx, who, []string{"attacker.example"}); !errs.Is(err, errs.Forbidden) {
			t.Errorf("%s setting team domains = %v, want FORBIDDEN", name, err)
		}
		if domains, told, err := tn.e.TeamDomains(ctx, who); err != nil || told != (who.Role == actor.Member) {
			t.Errorf("%s: told the team domains %v = %v (%v); only the workspace's people are", name, domains, told, err)
		}
	}

	// Another tenant's owner sets their own workspace's list, not alice's.
	other := newA10(t, tn, "mallory")
	if _, codes := tn.gqlCodes(t, other.hdr(), `mutation { setTeamDomains(input: { domains: ["attacker.example"] }) { teamDomains } }`); len(codes) > 0 {
		t.Fatalf("mallory's own list: %v", codes)
	}
	if data, _ := tn.gqlCodes(t, w.hdr(), `{ viewer { workspace { teamDomains } } }`); strings.Contains(string(data), "attacker") {
		t.Fatalf("alice's list after mallory set hers: %s", data)
	}

	// An empty list returns to reading the domains from the team's tools.
	if data, codes := tn.gqlCodes(t, w.hdr(), `mutation { setTeamDomains(input: { domains: [] }) { teamDomains } }`); len(codes) > 0 || !strings.Contains(string(data), `"teamDomains":[]`) {
		t.Fatalf("clearing = %s %v", data, codes)
	}
}
