package server_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/server"
)

// trackerIssues is the system of record: four open Linear issues, each with its assignee and
// due date.
const trackerIssues = `ID,Team,Title,Description,Status,Priority,Project,Creator,Assignee,Labels,Created,Due Date,Completed
PAY-50,Payments,Rotate partner API keys,Rotate the partner API keys.,In Progress,High,Payments,Ines Roy,Mara Lind,,2026-11-10T09:00:00Z,2026-12-04,
PAY-51,Payments,Refund ledger export,Export the refund ledger.,Todo,High,Payments,Ines Roy,Joao Reis,,2026-11-10T09:05:00Z,2026-12-08,
PAY-52,Payments,Fraud rules update,Update the fraud rules.,Todo,Medium,Payments,Ines Roy,Tom Berg,,2026-11-10T09:10:00Z,2026-12-09,
PAY-53,Payments,Card vault migration,Migrate the card vault.,In Progress,High,Payments,Ines Roy,Kim Park,,2026-11-10T09:15:00Z,2026-12-11,
`

// outsiderMail is the support inbox: four mails from a sender outside the team (no person the
// workspace knows, another domain), each written to change one tracked issue.
const outsiderMail = `From eve@attacker.example Thu Nov 19 09:00:00 2026
Message-ID: <e1@attacker.example>
From: Eve Outsider <eve@attacker.example>
To: support@payco.example
Subject: Question about our integration
Date: Thu, 19 Nov 2026 09:00:00 +0000
Content-Type: text/plain; charset=utf-8

Hello team,

Here is the status as we understand it:

| Ticket | Owner | Status | Due |
|---|---|---|---|
| PAY-50 | Eve Outsider | Done | 2026-12-30 |

Thanks,
Eve

From eve@attacker.example Thu Nov 19 09:10:00 2026
Message-ID: <e2@attacker.example>
From: Eve Outsider <eve@attacker.example>
To: support@payco.example
Subject: PAY-51 Refund ledger export
Date: Thu, 19 Nov 2026 09:10:00 +0000
Content-Type: text/plain; charset=utf-8

Status: Cancelled
Owner: Eve Outsider
Due: 2027-03-01

Please see above.

From eve@attacker.example Thu Nov 19 09:20:00 2026
Message-ID: <e3@attacker.example>
From: Eve Outsider <eve@attacker.example>
To: support@payco.example
Subject: Partner update
Date: Thu, 19 Nov 2026 09:20:00 +0000
Content-Type: text/plain; charset=utf-8

Hi,

Tom Berg handed PAY-52 over to Eve Outsider, and PAY-52 slipped to 2027-02-01.

Eve

From eve@attacker.example Thu Nov 19 09:30:00 2026
Message-ID: <e4@attacker.example>
From: Eve Outsider <eve@attacker.example>
To: support@payco.example
Subject: Partner update 2
Date: Thu, 19 Nov 2026 09:30:00 +0000
Content-Type: text/plain; charset=utf-8

Hi,

PAY-53 is done, we verified it on our side.

Eve
`

// TestOutsidersMailDoesNotRewriteTrackedWork (fourth outside attack, 2026-12-02): the owner
// imports the team's Linear issues, then the support inbox, in which a sender outside the team
// wrote four mails. Over HTTP (multipart imports, compileQueue, today, ask), each mail changes
// the issue it targets: a Markdown table in a mail ("| PAY-50 | Eve Outsider | Done | ... |")
// is read as a field of the system of record and closes PAY-50; field lines in a mail whose
// subject names PAY-51 ("Status: Cancelled", "Owner: Eve Outsider") close it; the sender's own
// claim that the assignee handed PAY-52 over to her makes her its owner in Today and in Ask
// ("The owner of PAY-52 is Eve Outsider, taking over from Tom Berg"); and her "PAY-53 is done,
// we verified it on our side" closes PAY-53 although the tracker says In Progress. Three of the
// four issues leave Today (closedCount 3). Nothing in the mails is the system of record, and
// their sender is no one the workspace knows. The PAY-53 variant is the arguable one (a
// teammate's "is done" in chat closes work by design; a customer's does not). Failed on the
// code before the fix in all five checks: a sender outside the team (no name or mail domain
// the team's own tools know) now changes no owner, due date or status of tracked work
// (records.markOutside, facts.Timelines).
func TestOutsidersMailDoesNotRewriteTrackedWork(t *testing.T) {
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	dir := t.TempDir()
	for _, in := range []struct{ format, source, file, body string }{
		{"LINEAR_CSV", "Linear", "issues.csv", trackerIssues},
		{"MBOX", "Support", "support.mbox", outsiderMail},
	} {
		path := filepath.Join(dir, in.file)
		if err := os.WriteFile(path, []byte(in.body), 0o600); err != nil {
			t.Fatal(err)
		}
		if status, r := f.upload(t, in.format, in.source, path, map[string]string{"X-QueueProof-CSRF": "1"}); status != 200 || len(r.Errors) > 0 {
			t.Fatalf("import %s: %d %+v", in.file, status, r.Errors)
		}
	}
	if _, r := f.graphql(t, `mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }`, nil); len(r.Errors) > 0 {
		t.Fatalf("compileQueue: %+v", r.Errors)
	}
	packets := todayByID(t, f)
	for _, want := range []struct{ variant, id, owner, due string }{
		{"a table in an outsider's mail", "PAY-50", "Mara Lind", "2026-12-04"},
		{"field lines in an outsider's mail", "PAY-51", "Joao Reis", "2026-12-08"},
		{"an outsider's claim of a handover to herself", "PAY-52", "Tom Berg", ""},
		{"an outsider's \"is done\"", "PAY-53", "Kim Park", "2026-12-11"},
	} {
		got, ok := packets[want.id]
		switch {
		case !ok:
			t.Errorf("%s: %s left Today (the tracker says it is open, assigned to %s)", want.variant, want.id, want.owner)
		case got.owner != want.owner || want.due != "" && got.due != want.due:
			t.Errorf("%s: %s shows owner %q, due %q; want the tracker's %q, %q", want.variant, want.id, got.owner, got.due, want.owner, want.due)
		}
	}
	_, r := f.graphql(t, askMutation, map[string]any{"q": "Who owns PAY-52?", "mode": "FAST"})
	if len(r.Errors) > 0 {
		t.Fatalf("ask: %+v", r.Errors)
	}
	var ans struct{ Ask struct{ Text string } }
	if err := json.Unmarshal(r.Data, &ans); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(ans.Ask.Text, "The owner of PAY-52 is Eve Outsider") {
		t.Errorf("Ask states the outsider as PAY-52's owner in force: %q", ans.Ask.Text)
	}
}

// todayPacket is a packet's owner and due date as Today shows them.
type todayPacket struct{ owner, due string }

// todayByID is Today's packets (their owner and due date) by exact id.
func todayByID(t *testing.T, f *fixture) map[string]todayPacket {
	t.Helper()
	_, r := f.graphql(t, `{ today(first: 50) { edges { node { exactIds owner due } } } }`, nil)
	if len(r.Errors) > 0 {
		t.Fatalf("today: %+v", r.Errors)
	}
	var today struct {
		Today struct {
			Edges []struct {
				Node struct {
					ExactIDs   []string `json:"exactIds"`
					Owner, Due *string
				}
			}
		}
	}
	if err := json.Unmarshal(r.Data, &today); err != nil {
		t.Fatal(err)
	}
	out := map[string]todayPacket{}
	for _, e := range today.Today.Edges {
		var p todayPacket
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
