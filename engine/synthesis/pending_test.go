package synthesis

import "testing"

// A question asking one detail is not answered by evidence that says the detail is still to
// come; a pending word about something the question does not ask leaves it alone, and a
// question asking for an account is not a detail question.
func TestPendingDetail(t *testing.T) {
	for _, tc := range []struct {
		q, claim string
		pending  bool
	}{
		{"Why did the hoist on crane 4 trip last week?", "Hoist brake sent back to the maker; their findings to follow.", true},
		{"When will the new boiler be commissioned?", "Boiler commissioning date TBC with the installer.", true},
		{"Who will chair the safety committee?", "The committee chair is to be agreed at the January board.", true},
		{"What did the roof repair cost?", "Roof repair: final cost not yet known, invoices outstanding.", true},
		{"How long is the warranty on the roof repair?", "Roof repair finished 3 March; warranty 10 years.", false},
		{"What did the roof repair cost?", "The canteen menu for next week is TBC.", false}, // about nothing asked
		// set later, measured later, kept back, given elsewhere, deferred, by quotation
		{"When does the stores module go live?", "Phase 2 (stores module): the date will be set after phase 1 has gone live.", true},
		{"How much fluid do the new nozzles save?", "The nozzles' saving is to be measured at the end of the season.", true},
		{"What's the monthly lease rate on the spare engine?", "The spare engine lease terms are commercially confidential.", true},
		{"What's the oil consumption limit for removing an engine?", "Removal limit for oil consumption: see the EMM, not reproduced here.", true},
		{"How much has the board approved for the hangar?", "The Board deferred the decision on the hangar to the budget round.", true},
		{"What is the weekend rate for hangar labour?", "Weekend hangar labour rate: by quotation.", true},
		{"When did the hangar lights go live?", "The hangar lights went live on 3 March after the date was set by the board.", false},
		// no one has it: a spec that gives none, a technician who does not know, a copy not typed
		{"What load are the hangar crane's hooks rated for?", "The crane's spec gives no rating for the hooks, and the hangar technician doesn't know either.", true},
		{"When does the hangar fire certificate expire?", "The certificate is on the paper copy in the office; nobody has written it down yet.", true},
		{"What is the hangar insured for?", "The sum insured is on the broker's schedule; I haven't seen the contract yet.", true},
		// not yet given out, still being worked on
		{"What is the licence number for the hangar's fuel store?", "Fuel store licence: applied for in May, the number not yet allocated by the council.", true},
		{"How much is the hangar's new roof insured for?", "The hangar's new roof: the loss adjuster is still working out a value with the owners.", true},
		{"What did the hangar roof repair cost?", "The hangar roof repair invoice was not yet paid at the March meeting.", false}, // a past state, not a pending detail
		// (findings, not a detail missing)
		{"How many cracks did the hangar survey find?", "The hangar survey shows no cracks; nobody has complained about the floor since.", false},
	} {
		in := Input{Question: tc.q}
		_, measure := askedMeasure(tc.q)
		if !asksDetail(tc.q, measure) {
			t.Errorf("asksDetail(%q) = false", tc.q)
			continue
		}
		got := pendingDetail(tc.q, []Claim{{Text: tc.claim}}, statementTerms(in), func(Claim) string { return "" }, func(Claim) bool { return false }) != ""
		if got != tc.pending {
			t.Errorf("pendingDetail(%q, %q) = %v, want %v", tc.q, tc.claim, got, tc.pending)
		}
	}
	if asksDetail("Tell me about the roof repair project.", false) {
		t.Error("an account of a topic is not a detail question")
	}
}
