package facts

import "testing"

// Deadlines named in other ways: an event the work must be ready for with its date in
// brackets after it; a line labelled by a deadline noun its modifiers only qualify ("Planned
// finish:", "X set Due date:"), whose date is the item's; and a stay somewhere until a day
// written with its article ("in Tromsø until the 28th"), which is no deadline.
func TestDeadlinesNamedOtherwise(t *testing.T) {
	for _, tc := range []struct {
		name      string
		docs      []Doc
		want, not []string
	}{
		{"an event glossed with its date",
			[]Doc{{ID: "a", Kind: "chat", Author: "Sanna Kivi", At: at(16), Text: "t: KLN-20 price sheets, aiming to have them by the trade fair (24/11)"}},
			[]string{"due KLN-20 2026-11-24"}, nil},
		{"an event glossed with its date, in the past tense",
			[]Doc{{ID: "b", Kind: "chat", Author: "Sanna Kivi", At: at(16), Text: "KLN-21: the trade fair (24/11) went well, lots of leads"}},
			nil, []string{"due KLN-21 2026-11-24"}},
		{"a label headed by a deadline noun",
			[]Doc{{ID: "c", Kind: "ticket", Author: "Kelna SAP", At: at(16), Title: "Work order KLN-22 — burner nozzle",
				Text: "Order: KLN-22\nBasic start: 23.11.2026\nPlanned finish: 27.11.2026\n"}},
			[]string{"due KLN-22 2026-11-27"}, []string{"due Planned finish 2026-11-27", "due KLN-22 2026-11-23"}},
		{"a tracker setting the due date",
			[]Doc{{ID: "d", Kind: "ticket", Author: "Kelna Jira", At: at(16), Title: "KLN-23 Label printer",
				Text: "Aino Rask changed the status from To Do to In Progress\nAino Rask set Due date: 2026-11-26\n"}},
			[]string{"due KLN-23 2026-11-26"}, []string{"due Aino Rask set Due date 2026-11-26"}},
		{"away until the ordinal",
			[]Doc{{ID: "e", Kind: "mail", Author: "Sanna Kivi <sanna@kelna.example>", At: at(16), Title: "Re: KLN-24 lease",
				Text: "Paavo,\n\nI'm in Tromsø for the depot audit until the 28th, so I can't take KLN-24.\n\nSanna"}},
			nil, []string{"due KLN-24 2026-11-28"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, tc.docs, tc.want, tc.not) })
	}
}
