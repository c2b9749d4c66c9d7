package synthesis_test

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A set point, a cut-off, a minimum or a maximum asks a figure: a negative figure with its unit
// is one, and so is a figure that repeats the number naming the thing asked about ("cold room
// 2 set point: 2 °C"); a fault code after a hyphen is none.
func TestFiguresAskedBySetPointsAndLimits(t *testing.T) {
	ev := func(id, title, text string) synthesis.Evidence {
		return synthesis.Evidence{ChunkID: id, DocumentID: id, SourceID: "s", SourceName: "Wiki", Title: title, AuthoredAt: "2026-02-01T09:00:00Z", Text: text}
	}
	for _, tc := range []struct {
		q    string
		ev   synthesis.Evidence
		want synthesis.Status
	}{
		{"What's the set point on freezer room 2?", ev("c1", "Freezer room 2 settings", "Freezer room 2 set point: -22 °C."), synthesis.Grounded},
		{"What's the set point on chiller 2?", ev("c2", "Chiller settings", "Chiller 2 set point: 2 °C, alarm at 5 °C."), synthesis.Grounded},
		{"What's the pressure limit on tank 5?", ev("c3", "Tank 5 log", "Tank 5: the PLC threw fault -203 overnight and the pressure limit is being reviewed."), synthesis.Partial},
	} {
		if a := askOf(tc.q, tc.ev); a.Status != tc.want {
			t.Errorf("%q: %s, want %s\n%s\nmissing %v", tc.q, a.Status, tc.want, a.Text, a.MissingInformation)
		}
	}
}
