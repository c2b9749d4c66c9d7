package facts

import "testing"

// A heading that plans a date dates the work items listed under it; a heading that reports a
// past release, an item with its own date and prose after the list do not take it.
func TestHeadingPlansItsItemsDate(t *testing.T) {
	doc := Doc{ID: "rn", Kind: "doc", Author: "Ilse Marchetti", At: at(20), Title: "Ledgerly 8.3 — release notes",
		Text: "## 8.3 (released 19 November)\n- VAT rounding fix (LDG-410)\n\n## Coming in 8.4 (planned 4 December)\n- Bulk invoice export (LDG-431)\n- Dutch payslips (LDG-436), due 11 Dec\n\nAlso under way: LDG-440 bank feed retries.\n\n## Later\n- Multi-entity ledgers (LDG-450)"}
	checkFacts(t, []Doc{doc},
		[]string{"due LDG-431 2026-12-04", "due LDG-436 2026-12-11"},
		[]string{"due LDG-410 2026-11-19", "due LDG-436 2026-12-04", "due LDG-440 2026-12-04", "due LDG-450 2026-12-04"})
}
