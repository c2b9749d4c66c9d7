package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// A verb of finishing, sending or fixing right before a bare day says when the work is due in
// terse writing ("finishing Tuesday", "sending tomorrow", learners' "I fix Monday"); the same
// verb in the past says when it happened.
func TestTerseDueVerbs(t *testing.T) {
	at := time.Date(2026, 11, 9, 9, 0, 0, 0, time.UTC) // a Monday
	chat := func(text string) []facts.Doc {
		return []facts.Doc{{ID: "d1", Kind: "chat", Author: "Mihkel Saar", At: at, Title: "#ops", Text: text}}
	}
	runFactProbes(t, []factProbe{
		{name: "finishing a day", docs: chat("MCL-604 tagging, through 340 of 520 files, finishing Wednesday"), want: []string{"due MCL-604 2026-11-11"}},
		{name: "sending a day", docs: chat("TCG-150 print file, sending tomorrow"), want: []string{"due TCG-150 2026-11-10"}},
		{name: "learners' present for the future", docs: chat("MNK-27 the hinge is broken, I fix Monday"), want: []string{"due MNK-27 2026-11-16"}},
		{name: "finished, in the past", docs: chat("MCL-605 tagging finished Friday, all 520 files"), not: []string{"due MCL-605*"}},
	})
}
