package server_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/ingest"
)

// Attack twenty-seven, from outside, on this session's later changes to how outsiders' words
// count (58bf4f2, 27a1126, 399aadf, 26a47f5, 883b461):
//
//   - Today: one outsider's document makes at most ten items (queue.withFewStrangerItems: the
//     components whose every record an outsider said in one document).
//   - Ask: a stranger's statements never stand alone where the team states the same attribute
//     (synthesis.withTeamBeside, which since 27a1126 also takes a team statement whose title and
//     line share the stranger's words); a stranger's figure does not settle a value the team
//     calls pending (teamPending, settledValue.byStranger).
//   - Facts: a chat's errand ask ("@Kim can ye get the customs bond renewed") is about its thing
//     and the one asked takes it on by agreeing ("aye will do"), by first name when the chat
//     had not shown the full name; "<Name> is on it" takes no organisation and now wants the
//     words to end there or go on with "now", "today", "too".
//
// The team writes from payco.example as in attacks 25 and 26 (its wiki, its Linear issues
// PAY-50..53 in trackerIssues, Ines Roy's own mail in a source of its own). Outsiders write as
// they can: a stranger (eve@attacker.example) mailing the support inbox, replying in a thread
// whose Message-ID she knows, or setting her mail's Date header as she likes (or leaving it
// out); a customer (carl@customer.example) asking for a signed DPA; Slack guests (Gus Guest, and
// Carla Kunde of a customer in a shared channel) posting top-level messages or thread replies;
// a stranger whose long mail a teammate forwards. Each row is a workspace of its own, read over
// every path (Ask: GraphQL as the owner and a member, the public actor, the MCP ask tool and its
// REST mirror; Today: GraphQL as the owner, the public actor, MCP list_queue and its REST
// mirror), which must agree; controls in workspaces of their own show the row exercises the
// reading it attacks. Rows follow attack 25's convention (a25Check): "HOLE_..." fails its check
// today and is logged as KNOWN HOLE; "closed_..." held when written. On the HEAD 399aadf (and,
// for whether the session brought each, the same file run with engine/ at 7aabd2b, before
// 58bf4f2):
//
//   - Closed since (queue.withFewStrangerItems counts per voice, records.Team.voice: the sender
//     of the message, across documents; and outsiders' items leave the team's work half of
//     Today's places however many voices write): the two split rows and the two thread rows.
//     Was HOLE (the cap is per document, so it splits; left open by 399aadf): thirty mails of ten
//     "Kim Park assigned to you: Packing station N rebuild · Due Nov 22" lines, or thirty
//     top-level Slack messages of a guest (each its own thread, so its own document), make 300
//     items due before the team's work, and the team's untracked PAY-70 (due 4 December) leaves
//     Today, as one mail of 300 lines did before 399aadf. One mail or one Slack message of 300
//     lines keeps PAY-70.
//   - Was HOLE (brought by 399aadf: the cap counts a thread as one outsider's document; in
//     TestAttack27CustomerRequestsKeepTheirPlace): a stranger's reply of twelve such lines in
//     a customer's mail thread (In-Reply-To the customer's Message-ID), or a Slack guest's
//     twelve lines in the thread a customer's account opened in a shared channel, takes the
//     customer's request for the signed DPA out of Today: the thread's outsiders' items are ten,
//     and the stranger's overdue ones rank first. The same lines in a mail or a message of their
//     own leave the request where it was; at 7aabd2b the request stayed.
//   - Closed since (records.strangersOwnThings: an outsider's line that names its own thing
//     takes no item from its thread's title). Was HOLE (not the session's: the same at
//     7aabd2b): where the customer's thread is titled with
//     a key ("PAY-77 data processing agreement"), every line of the stranger's reply joins PAY-77
//     by the title: its packet becomes "Complete PAY-77 by 2026-11-22", thirteen records of
//     which the shown twelve are the stranger's, the customer's request no longer among them.
//   - Closed since (records.quotedOpenings: a mail chunk that opens inside a quote or forward its
//     message opened earlier carries it, QuotedTo, for Today and for Ask's passages):
//     Was HOLE (the team rule reads a chunk, not its message; not the session's): the lines of a
//     stranger's mail that a teammate forwards ("---------- Forwarded message ---------" above
//     the stranger's header block) are no one's only within the forward's first chunk (about
//     1,200 bytes); past it they are the teammate's. A stranger who writes a long mail closes
//     tracked PAY-53 with "PAY-53 is done, closing it." at its end (Today drops it, Ask answers
//     "done"), settles "The refit budget for the ferry was changed from CAD 4.5M to CAD 9M."
//     over the team's CAD 4.5M (SUPERSEDED), and a forwarded 300-line digest escapes 399aadf's
//     cap (its later lines are the team's) and pushes PAY-70 out of Today. The same lines at
//     the forward's top hold.
//   - Closed since (synthesis.copiedFrom: a team's sentence is said before any outsider's copy
//     of it, whatever the copy's Date header): all five copy rows below.
//     Was HOLE (a verbatim copy said earlier hides the team's sentence: synthesis.markRepeats reads
//     the earliest of the same words, and a mail is as early as its Date header, which the
//     stranger writes): a stranger's mail dated 1 October (or with no Date header at all, read
//     as 0001-01-01) that repeats the team's sentence word for word makes the team's sentence
//     the repeat, so Ask reads only the stranger's copy. (a) The team's "… was changed from 45
//     s to 60 s." copied so: the team's SUPERSEDED 60 s becomes "the sources disagree: 45 s vs
//     60 s". (b) The team's "The resident parking permit for 2027 is EUR 120." copied so, then
//     her own "… was changed from EUR 120 to EUR 480.": SUPERSEDED EUR 480 (her change alone
//     stands beside the team's). (a) and (b) are not the session's. (c) The team's pending
//     "Resident parking permits 2027 (zones 1 to 3): the prices will be published on 1
//     October." copied so: her "… is EUR 480." leads alone, GROUNDED, which 27a1126's
//     teamPending had closed (attack 26's pending row). (d) Brought by 27a1126: the team's EUR
//     120 copied so, on a page whose next sentence says the visitor permit prices will be
//     published on 1 October: the lead is that pending sentence, not the team's EUR 120 (the
//     only value left is the stranger's copy, and teamPending drops a stranger's value); at
//     7aabd2b EUR 120 led.
//   - Closed since (withTeamBeside looks for the team's statement off the question's topic too
//     when none on it states the attribute: the page and its mail had fallen off the topic,
//     their shared words made common by each other).
//     Was HOLE (58bf4f2's withTeamBeside finds no team statement): where the team's page says "The
//     ground station price per minute is EUR 9.80." and a later team mail "… was raised from
//     EUR 9.80 to EUR 11.20.", a stranger's "The Ka-band price per minute is EUR 3.10." leads
//     alone, GROUNDED (attack 25's Ka-band hole, which 58bf4f2 closed for the page alone).
//   - Held: a teammate's own line in a stranger's flooded thread keeps its item (the cap takes
//     only components with no team record; the same line from the stranger is capped away); a
//     team line naming the Ka-band antenna booking fee beside its price per minute is not pulled
//     beside a stranger's fee (27a1126's title-and-line share); a stranger's "Kim Park is on it
//     today." or "Estates Team is on it." gives PAY-74 no owner. Chat errands: see
//     TestAttack27ChatErrandsMakeNoOwner. A flood of figures: TestAttack27HugeFloodsCopiesAndErrands.

