package facts

import "testing"

// Two more ways a thread explains a new date: more time given to a named person ("the board
// agreed to give Priya until 27 November") is an extension, and a day inside the week the plan
// gave ("moves to the week of 23 Nov", then "Wednesday 25th") makes the plan precise. A day
// outside that week, with nothing said, still disagrees.
func TestExtensionsAndWeeksExplainTheNewDate(t *testing.T) {
	due := func(docs ...Doc) Timeline {
		t.Helper()
		tl, _ := Latest(Timelines(extractAll(t, docs...)), "BRD-7", FacetDue)
		return tl
	}
	minutes := Doc{ID: "a", Kind: "doc", Author: "Lena Vogt", At: at(2), Title: "Board minutes 2 Nov",
		Text: "1. Venue options (BRD-7): Priya to bring two quotes by 13 November."}
	extended := Doc{ID: "b", Kind: "doc", Author: "Lena Vogt", At: at(12), Title: "Board minutes 12 Nov",
		Text: "1. BRD-7: one venue has not replied. The board agreed to give Priya until 27 November."}
	if tl := due(minutes, extended); tl.Contradicted() || tl.Current == nil || tl.Current.Date.Format("2006-01-02") != "2026-11-27" {
		t.Errorf("extension: due timeline = %+v, want 27 Nov replacing 13 Nov", tl)
	}

	week := Doc{ID: "c", Kind: "mail", Author: "Tom Reid", At: at(10), Title: "BRD-7 install",
		Text: "Hi Lena,\n\nThe screen arrived damaged, so the BRD-7 install moves to the week of 23 November. I will confirm the day.\n\nTom"}
	plan := Doc{ID: "p", Kind: "mail", Author: "Lena Vogt", At: at(3), Title: "BRD-7 install", Text: "The BRD-7 install is booked for 17 November."}
	day := func(d string) Doc {
		return Doc{ID: "d", Kind: "mail", Author: "Tom Reid", At: at(18), Title: "RE: BRD-7 install", Text: "Lena, we'll install BRD-7 on " + d + ", from 8am."}
	}
	if tl := due(plan, week, day("Wednesday 25 November")); tl.Contradicted() || tl.Current == nil || tl.Current.Date.Format("2006-01-02") != "2026-11-25" {
		t.Errorf("a day of the week: due timeline = %+v, want 25 Nov", tl)
	}
	if tl := due(plan, week, day("Wednesday 2 December")); !tl.Contradicted() {
		t.Errorf("a day after the week: due timeline = %+v, want a disagreement", tl)
	}
}

// A date asked for and then given by the other party is agreed: "we would need the posters by
// 20 November" answered "delivery Friday 20 November" re-plans the order; another date in the
// answer, with nothing said, still disagrees with the order's.
func TestAgreedRequestExplainsTheNewDate(t *testing.T) {
	ask := Doc{ID: "a", Kind: "mail", Author: "Mara Quist <mara@quist.example>", At: at(2), Title: "Order ORD-910 posters",
		Text: "Hello, the confirmation for ORD-910 says delivery on 24 November. We would need the posters by 20 November for our launch. Is that possible?"}
	reply := func(d string) Doc {
		return Doc{ID: "b", Kind: "mail", Author: "Ravi Patel <ravi@printshop.example>", At: at(3), Title: "Re: Order ORD-910 posters",
			Text: "Hi Mara, we can do that. Delivery " + d + " by noon."}
	}
	tl, _ := Latest(Timelines(extractAll(t, ask, reply("Friday 20 November"))), "ORD-910", FacetDue)
	if tl.Contradicted() || tl.Current == nil || tl.Current.Date.Format("2006-01-02") != "2026-11-20" {
		t.Errorf("agreed: due timeline = %+v, want 20 Nov replacing 24 Nov", tl)
	}
	tl, _ = Latest(Timelines(extractAll(t, ask, reply("Thursday 19 November"))), "ORD-910", FacetDue)
	if !tl.Contradicted() {
		t.Errorf("another date: due timeline = %+v, want a disagreement", tl)
	}
}

// A promise to act before a deadline keeps to it: "must be submitted by 20 November", then
// "I'll send it in on Monday the 16th" leaves the deadline standing. A promise after it, or
// another due date stated plainly, still disagrees.
func TestPromiseBeforeTheDeadlineKeepsIt(t *testing.T) {
	deadline := Doc{ID: "a", Kind: "mail", Author: "Lena Vogt", At: at(9), Title: "GR-5 grant report",
		Text: "Hi Omar,\n\nThe GR-5 grant report must be submitted by 20 November. It is yours now.\n\nLena"}
	reply := func(text string) Doc {
		return Doc{ID: "b", Kind: "chat", Author: "Omar Haddad", At: at(10), Text: text}
	}
	due := func(docs ...Doc) Timeline {
		t.Helper()
		tl, _ := Latest(Timelines(extractAll(t, docs...)), "GR-5", FacetDue)
		return tl
	}
	if tl := due(deadline, reply("GR-5: got it, I'll send it in on Monday the 16th.")); tl.Contradicted() || tl.Current == nil || tl.Current.Date.Format("2006-01-02") != "2026-11-20" {
		t.Errorf("a promise before the deadline: due timeline = %+v, want 20 Nov standing", tl)
	}
	if tl := due(deadline, reply("GR-5: got it, I'll send it in on Monday the 23rd.")); !tl.Contradicted() {
		t.Errorf("a promise after the deadline: due timeline = %+v, want a disagreement", tl)
	}
	if tl := due(deadline, reply("GR-5 is due on the 16th according to the funder's portal.")); !tl.Contradicted() {
		t.Errorf("an earlier due date stated plainly: due timeline = %+v, want a disagreement", tl)
	}
}

