package synthesis

import (
	"testing"

	"github.com/queueproof/queueproof/engine/facts"
)

func TestPerUnit(t *testing.T) {
	p, err := facts.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		sentence string
		want     bool
	}{
		{"Replacement batteries are £38 each.", true},
		{"Delivery is billed at $0.004 per GB after the commit.", true},
		{"Transfer: £17.20/item including QC.", true},
		{"Seats are €9 a seat, billed monthly.", true},
		{"The CDN costs £8,000 monthly.", false},
		{"The 25-seat plan costs £1,000 a month.", false},
		{"Unit price: £38.", true},
		{"| Harrier encoder refresh | £264,000 | 8 encoders, with licences |", false},
		{"The agreement is $412,000 over three years, covering the badges.", false},
	} {
		ms := p.Measures(tt.sentence)
		if len(ms) == 0 {
			t.Fatalf("no amount read in %q", tt.sentence)
		}
		if got := perUnit(tt.sentence, ms[0]); got != tt.want {
			t.Errorf("perUnit(%q, %q) = %v, want %v", tt.sentence, ms[0].Text, got, tt.want)
		}
	}
	for q, want := range map[string]bool{
		"What does a single Harrier encoder cost?":      true,
		"What's Ostra Edge charging us per GB?":         true,
		"What does one Parley badge cost?":              true,
		"What is the budget for the one-off migration?": false,
		"What will the crane refit cost?":               false,
		"How much do we pay per month for the CDN?":     false,
		"Which one costs more, the crane or the rails?": false,
		"What will the one we ordered cost?":            false,
	} {
		if got := asksPerUnit(q); got != want {
			t.Errorf("asks per unit %q = %v, want %v", q, got, want)
		}
	}
}
