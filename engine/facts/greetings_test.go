package facts

import "testing"

// A salutation names whom a mail addresses in any language, or by the name alone; "yours" and
// "you" then stand for that person. A salutation to a group, or a reply's first word on its
// own line, addresses no one.
func TestSalutationsInManyLanguages(t *testing.T) {
	for _, tc := range []struct {
		line, to string
		ok       bool
	}{
		{"Hola Marisol,", "Marisol", true},
		{"Olá Joana,", "Joana", true},
		{"Ciao Marco!", "Marco", true},
		{"Bonjour Claire,", "Claire", true},
		{"Liebe Jana,", "Jana", true},
		{"Beste Pieter,", "Pieter", true},
		{"Hej Sven,", "Sven", true},
		{"Estimada Lucía,", "Lucía", true},
		{"Dear Ms Okafor,", "Ms Okafor", true},
		{"Tiago,", "Tiago", true},
		{"Wen Li,", "Wen Li", true},
		{"Hi all,", "", true},
		{"Team,", "", true},
		{"Hallo zusammen,", "", true},
		{"Sure,", "", false},
		{"Thanks,", "", false},
		{"Yes,", "", false},
		{"the valves are in,", "", false},
		{"Quick update on the roof survey, the scaffold is up and the crew starts Monday,", "", false},
	} {
		to, ok := salutation(tc.line)
		if ok != tc.ok || to != tc.to {
			t.Errorf("salutation(%q) = %q, %v; want %q, %v", tc.line, to, ok, tc.to, tc.ok)
		}
	}
}

func TestSalutationNamesWhomYouIs(t *testing.T) {
	runWho(t, []whoCase{
		{"a Spanish salutation", []Doc{mail("Inés Calderón", "Handover", "Hola Tiago,\n\nTOR-41 and TOR-42 are yours from today.\n\nSaludos,\nInés")},
			[]string{"owner TOR-41 Tiago"}, nil},
		{"a name alone", []Doc{mail("Inés Calderón", "Handover", "Tiago,\n\nTOR-43 is yours from Monday.\n\nInés")},
			[]string{"owner TOR-43 Tiago"}, nil},
		{"a group salutation gives no one", []Doc{mail("Inés Calderón", "Handover", "Hi all,\n\nTOR-44 is yours from Monday.\n\nInés")},
			nil, []string{"owner TOR-44 All"}},
		{"a reply's first word is no addressee", []Doc{mail("Inés Calderón", "Re: Handover", "Sure,\n\nTOR-45 is yours from Monday.\n\nInés")},
			nil, []string{"owner TOR-45 Sure"}},
	})
}

// A greeting that opens a mail's first sentence on its line addresses whom it names, and the
// rest of the line is the message: what it says is read, not taken for the salutation.
func TestAGreetingOpeningTheFirstSentence(t *testing.T) {
	runWho(t, []whoCase{
		{"a group greeted, then a claim", []Doc{mail("Carl Kunde <carl@hollis.example>", "Hollis migration", "Hi all, I'll own HOL-4 from here and report back on Friday.")},
			[]string{"owner HOL-4 Carl Kunde"}, nil},
		{"a person greeted, then work given", []Doc{mail("Rhea Moss <rhea@yard.example>", "kiln", "Dear Tomasz, BRK-76 is yours; back by 30 October please.")},
			[]string{"owner BRK-76 Tomasz"}, []string{"owner BRK-76 Rhea Moss"}},
		{"a greeting alone on its line still states nothing", []Doc{mail("Rhea Moss <rhea@yard.example>", "kiln", "Hi Tomasz,\nBRK-77 is yours.")},
			[]string{"owner BRK-77 Tomasz"}, nil},
		{"a name or a weekday before a comma is no greeting", []Doc{mail("Rhea Moss <rhea@yard.example>", "kiln", "Monday, BRK-78 is yours.")},
			nil, []string{"owner BRK-78 Monday"}},
	})
}
