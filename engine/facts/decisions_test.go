package facts

import "testing"

func TestDecisionChoiceNamesWhatItIsFor(t *testing.T) {
	runWho(t, []whoCase{
		{"a line label names the choice's subject", []Doc{doc("Lars Eng", "Board minutes",
			"Present: Lars Eng, Mira Holm\n\n2. Catering supplier — two bids came in; we agreed to go with Nordfjord Kitchens.")},
			[]string{"decision Catering supplier go with Nordfjord Kitchens"}, []string{"decision Nordfjord Kitchens go with Nordfjord Kitchens"}},
		{"the thing a choice is for", []Doc{doc("Lars Eng", "Design review",
			"After the mock-ups the panel went with layout C (the two-column one) for the annual report.")},
			[]string{"decision the annual report layout C (the two-column one) for the annual report"}, nil},
		{"an identifier the clause names wins", []Doc{chat("1", "Lars Eng", "Approved, we go with Brightwell for the pump (PUMP-12).")},
			[]string{"decision PUMP-12 Brightwell for the pump (PUMP-12)"}, nil},
		{"a decision that is someone else's to make", []Doc{mail("Lars Eng", "PUMP-14 options",
			"Mira, my recommendation is the rebuild, though the decision is of course yours.")},
			nil, []string{"decision PUMP-14 of course yours"}},
	})
}

func TestDecisionAPlanGoingAhead(t *testing.T) {
	runWho(t, []whoCase{
		{"a noun phrase goes ahead", []Doc{doc("Lars Eng", "Ops meeting", "After the vote, the ferry timetable change on 4 May goes ahead with the new berth.")},
			[]string{"decision the ferry timetable change goes ahead with the new berth"}, nil},
		{"not going ahead with an option", []Doc{mail("Lars Eng", "Boiler quotes",
			"Team, we are NOT going ahead with Heatco for the boiler (PLANT-7), their lead time is too long.")},
			[]string{"decision PLANT-7 not going ahead with Heatco for the boiler (PLANT-7), their lead time is too long"}, nil},
		{"go ahead and do something is an instruction", []Doc{chat("1", "Lars Eng", "PLANT-8: go ahead and order the valves.")},
			nil, []string{"decision PLANT-8 go ahead and order the valves"}},
		{"a report that an event will not go ahead", []Doc{mail("Mira Holm", "My booking",
			"I bought tickets for the 12 May concert and got an email to say that the concert will not go ahead.")},
			nil, []string{"decision My booking not go ahead"}},
		{"a plan asked about", []Doc{chat("1", "Lars Eng", "does the PLANT-9 shutdown go ahead on Friday?")},
			nil, []string{"decision PLANT-9 go ahead on Friday"}},
		{"deciding against something", []Doc{doc("Mira Holm", "RFC: invoice archive",
			"We looked at moving the archive to tape and decided against it: restores would take days.")},
			[]string{"decision RFC: invoice archive decided against it: restores would take days"}, nil},
		{"an agreed label with a condition naming another item", []Doc{doc("Mira Holm", "Site meeting",
			"Present: Mira Holm\n\n3. Agreed: no forklift traffic in bay 4 until the floor repair is signed off (SITE-88).")},
			[]string{"decision forklift traffic no forklift traffic in bay 4 until the floor repair is signed off (SITE-88)"},
			[]string{"decision SITE-88 no forklift traffic in bay 4 until the floor repair is signed off (SITE-88)"}},
		{"nothing agreed", []Doc{doc("Mira Holm", "Site meeting", "The Saturday shift was discussed but not agreed.")},
			nil, []string{"decision Site meeting not agreed"}},
	})
}

func TestDecisionUnderAStandaloneHeading(t *testing.T) {
	runWho(t, []whoCase{
		{"a heading without a colon above its paragraph", []Doc{doc("Mira Holm", "RFC: label printer queue (LBL-20)",
			"Problem\nLabels print twice after a restart.\n\nDecision\nThe queue keeps a printed flag per job.\n\nRollout\nDepot A first.")},
			[]string{"decision LBL-20 The queue keeps a printed flag per job"}, []string{"decision LBL-20 Depot A first"}},
		{"a name on a line of its own is no heading", []Doc{doc("Mira Holm", "Notes",
			"Thanks all.\n\nMira Holm\nOps lead")}, nil, []string{"decision Notes Ops lead"}},
	})
}

func mail(author, title, text string) Doc {
	return Doc{ID: "1", Kind: "mail", Author: author, At: at(18), Title: title, Text: text}
}

func TestDecisionAsAMinutesItemVerdict(t *testing.T) {
	runWho(t, []whoCase{
		{"an item line's passive verdict", []Doc{doc("Lars Eng", "Works meeting — minutes",
			"Present: Lars Eng, Mira Holm\n\nRoof: the scaffold quote (€4,200) was approved. Mira will book the crew.")},
			[]string{"decision Roof Roof: the scaffold quote (€4,200) was approved"}, nil},
		{"not approved", []Doc{doc("Lars Eng", "Works meeting — minutes", "Roof: the scaffold quote was not approved.")},
			nil, []string{"decision Roof Roof: the scaffold quote was not approved"}},
		{"a person's line reports, it is no item", []Doc{doc("Lars Eng", "Works meeting — minutes",
			"Present: Lars Eng, Mira Holm\n\nMira: the scaffold quote was approved last week.")},
			nil, []string{"decision Mira Mira: the scaffold quote was approved last week"}},
		{"a checklist's state stays a state", []Doc{doc("Lars Eng", "Launch list", "[x] Poster artwork approved — Mira")},
			nil, []string{"decision Poster artwork approved Poster artwork approved"}},
	})
}
