package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/errs"
)

// TestAttack25ReadingsAcrossBoundaries reads the session's new readings (name-line paragraphs,
// lettered revision notes, later versions of a page's table, variants) from the wrong side of
// each boundary. Alice's workspace: her team's wiki and Linear issues (PAY-50 Mara Lind, PAY-53
// Kim Park), Kim taking PAY-50 over in one Slack line, her team's check-in mail of name-line
// paragraphs (Kim Park owns PAY-70, Ana Ruiz PAY-71), the providers page (Adyen), version 1 of
// "Gateway settings" (Adyen, 45 s) and WP-07 Rev B (400 running hours). Mallory's workspace holds
// the same external ids and titles written her way, as her own team's (payco.example, so nothing
// of hers is an outsider's in her workspace): a name line giving PAY-50 and PAY-70 to Zed Quill,
// "PAY-53 is done", "moved the … provider from Adyen to Stripe", version 2 of
// "Gateway settings" (Stripe, 30 s) and WP-07 Rev C ("This revision supersedes Rev B", 900 running
// hours). Nothing of mallory's reaches alice (Today and Ask, every path), nothing of alice's
// reaches mallory (by packet id, by question naming alice's ids, titles and names), the public
// actor, an agent token with customer egress, a foreign Origin or Host; oversized and
// duplicated fields are refused with a code or read once. Rows follow the a25Check convention
// (HOLE_: open, logged; closed_: holds). All held on 29b9ed6.
func TestAttack25ReadingsAcrossBoundaries(t *testing.T) {
	tn := newTenants(t)
	w := tn.a23Workspace(t, "alice")
	m := tn.a23Workspace(t, "mallory")
	const day = "2026-11-19T09:00:00Z"
	settings := func(ver, author, provider, timeout, at string) map[string]any {
		return a25Doc("gw-"+ver, "Gateway settings", "Gateway settings\n\n| Gateway | Provider | Timeout |\n|---|---|---|\n| Card authorisation | "+provider+" | "+timeout+" |\n",
			author, at, map[string]string{"version": ver})
	}
	pump := func(rev, hours string) string {
		head := "Works procedure WP-07 · Slurry pump servicing · Rev " + rev
		if rev == "C" {
			head += "\nThis revision supersedes Rev B. Change: gland packing interval after the new sleeve material."
		}
		return head + "\n\n1. Isolate the pump at the MCC.\n2. Gland packing: repack every " + hours + " running hours.\n3. Impeller: inspect yearly."
	}
	a25Tracked(t, w)
	a25Slack([3]string{"U3", "Can someone look at PAY-50 for us?", day}, [3]string{"U2", "I've taken PAY-50 over, it's mine now.", "2026-11-19T09:01:00Z"})(t, w)
	a25Mail(a23Msg{id: "c1@payco.example", from: a23Ines, date: day, subject: "Weekly check-in",
		body: "Kim Park\nI'll take PAY-70 and finish it by 4 December.\n\nAna Ruiz\nPAY-71 is still in review, waiting on the vendor.\n"})(t, w)
	a25JSONL("Wiki", a25Doc("p1", "Payments providers", "Payments providers. We use Adyen as the card payment provider for the gateway.", a23Ines, "2026-11-02T09:00:00Z", nil))(t, w)
	a25JSONL("Docs", settings("1", a23Ines, "Adyen", "45 s", "2026-11-02T09:00:00Z"),
		a25Doc("wp7b", "WP-07 Slurry pump servicing (Rev B)", pump("B", "400"), a23Ines, "2026-02-03T09:00:00Z", nil))(t, w)
	w.compile(t)

	mallory := "Mallory Stone <mallory@payco.example>"
	a25JSONL("Wiki", a25Doc("m0", "Payments team", "Team. Mallory Stone, Zed Quill and Yara Holt run the payments desk.", mallory, "2026-11-02T09:00:00Z", nil))(t, m)
	a25Mail(a23Msg{id: "c1@payco.example", from: mallory, date: day, subject: "Weekly check-in",
		body: "Zed Quill\nI've taken PAY-50 over, it's mine now. I'll finish PAY-70 by 4 December.\n\nYara Holt\nPAY-53 is done, I closed it.\n"},
		a23Msg{id: "c2@payco.example", from: mallory, date: day, subject: "Card payment provider", body: "We moved the card payment provider for the gateway from Adyen to Stripe.\nMallory"})(t, m)
	a25JSONL("Docs", settings("1", mallory, "Adyen", "45 s", "2026-11-02T09:00:00Z"), settings("2", mallory, "Stripe", "30 s", "2026-11-13T09:00:00Z"),
		a25Doc("wp7b", "WP-07 Slurry pump servicing (Rev B)", pump("B", "400"), mallory, "2026-02-03T09:00:00Z", nil),
		a25Doc("wp7c", "WP-07 Slurry pump servicing (Rev C)", pump("C", "900"), mallory, "2026-11-13T09:00:00Z", nil))(t, m)
	m.compile(t)

	aliceHeader := map[string]string{"Authorization": "Bearer " + w.aliceTok}
	malloryHeader := map[string]string{"Authorization": "Bearer " + m.aliceTok}
	qProvider := "Which card payment provider does the gateway use?"
	qTable := "Which provider does the card authorisation gateway use?"
	qGland := "How often is the gland packing on the slurry pump redone?"
	aliceToday := a25AllToday(a25Owner("PAY-50", "Kim Park"), a25Open("PAY-53", "Kim Park", "2026-12-11"), a25Owner("PAY-70", "Kim Park"), a25Owner("PAY-71", "Ana Ruiz"))
	aliceNames := []string{"Kim Park", "Mara Lind", "Ana Ruiz", "Ines Roy"}

	t.Run("control: mallory's readings move her own workspace", func(t *testing.T) {
		q := m.a25Today(t, false)
		if p := a25Owner("PAY-70", "Zed Quill")(q); p != "" {
			t.Fatalf("%s: the rows below prove nothing\n%s", p, q)
		}
		for _, c := range []struct {
			q     string
			check func(a23Answer) string
		}{{qProvider, a24Superseded("Stripe")}, {qTable, a24Superseded("Stripe")}, {qGland, a24Superseded("900")}, {"Who owns PAY-50?", a25Says("Zed Quill")}} {
			a := a23GraphQL(t, tn.url, malloryHeader, c.q)
			if p := c.check(a); p != "" {
				t.Fatalf("%q: %s: the rows below prove nothing\n%s", c.q, p, a.Text)
			}
		}
	})
	t.Run("closed_mallory's name lines, handovers, versions and Rev C reach not alice", func(t *testing.T) {
		q := w.a25Today(t, true)
		a25Check(t, "closed_today", aliceToday(q), q.String())
		for _, c := range []struct {
			q     string
			check func(a23Answer) string
		}{{qProvider, a23All(a25NotLeads("Stripe"), a25Lacks("Stripe"))}, {qTable, a23All(a25NotLeads("Stripe"), a25Lacks("Stripe"))},
			{qGland, a23All(a25NotLeads("900"), a25Lacks("900"))}, {"Who owns PAY-50?", a23All(a25Lacks("Zed Quill"), a25Says("Kim Park"))},
			{"Who owns PAY-70?", a23All(a25Lacks("Zed Quill"), a25Says("Kim Park"))}} {
			a, all := w.ask(t, c.q)
			a23SamePaths(t, all)
			a25Check(t, "closed_"+c.q, c.check(a), a.Status+": "+a.Text)
		}
	})

	// Alice's packets by storage id and by public reference, and her answer's id.
	var today struct {
		Today struct {
			Edges []struct {
				Node struct {
					ID       string
					ExactIDs []string `json:"exactIds"`
				}
			}
		}
	}
	r := tn.gqlReply(t, aliceHeader, `{ today(first: 50) { edges { node { id exactIds } } } }`)
	if err := json.Unmarshal(r.Data, &today); err != nil || len(today.Today.Edges) == 0 {
		t.Fatalf("alice's today: %s %v", r.Data, err)
	}
	var ids []string
	for _, e := range today.Today.Edges {
		ids = append(ids, e.Node.ID)
	}
	var public struct {
		Today struct {
			Edges []struct{ Node struct{ ID string } }
		}
	}
	r = (&tenants{url: w.publicAt}).gqlReply(t, nil, `{ today(first: 50) { edges { node { id } } } }`)
	if err := json.Unmarshal(r.Data, &public); err != nil || len(public.Today.Edges) == 0 {
		t.Fatalf("alice's public today: %s %v", r.Data, err)
	}
	for _, e := range public.Today.Edges {
		ids = append(ids, e.Node.ID)
	}
	leaks := func(raw string) string {
		for _, n := range aliceNames {
			if strings.Contains(raw, n) {
				return "holds alice's " + n + ": " + raw
			}
		}
		return ""
	}

	t.Run("closed_mallory reads alice's packets by id", func(t *testing.T) {
		problem := ""
		for _, id := range ids {
			raw, _ := json.Marshal(id)
			r := tn.gqlReply(t, malloryHeader, `{ packet(id: `+string(raw)+`) { id exactIds owner due evidence { text } } }`)
			if !strings.Contains(string(r.Data), `"packet":null`) || leaks(string(r.Data)) != "" {
				problem += fmt.Sprintf("packet %s: %s %+v; ", id, r.Data, r.Errors)
			}
			res := callTool(t, mcpSession(t, tn.url, m.mcpToken), "get_packet", map[string]any{"id": id})
			out, _ := json.Marshal(res)
			if !res.IsError || leaks(string(out)) != "" {
				problem += fmt.Sprintf("get_packet %s over MCP: %.300s; ", id, out)
			}
		}
		a25Check(t, "closed_packets by id", problem, fmt.Sprint(ids))
	})
	t.Run("closed_mallory asks naming alice's ids, titles and names", func(t *testing.T) {
		for _, q := range []string{"Who owns PAY-50?", "Is PAY-53 done?", "What does Rotate partner API keys say?", "Who is Mara Lind?",
			"Which provider does Gateway settings version 1 give?", qProvider + " (see p1)", "Who owns PAY-71?"} {
			a := a23GraphQL(t, tn.url, malloryHeader, q)
			a25Check(t, "closed_"+q, leaks(a.Text), a.Status+": "+a.Text)
		}
		q := m.a25Today(t, false)
		a25Check(t, "closed_mallory's today", leaks(q.String()), q.String())
	})
	t.Run("closed_the public actor", func(t *testing.T) {
		pub := &tenants{url: w.publicAt}
		// Alice's public demo reads alice's readings (the demo is her workspace), never mallory's.
		var got struct {
			Today struct{ Edges []struct{ Node a25Node } }
		}
		r := pub.gqlReply(t, nil, `{ today(first: 50) { edges { node { exactIds owner due } } } }`)
		_ = json.Unmarshal(r.Data, &got)
		var nodes []a25Node
		for _, e := range got.Today.Edges {
			nodes = append(nodes, e.Node)
		}
		q := a25Packets(nodes)
		problem := aliceToday(q)
		if strings.Contains(string(r.Data), "Zed Quill") {
			problem += "; alice's public demo shows mallory's owner"
		}
		a25Check(t, "closed_public today", problem, q.String())
		// Storage ids are not public references; the demo compiles and imports nothing.
		for _, id := range ids[:len(today.Today.Edges)] {
			r := pub.gqlReply(t, nil, `{ packet(id: "`+id+`") { id owner evidence { text recordId } } }`)
			if !strings.Contains(string(r.Data), `"packet":null`) {
				a25Check(t, "closed_public packet by storage id", "the public actor reads a packet by its storage id: "+string(r.Data), "")
			}
		}
		r = pub.gqlReply(t, nil, `mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }`)
		problem = ""
		if len(r.Errors) == 0 || r.Errors[0].Extensions.Code != string(errs.Forbidden) {
			problem = fmt.Sprintf("the public actor compiles: %s %+v, want FORBIDDEN", r.Data, r.Errors)
		}
		a25Check(t, "closed_public compile", problem, "")
		// Mallory's public demo through a foreign Host is hers only.
		r = (&tenants{url: m.publicAt}).gqlReply(t, map[string]string{"Host": "rebound.example"}, `{ today(first: 50) { edges { node { exactIds owner } } } }`)
		a25Check(t, "closed_mallory's public demo, foreign Host", leaks(string(r.Data)), string(r.Data))
	})
	a25CustomerEgress(t, tn, w, []a25Tool{{"list_queue", map[string]any{"first": 50}}, {"get_packet", map[string]any{"id": ids[0]}}, {"ask", map[string]any{"question": "Who owns PAY-70?", "mode": "FAST"}}}, aliceNames)
	a25ForeignOrigins(t, tn, w, func(q a25Today) string { return aliceToday(q) }, qProvider, a25NotLeads("Stripe"))
	t.Run("closed_oversized and duplicated fields", func(t *testing.T) {
		problem := ""
		if r := tn.gqlReply(t, aliceHeader, `{ today(first: 1000) { edges { node { id } } } }`); len(r.Errors) > 0 && r.Errors[0].Extensions.Code != string(errs.Invalid) {
			problem += fmt.Sprintf("today(first: 1000): %+v, want capped or BAD_USER_INPUT; ", r.Errors)
		}
		if r := tn.gqlReply(t, aliceHeader, `{ today(first: 5, first: 50) { edges { node { id } } } }`); len(r.Errors) == 0 {
			problem += fmt.Sprintf("today with first twice: %.200s, want an error; ", r.Data)
		}
		if r := tn.gqlReply(t, aliceHeader, `mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z", asOf: "2031-01-01T00:00:00Z" }) { queue { version asOf } } }`); len(r.Errors) == 0 {
			problem += fmt.Sprintf("compileQueue with asOf twice: %.200s, want an error; ", r.Data)
		}
		if res := callTool(t, mcpSession(t, tn.url, w.mcpToken), "list_queue", map[string]any{"first": 101}); !res.IsError {
			problem += "list_queue first 101 over MCP answered; "
		}
		resp, body := rest(t, &fixture{Server: &httptest.Server{URL: tn.url}}, w.mcpToken, http.MethodPost, "/api/v1/mcp/tools/list_queue", `{"first":1,"first":50}`)
		if resp.StatusCode < 400 || resp.StatusCode >= 500 {
			problem += fmt.Sprintf("list_queue with first twice over REST = %d %.200s, want refused; ", resp.StatusCode, body)
		}
		resp, body = rest(t, &fixture{Server: &httptest.Server{URL: tn.url}}, w.mcpToken, http.MethodPost, "/api/v1/mcp/tools/get_packet", `{"id":"`+ids[0]+`","id":"`+ids[1]+`"}`)
		if resp.StatusCode < 400 || resp.StatusCode >= 500 {
			problem += fmt.Sprintf("get_packet with id twice over REST = %d %.200s, want refused; ", resp.StatusCode, body)
		}
		a25Check(t, "closed_oversized and duplicated", problem, "")
		q := w.a25Today(t, false)
		a25Check(t, "closed_alice's today after the attempts", aliceToday(q), q.String())
	})
}

