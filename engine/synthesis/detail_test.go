package synthesis

import "testing"

func TestMissingDetail(t *testing.T) {
	for _, tc := range []struct {
		q, claim string
		missing  bool
	}{
		{"How many times does the notifier retry a failed SMS?", "The notifier retries failed SMS with backoff.", true},
		{"How many times does the notifier retry a failed SMS?", "The notifier retries a failed SMS 5 times.", false},
		{"How many times does the notifier retry a failed SMS?", "It retries three times before giving up.", false},
		{"How many technicians were affected by the 14 April outage?", "INC-204 hit 40 customers' dispatch boards on 14 April.", false},
		{"How many technicians were affected by the outage?", "The outage of INC-204 began on 14 April.", true},
		{"On what date did the migration finish?", "The migration to Gotenberg is under way.", true},
		{"On what date did the migration finish?", "The migration finished on 3 March 2026.", false},
		{"Who owns the pathfinder service?", "Platform owns pathfinder.", false}, // not a figure or a date
	} {
		got := missingDetail(tc.q, []Claim{{Text: tc.claim}}) != ""
		if got != tc.missing {
			t.Errorf("missingDetail(%q, %q) = %v, want %v", tc.q, tc.claim, got, tc.missing)
		}
	}
}
