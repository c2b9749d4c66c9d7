package facts

import "testing"

// A clause that opens with a noun phrase and says it will be ready, cleared, live or with
// someone by a date states that thing's due date, when nothing else (an identifier, a line's
// label) names the subject. Agents, pronouns, people and generic nouns are not things due.
func TestTheThingAClauseSaysWillBeReady(t *testing.T) {
	for _, tc := range []struct {
		name      string
		docs      []Doc
		want, not []string
	}{
		{"a passive with a date",
			[]Doc{{ID: "a", Kind: "mail", Author: "Rosa Ferrante <rosa@x.example>", At: at(16), Title: "Warehouse move",
				Text: "Hi Leo,\n\nThe loading bay ramp will be resurfaced by 4 December.\n\nRosa"}},
			[]string{"due The loading bay ramp 2026-12-04"}, []string{"due Warehouse move 2026-12-04"}},
		{"reported by someone else",
			[]Doc{{ID: "b", Kind: "mail", Author: "Rosa Ferrante <rosa@x.example>", At: at(16), Title: "Warehouse move",
				Text: "Hi Leo,\n\nOur facilities team says the racking permit will be ready on Friday.\n\nRosa"}},
			[]string{"due the racking permit 2026-11-20"}, nil},
		{"terse chat with no subject of its own",
			[]Doc{{ID: "c", Kind: "chat", Author: "Leo Marchetti", At: at(16), Title: "#warehouse",
				Text: "signage order live by tmrw"}},
			[]string{"due signage order 2026-11-17"}, nil},
		{"a clause opened by a word joining it to the last",
			[]Doc{{ID: "c2", Kind: "chat", Author: "Leo Marchetti", At: at(16), Title: "#warehouse",
				Text: "Leo Marchetti: ramp looks fine now\nLeo Marchetti: oh and the pallet labels are due thurs"}},
			[]string{"due the pallet labels 2026-11-19"}, nil},
		{"an agent is not the thing due",
			[]Doc{{ID: "d", Kind: "mail", Author: "Rosa Ferrante <rosa@x.example>", At: at(16), Title: "Warehouse move",
				Text: "Hi Leo,\n\nThe movers will deliver the racks by 4 December.\n\nRosa"}},
			nil, []string{"due The movers 2026-12-04"}},
		{"a generic noun refers back to the work in view",
			[]Doc{{ID: "e", Kind: "ticket", Key: "WH-12", Author: "Rosa Ferrante", At: at(16), Title: "WH-12 Dock door sensor",
				Text: "The fix will be deployed by Friday."}},
			[]string{"due WH-12 2026-11-20"}, []string{"due fix 2026-11-20"}},
		{"a line's label names the subject",
			[]Doc{{ID: "f", Kind: "doc", Author: "Rosa Ferrante", At: at(16), Title: "Move plan",
				Text: "Forklifts: the charging points will be installed by 2 December."}},
			[]string{"due Forklifts 2026-12-02"}, []string{"due the charging points 2026-12-02"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, tc.docs, tc.want, tc.not) })
	}
}

// "Ready only next Friday" says not before then: later than the date in view, a slip from it;
// with no date in view it is only the estimate.
func TestReadyOnlyLaterIsASlip(t *testing.T) {
	checkFacts(t, []Doc{
		{ID: "a", Kind: "chat", Author: "Ilse Brandt", At: at(16), Title: "#kiln", Text: "KLN-9 glaze tests I finish until Thursday."},
		{ID: "b", Kind: "chat", Author: "Ilse Brandt", At: at(19), Title: "#kiln", Text: "Tests cracked, we repeat, so KLN-9 is ready only on 26 November."},
	}, []string{"slip KLN-9 2026-11-19->2026-11-26", "due KLN-9 2026-11-26"}, nil)
	checkFacts(t, []Doc{
		{ID: "c", Kind: "chat", Author: "Ilse Brandt", At: at(16), Title: "#kiln", Text: "KLN-10 will be ready only on 26 November."},
	}, []string{"due KLN-10 2026-11-26"}, []string{"slip KLN-10 0001-01-01->2026-11-26"})
}
