package facts

import "testing"

// A list item of a log about no one tracked item names its thing before what became of it,
// with no colon or dash between: that thing is the item's subject, not the log's title. A
// ticket's list items stay the ticket's; a person, a quantifier or a date leading the item is
// no thing.
func TestListItemsNameTheirThingFirst(t *testing.T) {
	log := func(text string) []Doc {
		return []Doc{{ID: "h1", Kind: "doc", Author: "Petra Lindqvist", At: at(9), Title: "Quarry site — shift log, Monday", Text: text}}
	}
	for _, tc := range []struct {
		name      string
		docs      []Doc
		want, not []string
	}{
		{"a thing that is not working",
			log("SHIFT LOG\n1. Crusher belt (north line) not turning. Waiting for a new bearing from the supplier.\n2. Weighbridge printer jammed again."),
			[]string{"status Crusher belt blocked", "blocker Crusher belt a new bearing from the supplier"},
			[]string{"status Quarry site — shift log, Monday blocked"}},
		{"a thing mended, with a tick on its own",
			log("- Site gate: new lock fitted. ✔"),
			[]string{"status Site gate done"}, []string{"status Quarry site — shift log, Monday done"}},
		{"a state tag before the thing",
			log("- [CLOSED] Canteen boiler repaired by the plumber at 10:15."),
			[]string{"status Canteen boiler done"}, nil},
		{"a person leading the item is no thing",
			log("- Petra is waiting for the blasting permit."),
			nil, []string{"status Petra blocked"}},
		{"a quantifier is no thing",
			log("- Everything is done for the audit."),
			nil, []string{"status Everything done"}},
		{"a ticket's items stay the ticket's",
			[]Doc{{ID: "h2", Kind: "ticket", Author: "Petra Lindqvist", At: at(9), Title: "QRY-88 Dust suppression", Key: "QRY-88",
				Text: "- Sprinkler pump not working, waiting for the electrician."}},
			[]string{"status QRY-88 blocked"}, []string{"status Sprinkler pump blocked"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, tc.docs, tc.want, tc.not) })
	}
}
