package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// States as trackers and alerting tools write them: "Status: Draft" and "Acknowledged" are
// under way, "Planning", "Submitted" and "Assigned" not started, a help desk's "Pending" waits,
// "Solved" is done; an alert's
// tag may be written in any case ("[Triggered]").
func TestTrackerStateWords(t *testing.T) {
	at := time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC)
	field := func(v string) []facts.Doc {
		return []facts.Doc{{ID: "d1", Kind: "ticket", Author: "Tracker", At: at, Title: "OPS-71 Cold store sensors", Text: "Status: " + v}}
	}
	runFactProbes(t, []factProbe{
		{name: "Draft", docs: field("Draft"), want: []string{"status OPS-71 in_progress"}},
		{name: "Planning", docs: field("Planning"), want: []string{"status OPS-71 open"}},
		{name: "Pending", docs: field("Pending — awaiting parts"), want: []string{"status OPS-71 blocked"}},
		{name: "Solved", docs: field("Solved"), want: []string{"status OPS-71 done"}},
		// a request filed and not yet worked on
		{name: "Submitted", docs: field("Submitted"), want: []string{"status OPS-71 open"}, not: []string{"status OPS-71 done"}},
		{name: "Assigned", docs: field("Assigned"), want: []string{"status OPS-71 open"}},
		{name: "an alert's tag in title case", docs: []facts.Doc{{ID: "d1", Kind: "chat", Author: "Opsgenie", At: at, Title: "#alerts", Text: "[Acknowledged] #4471 Cold store 3 temperature high"}},
			want: []string{"status #4471 in_progress"}},
	})
}

// A help desk's "With Supplier" waits on someone outside; Launchpad's "Triaged" is filed and
// not started, its "Fix Committed" done; a status field qualified by the item's own kind
// ("Workflow state", "Ticket status") is the item's status, one of another thing's ("Payment
// status") is not.
func TestTrackerStatesAndQualifiedFields(t *testing.T) {
	at := time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC)
	doc := func(text string) []facts.Doc {
		return []facts.Doc{{ID: "d1", Kind: "ticket", Author: "Tracker", At: at, Title: "FLT-88 Van 4 tail lift", Text: text}}
	}
	runFactProbes(t, []factProbe{
		{name: "With Supplier", docs: doc("Status: With Supplier"), want: []string{"status FLT-88 blocked"}},
		{name: "Triaged", docs: doc("Status: Triaged"), want: []string{"status FLT-88 open"}},
		{name: "Fix Committed", docs: doc("Status: Fix Committed"), want: []string{"status FLT-88 done"}},
		{name: "Workflow state", docs: doc("Workflow state: In Development"), want: []string{"status FLT-88 in_progress"}},
		{name: "Ticket status", docs: doc("Ticket status: Working"), want: []string{"status FLT-88 in_progress"}},
		{name: "another thing's status", docs: doc("Payment status: Paid\nWarranty status: Active"), not: []string{"status FLT-88 *"}},
	})
}
