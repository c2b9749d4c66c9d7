package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/provision"
	"github.com/queueproof/queueproof/server"
)

// Attack twenty-three, from outside, on how Ask reads values since 88b230e: struck-through
// cells ("~~45 s~~ 30 s" is an edit), a lone value about a period already over ("Last year we
// had 9" is not in force), a decision without a value deciding the proposal before it ("and
// the Board approved it", "; carried"), lengths and weights as quantities ("4.5 m", "3.5 t"),
// and a detail kept in a named document or not worked out ("listed in the O&M manual", "not
// been quantified") made pending (PARTIAL).
//
// A stranger (eve@attacker.example, a domain no teammate writes from) mails alice's support
// inbox in each of these forms, against a value the team states in its own runbook (Ines Roy,
// ines@payco.example). Each row is a workspace of its own, compiled (so the team is known), and
// asked over every path that answers: GraphQL as alice (owner) and as bob (a member), the MCP
// ask tool over the SDK and its REST mirror (an agent token of alice's, read scope), and the
// public actor's GraphQL ask on a server whose public demo workspace is the row's. Every path
// must give the same status and lead. Each stranger row has a twin in which the same mail comes
// from a teammate (ines@payco.example): the twin must move the value (or the answer's status),
// so the stranger row is known to exercise the reading it attacks.
//
// Closed since (rows renamed "closed_..."; a row still named "HOLE_..." is an open hole,
// logged KNOWN HOLE by a23Check and failing once it holds, until renamed): the stranger's
// reply in the team's thread stands beside the team's value, UNRESOLVED, and never leads alone
// (settle.go); the team's "Last year we had 6 ...; now we have 4" leads 4, replacing 6
// (valueread.go, "now we have 4" counting the noun before it); seven mails no longer take the
// runbook off the topic (the degree word "many" weighs no more than the topic's lightest word,
// synthesis.go statementTerms); 10,000 struck rows in one mail no longer crowd out the runbook
// (retrieval/hybrid.go diverse: a copy of a taken chunk's text takes no place, a document at
// most four while others wait); one sentence of 10,000 compound measures no longer turns the
// answer PARTIAL ("what is the card authorisation timeout" names its kind over three words now,
// and a stranger's statements choose no kind of value where the team states one: values.go).
// Sixty mails of one body no longer crowd the runbook out: a chunk whose text less its mail
// header lines one already taken has takes no place (retrieval/hybrid.go bodyOf). No hole of
// this attack is open.
//
// A row named "HOLE_..." failed when the attack was written (on the session's HEAD 054d75e):
//
//   - A stranger's reply in a thread the import joins into one document, with the team's value
//     only in that thread: the stranger's later value leads, GROUNDED ("The latest value stated
//     is 30 s [1] (2026-11-03)", dated by the team's first message), whether struck through or
//     plain. settle.go settleValues: with byStranger the UNRESOLVED branch takes rivals only
//     from other documents, so none remain and the fall-through leads with the latest value.
//   - Seven or more on-topic mails (any content: "Last year we had 9", "had 6 last year",
//     "listed in the O&M manual", or a plain question with no value) take the team's runbook
//     off the topic: PARTIAL, "No evidence states the count", though the runbook is cited. So do
//     10,000 struck table rows in one mail. Not traced to the line; synthesis.Synthesize's
//     on-topic test (coverage, phraseOnTopic for the top ranks) is where it is decided.
//   - A stranger's one sentence chaining 10,000 "7 ft 2 in", "9 st 4 lb" or "~~1 h~~ 20 m" on
//     the question's words turns the team's GROUNDED 45 s PARTIAL ("No evidence states what is
//     the card authorisation timeout"); not traced (the kind of value read for the question).
//   - Not a stranger's: the team's own "Last year we had 6 ...; now we have 4" (and the comma
//     form) leads with last year's 6: facts.PastPeriod is applied only to a lone value
//     (valueread.go), and nearestToQuestion then takes the 6.
//
// Held: struck cells (two columns, several values, few question words, outside a table, in a
// reply beside the runbook, 10,000 in one row), decisions without a value ("and the Board
// approved it/them", "; carried unanimously", "SMT decided two", a weight), a past period beside
// the team's value, pending lines ("listed in the ... O&M manual", "not been quantified", "TBC")
// from a stranger beside the team's stated value (GROUNDED: a careful product lets no stranger's
// pointer unsay a value the team states; a teammate's pointer does not either, and alone it is
// pending), lengths and weights; another workspace's owner and the workspace's outside actors
// move nothing; all five paths agree on every row. No time blowup: against a normal mail of the
// same size, import, compile and ask stay within a few times (logged).

