package facts

import "testing"

func TestResolutionAndPlaceholderFields(t *testing.T) {
	closed := map[string]string{"status": "Closed"}
	runWho(t, []whoCase{
		{"a duplicate resolution cancels a closed ticket, and names no subject", []Doc{{ID: "1", Kind: "ticket", Author: "Helpdesk", At: at(18),
			Title: "CS-7712 Wrong colour shipped", Fields: closed,
			Text: "Ticket: CS-7712\nRequester: Aino Lehto\nAgent: Rosalind Obi\nResolution: Duplicate of CS-7701"}},
			[]string{"status CS-7712 cancelled", "owner CS-7712 Rosalind Obi"}, []string{"status CS-7712 done", "status CS-7701 cancelled"}},
		{"a fixed resolution keeps the closed state", []Doc{{ID: "1", Kind: "ticket", Author: "Helpdesk", At: at(18),
			Title: "CS-7713 Label misprint", Fields: closed, Text: "Ticket: CS-7713\nAgent: Rosalind Obi\nResolution: Fixed"}},
			[]string{"status CS-7713 done"}, nil},
		{"a placeholder is nobody", []Doc{doc("Maren Holt", "Plan", "CS-7714 venue booking\nwho: tbc\nstate: new")},
			nil, []string{"owner CS-7714 Tbc"}},
		{"an unassigned item is open", []Doc{chat("1", "Maren Holt", "CS-7715 still has no assignee, and the promo starts Monday.")},
			[]string{"status CS-7715 open"}, nil},
		{"assigning it is not having none", []Doc{chat("1", "Maren Holt", "CS-7716 was unassigned until Rosalind took it this morning.")},
			nil, []string{"status CS-7716 open"}},
	})
}

// A source system's field written as a change, the new value last, is the new value: it
// revises the old, and a due date moved later slipped.
func TestChangedFieldsGiveTheirNewValue(t *testing.T) {
	moved := map[string]string{"assignees": "Ana Ruiz → Kim Park", "due": "25 Sep 2026 → 2 Oct 2026", "status": "Active → Completed"}
	runWho(t, []whoCase{
		{"a history entry's fields", []Doc{{ID: "1", Kind: "ticket", Author: "Tracker", At: at(18), Title: "CS-7720 Tender pack", Key: "CS-7720", Fields: moved,
			Text: "Changed by Ana Ruiz"}},
			[]string{"owner CS-7720 Kim Park", "due CS-7720 2026-10-02", "slip CS-7720 2026-09-25->2026-10-02", "status CS-7720 done"},
			[]string{"owner CS-7720 Ana Ruiz", "due CS-7720 2026-09-25", "status CS-7720 in_progress"}},
		{"a field set from nothing", []Doc{{ID: "1", Kind: "ticket", Author: "Tracker", At: at(18), Title: "CS-7721 Printer", Key: "CS-7721",
			Fields: map[string]string{"owner": "- → Rui Medeiros", "finish date": "02.10.2026 → 23.10.2026"}, Text: "Updated"}},
			[]string{"owner CS-7721 Rui Medeiros", "due CS-7721 2026-10-23"}, []string{"due CS-7721 2026-10-02"}},
	})
}
