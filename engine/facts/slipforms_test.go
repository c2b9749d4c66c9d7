package facts

import (
	"fmt"
	"testing"
	"time"
)

// A thread gives a due date; a later message moves it in one of the ways people write a move.
// Each form gives a slip from the thread's date to the new one (or none, for the forms that move
// nothing yet).
func TestSlipForms(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 10, 5, 9, 0, 0, 0, time.UTC) // a Monday
	day := func(m time.Month, d int) time.Time { return time.Date(2026, m, d, 0, 0, 0, 0, time.UTC) }
	none := time.Time{}
	for _, tt := range []struct {
		text string
		want time.Time // the new date, or zero for no slip
	}{
		{"HXP-41 brought forward to Wednesday.", day(10, 7)},
		{"HXP-41: pulled in to Thursday 8th.", day(10, 8)},
		{"HXP-41 ETA revised to 14 Oct.", day(10, 14)},
		{"The HXP-41 date has changed to 15 October.", day(10, 15)},
		{"Target date for HXP-41 changed from 9 Oct to 16 Oct.", day(10, 16)},
		{"HXP-41 now scheduled for 14 Oct.", day(10, 14)},
		{"HXP-41 re-planned for 20 October.", day(10, 20)},
		{"HXP-41 — Baseline 9 Oct · Forecast 16 Oct", day(10, 16)},
		{"HXP-41 will be a couple of days late, expect it Tuesday.", day(10, 13)},
		{"HXP-41 moved right by two days.", day(10, 11)},
		{"HXP-41 brought forward by a week.", day(10, 2)},
		{"HXP-41 — due date moved: 09/10 → 16/10", day(10, 16)},
		// A date missed, the new one next: in the same clause, the next or the next sentence.
		{"HXP-41 won't make Friday, Tuesday latest.", day(10, 13)},
		{"HXP-41 won't make Friday; Tuesday at the latest.", day(10, 13)},
		{"HXP-41 won't make Friday. Tuesday latest.", day(10, 13)},
		{"I've changed the due date on HXP-41 to 16 Oct.", day(10, 16)},
		{"Ana changed due date of HXP-41 \"pump seal\" from Oct 9 to Oct 13", day(10, 13)},
		{"HXP-41 — was 9 Oct, now 16 Oct: the seals are late.", day(10, 16)},
		{"HXP-41 pushed to 16 Oct (was the 9th).", day(10, 16)},
		{"**Revision 2 (6 Oct):** HXP-41 target moved up to 8 Oct.", day(10, 8)},
		{"HXP-41 seals come earlier, 8th (Thu).", day(10, 8)},
		{"HXP-41: the vendor now says 20 October.", day(10, 20)},
		// No move yet: a question, a weather forecast, a date asked for.
		{"Can we do the 14th instead for HXP-41?", none},
		{"HXP-41: the forecast gives a window on Saturday.", none},
		{"The audit got pulled in, so we'd need HXP-41 by 7 Oct instead of 9 Oct.", none},
		{"The client asked for HXP-41 to come earlier than the 9th.", none},
	} {
		th := NewThread()
		p.Extract(th, nil, Doc{ID: "a", Kind: "chat", Author: "Ana Ruiz", At: at, Title: "#plant", Text: "HXP-41 pump seal swap: due Friday 9 Oct."})
		var got, old time.Time
		for _, f := range p.Extract(th, nil, Doc{ID: "b", Kind: "chat", Author: "Ben Ode", At: at.Add(26 * time.Hour), Title: "#plant", Text: tt.text}) {
			if f.Kind == Slip && f.Subject == "HXP-41" {
				got, old = f.Date, f.Old
			}
		}
		switch {
		case !got.Equal(tt.want):
			t.Errorf("%q: slip to %s, want %s", tt.text, got.Format(time.DateOnly), tt.want.Format(time.DateOnly))
		case !tt.want.IsZero() && !old.Equal(day(10, 9)):
			t.Errorf("%q: slip from %s, want from 2026-10-09", tt.text, old.Format(time.DateOnly))
		}
	}
}

