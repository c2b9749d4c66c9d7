package facts

import "testing"

// An amount in a currency written by its ISO code is money, before or after the number
// ("NOK 1,240", "450 SEK", "NOK 14.2m"); a code that is as often another word is not read as
// one ("the CAD 3 model", "try 3 times").
func TestMoneyByCurrencyCode(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]float64{
		"| Line labour | NOK 1,240 per man-hour |": 1240,
		"Engine support: NOK 14.2m.":               14.2e6,
		"the licence is 450 SEK a month":           450,
		"the CAD 3 model is in the drive":          0,
		"try 3 times before you escalate":          0,
	} {
		got := 0.0
		for _, m := range p.Measures(text) {
			if m.Class == Money {
				got = m.Amount
			}
		}
		if got != want {
			t.Errorf("%q: money %v, want %v", text, got, want)
		}
	}
}
