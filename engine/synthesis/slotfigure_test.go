package synthesis_test

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A "what N" question asking a figure ("what chlorine level", "the set point") is answered only
// by a figure said of what N names, when the evidence speaks of it: a figure of something else
// on the same page (a review interval, a validated range) leaves the detail missing, and the
// answer PARTIAL.
func TestAFigureOfSomethingElseLeavesTheDetailMissing(t *testing.T) {
	ev := func(id, title, text string) synthesis.Evidence {
		return synthesis.Evidence{ChunkID: id, DocumentID: id, SourceID: "s", SourceName: "Wiki", Title: title, AuthoredAt: "2026-02-01T09:00:00Z", Text: text}
	}
	policy := ev("c1", "Boil water notices", "Boil water notices follow a drop in chlorine at the works; the trigger is set by the regional lab.")
	review := ev("c2", "Boil water notices: review", "| Boil notice review interval | 6 weeks |")
	trigger := ev("c3", "Boil water notices: trigger", "The boil notice is triggered when free chlorine at the works falls below 0.2 mg/l.")
	room := ev("c4", "Freezer room 2 brief", "Freezer room 2: validated range -25 to -18 °C, two compressors. Its set point is agreed with QA at commissioning.")
	setp := ev("c5", "Freezer room 2 settings", "Freezer room 2 set point: -22 °C.")
	archive := ev("c6", "Storage tiers", "Archive quota: 2 TB per user, kept for ten years.")
	for _, tc := range []struct {
		q    string
		ev   []synthesis.Evidence
		want synthesis.Status
	}{
		{"what chlorine level triggers a boil water notice?", []synthesis.Evidence{policy, review}, synthesis.Partial},
		{"what chlorine level triggers a boil water notice?", []synthesis.Evidence{policy, review, trigger}, synthesis.Grounded},
		{"What's the set point on freezer room 2?", []synthesis.Evidence{room}, synthesis.Partial},
		{"What's the set point on freezer room 2?", []synthesis.Evidence{setp}, synthesis.Grounded},
		{"what's the per-user quota on archive?", []synthesis.Evidence{archive}, synthesis.Grounded},
	} {
		if a := askOf(tc.q, tc.ev...); a.Status != tc.want {
			t.Errorf("%q over %d documents: %s, want %s\n%s\nmissing %v", tc.q, len(tc.ev), a.Status, tc.want, a.Text, a.MissingInformation)
		}
	}
}
