package server_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/ingest"
)

// Attack twenty-nine, from outside, on a5cf28d (attack 28's holes closed) and ca6e3ff's
// second look off the topic:
//
//   - records.Team.voice: an outsider's voice is a mail's address's organisation (its domain;
//     a free-mail address itself), a chat message's account; Today keeps at most ten items per
//     voice and leaves the team half its places.
//   - records.quotedOpenings / QuotedTo: each mail chunk is read against the chunk before it
//     only, and the quote it carries on; a chunk whose start cuts a '>' line carries the quote
//     over its first line.
//   - reQuoteMark and the header-line words of nine more languages ("Von:", "De:", "Da:",
//     "Van:", "Data:", …).
//   - synthesis.offTopicStatements: off the topic, a team statement is the attribute's only by
//     two of the question's common words (words not opening with a capital).
//
// The team writes from payco.example as in attacks 25 to 28 (its wiki, its Linear issues
// PAY-50..53, Ines Roy's own mail in a source of its own). Each row is a workspace of its own,
// read over every path (a27Items: GraphQL as the owner, the public actor and MCP list_queue;
// a25See: Today and Ask over GraphQL, MCP and REST), which must agree; controls in workspaces of
// their own show the row exercises the reading it attacks. Rows follow attack 25's convention
// (a25Check): "HOLE_..." fails its check today and is logged as KNOWN HOLE; "closed_..." held.
// All twelve holes below were closed in the same session (records.Team.voice: a sender by
// address without its +tag, and an organisation by registrable domain, each counted; quoted
// openings padded before reading; a header block names an address or a time; the marks and
// header words of Russian, Chinese, Japanese and Lotus Notes mail; a header block opening a
// chunk mid-message is a copied message's; synthesis.commonHeld reads a title-case line's
// words as common). The rows were renamed closed_ then; the notes say what each had shown
// when written. Findings on 2278fb3 are in each test's comment.

// a29Mbox is a23Mbox for any From header (an address or none): the envelope line names no one.
func a29Mbox(ms ...a23Msg) string {
	var b strings.Builder
	for _, m := range ms {
		at, err := time.Parse(time.RFC3339, m.date)
		if err != nil {
			panic(err)
		}
		fmt.Fprintf(&b, "From MAILER-DAEMON %s\nMessage-ID: <%s>\nFrom: %s\nTo: support@payco.example\nSubject: %s\nDate: %s\n",
			at.Format("Mon Jan _2 15:04:05 2006"), m.id, m.from, m.subject, at.Format(time.RFC1123Z))
		if m.re != "" {
			fmt.Fprintf(&b, "In-Reply-To: <%s>\nReferences: <%s>\n", m.re, m.re)
		}
		b.WriteString("Content-Type: text/plain; charset=utf-8\n\n" + m.body + "\n\n")
	}
	return b.String()
}

func a29Mail(ms ...a23Msg) func(t *testing.T, w *a23WS) {
	return func(t *testing.T, w *a23WS) { w.imp(t, ingest.Mbox, "Support", "s.mbox", a29Mbox(ms...)) }
}

