package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// Two versions of a page's table where the later one changed a column the question does not
// ask about: that change is no answer. The asked column's cell for the asked row says the
// value is still to be measured, so the answer is PARTIAL, whatever the question's wording
// ("What is the … of …?" names no kind of quantity).
func TestAChangeInAnotherColumnIsNoAnswer(t *testing.T) {
	page := func(id, at, cutoff string) synthesis.Evidence {
		return synthesis.Evidence{ChunkID: "c" + id, DocumentID: "d" + id, SourceID: "s", SourceName: "Wiki", ExternalID: "masts-" + id,
			Title: "Weather masts – sensors", AuthoredAt: at, Thread: "mast-sensors",
			Text: "Weather masts – sensors\nPage version " + id + "\n\n| Mast | Anemometer | Low-wind cut-off | Noise floor |\n|---|---|---|---|\n" +
				"| Mast 1 to Mast 3 | cup | " + cutoff + " | 0.2 m/s |\n| Mast 4 | sonic | 0.1 m/s | to be measured |\n"}
	}
	a := askOf("What is the noise floor of Mast 4?", page("1", "2026-01-10T09:00:00Z", "0.5 m/s"), page("2", "2026-03-02T09:00:00Z", "0.3 m/s"))
	if strings.Contains(a.Text, "latest choice stated") || strings.Contains(a.Text, "latest value stated is 0.3") {
		t.Fatalf("text = %q: the cut-off column's change answered the noise floor", a.Text)
	}
	if a.Status != synthesis.Partial {
		t.Fatalf("status = %s, want PARTIAL: Mast 4's noise floor is still to be measured; text = %q", a.Status, a.Text)
	}
}