// a23Team is the team's runbook: the timeout is 45 s, the rota has 6 on-call engineers, the
// settling tank is 4.5 m deep, the crane lifts 3.5 t.
const a23Team = `{"id":"w1","title":"Payments runbook","body":"Gateway settings. The card authorisation timeout at the payment gateway is 45 s; a request that takes longer is retried once.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-02T09:00:00Z"}
{"id":"w2","title":"Payments on-call","body":"On-call. The payments rota has 6 on-call engineers, one of them on the night shift.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-02T09:05:00Z"}
{"id":"w3","title":"Site plant","body":"Plant notes. The settling tank is 4.5 m deep and is drained every spring.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-02T09:10:00Z"}
{"id":"w4","title":"Yard crane","body":"Yard crane. The yard crane's safe working load is 3.5 t at full reach.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-02T09:15:00Z"}
`

const (
	a23Eve   = "Eve Outsider <eve@attacker.example>"
	a23Ines  = "Ines Roy <ines@payco.example>"
	a23QTime = "What is the card authorisation timeout at the payment gateway?"
	a23QRota = "How many on-call engineers are in the payments rota?"
	a23QTank = "How deep is the settling tank?"
	a23QLoad = "What is the yard crane's safe working load?"
)

// a23Msg is one mbox message; re, when set, is the Message-ID it replies to (the import joins
// the reply into that message's thread: one document).
type a23Msg struct {
	id, from, date, subject, body, re string
}

func a23Mbox(ms ...a23Msg) string {
	var b strings.Builder
	for _, m := range ms {
		at, err := time.Parse(time.RFC3339, m.date)
		if err != nil {
			panic(err)
		}
		addr := m.from[strings.Index(m.from, "<")+1 : len(m.from)-1]
		fmt.Fprintf(&b, "From %s %s\nMessage-ID: <%s>\nFrom: %s\nTo: support@payco.example\nSubject: %s\nDate: %s\n",
			addr, at.Format("Mon Jan _2 15:04:05 2006"), m.id, m.from, m.subject, at.Format(time.RFC1123Z))
		if m.re != "" {
			fmt.Fprintf(&b, "In-Reply-To: <%s>\nReferences: <%s>\n", m.re, m.re)
		}
		b.WriteString("Content-Type: text/plain; charset=utf-8\n\n" + m.body + "\n\n")
	}
	return b.String()
}

// a23AsTeam is the same mailbox written from the team's domain (the twin of a stranger row).
func a23AsTeam(mbox string) string {
	return strings.NewReplacer(a23Eve, a23Ines, "eve@attacker.example", "ines@payco.example", "@attacker.example>", "@payco.example>").Replace(mbox)
}

type a23Answer struct {
	Status        string
	Text          string
	Disagreements []struct {
		Attribute, Resolution string
		Current               *struct{ Value string }
		Values                []struct{ Value string }
	}
	MissingInformation []string
}

// lead is the answer's first line that states something ("Partly answered by the evidence."
// opens a PARTIAL answer).
func (a a23Answer) lead() string {
	for _, l := range strings.Split(a.Text, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "Partly answered") {
			return l
		}
	}
	return ""
}

// supersededBy reports a disagreement settled with a current value holding v.
func (a a23Answer) supersededBy(v string) bool {
	for _, d := range a.Disagreements {
		if d.Resolution == "SUPERSEDED" && d.Current != nil && strings.Contains(d.Current.Value, v) {
			return true
		}
	}
	return false
}

// a23WS is one row's workspace: alice owns it, bob is a member, an agent token reads it, and a
// server of its own serves it as the public demo workspace.
type a23WS struct {
	tn                 *tenants
	aliceTok, bobTok   string
	alice              actor.Actor
	mcpToken, publicAt string
}

func (tn *tenants) a23Workspace(t *testing.T, name string) *a23WS {
	t.Helper()
	ctx := context.Background()
	w := &a23WS{tn: tn}
	w.aliceTok, w.alice = tn.bearer(t, "alice-"+name)
	mustExec(t, tn.db, `INSERT INTO memberships (workspace_id, principal, role, created_at) VALUES (?, ?, 'member', '2026-01-01T00:00:00Z')`,
		w.alice.WorkspaceID, "user:oidc:"+tn.idp.Issuer()+"#bob-"+name)
	var bob actor.Actor
	w.bobTok, bob = tn.bearer(t, "bob-"+name)
	if bob.WorkspaceID != w.alice.WorkspaceID || bob.Role != actor.Member {
		t.Fatalf("bob = %+v, want a member of alice's workspace", bob)
	}
	_, tok, err := tn.e.CreateMcpToken(ctx, w.alice, engine.McpTokenInput{Name: "agent", Scopes: []string{"read"}, Egress: "internal"})
	if err != nil {
		t.Fatal(err)
	}
	w.mcpToken = tok
	if _, err := provision.Public(ctx, tn.db, w.alice.WorkspaceID, time.Now()); err != nil {
		t.Fatal(err)
	}
	pe, err := engine.New(tn.db, enginetest.Logger(), engine.Options{PublicWorkspaceID: w.alice.WorkspaceID})
	if err != nil {
		t.Fatal(err)
	}
	w.publicAt = serveEngine(t, pe, tn.db, server.Options{}).URL
	return w
}

