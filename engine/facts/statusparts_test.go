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
