package facts

import "testing"

// A document that names a work item with one date states the item's date there; a date the
// same document gives in a clause about something else (the slides that go with it, our own
// travel) is no second date of the item. A clause that opens with the work itself, or a date
// given as a change, is the item's all the same; and a document that never names the item
// keeps the dates the text gives it.
func TestNamedClauseStatesTheItemsDate(t *testing.T) {
	for _, tc := range []struct {
		name      string
		doc       Doc
		want, not []string
	}{
		{"a step's date after the item's",
			Doc{ID: "a", Kind: "mail", Author: "Ines Varga", At: at(10), Title: "RLS-410 rollout",
				Text: "Hello team,\n\nRLS-410 goes live on 30 November. The training slides will be ready by 26 November.\n\nInes"},
			[]string{"due RLS-410 2026-11-30"}, []string{"due RLS-410 2026-11-26"}},
		{"our own travel",
			Doc{ID: "b", Kind: "chat", Author: "Pavel Novak", At: at(10),
				Text: "RLS-411 will reach the depot on 20 November. We land in Riga by the 24th."},
			[]string{"due RLS-411 2026-11-20"}, []string{"due RLS-411 2026-11-24"}},
		{"the work itself, unnamed",
			Doc{ID: "c", Kind: "doc", Author: "Pavel Novak", At: at(10), Title: "Depot sync",
				Text: "1. RLS-412 relining: Pavel to send the RLS-412 method statement by 13 November. Work to be complete by 27 November."},
			[]string{"due RLS-412 relining 2026-11-27"}, nil},
		{"never named in its clauses",
			Doc{ID: "d", Kind: "ticket", Author: "Pavel Novak", At: at(10), Title: "RLS-413 Forklift battery",
				Text: "Battery arrives 17 Nov, fitted by 19 Nov."},
			[]string{"due RLS-413 2026-11-19"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, []Doc{tc.doc}, tc.want, tc.not) })
	}
}

// A slip that says a date will not hold ("for Friday it will not be possible") explains the
// next date the thread gives the work: the timeline takes it as the new plan. Without the
// slip the two dates disagree.
func TestStruckDateExplainsTheNextOne(t *testing.T) {
	plan := Doc{ID: "a", Kind: "mail", Author: "Ines Varga", At: at(2), Title: "RLS-420 boiler swap",
		Text: "Hi Tomas,\n\nThe RLS-420 boiler swap is planned for Friday 13 November.\n\nInes"}
	struck := Doc{ID: "b", Kind: "mail", Author: "Tomas Berg", At: at(3), Title: "RE: RLS-420 boiler swap",
		Text: "Ines,\n\nFor Friday it will not be possible, the new boiler is still at the supplier. Would Wednesday 18th suit?\n\nTomas"}
	agreed := Doc{ID: "c", Kind: "mail", Author: "Ines Varga", At: at(3), Title: "RE: RE: RLS-420 boiler swap",
		Text: "Wednesday 18th it is, thanks. I will tell the caretaker.\n\nInes"}
	due, _ := Latest(Timelines(extractAll(t, plan, struck, agreed)), "RLS-420", FacetDue)
	if due.Contradicted() || due.Current == nil || due.Current.Date.Format("2006-01-02") != "2026-11-18" || len(due.History) != 1 {
		t.Fatalf("after a struck date, due timeline = %+v, want 18 Nov replacing 13 Nov", due)
	}
	due, _ = Latest(Timelines(extractAll(t, plan, agreed)), "RLS-420", FacetDue)
	if !due.Contradicted() {
		t.Fatalf("without the slip, due timeline = %+v, want the two dates to disagree", due)
	}
}
