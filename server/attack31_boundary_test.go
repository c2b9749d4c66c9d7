package server_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/errs"
)

// TestAttack31ReadingsAcrossBoundaries reads this session's readings (a document taking an
// earlier one's place, the team's value in force beside an outsider's, a log's list items, a
// difference, pending words) from the wrong side of each boundary. Alice's team (a31Thread)
// says in its mail "This pallet list supersedes our price list 2025 from 1 January 2027." (£48
// replacing the page's £40) and keeps a depot log whose list item names forklift 2. Mallory's
// workspace holds, with the same titles and document ids, her own superseding list (£25), a
// stranger's mail that says it supersedes our price list 2025 (£31), a depot log naming Zed
// Quill, and a stranger's mail of 3,000 superseding, pending and difference lines. Nothing of
// mallory's reaches alice (Today over GraphQL, the public actor and MCP; Ask over every path);
// nothing of alice's reaches mallory by question, by packet id (GraphQL and MCP), the public
// actor, an agent token with customer egress, or a foreign Origin or Host; duplicated fields
// are refused and change nothing. Rows follow a25Check; the long mail's ask time is logged,
// not asserted. Found on bc24157: HOLE, closed by the next commit: the stranger's mail of
// 3,000 lines, each holding the question's words, filled every candidate of the text steps
// (100 chunks of one document), so the lanes' per-document places had no other document to
// give and mallory's answer held only the mail's lines, her team's £25 and its lists left out
// (retrieval's base now looks once more past a document flooding its candidates).
func TestAttack31ReadingsAcrossBoundaries(t *testing.T) {
	tn := newTenants(t)
	w := tn.a23Workspace(t, "alice")
	m := tn.a23Workspace(t, "mallory")
	const day = "2026-11-19T09:00:00Z"

	depotLog := func(item string) func(t *testing.T, w *a23WS) {
		return a25JSONL("Logs", a25Doc("l1", "Depot log, Thursday", "DEPOT LOG\n"+item, a23Ines, "2026-11-19T16:00:00Z", nil))
	}
	a25Then(a31Thread(a31Ines("This pallet list supersedes our price list 2025 from 1 January 2027.\nThe delivery charge per pallet is £48.\nInes")),
		depotLog("1. Forklift 2 (east bay) not starting. Waiting for a new battery from the dealer."))(t, w)
	w.compile(t)

	var long strings.Builder
	for k := range 1000 {
		fmt.Fprintf(&long, "Supersedes: Price list 2025 edition %d\nThe delivery charge per pallet is not yet costed for route %d.\nRoute %d costs £%d more than the 2025 price list.\n", k, k, k, k)
	}
	a25Then(a25Team, a31Old,
		a25JSONL("Prices 2026", a25Doc("p2", "Price list 2026", "Price list 2026\nThis pallet list supersedes our price list 2025 from 1 January 2027.\n\nThe delivery charge per pallet is £25.", a23Ines, "2026-11-15T09:00:00Z", nil)),
		depotLog("1. Forklift 2 (east bay) not starting. Zed Quill is on it."),
		a25Mail(a31Eve("This pallet list supersedes our price list 2025.\nThe delivery charge per pallet is £31.\nEve"),
			a23Msg{id: "l2@attacker.example", from: a23Eve, date: day, subject: "Price list 2025 routes", body: long.String() + "Eve"}))(t, m)
	m.compile(t)

	aliceOnly := []string{"£48", "new battery"}
	malloryOnly := []string{"£25", "£31", "Zed Quill", "edition", "route"}
	holds := a25HoldsAny
	malloryHeader := map[string]string{"Authorization": "Bearer " + m.aliceTok}

	t.Run("closed_a stranger's mail of 3,000 lines holding the question's words keeps mallory's team's price out of her answer", func(t *testing.T) {
		start := time.Now()
		a, _ := m.ask(t, a31Q)
		t.Logf("mallory's ask over the 3,000-line mail took %s (logged, not asserted)", time.Since(start))
		// (The stranger's £31 stands beside her team's £25, unresolved; the mail's lines are read.)
		a25Check(t, "closed_flood", a23All(a23Holds("£25", "£31"), a25Says("not yet costed for route"))(a), a.Status+": "+a.Text)
	})
	t.Run("closed_mallory's lists, log and mail reach not alice", func(t *testing.T) {
		q := w.a25Today(t, true)
		a25Check(t, "closed_today", holds(q.String(), malloryOnly), q.String())
		for _, c := range []struct {
			q     string
			check func(a23Answer) string
		}{
			{a31Q, a24Superseded("£48")},
			{"Is forklift 2 fixed?", a25Lacks("Zed Quill")},
			{"How much more is the delivery charge than in the 2025 price list?", a25Lacks("route")},
		} {
			a, all := w.ask(t, c.q)
			a23SamePaths(t, all)
			a25Check(t, "closed_"+c.q, c.check(a)+holds(a.Text, malloryOnly), a.Status+": "+a.Text)
		}
	})
	t.Run("closed_mallory asks naming alice's titles", func(t *testing.T) {
		for _, q := range []string{a31Q, "Is forklift 2 fixed?", "What does the Price list 2026 mail say?", "Who is waiting for the battery?"} {
			a := a23GraphQL(t, tn.url, malloryHeader, q)
			a25Check(t, "closed_"+q, holds(a.Text, aliceOnly), a.Status+": "+a.Text)
		}
		is := m.a27Items(t)
		a25Check(t, "closed_mallory's items", holds(a27ShowItems(is), aliceOnly), a27ShowItems(is))
	})
	a25NoPacketByID(t, tn, m, a25PacketIDs(t, tn, w), aliceOnly)
	t.Run("closed_the public actors", func(t *testing.T) {
		r := (&tenants{url: w.publicAt}).gqlReply(t, nil, `{ today(first: 50) { edges { node { objective exactIds owner evidence { text } } } } }`)
		a25Check(t, "closed_alice's public today", holds(string(r.Data), malloryOnly), string(r.Data))
		a := a23GraphQL(t, w.publicAt, nil, a31Q)
		a25Check(t, "closed_alice's public ask", holds(a.Text, malloryOnly), a.Status+": "+a.Text)
		r = (&tenants{url: m.publicAt}).gqlReply(t, map[string]string{"Host": "rebound.example"}, `{ today(first: 50) { edges { node { objective exactIds owner evidence { text } } } } }`)
		a25Check(t, "closed_mallory's public today, foreign Host", holds(string(r.Data), aliceOnly), string(r.Data))
		r = (&tenants{url: w.publicAt}).gqlReply(t, nil, `mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }`)
		problem := ""
		if len(r.Errors) == 0 || r.Errors[0].Extensions.Code != string(errs.Forbidden) {
			problem = fmt.Sprintf("the public actor compiles: %s %+v, want FORBIDDEN", r.Data, r.Errors)
		}
		a25Check(t, "closed_public compile", problem, "")
	})
	a25CustomerEgress(t, tn, w, []a25Tool{{"list_queue", map[string]any{"first": 50}}, {"ask", map[string]any{"question": a31Q, "mode": "FAST"}}}, aliceOnly)
	a25ForeignOrigins(t, tn, w, func(q a25Today) string { return holds(q.String(), malloryOnly) }, a31Q, a24Superseded("£48"))
	t.Run("closed_duplicated fields", func(t *testing.T) {
		aliceHeader := map[string]string{"Authorization": "Bearer " + w.aliceTok}
		problem := ""
		if r := tn.gqlReply(t, aliceHeader, `mutation { ask(input: { question: "`+a31Q+`", question: "Is forklift 2 fixed?", mode: FAST }) { status text } }`); len(r.Errors) == 0 {
			problem += fmt.Sprintf("ask with question twice: %.200s, want an error; ", r.Data)
		}
		f := &fixture{Server: &httptest.Server{URL: tn.url}}
		if resp, body := rest(t, f, w.mcpToken, http.MethodPost, "/api/v1/mcp/tools/ask", `{"question":"`+a31Q+`","question":"Is forklift 2 fixed?","mode":"FAST"}`); resp.StatusCode < 400 || resp.StatusCode >= 500 {
			problem += fmt.Sprintf("ask with question twice over REST = %d %.200s, want refused; ", resp.StatusCode, body)
		}
		a25Check(t, "closed_duplicated", problem, "")
		a, _ := w.ask(t, a31Q)
		a25Check(t, "closed_alice's answer after the attempts", a24Superseded("£48")(a), a.Status+": "+a.Text)
	})
}
