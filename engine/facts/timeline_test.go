package facts

import (
	"testing"
	"time"
)

// Work reopened starts over: a due date given after the reopening replaces the one before it,
// though nobody says it moved; without the reopening the two dates disagree.
func TestReopenedWorkTakesItsNewDate(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2026, 11, d, 9, 0, 0, 0, time.UTC) }
	first := Fact{Kind: Due, Subject: "OPS-9", Date: day(20), At: day(10), Doc: "a"}
	later := Fact{Kind: Due, Subject: "OPS-9", Date: day(27), At: day(24), Doc: "c"}
	reopen := Fact{Kind: Status, Subject: "OPS-9", State: Open, Revises: true, At: day(23), Doc: "b"}

	due, _ := Latest(Timelines([]Fact{first, reopen, later}), "OPS-9", FacetDue)
	if due.Contradicted() || due.Current == nil || !due.Current.Date.Equal(day(27)) || len(due.History) != 1 {
		t.Fatalf("after a reopening, due timeline = %+v, want 27 Nov replacing 20 Nov", due)
	}
	due, _ = Latest(Timelines([]Fact{first, later}), "OPS-9", FacetDue)
	if !due.Contradicted() {
		t.Fatalf("without a reopening, due timeline = %+v, want the two dates to disagree", due)
	}
	early := reopen
	early.At = day(5) // reopened before the first date was given: it explains nothing after
	due, _ = Latest(Timelines([]Fact{early, first, later}), "OPS-9", FacetDue)
	if !due.Contradicted() {
		t.Fatalf("with a reopening before both dates, due timeline = %+v, want a disagreement", due)
	}
}
