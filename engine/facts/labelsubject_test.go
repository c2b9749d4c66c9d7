package facts

import "testing"

// A label that is a clause in another language ("Se acordó:", "Beschlossen:") names no thing:
// the sentences after it on the line speak of the item the line named. A label that names an
// item with a noun ("BRW-40 tender:") speaks of that item, so a later sentence's date on the
// line moves the date the item had.
func TestLabelsThatNameNoThing(t *testing.T) {
	for _, tc := range []struct {
		name      string
		docs      []Doc
		want, not []string
	}{
		{"who commented is no thing",
			[]Doc{{ID: "l0", Kind: "ticket", Author: "Kōwhai Jira", At: at(4), Title: "BRW-29 Donor letter",
				Text: "Fergus Hobbs commented: \"Waiting on the photos from the conservation team, pushing a week.\""}},
			[]string{"status BRW-29 blocked"}, []string{"status Fergus Hobbs commented blocked"}},
		{"a pending reason is the item's",
			[]Doc{{ID: "l0b", Kind: "ticket", Author: "Service Desk", At: at(4), Title: "BRW-28 Telemetry gaps",
				Text: "State: Pending\nPending reason: awaiting customer log upload"}},
			[]string{"status BRW-28 blocked"}, []string{"status Pending reason blocked"}},
		{"an impersonal clause as a label",
			[]Doc{{ID: "l1", Kind: "doc", Author: "Mirta Quiroga", At: at(4), Title: "Acta 4/11",
				Text: "1. Compras: BRW-31 malt contract for spring. Se acordó: fixed price, not indexed. AI: Mirta — draft out by end of the month."}},
			[]string{"due BRW-31 2026-11-30"}, []string{"due Se acordó 2026-11-30"}},
		{"a German participle as a label",
			[]Doc{{ID: "l2", Kind: "doc", Author: "Mirta Quiroga", At: at(4), Title: "Protokoll",
				Text: "2. Kühlung: BRW-33 chiller swap. Beschlossen: Variante B. Target 20 Nov."}},
			[]string{"due BRW-33 2026-11-20"}, []string{"due Beschlossen 2026-11-20"}},
		{"an item named with a noun",
			[]Doc{{ID: "l3a", Kind: "doc", Author: "Mirta Quiroga", At: at(4), Title: "Acta 4/11", Text: "BRW-40 tender: documents out by 30 Nov."},
				{ID: "l3b", Kind: "doc", Author: "Mirta Quiroga", At: at(25), Title: "Acta 25/11", Text: "BRW-40 tender: lawyers still reviewing. New date 14/12."}},
			[]string{"slip BRW-40 2026-11-30->2026-12-14", "due BRW-40 2026-12-14"}, []string{"due BRW-40 tender 2026-12-14"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, tc.docs, tc.want, tc.not) })
	}
}
