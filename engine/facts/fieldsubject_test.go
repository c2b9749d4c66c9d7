package facts

import "testing"

func TestFieldLinesUnderItems(t *testing.T) {
	runWho(t, []whoCase{
		{"fields set in under an item line speak of that item", []Doc{doc("Maren Holt", "Open items (Dec)",
			"ORB-100 — Kiosk login slow\n  Who: Lina Weiss\n  State: waiting on the vendor patch\n\nORB-101 — Badge printer\n  Who: Pavel Rusu\n  State: done 2 Nov")},
			[]string{"owner ORB-100 Lina Weiss", "status ORB-100 blocked", "owner ORB-101 Pavel Rusu", "status ORB-101 done"},
			[]string{"status Open items (Dec) done", "owner Open items (Dec) Lina Weiss"}},
		{"a brief's roles speak of the item its scope named first", []Doc{doc("Maren Holt", "Visitor kiosk — brief v2",
			"Scope\nReplace the kiosks (ORB-110) and retire the paper log (ORB-111).\n\nRoles\nSponsor: Pavel Rusu\nImplementer: Lina Weiss")},
			[]string{"owner ORB-110 Lina Weiss"}, []string{"owner ORB-110 Pavel Rusu", "owner ORB-111 Lina Weiss"}},
		{"an owner field ends with its sentence", []Doc{doc("Maren Holt", "Kiosk plan (ORB-112)", "DRI: Lina Weiss. Backup: Pavel Rusu.")},
			[]string{"owner ORB-112 Lina Weiss"}, []string{"owner ORB-112 Pavel Rusu"}},
		{"a tracker's field change gives the new value", []Doc{{ID: "1", Kind: "mail", Author: "Tracker", At: at(2), Title: "[ORB-113] updated",
			Text: "Assignee: Lina Weiss → Pavel Rusu\nStatus: In Progress → Done"}},
			[]string{"owner ORB-113 Pavel Rusu", "status ORB-113 done"}, []string{"owner ORB-113 Lina Weiss", "status ORB-113 in_progress"}},
		{"AP marks an action point", []Doc{doc("Maren Holt", "ORB-114 notes", "AP: Lina Weiss to send the floor plan by Friday.")},
			[]string{"owner the floor plan Lina Weiss"}, nil},
	})
}

func TestPeopleAndMarksAtTheEdges(t *testing.T) {
	runWho(t, []whoCase{
		{"an honorific before an attendee's name", []Doc{doc("Maren Holt", "ORB-500 notes", "Present: Maren Holt, Dr Ada Lindqvist\n\nAP: Ada to sign off the audit (ORB-501) by Friday.")},
			[]string{"owner ORB-501 Ada Lindqvist"}, nil},
		{"an owner field of a dash names no one", []Doc{doc("Maren Holt", "Open items", "ORB-502 — Badge printer\n  Who: —\n  State: not started")},
			[]string{"status ORB-502 open"}, []string{"owner ORB-502 —"}},
		{"a done mark after the item", []Doc{chat("1", "Pavel Rusu", "ORB-503 ✅")}, []string{"status ORB-503 done"}, nil},
	})
}
