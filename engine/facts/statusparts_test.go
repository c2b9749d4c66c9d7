package facts

import "testing"

func TestStatusInWork(t *testing.T) {
	runWho(t, []whoCase{
		{"an aligned table's 'in work'", []Doc{doc("Mira Holm", "Weekly overview",
			"ID        Task               State\nLBL-31    Printer driver     in work\nLBL-32    Label stock        closed")},
			[]string{"status LBL-31 in_progress", "status LBL-32 done"}, nil},
	})
}

func TestStatusOfPartsAndHandoffs(t *testing.T) {
	runWho(t, []whoCase{
		{"one part of several done", []Doc{chat("1", "Mira Holm", "PAINT-4: first coat done, the second one we apply tomorrow.")},
			[]string{"status PAINT-4 in_progress"}, []string{"status PAINT-4 done"}},
		{"one part and nothing after it", []Doc{chat("1", "Mira Holm", "PAINT-5: first coat done.")},
			nil, []string{"status PAINT-5 in_progress"}},
		{"a draft with another team for review", []Doc{chat("1", "Mira Holm", "- PAINT-6 colour guide: draft is with Legal for review")},
			[]string{"status PAINT-6 in_progress"}, []string{"status PAINT-6 done"}},
		{"not yet with them for review", []Doc{chat("1", "Mira Holm", "PAINT-7 brochure is not with the printers for proofing yet")},
			nil, []string{"status PAINT-7 in_progress"}},
		{"today's work with its finish to come", []Doc{chat("1", "Mira Holm", "today: PAINT-8 swatches, done by EOD")},
			[]string{"status PAINT-8 in_progress"}, []string{"status PAINT-8 done"}},
		{"a passive's agent is no deadline", []Doc{{ID: "1", Kind: "ticket", Author: "Work Orders", At: at(18), Title: "PAINT-9 Hall ceiling",
			Text: "Work order PAINT-9 completed by Oskar Brandt."}}, []string{"status PAINT-9 done"}, nil},
		{"a deadline after by", []Doc{chat("1", "Mira Holm", "PAINT-10 will be completed by Friday.")},
			nil, []string{"status PAINT-10 done"}},
	})
}

func TestQuestionCarriesItsItem(t *testing.T) {
	runWho(t, []whoCase{
		{"the sentence after a question about an item", []Doc{chat("1", "Mira Holm", "PAINT-11 does anyone know who owns this? it's been sitting in the backlog for weeks")},
			[]string{"status PAINT-11 open", "request PAINT-11 Mira Holm"}, nil},
	})
}

// A state word after a noun phrase is that noun phrase's state: in a thread about a work item,
// it is the item's only when the phrase names the item (a general word for work, or a word
// the item is called by in its title or where the thread names it); a part of the work, a
// place or another thing keeps its state to itself.
func TestStateOfAnotherThingIsNotTheItems(t *testing.T) {
	ticket := func(id, text string) Doc {
		return Doc{ID: id, Kind: "ticket", Author: "Mira Holm", At: at(18), Title: "PLM-12 Replace the boiler in block C", Text: text}
	}
	runWho(t, []whoCase{
		{"a part of the work done", []Doc{ticket("1", "Flue liner fitted.")}, nil, []string{"status PLM-12 done"}},
		{"the item by its title's word", []Doc{ticket("1", "Boiler installed, heating back on.")}, []string{"status PLM-12 done"}, nil},
		{"the item by a general word", []Doc{ticket("1", "Job done.")}, []string{"status PLM-12 done"}, nil},
		{"a place closed during an incident", []Doc{{ID: "1", Kind: "incident", Author: "Mira Holm", At: at(18), Title: "#estates-incidents",
			Text: "basement flooding under block D (FM-90). car park closed. I'm leading."}}, nil, []string{"status FM-90 done"}},
		{"the item by the words its thread names it with", []Doc{
			chat("1", "Mira Holm", "the lift at Orchard House (FM-88) keeps stalling, engineer comes tomorrow"),
			chat("2", "Mira Holm", "Lift fixed, running normally again")},
			[]string{"status FM-88 done"}, nil},
		{"a part with its copula", []Doc{ticket("1", "The flue liner is done, the boiler goes in Monday.")}, nil, []string{"status PLM-12 done"}},
		{"the item by a general word with its copula", []Doc{ticket("1", "The fix is deployed.")}, []string{"status PLM-12 done"}, nil},
		{"a tracker's move back is no noun phrase", []Doc{ticket("1", "Retested, still leaking at the valve. Moving back to In Progress.")},
			[]string{"status PLM-12 in_progress"}, nil},
	})
}

// "Closed" with set times, a range of days or the people it shuts out is a place's hours, not
// a work item finished; "closed" on its own, or in the past on one day, still is.
func TestOpeningHoursAreNoState(t *testing.T) {
	runWho(t, []whoCase{
		{"closed on a weekday in the plural", []Doc{chat("1", "Mira Holm", "PLM-40: the depot closed Tuesdays, so we deliver Wednesday.")}, nil, []string{"status PLM-40 done"}},
		{"closed to visitors", []Doc{chat("1", "Mira Holm", "PLM-41 the gallery is closed to visitors while we hang the show.")}, nil, []string{"status PLM-41 done"}},
		{"closed over a range of days", []Doc{chat("1", "Mira Holm", "PLM-42: reception closed 23/12–02/01.")}, nil, []string{"status PLM-42 done"}},
		{"a place's day off in the present", []Doc{chat("1", "Mira Holm", "PLM-43: the lab is closed Friday, samples go Thursday.")}, nil, []string{"status PLM-43 done"}},
		{"closed for the holidays", []Doc{chat("1", "Mira Holm", "PLM-44 supplier closed for the holidays.")}, nil, []string{"status PLM-44 done"}},
		{"the item closed", []Doc{chat("1", "Mira Holm", "PLM-45 closed.")}, []string{"status PLM-45 done"}, nil},
		{"the item closed on a day", []Doc{chat("1", "Mira Holm", "PLM-46 was closed on Tuesday after the retest.")}, []string{"status PLM-46 done"}, nil},
	})
}