// a27Row is an attack 25 row (a25Row: attack, looks over every path, controls).
type a27Row = a25Row

// a27Users are a Slack export's people: attack 24's (Ana Ruiz and Kim Park, Gus Guest a guest)
// and Carla Kunde, a customer's account in a shared channel.
const a27Users = `[{"id":"U1","real_name":"Ana Ruiz"},{"id":"U2","real_name":"Kim Park"},{"id":"U3","real_name":"Gus Guest","is_restricted":true},{"id":"U4","real_name":"Carla Kunde","is_stranger":true},{"id":"U5","real_name":"Kim Guest","is_restricted":true}]`

// a27SlackMsg is one Slack message: its account, text, time and the time of the thread's
// parent ("" for a top-level message: a thread, a document, of its own).
type a27SlackMsg struct{ user, text, at, root string }

func a27Slack(t *testing.T, msgs ...a27SlackMsg) string { return a27SlackOf(t, a27Users, msgs...) }

// a27SlackOf is a Slack export of users (users.json) and msgs in #support-shared.
func a27SlackOf(t *testing.T, users string, msgs ...a27SlackMsg) string {
	var parts []string
	for _, m := range msgs {
		text, _ := json.Marshal(m.text)
		if m.root == "" {
			parts = append(parts, fmt.Sprintf(`{"type":"message","user":%q,"text":%s,"ts":%q}`, m.user, text, a24SlackTS(m.at)))
			continue
		}
		parts = append(parts, fmt.Sprintf(`{"type":"message","user":%q,"text":%s,"ts":%q,"thread_ts":%q}`, m.user, text, a24SlackTS(m.at), a24SlackTS(m.root)))
	}
	return string(a10SlackZip(t, users, "["+strings.Join(parts, ",\n")+"]"))
}

func a27SlackImp(msgs ...a27SlackMsg) func(t *testing.T, w *a23WS) {
	return func(t *testing.T, w *a23WS) { w.imp(t, ingest.Slack, "Slack", "export.zip", a27Slack(t, msgs...)) }
}

// a27Digest is n activity lines from the n-th on, each an item due before the team's work.
func a27Digest(from, n int) string { return a27DigestBy("Kim Park", from, n) }

