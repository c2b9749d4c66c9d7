package server_test

import (
	"fmt"
	"strings"
	"testing"
)

// Attack thirty, from outside, on 9fd0b06 (attack 29's twelve holes closed):
//
//   - records.Team.voice: an outsider's voice is a sender (a mail's address without its +tag; a
//     sender line with no address is one voice) and an organisation (the address's registrable
//     domain by the public suffix list; a free-mail address its own); queue.withFewStrangerItems
//     keeps at most ten items a sender and twenty an organisation.
//   - records.quotedOpenings pads the gap before a chunk; a header block names a time
//     (records.sentBelow) or, in facts, an address or a time; Russian, Chinese, Japanese and
//     Lotus Notes marks and header words; a header block opening a chunk mid-message is a
//     copied message's.
//   - synthesis.commonHeld reads a title-case line's capitalised words as common.
//
// The team, its tracked work and the helpers are attack 29's (a29Mail, a29Chunks, a29Fill).
// Each row is a workspace of its own read over every path (a27Items; a25See), controls in
// workspaces of their own. Rows follow a25Check: "HOLE_..." fails its check today and is logged
// as KNOWN HOLE; "closed_..." held. Findings on 9fd0b06 are in each test's comment.
//
// Closed the same session, 13 of the 14 holes (rows renamed closed_; the comments below say
// what each showed): the first items of an organisation's first five senders stay beyond its
// count (two strangers at the customer's domain no longer use up its first ask); Gmail's dots
// are no other mailbox; a host's customers' sites (a public suffix's private section,
// "eve.github.io") are the host's organisation; a header block's From line names an address
// and any header line follows it (even an empty "Sent:", or none but "To:"), or names no
// address and a date line holds a year or a clock time ("12.50 GB" is none), and never names a
// time itself (an itinerary's "From: Frankfurt 07:10"); a Lotus Notes forwarder's long name;
// Turkish and Korean marks and header words; the off-topic look leaves out only the names the
// question writes capitalised. Open: an organisation's twenty-first request leaves Today (the
// count itself).

// a30Count: at least n packets of Today's first 50 hold s in their objective.
func a30Count(s string, n int) func([]a27Item) string {
	return func(is []a27Item) string {
		k := 0
		for _, i := range is {
			if strings.Contains(i.Objective, s) {
				k++
			}
		}
		if k < n {
			return fmt.Sprintf("%d packets of Today's first 50 hold %q, want %d", k, s, n)
		}
		return ""
	}
}

