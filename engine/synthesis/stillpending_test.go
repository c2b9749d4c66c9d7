package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A figure still being worked out, one given only in a report to come, or one to be published
// on a later day is missing; a question asking what a thing cost asks a figure. A later source
// that gives the figure settles it.
func TestFigureStillBeingWorkedOutIsMissing(t *testing.T) {
	ev := func(id, at, title, text string) synthesis.Evidence {
		return synthesis.Evidence{ChunkID: "c" + id, DocumentID: "d" + id, SourceID: "s", SourceName: "Wiki", Title: title, AuthoredAt: at, Text: text}
	}
	for _, tc := range []struct{ q, pending string }{
		// (a figure of another thing, "12 flats", beside the pending words)
		{"What did the goodwill refunds after the boiler outage cost us in total?",
			"Tenants of the 12 flats in block C each got a goodwill refund after the boiler outage; the total value is still being calculated by Finance."},
		{"How much heat did the new biomass boiler deliver in 2026?",
			"The 140 kW biomass boiler for block C has run since March 2026; first full-year figures in next year's energy report."},
		{"How much is the resident parking permit for 2027?",
			"Resident parking permits 2027 (zones 1 to 3): the prices will be published on 1 October."},
	} {
		other := ev("2", "2026-05-02T09:00:00Z", "Block C notes", "Block C has 48 flats and one boiler room.")
		a := askOf(tc.q, ev("1", "2026-05-01T09:00:00Z", "Block C", tc.pending), other)
		if a.Status == synthesis.Grounded || !strings.Contains(strings.Join(a.MissingInformation, " "), "not settled") && !strings.Contains(tc.q, "cost") {
			t.Errorf("%q: %s %q, want PARTIAL: the figure is not settled (missing %q)", tc.q, a.Status, a.Text, a.MissingInformation)
		}
	}
	q := "What did the goodwill refunds after the boiler outage cost us in total?"
	a := askOf(q, ev("1", "2026-05-01T09:00:00Z", "Block C", "Tenants in block C each got a goodwill refund after the boiler outage; the total value is still being calculated by Finance."),
		ev("3", "2026-06-01T09:00:00Z", "Block C: refunds", "The goodwill refunds after the boiler outage came to £6,240 in total."))
	if !strings.Contains(a.Text, "6,240") {
		t.Errorf("%s %q: want the figure given later", a.Status, a.Text)
	}
}
