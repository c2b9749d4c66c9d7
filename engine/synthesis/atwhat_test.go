package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// "At what oil consumption do we start investigating?" asks a value like "what is": the
// latest first, in a unit written as a symbol after a system's name ("0.4 US qt/h"). A value
// under a label of its own that holds none of the question's words is another attribute's
// ("Maximum draught for arrivals: 13.8 m, subject to the under-keel clearance policy").
func TestAtWhatAsksAValue(t *testing.T) {
	wiki := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "PW127M oil consumption monitoring",
		AuthoredAt: "2025-06-01T09:00:00Z", Text: "Investigate when oil consumption exceeds 0.5 US qt/h on a 10-flight rolling average."}
	fix := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Mail", Title: "Oil consumption trigger – correction",
		AuthoredAt: "2025-11-04T09:00:00Z", Text: "Correction: the trigger to start an investigation is 0.4 US qt/h on the 10-flight rolling average, not 0.5."}
	a := askOf("At what oil consumption do we start investigating a PW127?", wiki, fix)
	if !strings.HasPrefix(a.Text, "The latest value stated is 0.4 US qt/h") {
		t.Fatalf("text = %q, want 0.4 US qt/h first", a.Text)
	}
	port := synthesis.Evidence{ChunkID: "c3", DocumentID: "d3", SourceID: "s", SourceName: "Wiki", Title: "Harbour Master's notice: channel limits",
		AuthoredAt: "2025-08-04T09:00:00Z", Text: "Maximum draught for arrivals: 13.8 m at high water, subject to the under-keel clearance policy below.\n\nUnder-keel clearance\nVTS monitors under-keel clearance with the DUKC system."}
	a = askOf("At what under-keel clearance does VTS warn the pilot?", port)
	if strings.Contains(a.Text, "13.8 m [") && strings.HasPrefix(a.Text, "The latest value") {
		t.Fatalf("text = %q, want no draught given as the clearance", a.Text)
	}
}
