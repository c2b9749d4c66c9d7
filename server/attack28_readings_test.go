package server_test

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/ingest"
)

// Attack twenty-eight, from outside, on this session's three changes (e216d77, e6cda87,
// 07324da):
//
//   - synthesis.copiedFrom: of word-for-word copies, a team's sentence is said before any
//     outsider's copy, whatever the copy's Date header.
//   - records.QuotedAtStart / Chunk.OpensQuoted / Loader.QuotedOpenings: a mail chunk that
//     opens inside a quote or forward its message opened in an earlier chunk is no one's.
//   - queue.withFewStrangerItems per voice (records.Team.voice): one outsider voice makes at
//     most ten items of Today, and outsiders' items leave the team's work half the places.
//
// The team writes from payco.example as in attacks 25 to 27 (its wiki, its Linear issues
// PAY-50..53, Ines Roy's own mail in a source of its own). Outsiders write as they can: a
// stranger (eve@attacker.example and any address she likes) mailing the support inbox with any
// From header she likes; a customer (Carl Kunde by mail, Carla Kunde's account in a shared Slack
// channel) asking for the signed DPA; a Slack guest (Gus Guest) whose message carries whatever
// display name Slack recorded for it (user_profile.real_name) and who posts in many channels;
// a stranger whose long mail a teammate forwards or quotes. Each row is a workspace of its own,
// read over every path (Ask: GraphQL as the owner and a member, the public actor, MCP ask and
// its REST mirror; Today: GraphQL as the owner, the public actor, MCP list_queue and its REST
// mirror), which must agree; controls in workspaces of their own show the row exercises the
// reading it attacks. Rows follow attack 25's convention (a25Check): "HOLE_..." fails its check
// today and is logged as KNOWN HOLE; "closed_..." held when written. Findings on f68543b are
// in each test's comment.

// --- Slack exports with channels and per-message display names ---

// a28SlackMsg is one Slack message: its channel ("" for #support-shared), account, the display
// name Slack recorded with it ("" for none: users.json names it), text, time and its thread's
// parent time ("" for a top-level message).
type a28SlackMsg struct{ channel, user, shown, text, at, root string }

// a28Slack is a Slack export of a27Users and msgs, each in its channel's day file.
func a28Slack(t *testing.T, msgs ...a28SlackMsg) string {
	t.Helper()
	days := map[string][]string{}
	var order []string
	for _, m := range msgs {
		ch := m.channel
		if ch == "" {
			ch = "support-shared"
		}
		if _, ok := days[ch]; !ok {
			order = append(order, ch)
		}
		text, _ := json.Marshal(m.text)
		s := fmt.Sprintf(`{"type":"message","user":%q,"text":%s,"ts":%q`, m.user, text, a24SlackTS(m.at))
		if m.root != "" {
			s += fmt.Sprintf(`,"thread_ts":%q`, a24SlackTS(m.root))
		}
		if m.shown != "" {
			s += fmt.Sprintf(`,"user_profile":{"real_name":%q}`, m.shown)
		}
		days[ch] = append(days[ch], s+"}")
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	write := func(name, data string) {
		f, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Write([]byte(data)); err != nil {
			t.Fatal(err)
		}
	}
	write("users.json", a27Users)
	for _, ch := range order {
		write(ch+"/2026-11-19.json", "["+strings.Join(days[ch], ",\n")+"]")
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func a28SlackImp(msgs ...a28SlackMsg) func(t *testing.T, w *a23WS) {
	return func(t *testing.T, w *a23WS) { w.imp(t, ingest.Slack, "Slack", "export.zip", a28Slack(t, msgs...)) }
}

// --- Today's items ---

// a28ItemRow is an attack on Today read as packets (a27Items: GraphQL as the owner, the public
// actor and MCP list_queue agree): check names what must hold of Today's first 50.
type a28ItemRow struct {
	name     string
	attack   func(t *testing.T, w *a23WS)
	check    func([]a27Item) string
	controls map[string]func(t *testing.T, w *a23WS)
}

// a28RunItems runs item rows in workspaces of tn's server, each of its own: every control's
// Today must pass the row's check (else the row proves nothing), then the attack's Today is
// checked (a25Check).
func a28RunItems(t *testing.T, tn *tenants, rows []a28ItemRow) {
	for i, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			j := 0
			for name, c := range r.controls {
				w := tn.a23Workspace(t, fmt.Sprintf("c%d-%d", i, j))
				j++
				c(t, w)
				w.compile(t)
				is := w.a27Items(t)
				t.Logf("control %q: %d digest items in the first 50", name, a28Digests(is))
				if p := r.check(is); p != "" {
					t.Errorf("control %q: %s: the row proves nothing\n%s", name, p, a27ShowItems(is))
				}
			}
			w := tn.a23Workspace(t, fmt.Sprint("a", i))
			r.attack(t, w)
			w.compile(t)
			is := w.a27Items(t)
			a25Check(t, r.name, r.check(is), fmt.Sprintf("%d digest items in the first 50\n%s", a28Digests(is), a27ShowItems(is)))
		})
	}
}

