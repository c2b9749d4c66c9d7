package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/ingest"
)

// Attack twenty-five, from outside, on how evidence is read since 65eb55d: a person's name alone
// on a line above a paragraph makes the paragraph theirs (facts/namelines.go, 23fa983); a
// question naming one of several like things ("Ka-band", "GW-5", a month) drops statements naming
// only siblings (synthesis/variants.go, 96f82ac); a lettered revision note ("Rev C", "This
// revision supersedes Rev B", "Change: …") explains a page's changes (30faaf8); a change in a
// table column the question does not ask is no answer (43d65e6); "CAD 4.5M", "750 operating
// hours" (measures); help-desk state words and qualified status fields (522c700).
//
// The team writes from payco.example: its wiki (a23Team, Ines Roy, and a page by Kim Park naming
// Ana Ruiz) and, in the Today rows about tracked work, its Linear issues (trackerIssues: PAY-50
// Mara Lind due 2026-12-04, PAY-53 Kim Park due 2026-12-11, both in progress). Outsiders write in
// the forms the session reads: a stranger (eve@attacker.example) mailing the support inbox, being
// quoted or forwarded in a teammate's mail, or replying in the team's thread; a Slack guest (Gus
// Guest, "is_restricted"); a customer commenting on a ticket; a vendor (vic@vendor.example)
// whose page sits in the team's Docs source once the team's domains are listed. Each row is a
// workspace of its own, compiled, and read over every path: Ask (a23WS.ask: GraphQL as the owner
// and a member, the public actor, the MCP ask tool and its REST mirror) or Today (GraphQL as the
// owner, the public actor, the MCP list_queue tool and its REST mirror), which must agree.
// Controls (the same evidence without the outsider's part, or written by a teammate) are read
// in workspaces of their own and must come out as stated, so the row is known to exercise the
// reading it attacks.
//
// A row named "HOLE_..." fails its check today and is logged as KNOWN HOLE (a25Check; once it
// holds the row fails until it is renamed); a row named "closed_..." held when written. On the
// HEAD 29b9ed6:
//
//   - Name lines: held. A stranger's mail of name-line paragraphs ("Kim Park\nI'll take PAY-70
//     …\n\nAna Ruiz\n…") makes no teammate owner (Outside); a stranger's name paragraph in her
//     reply in the team's thread, quoted under "On … wrote:" with or without ">", or forwarded,
//     does not make the teammate's own single name paragraph count (a teammate's second one
//     does: Kim Park then owns PAY-72).
//   - Quotes the team rule does not know (records/outside.go quotedBlock): a stranger's words
//     quoted without ">" in a teammate's mail under an attribution wrapped onto two lines ("On
//     … <eve@attacker.example>\nwrote:"), "Eve Outsider <…> schrieb am …:", "Eve Outsider
//     wrote:", "Quoting Eve Outsider <…>:", or an Outlook header block that opens a forward with
//     no words of the teammate's above it, are the teammate's: "PAY-53 is done …" under Kim
//     Park's name line closes tracked PAY-53 and PAY-50 (they leave Today). Not the session's:
//     a plain "PAY-53 is done, closing it." under the same attributions closes PAY-53 too, and the
//     wrapped and "Eve Outsider wrote:" forms closed it at 65eb55d; "On … wrote:" on one line,
//     "Am … schrieb …:", "Le … a écrit :", "-----Ursprüngliche Nachricht-----" and ">" hold.
//     The same wrapped attribution makes a stranger's quoted "Rev C: the … timeout … was
//     changed." (or "This revision supersedes Rev B: …") the teammate's note: the team's two
//     timeouts, UNRESOLVED without it, are settled as 60 s replacing 45 s (new with 30faaf8's
//     lettered notes; "Rev 2:" did the same before).
//   - A request looks answered when anyone other than the asker writes about its subject in a
//     later chunk of the conversation (facts answerRequests reads the chunk's author, never
//     whether it is an outsider's): a stranger's mail of the same subject ("Thanks, we saw
//     PAY-74 too.", or name-line paragraphs), or a customer's comment on the ticket naming the
//     item, drops the team's open request, and the item leaves Today. Not the session's (the
//     stranger's mail did the same at 65eb55d).
//   - Slack: a thread a guest opens makes the guest the owner of tracked work a teammate takes
//     in a reply of two lines ("sure\nI've taken PAY-50 over, it's mine now."): Today shows Gus
//     Guest as PAY-50's owner and Ask says "The owner of PAY-50 is Gus Guest, taking over from
//     Mara Lind". The root: every line of a Slack message after its first is read as the thread
//     opener's (the import writes "Name: " only on the first), so a teammate's own second line
//     is the opener's too (not an outsider's). Not the session's (both the same at 65eb55d).
//   - Choices (synthesis/choices.go settleChoice, versionfields.go) never ask whether a change
//     is an outsider's: a stranger's mail or a Slack guest's line "We moved the card payment
//     provider for the gateway from Adyen to Stripe." settles "The latest choice stated is
//     Stripe; it replaced Adyen" (SUPERSEDED), as does "moved from the Payments team to the
//     Integrations team" for who runs the gateway; a vendor's later version of the team's page
//     (listed domains, the vendor outside) settles the table's provider the same way (and the
//     change carries the row's other changed cell, "Stripe; 30 s"). Not the session's (the
//     stranger's provider mail settled Stripe at 65eb55d too).
//   - Variants: a question naming a month drops the team's "Since October the … timeout … is
//     60 s" (it names only another month), so a stranger's "In November … is 30 s" leads alone,
//     GROUNDED (UNRESOLVED at 65eb55d: new with 96f82ac). A stranger's sentence naming the asked
//     "Ka-band" leads alone where the team's page states the ground station price per minute
//     (PARTIAL at 65eb55d, the stranger's line not read as the value: "What is the
//     Ka-band price" asks a price since 96f82ac), and one naming "GW-5" where the team's page
//     gives "gateways GW-1 to GW-6" (the exact-id gate abstains on the range; at 65eb55d too;
//     closed by the fourth session of 2026-12-04's withTeamBeside, which looks for the team's
//     statement off the question's topic too: the team's 45 s now stands beside her 30 s).
//   - "Change:" never reads as a revision note (reRevisionNote's "changes?\s*:" is followed by
//     \b, which a space after the colon does not meet): a teammate's "Change: the … timeout …
//     was changed." settles nothing (not an outsider's; a stranger's settles nothing either).
//
// Held: lettered notes ("Rev C: …", "This revision supersedes Rev B: …") in a stranger's reply
// in the team's thread, a guest's Slack line, a stranger's own mail with her 30 s, a stranger's
// "Rev C" procedure mailed beside the team's Rev B, a vendor's Rev C page with listed domains;
// a stranger's Ka-band price beside the team's table row; CAD sums and operating hours; a
// stranger's "In November" beside the team's timeout that names no month; a customer's
// "Workflow state: Fix Released" and "Ticket status: Fix Committed" on a ticket and a stranger's
// in a mail on tracked work; every path gives the same status and lead (Ask) and the same owner
// and due date (Today) on every row.

