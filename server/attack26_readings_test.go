package server_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/ingest"
)

// Attack twenty-six, from outside, on how evidence is read since 0bb5999: a task tracker's
// activity lines make facts about the task each names ("X marked <task> complete", "X changed
// the due date of <task> from … to …", "X assigned to you: <task> · Due …", facts/activity.go);
// "Bug 40721", "ticket 40917", "order 55817", "Work Order 26-118473" are work-item identifiers
// (facts/ids.go); "<Full Name> is on it" makes an owner; a clause's object or leading noun is
// what is done or slipped ("Finished the X", "X moved to Monday"); "Produced", "Fulfilled" (the attack named "Dispatched", since withdrawn as a done state),
// "Fulfilled" are done states and "Planned end date:" a due field; a figure "still being
// calculated" or one that "will be published on …" is pending (synthesis/pending.go); a label's
// number counts its noun ("On-call engineers in the payments rota: 2").
//
// The team writes from payco.example as in attack 25: its wiki (a23Team, Ines Roy, Kim Park's
// page naming Ana Ruiz) and, for tracked work, its Linear issues (trackerIssues: PAY-50 "Rotate
// partner API keys" Mara Lind due 2026-12-04, PAY-53 "Card vault migration" Kim Park due
// 2026-12-11) and its help desk's tickets with field lines (TKT-81 "Card vault latency" Kim Park
// due 2026-12-10, TKT-90 "Work Order 26-118473 Boiler service", TKT-91 "Bug 40721 Checkout
// crash"). Its own untracked work is in Ines Roy's mail, in a source of its own ("Team"):
// "PAY-70 label printer swap is due on 4 December", "Gift box artwork is due on 4 December",
// "The weighbridge recalibration is due on 4 December", a request to renew PAY-74. Outsiders
// write in the forms the session reads: a stranger (eve@attacker.example) mailing the support
// inbox, replying in the team's thread or quoted in a teammate's reply; a customer
// (carl@customer.example) commenting on a ticket; a Slack guest (Gus Guest). Each row is a
// workspace of its own, compiled, read over every path (Ask: GraphQL as the owner and a member,
// the public actor, the MCP ask tool and its REST mirror; Today: GraphQL as the owner, the
// public actor, MCP list_queue and its REST mirror), which must agree. Controls (the same words
// from a teammate, or the evidence without the outsider) are read in workspaces of their own and
// must come out as stated, so each row is known to exercise the reading it attacks.
//
// Rows follow attack 25's convention (a25Check): "HOLE_..." fails its check today and is logged
// as KNOWN HOLE; "closed_..." held when written. On the HEAD 7aabd2b (and, for comparison, the
// same file run on 0bb5999, where the controls of the session's readings fail: a teammate's
// "Status: Fulfilled" or "… is on it." changes nothing there, and "prices will be published
// on …" is not read as pending):
//
//   - Today held for every tracked item: activity lines, "is on it", "Finished the …", "… moved
//     to …", "Status: Fulfilled" and "Planned end date:" from a stranger's mail (its subject
//     naming PAY-53), a customer's comment on TKT-81, a Slack guest in a thread on PAY-53, a
//     stranger quoted under a wrapped attribution or forwarded under her header block change no
//     owner, due date or state (facts.Timelines' team rule), while the same words from a
//     teammate close or move the item. A kind-number identifier ("Work Order 26-118473", "Bug
//     40721") joins no packet at all (records read only the index's identifiers), so a stranger
//     naming one reaches no tracked ticket, nor does a teammate.
//   - A stranger's activity line or "… moved to …" against the team's own untracked dated task
//     stands beside the team's date (UNRESOLVED); the same from a teammate supersedes it.
//   - HOLE (flood, brought by the session's activity reading): a stranger's "digest" of 300
//     lines "Kim Park assigned to you: Packing station N rebuild · Due Nov 22" makes a packet of
//     each line, due before the team's own work, and Today's 200 packets no longer hold the
//     team's untracked PAY-70 (tracked PAY-50..53 stay first). At 0bb5999 the same digest made
//     fewer than 20 packets (its lines read as the mail's one subject) and PAY-70 stayed (the
//     row is closed there). 300 plain lines "… is due on 22 November" flooded Today the same way
//     before the session.
//   - HOLE (Ask, not the session's: the same answers at 0bb5999): a date question naming
//     tracked work by its title or its kind-number ("When is Card vault migration due?", "When
//     is Work Order 26-118473 due?") is answered "The latest value stated is 30 December" from a
//     stranger's "… moved to 30 December" or "changed the due date of … to Dec 30", ahead of the
//     tracker's "Due date: 2026-12-11" (the field line is not read as the question's value;
//     asked by its key, PAY-53, Ask reads Today's basis and holds).
//   - HOLE (Ask, pending; the mechanism is older than the session, the team's pending words are
//     the session's): where the team's page says the figure is not settled ("Resident parking
//     permits 2027 …: the prices will be published on 1 October", read as pending: PARTIAL,
//     "not settled yet"; or "is still being totalled"), a stranger's figure leads alone,
//     GROUNDED ("The latest value stated is EUR 480"): a pending detail is only checked when no
//     value leads (synthesis.go: pendingDetail after st.lead), and a value only a stranger states
//     still leads (the root of attack 25's Ka-band and GW-5 holes). The other way held: a
//     stranger's "prices will be published on …", "still being calculated" or "figures in next
//     year's report" leave the team's figure GROUNDED (pending words never outweigh a value
//     that leads, whoever writes them).
//   - Measures held: a stranger's label count ("On-call engineers in the payments rota: 2")
//     and a stranger's "Rev 5: … was changed to 9 …" stand beside the team's 6, never in force.
//
// Not filed (the product's rule): a stranger's reply in the team's thread, "Eve Outsider is on
// it, new date 30 December.", gives the team's untracked request PAY-74 the due date
// 2026-12-30 in Today and Ask (no owner): only tracked work is kept from outsiders' dates and
// states.

