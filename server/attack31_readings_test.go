package server_test

import (
	"testing"

	"github.com/queueproof/queueproof/engine/ingest"
)

// Attack thirty-one, from outside, on this session's readings (81c13f2):
//
//   - 18a9a4f synthesis: a document saying it takes an earlier one's place makes its values
//     replace the named document's, now also with the name stopping before when it takes effect
//     ("supersedes our price list 2025 from 1 January 2026"), series words ("the previous"), a
//     control line "Supersedes: Price list 2025" and the passive "is superseded by this one".
//   - f61dbfb/1a2881c synthesis: "not yet <participle>" and "still working out" leave a value
//     pending.
//   - 04f086f synthesis: a quantity said as a difference ("an extra £25", "£40k more") does
//     not lead.
//   - 185a288 facts: a list item of a document about no one tracked item names its thing before
//     its predicate ("Card vault migration now due 30 November").
//
// The team writes from payco.example (attack 25's wiki, its Linear issues PAY-50..53 and Ines
// Roy's mail in a source of its own, a26TeamMail). Its price list for 2025 (Ines, 1 October)
// says "The delivery charge per pallet is £40."; a later price list, the team's or a stranger's,
// says another charge. Outsiders write as they can: a stranger (eve@attacker.example) mailing
// the support inbox or replying in the team's mail thread (the import joins the reply into the
// thread's one document), a Slack guest (Gus Guest), and another workspace's owner. Each row is
// a workspace of its own, read over every path (a25See: GraphQL as the owner and a member, the
// public actor, the MCP ask tool and its REST mirror, which must agree); controls in workspaces
// of their own show the row exercises the reading it attacks. Rows follow a25Check: "HOLE_..."
// fails its check today and is logged as KNOWN HOLE; "closed_..." held. Found on 81c13f2, and
// for whether this session brought each, the same file run with engine/ as at f5cb07b (before
// the session's readings): see each test's comment. All seven holes found are closed by the
// commit after the merge (settle.go replacedNames reads only the team's sentences, a draft
// included; teamReplaced keeps the values the team replaced out of an outsider's rivals;
// deltas.go leaves a charge "on top" a level): the rows are "closed_" since.

// a31Q asks the delivery charge.
const a31Q = "What is the delivery charge per pallet?"

// a31Old is the team's 2025 price list: £40 a pallet.
var a31Old = a25JSONL("Prices", a25Doc("p1", "Price list 2025", "Price list 2025\n\nThe delivery charge per pallet is £40.", a23Ines, "2026-10-01T09:00:00Z", nil))

// a31Eve is a stranger's mail "Price list 2026" (15 November).
func a31Eve(body string) a23Msg {
	return a23Msg{id: "e1@attacker.example", from: a23Eve, date: "2026-11-15T09:00:00Z", subject: "Price list 2026", body: body}
}

// a31Ines is the team's mail "Price list 2026" (14 November), the root of its thread.
func a31Ines(body string) a23Msg {
	return a23Msg{id: "t1@payco.example", from: a23Ines, date: "2026-11-14T09:00:00Z", subject: "Price list 2026", body: body}
}

// a31Reply is a stranger's reply in the team's "Price list 2026" thread (15 November).
func a31Reply(body string) a23Msg {
	return a23Msg{id: "e1@attacker.example", from: a23Eve, date: "2026-11-15T09:00:00Z", subject: "Re: Price list 2026", body: body, re: "t1@payco.example"}
}

// a31Thread is the team's wiki, its 2025 price list and the team's thread of ms.
func a31Thread(ms ...a23Msg) func(t *testing.T, w *a23WS) {
	return a25Then(a25Team, a31Old, a26TeamMail(ms...))
}