// a25Row is one attack: attack imports the evidence with the outsider's part, looks read it
// (Ask or Today, over every path); controls import evidence that must read as their looks say.
type a25Row struct {
	name     string
	attack   func(t *testing.T, w *a23WS)
	looks    []a25Look
	controls []a25Control
}

type a25Control struct {
	name  string
	setup func(t *testing.T, w *a23WS)
	looks []a25Look
}

// a25Look is one reading: Ask's answer to q, or (q empty) Today's packets.
type a25Look struct {
	q     string
	ask   func(a23Answer) string
	today func(a25Today) string
}

func a25Ask(q string, check func(a23Answer) string) a25Look { return a25Look{q: q, ask: check} }
func a25Queue(check func(a25Today) string) a25Look          { return a25Look{today: check} }

// a25Check fails a row whose looks fail, except a row still named "HOLE_": an open hole, logged
// as KNOWN HOLE until it is closed (then the row fails until it is renamed).
// a25RunRows runs rows in workspaces of tn's server, each of its own: every control must read as
// its looks say (else the row proves nothing), then the attack is read over every path its looks
// name and checked (a25Check).
func a25RunRows(t *testing.T, tn *tenants, rows []a25Row) {
	for i, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			for j, c := range r.controls {
				w := tn.a23Workspace(t, fmt.Sprintf("c%d-%d", i, j))
				c.setup(t, w)
				w.compile(t)
				for _, l := range c.looks {
					p, shown := w.a25See(t, l, false)
					t.Logf("control %q: %s", c.name, shown)
					if p != "" {
						t.Errorf("control %q: %s: the row proves nothing\n%s", c.name, p, shown)
					}
				}
			}
			w := tn.a23Workspace(t, fmt.Sprintf("a%d", i))
			r.attack(t, w)
			w.compile(t)
			var problems, seen []string
			for _, l := range r.looks {
				p, shown := w.a25See(t, l, true)
				t.Logf("attack: %s", shown)
				seen = append(seen, shown)
				if p != "" {
					problems = append(problems, p)
				}
			}
			a25Check(t, r.name, strings.Join(problems, "; "), strings.Join(seen, "\n"))
		})
	}
}

func a25Check(t *testing.T, name, problem, shown string) {
	t.Helper()
	switch open := strings.HasPrefix(name, "HOLE_"); {
	case open && problem != "":
		t.Logf("KNOWN HOLE (open): %s\n%s", problem, shown)
	case open:
		t.Errorf("the hole is closed: rename the row %q (drop HOLE_)", name)
	case problem != "":
		t.Errorf("%s\n%s", problem, shown)
	}
}

// --- Today ---

// a25Packet is a packet as Today shows it: its owner, due date and evidence ("kind: text").
type a25Packet struct {
	owner, due string
	evidence   []string
}

// a25Today is Today's packets by each exact id they hold.
type a25Today map[string]a25Packet

func (q a25Today) String() string {
	var b strings.Builder
	ids := make([]string, 0, len(q))
	for id := range q {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		p := q[id]
		fmt.Fprintf(&b, "  %s owner %q due %q evidence %q\n", id, p.owner, p.due, p.evidence)
	}
	return b.String()
}

type a25Node struct {
	ExactIDs []string `json:"exactIds"`
	Owner    *string  `json:"owner"`
	Due      *string  `json:"due"`
	Evidence []struct{ Kind, Text string }
}

func a25Packets(nodes []a25Node) a25Today {
	out := a25Today{}
	for _, n := range nodes {
		var p a25Packet
		if n.Owner != nil {
			p.owner = *n.Owner
		}
		if n.Due != nil {
			p.due = *n.Due
		}
		for _, e := range n.Evidence {
			p.evidence = append(p.evidence, e.Kind+": "+e.Text)
		}
		for _, id := range n.ExactIDs {
			out[id] = p
		}
	}
	return out
}

// a25GraphQLToday is Today over GraphQL at url.
func a25GraphQLToday(t *testing.T, url string, header map[string]string, evidence bool) a25Today {
	t.Helper()
	fields := "exactIds owner due"
	if evidence {
		fields += " evidence { kind text }"
	}
	r := (&tenants{url: url}).gqlReply(t, header, `{ today(first: 50) { edges { node { `+fields+` } } } }`)
	if len(r.Errors) > 0 {
		t.Fatalf("today: %s %s", r.Errors[0].Extensions.Code, r.Errors[0].Message)
	}
	var out struct {
		Today struct{ Edges []struct{ Node a25Node } }
	}
	if err := json.Unmarshal(r.Data, &out); err != nil {
		t.Fatal(err)
	}
	var nodes []a25Node
	for _, e := range out.Today.Edges {
		nodes = append(nodes, e.Node)
	}
	return a25Packets(nodes)
}

// today reads Today as the owner (with evidence) and, when all, over the other paths too, which
// must give every packet the same owner and due date.
func (w *a23WS) a25Today(t *testing.T, all bool) a25Today {
	t.Helper()
	own := a25GraphQLToday(t, w.tn.url, map[string]string{"Authorization": "Bearer " + w.aliceTok}, true)
	if !all {
		return own
	}
	paths := map[string]a25Today{"public actor": a25GraphQLToday(t, w.publicAt, nil, false)}
	res := callTool(t, mcpSession(t, w.tn.url, w.mcpToken), "list_queue", map[string]any{"first": 50})
	if res.IsError {
		t.Fatalf("MCP list_queue: %+v", res.Content)
	}
	var listed struct{ Packets []a25Node }
	raw, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(raw, &listed); err != nil {
		t.Fatal(err)
	}
	paths["mcp list_queue"] = a25Packets(listed.Packets)
	resp, body := rest(t, &fixture{Server: &httptest.Server{URL: w.tn.url}}, w.mcpToken, http.MethodPost, "/api/v1/mcp/tools/list_queue", `{"first":50}`)
	listed.Packets = nil
	if resp.StatusCode != http.StatusOK || json.Unmarshal(body, &listed) != nil {
		t.Fatalf("REST list_queue = %d %s", resp.StatusCode, body)
	}
	paths["mcp rest mirror"] = a25Packets(listed.Packets)
	for path, q := range paths {
		for id, p := range own {
			if o, ok := q[id]; !ok || o.owner != p.owner || o.due != p.due {
				t.Errorf("%s shows %s as %+v (present %v); GraphQL as the owner %q due %q", path, id, o, ok, p.owner, p.due)
			}
		}
		if len(q) != len(own) {
			t.Errorf("%s shows %d ids, GraphQL as the owner %d", path, len(q), len(own))
		}
	}
	return own
}

// a25Open: id is in Today with the owner and due date given (the tracker's, or the team's).
func a25Open(id, owner, due string) func(a25Today) string {
	return func(q a25Today) string {
		p, ok := q[id]
		switch {
		case !ok:
			return id + " left Today"
		case p.owner != owner || due != "" && p.due != due:
			return fmt.Sprintf("%s shows owner %q due %q, want %q %q", id, p.owner, p.due, owner, due)
		}
		return ""
	}
}