// TestAttack25ManyNameLineParagraphs: a stranger's mail of 3,000 name-line paragraphs (each
// naming a teammate, one claiming tracked PAY-53 done and PAY-50 taken), and a teammate's round of
// 3,000 name-line paragraphs, each beside alice's tracker. Import and compile are timed against a
// plain mail of the same size (logged, not asserted); the stranger's moves no tracked owner,
// due date or state and gives Kim Park no item, and the teammate's is read (Kim Park, the first
// paragraph's person, owns PAY-1000). Held on
// 29b9ed6.
func TestAttack25ManyNameLineParagraphs(t *testing.T) {
	tn := newTenants(t)
	names := []string{"Kim Park", "Ana Ruiz", "Ines Roy", "Mara Lind"}
	round := func(plain bool) string {
		var b strings.Builder
		for i := range 3000 {
			if !plain {
				b.WriteString(names[i%len(names)] + "\n")
			}
			fmt.Fprintf(&b, "I'll take PAY-%d and finish it by 4 December. PAY-53 is done, I closed it; PAY-50 is mine now.\n\n", 1000+i)
		}
		return b.String()
	}
	run := func(name, from string, plain bool) (time.Duration, *a23WS) {
		w := tn.a23Workspace(t, name)
		a25Tracked(t, w)
		start := time.Now()
		a25Mail(a23Msg{id: name + "@x.example", from: from, date: "2026-11-19T09:00:00Z", subject: "Weekly check-in", body: round(plain)})(t, w)
		w.compile(t)
		return time.Since(start), w
	}
	plain, _ := run("plain", a23Eve, true)
	stranger, sw := run("stranger", a23Eve, false)
	teammate, tw := run("teammate", a23Ines, false)
	t.Logf("import and compile of 3,000 paragraphs: plain %v, a stranger's name lines %v, a teammate's %v", plain, stranger, teammate)
	q := sw.a25Today(t, true)
	a25Check(t, "closed_a stranger's 3,000 name-line paragraphs", a25AllToday(a25Open("PAY-53", "Kim Park", "2026-12-11"), a25Open("PAY-50", "Mara Lind", "2026-12-04"))(q), "")
	a := a23GraphQL(t, tn.url, map[string]string{"Authorization": "Bearer " + sw.aliceTok}, "Who owns PAY-1000?")
	a25Check(t, "closed_a stranger's first paragraph gives its person no item", a25Lacks("Kim Park")(a), a.Status+": "+a.Text)
	// The control: the teammate's round is read as name lines (PAY-1000 is the first paragraph's
	// person's, Kim Park's, not the author's).
	if a := a23GraphQL(t, tn.url, map[string]string{"Authorization": "Bearer " + tw.aliceTok}, "Who owns PAY-1000?"); !strings.Contains(a.Text, "owner of PAY-1000 is Kim Park") {
		t.Errorf("the teammate's round is not read as name lines (%s: %s): the stranger's rows prove nothing", a.Status, a.Text)
	}
}

