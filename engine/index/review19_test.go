package index_test

// A nineteenth independent review, of d17f980: an incident's number may carry a running part
// ("incident #2611-03", a day's third incident), read as one identifier. The probes keep the
// form of review5_test.go: a probe with a `wrong` field fails today, is logged as KNOWN WRONG,
// and fails the test once it holds. "(brought by d17f980)" marks a probe that held on the commit
// before (ec70e4f) and fails with the reading; "(pre-existing)" one that failed there as well.
// 6 probes: 2 hold (both failed before the reading), 4 marked (1 brought, 3 pre-existing).
// A "not" value ending in "*" forbids every value starting with what comes before it.

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/probetest"
)

func TestReview19IncidentRunningNumbers(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want, not  []string
		wrong      string
	}{
		{name: "pager text with a space: 'INC 2611-03 resolved 04:10'", text: "INC 2611-03 resolved 04:10, cache rebuilt",
			want: []string{"INC-2611-03"}, not: []string{"INC-2611"}},
		{name: "a year's incident numbering: 'INC-2026-0042'", text: "INC-2026-0042 resolved, see the RCA",
			want: []string{"INC-2026-0042"}, not: []string{"INC-2026"}},
		{name: "a range of incidents: 'INC-120-125 all closed'", text: "INC-120-125 all closed, same root cause",
			want: []string{"INC-120"}, not: []string{"INC-120-125"}},
		{name: "an ISO date after 'incident': 'postmortem for the incident 2026-11-05'", text: "Postmortem for the incident 2026-11-05 is in the wiki",
			not:   []string{"INC-2026*"},
			wrong: "(pre-existing) the year and month are read as an incident with a running number, INC-2026-11 (INC-2026 before d17f980)"},
		{name: "a company's 'Inc' before a fiscal year: 'Acme Inc 2025-26 budget'", text: "Acme Inc 2025-26 budget attached, please review",
			not:   []string{"INC-*"},
			wrong: "(pre-existing) 'Inc' is read as an incident and the fiscal year as its number, INC-2025-26 (INC-2025 before d17f980)"},
		{name: "a count after 'incident': 'we get this incident 3-4 times a week'", text: "we get this incident 3-4 times a week since the upgrade",
			not:   []string{"INC-3*"},
			wrong: "(pre-existing) a count range is read as incident INC-3-4 (INC-3 before d17f980)"},
	} {
		var vals []string
		for _, id := range index.ExtractIdentifiers(tc.text) {
			vals = append(vals, id.Value)
		}
		ok := true
		for _, w := range tc.want {
			ok = ok && slices.Contains(vals, w)
		}
		for _, n := range tc.not {
			for _, v := range vals {
				if v == n || strings.HasSuffix(n, "*") && strings.HasPrefix(v, strings.TrimSuffix(n, "*")) {
					ok = false
				}
			}
		}
		msg := fmt.Sprintf("%s: ExtractIdentifiers(%q) = %v; want %v, not %v", tc.name, tc.text, vals, tc.want, tc.not)
		probetest.Expect(t, ok, tc.wrong, "%s", msg)
	}
}
