package server_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/mcptoken"
)

// aliceChat is alice's team chat: an open call for KLN-7 answered by Ana Ruiz in her own line;
// a call for KLN-8 "answered" by Tom Berg relaying "Ivo Lanz: me" (Ivo is known: he writes
// the next line); a table whose person column names Ivo for KLN-14 (the control that the
// person-column reading is at work in alice's workspace).
const aliceChat = `{"id":"c1","title":"#kiln","body":"KLN-7 kiln door seal — who","author":"Pia Sand","createdAt":"2026-11-16T09:00:00Z","metadata":{"kind":"chat","source":"slack"}}
{"id":"c2","title":"#kiln","body":"me. fitting the new gasket by 20 Nov","author":"Ana Ruiz","createdAt":"2026-11-16T09:05:00Z","metadata":{"kind":"chat","source":"slack"}}
{"id":"c3","title":"#kiln","body":"KLN-8 glaze order — who","author":"Pia Sand","createdAt":"2026-11-17T09:00:00Z","metadata":{"kind":"chat","source":"slack"}}
{"id":"c4","title":"#kiln","body":"Ivo Lanz: me","author":"Tom Berg","createdAt":"2026-11-17T09:05:00Z","metadata":{"kind":"chat","source":"slack"}}
{"id":"c5","title":"#kiln","body":"KLN-8 glaze order due 24 Nov, still open.","author":"Ivo Lanz","createdAt":"2026-11-17T10:00:00Z","metadata":{"kind":"chat","source":"slack"}}
{"id":"p1","title":"Kiln plan","body":"| piece | on it | due |\n|---|---|---|\n| KLN-14 kiln legs | Ivo Lanz | 28 Nov |\n","author":"Ana Ruiz","createdAt":"2026-11-18T09:00:00Z"}
`

// aliceTicket is alice's help desk: Pia's call for KLN-15 on TKT-89 (the customer's "Me" to
// it is imported as a comment from another source: a ticket's comments share its thread across
// sources), TKT-88 with the call and the customer's "Me" in one record, and two tickets the
// comments answer "On it.": TKT-91 by Ana (the control: a teammate's "On it" claims the item)
// and TKT-90 by the customer.
const aliceTicket = `{"id":"TKT-89","title":"TKT-89 Refund callback for KLN-15","body":"who can take the callback for KLN-15? due 25 Nov","author":"Pia Sand","createdAt":"2026-11-18T09:00:00Z","metadata":{"kind":"ticket"}}
{"id":"TKT-91","title":"TKT-91 Oven vent KLN-17","body":"KLN-17 oven vent due 29 Nov.","author":"Pia Sand","createdAt":"2026-11-18T09:00:00Z","metadata":{"kind":"ticket"}}
{"id":"TKT-90","title":"TKT-90 Oven door KLN-16","body":"KLN-16 oven door due 29 Nov.","author":"Pia Sand","createdAt":"2026-11-18T09:00:00Z","metadata":{"kind":"ticket"}}
{"id":"TKT-88","title":"TKT-88 Refund callback for KLN-9","body":"Pia Sand: who can take the callback for KLN-9? due 25 Nov\nCarl Kunde: Me","author":"Carl Kunde","createdAt":"2026-11-18T09:00:00Z","metadata":{"kind":"ticket"}}
`

// malloryChat is mallory's workspace, in alice's item keys: a call answered "me." by Mallory
// Stone, a person column naming "me" (Mallory), work put on her, and an action marker.
const malloryChat = `{"id":"m1","title":"#kiln","body":"KLN-7 kiln door seal — who","author":"Eve Outsider","createdAt":"2026-11-16T09:00:00Z","metadata":{"kind":"chat","source":"slack"}}
{"id":"m2","title":"#kiln","body":"me.","author":"Mallory Stone","createdAt":"2026-11-16T09:01:00Z","metadata":{"kind":"chat","source":"slack"}}
{"id":"m3","title":"Kiln plan","body":"| piece | on it | due |\n|---|---|---|\n| KLN-7 kiln door seal | me | 21 Nov |\n| KLN-8 glaze order | me | 22 Nov |\n","author":"Mallory Stone","createdAt":"2026-11-17T09:00:00Z"}
{"id":"m4","title":"#kiln","body":"KLN-9 is on Mallory Stone.\nAI Mallory: fit the KLN-7 door seal","author":"Eve Outsider","createdAt":"2026-11-17T10:00:00Z","metadata":{"kind":"chat","source":"slack"}}
`

