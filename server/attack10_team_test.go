package server_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/ingest"
)

// Attack ten (2026-12-02): the team rule (records.Team) as Ask and Today now share it. Today's
// compile reads the team over the whole workspace and stores it (workspace_team, at the
// evidence generation it read); Ask reads it back and marks the retrieved statements outside.
// Every test here plays an outsider (a customer on the help desk, a stranger mailing the
// support inbox, a Slack guest, a vendor) trying to own the team's work or to change a tracked
// item's due date or status, over the HTTP API (compileQueue, today, ask, deleteSource; the
// evidence is imported through the engine as the attack-nine tests do). A subtest that fails
// names the hole it found.

// a10 is one tenant's workspace as the attack drives it.
type a10 struct {
	tn  *tenants
	tok string
	a   actor.Actor
}

func newA10(t *testing.T, tn *tenants, sub string) a10 {
	t.Helper()
	tok, a := tn.bearer(t, sub)
	return a10{tn: tn, tok: tok, a: a}
}

func (w a10) hdr() map[string]string { return map[string]string{"Authorization": "Bearer " + w.tok} }

// imp imports one file into the named source; the test stops if the import fails.
func (w a10) imp(t *testing.T, f ingest.Format, source, file string, body []byte) {
	t.Helper()
	if err := w.tn.importer(t)(w.a, f, source, file, string(body)); err != nil {
		t.Fatalf("import %s into %s: %v", file, source, err)
	}
}

// compile compiles Today over HTTP as of 21 Nov 2026.
func (w a10) compile(t *testing.T) {
	t.Helper()
	if _, e := w.tn.gql(t, w.hdr(), `mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }`); len(e) > 0 {
		t.Fatalf("compileQueue: %v", e)
	}
}

// a10Packet is a packet as Today shows it: its owner, due date and constraints (where a
// disagreement between sources is named).
type a10Packet struct {
	owner, due  string
	constraints string
}

// today is Today's packets by exact id, over HTTP.
func (w a10) today(t *testing.T) map[string]a10Packet {
	t.Helper()
	raw, e := w.tn.gql(t, w.hdr(), `{ today(first: 100) { edges { node { exactIds owner due constraints } } } }`)
	if len(e) > 0 {
		t.Fatalf("today: %v", e)
	}
	var got struct {
		Today struct {
			Edges []struct {
				Node struct {
					ExactIDs    []string `json:"exactIds"`
					Owner, Due  *string
					Constraints []string
				}
			}
		}
	}
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatal(err)
	}
	out := map[string]a10Packet{}
	for _, e := range got.Today.Edges {
		p := a10Packet{constraints: strings.Join(e.Node.Constraints, "\n")}
		if e.Node.Owner != nil {
			p.owner = *e.Node.Owner
		}
		if e.Node.Due != nil {
			p.due = *e.Node.Due
		}
		for _, id := range e.Node.ExactIDs {
			out[id] = p
		}
	}
	return out
}

// a10Answer is what the checks read of an answer.
type a10Answer struct {
	Text               string
	MissingInformation []string
	Contradictions     []struct {
		Subject string
		Values  []struct{ Value string }
	}
	RetrievalTrace struct{ FactsNote *string }
}

func (a a10Answer) note() string {
	if a.RetrievalTrace.FactsNote == nil {
		return ""
	}
	return *a.RetrievalTrace.FactsNote
}

// all is the answer's text, its missing information and its contradictions' values.
func (a a10Answer) all() string {
	b, _ := json.Marshal(a.Contradictions)
	return a.Text + "\n" + strings.Join(a.MissingInformation, "\n") + "\n" + string(b)
}

// ask asks over HTTP, narrowed to sourceIDs when any are given.
func (w a10) ask(t *testing.T, q string, sourceIDs ...string) a10Answer {
	t.Helper()
	var s []string
	if len(sourceIDs) > 0 {
		s = sourceIDs
	}
	resp := w.tn.post(t, w.hdr(), map[string]any{
		"query": `mutation($q: String!, $s: [ID!]) { ask(input: {question: $q, sourceIds: $s, mode: FAST}) {
			text missingInformation contradictions { subject values { value } } retrievalTrace { factsNote } } }`,
		"variables": map[string]any{"q": q, "s": s},
	})
	defer resp.Body.Close()
	var r struct {
		Data   struct{ Ask a10Answer }
		Errors []struct{ Message string }
	}
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		t.Fatal(err)
	}
	if len(r.Errors) > 0 {
		t.Fatalf("ask %q: %+v", q, r.Errors)
	}
	return r.Data.Ask
}

// sourceID is the id of the workspace's source named name.
func (w a10) sourceID(t *testing.T, name string) string {
	t.Helper()
	var id string
	if err := w.tn.db.R.GetContext(context.Background(), &id, `SELECT id FROM sources WHERE workspace_id = ? AND name = ?`, w.a.WorkspaceID, name); err != nil {
		t.Fatalf("source %s: %v", name, err)
	}
	return id
}

// a10Issue is one tracked Linear issue.
type a10Issue struct{ id, title, assignee, due string }

// a10Tracker is a Linear CSV of open issues, each with its assignee and due date.
func a10Tracker(issues []a10Issue) []byte {
	var b strings.Builder
	b.WriteString("ID,Team,Title,Description,Status,Priority,Project,Creator,Assignee,Labels,Created,Due Date,Completed\n")
	for _, is := range issues {
		fmt.Fprintf(&b, "%s,Payments,%s,%s.,In Progress,High,Payments,Ines Roy,%s,,2026-11-10T09:00:00Z,%s,\n", is.id, is.title, is.title, is.assignee, is.due)
	}
	return []byte(b.String())
}

