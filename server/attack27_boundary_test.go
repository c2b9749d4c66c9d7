package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
)

// a27AliceWiki is alice's team's wiki: attack 23's runbook (the timeout is 45 s), Kim Park's
// page, the resident parking permit (EUR 120), the ground station price per minute (EUR 9.80)
// and the ferry refit budget (CAD 4.5M).
const a27AliceWiki = a23Team + a25KimPage +
	`{"id":"p1","title":"Parking","body":"The resident parking permit for 2027 is EUR 120.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-02T09:00:00Z"}
{"id":"g1","title":"Ground station pricing","body":"Pricing. The ground station price per minute is EUR 9.80.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-02T09:00:00Z"}
{"id":"f1","title":"Ferry refit","body":"Ferry refit. The refit budget for the ferry is CAD 4.5M, approved by the board.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-02T09:00:00Z"}
`

// a27AliceSetup is alice's workspace: her wiki (a27AliceWiki), her Linear issues (PAY-50 Mara
// Lind due 2026-12-04, PAY-51 Joao Reis, PAY-52 Tom Berg, PAY-53 Kim Park due 2026-12-11), Ines
// Roy's own mail (PAY-70's label printer swap due on 4 December, a request to renew PAY-74, and
// "The card authorisation timeout at the payment gateway was changed from 45 s to 60 s." of 10
// November), the support inbox's customer Carl Kunde asking for the signed DPA, and a Slack
// thread where Ana Ruiz asks "@Kim Park can ye get the minibus booked for Friday" and Kim Park
// answers "aye will do".
func a27AliceSetup(t *testing.T, w *a23WS) {
	w.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", a27AliceWiki)
	w.imp(t, ingest.LinearCSV, "Linear", "issues.csv", trackerIssues)
	a26TeamMail(
		a23Msg{id: "t2@payco.example", from: a23Ines, date: "2026-11-16T09:00:00Z", subject: "PAY-70 label printer", body: "PAY-70 label printer swap is due on 4 December.\nInes"},
		a23Msg{id: "t3@payco.example", from: a23Ines, date: "2026-11-18T09:00:00Z", subject: "PAY-74 certificate", body: "Can someone renew the PAY-74 gateway certificate before 4 December?\nInes"},
		a23Msg{id: "t9@payco.example", from: a23Ines, date: "2026-11-10T09:00:00Z", subject: "Gateway change", body: "The card authorisation timeout at the payment gateway was changed from 45 s to 60 s.\nInes"})(t, w)
	a25Mail(a23Msg{id: "c2@customer.example", from: "Carl Kunde <carl@customer.example>", date: "2026-11-18T09:00:00Z", subject: "Data processing agreement", body: "Could you send us the signed DPA by 4 December?\nCarl"})(t, w)
	a27SlackImp(a27SlackMsg{"U1", "<@U2> can ye get the minibus booked for Friday", "2026-11-19T09:00:00Z", ""},
		a27SlackMsg{"U2", "aye will do", "2026-11-19T09:02:00Z", "2026-11-19T09:00:00Z"})(t, w)
}