// A tracker's own fields: "Status: Closed" with "Resolution: Duplicate" closed the work as
// cancelled, not done; "Status: Reopened" reopens it, so a later close is no disagreement.
func TestTrackerFieldsCloseAndReopen(t *testing.T) {
	ticket := func(id string, day int, fields map[string]string, text string) Doc {
		return Doc{ID: id, Kind: "ticket", Author: "Tracker", At: at(day), Title: "SUP-31 Export button missing", Key: "SUP-31", Fields: fields, Text: text}
	}
	checkFacts(t, []Doc{ticket("a", 2, map[string]string{"status": "Closed", "resolution": "Duplicate"}, "Same as SUP-12.")},
		[]string{"status SUP-31 cancelled"}, []string{"status SUP-31 done"})
	tl, _ := Latest(Timelines(extractAll(t,
		ticket("a", 2, map[string]string{"status": "Resolved"}, "Button restored in 4.2."),
		ticket("b", 5, map[string]string{"status": "Reopened"}, "Still missing on tablets."),
		ticket("c", 9, map[string]string{"status": "Resolved"}, "Tablet layout fixed in 4.2.1."))), "SUP-31", FacetStatus)
	if tl.Contradicted() || tl.Current == nil || tl.Current.State != Done {
		t.Errorf("resolved, reopened, resolved: status timeline = %+v, want done with no disagreement", tl)
	}
}

// A verb of finishing followed by what went wrong ("delivered with the wrong size", "installed
// with a cracked housing") reports a fault, not the work done.
func TestFaultyDeliveryIsNotDone(t *testing.T) {
	checkFacts(t, []Doc{{ID: "a", Kind: "chat", Author: "Ana Ruiz", At: at(3), Text: "RIG-7: pump delivered with the wrong flange, supplier sending another."}},
		nil, []string{"status RIG-7 done"})
	checkFacts(t, []Doc{{ID: "b", Kind: "chat", Author: "Ana Ruiz", At: at(3), Text: "RIG-8: valve installed with a cracked housing, replacement ordered."}},
		nil, []string{"status RIG-8 done"})
	checkFacts(t, []Doc{{ID: "c", Kind: "chat", Author: "Ana Ruiz", At: at(3), Text: "RIG-9: pump delivered with the new flange, all good."}},
		[]string{"status RIG-9 done"}, nil)
}

// A status field line in a message that says the work was reopened ("Ticket reopened by
// requester reply. Status: Open") is the reopening; "still open" beside it is no reopening.
func TestReopenedStatusLine(t *testing.T) {
	closed := Doc{ID: "a", Kind: "ticket", Author: "Lorna Fitch", At: at(3), Title: "HD-77 Scanner jams", Text: "Rollers cleaned, jam cleared. Closing."}
	reopened := Doc{ID: "b", Kind: "ticket", Author: "Helpdesk", At: at(6), Title: "HD-77 Scanner jams", Text: "Ticket reopened by requester reply.\nStatus: Open"}
	tl, _ := Latest(Timelines(extractAll(t, closed, reopened)), "HD-77", FacetStatus)
	if tl.Contradicted() || tl.Current == nil || tl.Current.State != Open {
		t.Errorf("closed, then reopened: status timeline = %+v, want open replacing done", tl)
	}
	still := Doc{ID: "c", Kind: "ticket", Author: "Helpdesk", At: at(6), Title: "HD-77 Scanner jams", Text: "Requester says it is still open on their side.\nStatus: Open"}
	if tl, _ := Latest(Timelines(extractAll(t, closed, still)), "HD-77", FacetStatus); !tl.Contradicted() {
		t.Errorf("closed, then 'still open': status timeline = %+v, want a disagreement", tl)
	}
}

// Two snapshots of one ticket's fields are the record changing: the later "Assignee:" is the
// record's word. The same field on a report page disagreeing with the ticket is two sources.
func TestTicketSnapshotsAreTheRecordChanging(t *testing.T) {
	snap := func(id string, day int, who string) Doc {
		return Doc{ID: id, Kind: "ticket", Author: "Service desk", At: at(day), Title: "SD-440 Laptop won't dock",
			Text: "Number: SD-440\nAssignee: " + who + "\nStatus: In progress"}
	}
	if tl, _ := Latest(Timelines(extractAll(t, snap("a", 2, "Tomasz Wrona"), snap("b", 5, "Leila Haddad"))), "SD-440", FacetOwner); tl.Contradicted() ||
		tl.Current == nil || tl.Current.Person != "Leila Haddad" {
		t.Errorf("two snapshots: owner timeline = %+v, want Leila Haddad replacing Tomasz Wrona", tl)
	}
	report := Doc{ID: "c", Kind: "doc", Author: "Ops lead", At: at(5), Title: "Service desk weekly report",
		Text: "| Ticket | Owner |\n|---|---|\n| SD-440 | Leila Haddad |"}
	if tl, _ := Latest(Timelines(extractAll(t, snap("a", 2, "Tomasz Wrona"), report)), "SD-440", FacetOwner); !tl.Contradicted() {
		t.Errorf("ticket and report: owner timeline = %+v, want a disagreement", tl)
	}
}