func (w *a23WS) imp(t *testing.T, f ingest.Format, source, file, body string) {
	t.Helper()
	if _, err := w.tn.e.Import(context.Background(), w.alice, engine.ImportRequest{SourceName: source, Format: f, Input: ingest.FromBytes(file, []byte(body))}); err != nil {
		t.Fatalf("import %s: %v", file, err)
	}
}

func (w *a23WS) compile(t *testing.T) {
	t.Helper()
	if _, errs := w.tn.gql(t, map[string]string{"Authorization": "Bearer " + w.aliceTok}, `mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }`); len(errs) > 0 {
		t.Fatalf("compile: %v", errs)
	}
}

const a23AskFields = `status text missingInformation disagreements { attribute resolution current { value } values { value } }`

func a23GraphQL(t *testing.T, url string, header map[string]string, q string) a23Answer {
	t.Helper()
	raw, _ := json.Marshal(q)
	tn := &tenants{url: url}
	r := tn.gqlReply(t, header, `mutation { ask(input: { question: `+string(raw)+`, mode: FAST }) { `+a23AskFields+` } }`)
	if len(r.Errors) > 0 {
		t.Fatalf("ask: %s %s", r.Errors[0].Extensions.Code, r.Errors[0].Message)
	}
	var out struct{ Ask a23Answer }
	if err := json.Unmarshal(r.Data, &out); err != nil {
		t.Fatal(err)
	}
	return out.Ask
}

// ask asks q over every path; the first is alice's GraphQL answer.
func (w *a23WS) ask(t *testing.T, q string) (a23Answer, map[string]a23Answer) {
	t.Helper()
	out := map[string]a23Answer{}
	out["graphql owner"] = a23GraphQL(t, w.tn.url, map[string]string{"Authorization": "Bearer " + w.aliceTok}, q)
	out["graphql member"] = a23GraphQL(t, w.tn.url, map[string]string{"Authorization": "Bearer " + w.bobTok}, q)
	out["public actor"] = a23GraphQL(t, w.publicAt, nil, q)
	res := callTool(t, mcpSession(t, w.tn.url, w.mcpToken), "ask", map[string]any{"question": q, "mode": "FAST"})
	if res.IsError {
		t.Fatalf("MCP ask: %+v", res.Content)
	}
	var m a23Answer
	raw, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	out["mcp ask"] = m
	rq, _ := json.Marshal(map[string]string{"question": q, "mode": "FAST"})
	resp, body := rest(t, &fixture{Server: &httptest.Server{URL: w.tn.url}}, w.mcpToken, http.MethodPost, "/api/v1/mcp/tools/ask", string(rq))
	var r a23Answer
	if resp.StatusCode != http.StatusOK || json.Unmarshal(body, &r) != nil {
		t.Fatalf("REST ask = %d %s", resp.StatusCode, body)
	}
	out["mcp rest mirror"] = r
	return out["graphql owner"], out
}

// samePaths fails when two paths give different statuses or leads.
func a23SamePaths(t *testing.T, all map[string]a23Answer) {
	t.Helper()
	ref := all["graphql owner"]
	for path, a := range all {
		if a.Status != ref.Status || a.lead() != ref.lead() {
			t.Errorf("%s answers %s %q; GraphQL as the owner %s %q", path, a.Status, a.lead(), ref.Status, ref.lead())
		}
	}
}

// --- checks ---

// a23Holds: the team's value leads (alone, or first beside the stranger's as a disagreement);
// the stranger's value is never the one in force.
func a23Holds(team, stranger string) func(a23Answer) string {
	return func(a a23Answer) string {
		lead := a.lead()
		ti, si := strings.Index(lead, team), strings.Index(lead, stranger)
		switch {
		case a.supersededBy(stranger):
			return "the stranger's " + stranger + " is settled as the value in force (SUPERSEDED)"
		case ti < 0:
			return "the team's " + team + " does not lead"
		case strings.HasPrefix(lead, "The sources disagree"):
			return "" // both stand, unresolved (newest first): the product's rule for a stranger's contrary word
		case si >= 0 && si < ti:
			return "the stranger's " + stranger + " leads before the team's " + team
		}
		return ""
	}
}