// TestAttack29VoicesByOrganisation attacks a5cf28d's voice of a mail (its domain, a free-mail
// address itself). The team's PAY-70 label printer swap (due 4 December) and a customer's
// request for the signed DPA (due 4 December, no identifier) stand in Today; an outsider adds
// "Packing station N rebuild · Due Nov 22" lines (items due before them, which rank first).
// Found on 2278fb3:
//
//   - Was HOLE (brought by a5cf28d: at 07324da a voice was the address, and at 874db8e the cap
//     counted per document; either way her ten lines left the customer's one request alone): a
//     stranger who writes one mail of ten lines from any address at the customer's domain
//     (eve@customer.example; a From header is the sender's to write) shares the customer's voice:
//     her ten overdue items take the voice's ten places and Carl Kunde's request leaves Today.
//     From attacker.example it stays.
//   - Was HOLE (brought by a5cf28d, as above): a customer who writes from a free-mail provider the
//     list leaves out (posteo.de) shares the voice of every stranger at that provider: one
//     stranger's mail of ten lines from eve@posteo.de silences her request. At gmail.com (on the
//     list) it stays.
//   - Was HOLE (left open by a5cf28d; at 874db8e thirty mails of ten lines did the same, the cap per
//     document): thirty mails from thirty subdomains of one stranger's domain
//     (eve@s0.attacker.example … eve@s29.attacker.example) are thirty voices, since a voice is
//     the whole domain, not the organisation's registrable one: the customer's request leaves
//     Today. From one address it stays.
//   - Was HOLE (left open by a5cf28d, as above): thirty plus-addresses of one free-mail mailbox
//     (eve+0@gmail.com … eve+29@gmail.com, one inbox) are thirty voices.
//   - Was HOLE (left open by a5cf28d, as above): thirty From headers with a name and no address
//     ("Eve Outsider 0" …) are thirty voices (a voice falls back to the name).
//   - Held: case, Unicode and ASCII (punycode) spellings of one internationalised domain are
//     one voice.
func TestAttack29VoicesByOrganisation(t *testing.T) {
	tn := newTenants(t)
	const day = "2026-11-19T09:00:00Z"
	printer := a23Msg{id: "t2@payco.example", from: a23Ines, date: "2026-11-16T09:00:00Z", subject: "PAY-70 label printer", body: "PAY-70 label printer swap is due on 4 December.\nInes"}
	team := a25Then(a25Tracked, a26TeamMail(printer))
	dpaFrom := func(from string) a23Msg {
		return a23Msg{id: "c2@customer.example", from: from, date: "2026-11-18T09:00:00Z", subject: "Data processing agreement", body: "Could you send us the signed DPA by 4 December?\nCarl"}
	}
	dpa := dpaFrom("Carl Kunde <carl@customer.example>")
	customer := a27Has("Kunde's request")
	both := a28AllItems(customer, a28HasID("PAY-70"))
	tenLines := func(from string) a23Msg {
		return a23Msg{id: "d@attacker.example", from: from, date: day, subject: "Your Asana digest", body: a27Digest(0, 10)}
	}
	mails := func(from func(k int) string) []a23Msg {
		var ms []a23Msg
		for k := range 30 {
			ms = append(ms, a23Msg{id: fmt.Sprintf("d%d@attacker.example", k), from: from(k), date: day, subject: fmt.Sprintf("Your Asana digest %d", k), body: a27Digest(k*10, 10)})
		}
		return ms
	}
	with := func(first a23Msg, ms []a23Msg) func(t *testing.T, w *a23WS) {
		return a25Then(team, a29Mail(append([]a23Msg{first}, ms...)...))
	}
	oneAddress := mails(func(int) string { return a23Eve })
	subdomains := mails(func(k int) string { return fmt.Sprintf("Eve Outsider <eve@s%d.attacker.example>", k) })
	plus := mails(func(k int) string { return fmt.Sprintf("Eve Outsider <eve+%d@gmail.com>", k) })
	oneGmail := mails(func(int) string { return "Eve Outsider <eve@gmail.com>" })
	noAddress := mails(func(k int) string { return fmt.Sprintf("Eve Outsider %d", k) })
	oneName := mails(func(int) string { return "Eve Outsider" })
	// One internationalised domain spelled thirty ways: case of each of its letters, Unicode or
	// ASCII form.
	spellings := mails(func(k int) string {
		d := []rune("bücher")
		for i := range d {
			if k>>i&1 == 1 {
				d[i] = []rune(strings.ToUpper(string(d[i])))[0]
			}
		}
		dom := string(d) + ".example"
		if k%3 == 0 {
			dom = "xn--bcher-kva." + []string{"example", "EXAMPLE"}[k%2]
		}
		return fmt.Sprintf("Eve Outsider <eve@%s>", dom)
	})

	rows := []a28ItemRow{
		{name: "closed_a stranger writing from the customer's domain takes the customer's voice and her request",
			attack: with(dpa, []a23Msg{tenLines("Eve Outsider <eve@customer.example>")}), check: customer,
			controls: map[string]func(t *testing.T, w *a23WS){"the same lines from attacker.example": with(dpa, []a23Msg{tenLines(a23Eve)})}},
		{name: "closed_a customer at a free-mail provider the list leaves out shares a stranger's voice there",
			attack: with(dpaFrom("Carl Kunde <carl.kunde@posteo.de>"), []a23Msg{tenLines("Eve Outsider <eve@posteo.de>")}), check: customer,
			controls: map[string]func(t *testing.T, w *a23WS){"both at gmail.com": with(dpaFrom("Carl Kunde <carl.kunde@gmail.com>"), []a23Msg{tenLines("Eve Outsider <eve@gmail.com>")})}},
		{name: "closed_thirty subdomains of one stranger's domain are thirty voices",
			attack: with(dpa, subdomains), check: both,
			controls: map[string]func(t *testing.T, w *a23WS){"the same thirty mails from one address": with(dpa, oneAddress)}},
		{name: "closed_thirty plus-addresses of one free-mail mailbox are thirty voices",
			attack: with(dpa, plus), check: both,
			controls: map[string]func(t *testing.T, w *a23WS){"the same thirty mails from one gmail address": with(dpa, oneGmail)}},
		{name: "closed_thirty From headers with a name and no address are thirty voices",
			attack: with(dpa, noAddress), check: both,
			controls: map[string]func(t *testing.T, w *a23WS){"the same thirty mails under one name": with(dpa, oneName)}},
		{name: "closed_case, Unicode and punycode spellings of one domain are one voice",
			attack: with(dpa, spellings), check: both},
	}
	a28RunItems(t, tn, rows)
}