// A plan's table with a baseline and a forecast date column: the forecast is the row's due date
// and, where it differs from the baseline, a slip from it; a forecast still to be given leaves
// the row without one. The same table is read the same way every time (the column found for a
// facet does not depend on map order).
func TestBaselineAndForecastColumns(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	doc := Doc{ID: "r", Kind: "doc", Author: "Ana Ruiz", At: time.Date(2026, 9, 18, 16, 0, 0, 0, time.UTC), Title: "Weekly status",
		Text: "| Workstream | Lead | Baseline finish | Forecast finish | RAG |\n|---|---|---|---|---|\n" +
			"| HXP-50 Repaint | Ben Ode | 3 Oct | 10 Oct | Amber |\n" +
			"| HXP-51 Pipework | Ben Ode | 14 Nov | 14 Nov | Green |\n" +
			"| HXP-52 Decant | Ben Ode | 28 Nov | TBC | Red |\n"}
	want := "slip HXP-50 2026-10-03->2026-10-10; due HXP-50 2026-10-10; due HXP-51 2026-11-14; "
	for range 20 {
		got := ""
		for _, f := range p.Extract(NewThread(), nil, doc) {
			switch f.Kind {
			case Due:
				got += fmt.Sprintf("due %s %s; ", f.Subject, f.Date.Format(time.DateOnly))
			case Slip:
				got += fmt.Sprintf("slip %s %s->%s; ", f.Subject, f.Old.Format(time.DateOnly), f.Date.Format(time.DateOnly))
			}
		}
		if got != want {
			t.Fatalf("read %q, want %q", got, want)
		}
	}
}

// A later message that gives the work another date with a reason re-plans it, though no verb of
// moving says so; without a reason the two dates are left to the timeline.
func TestAnExplainedNewDateIsASlip(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 10, 5, 9, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		text string
		slip bool
	}{
		{"Apologies, the crane hire fell through. HXP-41 install on the 21st.", true},
		{"Unfortunately the vessel skipped our port; HXP-41 goes on the next sailing, 23 October.", true},
		{"HXP-41 install on the 21st.", false},
	} {
		th := NewThread()
		p.Extract(th, nil, Doc{ID: "a", Kind: "mail", Author: "Ana Ruiz", At: at, Title: "HXP-41", Text: "HXP-41 install: due Friday 9 Oct."})
		got := false
		for _, f := range p.Extract(th, nil, Doc{ID: "b", Kind: "mail", Author: "Ben Ode", At: at.Add(48 * time.Hour), Title: "Re: HXP-41", Text: tt.text}) {
			if f.Kind == Slip && f.Subject == "HXP-41" && f.Old.Equal(time.Date(2026, 10, 9, 0, 0, 0, 0, time.UTC)) && f.Doc == "b" {
				got = true
			}
		}
		if got != tt.slip {
			t.Errorf("%q: slip %v, want %v", tt.text, got, tt.slip)
		}
	}
}

// A tracker's history written as Jira writes it, the field on one line and its values on the
// next: the due date moves, the state changes; a watcher starts no work. A field history in one
// line ("Target close date: 11/20/2026 → 11/27/2026") moves the date too.
func TestTrackerHistoryLines(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 12, 9, 6, 40, 0, 0, time.UTC)
	for _, tt := range []struct{ text, want string }{
		{"History\nAna Ruiz changed the Due date\n  11/Dec/26 → 06/Jan/27\nAna Ruiz changed the Status\n  Waiting for vendor → In Progress\nBen Ode started watching this issue",
			"slip 2026-12-11->2027-01-06; due 2027-01-06; status in_progress; "},
		{"Property changes\nTarget close date: 12/20/2026 → 12/27/2026", "slip 2026-12-20->2026-12-27; due 2026-12-27; "},
	} {
		got := ""
		for _, f := range p.Extract(NewThread(), nil, Doc{ID: "h", Kind: "ticket", Key: "HXP-60", Author: "Ana Ruiz", At: at, Title: "HXP-60 Lecture capture", Text: tt.text}) {
			switch f.Kind {
			case Slip:
				got += fmt.Sprintf("slip %s->%s; ", f.Old.Format(time.DateOnly), f.Date.Format(time.DateOnly))
			case Due:
				got += fmt.Sprintf("due %s; ", f.Date.Format(time.DateOnly))
			case Status:
				got += fmt.Sprintf("status %s; ", f.State)
			}
		}
		if got != tt.want {
			t.Errorf("%q:\nread %q\nwant %q", tt.text, got, tt.want)
		}
	}
}

