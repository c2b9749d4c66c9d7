package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// A ticked box on a list of tasks is that task done, an item of its own, and a name in
// brackets closing it is whose it was; a pull request's checklist ticks off parts of the
// change, no items.
func TestTickedTasks(t *testing.T) {
	at := time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC)
	list := "Shop opening list\n- [x] Window vinyl fitted (Marit)\n- [x] Float counted\n- [ ] Alarm code changed"
	runFactProbes(t, []factProbe{
		{name: "ticked tasks on a page", docs: []facts.Doc{{ID: "d1", Kind: "doc", Author: "Ola Brekke", At: at, Title: "Tromsø shop opening", Text: list}},
			want: []string{"status Window vinyl fitted done", "owner Window vinyl fitted Marit", "status Float counted done"},
			not:  []string{"status Alarm code changed done", "status Window vinyl fitted (Marit)*"}},
		{name: "a pull request's checklist", docs: []facts.Doc{{ID: "d1", Kind: "pr", Author: "Ola Brekke", At: at, Title: "PR #88 cache warmup",
			Text: "Warms the cache on boot.\n\n- [x] unit tests\n- [x] changelog\n- [ ] docs"}},
			not: []string{"status unit tests*", "status changelog*"}},
	})
}
