package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// A field line that names its change is that field's history; a thing that is with a person is
// theirs, and the clauses after it speak of the thing (not where a fault lies, not someone's
// something); a message that moves a date twice states one move, and keeps the replaced date a
// later move names though an earlier "move" of the message named none.
func TestFieldsThingsAndMoves(t *testing.T) {
	oct20 := time.Date(2026, 10, 20, 9, 0, 0, 0, time.UTC)
	runFactProbes(t, []factProbe{
		{name: "'Status changed: A → B' is the status's history", docs: []facts.Doc{{ID: "d1", Kind: "incident", Author: "Mina Okafor", At: dec1,
			Title: "INC-4410 payroll export stuck", Text: "Incident INC-4410: payroll export stuck\nStatus: Investigating\nStatus changed: Investigating → Resolved (by Mina Okafor)\n"}},
			want: []string{"status INC-4410 done"}, not: []string{"status Status*"}},
		{name: "a thing with a person, then 'she will send it'", docs: []facts.Doc{sheet("Mina Okafor", "Office notes",
			"Notes from Tuesday\n\n- The insurance renewal pack is with Priya; she will send it by 14 December.\n- The trouble is with Stripe, not us.\n- The lift inspection is with Brendan's team.\n")},
			want: []string{"owner insurance renewal pack Priya", "due insurance renewal pack 2026-12-14"},
			not:  []string{"owner trouble*", "owner lift inspection*"}},
		{name: "two moves in one message", docs: []facts.Doc{{ID: "d1", Kind: "chat", Author: "Mina Okafor", At: oct20, Title: "PRX-88",
			Text: "Update on PRX-88: our engineer move to the Leeds site this week. Also resin supplier have delay, curing will be 12 Nov, not 5 Nov. Sorry for this."}},
			want: []string{"slip PRX-88 2026-11-05->2026-11-12"}},
	})
}
