package facts

import "testing"

func doc(author, title, text string) Doc {
	return Doc{ID: "1", Kind: "doc", Author: author, At: at(2), Title: title, Text: text}
}

func TestRowsWithoutColumnNames(t *testing.T) {
	runWho(t, []whoCase{
		{"a list item in dash-separated parts names its owner and state", []Doc{doc("Maren Holt", "Launch list",
			"• Pavel Rusu — ORB-12 press kit — 20 Nov\n• ORB-14 venue contract — Lina Weiss — done\n• ORB-15 signage — unassigned")},
			[]string{"owner ORB-12 Pavel Rusu", "owner ORB-14 Lina Weiss", "status ORB-14 done"},
			[]string{"owner ORB-15 Unassigned", "owner ORB-15 Maren Holt"}},
		{"a checklist: ticked is done, empty is open unless the line says more", []Doc{doc("Maren Holt", "Opening checklist",
			"[x] Menu printed — Lina\n[ ] Fire inspection booked — Pavel, by 20 Nov\n[ ] Website copy — Lina (first draft in review)")},
			[]string{"status Menu printed done", "owner Menu printed Lina", "status Fire inspection booked open", "owner Fire inspection booked Pavel"},
			[]string{"status Website copy open"}},
		{"a part that is a verb in its progressive form is under way", []Doc{doc("Maren Holt", "Who does what",
			"1. ORB-20 brochure text — Lina — translating\n2. ORB-21 photo shoot — Pavel — not started")},
			[]string{"status ORB-20 in_progress", "status ORB-21 open", "owner ORB-21 Pavel"}, nil},
		{"a pipe row without a header line", []Doc{doc("Maren Holt", "pendientes",
			"ORB-30 | informe mensual | Lina | listo\nORB-31 | migración | Pavel | bloqueado — esperando acceso al servidor")},
			[]string{"owner ORB-30 Lina", "status ORB-30 done", "status ORB-31 blocked"}, nil},
		{"items under a heading that says they are completed", []Doc{{ID: "1", Kind: "mail", Author: "Tracker Bot", At: at(2),
			Title: "Weekly digest", Text: "Completed (2)\n• ORB-40 Badge printer — Lina Weiss\n• ORB-41 Wifi survey — Pavel Rusu\n\nOverdue (1)\n• ORB-42 Catering — due Nov 1 — Lina Weiss"}},
			[]string{"status ORB-40 done", "owner ORB-40 Lina Weiss", "status ORB-41 done", "owner ORB-42 Lina Weiss"},
			[]string{"status ORB-42 done"}},
		{"a dash inside a sentence of a list item is no row", []Doc{doc("Maren Holt", "Notes",
			"- We moved the venue — Pavel agreed it was the right call.")},
			nil, []string{"owner We moved the venue Pavel"}},
	})
}

func TestTablesByColumnMeaning(t *testing.T) {
	runWho(t, []whoCase{
		{"the state column comes first; the task column names the row", []Doc{doc("Maren Holt", "Cutover tracker",
			"| State | Task | Lead |\n|---|---|---|\n| ✅ Done | Printer driver rollout | Lina |\n| ⛔ Blocked (needs ORB-9 live) | Kiosk login | Pavel |")},
			[]string{"status Printer driver rollout done", "owner Printer driver rollout Lina", "status Kiosk login blocked", "owner Kiosk login Pavel"},
			[]string{"status ORB-9 blocked", "owner ORB-9 Pavel", "status ✅ Done done"}},
		{"a RAG column states only what it says", []Doc{doc("Maren Holt", "Release tracker",
			"| DRI | Item | RAG |\n|---|---|---|\n| Lina Weiss | ORB-50 export | 🟡 at risk |\n| Pavel Rusu | ORB-51 import | done ✅ |")},
			[]string{"owner ORB-50 Lina Weiss", "status ORB-51 done"}, []string{"status ORB-50 blocked"}},
		{"comma-separated lines under a header of column names", []Doc{doc("Maren Holt", "export.csv",
			"key,site,task,assignee,status\nORB-60,Lyon,fan swap,Lina Weiss,planned\nORB-61,Nice,cable run,,waiting for the landlord")},
			[]string{"owner ORB-60 Lina Weiss", "status ORB-60 open", "status ORB-61 blocked", "blocker ORB-61 landlord"},
			[]string{"owner ORB-61 Maren Holt"}},
		{"a prose list with commas is no table", []Doc{doc("Maren Holt", "Notes",
			"We need cables, fans, and screws\nLina, Pavel, and Ola will help")}, nil, []string{"owner cables Lina"}},
	})
}
