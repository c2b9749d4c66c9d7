package facts

import "testing"

// List items and record blocks written in the ways trackers and people lay them out.
func TestListItemsAndRecordBlocks(t *testing.T) {
	runWho(t, []whoCase{
		{"a ticked box is done and a handle in brackets owns the item, with no parts", []Doc{doc("Ines Vaz", "Go-live checklist",
			"- [x] QRT-501 backup restore tested (@dana.okafor)\n- [ ] QRT-502 DNS cut-over plan (Rui Matos)\n- [ ] QRT-503 rollback script (see QRT-501 for context)")},
			[]string{"status QRT-501 done", "owner QRT-501 dana.okafor", "owner QRT-502 Rui Matos"},
			[]string{"owner QRT-503 see QRT-501 for context", "status QRT-503 done", "status QRT-503 open", "status QRT-502 done"}},
		{"row parts that are field lines", []Doc{doc("Ines Vaz", "Go-live tracker",
			"QRT-510 | Owner: Dana Okafor | Due: 9 Dec | Status: blocked\nQRT-511 | Owner: TBD | Due: — | Status: not started")},
			[]string{"owner QRT-510 Dana Okafor", "due QRT-510 2026-12-09", "status QRT-510 blocked", "status QRT-511 open"},
			[]string{"owner QRT-511 TBD"}},
		{"field names abbreviated or in other languages under an item line", []Doc{doc("Ines Vaz", "Pendientes",
			"QRT-520 — migración de la base\n  Resp.: Dana Okafor\n  Prazo: 2026-12-09\n  Estado: en curso\n\nQRT-521 — Nouveau terminal\n  Responsable : Rui Matos\n  Échéance : 2026-12-11")},
			[]string{"owner QRT-520 Dana Okafor", "due QRT-520 2026-12-09", "status QRT-520 in_progress", "owner QRT-521 Rui Matos", "due QRT-521 2026-12-11"}, nil},
		{"a state field holding a verb in its progressive form or a booking", []Doc{doc("Ines Vaz", "Prep board",
			"QRT-530\n  task: venue walk-through\n  state: booked\n\nQRT-531\n  task: risk assessment\n  state: drafting")},
			[]string{"status QRT-530 open", "status QRT-531 in_progress"}, nil},
		{"a field line in prose is no owner", []Doc{doc("Ines Vaz", "Notes",
			"Resp. for the slides is still open, who wants it?")},
			nil, []string{"owner Notes for the slides is still open, who wants it?"}},
	})
}

// Rows led by their work item, their parts apart by dashes or semicolons, with no bullet.
func TestRowsLedByTheirItemWithoutABullet(t *testing.T) {
	runWho(t, []whoCase{
		{"dash-separated rows", []Doc{doc("Ines Vaz", "Board", "Open items:\nQRT-601 — press kit — Dana Okafor — 20 Nov\nQRT-602 — venue — Rui Matos — done")},
			[]string{"owner QRT-601 Dana Okafor", "due QRT-601 2026-11-20", "owner QRT-602 Rui Matos", "status QRT-602 done"}, nil},
		{"semicolon-separated rows", []Doc{doc("Ines Vaz", "Board", "QRT-611; press kit; Dana Okafor; 20 Nov\nQRT-612; venue; Rui Matos; done")},
			[]string{"owner QRT-611 Dana Okafor", "due QRT-611 2026-11-20", "status QRT-612 done"}, nil},
		{"one sentence with dashes is no row", []Doc{doc("Ines Vaz", "Board", "QRT-615 — the press kit — is late because Dana Okafor is away.")},
			nil, []string{"owner QRT-615 Dana Okafor"}},
	})
}

// Each record of a page of records owns the field lines under it.
func TestFieldsUnderTheirRecordHead(t *testing.T) {
	runWho(t, []whoCase{
		{"headings that name the item", []Doc{doc("Ines Vaz", "Board", "### QRT-621 Press kit\nOwner: Dana Okafor\nDue: 20 Nov\n\n### QRT-622 Venue\nOwner: Rui Matos\nStatus: done")},
			[]string{"owner QRT-621 Dana Okafor", "due QRT-621 2026-11-20", "owner QRT-622 Rui Matos", "status QRT-622 done"},
			[]string{"owner QRT-621 Rui Matos", "status QRT-621 done"}},
		{"an owner cell naming a backup too", []Doc{doc("Ines Vaz", "Board", "| Key | Owner | Due |\n|---|---|---|\n| QRT-631 | Dana Okafor (backup: Rui) | 20 Nov |\n| QRT-632 | @rui.matos / Dana | 21 Nov |")},
			[]string{"owner QRT-631 Dana Okafor", "owner QRT-632 rui.matos"}, []string{"owner QRT-631 Dana Okafor (backup: Rui)"}},
	})
}
