package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
)

// a26AliceSetup is alice's workspace: her team's wiki and Linear issues (PAY-50 Mara Lind due
// 2026-12-04, PAY-51 Joao Reis, PAY-52 Tom Berg, PAY-53 Kim Park due 2026-12-11), her help
// desk's TKT-81 (Kim Park, due 2026-12-10) and TKT-90 ("Work Order 26-118473 Boiler service"),
// and Ines Roy's own mail: PAY-70's label printer swap and the gift box artwork due on 4
// December (Kim Park is on it), and a request to renew PAY-74.
func a26AliceSetup(t *testing.T, w *a23WS) {
	a25Tracked(t, w)
	a25JSONL("Tickets",
		a25Doc("TKT-81", "TKT-81 Card vault latency", "Status: In Progress\nAssignee: Kim Park\nDue: 2026-12-10\nCard vault latency above 2 s.", a23Ines, "2026-11-18T09:00:00Z", map[string]string{"kind": "ticket"}),
		a25Doc("TKT-90", "TKT-90 Work Order 26-118473 Boiler service", "Status: In Progress\nAssignee: Kim Park\nDue: 2026-12-10\nWork Order 26-118473: annual boiler service.", a23Ines, "2026-11-18T09:00:00Z", map[string]string{"kind": "ticket"}))(t, w)
	a26TeamMail(
		a23Msg{id: "t1@payco.example", from: a23Ines, date: "2026-11-16T09:00:00Z", subject: "Shop tasks", body: "Gift box artwork is due on 4 December.\nKim Park is on it.\nInes"},
		a23Msg{id: "t2@payco.example", from: a23Ines, date: "2026-11-16T09:00:00Z", subject: "PAY-70 label printer", body: "PAY-70 label printer swap is due on 4 December.\nInes"},
		a23Msg{id: "t3@payco.example", from: a23Ines, date: "2026-11-18T09:00:00Z", subject: "PAY-74 certificate", body: "Can someone renew the PAY-74 gateway certificate before 4 December?\nInes"})(t, w)
}

