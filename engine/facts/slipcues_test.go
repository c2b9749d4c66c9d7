package facts

import "testing"

// "New date" and "new ETA" in the language a writer switches into are the English cue: the
// date after them replaces the one the thread has. A "new" before any other noun is no cue.
func TestSlipCueInAnotherLanguage(t *testing.T) {
	ticket := func(key string) Doc {
		return Doc{ID: key + "-t", Kind: "ticket", Author: "Hana Berg", At: at(2), Title: key + " Kiosk firmware", Text: "Due: 2026-11-20"}
	}
	for _, tc := range []struct {
		name      string
		docs      []Doc
		want, not []string
	}{
		{"Portuguese",
			[]Doc{ticket("KSK-41"), {ID: "a", Kind: "chat", Author: "Lúcia Farias", At: at(18), Text: "KSK-41 não fica pronto sexta, o fornecedor atrasou. nova data: 24.11."}},
			[]string{"slip KSK-41 2026-11-20->2026-11-24", "due KSK-41 2026-11-24"}, nil},
		{"German",
			[]Doc{ticket("KSK-42"), {ID: "b", Kind: "chat", Author: "Jörg Albrecht", At: at(18), Text: "KSK-42: Lieferant hängt. Neuer Termin 27.11."}},
			[]string{"slip KSK-42 2026-11-20->2026-11-27", "due KSK-42 2026-11-27"}, nil},
		{"a new thing, not a new date",
			[]Doc{ticket("KSK-43"), {ID: "c", Kind: "chat", Author: "Lúcia Farias", At: at(18), Text: "KSK-43 nova versão do firmware chegou 24.11."}},
			nil, []string{"slip KSK-43 2026-11-20->2026-11-24"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, tc.docs, tc.want, tc.not) })
	}
}