// a27DigestBy is a27Digest with who assigning.
func a27DigestBy(who string, from, n int) string {
	var b strings.Builder
	for i := from; i < from+n; i++ {
		fmt.Fprintf(&b, "%s assigned to you: Packing station %d rebuild · Due Nov 22\n", who, i)
	}
	return b.String()
}

// a27LeadLacks: the answer's lead does not hold s.
func a27LeadLacks(s string) func(a23Answer) string {
	return func(a a23Answer) string {
		if strings.Contains(a.lead(), s) {
			return fmt.Sprintf("the lead holds %q: %s", s, a.lead())
		}
		return ""
	}
}

func a27Rows() []a27Row {
	const day = "2026-11-19T09:00:00Z"
	eve := func(id, re, subject, body string) a23Msg {
		return a23Msg{id: id + "@attacker.example", from: a23Eve, date: day, subject: subject, body: body, re: re}
	}
	dated := func(id, at, subject, body string) a23Msg {
		return a23Msg{id: id + "@attacker.example", from: a23Eve, date: at, subject: subject, body: body}
	}
	ines := func(id, subject, at, body string) a23Msg {
		return a23Msg{id: id + "@payco.example", from: a23Ines, date: at, subject: subject, body: body}
	}

	// --- Today's ten items per outsider's document ---
	printer := ines("t2", "PAY-70 label printer", "2026-11-16T09:00:00Z", "PAY-70 label printer swap is due on 4 December.\nInes")
	team := a25Then(a25Tracked, a26TeamMail(printer))
	printerOpen := a25Queue(a25AllToday(a25Open("PAY-70", "", "2026-12-04"), a25Open("PAY-50", "Mara Lind", "2026-12-04"), a25Open("PAY-53", "Kim Park", "2026-12-11")))
	var split []a23Msg
	var slackSplit []a27SlackMsg
	for k := range 30 {
		split = append(split, eve(fmt.Sprint("e", k), "", fmt.Sprintf("Your Asana digest %d", k), a27Digest(k*10, 10)))
		slackSplit = append(slackSplit, a27SlackMsg{"U3", a27Digest(k*10, 10), fmt.Sprintf("2026-11-19T09:%02d:00Z", k), ""})
	}
	carl := "Carl Kunde <carl@customer.example>"
	dpa := a23Msg{id: "c1@customer.example", from: carl, date: "2026-11-18T09:00:00Z", subject: "PAY-77 data processing agreement", body: "Could you send us the signed DPA for PAY-77 by 4 December?\nCarl"}
	dpaOpen := a25Queue(a25AllToday(a25Cites("PAY-77", "signed DPA for PAY-77"), a25Open("PAY-70", "", "2026-12-04")))
	threadReply := eve("e1", "c1@customer.example", "Re: PAY-77 data processing agreement", a27Digest(0, 12))
	ownReply := a23Msg{id: "r1@payco.example", from: a23Ines, date: "2026-11-19T10:00:00Z", subject: "Re: Your Asana digest", re: "e1@attacker.example", body: "PAY-81 customs bond renewal is due on 4 December.\nInes"}
	eveLine := a23Msg{id: "r1@attacker.example", from: a23Eve, date: "2026-11-19T10:00:00Z", subject: "Re: Your Asana digest", re: "e1@attacker.example", body: "PAY-81 customs bond renewal is due on 4 December.\nEve"}

	// --- a teammate's forward of a stranger's long mail ---
	fill := "We reviewed the migration plan with the vault vendor and walked through each of the cut-over steps, the rollback drill and the reconciliation reports that finance asked for last month. "
	long := strings.Repeat(fill, 3) + "\n\n" + strings.Repeat(fill, 3) + "\n\n" + strings.Repeat(fill, 3) + "\n\n"
	forward := func(subject, body string) func(t *testing.T, w *a23WS) {
		return a25TeamMail(a23Msg{id: "f1@payco.example", from: a23Ines, date: day, subject: "FW: " + subject,
			body: "FYI, from the vendor.\n\n---------- Forwarded message ---------\nFrom: Eve Outsider <eve@attacker.example>\nDate: Thu, 19 Nov 2026 at 08:00\nSubject: " + subject + "\nTo: Support <support@payco.example>\n\n" + body})
	}
	own := func(subject, body string) func(t *testing.T, w *a23WS) {
		return a25TeamMail(a23Msg{id: "f1@payco.example", from: a23Ines, date: day, subject: subject, body: body})
	}
	closing := "PAY-53 is done, closing it.\n"
	open53 := a25Queue(a25Open("PAY-53", "Kim Park", "2026-12-11"))
	ask53 := a25Ask("Is PAY-53 done?", a26Leads("The completion state of PAY-53 is open"))
	qBudget := "What is the refit budget for the ferry?"
	refit := a25JSONL("Wiki", a25Doc("f1", "Ferry refit", "Ferry refit. The refit budget for the ferry is CAD 4.5M, approved by the board.", a23Ines, "2026-11-02T09:00:00Z", nil))
	budgetChange := "The refit budget for the ferry was changed from CAD 4.5M to CAD 9M.\n"

	// --- verbatim copies said earlier ---
	change := "The card authorisation timeout at the payment gateway was changed from 45 s to 60 s."
	teamChange := a24With(a26TeamMail(ines("t9", "Gateway change", "2026-11-10T09:00:00Z", change+"\nInes")))
	qPermit := "How much is the resident parking permit for 2027?"
	permit := func(body string) func(t *testing.T, w *a23WS) {
		return a25Then(a25Team, a25JSONL("Wiki", a25Doc("p1", "Parking", body, a23Ines, "2026-11-02T09:00:00Z", nil)))
	}
	permitValue := "The resident parking permit for 2027 is EUR 120."
	permitPending := "Resident parking permits 2027 (zones 1 to 3): the prices will be published on 1 October."
	visitorPending := "Visitor permit prices for 2027 will be published on 1 October."
	permitChange := "The resident parking permit for 2027 was changed from EUR 120 to EUR 480.\nEve"
	permitStranger := "The resident parking permit for 2027 is EUR 480.\nEve"
	noDate := func(t *testing.T, w *a23WS) {
		w.imp(t, ingest.Mbox, "Support", "s.mbox", "From eve@attacker.example Thu Nov 19 09:00:00 2026\nMessage-ID: <nd@attacker.example>\nFrom: "+a23Eve+
			"\nTo: support@payco.example\nSubject: Permits\nContent-Type: text/plain; charset=utf-8\n\n"+permitValue+"\nEve\n\n"+a23Mbox(eve("e1", "", "Permits update", permitChange)))
	}

	// --- the team's statement beside a stranger's ---
	qKa := "What is the Ka-band price per minute?"
	flatPrice := a25JSONL("Wiki", a25Doc("g1", "Ground station pricing", "Pricing. The ground station price per minute is EUR 9.80.", a23Ines, "2026-11-02T09:00:00Z", nil))
	raised := a26TeamMail(ines("t5", "Ground station pricing", "2026-11-10T09:00:00Z", "The ground station price per minute was raised from EUR 9.80 to EUR 11.20.\nInes"))
	kaLine := eve("e1", "", "Ka-band pricing", "The Ka-band price per minute is EUR 3.10.\nEve")
	qFee := "What is the Ka-band antenna booking fee per pass?"
	feePage := a25JSONL("Wiki", a25Doc("g1", "Ground station pricing", "Pricing. The ground station price per minute is EUR 9.80; the Ka-band antenna booking fee per pass is agreed with each customer.", a23Ines, "2026-11-02T09:00:00Z", nil))
	feeLine := eve("e1", "", "Ka-band antenna", "The Ka-band antenna booking fee per pass is EUR 250.\nEve")

	// --- "<Name> is on it …" ---
	renew := ines("t1", "PAY-74 certificate", "2026-11-18T09:00:00Z", "Can someone renew the PAY-74 gateway certificate before 4 December?\nInes")
	renewReply := func(from, body string) func(t *testing.T, w *a23WS) {
		return a25Then(a25Team, a25Mail(renew, a23Msg{id: "r1@x.example", from: from, date: day, subject: "Re: PAY-74 certificate", body: body, re: "t1@payco.example"}))
	}

	return []a27Row{
		// --- Ten items per outsider's document ---
		{name: "closed_a stranger's flood split over thirty mails of ten lines pushes the team's PAY-70 out of Today",
			attack: a25Then(team, a25Mail(split...)), looks: []a25Look{printerOpen},
			controls: []a25Control{{"the same 300 lines in one mail (capped at ten)", a25Then(team, a25Mail(eve("e1", "", "Your Asana digest", a27Digest(0, 300)))), []a25Look{printerOpen}}}},
		{name: "closed_a Slack guest's flood split over thirty top-level messages pushes the team's PAY-70 out of Today",
			attack: a25Then(team, a27SlackImp(slackSplit...)), looks: []a25Look{printerOpen},
			controls: []a25Control{{"the same 300 lines in one message", a25Then(team, a27SlackImp(a27SlackMsg{"U3", a27Digest(0, 300), day, ""})), []a25Look{printerOpen}}}},
		{name: "closed_a stranger's twelve lines in a customer's mail thread titled with PAY-77 take over its packet",
			attack: a25Then(team, a25Mail(dpa, threadReply)), looks: []a25Look{dpaOpen},
			controls: []a25Control{{"the customer's mail alone", a25Then(team, a25Mail(dpa)), []a25Look{dpaOpen}},
				{"the same lines in a mail of their own", a25Then(team, a25Mail(dpa, eve("e1", "", "Your Asana digest", a27Digest(0, 12)))), []a25Look{dpaOpen}}}},
		{name: "closed_a teammate's own line in a stranger's flooded thread keeps its item PAY-81",
			attack: a25Then(a25Tracked, a25Mail(eve("e1", "", "Your Asana digest", a27Digest(0, 30)), ownReply)), looks: []a25Look{a25Queue(a25Open("PAY-81", "", "2026-12-04"))},
			controls: []a25Control{{"the same line from the stranger (the thread's outsiders' items are capped)", a25Then(a25Tracked, a25Mail(eve("e1", "", "Your Asana digest", a27Digest(0, 30)), eveLine)),
				[]a25Look{a25Queue(a25Gone("PAY-81"))}}}},

		// --- A teammate's forward of a stranger's long mail ---
		{name: "closed_a stranger's 'PAY-53 is done' past the first chunk of a teammate's forward closes tracked PAY-53",
			attack: a25Then(a25Tracked, forward("PAY-53 Card vault migration", long+closing+"Eve")), looks: []a25Look{open53, ask53},
			controls: []a25Control{{"the line at the forward's top", a25Then(a25Tracked, forward("PAY-53 Card vault migration", closing+"\n"+long+"Eve")), []a25Look{open53, ask53}},
				{"the same words as the teammate's own mail", a25Then(a25Tracked, own("PAY-53 Card vault migration", long+closing)), []a25Look{a25Queue(a25Gone("PAY-53"))}}}},
		{name: "closed_a stranger's budget change past the first chunk of a teammate's forward settles over the team's CAD 4.5M",
			attack: a25Then(a25Team, refit, forward("Ferry refit", long+budgetChange+"Eve")), looks: []a25Look{a25Ask(qBudget, a26Unresolved("CAD 9M"))},
			controls: []a25Control{{"the line at the forward's top (stands beside)", a25Then(a25Team, refit, forward("Ferry refit", budgetChange+"\n"+long+"Eve")), []a25Look{a25Ask(qBudget, a23Holds("CAD 4.5M", "CAD 9M"))}},
				{"the same words as the teammate's own mail", a25Then(a25Team, refit, own("Ferry refit", long+budgetChange)), []a25Look{a25Ask(qBudget, a24Superseded("CAD 9M"))}}}},
		{name: "closed_a teammate's forward of a stranger's 300-line digest escapes the ten-item cap past its first chunk",
			attack: a25Then(team, forward("Your Asana digest", a27Digest(0, 300))), looks: []a25Look{printerOpen},
			controls: []a25Control{{"the digest mailed by the stranger herself", a25Then(team, a25Mail(eve("e1", "", "Your Asana digest", a27Digest(0, 300)))), []a25Look{printerOpen}}}},

		// --- Verbatim copies said earlier ---
		{name: "closed_a stranger's copy of the team's change line, dated 1 October, unsettles the team's 60 s",
			attack: a25Then(teamChange, a25Mail(dated("e0", "2026-10-01T09:00:00Z", "Gateway", change+"\nEve"))), looks: []a25Look{a25Ask(a23QTime, a24Superseded("60 s"))},
			controls: []a25Control{{"the team alone", teamChange, []a25Look{a25Ask(a23QTime, a24Superseded("60 s"))}},
				{"the same copy dated after the team's mail", a25Then(teamChange, a25Mail(dated("e0", day, "Gateway", change+"\nEve"))), []a25Look{a25Ask(a23QTime, a24Superseded("60 s"))}}}},
		{name: "closed_a stranger's copy of the team's EUR 120, dated 1 October, then her change settles EUR 480",
			attack: a25Then(permit(permitValue), a25Mail(dated("e0", "2026-10-01T09:00:00Z", "Permits", permitValue+"\nEve"), eve("e1", "", "Permits update", permitChange))),
			looks:  []a25Look{a25Ask(qPermit, a26Unresolved("EUR 480"))},
			controls: []a25Control{{"her change alone stands beside the team's", a25Then(permit(permitValue), a25Mail(eve("e1", "", "Permits update", permitChange))), []a25Look{a25Ask(qPermit, a23Holds("EUR 120", "EUR 480"))}},
				{"the change from a teammate", a25Then(permit(permitValue), a25TeamMail(eve("e1", "", "Permits update", permitChange))), []a25Look{a25Ask(qPermit, a24Superseded("EUR 480"))}}}},
		{name: "closed_a stranger's copy of the team's EUR 120 with no Date header, then her change settles EUR 480",
			attack: a25Then(permit(permitValue), noDate), looks: []a25Look{a25Ask(qPermit, a26Unresolved("EUR 480"))}},
		{name: "closed_a stranger's copy of the team's pending line, dated 1 October, lets her EUR 480 lead alone",
			attack: a25Then(permit(permitPending), a25Mail(dated("e0", "2026-10-01T09:00:00Z", "Permits", permitPending+"\nEve"), eve("e1", "", "Permits", permitStranger))),
			looks:  []a25Look{a25Ask(qPermit, a26NotLeadsAlone("EUR 480"))},
			controls: []a25Control{{"her figure alone (attack 26's closed row)", a25Then(permit(permitPending), a25Mail(eve("e1", "", "Permits", permitStranger))), []a25Look{a25Ask(qPermit, a26NotLeadsAlone("EUR 480"))}},
				{"the figure from a teammate", a25Then(permit(permitPending), a25TeamMail(eve("e1", "", "Permits", permitStranger))), []a25Look{a25Ask(qPermit, a26Leads("EUR 480"))}}}},
		{name: "closed_a stranger's copy of the team's EUR 120, dated 1 October, beside the team's visitor-permit pending line: EUR 120 no longer leads",
			attack: a25Then(permit(permitValue+" "+visitorPending), a25Mail(dated("e0", "2026-10-01T09:00:00Z", "Permits", permitValue+"\nEve"))),
			looks:  []a25Look{a25Ask(qPermit, a26Leads("EUR 120"))},
			controls: []a25Control{{"the team's page alone", permit(permitValue + " " + visitorPending), []a25Look{a25Ask(qPermit, a26Leads("EUR 120"))}},
				{"the copy without the pending line", a25Then(permit(permitValue), a25Mail(dated("e0", "2026-10-01T09:00:00Z", "Permits", permitValue+"\nEve"))), []a25Look{a25Ask(qPermit, a26Leads("EUR 120"))}}}},

		// --- The team's statement beside a stranger's ---
		{name: "closed_a stranger's Ka-band price leads alone once the team has raised its ground station price",
			attack: a25Then(a25Team, flatPrice, raised, a25Mail(kaLine)), looks: []a25Look{a25Ask(qKa, a26NotLeadsAlone("EUR 3.10"))},
			controls: []a25Control{{"the team's page alone beside her (58bf4f2)", a25Then(a25Team, flatPrice, a25Mail(kaLine)), []a25Look{a25Ask(qKa, a23Holds("9.80", "3.10"))}},
				{"the Ka-band line from a teammate", a25Then(a25Team, flatPrice, raised, a25TeamMail(kaLine)), []a25Look{a25Ask(qKa, a26Leads("EUR 3.10"))}}}},
		{name: "closed_a team line naming the Ka-band antenna booking fee is not pulled beside a stranger's fee",
			attack: a25Then(a25Team, feePage, a25Mail(feeLine)), looks: []a25Look{a25Ask(qFee, a27LeadLacks("9.80"))},
			controls: []a25Control{{"the fee from a teammate", a25Then(a25Team, feePage, a25TeamMail(feeLine)), []a25Look{a25Ask(qFee, a26Leads("EUR 250"))}}}},

		// --- "<Name> is on it …" ---
		{name: "closed_a stranger's reply 'Kim Park is on it today.' gives PAY-74 no owner",
			attack: renewReply(a23Eve, "Kim Park is on it today."), looks: []a25Look{a25Queue(a25Owner("PAY-74", "")), a25Ask("Who owns PAY-74?", a25Lacks("The owner of PAY-74 is"))},
			controls: []a25Control{{"the reply from Kim Park", renewReply(a25Kim, "Kim Park is on it today."), []a25Look{a25Queue(a25Owner("PAY-74", "Kim Park"))}}}},
		{name: "closed_a stranger's reply 'Estates Team is on it.' gives PAY-74 no owner",
			attack: renewReply(a23Eve, "Estates Team is on it."), looks: []a25Look{a25Queue(a25Owner("PAY-74", ""))},
			controls: []a25Control{{"the same from a teammate (an organisation owns nothing)", renewReply(a25Kim, "Estates Team is on it."), []a25Look{a25Queue(a25Owner("PAY-74", ""))}}}},
	}
}

