package facts

import "testing"

// A tracker's activity lines speak of the task each names, not of the feed.
func TestActivityLinesNameTheirTask(t *testing.T) {
	feed := Doc{ID: "a1", Kind: "doc", Author: "Wrike — Lochside Bakery", At: at(2), Title: "Lochside Bakery Wrike — Inbox (Senga Baird-Owusu)",
		Text: "Inbox · Senga Baird-Owusu\n" +
			"• Fearchar Munro-Addo assigned to you: Gluten-free oat loaf costing · Due Nov 24\n" +
			"• Fearchar Munro-Addo changed the due date of Christmas hamper labels from Nov 9 to Nov 16\n" +
			"• Isla Crerar-Mensah marked Order more rye flour complete\n" +
			"• Isla Crerar-Mensah commented on Shop window photos: \"Nice work, thanks.\""}
	checkFacts(t, []Doc{feed},
		[]string{"due Gluten-free oat loaf costing 2026-11-24", "slip Christmas hamper labels 2026-11-09->2026-11-16",
			"due Christmas hamper labels 2026-11-16", "status Order more rye flour done"},
		[]string{"slip Lochside Bakery Wrike — Inbox (Senga Baird-Owusu) 2026-11-09->2026-11-16",
			"status Lochside Bakery Wrike — Inbox (Senga Baird-Owusu) done"})
	// A feed that quotes its tasks' titles: any event on one names it; a comment's words do not.
	digest := Doc{ID: "a2", Kind: "mail", Author: "Todoist <notify@todo.example>", At: at(2), Title: "Todoist — Daily digest for Senga Baird-Owusu",
		Text: "• Isla Crerar-Mensah rescheduled \"Order more rye flour\" from Mon 2 Nov to Fri 6 Nov\n" +
			"• Isla Crerar-Mensah commented on \"Shop window photos\": \"Could someone reprint them before Friday?\""}
	checkFacts(t, []Doc{digest}, []string{"slip Order more rye flour 2026-11-02->2026-11-06", "due Order more rye flour 2026-11-06"},
		[]string{"slip Isla Crerar-Mensah 2026-11-02->2026-11-06", "due Shop window photos 2026-11-06"})
	// A line that only looks like one names nothing: a person, a pronoun, an identifier.
	for _, s := range []string{"Ana Lima marked it complete", "Ana Lima marked this task complete", "Ana Lima marked ENG-7 complete", "Ana Lima assigned to you: this",
		"Ana Lima commented on Monday morning: fine", "we marked the pallets as done", `Comment on "Cryocooler swap": assigned to Tomás`,
		`Ana Lima commented on "Shop window photos": "nice"`} {
		x := &extraction{p: newTestParser(t), doc: Doc{At: at(2)}}
		if got := x.activityTask(s); got != "" {
			t.Errorf("%q: task %q", s, got)
		}
	}
}
