package facts

import "testing"

// A date that is the whole value of a line's label ("Soft launch: 3 December", "Site survey
// complete — end of November", a "Name — item — date" bullet) is that item's milestone; not
// when the label names a date of another kind (a booking, a start, a record's date, a request
// for replies) or the value is an appointment with a time. An ETA may have its object between
// it and the date; "tomorrow EOD" is tomorrow; "Saturday earliest" is a not-before date; a date
// that modifies a noun in an action item ("about the 4 Dec change") is the change's, not the
// item's.
func TestDueAsALinesValue(t *testing.T) {
	for _, tc := range []struct {
		name      string
		doc       Doc
		want, not []string
	}{
		{"a label's value",
			Doc{ID: "a", Kind: "doc", Author: "Rui Costa", At: at(16), Title: "Harbour café opening",
				Text: "Terrace seating: 3 December. Indoor seating: 12 December."},
			[]string{"due Terrace seating 2026-12-03", "due Indoor seating 2026-12-12"}, nil},
		{"a milestone line",
			Doc{ID: "b", Kind: "doc", Author: "Rui Costa", At: at(16), Title: "Depot move — plan",
				Text: "Milestones\nSite survey complete — end of November\nRacking installed — Q1\n"},
			[]string{"due Site survey complete 2026-11-30", "due Racking installed 2027-03-31"}, nil},
		{"a name, an item and a date",
			Doc{ID: "c", Kind: "doc", Author: "Rui Costa", At: at(16), Title: "Depot move — owners",
				Text: "Owners, please check:\n• Ana Reis — DEP-12 forklift recertification — 27 Nov\n• Rui Costa — DEP-14 signage — next week\n"},
			[]string{"due DEP-12 2026-11-27", "due DEP-14 2026-11-27"}, nil},
		{"a booking, a start and an appointment are no milestones",
			Doc{ID: "d", Kind: "ticket", Author: "Rui Costa", At: at(16), Title: "DEP-15 Loading bay door",
				Text: "Engineer booked: 24/11\nWork starts: 25 November\nWhen: Thu 26 Nov 09:30\nFeedback from the crew: Friday\n"},
			nil, []string{"due DEP-15 2026-11-24", "due DEP-15 2026-11-25", "due DEP-15 2026-11-26", "due DEP-15 2026-11-20"}},
		{"a date range is no label's value",
			Doc{ID: "e", Kind: "chat", Author: "Rui Costa", At: at(16), Text: "DEP-16: I am in Porto 2–4 Dec."},
			nil, []string{"due DEP-16 2026-12-04"}},
		{"an ETA with its object before the date",
			Doc{ID: "f", Kind: "chat", Author: "Ana Reis", At: at(16), Text: "looking at DEP-17 now, eta for a patch thu"},
			[]string{"due DEP-17 2026-11-19"}, nil},
		{"tomorrow at the end of the day",
			Doc{ID: "g", Kind: "chat", Author: "Ana Reis", At: at(16), Text: "DEP-18 Rui is doing it, ETA tomorrow EOD."},
			[]string{"due DEP-18 2026-11-17"}, []string{"due DEP-18 2026-11-16"}},
		{"the earliest day is no deadline",
			Doc{ID: "h", Kind: "chat", Author: "Ana Reis", At: at(16), Text: "DEP-19: crane can come on Saturday earliest."},
			nil, []string{"due DEP-19 2026-11-21"}},
		{"a date modifying a noun in an action item",
			Doc{ID: "i", Kind: "doc", Author: "Ana Reis", At: at(16), Title: "Depot sync — notes",
				Text: "Action items\n1. Rui: tell the drivers about the 4 Dec route change\n2. Ana: publish the rota by Friday\n"},
			[]string{"due the rota 2026-11-20"}, []string{"due the drivers about the 4 Dec 2026-12-04"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, []Doc{tc.doc}, tc.want, tc.not) })
	}
}

// A state that lasts until a date ("out till monday", "I am on the audit till fri"), a want to
// be told something by a date and a record of when something actually happened give no due
// date; a modal's "will finish until Friday" (non-native "by Friday") still does. A promise's
// subject is what the verb gives, not the pronoun receiving it ("send you the report") nor a
// pronoun that only refers back ("drop them over").
func TestDueNotAStateOrAnAnswer(t *testing.T) {
	for _, tc := range []struct {
		name      string
		doc       Doc
		want, not []string
	}{
		{"out until with the subject left out",
			Doc{ID: "a", Kind: "chat", Author: "Nils Berg", At: at(16), Text: "DEP-30 ugh, sick 🤒 out till monday."},
			nil, []string{"due DEP-30 2026-11-23"}},
		{"busy on something else until",
			Doc{ID: "b", Kind: "chat", Author: "Nils Berg", At: at(16), Text: "DEP-31: I am on the stock audit till fri, then I look"},
			nil, []string{"due DEP-31 2026-11-20"}},
		{"a modal's until is a deadline",
			Doc{ID: "c", Kind: "chat", Author: "Nils Berg", At: at(16), Text: "DEP-32 I will finish the racking until Friday."},
			[]string{"due DEP-32 2026-11-20"}, nil},
		{"a want to know by a date",
			Doc{ID: "d", Kind: "mail", Author: "Ola Dahl <ola@client.example>", At: at(16), Title: "DEP-33 pallets",
				Text: "Hi,\n\nNeed to know by Friday so I can plan the trucks.\n\nOla"},
			nil, []string{"due DEP-33 2026-11-20"}},
		{"an actual finish",
			Doc{ID: "e", Kind: "ticket", Author: "Nils Berg", At: at(16), Title: "DEP-34 Dock leveller",
				Text: "Work order DEP-34 completed.\nActual finish: 16.11.2026 14:10"},
			nil, []string{"due DEP-34 2026-11-16"}},
		{"what a verb gives, not who receives it",
			Doc{ID: "f", Kind: "mail", Author: "Nils Berg <nils@x.example>", At: at(16), Title: "Pallet forecast",
				Text: "Ola,\n\nI will send you the pallet forecast on Friday.\n\nNils"},
			[]string{"commitment the pallet forecast Nils Berg"}, nil},
		{"a pronoun object refers back",
			Doc{ID: "g", Kind: "mail", Author: "Nils Berg <nils@x.example>", At: at(16), Title: "DEP-35 spare wheels",
				Text: "Ola — yes, four wheels, I'll drop them over myself on Tuesday.\n\nNils"},
			[]string{"commitment DEP-35 Nils Berg"}, []string{"commitment them over Nils Berg"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, []Doc{tc.doc}, tc.want, tc.not) })
	}
}
