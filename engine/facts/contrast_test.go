package facts

import "testing"

// A corrective contrast ("on the 30th, not the 23rd", "on 4 Dec instead of 27 Nov", "rather
// than") states a new date and the one it replaces; a later message that repeats the move
// repeats the slip. A negated first date, or a contrast that is not between dates, is none.
func TestContrastOfDatesIsASlip(t *testing.T) {
	for _, tc := range []struct {
		name      string
		docs      []Doc
		want, not []string
	}{
		{"new date, not a bare ordinal",
			[]Doc{{ID: "a", Kind: "mail", Author: "Mei Arai <mei@x.example>", At: at(16), Title: "PLT-20 forklift licences",
				Text: "Dear Oskar,\n\nThe forklift licences for PLT-20 will be issued on 27th November, not 20th. Sorry.\n\nMei"}},
			[]string{"slip PLT-20 2026-11-20->2026-11-27", "due PLT-20 2026-11-27"}, []string{"due PLT-20 2026-11-20"}},
		{"instead of",
			[]Doc{{ID: "b", Kind: "chat", Author: "Oskar Lind", At: at(16), Text: "PLT-21 racking audit will close on 4 Dec instead of 27 Nov"}},
			[]string{"slip PLT-21 2026-11-27->2026-12-04", "due PLT-21 2026-12-04"}, []string{"due PLT-21 2026-11-27"}},
		{"rather than",
			[]Doc{{ID: "c", Kind: "chat", Author: "Oskar Lind", At: at(16), Text: "PLT-22 handover lands on 2 December rather than 30 November."}},
			[]string{"slip PLT-22 2026-11-30->2026-12-02"}, nil},
		{"the move told again keeps its old date",
			[]Doc{{ID: "d1", Kind: "chat", Author: "Oskar Lind", At: at(16), Text: "PLT-23 will be ready on 4 Dec instead of 27 Nov"},
				{ID: "d2", Kind: "chat", Author: "Mei Arai", At: at(17), Text: "PLT-23 moved to 4 Dec, noted"}},
			[]string{"slip PLT-23 2026-11-27->2026-12-04"}, []string{"slip PLT-23 2026-12-04->2026-12-04"}},
		{"a negated date is no new date",
			[]Doc{{ID: "e", Kind: "chat", Author: "Oskar Lind", At: at(16), Text: "PLT-24 is not on 4 Dec, not 27 Nov either, no idea yet"}},
			nil, []string{"slip PLT-24 2026-11-27->2026-12-04"}},
		{"a contrast of other things",
			[]Doc{{ID: "f", Kind: "chat", Author: "Oskar Lind", At: at(16), Text: "PLT-25 goes to the Leeds site on 4 Dec, not the Hull one"}},
			nil, []string{"slip PLT-25 0001-01-01->2026-12-04"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, tc.docs, tc.want, tc.not) })
	}
}

// A date that ends its clause with "now" or "instead" replaces the date the thread has for the
// identifier; with no earlier date, or about a thing the thread has no identifier for, it is no
// slip. A paragraph after a to-do list and a blank line is no longer the list's: a promise in
// it is a promise.
func TestRevisedDateAndListEnd(t *testing.T) {
	for _, tc := range []struct {
		name      string
		docs      []Doc
		want, not []string
	}{
		{"a date now",
			[]Doc{{ID: "a1", Kind: "chat", Author: "Lea Moser", At: at(16), Text: "DEP-40 is mine, will fix thu"},
				{ID: "a2", Kind: "chat", Author: "Lea Moser", At: at(18), Text: "DEP-40 wrong part arrived. so fix is monday now"}},
			[]string{"slip DEP-40 2026-11-19->2026-11-23", "due DEP-40 2026-11-23"}, nil},
		{"a date instead",
			[]Doc{{ID: "b1", Kind: "ticket", Author: "Lea Moser", At: at(16), Title: "DEP-41 Gate sensor", Text: "Due: 2026-11-20"},
				{ID: "b2", Kind: "chat", Author: "Lea Moser", At: at(18), Text: "DEP-41 sensor swap tmrw instead"}},
			[]string{"slip DEP-41 2026-11-20->2026-11-19"}, nil},
		{"nothing to replace",
			[]Doc{{ID: "c", Kind: "chat", Author: "Lea Moser", At: at(16), Text: "DEP-42 sensor swap friday now"}},
			nil, []string{"slip DEP-42 0001-01-01->2026-11-20"}},
		{"a promise after a to-do list",
			[]Doc{{ID: "d", Kind: "pr", Author: "Lea Moser", At: at(16), Title: "#77 Gate sensor driver",
				Text: "WIP.\n\nTODO\n- [x] driver\n- [ ] retry on timeout\n\nI'll have the retry part ready by Friday.\n"}},
			[]string{"commitment #77 Lea Moser"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, tc.docs, tc.want, tc.not) })
	}
}

// A document that moves a date twice states one move: from the date before it to the last
// date it gives.
func TestOneMovePerDocument(t *testing.T) {
	checkFacts(t, []Doc{
		{ID: "a", Kind: "ticket", Author: "Lea Moser", At: at(9), Title: "DEP-50 Conveyor belt", Text: "Due: 2026-11-20"},
		{ID: "b", Kind: "chat", Author: "Lea Moser", At: at(18), Text: "DEP-50 needs another couple of days, the belt is back-ordered. new target tue 24th"},
	}, []string{"slip DEP-50 2026-11-20->2026-11-24", "due DEP-50 2026-11-24"},
		[]string{"slip DEP-50 2026-11-20->2026-11-22", "due DEP-50 2026-11-22"})
}