// a10Mail is one mbox message: the From header as given, extra headers, and the body.
func a10Mail(id, from, subject, date, body string, extra ...string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "From sender@mail.example %s\nMessage-ID: <%s>\nFrom: %s\nTo: support@payco.example\n", "Thu Nov 19 10:00:00 2026", id, from)
	for _, h := range extra {
		b.WriteString(h + "\n")
	}
	fmt.Fprintf(&b, "Subject: %s\nDate: %s\nContent-Type: text/plain; charset=utf-8\n\n%s\n\n", subject, date, body)
	return b.String()
}

// a10SlackZip is a Slack export: users.json and one channel's day file.
func a10SlackZip(t *testing.T, users, day string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range []struct{ name, data string }{{"users.json", users}, {"support-shared/2026-11-19.json", day}} {
		f, err := zw.Create(e.name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Write([]byte(e.data)); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// a10Status is an outsider's attempt to close a tracked issue (or, for a ticket, to own it or
// move its fields), and whether the product is expected to hold against it.
type a10Status struct {
	name, id string
	// owner and due are what Today must keep showing for id (the tracker's).
	owner, due string
}

// TestAttack10OutsidersCannotBecomeTeam: alice's workspace tracks PAY-60..PAY-89 in Linear
// (each open, assigned to Kim Park, with a due date); her team's pages are written from
// payco.example. Each variant is one outsider trying to close one tracked issue by speaking as
// the team: a forged display name, a look-alike or IDN domain, the team's domain as a label of
// theirs, free mail, a From or thread header forged in the body, two addresses in From, an
// encoded word hiding a teammate's address, a forwarded teammate's message, a long reply in a
// teammate's thread, a vendor's page, Reply-To; a Slack guest forging a member's line, wearing a
// member's name, or writing as himself; a JSONL chat guest; a guest's address making their
// domain the team's; mail imported as JSONL under another kind ("email", "Mail",
// "conversation"). Two controls check that a member's own "is done" still closes work, also in
// a thread a guest wearing the member's name opened. On the help desk (tickets TKT-101..TKT-107,
// whose fields the tracker sets) a customer writes field lines ("Status: Done", "Assignee:",
// "Due date:") or "On it." under an address the parser refuses, a plain name, or an address as
// display name, or hands the ticket to themself. Today must keep each item open with the
// tracker's owner and due date (and name no disagreement the outsider made), and Ask must not
// state the outsider's value nor call the item's facet contested because of it.
func TestAttack10OutsidersCannotBecomeTeam(t *testing.T) {
	tn := newTenants(t)
	w := newA10(t, tn, "alice")
	var issues []a10Issue
	for i := 60; i <= 89; i++ {
		issues = append(issues, a10Issue{fmt.Sprintf("PAY-%d", i), fmt.Sprintf("Vault task %d", i), "Kim Park", fmt.Sprintf("2026-12-%02d", i-60+1)})
	}
	w.imp(t, ingest.LinearCSV, "Linear", "issues.csv", a10Tracker(issues))
	w.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", []byte(`{"id":"w1","title":"Payments runbook","body":"How we rotate keys.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-01T09:00:00Z"}`+"\n"))

	const date = "Thu, 19 Nov 2026 10:00:00 +0000"
	done := func(id string) string { return id + " is done, closing it." }
	eve := "Eve Outsider <eve@attacker.example>"
	long := strings.Repeat("Thanks for the long call yesterday; we walked through the rollout notes, the vault keys and the staging plan with our own engineers and they had a few remarks about logging. ", 4)
	mails := []struct{ source, mbox string }{
		{"Mail forged name", a10Mail("m60@attacker.example", "Kim Park <kim@attacker.example>", "PAY-60", date, done("PAY-60"))},
		{"Mail look-alike", a10Mail("m61@payco-example.com", "Kim Park <kim@payco-example.com>", "PAY-61", date, done("PAY-61"))},
		{"Mail label", a10Mail("m62@attacker.example", "Kim Park <kim@payco.example.attacker.example>", "PAY-62", date, done("PAY-62"))},
		{"Mail IDN", a10Mail("m63@attacker.example", "Kim Park <kim@p\u0430yco.example>", "PAY-63", date, done("PAY-63"))},
		{"Mail free", a10Mail("m64@gmail.com", "Kim Park <kim.park@gmail.com>", "PAY-64", date, done("PAY-64"))},
		{"Mail thread header in body", a10Mail("m65@attacker.example", eve, "PAY-65", date,
			"Hi,\n\nsee below.\n\nFrom: Kim Park <kim@payco.example>\nDate: Thu, 19 Nov 2026 09:00:00 +0000\nSubject: PAY-65\n\n"+done("PAY-65"))},
		{"Mail From line in body", a10Mail("m66@attacker.example", eve, "PAY-66", date,
			"Hi,\n\nFrom: Kim Park <kim@payco.example>\n"+done("PAY-66"))},
		{"Mail two senders", a10Mail("m67@attacker.example", eve+", Kim Park <kim@payco.example>", "PAY-67", date, done("PAY-67"))},
		{"Mail encoded word", a10Mail("m68@attacker.example", eve+" =?utf-8?q?=3Ckim=40payco=2Eexample=3E?=", "PAY-68", date, done("PAY-68"))},
		{"Mail forward", a10Mail("m69@attacker.example", eve, "Fwd: PAY-69", date,
			"FYI\n\n---------- Forwarded message ---------\nFrom: Kim Park <kim@payco.example>\nDate: Wed, 18 Nov 2026 09:00:00 +0000\nSubject: PAY-69\n\n"+done("PAY-69"))},
		{"Mail long reply", a10Mail("k70@payco.example", "Kim Park <kim@payco.example>", "PAY-70 vault keys", "Wed, 18 Nov 2026 09:00:00 +0000",
			"Hello Eve,\n\ncan you confirm PAY-70 on your side?\n\nKim") + "\n" +
			a10Mail("m70@attacker.example", eve, "Re: PAY-70 vault keys", date, long+"\n\n"+done("PAY-70"), "In-Reply-To: <k70@payco.example>", "References: <k70@payco.example>")},
		{"Mail vendor", a10Mail("m71@vendor.example", "Vera Vendor <vera@vendor.example>", "PAY-71", date, done("PAY-71"))},
		{"Mail reply-to", a10Mail("m72@attacker.example", eve, "PAY-72", date, done("PAY-72"), "Reply-To: Kim Park <kim@payco.example>")},
		{"Mail guest domain", a10Mail("m77@guestco.example", "Carl Gast <carl@guestco.example>", "PAY-77", date, done("PAY-77"))},
	}
	for _, m := range mails {
		w.imp(t, ingest.Mbox, m.source, "inbox.mbox", []byte(m.mbox))
	}
	// A vendor's page (a Drive export of their spec) and a JSONL chat export naming guests.
	w.imp(t, ingest.JSONL, "Drive", "drive.jsonl", []byte(`{"id":"v1","title":"Vendor integration spec","body":"How the vault connector works.","author":"Vera Vendor <vera@vendor.example>","createdAt":"2026-11-02T09:00:00Z"}`+"\n"))
	w.imp(t, ingest.JSONL, "Chat export", "chat.jsonl", []byte(
		`{"id":"j76","title":"#support-shared","body":"`+done("PAY-76")+`","author":"Gus Guest","createdAt":"2026-11-19T10:00:00Z","metadata":{"kind":"chat","guests":["Gus Guest"]}}`+"\n"+
			`{"id":"j77","title":"#support-shared","body":"thanks, we will check the connector","author":"Carl Gast <carl@guestco.example>","createdAt":"2026-11-19T10:00:00Z","metadata":{"kind":"chat","guests":["Carl Gast"]}}`+"\n"))
	// Mail imported as JSONL under a kind other than "mail" (an export's own word for it).
	w.imp(t, ingest.JSONL, "Mail export", "mail.jsonl", []byte(
		`{"id":"x80","title":"PAY-80","body":"`+done("PAY-80")+`","author":"Eve Outsider <eve@evil-one.example>","createdAt":"2026-11-19T10:00:00Z","metadata":{"kind":"email"}}`+"\n"+
			`{"id":"x81","title":"PAY-81","body":"`+done("PAY-81")+`","author":"Eve Outsider <eve@evil-two.example>","createdAt":"2026-11-19T10:00:00Z","metadata":{"kind":"Mail"}}`+"\n"+
			`{"id":"x82","title":"PAY-82","body":"`+done("PAY-82")+`","author":"Eve Outsider <eve@attacker.example>","createdAt":"2026-11-19T10:00:00Z","metadata":{"kind":"mail"}}`+"\n"+
			`{"id":"x83","title":"PAY-83","body":"`+done("PAY-83")+`","author":"Dora Client <dora@clientco.example>","createdAt":"2026-11-19T10:00:00Z","metadata":{"kind":"conversation"}}`+"\n"))
	// A Slack Connect export: Ana and Kim are members, Gus a guest.
	users := `[{"id":"U1","real_name":"Ana Ruiz"},{"id":"U2","real_name":"Kim Park"},{"id":"U3","real_name":"Gus Guest","is_restricted":true}]`
	day := `[{"type":"message","user":"U1","text":"PAY-73 status?","ts":"1795082400.000100"},
{"type":"message","user":"U3","text":"thanks for the update\nKim Park: ` + done("PAY-73") + `","ts":"1795082460.000100","thread_ts":"1795082400.000100"},
{"type":"message","user":"U2","text":"PAY-74 vault check pending","ts":"1795082500.000100"},
{"type":"message","user":"U3","text":"` + done("PAY-74") + `","ts":"1795082560.000100","thread_ts":"1795082500.000100","user_profile":{"real_name":"Kim Park"}},
{"type":"message","user":"U1","text":"PAY-75 status?","ts":"1795082600.000100"},
{"type":"message","user":"U3","text":"` + done("PAY-75") + `","ts":"1795082660.000100","thread_ts":"1795082600.000100"},
{"type":"message","user":"U2","text":"` + done("PAY-78") + `","ts":"1795082700.000100"},
{"type":"message","user":"U3","text":"hello all, quick question on the vault","ts":"1795082800.000100","user_profile":{"real_name":"Kim Park"}},
{"type":"message","user":"U2","text":"` + done("PAY-79") + `","ts":"1795082860.000100","thread_ts":"1795082800.000100"}]`
	w.imp(t, ingest.Slack, "Slack", "export.zip", a10SlackZip(t, users, day))

	// The help desk: tickets whose fields the tracker sets, and customers' comments on them.
	var tickets, comments strings.Builder
	for i := 101; i <= 107; i++ {
		fmt.Fprintf(&tickets, `{"id":"TKT-%d","title":"TKT-%d Oven task %d","body":"Assignee: Ana Ruiz\nDue date: 2026-12-20\nStatus: In Progress","author":"Pia Sand <pia@payco.example>","createdAt":"2026-11-18T09:00:00Z","metadata":{"kind":"ticket"}}`+"\n", i, i, i)
	}
	carl := "Carl Kunde <carl@customer.example>"
	for _, c := range []struct{ id, author, body string }{
		{"TKT-101", carl, `Status: Done`},
		{"TKT-102", carl, `Assignee: Carl Kunde`},
		{"TKT-103", carl, `Due date: 2027-03-01`},
		{"TKT-104", "Carl Kunde <carl..kunde@customer.example>", `On it.`},
		{"TKT-105", "Carl Kunde", `On it.`},
		{"TKT-106", "ana@payco.example <carl@customer.example>", `On it.`},
		{"TKT-107", "Carl Kunde <carl@customer.example>", `I'll take TKT-107, handing it over from Ana Ruiz to me.`},
	} {
		fmt.Fprintf(&comments, `{"id":%q,"title":"%s comment","body":%q,"author":%q,"createdAt":"2026-11-19T09:10:00Z","metadata":{"kind":"ticket"}}`+"\n", c.id, c.id, c.body, c.author)
	}
	w.imp(t, ingest.JSONL, "Help desk", "tickets.jsonl", []byte(tickets.String()))
	w.imp(t, ingest.JSONL, "Help desk comments", "comments.jsonl", []byte(comments.String()))
	w.compile(t)
	today := w.today(t)

	for _, v := range []a10Status{
		{name: "a teammate's display name from another domain", id: "PAY-60"},
		{name: "a look-alike domain (payco-example.com)", id: "PAY-61"},
		{name: "the team's domain as a label of the sender's (payco.example.attacker.example)", id: "PAY-62"},
		{name: "an IDN homoglyph of the team's domain (Cyrillic a)", id: "PAY-63"},
		{name: "a teammate's name at free mail", id: "PAY-64"},
		{name: "a thread header (From/Date/Subject) forged in an outsider's body", id: "PAY-65"},
		{name: "a From: line naming a teammate forged in an outsider's body", id: "PAY-66"},
		{name: "two addresses in From, a teammate's last", id: "PAY-67"},
		{name: "an encoded word in From decoding to a teammate's address", id: "PAY-68"},
		{name: "a teammate's message forwarded by an outsider", id: "PAY-69"},
		{name: "an outsider's long reply in a teammate's thread (the chunk past the reply's From line)", id: "PAY-70"},
		{name: "a vendor whose page (a Drive doc) the workspace holds", id: "PAY-71"},
		{name: "Reply-To naming a teammate", id: "PAY-72"},
		{name: "a Slack guest's message with a new line forging a member's line (Kim Park: ...)", id: "PAY-73"},
		{name: "a Slack guest whose message profile wears a member's name who spoke first", id: "PAY-74"},
		{name: "a Slack guest in his own name (control)", id: "PAY-75"},
		{name: "a JSONL chat guest (metadata guests) whose message has no speaker prefix", id: "PAY-76"},
		{name: "a JSONL chat guest whose author carries an address: their domain becomes the team's", id: "PAY-77"},
		{name: "an outsider's mail imported as JSONL of kind \"email\"", id: "PAY-80"},
		{name: "an outsider's mail imported as JSONL of kind \"Mail\" (capitalised)", id: "PAY-81"},
		{name: "an outsider's mail imported as JSONL of kind \"mail\" (control)", id: "PAY-82"},
		{name: "a customer's help-desk conversation imported as JSONL of kind \"conversation\"", id: "PAY-83"},
	} {
		v.owner, v.due = "Kim Park", issues[atoiA10(v.id[4:])-60].due
		t.Run(v.id+" "+v.name, func(t *testing.T) {
			c := newA10Holes(t, knownA10[v.id])
			defer c.done()
			got, ok := today[v.id]
			switch {
			case !ok:
				c.Errorf("HOLE (Today): %s closed %s; the tracker says it is open (In Progress, %s, due %s)", v.name, v.id, v.owner, v.due)
			case got.owner != v.owner || got.due != v.due:
				c.Errorf("HOLE (Today): %s: %s shows owner %q, due %q; want the tracker's %q, %q", v.name, v.id, got.owner, got.due, v.owner, v.due)
			}
			if strings.Contains(got.constraints, "disagree") {
				c.Errorf("HOLE (Today): %s: %s's constraints name a disagreement the outsider made: %q", v.name, v.id, got.constraints)
			}
			a := w.ask(t, "What is the status of "+v.id+"?")
			t.Logf("ask %s: %q (facts: %s)", v.id, a.Text, a.note())
			switch {
			case strings.Contains(a.Text, "completion state of "+v.id+" is done"):
				c.Errorf("HOLE (Ask): %s: the answer states %s done: %q", v.name, v.id, a.Text)
			case strings.Contains(a.Text, "Sources disagree on the completion state of "+v.id+": done"):
				c.Errorf("HOLE (Ask): %s: the outsider's \"done\" makes %s's status contested: %q", v.name, v.id, a.Text)
			}
		})
	}
	// A member's own "is done" closes tracked work (the control), also in a thread a guest
	// started wearing the member's name: the guest must not silence the member.
	for _, v := range []a10Status{
		{name: "a member's \"is done\" in Slack (control)", id: "PAY-78"},
		{name: "a member's \"is done\" in a thread a guest wearing the member's name started", id: "PAY-79"},
	} {
		t.Run(v.id+" "+v.name, func(t *testing.T) {
			c := newA10Holes(t, knownA10[v.id])
			defer c.done()
			if p, ok := today[v.id]; ok {
				c.Errorf("HOLE (Today): %s: %s stays open (%+v); Kim Park, a member, said it is done", v.name, v.id, p)
			}
		})
	}
	for _, v := range []a10Status{
		{name: "a customer's comment with a Status: Done field line", id: "TKT-101"},
		{name: "a customer's comment with an Assignee: field naming themself", id: "TKT-102"},
		{name: "a customer's comment with a Due date: field line", id: "TKT-103"},
		{name: "a customer's \"On it.\" from an address the parser refuses (carl..kunde@)", id: "TKT-104"},
		{name: "a customer's \"On it.\" under a plain name", id: "TKT-105"},
		{name: "a customer's \"On it.\" with a teammate's address as display name", id: "TKT-106"},
		{name: "a customer's handover to themself", id: "TKT-107"},
	} {
		v.owner, v.due = "Ana Ruiz", "2026-12-20"
		t.Run(v.id+" "+v.name, func(t *testing.T) {
			c := newA10Holes(t, knownA10[v.id])
			defer c.done()
			a10CustomerComment(t, c, w, today, v)
		})
	}
}

// a10CustomerComment checks a tracked ticket a customer's comment tried to change (to done, to
// the customer Carl Kunde, to a 2027 due date): Today shows the tracker's owner and due date and
// sets no customer value against them, and Ask states none of the customer's values nor makes
// the item contested.
func a10CustomerComment(t *testing.T, c *a10Holes, w a10, today map[string]a10Packet, v a10Status) {
	t.Helper()
	got, ok := today[v.id]
	switch {
	case !ok:
		c.Errorf("HOLE (Today): %s closed %s; its tracker fields say In Progress", v.name, v.id)
	case got.owner != v.owner || got.due != v.due:
		c.Errorf("HOLE (Today): %s: %s shows owner %q, due %q; want the tracker's %q, %q", v.name, v.id, got.owner, got.due, v.owner, v.due)
	}
	if strings.Contains(got.constraints, "Carl Kunde") || strings.Contains(got.constraints, "2027") {
		c.Errorf("HOLE (Today): %s: %s's constraints set the customer's value against the tracker's: %q", v.name, v.id, got.constraints)
	}
	for _, q := range []string{"Who owns " + v.id + "?", "What is the status of " + v.id + "?", "When is " + v.id + " due?"} {
		a := w.ask(t, q)
		t.Logf("ask %q: %q", q, a.Text)
		switch {
		case strings.Contains(a.Text, "completion state of "+v.id+" is done"):
			c.Errorf("HOLE (Ask): %s: the answer states %s done: %q", v.name, v.id, a.Text)
		case strings.Contains(a.Text, "deadline of "+v.id+" is 2027-03-01"):
			c.Errorf("HOLE (Ask): %s: the answer states the customer's due date: %q", v.name, a.Text)
		case strings.Contains(a.Text, "owner of "+v.id+" is Carl Kunde"):
			c.Errorf("HOLE (Ask): %s: the answer names the customer Carl Kunde as owner: %q", v.name, a.Text)
		case strings.Contains(a.Text, "Sources disagree on") && (strings.Contains(a.Text, "Carl Kunde [") || strings.Contains(a.Text, "2027-03-01 [") || strings.Contains(a.Text, "done [")):
			c.Errorf("HOLE (Ask): %s: the customer's comment makes %s contested (%q): %q", v.name, v.id, q, a.Text)
		}
	}
}

func atoiA10(s string) int {
	n := 0
	fmt.Sscanf(s, "%d", &n)
	return n
}

// a10Check is one question and what its answer must not state.
type a10Check struct {
	name, q string
	not     []string // an answer stating any of these states the outsider's value
}

func (w a10) checkAsk(t *testing.T, when string, c a10Check, sourceIDs ...string) {
	t.Helper()
	a := w.ask(t, c.q, sourceIDs...)
	t.Logf("%s, %s: %q (facts: %s)", when, c.q, a.Text, a.note())
	for _, n := range c.not {
		if strings.Contains(a.Text, n) {
			t.Errorf("HOLE (Ask, %s): %s: the answer states %q: %q (facts note: %s)", when, c.name, n, a.Text, a.note())
			return
		}
	}
}

// a10Stale is the staleness fixture: a tracked PAY-80 an outsider's mail calls done, a tracked
// PAY-81 it says slipped, and the help-desk ticket TKT-90 a customer comments "On it." on.
func a10Stale(t *testing.T, w a10) {
	t.Helper()
	w.imp(t, ingest.LinearCSV, "Linear", "issues.csv", a10Tracker([]a10Issue{
		{"PAY-80", "Card vault migration", "Kim Park", "2026-12-11"}, {"PAY-81", "Refund ledger export", "Joao Reis", "2026-12-08"}}))
	w.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", []byte(`{"id":"w1","title":"Payments runbook","body":"How we rotate keys.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-01T09:00:00Z"}`+"\n"))
	eve := "Eve Outsider <eve@attacker.example>"
	const date = "Thu, 19 Nov 2026 10:00:00 +0000"
	w.imp(t, ingest.Mbox, "Support", "support.mbox", []byte(
		a10Mail("e80@attacker.example", eve, "Partner update", date, "Hi,\n\nPAY-80 is done, we verified it on our side.\n\nEve")+"\n"+
			a10Mail("e81@attacker.example", eve, "Partner update 2", date, "Hi,\n\nPAY-81 slipped to 2027-02-01.\n\nEve")))
	w.imp(t, ingest.JSONL, "Tickets", "tickets.jsonl", []byte(`{"id":"TKT-90","title":"TKT-90 Oven door","body":"The oven door needs a new hinge.","author":"Pia Sand <pia@payco.example>","createdAt":"2026-11-18T09:00:00Z","metadata":{"kind":"ticket"}}`+"\n"))
	w.imp(t, ingest.JSONL, "Ticket comments", "comments.jsonl", []byte(`{"id":"TKT-90","title":"TKT-90 comment","body":"On it.","author":"Carl Kunde <carl@customer.example>","createdAt":"2026-11-18T09:10:00Z","metadata":{"kind":"ticket"}}`+"\n"))
}

var a10StaleChecks = []a10Check{
	{"a customer's \"On it.\" on a help-desk ticket", "Who owns TKT-90?", []string{"owner of TKT-90 is Carl Kunde"}},
	{"an outsider's \"is done\" on tracked work", "What is the status of PAY-80?", []string{"completion state of PAY-80 is done"}},
	{"an outsider's slip of tracked work", "When is PAY-81 due?", []string{"deadline of PAY-81 is 2027-02-01"}},
}

// TestAttack10AskAndTodayAgreeOnWhoIsOutside: Today's compile stores the team at the evidence
// generation it read; Ask reads it back only at that generation and otherwise knows no one
// outside. The attack asks before any compile, after a compile, after an unrelated teammate's
// import (Today still shows the last compile), after a recompile, narrowed to the outsider's
// own source, after an unrelated source is deleted over HTTP (which recompiles), and without
// naming the item. Each time Ask must give no outsider ownership and no outsider's status or
// due date of tracked work, as Today does.
func TestAttack10AskAndTodayAgreeOnWhoIsOutside(t *testing.T) {
	tn := newTenants(t)
	w := newA10(t, tn, "carol")
	a10Stale(t, w)
	todayHolds := func(t *testing.T, when string) {
		t.Helper()
		got := w.today(t)
		if p, ok := got["PAY-80"]; !ok || p.owner != "Kim Park" || p.due != "2026-12-11" {
			t.Errorf("Today (%s): PAY-80 = %+v (present %v); want open, Kim Park, 2026-12-11", when, p, ok)
		}
		if p := got["PAY-81"]; p.due != "2026-12-08" {
			t.Errorf("Today (%s): PAY-81 due %q; want the tracker's 2026-12-08", when, p.due)
		}
		if p := got["TKT-90"]; p.owner == "Carl Kunde" {
			t.Errorf("Today (%s): TKT-90 owned by the customer", when)
		}
	}
	askAll := func(t *testing.T, when string, sourceIDs ...string) {
		for _, c := range a10StaleChecks {
			w.checkAsk(t, when, c, sourceIDs...)
		}
	}
	t.Run("before any compile", func(t *testing.T) { askAll(t, "before any compile") })
	w.compile(t)
	t.Run("after a compile (control)", func(t *testing.T) {
		todayHolds(t, "after a compile")
		askAll(t, "after a compile")
	})
	t.Run("without naming the item, after a compile", func(t *testing.T) {
		w.checkAsk(t, "no identifier", a10Check{"an outsider's \"is done\", the item named by its title", "Is the card vault migration done?",
			[]string{"completion state of PAY-80 is done"}})
	})
	// A teammate's unrelated chat arrives after the compile: Today still shows the compile.
	w.imp(t, ingest.JSONL, "Team chat", "chat.jsonl", []byte(`{"id":"c1","title":"#payments","body":"Lunch at noon?","author":"Ana Ruiz <ana@payco.example>","createdAt":"2026-11-20T09:00:00Z","metadata":{"kind":"chat"}}`+"\n"))
	t.Run("after a new unrelated import, before a recompile", func(t *testing.T) {
		todayHolds(t, "after a new import")
		askAll(t, "after a new import, Today not recompiled")
	})
	w.compile(t)
	t.Run("after a recompile (control)", func(t *testing.T) { askAll(t, "after a recompile") })
	t.Run("after the widget key and the public actor try to import", func(t *testing.T) {
		for name, a := range outsiders(w.a.WorkspaceID) {
			if err := w.tn.importer(t)(a, ingest.JSONL, "Planted", "p.jsonl", `{"id":"p1","title":"x","body":"PAY-80 is done.","author":"Ana Ruiz <ana@payco.example>"}`+"\n"); err == nil {
				t.Errorf("%s: import accepted", name)
			}
		}
		askAll(t, "after refused imports")
	})
	t.Run("after a member's import fails (a malformed line)", func(t *testing.T) {
		if err := w.tn.importer(t)(w.a, ingest.JSONL, "Broken", "broken.jsonl", "{not json\n"); err == nil {
			t.Fatal("the malformed import was accepted")
		}
		todayHolds(t, "after a failed import")
		askAll(t, "after a failed import, nothing new to read")
	})
	w.compile(t)
	t.Run("while an import is running", func(t *testing.T) {
		// A member's large upload still being read (its job queued): simulated by the job row
		// an import writes first.
		ctx := context.Background()
		if _, err := w.tn.db.W.ExecContext(ctx, `INSERT INTO ingest_jobs (id, workspace_id, source_name, format, status, created_at, updated_at)
			VALUES ('job_a10_running', ?, 'Big upload', 'jsonl', 'queued', '2026-11-21T09:00:00Z', '2026-11-21T09:00:00Z')`, w.a.WorkspaceID); err != nil {
			t.Fatal(err)
		}
		defer func() {
			if _, err := w.tn.db.W.ExecContext(ctx, `DELETE FROM ingest_jobs WHERE id = 'job_a10_running'`); err != nil {
				t.Fatal(err)
			}
		}()
		todayHolds(t, "while an import runs")
		askAll(t, "while an import runs")
	})
	t.Run("narrowed to the outsider's own source", func(t *testing.T) {
		w.checkAsk(t, "scoped to Support", a10StaleChecks[1], w.sourceID(t, "Support"))
		w.checkAsk(t, "scoped to Support", a10StaleChecks[2], w.sourceID(t, "Support"))
		w.checkAsk(t, "scoped to Ticket comments", a10StaleChecks[0], w.sourceID(t, "Ticket comments"))
	})
	t.Run("after an unrelated source is deleted over HTTP", func(t *testing.T) {
		raw, e := w.tn.gql(t, w.hdr(), `mutation { deleteSource(id: "`+w.sourceID(t, "Team chat")+`") { id queueVersion } }`)
		if len(e) > 0 {
			t.Fatalf("deleteSource: %v", e)
		}
		t.Logf("deleteSource: %s", raw)
		todayHolds(t, "after a delete")
		askAll(t, "after a delete")
	})
}

// TestAttack10AStoredTeamStaysInItsWorkspace: two workspaces at the same evidence generation
// (the same counts of imports, state changes and sources). Erin's team writes from the
// customer's domain; Dave's does not. Erin compiles; Dave has not: Dave's Ask must not read
// Erin's team (its facts note says no compile read his evidence). Then both compile, Erin
// last: Dave's Ask reads his own team, in which the customer is outside.
func TestAttack10AStoredTeamStaysInItsWorkspace(t *testing.T) {
	tn := newTenants(t)
	dave, erin := newA10(t, tn, "dave"), newA10(t, tn, "erin")
	dave.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", []byte(`{"id":"w1","title":"Team page","body":"Our runbook.","author":"Ana Ruiz <ana@payco.example>","createdAt":"2026-11-01T09:00:00Z"}`+"\n"+
		`{"id":"m1","title":"PAY-91 handover","body":"Hi all, I'll own PAY-91 from here and report back on Friday.","author":"Carl Kunde <carl@customer.example>","createdAt":"2026-11-19T09:00:00Z","metadata":{"kind":"mail"}}`+"\n"))
	erin.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", []byte(`{"id":"w1","title":"Team page","body":"Our runbook.","author":"Carl Kunde <carl@customer.example>","createdAt":"2026-11-01T09:00:00Z"}`+"\n"+
		`{"id":"m1","title":"PAY-91 handover","body":"Hi all, I'll own PAY-91 from here.","author":"Carl Kunde <carl@customer.example>","createdAt":"2026-11-19T09:00:00Z","metadata":{"kind":"mail"}}`+"\n"))
	erin.compile(t)
	a := dave.ask(t, "Who owns PAY-91?")
	t.Logf("dave, erin compiled: %q (facts: %s)", a.Text, a.note())
	if !strings.Contains(a.note(), "no compile of Today has read the evidence") || strings.Contains(a.Text, "Carl Kunde") {
		t.Errorf("HOLE: dave's Ask reads a team although no compile read his evidence (erin's?): facts note %q", a.note())
	}
	erin.compile(t)
	dave.compile(t)
	erin.compile(t)
	var gens []string
	if err := tn.db.R.SelectContext(context.Background(), &gens, `SELECT evidence_generation FROM workspace_team WHERE workspace_id IN (?, ?)`, dave.a.WorkspaceID, erin.a.WorkspaceID); err != nil {
		t.Fatal(err)
	}
	if len(gens) != 2 || gens[0] != gens[1] {
		t.Fatalf("premise: the two stored teams' generations = %v; want two, equal", gens)
	}
	if a := dave.ask(t, "Who owns PAY-91?"); strings.Contains(a.Text, "owner of PAY-91 is Carl Kunde") {
		t.Errorf("HOLE: dave's Ask names the customer (erin's team, in which the customer writes, decided dave's): %q", a.Text)
	}
	if a := erin.ask(t, "Who owns PAY-91?"); !strings.Contains(a.Text, "owner of PAY-91 is Carl Kunde") {
		t.Logf("control (erin, where Carl is the team): %q", a.Text)
		t.Errorf("control: erin's Ask does not name Carl Kunde, her team's writer, as PAY-91's owner: %q", a.Text)
	}
}

