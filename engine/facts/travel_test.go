package facts

import "testing"

// A person's journey is theirs, not the work's: "my sister lands on", "before I fly home
// on", "the delegation leaves on", "our ferry leaves the port on" give the day someone or a
// vessel travels, and "we have the open day on" an appointment's day: no due date of the
// work the message is about. A thing that lands (a change, a delivery) may be due that day.
func TestTravelIsNoDueDate(t *testing.T) {
	for _, tc := range []struct {
		name      string
		doc       Doc
		want, not []string
	}{
		{"a relative lands",
			Doc{ID: "a", Kind: "mail", Author: "Rosa Lind", At: at(2), Title: "ORD-881 cake order",
				Text: "Hello,\n\nMy sister lands on 21 November and I'd love to show her the cake.\n\nRosa"},
			nil, []string{"due ORD-881 2026-11-21"}},
		{"I fly home",
			Doc{ID: "b", Kind: "chat", Author: "Rosa Lind", At: at(2), Text: "ORD-882: I'd like to pick the prints up before I fly home on the 25th."},
			nil, []string{"due ORD-882 2026-11-25"}},
		{"the delegation leaves",
			Doc{ID: "c", Kind: "chat", Author: "Rosa Lind", At: at(2), Text: "ORD-883 badges — the delegation leaves for Turin on 19 November."},
			nil, []string{"due ORD-883 2026-11-19"}},
		{"a ferry leaves the port",
			Doc{ID: "e", Kind: "mail", Author: "Rosa Lind", At: at(2), Title: "ORD-885 crates",
				Text: "Hi,\n\nPlease pack the ORD-885 crates. Our ferry leaves the port on 21 November.\n\nRosa"},
			nil, []string{"due ORD-885 2026-11-21"}},
		{"an appointment we have",
			Doc{ID: "f", Kind: "mail", Author: "Rosa Lind", At: at(2), Title: "ORD-886 banners",
				Text: "Hi Tom,\n\nThe banners are printed. We have the open day on the 28th.\n\nRosa"},
			nil, []string{"due ORD-886 2026-11-28"}},
		{"a change lands",
			Doc{ID: "d", Kind: "chat", Author: "Rosa Lind", At: at(2), Text: "ORD-884 fix lands on 20 November."},
			[]string{"due ORD-884 2026-11-20"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, []Doc{tc.doc}, tc.want, tc.not) })
	}
}

// A clause whose subject is a thing someone else has ("the courier's pickup is on", "the
// auditor's review lands on") gives that thing's date, not the work's; the work's own record
// ("the ticket's due date is") is the work's.
func TestAnothersThingIsNoDueDate(t *testing.T) {
	checkFacts(t, []Doc{{ID: "a", Kind: "ticket", Author: "Nia Holt", At: at(2), Title: "ORD-900 Espresso machine repair",
		Text: "Hi Sam,\n\nThe courier's pickup is on 20 November, and we'll have the machine back to you by 25 November.\n\nNia"}},
		[]string{"due ORD-900 2026-11-25"}, []string{"due ORD-900 2026-11-20"})
	checkFacts(t, []Doc{{ID: "b", Kind: "chat", Author: "Nia Holt", At: at(2), Text: "ORD-901: the ticket's due date is 24 November."}},
		[]string{"due ORD-901 2026-11-24"}, nil)
}