// a26Row is an attack 25 row (a25Row: attack, looks over every path, controls).
type a26Row = a25Row

// a26TeamMail imports Ines Roy's mail into a source of its own ("Team"), so that a stranger's
// mailbox ("Support") imported after it adds to the team's evidence instead of replacing it.
func a26TeamMail(ms ...a23Msg) func(t *testing.T, w *a23WS) {
	return func(t *testing.T, w *a23WS) { w.imp(t, ingest.Mbox, "Team", "t.mbox", a23Mbox(ms...)) }
}

// a26Leads: the answer's lead is v.
func a26Leads(v string) func(a23Answer) string {
	return func(a a23Answer) string {
		if lead := a.lead(); !strings.Contains(lead, v) {
			return fmt.Sprintf("the lead is not %q: %s", v, lead)
		}
		return ""
	}
}

// a26Status: the answer's status is s.
func a26Status(s string) func(a23Answer) string {
	return func(a a23Answer) string {
		if a.Status != s {
			return "status " + a.Status + ", want " + s
		}
		return ""
	}
}

// a26NotLeadsAlone: v is not the lead's value in force: neither settled (SUPERSEDED) nor the
// latest value stated alone; standing beside another in a disagreement is the product's rule.
func a26NotLeadsAlone(v string) func(a23Answer) string { return a25NotLeads(v) }

// a26Unresolved: a disagreement is left unresolved, none settled with v in force.
func a26Unresolved(v string) func(a23Answer) string {
	return func(a a23Answer) string {
		if a.supersededBy(v) {
			return "an outsider's " + v + " is settled as the value in force (SUPERSEDED): " + a.lead()
		}
		if strings.HasPrefix(a.lead(), "The latest value stated is "+v) {
			return v + " leads alone: " + a.lead()
		}
		return ""
	}
}

// a26NotSettled: the answer is PARTIAL because the evidence says the detail is pending (words).
func a26NotSettled(words string) func(a23Answer) string {
	return func(a a23Answer) string {
		if a.Status != "PARTIAL" || !strings.Contains(strings.Join(a.MissingInformation, " "), "not settled yet (\""+words) {
			return fmt.Sprintf("%s %q: not read as pending (%q)", a.Status, a.MissingInformation, words)
		}
		return ""
	}
}

