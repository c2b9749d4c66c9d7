package facts

import "testing"

func ticketDoc(author, title, text string) Doc {
	return Doc{ID: "1", Kind: "ticket", Author: author, At: at(18), Title: title, Text: text}
}

func TestOwnerClaimWithoutASubject(t *testing.T) {
	runWho(t, []whoCase{
		{"a gerund claim in a ticket comment", []Doc{ticketDoc("Ottilie Marsh", "SUP-412 Export times out", "Seen it on staging too. Taking this one.")},
			[]string{"owner SUP-412 Ottilie Marsh"}, nil},
		{"taking ownership of an item", []Doc{chat("1", "Bruno Valdés", "Taking ownership of NET-77, the vendor call is on me.")},
			[]string{"owner NET-77 Bruno Valdés"}, nil},
		{"taking over for a shift", []Doc{chat("0", "Ines Kolar", "INC-301 still paging."), chat("1", "Bruno Valdés", "Taking over from Ines for the night")},
			[]string{"owner INC-301 Bruno Valdés"}, nil},
		{"taking the work somewhere claims nothing", []Doc{chat("1", "Bruno Valdés", "Taking NET-78 to the steering group on Monday.")},
			nil, []string{"owner NET-78 Bruno Valdés"}},
		{"a question claims nothing", []Doc{chat("1", "Bruno Valdés", "Taking this one, or is someone on NET-79 already?")},
			nil, []string{"owner NET-79 Bruno Valdés"}},
	})
}

func TestOwnerByDoingTheWork(t *testing.T) {
	runWho(t, []whoCase{
		{"I'll do it, after an ask", []Doc{chat("0", "Ines Kolar", "someone needs to rerun the REC-55 reconciliation"), chat("1", "Bruno Valdés", "I'll do it.")},
			[]string{"owner REC-55 Bruno Valdés"}, nil},
		{"taking care of it, present tense", []Doc{chat("1", "Bruno Valdés", "REC-56 is urgent, I take care of it personally.")},
			[]string{"owner REC-56 Bruno Valdés"}, nil},
		{"negated", []Doc{chat("1", "Bruno Valdés", "REC-57: I won't do it before the audit.")},
			nil, []string{"owner REC-57 Bruno Valdés"}},
		{"doing something else with it", []Doc{chat("1", "Bruno Valdés", "I'll do it differently next time, REC-58 was messy.")},
			nil, []string{"owner REC-58 Bruno Valdés"}},
	})
}

func TestOwnerGivenAsYours(t *testing.T) {
	runWho(t, []whoCase{
		{"a vocative names whose it is", []Doc{mail("Hector Lind", "Fwd: audit findings", "Margit, this is yours now. Please get the plan (AUD-31) out by Friday.")},
			[]string{"owner AUD-31 Margit"}, nil},
		{"a handle before yours", []Doc{chat("1", "Hector Lind", "AUD-32 gearbox check → @pia.berg yours")},
			[]string{"owner AUD-32 pia.berg"}, nil},
		{"the greeting's addressee", []Doc{mail("Hector Lind", "Handover", "Dear Tomas,\n\nAUD-33 and AUD-34 are yours from today.\n\nHector")},
			[]string{"owner AUD-33 Tomas"}, nil},
		{"not yours", []Doc{mail("Hector Lind", "Handover", "Dear Tomas,\n\nAUD-35 isn't yours any more, Petra has it.\n\nHector")},
			nil, []string{"owner AUD-35 Tomas"}},
		{"a question", []Doc{chat("1", "Hector Lind", "@pia.berg is AUD-36 yours?")},
			nil, []string{"owner AUD-36 Pia Berg"}},
	})
}

func TestOwnerVerbsAfterAnAdverbAndHandovers(t *testing.T) {
	runWho(t, []whoCase{
		{"still leads", []Doc{doc("Maren Holt", "Minutes", "Present: Maren Holt, Ruben Alcott\n\n1. ORB-40 roof survey: scaffolding up. Ruben still leads.")},
			[]string{"owner ORB-40 roof survey Ruben Alcott"}, nil},
		{"a handle ends the name", []Doc{chat("1", "Maren Holt", "handing IC for INC-90 to @ruben.alcott for the overnight watch")},
			[]string{"owner INC-90 ruben.alcott"}, nil},
		{"handover as one word", []Doc{chat("1", "Maren Holt", "ORB-41 I handover to Ruben, he knows the site.")},
			[]string{"owner ORB-41 Ruben"}, nil},
	})
}
