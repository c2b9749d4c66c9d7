package facts

import "testing"

// A date set after an action given to someone is when it is to be done: "Ana Lopez to send the
// signed lease Friday" is due Friday, as "by Friday" would be; a date before the action is not.
func TestAnActionsDateIsItsDueDate(t *testing.T) {
	notes := Doc{ID: "h1", Kind: "doc", Title: "Handover — front desk", Author: "Ana Lopez", At: at(18),
		Text: "1. Signed lease: Ana Lopez to send it to the landlord Friday.\n"}
	checkFacts(t, []Doc{notes}, []string{"owner Signed lease Ana Lopez", "due Signed lease 2026-11-20"}, nil)
}
