package facts

import "testing"

func TestBlockersStatedAsWaits(t *testing.T) {
	runWho(t, []whoCase{
		{"the item blocked on another is the subject", []Doc{{ID: "1", Kind: "pr", Author: "Lina Weiss", At: at(2), Title: "ORB-300 kiosk theme",
			Text: "Blocked on ORB-301 (font licence) — can't ship the theme until it lands."}},
			[]string{"status ORB-300 blocked", "blocker ORB-300 ORB-301"}, []string{"status ORB-301 blocked", "blocker ORB-301 ORB-301"}},
		{"awaiting names what the work waits on", []Doc{chat("1", "Pavel Rusu", "ORB-302: parts ordered. Awaiting the courier.")},
			[]string{"status ORB-302 blocked", "blocker ORB-302 courier"}, nil},
		{"a wait anywhere in a state cell", []Doc{doc("Maren Holt", "Open items",
			"| Item | Owner | Status |\n|---|---|---|\n| Gift boxes (ORB-303) | Lina Weiss | ordered, awaiting delivery |\n| Heaters (ORB-304) | Pavel Rusu | waiting landlord |")},
			[]string{"status ORB-303 blocked", "blocker ORB-303 delivery", "status ORB-304 blocked", "blocker ORB-304 landlord"}, nil},
		{"a status field that waits names its blocker", []Doc{doc("Maren Holt", "Open items", "ORB-305 — Kiosk login\n  State: waiting on the vendor (fix not yet deployed)")},
			[]string{"status ORB-305 blocked", "blocker ORB-305 vendor"}, nil},
		{"an event that depends on a feature is no blocked work", []Doc{{ID: "1", Kind: "mail", Author: "Ola Berg", At: at(2), Title: "Lobby",
			Text: "Our tournament on 5 December depends on the private lobby feature."}},
			nil, []string{"status Lobby blocked"}},
	})
}
