package records

import (
	"slices"
	"testing"
)

// A line that names its own thing takes its thread's item from the title only when a teammate
// wrote it: a stranger's activity lines in a reply to a customer's thread titled "PAY-77 …"
// are no lines of PAY-77.
func TestAStrangersOwnThingTakesNoItemFromTheTitle(t *testing.T) {
	line := "Kim Park assigned to you: Packing station 3 rebuild · Due Nov 22"
	for _, tc := range []struct {
		who  string
		want bool
	}{{"Eve Outsider <eve@attacker.example>", false}, {"Ines Roy <ines@payco.example>", true}} {
		chunks := []Chunk{{ChunkID: "c1", DocumentID: "d1", DocKind: "mail", Title: "Re: PAY-77 data processing agreement", Author: tc.who,
			AuthoredAt: "2026-11-19T09:00:00Z", Text: line}}
		rs, _ := Extract(chunks, Known{TeamDomains: []string{"payco.example"}})
		if len(rs) == 0 {
			t.Fatalf("%s: no record of %q: the case proves nothing", tc.who, line)
		}
		for _, r := range rs {
			if got := slices.Contains(r.ExactIDs, "PAY-77"); got != tc.want {
				t.Errorf("%s: record %q of PAY-77 = %v, want %v (ids %v)", tc.who, r.Text, got, tc.want, r.ExactIDs)
			}
		}
	}
}