func a26Rows() []a26Row {
	const day = "2026-11-19T09:00:00Z"
	eve := func(id, re, subject, body string) a23Msg {
		return a23Msg{id: id + "@attacker.example", from: a23Eve, date: day, subject: subject, body: body, re: re}
	}
	ines := func(id, subject, at, body string) a23Msg {
		return a23Msg{id: id + "@payco.example", from: a23Ines, date: at, subject: subject, body: body}
	}
	carl := "Carl Kunde <carl@customer.example>"
	ana := "Ana Ruiz <ana@payco.example>"

	// --- tracked work named in a mail's subject (records take the subject's id) ---
	mail53 := func(from, body string) func(t *testing.T, w *a23WS) {
		return a25Then(a25Tracked, a25Mail(a23Msg{id: "s1@x.example", from: from, date: day, subject: "PAY-53 Card vault migration", body: body}))
	}
	slack53 := func(who, line string) func(t *testing.T, w *a23WS) {
		return a25Then(a25Tracked, a25Slack([3]string{"U1", "PAY-53 Card vault migration, any news?", day}, [3]string{who, line, "2026-11-19T09:01:00Z"}))
	}
	open53 := a25Queue(a25Open("PAY-53", "Kim Park", "2026-12-11"))
	gone53 := a25Queue(a25Gone("PAY-53"))
	moved53 := a25Queue(a25Open("PAY-53", "Kim Park", "2026-12-30"))
	ask53Due := a25Ask("When is PAY-53 due?", a26Leads("The deadline of PAY-53 is 2026-12-11"))

	// --- a customer's comment on a help-desk ticket with field lines ---
	vault := a25JSONL("Tickets", a25Doc("TKT-81", "TKT-81 Card vault latency", "Status: In Progress\nAssignee: Kim Park\nDue: 2026-12-10\nCard vault latency above 2 s.", a23Ines, "2026-11-18T09:00:00Z", map[string]string{"kind": "ticket"}))
	comment81 := func(author, body string) func(t *testing.T, w *a23WS) {
		return a25Then(a25Team, vault, a25JSONL("Ticket comments", a25Doc("TKT-81", "TKT-81 comment", body, author, day, map[string]string{"kind": "ticket"})))
	}
	open81 := a25Queue(a25Open("TKT-81", "Kim Park", "2026-12-10"))
	gone81 := a25Queue(a25Gone("TKT-81"))
	moved81 := a25Queue(a25Open("TKT-81", "Kim Park", "2026-12-30"))

	// --- the team's untracked work, in Ines Roy's mail ---
	printer := ines("t2", "PAY-70 label printer", "2026-11-16T09:00:00Z", "PAY-70 label printer swap is due on 4 December.\nInes")
	gift := a25Then(a25Team, a26TeamMail(ines("t1", "Shop tasks", "2026-11-16T09:00:00Z", "Gift box artwork is due on 4 December.\nKim Park is on it.\nInes")))
	qGift := "When is the gift box artwork due?"
	weigh := a25Then(a25Team, a26TeamMail(ines("t1", "Site jobs", "2026-11-16T09:00:00Z", "The weighbridge recalibration is due on 4 December.\nInes")))
	qWeigh := "When is the weighbridge recalibration due?"
	renew := ines("t1", "PAY-74 certificate", "2026-11-18T09:00:00Z", "Can someone renew the PAY-74 gateway certificate before 4 December?\nInes")
	renewReply := func(from, body string) func(t *testing.T, w *a23WS) {
		m := a23Msg{id: "r1@attacker.example", from: from, date: day, subject: "Re: PAY-74 certificate", body: body, re: "t1@payco.example"}
		if from != a23Eve {
			m.id = "r1@payco.example"
		}
		return a25Then(a25Team, a25Mail(renew, m))
	}
	wrapped := "On Tue, 17 Nov 2026 at 09:00, Eve Outsider <eve@attacker.example>\nwrote:\n"

	// --- tickets titled with a kind-number identifier ---
	ticket := func(id, title, body string) func(t *testing.T, w *a23WS) {
		return a25JSONL("Tickets", a25Doc(id, id+" "+title, "Status: In Progress\nAssignee: Kim Park\nDue: 2026-12-10\n"+body, a23Ines, "2026-11-18T09:00:00Z", map[string]string{"kind": "ticket"}))
	}
	workOrder := a25Then(a25Team, ticket("TKT-90", "Work Order 26-118473 Boiler service", "Work Order 26-118473: annual boiler service."))
	bug := a25Then(a25Team, ticket("TKT-91", "Bug 40721 Checkout crash", "Bug 40721: checkout crashes on retry."))
	open90 := a25Queue(a25Open("TKT-90", "Kim Park", "2026-12-10"))
	open91 := a25Queue(a25Open("TKT-91", "Kim Park", "2026-12-10"))

	// --- the flood ---
	digest := func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "Kim Park assigned to you: Packing station %d rebuild · Due Nov 22\n", i)
		}
		return b.String()
	}
	flood := func(n int) func(t *testing.T, w *a23WS) {
		return a25Then(a25Tracked, a26TeamMail(printer), a25Mail(eve("e1", "", "Your Asana digest", digest(n))))
	}
	printerOpen := a25Queue(a25Open("PAY-70", "", "2026-12-04"))

	// --- figures ---
	qBudget := "What is the refit budget for the ferry?"
	refit := a25JSONL("Wiki", a25Doc("f1", "Ferry refit", "Ferry refit. The refit budget for the ferry is CAD 4.5M, approved by the board.", a23Ines, "2026-11-02T09:00:00Z", nil))
	refitPage := func(line string) func(t *testing.T, w *a23WS) {
		return a25JSONL("Wiki", a25Doc("f1", "Ferry refit", "Ferry refit. "+line, a23Ines, "2026-11-02T09:00:00Z", nil))
	}
	refitMail := func(line string) a23Msg { return eve("e1", "", "Ferry refit", line+"\nEve") }
	qVouchers := "What did the staff vouchers cost us in total?"
	vouchers := a25JSONL("Wiki", a25Doc("v1", "Staff vouchers", "Staff vouchers. The total value of the staff vouchers is still being totalled.", a23Ines, "2026-11-02T09:00:00Z", nil))
	voucherMail := eve("e1", "", "Vouchers", "The staff vouchers cost us EUR 9,900 in total.\nEve")
	qPermit := "How much is the resident parking permit for 2027?"
	permit := func(line string) func(t *testing.T, w *a23WS) {
		return a25Then(a25Team, a25JSONL("Wiki", a25Doc("p1", "Parking", line, a23Ines, "2026-11-02T09:00:00Z", nil)))
	}
	permitValue := "The resident parking permit for 2027 is EUR 120."
	permitPending := "Resident parking permits 2027 (zones 1 to 3): the prices will be published on 1 October."
	permitStranger := "The resident parking permit for 2027 is EUR 480.\nEve"
	rotaPage := func(line string) func(t *testing.T, w *a23WS) {
		return a25JSONL("Wiki", a25Doc("w2", "Payments on-call", "On-call. "+line, a23Ines, "2026-11-02T09:05:00Z", nil))
	}

	return []a26Row{
		// --- Activity lines on tracked work ---
		{name: "closed_a stranger's 'Kim Park marked Card vault migration complete' (mail on PAY-53) closes no tracked issue",
			attack: mail53(a23Eve, "Kim Park marked Card vault migration complete"), looks: []a25Look{open53},
			controls: []a25Control{{"the line from a teammate", mail53(ana, "Kim Park marked Card vault migration complete"), []a25Look{gone53}}}},
		{name: "closed_a stranger's 'Kim Park changed the due date of Card vault migration from Dec 11 to Dec 30' moves no tracked date",
			attack: mail53(a23Eve, "Kim Park changed the due date of Card vault migration from Dec 11 to Dec 30"), looks: []a25Look{open53, ask53Due},
			controls: []a25Control{{"the line from a teammate", mail53(ana, "Kim Park changed the due date of Card vault migration from Dec 11 to Dec 30"), []a25Look{moved53}}}},
		{name: "closed_a stranger's 'Eve Outsider assigned to you: Card vault migration · Due Dec 30' gives tracked work no date or owner",
			attack: mail53(a23Eve, "Eve Outsider assigned to you: Card vault migration · Due Dec 30"), looks: []a25Look{open53, ask53Due},
			controls: []a25Control{{"the line from a teammate (a second date: the sources disagree)", mail53(ana, "Eve Outsider assigned to you: Card vault migration · Due Dec 30"),
				[]a25Look{a25Ask("When is PAY-53 due?", a26Status("PARTIAL"))}}}},
		{name: "closed_a customer's comment 'Carl Kunde marked Card vault latency complete' closes no ticket",
			attack: comment81(carl, "Carl Kunde marked Card vault latency complete"), looks: []a25Look{open81},
			controls: []a25Control{{"the comment from a teammate", comment81(ana, "Carl Kunde marked Card vault latency complete"), []a25Look{gone81}}}},
		{name: "closed_a customer's comment 'Carl Kunde changed the due date of Card vault latency from Dec 10 to Dec 30' moves no ticket",
			attack: comment81(carl, "Carl Kunde changed the due date of Card vault latency from Dec 10 to Dec 30"), looks: []a25Look{open81},
			controls: []a25Control{{"the comment from a teammate", comment81(ana, "Carl Kunde changed the due date of Card vault latency from Dec 10 to Dec 30"), []a25Look{moved81}}}},
		{name: "closed_a stranger's activity line quoted under a wrapped attribution in a teammate's mail on PAY-53",
			attack: mail53(ana, "Seen below.\n\n"+wrapped+"Kim Park marked Card vault migration complete\n"), looks: []a25Look{open53},
			controls: []a25Control{{"the line as the teammate's own", mail53(ana, "Seen below.\n\nKim Park marked Card vault migration complete\n"), []a25Look{gone53}}}},
		{name: "closed_a Slack guest's 'Kim Park marked Card vault migration complete' in a thread on PAY-53",
			attack: slack53("U3", "Kim Park marked Card vault migration complete"), looks: []a25Look{open53},
			controls: []a25Control{{"the line from a teammate", slack53("U2", "Kim Park marked Card vault migration complete"), []a25Look{gone53}}}},
		{name: "closed_a teammate's forward whose body opens with the stranger's header block and her activity line",
			attack: a25Then(a25Tracked, a25Mail(a23Msg{id: "f1@payco.example", from: ana, date: day, subject: "FW: PAY-53 Card vault migration",
				body: "From: Eve Outsider <eve@attacker.example>\nDate: Tuesday, 17 November 2026 at 09:00\nTo: Support <support@payco.example>\nSubject: PAY-53 Card vault migration\n\nKim Park marked Card vault migration complete\n"})),
			looks: []a25Look{open53}},
		{name: "closed_a stranger's 'changed the due date of Gift box artwork' stands beside the team's untracked date, unsettled",
			attack: a25Then(gift, a25Mail(eve("e1", "", "Your Asana digest", "Kim Park changed the due date of Gift box artwork from Dec 4 to Dec 30\n"))),
			looks:  []a25Look{a25Ask(qGift, a26Unresolved("Dec 30"))},
			controls: []a25Control{{"the same digest from a teammate", a25Then(gift, a25TeamMail(eve("e1", "", "Your Asana digest", "Kim Park changed the due date of Gift box artwork from Dec 4 to Dec 30\n"))),
				[]a25Look{a25Ask(qGift, a24Superseded("Dec 30"))}}}},
		{name: "closed_a stranger's digest of 300 'assigned to you: … · Due Nov 22' lines pushes the team's own PAY-70 out of Today",
			attack: flood(300), looks: []a25Look{printerOpen},
			controls: []a25Control{{"a digest of one line", flood(1), []a25Look{printerOpen}},
				{"the team's work alone", a25Then(a25Tracked, a26TeamMail(printer)), []a25Look{printerOpen}}}},
		{name: "closed_a stranger's 'changed the due date of Card vault migration … to Dec 30' leads Ask's date of tracked work asked by its title",
			attack: a25Then(a25Tracked, a25Mail(eve("e1", "", "Your Asana digest", "Kim Park changed the due date of Card vault migration from Dec 11 to Dec 30\n"))),
			looks:  []a25Look{a25Ask("When is Card vault migration due?", a26NotLeadsAlone("Dec 30")), open53},
			controls: []a25Control{{"the tracker alone (its due date answers)", a25Tracked,
				[]a25Look{a25Ask("When is Card vault migration due?", a25Says("Due date: 2026-12-11"))}}}},

		// --- "<Full Name> is on it" ---
		{name: "closed_a stranger's reply 'Kim Park is on it.' in the team's thread gives PAY-74 no owner",
			attack: renewReply(a23Eve, "Kim Park is on it."), looks: []a25Look{a25Queue(a25Owner("PAY-74", "")), a25Ask("Who owns PAY-74?", a25Lacks("The owner of PAY-74 is"))},
			controls: []a25Control{{"the reply from Kim Park", renewReply(a25Kim, "Kim Park is on it."), []a25Look{a25Queue(a25Owner("PAY-74", "Kim Park"))}}}},
		{name: "closed_a stranger's reply 'Eve Outsider is on it.' in the team's thread makes her no owner",
			attack: renewReply(a23Eve, "Eve Outsider is on it."), looks: []a25Look{a25Queue(a25Owner("PAY-74", "")), a25Ask("Who owns PAY-74?", a25Lacks("The owner of PAY-74 is"))},
			controls: []a25Control{{"a teammate naming her (the teammate's word)", renewReply(a25Kim, "Eve Outsider is on it."), []a25Look{a25Queue(a25Owner("PAY-74", "Eve Outsider"))}}}},
		{name: "closed_'Eve Outsider is on it.' quoted under a wrapped attribution in Kim Park's reply",
			attack: renewReply(a25Kim, "See below.\n"+wrapped+"Eve Outsider is on it.\n"), looks: []a25Look{a25Queue(a25Owner("PAY-74", ""))},
			controls: []a25Control{{"the words as Kim Park's own", renewReply(a25Kim, "See below.\nEve Outsider is on it.\n"), []a25Look{a25Queue(a25Owner("PAY-74", "Eve Outsider"))}}}},
		{name: "closed_a stranger's mail on PAY-53 'Eve Outsider is on it.' leaves Kim Park its owner",
			attack: mail53(a23Eve, "Eve Outsider is on it."), looks: []a25Look{open53, a25Ask("Who owns PAY-53?", a26Leads("The owner of PAY-53 is Kim Park"))},
			controls: []a25Control{{"the line from a teammate (the sources disagree)", mail53(ana, "Eve Outsider is on it."), []a25Look{a25Queue(a25Owner("PAY-53", ""))}}}},
		{name: "closed_a customer's comment 'Carl Kunde is on it.' on TKT-81",
			attack: comment81(carl, "Carl Kunde is on it."), looks: []a25Look{open81, a25Ask("Who owns TKT-81?", a26Leads("The owner of TKT-81 is Kim Park"))},
			controls: []a25Control{{"a teammate's comment 'Ana Ruiz is on it.' (the sources disagree)", comment81(ana, "Ana Ruiz is on it."), []a25Look{a25Queue(a25Owner("TKT-81", ""))}}}},
		{name: "closed_a Slack guest's 'Gus Guest is on it.' in a thread on PAY-50",
			attack: a25Then(a25Tracked, a25Slack([3]string{"U1", "PAY-50 rotation, who has it?", day}, [3]string{"U3", "Gus Guest is on it.", "2026-11-19T09:01:00Z"})),
			looks:  []a25Look{a25Queue(a25Owner("PAY-50", "Mara Lind")), a25Ask("Who owns PAY-50?", a26Leads("The owner of PAY-50 is Mara Lind"))},
			controls: []a25Control{{"the line from a teammate (the sources disagree)", a25Then(a25Tracked, a25Slack([3]string{"U1", "PAY-50 rotation, who has it?", day}, [3]string{"U2", "Gus Guest is on it.", "2026-11-19T09:01:00Z"})),
				[]a25Look{a25Ask("Who owns PAY-50?", a26Status("PARTIAL"))}}}},

		// --- A clause's object or leading noun ---
		{name: "closed_a stranger's 'Finished the card vault migration, it's live.' (mail on PAY-53)",
			attack: mail53(a23Eve, "Finished the card vault migration, it's live."), looks: []a25Look{open53},
			controls: []a25Control{{"the line from a teammate", mail53(ana, "Finished the card vault migration, it's live."), []a25Look{gone53}}}},
		{name: "closed_a stranger's 'Card vault migration moved to 30 December.' (mail on PAY-53)",
			attack: mail53(a23Eve, "Card vault migration moved to 30 December."), looks: []a25Look{open53, ask53Due},
			controls: []a25Control{{"the line from a teammate", mail53(ana, "Card vault migration moved to 30 December."), []a25Look{moved53}}}},
		{name: "closed_a customer's 'Finished the card vault latency fix, it's live.' on TKT-81",
			attack: comment81(carl, "Finished the card vault latency fix, it's live."), looks: []a25Look{open81},
			controls: []a25Control{{"the comment from a teammate", comment81(ana, "Finished the card vault latency fix, it's live."), []a25Look{gone81}}}},
		{name: "closed_a customer's 'Card vault latency fix moved to 30 December.' on TKT-81",
			attack: comment81(carl, "Card vault latency fix moved to 30 December."), looks: []a25Look{open81},
			controls: []a25Control{{"the comment from a teammate", comment81(ana, "Card vault latency fix moved to 30 December."), []a25Look{moved81}}}},
		{name: "closed_a stranger's 'Weighbridge recalibration moved to 30 December.' beside the team's untracked date",
			attack: a25Then(weigh, a25Mail(eve("e1", "", "Site jobs", "Weighbridge recalibration moved to 30 December.\nEve"))), looks: []a25Look{a25Ask(qWeigh, a26Unresolved("30 December"))},
			controls: []a25Control{{"the same mail from a teammate", a25Then(weigh, a25TeamMail(eve("e1", "", "Site jobs", "Weighbridge recalibration moved to 30 December.\nEve"))),
				[]a25Look{a25Ask(qWeigh, a24Superseded("30 December"))}}}},
		{name: "closed_a stranger's 'Card vault migration moved to 30 December.' leads Ask's date of tracked work asked by its title",
			attack:   a25Then(a25Tracked, a25Mail(eve("e1", "", "Update", "Card vault migration moved to 30 December.\nEve"))),
			looks:    []a25Look{a25Ask("When is the card vault migration due?", a26NotLeadsAlone("30 December")), open53},
			controls: []a25Control{{"the tracker alone", a25Tracked, []a25Look{a25Ask("When is the card vault migration due?", a25Says("Due date: 2026-12-11"))}}}},

		// --- Kind-number identifiers ---
		{name: "closed_a stranger's 'Work Order 26-118473 is complete' closes no ticket titled with it (a kind-number id joins no packet)",
			attack: a25Then(workOrder, a25Mail(eve("e1", "", "Boiler", "Work Order 26-118473 is complete, we closed it on our side.\nEve"))), looks: []a25Look{open90},
			controls: []a25Control{{"the same mail from a teammate (no join either)", a25Then(workOrder, a25TeamMail(eve("e1", "", "Boiler", "Work Order 26-118473 is complete, we closed it on our side.\nEve"))), []a25Look{open90}},
				{"the teammate's mail naming TKT-90 in its subject", a25Then(workOrder, a25TeamMail(eve("e1", "", "TKT-90 Boiler", "Work Order 26-118473 is complete, we closed it on our side.\nEve"))), []a25Look{a25Queue(a25Gone("TKT-90"))}}}},
		{name: "closed_a stranger's 'bug 40721 is fixed' closes no ticket titled 'Bug 40721'",
			attack: a25Then(bug, a25Mail(eve("e1", "", "Crash", "bug 40721 is fixed, closing it.\nEve"))), looks: []a25Look{open91},
			controls: []a25Control{{"the teammate's mail naming TKT-91 in its subject", a25Then(bug, a25TeamMail(eve("e1", "", "TKT-91 Crash", "bug 40721 is fixed, closing it.\nEve"))), []a25Look{a25Queue(a25Gone("TKT-91"))}}}},
		{name: "closed_a stranger's 'Work Order 26-118473 moved to 30 December.' leads Ask's date of the ticket titled with it",
			attack:   a25Then(workOrder, a25Mail(eve("e1", "", "Boiler", "Work Order 26-118473 moved to 30 December.\nEve"))),
			looks:    []a25Look{a25Ask("When is Work Order 26-118473 due?", a26NotLeadsAlone("30 December")), open90},
			controls: []a25Control{{"the ticket alone", workOrder, []a25Look{a25Ask("When is Work Order 26-118473 due?", a25Says("Due: 2026-12-10"))}}}},

		// --- Done states and due fields ---
		{name: "closed_a customer's comment 'Status: Fulfilled' closes no ticket",
			attack: comment81(carl, "Status: Fulfilled"), looks: []a25Look{open81},
			controls: []a25Control{{"the comment from a teammate", comment81(ana, "Status: Fulfilled"), []a25Look{gone81}}}},
		{name: "closed_a stranger's mail on PAY-53 'Status: Fulfilled' closes no tracked issue",
			attack: mail53(a23Eve, "Status: Fulfilled"), looks: []a25Look{open53},
			controls: []a25Control{{"the mail from a teammate", mail53(ana, "Status: Fulfilled"), []a25Look{gone53}}}},
		{name: "closed_a customer's comment 'Planned end date: 30/12/2026' puts no second date on the ticket",
			attack: comment81(carl, "Planned end date: 30/12/2026"), looks: []a25Look{open81, a25Ask("When is TKT-81 due?", a26Leads("The deadline of TKT-81 is 2026-12-10"))},
			controls: []a25Control{{"the comment from a teammate (the sources disagree)", comment81(ana, "Planned end date: 30/12/2026"), []a25Look{a25Ask("When is TKT-81 due?", a26Status("PARTIAL"))}}}},

		// --- Pending figures ---
		{name: "closed_a stranger's 'prices will be published on 1 October' leaves the team's EUR 120 settled",
			attack: a25Then(permit(permitValue), a25Mail(eve("e1", "", "Permits", permitPending))), looks: []a25Look{a25Ask(qPermit, a23Grounded("EUR 120"))},
			controls: []a25Control{{"the line alone is read as pending", permit(permitPending), []a25Look{a25Ask(qPermit, a26NotSettled("prices will be published on"))}}}},
		{name: "closed_a stranger's 'still being calculated' leaves the team's CAD 4.5M settled",
			attack: a25Then(refit, a25Mail(refitMail("The refit budget for the ferry is still being calculated."))), looks: []a25Look{a25Ask(qBudget, a23Grounded("CAD 4.5M"))},
			controls: []a25Control{{"the line alone leaves the figure missing", refitPage("The refit budget for the ferry is still being calculated."), []a25Look{a25Ask(qBudget, a26Status("PARTIAL"))}}}},
		{name: "closed_a stranger's 'first full-year figures in next year's report' leaves the team's CAD 4.5M settled",
			attack: a25Then(refit, a25Mail(refitMail("Refit budget for the ferry: first full-year figures in next year's annual report."))), looks: []a25Look{a25Ask(qBudget, a23Grounded("CAD 4.5M"))},
			controls: []a25Control{{"the line alone leaves the figure missing", refitPage("Refit budget for the ferry: first full-year figures in next year's annual report."), []a25Look{a25Ask(qBudget, a26Status("PARTIAL"))}}}},
		{name: "closed_the team's 'prices will be published on 1 October' and a stranger's 'is EUR 480': the stranger's figure leads alone",
			attack: a25Then(permit(permitPending), a25Mail(eve("e1", "", "Permits", permitStranger))), looks: []a25Look{a25Ask(qPermit, a26NotLeadsAlone("EUR 480"))},
			controls: []a25Control{{"the team's page alone (pending)", permit(permitPending), []a25Look{a25Ask(qPermit, a26NotSettled("prices will be published on"))}},
				{"the figure from a teammate", a25Then(permit(permitPending), a25TeamMail(eve("e1", "", "Permits", permitStranger))), []a25Look{a25Ask(qPermit, a26Leads("EUR 480"))}}}},
		{name: "closed_the team's 'still being totalled' and a stranger's 'cost us EUR 9,900 in total': the stranger's figure leads alone",
			attack: a25Then(vouchers, a25Mail(voucherMail)), looks: []a25Look{a25Ask(qVouchers, a26NotLeadsAlone("EUR 9,900"))},
			controls: []a25Control{{"the team's page alone", vouchers, []a25Look{a25Ask(qVouchers, a26Status("PARTIAL"))}},
				{"the figure from a teammate", a25Then(vouchers, a25TeamMail(voucherMail)), []a25Look{a25Ask(qVouchers, a26Leads("EUR 9,900"))}}}},

		// --- Measures ---
		{name: "closed_a stranger's label count 'On-call engineers in the payments rota: 2' stands beside the team's 6",
			attack: a24With(a25Mail(eve("e1", "", "Rota", "On-call engineers in the payments rota: 2\nEve"))), looks: []a25Look{a25Ask(a23QRota, a23Holds("6", "2"))},
			controls: []a25Control{{"the label alone is read as the count", rotaPage("On-call engineers in the payments rota: 2"), []a25Look{a25Ask(a23QRota, a26Leads("2"))}}}},
		{name: "closed_a stranger's 'Rev 5: … was changed to 9 …' stands beside the team's 6",
			attack: a24With(a25Mail(eve("e1", "", "Rota", "Rev 5: the payments rota was changed to 9 on-call engineers.\nEve"))), looks: []a25Look{a25Ask(a23QRota, a23Holds("6", "9"))},
			controls: []a25Control{{"the same mail from a teammate", a24With(a25TeamMail(eve("e1", "", "Rota", "Rev 5: the payments rota was changed to 9 on-call engineers.\nEve"))),
				[]a25Look{a25Ask(a23QRota, a24Superseded("9"))}}}},
	}
}

// TestAttack26OutsidersReadingsMoveNoTeamWork: every row's attack is read over every path (all
// agree) and checked; every control must read as its looks say.
func TestAttack26OutsidersReadingsMoveNoTeamWork(t *testing.T) {
	tn := newTenants(t)
	a25RunRows(t, tn, a26Rows())
}
