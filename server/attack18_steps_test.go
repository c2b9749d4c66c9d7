package server_test

import "testing"

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
