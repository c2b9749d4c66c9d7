package server_test

import (
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/ingest"
)

// Attack thirteen (2026-12-03), part one: the team rule's new sources of truth, tried as an
// outsider over the HTTP API (compileQueue, today, ask; the evidence imported through the
// engine as attacks nine and ten do). The mbox import now lists each thread message's start
// and From header ("senders"); the Slack import lists each message's account and guest flag;
// a ticket's record is its first document under its id. Each variant is one outsider (a
// customer, a stranger mailing support, a Slack guest or another organisation's member, a
// JSONL export's record) trying to close a tracked item, move its due date or own it. A hole
// not yet closed is marked in knownA13 (skipped while it fails, failing once it holds).

// a13Raw is one mbox message with its headers as given and a raw (already encoded) body.
func a13Raw(id, from, subject, date string, headers []string, body string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "From sender@mail.example Thu Nov 19 10:00:00 2026\nMessage-ID: <%s>\nFrom: %s\nTo: support@payco.example\nSubject: %s\nDate: %s\n", id, from, subject, date)
	for _, h := range headers {
		b.WriteString(h + "\n")
	}
	b.WriteString("\n" + body + "\n\n")
	return b.String()
}

// a13b64 is s base64-encoded in lines of 76 characters, as mailers write it.
func a13b64(s string) string {
	enc := base64.StdEncoding.EncodeToString([]byte(s))
	var b strings.Builder
	for len(enc) > 76 {
		b.WriteString(enc[:76] + "\r\n")
		enc = enc[76:]
	}
	b.WriteString(enc)
	return b.String()
}

// a13Variant is one outsider's attempt on one item, and the hole's key in knownA13.
type a13Variant struct{ id, name string }