// TestAttack26ReadingsAcrossBoundaries reads the session's new readings (activity lines,
// kind-number identifiers, "<Full Name> is on it", "Finished the …", "… moved to …",
// "Status: Fulfilled", pending figures) from the wrong side of each boundary. Alice's workspace
// is a26AliceSetup. Mallory's workspace holds the same external ids and titles written her way,
// as her own team's (payco.example, so nothing of hers is an outsider's in her workspace): her
// Linear issues under her people (Zed Quill, Yara Holt), her TKT-81, and her team's mail: "Yara
// Holt marked Card vault migration complete" (PAY-53), "Zed Quill changed the due date of Rotate
// partner API keys from Dec 4 to Dec 30" (PAY-50), "Status: Fulfilled" (PAY-52), "Zed Quill is
// on it." (PAY-51, Yara's), "Finished the label printer swap, it's live." (PAY-70), "Zed Quill
// assigned to you: Gift box artwork · Due Dec 30", "Work Order 26-118473 moved to 30 December.",
// and a comment "Status: Fulfilled" on her TKT-81. Nothing of mallory's reaches alice (Today
// and Ask, every path), nothing of alice's reaches mallory (by packet id, by question naming
// alice's ids, titles and request), the public actor, an agent token with customer egress, a
// foreign Origin or Host; oversized and duplicated fields are refused with a code. Rows follow
// the a25Check convention (HOLE_: open, logged; closed_: holds). All held on 7aabd2b.
func TestAttack26ReadingsAcrossBoundaries(t *testing.T) {
	tn := newTenants(t)
	w := tn.a23Workspace(t, "alice")
	m := tn.a23Workspace(t, "mallory")
	const day = "2026-11-19T09:00:00Z"
	a26AliceSetup(t, w)
	w.compile(t)

	mallory := "Mallory Stone <mallory@payco.example>"
	a25JSONL("Wiki", a25Doc("m0", "Payments team", "Team. Mallory Stone, Zed Quill and Yara Holt run the payments desk.", mallory, "2026-11-02T09:00:00Z", nil))(t, m)
	issues := strings.NewReplacer("Mara Lind", "Zed Quill", "Joao Reis", "Yara Holt", "Tom Berg", "Yara Holt", "Kim Park", "Yara Holt", "Ines Roy", "Mallory Stone").Replace(trackerIssues)
	m.imp(t, ingest.LinearCSV, "Linear", "issues.csv", issues)
	a25JSONL("Tickets", a25Doc("TKT-81", "TKT-81 Card vault latency", "Status: In Progress\nAssignee: Yara Holt\nDue: 2026-12-10\nCard vault latency above 2 s.", mallory, "2026-11-18T09:00:00Z", map[string]string{"kind": "ticket"}))(t, m)
	a25JSONL("Ticket comments", a25Doc("TKT-81", "TKT-81 comment", "Status: Fulfilled", mallory, day, map[string]string{"kind": "ticket"}))(t, m)
	msg := func(id, subject, body string) a23Msg {
		return a23Msg{id: id + "@payco.example", from: mallory, date: day, subject: subject, body: body}
	}
	a25Mail(msg("m1", "PAY-53 Card vault migration", "Yara Holt marked Card vault migration complete"),
		msg("m2", "PAY-50 Rotate partner API keys", "Zed Quill changed the due date of Rotate partner API keys from Dec 4 to Dec 30"),
		msg("m3", "PAY-52 Fraud rules update", "Status: Fulfilled"),
		msg("m4", "PAY-51 Refund ledger export", "Zed Quill is on it."),
		msg("m5", "PAY-70 label printer", "Finished the label printer swap, it's live."),
		msg("m6", "Your Asana digest", "Zed Quill assigned to you: Gift box artwork · Due Dec 30\nWork Order 26-118473 moved to 30 December.\n"))(t, m)
	m.compile(t)

	aliceHeader := map[string]string{"Authorization": "Bearer " + w.aliceTok}
	malloryHeader := map[string]string{"Authorization": "Bearer " + m.aliceTok}
	qGift := "When is the gift box artwork due?"
	qWork := "When is Work Order 26-118473 due?"
	// aliceOpen reads packets without their evidence (a foreign Origin's reading asks none).
	aliceOpen := a25AllToday(a25Open("PAY-50", "Mara Lind", "2026-12-04"), a25Owner("PAY-51", "Joao Reis"), a25Owner("PAY-52", "Tom Berg"),
		a25Open("PAY-53", "Kim Park", "2026-12-11"), a25Open("TKT-81", "Kim Park", "2026-12-10"), a25Open("TKT-90", "Kim Park", "2026-12-10"),
		a25Open("PAY-70", "", "2026-12-04"), a25Owner("PAY-74", ""))
	aliceToday := a25AllToday(aliceOpen, a25Cites("PAY-74", "Can someone renew the PAY-74 gateway certificate"))
	aliceOnly := []string{"Kim Park", "Mara Lind", "Ines Roy", "Joao Reis", "Tom Berg", "Ana Ruiz", "Gift box artwork is due", "PAY-74 gateway certificate", "label printer swap is due"}
	malloryOnly := []string{"Zed Quill", "Yara Holt", "Mallory Stone", "Dec 30", "30 December", "2026-12-30"}
	holds := a25HoldsAny

	t.Run("control: mallory's readings move her own workspace", func(t *testing.T) {
		q := m.a25Today(t, false)
		if p := a25AllToday(a25Gone("PAY-53"), a25Open("PAY-50", "Zed Quill", "2026-12-30"), a25Gone("PAY-52"), a25Gone("TKT-81"))(q); p != "" {
			t.Fatalf("%s: the rows below prove nothing\n%s", p, q)
		}
		if a := a23GraphQL(t, tn.url, malloryHeader, qGift); !strings.Contains(a.lead(), "Dec 30") {
			t.Fatalf("%s: %s: the gift box row proves nothing", a.Status, a.Text)
		}
	})
	t.Run("closed_mallory's activity lines, ids, 'is on it' and done states reach not alice", func(t *testing.T) {
		q := w.a25Today(t, true)
		a25Check(t, "closed_today", aliceToday(q)+holds(q.String(), malloryOnly), q.String())
		for _, c := range []struct {
			q     string
			check func(a23Answer) string
		}{{qGift, a23All(a26Leads("4 December"), a25Lacks("Dec 30"), a25Lacks("Zed Quill"))}, {qWork, a23All(a25Lacks("30 December"), a25Says("Due: 2026-12-10"))},
			{"Who owns PAY-51?", a23All(a25Lacks("Zed Quill"), a26Leads("The owner of PAY-51 is Joao Reis"))},
			{"When is PAY-50 due?", a23All(a25Lacks("Dec 30"), a26Leads("The deadline of PAY-50 is 2026-12-04"))},
			{"Is PAY-52 done?", a25Lacks("Fulfilled")}, {"Is the label printer swap finished?", a25Lacks("it's live")}} {
			a, all := w.ask(t, c.q)
			a23SamePaths(t, all)
			a25Check(t, "closed_"+c.q, c.check(a)+holds(a.Text, malloryOnly), a.Status+": "+a.Text)
		}
	})

	// Alice's packets by storage id and by public reference.
	ids := a25PacketIDs(t, tn, w)
	a25NoPacketByID(t, tn, m, ids, aliceOnly)
	t.Run("closed_mallory asks naming alice's ids, titles and request", func(t *testing.T) {
		for _, q := range []string{"Who owns PAY-74?", "Who is on it for PAY-74?", qGift, "Is PAY-70 done?", "When is the PAY-70 label printer swap due?",
			qWork, "What is the status of TKT-90?", "Who owns the gift box artwork?", "Who is Kim Park?", "Can someone renew the PAY-74 gateway certificate?"} {
			a := a23GraphQL(t, tn.url, malloryHeader, q)
			a25Check(t, "closed_"+q, holds(a.Text, aliceOnly), a.Status+": "+a.Text)
		}
		q := m.a25Today(t, false)
		a25Check(t, "closed_mallory's today", holds(q.String(), aliceOnly), q.String())
	})
	t.Run("closed_the public actor", func(t *testing.T) {
		pub := &tenants{url: w.publicAt}
		var got struct {
			Today struct{ Edges []struct{ Node a25Node } }
		}
		r := pub.gqlReply(t, nil, `{ today(first: 50) { edges { node { exactIds owner due evidence { kind text } } } } }`)
		_ = json.Unmarshal(r.Data, &got)
		var nodes []a25Node
		for _, e := range got.Today.Edges {
			nodes = append(nodes, e.Node)
		}
		q := a25Packets(nodes)
		a25Check(t, "closed_public today", aliceToday(q)+holds(string(r.Data), malloryOnly), q.String())
		for _, id := range ids[:len(ids)/2] {
			r := pub.gqlReply(t, nil, `{ packet(id: "`+id+`") { id owner evidence { text recordId } } }`)
			if !strings.Contains(string(r.Data), `"packet":null`) {
				a25Check(t, "closed_public packet by storage id", "the public actor reads a packet by its storage id: "+string(r.Data), "")
			}
		}
		r = pub.gqlReply(t, nil, `mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }`)
		problem := ""
		if len(r.Errors) == 0 || r.Errors[0].Extensions.Code != string(errs.Forbidden) {
			problem = fmt.Sprintf("the public actor compiles: %s %+v, want FORBIDDEN", r.Data, r.Errors)
		}
		a25Check(t, "closed_public compile", problem, "")
		a := a23GraphQL(t, w.publicAt, nil, qGift)
		a25Check(t, "closed_public ask", a23All(a26Leads("4 December"), a25Lacks("Dec 30"))(a), a.Status+": "+a.Text)
		// Mallory's public demo through a foreign Host is hers only.
		r = (&tenants{url: m.publicAt}).gqlReply(t, map[string]string{"Host": "rebound.example"}, `{ today(first: 50) { edges { node { exactIds owner evidence { text } } } } }`)
		a25Check(t, "closed_mallory's public demo, foreign Host", holds(string(r.Data), aliceOnly), string(r.Data))
	})
	a25CustomerEgress(t, tn, w, []a25Tool{{"list_queue", map[string]any{"first": 50}}, {"get_packet", map[string]any{"id": ids[0]}}, {"ask", map[string]any{"question": qGift, "mode": "FAST"}}}, aliceOnly)
	a25ForeignOrigins(t, tn, w, func(q a25Today) string { return aliceOpen(q) + holds(q.String(), malloryOnly) }, qGift, a25Lacks("Dec 30"))
	t.Run("closed_oversized and duplicated fields", func(t *testing.T) {
		problem := ""
		long, _ := json.Marshal("When is the gift box artwork due? " + strings.Repeat("Kim Park assigned to you: Gift box artwork · Due Dec 30 ", 40))
		if r := tn.gqlReply(t, aliceHeader, `mutation { ask(input: { question: `+string(long)+`, mode: FAST }) { status } }`); len(r.Errors) == 0 || r.Errors[0].Extensions.Code != string(errs.Invalid) {
			problem += fmt.Sprintf("ask with a question of %d bytes: %.200s %+v, want BAD_USER_INPUT; ", len(long), r.Data, r.Errors)
		}
		if r := tn.gqlReply(t, aliceHeader, `mutation { ask(input: { question: "Who owns PAY-51?", question: "Who owns PAY-74?", mode: FAST }) { status text } }`); len(r.Errors) == 0 {
			problem += fmt.Sprintf("ask with question twice: %.200s, want an error; ", r.Data)
		}
		if r := tn.gqlReply(t, aliceHeader, `{ today(first: 5, first: 50) { edges { node { id } } } }`); len(r.Errors) == 0 {
			problem += fmt.Sprintf("today with first twice: %.200s, want an error; ", r.Data)
		}
		if res := callTool(t, mcpSession(t, tn.url, w.mcpToken), "ask", map[string]any{"question": string(long[1 : len(long)-1]), "mode": "FAST"}); !res.IsError {
			problem += "MCP ask with an oversized question answered; "
		}
		if res := callTool(t, mcpSession(t, tn.url, w.mcpToken), "list_queue", map[string]any{"first": 101}); !res.IsError {
			problem += "list_queue first 101 over MCP answered; "
		}
		f := &fixture{Server: &httptest.Server{URL: tn.url}}
		if resp, body := rest(t, f, w.mcpToken, http.MethodPost, "/api/v1/mcp/tools/ask", `{"question":"Who owns PAY-51?","question":"Who owns PAY-74?","mode":"FAST"}`); resp.StatusCode < 400 || resp.StatusCode >= 500 {
			problem += fmt.Sprintf("ask with question twice over REST = %d %.200s, want refused; ", resp.StatusCode, body)
		}
		if resp, body := rest(t, f, w.mcpToken, http.MethodPost, "/api/v1/mcp/tools/ask", `{"question":`+string(long)+`,"mode":"FAST"}`); resp.StatusCode < 400 || resp.StatusCode >= 500 {
			problem += fmt.Sprintf("ask with an oversized question over REST = %d %.200s, want refused; ", resp.StatusCode, body)
		}
		a25Check(t, "closed_oversized and duplicated", problem, "")
		q := w.a25Today(t, false)
		a25Check(t, "closed_alice's today after the attempts", aliceToday(q), q.String())
	})
}

