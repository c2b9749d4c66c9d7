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

// "Please" asks for work only with a verb of work: a courtesy ("please accept our apologies",
// "kindly note that ..."), a wait, whom else to contact, or using what is there asks nobody
// to do anything; "please contact me" and "it would be appreciated if you could" do ask. An
// earliest day is no new date for a slipped item.
func TestPleaseWithoutWork(t *testing.T) {
	runWho(t, []whoCase{
		{"a courtesy", []Doc{mail("Oskar Lind", "QRT-90 refund", "Please accept our apologies for the delay on QRT-90.")},
			nil, []string{"request QRT-90 Oskar Lind"}},
		{"a note", []Doc{mail("Oskar Lind", "QRT-91 boiler", "Kindly note that QRT-91 was closed yesterday.")},
			[]string{"status QRT-91 done"}, []string{"request QRT-91 Oskar Lind"}},
		{"whom else to contact", []Doc{mail("Oskar Lind", "QRT-92 keys", "I am away until Monday; for QRT-92 please contact Ines Duarte.")},
			nil, []string{"request QRT-92 Oskar Lind"}},
		{"a wait", []Doc{chat("1", "Oskar Lind", "QRT-93: parts are on the way, please bear with us.")},
			nil, []string{"request QRT-93 Oskar Lind"}},
		{"contact me asks", []Doc{mail("Oskar Lind", "QRT-94 invoice", "Please contact me today about QRT-94.")},
			[]string{"request QRT-94 Oskar Lind"}, nil},
		{"a courtesy and a request in one sentence", []Doc{mail("Oskar Lind", "QRT-95 report", "Please find attached the QRT-95 report; please review it by Friday.")},
			[]string{"request QRT-95 Oskar Lind"}, nil},
		{"appreciated if you could", []Doc{mail("Oskar Lind", "QRT-96 survey", "It would be much appreciated if you could sign QRT-96 off this week.")},
			[]string{"request QRT-96 Oskar Lind"}, nil},
		{"an earliest day is no new date", []Doc{chat("1", "Oskar Lind", "QRT-97 was due 20 Nov; now pushed to 30 November at the earliest.")},
			nil, []string{"due QRT-97 2026-11-30"}},
	})
}

// Ownership given in the second person goes to the one addressed: "you own X", "you are
// responsible for X", "you're point of contact with the vendor", "X I leave to you". A question,
// a negation or a condition gives nothing.
func TestOwnershipGivenInTheSecondPerson(t *testing.T) {
	runWho(t, []whoCase{
		{"you own", []Doc{mail("Oskar Lind", "QRT-70 boiler", "Hi Ines,\nYou own QRT-70 until it's fixed.\nOskar")}, []string{"owner QRT-70 Ines"}, nil},
		{"you are responsible for", []Doc{mail("Oskar Lind", "QRT-71 boiler", "Hi Ines,\nFrom Monday you are responsible for QRT-71.\nOskar")}, []string{"owner QRT-71 Ines"}, nil},
		{"point of contact", []Doc{mail("Oskar Lind", "QRT-72 lifts", "Ines, you're point of contact with the vendor on QRT-72.")}, []string{"owner QRT-72 Ines"}, nil},
		{"left to you", []Doc{mail("Oskar Lind", "QRT-73 invoice", "Hi Ines,\nThe QRT-73 invoice I leave to you.\nOskar")}, []string{"owner QRT-73 Ines"}, nil},
		{"a question gives nothing", []Doc{mail("Oskar Lind", "QRT-74 boiler", "Hi Ines,\nAre you responsible for QRT-74?\nOskar")}, nil, []string{"owner QRT-74 Ines"}},
		{"a negation gives nothing", []Doc{mail("Oskar Lind", "QRT-75 boiler", "Hi Ines,\nYou're not responsible for QRT-75 any more.\nOskar")}, nil, []string{"owner QRT-75 Ines"}},
		{"a condition gives nothing", []Doc{mail("Oskar Lind", "QRT-76 boiler", "Hi Ines,\nIf you own QRT-76, please close it.\nOskar")}, nil, []string{"owner QRT-76 Ines"}},
	})
}

// A FAQ's questions are asked for its readers, who are answered below them; wishes for the
// reader's own sake ("please look after yourself") and a pointer to a mail below ask nothing.
// The same question in a mail still asks.
func TestQuestionsThatAskNothing(t *testing.T) {
	runWho(t, []whoCase{
		{"a FAQ page", []Doc{doc("Bea Lind", "Climbing wall — Membership FAQ",
			"Can I freeze my membership?\nYes, for up to three months a year.\n\nWhen does the new pricing start?\nOn 1 January.")},
			nil, []string{"request Climbing wall — Membership FAQ Bea Lind"}},
		{"the same question in a mail", []Doc{mail("Bea Lind", "Membership", "Hello,\n\nCan I freeze my membership from January?\n\nBea")},
			[]string{"request Membership Bea Lind"}, nil},
		{"a wish and a pointer", []Doc{mail("Wil Ashby", "RE: HHA-140 batch", "Dear Bart,\n\npls see guest mail below. 20 November is fine for HHA-140. Please look after yourself.\n\nWil")},
			nil, []string{"request HHA-140 Wil Ashby"}},
	})
}