// TestAttack31SupersedingDocuments attacks 18a9a4f's superseding documents. Found on 81c13f2:
//
//   - Held: a stranger's own mail or a Slack guest's message saying it supersedes the team's
//     2025 price list, in any of the session's forms, sets no charge in force: her £25 stands
//     beside the team's £40, UNRESOLVED (the same mail from a teammate settles £25 replacing
//     £40); another workspace's superseding list (same titles, same document ids) reaches
//     nothing of alice's. (At f5cb07b these rows' teammate controls fail: "from 1 January",
//     the control line, the passive and "the previous" were not read then.)
//   - HOLE, closed (not the session's: the same at f5cb07b): a teammate silenced. Where the team's 2026
//     list says "This pallet list supersedes our price list 2025." (£48 replacing £40), a
//     stranger's later mail stating £25, with or without "supersedes the 2026 price list",
//     makes the answer "The sources disagree: £25 vs £48 vs £40": settleValues' byStranger
//     branch takes every earlier statement as a rival, the team's replaced £40 among them.
//   - HOLE, closed (not the session's: the same at f5cb07b): a stranger's reply in the team's thread
//     "This pallet list supersedes our price list 2025." settles the team's own two charges, £48
//     (the team's mail) replacing £40 (the team's page), which stand UNRESOLVED without her
//     reply. settle.go supersedesDocument reads replacedName from the later statement's chunk's
//     whole text, never asking whether the sentence saying so is an outsider's.
//   - HOLE, closed (brought by 18a9a4f: the forms were not read at f5cb07b): the same with her reply
//     "Supersedes: Price list 2025" (a control line) or "The 2025 price list is superseded by
//     this one." (the passive).
//   - HOLE, closed (not the session's: the same at f5cb07b): a stranger's reply "I proposed a discount
//     last week, any news?" in the team's thread that says "This price list supersedes the 2025
//     price list." silences it: reDraft reads the chunk's whole text, and "proposed" marks the
//     team's list a draft; the team's £48 no longer replaces its £40 (UNRESOLVED). "I asked
//     about a discount" leaves it.
//   - HOLE, closed (brought by 18a9a4f: the control line was not read at f5cb07b, where the row's
//     control fails instead): where the team's mail says "Supersedes: Price list 2025", a
//     stranger's reply "This reply replaces my earlier note about pallets." is read first
//     (reSupersedesDocument before reSupersedesLine, over the chunk's whole text), names no
//     document of the team's, and the team's list replaces nothing. "Thanks, noted." leaves it.
func TestAttack31SupersedingDocuments(t *testing.T) {
	held := a23All(a23Holds("£40", "£25"), a24Unsettled("£25"))
	twin := func(body string) a25Control {
		return a25Control{"the same mail from a teammate", a25Then(a25Team, a31Old, a25TeamMail(a31Eve(body))), []a25Look{a25Ask(a31Q, a24Superseded("£25"))}}
	}
	own := func(body string) a27Row {
		return a27Row{attack: a25Then(a25Team, a31Old, a25Mail(a31Eve(body))), looks: []a25Look{a25Ask(a31Q, held)}, controls: []a25Control{twin(body)}}
	}
	named := func(name string, r a27Row) a27Row { r.name = name; return r }
	team48 := a31Ines("The delivery charge per pallet is £48.\nInes")
	teamSupersedes := a31Ines("This pallet list supersedes our price list 2025.\nThe delivery charge per pallet is £48.\nInes")
	teamLine := a31Ines("Supersedes: Price list 2025\n\nThe delivery charge per pallet is £48.\nInes")
	unsettled := []a25Control{{"the team's thread without her reply", a31Thread(team48), []a25Look{a25Ask(a31Q, a24Unsettled("£48"))}},
		{"the team's mail saying it supersedes the 2025 list", a31Thread(teamSupersedes), []a25Look{a25Ask(a31Q, a24Superseded("£48"))}}}

	// mallory's workspace holds a superseding list with the same titles and document ids.
	mallory := func(t *testing.T, w *a23WS) {
		m := w.tn.a23Workspace(t, "mallory31")
		a25Then(a25Team, a31Old, a25JSONL("Prices 2026", a25Doc("p2", "Price list 2026", "Price list 2026\nThis pallet list supersedes our price list 2025 from 1 January 2026.\n\nThe delivery charge per pallet is £25.", a23Ines, "2026-11-15T09:00:00Z", nil)))(t, m)
		m.compile(t)
		a25Then(a25Team, a31Old)(t, w)
	}

	rows := []a27Row{
		named("closed_a stranger's mail that supersedes our price list 2025 from 1 January sets her charge in force",
			own("This pallet list supersedes our price list 2025 from 1 January 2026.\nThe delivery charge per pallet is £25.\nEve")),
		named("closed_a stranger's control line 'Supersedes: Price list 2025' sets her charge in force",
			own("Supersedes: Price list 2025\n\nThe delivery charge per pallet is £25.\nEve")),
		named("closed_a stranger's passive 'The 2025 price list is superseded by this one' sets her charge in force",
			own("The 2025 price list is superseded by this one.\nThe delivery charge per pallet is £25.\nEve")),
		named("closed_a stranger's 'supersedes the previous price list' sets her charge in force",
			own("This price list supersedes the previous price list.\nThe delivery charge per pallet is £25.\nEve")),
		{name: "closed_a Slack guest's message that supersedes our price list 2025 sets his charge in force",
			attack: a25Then(a25Team, a31Old, a24SlackThread([3]string{"U3", "This pallet list supersedes our price list 2025 from 1 January 2026. The delivery charge per pallet is £25.", "2026-11-15T09:00:00Z"})),
			looks:  []a25Look{a25Ask(a31Q, held)},
			controls: []a25Control{{"the same message from a teammate", a25Then(a25Team, a31Old, a24SlackThread([3]string{"U1", "This pallet list supersedes our price list 2025 from 1 January 2026. The delivery charge per pallet is £25.", "2026-11-15T09:00:00Z"})),
				[]a25Look{a25Ask(a31Q, a24Superseded("£25"))}}}},
		{name: "closed_a stranger's later list beside the team's superseding one brings the team's replaced £40 back as a rival",
			attack: a25Then(a31Thread(teamSupersedes), a25Mail(a23Msg{id: "e2@attacker.example", from: a23Eve, date: "2026-11-16T09:00:00Z", subject: "Price list 2027",
				body: "This price list supersedes the 2026 price list.\nThe delivery charge per pallet is £25.\nEve"})),
			looks: []a25Look{a25Ask(a31Q, a23All(a24Unsettled("£25"), a25NotLeads("£25"), a23Holds("£48", "£25"), a25Lacks("vs £40")))},
			controls: []a25Control{{"the team's list alone", a31Thread(teamSupersedes), []a25Look{a25Ask(a31Q, a24Superseded("£48"))}},
				{"her list without 'supersedes the 2026 price list'", a25Then(a31Thread(teamSupersedes), a25Mail(a23Msg{id: "e2@attacker.example", from: a23Eve, date: "2026-11-16T09:00:00Z", subject: "Price list 2027",
					body: "The delivery charge per pallet is £25.\nEve"})), []a25Look{a25Ask(a31Q, a23All(a24Unsettled("£25"), a25NotLeads("£25")))}}}},
		{name: "closed_another workspace's superseding list with the same titles and ids reaches alice's answer",
			attack: mallory, looks: []a25Look{a25Ask(a31Q, a23All(a23Grounded("£40"), a25Lacks("£25")))},
			controls: []a25Control{{"the same list in alice's own workspace", a25Then(a25Team, a31Old, a25JSONL("Prices 2026", a25Doc("p2", "Price list 2026", "Price list 2026\nThis pallet list supersedes our price list 2025 from 1 January 2026.\n\nThe delivery charge per pallet is £25.", a23Ines, "2026-11-15T09:00:00Z", nil))),
				[]a25Look{a25Ask(a31Q, a24Superseded("£25"))}}}},
		{name: "closed_a stranger's reply in the team's thread saying it supersedes our price list 2025 settles the team's £48 over its £40",
			attack: a31Thread(team48, a31Reply("This pallet list supersedes our price list 2025.\nEve")),
			looks:  []a25Look{a25Ask(a31Q, a24Unsettled("£48"))}, controls: unsettled},
		{name: "closed_a stranger's reply 'Supersedes: Price list 2025' in the team's thread settles the team's £48 over its £40",
			attack: a31Thread(team48, a31Reply("Supersedes: Price list 2025\nEve")),
			looks:  []a25Look{a25Ask(a31Q, a24Unsettled("£48"))}, controls: unsettled},
		{name: "closed_a stranger's passive reply 'is superseded by this one' in the team's thread settles the team's £48 over its £40",
			attack: a31Thread(team48, a31Reply("The 2025 price list is superseded by this one.\nEve")),
			looks:  []a25Look{a25Ask(a31Q, a24Unsettled("£48"))}, controls: unsettled},
		{name: "closed_a stranger's 'I proposed a discount' in the team's thread makes the team's superseding list a draft",
			attack: a31Thread(teamSupersedes, a31Reply("I proposed a discount last week, any news?\nEve")),
			looks:  []a25Look{a25Ask(a31Q, a24Superseded("£48"))},
			controls: []a25Control{{"her reply 'I asked about a discount'", a31Thread(teamSupersedes, a31Reply("I asked about a discount last week, any news?\nEve")),
				[]a25Look{a25Ask(a31Q, a24Superseded("£48"))}}}},
		{name: "closed_a stranger's 'This reply replaces my earlier note' in the team's thread hides the team's 'Supersedes:' line",
			attack: a31Thread(teamLine, a31Reply("This reply replaces my earlier note about pallets.\nEve")),
			looks:  []a25Look{a25Ask(a31Q, a24Superseded("£48"))},
			controls: []a25Control{{"her reply 'Thanks, noted.'", a31Thread(teamLine, a31Reply("Thanks, noted.\nEve")),
				[]a25Look{a25Ask(a31Q, a24Superseded("£48"))}}}},
	}
	a25RunRows(t, newTenants(t), rows)
}

