package facts

import "testing"

// A slip replaces a due date with a new one: the date a "won't make" or "isn't happening"
// names is the old one, "needs another fortnight" counts from it, a "realistic" date replaces
// the one the thread has, terse chat ("pushd ... to nxt wk") moves a date too; a move to
// somewhere that is not a date, a rejected proposal, a restatement of the same date and a
// move with no date at all are no slips.
func TestSlipReplacesTheDueDate(t *testing.T) {
	ticket := func(key string) Doc {
		return Doc{ID: key + "-t", Kind: "ticket", Author: "Hana Berg", At: at(2), Title: key + " Pump overhaul", Text: "Due: 2026-11-20"}
	}
	for _, tc := range []struct {
		name      string
		docs      []Doc
		want, not []string
	}{
		{"a missed date and more time counted from it",
			[]Doc{{ID: "a", Kind: "ticket", Author: "Hana Berg", At: at(16), Title: "MNT-70 Pump overhaul",
				Text: "The MNT-70 pump won't make the 20th — needs another fortnight, the seals came in the wrong size."}},
			[]string{"slip MNT-70 2026-11-20->2026-12-04", "due MNT-70 2026-12-04"}, []string{"due MNT-70 2026-11-20"}},
		{"a date that is not happening and a realistic one",
			[]Doc{ticket("MNT-71"), {ID: "b", Kind: "chat", Author: "Ola Nyberg", At: at(16),
				Text: "MNT-71 is not happening on the 20th. realistic handover is wed 25th"}},
			[]string{"slip MNT-71 2026-11-20->2026-11-25", "due MNT-71 2026-11-25"}, nil},
		{"terse chat",
			[]Doc{{ID: "c", Kind: "chat", Author: "Ola Nyberg", At: at(16), Text: "pushd MNT-72 to nxt wk, supplier is late"}},
			[]string{"slip MNT-72 0001-01-01->2026-11-27", "due MNT-72 2026-11-27"}, nil},
		{"a move to somewhere that is not a date",
			[]Doc{ticket("MNT-73"), {ID: "d", Kind: "chat", Author: "Ola Nyberg", At: at(16), Text: "MNT-73 spare parts moved to shelf B."}},
			nil, []string{"slip MNT-73 2026-11-20->0001-01-01"}},
		{"a rejected proposal",
			[]Doc{ticket("MNT-74"), {ID: "e", Kind: "doc", Author: "Ola Nyberg", At: at(16), Title: "MNT-74 decisions",
				Text: "REJECTED: moving the MNT-74 overhaul to 4 December."}},
			nil, []string{"slip MNT-74 2026-11-20->2026-12-04", "due MNT-74 2026-12-04"}},
		{"a restatement of the same date",
			[]Doc{ticket("MNT-75"), {ID: "f", Kind: "chat", Author: "Ola Nyberg", At: at(16), Text: "MNT-75 new target is 20 Nov, as before"}},
			nil, []string{"slip MNT-75 2026-11-20->2026-11-20"}},
		{"a delay with no date",
			[]Doc{ticket("MNT-76"), {ID: "g", Kind: "mail", Author: "Ola Nyberg <ola@x.example>", At: at(16), Title: "MNT-76",
				Text: "Hi Hana,\n\nSorry for the delay on MNT-76, the seals are here now.\n\nOla"}},
			nil, []string{"slip MNT-76 2026-11-20->0001-01-01"}},
		{"a weekday no longer realistic is the one it was due",
			[]Doc{{ID: "w1", Kind: "chat", Author: "Tonye Briggs", At: at(16), Title: "standup", Text: "Today: MNT-79 (sieve bend), I am on it, will finish latest Wednesday."},
				{ID: "w2", Kind: "chat", Author: "Tonye Briggs", At: at(19), Title: "standup", Text: "MNT-79 is hanging: wrong mesh. So Wednesday is no longer realistic, we are now looking at Tuesday 24th."}},
			[]string{"slip MNT-79 2026-11-18->2026-11-24", "due MNT-79 2026-11-24"}, nil},
		{"a move within minutes is no slip",
			[]Doc{{ID: "h2", Kind: "doc", Author: "Ola Nyberg", At: at(16), Title: "MNT-78 freezer excursion",
				Text: "MNT-78: the freezer rose to -61°C on 14 Nov and all 212 samples were moved to F03 within 35 minutes."}},
			nil, []string{"slip MNT-78 2026-11-14->2026-11-16"}},
		{"a realistic estimate with nothing to replace",
			[]Doc{{ID: "h", Kind: "chat", Author: "Ola Nyberg", At: at(16), Text: "MNT-77 done in 2 weeks realistically"}},
			[]string{"due MNT-77 2026-11-30"}, []string{"slip MNT-77 0001-01-01->2026-11-30"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkFacts(t, tc.docs, tc.want, tc.not)
		})
	}
}
