package facts

import "testing"

// The table syntaxes exports and pastes use, each read by its shape: what stands between its
// cells, and a header whose cells name what the columns hold.
func TestTableSyntaxesByShape(t *testing.T) {
	runWho(t, []whoCase{
		{"a Markdown table with alignment colons and placeholder cells", []Doc{doc("Ines Vaz", "Roof works",
			"| Ticket | Owner | Due | Status |\n|:-------|:-----:|----:|:------|\n| RFW-101 | Dana Okafor | 14 Dec | In progress |\n| RFW-102 | TBD | — | n/a |")},
			[]string{"owner RFW-101 Dana Okafor", "due RFW-101 2026-12-14", "status RFW-101 in_progress"},
			[]string{"owner RFW-102 TBD", "owner RFW-102 Ines Vaz", "owner RFW-102 —"}},
		{"a Markdown table without outer pipes", []Doc{doc("Ines Vaz", "Roof works",
			"Task | Owner\n--- | ---\nGutter survey | Dana Okafor\nScaffold permit | Rui Matos")},
			[]string{"owner Gutter survey Dana Okafor", "owner Scaffold permit Rui Matos"}, nil},
		{"a pipe table without a separator line", []Doc{doc("Ines Vaz", "Roof works",
			"| Item | Who | ETA |\n| Gutter survey | Dana Okafor | 9 Dec |\n| Scaffold permit | Rui Matos | 11 Dec |")},
			[]string{"owner Gutter survey Dana Okafor", "due Gutter survey 2026-12-09", "due Scaffold permit 2026-12-11"}, nil},
		{"an ASCII grid table, a row running over two lines", []Doc{doc("Ines Vaz", "Roof works",
			"+---------+---------------+-------------+--------+\n| Key     | Summary       | Assignee    | Due    |\n+=========+===============+=============+========+\n| RFW-130 | Ridge tiles   | Dana Okafor | 9 Dec  |\n+---------+---------------+-------------+--------+\n| RFW-131 | Lead flashing | Rui         | 16 Dec |\n|         | on the north  | Matos       |        |\n+---------+---------------+-------------+--------+")},
			[]string{"owner RFW-130 Dana Okafor", "due RFW-130 2026-12-09", "owner RFW-131 Rui Matos", "due RFW-131 2026-12-16"},
			[]string{"owner RFW-131 Rui", "owner on the north Matos"}},
		{"a Jira wiki table", []Doc{doc("Ines Vaz", "Roof works",
			"||Key||Owner||Due||Status||\n|RFW-140|Dana Okafor|12 Dec|Blocked|\n|RFW-141|Rui Matos|19 Dec|Done|")},
			[]string{"owner RFW-140 Dana Okafor", "due RFW-140 2026-12-12", "status RFW-140 blocked", "owner RFW-141 Rui Matos", "status RFW-141 done"}, nil},
		{"tab-separated rows pasted from a spreadsheet", []Doc{doc("Ines Vaz", "Roof works",
			"Task\tOwner\tDue\nGutter survey\tDana Okafor\t9 Dec\nScaffold permit\t\t11 Dec")},
			[]string{"owner Gutter survey Dana Okafor", "due Gutter survey 2026-12-09", "due Scaffold permit 2026-12-11"},
			[]string{"owner Scaffold permit 11 Dec"}},
		{"CSV with quoted fields and commas inside the quotes", []Doc{doc("Ines Vaz", "export.csv",
			"Key,Summary,Assignee,Due date,Status\nRFW-150,\"Gutters, north side\",Dana Okafor,2026-12-09,In Progress\nRFW-151,\"Permit, scaffold\",\"Matos, Rui\",,\"Waiting for council, again\"")},
			[]string{"owner RFW-150 Dana Okafor", "due RFW-150 2026-12-09", "status RFW-150 in_progress", "status RFW-151 blocked"},
			[]string{"owner RFW-151 Rui"}},
		{"a CSV header with spaces after its commas", []Doc{doc("Ines Vaz", "export.csv",
			"Key, Owner, Status\nRFW-155, Dana Okafor, done\nRFW-156, Rui Matos, open")},
			[]string{"owner RFW-155 Dana Okafor", "status RFW-155 done", "status RFW-156 open"}, nil},
		{"columns aligned by spaces, an upper-case header", []Doc{doc("Ines Vaz", "Roof works",
			"TASK              OWNER          DUE\nGutter survey     Dana Okafor    9 Dec\nScaffold permit   Rui Matos      11 Dec")},
			[]string{"owner Gutter survey Dana Okafor", "due Gutter survey 2026-12-09", "owner Scaffold permit Rui Matos"}, nil},
		{"a Confluence export, one cell per line", []Doc{doc("Ines Vaz", "Roof works",
			"Task\nOwner\nDue\nStatus\nGutter survey\nDana Okafor\n9 Dec\nIn progress\nScaffold permit\nRui Matos\n11 Dec\nNot started")},
			[]string{"owner Gutter survey Dana Okafor", "due Gutter survey 2026-12-09", "status Gutter survey in_progress",
				"owner Scaffold permit Rui Matos", "status Scaffold permit open"}, nil},
	})
}

// Header cells name their column's facet in other languages and abbreviations.
func TestTableHeaderWords(t *testing.T) {
	runWho(t, []whoCase{
		{"Spanish and Portuguese headers", []Doc{doc("Ines Vaz", "Obras",
			"| Tarea | Resp. | Fecha | Estado |\n|---|---|---|---|\n| Revisión de canalones | Dana Okafor | 2026-12-09 | en curso |\n\n| Tarefa | Responsável | Prazo |\n|---|---|---|\n| Licença de andaimes | Rui Matos | 11/12 |")},
			[]string{"owner Revisión de canalones Dana Okafor", "due Revisión de canalones 2026-12-09", "status Revisión de canalones in_progress",
				"owner Licença de andaimes Rui Matos"}, nil},
		{"German and French headers", []Doc{doc("Ines Vaz", "Baustelle",
			"| Aufgabe | Verantw. | Termin | Stat. |\n|---|---|---|---|\n| Dachrinne | Dana Okafor | 9 Dez | erledigt |\n\n| Tâche | Responsable | Échéance | Statut |\n|---|---|---|---|\n| Échafaudage | Rui Matos | 11 déc | en cours |")},
			[]string{"owner Dachrinne Dana Okafor", "status Dachrinne done", "owner Échafaudage Rui Matos"}, nil},
		{"abbreviated headers in bold", []Doc{doc("Ines Vaz", "Roof works",
			"| **#** | **Action** | **DRI** | **Tgt** | **RAG** |\n|---|---|---|---|---|\n| 1 | Gutter survey | Dana Okafor | 9 Dec | Green |")},
			[]string{"owner Gutter survey Dana Okafor", "due Gutter survey 2026-12-09"}, []string{"status Gutter survey done"}},
	})
}
