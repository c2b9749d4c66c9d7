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
		{"support is 24/7 from launch", nil},             // round the clock, not a date
		{"Sub-tasks: 2/2", nil},                          // how many of how many
		{"checklist 4/6 done", nil},
		{"ETA 13/11, still on the quay", []string{"2026-11-13"}}, // a recent day, not next year's
		{"due 11/10", []string{"2027-10-11|2027-11-10"}},         // two readings: each the next such date
		{"cutover 24/7/2027", []string{"2027-07-24"}},
		{"slipped from 28 Nov to 5 Dec", []string{"2026-11-28", "2026-12-05"}},
		// A weekday and an ordinal day: the next day of that number that falls on that weekday
		// (19 Nov is a Thursday; 19 Dec a Saturday).
		{"confirmed: sat 19th", []string{"2026-12-19"}},
		{"Thursday the 3rd works", []string{"2026-12-03"}},
		{"moving it to mon 23rd", []string{"2026-11-23"}},
		// Spans counted from the message, and the weekday a week after the coming one.
		{"the day after tomorrow then", []string{"2026-11-20"}},
		{"should land 10 days from today", []string{"2026-11-28"}},
		{"two weeks from now at the latest", []string{"2026-12-02"}},
		{"back in 2 wks", []string{"2026-12-02"}},
		{"Friday week is the new target", []string{"2026-11-27"}},
		{"fri week", []string{"2026-11-27"}},
		{"we'll have it a week on Monday", []string{"2026-11-30"}},
		{"the Tuesday after next", []string{"2026-12-01"}},
		{"pushing to the week after next", []string{"2026-12-04"}},
		{"the weekly sync is on Friday", []string{"2026-11-20"}}, // "weekly" is no week after Friday
		// Months in the languages workplace English switches into, day first.
		{"livraison le 21 décembre", []string{"2026-12-21"}},
		{"la entrega es el 9 de noviembre de 2027", []string{"2027-11-09"}},
		{"Abgabe am 3. Dezember", []string{"2026-12-03"}},
		{"prazo 1º de março", []string{"2027-03-01"}},
		{"consegna il 27 novembre", []string{"2026-11-27"}},
		{"we ordered 3 Mars bars", nil}, // a capitalised Mars is no French March
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

// Date forms the natural-language rules miss or misread: a day of the month alone, the end of
// a named month, a day-first "15.12" with no year, an end of day on a named day, "nxt wk", "in
// a fortnight"; a month alone ("mid-December", "we may") names no day at all.
func TestDatesReadDayOnlyMonthEndAndVagueMonths(t *testing.T) {
	p := newTestParser(t)
	thu := time.Date(2026, 10, 22, 15, 0, 0, 0, time.UTC) // a Thursday
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"the crane can't lift before the 29th", []string{"2026-10-29"}},
		{"payroll runs on the 3rd", []string{"2026-11-03"}}, // the next 3rd
		{"earliest is wed 4th", []string{"2026-11-04"}},
		{"we moved to the 2nd floor", nil},
		{"Dec 4th works", []string{"2026-12-04"}},
		{"the 12th of December", []string{"2026-12-12"}},
		{"wrap up by end of November", []string{"2026-11-30"}},
		{"sign-off by the end of January", []string{"2027-01-31"}},
		{"by mid-December", nil},
		{"sometime in March", nil},
		{"we may slip", nil},
		{"goes out Friday 18.12", []string{"2026-12-18"}},
		{"upgrade to v10.12 first", nil},
		{"install 4.10.2", nil},
		{"call at 10.11 am", nil},
		{"by close of business on Monday 2 November", []string{"2026-11-02"}},
		{"EOD on Tuesday", []string{"2026-10-27"}},
		{"moving it to nxt wk", []string{"2026-10-30"}},
		{"done in a fortnight", []string{"2026-11-05"}},
		{"cutover 4-Dec-2026", []string{"2026-12-04"}},
		{"due 4-Dec", []string{"2026-12-04"}},
		{"see OPS-4-dec notes", nil},
		{"window opens 2026/12/04", []string{"2026-12-04"}},
		{"starts 2026-12-04T17:00Z", []string{"2026-12-04"}},
		{"by weds", []string{"2026-10-28"}},
		{"thurs works", []string{"2026-10-29"}},
	} {
		var got []string
		for _, m := range p.Dates(tc.text, thu) {
			got = append(got, m.Date.Format("2006-01-02"))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("Dates(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