// a28HasID: some packet of Today's first 50 holds the exact id.
func a28HasID(id string) func([]a27Item) string {
	return func(is []a27Item) string {
		if !slices.ContainsFunc(is, func(i a27Item) bool { return slices.Contains(i.ExactIDs, id) }) {
			return fmt.Sprintf("%s is not among Today's first 50 packets", id)
		}
		return ""
	}
}

func a28AllItems(fs ...func([]a27Item) string) func([]a27Item) string {
	return func(is []a27Item) string {
		var out []string
		for _, f := range fs {
			if p := f(is); p != "" {
				out = append(out, p)
			}
		}
		return strings.Join(out, "; ")
	}
}

// a28Digests counts Today's first 50 packets the digests make (a Slack line's objective names
// its packing station, a mail's its subject).
func a28Digests(is []a27Item) int {
	n := 0
	for _, i := range is {
		if strings.Contains(i.Objective, "Packing station") || strings.Contains(i.Objective, "Asana digest") {
			n++
		}
	}
	return n
}

// TestAttack28OneOutsiderManyVoices attacks 07324da's per-voice count. The team's PAY-70 label
// printer swap (due 4 December, untracked) and a customer's request for the signed DPA (due 4
// December, no identifier) stand in Today; an outsider adds "Packing station N rebuild · Due
// Nov 22" lines (items due before them) in ways that make her many voices, or makes her lines
// the customer's voice. Found on f68543b:
//
//   - Closed since (a mail's voice is its address's organisation, a free-mail address itself;
//     a chat message's voice is its account, index.Message.Account): the four rows below.
//     Was HOLE: thirty mails of ten lines, each from its own address at attacker.example
//     (eve0@…eve29@: one person, as a catch-all domain gives anyone), are thirty voices: their
//     300 items take every outsiders' place of Today before the customer's request, which
//     leaves Today's first 50, and so does the team's PAY-70 (the reservation keeps the team's
//     items among the 200 places, not before hers: her overdue items rank first; 46 of the
//     first 50 are hers). The same lines from one address hold (10 of hers).
//   - Was HOLE: one address under thirty display names. A From header whose display name holds a
//     comma, quoted as mail programs write "Last, First" ("\"Outsider, Eve 7\"
//     <eve@attacker.example>"), is stored by the mbox import without its quotes, which
//     net/mail then refuses, so voice falls back to the whole header's personKey: a new voice
//     per name, and the customer's request leaves Today as above. Thirty names without a comma
//     ("Eve Outsider 7") are one voice and hold.
//   - Was HOLE: a Slack guest's messages each recorded with another display name (Slack keeps the
//     name a message was posted under, user_profile.real_name; the import takes it) are as many
//     voices though one account: thirty top-level messages of ten lines push the shared
//     channel's customer's request (Carla Kunde's account) out. Without the per-message names
//     (one voice) it stays.
//   - Was HOLE (brought by 07324da: at 874db8e, the cap per document, her request stayed): a Slack
//     guest who posts under the customer's display name ("Carla Kunde") shares her voice: his
//     ten overdue items take the voice's ten places and her own request for the signed DPA
//     leaves Today. Under his own name it stays.
//   - The first three holes are left open by 07324da (at 874db8e the per-document cap let the
//     same floods through, attack 27's split holes; there the controls fail too).
//   - Held: a guest posting in thirty channels is one voice (the customer's request and PAY-70
//     stay).
func TestAttack28OneOutsiderManyVoices(t *testing.T) {
	tn := newTenants(t)
	const day = "2026-11-19T09:00:00Z"
	printer := a23Msg{id: "t2@payco.example", from: a23Ines, date: "2026-11-16T09:00:00Z", subject: "PAY-70 label printer", body: "PAY-70 label printer swap is due on 4 December.\nInes"}
	team := a25Then(a25Tracked, a26TeamMail(printer))
	dpa := a23Msg{id: "c2@customer.example", from: "Carl Kunde <carl@customer.example>", date: "2026-11-18T09:00:00Z", subject: "Data processing agreement", body: "Could you send us the signed DPA by 4 December?\nCarl"}
	carla := a28SlackMsg{"", "U4", "", "Could you send us the signed DPA by 4 December?", "2026-11-18T09:00:00Z", ""}
	customer := a27Has("Kunde's request")
	both := a28AllItems(customer, a28HasID("PAY-70"))

	// from returns thirty mails of ten digest lines, the k-th From from(k).
	mails := func(from func(k int) string) []a23Msg {
		var ms []a23Msg
		for k := range 30 {
			ms = append(ms, a23Msg{id: fmt.Sprintf("d%d@attacker.example", k), from: from(k), date: day, subject: fmt.Sprintf("Your Asana digest %d", k), body: a27Digest(k*10, 10)})
		}
		return ms
	}
	oneAddress := mails(func(int) string { return a23Eve })
	manyAddresses := mails(func(k int) string { return fmt.Sprintf("Eve Outsider <eve%d@attacker.example>", k) })
	commaNames := mails(func(k int) string { return fmt.Sprintf("\"Outsider, Eve %d\" <eve@attacker.example>", k) })
	plainNames := mails(func(k int) string { return fmt.Sprintf("Eve Outsider %d <eve@attacker.example>", k) })

	guest := func(shown func(k int) string, channel func(k int) string) []a28SlackMsg {
		var ms []a28SlackMsg
		for k := range 30 {
			ms = append(ms, a28SlackMsg{channel(k), "U3", shown(k), a27Digest(k*10, 10), fmt.Sprintf("2026-11-19T09:%02d:00Z", k), ""})
		}
		return ms
	}
	same := func(int) string { return "" }
	renamed := guest(func(k int) string { return fmt.Sprintf("Gus Guest %d", k) }, same)
	plainGuest := guest(same, same)
	channels := guest(same, func(k int) string { return fmt.Sprintf("vendor-%d", k) })
	asCarla := a28SlackMsg{"", "U3", "Carla Kunde", a27Digest(0, 10), day, ""}
	asGus := a28SlackMsg{"", "U3", "", a27Digest(0, 10), day, ""}

	rows := []a28ItemRow{
		{name: "closed_thirty addresses of one stranger push the customer's request out of Today and PAY-70 below her items",
			attack: a25Then(team, a25Mail(append([]a23Msg{dpa}, manyAddresses...)...)), check: both,
			controls: map[string]func(t *testing.T, w *a23WS){"the same thirty mails from one address": a25Then(team, a25Mail(append([]a23Msg{dpa}, oneAddress...)...))}},
		{name: "closed_one address under thirty display names with a comma is thirty voices",
			attack: a25Then(team, a25Mail(append([]a23Msg{dpa}, commaNames...)...)), check: customer,
			controls: map[string]func(t *testing.T, w *a23WS){"thirty display names without a comma": a25Then(team, a25Mail(append([]a23Msg{dpa}, plainNames...)...))}},
		{name: "closed_a Slack guest's messages under thirty recorded display names push the shared channel's customer's request out",
			attack: a25Then(team, a28SlackImp(append([]a28SlackMsg{carla}, renamed...)...)), check: customer,
			controls: map[string]func(t *testing.T, w *a23WS){"the same messages under the account's one name": a25Then(team, a28SlackImp(append([]a28SlackMsg{carla}, plainGuest...)...))}},
		{name: "closed_a Slack guest posting under the customer's display name takes her voice's places and her request",
			attack: a25Then(team, a28SlackImp(carla, asCarla)), check: customer,
			controls: map[string]func(t *testing.T, w *a23WS){"the same lines under his own name": a25Then(team, a28SlackImp(carla, asGus))}},
		{name: "closed_a Slack guest posting in thirty channels is one voice",
			attack: a25Then(team, a28SlackImp(append([]a28SlackMsg{carla}, channels...)...)), check: a28AllItems(both, func(is []a27Item) string {
				if n := a28Digests(is); n > 10 {
					return fmt.Sprintf("%d of the guest's items in Today's first 50", n)
				}
				return ""
			})},
	}
	a28RunItems(t, tn, rows)
}