// a29Fill is a vendor's report sentence, as attack 28's forwards carry.
const a29Fill = "We reviewed the migration plan with the vault vendor and walked through each of the cut-over steps, the rollback drill and the reconciliation reports that finance asked for last month. "

// a29Chunks is the mail's body as the mbox import writes it (its own header, then its text),
// split as the index splits it.
func a29Chunks(m a23Msg) []index.Span {
	at, _ := time.Parse(time.RFC3339, m.date)
	return index.Split(fmt.Sprintf("From: %s\nDate: %s\nSubject: %s\n\n%s", m.from, at.Format(time.RFC1123Z), m.subject, m.body), index.DefaultChunkOptions)
}

// TestAttack29QuotesAcrossChunksAndLanguages attacks a5cf28d's quoted openings and its header
// words. Found on 2278fb3:
//
//   - Was HOLE (left open by a5cf28d; at 874db8e a forward's later chunks were the forwarder's
//     anyway): a teammate's reply of a few hundred characters above a header block with no
//     marker line, as Outlook for Mac and the new Outlook write it ("From: Eve …", "Date: …",
//     "To: …", "Subject: …"), puts the header block at the start of the next chunk (a paragraph
//     break closes a chunk of 400 characters), where it reads as the message's own header: the
//     stranger's "PAY-53 is done, closing it." below it is the teammate's and closes tracked
//     PAY-53. Under a short reply (the header block in the teammate's chunk) PAY-53 stays open.
//   - Was HOLE (not the session's: no such mark is read in any chunk, at 874db8e either): forwards
//     and original-message blocks of mail programs whose marks and header words are not listed:
//     Russian Outlook ("-----Исходное сообщение-----", "От:", "Отправлено:"), Yandex
//     ("-------- Пересылаемое сообщение --------"), Chinese QQ Mail and Outlook ("原始邮件",
//     "发件人:", "发送时间:"), Japanese Outlook ("________________________________" above "差出人:",
//     "送信日時:") and Lotus Notes ("----- Forwarded by Ines Roy/PayCo on … -----" with its
//     header of bare names): the stranger's closing line is the teammate's and closes PAY-53.
//   - Was HOLE (not classed: not run at older commits): a teammate's reply that quotes a short
//     paragraph with '>' under "On … wrote:" and answers below it after a blank line ("PAY-53 is
//     done, closing it.") closes nothing; without the quote it closes PAY-53. (The same answer
//     below a quote of six sentences, in the next chunk, closed PAY-53 in a probe.)
//   - Was HOLE (brought by a5cf28d's header words): a teammate's own dispatch note with an ordinary
//     English field "Van: VX-12" above "Data: 4 GB SIM fitted" reads as a forwarded header
//     block ("van" is Dutch for from, "data" Italian, Portuguese and Polish for date): her
//     "PAY-53 is done, closing it." below them is no one's and PAY-53 stays open. With "Vehicle:"
//     and "SIM:" it closes.
//   - Held: Thunderbird ("-------- Forwarded Message --------"), Yahoo ("----- Forwarded
//     Message -----") and Zimbra ("----- Original Message -----") forwards of a long mail.
func TestAttack29QuotesAcrossChunksAndLanguages(t *testing.T) {
	tn := newTenants(t)
	const day = "2026-11-19T09:00:00Z"
	long := strings.Repeat(a29Fill, 3) + "\n\n" + strings.Repeat(a29Fill, 3) + "\n\n" + strings.Repeat(a29Fill, 3) + "\n\n"
	closing := "PAY-53 is done, closing it.\n"
	open53 := a25Queue(a25Open("PAY-53", "Kim Park", "2026-12-11"))
	ask53 := a25Ask("Is PAY-53 done?", a26Leads("The completion state of PAY-53 is open"))
	gone53 := a25Queue(a25Gone("PAY-53"))
	ines := func(subject, body string) a23Msg {
		return a23Msg{id: "f1@payco.example", from: a23Ines, date: day, subject: subject, body: body}
	}
	teamMail := func(ms ...a23Msg) func(t *testing.T, w *a23WS) { return a25Then(a25Tracked, a26TeamMail(ms...)) }
	fwd := func(mark string) func(t *testing.T, w *a23WS) {
		return teamMail(ines("FW: PAY-53 Card vault migration", "FYI, from the vendor.\n\n"+mark+"\n\n"+long+closing+"Eve"))
	}

	// Outlook for Mac: a header block with no marker line, below the teammate's reply.
	reply := "Thanks Eve. We will go over the cut-over steps and the rollback drill at Thursday's call, and finance will bring the reconciliation reports they asked for last month. " +
		"Kim will send the sandbox credentials once the access list for the new vault is signed off by the security team, which should be early next week. " +
		"Please keep the export of the audit trail in the format we agreed in October, since the auditors read it with their own tools.\nInes"
	macHeader := "From: Eve Outsider <eve@attacker.example>\nDate: Thursday, 19 November 2026 at 08:00\nTo: Support <support@payco.example>\nSubject: PAY-53 Card vault migration\n\n"
	macLong := ines("Re: PAY-53 Card vault migration", reply+"\n\n"+macHeader+long+closing+"Eve")
	macShort := ines("Re: PAY-53 Card vault migration", "Thanks Eve.\nInes\n\n"+macHeader+long+closing+"Eve")
	if cs := a29Chunks(macLong); len(cs) < 2 || !strings.HasPrefix(cs[1].Text, "From: Eve") {
		t.Fatalf("the long reply's second chunk does not open with the header block: %d chunks", len(cs))
	}

	note := func(a, b string) a23Msg {
		return ines("Depot visit", "Router swap at the depot done today.\n"+a+"\n"+b+"\n"+closing+"Ines")
	}

	rows := []a27Row{
		{name: "closed_a header block with no marker line below a teammate's long reply opens the next chunk as the message's own: the stranger's line closes PAY-53",
			attack: teamMail(macLong), looks: []a25Look{open53, ask53},
			controls: []a25Control{{"the same header block below a short reply", teamMail(macShort), []a25Look{open53}}}},
		{name: "closed_a Russian Outlook original message closes PAY-53",
			attack: fwd("-----Исходное сообщение-----\nОт: Eve Outsider <eve@attacker.example>\nОтправлено: четверг, 19 ноября 2026 г. 8:00\nКому: Support <support@payco.example>\nТема: PAY-53 Card vault migration"),
			looks:  []a25Look{open53}},
		{name: "closed_a Yandex forward closes PAY-53",
			attack: fwd("-------- Пересылаемое сообщение --------\n19.11.2026, 08:00, \"Eve Outsider\" <eve@attacker.example>:"),
			looks:  []a25Look{open53}},
		{name: "closed_a Chinese QQ Mail original message closes PAY-53",
			attack: fwd("------------------ 原始邮件 ------------------\n发件人: \"Eve Outsider\"<eve@attacker.example>;\n发送时间: 2026年11月19日(星期四) 上午8:00\n收件人: \"Support\"<support@payco.example>;\n主题: PAY-53 Card vault migration"),
			looks:  []a25Look{open53}},
		{name: "closed_a Japanese Outlook header block under its rule closes PAY-53",
			attack: fwd("________________________________\n差出人: Eve Outsider <eve@attacker.example>\n送信日時: 2026年11月19日 8:00\n宛先: Support <support@payco.example>\n件名: PAY-53 Card vault migration"),
			looks:  []a25Look{open53}},
		{name: "closed_a Lotus Notes forward closes PAY-53",
			attack: fwd("----- Forwarded by Ines Roy/PayCo on 19.11.2026 09:00 -----\n\nEve Outsider <eve@attacker.example>\n19.11.2026 08:00\n\nTo\nsupport@payco.example\ncc\n\nSubject\nPAY-53 Card vault migration"),
			looks:  []a25Look{open53}},
		{name: "closed_Thunderbird, Yahoo and Zimbra forwards of a long mail close nothing",
			attack: teamMail(
				a23Msg{id: "f1@payco.example", from: a23Ines, date: day, subject: "Fwd: PAY-53 Card vault migration", body: "FYI.\n\n-------- Forwarded Message --------\nSubject: \tPAY-53 Card vault migration\nDate: \tThu, 19 Nov 2026 08:00:00 +0000\nFrom: \tEve Outsider <eve@attacker.example>\nTo: \tsupport@payco.example\n\n" + long + closing + "Eve"},
				a23Msg{id: "f2@payco.example", from: a23Ines, date: day, subject: "Fw: PAY-53 Card vault migration", body: "FYI.\n\n----- Forwarded Message -----\nFrom: Eve Outsider <eve@attacker.example>\nTo: Support <support@payco.example>\nSent: Thursday, November 19, 2026, 08:00:00 AM GMT\nSubject: PAY-53 Card vault migration\n\n" + long + closing + "Eve"},
				a23Msg{id: "f3@payco.example", from: a23Ines, date: day, subject: "Fwd: PAY-53 Card vault migration", body: "FYI.\n\n----- Original Message -----\nFrom: \"Eve Outsider\" <eve@attacker.example>\nTo: \"Support\" <support@payco.example>\nSent: Thursday, November 19, 2026 8:00:00 AM\nSubject: PAY-53 Card vault migration\n\n" + long + closing + "Eve"}),
			looks: []a25Look{open53, ask53}},
		{name: "closed_a teammate's answer below a short quoted paragraph and a blank line closes nothing",
			attack:   teamMail(ines("Re: PAY-53 Card vault migration", "Thanks, see below.\n\nOn Thu, 19 Nov 2026 at 08:00, Eve Outsider <eve@attacker.example> wrote:\n> "+strings.Repeat(a29Fill, 2)+"\n\n"+closing+"Ines")),
			looks:    []a25Look{gone53},
			controls: []a25Control{{"her answer without the quote", teamMail(ines("Re: PAY-53 Card vault migration", "Thanks, see below.\n\n"+closing+"Ines")), []a25Look{gone53}}}},
		{name: "closed_a teammate's note with 'Van:' and 'Data:' fields is read as a forwarded header: her 'PAY-53 is done' is no one's",
			attack: teamMail(note("Van: VX-12", "Data: 4 GB SIM fitted")), looks: []a25Look{gone53},
			controls: []a25Control{{"'Vehicle:' and 'SIM:'", teamMail(note("Vehicle: VX-12", "SIM: 4 GB fitted")), []a25Look{gone53}}}},
	}
	a25RunRows(t, tn, rows)
}

