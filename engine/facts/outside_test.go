package facts

import (
	"testing"
	"time"
)

// A statement from outside the team changes no owner, due date or status of work a system of
// record tracks; of work no record tracks, it is a statement like any other.
func TestOutsideStatementsDoNotChangeTrackedWork(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2026, 11, d, 9, 0, 0, 0, time.UTC) }
	fs := []Fact{
		{Kind: Status, Subject: "PAY-1", State: InProgress, Field: true, At: day(10), Doc: "ticket"},
		{Kind: Status, Subject: "PAY-1", State: Done, Outside: true, At: day(19), Doc: "mail"},
		{Kind: Owner, Subject: "PAY-1", Person: "Mara Lind", Field: true, At: day(10), Doc: "ticket"},
		{Kind: Owner, Subject: "PAY-1", Person: "Eve Outsider", Revises: true, Outside: true, At: day(19), Doc: "mail"},
		{Kind: Status, Subject: "the supplier refund", State: Done, Outside: true, At: day(19), Doc: "mail"},
		{Kind: Status, Subject: "PAY-2", State: InProgress, Field: true, At: day(10), Doc: "ticket2"},
		{Kind: Status, Subject: "PAY-2", State: Done, At: day(19), Doc: "chat"},
	}
	want := map[string]string{"PAY-1 status": "in_progress", "PAY-1 owner": "Mara Lind", "the supplier refund status": "done", "PAY-2 status": "done"}
	for _, tl := range Timelines(fs) {
		k := tl.Subject + " " + string(tl.Facet)
		if tl.Current == nil {
			t.Errorf("%s: no current value", k)
			continue
		}
		got := string(tl.Current.State)
		if tl.Facet == FacetOwner {
			got = tl.Current.Person
		}
		if got != want[k] {
			t.Errorf("%s = %q, want %q", k, got, want[k])
		}
		delete(want, k)
	}
	if len(want) > 0 {
		t.Errorf("timelines missing: %v", want)
	}
}
