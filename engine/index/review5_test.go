package index_test

// A fifth independent review, of the identifiers read in the fifth session: a ticket key of
// several numbered parts ("NCR-2026-009", "CVE-2024-3094") is one identifier. The probes keep
// the form of the earlier reviews: a probe with a `wrong` field fails today, is logged as
// KNOWN WRONG, and fails the test once it holds so that the mark is removed.

import (
	"fmt"
	"slices"
	"testing"

	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/probetest"
)

func TestReview5KeysOfSeveralParts(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want, not  []string // identifier values that must, and must not, be read
		wrong      string
	}{
		{name: "a key in an attachment name with a date after it", text: "Attached: ENG-123-2026-11-05.pdf (photos of the rack)",
			want: []string{"ENG-123"}, not: []string{"ENG-123-2026-11-05"}},
		{name: "a key with a dated suffix in a branch name", text: "branch hotfix/ENG-77-20261105 merged",
			want: []string{"ENG-77"}},
		{name: "two keys of several parts side by side", text: "NCR-2026-009/NCR-2026-010 share the root cause",
			want: []string{"NCR-2026-009", "NCR-2026-010"}, not: []string{"NCR-2026"}},
		{name: "a CVE with five digits is its own key", text: "CVE-2024-30940 is unrelated to CVE-2024-3094",
			want: []string{"CVE-2024-30940", "CVE-2024-3094"}},
		{name: "a key range written with a hyphen (release notes)", text: "Fixed in this release: OPS-120-125 (six tickets)",
			want: []string{"OPS-120"}},
		// A year's key whose number lies just above the year is no range of keys: read as one, it
		// would be every record of the year again.
		{name: "a year's key numbered just above the year", text: "CVE-2024-2100 and NCR-2026-2031 are open",
			want: []string{"CVE-2024-2100", "NCR-2026-2031"}, not: []string{"CVE-2024", "NCR-2026"}},
		{name: "a key with a long date suffix (ISO date in a log)", text: "[ENG-5-2026-11-05 10:02] build red",
			want: []string{"ENG-5"}},
	} {
		got := index.ExtractIdentifiers(tc.text)
		var vals []string
		for _, id := range got {
			vals = append(vals, id.Value)
		}
		ok := true
		for _, w := range tc.want {
			ok = ok && slices.Contains(vals, w)
		}
		for _, n := range tc.not {
			ok = ok && !slices.Contains(vals, n)
		}
		msg := fmt.Sprintf("%s: ExtractIdentifiers(%q) = %v; want %v, not %v", tc.name, tc.text, vals, tc.want, tc.not)
		probetest.Expect(t, ok, tc.wrong, "%s", msg)
	}
}
