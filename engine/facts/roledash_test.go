package facts

import "testing"

// An assignee written after the team or role that holds the work, a dash between, is the
// person: the role is no owner's name.
func TestAnAssigneeAfterItsRole(t *testing.T) {
	checkFacts(t, []Doc{{ID: "a", Kind: "ticket", Author: "Workflow bot", At: at(16), Title: "HR-204 Laptop for the new starter",
		Text: "HR-204 Laptop for the new starter\nAssignee: Service desk — Odile Marchetti-Bauer\nStatus: In progress"}},
		[]string{"owner HR-204 Odile Marchetti-Bauer"}, []string{"owner HR-204 Service desk — Odile Marchetti-Bauer"})
	checkFacts(t, []Doc{{ID: "b", Kind: "ticket", Author: "Workflow bot", At: at(16), Title: "HR-205 Badge for the new starter",
		Text: "HR-205 Badge for the new starter\nAssigned: Security – Kwame Duarte; QA – Lena Fisk\nStatus: Open"}},
		[]string{"owner HR-205 Kwame Duarte"}, nil)
}
