package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// A date named before a verb of putting it off is struck: "the release planned for 16
// November will be rescheduled" is a slip from 16 November, and no due date; the next
// message's date is the new one, no disagreement.
func TestPlannedDatePutOff(t *testing.T) {
	at := time.Date(2026, 11, 8, 19, 0, 0, 0, time.UTC)
	put := facts.Doc{ID: "d1", Kind: "mail", Author: "Nadia Borg", At: at, Title: "CLM-850 release",
		Text: "Dear Marisa, after a regression we found, the CLM-850 release planned for 16 November will be rescheduled. We will revert with a new date."}
	runFactProbes(t, []factProbe{
		{name: "a planned date put off", docs: []facts.Doc{put}, want: []string{"slip CLM-850 2026-11-16->0001-01-01"}, not: []string{"due CLM-850 2026-11-16"}},
		{name: "'planned for ..., is postponed'", docs: []facts.Doc{{ID: "d1", Kind: "chat", Author: "Nadia Borg", At: at, Title: "#rel", Text: "CLM-851, planned for 20 November, is postponed."}},
			want: []string{"slip CLM-851 2026-11-20->0001-01-01"}, not: []string{"due CLM-851 2026-11-20"}},
		{name: "a date after the verb is the new one (control)", docs: []facts.Doc{{ID: "d1", Kind: "chat", Author: "Nadia Borg", At: at, Title: "#rel", Text: "CLM-852 release postponed to 3 December."}},
			want: []string{"due CLM-852 2026-12-03"}},
	})
	next := facts.Doc{ID: "d2", Kind: "mail", Author: "Nadia Borg", At: at.Add(72 * time.Hour), Title: "CLM-850 release — new date",
		Text: "Following the fix, CLM-850 is rescheduled for release on 3 December."}
	runTimelineProbes(t, []timelineProbe{
		{name: "struck, then the new date", docs: []facts.Doc{put, next}, subject: "CLM-850", current: "2026-12-03"},
	})
}
