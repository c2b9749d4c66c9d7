package facts

import "testing"

// Whom "you" and "yours" give the work to: a mail's first name with a comma (known or not), a
// name after an item's label, a name that ends the sentence; not a letter's place and date.
func TestTheOneAddressedTakesTheWork(t *testing.T) {
	runWho(t, []whoCase{
		{"a mail opened by a first name the case does not know", []Doc{mail("Ivo Radic <ivo@lingvista.example>", "Fwd: LNG-40 thank you",
			"Dubravka, nice words from the client below. LNG-40 delivered yesterday. The invoice for LNG-40 I leave to you as agreed.")},
			[]string{"owner LNG-40 Dubravka"}, nil},
		{"a letter opened by its place and date", []Doc{mail("Ivo Radic <ivo@lingvista.example>", "LNG-41",
			"Vantaa, 2 December 2026.\n\nThe invoice for LNG-41 I leave to you as agreed.")},
			nil, []string{"owner LNG-41 Vantaa"}},
		{"a name after the item's label", []Doc{chat("1", "Ann Hale", "LNG-42: Tihana, that's yours."), chat("2", "Tihana Baric", "ok")},
			[]string{"owner LNG-42 Tihana Baric"}, nil},
		{"a name that ends the sentence", []Doc{chat("1", "Ann Hale", "The invoice for LNG-43 I leave to you, Tihana."), chat("2", "Tihana Baric", "ok")},
			[]string{"owner LNG-43 Tihana Baric"}, nil},
		{"a name ending a sentence about something else", []Doc{chat("1", "Ann Hale", "LNG-44 is yours. Thanks for the coffee, Tihana."), chat("2", "Tihana Baric", "ok")},
			nil, []string{"owner LNG-44 Tihana Baric"}},
	})
}