// a25Owner: id is in Today and its owner is owner.
func a25Owner(id, owner string) func(a25Today) string { return a25Open(id, owner, "") }

// a25NotOwner: id's owner in Today is not who.
func a25NotOwner(id, who string) func(a25Today) string {
	return func(q a25Today) string {
		if p, ok := q[id]; ok && p.owner == who {
			return fmt.Sprintf("%s is %s's in Today", id, who)
		}
		return ""
	}
}

// a25Gone: id is not in Today (closed, or its only request answered).
func a25Gone(id string) func(a25Today) string {
	return func(q a25Today) string {
		if _, ok := q[id]; ok {
			return id + " is still in Today"
		}
		return ""
	}
}

// a25Cites: id is in Today and one of its evidence lines holds what.
func a25Cites(id, what string) func(a25Today) string {
	return func(q a25Today) string {
		p, ok := q[id]
		if !ok {
			return id + " left Today (its evidence " + what + " with it)"
		}
		if !slices.ContainsFunc(p.evidence, func(e string) bool { return strings.Contains(e, what) }) {
			return fmt.Sprintf("%s no longer cites %q: %q", id, what, p.evidence)
		}
		return ""
	}
}

func a25AllToday(fs ...func(a25Today) string) func(a25Today) string {
	return func(q a25Today) string {
		for _, f := range fs {
			if p := f(q); p != "" {
				return p
			}
		}
		return ""
	}
}

// --- Ask checks ---

// a25NotLeads: v is neither settled as the value or choice in force nor the latest value or
// choice stated alone.
func a25NotLeads(v string) func(a23Answer) string {
	return func(a a23Answer) string {
		lead := a.lead()
		switch {
		case a.supersededBy(v):
			return v + " is settled as in force (SUPERSEDED): " + lead
		case strings.HasPrefix(lead, "The latest value stated is "+v), strings.HasPrefix(lead, "The latest choice stated is "+v):
			return v + " leads alone: " + lead
		}
		return ""
	}
}

// a25Says: the answer's text holds s.
func a25Says(s string) func(a23Answer) string {
	return func(a a23Answer) string {
		if !strings.Contains(a.Text, s) {
			return fmt.Sprintf("the answer does not say %q", s)
		}
		return ""
	}
}

// a25Lacks: the answer's text does not hold s.
func a25Lacks(s string) func(a23Answer) string {
	return func(a a23Answer) string {
		if strings.Contains(a.Text, s) {
			return fmt.Sprintf("the answer says %q", s)
		}
		return ""
	}
}

// --- evidence ---

// a25KimPage makes Kim Park a teammate who writes from payco.example and names Ana Ruiz.
const a25KimPage = `{"id":"w5","title":"Payments team","body":"Team. Kim Park and Ana Ruiz run the payments desk with Ines Roy.","author":"Kim Park <kim@payco.example>","createdAt":"2026-11-02T09:20:00Z"}
`

const a25Kim = "Kim Park <kim@payco.example>"

func a25Team(t *testing.T, w *a23WS) {
	w.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", a23Team+a25KimPage)
}

// a25Tracked is the team's wiki and its Linear issues.
func a25Tracked(t *testing.T, w *a23WS) {
	a25Team(t, w)
	w.imp(t, ingest.LinearCSV, "Linear", "issues.csv", trackerIssues)
}

func a25Then(fs ...func(t *testing.T, w *a23WS)) func(t *testing.T, w *a23WS) {
	return func(t *testing.T, w *a23WS) {
		for _, f := range fs {
			f(t, w)
		}
	}
}

func a25Mail(ms ...a23Msg) func(t *testing.T, w *a23WS) {
	return func(t *testing.T, w *a23WS) { w.imp(t, ingest.Mbox, "Support", "s.mbox", a23Mbox(ms...)) }
}

func a25TeamMail(ms ...a23Msg) func(t *testing.T, w *a23WS) {
	return func(t *testing.T, w *a23WS) { w.imp(t, ingest.Mbox, "Support", "s.mbox", a23AsTeam(a23Mbox(ms...))) }
}

func a25Slack(msgs ...[3]string) func(t *testing.T, w *a23WS) {
	return func(t *testing.T, w *a23WS) { w.imp(t, ingest.Slack, "Slack", "export.zip", a24Slack(t, msgs...)) }
}

func a25JSONL(source string, docs ...map[string]any) func(t *testing.T, w *a23WS) {
	return func(t *testing.T, w *a23WS) {
		var b strings.Builder
		for _, d := range docs {
			raw, _ := json.Marshal(d)
			b.Write(raw)
			b.WriteByte('\n')
		}
		w.imp(t, ingest.JSONL, source, strings.ToLower(strings.ReplaceAll(source, " ", "-"))+".jsonl", b.String())
	}
}

func a25Doc(id, title, body, author, at string, meta map[string]string) map[string]any {
	d := map[string]any{"id": id, "title": title, "body": body, "author": author, "createdAt": at}
	if meta != nil {
		d["metadata"] = meta
	}
	return d
}

// a25ListDomains lists the team's domains (payco.example): an author from any other is outside.
func a25ListDomains(t *testing.T, w *a23WS) {
	if _, err := w.tn.e.SetTeamDomains(context.Background(), w.alice, []string{"payco.example"}); err != nil {
		t.Fatal(err)
	}
}