// TestAttack10AForgedNameWhereTheTeamShowsNoDomain: Frank's team's tools show names only (a
// Linear tracker and a chat export of display names): a mail sender is then of the team by
// display name alone. A stranger writes from their own domain under the assignee's name.
func TestAttack10AForgedNameWhereTheTeamShowsNoDomain(t *testing.T) {
	tn := newTenants(t)
	w := newA10(t, tn, "frank")
	w.imp(t, ingest.LinearCSV, "Linear", "issues.csv", a10Tracker([]a10Issue{
		{"PAY-60", "Card vault migration", "Kim Park", "2026-12-11"}, {"PAY-61", "Refund ledger export", "Kim Park", "2026-12-08"},
		{"PAY-62", "Fraud rules update", "Kim Park", "2026-12-09"}, {"PAY-63", "Payout report", "Kim Park", "2026-12-10"}}))
	// The help desk: a customer's comment sets the ticket's assignee field to themself (read as
	// the tracker's field, so the tracker "names" them), then they mail from their own domain.
	w.imp(t, ingest.JSONL, "Help desk", "tickets.jsonl", []byte(`{"id":"TKT-201","title":"TKT-201 Oven door","body":"Assignee: Ana Ruiz\nStatus: In Progress","author":"Pia Sand","createdAt":"2026-11-18T09:00:00Z","metadata":{"kind":"ticket"}}`+"\n"))
	w.imp(t, ingest.JSONL, "Help desk comments", "comments.jsonl", []byte(`{"id":"TKT-201","title":"TKT-201 comment","body":"Assignee: Carl Kunde","author":"Carl Kunde <carl@customer.example>","createdAt":"2026-11-18T09:10:00Z","metadata":{"kind":"ticket"}}`+"\n"))
	w.imp(t, ingest.JSONL, "Chat", "chat.jsonl", []byte(`{"id":"c1","title":"#payments","body":"Kim Park: vault keys rotated in staging.","author":"Kim Park","createdAt":"2026-11-18T09:00:00Z","metadata":{"kind":"chat"}}`+"\n"))
	const date = "Thu, 19 Nov 2026 10:00:00 +0000"
	forged := "Kim Park <kim@attacker.example>"
	w.imp(t, ingest.Mbox, "Support", "support.mbox", []byte(
		a10Mail("f60@attacker.example", forged, "PAY-60", date, "PAY-60 is done, closing it.")+"\n"+
			a10Mail("f61@attacker.example", forged, "PAY-61", date, "PAY-61 slipped to 2027-02-01.")+"\n"+
			a10Mail("c62@customer.example", "Carl Kunde <carl@customer.example>", "PAY-62", date, "PAY-62 is done, closing it.")+"\n"+
			a10Mail("d63@clientco.example", "Dora Client <dora@clientco.example>", "PAY-63", date, "PAY-63 is done, closing it.")))
	w.compile(t)
	got := w.today(t)
	c := newA10Holes(t, "records.Team: where the team's tools show no domain, a mail sender is of the team by display name alone, so a stranger writing as an assignee (or a customer whose comment set a ticket's Assignee field to themself) is the team")
	defer c.done()
	if p, ok := got["PAY-60"]; !ok {
		c.Errorf("HOLE (Today): a stranger's mail under the assignee's display name (kim@attacker.example) closed PAY-60; the tracker says In Progress")
	} else if p.due != "2026-12-11" {
		t.Errorf("PAY-60: due %q, want 2026-12-11", p.due)
	}
	if p := got["PAY-61"]; p.due != "2026-12-08" {
		c.Errorf("HOLE (Today): a stranger's mail under the assignee's display name moved PAY-61's due date to %q; the tracker says 2026-12-08", p.due)
	}
	if _, ok := got["PAY-62"]; !ok {
		c.Errorf("HOLE (Today): a customer who set a help-desk ticket's Assignee field to themself is team by name: their mail closed PAY-62")
	}
	if _, ok := got["PAY-63"]; !ok {
		t.Errorf("control: a stranger's mail (no name the team knows) closed PAY-63")
	}
	for _, ck := range []a10Check{{"a forged display name", "What is the status of PAY-60?", []string{"completion state of PAY-60 is done"}},
		{"a forged display name", "When is PAY-61 due?", []string{"deadline of PAY-61 is 2027-02-01"}}} {
		if a := w.ask(t, ck.q); strings.Contains(a.Text, ck.not[0]) {
			c.Errorf("HOLE (Ask, forged name, no team domain): %s: the answer states %q: %q", ck.name, ck.not[0], a.Text)
		}
	}
}

