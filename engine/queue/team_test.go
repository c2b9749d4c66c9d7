package queue

import (
	"encoding/json"
	"testing"
)

// The stored tracked subjects are searched as stored: a subject is tracked when it is a whole
// element of the array, never a prefix of another ("PAY-1" in "PAY-10"), whatever characters
// it holds.
func TestTrackedSubjectsAreWholeElements(t *testing.T) {
	b, err := json.Marshal([]string{"PAY-10", `the "quoted" kiln`, "AB#2204", "<b>&"})
	if err != nil {
		t.Fatal(err)
	}
	team := Team{tracked: string(b)}
	for subject, want := range map[string]bool{"PAY-10": true, "PAY-1": false, "AY-10": false, `the "quoted" kiln`: true, "quoted": false,
		"AB#2204": true, "<b>&": true, "": false} {
		if got := team.Tracked(subject); got != want {
			t.Errorf("Tracked(%q) = %v, want %v", subject, got, want)
		}
	}
	if (Team{}).Tracked("PAY-10") {
		t.Errorf("no compile's team tracks PAY-10")
	}
}
