package facts

import "testing"

// A check-in's sentence that opens with a verb of finishing or starting names its thing as the
// verb's object; the page's title is only where it was written.
func TestVerbObjectIsTheStatesSubject(t *testing.T) {
	doc := func(text string) []Doc {
		return []Doc{{ID: "c1", Kind: "doc", Author: "Odile Marchetti-Vance", At: at(10), Title: "Fenwick Tiles — daily check-in: what did you do today?", Text: text}}
	}
	checkFacts(t, doc("Finished the grout colour chart, it's on the shared drive."),
		[]string{"status the grout colour chart done"},
		[]string{"status Fenwick Tiles — daily check-in: what did you do today? done"})
	checkFacts(t, doc("Started on the showroom price labels."),
		[]string{"status the showroom price labels in_progress"}, nil)
	// A pronoun or a generic word is no thing of its own; a question is no state.
	checkFacts(t, doc("Finished it, finally."), nil, []string{"status it done"})
	checkFacts(t, doc("Finished the rest."), nil, []string{"status the rest done"})
	checkFacts(t, doc("Have you finished the kiln schedule?"), nil, []string{"status the kiln schedule done"})
}

// A clause that opens with a thing and moves its date speaks of that thing, not of the page's
// title.
func TestMovedThingIsTheSlipsSubject(t *testing.T) {
	doc := []Doc{{ID: "r1", Kind: "doc", Author: "Tomasz Eriksen-Bello", At: at(12), Title: "Harbrook Quarry — weighbridge shift report",
		Text: "- Weighbridge recalibration: Friday.\n- Weighbridge recalibration moved to Monday: the engineer's van failed its MOT."}}
	checkFacts(t, doc, []string{"due Weighbridge recalibration 2026-11-16"},
		[]string{"due Harbrook Quarry — weighbridge shift report 2026-11-16"})
	for _, text := range []string{"The date moved to Monday.", "Tomasz moved it to Monday.", "We have moved to Monday."} {
		got := show(extractAll(t, Doc{ID: "r2", Kind: "doc", Author: "Tomasz Eriksen-Bello", At: at(12), Title: "Harbrook Quarry — weighbridge shift report", Text: text}))
		for _, g := range got {
			if g == "due the date 2026-11-16" || g == "due Tomasz 2026-11-16" || g == "due We 2026-11-16" {
				t.Errorf("%q: %q names no thing of its own", text, g)
			}
		}
	}
}

// A time of day after a date is no day of the month: "Tue 22 Dec 06:00" is the 22nd.
func TestClockTimeIsNoDay(t *testing.T) {
	p := newTestParser(t)
	ds := p.Dates("postponed by the vendor to Tue 22 Dec 06:00.", at(12))
	if len(ds) != 1 || ds[0].Date.Format("2006-01-02") != "2026-12-22" {
		t.Fatalf("got %+v, want one date, 22 Dec", ds)
	}
	checkFacts(t, []Doc{{ID: "m1", Kind: "doc", Author: "Tomasz Eriksen-Bello", At: at(12), Title: "Harbrook Quarry — minutes", Text: "The proposal to move it to the 17th was voted down."}},
		nil, []string{"due the proposal to 2026-11-17"})
}

// A label that names a person by their role ("Shift foreman:", "Chairwoman:") gives no work
// item an owner.
func TestRoleLabelOwnsNothing(t *testing.T) {
	for _, label := range []string{"Shift foreman", "Chairwoman", "Duty foreman"} {
		checkFacts(t, []Doc{{ID: "s1", Kind: "doc", Author: "Tomasz Eriksen-Bello", At: at(12), Title: "Harbrook Quarry — night shift report",
			Text: label + ": Oskar Lindqvist-Mbeki\nCrusher 1 running normal."}}, nil, []string{"owner " + label + " Oskar Lindqvist-Mbeki"})
	}
}

// Who moves a date is no thing due: "Ines Barros-Kolade changed the due date of X" moves X's.
func TestMoverIsNoSlipSubject(t *testing.T) {
	checkFacts(t, []Doc{{ID: "n1", Kind: "doc", Author: "Tomasz Eriksen-Bello", At: at(2), Title: "Harbrook Quarry — tracker inbox",
		Text: "Ines Barros-Kolade changed the due date of the blast plan from Nov 6 to Nov 13"}},
		nil, []string{"slip Ines Barros-Kolade 2026-11-06->2026-11-13", "due Ines Barros-Kolade 2026-11-13"})
}