// TestAttack29TeamStatementInTitleCase attacks ca6e3ff's second look off the topic (a team
// statement is the attribute's only by two of the question's common words, words not opening
// with a capital). Found on 2278fb3:
//
//   - Was HOLE (likely brought by ca6e3ff, which counts only words not opening with a capital;
//     not run at older commits; at 874db8e attack 25's GW-5 hole was open in any case): the
//     team's page written in title case ("Card Authorisation Timeout, Gateways GW-1 to GW-6:
//     45 s.") holds one of the question's common words, so the second look off the topic drops
//     it, and the stranger's "The card authorisation timeout at gateway GW-5 is 30 s." answers
//     alone: the team's 45 s does not lead. The same line in lower case (attack 25's closed row)
//     holds.
func TestAttack29TeamStatementInTitleCase(t *testing.T) {
	tn := newTenants(t)
	qGW := "What is the card authorisation timeout at gateway GW-5?"
	gateways := func(line string) func(t *testing.T, w *a23WS) {
		return a25JSONL("Wiki", a25Doc("g1", "Gateway settings", "Gateway settings. "+line, a23Ines, "2026-11-02T09:00:00Z", nil))
	}
	gw5Eve := a25Mail(a23Msg{id: "e1@attacker.example", from: a23Eve, date: "2026-11-10T09:00:00Z", subject: "Gateway GW-5", body: "The card authorisation timeout at gateway GW-5 is 30 s.\nEve"})
	rows := []a27Row{
		{name: "closed_a stranger naming GW-5 leads alone where the team's page states the timeout in title case for GW-1 to GW-6",
			attack: a25Then(gateways("Card Authorisation Timeout, Gateways GW-1 to GW-6: 45 s."), gw5Eve), looks: []a25Look{a25Ask(qGW, a23Holds("45 s", "30 s"))},
			controls: []a25Control{{"the team's line in lower case", a25Then(gateways("The card authorisation timeout at gateways GW-1 to GW-6 is 45 s."), gw5Eve),
				[]a25Look{a25Ask(qGW, a23Holds("45 s", "30 s"))}}}},
	}
	a25RunRows(t, tn, rows)
}