// a23Grounded: the team's value leads, GROUNDED.
func a23Grounded(team string) func(a23Answer) string {
	return func(a a23Answer) string {
		if a.Status != "GROUNDED" {
			return "status " + a.Status + ", want GROUNDED (the team states " + team + ")"
		}
		return a23Holds(team, "\x00")(a)
	}
}

// a23Moves: the value now in force is v (the twin's teammate moved it).
func a23Moves(v, old string) func(a23Answer) string {
	return func(a a23Answer) string {
		lead := a.lead()
		vi, oi := strings.Index(lead, v), strings.Index(lead, old)
		if vi < 0 || oi >= 0 && oi < vi {
			return "the teammate's " + v + " does not lead (so the stranger row proves nothing)"
		}
		return ""
	}
}

// a23Partial: the answer is PARTIAL (the teammate's word makes the detail pending).
func a23Partial(a a23Answer) string {
	if a.Status != "PARTIAL" {
		return "status " + a.Status + ", want PARTIAL (the detail is not settled)"
	}
	return ""
}

func a23All(fs ...func(a23Answer) string) func(a23Answer) string {
	return func(a a23Answer) string {
		for _, f := range fs {
			if p := f(a); p != "" {
				return p
			}
		}
		return ""
	}
}

// --- rows ---

type a23Row struct {
	name string
	q    string
	// mails is the support inbox (the stranger's mail, from eve@attacker.example); the twin
	// imports a23AsTeam(mails).
	mails     string
	noRunbook bool // the team's value is only in the mailbox (its own mail in the thread)
	stranger  func(a23Answer) string
	twin      func(a23Answer) string // nil: no twin
}

const a23Date = "2026-11-10T09:00:00Z"

func a23Stranger(subject, body string) string {
	return a23Mbox(a23Msg{id: "e1@attacker.example", from: a23Eve, date: a23Date, subject: subject, body: body})
}

