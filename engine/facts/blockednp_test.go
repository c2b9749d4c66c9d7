package facts

import "testing"

// A page about many things says which of them is on hold: the noun phrase the clause opens
// with, after a joining word, is the subject of "on hold", not the page's title. Under an
// item's own line, "the title is on hold" stays the item's.
func TestOnHoldNamesItsOwnSubject(t *testing.T) {
	memo := Doc{ID: "m1", Kind: "doc", Title: "Site diary — Harrow Lane barn conversion", Author: "Ana Lopez", At: at(2),
		Text: "Timber frame. The oak posts still haven't come, the sawmill says Friday, so the west gable is on hold till they arrive."}
	checkFacts(t, []Doc{memo}, []string{"status west gable blocked"}, []string{"status Site diary — Harrow Lane barn conversion blocked"})
	list := Doc{ID: "m2", Kind: "doc", Title: "Autumn list meeting — notes", Author: "Ana Lopez", At: at(2),
		Text: "Attendees: Ana Lopez, Tom Reed\n\n4. 'Salt Roads' (BKS-41): the illustrator has pulled out. The title is on hold until we find a new illustrator.\n"}
	checkFacts(t, []Doc{list}, []string{"status BKS-41 blocked"}, nil)
}

// A promise to act on a thing by a date makes the thing what is due, on a page about many
// things: "will send the signed lease by 3 March" is the lease's date, not the page title's.
func TestAPromisedActsObjectIsWhatIsDue(t *testing.T) {
	recap := Doc{ID: "r1", Kind: "doc", Title: "Weekly recap — Dunmore office move", Author: "Ana Lopez", At: at(2),
		Text: "Tom Reed will send the signed lease by 20 November so the landlord can countersign."}
	checkFacts(t, []Doc{recap}, []string{"due the signed lease 2026-11-20"}, []string{"due Weekly recap — Dunmore office move 2026-11-20"})
}

// The object an owning verb takes ends where a subordinate clause begins: "will handle the
// tender return while I'm away" owns the tender return.
func TestAnOwnedObjectEndsAtItsClause(t *testing.T) {
	mail := Doc{ID: "o1", Kind: "mail", Title: "Cover while I'm on leave", Author: "Ana Lopez", At: at(2),
		Text: "Tom Reed will handle the tender return while I'm away."}
	checkFacts(t, []Doc{mail}, []string{"owner the tender return Tom Reed"}, []string{"owner the tender return while I'm away Tom Reed"})
}