// TestAttack31PendingAndDifferences attacks f61dbfb/1a2881c's pending phrases and 04f086f's
// differences. Found on 81c13f2:
//
//   - Held: a stranger's "not yet costed" and "still working out" beside the team's £40, or
//     her "has not yet been fixed" beside the team's audit date, leave the team's value
//     GROUNDED. Pending only reaches an answer with no value lead (pendingDetail), so a planted
//     phrase unsays no value the team states. No control shows the phrases read here: her
//     "not yet costed" alone answers "No evidence states the amount of money per pallet" (a
//     measure question with no measure is said missing before pendingDetail is asked), so these
//     rows guard the paths only; the same rows held at f5cb07b.
//   - HOLE, closed (brought by 04f086f: at f5cb07b the two stand UNRESOLVED): the team's page says "The
//     late fee for a returned laptop is an extra £25 per day." (the fee is £25, charged on top
//     of the price); 04f086f reads "an extra £25" as a difference and drops it, so a stranger's
//     "The late fee for a returned laptop is £5 per day." leads alone, GROUNDED. The team's "is
//     £25 per day" stands beside her £5.
func TestAttack31PendingAndDifferences(t *testing.T) {
	qAudit := "When is the depot audit?"
	audit := a25JSONL("Safety", a25Doc("s1", "Depot safety", "Depot safety\n\nThe depot audit is on 3 December 2026.", a23Ines, "2026-10-01T09:00:00Z", nil))
	eve := func(subject, body string) func(t *testing.T, w *a23WS) {
		return a25Mail(a23Msg{id: "e9@attacker.example", from: a23Eve, date: "2026-11-15T09:00:00Z", subject: subject, body: body})
	}
	costed := eve("Price list 2026", "The delivery charge per pallet is not yet costed.\nEve")
	working := eve("Price list 2026", "We are still working out the delivery charge per pallet.\nEve")
	qLate := "What is the late fee for a returned laptop?"
	fees := func(line string) func(t *testing.T, w *a23WS) {
		return a25JSONL("Fees", a25Doc("f1", "Library fees", "Library fees\n\n"+line, a23Ines, "2026-10-01T09:00:00Z", nil))
	}
	eve5 := eve("Library fees", "The late fee for a returned laptop is £5 per day.\nEve")
	rows := []a27Row{
		{name: "closed_a stranger's 'not yet costed' makes the team's charge pending",
			attack: a25Then(a25Team, a31Old, costed), looks: []a25Look{a25Ask(a31Q, a23Grounded("£40"))}},
		{name: "closed_a stranger's 'still working out' makes the team's charge pending",
			attack: a25Then(a25Team, a31Old, working), looks: []a25Look{a25Ask(a31Q, a23Grounded("£40"))}},
		{name: "closed_a stranger's 'has not yet been fixed' makes the team's audit date pending",
			attack: a25Then(a25Team, audit, eve("Depot safety", "The depot audit date has not yet been fixed.\nEve")),
			looks:  []a25Look{a25Ask(qAudit, a23Grounded("3 December 2026"))}},
		{name: "closed_the team's 'an extra £25 per day' late fee is dropped as a difference: a stranger's £5 leads alone",
			attack: a25Then(a25Team, fees("The late fee for a returned laptop is an extra £25 per day."), eve5),
			looks:  []a25Look{a25Ask(qLate, a25NotLeads("£5"))},
			controls: []a25Control{{"the team's 'is £25 per day'", a25Then(a25Team, fees("The late fee for a returned laptop is £25 per day."), eve5),
				[]a25Look{a25Ask(qLate, a25NotLeads("£5"))}}}},
	}
	a25RunRows(t, newTenants(t), rows)
}

