package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A procedure revised under a lettered revision says so in its head ("This revision
// supersedes Rev B", "Rev C replaces Rev B. Change: …"): the later revision's value replaced
// the earlier one's though the two documents share no thread. A question asking the root
// cause is a cause question, whatever figures the revised cause holds.
func TestALetteredRevisionSupersedes(t *testing.T) {
	revB := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Docs", ExternalID: "wp-07-b",
		Title: "WP-07 Slurry pump servicing (Rev B)", AuthoredAt: "2025-02-03T09:00:00Z",
		Text: "Works procedure WP-07 · Slurry pump servicing · Rev B\n\n1. Isolate the pump at the MCC.\n2. Gland packing: repack every 400 running hours.\n3. Impeller: inspect yearly."}
	revC := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Docs", ExternalID: "wp-07-c",
		Title: "WP-07 Slurry pump servicing (Rev C)", AuthoredAt: "2026-01-12T09:00:00Z",
		Text: "Works procedure WP-07 · Slurry pump servicing · Rev C\nThis revision supersedes Rev B. Change: gland packing interval after the new sleeve material.\n\n1. Isolate the pump at the MCC.\n2. Gland packing: repack every 600 running hours.\n3. Impeller: inspect yearly."}
	a := askOf("How often is the gland packing on the slurry pump redone?", revB, revC)
	if !strings.Contains(a.Text, "latest value stated is 600 running hours") || !strings.Contains(a.Text, "replaced 400 running hours") {
		t.Errorf("text = %q, want 600 running hours replacing 400", a.Text)
	}

	ir := synthesis.Evidence{ChunkID: "c3", DocumentID: "d3", SourceID: "s", SourceName: "Docs", ExternalID: "ir-9-b",
		Title: "IR-9 Chiller trip (Rev B)", AuthoredAt: "2026-02-20T09:00:00Z",
		Text: "Incident report IR-9 · Chiller 2 trip · Rev B\nRev B replaces Rev A. Cause section rewritten after the vendor's log review.\n\nCause: a failed condenser fan contactor; the head pressure rose to 24 bar and the chiller tripped on high pressure."}
	a = askOf("What was the root cause of the chiller 2 trip?", ir)
	if strings.Contains(a.Text, "latest value stated is 24 bar") {
		t.Errorf("text = %q: a figure of the revised cause answered what the cause was", a.Text)
	}
}