// a25HoldsAny is the first of names raw holds, as a problem ("holds <name>: <raw>"); "" for none.
func a25HoldsAny(raw string, names []string) string {
	for _, n := range names {
		if strings.Contains(raw, n) {
			return "holds " + n + ": " + raw
		}
	}
	return ""
}

// a25PacketIDs are w's Today packets' ids, by storage id (its owner's token) and by public
// reference (its public demo actor).
func a25PacketIDs(t *testing.T, tn *tenants, w *a23WS) []string {
	t.Helper()
	var ids []string
	for _, h := range []struct {
		url    string
		header map[string]string
	}{{tn.url, map[string]string{"Authorization": "Bearer " + w.aliceTok}}, {w.publicAt, nil}} {
		var got struct {
			Today struct {
				Edges []struct{ Node struct{ ID string } }
			}
		}
		r := (&tenants{url: h.url}).gqlReply(t, h.header, `{ today(first: 50) { edges { node { id } } } }`)
		if err := json.Unmarshal(r.Data, &got); err != nil || len(got.Today.Edges) == 0 {
			t.Fatalf("alice's today at %s: %s %v", h.url, r.Data, err)
		}
		for _, e := range got.Today.Edges {
			ids = append(ids, e.Node.ID)
		}
	}
	return ids
}

