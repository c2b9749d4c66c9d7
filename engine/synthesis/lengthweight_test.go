package synthesis_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// Lengths and weights are quantities of their own: "how deep", "how high", "what did it weigh"
// ask for one, a metre written apart from its number ("2.4 m") is no minute, and evidence that
// states another kind of value leaves the asked one missing.
func TestLengthsAndWeightsAreAskedAndRead(t *testing.T) {
	wall := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Depot boundary",
		AuthoredAt: "2026-04-01T09:00:00Z", Text: "Depot boundary\n\nThe boundary wall at the bus depot is 2.4 m high, with anti-climb paint above 1.8 m. Inspection every 6 months."}
	if a := askOf("How high is the boundary wall at the bus depot?", wall); !strings.HasPrefix(a.Text, "The latest value stated is 2.4 m") {
		t.Fatalf("answer = %s: %s, want 2.4 m", a.Status, a.Text)
	}
	jetty := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Wiki", Title: "Harbour facilities",
		AuthoredAt: "2026-04-01T09:00:00Z", Text: "Harbour facilities\n\nThe main jetty is 240 m long and takes two coasters at once."}
	if a := askOf("How long is the main jetty?", jetty); !strings.HasPrefix(a.Text, "The latest value stated is 240 m") {
		t.Fatalf("answer = %s: %s, want 240 m", a.Status, a.Text)
	}
	pond := synthesis.Evidence{ChunkID: "c3", DocumentID: "d3", SourceID: "s", SourceName: "Wiki", Title: "Settling pond",
		AuthoredAt: "2026-04-01T09:00:00Z", Text: "Settling pond\n\nThe settling pond holds about 3,200 m³ and is dredged every 18 months."}
	a := askOf("How deep is the settling pond?", pond)
	if a.Status == synthesis.Grounded || !slices.ContainsFunc(a.MissingInformation, func(m string) bool { return strings.Contains(m, "the length the question asks for") }) {
		t.Fatalf("answer = %s: %s, missing %q; want PARTIAL with the length missing", a.Status, a.Text, a.MissingInformation)
	}
	foal := synthesis.Evidence{ChunkID: "c4", DocumentID: "d4", SourceID: "s", SourceName: "Chat", Title: "Stables",
		AuthoredAt: "2026-04-01T09:00:00Z", Text: "Stables\n\nThe foal was weighed at her first vet check, at two days old; all normal."}
	a = askOf("What did the foal weigh at her first vet check?", foal)
	if a.Status == synthesis.Grounded || !slices.ContainsFunc(a.MissingInformation, func(m string) bool { return strings.Contains(m, "the weight the question asks for") }) {
		t.Fatalf("answer = %s: %s, missing %q; want PARTIAL with the weight missing", a.Status, a.Text, a.MissingInformation)
	}
	timeout := synthesis.Evidence{ChunkID: "c5", DocumentID: "d5", SourceID: "s", SourceName: "Wiki", Title: "Gateway settings",
		AuthoredAt: "2026-04-01T09:00:00Z", Text: "Gateway settings\n\nThe gateway's idle timeout is 30m on every route."}
	if a := askOf("How long is the gateway's idle timeout?", timeout); !strings.HasPrefix(a.Text, "The latest value stated is 30m") {
		t.Fatalf("answer = %s: %s, want 30m", a.Status, a.Text)
	}
}

// An area is no count of what stands on it: "the herd lives in the Goat Field (8 hectares)"
// does not say how many goats there are; asked in hectares, it answers.
func TestAnAreaIsNoCount(t *testing.T) {
	farm := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Goat herd",
		AuthoredAt: "2026-04-01T09:00:00Z", Text: "Goat herd\n\nThe goat herd lives in the Goat Field (8 hectares, stock-fenced) from April to October."}
	if a := askOf("How many goats are in the herd?", farm); a.Status == synthesis.Grounded || strings.Contains(a.Text, "value stated is 8") {
		t.Fatalf("answer = %s: %s, want no count of goats", a.Status, a.Text)
	}
	if a := askOf("How big is the Goat Field in hectares?", farm); !strings.HasPrefix(a.Text, "The latest value stated is 8 hectares") {
		t.Fatalf("answer = %s: %s, want 8 hectares", a.Status, a.Text)
	}
}
