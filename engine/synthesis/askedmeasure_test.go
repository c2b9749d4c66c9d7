package synthesis

import (
	"testing"

	"github.com/queueproof/queueproof/engine/facts"
)

func TestAskedMeasure(t *testing.T) {
	for q, want := range map[string]facts.MeasureClass{
		"What are we paying per smart meter fitted?":             facts.Money,
		"What is Ostra Edge charging us per GB delivered?":       facts.Money,
		"What should I pay attention to when upgrading?":         "",
		"What happens if a customer is charged twice?":           "",
		"What is the paid leave policy?":                         "",
		"What is the wireless refresh going to cost us?":         facts.Money,
		"How much did we spend on the CDN last year?":            facts.Money,
		"What rebuffering ratio pages the streaming on-call?":    facts.Percent,
		"What share of rooms get a good signal?":                 facts.Percent,
		"How far back can you rewind a live channel?":            facts.Duration,
		"What's Helix's guaranteed AOG delivery time to Lyngøy?": facts.Duration,
		"What is the lead time on a spare prop?":                 facts.Duration,
		"What time is the delivery on Friday?":                   "",
		"What is the billing system called?":                     "",
		"Who pays for the replacement batteries?":                "",
		"At what wind does the tower crane stop?":                facts.Speed,
		"What's the speed limit on the site road?":               facts.Speed,
		"What top speed can the shuttle reach?":                  facts.Speed,
		"How fast does the nightly export run?":                  facts.Duration,
		"What do we fine a driver for a missed delivery slot?":   facts.Money,
	} {
		got, ok := askedMeasure(q)
		if !ok {
			got = ""
		}
		if got != want {
			t.Errorf("askedMeasure(%q) = %q, want %q", q, got, want)
		}
	}
}
