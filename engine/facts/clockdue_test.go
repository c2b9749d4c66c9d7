package facts

import "testing"

// A time of day written before the day it falls on leaves the cue before it in force: an
// estimate, an ETA or a "by" with "14:00 today" or "5pm Friday" dates the work. The time
// alone gives a meeting no deadline.
func TestTimeOfDayBeforeTheDay(t *testing.T) {
	for _, tc := range []struct {
		name      string
		doc       Doc
		want, not []string
	}{
		{"an estimate with a time",
			Doc{ID: "c1", Kind: "incident", Author: "Rhys Abernethy", At: at(9), Title: "#ops-water", Text: "Valve failure at Penrose (WTR-61). Repair estimate 15:30 today."},
			[]string{"due WTR-61 2026-11-09"}, nil},
		{"an ETA with a time and a zone",
			Doc{ID: "c2", Kind: "chat", Author: "Rhys Abernethy", At: at(9), Text: "WTR-62 patch ETA 5pm SGT Friday"},
			[]string{"due WTR-62 2026-11-13"}, nil},
		{"a meeting at a time",
			Doc{ID: "c3", Kind: "chat", Author: "Rhys Abernethy", At: at(9), Text: "WTR-63 sync with the council at 10:00 Thursday"},
			nil, []string{"due WTR-63 2026-11-12"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, []Doc{tc.doc}, tc.want, tc.not) })
	}
}