func a23Rows() []a23Row {
	held := a23Holds("45 s", "30 s")
	teamMail := a23Msg{id: "t1@payco.example", from: a23Ines, date: "2026-11-03T09:00:00Z", subject: "Gateway timeout",
		body: "Hello, the card authorisation timeout at the payment gateway is 45 s; a request that takes longer is retried once.\nInes"}
	reply := func(body string) a23Msg {
		return a23Msg{id: "e1@attacker.example", from: a23Eve, date: a23Date, subject: "Re: Gateway timeout", body: body, re: "t1@payco.example"}
	}
	flood := func(n int, subject, body string) string {
		var ms []a23Msg
		for i := range n {
			ms = append(ms, a23Msg{id: fmt.Sprintf("f%d@attacker.example", i), from: a23Eve, date: fmt.Sprintf("2026-11-%02dT09:%02d:00Z", 10+i/60, i%60),
				subject: fmt.Sprintf("%s (%d)", subject, i), body: body})
		}
		return a23Mbox(ms...)
	}
	return []a23Row{
		// Struck-through cells (facts/revision.go Change).
		{name: "struck cell in a two-column table", q: a23QTime,
			mails:    a23Stranger("Gateway settings", "Hello team, your settings as we have them:\n\n| Setting | Value |\n|---|---|\n| Card authorisation timeout at the payment gateway | ~~45 s~~ 30 s |\n\nEve"),
			stranger: held, twin: a23Moves("30 s", "45 s")},
		{name: "struck cell in a row of several values", q: a23QTime,
			mails:    a23Stranger("Gateway settings", "Hello team, your settings as we have them:\n\n| Setting | Value | Retry | Backoff |\n|---|---|---|---|\n| Card authorisation timeout at the payment gateway | ~~45 s~~ 30 s | once | 5 s |\n\nEve"),
			stranger: held, twin: a23Moves("30 s", "45 s")},
		{name: "struck cell under a subject on the topic, few of the question's words in the row", q: a23QTime,
			mails:    a23Stranger("Card authorisation timeout at the payment gateway", "Hello team,\n\n| Auth | Timeout |\n|---|---|\n| Card | ~~45 s~~ 30 s |\n\nEve"),
			stranger: held, twin: a23Moves("30 s", "45 s")},
		{name: "struck value outside a table", q: a23QTime,
			mails:    a23Stranger("Gateway settings", "Hello team, card authorisation timeout at the payment gateway: ~~45 s~~ 30 s from now on.\nEve"),
			stranger: held, twin: a23Moves("30 s", "45 s")},
		{name: "closed_struck cell in a reply in the team's own thread, no runbook", q: a23QTime, noRunbook: true,
			mails:    a23Mbox(teamMail, reply("Thanks Ines, our records differ:\n\n| Setting | Value |\n|---|---|\n| Card authorisation timeout at the payment gateway | ~~45 s~~ 30 s |\n\nEve")),
			stranger: held, twin: a23Moves("30 s", "45 s")},
		{name: "struck cell in a reply in the team's own thread, runbook too", q: a23QTime,
			mails:    a23Mbox(teamMail, reply("Thanks Ines, our records differ:\n\n| Setting | Value |\n|---|---|\n| Card authorisation timeout at the payment gateway | ~~45 s~~ 30 s |\n\nEve")),
			stranger: held, twin: a23Moves("30 s", "45 s")},
		{name: "closed_plain later value in a reply in the team's own thread, no runbook", q: a23QTime, noRunbook: true,
			mails:    a23Mbox(teamMail, reply("Thanks Ines. The card authorisation timeout at the payment gateway is 30 s.\nEve")),
			stranger: held, twin: a23Moves("30 s", "45 s")},
		{name: "10,000 struck cells in one row", q: a23QTime,
			mails:    a23Stranger("Gateway settings", "Hello team,\n\n| Card authorisation timeout at the payment gateway |"+strings.Repeat(" ~~45 s~~ 30 s |", 10_000)+"\n\nEve"),
			stranger: held, twin: nil},

		// A decision without a value decides the proposal before it (facts.DecidedAfter).
		{name: "'proposed 60 s ... and the Board approved it'", q: a23QTime,
			mails:    a23Stranger("Gateway timeout", "Ines proposed raising the card authorisation timeout at the payment gateway to 60 s, and the Board approved it.\nEve"),
			stranger: a23Holds("45 s", "60 s"), twin: a23Moves("60 s", "45 s")},
		{name: "'We proposed 60 s ...; carried unanimously'", q: a23QTime,
			mails:    a23Stranger("Gateway timeout", "We proposed 60 s for the card authorisation timeout at the payment gateway; carried unanimously.\nEve"),
			stranger: a23Holds("45 s", "60 s"), twin: a23Moves("60 s", "45 s")},
		{name: "'... and the Board approved them' in a reply to the team's proposal", q: a23QTime,
			mails: a23Mbox(a23Msg{id: "t1@payco.example", from: a23Ines, date: "2026-11-03T09:00:00Z", subject: "Gateway timeout",
				body: "Hello, I propose we raise the card authorisation timeout at the payment gateway to 60 s.\nInes"},
				reply("Ines proposed 60 s for the card authorisation timeout at the payment gateway and the Board approved them.\nEve")),
			stranger: a23Holds("45 s", "60 s"), twin: a23Moves("60 s", "45 s")},
		{name: "'SMT decided two' after the team's count", q: a23QRota,
			mails:    a23Stranger("On-call", "Ines proposed three more on-call engineers for the payments rota; SMT decided two on-call engineers in the payments rota in all.\nEve"),
			stranger: a23Holds("6", "two"), twin: a23Moves("two", "6")},

		// A lone value about a period already over (facts.PastPeriod).
		{name: "'Last year we had 9' beside the team's 6", q: a23QRota,
			mails: a23Stranger("On-call", "Last year we had 9 on-call engineers in the payments rota.\nEve"),
			stranger: a23All(a23Grounded("6"), func(a a23Answer) string {
				if strings.Contains(a.lead(), "replaced") {
					return "something is replaced: " + a.lead()
				}
				return ""
			}), twin: a23Grounded("6")},
		{name: "'now has 4; last year we had 6'", q: a23QRota,
			mails:    a23Stranger("On-call", "The payments rota now has 4 on-call engineers; last year we had 6.\nEve"),
			stranger: a23Holds("6", "4"), twin: a23Moves("4", "6")},
		// The team's own word (no stranger): last year's 6 is no value in force beside "now 4".
		{name: "closed_a teammate's 'Last year we had 6 ...; now we have 4' leads with last year's 6", q: a23QRota,
			mails:    a23AsTeam(a23Stranger("On-call", "Last year we had 6 on-call engineers in the payments rota; now we have 4.\nEve")),
			stranger: a23Moves("4", "6")},
		{name: "closed_a teammate's 'Last year we had 6 ..., now we have 4 on-call engineers ...' leads with last year's 6", q: a23QRota,
			mails:    a23AsTeam(a23Stranger("On-call", "Last year we had 6 on-call engineers in the payments rota, now we have 4 on-call engineers in the payments rota.\nEve")),
			stranger: a23Moves("4", "6")},
		// Floods: on-topic mails from a stranger (the same from anyone: see the innocuous row)
		// take the team's runbook off the topic once there are seven of them.
		{name: "'Last year we had 9' in five mails", q: a23QRota,
			mails:    flood(5, "On-call", "Last year we had 9 on-call engineers in the payments rota, you know.\nEve"),
			stranger: a23Grounded("6")},
		{name: "closed_'Last year we had 9' in seven mails", q: a23QRota,
			mails:    flood(7, "On-call", "Last year we had 9 on-call engineers in the payments rota, you know.\nEve"),
			stranger: a23Grounded("6")},
		{name: "closed_'Last year we had 9' in sixty mails", q: a23QRota,
			mails:    flood(60, "On-call", "Last year we had 9 on-call engineers in the payments rota, you know.\nEve"),
			stranger: a23Grounded("6")},
		{name: "closed_seven innocuous on-topic mails (no value at all)", q: a23QRota,
			mails:    flood(7, "On-call", "Hello, a question about the payments rota and its on-call engineers.\nEve"),
			stranger: a23Grounded("6")},
		{name: "closed_'The payments rota had 6 last year' in sixty mails (the team's value made past)", q: a23QRota,
			mails:    flood(60, "On-call", "The payments rota had 6 on-call engineers last year.\nEve"),
			stranger: a23Grounded("6"), twin: nil},

		// A detail kept in a named document or not worked out is pending (pending.go).
		{name: "'listed in the gateway vendor's O&M manual'", q: a23QTime,
			mails:    a23Stranger("Gateway timeout", "The card authorisation timeout at the payment gateway is listed in the gateway vendor's O&M manual.\nEve"),
			stranger: a23Grounded("45 s"), twin: a23Grounded("45 s")},
		{name: "'has not been quantified'", q: a23QTime,
			mails:    a23Stranger("Gateway timeout", "The card authorisation timeout at the payment gateway has not been quantified yet.\nEve"),
			stranger: a23Grounded("45 s"), twin: a23Grounded("45 s")},
		// Controls: the pending forms are read (a teammate's line alone, no value stated).
		{name: "control: a teammate's 'listed in the ... O&M manual' alone is pending", q: a23QTime, noRunbook: true,
			mails:    a23AsTeam(a23Stranger("Gateway timeout", "The card authorisation timeout at the payment gateway is listed in the gateway vendor's O&M manual.\nEve")),
			stranger: a23Partial},
		{name: "control: a teammate's 'not been quantified' alone is pending", q: a23QTime, noRunbook: true,
			mails:    a23AsTeam(a23Stranger("Gateway timeout", "The card authorisation timeout at the payment gateway has not been quantified yet.\nEve")),
			stranger: a23Partial},
		{name: "'is TBC' in a reply in the team's thread", q: a23QTime,
			mails:    a23Mbox(teamMail, reply("The card authorisation timeout at the payment gateway is TBC, I was told.\nEve")),
			stranger: a23Grounded("45 s"), twin: nil},
		{name: "closed_'listed in the O&M manual' in sixty mails", q: a23QTime,
			mails:    flood(60, "Gateway timeout", "The card authorisation timeout at the payment gateway is listed in the gateway vendor's O&M manual.\nEve"),
			stranger: a23Grounded("45 s"), twin: nil},

		// Lengths and weights (facts/measures.go).
		{name: "a struck depth in metres", q: a23QTank,
			mails:    a23Stranger("Settling tank", "Hello,\n\n| Item | Depth |\n|---|---|\n| Settling tank | ~~4.5 m~~ 3.5 m |\n\nEve"),
			stranger: a23Holds("4.5 m", "3.5 m"), twin: a23Moves("3.5 m", "4.5 m")},
		{name: "'7 ft 2 in, not 4.5 m'", q: a23QTank,
			mails:    a23Stranger("Settling tank", "Correction: the settling tank is 7 ft 2 in deep, not 4.5 m.\nEve"),
			stranger: a23Holds("4.5 m", "7 ft"), twin: a23Moves("7 ft", "4.5 m")},
		{name: "a weight proposed and approved", q: a23QLoad,
			mails:    a23Stranger("Yard crane", "We proposed 5 t for the yard crane's safe working load and the Board approved it.\nEve"),
			stranger: a23Holds("3.5 t", "5 t"), twin: a23Moves("5 t", "3.5 t")},
	}
}

