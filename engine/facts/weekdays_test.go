package facts

import (
	"slices"
	"testing"
	"time"
)

// Weekdays in the languages workplace English switches into, a weekday with a bare day of the
// month, Jira's "30/Oct/26" and the short dotted day-first forms ("8.10.", "by 30.9"); not
// Portuguese ordinals ("a quinta vez"), times, version numbers or measurements.
func TestDatesInOtherLanguagesAndShortForms(t *testing.T) {
	p := newTestParser(t)
	wed := time.Date(2026, 11, 18, 9, 12, 0, 0, time.UTC) // a Wednesday
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"eta viernes", []string{"2026-11-20"}},
		{"fica pronto só na sexta", []string{"2026-11-20"}},
		{"entrega sexta-feira", []string{"2026-11-20"}},
		{"bis Montag bitte", []string{"2026-11-23"}},
		{"klar til torsdag", []string{"2026-11-19"}},
		{"itakuwa tayari Ijumaa", []string{"2026-11-20"}},
		{"merge el lunes 30", []string{"2026-11-30"}},
		{"handover Thursday 26", []string{"2026-11-26"}},
		{"Due date: 4/Dec/26 (was: None)", []string{"2026-12-04"}},
		{"the parts ship on 8.12., then", []string{"2026-12-08"}},
		{"not before 24.12", []string{"2026-12-24"}},
		{"é a quinta vez", nil},
		{"call Thu 14:30", []string{"2026-11-19"}},
		{"firmware on 3.8 by Friday", []string{"2026-11-20"}},
		{"by 3.8 at the latest", nil},
		{"wind above 14.5 m/s", nil},
		{"release v2.10. is out", nil},
	} {
		var got []string
		for _, m := range p.Dates(tc.text, wed) {
			got = append(got, m.Date.Format("2006-01-02"))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("Dates(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