// a25NoPacketByID checks, as the row "closed_mallory reads alice's packets by id", that
// another workspace's owner m reads none of ids over GraphQL's packet(id:) or MCP's get_packet,
// and nothing naming aliceOnly.
func a25NoPacketByID(t *testing.T, tn *tenants, m *a23WS, ids, aliceOnly []string) {
	malloryHeader := map[string]string{"Authorization": "Bearer " + m.aliceTok}
	t.Run("closed_mallory reads alice's packets by id", func(t *testing.T) {
		problem := ""
		s := mcpSession(t, tn.url, m.mcpToken)
		for _, id := range ids {
			raw, _ := json.Marshal(id)
			r := tn.gqlReply(t, malloryHeader, `{ packet(id: `+string(raw)+`) { id exactIds owner due evidence { text } } }`)
			if !strings.Contains(string(r.Data), `"packet":null`) || a25HoldsAny(string(r.Data), aliceOnly) != "" {
				problem += fmt.Sprintf("packet %s: %s %+v; ", id, r.Data, r.Errors)
			}
			res := callTool(t, s, "get_packet", map[string]any{"id": id})
			out, _ := json.Marshal(res)
			if !res.IsError || a25HoldsAny(string(out), aliceOnly) != "" {
				problem += fmt.Sprintf("get_packet %s over MCP: %.300s; ", id, out)
			}
		}
		a25Check(t, "closed_packets by id", problem, fmt.Sprint(len(ids), " ids"))
	})
}