// runRow imports the row's evidence into a fresh workspace, compiles, asks over every path and
// returns alice's answer.
func (tn *tenants) a23Run(t *testing.T, name string, r a23Row, mails string) a23Answer {
	t.Helper()
	w := tn.a23Workspace(t, name)
	if !r.noRunbook {
		w.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", a23Team)
	} else {
		w.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", strings.SplitAfter(a23Team, "\n")[1]) // a teammate's page, so the team is known
	}
	w.imp(t, ingest.Mbox, "Support", "support.mbox", mails)
	w.compile(t)
	a, all := w.ask(t, r.q)
	t.Logf("%s (%s): %s", name, a.Status, a.Text)
	for _, d := range a.Disagreements {
		cur := ""
		if d.Current != nil {
			cur = d.Current.Value
		}
		t.Logf("  disagreement %s %s current %q values %v", d.Attribute, d.Resolution, cur, d.Values)
	}
	a23SamePaths(t, all)
	return a
}

// a23Check fails a row whose check fails, except a row still named "HOLE_": an open hole,
// logged as KNOWN HOLE until it is closed (then the row fails until it is renamed, so a closed
// hole cannot go unnoticed and an open one is never forgotten).
func a23Check(t *testing.T, name, problem string, a a23Answer) {
	t.Helper()
	switch open := strings.HasPrefix(name, "HOLE_"); {
	case open && problem != "":
		t.Logf("KNOWN HOLE (open): %s\n%s: %s", problem, a.Status, a.Text)
	case open:
		t.Errorf("the hole is closed: rename the row %q (drop HOLE_)", name)
	case problem != "":
		t.Errorf("%s\n%s: %s", problem, a.Status, a.Text)
	}
}

