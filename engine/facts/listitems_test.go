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
