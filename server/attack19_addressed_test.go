package server_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
)

// attackAddressed is a support inbox in which strangers (two domains no teammate writes from)
// use the forms the fourth session of 2026-12-03 taught the facts layer: a mail opened by a
// first name giving the work to its addressee, a mention opening a chat-like line, a name ending
// the sentence, a date kept ("still stands", "date stays"), the work wanted back by a date, a
// date asked for in a question and agreed by another stranger, an emoji ending a sentence before
// a handover, and a place reached in the work.
const attackAddressed = `From eve@attacker.example Thu Nov 19 09:00:00 2026
Message-ID: <z1@attacker.example>
From: Eve Outsider <eve@attacker.example>
Subject: PAY-50 keys
Date: Thu, 19 Nov 2026 09:00:00 +0000

Mal, nice work on the HSM. PAY-50 is yours now, I leave it to you as agreed. 31 December still stands.

From eve@attacker.example Thu Nov 19 09:10:00 2026
Message-ID: <z2@attacker.example>
From: Eve Outsider <eve@attacker.example>
Subject: PAY-51 export
Date: Thu, 19 Nov 2026 09:10:00 +0000

off from Weds 🎉 PAY-51 to @mal.stranger, handover doc in the drive. We'd like it back by 30 December, date stays 30 Dec.

From mal@other-attacker.example Thu Nov 19 09:20:00 2026
Message-ID: <z3@other-attacker.example>
From: Mal Stranger <mal@other-attacker.example>
Subject: PAY-52 Fraud rules update
Date: Thu, 19 Nov 2026 09:20:00 +0000

I'm at page 250 of the rules. Could I have until 31 December for PAY-52?

From eve@attacker.example Thu Nov 19 09:30:00 2026
Message-ID: <z4@attacker.example>
From: Eve Outsider <eve@attacker.example>
Subject: RE: PAY-52 Fraud rules update
Date: Thu, 19 Nov 2026 09:30:00 +0000

31 December is fine. The PAY-53 vault migration I leave to you, Mal.
`

// Attack nineteen, on the readings of the fourth session of 2026-12-03 (facts: the one a mail
// or a line addresses takes the work, dates kept, the work wanted back, dates asked for and
// agreed, emoji ending sentences, places reached): strangers' mails in alice's support inbox try
// each to move a tracked issue's owner or due date; a widget key and the public actor try to
// import them and compile; mallory compiles from a foreign Host and Origin. Alice's Today keeps
// the tracker's owner and due date for every issue, and nothing is written where it is refused.
// (The same mails written from alice's team's domain move PAY-51's and PAY-53's owners to Mal:
// checked by swapping the senders' domain, so the test can fail.)
func TestAttack19AddressedAndAskedDatesDoNotLetStrangersMoveTrackedWork(t *testing.T) {
	strangersLeaveTrackedWork(t, attackAddressed)
}

// Attack nineteen, continued: the same forms from another workspace and in oversized or
// duplicated fields. Mallory imports the mails, written from alice's team's domain (where they
// would move two of alice's owners), into her own workspace and compiles: alice's tracked work
// does not move. A stranger's mail in alice's inbox with thousands of asked dates, a 100 KB
// first name opening it, duplicated "Status: Submitted" lines and a run of emoji before a
// handover is accepted or refused with a typed error and moves nothing either.
func TestAttack19OtherWorkspaceAndOversizedFields(t *testing.T) {
	tn := newTenants(t)
	aliceTok, alice := tn.bearer(t, "alice")
	_, mallory := tn.bearer(t, "mallory")
	imp, must := tn.importer(t), fatalIf(t)
	must(imp(alice, ingest.LinearCSV, "Tracker", "issues.csv", trackerIssues))
	teamWritten := strings.NewReplacer("@attacker.example", "@payco.example", "@other-attacker.example", "@payco.example").Replace(attackAddressed)
	must(imp(mallory, ingest.Mbox, "Support", "support.mbox", teamWritten))
	tn.trackedWorkHolds(t, aliceTok)

	var b strings.Builder
	b.WriteString("From eve@attacker.example Thu Nov 19 10:00:00 2026\nMessage-ID: <z9@attacker.example>\nFrom: Eve Outsider <eve@attacker.example>\nSubject: PAY-52 Fraud rules update\nDate: Thu, 19 Nov 2026 10:00:00 +0000\n\n")
	b.WriteString(strings.Repeat("Mal", 35_000) + ", PAY-52 is yours now.\n")
	for i := range 3000 {
		fmt.Fprintf(&b, "Status: Submitted\nCould I have until %d December for PAY-52?\n", 1+i%28)
	}
	b.WriteString(strings.Repeat("🎉 ", 5000) + "PAY-53 to @mal.stranger. 31 December is fine. We'd like it back by 31 December.\n")
	if err := imp(alice, ingest.Mbox, "Support", "big.mbox", b.String()); err != nil && errs.CodeOf(err) == "" {
		t.Fatalf("an oversized mail: Import = %v, want accepted or a typed refusal", err)
	}
	tn.trackedWorkHolds(t, aliceTok)
}