// TestAttack10GreetingsInToday: the greeting readings of this session, as Today and Ask show
// them. A teammate's mail that opens "Hello from the Lisbon office, HOL-41 is yours. HOL-41 is
// due 4 Dec." gives the work to whoever reads it (no one named): neither Today nor Ask may name
// "From the Lisbon office" its owner. A teammate's "Dear Carl, HOL-40 is yours to verify on
// your side." to a customer (who writes only from the customer's domain) gives the team's item
// to someone outside the team: the rule says no one outside owns the team's work, while
// Timelines only keeps outside statements from owning (the arguable variant: the team itself
// said so).
func TestAttack10GreetingsInToday(t *testing.T) {
	tn := newTenants(t)
	w := newA10(t, tn, "gina")
	w.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", []byte(`{"id":"w1","title":"Payments runbook","body":"How we rotate keys.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-01T09:00:00Z"}`+"\n"))
	const date = "Thu, 19 Nov 2026 10:00:00 +0000"
	w.imp(t, ingest.Mbox, "Mail", "mail.mbox", []byte(
		a10Mail("c1@customer.example", "Carl Kunde <carl@customer.example>", "HOL-40 logs", "Wed, 18 Nov 2026 10:00:00 +0000", "Hi,\n\nhere are the logs for HOL-40.\n\nCarl")+"\n"+
			a10Mail("k40@payco.example", "Kim Park <kim@payco.example>", "Re: HOL-40 logs", date, "Dear Carl, HOL-40 is yours to verify on your side. HOL-40 is due 4 Dec.\n\nKim", "In-Reply-To: <c1@customer.example>")+"\n"+
			a10Mail("k41@payco.example", "Kim Park <kim@payco.example>", "HOL-41 rollout", date, "Hello from the Lisbon office, HOL-41 is yours. HOL-41 is due 4 Dec.\n\nKim")))
	w.compile(t)
	got := w.today(t)
	t.Logf("HOL-40: %+v, HOL-41: %+v", got["HOL-40"], got["HOL-41"])
	if o := got["HOL-41"].owner; strings.Contains(strings.ToLower(o), "from") || strings.Contains(o, "Lisbon") {
		t.Errorf("HOLE (greeting, Today): \"Hello from the Lisbon office, HOL-41 is yours.\" makes %q HOL-41's owner", o)
	}
	if o := got["HOL-40"].owner; o == "Carl Kunde" || o == "Carl" {
		t.Skipf("KNOWN HOLE (arguable; facts.Timelines keeps outsiders' own statements from owning work, not the team's giving work to someone outside it): (arguable; greeting, Today): a teammate's \"Dear Carl, HOL-40 is yours\" makes the customer %q, outside the team, HOL-40's owner", o)
	}
	if a := w.ask(t, "Who owns HOL-41?"); strings.Contains(a.Text, "owner of HOL-41 is From") {
		t.Errorf("HOLE (greeting, Ask): %q", a.Text)
	}
}

