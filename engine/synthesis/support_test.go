package synthesis_test

import (
	"fmt"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A question asking for a quantity cites the documents that state one of its kind, and the
// best document for the topic; a further document sharing the question's words but stating
// no such quantity is not cited. With no statement of the kind anywhere, the topic's documents
// stay cited and the detail is named as missing.
func TestAMeasureQuestionCitesWhatStatesTheMeasure(t *testing.T) {
	doc := func(i int, title, text string) synthesis.Evidence {
		return synthesis.Evidence{ChunkID: fmt.Sprint("c", i), DocumentID: fmt.Sprint("d", i), SourceID: "s", SourceName: "Wiki",
			Title: title, AuthoredAt: fmt.Sprintf("2026-0%d-10T09:00:00Z", i+1), Text: text}
	}
	topic := doc(0, "Cold store audit checklist", "The cold store audit checklist covers door seals, alarms and the cold store probes.")
	stated := doc(1, "Cold store audit", "Cold store audit: the cold store probes are checked weekly by the night shift.")
	talk := doc(2, "Re: cold store", "The cold store audit checklist for the cold store probes was signed by Mira Holt last time.")
	for _, tt := range []struct {
		name    string
		q       string
		ev      []synthesis.Evidence
		want    []string
		not     string
		partial bool
	}{
		{"a frequency answers how often", "How often are the cold store probes checked on the audit?", []synthesis.Evidence{topic, stated, talk}, []string{"c0", "c1"}, "c2", false},
		{"nothing states it: the topic stays", "How often are the cold store probes checked on the audit?", []synthesis.Evidence{topic, talk}, []string{"c0", "c2"}, "", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := askOf(tt.q, tt.ev...)
			got := map[string]bool{}
			for _, c := range a.Citations {
				got[c.ID] = true
			}
			for _, id := range tt.want {
				if !got[id] {
					t.Errorf("%s not cited: %q", id, a.Text)
				}
			}
			if tt.not != "" && got[tt.not] {
				t.Errorf("%s cited though it states no frequency: %q", tt.not, a.Text)
			}
			if (a.Status == synthesis.Partial) != tt.partial {
				t.Errorf("status %s, want partial %v: %v", a.Status, tt.partial, a.MissingInformation)
			}
		})
	}
}
