package facts

import (
	"strings"
	"testing"
	"time"
)

// TestDatesOfOneClauseAreReadInLinearWork (fourth outside attack, 2026-12-02): a clause of
// many dates once handed every date all the clause's text before it, so the cue checks cost
// the square of its length (a document of "5 Dec 5 Dec ..." made the compile 60 to 110 times
// slower than prose of its size). The text each date is read against is now bounded: four
// times the dates read at most five times the characters (a square would be sixteen). Counted,
// not timed.
func TestDatesOfOneClauseAreReadInLinearWork(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	read := func(unit string, n int) int {
		return p.read(NewThread(), nil, Doc{ID: "c", Kind: "doc", Author: "Ana Ruiz", Title: "Billing notes",
			Text: strings.Repeat(unit, n), At: time.Date(2026, 11, 18, 9, 0, 0, 0, time.UTC)}).leadIns
	}
	for _, unit := range []string{"5 Dec ", "5/12 ", "due 5 Dec and ", "by Friday ", "PAY-7 due 5 Dec. ", "needs to ship by 5 Dec, "} {
		small, large := read(unit, 100), read(unit, 400)
		if small == 0 {
			t.Fatalf("%q: no date was read against its lead-in", unit)
		}
		if ratio := float64(large) / float64(small); ratio > 5 {
			t.Errorf("%q: 4x the dates read %d characters against %d (%.1fx): the work grows faster than the text", unit, large, small, ratio)
		}
	}
}