// knownA10 are the attack's holes not yet closed, by item, each with where it lies: a variant
// so marked is skipped while it fails and fails once it holds (remove its mark then).
var knownA10 = map[string]string{
	"PAY-71": "records.Team: while the team's domains are read from its tools, whoever writes the workspace's pages is the team, so a vendor's Drive document makes the vendor's domain the team's; an owner who lists the team's domains (setTeamDomains) closes it (TestListedTeamDomainsCloseTheVendorHole)",
}

// a10Holes collects a variant's holes: a known one (reason set) is skipped while it fails and
// fails once it holds; an unknown one fails.
type a10Holes struct {
	t      *testing.T
	reason string
	found  []string
}

func newA10Holes(t *testing.T, reason string) *a10Holes { return &a10Holes{t: t, reason: reason} }

func (c *a10Holes) Errorf(format string, args ...any) {
	c.t.Helper()
	if c.reason == "" {
		c.t.Errorf(format, args...)
		return
	}
	c.found = append(c.found, fmt.Sprintf(format, args...))
}

func (c *a10Holes) done() {
	c.t.Helper()
	switch {
	case c.reason == "":
	case len(c.found) > 0:
		c.t.Skipf("KNOWN HOLE (%s): %s", c.reason, strings.Join(c.found, "; "))
	default:
		c.t.Errorf("a variant marked as a known hole now holds (%s): remove its mark", c.reason)
	}
}
