package synthesis

import (
	"testing"

	"github.com/queueproof/queueproof/engine/facts"
)

// A slip that names its new date gives the work that due date; a slip to a time no date
// names ("in the spring term rather than before Christmas") gives none, and no zero date
// stands in for one.
func TestSlipGivesADueOnlyWithANewDate(t *testing.T) {
	c := &chunk{ev: Evidence{ChunkID: "k1", Kind: "mail", Author: "Head <head@school.example>", AuthoredAt: "2026-12-10T15:30:00Z",
		Title: "Tablets (SCH-12)", Text: "The tablets (SCH-12) will now be handed out in the spring term rather than before Christmas. The library move (SCH-14) slipped to 18 December."}}
	c.readFacts(facts.NewPeople(), &Input{Proposed: []Proposed{{ChunkID: "k1", Fact: facts.Proposed{Kind: "slip", Subject: "SCH-14", Value: "2026-12-18", Quote: "slipped to 18 December"}}}})
	var slips, dues int
	for _, f := range c.facts {
		switch f.Kind {
		case facts.Due:
			if f.Date.IsZero() {
				t.Errorf("due fact with no date: %+v", f)
			}
			if f.Subject == "SCH-14" && f.Date.Format("2006-01-02") == "2026-12-18" {
				dues++
			}
		case facts.Slip:
			slips++
		}
	}
	if slips < 2 || dues == 0 {
		t.Errorf("facts = %+v, want the undated slip of SCH-12 and the dated slip of SCH-14 with its due", c.facts)
	}
}