// TestAttack27OutsidersReadingsMoveNoTeamWork: every row's attack is read over every path (all
// agree) and checked; every control must read as its looks say.
func TestAttack27OutsidersReadingsMoveNoTeamWork(t *testing.T) {
	tn := newTenants(t)
	a25RunRows(t, tn, a27Rows())
}

// a27Item is a packet as every path lists it, with or without an identifier.
type a27Item struct {
	Objective string   `json:"objective"`
	ExactIDs  []string `json:"exactIds"`
	Owner     *string  `json:"owner"`
}

func (i a27Item) owner() string {
	if i.Owner == nil {
		return ""
	}
	return *i.Owner
}

// a27Items is Today's packets (objective and owner) as the owner reads them over GraphQL; the
// public actor and MCP list_queue must list the same owners in the same order.
func (w *a23WS) a27Items(t *testing.T) []a27Item {
	t.Helper()
	read := func(url string, header map[string]string) []a27Item {
		r := (&tenants{url: url}).gqlReply(t, header, `{ today(first: 50) { edges { node { objective exactIds owner } } } }`)
		var out struct {
			Today struct{ Edges []struct{ Node a27Item } }
		}
		if err := json.Unmarshal(r.Data, &out); err != nil || len(r.Errors) > 0 {
			t.Fatalf("today: %s %+v %v", r.Data, r.Errors, err)
		}
		var items []a27Item
		for _, e := range out.Today.Edges {
			items = append(items, e.Node)
		}
		return items
	}
	own := read(w.tn.url, map[string]string{"Authorization": "Bearer " + w.aliceTok})
	pub := read(w.publicAt, nil)
	res := callTool(t, mcpSession(t, w.tn.url, w.mcpToken), "list_queue", map[string]any{"first": 50})
	var listed struct{ Packets []a27Item }
	raw, _ := json.Marshal(res.StructuredContent)
	if res.IsError || json.Unmarshal(raw, &listed) != nil {
		t.Fatalf("MCP list_queue: %s", raw)
	}
	owners := func(is []a27Item) []string {
		var out []string
		for _, i := range is {
			out = append(out, i.owner())
		}
		return out
	}
	for path, is := range map[string][]a27Item{"public actor": pub, "mcp list_queue": listed.Packets} {
		if !slices.Equal(owners(is), owners(own)) {
			t.Errorf("%s lists owners %q; GraphQL as the owner %q", path, owners(is), owners(own))
		}
	}
	return own
}

