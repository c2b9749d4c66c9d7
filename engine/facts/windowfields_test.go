package facts

import "testing"

// A board item exported as fields (monday.com writes the item, a people column, its own status
// labels and a timeline), and dates written as a window: due at the window's end.
func TestBoardItemFieldsAndWindows(t *testing.T) {
	runWho(t, []whoCase{
		{"a board item: its person owns it, its timeline ends when it is due", []Doc{{ID: "1", Kind: "ticket", Author: "Board export", At: at(18),
			Title: "OPS-41 Replace the lobby door closers",
			Text:  "Item: OPS-41 Replace the lobby door closers\nGroup: Facilities\nPerson: Tamsin Orr\nStatus: Working on it\nTimeline: 3 Nov - 21 Nov\nSubscribers: Joel Amankwah"}},
			[]string{"owner OPS-41 Tamsin Orr", "status OPS-41 in_progress", "due OPS-41 2026-11-21"},
			[]string{"owner OPS-41 Joel Amankwah", "due OPS-41 2026-11-03"}},
		{"a due window written with 'to'", []Doc{doc("Ines Moura", "Plan", "PLN-9 roof survey\nDue: 4 to 9 December\nOwner: Ines Moura")},
			[]string{"due PLN-9 2026-12-09"}, []string{"due PLN-9 2026-12-04"}},
		{"two dates that are no window keep the first", []Doc{doc("Ines Moura", "Plan", "PLN-10 fire drill\nDue: 4 December (was 1 December)\nOwner: Ines Moura")},
			[]string{"due PLN-10 2026-12-04"}, nil},
		{"a stuck item is blocked", []Doc{doc("Ines Moura", "Board", "Item: PLN-11 signage\nStatus: Stuck\nPerson: Ines Moura")},
			[]string{"status PLN-11 blocked", "owner PLN-11 Ines Moura"}, nil},
	})
}

// Records of a bilingual board export: each record's fields belong to the item above its
// run of "Name: value" lines, including the names read nowhere ("Topic:"); a state in
// another language is read from its gloss in brackets.
func TestRecordRunsAndGlossedStates(t *testing.T) {
	text := "LAB-1\nTema / Topic: Freezer alarm test\nResponsable / Owner: Aurélie Brun\nStatut / Status: 🟡 en cours (in progress)\n\n" +
		"LAB-2\nTema / Topic: Reagent order\nResponsable / Owner: Mathis Roy\nStatut / Status: 🔴 bloqué — on attend le fournisseur (waiting for supplier)"
	runWho(t, []whoCase{
		{"two records, glossed states", []Doc{{ID: "1", Kind: "doc", Author: "Aurélie Brun", At: at(18), Title: "Lab board (export)", Text: text}},
			[]string{"owner LAB-1 Aurélie Brun", "status LAB-1 in_progress", "owner LAB-2 Mathis Roy", "status LAB-2 blocked"},
			[]string{"owner LAB-1 Mathis Roy", "status LAB-1 blocked"}},
	})
}

// A card as a card board exports it (its key, members and the list it sits in), and a brief's
// project manager and a status with a remark after a dash.
func TestCardsAndBriefs(t *testing.T) {
	runWho(t, []whoCase{
		{"a card", []Doc{{ID: "1", Kind: "doc", Author: "Board export", At: at(18), Title: "Card — OPS-52 Loading bay lights",
			Text: "Card: OPS-52 Loading bay lights\nList: Doing\nMembers: Tamsin Orr\nDue: 28 Nov 2026 5:00 pm"}},
			[]string{"owner OPS-52 Tamsin Orr", "status OPS-52 in_progress", "due OPS-52 2026-11-28"}, nil},
		{"a brief", []Doc{doc("Joel Amankwah", "Project brief — depot roof", "Project brief: depot roof (OPS-53)\n\nProject manager: Joel Amankwah\nStatus: Planned — contract signed 2 Nov")},
			[]string{"owner OPS-53 Joel Amankwah", "status OPS-53 open"}, nil},
		{"a list that names no state", []Doc{doc("Joel Amankwah", "Shopping", "OPS-54 canteen restock\nList: milk, bread, tea\nOwner: Joel Amankwah")},
			[]string{"owner OPS-54 Joel Amankwah"}, []string{"status OPS-54 open", "status OPS-54 done"}},
	})
}

// A plan's row as a project tool exports it, and a page's bold labels with a date field's
// name after a word that says which date it is.
func TestPlanRowsAndBoldLabels(t *testing.T) {
	runWho(t, []whoCase{
		{"a plan row", []Doc{{ID: "1", Kind: "ticket", Author: "Plan export", At: at(2), Title: "Depot programme — row 9",
			Text: "Row 9\nTask Name: OPS-61 Forklift charger bay\nAssigned To: Tamsin Orr\nStart: 2026-11-02\nFinish: 2026-11-27\nStatus: Not Started"}},
			[]string{"due OPS-61 2026-11-27", "owner OPS-61 Tamsin Orr", "status OPS-61 open"}, []string{"due OPS-61 2026-11-02"}},
		{"bold labels", []Doc{doc("Joel Amankwah", "Depot roof", "# Depot roof (OPS-62)\n\n**Owner:** Joel Amankwah\n**Target go-live:** 30 November 2026\n**Backup go-live:** 14 December 2026")},
			[]string{"owner OPS-62 Joel Amankwah", "due OPS-62 2026-11-30"}, []string{"due OPS-62 2026-12-14"}},
	})
}