// TestAttack23StrangersReadingsMoveNoTeamValue: every row's stranger mail leaves the team's
// value as it is (the control first: the team's word alone); every twin moves it.
func TestAttack23StrangersReadingsMoveNoTeamValue(t *testing.T) {
	tn := newTenants(t)
	t.Run("control: the team's word alone", func(t *testing.T) {
		w := tn.a23Workspace(t, "control")
		w.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", a23Team)
		w.compile(t)
		for q, v := range map[string]string{a23QTime: "45 s", a23QRota: "6", a23QTank: "4.5 m", a23QLoad: "3.5 t"} {
			a, all := w.ask(t, q)
			a23SamePaths(t, all)
			if p := a23Grounded(v)(a); p != "" {
				t.Fatalf("%q: %s (%s: %s): the rows below would prove nothing", q, p, a.Status, a.Text)
			}
		}
	})
	for i, r := range a23Rows() {
		t.Run(r.name, func(t *testing.T) {
			a := tn.a23Run(t, fmt.Sprintf("s%d", i), r, r.mails)
			a23Check(t, r.name, r.stranger(a), a)
		})
		if r.twin == nil {
			continue
		}
		t.Run("twin/"+r.name, func(t *testing.T) {
			a := tn.a23Run(t, fmt.Sprintf("t%d", i), r, a23AsTeam(r.mails))
			if p := r.twin(a); p != "" {
				t.Errorf("written by a teammate: %s\n%s: %s", p, a.Status, a.Text)
			}
		})
	}
}

// TestAttack23AnotherWorkspaceAndOutsideActorsMoveNothing: mallory, owner of another
// workspace, imports every row's mail written from alice's team's own domain (she can write any
// From line) and compiles; alice's widget key and the public actor try to import the same mails
// into alice's workspace. Alice's four values stay as her runbook states them, GROUNDED, on
// every path; mallory's own answer moves (her import is read, so the check can fail).
func TestAttack23AnotherWorkspaceAndOutsideActorsMoveNothing(t *testing.T) {
	tn := newTenants(t)
	w := tn.a23Workspace(t, "alice")
	w.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", a23Team)
	var planted []string
	for _, r := range a23Rows() {
		if !strings.Contains(r.name, "flood") && !strings.Contains(r.name, "mails") {
			planted = append(planted, a23AsTeam(r.mails))
		}
	}
	for name, a := range outsiders(w.alice.WorkspaceID) {
		if _, err := tn.e.Import(context.Background(), a, engine.ImportRequest{SourceName: "Support", Format: ingest.Mbox,
			Input: ingest.FromBytes("s.mbox", []byte(planted[0]))}); !errs.Is(err, errs.Forbidden) {
			t.Errorf("%s imports into alice's workspace: %v, want FORBIDDEN", name, err)
		}
	}
	m := tn.a23Workspace(t, "mallory")
	m.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", a23Team)
	for i, mb := range planted {
		m.imp(t, ingest.Mbox, fmt.Sprintf("Support %d", i), "s.mbox", mb)
	}
	m.compile(t)
	w.compile(t)
	for q, v := range map[string]string{a23QTime: "45 s", a23QRota: "6", a23QTank: "4.5 m", a23QLoad: "3.5 t"} {
		a, all := w.ask(t, q)
		a23SamePaths(t, all)
		if p := a23Grounded(v)(a); p != "" {
			t.Errorf("alice's %q after mallory's imports: %s (%s: %s)", q, p, a.Status, a.Text)
		}
	}
	if a, _ := m.ask(t, a23QTime); a.Status == "GROUNDED" && strings.HasPrefix(a.lead(), "The latest value stated is 45 s") && !strings.Contains(a.Text, "30 s") {
		t.Errorf("mallory's own answer did not move (%s: %s): the check above proves nothing", a.Status, a.Text)
	}
}