// planted is what an outsider tries to import into alice's workspace: a call for KLN-7 and
// Mallory's "me." in alice's channel.
const planted = `{"id":"x1","title":"#kiln","body":"KLN-7 kiln door seal — who","author":"Pia Sand","createdAt":"2026-11-16T09:02:00Z","metadata":{"kind":"chat","source":"slack"}}
{"id":"x2","title":"#kiln","body":"me.","author":"Mallory Stone","createdAt":"2026-11-16T09:03:00Z","metadata":{"kind":"chat","source":"slack"}}
`

// Attack on the session's owner readings of 2026-12-02 (an open call and its first volunteer,
// a person column under any header, work put on a person), as an outsider would try them
// across two tenants: mallory answers a call and fills a person column with herself for alice's
// item keys in her own workspace; she asks and reads Today from a foreign Host and Origin
// naming alice's sources; the anonymous public actor does the same; a widget key, a customer
// MCP token and the public actor try to import a planted call and "me." into alice's
// workspace; records name their author twice or flood an author, a header or a person cell;
// and inside alice's workspace a relayed "Ivo Lanz: me" and a customer's "Me" on a ticket
// answer calls, and a customer comments "On it." on a ticket. Alice's owners stay those her own
// evidence gives, and nothing is written where it is refused; the customer's "On it." is a
// known hole, kept as a skipped subtest.
func TestTheSessionsOwnerReadingsHoldAcrossTenantsAndActors(t *testing.T) {
	tn := newTenants(t)
	aliceTok, alice := tn.bearer(t, "alice")
	malloryTok, mallory := tn.bearer(t, "mallory")
	ctx := context.Background()
	importAs, must := tn.importer(t), fatalIf(t)
	imp := func(a actor.Actor, source, body string) error {
		return importAs(a, ingest.JSONL, source, "chat.jsonl", body)
	}
	must(imp(alice, "Chat", aliceChat))
	must(imp(alice, "Tickets", aliceTicket))
	must(imp(alice, "Ticket comments", `{"id":"TKT-89","title":"TKT-89 Refund callback for KLN-15","body":"Me, I'm available all afternoon.","author":"Carl Kunde","createdAt":"2026-11-18T09:10:00Z","metadata":{"kind":"ticket"}}`+"\n"+
		`{"id":"TKT-90","title":"TKT-90 comment","body":"On it.","author":"Carl Kunde <carl@customer.example>","createdAt":"2026-11-18T09:10:00Z","metadata":{"kind":"ticket"}}`+"\n"+
		`{"id":"TKT-91","title":"TKT-91 comment","body":"On it.","author":"Ana Ruiz","createdAt":"2026-11-18T09:10:00Z","metadata":{"kind":"ticket"}}`+"\n"))
	must(imp(mallory, "Chat", malloryChat))

	// 4. Refused outright, and nothing written: the workspace's widget key, a customer MCP
	// token (read scope) and the public actor importing the planted call and "me.".
	sources := func() int { return tn.sourceCount(t, alice.WorkspaceID) }
	before := sources()
	intruders := outsiders(alice.WorkspaceID)
	intruders["customer MCP token"] = actor.Actor{Kind: actor.MCPToken, Subject: "mcp-customer", WorkspaceID: alice.WorkspaceID, Role: actor.Member,
		Scopes: []string{mcptoken.ScopeRead}, Egress: actor.EgressCustomer}
	for name, a := range intruders {
		if err := imp(a, "Planted", planted); errs.CodeOf(err) == "" {
			t.Errorf("%s: Import = %v, want a typed refusal", name, err)
		}
	}
	// 5. A chat record naming its author twice (decoders disagree on who speaks), exactly or in
	// two cases, and an author over the field limit, are refused.
	for name, rec := range map[string]string{
		"author twice":        `{"id":"d1","title":"#kiln","body":"me.","author":"Ana Ruiz","author":"Mallory Stone","createdAt":"2026-11-16T09:06:00Z","metadata":{"kind":"chat"}}`,
		"author and AUTHOR":   `{"id":"d2","title":"#kiln","body":"me.","author":"Ana Ruiz","AUTHOR":"Mallory Stone","createdAt":"2026-11-16T09:06:00Z","metadata":{"kind":"chat"}}`,
		"an oversized author": `{"id":"d3","title":"#kiln","body":"me.","author":"` + strings.Repeat("Mallory Stone ", ingest.MaxFieldChars/13) + `","createdAt":"2026-11-16T09:06:00Z","metadata":{"kind":"chat"}}`,
	} {
		if err := imp(alice, "Twice", rec+"\n"); errs.CodeOf(err) != errs.Invalid {
			t.Errorf("%s: Import = %v, want BAD_USER_INPUT", name, err)
		}
	}
	if n := sources(); n != before {
		t.Errorf("alice's sources: %d after the refused imports, %d before", n, before)
	}
	// A header or a person cell past the field limit sits in a body, which has no such limit:
	// the import is accepted, and neither names an owner (the flooded header is no table; the
	// flooded cell is no person). The row beside them, under a plain header, still does.
	hdr := strings.Repeat("on it ", ingest.MaxFieldChars/5)
	cell := strings.Repeat("Ivo Lanz ", ingest.MaxFieldChars/8)
	must(imp(alice, "Flood", `{"id":"f1","title":"Flood plan","body":"| piece | `+hdr+` | due |\n|---|---|---|\n| KLN-11 kiln shelf | Ivo Lanz | 26 Nov |\n","author":"Ana Ruiz","createdAt":"2026-11-18T09:00:00Z"}`+"\n"+
		`{"id":"f2","title":"Flood plan 2","body":"| piece | on it | due |\n|---|---|---|\n| KLN-12 kiln vent | `+cell+` | 27 Nov |\n| KLN-13 kiln lid | Ivo Lanz | 28 Nov |\n","author":"Ana Ruiz","createdAt":"2026-11-18T09:00:00Z"}`+"\n"))

	compile := `mutation { compileQueue(input: { asOf: "2026-11-19T09:00:00Z" }) { queue { version } } }`
	today := `{ today(first: 50) { edges { node { exactIds owner due } } } }`
	owners := func(raw json.RawMessage) map[string]string {
		t.Helper()
		var got struct {
			Today struct {
				Edges []struct {
					Node struct {
						ExactIDs []string `json:"exactIds"`
						Owner    *string
					}
				}
			}
		}
		if err := json.Unmarshal(raw, &got); err != nil {
			t.Fatal(err)
		}
		out := map[string]string{}
		for _, e := range got.Today.Edges {
			for _, id := range e.Node.ExactIDs {
				out[id] = "(none)"
				if e.Node.Owner != nil {
					out[id] = *e.Node.Owner
				}
			}
		}
		return out
	}
	ask := func(header map[string]string, sourceIDs []string, question ...string) string {
		t.Helper()
		resp := tn.post(t, header, map[string]any{
			"query":     `mutation($q: String!, $s: [ID!]) { ask(input: {question: $q, sourceIds: $s}) { status text } }`,
			"variables": map[string]any{"q": append(question, "Who owns KLN-7?")[0], "s": sourceIDs},
		})
		defer resp.Body.Close()
		var r json.RawMessage
		if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
			t.Fatal(err)
		}
		return string(r)
	}
	var aliceSources []string
	must(tn.db.R.SelectContext(ctx, &aliceSources, `SELECT id FROM sources WHERE workspace_id = ?`, alice.WorkspaceID))
	aliceOnly := []string{"Ana Ruiz", "Ivo Lanz", "Pia Sand", "gasket", "KLN-14"}

	// The control: in her own workspace mallory's planted readings do give her KLN-7, so the
	// assertions below would see them if they crossed into alice's.
	foreign := map[string]string{"Authorization": "Bearer " + malloryTok, "Host": "evil.example", "Origin": "https://evil.example"}
	if _, e := tn.gql(t, foreign, compile); len(e) > 0 {
		t.Fatalf("mallory's compile: %v", e)
	}
	raw, _ := tn.gql(t, foreign, today)
	if got := owners(raw); got["KLN-7"] != "Mallory Stone" {
		t.Fatalf("control: mallory's own KLN-7 owner = %q, want Mallory Stone (her planted readings)", got["KLN-7"])
	}
	// 2. Mallory, from a foreign Host and Origin, reads Today and asks naming alice's sources:
	// she reads nothing of alice's.
	for _, w := range aliceOnly {
		if strings.Contains(string(raw), w) {
			t.Errorf("mallory's Today shows alice's %q: %s", w, raw)
		}
	}
	for _, s := range [][]string{nil, aliceSources} {
		got := ask(foreign, s)
		for _, w := range aliceOnly {
			if strings.Contains(got, w) {
				t.Errorf("mallory (sources %v) reads alice's %q: %s", s, w, got)
			}
		}
	}
	// 3. The anonymous public actor asks and reads Today: nothing of alice's.
	pubToday, _ := tn.gql(t, nil, today)
	for _, got := range []string{ask(nil, nil), ask(nil, aliceSources), string(pubToday)} {
		for _, w := range append(aliceOnly, "KLN-7") {
			if strings.Contains(got, w) {
				t.Errorf("the public actor reads alice's %q: %s", w, got)
			}
		}
	}

	// 1 and 6. Alice's Today and answer: KLN-7 is Ana Ruiz's (her call, answered in her chat),
	// never Mallory's; the relayed "Ivo Lanz: me" gives KLN-8 no owner and the customer's "Me"
	// gives KLN-9 and KLN-15 none, nor does their "On it" give KLN-16 one; the flooded cells name no one; Ivo's plain person cells do.
	bearer := map[string]string{"Authorization": "Bearer " + aliceTok}
	if _, e := tn.gql(t, bearer, compile); len(e) > 0 {
		t.Fatalf("alice's compile: %v", e)
	}
	raw, _ = tn.gql(t, bearer, today)
	if strings.Contains(string(raw), "Mallory") || strings.Contains(string(raw), "Eve Outsider") {
		t.Errorf("alice's Today names mallory's people: %s", raw)
	}
	got := owners(raw)
	for id, want := range map[string]string{
		"KLN-7": "Ana Ruiz", "KLN-8": "(none)", "KLN-9": "(none)", "KLN-15": "(none)", "KLN-17": "Ana Ruiz", "KLN-12": "(none)",
		"KLN-13": "Ivo Lanz", "KLN-14": "Ivo Lanz",
	} {
		if got[id] != want {
			t.Errorf("alice's %s: owner %q (empty: gone from Today), want %q", id, got[id], want)
		}
	}
	if o, ok := got["KLN-11"]; ok && o != "(none)" {
		t.Errorf("alice's KLN-11 under a flooded header: owner %q, want none", o)
	}
	if a := ask(bearer, nil); !strings.Contains(a, "owner of KLN-7 is Ana Ruiz") || strings.Contains(a, "Mallory") {
		t.Errorf("alice's answer = %s, want KLN-7's owner Ana Ruiz and nothing of mallory's", a)
	}

	// The customer's own "On it." on TKT-90 (from another domain than the team's) is read as
	// the commenter claiming the ticket (ownclaims.go reOnItSelf on a "ticket"). The team rule
	// (records.Team) marks a ticket comment from another domain outside, and no one outside
	// the team owns its work (facts.Timelines), so Today gives KLN-16 no owner; Ask reads the
	// same team back from the compile (workspace_team) and names no owner either.
	if got["KLN-16"] != "(none)" {
		t.Errorf("alice's Today KLN-16/TKT-90: owner %q, want none (a customer's 'On it.' owns no team work)", got["KLN-16"])
	}
	t.Run("customer On it on a ticket, asked", func(t *testing.T) {
		a := ask(bearer, nil, "Who owns TKT-90?")
		if strings.Contains(a, "Carl Kunde") {
			t.Errorf("alice's answer for TKT-90 = %s; want no owner named Carl Kunde", a)
		}
	})
}
