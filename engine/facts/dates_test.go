package facts

import (
	"slices"
	"testing"
	"time"
)

func newTestParser(t *testing.T) *Parser {
	t.Helper()
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The date conventions: relative dates resolve against the message's own day.
func TestDatesResolveAgainstTheMessage(t *testing.T) {
	p := newTestParser(t)
	wed := time.Date(2026, 11, 18, 9, 12, 0, 0, time.UTC) // a Wednesday
	for _, tc := range []struct {
		text string
		want []string // each mention's readings, "|" between readings
	}{
		{"ship it by Friday", []string{"2026-11-20"}},
		{"by Wed please", []string{"2026-11-25"}}, // a weekday is the first such day after the message
		{"tomorrow", []string{"2026-11-19"}},
		{"kindly revert by EOD", []string{"2026-11-18"}},
		{"end of the week", []string{"2026-11-20"}},
		{"next week", []string{"2026-11-27"}},
		{"end of the month", []string{"2026-11-30"}},
		{"end of next month", []string{"2026-12-31"}},
		{"in two weeks", []string{"2026-12-02"}},
		{"a Q1 item", []string{"2027-03-31"}},
		{"Q4 2026", []string{"2026-12-31"}},
		{"due 2026-12-05", []string{"2026-12-05"}},
		{"due 05.12.2026", []string{"2026-12-05"}},
		{"Launch: 16 Nov 2026, 17:00 UTC", []string{"2026-11-16"}},
		{"before 30 Nov", []string{"2026-11-30"}},
		{"Dec 5th", []string{"2026-12-05"}},
		{"by 5 Jan", []string{"2027-01-05"}}, // no year: the next such date
		{"target is Fri 11/20", []string{"2026-11-20"}},
		{"ETA now 14/12", []string{"2026-12-14"}},
		{"due 12/05", []string{"2026-12-05|2027-05-12"}}, // both readings, never a guess
		{"slipped from 28 Nov to 5 Dec", []string{"2026-11-28", "2026-12-05"}},
	} {
		var got []string
		for _, m := range p.Dates(tc.text, wed) {
			var rs []string
			for _, r := range m.Readings {
				rs = append(rs, r.Format("2006-01-02"))
			}
			slices.Sort(rs)
			got = append(got, join(rs))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("Dates(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

func join(s []string) string {
	out := ""
	for i, x := range s {
		if i > 0 {
			out += "|"
		}
		out += x
	}
	return out
}