func a25Rows() []a25Row {
	eve := func(id, re, subject, at, body string) a23Msg {
		return a23Msg{id: id + "@attacker.example", from: a23Eve, date: at, subject: subject, body: body, re: re}
	}
	ines := func(id, re, subject, at, body string) a23Msg {
		return a23Msg{id: id + "@payco.example", from: a23Ines, date: at, subject: subject, body: body, re: re}
	}
	const day = "2026-11-19T09:00:00Z"

	// --- name lines ---
	standup := "Kim Park\nI'll take PAY-70 and finish it by 4 December.\n\nAna Ruiz\nPAY-71 is still in review, waiting on the vendor.\n"
	standupMail := eve("e1", "", "Weekly check-in", day, standup)
	own := "Kim Park\nI'll finish PAY-72 by 4 December.\n"
	desk := func(more string) func(t *testing.T, w *a23WS) {
		return a25Then(a25Team, a25Mail(ines("t1", "", "Payments desk", "2026-11-18T09:00:00Z", own+more)))
	}
	deskReply := func(from, body string) func(t *testing.T, w *a23WS) {
		m := eve("e1", "t1@payco.example", "Re: Payments desk", day, body)
		if from != "" {
			m.from, m.id = from, "t2@payco.example"
		}
		return a25Then(a25Team, a25Mail(ines("t1", "", "Payments desk", "2026-11-18T09:00:00Z", own), m))
	}
	anaLine := "Ana Ruiz\nNo news on PAY-73 from our side.\n"
	inesOwns72 := a25Queue(a25Owner("PAY-72", "Ines Roy"))
	kimOwns72 := a25Queue(a25Owner("PAY-72", "Kim Park"))

	// --- quotes of a stranger's name-line paragraphs in a teammate's mail, on tracked work ---
	doneLines := "Kim Park\nPAY-53 is done, I verified it yesterday.\n\nMara Lind\nPAY-50 is done too, I closed it."
	quoting := func(head, mark, subject string) func(t *testing.T, w *a23WS) {
		body := doneLines
		if mark != "" {
			body = mark + strings.ReplaceAll(body, "\n", "\n"+mark)
		}
		return a25Then(a25Tracked, a25Mail(ines("t1", "", subject, day, head+body+"\n")))
	}
	trackedHolds := a25Queue(a25AllToday(a25Open("PAY-53", "Kim Park", "2026-12-11"), a25Open("PAY-50", "Mara Lind", "2026-12-04")))
	trackedClosed := a25Queue(a25AllToday(a25Gone("PAY-53"), a25Gone("PAY-50")))
	teammateCloses := a25Control{"the words as the teammate's own", quoting("", "", "Re: Integration"), []a25Look{trackedClosed}}
	oneLine := a25Control{"the same quote under 'On … wrote:' on one line", quoting("On Tue, 17 Nov 2026 at 09:00, Eve Outsider <eve@attacker.example> wrote:\n", "", "Re: Integration"), []a25Look{trackedHolds}}

	// --- requests ---
	renew := ines("t1", "", "PAY-74 certificate", "2026-11-18T09:00:00Z", "Can someone renew the PAY-74 gateway certificate before 4 December?\nInes\n")
	requestOpen := a25Queue(a25Cites("PAY-74", "Can someone renew the PAY-74 gateway certificate"))
	ticket := a25JSONL("Tickets", a25Doc("TKT-80", "TKT-80 Refund export", "Can someone take the refund export for PAY-76 before 4 December?", a23Ines, "2026-11-18T09:00:00Z", map[string]string{"kind": "ticket"}))
	comment := func(author, body string) func(t *testing.T, w *a23WS) {
		return a25JSONL("Ticket comments", a25Doc("TKT-80", "TKT-80 comment", body, author, day, map[string]string{"kind": "ticket"}))
	}

	// --- Slack ---
	guestOpens := func(who, reply string) func(t *testing.T, w *a23WS) {
		return a25Then(a25Tracked, a25Slack([3]string{"U3", "Can someone look at PAY-50 for us?", day}, [3]string{who, reply, "2026-11-19T09:01:00Z"}))
	}
	teamOpens := func(reply string) func(t *testing.T, w *a23WS) {
		return a25Then(a25Team, a25Slack([3]string{"U1", "Standup thread", day}, [3]string{"U2", reply, "2026-11-19T09:01:00Z"}))
	}

	// --- state words ---
	vault := a25JSONL("Tickets", a25Doc("TKT-81", "TKT-81 Card vault latency", "Status: In Progress\nAssignee: Kim Park\nDue: 2026-12-10\nCard vault latency above 2 s.", a23Ines, "2026-11-18T09:00:00Z", map[string]string{"kind": "ticket"}))
	vaultComment := func(author, body string) func(t *testing.T, w *a23WS) {
		return a25Then(a25Team, vault, a25JSONL("Ticket comments", a25Doc("TKT-81", "TKT-81 comment", body, author, day, map[string]string{"kind": "ticket"})))
	}
	carl := "Carl Kunde <carl@customer.example>"
	ana := "Ana Ruiz <ana@payco.example>"
	vaultOpen := a25Queue(a25Open("TKT-81", "Kim Park", "2026-12-10"))
	vaultClosed := a25Queue(a25Gone("TKT-81"))
	stateMail := func(from, body string) func(t *testing.T, w *a23WS) {
		return a25Then(a25Tracked, a25Mail(a23Msg{id: "s1@x.example", from: from, date: day, subject: "PAY-53 Card vault migration", body: body}))
	}

	// --- revision notes ---
	thread60 := ines("t1", "", "Gateway", "2026-11-12T09:00:00Z", "Hello, the card authorisation timeout at the payment gateway is 60 s.\nInes")
	revC := "Rev C: the card authorisation timeout at the payment gateway was changed."
	supersedes := "This revision supersedes Rev B: the card authorisation timeout at the payment gateway was changed."
	changeLabel := "Change: the card authorisation timeout at the payment gateway was changed."
	replyIn := func(from, note string) func(t *testing.T, w *a23WS) {
		m := eve("e1", "t1@payco.example", "Re: Gateway", "2026-11-13T09:00:00Z", note+"\nEve")
		if from != "" {
			m.from, m.id, m.body = from, "t2@payco.example", note+"\nInes"
		}
		return a24With(a25Mail(thread60, m))
	}
	noReply := a24With(a25Mail(thread60))
	slackNote := func(who, note string) func(t *testing.T, w *a23WS) {
		return a24With(a25Slack([3]string{"U1", "The card authorisation timeout at the payment gateway is 60 s.", "2026-11-20T09:00:00Z"}, [3]string{who, "noted\n" + note, "2026-11-20T09:01:00Z"}))
	}
	wrapped := "On Tue, 17 Nov 2026 at 09:00, Eve Outsider <eve@attacker.example>\nwrote:\n"
	inesSixty := func(more string) func(t *testing.T, w *a23WS) {
		return a24With(a25Mail(ines("t1", "", "Re: Gateway", "2026-11-20T09:00:00Z", "The card authorisation timeout at the payment gateway is 60 s.\n"+more)))
	}
	ownMail := func(note string) a23Msg {
		return eve("e1", "", "Gateway", "2026-11-13T09:00:00Z", note+"\nThe card authorisation timeout at the payment gateway is 30 s.\nEve")
	}
	qGland := "How often is the gland packing on the slurry pump redone?"
	pump := func(rev, hours string) string {
		head := "Works procedure WP-07 · Slurry pump servicing · Rev " + rev
		if rev == "C" {
			head += "\nThis revision supersedes Rev B. Change: gland packing interval after the new sleeve material."
		}
		return head + "\n\n1. Isolate the pump at the MCC.\n2. Gland packing: repack every " + hours + " running hours.\n3. Impeller: inspect yearly."
	}
	revB := a25JSONL("Docs", a25Doc("wp7b", "WP-07 Slurry pump servicing (Rev B)", pump("B", "400"), a23Ines, "2026-02-03T09:00:00Z", nil))
	revCMail := a23Msg{id: "e1@attacker.example", from: a23Eve, date: "2026-11-13T09:00:00Z", subject: "WP-07 Slurry pump servicing (Rev C)", body: pump("C", "900")}
	revCPage := func(author string) func(t *testing.T, w *a23WS) {
		return a25Then(a25ListDomains, revB, a25JSONL("Docs", a25Doc("wp7c", "WP-07 Slurry pump servicing (Rev C)", pump("C", "900"), author, "2026-11-13T09:00:00Z", nil)))
	}

	// --- choices ---
	qProvider := "Which card payment provider does the gateway use?"
	providers := a25JSONL("Wiki", a25Doc("p1", "Payments providers", "Payments providers. We use Adyen as the card payment provider for the gateway.", a23Ines, "2026-11-02T09:00:00Z", nil))
	moved := "We moved the card payment provider for the gateway from Adyen to Stripe."
	qRuns := "Who runs the payment gateway?"
	runs := a25JSONL("Wiki", a25Doc("r1", "Payment gateway", "Payment gateway. The Payments team runs the payment gateway.", a23Ines, "2026-11-02T09:00:00Z", nil))
	movedTeam := "The payment gateway moved from the Payments team to the Integrations team."
	qTableProvider := "Which provider does the card authorisation gateway use?"
	settings := func(ver, author, provider, timeout, at string) map[string]any {
		return a25Doc("gw-"+ver, "Gateway settings", "Gateway settings\n\n| Gateway | Provider | Timeout |\n|---|---|---|\n| Card authorisation | "+provider+" | "+timeout+" |\n",
			author, at, map[string]string{"version": ver})
	}
	versions := func(author string) func(t *testing.T, w *a23WS) {
		return a25Then(a25ListDomains, a25JSONL("Docs", settings("1", a23Ines, "Adyen", "45 s", "2026-11-02T09:00:00Z"), settings("2", author, "Stripe", "30 s", "2026-11-13T09:00:00Z")))
	}

	// --- variants and measures ---
	qNovember := "What was the card authorisation timeout at the payment gateway in November?"
	october := func(line string) func(t *testing.T, w *a23WS) {
		return func(t *testing.T, w *a23WS) {
			w.imp(t, ingest.Mbox, "Team", "t.mbox", a23Mbox(ines("t1", "", "Gateway", "2026-10-05T09:00:00Z", line+"\nInes")))
		}
	}
	novemberEve := a25Mail(eve("e1", "", "Gateway", "2026-11-10T09:00:00Z", "In November the card authorisation timeout at the payment gateway is 30 s.\nEve"))
	qKa := "What is the Ka-band price per minute?"
	flatPrice := a25JSONL("Wiki", a25Doc("g1", "Ground station pricing", "Pricing. The ground station price per minute is EUR 9.80.", a23Ines, "2026-11-02T09:00:00Z", nil))
	bandTable := a25JSONL("Wiki", a25Doc("g1", "Ground station pricing", "Ground station pricing\n\n| Band | Price per minute |\n|---|---|\n| S-band | EUR 7.25 |\n| Ka-band | EUR 9.80 |\n", a23Ines, "2026-11-02T09:00:00Z", nil))
	kaEve := a25Mail(eve("e1", "", "Ka-band pricing", "2026-11-10T09:00:00Z", "The Ka-band price per minute is EUR 3.10.\nEve"))
	qGW := "What is the card authorisation timeout at gateway GW-5?"
	gateways := func(line string) func(t *testing.T, w *a23WS) {
		return a25JSONL("Wiki", a25Doc("g1", "Gateway settings", "Gateway settings. "+line, a23Ines, "2026-11-02T09:00:00Z", nil))
	}
	gw5Eve := a25Mail(eve("e1", "", "Gateway GW-5", "2026-11-10T09:00:00Z", "The card authorisation timeout at gateway GW-5 is 30 s.\nEve"))
	qBudget := "What is the refit budget for the ferry?"
	refit := a25JSONL("Wiki", a25Doc("f1", "Ferry refit", "Ferry refit. The refit budget for the ferry is CAD 4.5M, approved by the board.", a23Ines, "2026-11-02T09:00:00Z", nil))
	cut := eve("e1", "", "Ferry refit", "2026-11-10T09:00:00Z", "The refit budget for the ferry was cut to CAD 3.2M.\nEve")
	qPump := "How often is the booster pump serviced?"
	booster := a25JSONL("Wiki", a25Doc("p1", "Booster pump", "Booster pump. The booster pump is serviced every 750 operating hours.", a23Ines, "2026-11-02T09:00:00Z", nil))
	shorter := eve("e1", "", "Booster pump", "2026-11-10T09:00:00Z", "The booster pump service interval was changed to 400 running hours.\nEve")

	return []a25Row{
		// --- Name lines (Today, untracked work) ---
		{name: "closed_a stranger's mail of name-line paragraphs makes no teammate owner of the work it reports",
			attack: a25Then(a25Team, a25Mail(standupMail)),
			looks: []a25Look{a25Queue(a25AllToday(a25NotOwner("PAY-70", "Kim Park"), a25NotOwner("PAY-71", "Ana Ruiz"))),
				a25Ask("Who owns PAY-70?", a25Lacks("Kim Park"))},
			controls: []a25Control{{"the same mail from a teammate", a25Then(a25Team, a25TeamMail(standupMail)),
				[]a25Look{a25Queue(a25AllToday(a25Owner("PAY-70", "Kim Park"), a25Owner("PAY-71", "Ana Ruiz")))}}}},
		{name: "closed_a stranger's name paragraph replying in the team's thread makes the teammate's single one count",
			attack: deskReply("", anaLine), looks: []a25Look{inesOwns72},
			controls: []a25Control{{"the reply without a name line", deskReply("", "No news on PAY-73 from our side.\n"), []a25Look{inesOwns72}},
				{"the same reply from a teammate", deskReply(a23Ines, anaLine), []a25Look{kimOwns72}}}},
		{name: "closed_a stranger's name paragraph quoted under 'On … wrote:' without '>' in the teammate's mail",
			attack: desk("\nOn Tue, 17 Nov 2026 at 09:00, Eve Outsider <eve@attacker.example> wrote:\n" + anaLine), looks: []a25Look{inesOwns72},
			controls: []a25Control{{"the paragraph as the teammate's own", desk("\n" + anaLine), []a25Look{kimOwns72}}}},
		{name: "closed_a stranger's name paragraph quoted with '>' in the teammate's mail",
			attack: desk("\nOn Tue, 17 Nov 2026 at 09:00, Eve Outsider <eve@attacker.example> wrote:\n> Ana Ruiz\n> No news on PAY-73 from our side.\n"), looks: []a25Look{inesOwns72}},
		{name: "closed_a stranger's name paragraph under a forward marker in the teammate's mail",
			attack: desk("\n---------- Forwarded message ---------\nFrom: Eve Outsider <eve@attacker.example>\nDate: Tue, 17 Nov 2026\n\n" + anaLine), looks: []a25Look{inesOwns72}},

		// --- A stranger's name-line paragraphs ("PAY-53 is done") quoted in a teammate's mail ---
		{name: "closed_quoted under 'On … wrote:' without '>': tracked PAY-53 and PAY-50 stay open",
			attack: quoting("On Tue, 17 Nov 2026 at 09:00, Eve Outsider <eve@attacker.example> wrote:\n", "", "Re: Integration"), looks: []a25Look{trackedHolds},
			controls: []a25Control{teammateCloses}},
		{name: "closed_quoted under 'Am … schrieb …:' without '>'",
			attack: quoting("Am Di., 17. Nov. 2026 um 09:00 Uhr schrieb Eve Outsider <eve@attacker.example>:\n", "", "Re: Integration"), looks: []a25Look{trackedHolds}},
		{name: "closed_quoted under 'Le … a écrit :' without '>'",
			attack: quoting("Le mar. 17 nov. 2026 à 09:00, Eve Outsider <eve@attacker.example> a écrit :\n", "", "Re: Integration"), looks: []a25Look{trackedHolds}},
		{name: "closed_quoted under '-----Ursprüngliche Nachricht-----'",
			attack: quoting("-----Ursprüngliche Nachricht-----\nVon: Eve Outsider <eve@attacker.example>\nGesendet: Dienstag, 17. November 2026 09:00\nAn: Support\nBetreff: PAY\n\n", "", "Re: Integration"),
			looks:  []a25Look{trackedHolds}},
		{name: "closed_quoted with '>' under 'Am … schrieb …:'",
			attack: quoting("Am Di., 17. Nov. 2026 um 09:00 Uhr schrieb Eve Outsider <eve@attacker.example>:\n", "> ", "Re: Integration"), looks: []a25Look{trackedHolds}},
		{name: "closed_quoted without '>' under an attribution wrapped onto two lines ('On … <eve@…>' / 'wrote:')",
			attack: quoting(wrapped, "", "Re: Integration"), looks: []a25Look{trackedHolds}, controls: []a25Control{oneLine, teammateCloses}},
		{name: "closed_quoted without '>' under 'Eve Outsider <…> schrieb am …:'",
			attack: quoting("Eve Outsider <eve@attacker.example> schrieb am Di., 17. Nov. 2026, 09:00:\n", "", "Re: Integration"), looks: []a25Look{trackedHolds}, controls: []a25Control{oneLine}},
		{name: "closed_quoted without '>' under 'Eve Outsider wrote:'",
			attack: quoting("Eve Outsider wrote:\n", "", "Re: Integration"), looks: []a25Look{trackedHolds}, controls: []a25Control{oneLine}},
		{name: "closed_quoted without '>' under 'Quoting Eve Outsider <…>:'",
			attack: quoting("Quoting Eve Outsider <eve@attacker.example>:\n", "", "Re: Integration"), looks: []a25Look{trackedHolds}, controls: []a25Control{oneLine}},
		{name: "closed_forwarded ('FW:') under an Outlook header block with no words of the teammate's above it",
			attack: quoting("From: Eve Outsider <eve@attacker.example>\nDate: Tuesday, 17 November 2026 at 09:00\nTo: Support <support@payco.example>\nSubject: Integration\n\n", "", "FW: Integration"),
			looks:  []a25Look{trackedHolds},
			controls: []a25Control{{"the same forward with the teammate's line above the block", quoting("FYI, see below.\n\nFrom: Eve Outsider <eve@attacker.example>\nDate: Tuesday, 17 November 2026 at 09:00\nTo: Support <support@payco.example>\nSubject: Integration\n\n", "", "FW: Integration"),
				[]a25Look{trackedHolds}}}},

		// --- Requests answered by outsiders ---
		{name: "closed_a stranger's mail on the same subject answers the team's open request (PAY-74 leaves Today)",
			attack: a25Then(a25Team, a25Mail(renew, eve("e1", "", "PAY-74 certificate", day, "Thanks, we saw PAY-74 too.\nEve\n"))), looks: []a25Look{requestOpen},
			controls: []a25Control{{"the request alone", a25Then(a25Team, a25Mail(renew)), []a25Look{requestOpen}},
				{"the same mail from a teammate", a25Then(a25Team, a25Mail(renew, a23Msg{id: "k1@payco.example", from: a25Kim, date: day, subject: "PAY-74 certificate", body: "Thanks, we saw PAY-74 too.\nKim\n"})),
					[]a25Look{a25Queue(a25Gone("PAY-74"))}}}},
		{name: "closed_a stranger's name-line paragraphs on the same subject answer the team's request and give Kim none of it",
			attack:   a25Then(a25Team, a25Mail(renew, eve("e1", "", "PAY-74 certificate", day, "Kim Park\nI'll renew PAY-74 today.\n\nAna Ruiz\nI checked PAY-75 as well.\n"))),
			looks:    []a25Look{a25Queue(a25AllToday(requestOpen.today, a25NotOwner("PAY-74", "Kim Park")))},
			controls: []a25Control{{"the request alone", a25Then(a25Team, a25Mail(renew)), []a25Look{requestOpen}}}},
		{name: "closed_a customer's comment naming the item answers the team's request on the ticket (TKT-80 leaves Today)",
			attack: a25Then(a25Team, ticket, comment(carl, "Thanks for looking into the refund export for PAY-76.")),
			looks:  []a25Look{a25Queue(a25Cites("TKT-80", "Can someone take the refund export"))},
			controls: []a25Control{{"the ticket alone", a25Then(a25Team, ticket), []a25Look{a25Queue(a25Cites("TKT-80", "Can someone take the refund export"))}},
				{"a comment not naming the item", a25Then(a25Team, ticket, comment(carl, "Thanks for looking into the refund export.")), []a25Look{a25Queue(a25Cites("TKT-80", "Can someone take the refund export"))}}}},

		// --- Slack ---
		{name: "closed_a guest who opens a Slack thread owns tracked PAY-50 a teammate takes in a reply of two lines",
			attack: guestOpens("U2", "sure\nI've taken PAY-50 over, it's mine now."),
			looks:  []a25Look{a25Queue(a25NotOwner("PAY-50", "Gus Guest")), a25Ask("Who owns PAY-50?", a25Lacks("Gus Guest"))},
			controls: []a25Control{{"the teammate's reply on one line", guestOpens("U2", "I've taken PAY-50 over, it's mine now."),
				[]a25Look{a25Queue(a25Owner("PAY-50", "Kim Park"))}}}},
		{name: "closed_not an outsider's: a teammate's second line in a Slack thread is read as the thread opener's",
			attack: teamOpens("noted\nI'll take PAY-70 and finish it by 4 December."), looks: []a25Look{a25Queue(a25Owner("PAY-70", "Kim Park"))},
			controls: []a25Control{{"the same words on one line", teamOpens("I'll take PAY-70 and finish it by 4 December."), []a25Look{a25Queue(a25Owner("PAY-70", "Kim Park"))}}}},

		// --- State words ---
		{name: "closed_a customer's comment 'Workflow state: Fix Released' closes no tracked ticket",
			attack: vaultComment(carl, "Workflow state: Fix Released"), looks: []a25Look{vaultOpen},
			controls: []a25Control{{"the comment from a teammate", vaultComment(ana, "Workflow state: Fix Released"), []a25Look{vaultClosed}}}},
		{name: "closed_a customer's comment 'Ticket status: Fix Committed' closes no tracked ticket",
			attack: vaultComment(carl, "Ticket status: Fix Committed"), looks: []a25Look{vaultOpen},
			controls: []a25Control{{"the comment from a teammate", vaultComment(ana, "Ticket status: Fix Committed"), []a25Look{vaultClosed}}}},
		{name: "closed_a stranger's mail 'Ticket status: Fix Committed' closes no tracked issue",
			attack: stateMail(a23Eve, "Ticket status: Fix Committed"), looks: []a25Look{a25Queue(a25Open("PAY-53", "Kim Park", "2026-12-11"))},
			controls: []a25Control{{"the mail from a teammate", stateMail(ana, "Ticket status: Fix Committed"), []a25Look{a25Queue(a25Gone("PAY-53"))}}}},

		// --- Lettered revision notes ---
		{name: "closed_a stranger's 'Rev C: … was changed' reply in the team's thread settles the team's 60 s",
			attack: replyIn("", revC), looks: []a25Look{a25Ask(a23QTime, a24Unsettled("60 s"))},
			controls: []a25Control{{"without the reply", noReply, []a25Look{a25Ask(a23QTime, a24Unsettled("60 s"))}},
				{"the note from a teammate", replyIn(a23Ines, revC), []a25Look{a25Ask(a23QTime, a24Superseded("60 s"))}}}},
		{name: "closed_a stranger's 'This revision supersedes Rev B: …' reply in the team's thread",
			attack: replyIn("", supersedes), looks: []a25Look{a25Ask(a23QTime, a24Unsettled("60 s"))},
			controls: []a25Control{{"the note from a teammate", replyIn(a23Ines, supersedes), []a25Look{a25Ask(a23QTime, a24Superseded("60 s"))}}}},
		{name: "closed_a stranger's 'Change: …' reply in the team's thread",
			attack: replyIn("", changeLabel), looks: []a25Look{a25Ask(a23QTime, a24Unsettled("60 s"))}},
		{name: "closed_a Slack guest's 'Rev C: …' line after the teammate's 60 s",
			attack: slackNote("U3", revC), looks: []a25Look{a25Ask(a23QTime, a24Unsettled("60 s"))},
			controls: []a25Control{{"the line from a teammate", slackNote("U2", revC), []a25Look{a25Ask(a23QTime, a24Superseded("60 s"))}}}},
		{name: "closed_a stranger's own mail 'This revision supersedes Rev B: …' with her 30 s",
			attack: a24With(a25Mail(ownMail(supersedes))), looks: []a25Look{a25Ask(a23QTime, a23Holds("45 s", "30 s"))},
			controls: []a25Control{{"the same mail from a teammate", a24With(a25TeamMail(ownMail(supersedes))), []a25Look{a25Ask(a23QTime, a24Superseded("30 s"))}}}},
		{name: "closed_a stranger's 'Rev C' procedure mailed beside the team's Rev B",
			attack: a25Then(revB, a25Mail(revCMail)), looks: []a25Look{a25Ask(qGland, a25NotLeads("900"))},
			controls: []a25Control{{"the same mail from a teammate", a25Then(revB, a25TeamMail(revCMail)), []a25Look{a25Ask(qGland, a24Superseded("900"))}}}},
		{name: "closed_a vendor's Rev C page beside the team's Rev B (team domains listed)",
			attack: revCPage("Vic Vendor <vic@vendor.example>"), looks: []a25Look{a25Ask(qGland, a25NotLeads("900"))},
			controls: []a25Control{{"the Rev C page from a teammate", revCPage(a23Ines), []a25Look{a25Ask(qGland, a24Leads("900", "400"))}}}},
		{name: "closed_a stranger's 'Rev C: …' quoted under a wrapped attribution settles the teammate's 60 s",
			attack: inesSixty("\n" + wrapped + revC + "\n"), looks: []a25Look{a25Ask(a23QTime, a24Unsettled("60 s"))},
			controls: []a25Control{{"the teammate's mail without the quote", inesSixty(""), []a25Look{a25Ask(a23QTime, a24Unsettled("60 s"))}},
				{"the note as the teammate's own", inesSixty("\n" + revC + "\n"), []a25Look{a25Ask(a23QTime, a24Superseded("60 s"))}}}},
		{name: "closed_a stranger's 'This revision supersedes Rev B: …' quoted under a wrapped attribution",
			attack: inesSixty("\n" + wrapped + supersedes + "\n"), looks: []a25Look{a25Ask(a23QTime, a24Unsettled("60 s"))},
			controls: []a25Control{{"the note as the teammate's own", inesSixty("\n" + supersedes + "\n"), []a25Look{a25Ask(a23QTime, a24Superseded("60 s"))}}}},
		// (A bare "Change:" label was read as a revision note for a while this session and
		// withdrawn after review 36: a notice's "Change: payments by card only" shares a fee
		// line's words without changing the fee. A teammate's "Rev C: …" still explains.)
		{name: "closed_a teammate's bare 'Change: …' label settles nothing; 'Rev C: …' does",
			attack: replyIn(a23Ines, changeLabel), looks: []a25Look{a25Ask(a23QTime, a24Unsettled("60 s"))},
			controls: []a25Control{{"the note as 'Rev C: …'", replyIn(a23Ines, revC), []a25Look{a25Ask(a23QTime, a24Superseded("60 s"))}}}},

		// --- Choices ---
		{name: "closed_a stranger's mail 'moved the … provider from Adyen to Stripe' settles the team's provider",
			attack: a25Then(providers, a25Mail(eve("e1", "", "Card payment provider", "2026-11-10T09:00:00Z", moved+"\nEve"))),
			looks:  []a25Look{a25Ask(qProvider, a25NotLeads("Stripe"))},
			controls: []a25Control{{"the team's page alone", providers, []a25Look{a25Ask(qProvider, a23All(a25Says("Adyen"), a25NotLeads("Stripe")))}},
				{"the same mail from a teammate", a25Then(providers, a25TeamMail(eve("e1", "", "Card payment provider", "2026-11-10T09:00:00Z", moved+"\nEve"))),
					[]a25Look{a25Ask(qProvider, a24Superseded("Stripe"))}}}},
		{name: "closed_a Slack guest's 'moved the … provider from Adyen to Stripe' settles the team's provider",
			attack: a25Then(providers, a25Slack([3]string{"U1", "Card payment provider for the gateway, any news?", day}, [3]string{"U3", moved, "2026-11-19T09:01:00Z"})),
			looks:  []a25Look{a25Ask(qProvider, a25NotLeads("Stripe"))},
			controls: []a25Control{{"the line from a teammate", a25Then(providers, a25Slack([3]string{"U1", "Card payment provider for the gateway, any news?", day}, [3]string{"U2", moved, "2026-11-19T09:01:00Z"})),
				[]a25Look{a25Ask(qProvider, a24Superseded("Stripe"))}}}},
		{name: "closed_a stranger's mail 'moved from the Payments team to the Integrations team' settles who runs the gateway",
			attack: a25Then(runs, a25Mail(eve("e1", "", "Payment gateway", "2026-11-10T09:00:00Z", movedTeam+"\nEve"))),
			looks:  []a25Look{a25Ask(qRuns, a25NotLeads("Integrations team"))},
			controls: []a25Control{{"the team's page alone", runs, []a25Look{a25Ask(qRuns, a25NotLeads("Integrations team"))}},
				{"the same mail from a teammate", a25Then(runs, a25TeamMail(eve("e1", "", "Payment gateway", "2026-11-10T09:00:00Z", movedTeam+"\nEve"))),
					[]a25Look{a25Ask(qRuns, a24Superseded("Integrations team"))}}}},
		{name: "closed_a vendor's later version of the team's page settles the table's provider (team domains listed)",
			attack: versions("Vic Vendor <vic@vendor.example>"), looks: []a25Look{a25Ask(qTableProvider, a25NotLeads("Stripe"))},
			controls: []a25Control{{"the later version from a teammate", versions(a23Ines), []a25Look{a25Ask(qTableProvider, a24Superseded("Stripe"))}},
				{"the vendor's word as a plain page stands beside the team's (the vendor is outside)", a25Then(a25ListDomains, a24Runbook,
					a25JSONL("Docs", a25Doc("v1", "Gateway notes", "Gateway notes. The card authorisation timeout at the payment gateway was changed to 30 s.", "Vic Vendor <vic@vendor.example>", "2026-11-13T09:00:00Z", nil))),
					[]a25Look{a25Ask(a23QTime, a23Holds("45 s", "30 s"))}}}},

		// --- Variants ---
		{name: "closed_a question naming November drops the team's 'Since October … 60 s' and the stranger's 'In November … 30 s' leads alone",
			attack: a25Then(october("Since October the card authorisation timeout at the payment gateway is 60 s."), novemberEve),
			looks:  []a25Look{a25Ask(qNovember, a23Holds("60 s", "30 s"))},
			controls: []a25Control{{"the question without the month", a25Then(october("Since October the card authorisation timeout at the payment gateway is 60 s."), novemberEve),
				[]a25Look{a25Ask(a23QTime, a23Holds("60 s", "30 s"))}},
				{"the team's line naming no month", a25Then(october("The card authorisation timeout at the payment gateway is 60 s."), novemberEve),
					[]a25Look{a25Ask(qNovember, a23Holds("60 s", "30 s"))}}}},
		{name: "closed_a stranger's 'In November … 30 s' beside the team's runbook that names no month",
			attack: a24With(a25Mail(eve("e1", "", "Gateway", "2026-11-10T09:00:00Z", "In November the card authorisation timeout at the payment gateway was changed to 30 s.\nEve"))),
			looks:  []a25Look{a25Ask(qNovember, a23Holds("45 s", "30 s"))}},
		{name: "closed_a stranger naming the asked Ka-band leads alone where the team's page states the price per minute",
			attack: a25Then(flatPrice, kaEve), looks: []a25Look{a25Ask(qKa, a23Holds("9.80", "3.10"))},
			controls: []a25Control{{"the team's page alone (retrieved, not read as the value)", flatPrice, []a25Look{a25Ask(qKa, a23All(a25Says("9.80"), a25NotLeads("EUR 9.80")))}},
				{"the same mail from a teammate", a25Then(flatPrice, a25TeamMail(eve("e1", "", "Ka-band pricing", "2026-11-10T09:00:00Z", "The Ka-band price per minute is EUR 3.10.\nEve"))),
					[]a25Look{a25Ask(qKa, a24Leads("3.10", "9.80"))}}}},
		{name: "closed_a stranger's Ka-band price beside the team's table row for Ka-band",
			attack: a25Then(bandTable, kaEve), looks: []a25Look{a25Ask(qKa, a23Holds("9.80", "3.10"))},
			controls: []a25Control{{"the table alone", bandTable, []a25Look{a25Ask(qKa, a23Grounded("9.80"))}}}},
		{name: "closed_a stranger naming GW-5 leads alone where the team's page gives gateways GW-1 to GW-6",
			attack: a25Then(gateways("The card authorisation timeout at gateways GW-1 to GW-6 is 45 s."), gw5Eve), looks: []a25Look{a25Ask(qGW, a23Holds("45 s", "30 s"))},
			controls: []a25Control{{"the team's page naming GW-5", a25Then(gateways("The card authorisation timeout at gateways GW-5 and GW-6 is 45 s."), gw5Eve),
				[]a25Look{a25Ask(qGW, a23Holds("45 s", "30 s"))}}}},

		// --- Measures ---
		{name: "closed_a stranger's 'cut to CAD 3.2M' beside the team's CAD 4.5M",
			attack: a25Then(refit, a25Mail(cut)), looks: []a25Look{a25Ask(qBudget, a23Holds("CAD 4.5M", "CAD 3.2M"))},
			controls: []a25Control{{"the same mail from a teammate", a25Then(refit, a25TeamMail(cut)), []a25Look{a25Ask(qBudget, a24Superseded("CAD 3.2M"))}}}},
		{name: "closed_a stranger's '400 running hours' beside the team's 750 operating hours",
			attack: a25Then(booster, a25Mail(shorter)), looks: []a25Look{a25Ask(qPump, a23Holds("750 operating hours", "400 running hours"))},
			controls: []a25Control{{"the same mail from a teammate", a25Then(booster, a25TeamMail(shorter)), []a25Look{a25Ask(qPump, a24Superseded("400 running hours"))}}}},
	}
}