// TestAttack27ReadingsAcrossBoundaries reads this session's later changes (the ten items of an
// outsider's document, the team's statement beside a stranger's, the team's pending word, chat
// errands) from the wrong side of each boundary. Alice's workspace is a27AliceSetup. Mallory's
// workspace (her team writes from payco.example too, so the same words are hers to attack
// with) holds the attacks of attack27_readings_test.go aimed at alice's words and keys: a
// stranger's thirty split digests; her copies of alice's sentences dated 1 October ("… was
// changed from 45 s to 60 s.", "The resident parking permit for 2027 is EUR 120.") and then
// "… changed from EUR 120 to EUR 480."; her reply In-Reply-To alice's customer's Message-ID
// (c2@customer.example) with twelve items; her long mail forwarded by Mallory Stone, who writes
// "PAY-53 is done, closing it." above it (since the forward's later chunks are no one's, a line
// at the forward's end closes nothing, in mallory's workspace either); her Ka-band price; and a Slack thread (her own people, Zed
// Quill and Yara Holt, with a guest) asking "@Yara can ye get the customs bond renewed" and
// "aye will do". Nothing of mallory's reaches alice (Today and Ask, every path): a copy in one
// workspace marks no sentence of another as a repeat, a reply joins no other workspace's
// thread, and the cap counts no other workspace's items. Nothing of alice's reaches mallory (by
// packet id, by question naming alice's keys, titles, customer and errand), the public actor,
// an agent token with customer egress, a foreign Origin or Host; oversized and duplicated
// fields are refused with a code, and a stranger's mail with two Date headers is dated by its
// first. Rows follow a25Check. All held on 399aadf.
func TestAttack27ReadingsAcrossBoundaries(t *testing.T) {
	tn := newTenants(t)
	w := tn.a23Workspace(t, "alice")
	m := tn.a23Workspace(t, "mallory")
	const day = "2026-11-19T09:00:00Z"
	a27AliceSetup(t, w)
	w.compile(t)

	mallory := "Mallory Stone <mallory@payco.example>"
	a25JSONL("Wiki", a25Doc("m0", "Payments team", "Team. Mallory Stone, Zed Quill and Yara Holt run the payments desk.", mallory, "2026-11-02T09:00:00Z", nil))(t, m)
	issues := strings.NewReplacer("Mara Lind", "Zed Quill", "Joao Reis", "Yara Holt", "Tom Berg", "Yara Holt", "Kim Park", "Yara Holt", "Ines Roy", "Mallory Stone").Replace(trackerIssues)
	m.imp(t, ingest.LinearCSV, "Linear", "issues.csv", issues)
	eve := func(id, at, subject, body, re string) a23Msg {
		return a23Msg{id: id + "@attacker.example", from: a23Eve, date: at, subject: subject, body: body, re: re}
	}
	var support []a23Msg
	for k := range 30 {
		support = append(support, eve(fmt.Sprint("d", k), day, fmt.Sprintf("Your Asana digest %d", k), a27DigestBy("Zed Quill", k*10, 10), ""))
	}
	support = append(support,
		eve("c1", "2026-10-01T09:00:00Z", "Gateway", "The card authorisation timeout at the payment gateway was changed from 45 s to 60 s.\nEve", ""),
		eve("c2", "2026-10-01T09:00:00Z", "Permits", "The resident parking permit for 2027 is EUR 120.\nEve", ""),
		eve("c3", day, "Permits update", "The resident parking permit for 2027 was changed from EUR 120 to EUR 480.\nEve", ""),
		eve("c4", day, "Re: Data processing agreement", a27DigestBy("Zed Quill", 0, 12), "c2@customer.example"),
		eve("c5", day, "Ka-band pricing", "The Ka-band price per minute is EUR 3.10.\nEve", ""))
	a25Mail(support...)(t, m)
	fill := strings.Repeat("We reviewed the migration plan with the vault vendor and walked through each of the cut-over steps and the rollback drill. ", 4)
	a26TeamMail(a23Msg{id: "f1@payco.example", from: mallory, date: day, subject: "FW: PAY-53 Card vault migration",
		body: "PAY-53 is done, closing it.\n\n---------- Forwarded message ---------\nFrom: Eve Outsider <eve@attacker.example>\nDate: Thu, 19 Nov 2026 at 08:00\nSubject: PAY-53 Card vault migration\n\n" +
			fill + "\n\n" + fill + "\n\n" + fill + "\n\nEve"})(t, m)
	malloryUsers := `[{"id":"U1","real_name":"Zed Quill"},{"id":"U2","real_name":"Yara Holt"},{"id":"U3","real_name":"Gus Guest","is_restricted":true}]`
	m.imp(t, ingest.Slack, "Slack", "export.zip", a27SlackOf(t, malloryUsers,
		a27SlackMsg{"U3", "<@U2> can ye get the customs bond renewed", day, ""}, a27SlackMsg{"U2", "aye will do", "2026-11-19T09:02:00Z", day}))
	m.compile(t)

	aliceHeader := map[string]string{"Authorization": "Bearer " + w.aliceTok}
	malloryHeader := map[string]string{"Authorization": "Bearer " + m.aliceTok}
	qPermit := "How much is the resident parking permit for 2027?"
	aliceOpen := a25AllToday(a25Open("PAY-50", "Mara Lind", "2026-12-04"), a25Owner("PAY-51", "Joao Reis"), a25Owner("PAY-52", "Tom Berg"),
		a25Open("PAY-53", "Kim Park", "2026-12-11"), a25Open("PAY-70", "", "2026-12-04"), a25Owner("PAY-74", ""))
	aliceToday := a25AllToday(aliceOpen, a25Cites("PAY-74", "Can someone renew the PAY-74 gateway certificate"))
	aliceOnly := []string{"Kim Park", "Mara Lind", "Ines Roy", "Joao Reis", "Tom Berg", "Ana Ruiz", "Carl Kunde", "signed DPA", "minibus", "CAD 4.5M", "EUR 9.80",
		"PAY-74 gateway certificate", "label printer swap is due"}
	malloryOnly := []string{"Zed Quill", "Yara Holt", "Mallory Stone", "Packing station", "EUR 480", "EUR 3.10", "customs bond", "Gus Guest", "Dec 30"}
	holds := a25HoldsAny
	asks := []struct {
		q     string
		check func(a23Answer) string
	}{
		{a23QTime, a24Superseded("60 s")},
		{qPermit, a23All(a23Grounded("EUR 120"), a25Lacks("EUR 480"))},
		{"What is the Ka-band price per minute?", a25Lacks("3.10")},
		{"Is PAY-53 done?", a26Leads("The completion state of PAY-53 is open")},
		{"What is the refit budget for the ferry?", a23Grounded("CAD 4.5M")},
		{"Who owns the customs bond?", a25Lacks("The owner")},
	}

	t.Run("control: mallory's attacks move her own workspace", func(t *testing.T) {
		q := m.a25Today(t, false)
		if p := a25AllToday(a25Gone("PAY-53"), a25Open("PAY-50", "Zed Quill", "2026-12-04"))(q); p != "" {
			t.Fatalf("%s: the rows below prove nothing\n%s", p, q)
		}
		if a := a23GraphQL(t, tn.url, malloryHeader, qPermit); !a.supersededBy("EUR 480") {
			t.Fatalf("%s: %s: the copies row proves nothing", a.Status, a.Text)
		}
	})
	t.Run("closed_mallory's floods, copies, replies, forwards and errands reach not alice", func(t *testing.T) {
		q := w.a25Today(t, true)
		a25Check(t, "closed_today", aliceToday(q)+holds(q.String(), malloryOnly), q.String())
		is := w.a27Items(t)
		a25Check(t, "closed_alice's customer's request", a27Has("Kunde's request")(is), a27ShowItems(is))
		for _, c := range asks {
			a, all := w.ask(t, c.q)
			a23SamePaths(t, all)
			a25Check(t, "closed_"+c.q, c.check(a)+holds(a.Text, malloryOnly), a.Status+": "+a.Text)
		}
	})

	// Alice's packets by storage id and by public reference.
	ids := a25PacketIDs(t, tn, w)
	a25NoPacketByID(t, tn, m, ids, aliceOnly)
	t.Run("closed_mallory asks naming alice's keys, titles, customer and errand", func(t *testing.T) {
		for _, q := range []string{"Who owns PAY-74?", "What did Carl Kunde ask for?", "Is the signed DPA sent?", "Who is booking the minibus?",
			"When is the PAY-70 label printer swap due?", "What is the refit budget for the ferry?", "What is the ground station price per minute?", "Who is Kim Park?"} {
			a := a23GraphQL(t, tn.url, malloryHeader, q)
			a25Check(t, "closed_"+q, holds(a.Text, aliceOnly), a.Status+": "+a.Text)
		}
		q := m.a25Today(t, false)
		a25Check(t, "closed_mallory's today", holds(q.String(), aliceOnly), q.String())
		is := m.a27Items(t)
		a25Check(t, "closed_mallory's items", holds(a27ShowItems(is), aliceOnly), a27ShowItems(is))
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
		a := a23GraphQL(t, w.publicAt, nil, qPermit)
		a25Check(t, "closed_public ask", a23All(a23Grounded("EUR 120"), a25Lacks("EUR 480"))(a), a.Status+": "+a.Text)
		r = (&tenants{url: m.publicAt}).gqlReply(t, map[string]string{"Host": "rebound.example"}, `{ today(first: 50) { edges { node { objective exactIds owner evidence { text } } } } }`)
		a25Check(t, "closed_mallory's public demo, foreign Host", holds(string(r.Data), aliceOnly), string(r.Data))
	})
	a25CustomerEgress(t, tn, w, []a25Tool{{"list_queue", map[string]any{"first": 50}}, {"get_packet", map[string]any{"id": ids[0]}}, {"ask", map[string]any{"question": qPermit, "mode": "FAST"}}}, aliceOnly)
	a25ForeignOrigins(t, tn, w, func(q a25Today) string { return aliceOpen(q) + holds(q.String(), malloryOnly) }, qPermit, a25Lacks("EUR 480"))
	t.Run("closed_oversized and duplicated fields", func(t *testing.T) {
		problem := ""
		long, _ := json.Marshal("How much is the resident parking permit for 2027? " + strings.Repeat("The resident parking permit for 2027 was changed from EUR 120 to EUR 480. ", 40))
		if r := tn.gqlReply(t, aliceHeader, `mutation { ask(input: { question: `+string(long)+`, mode: FAST }) { status } }`); len(r.Errors) == 0 || r.Errors[0].Extensions.Code != string(errs.Invalid) {
			problem += fmt.Sprintf("ask with a question of %d bytes: %.200s %+v, want BAD_USER_INPUT; ", len(long), r.Data, r.Errors)
		}
		if r := tn.gqlReply(t, aliceHeader, `mutation { ask(input: { question: "Who owns PAY-51?", question: "Who owns the customs bond?", mode: FAST }) { status text } }`); len(r.Errors) == 0 {
			problem += fmt.Sprintf("ask with question twice: %.200s, want an error; ", r.Data)
		}
		if r := tn.gqlReply(t, aliceHeader, `{ today(first: 5, first: 50) { edges { node { id } } } }`); len(r.Errors) == 0 {
			problem += fmt.Sprintf("today with first twice: %.200s, want an error; ", r.Data)
		}
		if r := tn.gqlReply(t, aliceHeader, `{ today(first: 500) { edges { node { id objective } } } }`); len(r.Errors) == 0 {
			problem += fmt.Sprintf("today with first 500: %d edges, want an error; ", strings.Count(string(r.Data), `"id"`))
		}
		if res := callTool(t, mcpSession(t, tn.url, w.mcpToken), "ask", map[string]any{"question": string(long[1 : len(long)-1]), "mode": "FAST"}); !res.IsError {
			problem += "MCP ask with an oversized question answered; "
		}
		if res := callTool(t, mcpSession(t, tn.url, w.mcpToken), "list_queue", map[string]any{"first": 101}); !res.IsError {
			problem += "list_queue first 101 over MCP answered; "
		}
		f := &fixture{Server: &httptest.Server{URL: tn.url}}
		if resp, body := rest(t, f, w.mcpToken, http.MethodPost, "/api/v1/mcp/tools/ask", `{"question":"Who owns PAY-51?","question":"Who owns the customs bond?","mode":"FAST"}`); resp.StatusCode < 400 || resp.StatusCode >= 500 {
			problem += fmt.Sprintf("ask with question twice over REST = %d %.200s, want refused; ", resp.StatusCode, body)
		}
		if resp, body := rest(t, f, w.mcpToken, http.MethodPost, "/api/v1/mcp/tools/list_queue", `{"first":5,"first":100}`); resp.StatusCode < 400 || resp.StatusCode >= 500 {
			problem += fmt.Sprintf("list_queue with first twice over REST = %d %.200s, want refused; ", resp.StatusCode, body)
		}
		a25Check(t, "closed_oversized and duplicated", problem, "")
		q := w.a25Today(t, false)
		a25Check(t, "closed_alice's today after the attempts", aliceToday(q), q.String())
	})
	t.Run("closed_a stranger's copy with two Date headers is dated by the first", func(t *testing.T) {
		d := tn.a23Workspace(t, "dates")
		a27AliceSetup(t, d)
		d.imp(t, ingest.Mbox, "Support", "s.mbox", "From eve@attacker.example Thu Nov 19 09:00:00 2026\nMessage-ID: <dd@attacker.example>\nFrom: "+a23Eve+
			"\nTo: support@payco.example\nSubject: Gateway\nDate: Thu, 19 Nov 2026 09:00:00 +0000\nDate: Thu, 01 Oct 2026 09:00:00 +0000\nContent-Type: text/plain; charset=utf-8\n\n"+
			"The card authorisation timeout at the payment gateway was changed from 45 s to 60 s.\nEve\n")
		d.compile(t)
		a, all := d.ask(t, a23QTime)
		a23SamePaths(t, all)
		a25Check(t, "closed_two Date headers", a24Superseded("60 s")(a), a.Status+": "+a.Text)
	})
}

