package facts

import "testing"

// Minutes mark actions inside an item's text and at a line's start, in several notations; the
// marked action is the item's. A question or a bracketed name is read too; an "AI" that is the
// subject of a sentence is no mark.
func TestActionMarksInMinutes(t *testing.T) {
	runWho(t, []whoCase{
		{"a mark inside a numbered item", []Doc{doc("Maren Holt", "Depot board — minutes 3/11",
			"Present: Maren Holt, Tobias Renn, Ilse Varga\n\n1. DPT-71 forklift lease: renew for two years. AI: Ilse — draft the renewal letter by 20 November.")},
			[]string{"owner DPT-71 forklift lease Ilse Varga", "due DPT-71 forklift lease 2026-11-20"}, nil},
		{"a mark naming its person in brackets", []Doc{doc("Maren Holt", "Depot board — minutes 3/11",
			"Present: Maren Holt, Tobias Renn\n\nTODO(tobias): rotate the gate codes for DPT-72 by 13 November.")},
			[]string{"owner DPT-72 Tobias Renn", "due DPT-72 2026-11-13"}, nil},
		{"an action word mark after an item's sentence", []Doc{doc("Maren Holt", "Depot board — minutes 3/11",
			"Present: Maren Holt, Tobias Renn\n\n2. DPT-73 roof leak: quote received. Action: Tobias — book the roofer by 27 November.")},
			[]string{"owner DPT-73 roof leak Tobias Renn", "due DPT-73 roof leak 2026-11-27"}, nil},
		{"AI as a word is no mark", []Doc{doc("Maren Holt", "Depot board — minutes 3/11",
			"Present: Maren Holt, Tobias Renn\n\n3. DPT-74 route planner: AI tools were discussed, no decision.")},
			nil, []string{"owner DPT-74 Tools were discussed"}},
	})
}

// Attendance lines name the meeting's people in the minutes' language, the excused too; a
// first name later resolves to them.
func TestAttendanceInManyLanguages(t *testing.T) {
	for _, tc := range []struct{ line, who string }{
		{"Presentes: Inés Calderón, Tiago Moura", "Tiago Moura"},
		{"Anwesend: Jana Roth, Ulrich Brandt", "Ulrich Brandt"},
		{"Aanwezig: Pieter de Wit, Sanne Bakker", "Sanne Bakker"},
		{"Apologies: Ulrich Brandt", "Ulrich Brandt"},
		{"Ausente: Tiago Moura", "Tiago Moura"},
	} {
		first := tc.who[:len(tc.who)-len(" Moura")]
		if tc.who == "Ulrich Brandt" {
			first = "Ulrich"
		} else if tc.who == "Sanne Bakker" {
			first = "Sanne"
		}
		checkFacts(t, []Doc{doc("Maren Holt", "Minutes", tc.line+"\n\n1. DPT-80 yard lights: "+first+" owns it.")},
			[]string{"owner DPT-80 " + tc.who}, nil)
	}
}
