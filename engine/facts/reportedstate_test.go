package facts

import "testing"

// A state reported by someone ("Ibrahim reported that the school roof job is waiting for …",
// "Chiamaka said the clinic install is complete") is the state of the reported clause's thing,
// not of the note it is written in; a reported pronoun names no thing.
func TestAReportedStateIsItsClausesThings(t *testing.T) {
	note := func(text string) []Doc {
		return []Doc{{ID: "r1", Kind: "doc", Author: "Marta Quiroga", At: at(9), Title: "Weekly installs review", Text: text}}
	}
	for _, tc := range []struct {
		name      string
		docs      []Doc
		want, not []string
	}{
		{"reported that, blocked",
			note("Summary\nPiotr reported that the library heat pump job is waiting for the inverter from the wholesaler."),
			[]string{"status library heat pump job blocked"}, []string{"status Weekly installs review blocked"}},
		{"said, done",
			note("Summary\nMarta said the fire station install is complete and handed over."),
			[]string{"status fire station install done"}, []string{"status Weekly installs review done"}},
		{"a reported pronoun",
			note("Summary\nPiotr said it is done."),
			nil, []string{"status it done"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, tc.docs, tc.want, tc.not) })
	}
}
