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
		{"a person booked is an appointment",
			[]Doc{{ID: "f", Kind: "chat", Author: "Sanna Kivi", At: at(16), Text: "KLN-25: the surveyor is booked for the 24th, report by 27 Nov"}},
			[]string{"due KLN-25 2026-11-27"}, []string{"due KLN-25 2026-11-24"}},
		{"work booked for a day is scheduled",
			[]Doc{{ID: "g", Kind: "chat", Author: "Sanna Kivi", At: at(16), Text: "KLN-26 relining is booked for the 24th"}},
			[]string{"due KLN-26 2026-11-24"}, nil},
		{"a thing back in service",
			[]Doc{{ID: "h", Kind: "chat", Author: "Sanna Kivi", At: at(16), Text: "• KLN-27 forklift 3 — at the dealer, should be back tomorrow"}},
			[]string{"due KLN-27 2026-11-17"}, nil},
		{"a person back from leave",
			[]Doc{{ID: "i", Kind: "chat", Author: "Sanna Kivi", At: at(16), Text: "KLN-28: I'm off sick, should be back tomorrow"}},
			nil, []string{"due KLN-28 2026-11-17"}},
		{"a named person back from leave",
			[]Doc{{ID: "i2", Kind: "chat", Author: "Paavo Lind", At: at(10), Text: "hi"}, {ID: "i3", Kind: "chat", Author: "Sanna Kivi", At: at(16), Text: "KLN-42: Paavo is back Monday"}},
			nil, []string{"due KLN-42 2026-11-23"}},
		{"a past happening on an ordinal day",
			[]Doc{{ID: "j", Kind: "doc", Author: "Sanna Kivi", At: at(16), Title: "Ops review",
				Text: "• KLN-29 cut-over happened on the 14th as replanned. Closed."}},
			nil, []string{"due KLN-29 2026-12-14"}},
		{"a deadline noun qualified by a phrase",
			[]Doc{{ID: "k", Kind: "chat", Author: "Sanna Kivi", At: at(16), Text: "note: KLN-32 cutover for the Oulu depot is Nov 26. don't book trucks that week"}},
			[]string{"due KLN-32 2026-11-26"}, nil},
		{"an installation's day",
			[]Doc{{ID: "l", Kind: "ticket", Author: "Sanna Kivi", At: at(16), Title: "KLN-33 Burner controller",
				Text: "Controller arrived. Install on site is Monday 23 November, 6 am, before the first firing."}},
			[]string{"due KLN-33 2026-11-23"}, nil},
		{"a project named by a work noun, and its meeting",
			[]Doc{{ID: "l2", Kind: "chat", Author: "Sanna Kivi", At: at(16), Text: "reminder, Depot Migration planning review is on Monday 23 November 2026."}},
			nil, []string{"due Depot Migration planning review 2026-11-23"}},
		{"a need stated with a gerund, in chat shorthand",
			[]Doc{{ID: "m", Kind: "chat", Author: "Sanna Kivi", At: at(16), Text: "KLN-34 belt guard → @paavo yours, needs fixing b4 fri dayshift"}},
			[]string{"due KLN-34 2026-11-20"}, nil},
		{"a line labelled by a participle clause",
			[]Doc{{ID: "n", Kind: "ticket", Author: "Sanna Kivi", At: at(16), Title: "KLN-35 Scale calibration",
				Text: "Noted in the shift log: scale install Tuesday 24 November, 7 am."}},
			[]string{"due KLN-35 2026-11-24"}, []string{"due Noted in the shift log 2026-11-24"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, tc.docs, tc.want, tc.not) })
	}
}

// A date after "on", "for" or "is" in a clause in the past is the happening's, in an
// irregular past form too ("flew", "drove"); "at the latest" after it still makes a deadline.
func TestDaysOfPastHappenings(t *testing.T) {
	for _, tc := range []struct {
		name      string
		text      string
		want, not []string
	}{
		{"an irregular past", "KLN-30: we drove the route on Monday the 23rd and it looks fine", nil, []string{"due KLN-30 2026-11-23"}},
		{"a past form with 'at the latest' is a deadline", "KLN-32 closed on 4 Dec at the latest", []string{"due KLN-32 2026-12-04"}, nil},
		{"the work with its own day", "KLN-35: the cutover is on 4 December", []string{"due KLN-35 2026-12-04"}, nil},
		{"the future of a work verb", "KLN-36 will be delivered on 4 December", []string{"due KLN-36 2026-12-04"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkFacts(t, []Doc{{ID: "a", Kind: "chat", Author: "Sanna Kivi", At: at(16), Text: tc.text}}, tc.want, tc.not)
		})
	}
}
