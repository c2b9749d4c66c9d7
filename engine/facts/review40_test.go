package facts_test

// The facts-level part of the fortieth independent review (see
// engine/synthesis/review40_test.go for the setting, the classes and the tallies): a list item
// of a document about no one tracked item names its thing before its predicate, and a short
// state sentence on a labelled line is the label's thing (185a288), in the words of a textile
// dye works' shift logs, a handover and a ticket. 36 probes: 21 hold, 15 marked (3 brought
// by 185a288, 4 not covered, 8 pre-existing); brought: an unknown first name or a role heads a
// list item ('- Tomasz is waiting …', '- Boss is waiting …'), and a person's label takes a short
// state ('- Tomasz: done.').

import (
	"testing"

	"github.com/queueproof/queueproof/engine/facts"
)

// cvLog is a shift log of the dye works, about no one tracked item.
func cvLog(text string) []facts.Doc {
	return []facts.Doc{{ID: "l1", Kind: "doc", Author: "Ruth Ackroyd", At: rAt, Title: "Calder Vale Dye Works — night shift log, Tuesday", Text: text}}
}

// cvTicket is the works' maintenance tracker record key with its title and its text.
func cvTicket(key, title, text string) []facts.Doc {
	return []facts.Doc{{ID: key, Kind: "ticket", Key: key, Author: "Tomasz Wójcik", At: rAt, Title: key + " " + title, Text: text}}
}

