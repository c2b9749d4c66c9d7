package facts

import "testing"

// A resolution after a tracker's state decides it ("RESOLVED WONTFIX" is cancelled, "RESOLVED
// FIXED" done), and a field's history that ends on a state is the item's state whatever the
// field is called ("Milestone changed: Mitigated → Resolved"), never an item named by the label.
func TestTrackerResolutionsAndStateHistories(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want, not  []string
	}{
		{"a resolution after the state", "KLN-4471: kiln door switch\nStatus: RESOLVED WONTFIX", []string{"status KLN-4471 cancelled"}, []string{"status KLN-4471 done"}},
		{"a fix after the state", "KLN-4471: kiln door switch\nStatus: RESOLVED FIXED", []string{"status KLN-4471 done"}, nil},
		{"a field's history ending on a state", "INC-91 kiln 2 overheat\nMilestone changed: Mitigated → Resolved", []string{"status INC-91 done"}, []string{"status Milestone changed done"}},
		{"a field's history ending on no state", "INC-91 kiln 2 overheat\nMilestone changed: v2.3 → v2.4", nil, []string{"status INC-91 done", "status Milestone changed done"}},
		{"a value that only opens with a state word", "INC-91 kiln 2 overheat\nSupplier changed: Kilnworks → Closed Loop Ceramics", nil, []string{"status INC-91 done"}},
		{"a state with a rule after it", "INC-91 kiln 2 overheat\nAccess changed: Open → Closed (staff only)", nil, []string{"status INC-91 done"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkFacts(t, []Doc{{ID: "d", Kind: "ticket", Author: "Oyelaran Bisi", At: at(2), Title: "kiln tracker", Text: tc.text}}, tc.want, tc.not)
		})
	}
}