// a25Tool is one MCP tool call: its name and arguments.
type a25Tool struct {
	tool string
	args map[string]any
}

// a25CustomerEgress checks, as the row "closed_an agent token with customer egress", that an
// agent token of w's owner with customer egress is refused every call (MCP and its REST mirror)
// and is shown nothing naming aliceOnly.
func a25CustomerEgress(t *testing.T, tn *tenants, w *a23WS, calls []a25Tool, aliceOnly []string) {
	t.Run("closed_an agent token with customer egress", func(t *testing.T) {
		_, tok, err := tn.e.CreateMcpToken(context.Background(), w.alice, engine.McpTokenInput{Name: "customer", Scopes: []string{"read"}, Egress: "customer"})
		if err != nil {
			t.Fatal(err)
		}
		s := mcpSession(t, tn.url, tok)
		for _, c := range calls {
			res := callTool(t, s, c.tool, c.args)
			raw, _ := json.Marshal(res)
			problem := a25HoldsAny(string(raw), aliceOnly)
			if !res.IsError || !strings.Contains(string(raw), "FORBIDDEN") {
				problem += fmt.Sprintf("; customer egress %s: %.300s, want FORBIDDEN", c.tool, raw)
			}
			a25Check(t, "closed_customer "+c.tool, strings.TrimPrefix(problem, "; "), "")
			body, _ := json.Marshal(c.args)
			resp, out := rest(t, &fixture{Server: &httptest.Server{URL: tn.url}}, tok, http.MethodPost, "/api/v1/mcp/tools/"+c.tool, string(body))
			problem = a25HoldsAny(string(out), aliceOnly)
			if resp.StatusCode < 400 || resp.StatusCode >= 500 {
				problem += fmt.Sprintf("; customer egress %s over REST = %d %.200s, want refused", c.tool, resp.StatusCode, out)
			}
			a25Check(t, "closed_customer "+c.tool+" over REST", strings.TrimPrefix(problem, "; "), "")
		}
	})
}

// a25ForeignOrigins checks, as the row "closed_a foreign Origin and Host with alice's token",
// Today and an answer read with w's owner token beside a foreign Origin, and beside a foreign
// Host and Origin: today checks Today, ask the answer to q.
func a25ForeignOrigins(t *testing.T, tn *tenants, w *a23WS, today func(a25Today) string, q string, ask func(a23Answer) string) {
	t.Run("closed_a foreign Origin and Host with alice's token", func(t *testing.T) {
		for name, extra := range map[string]map[string]string{
			"foreign Origin": {"Origin": "https://evil.example"},
			"foreign Host":   {"Host": "rebound.example", "Origin": "http://rebound.example"},
		} {
			h := map[string]string{"Authorization": "Bearer " + w.aliceTok}
			for k, v := range extra {
				h[k] = v
			}
			p := a25GraphQLToday(t, tn.url, h, false)
			a25Check(t, "closed_"+name+" today", today(p), p.String())
			a := a23GraphQL(t, tn.url, h, q)
			a25Check(t, "closed_"+name+" ask", ask(a), a.Status+": "+a.Text)
		}
	})
}
