package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// Today as a bound of a span is no due date: a session's end ("closing the laptop for
// today"), up to now ("until today nothing has arrived"); a past act's duration in minutes or
// XX and a plan's "Goal:" name no subject of their own.
func TestTodayBoundsAndDurations(t *testing.T) {
	at := time.Date(2026, 11, 9, 9, 0, 0, 0, time.UTC) // a Monday
	doc := func(text string) []facts.Doc {
		return []facts.Doc{{ID: "d1", Kind: "chat", Author: "Mihkel Saar", At: at, Title: "TCR-830 freezer", Text: text}}
	}
	runFactProbes(t, []factProbe{
		{name: "a session's end", docs: doc("ok signing off for today 👋"), not: []string{"due *"}},
		{name: "up to now", docs: doc("Until today nothing has arrived from the supplier."), not: []string{"due *"}},
		{name: "due today (control)", docs: doc("TCR-830 probe swap is due today."), want: []string{"due TCR-830 2026-11-09"}},
		{name: "needed for today (control)", docs: doc("The probe swap is due for today, the audit is tomorrow."), want: []string{"due TCR-830 2026-11-09"}},
		{name: "minutes' AOB", docs: doc("AOB: Sam to send the December rota by Friday."), not: []string{"due AOB*"}},
		{name: "a plan's Goal", docs: doc("Goal: all 240 probes replaced by Friday 11 December."), want: []string{"due TCR-830 2026-12-11"}, not: []string{"due Goal*"}},
	})
}
