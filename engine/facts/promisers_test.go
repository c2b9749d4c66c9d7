package facts

import "testing"

// Promises whose promiser is not written as "I": a second verb phrase after taking the work
// on, a person named by title, "she"/"he" for the one person named just before; not a name
// after "and" (someone else's plan), not a pronoun with nobody named, not a negated one.
func TestPromisesOfOthersAndCoordinated(t *testing.T) {
	ines := Doc{ID: "i0", Kind: "chat", Author: "Ines Duarte", At: at(2), Text: "morning all"}
	for _, tc := range []struct {
		name      string
		docs      []Doc
		want, not []string
	}{
		{"taking the work, then a promise coordinated after it",
			[]Doc{{ID: "a", Kind: "mail", Author: "Rui Costa <rui@kelna.example>", At: at(16), Title: "Invoice audit",
				Text: "Dear Marta,\n\nI will take the invoice audit (KLN-10) and have it with Legal by 27 November.\n\nRui"}},
			[]string{"commitment KLN-10 Rui Costa", "due KLN-10 2026-11-27"}, nil},
		{"a name after the conjunction is someone else's plan",
			[]Doc{{ID: "b", Kind: "chat", Author: "Rui Costa", At: at(16), Text: "I'll take KLN-11 and Jo will review it by Friday"}},
			nil, []string{"commitment KLN-11 Rui Costa"}},
		{"she, for the person named just before",
			[]Doc{ines, {ID: "c", Kind: "chat", Author: "Rui Costa", At: at(16),
				Text: "KLN-14: I handed it to Ines, she will finish it by Friday."}},
			[]string{"commitment KLN-14 Ines Duarte", "due KLN-14 2026-11-20"}, []string{"commitment KLN-14 Rui Costa"}},
		{"she with nobody named before",
			[]Doc{{ID: "d", Kind: "chat", Author: "Rui Costa", At: at(16), Text: "KLN-16: she will finish it by Friday."}},
			nil, []string{"commitment KLN-16 Rui Costa"}},
		{"she, negated",
			[]Doc{ines, {ID: "e", Kind: "chat", Author: "Rui Costa", At: at(16),
				Text: "KLN-17: I asked Ines but she will not finish it before Friday."}},
			nil, []string{"commitment KLN-17 Ines Duarte"}},
		{"a person named by title",
			[]Doc{{ID: "f", Kind: "mail", Author: "Rui Costa <rui@kelna.example>", At: at(16), Title: "KLN-15 complaint",
				Text: "Marta — Dr Okafor will phone the patient tomorrow about KLN-15.\n\nRui"}},
			[]string{"commitment KLN-15 Dr Okafor"}, nil},
		{"a quarter that names the work, not its date",
			[]Doc{{ID: "g", Kind: "chat", Author: "Rui Costa", At: at(16), Text: "I will take the Q4 stock count (KLN-12) and finish it by 4 December."}},
			[]string{"due KLN-12 2026-12-04", "commitment KLN-12 Rui Costa"}, []string{"due KLN-12 2026-12-31"}},
		{"a quarter the work is filed under",
			[]Doc{{ID: "h", Kind: "mail", Author: "Rui Costa <rui@kelna.example>", At: at(16), Title: "Roadmap",
				Text: "Hi,\n\nThe depot scanner refresh (KLN-13) is a Q1 item.\n\nRui"}},
			[]string{"due KLN-13 2027-03-31"}, nil},
		{"a document about the work is a step beside it",
			[]Doc{{ID: "i", Kind: "chat", Author: "Rui Costa", At: at(16), Text: "KLN-36 is mine. I'll have the rigging plan out by fri"}},
			[]string{"commitment KLN-36 Rui Costa"}, []string{"due KLN-36 2026-11-20"}},
		{"unless the work is that document",
			[]Doc{{ID: "j0", Kind: "ticket", Author: "Kelna Jira", At: at(10), Title: "[KLN-37] Winter stock count plan", Text: "Status: Open"},
				{ID: "j", Kind: "chat", Author: "Rui Costa", At: at(16), Title: "#stores", Text: "KLN-37 received. I will prepare the count plan by 4 Dec."}},
			[]string{"commitment KLN-37 Rui Costa", "due KLN-37 2026-12-04"}, nil},
		{"a precaution does not make a promise conditional",
			[]Doc{{ID: "k", Kind: "ticket", Author: "Rui Costa", At: at(16), Title: "KLN-38 Server swap",
				Text: "Imaged and tested. I'll bring the spare disk in case the old array won't rebuild."}},
			[]string{"commitment KLN-38 Rui Costa"}, nil},
		{"a sentence that ends with a number ends there",
			[]Doc{{ID: "m", Kind: "chat", Author: "Rui Costa", At: at(16),
				Text: "Update on KLN-43: bids close on Nov 20 then I will publish the rota on or before Nov 24. Kindly remind your leads to bid."}},
			[]string{"commitment KLN-43 Rui Costa", "due KLN-43 2026-11-24"}, nil},
		{"a condition still does",
			[]Doc{{ID: "l", Kind: "ticket", Author: "Rui Costa", At: at(16), Title: "KLN-39 Server swap",
				Text: "Imaged and tested. I'll bring the spare disk if the old array won't rebuild."}},
			nil, []string{"commitment KLN-39 Rui Costa"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, tc.docs, tc.want, tc.not) })
	}
}
