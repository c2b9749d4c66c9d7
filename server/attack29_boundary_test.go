package server_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
)

// TestAttack29ReadingsAcrossBoundaries reads attack 29's voices and quotes from the wrong side
// of each boundary. Alice's workspace is a27AliceSetup (her wiki, PAY-50..53, Ines Roy's mail,
// the customer Carl Kunde at customer.example asking for the signed DPA, a Slack errand).
// Mallory's workspace (her team writes from payco.example too) holds this attack's outsiders
// aimed at alice's words: a stranger writing ten digest lines from carl@customer.example's
// domain, thirty mails from thirty subdomains and thirty plus-addresses, a Russian Outlook
// forward by Mallory of a stranger's mail ending "PAY-53 is done, closing it.", the GW-5
// timeout, and (added at the session's end, for its last rules) a stranger's twelve lines in a
// reply to mallory's customer's thread titled with PAY-77 and a stranger's mail of 500 permit
// figures; the control checks mallory's PAY-77 still shows her customer's request. Nothing of mallory's reaches alice (Today over GraphQL, the public actor and MCP;
// Ask over every path): a voice in one workspace counts no item of another. Nothing of alice's
// reaches mallory by question naming alice's customer and keys, the public actor of either
// workspace, or an agent token with customer egress; a Slack account id over the field limit
// is refused. Rows follow a25Check. All held on 2278fb3 (the control checks only that the forward closes PAY-53 in mallory's own workspace: its digest items were not counted among her first 50, not looked into).
func TestAttack29ReadingsAcrossBoundaries(t *testing.T) {
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
	support := []a23Msg{{id: "x0@customer.example", from: "Eve Outsider <eve@customer.example>", date: day, subject: "Your Asana digest", body: a27DigestBy("Zed Quill", 900, 10)},
		{id: "g1@attacker.example", from: a23Eve, date: "2026-11-10T09:00:00Z", subject: "Gateway GW-5", body: "The card authorisation timeout at gateway GW-5 is 30 s.\nEve"}}
	for k := range 30 {
		support = append(support,
			a23Msg{id: fmt.Sprintf("s%d@attacker.example", k), from: fmt.Sprintf("Eve Outsider <eve@s%d.attacker.example>", k), date: day, subject: fmt.Sprintf("Your Asana digest %d", k), body: a27DigestBy("Zed Quill", k*10, 10)},
			a23Msg{id: fmt.Sprintf("p%d@attacker.example", k), from: fmt.Sprintf("Eve Outsider <eve+%d@gmail.com>", k), date: day, subject: fmt.Sprintf("Your Jira digest %d", k), body: a27DigestBy("Zed Quill", 300+k*10, 10)})
	}
	// The session's last rules, in mallory's workspace: a stranger's twelve lines in a reply to
	// her customer's thread titled with PAY-77 (records.strangersOwnThings), and a stranger's
	// mail of 500 permit figures (Ask's four passages of one document).
	var figures strings.Builder
	for k := range 500 {
		fmt.Fprintf(&figures, "Permit quote %d: the resident parking permit for 2027 is EUR %d.\n", k, 300+k)
	}
	support = append(support,
		a23Msg{id: "c7@customer.example", from: "Carl Kunde <carl@customer.example>", date: "2026-11-18T09:00:00Z", subject: "PAY-77 non-disclosure agreement",
			body: "Could you send us the countersigned NDA for PAY-77 by 4 December?\nCarl"},
		a23Msg{id: "r7@attacker.example", from: a23Eve, date: day, subject: "Re: PAY-77 non-disclosure agreement", re: "c7@customer.example", body: a27DigestBy("Zed Quill", 950, 12)},
		a23Msg{id: "f7@attacker.example", from: a23Eve, date: day, subject: "Permits", body: figures.String()})
	a29Mail(support...)(t, m)
	long := strings.Repeat(a29Fill, 3) + "\n\n" + strings.Repeat(a29Fill, 3) + "\n\n"
	a26TeamMail(a23Msg{id: "f1@payco.example", from: mallory, date: day, subject: "FW: PAY-53 Card vault migration",
		body: "PAY-53 is done, closing it.\n\n-----Исходное сообщение-----\nОт: Eve Outsider <eve@attacker.example>\nОтправлено: четверг, 19 ноября 2026 г. 8:00\nТема: PAY-53 Card vault migration\n\n" + long + "Eve"})(t, m) // (Mallory closes PAY-53 herself: the forward's line no longer would)
	m.compile(t)

	malloryHeader := map[string]string{"Authorization": "Bearer " + m.aliceTok}
	aliceOpen := a25AllToday(a25Open("PAY-50", "Mara Lind", "2026-12-04"), a25Owner("PAY-51", "Joao Reis"), a25Owner("PAY-52", "Tom Berg"),
		a25Open("PAY-53", "Kim Park", "2026-12-11"), a25Open("PAY-70", "", "2026-12-04"))
	aliceOnly := []string{"Kim Park", "Mara Lind", "Ines Roy", "Joao Reis", "Tom Berg", "Ana Ruiz", "signed DPA", "minibus", "EUR 9.80", "PAY-74 gateway certificate", "label printer swap is due"}
	malloryOnly := []string{"Zed Quill", "Yara Holt", "Mallory Stone", "Packing station", "Asana digest", "Jira digest", "Исходное", "30 s", "Permit quote", "countersigned NDA"}
	holds := func(raw string, names []string) string {
		for _, n := range names {
			if strings.Contains(raw, n) {
				return "holds " + n + ": " + raw
			}
		}
		return ""
	}

	t.Run("control: mallory's attacks move her own workspace", func(t *testing.T) {
		q := m.a25Today(t, false)
		if p := a25Gone("PAY-53")(q); p != "" {
			t.Fatalf("%s: the rows below prove nothing\n%s", p, q)
		}
		if p := a25Cites("PAY-77", "countersigned NDA for PAY-77")(q); p != "" {
			t.Fatalf("%s: mallory's PAY-77 does not show her customer's request\n%s", p, q)
		}
	})
	t.Run("closed_mallory's voices and forwards reach not alice", func(t *testing.T) {
		q := w.a25Today(t, true)
		a25Check(t, "closed_today", aliceOpen(q)+holds(q.String(), malloryOnly), q.String())
		is := w.a27Items(t)
		a25Check(t, "closed_alice's customer's request", a27Has("Kunde's request")(is)+holds(a27ShowItems(is), malloryOnly), a27ShowItems(is))
		for _, c := range []struct {
			q     string
			check func(a23Answer) string
		}{
			{"Is PAY-53 done?", a26Leads("The completion state of PAY-53 is open")},
			{"What did Carl Kunde ask for?", a25Lacks("Packing station")},
			{"What is the card authorisation timeout at gateway GW-5?", a25Lacks("30 s")},
			{"How much is the resident parking permit for 2027?", a23All(a23Grounded("EUR 120"), a25Lacks("Permit quote"))},
			{"What did Carl Kunde ask for about PAY-77?", a25Lacks("countersigned NDA")},
		} {
			a, all := w.ask(t, c.q)
			a23SamePaths(t, all)
			a25Check(t, "closed_"+c.q, c.check(a)+holds(a.Text, malloryOnly), a.Status+": "+a.Text)
		}
	})
	t.Run("closed_mallory asks naming alice's customer and keys", func(t *testing.T) {
		for _, q := range []string{"What did Carl Kunde ask for?", "Is the signed DPA sent?", "Who owns PAY-74?", "Who is Kim Park?"} {
			a := a23GraphQL(t, tn.url, malloryHeader, q)
			a25Check(t, "closed_"+q, holds(a.Text, aliceOnly), a.Status+": "+a.Text)
		}
		is := m.a27Items(t)
		a25Check(t, "closed_mallory's items", holds(a27ShowItems(is), aliceOnly), a27ShowItems(is))
	})
	t.Run("closed_the public actors", func(t *testing.T) {
		r := (&tenants{url: w.publicAt}).gqlReply(t, nil, `{ today(first: 50) { edges { node { objective exactIds owner evidence { text } } } } }`)
		a25Check(t, "closed_alice's public today", holds(string(r.Data), malloryOnly), string(r.Data))
		r = (&tenants{url: m.publicAt}).gqlReply(t, map[string]string{"Host": "rebound.example"}, `{ today(first: 50) { edges { node { objective exactIds owner evidence { text } } } } }`)
		a25Check(t, "closed_mallory's public today, foreign Host", holds(string(r.Data), aliceOnly), string(r.Data))
		r = (&tenants{url: w.publicAt}).gqlReply(t, nil, `mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }`)
		problem := ""
		if len(r.Errors) == 0 || r.Errors[0].Extensions.Code != string(errs.Forbidden) {
			problem = fmt.Sprintf("the public actor compiles: %s %+v, want FORBIDDEN", r.Data, r.Errors)
		}
		a25Check(t, "closed_public compile", problem, "")
	})
	a25CustomerEgress(t, tn, w, []a25Tool{{"list_queue", map[string]any{"first": 50}}, {"ask", map[string]any{"question": "What did Carl Kunde ask for?", "mode": "FAST"}}}, aliceOnly)
	t.Run("closed_an oversized Slack account id", func(t *testing.T) {
		d := tn.a23Workspace(t, "fields")
		_, err := tn.e.Import(ctx, d.alice, engine.ImportRequest{SourceName: "Probe", Format: ingest.Slack,
			Input: ingest.FromBytes("export.zip", []byte(a28Slack(t, a28SlackMsg{"", strings.Repeat("U3", 1200), "", "hello", day, ""})))})
		problem := ""
		if !errs.Is(err, errs.Invalid) {
			problem = fmt.Sprintf("a Slack message's account id of 2,400 characters: %v, want BAD_USER_INPUT", err)
		}
		a25Check(t, "closed_oversized account", problem, "")
	})
}
