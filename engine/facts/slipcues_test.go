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

// A contrast that names only the date it replaces ("will now ... in the spring term rather
// than before Christmas") is a slip with no new date and no due; without a word of change, or
// inside a wish, it is none.
func TestSlipToATimeNoDateNames(t *testing.T) {
	for _, tc := range []struct {
		name      string
		doc       Doc
		want, not []string
	}{
		{"moved off a holiday",
			Doc{ID: "u1", Kind: "mail", Author: "Nkechi Bell <nb@school.example>", At: at(26), Title: "Lockers (SCH-31)",
				Text: "Dear families,\n\nThe new lockers (SCH-31) will now be fitted over the February half term rather than before Christmas, as the supplier is short of stock.\n\nNkechi Bell"},
			[]string{"slip SCH-31 2026-12-25->0001-01-01"}, []string{"due SCH-31 2026-12-25", "due SCH-31 0001-01-01"}},
		{"no word of change",
			Doc{ID: "u2", Kind: "mail", Author: "Nkechi Bell <nb@school.example>", At: at(26), Title: "Lockers (SCH-32)",
				Text: "We chose the steel lockers (SCH-32) rather than before Christmas deliveries of the wooden ones."},
			nil, []string{"slip SCH-32 2026-12-25->0001-01-01"}},
		{"a wish",
			Doc{ID: "u3", Kind: "mail", Author: "Nkechi Bell <nb@school.example>", At: at(26), Title: "Lockers (SCH-33)",
				Text: "We would now like SCH-33 fitted in spring rather than before Christmas, if the supplier agrees."},
			nil, []string{"slip SCH-33 2026-12-25->0001-01-01"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, []Doc{tc.doc}, tc.want, tc.not) })
	}
}

// A new date that names its thing ("new commissioning date") replaces the date the thread gave
// that thing, not the latest date the thread read for the item (a side job's).
func TestNewDateOfANamedThing(t *testing.T) {
	docs := []Doc{
		{ID: "n1", Kind: "chat", Author: "Tomasz Wilk", At: at(2), Title: "#boiler-room", Text: "BLR-9 order placed. Commissioning ETA 20th Nov as per the vendor. Pipework I will finish by 12th Nov."},
		{ID: "n2", Kind: "chat", Author: "Tomasz Wilk", At: at(16), Title: "#boiler-room", Text: "BLR-9 update: burner shipment is late. New commissioning date is 4th December."},
	}
	checkFacts(t, docs, []string{"slip BLR-9 2026-11-20->2026-12-04", "due BLR-9 2026-12-04"}, []string{"slip BLR-9 2026-11-12->2026-12-04"})
}
