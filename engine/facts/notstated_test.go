package facts

import "testing"

// Words of state and date that state no status or deadline of the work: a state word used as
// a modifier after a preposition or inside a hyphenated word, a letter's "we are writing to
// you", a share reached ("falls back to 0% there"), something forbidden before a date, and a
// person done for the day. Each beside the reading that still holds.
func TestStateAndDateWordsThatStateNothing(t *testing.T) {
	runWho(t, []whoCase{
		{"a state word as a modifier after a preposition", []Doc{chat("1", "Ilse Varga", "KLN-40: root cause is a leak on cancelled uploads. The retry for closed sessions is fine.")},
			nil, []string{"status KLN-40 cancelled", "status KLN-40 done"}},
		{"the state itself still reads", []Doc{chat("1", "Ilse Varga", "KLN-41 cancelled, the vendor dropped the feature.")},
			[]string{"status KLN-41 cancelled"}, nil},
		{"a hyphenated word's second half", []Doc{{ID: "1", Kind: "pr", Author: "Wen Achter", At: at(18), Title: "PR 77: KLN-42 unit table",
			Text: "Work item: KLN-42\nAuto-complete: off\n\nDescription\nReads the unit table per species."}},
			nil, []string{"status KLN-42 done"}},
		{"a letter's writing to you", []Doc{mail("Luz Ortiz <l@x.example>", "KLN-43 translation", "Our previous agency missed two deadlines, which is why we are writing to you about KLN-43.")},
			nil, []string{"status KLN-43 in_progress"}},
		{"a share reached is no progress", []Doc{chat("1", "Wen Achter", "KLN-44: for the Swiss clinics the VAT lookup falls back to 0% there.")},
			nil, []string{"status KLN-44 in_progress"}},
		{"progress as a share still reads", []Doc{chat("1", "Wen Achter", "KLN-45 about 80% there, the exports are left.")},
			[]string{"status KLN-45 in_progress"}, nil},
		{"forbidden before a date", []Doc{chat("1", "Wen Achter", "KLN-46: please don't merge before the freeze on 15 Dec; I'd rather it rode in the next release.")},
			nil, []string{"due KLN-46 2026-12-15"}},
		{"needed before a date", []Doc{chat("1", "Wen Achter", "KLN-47 has to be merged before the freeze on 15 Dec.")},
			[]string{"due KLN-47 2026-12-15"}, nil},
		{"premises closed on a day, for a reason", []Doc{chat("1", "Nino Kapan", "KLN-49 slippers dyeing. Our workshop is closed 7 January for Christmas. fyi gym closed sun for the floor clean")},
			nil, []string{"status KLN-49 done"}},
		{"a work item closed on a day still is", []Doc{chat("1", "Nino Kapan", "KLN-50 closed 7 January after the last batch.")},
			[]string{"status KLN-50 done"}, nil},
		{"what a colleague has done before", []Doc{chat("1", "Ewart Aber", "KLN-51 handing to Konstantin, he's done these lamps before.")},
			nil, []string{"status KLN-51 done"}},
		{"a person done for the day", []Doc{chat("1", "Sekar Ayu", "KLN-48 dyeing half way. Darmo went home, he is done for today.")},
			nil, []string{"due KLN-48 2026-11-18"}},
	})
}