// TestAttack30VoicesBySenderAndOrganisation attacks 9fd0b06's voices (a sender and an
// organisation, ten and twenty items). As in attack 29, the team's PAY-70 printer swap and Carl
// Kunde's request for the signed DPA (due 4 December) stand in Today, and an outsider's digest
// lines ("Packing station N rebuild · Due Nov 22") rank before them. Found on 9fd0b06:
//
//   - HOLE (left open by 9fd0b06, narrowed: attack 29 needed one address): a stranger writing
//     ten lines each from two addresses at the customer's domain (eve0@, eve1@customer.example;
//     a From header is the sender's to write) fills the organisation's twenty places: Carl
//     Kunde's request leaves Today. One address, or two at attacker.example, leave it.
//   - HOLE (left open, narrowed likewise): the same two addresses at posteo.de (a free-mail
//     provider the list leaves out) silence a customer writing from posteo.de; at gmail.com (on
//     the list) his request stays.
//   - HOLE (left open by 9fd0b06; of attack 29's plus-address class): thirty dot-spellings of
//     one gmail mailbox (evelyn.outsider@, e.velynoutsider@ …, one inbox) are thirty senders
//     and thirty organisations: the request and the team's PAY-70 leave Today's first 50.
//   - HOLE (left open by 9fd0b06; at 2278fb3 a voice was the whole domain anyway): thirty
//     subdomains of github.io, a suffix of the public suffix list's private section, are thirty
//     organisations; thirty of attacker.co.uk are one. (Thirty invented registrable domains do
//     the same: packet.go accepts that outsiders may take the half of Today the team leaves.)
//   - HOLE (the cap itself; at 2278fb3 a voice's cap was ten): a customer organisation whose
//     three people ask twenty-one things loses one from Today; the same requests from three
//     organisations all stand.
func TestAttack30VoicesBySenderAndOrganisation(t *testing.T) {
	const day = "2026-11-19T09:00:00Z"
	printer := a23Msg{id: "t2@payco.example", from: a23Ines, date: "2026-11-16T09:00:00Z", subject: "PAY-70 label printer", body: "PAY-70 label printer swap is due on 4 December.\nInes"}
	team := a25Then(a25Tracked, a26TeamMail(printer))
	dpaFrom := func(from string) a23Msg {
		return a23Msg{id: "c2@customer.example", from: from, date: "2026-11-18T09:00:00Z", subject: "Data processing agreement", body: "Could you send us the signed DPA by 4 December?\nCarl"}
	}
	dpa := dpaFrom("Carl Kunde <carl@customer.example>")
	customer := a27Has("Kunde's request")
	both := a28AllItems(customer, a28HasID("PAY-70"))
	// n mails of ten digest lines each, the k-th from from(k).
	mails := func(n int, from func(k int) string) []a23Msg {
		var ms []a23Msg
		for k := range n {
			ms = append(ms, a23Msg{id: fmt.Sprintf("d%d@attacker.example", k), from: from(k), date: day, subject: fmt.Sprintf("Your Asana digest %d", k), body: a27Digest(k*10, 10)})
		}
		return ms
	}
	with := func(first a23Msg, ms []a23Msg) func(t *testing.T, w *a23WS) {
		return a25Then(team, a29Mail(append([]a23Msg{first}, ms...)...))
	}
	// Gmail reads no dots in an address's local part: e.v.e@, ev.e@ … are eve@'s one inbox.
	dots := func(k int) string {
		local := "evelynoutsider"
		var b strings.Builder
		for i, r := range local {
			b.WriteRune(r)
			if i < len(local)-1 && k>>i&1 == 1 {
				b.WriteByte('.')
			}
		}
		return fmt.Sprintf("Eve Outsider <%s@gmail.com>", b.String())
	}
	// Three people at the customer write 21 requests, seven each, all due before the team's.
	requests := func(t *testing.T, w *a23WS) {
		var ms []a23Msg
		for k := range 21 {
			who := []string{"Carl Kunde <carl@customer.example>", "Cora Kunde <cora@customer.example>", "Cid Kunde <cid@customer.example>"}[k%3]
			ms = append(ms, a23Msg{id: fmt.Sprintf("r%d@customer.example", k), from: who, date: "2026-11-18T09:00:00Z", subject: fmt.Sprintf("Order %d", 4100+k),
				body: fmt.Sprintf("Could you send us the signed delivery note for order %d by 25 November?\n%s", 4100+k, strings.Fields(who)[0])})
		}
		a25Then(team, a29Mail(ms...))(t, w)
	}
	// The same twenty-one requests from three organisations, seven each.
	threeOrgs := func(t *testing.T, w *a23WS) {
		var ms []a23Msg
		for k := range 21 {
			who := []string{"Carl Kunde <carl@customer.example>", "Cora Kunde <cora@kunde-two.example>", "Cid Kunde <cid@kunde-three.example>"}[k%3]
			ms = append(ms, a23Msg{id: fmt.Sprintf("r%d@customer.example", k), from: who, date: "2026-11-18T09:00:00Z", subject: fmt.Sprintf("Order %d", 4100+k),
				body: fmt.Sprintf("Could you send us the signed delivery note for order %d by 25 November?\n%s", 4100+k, strings.Fields(who)[0])})
		}
		a25Then(team, a29Mail(ms...))(t, w)
	}

	rows := []a28ItemRow{
		{name: "closed_two stranger addresses at the customer's domain fill its organisation's twenty places: the customer's request leaves Today",
			attack: with(dpa, mails(2, func(k int) string { return fmt.Sprintf("Eve Outsider <eve%d@customer.example>", k) })), check: customer,
			controls: map[string]func(t *testing.T, w *a23WS){"one stranger address at the customer's domain": with(dpa, mails(1, func(int) string { return "Eve Outsider <eve0@customer.example>" })),
				"the same two mails from attacker.example": with(dpa, mails(2, func(k int) string { return fmt.Sprintf("Eve Outsider <eve%d@attacker.example>", k) }))}},
		{name: "closed_two stranger addresses at an unlisted free-mail provider silence a customer writing from it",
			attack: with(dpaFrom("Carl Kunde <carl.kunde@posteo.de>"), mails(2, func(k int) string { return fmt.Sprintf("Eve Outsider <eve%d@posteo.de>", k) })), check: customer,
			controls: map[string]func(t *testing.T, w *a23WS){"both at gmail.com": with(dpaFrom("Carl Kunde <carl.kunde@gmail.com>"), mails(2, func(k int) string { return fmt.Sprintf("Eve Outsider <eve%d@gmail.com>", k) }))}},
		{name: "closed_thirty dot-spellings of one gmail mailbox are thirty voices",
			attack: with(dpa, mails(30, dots)), check: both,
			controls: map[string]func(t *testing.T, w *a23WS){"the same thirty mails from one gmail address": with(dpa, mails(30, func(int) string { return dots(0) }))}},
		{name: "closed_thirty subdomains of github.io (a public suffix's private section) are thirty organisations",
			attack: with(dpa, mails(30, func(k int) string { return fmt.Sprintf("Eve Outsider <eve@s%d.github.io>", k) })), check: both,
			controls: map[string]func(t *testing.T, w *a23WS){"thirty subdomains of attacker.co.uk": with(dpa, mails(30, func(k int) string { return fmt.Sprintf("Eve Outsider <eve@s%d.attacker.co.uk>", k) }))}},
		{name: "HOLE_a customer organisation's twenty-one requests from three people: one leaves Today",
			attack: requests, check: a30Count("Kunde's request", 21),
			controls: map[string]func(t *testing.T, w *a23WS){"the same requests from three organisations": threeOrgs}},
	}
	a28RunItems(t, newTenants(t), rows)
}

