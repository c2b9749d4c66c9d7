package facts

import "testing"

func TestOwnerFramesOfRoleAndPossession(t *testing.T) {
	runWho(t, []whoCase{
		{"a role noun with its complement, before a request", []Doc{{ID: "1", Kind: "ticket", Author: "Maren Holt", At: at(2),
			Title: "ORB-70 Badge reader firmware", Text: "Lina Weiss is the owner for this one on our side, please send questions to her."}},
			[]string{"owner ORB-70 Lina Weiss", "request ORB-70 Maren Holt"}, nil},
		{"the speaker takes a role for an item", []Doc{chat("1", "Pavel Rusu", "Apologies for the wait. I am now the case officer for ORB-71.")},
			[]string{"owner ORB-71 Pavel Rusu"}, nil},
		{"a contact is no owner", []Doc{chat("1", "Pavel Rusu", "I am your contact for ORB-72 questions.")},
			nil, []string{"owner ORB-72 Pavel Rusu"}},
		{"the role for a part, then the person", []Doc{chat("1", "Maren Holt", "ORB-73: the DRI for the rollout is Lina Weiss from Monday.")},
			[]string{"owner ORB-73 Lina Weiss"}, nil},
		{"the work is with the speaker", []Doc{chat("1", "Pavel Rusu", "ok noted, ORB-74 is with me")},
			[]string{"owner ORB-74 Pavel Rusu"}, nil},
		{"the work is not with the speaker", []Doc{chat("1", "Pavel Rusu", "ORB-75 is not with me any more")},
			nil, []string{"owner ORB-75 Pavel Rusu"}},
		{"the speaker is on the item", []Doc{chat("1", "Pavel Rusu", "Morning. Today I will be on the boiler water treatment (ORB-92)."), chat("2", "Maren Holt", "I'm on ORB-93 till lunch")},
			[]string{"owner ORB-92 Pavel Rusu", "owner ORB-93 Maren Holt"}, nil},
		{"on leave or on site is on no item", []Doc{chat("1", "Pavel Rusu", "I'm on leave till ORB-94 lands, then I'll be on site.")},
			nil, []string{"owner ORB-94 Pavel Rusu"}},
		{"the perfect of taking", []Doc{chat("1", "Pavel Rusu", "ORB-76 cable swap at the depot i have taken it.")},
			[]string{"owner ORB-76 Pavel Rusu"}, nil},
		{"a plain present claim of an item", []Doc{chat("1", "Pavel Rusu", "ok I take ORB-77, will look tomorrow")},
			[]string{"owner ORB-77 Pavel Rusu"}, nil},
		{"a named person is doing it", []Doc{chat("1", "Maren Holt", "ORB-78 fixed. ORB-79 Lina Weiss is doing, ETA Friday.")},
			[]string{"owner ORB-79 Lina Weiss"}, []string{"owner ORB-78 Lina Weiss"}},
		{"doing well is no work", []Doc{chat("1", "Maren Holt", "ORB-80: Lina Weiss is doing well after the move.")},
			nil, []string{"owner ORB-80 Lina Weiss"}},
		{"owns it now: the item in view", []Doc{chat("1", "Maren Holt", "ORB-81 → not me, @lina owns it now")},
			[]string{"owner ORB-81 Lina"}, []string{"owner ORB-81 Maren Holt", "owner it now Lina"}},
		{"a handle with a hyphen is no action item", []Doc{{ID: "1", Kind: "mail", Author: "Git Bot", At: at(2), Title: "Re: [orb/kiosk] Theme (#81)",
			Text: "Merged #81 into main.\n\n@lina-w approved these changes."}}, []string{"status #81 done"}, []string{"owner approved these changes Lina-w"}},
		{"an item handed on by an arrow", []Doc{doc("Maren Holt", "Notes", "Present: Maren Holt, Lina Weiss\n\n- ORB-82 (kiosk theme) → Lina, after the audit")},
			[]string{"owner ORB-82 Lina Weiss"}, nil},
	})
}

func TestOwnerFromMinutesMarkers(t *testing.T) {
	runWho(t, []whoCase{
		{"TODO(name) under a label", []Doc{doc("Maren Holt", "ORB-90 go/no-go", "Present: Maren Holt, Lina Weiss\n\n- Signage: not ordered; TODO(Lina) get three quotes.")},
			[]string{"owner Signage Lina Weiss"}, []string{"owner three quotes Lina Weiss"}},
		{"TODO(name): a verb and its object", []Doc{doc("Maren Holt", "Ops review", "Participants: Maren Holt, Lina Weiss\n\nActions\n1) TODO(Lina): renew the depot lease")},
			[]string{"owner the depot lease Lina Weiss"}, nil},
		{"an action item in the present tense", []Doc{doc("Maren Holt", "Ops review", "Participants: Maren Holt, Pavel Rusu\n\nActions\n1) Pavel sends the fleet forecast — by Friday\n2) Pavel says the crane is fine")},
			[]string{"owner the fleet forecast Pavel Rusu"}, []string{"owner the crane Pavel Rusu"}},
		{"a label that names a thing, valued with a known person", []Doc{doc("Maren Holt", "Opening plan",
			"Present: Maren Holt, Lina Weiss, Pavel Rusu\n\nPer area:\n- Kitchen & bar: Lina Weiss\n- Sponsor: Pavel Rusu\n- Budget holder: Maren Holt")},
			[]string{"owner Kitchen & bar Lina Weiss"}, []string{"owner Sponsor Pavel Rusu", "owner Budget holder Maren Holt"}},
		{"apologies name who is absent", []Doc{doc("Maren Holt", "Minutes", "Attendees: Maren Holt, Lina Weiss\nApologies: Pavel Rusu")},
			nil, []string{"owner Minutes Pavel Rusu"}},
	})
}
