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