// A date said to be missed with no new one given: the slip has no new date, and the work has
// no due date until one is given.
func TestAMissedDateWithNoNewOne(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 10, 5, 9, 0, 0, 0, time.UTC)
	var slip *Fact
	for _, text := range []string{"Sorry, HXP-41 won't make Friday. I will come back to you with a date.",
		"For Friday HXP-41 will not be possible, the boiler is stuck in the storm."} {
		th := NewThread()
		p.Extract(th, nil, Doc{ID: "a", Kind: "mail", Author: "Ana Ruiz", At: at, Title: "HXP-41", Text: "HXP-41 install: due Friday 9 Oct."})
		slip = nil
		for _, f := range p.Extract(th, nil, Doc{ID: "b", Kind: "mail", Author: "Ben Ode", At: at.Add(24 * time.Hour), Title: "Re: HXP-41", Text: text}) {
			switch f.Kind {
			case Slip:
				slip = &f
			case Due:
				t.Errorf("%q: due %s, want none: the date is the one missed", text, f.Date.Format(time.DateOnly))
			}
		}
		if slip == nil || !slip.Old.Equal(time.Date(2026, 10, 9, 0, 0, 0, 0, time.UTC)) || !slip.Date.IsZero() || slip.Doc != "b" {
			t.Fatalf("%q: slip = %+v, want one from 2026-10-09 with no new date", text, slip)
		}
	}
}

// A standup's "Blockers: none." with more after it names no blocker; what follows is read like
// any sentence ("none, but HRA-77 is slipping into next sprint").
func TestBlockersNoneThenMore(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 10, 1, 30, 0, 0, time.UTC)
	text := "Seo Jae-hyun\n• Yesterday: HRA-77 offline download\n• Blockers: none. HRA-77 should land by Friday's sprint review"
	got := ""
	for _, f := range p.Extract(NewThread(), nil, Doc{ID: "s", Kind: "chat", Author: "Seo Jae-hyun", At: at, Title: "#standup", Text: text}) {
		switch f.Kind {
		case Blocker, Status:
			got += fmt.Sprintf("%s %s %s; ", f.Kind, f.State, f.What)
		case Due:
			got += fmt.Sprintf("due %s; ", f.Date.Format(time.DateOnly))
		}
	}
	if got != "due 2026-11-13; " {
		t.Fatalf("read %q, want only the due date", got)
	}
}

// A move of another item named after the verb is that item's, and the date before it was the
// first item's: "HXP-40 still 15 Oct and fyi they moved the HXP-41 install to the 16th".
func TestAMoveOfAnotherItemInTheClause(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 10, 5, 9, 0, 0, 0, time.UTC)
	th := NewThread()
	p.Extract(th, nil, Doc{ID: "a", Kind: "chat", Author: "Ana Ruiz", At: at, Title: "#ops", Text: "HXP-40 due 15 Oct. HXP-41 install due 12 Oct."})
	var got []string
	for _, f := range p.Extract(th, nil, Doc{ID: "b", Kind: "chat", Author: "Ben Ode", At: at.Add(24 * time.Hour), Title: "#ops",
		Text: "HXP-40 still 15 Oct 👍 and fyi they moved the HXP-41 install to the 16th"}) {
		if f.Kind == Slip {
			got = append(got, fmt.Sprintf("%s %s->%s", f.Subject, f.Old.Format(time.DateOnly), f.Date.Format(time.DateOnly)))
		}
	}
	if fmt.Sprint(got) != "[HXP-41 2026-10-12->2026-10-16]" {
		t.Fatalf("slips %v, want HXP-41 moved from 12 to 16 Oct", got)
	}
}

// Moves that are not the work's: a meeting's or a review's day, things moved to a place on a
// day. None moves the thread's due date.
func TestNotTheWorksMove(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 10, 5, 9, 0, 0, 0, time.UTC)
	for _, text := range []string{
		"The meeting about HXP-41 is now on 12 Oct.",
		"HXP-41 review comes later, on 20 Oct, after install.",
		"Moved the HXP-41 files to the shared drive on 6 Oct.",
		"Sorry for the late reply! HXP-41 is still on for Friday 9 Oct.",
	} {
		th := NewThread()
		p.Extract(th, nil, Doc{ID: "a", Kind: "chat", Author: "Ana Ruiz", At: at, Title: "#plant", Text: "HXP-41 pump seal swap: due Friday 9 Oct."})
		for _, f := range p.Extract(th, nil, Doc{ID: "b", Kind: "chat", Author: "Ben Ode", At: at.Add(time.Hour), Title: "#plant", Text: text}) {
			if f.Kind == Slip {
				t.Errorf("%q: slip %s->%s, want none", text, f.Old.Format(time.DateOnly), f.Date.Format(time.DateOnly))
			}
		}
	}
}
