package facts

import "testing"

func TestStatusWordsUsedOrOnlyMentioned(t *testing.T) {
	runWho(t, []whoCase{
		{"a participle after a determiner modifies a noun", []Doc{chat("1", "Maren Holt", "ORB-200: retry after a dropped connection works now")},
			nil, []string{"status ORB-200 cancelled"}},
		{"a link that dropped off is no cancelled work", []Doc{chat("1", "Maren Holt", "ORB-201 the gateway dropped off the VPN again overnight.")},
			nil, []string{"status ORB-201 cancelled"}},
		{"a quoted state word is mentioned", []Doc{chat("1", "Maren Holt", "ORB-202: reply 'done' when the samples are back.")},
			nil, []string{"status ORB-202 done"}},
		{"done from my side is the speaker's part only", []Doc{chat("1", "Pavel Rusu", "ORB-203 is finished from my side, now QA must check it.")},
			nil, []string{"status ORB-203 done"}},
		{"a duplicate is cancelled", []Doc{chat("1", "Pavel Rusu", "ORB-204 is dup of ORB-150, closing")},
			[]string{"status ORB-204 cancelled"}, []string{"status ORB-150 cancelled"}},
		{"a past form dated by 'on' is done; a target is not", []Doc{chat("1", "Pavel Rusu", "ORB-205 went live on 19 Nov. ORB-206 will be live on 30 Nov.")},
			[]string{"status ORB-205 done"}, []string{"status ORB-206 done"}},
		{"a passive with its agent", []Doc{{ID: "1", Kind: "mail", Author: "Git Bot", At: at(2), Title: "ORB-207 merged",
			Text: "Merge request !77 \"Kiosk theme\" was merged by Lina Weiss."}},
			[]string{"status !77 done"}, nil},
		{"a count with a slash is partial", []Doc{chat("1", "Pavel Rusu", "ORB-208 update: 40/120 meters done.")},
			[]string{"status ORB-208 in_progress"}, []string{"status ORB-208 done"}},
	})
}

func TestStatusFramesOfBotsTrackersAndNotes(t *testing.T) {
	runWho(t, []whoCase{
		{"an alert's tag gives its state", []Doc{chat("1", "Pager Bot", "[TRIGGERED] #9001 Lyon: 2 kiosks stuck at boot"), chat("2", "Pager Bot", "[RESOLVED] #9001 Lyon: 2 kiosks stuck at boot")},
			[]string{"status #9001 open", "status #9001 done"}, []string{"status #9001 blocked"}},
		{"a tracker's transition", []Doc{{ID: "1", Kind: "ticket", Author: "Tracker", At: at(2), Title: "ORB-210 Kiosk", Text: "Lina Weiss moved ORB-210 from In Review to Done"}},
			[]string{"status ORB-210 done"}, []string{"status ORB-210 in_progress"}},
		{"keeping an incident open", []Doc{chat("1", "Pavel Rusu", "Mitigated, not resolved — keeping ORB-211 open until the vendor calls back.")},
			[]string{"status ORB-211 open"}, []string{"status ORB-211 done"}},
		{"a state label over several items", []Doc{doc("Maren Holt", "Release 2.1 notes", "Shipped: ORB-212 (kiosk theme), ORB-213, ORB-214\nDeferred to 2.2: ORB-215")},
			[]string{"status ORB-212 done", "status ORB-213 done", "status ORB-214 done", "status ORB-215 open"}, nil},
		{"an item named as a reference is not the subject", []Doc{{ID: "1", Kind: "ticket", Author: "Pavel Rusu", At: at(2), Title: "ORB-216 Fan noise", Text: "Closing this one as won't fix, see ORB-217."}},
			[]string{"status ORB-216 cancelled"}, []string{"status ORB-217 cancelled"}},
		{"the noun phrase before the state word in notes", []Doc{doc("Maren Holt", "Ops review", "Summary\nBoiler checks finished 19 Nov, a day early. Status today: signage installed, menus printing.")},
			[]string{"status Boiler checks done", "status signage done"}, []string{"status Ops review done"}},
		{"a clause with its own subject keeps the text's subject", []Doc{doc("Maren Holt", "Kiosk plan", "It is done now.")},
			[]string{"status Kiosk plan done"}, nil},
		{"a short state clause in a line that names an item", []Doc{doc("Maren Holt", "Who does what", "• Pavel Rusu — ORB-218 brochure — done")},
			[]string{"status ORB-218 done"}, []string{"status Who does what done"}},
	})
}
