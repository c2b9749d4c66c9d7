package facts

import (
	"testing"
	"time"
)

// Deadlines written with cues the earlier readings missed: "prior to", a cut-off, "a deadline
// of" (an ambiguous numeric date keeps both readings).
func TestDueForms(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 10, 5, 9, 0, 0, 0, time.UTC)
	for _, tt := range []struct{ text, want string }{
		{"QRT-12 must be finished prior to 2 November.", "2026-11-02"},
		{"The cut-off for QRT-12 is 16 Oct.", "2026-10-16"},
		{"QRT-12 has a hard deadline of 1/11.", "2027-01-11 2026-11-01"},
		{"Shipment of QRT-12 will be 9 October from the port.", "2026-10-09"},
		{"QRT-12 goes on the next sailing, 23 October.", "2026-10-23"},
		{"QRT-12 goes in the 28 Oct release.", "2026-10-28"},
		{"QRT-12 wraps up Friday, October 30.", "2026-10-30"},
		{"QRT-12: 13 Oct is safe.", "2026-10-13"},
		{"QRT-12 still 15 Oct.", "2026-10-15"},
		{"QRT-12 install also 24 Oct.", "2026-10-24"},
		// a date kept as it was
		{"QRT-12: 20 November still stands from my side.", "2026-11-20"},
		{"QRT-12 opening 16 Nov is still the plan.", "2026-11-16"},
		{"QRT-12 rail repair, wrist in a cast. date stays 2 Nov", "2026-11-02"},
		{"QRT-12: the 9th holds.", "2026-10-09"},
		{"QRT-12 sales: 14 Oct stands out as the busiest day.", ""},
		{"QRT-12 was due last Friday.", ""}, // a missed date is no due date
		// This session's forms: "no later than" (its "no" negates nothing), a date that is a
		// deadline by its words, a departure or ex-factory date.
		{"The pines on QRT-12 need to be down no later than Fri 16th.", "2026-10-16"},
		{"The QRT-12 report I send to the inspector no later than 30 October.", "2026-10-30"},
		{"QRT-12 needs to be gone EOD.", "2026-10-05"},
		{"QRT-12 COB Thursday please.", "2026-10-08"},
		{"QRT-12: ETD Rotterdam 29 Oct.", "2026-10-29"},
		{"PO QRT-12: ex-factory date is 12/12 as per PO.", "2026-12-12"},
		{"QRT-12 is not later than planned, 16 Oct.", ""},
		{"QRT-12 photos: our photo shoot is on 8 December.", ""}, // an event's day
		{"QRT-12 team: cake for Hector's birthday on Friday.", ""},
		// A cue read on the last characters before the date only (cueWindow), at its longest.
		{"QRT-12 update from the harbour office: the cut-over for the Apapa terminal is 21 Oct.", "2026-10-21"},
		{"QRT-12 is to land by the dress rehearsal of the autumn gala (Oct 29), not later.", "2026-10-29"}, // no deadline cue
		{"We left at end of day; QRT-12 review meeting Friday.", ""},                                       // a meeting's day
	} {
		got := ""
		for _, f := range p.Extract(NewThread(), nil, Doc{ID: "b", Kind: "chat", Author: "Ana Ruiz", At: at, Title: "#ops", Text: tt.text}) {
			if f.Kind != Due {
				continue
			}
			got = f.Date.Format(time.DateOnly)
			for _, r := range f.Readings[min(1, len(f.Readings)):] {
				got += " " + r.Format(time.DateOnly)
			}
		}
		if got != tt.want {
			t.Errorf("%q: due %q, want %q", tt.text, got, tt.want)
		}
	}
}