// A tracker record named by its kind and number is the item its lines speak of; a date field
// named with a qualifier before several words is its due date; an order's last state is done.
func TestKindNumberRecords(t *testing.T) {
	checkFacts(t, []Doc{{ID: "b1", Kind: "ticket", Author: "Ilse Varga-Mensah", At: at(3), Title: "Defect 50831 – label printer skips every tenth label",
		Text: "Defect 50831 – label printer skips every tenth label\nStatus: Produced\nPlanned end date: 18/11/2026\nResponsible: Ilse Varga-Mensah"},
		{ID: "b2", Kind: "mail", Author: "Roko Bakšić-Adeyemi", At: at(6), Title: "weekly",
			Text: "- ticket 40917 (new laptop for Mirela): waiting on the supplier.\n- Asked the courier about it (case 77120), no reply."}},
		[]string{"status Defect 50831 done", "due Defect 50831 2026-11-18", "owner Defect 50831 Ilse Varga-Mensah", "status ticket 40917 blocked"},
		[]string{"status case 77120 blocked"})
	if ids := workIDs("the 2027 order, order 1200 units, Order 88-214, task 12"); len(ids) != 0 {
		t.Errorf("no record is named; got %q", ids)
	}
}

// An abbreviated given name is no sentence's end: "Assignee: Ma. Luningning Dacanay-Ferrer".
func TestAbbreviatedGivenName(t *testing.T) {
	checkFacts(t, []Doc{{ID: "k1", Kind: "ticket", Key: "PAY-88", Author: "Rowena Capuyan-Okafor", At: at(3), Title: "PAY-88 export",
		Text: "Assignee: Ma. Teresita Bautista-Lund\nStatus: Open"}},
		[]string{"owner PAY-88 Ma. Teresita Bautista-Lund"}, []string{"owner PAY-88 Ma"})
	checkFacts(t, []Doc{{ID: "k2", Kind: "ticket", Key: "PAY-89", Author: "Rowena Capuyan-Okafor", At: at(3), Title: "PAY-89 export",
		Text: "DRI: Eirik Solbakken. Backup: Tormod Lie."}},
		[]string{"owner PAY-89 Eirik Solbakken"}, nil)
}

// "<Name> is on it" puts the named person on the work; nobody, a question or a thing does not.
func TestNameIsOnIt(t *testing.T) {
	doc := func(text string) []Doc {
		return []Doc{{ID: "o1", Kind: "mail", Author: "Tomasz Eriksen-Bello", At: at(12), Title: "weekly status", Text: text}}
	}
	checkFacts(t, doc("ENG-44: Petra Lindqvist-Obi is on it, patch in review."), []string{"owner ENG-44 Petra Lindqvist-Obi"}, nil)
	checkFacts(t, doc("ENG-44: nobody is on it yet."), nil, []string{"owner ENG-44 nobody"})
	checkFacts(t, doc("ENG-44: is Petra Lindqvist-Obi on it?"), nil, []string{"owner ENG-44 Petra Lindqvist-Obi"})
}

// A walkthrough names what it turns to before saying anything of it: "Next, the tasting menu."
// then "It's still with the chef"; "The allergen cards, honestly we haven't started them yet."
func TestSpokenTopicsLeadTheirLine(t *testing.T) {
	doc := func(text string) []Doc {
		return []Doc{{ID: "l1", Kind: "doc", Author: "Odile Marchetti-Vance", At: at(10), Title: "Loom — Sprint 4 walkthrough for Harbour Kitchen (transcript)", Text: text}}
	}
	checkFacts(t, doc("0:40 Next, the tasting menu. This one is still in review with the chef, and the target release is on the 3rd of December."),
		[]string{"due the tasting menu 2026-12-03"}, []string{"due Loom — Sprint 4 walkthrough for Harbour Kitchen (transcript) 2026-12-03"})
	checkFacts(t, doc("1:10 The allergen cards, honestly we haven't started them yet."),
		[]string{"status The allergen cards open"}, nil)
	// A greeting, a date or a bare word is no topic.
	checkFacts(t, doc("Next, thanks all. We haven't started it yet."), nil, []string{"status thanks all open"})
}