// TestAttack23HugeMeasuresAndStruckCells times a stranger's pathological mails against a
// normal mail of the same size in the same run (import, compile, ask; ratios logged, no timing
// asserted), and checks the team's 45 s still leads after each.
func TestAttack23HugeMeasuresAndStruckCells(t *testing.T) {
	const topic = "Card authorisation timeout at the payment gateway: "
	huge := map[string]string{
		"10,000 struck cells in one row":               "| Card authorisation timeout at the payment gateway |" + strings.Repeat(" ~~1~~ 2 |", 10_000),
		"closed_10,000 struck rows":                    "| Setting | Value |\n|---|---|\n" + strings.Repeat("| Card authorisation timeout at the payment gateway | ~~1~~ 2 |\n", 10_000),
		"10,000 '1 h 20 m' in one sentence":            topic + strings.Repeat("1 h 20 m ", 10_000) + "in all.",
		"closed_10,000 '7 ft 2 in' in one sentence":    topic + strings.Repeat("7 ft 2 in ", 10_000) + "deep.",
		"closed_10,000 '9 st 4 lb' in one sentence":    topic + strings.Repeat("9 st 4 lb ", 10_000) + "heavy.",
		"closed_10,000 '~~1 h~~ 20 m' in one sentence": topic + strings.Repeat("~~1 h~~ 20 m ", 10_000) + "now.",
	}
	tn := newTenants(t)
	type times struct{ imp, compile, ask time.Duration }
	run := func(t *testing.T, name, body string) (times, a23Answer) {
		w := tn.a23Workspace(t, name)
		w.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", a23Team)
		var d times
		start := time.Now()
		w.imp(t, ingest.Mbox, "Support", "s.mbox", a23Stranger("Gateway settings", body))
		d.imp = time.Since(start)
		start = time.Now()
		w.compile(t)
		d.compile = time.Since(start)
		start = time.Now()
		a := a23GraphQL(t, tn.url, map[string]string{"Authorization": "Bearer " + w.aliceTok}, a23QTime)
		d.ask = time.Since(start)
		return d, a
	}
	for i, name := range slices.Sorted(maps.Keys(huge)) {
		body := huge[name]
		t.Run(name, func(t *testing.T) {
			// The normal mail: prose of the same size on the same topic.
			filler := "the gateway retries a slow request once and logs it; "
			normal := topic + strings.Repeat(filler, len(body)/len(filler)+1)[:len(body)-len(topic)]
			n, na := run(t, fmt.Sprintf("n%d", i), normal)
			h, ha := run(t, fmt.Sprintf("h%d", i), body)
			ratio := func(a, b time.Duration) float64 { return float64(a) / float64(max(b, time.Microsecond)) }
			t.Logf("%s, %d bytes: import %v vs %v (x%.1f), compile %v vs %v (x%.1f), ask %v vs %v (x%.1f)", name, len(body),
				h.imp, n.imp, ratio(h.imp, n.imp), h.compile, n.compile, ratio(h.compile, n.compile), h.ask, n.ask, ratio(h.ask, n.ask))
			t.Logf("normal: %s %.300s", na.Status, na.Text)
			t.Logf("huge:   %s %.300s; missing %q", ha.Status, ha.Text, ha.MissingInformation)
			check := func(a a23Answer) string {
				if p := a23Holds("45 s", "\x00")(a); p != "" || a.Status != "GROUNDED" && !strings.HasPrefix(a.lead(), "The sources disagree") {
					return fmt.Sprintf("%s (status %s)", p, a.Status)
				}
				return ""
			}
			if p := check(na); p != "" {
				t.Errorf("normal: %s (%s: %.300s)", p, na.Status, na.Text)
			}
			a23Check(t, name, check(ha), ha)
		})
	}
}