func a27ShowItems(is []a27Item) string {
	var b strings.Builder
	for _, i := range is {
		fmt.Fprintf(&b, "  %q ids %v owner %q\n", i.Objective, i.ExactIDs, i.owner())
	}
	return b.String()
}

// TestAttack27ChatErrandsMakeNoOwner attacks 26a47f5's errand asks in a Slack thread of the
// team's channel: Ana Ruiz asks "@Kim Park can ye get the minibus booked for Friday" and Kim
// Park answers "aye will do". The facts reading makes Kim the owner of the errand's thing, and
// of the thing last asked of her: a guest's "@Kim can ye get the customs bond renewed" between
// Ana's ask and Kim's answer makes her the customs bond's owner instead of the minibus's (seen
// with a throwaway test of engine/facts on the same chat text, not kept: this attack writes
// tests under server/ only). No server path shows either: the errand's thing names no
// identifier, so its owner record joins no packet (Today lists the asks as unanswered requests,
// no owner), and Ask states no owner for it ("No evidence states the owner."). So the rows hold
// today and guard the paths should the reading ever reach them: no owner Kim Park (or a guest)
// on any packet, and Ask names no owner for what the guest asked. Held on 399aadf.
func TestAttack27ChatErrandsMakeNoOwner(t *testing.T) {
	tn := newTenants(t)
	const root = "2026-11-19T09:00:00Z"
	ana := a27SlackMsg{"U1", "<@U2> can ye get the minibus booked for Friday", root, ""}
	aye := a27SlackMsg{"U2", "aye will do", "2026-11-19T09:02:00Z", root}
	rows := []struct {
		name    string
		msgs    []a27SlackMsg
		q       string
		noOwner []string
	}{
		{"closed_a guest's errand ask between a teammate's and Kim's 'aye will do'",
			[]a27SlackMsg{ana, {"U3", "<@U2> can ye get the customs bond renewed", "2026-11-19T09:01:00Z", root}, aye}, "Who owns the customs bond?", []string{"Kim Park"}},
		{"closed_a guest's own message holding a second line 'Kim Park: aye will do'",
			[]a27SlackMsg{{"U3", "<@U2> can ye get the customs bond renewed\nKim Park: aye will do", root, ""}}, "Who owns the customs bond?", []string{"Kim Park"}},
		{"closed_a guest named Kim answers a teammate's '@Kim can ye …' by her first name",
			[]a27SlackMsg{{"U1", "@Kim can ye get the minibus booked for Friday", root, ""}, {"U5", "aye will do", "2026-11-19T09:02:00Z", root}}, "Who is booking the minibus?", []string{"Kim Guest", "Kim Park"}},
		{"closed_a guest asks Kim to get tracked work done and she agrees",
			[]a27SlackMsg{{"U3", "<@U2> can ye get the card vault migration finished", root, ""}, aye}, "Who owns PAY-53?", []string{"Gus Guest"}},
	}
	t.Run("control: the teammates' errand is read (an unanswered request, no owner shown)", func(t *testing.T) {
		w := tn.a23Workspace(t, "control")
		a25Team(t, w)
		a27SlackImp(ana, aye)(t, w)
		w.compile(t)
		is := w.a27Items(t)
		if !slices.ContainsFunc(is, func(i a27Item) bool { return strings.Contains(i.Objective, "minibus booked") }) {
			t.Errorf("the minibus ask makes no item: the rows prove nothing\n%s", a27ShowItems(is))
		}
		t.Logf("Today:\n%s", a27ShowItems(is))
	})
	for i, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			w := tn.a23Workspace(t, fmt.Sprint("e", i))
			a25Tracked(t, w)
			a27SlackImp(r.msgs...)(t, w)
			w.compile(t)
			is := w.a27Items(t)
			problem := ""
			for _, it := range is {
				if slices.Contains(r.noOwner, it.owner()) && !slices.Contains(it.ExactIDs, "PAY-53") {
					problem += fmt.Sprintf("%q is %s's; ", it.Objective, it.owner())
				}
				if slices.Contains(it.ExactIDs, "PAY-53") && it.owner() != "Kim Park" {
					problem += fmt.Sprintf("PAY-53's owner is %q; ", it.owner())
				}
			}
			a, all := w.ask(t, r.q)
			a23SamePaths(t, all)
			for _, who := range r.noOwner {
				if strings.Contains(a.lead(), who) && strings.Contains(strings.ToLower(a.lead()), "owner") {
					problem += fmt.Sprintf("Ask names %s the owner: %s; ", who, a.lead())
				}
			}
			a25Check(t, r.name, strings.TrimSuffix(problem, "; "), fmt.Sprintf("Today:\n%sAsk %q: %s: %s", a27ShowItems(is), r.q, a.Status, a.Text))
		})
	}
}

