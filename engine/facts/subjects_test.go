package facts

import "testing"

// A fact's subject is the thing its line names: a PR's own number (which its title writes
// first), a list item's head set off by a dash, a paragraph's leading label for its later
// sentences too. Labels that are no noun phrase ("for the record:", "Review by:", "AP:"),
// a greeting's vocative ("Maren — see below") and a remark ("Following up again:") name no
// subject.
func TestSubjectIsTheThingTheLineNames(t *testing.T) {
	for _, tc := range []struct {
		name      string
		docs      []Doc
		want, not []string
	}{
		{"a PR's own number, not the ticket it fixes",
			[]Doc{{ID: "a", Kind: "pr", Author: "Lior Ben-Ami", At: at(16), Title: "#914 Retry the label print job (WHS-77)",
				Text: "Fixes WHS-77.\n\nRetries the print job twice before giving up.\n\nNeeds to ship with 3.1 on Nov 26."}},
			[]string{"due #914 2026-11-26"}, []string{"due WHS-77 2026-11-26"}},
		{"a checklist item's head",
			[]Doc{{ID: "b", Kind: "doc", Author: "Maren Holt", At: at(16), Title: "Cider festival checklist",
				Text: "[x] Stand booked — Maren\n[ ] Tasting glasses ordered — Pavel, by 24 Nov\n"}},
			[]string{"due Tasting glasses ordered 2026-11-24"}, []string{"due Cider festival checklist 2026-11-24"}},
		{"a paragraph's label for its later sentences",
			[]Doc{{ID: "c", Kind: "doc", Author: "Maren Holt", At: at(16), Title: "Plant meeting — minutes",
				Text: "Boiler descaling: half the tubes done. Pavel says it will finish Friday.\n\nCanteen: no news."}},
			[]string{"due Boiler descaling 2026-11-20"}, []string{"due Plant meeting — minutes 2026-11-20"}},
		{"a label that ends in a preposition is a field of the item in view",
			[]Doc{{ID: "d", Kind: "doc", Author: "Maren Holt", At: at(16), Title: "Forklift policy (WHS-80)",
				Text: "Owner: Maren Holt\nReview by: 15 January 2027\n"}},
			[]string{"due WHS-80 2027-01-15"}, []string{"due Review by 2027-01-15"}},
		{"a label that starts with a preposition is a remark",
			[]Doc{{ID: "e", Kind: "chat", Author: "Maren Holt", At: at(16), Text: "WHS-81 discussed.\nfor the record: WHS-81 goes live on 2 December."}},
			[]string{"due WHS-81 2026-12-02"}, []string{"due for the record 2026-12-02"}},
		{"a greeting's vocative is no subject",
			[]Doc{{ID: "f", Kind: "mail", Author: "Pavel Novak <pavel@x.example>", At: at(16), Title: "WHS-82 racking",
				Text: "Maren — see below. I'll have the racking plan to you by Friday.\n\nPavel"}},
			[]string{"commitment WHS-82 Pavel Novak"}, []string{"commitment the racking plan Pavel Novak"}},
		{"a remark before a colon is not carried on",
			[]Doc{{ID: "g", Kind: "mail", Author: "Pavel Novak <pavel@x.example>", At: at(16), Title: "WHS-83 racking",
				Text: "Following up again: the racking is still wrong. Please fix it by Friday.\n\nPavel"}},
			nil, []string{"request Following up again Pavel Novak"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, tc.docs, tc.want, tc.not) })
	}
}
