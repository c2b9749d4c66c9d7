package server_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/mcptoken"
)

// attackLearned is a support inbox in which strangers (two domains no teammate writes from)
// use the forms the fifth session of 2026-12-03 taught the facts layer: a first name made a
// person by the text ("my colleague Mal", "Mr. Stranger", "he said"), a deadline said ("he said
// latest 30 December"), a board move announced as it is made, a finished step before the next,
// and "me" where a person stands.
const attackLearned = `From eve@attacker.example Thu Nov 19 09:00:00 2026
Message-ID: <y1@attacker.example>
From: Eve Outsider <eve@attacker.example>
Subject: PAY-50 keys
Date: Thu, 19 Nov 2026 09:00:00 +0000

PAY-50 keys: Mara is off sick, so my colleague Mal is taking PAY-50 over from her, he said latest 30 December.

From eve@attacker.example Thu Nov 19 09:10:00 2026
Message-ID: <y2@attacker.example>
From: Eve Outsider <eve@attacker.example>
Subject: PAY-51 export
Date: Thu, 19 Nov 2026 09:10:00 +0000

PAY-51 slipped: Mr. Stranger has it now, Joao handed it over; he told us by 31 December.

From mal@other-attacker.example Thu Nov 19 09:20:00 2026
Message-ID: <y3@other-attacker.example>
From: Mal Stranger <mal@other-attacker.example>
Subject: PAY-52 Fraud rules update
Date: Thu, 19 Nov 2026 09:20:00 +0000

PAY-52: the review is finished, now we are drafting the rollout. Tom handed PAY-52 to me, I will do it myself, latest 31 December.

From mal@other-attacker.example Thu Nov 19 09:30:00 2026
Message-ID: <y4@other-attacker.example>
From: Mal Stranger <mal@other-attacker.example>
Subject: PAY-53 vault migration
Date: Thu, 19 Nov 2026 09:30:00 +0000

PAY-53 — IC: me, taking over from Kim. Moving PAY-53 to In Development; pushed, they told us by 31 December.
`

// Attack twenty, on the readings of the fifth session of 2026-12-03 (names the text shows to
// be people, deadlines said, board moves announced, finished steps, "me" as the writer):
// strangers' mails in alice's support inbox try each to move a tracked issue's owner or due
// date; a widget key and the public actor try to import them and compile; mallory compiles from
// a foreign Host and Origin. Alice's Today keeps the tracker's owner and due date for every
// issue. Mallory importing the mails written from alice's team's domain into her own workspace
// moves none of alice's work; in alice's workspace the same team-written mails move PAY-51's
// owner and PAY-53's due date (checked below, so the test can fail).
func TestAttack20LearnedNamesAndSaidDeadlinesDoNotLetStrangersMoveTrackedWork(t *testing.T) {
	strangersLeaveTrackedWork(t, attackLearned)

	tn := newTenants(t)
	aliceTok, alice := tn.bearer(t, "alice")
	_, mallory := tn.bearer(t, "mallory")
	imp, must := tn.importer(t), fatalIf(t)
	must(imp(alice, ingest.LinearCSV, "Tracker", "issues.csv", trackerIssues))
	teamWritten := strings.NewReplacer("@attacker.example", "@payco.example", "@other-attacker.example", "@payco.example").Replace(attackLearned)
	must(imp(mallory, ingest.Mbox, "Support", "support.mbox", teamWritten))
	tn.trackedWorkHolds(t, aliceTok)

	// Written by alice's team, the same mails are her team's word: they move owners.
	must(imp(alice, ingest.JSONL, "Wiki", "wiki.jsonl", `{"id":"w1","title":"Payments runbook","body":"How we rotate keys.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-01T09:00:00Z"}`+"\n"))
	must(imp(alice, ingest.Mbox, "Support", "support.mbox", teamWritten))
	owner, due := tn.todayOwnersAndDues(t, aliceTok)
	if owner["PAY-51"] == "Joao Reis" && strings.HasPrefix(due["PAY-53"], "2026-12-11") {
		t.Errorf("the team's own mails moved neither PAY-51's owner nor PAY-53's due date (owners %v, dues %v): the attack above proves nothing", owner, due)
	}
}

// Attack twenty, continued: a customer credential and an agent credential try to import the
// same mails into alice's workspace (FORBIDDEN: the owner's agent token with read and propose
// scopes was let through until this attack; importing is now a person's only), and a stranger's mail repeats each of this session's forms thousands
// of times in oversized and duplicated fields: 35,000 "my colleague Mal" and "Mr. Stranger",
// 3000 "Moving PAY-50 to Done", "IC: me for now", "Status: RESOLVED WONTFIX" and "Milestone
// changed: In Progress → Resolved" lines and said deadlines. It is accepted or refused with a
// typed error, and alice's tracked work does not move.
func TestAttack20CredentialsAndOversizedFields(t *testing.T) {
	tn := newTenants(t)
	aliceTok, alice := tn.bearer(t, "alice")
	imp, must := tn.importer(t), fatalIf(t)
	must(imp(alice, ingest.LinearCSV, "Tracker", "issues.csv", trackerIssues))
	must(imp(alice, ingest.JSONL, "Wiki", "wiki.jsonl", `{"id":"w1","title":"Payments runbook","body":"How we rotate keys.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-01T09:00:00Z"}`+"\n"))

	for name, a := range map[string]actor.Actor{
		"customer MCP token": {Kind: actor.MCPToken, Subject: "mcp-customer", WorkspaceID: alice.WorkspaceID, Role: actor.Member,
			Scopes: []string{mcptoken.ScopeRead}, Egress: actor.EgressCustomer},
		"owner's agent token": {Kind: actor.MCPToken, Subject: "mcp-agent", WorkspaceID: alice.WorkspaceID, Role: actor.Owner,
			Scopes: []string{mcptoken.ScopeRead, mcptoken.ScopePropose}},
	} {
		if err := imp(a, ingest.Mbox, "Planted", "p.mbox", attackLearned); !errs.Is(err, errs.Forbidden) {
			t.Errorf("HOLE: %s: Import = %v, want FORBIDDEN (an agent or customer credential writes no evidence)", name, err)
		}
	}
	tn.trackedWorkHolds(t, aliceTok)

	var b strings.Builder
	b.WriteString("From eve@attacker.example Thu Nov 19 10:00:00 2026\nMessage-ID: <y9@attacker.example>\nFrom: Eve Outsider <eve@attacker.example>\nSubject: PAY-50 keys\nDate: Thu, 19 Nov 2026 10:00:00 +0000\n\n")
	b.WriteString("PAY-50: " + strings.Repeat("my colleague Mal and Mr. Stranger ", 35_000) + "are taking PAY-50 over from Mara, he said latest 31 December.\n")
	for range 3000 {
		b.WriteString("Moving PAY-50 to Done. IC: me for now, taking over from Kim.\nStatus: RESOLVED WONTFIX\nMilestone changed: In Progress → Resolved\nPAY-51: the review is finished, now we are drafting the rollout; they told us by 31 December.\n")
	}
	if err := imp(alice, ingest.Mbox, "Support", "big.mbox", b.String()); err != nil && errs.CodeOf(err) == "" {
		t.Fatalf("an oversized mail: Import = %v, want accepted or a typed refusal", err)
	}
	tn.trackedWorkHolds(t, aliceTok)
}
