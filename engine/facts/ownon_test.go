package facts

import "testing"

// Ownership put on a person, a possessive standing as a label's value, someone on it, a
// terse handover to a handle, an action marker with its person after it, and the reader a
// message opens by naming: each with the near readings that must stay no owner.
func TestOwnerPutOnAPerson(t *testing.T) {
	runWho(t, []whoCase{
		{"the work is on a known person", []Doc{chat("1", "Aino Lahti", "the customs forms for BRK-40 are on Pekka, he files them Thursday."),
			chat("2", "Pekka Virta", "yes")},
			[]string{"owner BRK-40 Pekka Virta"}, nil},
		{"on a weekday, a tool or a plate is no one", []Doc{chat("1", "Aino Lahti", "BRK-41 review is on Friday. BRK-42 is on Teams. BRK-43 is on Pekka's plate."),
			chat("2", "Pekka Virta", "yes")},
			[]string{"owner BRK-43 Pekka Virta"}, []string{"owner BRK-41 Friday", "owner BRK-42 Teams"}},
		{"not on someone", []Doc{chat("1", "Aino Lahti", "BRK-44 is not on Pekka any more, ask around."), chat("2", "Pekka Virta", "ok")},
			nil, []string{"owner BRK-44 Pekka Virta"}},
		{"a possessive alone after a label or a dash", []Doc{doc("Aino Lahti", "Weekly notes",
			"Present: Aino Lahti, Pekka Virta, Ilse\n\n- BRK-45 gasket order: Pekka's.\n- BRK-46 crane hire — Ilse's, no date yet")},
			[]string{"owner BRK-45 Pekka Virta", "owner BRK-46 Ilse"}, nil},
		{"a possessive of someone unknown, or before a noun", []Doc{doc("Aino Lahti", "Weekly notes",
			"- BRK-47 paint: Bramble's.\n- BRK-48 Pekka's crane is booked")},
			nil, []string{"owner BRK-47 Bramble", "owner BRK-48 Pekka"}},
		{"someone on it on a tracker", []Doc{
			{ID: "1", Kind: "ticket", Author: "Rhea Moss", At: at(3), Title: "BRK-50 Kiln door seal", Text: "Assigning to Facilities."},
			{ID: "2", Kind: "ticket", Author: "Tomasz Wierzba", At: at(4), Title: "BRK-50 comment", Text: "On it."}},
			[]string{"owner BRK-50 Tomasz Wierzba"}, nil},
		{"a named colleague on it again", []Doc{
			{ID: "1", Kind: "ticket", Author: "Rhea Moss", At: at(3), Title: "BRK-51 Kiln log", Text: "Reopening: the log is empty again. Tomasz's on it again."},
			{ID: "2", Kind: "ticket", Author: "Tomasz Wierzba", At: at(4), Title: "BRK-51 comment", Text: "Found it."}},
			[]string{"owner BRK-51 Tomasz Wierzba"}, nil},
		{"is anyone on it asks", []Doc{
			{ID: "1", Kind: "ticket", Author: "Rhea Moss", At: at(3), Title: "BRK-52 Kiln log", Text: "Is Tomasz on it?"},
			{ID: "2", Kind: "ticket", Author: "Tomasz Wierzba", At: at(4), Title: "BRK-52 comment", Text: "Not yet."}},
			nil, []string{"owner BRK-52 Tomasz Wierzba"}},
	})
}

func TestOwnerByTerseNotation(t *testing.T) {
	runWho(t, []whoCase{
		{"an item to a handle", []Doc{chat("1", "Rhea Moss", "out from Monday. BRK-60 to @tomasz.wierzba, notes in the drive."), chat("2", "Tomasz Wierzba", "ok")},
			[]string{"owner BRK-60 Tomasz Wierzba"}, nil},
		{"an item to a handle for a review is no handover", []Doc{chat("1", "Rhea Moss", "BRK-61 to @tomasz.wierzba for review."), chat("2", "Tomasz Wierzba", "the kiln is cold today")},
			nil, []string{"owner BRK-61 Tomasz Wierzba"}},
		{"an arrow after the item's words", []Doc{doc("Rhea Moss", "Board", "- BRK-62 door seal refit → @tomasz.wierzba")},
			[]string{"owner BRK-62 tomasz.wierzba"}, nil},
		{"an action marker with its person after it", []Doc{doc("Rhea Moss", "Yard meeting",
			"Present: Rhea Moss, Tomasz Wierzba, Ilse\n\n- AI Ilse: book the crane for the refit week.\n- Kiln door (BRK-63): AI: Tomasz — three quotes by 6 Nov.")},
			[]string{"owner the crane Ilse", "owner BRK-63 Tomasz Wierzba"}, []string{"owner AI Ilse Ilse"}},
		{"a first name an attendee list gives", []Doc{doc("Rhea Moss", "Yard meeting",
			"Attendees: Rhea, Ilse, Bruno\n\n- BRK-64 forklift: Bruno to get two quotes. No date.")},
			[]string{"owner BRK-64 Bruno"}, nil},
		{"a deadline after by is no agent", []Doc{chat("1", "Rhea Moss", "BRK-65 has to be filed by Dec 4 or they won't book us.")},
			[]string{"due BRK-65 2026-12-04"}, []string{"owner BRK-65 Dec"}},
	})
}

func TestOwnerGivenToTheReaderAMessageOpensBy(t *testing.T) {
	runWho(t, []whoCase{
		{"a name opening the mail's first line", []Doc{mail("Rhea Moss <rhea@yard.example>", "Fwd: kiln",
			"Tomasz, see below from the council. The permit (BRK-70) has to be filed by Friday. That's yours. Thanks!"),
			mail("Tomasz Wierzba <t@yard.example>", "RE: Fwd: kiln", "ok")},
			[]string{"owner BRK-70 Tomasz Wierzba"}, nil},
		{"a bracket with more than the identifier", []Doc{mail("Rhea Moss <rhea@yard.example>", "Batch 4",
			"Dear Tomasz,\n\nBatch 4 (BRK-71, 300 pages) is yours; back by 30 October please.")},
			[]string{"owner BRK-71 Tomasz"}, nil},
		{"a discourse word, a month or a weekday opens no address", []Doc{
			mail("Rhea Moss <rhea@yard.example>", "kiln", "However, BRK-72 is yours if nobody else wants it."),
			mail("Rhea Moss <rhea@yard.example>", "kiln", "Monday, BRK-73 is yours."),
			mail("Rhea Moss <rhea@yard.example>", "kiln", "March, BRK-74 is yours.")},
			nil, []string{"owner BRK-72 However", "owner BRK-73 Monday", "owner BRK-74 March"}},
		{"a name a month's short form begins still addresses", []Doc{mail("Rhea Moss", "Fwd: audit", "Marco, this is yours now. Please get the plan (AUD-41) out by Friday.")},
			[]string{"owner AUD-41 Marco"}, nil},
	})
}
