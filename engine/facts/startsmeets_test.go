package facts

import "testing"

// The day work starts, even said as a re-plan ("realistically he starts the weld on the 19th"),
// is no new due date; nor is the day a board or committee meets. A due date beside either
// stands.
func TestAStartOrAMeetingIsNoDueDate(t *testing.T) {
	ticket := func(key string) Doc {
		return Doc{ID: key + "-t", Kind: "ticket", Author: "Hana Berg", At: at(2), Title: key + " Bell frame", Text: "Due: 2026-11-20"}
	}
	for _, tc := range []struct {
		name      string
		docs      []Doc
		want, not []string
	}{
		{"a re-planned start",
			[]Doc{ticket("BLF-1"), {ID: "a", Kind: "chat", Author: "Lúcia Farias", At: at(10), Text: "BLF-1: Tomas is away till the 24th, so realistically he starts the frame on the 25th."}},
			nil, []string{"slip BLF-1 2026-11-20->2026-11-25", "due BLF-1 2026-11-25"}},
		{"a re-planned finish still slips",
			[]Doc{ticket("BLF-2"), {ID: "b", Kind: "chat", Author: "Lúcia Farias", At: at(10), Text: "BLF-2: realistically the frame is done on the 25th."}},
			[]string{"slip BLF-2 2026-11-20->2026-11-25"}, nil},
		{"a board that meets",
			[]Doc{{ID: "c", Kind: "mail", Author: "Ola Berg <ola@frames.example>", At: at(3), Title: "BLF-3 manual", Text: "BLF-3 is due on 13 November. Our board meets on the 16th."}},
			[]string{"due BLF-3 2026-11-13"}, []string{"due BLF-3 2026-11-16"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, tc.docs, tc.want, tc.not) })
	}
}