func TestReview40ListItemHeads(t *testing.T) {
	const title = "Calder Vale Dye Works — night shift log, Tuesday"
	runFactProbes(t, []factProbe{
		{name: "'1. Jet dyer 3 (Thies) not draining. Waiting for a new valve.'", docs: cvLog("NIGHT SHIFT\n1. Jet dyer 3 (Thies) not draining. Waiting for a new valve from the agent.\n2. Colour kitchen tidy."),
			want: []string{"status Jet dyer 3 blocked"}, not: []string{"status " + title + "*"}},
		{name: "'- [DONE] Effluent pump replaced by the fitters'", docs: cvLog("- [DONE] Effluent pump replaced by the fitters at 02:30."),
			want: []string{"status Effluent pump done"}, not: []string{"status " + title + "*"}},
		{name: "'• Indigo vat heater fixed' (a round bullet)", docs: cvLog("• Indigo vat heater fixed before the 22:00 batch."),
			want:  []string{"status Indigo vat heater done"},
			wrong: "(pre-existing) 'fixed before the 22:00 batch' gives no state with or without the item's head (a time after 'before'); 'Indigo vat heater fixed.' alone is done"},
		{name: "'* Drum dryer belt is broken, awaiting parts'", docs: cvLog("* Drum dryer belt is broken, awaiting parts from Leeds."),
			want: []string{"status Drum dryer belt blocked"}, not: []string{"status " + title + "*"}},
		{name: "'2) Stenter burner still failing to light. Waiting on …'", docs: cvLog("1) Boiler checks OK\n2) Stenter burner still failing to light. Waiting on a new ignition lead."),
			want: []string{"status Stenter burner blocked"}, not: []string{"status " + title + "*"}},
		{name: "'a) Stenter burner not lighting, waiting on …' (a letter marker)", docs: cvLog("a) Stenter burner not lighting, waiting on a new ignition lead."),
			want: []string{"status Stenter burner blocked"}, not: []string{"status " + title + "*"},
			wrong: "(not covered) 'a)' is no list marker, so the item has no head: the log's title is blocked"},
		{name: "'– Stenter burner not lighting, waiting on …' (an en dash marker)", docs: cvLog("– Stenter burner not lighting, waiting on a new ignition lead."),
			want: []string{"status Stenter burner blocked"}, not: []string{"status " + title + "*"},
			wrong: "(not covered) an en dash is no list marker, so the item has no head: the log's title is blocked"},
		{name: "'- The pH meter broken again, waiting for a new probe' (an article)", docs: cvLog("- The pH meter broken again, waiting for a new probe."),
			want: []string{"status pH meter blocked"}, not: []string{"status " + title + "*"},
			wrong: "(not covered) with 'The' before it the head is refused ('pH meter broken, waiting …' is read): the log's title is blocked"},
		{name: "'- Drying room fan — replaced motor. Done.' (a dash after the thing)", docs: cvLog("- Drying room fan — replaced motor. Done."),
			want: []string{"status Drying room fan done"}, not: []string{"status " + title + "*"},
			wrong: "(not covered) a dash after the thing is no label and 'replaced motor' no predicate after a head: the log's title is done"},
		{name: "'- Hebden order: shipped. ✔'", docs: cvLog("- Hebden order: shipped. ✔"),
			want: []string{"status Hebden order done"}, not: []string{"status " + title + "*"}},
		{name: "'- Drying room fan: all fixed now. ✔'", docs: cvLog("- Drying room fan: all fixed now. ✔"),
			want: []string{"status Drying room fan done"}, not: []string{"status " + title + "*"},
			wrong: "(pre-existing) the fan is done, but the tick also closes the log's title, as before 185a288"},
		{name: "'- Boiler house door: new hinge fitted. ✔'", docs: cvLog("- Boiler house door: new hinge fitted. ✔"),
			want: []string{"status Boiler house door done"}, not: []string{"status " + title + "*"}},
		{name: "'- Lab spectrophotometer: recalibrated. Done.'", docs: cvLog("- Lab spectrophotometer: recalibrated against the white tile. Done."),
			want: []string{"status Lab spectrophotometer done"}, not: []string{"status " + title + "*"}},
		{name: "'- Softener resin: topped up. Closed.'", docs: cvLog("- Softener resin: topped up with two bags. Closed."),
			want: []string{"status Softener resin done"}, not: []string{"status " + title + "*"}},
		{name: "'- Caustic dosing pump on hold until the fitter's visit'", docs: cvLog("- Caustic dosing pump on hold until the fitter's visit."),
			want: []string{"status Caustic dosing pump blocked"}, not: []string{"status " + title + "*"}},
		{name: "'- [FIXED] Steam trap on vat 4 leaking' (a tag's state)", docs: cvLog("- [FIXED] Steam trap on vat 4 leaking."),
			want: []string{"status Steam trap on vat 4 done"}, not: []string{"status " + title + "*"}},
		{name: "'- Winch on vat 6 cancelled (not needed after all)'", docs: cvLog("- Winch on vat 6 cancelled, not needed after all."),
			want: []string{"status Winch on vat 6 cancelled"}},
		{name: "'- Scouring line running again since 03:10'", docs: cvLog("- Scouring line running again since 03:10."),
			not: []string{"status Scouring line blocked", "status " + title + " blocked"}},
		{name: "in a handover, 'Hank dyeing machine delivered and installed'", docs: []facts.Doc{{ID: "h1", Kind: "doc", Author: "Ruth Ackroyd", At: rAt, Title: "Handover to days",
			Text: "Handover to days\n- Hank dyeing machine delivered and installed, not yet commissioned.\n- Sample dryer door stuck."}},
			want: []string{"status Sample dryer door blocked"}, not: []string{"status Handover to days*"}},
		// Traps: a person, a team, a supplier or a customer leading the item; a quantifier, a
		// date; a ticket's list items; a person's label before a short state.
		{name: "'- Tomasz is waiting for the caustic delivery' (a person)", docs: cvLog("- Tomasz is waiting for the caustic delivery."),
			not: []string{"status Tomasz*"}},
		{name: "'- Priya Mistry not in tonight' (a person's full name)", docs: cvLog("- Priya Mistry not in tonight, Ruth covering the colour kitchen."),
			not: []string{"status Priya Mistry*"}},
		{name: "'- Boss is waiting for the report' (a role)", docs: cvLog("- Boss is waiting for the report on the boiler trip."),
			not: []string{"status Boss*"}},
		{name: "'- Tomasz: done.' (a person's label before a short state)", docs: cvLog("- Tomasz: done."),
			not: []string{"status Tomasz*"}},
		{name: "'- Vat 6: Tomasz says done.'", docs: cvLog("- Vat 6: Tomasz says done."),
			want: []string{"status Vat 6 done"}, not: []string{"status Tomasz*"}},
		{name: "'- Maintenance team waiting for the scaffold' (a team)", docs: cvLog("- Maintenance team waiting for the scaffold before they go up to the vent."),
			not:   []string{"status Maintenance team*"},
			wrong: "(pre-existing) a team leading a waiting item was the blocked thing before 185a288 as well"},
		{name: "'- Supplier has delivered the soda ash'", docs: cvLog("- Supplier has delivered the soda ash, 20 bags in the store."),
			not: []string{"status Supplier*"}},
		{name: "'- Chemicals supplier delivered the salt late'", docs: cvLog("- Chemicals supplier delivered the salt late again."),
			not:   []string{"status Chemicals supplier*"},
			wrong: "(pre-existing) the supplier is the delivered thing (status Chemicals supplier done) before 185a288 as well"},
		{name: "'- Agent shipped the valve' (a supplier's agent)", docs: cvLog("- Agent shipped the valve for jet dyer 3."),
			not:   []string{"status Agent*"},
			wrong: "(pre-existing) the agent is the shipped thing (status Agent done) before 185a288 as well"},
		{name: "'- Hebden Mills waiting for the lab dips' (a customer)", docs: cvLog("- Hebden Mills waiting for the lab dips on the navy shade."),
			not:   []string{"status Hebden Mills*"},
			wrong: "(pre-existing) a customer leading a waiting item is blocked before 185a288 as well"},
		{name: "'- All vats drained for the holiday' (a quantifier)", docs: cvLog("- All vats drained for the holiday shutdown."),
			not: []string{"status All vats*"}},
		{name: "'- Friday's caustic delivery not confirmed' (a day)", docs: cvLog("- Friday 20 Nov caustic delivery not confirmed."),
			not: []string{"status Friday*"}},
		{name: "a ticket's items stay the ticket's", docs: cvTicket("CVD-51", "Jet dyer 3 drain valve", "- Drain valve seal not holding, waiting for the agent.\n- Pump coupling: checked. Done."),
			not: []string{"status Drain valve seal*", "status Pump coupling*"}},
		{name: "a ticket's item state is the ticket's", docs: cvTicket("CVD-52", "Dryer belt", "- Dryer belt replaced by the fitters."),
			want:  []string{"status CVD-52 done"},
			wrong: "(pre-existing) 'Dryer belt replaced by the fitters' in a ticket gives no state at all, before 185a288 as well"},
		{name: "'- Priya Mistry: off sick. Back Monday.' (a person's label)", docs: cvLog("- Priya Mistry: off sick. Back Monday."),
			not: []string{"status Priya Mistry done", "status Priya Mistry*"}},
		{name: "'- Note: all good. Done.' (a discourse label)", docs: cvLog("- Note: all quiet on the dye floor. Done."),
			not: []string{"status Note*"}},
		{name: "a prose paragraph, not a list item", docs: cvLog("Quiet night. The drum dryer belt is broken and we are awaiting parts from Leeds."),
			not: []string{"status Quiet night*"}},
	})
}
