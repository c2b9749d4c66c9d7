package server_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
)

// attackExplained is a support inbox in which strangers (two domains no teammate writes from)
// use the forms this session taught the timelines to accept as explanations: a struck date then
// a new one, a date asked for and "agreed" by a second stranger, a snapshot of a tracked
// ticket's fields under its own title, a promise before the deadline, a follow-up document.
const attackExplained = `From eve@attacker.example Thu Nov 19 09:00:00 2026
Message-ID: <x1@attacker.example>
From: Eve Outsider <eve@attacker.example>
Subject: PAY-50 keys
Date: Thu, 19 Nov 2026 09:00:00 +0000

PAY-50 won't make the 4th, the HSM is late. PAY-50 is now 30 December.

From eve@attacker.example Thu Nov 19 09:10:00 2026
Message-ID: <x2@attacker.example>
From: Eve Outsider <eve@attacker.example>
Subject: PAY-51 export
Date: Thu, 19 Nov 2026 09:10:00 +0000

Your plan says PAY-51 on 8 December. We would need the PAY-51 export by 20 December. Is that possible?

From mal@other-attacker.example Thu Nov 19 09:20:00 2026
Message-ID: <x3@other-attacker.example>
From: Mal Stranger <mal@other-attacker.example>
Subject: RE: PAY-51 export
Date: Thu, 19 Nov 2026 09:20:00 +0000

Sure, we can do that. PAY-51 delivery 20 December by noon.

From eve@attacker.example Thu Nov 19 09:30:00 2026
Message-ID: <x4@attacker.example>
From: Eve Outsider <eve@attacker.example>
Subject: PAY-52 Fraud rules update
Date: Thu, 19 Nov 2026 09:30:00 +0000

Ticket reopened by requester reply.
Status: Open
Assignee: Eve Outsider
Due: 2026-12-31

From eve@attacker.example Thu Nov 19 09:40:00 2026
Message-ID: <x5@attacker.example>
From: Eve Outsider <eve@attacker.example>
Subject: PAY-53 vault
Date: Thu, 19 Nov 2026 09:40:00 +0000

PAY-53 moves from Kim Park to Eve Outsider. I will finish PAY-53 tomorrow. PAY-53 postmortem draft by Friday.
`

// Attack seventeen, on this session's explaining readings (facts: struck dates, agreed
// requests, ticket snapshots, reopenings, promises before a deadline, handovers "moves from A
// to B"): strangers' mails in alice's support inbox try each to move a tracked issue's owner or
// due date; a widget key and the public actor try to import them and compile; mallory compiles
// from a foreign Host and Origin. Alice's Today keeps the tracker's owner and due date for every
// issue, and nothing is written where it is refused.
func TestAttack17ExplanationsDoNotLetStrangersMoveTrackedWork(t *testing.T) {
	strangersLeaveTrackedWork(t, attackExplained)
}

// strangersLeaveTrackedWork imports a tracker and a wiki into alice's workspace, has a widget
// key and the public actor try to import mbox and compile (refused, nothing written), imports
// it as alice's support inbox, has mallory compile from a foreign Host and Origin (she sees none
// of alice's work), and checks alice's Today keeps the tracker's owner and due date of PAY-50 to
// PAY-53.
func strangersLeaveTrackedWork(t *testing.T, mbox string) {
	t.Helper()
	tn := newTenants(t)
	aliceTok, alice := tn.bearer(t, "alice")
	malloryTok, _ := tn.bearer(t, "mallory")
	ctx := context.Background()
	imp, must := tn.importer(t), fatalIf(t)
	must(imp(alice, ingest.LinearCSV, "Tracker", "issues.csv", trackerIssues))
	must(imp(alice, ingest.JSONL, "Wiki", "wiki.jsonl", `{"id":"w1","title":"Payments runbook","body":"How we rotate keys.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-01T09:00:00Z"}`+"\n"))

	before := tn.sourceCount(t, alice.WorkspaceID)
	for name, a := range outsiders(alice.WorkspaceID) {
		if err := imp(a, ingest.Mbox, "Planted", "p.mbox", mbox); errs.CodeOf(err) == "" {
			t.Errorf("%s: Import = nil, want refused", name)
		}
		if _, err := tn.e.CompileQueue(ctx, a, engine.CompileRequest{AsOf: time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)}); errs.CodeOf(err) == "" {
			t.Errorf("%s: CompileQueue = nil, want refused", name)
		}
	}
	if n := tn.sourceCount(t, alice.WorkspaceID); n != before {
		t.Errorf("alice's sources: %d after the refused imports, %d before", n, before)
	}
	must(imp(alice, ingest.Mbox, "Support", "support.mbox", mbox))

	compile := `mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }`
	today := `{ today(first: 50) { edges { node { exactIds owner due } } } }`
	foreign := map[string]string{"Authorization": "Bearer " + malloryTok, "Host": "evil.example", "Origin": "https://evil.example"}
	if _, errs := tn.gql(t, foreign, compile); len(errs) > 0 {
		t.Fatalf("mallory's compile: %v", errs)
	}
	if mine, _ := tn.gql(t, foreign, today); strings.Contains(string(mine), "PAY-5") {
		t.Errorf("mallory's Today shows alice's tracked work: %s", mine)
	}
	tn.trackedWorkHolds(t, aliceTok)
}

// trackedWorkHolds compiles alice's queue and checks her Today keeps the tracker's owner and
// due date of PAY-50 to PAY-53.
func (tn *tenants) trackedWorkHolds(t *testing.T, aliceTok string) {
	t.Helper()
	owner, due := tn.todayOwnersAndDues(t, aliceTok)
	for id, want := range map[string][2]string{"PAY-50": {"Mara Lind", "2026-12-04"}, "PAY-51": {"Joao Reis", "2026-12-08"},
		"PAY-52": {"Tom Berg", "2026-12-09"}, "PAY-53": {"Kim Park", "2026-12-11"}} {
		if owner[id] != want[0] || !strings.HasPrefix(due[id], want[1]) {
			t.Errorf("HOLE: alice's %s: owner %q, due %q (or gone from Today); want the tracker's %q, %s", id, owner[id], due[id], want[0], want[1])
		}
	}
}

// todayOwnersAndDues compiles the bearer's queue as of 21 November 2026 and reads their Today:
// each exact identifier's owner and due date.
func (tn *tenants) todayOwnersAndDues(t *testing.T, tok string) (owner, due map[string]string) {
	t.Helper()
	bearer := map[string]string{"Authorization": "Bearer " + tok}
	if _, errs := tn.gql(t, bearer, `mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }`); len(errs) > 0 {
		t.Fatalf("compile: %v", errs)
	}
	raw, _ := tn.gql(t, bearer, `{ today(first: 50) { edges { node { exactIds owner due } } } }`)
	var got struct {
		Today struct {
			Edges []struct {
				Node struct {
					ExactIDs   []string `json:"exactIds"`
					Owner, Due *string
				}
			}
		}
	}
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatal(err)
	}
	owner, due = map[string]string{}, map[string]string{}
	for _, e := range got.Today.Edges {
		for _, id := range e.Node.ExactIDs {
			if e.Node.Owner != nil {
				owner[id] = *e.Node.Owner
			}
			if e.Node.Due != nil {
				due[id] = *e.Node.Due
			}
		}
	}
	return owner, due
}
