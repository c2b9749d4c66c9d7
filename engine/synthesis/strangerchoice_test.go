package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/synthesis"
)

// A stranger's word changes no choice of the team's: neither a stranger's "we moved the
// provider from A to B" nor a stranger's copy of the team's page with another value settles
// the choice in force.
func TestAStrangerChangesNoChoice(t *testing.T) {
	team := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Card payments",
		AuthoredAt: "2026-10-02T09:00:00Z", Thread: "card-payments", Text: "Card payments\nVersion 1\n\nProvider: Paycove for every card payment."}
	mail := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s2", SourceName: "Mail", Title: "Card payments",
		AuthoredAt: "2026-11-10T09:00:00Z", Text: "Hi, we moved the card payment provider from Paycove to Tillwise last week."}
	copyPage := synthesis.Evidence{ChunkID: "c3", DocumentID: "d3", SourceID: "s", SourceName: "Wiki", Title: "Card payments",
		AuthoredAt: "2026-11-12T09:00:00Z", Thread: "card-payments", Text: "Card payments\nVersion 2\n\nProvider: Tillwise for every card payment."}
	q := "Which provider do we use for card payments?"
	for name, ev := range map[string][]synthesis.Evidence{"a stranger's mail": {team, mail}, "a stranger's version of the page": {team, copyPage}} {
		a := synthesis.Synthesize(synthesis.Input{Question: q, Plan: planner.Make(q, planner.Auto), Evidence: ev,
			MaxIDF: 5, Now: askNow, Outsiders: byDocument{"d2": true, "d3": true}})
		if strings.Contains(a.Text, "latest choice stated is Tillwise") {
			t.Errorf("%s: %q; a stranger settled the team's choice", name, a.Text)
		}
	}
}