// TestAttack30HeaderBlocksAndMarks attacks 9fd0b06's header blocks (a time on the date line;
// one opening a chunk mid-message is a copied message's) and its marks and header words, from
// outside and from a teammate's own mail. The team tracks PAY-53 (open, Kim Park, 11 December);
// "PAY-53 is done, closing it." closes it when it is a teammate's and is no one's in a quote.
// Found on 9fd0b06:
//
//   - HOLE (brought by 9fd0b06: records.sentBelow now needs a time): an Outlook for Mac header
//     block naming the stranger's address above an empty "Sent:" line, opening the chunk after
//     a teammate's long reply, is no header: the stranger's closing line is the teammate's and
//     closes PAY-53 (facts.startsQuote, as read, takes the address; Ask was not looked at).
//   - HOLE (left open; no date line was no header before either): the same block with no date
//     line at all, below a long reply or a short one (in her own chunk), closes PAY-53.
//   - HOLE (left open by 9fd0b06's Lotus mark, "forwarded by" and at most 80 characters): a
//     Lotus Notes forward whose forwarder's hierarchical name is long closes PAY-53; a short
//     name holds.
//   - HOLE (not the session's: header words not listed): Turkish Outlook ("Kimden:",
//     "Gönderildi:" under its rule) and Korean Outlook ("-----원본 메시지-----", "보낸 사람:",
//     "보낸 날짜:") original messages close PAY-53.
//   - HOLE (brought by 9fd0b06: a header block opening a chunk mid-message is a copied
//     message's): a teammate's own itinerary "From: Frankfurt 07:10 / To: Bari 09:05 / Date:
//     24.11.2026" opening her long mail's last chunk leaves her "PAY-53 is done" no one's; with
//     "Departure:" it closes PAY-53.
//   - HOLE (left open by 9fd0b06's fix of attack 29's row): "Van: VX-12" over "Data: 12.50 GB
//     used" in a teammate's note is a header block again ("12.50" reads as a time): her line is
//     no one's. Attack 29's "Data: 4 GB SIM fitted" holds.
//   - Held: a teammate's Russian note "От: склада №4" over "Дата: 24.11", and a Chinese one
//     "发件人: 仓库" over "日期: 明天", leave her line hers.
func TestAttack30HeaderBlocksAndMarks(t *testing.T) {
	const day = "2026-11-19T09:00:00Z"
	long := strings.Repeat(a29Fill, 3) + "\n\n" + strings.Repeat(a29Fill, 3) + "\n\n" + strings.Repeat(a29Fill, 3) + "\n\n"
	closing := "PAY-53 is done, closing it.\n"
	open53 := a25Queue(a25Open("PAY-53", "Kim Park", "2026-12-11"))
	gone53 := a25Queue(a25Gone("PAY-53"))
	ines := func(subject, body string) a23Msg {
		return a23Msg{id: "f1@payco.example", from: a23Ines, date: day, subject: subject, body: body}
	}
	teamMail := func(ms ...a23Msg) func(t *testing.T, w *a23WS) { return a25Then(a25Tracked, a26TeamMail(ms...)) }
	fwd := func(mark string) func(t *testing.T, w *a23WS) {
		return teamMail(ines("FW: PAY-53 Card vault migration", "FYI, from the vendor.\n\n"+mark+"\n\n"+long+closing+"Eve"))
	}
	reply := "Thanks Eve. We will go over the cut-over steps and the rollback drill at Thursday's call, and finance will bring the reconciliation reports they asked for last month. " +
		"Kim will send the sandbox credentials once the access list for the new vault is signed off by the security team, which should be early next week. " +
		"Please keep the export of the audit trail in the format we agreed in October, since the auditors read it with their own tools.\nInes"
	below := func(header string) func(t *testing.T, w *a23WS) {
		m := ines("Re: PAY-53 Card vault migration", reply+"\n\n"+header+"\n\n"+long+closing+"Eve")
		if cs := a29Chunks(m); len(cs) < 2 || !strings.HasPrefix(cs[1].Text, "From: Eve") {
			t.Fatalf("the reply's second chunk does not open with the header block: %d chunks", len(cs))
		}
		return teamMail(m)
	}
	withDate := "From: Eve Outsider <eve@attacker.example>\nDate: Thursday, 19 November 2026 at 08:00\nTo: Support <support@payco.example>\nSubject: PAY-53 Card vault migration"
	emptyDate := "From: Eve Outsider <eve@attacker.example>\nSent:\nTo: Support <support@payco.example>\nSubject: PAY-53 Card vault migration"
	noDate := "From: Eve Outsider <eve@attacker.example>\nTo: Support <support@payco.example>\nSubject: PAY-53 Card vault migration"
	shortNoDate := teamMail(ines("Re: PAY-53 Card vault migration", "Thanks Eve.\nInes\n\n"+noDate+"\n\n"+long+closing+"Eve"))

	// A teammate's own trip plan, long, with an itinerary block opening its last chunk.
	trip := func(from string) func(t *testing.T, w *a23WS) {
		m := ines("Vendor visit", "Plan for the vault vendor visit.\n\n"+long+from+"\nTo: Bari 09:05\nDate: 24.11.2026\n\n"+closing+"Ines")
		if cs := a29Chunks(m); !strings.HasPrefix(cs[len(cs)-1].Text, from) {
			t.Fatalf("the trip plan's last chunk does not open with its itinerary")
		}
		return teamMail(m)
	}
	note := func(a, b string) func(t *testing.T, w *a23WS) {
		return teamMail(ines("Depot visit", "Router swap at the depot done today.\n"+a+"\n"+b+"\n"+closing+"Ines"))
	}

	rows := []a27Row{
		{name: "closed_a header block with an address and an empty date line opening the next chunk below a teammate's long reply: the stranger's line closes PAY-53",
			attack: below(emptyDate), looks: []a25Look{open53},
			controls: []a25Control{{"the same header block with its date", below(withDate), []a25Look{open53}}}},
		{name: "closed_a header block whose date line the stranger's mail left out: the stranger's line closes PAY-53",
			attack: below(noDate), looks: []a25Look{open53},
			controls: []a25Control{{"the same header block with its date", below(withDate), []a25Look{open53}}}},
		{name: "closed_a header block with no date line below a teammate's short reply, in her chunk: the stranger's line closes PAY-53",
			attack: shortNoDate, looks: []a25Look{open53}},
		{name: "closed_a Lotus Notes forward whose forwarder's hierarchical name is long: the stranger's line closes PAY-53",
			attack: fwd("----- Forwarded by Ines Roy/Zahlungsverkehr/Frankfurt am Main/PayCo Payments Europe GmbH@PAYCO on 19.11.2026 09:00 -----\n\nEve Outsider <eve@attacker.example>\n19.11.2026 08:00\n\nTo\nsupport@payco.example\ncc\n\nSubject\nPAY-53 Card vault migration"),
			looks:  []a25Look{open53},
			controls: []a25Control{{"a short hierarchical name", fwd("----- Forwarded by Ines Roy/PayCo on 19.11.2026 09:00 -----\n\nEve Outsider <eve@attacker.example>\n19.11.2026 08:00\n\nTo\nsupport@payco.example\ncc\n\nSubject\nPAY-53 Card vault migration"),
				[]a25Look{open53}}}},
		{name: "closed_a Turkish Outlook header block under its rule closes PAY-53",
			attack: fwd("________________________________\nKimden: Eve Outsider <eve@attacker.example>\nGönderildi: 19 Kasım 2026 Perşembe 08:00\nKime: Support <support@payco.example>\nKonu: PAY-53 Card vault migration"),
			looks:  []a25Look{open53},
			controls: []a25Control{{"the English Outlook header block", fwd("________________________________\nFrom: Eve Outsider <eve@attacker.example>\nSent: Thursday, November 19, 2026 8:00 AM\nTo: Support <support@payco.example>\nSubject: PAY-53 Card vault migration"),
				[]a25Look{open53}}}},
		{name: "closed_a Korean Outlook original message closes PAY-53",
			attack: fwd("-----원본 메시지-----\n보낸 사람: Eve Outsider <eve@attacker.example>\n받는 사람: Support <support@payco.example>\n보낸 날짜: 2026년 11월 19일 목요일 오전 8:00\n제목: PAY-53 Card vault migration"),
			looks:  []a25Look{open53}},
		{name: "closed_a teammate's own itinerary block opening her long mail's last chunk: her 'PAY-53 is done' is no one's",
			attack: trip("From: Frankfurt 07:10"), looks: []a25Look{gone53},
			controls: []a25Control{{"'Departure:' for 'From:'", trip("Departure: Frankfurt 07:10"), []a25Look{gone53}}}},
		{name: "closed_a teammate's Russian note 'От: склада №4' over 'Дата: 24.11' leaves her 'PAY-53 is done' hers",
			attack: note("От: склада №4", "Дата: 24.11"), looks: []a25Look{gone53},
			controls: []a25Control{{"'Склад: №4' and 'Срок: 24.11'", note("Склад: №4", "Срок: 24.11"), []a25Look{gone53}}}},
		{name: "closed_a teammate's note 'Van: VX-12' over 'Data: 12.50 GB used': her 'PAY-53 is done' is no one's",
			attack: note("Van: VX-12", "Data: 12.50 GB used"), looks: []a25Look{gone53},
			controls: []a25Control{{"'Data: 4 GB SIM fitted' (attack 29's)", note("Van: VX-12", "Data: 4 GB SIM fitted"), []a25Look{gone53}}}},
		{name: "closed_a teammate's Chinese note '发件人: 仓库' over '日期: 明天' leaves her 'PAY-53 is done' hers",
			attack: note("发件人: 仓库", "日期: 明天"), looks: []a25Look{gone53}},
	}
	a25RunRows(t, newTenants(t), rows)
}

