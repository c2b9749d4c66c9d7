package reviseeval

import "testing"

// An answer's status counts as expected only when it is the case's: a plain value answered
// PARTIAL is a miss, an absent detail answered PARTIAL is not.
func TestScoreCountsExpectedStatuses(t *testing.T) {
	cases := fixture().Cases
	answers := map[string]Answer{
		"r": {Status: Grounded, Text: "45 s", Cited: []string{"new"}},
		"d": {Status: Grounded, Text: "45 s vs 30 s", Cited: []string{"new", "old"}},
		"a": {Status: Partial, Text: "Missing: the lag threshold.", Cited: []string{"other"}},
		"p": {Status: Partial, Text: "Retention is 7 days.", Cited: []string{"other"}},
	}
	if r := Score("fixture", cases, answers); r.AsExpected != 3 {
		t.Errorf("as expected = %d, want 3 (the plain case answered PARTIAL is the miss)", r.AsExpected)
	}
}
