package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A page's own record (its version notes, "Page version 2", "Last updated:") changes in every
// version; it states the page's versions, not a value of what the page is about. Asked which
// compiler version a cluster has, two versions of a page that never names one answer PARTIAL,
// naming the missing detail, and lead with no "latest" value read from the page's notes. The
// same pages do answer when they state it.
func TestPageRecordIsNoValue(t *testing.T) {
	page := func(id, at, v, body string) synthesis.Evidence {
		return synthesis.Evidence{ChunkID: "c" + id, DocumentID: "d" + id, SourceID: "s", SourceName: "Wiki", Title: "Basalt cluster: modules",
			AuthoredAt: at, Thread: "basalt-modules", Text: "Basalt cluster: modules\n\nPage version " + v + " · " + at[:10] + "\n\n" + body +
				"\n\nVersion notes: v" + v + ", links tidied after the spring maintenance."}
	}
	q := "which fortran compiler version is on basalt?"
	a := askOf(q,
		page("1", "2025-06-02T09:00:00Z", "1", "Basalt modules are loaded with module load; the fortran compiler is in the toolchain module."),
		page("2", "2026-02-09T09:00:00Z", "2", "Basalt modules are loaded with module load; the fortran compiler is in the toolchain module, see the changelog."))
	if a.Status == synthesis.Grounded || strings.Contains(a.Text, "latest") || len(a.Disagreements) > 0 {
		t.Fatalf("answer = %s %q (disagreements %+v), want PARTIAL with no value read from the page's record", a.Status, a.Text, a.Disagreements)
	}
	a = askOf(q,
		page("1", "2025-06-02T09:00:00Z", "1", "The fortran compiler version on Basalt is gfortran 12.2."),
		page("2", "2026-02-09T09:00:00Z", "2", "The fortran compiler version on Basalt is gfortran 13.1."))
	if !strings.Contains(a.Text, "13.1") {
		t.Fatalf("answer = %s %q, want the stated compiler version", a.Status, a.Text)
	}
}
