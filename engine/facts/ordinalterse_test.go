package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// A bare ordinal day after a noun of an act of work or a preposition of time is a date in terse
// writing ("MNK-34 delivery 17th", "install on 24th"); after other nouns it stays an ordinal
// ("3rd coat", "2nd floor").
func TestTerseOrdinalDays(t *testing.T) {
	p, err := facts.NewParser()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 9, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		text, want string
	}{
		{"MNK-34 delivery 17th", "2026-11-17"},
		{"install on 24th, crane booked", "2026-11-24"},
		{"3rd coat goes down tonight", ""},
		{"meet on the 2nd floor", ""},
		{"our 5th anniversary party", ""},
	} {
		got := ""
		for _, d := range p.Dates(c.text, at) {
			if d.Text != "tonight" {
				got = d.Date.Format("2006-01-02")
			}
		}
		if got != c.want {
			t.Errorf("%q: date %q, want %q", c.text, got, c.want)
		}
	}
	runFactProbes(t, []factProbe{
		{name: "terse delivery day", docs: []facts.Doc{{ID: "d1", Kind: "chat", Author: "Mihkel Saar", At: at, Title: "#ops", Text: "MNK-34 labels: delivery 17th"}},
			want: []string{"due MNK-34 2026-11-17"}},
	})
}