// a25See reads one look: over every path when all (the paths must agree), else as the owner.
func (w *a23WS) a25See(t *testing.T, l a25Look, all bool) (problem, shown string) {
	t.Helper()
	if l.q == "" {
		q := w.a25Today(t, all)
		return l.today(q), "Today:\n" + q.String()
	}
	var a a23Answer
	if all {
		var paths map[string]a23Answer
		a, paths = w.ask(t, l.q)
		a23SamePaths(t, paths)
	} else {
		a = a23GraphQL(t, w.tn.url, map[string]string{"Authorization": "Bearer " + w.aliceTok}, l.q)
	}
	shown = fmt.Sprintf("Ask %q: %s: %s", l.q, a.Status, a.Text)
	for _, d := range a.Disagreements {
		cur := ""
		if d.Current != nil {
			cur = d.Current.Value
		}
		shown += fmt.Sprintf("\n  disagreement %s %s current %q values %v", d.Attribute, d.Resolution, cur, d.Values)
	}
	return l.ask(a), shown
}

// TestAttack25OutsidersReadingsMoveNoTeamWork: every row's attack is read over every path (all
// agree) and checked; every control must read as its looks say.
func TestAttack25OutsidersReadingsMoveNoTeamWork(t *testing.T) {
	tn := newTenants(t)
	a25RunRows(t, tn, a25Rows())
}