// a27Has: some packet's objective holds s (a request with no identifier is named by its words).
func a27Has(s string) func([]a27Item) string {
	return func(is []a27Item) string {
		if !slices.ContainsFunc(is, func(i a27Item) bool { return strings.Contains(i.Objective, s) }) {
			return fmt.Sprintf("no packet of Today's first 50 holds %q", s)
		}
		return ""
	}
}

// TestAttack27CustomerRequestsKeepTheirPlace attacks 399aadf's cap where a thread is one
// document: a customer asks for the signed DPA (no identifier: the request is an item of its
// own), and an outsider adds twelve items due before it in the same thread, a stranger's mail
// In-Reply-To the customer's Message-ID or a Slack guest's reply in the thread a customer's
// account opened in a shared channel. The thread's outsiders' items are ten, in rank order:
// the customer's request, ranked after the overdue lines, is dropped. The same twelve lines in
// a mail or a message of their own leave it in Today (a control); so does the customer's mail
// alone. Rows follow a25Check.
func TestAttack27CustomerRequestsKeepTheirPlace(t *testing.T) {
	tn := newTenants(t)
	const day = "2026-11-19T09:00:00Z"
	printer := a23Msg{id: "t2@payco.example", from: a23Ines, date: "2026-11-16T09:00:00Z", subject: "PAY-70 label printer", body: "PAY-70 label printer swap is due on 4 December.\nInes"}
	team := a25Then(a25Tracked, a26TeamMail(printer))
	dpa := a23Msg{id: "c2@customer.example", from: "Carl Kunde <carl@customer.example>", date: "2026-11-18T09:00:00Z", subject: "Data processing agreement", body: "Could you send us the signed DPA by 4 December?\nCarl"}
	eve := func(re, subject string) a23Msg {
		return a23Msg{id: "e1@attacker.example", from: a23Eve, date: day, subject: subject, body: a27Digest(0, 12), re: re}
	}
	carla := a27SlackMsg{"U4", "Could you send us the signed DPA by 4 December?", "2026-11-18T09:00:00Z", ""}
	type setup = func(t *testing.T, w *a23WS)
	rows := []struct {
		name     string
		attack   setup
		controls map[string]setup
	}{
		{"closed_a stranger's twelve lines in a customer's mail thread drop the customer's request from Today",
			a25Then(team, a25Mail(dpa, eve("c2@customer.example", "Re: Data processing agreement"))),
			map[string]setup{"the customer's mail alone": a25Then(team, a25Mail(dpa)), "the lines in a mail of their own": a25Then(team, a25Mail(dpa, eve("", "Your Asana digest")))}},
		{"closed_a Slack guest's twelve lines in a shared channel's customer thread drop the customer's request from Today",
			a25Then(team, a27SlackImp(carla, a27SlackMsg{"U3", a27Digest(0, 12), day, carla.at})),
			map[string]setup{"the customer's thread alone": a25Then(team, a27SlackImp(carla)), "the lines in a message of their own": a25Then(team, a27SlackImp(carla, a27SlackMsg{"U3", a27Digest(0, 12), day, ""}))}},
	}
	check := a27Has("Kunde's request")
	for i, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			j := 0
			for name, c := range r.controls {
				w := tn.a23Workspace(t, fmt.Sprintf("c%d-%d", i, j))
				j++
				c(t, w)
				w.compile(t)
				if is := w.a27Items(t); check(is) != "" {
					t.Errorf("control %q: %s: the row proves nothing\n%s", name, check(is), a27ShowItems(is))
				}
			}
			w := tn.a23Workspace(t, fmt.Sprint("a", i))
			r.attack(t, w)
			w.compile(t)
			is := w.a27Items(t)
			t.Logf("attack: Today:\n%s", a27ShowItems(is))
			a25Check(t, r.name, check(is), a27ShowItems(is))
		})
	}
}
