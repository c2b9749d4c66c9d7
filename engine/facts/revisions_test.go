package facts

import "testing"

// A date revised in notation or in passing: "now" before the new date, an arrow from the old
// date to the new one (struck through or not, in a field or in prose), a date the writer says
// will be missed (it replaces the one the thread had as the old date); not "now" beside a
// date that is no revision, nor an arrow that joins places.
func TestDatesRevisedInPassing(t *testing.T) {
	ticket := func(key string) Doc {
		return Doc{ID: key + "-t", Kind: "ticket", Author: "Paavo Lind", At: at(2), Title: key + " Kiln relining", Text: "Due: 2026-11-20"}
	}
	for _, tc := range []struct {
		name      string
		docs      []Doc
		want, not []string
	}{
		{"now before a weekday",
			[]Doc{ticket("KLN-4"), {ID: "a", Kind: "chat", Author: "Sanna Kivi", At: at(18), Text: "bricks late again. KLN-4 now mon"}},
			[]string{"slip KLN-4 2026-11-20->2026-11-23", "due KLN-4 2026-11-23"}, nil},
		{"is now the ordinal",
			[]Doc{ticket("KLN-5"), {ID: "b", Kind: "chat", Author: "Sanna Kivi", At: at(18), Text: "So KLN-5 is now the 27th, sorry."}},
			[]string{"slip KLN-5 2026-11-20->2026-11-27"}, nil},
		{"now, and a date that is no revision",
			[]Doc{ticket("KLN-6"), {ID: "c", Kind: "chat", Author: "Sanna Kivi", At: at(18), Text: "KLN-6 is ready now, demo on the 27th"}},
			nil, []string{"slip KLN-6 2026-11-20->2026-11-27"}},
		{"now telling the time of writing",
			[]Doc{ticket("KLN-18"), {ID: "h", Kind: "chat", Author: "Sanna Kivi", At: at(16), Text: "KLN-18 kiln still cooling and it is now Wednesday evening"}},
			nil, []string{"slip KLN-18 2026-11-20->2026-11-18", "due KLN-18 2026-11-18"}},
		{"a missed date, then the new one",
			[]Doc{ticket("KLN-7"), {ID: "d", Kind: "chat", Author: "Sanna Kivi", At: at(16),
				Text: "T: KLN-7 will miss the 19th — found more spalling. New ETA mon 23rd."}},
			[]string{"slip KLN-7 2026-11-19->2026-11-23", "due KLN-7 2026-11-23"}, []string{"slip KLN-7 2026-11-20->2026-11-23"}},
		{"an arrow in a field, the old date struck through",
			[]Doc{{ID: "e", Kind: "doc", Author: "Paavo Lind", At: at(18), Title: "KLN-8 project page",
				Text: "**Owner:** Paavo Lind\n**Go-live:** ~~4 December~~ → 11 December 2026\n"}},
			[]string{"slip KLN-8 2026-12-04->2026-12-11", "due KLN-8 2026-12-11"}, []string{"due KLN-8 2026-12-04"}},
		{"an arrow in prose",
			[]Doc{{ID: "f", Kind: "chat", Author: "Sanna Kivi", At: at(18), Text: "KLN-9 handover 27 Nov -> 4 Dec, crane booked late"}},
			[]string{"slip KLN-9 2026-11-27->2026-12-04"}, nil},
		{"an arrow between places",
			[]Doc{{ID: "g", Kind: "chat", Author: "Sanna Kivi", At: at(18), Text: "KLN-19 route Oulu → Kemi, delivery by 4 Dec"}},
			[]string{"due KLN-19 2026-12-04"}, []string{"slip KLN-19 0001-01-01->2026-12-04"}},
		{"a new date someone needs is an ask, not a move",
			[]Doc{ticket("KLN-44"), {ID: "k", Kind: "mail", Author: "Sanna Kivi <sanna@kelna.example>", At: at(4), Title: "KLN-44 timing",
				Text: "Hi Paavo,\n\nOur audit got pulled in, so we'd need the KLN-44 report by 11/13 instead of Nov 20. Is that doable?\n\nSanna"}},
			nil, []string{"slip KLN-44 2026-11-20->2026-11-13", "due KLN-44 2026-11-13"}},
		{"an extension granted",
			[]Doc{ticket("KLN-40"), {ID: "i", Kind: "mail", Author: "Sanna Kivi <sanna@kelna.example>", At: at(16), Title: "Re: KLN-40",
				Text: "Paavo,\n\nSpoke to the landlord, he agreed to give us until 4 December for KLN-40.\n\nSanna"}},
			[]string{"slip KLN-40 2026-11-20->2026-12-04", "due KLN-40 2026-12-04"}, nil},
		{"extending something that is not a date",
			[]Doc{ticket("KLN-41"), {ID: "j", Kind: "chat", Author: "Sanna Kivi", At: at(16), Text: "KLN-41: we extended the conveyor by 4 m, done by Friday"}},
			nil, []string{"slip KLN-41 2026-11-20->2026-11-20"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, tc.docs, tc.want, tc.not) })
	}
}