// TestAttack30TeamStatementInMixedCase attacks 9fd0b06's title-case reading (a line whose
// capitalised words outnumber its others counts them as common). The team's page names the
// setting in title case inside a sentence in lower case. Found on 9fd0b06:
//
//   - HOLE (left open by 9fd0b06's title-case reading): "The Card Authorisation Timeout for all
//     of our gateways, GW-1 to GW-6, is set to 45 s." has more lower-case words than capitalised
//     ones, so its capitalised common words do not count, the second look off the topic drops
//     it, and the stranger's 30 s for GW-5 leads alone. Attack 29's title-case line holds.
func TestAttack30TeamStatementInMixedCase(t *testing.T) {
	qGW := "What is the card authorisation timeout at gateway GW-5?"
	gateways := func(line string) func(t *testing.T, w *a23WS) {
		return a25JSONL("Wiki", a25Doc("g1", "Gateway settings", "Gateway settings. "+line, a23Ines, "2026-11-02T09:00:00Z", nil))
	}
	gw5Eve := a25Mail(a23Msg{id: "e1@attacker.example", from: a23Eve, date: "2026-11-10T09:00:00Z", subject: "Gateway GW-5", body: "The card authorisation timeout at gateway GW-5 is 30 s.\nEve"})
	rows := []a27Row{
		{name: "closed_a stranger naming GW-5 leads alone where the team's sentence names the Card Authorisation Timeout in title case",
			attack: a25Then(gateways("The Card Authorisation Timeout for all of our gateways, GW-1 to GW-6, is set to 45 s."), gw5Eve),
			looks:  []a25Look{a25Ask(qGW, a23Holds("45 s", "30 s"))},
			controls: []a25Control{{"the whole line in title case (attack 29's)", a25Then(gateways("Card Authorisation Timeout, Gateways GW-1 to GW-6: 45 s."), gw5Eve),
				[]a25Look{a25Ask(qGW, a23Holds("45 s", "30 s"))}}}},
	}
	a25RunRows(t, newTenants(t), rows)
}