// TestAttack13OutsidersAgainstTheListedSenders: alice's workspace tracks PAY-101..PAY-140 in
// Linear (open, Kim Park, each with a due date); her team writes from payco.example; her help
// desk holds tickets TKT-301..TKT-308 whose fields the tracker sets. Outsiders then write:
// mail whose bodies shift offsets (base64 with CRLF and multi-byte runes, quoted-printable
// soft breaks, multipart, a very long line), a teammate's display name in an encoded word
// from an outside address, a Message-ID that reuses a teammate's; a statement that the
// teammate's own message (or its Subject line) already holds word for word; JSONL records
// whose metadata carries "senders" naming a teammate (also as "SENDERS", and beside a planted
// guest mark); Slack messages of another organisation's member missing from users.json or
// listed without a guest flag, another organisation's bot, and a guest's thread_broadcast,
// edited, file_share and me_message messages; help-desk comments written without a time, in
// the record's second with a fraction, and under the ticket's id in another case or with a
// space. Today must keep each item open with the tracker's owner and due date, and Ask must
// not state the outsider's value nor call the facet contested because of it.
func TestAttack13OutsidersAgainstTheListedSenders(t *testing.T) {
	tn := newTenants(t)
	w := newA10(t, tn, "alice")
	var issues []a10Issue
	for i := 101; i <= 140; i++ {
		issues = append(issues, a10Issue{fmt.Sprintf("PAY-%d", i), fmt.Sprintf("Vault task %d", i), "Kim Park", fmt.Sprintf("2026-12-%02d", i-100)})
	}
	w.imp(t, ingest.LinearCSV, "Linear", "issues.csv", a10Tracker(issues))
	w.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", []byte(`{"id":"w1","title":"Payments runbook","body":"How we rotate keys.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-01T09:00:00Z"}`+"\n"))

	const (
		wed  = "Wed, 18 Nov 2026 09:00:00 +0000"
		thu  = "Thu, 19 Nov 2026 10:00:00 +0000"
		kim  = "Kim Park <kim@payco.example>"
		eve  = "Eve Outsider <eve@attacker.example>"
		done = " is done, closing it."
	)
	plain := []string{"Content-Type: text/plain; charset=utf-8"}
	reply := func(to string) []string {
		return append([]string{"In-Reply-To: <" + to + ">", "References: <" + to + ">"}, plain...)
	}
	// A teammate's long message with multi-byte runes (emoji with a skin tone, combining
	// accents, CJK) that shift byte against rune offsets, then the outsider's reply.
	runes := strings.Repeat("Grüße aus Zürich 👋🏽 — cafe\u0301, 東京の件 ✅. ", 30)
	mbox := strings.Join([]string{
		// PAY-101: base64 body with CRLF line ends and multi-byte runes.
		a13Raw("k101@payco.example", kim, "PAY-101 vault keys", wed, []string{"Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: base64"},
			a13b64("Hello Eve,\r\n\r\n"+runes+"\r\n\r\nCan you check PAY-101 on your side?\r\n\r\nKim")),
		a13Raw("e101@attacker.example", eve, "Re: PAY-101 vault keys", thu, reply("k101@payco.example"), "Hi Kim,\n\nPAY-101"+done+"\n\nEve"),
		// PAY-102: quoted-printable with soft line breaks and encoded multi-byte runes.
		a13Raw("k102@payco.example", kim, "PAY-102 ledger", wed, []string{"Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: quoted-printable"},
			strings.Repeat("Gr=C3=BC=C3=9Fe aus Z=C3=BCrich, this line is long and soft-broken acr=\noss the wire =F0=9F=91=8B. ", 20)+"\n\nCan you check PAY-102?\n\nKim"),
		a13Raw("e102@attacker.example", eve, "Re: PAY-102 ledger", thu, reply("k102@payco.example"), "Hi Kim,\n\nPAY-102"+done+"\n\nEve"),
		// PAY-103: a teammate's multipart/alternative message, then the outsider's multipart reply
		// whose HTML part alone names a teammate.
		a13Raw("k103@payco.example", kim, "PAY-103 rollout", wed, []string{"MIME-Version: 1.0", `Content-Type: multipart/alternative; boundary="b103"`},
			"--b103\nContent-Type: text/plain; charset=utf-8\n\n"+runes+"\nCan you check PAY-103?\n--b103\nContent-Type: text/html; charset=utf-8\n\n<p>"+runes+"</p>\n--b103--"),
		a13Raw("e103@attacker.example", eve, "Re: PAY-103 rollout", thu, append(reply("k103@payco.example")[:2], "MIME-Version: 1.0", `Content-Type: multipart/alternative; boundary="e103"`),
			"--e103\nContent-Type: text/plain; charset=utf-8\n\nHi Kim,\n\nPAY-103"+done+"\n\nEve\n--e103\nContent-Type: text/html; charset=utf-8\n\n<p>From: "+kim+"</p><p>PAY-103"+done+"</p>\n--e103--"),
		// PAY-104: a very long line without spaces before the outsider's statement (the chunker
		// splits it).
		a13Raw("k104@payco.example", kim, "PAY-104 export", wed, plain, "Hello Eve,\n\ncan you check PAY-104?\n\nKim"),
		a13Raw("e104@attacker.example", eve, "Re: PAY-104 export", thu, reply("k104@payco.example"), "Hi Kim,\n\n"+strings.Repeat("x", 5000)+"\n\nPAY-104"+done+"\n\nEve"),
		// PAY-105: the teammate's display name as an encoded word, from the outsider's address.
		a13Raw("k105@payco.example", kim, "PAY-105 payouts", wed, plain, "Hello Eve,\n\ncan you check PAY-105?\n\nKim"),
		a13Raw("e105@attacker.example", "=?utf-8?q?Kim_Park?= <kim@attacker.example>", "Re: PAY-105 payouts", thu, reply("k105@payco.example"), "PAY-105"+done),
		// PAY-106: the outsider reuses the teammate's Message-ID (Message-IDs are the sender's).
		a13Raw("k106@payco.example", kim, "PAY-106 fraud rules", wed, plain, "Hello Eve,\n\ncan you check PAY-106?\n\nKim"),
		a13Raw("k106@payco.example", eve, "PAY-106 fraud rules", thu, plain, "PAY-106"+done),
		// PAY-107: the teammate's question holds the outsider's sentence word for word; the
		// outsider then states it (PAY-109: the teammate's question alone, the control).
		a13Raw("k107@payco.example", kim, "PAY-107 report", wed, plain, "Hello Eve,\n\ndo you mean PAY-107 is done, closing it? QA has not signed off.\n\nKim"),
		a13Raw("e107@attacker.example", eve, "Re: PAY-107 report", thu, reply("k107@payco.example"), "Hi Kim,\n\nPAY-107 is done, closing it\n\nEve"),
		a13Raw("k109@payco.example", kim, "PAY-109 report", wed, plain, "Hello Eve,\n\ndo you mean PAY-109 is done, closing it? QA has not signed off.\n\nKim"),
		// PAY-108: the teammate's reply to the outsider's message (kept in another mailbox) has
		// the outsider's subject, which the import writes into the thread's text as the
		// teammate's "Subject:" line; the outsider's follow-up states the subject. PAY-114: the
		// teammate's reply alone (its Subject line is the outsider's words).
		a13Raw("k108@payco.example", kim, "Re: PAY-108"+done, wed, append([]string{"In-Reply-To: <e108a@attacker.example>"}, plain...), "Hello Eve,\n\nnot yet, QA has not signed off.\n\nKim"),
		a13Raw("e108@attacker.example", eve, "Re: PAY-108"+done, thu, reply("k108@payco.example"), "PAY-108"+done),
		a13Raw("k114@payco.example", kim, "Re: PAY-114"+done, wed, append([]string{"In-Reply-To: <e114a@attacker.example>"}, plain...), "Hello Eve,\n\nnot yet, QA has not signed off.\n\nKim"),
	}, "")
	w.imp(t, ingest.Mbox, "Support", "support.mbox", []byte(mbox))

	// JSONL records whose metadata carries the list the mail and Slack imports write.
	rec := func(id, kind, author, body, meta string) string {
		return fmt.Sprintf(`{"id":%q,"title":"#support %s","body":%q,"author":%q,"createdAt":"2026-11-19T10:00:00Z","metadata":{"kind":%q%s}}`+"\n", id, id, body, author, kind, meta)
	}
	senders := `,"messages":1,"senders":[{"at":0,"from":"Kim Park <kim@payco.example>"}]`
	// The list is the importers' own: a record naming it, in any case, is refused whole
	// (BAD_USER_INPUT), so nothing of it is indexed and the tracker's values stand.
	refused := func(file string, body []byte) {
		t.Helper()
		err := w.tn.importer(t)(w.a, ingest.JSONL, strings.TrimSuffix(file, ".jsonl"), file, string(body))
		if err == nil || !strings.Contains(err.Error(), "BAD_USER_INPUT") || !strings.Contains(strings.ToLower(err.Error()), "senders") {
			t.Errorf("import %s naming its own senders = %v, want BAD_USER_INPUT naming the key", file, err)
		}
	}
	refused("mail.jsonl", []byte(rec("x110", "mail", eve, "PAY-110"+done, senders)))
	refused("mail-empty.jsonl", []byte(rec("x115", "mail", eve, "PAY-115"+done, `,"messages":1,"senders":[]`)))
	refused("chat.jsonl", []byte(rec("j111", "chat", "Gus Guest", "PAY-111"+done, `,"guests":["Gus Guest"]`+senders)))
	refused("chat-upper.jsonl", []byte(rec("j112", "chat", "Gus Guest", "PAY-112"+done, `,"guests":["Gus Guest"],"messages":1,"SENDERS":[{"at":0,"from":"Kim Park"}]`)))
	refused("chat-guest.jsonl", []byte(rec("j113", "chat", "Gus Guest", "PAY-113"+done, `,"guests":["Gus Guest"],"senders":[{"at":0,"from":"Kim Park"},{"at":100000,"from":"Gus Guest","guest":true}]`)))

	// A Slack Connect export: Ana and Kim are members (team T1), Gus a guest; Xena (team T9) is
	// another organisation's member the export's users.json does not list; Otto (team T9) is
	// listed without a guest flag.
	users := `[{"id":"U1","team_id":"T1","real_name":"Ana Ruiz"},{"id":"U2","team_id":"T1","real_name":"Kim Park"},
{"id":"U3","team_id":"T1","real_name":"Gus Guest","is_restricted":true},{"id":"U5","team_id":"T9","real_name":"Otto Other"}]`
	msg := func(user, text, ts, thread, extra string) string {
		s := fmt.Sprintf(`{"type":"message","user":%q,"text":%q,"ts":%q`, user, text, ts)
		if thread != "" {
			s += fmt.Sprintf(`,"thread_ts":%q`, thread)
		}
		return s + extra + "}"
	}
	day := "[" + strings.Join([]string{
		msg("U1", "PAY-120 status?", "1795082400.000100", "", ""),
		msg("UX1", "PAY-120"+done, "1795082460.000100", "1795082400.000100", `,"user_team":"T9","source_team":"T9","team":"T9","user_profile":{"real_name":"Xena Extern","team":"T9"}`),
		msg("U1", "PAY-121 status?", "1795082500.000100", "", ""),
		msg("U3", "following", "1795082520.000100", "1795082500.000100", ""),
		msg("UX1", "PAY-121"+done, "1795082560.000100", "1795082500.000100", `,"user_team":"T9","source_team":"T9","team":"T9","user_profile":{"real_name":"Xena Extern","team":"T9"}`),
		msg("U1", "PAY-122 status?", "1795082600.000100", "", ""),
		`{"type":"message","subtype":"bot_message","bot_id":"B9","username":"Vendor Bot","team":"T9","text":"PAY-122` + done + `","ts":"1795082660.000100","thread_ts":"1795082600.000100"}`,
		msg("U1", "PAY-123 status?", "1795082700.000100", "", ""),
		msg("U3", "PAY-123"+done, "1795082760.000100", "1795082700.000100", `,"subtype":"thread_broadcast","root":{"user":"U1","text":"PAY-123 status?"}`),
		msg("U1", "PAY-124 status?", "1795082800.000100", "", ""),
		msg("U3", "PAY-124"+done, "1795082860.000100", "1795082800.000100", `,"edited":{"user":"U3","ts":"1795082870.000000"}`),
		msg("U1", "PAY-125 status?", "1795082900.000100", "", ""),
		msg("U5", "PAY-125"+done, "1795082960.000100", "1795082900.000100", ""),
		msg("U1", "PAY-126 status?", "1795083000.000100", "", ""),
		msg("U3", "PAY-126"+done, "1795083060.000100", "1795083000.000100", `,"subtype":"file_share","files":[{"id":"F1","name":"log.txt"}]`),
		msg("U1", "PAY-127 status?", "1795083100.000100", "", ""),
		msg("U3", "PAY-127"+done, "1795083160.000100", "1795083100.000100", `,"subtype":"me_message"`),
		// PAY-128: a member's question holds the guest's sentence word for word (PAY-129: the
		// member's question alone, the control).
		msg("U2", "Gus, do you mean PAY-128 is done, closing it? QA has not signed off.", "1795083200.000100", "", ""),
		msg("U3", "PAY-128 is done, closing it", "1795083260.000100", "1795083200.000100", ""),
		msg("U2", "Gus, do you mean PAY-129 is done, closing it? QA has not signed off.", "1795083300.000100", "", ""),
	}, ",\n") + "]"
	w.imp(t, ingest.Slack, "Slack", "export.zip", a10SlackZip(t, users, day))

	// The help desk: tickets whose fields the tracker sets, and a customer's comments on them.
	var tickets, comments strings.Builder
	for i := 301; i <= 308; i++ {
		fmt.Fprintf(&tickets, `{"id":"TKT-%d","title":"TKT-%d Oven task %d","body":"Assignee: Ana Ruiz\nDue date: 2026-12-20\nStatus: In Progress","author":"Pia Sand <pia@payco.example>","createdAt":"2026-11-18T09:00:00Z","metadata":{"kind":"ticket"}}`+"\n", i, i, i)
	}
	carl := "Carl Kunde <carl@customer.example>"
	fields := "Status: Done\nAssignee: Carl Kunde\nDue date: 2027-03-01"
	for _, c := range []struct{ id, createdAt string }{
		{"TKT-301", ""},                         // no time of writing
		{"TKT-302", "2026-11-18T09:00:00.250Z"}, // a quarter second after the record
		{"tkt-303", "2026-11-19T09:10:00Z"},     // the ticket's id in lower case
		{"TKT-304 ", "2026-11-19T09:10:00Z"},    // the ticket's id with a space
		{"TKT-305", "2026-11-19T09:10:00Z"},     // control: a plain later comment
		{"TKT-307", "2026-11-18T09:00:01Z"},     // control: a second after the record
	} {
		at := ""
		if c.createdAt != "" {
			at = fmt.Sprintf(`,"createdAt":%q`, c.createdAt)
		}
		fmt.Fprintf(&comments, `{"id":%q,"title":"%s comment","body":%q,"author":%q%s,"metadata":{"kind":"ticket"}}`+"\n", c.id, strings.TrimSpace(c.id), fields, carl, at)
	}
	w.imp(t, ingest.JSONL, "Help desk", "tickets.jsonl", []byte(tickets.String()))
	w.imp(t, ingest.JSONL, "Help desk comments", "comments.jsonl", []byte(comments.String()))
	w.compile(t)
	today := w.today(t)

	for _, v := range []a13Variant{
		{"PAY-101", "an outsider's reply after a base64 teammate message with CRLF and multi-byte runes"},
		{"PAY-102", "an outsider's reply after a quoted-printable teammate message with soft breaks"},
		{"PAY-103", "an outsider's multipart reply after a multipart teammate message"},
		{"PAY-104", "an outsider's reply with a 5,000-character line before the statement"},
		{"PAY-105", "a teammate's display name as an encoded word from an outside address"},
		{"PAY-106", "an outsider's message reusing a teammate's Message-ID"},
		{"PAY-107", "an outsider's statement a teammate's earlier message holds word for word"},
		{"PAY-108", "an outsider's statement a teammate's Subject line (the outsider's subject) holds"},
		{"PAY-109", "a teammate's question holding \"is done\" (control for PAY-107)"},
		{"PAY-114", "a teammate's reply whose Subject is the outsider's \"Re: PAY-114 is done, closing it.\""},
		{"PAY-110", "a JSONL mail record whose metadata senders name a teammate"},
		{"PAY-111", "a JSONL chat guest whose metadata senders name a teammate"},
		{"PAY-112", "a JSONL chat guest whose metadata SENDERS (upper case) name a teammate"},
		{"PAY-113", "a JSONL chat guest whose senders plant a guest mark past the text and name a teammate first"},
		{"PAY-115", "a JSONL mail record with an empty senders list (control: the author decides)"},
		{"PAY-120", "a Slack Connect member of another organisation missing from users.json"},
		{"PAY-121", "a Slack Connect member missing from users.json, in a thread a guest also wrote in"},
		{"PAY-122", "another organisation's bot (bot_message) in a shared channel"},
		{"PAY-123", "a Slack guest's thread_broadcast"},
		{"PAY-124", "a Slack guest's edited message"},
		{"PAY-125", "a Slack Connect member of another organisation (another team_id) listed without a guest flag"},
		{"PAY-126", "a Slack guest's file_share message"},
		{"PAY-127", "a Slack guest's me_message"},
		{"PAY-128", "a Slack guest's statement a member's earlier message holds word for word"},
		{"PAY-129", "a member's question holding \"is done\" (control for PAY-128)"},
	} {
		is := issues[atoiA10(v.id[4:])-101]
		t.Run(v.id+" "+v.name, func(t *testing.T) {
			c := newA10Holes(t, knownA13[v.id])
			defer c.done()
			got, ok := today[v.id]
			switch {
			case !ok:
				c.Errorf("HOLE (Today): %s closed %s; the tracker says it is open (In Progress, Kim Park, due %s)", v.name, v.id, is.due)
			case got.owner != "Kim Park" || got.due != is.due:
				c.Errorf("HOLE (Today): %s: %s shows owner %q, due %q; want the tracker's Kim Park, %q", v.name, v.id, got.owner, got.due, is.due)
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
	for _, v := range []a13Variant{
		{"TKT-301", "a customer's comment with no time of writing (field lines: Done, Carl Kunde, 2027-03-01)"},
		{"TKT-302", "a customer's comment a quarter second after the record, in the same second"},
		{"TKT-303", "a customer's comment under the ticket's id in lower case (tkt-303)"},
		{"TKT-304", "a customer's comment under the ticket's id with a trailing space"},
		{"TKT-305", "a customer's later comment (control)"},
		{"TKT-306", "a ticket no one commented on (control)"},
		{"TKT-307", "a customer's comment a second after the record (control for TKT-302)"},
	} {
		t.Run(v.id+" "+v.name, func(t *testing.T) {
			c := newA10Holes(t, knownA13[v.id])
			defer c.done()
			a10CustomerComment(t, c, w, today, a10Status{name: v.name, id: v.id, owner: "Ana Ruiz", due: "2026-12-20"})
		})
	}
}

// knownA13 are attack thirteen's holes not yet closed, by variant, each with where it lies: a
// variant so marked is skipped while it fails and fails once it holds (remove its mark then).
var knownA13 = map[string]string{
	// Slack: a bot's message has no account.
	"PAY-122": "(arguable) ingest.slackDoc (engine/ingest/slack.go): a bot_message has no user, so its sender is \"\" and no guest; another organisation's bot in a shared channel (or a webhook relaying a customer's text) speaks as the team",
}

// TestAttack13MetadataListNamedTwice: a JSONL record naming its metadata's "senders" (or
// "messages") twice, the second naming a teammate, is refused as a whole (the reader would
// otherwise take whichever comes last).
func TestAttack13MetadataListNamedTwice(t *testing.T) {
	tn := newTenants(t)
	w := newA10(t, tn, "bob")
	for name, meta := range map[string]string{
		"senders twice":  `"senders":[{"at":0,"from":"Eve Outsider <eve@attacker.example>"}],"senders":[{"at":0,"from":"Kim Park <kim@payco.example>"}]`,
		"messages twice": `"messages":1,"messages":2`,
		"from twice":     `"senders":[{"at":0,"from":"Eve Outsider <eve@attacker.example>","from":"Kim Park <kim@payco.example>"}]`,
	} {
		t.Run(name, func(t *testing.T) {
			line := `{"id":"x1","title":"PAY-1","body":"PAY-1 is done, closing it.","author":"Eve Outsider <eve@attacker.example>","createdAt":"2026-11-19T10:00:00Z","metadata":{"kind":"mail",` + meta + `}}` + "\n"
			if err := tn.importer(t)(w.a, ingest.JSONL, "Mail export "+name, "mail.jsonl", line); err == nil {
				t.Errorf("HOLE (JSONL): a record naming %s was imported; want it refused", name)
			}
		})
	}
}
