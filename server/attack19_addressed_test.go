package server_test

import "testing"

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
