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
	tn := newTenants(t)
	aliceTok, alice := tn.bearer(t, "alice")
	malloryTok, _ := tn.bearer(t, "mallory")
	ctx := context.Background()
	imp, must := tn.importer(t), fatalIf(t)
	must(imp(alice, ingest.LinearCSV, "Tracker", "issues.csv", trackerIssues))
	must(imp(alice, ingest.JSONL, "Wiki", "wiki.jsonl", `{"id":"w1","title":"Payments runbook","body":"How we rotate keys.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-01T09:00:00Z"}`+"\n"))

	before := tn.sourceCount(t, alice.WorkspaceID)
	for name, a := range outsiders(alice.WorkspaceID) {
		if err := imp(a, ingest.Mbox, "Planted", "p.mbox", attackSteps); errs.CodeOf(err) == "" {
			t.Errorf("%s: Import = nil, want refused", name)
		}
		if _, err := tn.e.CompileQueue(ctx, a, engine.CompileRequest{AsOf: time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)}); errs.CodeOf(err) == "" {
			t.Errorf("%s: CompileQueue = nil, want refused", name)
		}
	}
	if n := tn.sourceCount(t, alice.WorkspaceID); n != before {
		t.Errorf("alice's sources: %d after the refused imports, %d before", n, before)
	}
	must(imp(alice, ingest.Mbox, "Support", "support.mbox", attackSteps))

	compile := `mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }`
	today := `{ today(first: 50) { edges { node { exactIds owner due } } } }`
	foreign := map[string]string{"Authorization": "Bearer " + malloryTok, "Host": "evil.example", "Origin": "https://evil.example"}
	if _, errs := tn.gql(t, foreign, compile); len(errs) > 0 {
		t.Fatalf("mallory's compile: %v", errs)
	}
	if mine, _ := tn.gql(t, foreign, today); strings.Contains(string(mine), "PAY-5") {
		t.Errorf("mallory's Today shows alice's tracked work: %s", mine)
	}
	bearer := map[string]string{"Authorization": "Bearer " + aliceTok}
	if _, errs := tn.gql(t, bearer, compile); len(errs) > 0 {
		t.Fatalf("alice's compile: %v", errs)
	}
	raw, _ := tn.gql(t, bearer, today)
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
	owner, due := map[string]string{}, map[string]string{}
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
	for id, want := range map[string][2]string{"PAY-50": {"Mara Lind", "2026-12-04"}, "PAY-51": {"Joao Reis", "2026-12-08"},
		"PAY-52": {"Tom Berg", "2026-12-09"}, "PAY-53": {"Kim Park", "2026-12-11"}} {
		if owner[id] != want[0] || !strings.HasPrefix(due[id], want[1]) {
			t.Errorf("HOLE: alice's %s: owner %q, due %q (or gone from Today); want the tracker's %q, %s", id, owner[id], due[id], want[0], want[1])
		}
	}
}
