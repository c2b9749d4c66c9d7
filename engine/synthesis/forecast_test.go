package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A question about when a thing happened is not answered by a date after the day its line was
// written: "courier says Friday" on a Tuesday is a forecast, and a happening is told after it
// happens. The same thread answers once a line tells the day it did happen.
func TestForecastIsNoHappening(t *testing.T) {
	ticket := func(text string) synthesis.Evidence {
		return synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Desk", Kind: "ticket", ExternalID: "FAC-318",
			Title: "FAC-318 · Dock 4: replace the leveller hydraulic pump", AuthoredAt: "2026-04-06T08:00:00Z", Text: text}
	}
	for _, q := range []string{"On what date was the new hydraulic pump fitted on dock 4?", "When was the new hydraulic pump fitted on dock 4?"} {
		forecastAsked(t, q, ticket)
	}
}

func forecastAsked(t *testing.T, q string, ticket func(string) synthesis.Evidence) {
	t.Helper()
	history := "FAC-318 · Dock 4: replace the leveller hydraulic pump\n\n07/Apr/26 10:12 Oren Castell: new hydraulic pump for dock 4 shipped, courier says Friday.\n"
	a := askOf(q, ticket(history))
	if a.Status == synthesis.Grounded || strings.Contains(a.Text, "stated is Friday") ||
		!strings.Contains(strings.Join(a.MissingInformation, " "), "the date the question asks for") && !strings.Contains(strings.Join(a.MissingInformation, " "), "the deadline") {
		t.Errorf("%s with only a forecast: %s %q, want no forecast leading and the fitting date named missing", q, a.Status, a.Text)
	}
	a = askOf(q, ticket(history+"14/Apr/26 16:40 Oren Castell: new pump fitted on dock 4 yesterday, leveller tested and back in use.\n"))
	if strings.Contains(strings.Join(a.MissingInformation, " "), "date") {
		t.Errorf("%s with the day told: %s %q missing %q, want no date called missing", q, a.Status, a.Text, a.MissingInformation)
	}
}

// "When was it fitted?" is not answered by the ticket's due date, and "when is it due?" is;
// "when did we say we would ..." and "when were we aiming to ..." ask the plan.
func TestWhenItHappenedIsNoDueDate(t *testing.T) {
	ev := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Desk", Kind: "ticket", ExternalID: "FAC-320",
		Title: "FAC-320 · Dock 6: replace the leveller hydraulic pump", AuthoredAt: "2026-04-06T08:00:00Z",
		Text: "FAC-320 · Dock 6: replace the leveller hydraulic pump\nDue date: 12 April 2026\nAssignee: Oren Castell\n"}
	if a := askOf("When was the hydraulic pump on dock 6 fitted?", ev); a.Status == synthesis.Grounded {
		t.Errorf("happened: %s %q, want the date called missing", a.Status, a.Text)
	}
	for _, q := range []string{"When is the hydraulic pump on dock 6 due?", "When did we say we would fit the hydraulic pump on dock 6?",
		"When were we aiming to fit the hydraulic pump on dock 6?"} {
		if a := askOf(q, ev); a.Status != synthesis.Grounded {
			t.Errorf("%s: %s %q %q, want the due date", q, a.Status, a.Text, a.MissingInformation)
		}
	}
}
