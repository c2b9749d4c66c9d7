package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A quantity said as how much a value moved ("about £40k more", "up by 6%") is not the value:
// the estimate leads, not the difference a later note adds. A question asking how much it
// moved is answered by the difference; a count of new things ("another 2 drivers") is a count.
func TestADifferenceIsNotTheValue(t *testing.T) {
	estimate := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Mail", Title: "Depot roof estimate",
		AuthoredAt: "2026-03-02T09:00:00Z", Text: "The surveyor's estimate for the depot roof replacement is £620,000, scaffolding included."}
	note := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Mail", Title: "Depot roof: skylights",
		AuthoredAt: "2026-04-10T09:00:00Z", Text: "Adding the two skylights to the depot roof replacement is about £40k more, and the surveyor keeps the estimate otherwise as it was."}
	a := askOf("What is the estimate for the depot roof replacement?", estimate, note)
	if lead, _, _ := strings.Cut(a.Text, "\n"); !strings.HasPrefix(lead, "The latest value stated is £620,000") {
		t.Fatalf("lead %q, want the £620,000 estimate leading, not the £40k difference", lead)
	}
	a = askOf("How much more do the skylights add to the depot roof replacement?", note)
	if lead, _, _ := strings.Cut(a.Text, "\n"); !strings.HasPrefix(lead, "The latest value stated is £40k") {
		t.Fatalf("lead %q, want the £40k difference leading for a question asking it", lead)
	}
	rota := synthesis.Evidence{ChunkID: "c3", DocumentID: "d3", SourceID: "s", SourceName: "Mail", Title: "Night shift drivers",
		AuthoredAt: "2026-04-10T09:00:00Z", Text: "For the night shift we are hiring another 2 drivers from May."}
	a = askOf("How many drivers are we hiring for the night shift?", rota)
	if lead, _, _ := strings.Cut(a.Text, "\n"); !strings.HasPrefix(lead, "The latest value stated is 2") {
		t.Fatalf("lead %q, want the count of new drivers leading", lead)
	}
}
