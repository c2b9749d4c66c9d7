package facts

import "testing"

// Ways of stating a work item's state that the verbs of finishing, blocking and doing missed:
// a check mark right after the item, "sorted" at the end of a clause, "I close X", "stays
// open", "halted", "waiting the technician" (no "for"), "<ID>: I am on it", and learners' "in the
// work" and "in process" for work under way, and what must come first ("first I need ...").
func TestStatusIdioms(t *testing.T) {
	for _, tt := range []struct{ text, want, not string }{
		{"OPS-70 ✅ tank at 95%", "status OPS-70 done", ""},
		{"OPS-71 toddler pool chlorinator sorted", "status OPS-71 done", ""},
		{"OPS-72 all sorted now.", "status OPS-72 done", ""},
		{"OPS-79 boiler feed pump sorted 🙌 back on line from sat", "status OPS-79 done", ""},
		{"OPS-73 export sorted by date, still checking totals", "", "status OPS-73 done"},
		{"Tank is full. I close OPS-74.", "status OPS-74 done", ""},
		{"OPS-75 stays open until the report is in.", "status OPS-75 open", ""},
		{"job OPS-76 (exam papers) halted, press 3 down", "status OPS-76 blocked", ""},
		{"OPS-77: we are waiting the technician from Heidelberg.", "status OPS-77 blocked", ""},
		{"OPS-78: I am on it", "status OPS-78 in_progress", ""},
		{"The bridge for OPS-80 is in the work at us.", "status OPS-80 in_progress", ""},
		{"OPS-81 packaging is in process.", "status OPS-81 in_progress", ""},
		{"OPS-82 (the widget) goes live in production on Monday.", "", "status OPS-82 in_progress"},
		{"For OPS-83 we wait still the bite registration, without it we cannot start.", "status OPS-83 blocked", ""},
		{"OPS-84: first I need the design from Arta.", "status OPS-84 blocked", ""},
		{"OPS-85: I need the landlord's sign-off first.", "status OPS-85 blocked", ""},
		{"OPS-86: nothing more I can do till the parts come.", "status OPS-86 blocked", ""},
		{"OPS-88: we'll wait and see how the trial goes.", "", "status OPS-88 blocked"},
	} {
		var want, not []string
		if tt.want != "" {
			want = []string{tt.want}
		}
		if tt.not != "" {
			not = []string{tt.not}
		}
		checkFacts(t, []Doc{chat("1", "Ana Lima", tt.text)}, want, not)
	}
}

// After another date and a comma, a date has its own lead-in: "New encoder arrives 23 Oct,
// install target 28 Oct" is due 28 Oct, whatever the arrival's words say of 23 Oct.
func TestADateAfterAnotherHasItsOwnLeadIn(t *testing.T) {
	d := Doc{ID: "1", Kind: "doc", Author: "Valentina Riquelme", At: at(2), Title: "Ops weekly",
		Text: "- OPS-95: new encoder arrives 13 Nov, install target 18 Nov."}
	checkFacts(t, []Doc{d}, []string{"due OPS-95 2026-11-18"}, []string{"due OPS-95 2026-11-13"})
}
