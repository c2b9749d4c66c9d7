package facts

import (
	"strings"
	"testing"
)

// A first name no author writes under is a person when the text shows it is (a title, a word
// for someone, "herself"); a capitalised word with no such sign is not, nor one only spoken of
// again as he or she (departments are too).
func TestNamesTheTextShowsArePeople(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want, not  []string
	}{
		{"spoken of again as he: the deadline said, no person shown", "ISK-81 battery rack, Babajide is on it, he said latest Friday.",
			[]string{"due ISK-81 2026-11-06"}, []string{"owner ISK-81 Babajide"}},
		{"a department spoken of as he is no person", "ISK-81 battery rack, Finishing is on it, he said.",
			nil, []string{"owner ISK-81 Finishing"}},
		{"doing it herself", "ISK-81: Wilhelmina will fit the rack herself. Wilhelmina is on it.",
			[]string{"owner ISK-81 Wilhelmina"}, nil},
		{"a word for someone before the name", "ISK-81: my colleague Sorin is on it now.",
			[]string{"owner ISK-81 Sorin"}, nil},
		{"a title before the name", "ISK-81: Mr. Quang is on it.",
			[]string{"owner ISK-81 Quang"}, nil},
		{"a thing on it stays a thing", "ISK-81: Shipping is on it, they said.",
			nil, []string{"owner ISK-81 Shipping"}},
		{"a day said of the speaking is no due date", "ISK-81: as she told me on Friday, the parts are late.",
			nil, []string{"due ISK-81 2026-11-06"}},
		{"a deadline word after 'told' gives the due date", "ISK-81: the supplier told us by Friday.",
			[]string{"due ISK-81 2026-11-06"}, nil},
		{"validity is no due date", "ISK-81: the quote is valid until Friday.",
			nil, []string{"due ISK-81 2026-11-06"}},
		{"what the work should be, said", "ISK-81: Tunde said the rack should be done by Friday.",
			[]string{"due ISK-81 2026-11-06"}, nil},
		{"where the work will be, told", "ISK-81: I've told them it'll be with them by Friday.",
			[]string{"due ISK-81 2026-11-06"}, nil},
		{"another thing said to end by a day", "ISK-81: he said the supplier's offer ends by Friday.",
			nil, []string{"due ISK-81 2026-11-06"}},
		{"a day of speaking", "ISK-81: as I said before Friday, the rack is heavy.",
			nil, []string{"due ISK-81 2026-11-06"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkFacts(t, []Doc{{ID: "d", Kind: "chat", Author: "Chinonso Adebayo-Frei", At: at(2), Title: "#installs", Text: tc.text}}, tc.want, tc.not)
		})
	}
}

// "me" where a person stands is the writer, never a person called Me.
func TestMeIsTheWriter(t *testing.T) {
	d := Doc{ID: "d", Kind: "incident", Author: "Tove Lindqvist", At: at(2), Title: "INC-77 ferry ramp hydraulics", Text: "IC: me\nComms: Arvid Holm"}
	got := show(extractAll(t, d))
	for _, g := range got {
		if g == "owner INC-77 Me" || g == "owner  Me" {
			t.Fatalf("got %q: 'me' read as a person named Me", got)
		}
	}
}

// "me" with a qualifier after it is still the writer: "IC: me for now".
func TestMeForNowIsTheWriter(t *testing.T) {
	d := Doc{ID: "d", Kind: "incident", Author: "Tove Lindqvist", At: at(2), Title: "INC-77 ferry ramp hydraulics", Text: "IC: me for now\nComms: Arvid Holm"}
	for _, g := range show(extractAll(t, d)) {
		if strings.Contains(g, "Me for now") || strings.Contains(g, "me for now") {
			t.Fatalf("got %q: 'me for now' read as a person", g)
		}
	}
}