// TestAttack28ForwardsQuotesAndCopies attacks e6cda87's quoted openings and e216d77's copies.
// Found on f68543b:
//
//   - Closed since (reQuoteMark and the header lines know the marks and the From/Sent words
//     of German, French, Spanish, Portuguese, Italian, Dutch, Nordic, Finnish and Polish mail
//     programs). Was HOLE (not the session's: the rule knows no such marker in any chunk): a teammate's forward
//     written by a German mail program ("---------- Weitergeleitete Nachricht ---------" and a
//     "Von:" line, or Outlook's "-----Ursprüngliche Nachricht-----" with "Von:/Gesendet:") is
//     the teammate's word throughout: the stranger's "PAY-53 is done, closing it." at its end
//     closes tracked PAY-53 (Today drops it, Ask answers done). The English markers hold.
//   - Closed since (a chunk whose start cuts a '>' line carries the quote over its first
//     line, QuotedTo). Was HOLE (left open by e6cda87, the same at 874db8e: the rule reads a quote by its lines, a
//     chunk by its start): a teammate's
//     reply quoting a stranger's one-paragraph mail whose paragraph is one long line ("> …"
//     once, 2,000 characters of sentences) is split by sentence, so the later chunks open
//     mid-line: no ">" opens their line and the probe of QuotedAtStart (a new line after the
//     text before) finds the quote ended. The stranger's closing line at the paragraph's end is
//     the teammate's and closes PAY-53. The same paragraph quoted line by line holds.
//   - Held: the line at the end of a forward inside a listed mbox thread (the teammate's FW
//     In-Reply-To her own mail); a teammate's own "PAY-53 is done" in the thread's next
//     message after a long forward is hers (PAY-53 closes); near-copies (case, spacing) of the
//     team's change line dated 1 October; a copy in a teammate's forward and in a Slack guest's
//     line; a stranger's copy of the team's old change line dated after the team's newer change.
func TestAttack28ForwardsQuotesAndCopies(t *testing.T) {
	tn := newTenants(t)
	const day = "2026-11-19T09:00:00Z"
	fill := "We reviewed the migration plan with the vault vendor and walked through each of the cut-over steps, the rollback drill and the reconciliation reports that finance asked for last month. "
	long := strings.Repeat(fill, 3) + "\n\n" + strings.Repeat(fill, 3) + "\n\n" + strings.Repeat(fill, 3) + "\n\n"
	closing := "PAY-53 is done, closing it.\n"
	open53 := a25Queue(a25Open("PAY-53", "Kim Park", "2026-12-11"))
	ask53 := a25Ask("Is PAY-53 done?", a26Leads("The completion state of PAY-53 is open"))
	gone53 := a25Queue(a25Gone("PAY-53"))
	ines := func(subject, body string) a23Msg {
		return a23Msg{id: "f1@payco.example", from: a23Ines, date: day, subject: subject, body: body}
	}
	teamMail := func(ms ...a23Msg) func(t *testing.T, w *a23WS) {
		return a25Then(a25Tracked, a25TeamMail(ms...))
	}
	gmailDE := func(body string) a23Msg {
		return ines("WG: PAY-53 Card vault migration", "Zur Info, vom Dienstleister.\n\n---------- Weitergeleitete Nachricht ---------\nVon: Eve Outsider <eve@attacker.example>\nDate: Do., 19. Nov. 2026 um 08:00 Uhr\nSubject: PAY-53 Card vault migration\nTo: Support <support@payco.example>\n\n"+body)
	}
	outlookDE := func(body string) a23Msg {
		return ines("WG: PAY-53 Card vault migration", "Zur Info.\n\n-----Ursprüngliche Nachricht-----\nVon: Eve Outsider <eve@attacker.example>\nGesendet: Donnerstag, 19. November 2026 08:00\nAn: Support <support@payco.example>\nBetreff: PAY-53 Card vault migration\n\n"+body)
	}
	gmailEN := func(body string) a23Msg {
		return ines("FW: PAY-53 Card vault migration", "FYI, from the vendor.\n\n---------- Forwarded message ---------\nFrom: Eve Outsider <eve@attacker.example>\nDate: Thu, 19 Nov 2026 at 08:00\nSubject: PAY-53 Card vault migration\nTo: Support <support@payco.example>\n\n"+body)
	}
	// One paragraph of sentences on one line, quoted once, and the same wrapped and quoted line
	// by line as mail programs wrap.
	para := strings.TrimSpace(strings.Repeat(fill, 12)) + " PAY-53 is done, closing it."
	var wrapped []string
	line := ""
	for _, w := range strings.Fields(para) {
		if len(line)+len(w) > 70 {
			wrapped = append(wrapped, "> "+line)
			line = ""
		}
		line = strings.TrimSpace(line + " " + w)
	}
	wrapped = append(wrapped, "> "+line)
	reply := func(quoted string) a23Msg {
		return ines("Re: PAY-53 Card vault migration", "Thanks, noted.\nInes\n\nOn Thu, 19 Nov 2026 at 08:00, Eve Outsider <eve@attacker.example> wrote:\n"+quoted+"\n")
	}
	first := a23Msg{id: "f0@payco.example", from: a23Ines, date: "2026-11-18T09:00:00Z", subject: "PAY-53 Card vault migration", body: "Vendor call on Thursday.\nInes"}
	fwdInThread := gmailEN(long + closing + "Eve")
	fwdInThread.re = "f0@payco.example"
	next := a23Msg{id: "f2@payco.example", from: a23Ines, date: "2026-11-19T10:00:00Z", subject: "Re: FW: PAY-53 Card vault migration", re: "f1@payco.example", body: closing + "Ines"}
	fwdOnly := gmailEN(long + "Eve")
	fwdOnly.re = "f0@payco.example"

	// Copies of the team's change line (attack 27's closed rows, new shapes).
	change := "The card authorisation timeout at the payment gateway was changed from 45 s to 60 s."
	teamChange := a24With(a26TeamMail(a23Msg{id: "t9@payco.example", from: a23Ines, date: "2026-11-10T09:00:00Z", subject: "Gateway change", body: change + "\nInes"}))
	// The team's two changes in one mailbox (a source's second import replaces its first).
	bothChanges := a24With(a26TeamMail(a23Msg{id: "t9@payco.example", from: a23Ines, date: "2026-11-10T09:00:00Z", subject: "Gateway change", body: change + "\nInes"},
		a23Msg{id: "t8@payco.example", from: a23Ines, date: "2026-11-15T09:00:00Z", subject: "Gateway change 2", body: "The card authorisation timeout at the payment gateway was changed from 60 s to 90 s.\nInes"}))
	dated := func(at, body string) a23Msg {
		return a23Msg{id: "e0@attacker.example", from: a23Eve, date: at, subject: "Gateway", body: body}
	}
	oct := "2026-10-01T09:00:00Z"
	guestCopy := a28SlackImp(a28SlackMsg{"", "U3", "", change, oct, ""})

	rows := []a27Row{
		{name: "closed_a stranger's 'PAY-53 is done' in a teammate's German Gmail forward closes tracked PAY-53",
			attack: teamMail(gmailDE(long + closing + "Eve")), looks: []a25Look{open53, ask53},
			controls: []a25Control{{"the English marker (attack 27's closed row)", teamMail(gmailEN(long + closing + "Eve")), []a25Look{open53}},
				{"the same words as the teammate's own mail", teamMail(ines("PAY-53 Card vault migration", long+closing)), []a25Look{gone53}}}},
		{name: "closed_a stranger's 'PAY-53 is done' in a teammate's German Outlook forward closes tracked PAY-53",
			attack: teamMail(outlookDE(long + closing + "Eve")), looks: []a25Look{open53}},
		{name: "closed_a stranger's one-line paragraph quoted once with '>' closes PAY-53 past its first chunk",
			attack: teamMail(reply("> " + para)), looks: []a25Look{open53, ask53},
			controls: []a25Control{{"the same paragraph quoted line by line", teamMail(reply(strings.Join(wrapped, "\n"))), []a25Look{open53}}}},
		{name: "closed_a stranger's 'PAY-53 is done' at the end of a forward inside a listed mbox thread",
			attack: teamMail(first, fwdInThread), looks: []a25Look{open53, ask53}},
		{name: "closed_a teammate's own 'PAY-53 is done' in the thread's next message after a long forward is hers",
			attack: teamMail(first, fwdOnly, next), looks: []a25Look{gone53},
			controls: []a25Control{{"the forward alone", teamMail(first, fwdOnly), []a25Look{open53}}}},
		{name: "closed_a stranger's near-copy (case and spacing) of the team's change line, dated 1 October",
			attack: a25Then(teamChange, a25Mail(dated(oct, strings.ToUpper(strings.Replace(change, "from 45 s", "from  45   s", 1))+"\nEve"))),
			looks:  []a25Look{a25Ask(a23QTime, a24Superseded("60 s"))}},
		{name: "closed_the team's change line copied inside a teammate's forward whose quoted header is dated 1 October",
			attack: a25Then(teamChange, a25TeamMail(a23Msg{id: "f1@payco.example", from: a23Ines, date: day, subject: "FW: Gateway",
				body: "FYI.\n\n---------- Forwarded message ---------\nFrom: Eve Outsider <eve@attacker.example>\nDate: Thu, 1 Oct 2026 at 09:00\nSubject: Gateway\n\n" + change + "\nEve"})),
			looks: []a25Look{a25Ask(a23QTime, a24Superseded("60 s"))}},
		{name: "closed_the team's change line copied by a Slack guest on 1 October",
			attack: a25Then(teamChange, guestCopy), looks: []a25Look{a25Ask(a23QTime, a24Superseded("60 s"))}},
		{name: "closed_a stranger's copy of the team's old change line, dated after its newer change, brings 60 s back",
			attack: a25Then(bothChanges, a25Mail(dated("2026-11-19T09:00:00Z", change+"\nEve"))), looks: []a25Look{a25Ask(a23QTime, a26Leads("The latest value stated is 90 s"))},
			controls: []a25Control{{"the team's two changes alone", bothChanges, []a25Look{a25Ask(a23QTime, a26Leads("The latest value stated is 90 s"))}}}},
	}
	a25RunRows(t, tn, rows)
}
