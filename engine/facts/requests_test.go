package facts

import "testing"

func TestQuestionAfterAStatementClause(t *testing.T) {
	runWho(t, []whoCase{
		{"a vocative question after a dash", []Doc{mail("Oskar Lind", "Re: QRT-71 warehouse lease",
			"I am at the Gdansk audit all week. Marta knows the agent — Marta, could you handle QRT-71?")},
			[]string{"request QRT-71 Oskar Lind"}, nil},
		{"a polite question after a condition and a dash", []Doc{mail("Oskar Lind", "Photo shoot at the boathouse",
			"We hope to shoot on 9 and 10 March, if that works for you — could you tell us by Monday?")},
			[]string{"request Photo shoot at the boathouse Oskar Lind"}, nil},
		{"the statement before the break is still read", []Doc{chat("1", "Oskar Lind", "QRT-72 is merged; can someone deploy it?")},
			[]string{"status QRT-72 done", "request QRT-72 Oskar Lind"}, nil},
		{"a rhetorical one-word question reads nothing", []Doc{chat("1", "Oskar Lind", "QRT-73 slipped again — why?")},
			nil, []string{"request QRT-73 Oskar Lind"}},
	})
}

func TestQuestionWithAVocative(t *testing.T) {
	runWho(t, []whoCase{
		{"a name and a comma before can you", []Doc{chat("1", "Oskar Lind", "Ines Duarte, can you take QRT-80?")},
			[]string{"request QRT-80 Oskar Lind"}, nil},
		{"a name before is", []Doc{chat("1", "Oskar Lind", "Ines, is QRT-81 ready for the pilot?")},
			[]string{"request QRT-81 Oskar Lind"}, []string{"status QRT-81 done"}},
	})
}

func TestQuestionAboutAThingWithNoWorkItemInView(t *testing.T) {
	runWho(t, []whoCase{
		{"who does something to a thing", []Doc{doc("Oskar Lind", "Harbour festival — plan v2",
			"## Open questions\n- Who prints the programme booklets? Nobody has it yet.")},
			[]string{"request the programme booklets Oskar Lind"}, nil},
		{"is a thing in some state", []Doc{mail("Oskar Lind", "My order",
			"The kettle arrived dented. Also, is the matte black model back in stock before March?")},
			[]string{"request the matte black model Oskar Lind"}, nil},
		{"a work item in view keeps the question", []Doc{chat("1", "Oskar Lind", "QRT-90 is on me. is the staging config ready?")},
			[]string{"request QRT-90 Oskar Lind"}, []string{"request the staging config Oskar Lind"}},
		{"a person asked about is no thing", []Doc{mail("Oskar Lind", "Rota", "Is Ines around on Friday?")},
			nil, []string{"request Ines Oskar Lind"}},
	})
}

func TestTrackerNoticeCommentIsTheActors(t *testing.T) {
	runWho(t, []whoCase{
		{"the comment of a change notice", []Doc{{ID: "1", Kind: "ticket", Author: "Tracker Bot", At: at(18), Title: "QRT-95 Road closure permit",
			Text: "Ines Duarte moved QRT-95 from Done to In Progress\nComment: the permit misses the side street. Oskar, can you apply again?"}},
			[]string{"request QRT-95 Ines Duarte", "status QRT-95 in_progress"}, []string{"request QRT-95 Tracker Bot"}},
		{"a notice with no comment line stays the author's", []Doc{{ID: "1", Kind: "ticket", Author: "Oskar Lind", At: at(18), Title: "QRT-96 Road closure permit",
			Text: "Ines Duarte moved QRT-96 to Done yesterday. Can you check the invoice?"}},
			[]string{"request QRT-96 Oskar Lind"}, nil},
	})
}
