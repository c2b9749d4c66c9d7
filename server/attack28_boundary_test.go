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
	"github.com/queueproof/queueproof/engine/ingest"
)

// TestAttack28ReadingsAcrossBoundaries reads this session's changes (voices, quoted openings,
// copies) from the wrong side of each boundary. Alice's workspace is a27AliceSetup (her wiki,
// PAY-50..53, Ines Roy's mail, the customer Carl Kunde asking for the signed DPA, a Slack
// errand). Mallory's workspace (her team writes from payco.example too) holds this attack's
// outsiders aimed at alice's words: thirty mails of digest lines from thirty addresses and from
// one address under thirty "Last, First" names; a Slack guest posting under Carl Kunde's and
// Carla Kunde's names; a German Gmail forward by Mallory of a stranger's long mail that ends
// "PAY-53 is done, closing it."; a stranger's copies of alice's sentences dated 1 October.
// Nothing of mallory's reaches alice (Today, Ask, every path): a voice in one workspace counts
// no item of another, a copy marks no sentence of another as a repeat. Nothing of alice's
// reaches mallory (by packet id, by question naming alice's keys, customer and titles), the
// public actor, an agent token with customer egress, a foreign Origin or Host; oversized and
// duplicated fields are refused. Rows follow a25Check. All held on f68543b.
func TestAttack28ReadingsAcrossBoundaries(t *testing.T) {
	ctx := context.Background()
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
	var support []a23Msg
	for k := range 30 {
		support = append(support,
			a23Msg{id: fmt.Sprintf("a%d@attacker.example", k), from: fmt.Sprintf("Eve Outsider <eve%d@attacker.example>", k), date: day, subject: fmt.Sprintf("Your Asana digest %d", k), body: a27DigestBy("Zed Quill", k*10, 10)},
			a23Msg{id: fmt.Sprintf("b%d@attacker.example", k), from: fmt.Sprintf("\"Outsider, Eve %d\" <eve@attacker.example>", k), date: day, subject: fmt.Sprintf("Your Jira digest %d", k), body: a27DigestBy("Zed Quill", 300+k*10, 10)})
	}
	support = append(support,
		a23Msg{id: "c1@attacker.example", from: a23Eve, date: "2026-10-01T09:00:00Z", subject: "Gateway", body: "The card authorisation timeout at the payment gateway was changed from 45 s to 60 s.\nEve"},
		a23Msg{id: "c2@attacker.example", from: a23Eve, date: "2026-10-01T09:00:00Z", subject: "Permits", body: "The resident parking permit for 2027 is EUR 120.\nEve"},
		a23Msg{id: "c3@attacker.example", from: a23Eve, date: day, subject: "Permits update", body: "The resident parking permit for 2027 was changed from EUR 120 to EUR 480.\nEve"},
		a23Msg{id: "c4@customer.example", from: "Carl Kunde <carl@customer.example>", date: day, subject: "Data processing agreement", body: a27DigestBy("Zed Quill", 600, 10)})
	a25Mail(support...)(t, m)
	fill := "We reviewed the migration plan with the vault vendor and walked through each of the cut-over steps, the rollback drill and the reconciliation reports that finance asked for last month. "
	long := strings.Repeat(fill, 3) + "\n\n" + strings.Repeat(fill, 3) + "\n\n" + strings.Repeat(fill, 3) + "\n\n"
	a26TeamMail(a23Msg{id: "f1@payco.example", from: mallory, date: day, subject: "WG: PAY-53 Card vault migration",
		body: "PAY-53 is done, closing it.\n\n---------- Weitergeleitete Nachricht ---------\nVon: Eve Outsider <eve@attacker.example>\nDate: Do., 19. Nov. 2026 um 08:00 Uhr\nSubject: PAY-53 Card vault migration\n\n" +
			long + "Eve"})(t, m) // (Mallory closes PAY-53 herself: the forward's own line no longer would)
	a28SlackImp(a28SlackMsg{"", "U3", "Carl Kunde", a27DigestBy("Zed Quill", 700, 10), day, ""},
		a28SlackMsg{"", "U3", "Carla Kunde", a27DigestBy("Zed Quill", 800, 10), "2026-11-19T09:01:00Z", ""})(t, m)
	m.compile(t)

	aliceHeader := map[string]string{"Authorization": "Bearer " + w.aliceTok}
	malloryHeader := map[string]string{"Authorization": "Bearer " + m.aliceTok}
	qPermit := "How much is the resident parking permit for 2027?"
	aliceOpen := a25AllToday(a25Open("PAY-50", "Mara Lind", "2026-12-04"), a25Owner("PAY-51", "Joao Reis"), a25Owner("PAY-52", "Tom Berg"),
		a25Open("PAY-53", "Kim Park", "2026-12-11"), a25Open("PAY-70", "", "2026-12-04"), a25Owner("PAY-74", ""))
	aliceToday := a25AllToday(aliceOpen, a25Cites("PAY-74", "Can someone renew the PAY-74 gateway certificate"))
	aliceOnly := []string{"Kim Park", "Mara Lind", "Ines Roy", "Joao Reis", "Tom Berg", "Ana Ruiz", "signed DPA", "minibus", "CAD 4.5M", "EUR 9.80",
		"PAY-74 gateway certificate", "label printer swap is due"}
	malloryOnly := []string{"Zed Quill", "Yara Holt", "Mallory Stone", "Packing station", "Asana digest", "Jira digest", "EUR 480", "Weitergeleitete", "Gus Guest", "Carla Kunde"}
	holds := a25HoldsAny
	asks := []struct {
		q     string
		check func(a23Answer) string
	}{
		{a23QTime, a24Superseded("60 s")},
		{qPermit, a23All(a23Grounded("EUR 120"), a25Lacks("EUR 480"))},
		{"Is PAY-53 done?", a26Leads("The completion state of PAY-53 is open")},
		{"What did Carl Kunde ask for?", a25Lacks("Packing station")},
	}

	t.Run("control: mallory's attacks move her own workspace", func(t *testing.T) {
		q := m.a25Today(t, false)
		if p := a25AllToday(a25Gone("PAY-53"), a25Open("PAY-50", "Zed Quill", "2026-12-04"))(q); p != "" {
			t.Fatalf("%s: the rows below prove nothing\n%s", p, q)
		}
		is := m.a27Items(t)
		if n := a28Digests(is); n <= 10 {
			t.Fatalf("%d digest items in mallory's first 50: the rows below prove nothing\n%s", n, a27ShowItems(is))
		}
	})
	t.Run("closed_mallory's voices, forwards and copies reach not alice", func(t *testing.T) {
		q := w.a25Today(t, true)
		a25Check(t, "closed_today", aliceToday(q)+holds(q.String(), malloryOnly), q.String())
		is := w.a27Items(t)
		a25Check(t, "closed_alice's customer's request", a27Has("Kunde's request")(is)+holds(a27ShowItems(is), malloryOnly), a27ShowItems(is))
		for _, c := range asks {
			a, all := w.ask(t, c.q)
			a23SamePaths(t, all)
			a25Check(t, "closed_"+c.q, c.check(a)+holds(a.Text, malloryOnly), a.Status+": "+a.Text)
		}
	})

	// Alice's packets by storage id and by public reference.
	ids := a25PacketIDs(t, tn, w)
	a25NoPacketByID(t, tn, m, ids, aliceOnly)
	t.Run("closed_mallory asks naming alice's keys, customer and titles", func(t *testing.T) {
		for _, q := range []string{"Who owns PAY-74?", "What did Carl Kunde ask for?", "Is the signed DPA sent?", "When is the PAY-70 label printer swap due?",
			"What is the refit budget for the ferry?", "Who is Kim Park?"} {
			a := a23GraphQL(t, tn.url, malloryHeader, q)
			a25Check(t, "closed_"+q, holds(a.Text, aliceOnly), a.Status+": "+a.Text)
		}
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
	a25CustomerEgress(t, tn, w, []a25Tool{{"list_queue", map[string]any{"first": 50}}, {"get_packet", map[string]any{"id": ids[0]}}, {"ask", map[string]any{"question": "What did Carl Kunde ask for?", "mode": "FAST"}}}, aliceOnly)
	a25ForeignOrigins(t, tn, w, func(q a25Today) string { return aliceOpen(q) + holds(q.String(), malloryOnly) }, qPermit, a25Lacks("EUR 480"))
	t.Run("closed_oversized and duplicated fields", func(t *testing.T) {
		problem := ""
		d := tn.a23Workspace(t, "fields")
		imp := func(f ingest.Format, file, body string) error {
			_, err := tn.e.Import(ctx, d.alice, engine.ImportRequest{SourceName: "Probe", Format: f, Input: ingest.FromBytes(file, []byte(body))})
			return err
		}
		// A display name over the field limit, recorded with a Slack message.
		if err := imp(ingest.Slack, "export.zip", a28Slack(t, a28SlackMsg{"", "U3", strings.Repeat("Carla Kunde ", 200), "hello", day, ""})); !errs.Is(err, errs.Invalid) {
			problem += fmt.Sprintf("a Slack message's display name of 2,400 characters: %v, want BAD_USER_INPUT; ", err)
		}
		// A From header over the field limit.
		if err := imp(ingest.Mbox, "s.mbox", a23Mbox(a23Msg{id: "x@attacker.example", from: "\"" + strings.Repeat("Outsider, Eve ", 100) + "\" <eve@attacker.example>", date: day, subject: "Hi", body: "Hello."})); !errs.Is(err, errs.Invalid) {
			problem += fmt.Sprintf("a From header of 1,400 characters: %v, want BAD_USER_INPUT; ", err)
		}
		if r := tn.gqlReply(t, aliceHeader, `{ today(first: 5, first: 50) { edges { node { id } } } }`); len(r.Errors) == 0 {
			problem += fmt.Sprintf("today with first twice: %.200s, want an error; ", r.Data)
		}
		if r := tn.gqlReply(t, aliceHeader, `mutation { ask(input: { question: "Who owns PAY-51?", question: "What did Carl Kunde ask for?", mode: FAST }) { status text } }`); len(r.Errors) == 0 {
			problem += fmt.Sprintf("ask with question twice: %.200s, want an error; ", r.Data)
		}
		f := &fixture{Server: &httptest.Server{URL: tn.url}}
		if resp, body := rest(t, f, w.mcpToken, http.MethodPost, "/api/v1/mcp/tools/list_queue", `{"first":5,"first":100}`); resp.StatusCode < 400 || resp.StatusCode >= 500 {
			problem += fmt.Sprintf("list_queue with first twice over REST = %d %.200s, want refused; ", resp.StatusCode, body)
		}
		a25Check(t, "closed_oversized and duplicated", problem, "")
		q := w.a25Today(t, false)
		a25Check(t, "closed_alice's today after the attempts", aliceToday(q), q.String())
	})
}

// TestAttack28MailsOfHundredsOfChunks times e6cda87's quoted openings on a stranger's mail of
// hundreds of chunks: Today reads every chunk of a document against the document's text before
// it (markQuotedOpenings: QuotedAtStart on body[:start], whose quotedBlock scans and splits
// the whole message so far), and Ask reads every chunk of a retrieved mail from the index
// (Loader.QuotedOpenings). One mail of n paragraphs (about 1,100 characters a chunk) is
// imported and compiled, and asked about, against the same paragraphs in mails of twenty
// paragraphs each; the tracked issues keep their owners, and the times are logged. Found on
// f68543b (as a timing row, since taken out: tests assert no timings):
//
//   - Closed since (quotedOpenings reads each chunk against the chunk before it only, and the
//     quote it carries on; BenchmarkQuotedOpenings measures it): was HOLE (brought by
//     e6cda87): a mail of 400 paragraphs (about 440 KB, 400 chunks) compiles
//     in about 7 s against about 0.9 s for the same text in twenty mails; the time grows with
//     the square of the mail's chunks (1,200 paragraphs, 1.3 MB: 66 s against 3.4 s). At
//     874db8e, before the session's changes, the one mail compiled in 0.9 s against 1.5 s for
//     the twenty. An ask over it stays fast (80 ms against 50 ms, logged). Any stranger can
//     mail the support inbox a megabyte; the import allows 64 MB a file.
func TestAttack28MailsOfHundredsOfChunks(t *testing.T) {
	tn := newTenants(t)
	const day = "2026-11-19T09:00:00Z"
	para := func(i int) string {
		return fmt.Sprintf("Paragraph %d. We reviewed the migration plan with the vault vendor and walked through each of the cut-over steps, the rollback drill and the reconciliation reports that finance asked for last month. "+
			"The vendor promised the remaining figures for the reconciliation by the end of the week and asked for the sandbox credentials again. "+
			"Nothing in this paragraph changes the plan; it is here to make the mail long, as a vendor's weekly report can be. "+
			"We also went over the archive of old card tokens, the export of the audit trail and the access list for the new vault. "+
			"The next call is on Thursday at ten, with the same people and the same agenda, unless the vendor moves it.", i)
	}
	const n = 400
	one := func(t *testing.T, w *a23WS) {
		var b strings.Builder
		b.WriteString("Hello team,\n\n")
		for i := range n {
			b.WriteString(para(i) + "\n\n")
		}
		a25Mail(a23Msg{id: "big@attacker.example", from: a23Eve, date: day, subject: "Vault vendor weekly report", body: b.String() + "Eve"})(t, w)
	}
	many := func(t *testing.T, w *a23WS) {
		var ms []a23Msg
		for k := range n / 20 {
			var b strings.Builder
			for i := k * 20; i < k*20+20; i++ {
				b.WriteString(para(i) + "\n\n")
			}
			ms = append(ms, a23Msg{id: fmt.Sprintf("m%d@attacker.example", k), from: a23Eve, date: day, subject: fmt.Sprintf("Vault vendor weekly report %d", k), body: b.String() + "Eve"})
		}
		a25Mail(ms...)(t, w)
	}
	tracked := a25AllToday(a25Open("PAY-50", "Mara Lind", "2026-12-04"), a25Open("PAY-53", "Kim Park", "2026-12-11"))
	run := func(name string, imp func(t *testing.T, w *a23WS)) (time.Duration, time.Duration, *a23WS) {
		w := tn.a23Workspace(t, name)
		a25Tracked(t, w)
		imp(t, w)
		start := time.Now()
		w.compile(t)
		took := time.Since(start)
		start = time.Now()
		a23GraphQL(t, tn.url, map[string]string{"Authorization": "Bearer " + w.aliceTok}, "When is the next call with the vault vendor?")
		return took, time.Since(start), w
	}
	manyCompile, manyAsk, _ := run("many", many)
	oneCompile, oneAsk, ow := run("one", one)
	t.Logf("compile: one mail of %d paragraphs %v, the same in %d mails %v; ask: %v and %v", n, oneCompile, n/20, manyCompile, oneAsk, manyAsk)
	q := ow.a25Today(t, true)
	a25Check(t, "closed_tracked work beside a mail of hundreds of chunks", tracked(q), q.String())
	// The times are logged, never asserted (tests assert no timings): the compile's growth with
	// a mail's chunks is measured by BenchmarkQuotedOpenings (engine/records), whose figures
	// BENCHMARKS.md keeps.
}
