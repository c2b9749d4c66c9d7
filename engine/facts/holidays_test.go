package facts

import (
	"slices"
	"testing"
)

// Holidays and today/tomorrow in other languages are days; a holiday modifying a noun and a
// word for tomorrow that means the morning are not.
func TestHolidaysAndForeignDays(t *testing.T) {
	p := newTestParser(t)
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"the kiln must be relit before Christmas", []string{"2026-12-25"}},
		{"by Christmas Eve at the latest", []string{"2026-12-24"}},
		{"invoices out by New Year's Eve", []string{"2026-12-31"}},
		{"the Christmas party is at the depot", nil},
		{"during the Xmas shutdown", nil},
		{"Hidde — morgen (tomorrow)", []string{"2026-11-19", "2026-11-19"}},
		{"Guten Morgen zusammen", nil},
		{"lo reviso mañana", []string{"2026-11-19"}},
		{"lo revisé esta mañana", nil},
		{"rapor yarın gelir", []string{"2026-11-19"}},
		{"entrega hoje", []string{"2026-11-18"}},
		{"relit on the 21st, well before Christmas", []string{"2026-11-21"}}, // the holiday frames the date
	} {
		var got []string
		for _, m := range p.Dates(tc.text, at(18)) {
			got = append(got, m.Date.Format("2006-01-02"))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("Dates(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// A contrasted date is the one replaced: "rather than before Christmas" gives no due date.
func TestContrastedDateIsNoDeadline(t *testing.T) {
	checkFacts(t, []Doc{{ID: "a", Kind: "mail", Author: "Morag Fell <morag@kelna.example>", At: at(18), Title: "KLN-30 tablets",
		Text: "Dear all,\n\nThe tablets (KLN-30) will now be issued in the new year rather than before Christmas, as the delivery was short.\n\nMorag"}},
		nil, []string{"due KLN-30 2026-12-25"})
	checkFacts(t, []Doc{{ID: "b", Kind: "chat", Author: "Morag Fell", At: at(18), Text: "KLN-31 tablets issued by Christmas Eve, promise"}},
		[]string{"due KLN-31 2026-12-24"}, nil)
}
