package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// A day glossed in brackets is the day before the bracket: "tomorrow (Tue, Dec 1)" written on
// Monday 30 November is 1 December, not the Tuesday after tomorrow.
func TestBracketGlossedDay(t *testing.T) {
	p, err := facts.NewParser()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 30, 7, 0, 0, 0, time.UTC) // a Monday
	for _, c := range []struct{ text, want string }{
		{"The HACCP file update is due tomorrow (Tue, Dec 1).", "2026-12-01"},
		{"reminder: due tomorrow (the 1st)", "2026-12-01"},
		{"Inspection is Friday (4 Dec), 9am.", "2026-12-04"},
	} {
		ds := p.Dates(c.text, at)
		if len(ds) == 0 {
			t.Errorf("%q: no date", c.text)
			continue
		}
		for _, d := range ds {
			if got := d.Date.Format("2006-01-02"); got != c.want {
				t.Errorf("%q: %q read as %s, want %s", c.text, d.Text, got, c.want)
			}
		}
	}
}
