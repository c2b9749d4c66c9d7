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

// A value is found where it first appears in any of its forms: a hedged label quoted in a late
// claim does not hide the same value stated first without the hedge.
func TestLocatorFindsTheEarliestForm(t *testing.T) {
	l := newLocator("The latest value stated is 6 hours [2]; it replaced 12 h [1].\n- the battery lasts about half the spec, so around 6 hours. [2]")
	if got, old := l.find("around 6 hours"), l.find("12 h"); got < 0 || got > old {
		t.Errorf("find = %d, 12 h at %d: want the first '6 hours', before the replaced value", got, old)
	}
}

// A date is found written another way, with its year ("05.12.2025" for "5 December 2025"); a
// yearless or ambiguous date is not taken for another.
func TestLocatorFindsADateWrittenAnotherWay(t *testing.T) {
	l := newLocator("The latest value stated is 05.12.2025 [2]; it replaced 14.11.2025 [2].")
	if got, old := l.find("5 December 2025"), l.find("14 November 2025"); got < 0 || old < 0 || got > old {
		t.Errorf("find = %d, replaced at %d: want both found, the latest first", got, old)
	}
	if got := newLocator("Due 05/12 as agreed.").find("5 December 2025"); got >= 0 {
		t.Errorf("find = %d in a yearless, ambiguous date, want -1", got)
	}
}
