package facts

import "testing"

// A day of the month written alone after a deadline's word is a date ("due 20th", "by 9th"),
// as after "the" or a weekday; after other words it is none ("2nd floor", "on its 3rd try").
func TestOrdinalDayAfterADeadlineWord(t *testing.T) {
	runWho(t, []whoCase{
		{"due and by an ordinal", []Doc{chat("1", "Mia Fontaine", "KLN-70 cask count due 20th. KLN-71 labels by 9th.")},
			[]string{"due KLN-70 2026-11-20", "due KLN-71 2026-12-09"}, nil},
		{"an ordinal that counts", []Doc{chat("1", "Mia Fontaine", "KLN-72 moved to the 2nd floor, working on its 3rd try.")},
			nil, []string{"due KLN-72 2026-12-02", "due KLN-72 2026-12-03"}},
	})
}
