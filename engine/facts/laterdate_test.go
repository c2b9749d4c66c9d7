package facts

import "testing"

// "I'll do it." is a promise when the next sentence dates it ("ETA 20 Nov", "By Friday."); alone,
// or followed by anything but a bare deadline, it promises nothing.
func TestPromiseDatedByTheNextSentence(t *testing.T) {
	for _, tc := range []struct {
		name      string
		doc       Doc
		want, not []string
	}{
		{"an ETA sentence",
			Doc{ID: "p1", Kind: "chat", Author: "Soraya Lindgren", At: at(3), Text: "GRN-77 pressure test for the east loop, I'll do it. ETA nov 19"},
			[]string{"commitment GRN-77 Soraya Lindgren", "due GRN-77 2026-11-19"}, nil},
		{"a by sentence",
			Doc{ID: "p2", Kind: "chat", Author: "Soraya Lindgren", At: at(3), Text: "GRN-78: leave it with me, I'll do it. By Friday."},
			[]string{"commitment GRN-78 Soraya Lindgren"}, nil},
		{"no date after it",
			Doc{ID: "p3", Kind: "chat", Author: "Soraya Lindgren", At: at(3), Text: "GRN-79? I'll do it. Not sure when."},
			nil, []string{"commitment GRN-79 Soraya Lindgren"}},
		{"a sentence that says more than a deadline",
			Doc{ID: "p4", Kind: "chat", Author: "Soraya Lindgren", At: at(3), Text: "GRN-80 I'll do it. By Friday we'll know if the valve holds."},
			nil, []string{"commitment GRN-80 Soraya Lindgren"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, []Doc{tc.doc}, tc.want, tc.not) })
	}
}
