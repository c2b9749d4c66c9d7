package facts

import "testing"

// A date a cue introduces is the work's due date only when the clause states it as one: not
// negated, not a want addressed to others, not an absence, a start, a past report, an event's
// own date or a past happening; deadline nouns and verbs ("completion 4 Dec", "goes out
// Tuesday") state one without "by".
func TestDueIsWhatTheClauseStates(t *testing.T) {
	for _, tc := range []struct {
		name      string
		doc       Doc
		want, not []string
	}{
		{"a deadline noun introduces a date",
			Doc{ID: "a", Kind: "doc", Author: "Tove Lund", At: at(16), Title: "Depot status",
				Text: "- Forklift charger swap (OPS-310): 2 of 5 done; completion 4 Dec."},
			[]string{"due OPS-310 2026-12-04"}, nil},
		{"a release verb introduces a date",
			Doc{ID: "b", Kind: "chat", Author: "Tove Lund", At: at(16), Text: "Build 2.4 (OPS-311) goes out Tuesday 24.11, Anil is on point."},
			[]string{"due OPS-311 2026-11-24"}, nil},
		{"the end of a named month",
			Doc{ID: "c", Kind: "mail", Author: "Tove Lund <tove@x.example>", At: at(16), Title: "OPS-312 migration",
				Text: "Hello,\n\nCompletion of OPS-312 is expected by the end of January.\n\nTove"},
			[]string{"due OPS-312 2027-01-31"}, nil},
		{"a negated happening is no due date",
			Doc{ID: "d", Kind: "chat", Author: "Anil Bose", At: at(16), Text: "the OPS-313 cutover is not happening on the 20th."},
			nil, []string{"due OPS-313 2026-11-20"}},
		{"a customer's need is a request, not a due date",
			Doc{ID: "e", Kind: "mail", Author: "Pim Vos <pim@client.example>", At: at(16), Title: "OPS-314 letter",
				Text: "Hi,\n\nOur auditors need the signed letter for OPS-314 no later than the 27th.\n\nPim"},
			nil, []string{"due OPS-314 2026-11-27"}},
		{"a passive ask to others is a request, not a due date",
			Doc{ID: "f", Kind: "mail", Author: "Tove Lund <tove@x.example>", At: at(16), Title: "OPS-315 printers",
				Text: "All,\n\nTeams still using the old printers are asked to tell IT by 30 November.\n\nTove"},
			nil, []string{"due OPS-315 2026-11-30"}},
		{"an absence is no due date",
			Doc{ID: "g", Kind: "chat", Author: "Tove Lund", At: at(16), Text: "Anil is out until the 25th, so OPS-316 waits."},
			nil, []string{"due OPS-316 2026-11-25"}},
		{"an arrival is a start, not a due date",
			Doc{ID: "h", Kind: "chat", Author: "Tove Lund", At: at(16), Text: "OPS-317: the new press arrives on Monday 23 November."},
			nil, []string{"due OPS-317 2026-11-23"}},
		{"an event's own date is no due date",
			Doc{ID: "i", Kind: "mail", Author: "Pim Vos <pim@client.example>", At: at(16), Title: "OPS-318 kiosk",
				Text: "Hi,\n\nOur trade fair on 3 December relies on the OPS-318 kiosk.\n\nPim"},
			nil, []string{"due OPS-318 2026-12-03"}},
		{"a past happening is no due date",
			Doc{ID: "j", Kind: "mail", Author: "Pim Vos <pim@client.example>", At: at(16), Title: "OPS-319 parcels",
				Text: "Hi,\n\nWe sent the parcels for OPS-319 on 11/14 and heard nothing.\n\nPim"},
			nil, []string{"due OPS-319 2027-11-14"}},
		{"a reported past promise is no due date",
			Doc{ID: "k", Kind: "mail", Author: "Pim Vos <pim@client.example>", At: at(16), Title: "OPS-320 export",
				Text: "Hi,\n\nWe were told end of Q3 for OPS-320 and it is now November.\n\nPim"},
			nil, []string{"due OPS-320 2027-09-30"}},
		{"an effective date is no due date",
			Doc{ID: "l", Kind: "doc", Author: "Tove Lund", At: at(16), Title: "OPS-321 travel policy",
				Text: "The revised policy takes effect on 1 December 2026."},
			nil, []string{"due OPS-321 2026-12-01"}},
		{"a completion mark's date is when the work was done",
			Doc{ID: "l2", Kind: "doc", Author: "Tove Lund", At: at(16), Title: "OPS-330 actions",
				Text: "- OPS-330 guard replaced with steel (done 24/10).\n- OPS-331 audit closed: 14/11, no findings."},
			nil, []string{"due OPS-330 2027-10-24", "due OPS-331 2027-11-14"}},
		{"work planned to be done on a date is due then",
			Doc{ID: "l3", Kind: "chat", Author: "Tove Lund", At: at(16), Text: "OPS-332 will be done 10 Dec. OPS-333 to be completed 20 Dec."},
			[]string{"due OPS-332 2026-12-10", "due OPS-333 2026-12-20"}, nil},
		{"a date a wait runs to is the awaited thing's",
			Doc{ID: "n", Kind: "chat", Author: "Anil Bose", At: at(16), Text: "OPS-323 stuck, waiting on the new rollers (backordered till 12/01)."},
			nil, []string{"due OPS-323 2026-12-01"}},
		{"an event the date is the day of, written after it",
			Doc{ID: "o", Kind: "mail", Author: "Pim Vos <pim@client.example>", At: at(16), Title: "OPS-324 tills",
				Text: "Hi,\n\nThe tills froze twice on Saturday's late shift run (OPS-324).\n\nPim"},
			nil, []string{"due OPS-324 2026-11-21"}},
		{"the day someone will be somewhere for a check",
			Doc{ID: "p", Kind: "mail", Author: "Tove Lund <tove@x.example>", At: at(16), Title: "Re: OPS-325 lift",
				Text: "Pim,\n\nAnil Bose has it and will be on site on Thursday to inspect the lift; the repair (OPS-325) is planned for 2 December.\n\nTove"},
			[]string{"due OPS-325 2026-12-02"}, []string{"due OPS-325 2026-11-19"}},
		{"a planned end field",
			Doc{ID: "q", Kind: "ticket", Author: "Tove Lund", At: at(16), Title: "OPS-326 core switch change",
				Text: "Planned start: 28/11/2026 22:00\nPlanned end: 29/11/2026 04:00\nState: Scheduled"},
			[]string{"due OPS-326 2026-11-29"}, []string{"due OPS-326 2026-11-28"}},
		{"an inverted condition",
			Doc{ID: "r", Kind: "mail", Author: "Tove Lund <tove@x.example>", At: at(16), Title: "OPS-327 options",
				Text: "Pim,\n\nShould you approve, I would aim to have the OPS-327 costing with the board by 9 December.\n\nTove"},
			nil, []string{"due OPS-327 2026-12-09", "commitment OPS-327 Tove Lund"}},
		{"a date a deadline noun after it names",
			Doc{ID: "s", Kind: "chat", Author: "Tove Lund", At: at(16), Text: "OPS-328: Thursday 3 Dec is the hard deadline, no slack."},
			[]string{"due OPS-328 2026-12-03"}, nil},
		{"an estimate someone is looking at",
			Doc{ID: "t", Kind: "chat", Author: "Tove Lund", At: at(16), Text: "for OPS-329 we're looking at the 27th"},
			[]string{"due OPS-329 2026-11-27"}, nil},
		{"a When column",
			Doc{ID: "u", Kind: "doc", Author: "Tove Lund", At: at(16), Title: "Depot actions",
				Text: "| Item | Who | When |\n|---|---|---|\n| Relabel racks (OPS-330) | Anil | 2 Dec |"},
			[]string{"due OPS-330 2026-12-02"}, nil},
		{"a launch on a date with an event in the clause is still due",
			Doc{ID: "m", Kind: "chat", Author: "Tove Lund", At: at(16), Text: "We go live at the Harbour clinic on 7 December (OPS-322)."},
			[]string{"due OPS-322 2026-12-07"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkFacts(t, []Doc{tc.doc}, tc.want, tc.not)
		})
	}
}
