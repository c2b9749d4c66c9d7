package facts

import "testing"

// A label that names a follow-up document (postmortem, RCA, write-up) without an identifier
// names that document of the item in view, with its own owner and date; the item keeps its
// own facts. A label that names its identifier, and one with no item in view, stay as written.
func TestFollowUpDocumentIsItsOwnSubject(t *testing.T) {
	for _, tc := range []struct {
		name      string
		doc       Doc
		want, not []string
	}{
		{"a postmortem label after the incident's key",
			Doc{ID: "a1", Kind: "incident", Author: "Marit Okafor", At: at(10), Title: "#inc-payments",
				Text: "Card auth back to normal since 09:12. Resolving PAY-881. Postmortem: Lionel owns it, draft by Friday."},
			[]string{"due the PAY-881 postmortem 2026-11-13"}, []string{"due PAY-881 2026-11-13", "due Postmortem 2026-11-13"}},
		{"a field of the follow-up document",
			Doc{ID: "a2", Kind: "incident", Author: "Marit Okafor", At: at(10), Title: "#inc-payments",
				Text: "Resolving PAY-882. RCA due: 20 Nov."},
			[]string{"due the PAY-882 RCA 2026-11-20"}, []string{"due PAY-882 2026-11-20"}},
		{"a label with its own identifier",
			Doc{ID: "a3", Kind: "doc", Author: "Marit Okafor", At: at(10), Title: "Ops notes",
				Text: "PAY-883 postmortem: draft by 20 Nov."},
			[]string{"due PAY-883 2026-11-20"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, []Doc{tc.doc}, tc.want, tc.not) })
	}
}
