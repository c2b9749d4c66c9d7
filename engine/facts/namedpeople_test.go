package facts

import "testing"

// A first name no author writes under is a person when the text shows it is (a title, a word
// for someone, "he said", "herself"); a capitalised word with no such sign is not.
func TestNamesTheTextShowsArePeople(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want, not  []string
	}{
		{"spoken of again as he", "ISK-81 battery rack, Babajide is on it, he said latest Friday.",
			[]string{"owner ISK-81 Babajide", "due ISK-81 2026-11-06"}, nil},
		{"no sign: an unknown word on it is no owner", "ISK-81 battery rack, Babajide is on it.",
			nil, []string{"owner ISK-81 Babajide"}},
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
