package facts

import (
	"testing"
	"time"
)

// A weekday a pattern names ("the first Tuesday of each month", "every other Friday", "the
// last Friday of the month") is no date; a weekday alone still is, and so is "every Friday"
// (asked "what day", it answers).
func TestARecurringWeekdayIsNoDate(t *testing.T) {
	p := newTestParser(t)
	ref := time.Date(2026, 2, 20, 9, 0, 0, 0, time.UTC)
	for _, text := range []string{"Maintenance is the first Tuesday of each month.", "moves from the first Tuesday to the second Wednesday of each month",
		"every other Tuesday we rotate", "Payroll runs the last Friday of the month."} {
		if ds := p.Dates(text, ref); len(ds) > 0 {
			t.Errorf("%q: dates %q, want none", text, ds[0].Text)
		}
	}
	for _, text := range []string{"BRK-4 is due on Tuesday.", "due Friday", "We ship next Wednesday."} {
		if ds := p.Dates(text, ref); len(ds) != 1 {
			t.Errorf("%q: %d dates, want one", text, len(ds))
		}
	}
}
