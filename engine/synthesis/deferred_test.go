package synthesis_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

func missingHas(a synthesis.Answer, part string) bool {
	return slices.ContainsFunc(a.MissingInformation, func(m string) bool { return strings.Contains(m, part) })
}

// A figure the evidence says nobody has worked out yet, or keeps in a document it only names,
// is missing: the answer is PARTIAL, however much is said around it.
func TestAFigureNotWorkedOutOrKeptElsewhereIsMissing(t *testing.T) {
	review := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Review: ferry booking outage, 2 August",
		AuthoredAt: "2026-08-09T09:00:00Z", Text: "Review: ferry booking outage, 2 August\n\nThe revenue lost during the outage has not been quantified yet; Finance will compare with the same Saturday last year."}
	if a := askOf("How much money did we lose in the ferry booking outage?", review); a.Status == synthesis.Grounded {
		t.Errorf("answer = %s: %s, missing %q; want PARTIAL, the loss not settled", a.Status, a.Text, a.MissingInformation)
	}
	handover := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Wiki", Title: "Boiler house handover",
		AuthoredAt: "2026-08-09T09:00:00Z", Text: "Boiler house handover\n\n- Flue checked and signed off on 4 August.\n- The burner's firing rates are listed in Thermaco's commissioning manual, kept in the plant room."}
	if a := askOf("What is the burner's maximum firing rate?", handover); a.Status == synthesis.Grounded {
		t.Fatalf("answer = %s: %s, want PARTIAL: the rates are in a manual the evidence only names", a.Status, a.Text)
	}
}

// A question that names the unit it wants ("in litres") asks a value in that unit: evidence
// of another kind does not answer it.
func TestAQuestionNamingItsUnitAsksThatUnit(t *testing.T) {
	tank := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Rainwater tank",
		AuthoredAt: "2026-08-09T09:00:00Z", Text: "Rainwater tank\n\nThe whole rainwater tank is pumped through the UV filter every 6 hours."}
	a := askOf("What's the capacity of the rainwater tank in litres?", tank)
	if a.Status == synthesis.Grounded || !missingHas(a, "value in litres") {
		t.Fatalf("answer = %s: %s, missing %q; want PARTIAL with the value in litres missing", a.Status, a.Text, a.MissingInformation)
	}
	tank.Text += " The rainwater tank holds 45,000 litres."
	if a := askOf("What's the capacity of the rainwater tank in litres?", tank); !strings.HasPrefix(a.Text, "The latest value stated is 45,000 litres") {
		t.Fatalf("answer = %s: %s, want 45,000 litres", a.Status, a.Text)
	}
}
