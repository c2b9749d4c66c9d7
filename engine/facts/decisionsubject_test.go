package facts

import "testing"

func TestDecisionOnAnItemLineIsTheItemsDecision(t *testing.T) {
	runWho(t, []whoCase{
		{"a later sentence of an item line whose label names the ticket", []Doc{doc("Nell Varga", "Parish council notes",
			"Present: Nell Varga, Tobias Grund\n\n- Church hall boiler (PCH-41): the engineer found a cracked heat exchanger. Councillors agreed to pay for a new unit.")},
			[]string{"decision PCH-41 pay for a new unit"}, []string{"decision a new unit pay for a new unit"}},
		{"an identifier in an earlier clause is not the line's label", []Doc{doc("Nell Varga", "Parish council notes",
			"Decisions\n- Bin collection moves to Tuesdays with PCH-50; no change for anything else agreed on Monday.")},
			nil, []string{"decision PCH-50 no change for anything else agreed on Monday"}},
		{"a line without a label keeps the object of its verb", []Doc{doc("Nell Varga", "Parish council notes",
			"Present: Nell Varga\n\n- Councillors agreed to repaint the bus shelter on Mill Lane.")},
			[]string{"decision the bus shelter repaint the bus shelter on Mill Lane"}, nil},
	})
}

func TestDecisionAsAPassiveWithADecidingBody(t *testing.T) {
	runWho(t, []whoCase{
		{"a reduced passive in a plan whose heading carries its ticket", []Doc{doc("Nell Varga", "Library roof works",
			"# Library roof works (LIB-220)\n\nOwner: Nell Varga\n\nFunding approved by the finance committee on 3 March.")},
			[]string{"decision LIB-220 Funding approved by the finance committee on 3 March"},
			[]string{"decision the finance committee Funding approved by the finance committee on 3 March"}},
		{"a full passive names its item", []Doc{mail("Nell Varga", "Ramp works",
			"The ramp design (LIB-230) was approved by the board of trustees yesterday.")},
			[]string{"decision LIB-230 The ramp design (LIB-230) was approved by the board of trustees yesterday"}, nil},
		{"approval by one person is a review, not a body's verdict", []Doc{mail("Nell Varga", "Signage",
			"Sign proofs approved by Tobias Grund, going to print.")},
			nil, []string{"decision Sign proofs Sign proofs approved by Tobias Grund, going to print"}},
		{"a passive that is negated decides nothing", []Doc{mail("Nell Varga", "Ramp works",
			"The handrail option (LIB-231) was not approved by the board.")},
			nil, []string{"decision LIB-231 The handrail option (LIB-231) was not approved by the board"}},
		{"a question about a verdict decides nothing", []Doc{mail("Nell Varga", "Ramp works",
			"Was the handrail option (LIB-232) approved by the board?")},
			nil, []string{"decision LIB-232 Was the handrail option (LIB-232) approved by the board"}},
	})
}
