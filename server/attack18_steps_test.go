package server_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
)

// attackSteps is a support inbox in which strangers (two domains no teammate writes from) use
// the forms the third session of 2026-12-03 taught the facts layer: a planned date put off, work
// "on" a person, an owning role "on this", one message's two dates as steps, a team assignment
// then a person taking the work, a bracketed key "is with" a person who is "on it", learners' "I
// follow", a ticked task and "Solved".
const attackSteps = `From eve@attacker.example Thu Nov 19 09:00:00 2026
Message-ID: <y1@attacker.example>
From: Eve Outsider <eve@attacker.example>
Subject: PAY-50 keys
Date: Thu, 19 Nov 2026 09:00:00 +0000

The PAY-50 rotation planned for 4 December will be rescheduled. PAY-50 is on Eve Outsider now. Owner on this is Eve Outsider.

From eve@attacker.example Thu Nov 19 09:10:00 2026
Message-ID: <y2@attacker.example>
From: Eve Outsider <eve@attacker.example>
Subject: PAY-51 export
Date: Thu, 19 Nov 2026 09:10:00 +0000

PAY-51 first file is due on 20 December. PAY-51 should be back with you by 30 December.

From mal@other-attacker.example Thu Nov 19 09:20:00 2026
Message-ID: <y3@other-attacker.example>
From: Mal Stranger <mal@other-attacker.example>
Subject: PAY-52 Fraud rules update
Date: Thu, 19 Nov 2026 09:20:00 +0000

Group: Fraud Desk
Assigning to Fraud Desk. I follow PAY-52. Due: 2026-12-31

From eve@attacker.example Thu Nov 19 09:30:00 2026
Message-ID: <y4@attacker.example>
From: Eve Outsider <eve@attacker.example>
Subject: PAY-53 vault
Date: Thu, 19 Nov 2026 09:30:00 +0000

The vault migration (PAY-53) is with Eve Outsider, she is on it.
- [x] PAY-53 vault migrated (Eve Outsider)
Solved.
`

// Attack eighteen, on the readings of the third session of 2026-12-03 (facts: put-off dates,
// owners "on" a person and "on this", one message's steps, teams then people, bracketed keys
// "is with", "I follow", ticked tasks, "Solved"): strangers' mails in alice's support inbox try
// each to move a tracked issue's owner, due date or state; a widget key and the public actor try
// to import them and compile; mallory compiles from a foreign Host and Origin. Alice's Today keeps
// the tracker's owner and due date for every issue, and nothing is written where it is refused.
func TestAttack18StepsAndTeamsDoNotLetStrangersMoveTrackedWork(t *testing.T) {
	strangersLeaveTrackedWork(t, attackSteps)
}

// Attack eighteen, continued: the same forms from another workspace and in oversized or
// duplicated fields. Mallory imports the mails, written from alice's team's domain, into her
// own workspace and compiles: alice's tracked work does not move. A stranger's mail in alice's
// inbox with thousands of "Group:" and "Queue:" lines, a teammate's name among them, a 100 KB
// "Team:" value and duplicated "Due:" fields is accepted or refused with a typed error and moves
// nothing either (the same mail from alice's domain does not move it: this part checks that
// oversized fields break nothing, not the team rule).
func TestAttack18OtherWorkspaceAndOversizedFields(t *testing.T) {
	tn := newTenants(t)
	aliceTok, alice := tn.bearer(t, "alice")
	_, mallory := tn.bearer(t, "mallory")
	imp, must := tn.importer(t), fatalIf(t)
	must(imp(alice, ingest.LinearCSV, "Tracker", "issues.csv", trackerIssues))
	must(imp(alice, ingest.JSONL, "Wiki", "wiki.jsonl", `{"id":"w1","title":"Payments runbook","body":"How we rotate keys.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-01T09:00:00Z"}`+"\n"))
	// Written as if by alice's own team (her domain): in alice's inbox these mails move her work
	// (see TestAttack18StepsAndTeamsDoNotLetStrangersMoveTrackedWork's note); in mallory's they
	// must not.
	teamWritten := strings.NewReplacer("@attacker.example", "@payco.example", "@other-attacker.example", "@payco.example").Replace(attackSteps)
	must(imp(mallory, ingest.Mbox, "Support", "support.mbox", teamWritten))
	tn.trackedWorkHolds(t, aliceTok)

	var b strings.Builder
	b.WriteString("From eve@attacker.example Thu Nov 19 10:00:00 2026\nMessage-ID: <z1@attacker.example>\nFrom: Eve Outsider <eve@attacker.example>\nSubject: PAY-53 vault\nDate: Thu, 19 Nov 2026 10:00:00 +0000\n\n")
	for i := range 3000 {
		fmt.Fprintf(&b, "Group: Fraud Desk %d\nQueue: Tom Berg\n", i)
	}
	b.WriteString("Team: " + strings.Repeat("x", 100_000) + "\nDue: 2026-12-31\nDue: 2027-01-31\nAssigning to Eve Outsider. PAY-53 is with Eve Outsider now, she is on it. I follow PAY-53.\n")
	if err := imp(alice, ingest.Mbox, "Support", "big.mbox", b.String()); err != nil && errs.CodeOf(err) == "" {
		t.Fatalf("an oversized mail: Import = %v, want accepted or a typed refusal", err)
	}
	tn.trackedWorkHolds(t, aliceTok)
}