// TestAttack31ListItems attacks 185a288's list items (a log's item names its thing before its
// predicate). A log mail "Depot log 18 November" lists "- Card vault migration now due 30
// November, Ines Roy owns it.", "- Refund ledger export done." and an untracked "- Payroll
// export not working, Kim Park on it, due 25 November.". Found on 81c13f2:
//
//   - Held: from a stranger it moves no tracked packet (PAY-53 stays Kim Park's, due 11
//     December; PAY-51 stays open) and Ask does not lead with her 30 November (it stands
//     beside the tracker's date, UNRESOLVED); from a teammate Ask leads with 30 November. Today
//     names the log's untracked items by the log's title ("Complete Depot log 18 November by
//     2026-11-25"), not by the item's thing, for a teammate and a stranger alike: the item head
//     reaches no packet's objective or owner.
func TestAttack31ListItems(t *testing.T) {
	items := "- Card vault migration now due 30 November, Ines Roy owns it.\n- Refund ledger export done.\n- Payroll export not working, Kim Park on it, due 25 November.\nEve"
	log := func(from string) func(t *testing.T, w *a23WS) {
		return func(t *testing.T, w *a23WS) {
			a25Tracked(t, w)
			w.imp(t, ingest.Mbox, "Support", "s.mbox", a23Mbox(a23Msg{id: "l1@x.example", from: from, date: "2026-11-18T09:00:00Z", subject: "Depot log 18 November", body: items}))
		}
	}
	qDue := "When is the card vault migration due?"
	rows := []a27Row{
		{name: "closed_a stranger's log items naming tracked work move its due date, owner or state",
			attack: log(a23Eve),
			looks: []a25Look{a25Ask(qDue, a25NotLeads("30 November")),
				a25Queue(a25AllToday(a25Open("PAY-53", "Kim Park", "2026-12-11"), a25Open("PAY-51", "Joao Reis", "2026-12-08")))},
			controls: []a25Control{{"the same log from a teammate", log(a23Ines), []a25Look{a25Ask(qDue, a26Leads("30 November"))}}}},
	}
	a25RunRows(t, newTenants(t), rows)
}