// TestAttack27HugeFloodsCopiesAndErrands: 300 mails of a stranger's ten activity lines each (3,000
// items) against 300 plain mails; 1,000 top-level Slack messages of a guest, three lines each;
// a stranger's mail of 100 and of 500 figures for the resident parking permit ("The resident
// parking permit for 2027 is EUR 121." … one a line, 24 KB for 500) beside the team's page
// (EUR 120), against a mail of 500 plain lines; a Slack thread of 2,000 errand asks and answers
// between a guest and a teammate. Import and compile are timed (logged); the tracked issues keep
// their owners and due dates at Today's top, and no guest owns an item. On 399aadf two rows are
// open:
//
//   - Closed since (Ask keeps at most four passages of one document: the mail's chunks had
//     taken every place of the evidence). Was HOLE (not the session's: the same at 7aabd2b): with 500 figures the team's EUR 120 is
//     gone from the answer, which settles the stranger's own figures as a chain, GROUNDED "The
//     latest value stated is EUR 326 …; it replaced EUR 325 …, which replaced …" (with 100 the
//     team's EUR 120 stands beside hers, unresolved).
//   - Was HOLE, closed the same session (brought by 58bf4f2): one ask as the owner over the 500 figures takes 10 to 20
//     seconds against about 20 ms over 500 plain lines (100 figures: about 3 to 6 s; at 7aabd2b
//     170 ms, and 500 within ten times the plain mail). Likely, not checked: 58bf4f2 reads
//     whether a statement is an outsider's (said.outside, which reads the message's text for
//     its quotes) inside ofTheQualified's loop over every pair of statements.
func TestAttack27HugeFloodsCopiesAndErrands(t *testing.T) {
	tn := newTenants(t)
	const day = "2026-11-19T09:00:00Z"
	tracked := a25AllToday(a25Open("PAY-50", "Mara Lind", "2026-12-04"), a25Open("PAY-53", "Kim Park", "2026-12-11"), a25Owner("PAY-51", "Joao Reis"), a25Owner("PAY-52", "Tom Berg"))
	run := func(name string, imp func(t *testing.T, w *a23WS)) (time.Duration, *a23WS) {
		w := tn.a23Workspace(t, name)
		a25Tracked(t, w)
		start := time.Now()
		imp(t, w)
		w.compile(t)
		return time.Since(start), w
	}
	mails := func(plain bool) func(t *testing.T, w *a23WS) {
		var ms []a23Msg
		for k := range 300 {
			body := a27Digest(k*10, 10)
			if plain {
				body = strings.Repeat(fmt.Sprintf("Line %d of the weekly notes, nothing to report today.\n", k), 10)
			}
			ms = append(ms, a23Msg{id: fmt.Sprintf("m%d@attacker.example", k), from: a23Eve, date: day, subject: fmt.Sprintf("Your Asana digest %d", k), body: body})
		}
		return a25Mail(ms...)
	}
	plain, _ := run("plain", mails(true))
	flood, fw := run("flood", mails(false))
	t.Logf("import and compile: 300 plain mails %v, 300 mails of ten activity lines %v", plain, flood)
	q := fw.a25Today(t, true)
	a25Check(t, "closed_tracked work under 300 mails of a stranger's items", tracked(q), q.String())

	var msgs []a27SlackMsg
	for k := range 1000 {
		msgs = append(msgs, a27SlackMsg{"U3", a27Digest(k*3, 3), time.Date(2026, 11, 19, 9, 0, k, 0, time.UTC).Format(time.RFC3339), ""})
	}
	slackTook, sw := run("slack", a27SlackImp(msgs...))
	t.Logf("import and compile: 1,000 top-level guest messages %v", slackTook)
	q = sw.a25Today(t, true)
	a25Check(t, "closed_tracked work under 1,000 guest messages", tracked(q), q.String())

	// A stranger's mail of n figures for the permit beside the team's page: the team's EUR 120
	// must stand in the lead, and the ask take no more than a plain mail of the same lines does
	// (ten times, and a second).
	figures := func(n int, plain bool) (time.Duration, a23Answer) {
		var b strings.Builder
		for i := range n {
			if plain {
				fmt.Fprintf(&b, "Line %d of the weekly notes about parking, nothing to report.\n", i)
				continue
			}
			fmt.Fprintf(&b, "The resident parking permit for 2027 is EUR %d.\n", 121+i)
		}
		w := tn.a23Workspace(t, fmt.Sprint("figures", n, plain))
		a25Team(t, w)
		a25JSONL("Wiki", a25Doc("p1", "Parking", "The resident parking permit for 2027 is EUR 120.", a23Ines, "2026-11-02T09:00:00Z", nil))(t, w)
		a25Mail(a23Msg{id: "fg@attacker.example", from: a23Eve, date: day, subject: "Permits", body: b.String()})(t, w)
		w.compile(t)
		start := time.Now()
		a := a23GraphQL(t, tn.url, map[string]string{"Authorization": "Bearer " + w.aliceTok}, "How much is the resident parking permit for 2027?")
		return time.Since(start), a
	}
	plainAsk, _ := figures(500, true)
	smallAsk, small := figures(100, false)
	bigAsk, big := figures(500, false)
	t.Logf("ask as the owner: 500 plain lines %v; 100 figures %v: %s: %.200s; 500 figures %v: %s: %.300s", plainAsk, smallAsk, small.Status, small.Text, bigAsk, big.Status, big.Text)
	if !strings.Contains(small.lead(), "EUR 120") {
		t.Errorf("100 figures: the team's EUR 120 does not stand (%s): the row below proves nothing", small.lead())
	}
	problem := ""
	if !strings.Contains(big.lead(), "EUR 120") {
		problem = "the team's EUR 120 is not in the lead: " + big.lead()
	}
	a25Check(t, "closed_a stranger's 500 figures for the permit in one mail: the team's EUR 120 stands", problem, big.Status+": "+big.Text)
	// The ask's time over 500 figures against a plain mail's is logged above, never asserted
	// (tests assert no timings; this row's hole, 10-20 s an ask, was closed by ofTheQualified
	// reading each statement's outsideness once).

	var chat []a27SlackMsg
	for k := range 1000 {
		at := time.Date(2026, 11, 19, 9, 0, 2*k, 0, time.UTC)
		chat = append(chat, a27SlackMsg{"U3", fmt.Sprintf("<@U2> can ye get the widget %d ordered", k), at.Format(time.RFC3339), day},
			a27SlackMsg{"U2", "aye will do", at.Add(time.Second).Format(time.RFC3339), day})
	}
	chat = append([]a27SlackMsg{{"U1", "Orders for the week", day, ""}}, chat...)
	chatTook, ew := run("errands", a27SlackImp(chat...))
	t.Logf("import and compile of 2,000 errand lines %v", chatTook)
	q = ew.a25Today(t, true)
	a25Check(t, "closed_tracked work under 2,000 errand lines", tracked(q), q.String())
	is := ew.a27Items(t)
	owned := slices.ContainsFunc(is, func(i a27Item) bool { return i.owner() == "Gus Guest" })
	problem = ""
	if owned {
		problem = "a guest owns an item"
	}
	a25Check(t, "closed_no guest owns an item", problem, a27ShowItems(is))
}
