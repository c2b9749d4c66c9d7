package synthesis

import (
	"testing"
	"time"
)

// A line's stamp is read in the formats logs, trackers and chat exports write, and a plan's
// dated line is no stamp.
func TestLineStamps(t *testing.T) {
	doc := time.Date(2025, 11, 20, 9, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		line string
		want string // the stamp's time, "" when the line opens with none
	}{
		{"[27/02/2026 11:18] Ruth: rebooted", "2026-02-27 11:18"},
		{"marcus.o [2026-09-21 08:40]: shipped", "2026-09-21 08:40"},
		{"2026-03-05T14:02 — Ines: moved", "2026-03-05 14:02"},
		{"21/Jan/26 09:15 Ana Ruiz changed Priority: P2 → P1", "2026-01-21 09:15"},
		{"12 Jan 2026, 08:02 — Lorna Beck: quick one", "2026-01-12 08:02"},
		{"Thu Jan 15 09:20:11 2026  yoduro - Ticket created", "2026-01-15 09:20"},
		{"Tue Oct 14 08:40:02 2025  glumsden - Comment: done", "2025-10-14 08:40"},
		{"Jan 15, 2026 9:20 AM - bob: the vendor called", "2026-01-15 09:20"},
		{"Mar 3 at 4:05 pm Priya: all good", "2026-03-03 16:05"},
		{"2 March 2026: go-live", ""},                       // a plan's line: no time of day
		{"Phase 2 14:00 slot confirmed", ""},                // no date
		{"Release 14 09:00 build is green", ""},             // not a date the reader reads whole
		{"The review on 4 May 2026 at 10:00 went well", ""}, // the date does not open the line
	} {
		st, ok := stampOf(tc.line)
		if tc.want == "" {
			if ok {
				t.Errorf("stampOf(%q) = %+v, want no stamp", tc.line, st)
			}
			continue
		}
		at, read := st.at(doc)
		if !ok || !read || at.Format("2006-01-02 15:04") != tc.want {
			t.Errorf("stampOf(%q) = %+v (%v, %v), want %s", tc.line, st, at, read, tc.want)
		}
	}
}

// A word before a quotation does not qualify the quoted words: "Custom field 'Set point'" is
// the set point, as "Supply air set point" is.
func TestAQuotationPartsPhrases(t *testing.T) {
	if qa, qb, ok := wordQualifiers(phraseWords("Supply air set point: 18 °C"), phraseWords("Custom field 'Set point' changed from '18 °C' to '21 °C'")); ok {
		t.Fatalf("qualifiers %q and %q, want none across a quotation mark", qa, qb)
	}
	if _, _, ok := wordQualifiers(phraseWords("Goods dues, containers (empty) per TEU"), phraseWords("Storage after free time (full) per TEU")); !ok {
		t.Fatal("a bracketed qualifier still qualifies what follows it")
	}
}