// TestAttack26HugeDigestsAndKindNumbers: a stranger's mail of 3,000 activity lines naming alice's
// tracked titles and keys' kinds ("Kim Park marked Card vault migration complete", "… changed
// the due date of Rotate partner API keys …", "Eve Outsider is on it.", "Work Order 26-118473
// moved to 30 December.", "order 55817 is done"), then one line of 20,000 kind-number
// identifiers and an activity line whose task title runs to 100 KB, each in a mail whose
// subject names PAY-53 so that its records reach the tracked issue. Import and compile are
// timed against a plain mail of the same size (logged, not asserted); the stranger's moves no
// tracked owner, due date or state, and the same mail from a teammate does (PAY-53 leaves
// Today: the rows can fail). Held on 7aabd2b.
func TestAttack26HugeDigestsAndKindNumbers(t *testing.T) {
	tn := newTenants(t)
	digest := func(plain bool) string {
		var b strings.Builder
		for i := range 3000 {
			if plain {
				fmt.Fprintf(&b, "Line %d of the weekly notes, nothing to report about the gateway today.\n", i)
				continue
			}
			switch i % 5 {
			case 0:
				b.WriteString("Kim Park marked Card vault migration complete\n")
			case 1:
				fmt.Fprintf(&b, "Kim Park changed the due date of Card vault migration from Dec 11 to Dec %d\n", 20+i%9)
			case 2:
				b.WriteString("Eve Outsider is on it.\n")
			case 3:
				fmt.Fprintf(&b, "Work Order 26-%06d moved to 30 December.\n", 100000+i)
			default:
				fmt.Fprintf(&b, "order %d is done, Finished the card vault migration.\n", 55000+i)
			}
		}
		return b.String()
	}
	var ids strings.Builder
	for i := range 20000 {
		fmt.Fprintf(&ids, "order %d ", 10000+i)
	}
	title := "Kim Park assigned to you: " + strings.Repeat("Card vault migration ", 5000) + "· Due Dec 30\n"
	run := func(name, from, body string) (time.Duration, *a23WS) {
		w := tn.a23Workspace(t, name)
		a25Tracked(t, w)
		start := time.Now()
		a25Mail(a23Msg{id: name + "@x.example", from: from, date: "2026-11-19T09:00:00Z", subject: "PAY-53 Card vault migration", body: body})(t, w)
		w.compile(t)
		return time.Since(start), w
	}
	tracked := a25AllToday(a25Open("PAY-53", "Kim Park", "2026-12-11"), a25Open("PAY-50", "Mara Lind", "2026-12-04"))
	plain, _ := run("plain", a23Eve, digest(true))
	stranger, sw := run("stranger", a23Eve, digest(false))
	teammate, tw := run("teammate", a23Ines, digest(false))
	t.Logf("import and compile of 3,000 lines: plain %v, a stranger's activity lines %v, a teammate's %v", plain, stranger, teammate)
	q := sw.a25Today(t, true)
	a25Check(t, "closed_a stranger's 3,000 activity lines", tracked(q), q.String())
	a := a23GraphQL(t, tn.url, map[string]string{"Authorization": "Bearer " + sw.aliceTok}, "Who owns PAY-53?")
	a25Check(t, "closed_a stranger's 'Eve Outsider is on it.' lines", a26Leads("The owner of PAY-53 is Kim Park")(a), a.Status+": "+a.Text)
	if q := tw.a25Today(t, false); a25Gone("PAY-53")(q) != "" {
		t.Errorf("the teammate's digest does not close PAY-53: the stranger's rows prove nothing\n%s", q)
	}

	plainIDs, _ := run("plain-ids", a23Eve, strings.Repeat("note ", 2*20000)+"\n")
	manyIDs, iw := run("ids", a23Eve, ids.String()+"\nPAY-53 is done.\n")
	longTitle, lw := run("title", a23Eve, title)
	t.Logf("import and compile: 20,000 kind-number ids on one line %v (plain %v); an activity line of %d bytes %v", manyIDs, plainIDs, len(title), longTitle)
	q = iw.a25Today(t, true)
	a25Check(t, "closed_20,000 kind-number ids on one line", tracked(q), q.String())
	q = lw.a25Today(t, true)
	a25Check(t, "closed_an activity line of 100 KB", tracked(q), q.String())
}
