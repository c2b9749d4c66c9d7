package retrieval_test

// A fifth independent review, of the exact-ID lane's reading of keys of several numbered parts
// (exactid.go): a key is found whole, and a store indexed when such keys were cut to their
// first two parts ("NCR-2026"), once opened (its identifiers are read again then), finds the
// record whose chunk text holds the whole key, and only that record. The probes keep the form of the earlier reviews: a probe with a
// `wrong` field fails today, is logged as KNOWN WRONG, and fails the test once it holds.

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/probetest"
	"github.com/queueproof/queueproof/engine/retrieval"
)

func TestReview5ExactIDKeysOfSeveralParts(t *testing.T) {
	ctx := context.Background()
	url := enginetest.URL(t)
	c := newCorpusAt(t, url, append(slices.Clone(docs),
		index.Doc{ExternalID: "cve-short", Title: "xz backdoor", Body: "CVE-2024-3094: backdoor in xz-utils 5.6.0 and 5.6.1."},
		index.Doc{ExternalID: "cve-long", Title: "Kernel bug", Body: "CVE-2024-30940 is a kernel issue; it is not the xz one."},
		index.Doc{ExternalID: "ncr-photos", Title: "Site photos", Body: "Photos attached: ENG-9-2026-11-05.pdf shows the rack."},
		index.Doc{ExternalID: "ncr-9", Title: "NCR-2026-009 blue plastic", Body: "NCR-2026-009: blue plastic fragment in a pack."}))
	type probe struct {
		name, q   string
		want, not []string
		wrong     string
	}
	run := func(stage string, probes []probe) {
		for _, p := range probes {
			hits, err := c.lanes.ExactID(ctx, c.scope, retrieval.Query{Text: p.q})
			if err != nil {
				t.Fatalf("%s: ExactID(%q) = %v", stage, p.q, err)
			}
			got := ids(hits)
			ok := true
			for _, w := range p.want {
				ok = ok && slices.Contains(got, w)
			}
			for _, n := range p.not {
				ok = ok && !slices.Contains(got, n)
			}
			msg := fmt.Sprintf("%s, %s: ExactID(%q) = %v; want %v, not %v", stage, p.name, p.q, got, p.want, p.not)
			probetest.Expect(t, ok, p.wrong, "%s", msg)
		}
	}
	run("index of today", []probe{
		{name: "a CVE finds its own record, not a longer number's", q: "are we exposed to cve-2024-3094?", want: []string{"cve-short"}, not: []string{"cve-long"}},
		{name: "a key in a file name with a date after it", q: "photos for ENG-9?", want: []string{"ncr-photos"}},
		{name: "the year's prefix alone finds no one record", q: "NCR-2026", not: []string{"ncr-9"}},
	})
	// The same chunks as an earlier index stored them (every key of several parts cut to its
	// first two parts), opened as the binary opens a database.
	enginetest.AsEarlierIndex(t, c.db)
	c.db = enginetest.Open(t, url)
	c.lanes = retrieval.New(c.db, retrieval.Options{})
	run("earlier index", []probe{
		{name: "a CVE finds its own record", q: "are we exposed to CVE-2024-3094?", want: []string{"cve-short"}},
		{name: "a CVE does not find a longer number that starts with it", q: "are we exposed to CVE-2024-3094?", not: []string{"cve-long"}},
		{name: "the cut value in a query finds no whole key's record", q: "CVE-2024", not: []string{"cve-short", "cve-long"}},
		{name: "a key of several parts finds its record", q: "NCR-2026-009", want: []string{"ncr-9"}},
	})
}
