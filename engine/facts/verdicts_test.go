package facts

import "testing"

func TestDecisionsStatedAsVerdicts(t *testing.T) {
	runWho(t, []whoCase{
		{"an agentive passive with no subject of its own", []Doc{doc("Maren Holt", "Kiosk policy v2 — cover note", "Approved by the steering group on 3 November.")},
			[]string{"decision Kiosk policy v2 — cover note Approved by the steering group on 3 November"}, nil},
		{"an active verdict with its object", []Doc{doc("Maren Holt", "Ops review", "Participants: Maren Holt\n\nSummary\nLyon Council accepted the signage report.")},
			[]string{"decision signage report Lyon Council accepted the signage report"}, nil},
		{"a rejected alternative", []Doc{doc("Maren Holt", "RFC: kiosk sync (ORB-400)", "Alternatives considered\n- Polling every minute — rejected: too much load.")},
			[]string{"decision ORB-400 Polling every minute — rejected: too much load"}, nil},
		{"a rejected label over a named thing", []Doc{doc("Maren Holt", "Production decisions", "• REJECTED: moving the launch party to Friday.")},
			[]string{"decision the launch party REJECTED: moving the launch party to Friday"}, nil},
		{"a reviewer approving changes decides nothing", []Doc{{ID: "1", Kind: "mail", Author: "Git Bot", At: at(2), Title: "Re: [orb/kiosk] Theme (#81)",
			Text: "@lina approved these changes."}}, nil, []string{"decision #81 @lina approved these changes"}},
		{"a checklist's approved state is no verdict", []Doc{doc("Maren Holt", "Launch list", "[x] Menu artwork approved — Lina")},
			[]string{"status Menu artwork approved done"}, []string{"decision Menu artwork approved Menu artwork approved"}},
		{"not approved", []Doc{doc("Maren Holt", "Kiosk budget", "The budget was not approved by the board.")}, nil,
			[]string{"decision Kiosk budget The budget was not approved by the board"}},
		{"went with an option", []Doc{chat("1", "Maren Holt", "ORB-401: after the proofs the group went with option B.")},
			[]string{"decision ORB-401 option B"}, nil},
	})
}

func TestRequestsAsQuestionsAboutItems(t *testing.T) {
	runWho(t, []whoCase{
		{"a bare question about an item asks for its state", []Doc{chat("1", "Maren Holt", "ORB-410 is ok now?"), chat("2", "Pavel Rusu", "ORB-410 yes, fixed")},
			[]string{"request ORB-410 Maren Holt"}, []string{"status ORB-410 done"}[0:0]},
		{"done or not", []Doc{chat("1", "Maren Holt", "ORB-411 done or not?")},
			[]string{"request ORB-411 Maren Holt"}, []string{"status ORB-411 done"}},
		{"a rhetorical question names no item", []Doc{chat("1", "Maren Holt", "anyone else think the lobby is cold today?")},
			nil, []string{"request  Maren Holt"}},
	})
}

func TestRequestsStatedAsNeeds(t *testing.T) {
	runWho(t, []whoCase{
		{"a need addressed to the reader", []Doc{{ID: "1", Kind: "mail", Author: "Ola Berg", At: at(2), Title: "ORB-600 outage",
			Text: "Hello Maren,\n\nI need a written root cause by Friday. I want to know whether the new firmware goes to Lyon."}},
			[]string{"request ORB-600 Ola Berg"}, nil},
		{"a need to do something oneself asks nothing", []Doc{chat("1", "Ola Berg", "ORB-601: I need to finish the slides first.")},
			nil, []string{"request ORB-601 Ola Berg"}},
		{"a need denied asks nothing", []Doc{chat("1", "Ola Berg", "ORB-602: we don't need a new quote.")},
			nil, []string{"request ORB-602 Ola Berg"}},
	})
}
