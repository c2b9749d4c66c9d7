package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A question that binds its quantity to a unit it is per, or to a year, is answered only by a
// quantity bound the same way; the others cover the topic, not the detail, and the answer is
// PARTIAL naming the binding. A quantity bound as asked still leads, written in any of the
// usual ways ("a week", "/wk", "weekly", a label, a table cell).
func TestAQuantityAnswersOnlyWhenBoundAsAsked(t *testing.T) {
	at := "2026-05-04T09:00:00Z"
	doc := func(id, title, text string) synthesis.Evidence {
		return synthesis.Evidence{ChunkID: id, DocumentID: id, SourceID: "s", SourceName: "Wiki", Title: title, AuthoredAt: at, Text: text}
	}
	for _, c := range []struct {
		name, question string
		ev             []synthesis.Evidence
		lead, missing  string // the lead wanted ("" for none), the binding the missing line names ("" for GROUNDED)
	}{
		{"per litre asked, a total and a per-hectare figure stated", "What is the water use per litre of beer at the Hobart brewhouse?",
			[]synthesis.Evidence{doc("c1", "Hobart brewhouse water", "Water use at the Hobart brewhouse last financial year was 41,000 kL, or 310 kL per hectare of hop garden.")},
			"", "per litre"},
		{"per litre asked and stated with a slash", "What is the water use per litre of beer at the Hobart brewhouse?",
			[]synthesis.Evidence{doc("c1", "Hobart brewhouse water", "Water use at the Hobart brewhouse is now 4.1 litres of water per litre of beer packaged, down from 5.3 litres.")},
			"4.1 litres", ""},
		{"a week asked, beds counted", "How much rent do the seasonal pickers pay a week?",
			[]synthesis.Evidence{doc("c1", "Picker housing", "Rent for seasonal pickers: the bunkhouse has 16 beds and the caravan 4 beds; rent is set in each contract.")},
			"", "per week"},
		{"a week asked, a weekly label", "How much rent do the seasonal pickers pay a week?",
			[]synthesis.Evidence{doc("c1", "Picker housing", "Weekly rent for seasonal pickers in the bunkhouse: $95.")},
			"$95", ""},
		{"a daily cap asked, an area stated", "What's the daily abstraction cap on the Kowhai bore?",
			[]synthesis.Evidence{doc("c1", "Kowhai bore", "The Kowhai bore abstraction consent covers irrigation of the 14 ha orchard block; the cap is in the consent conditions.")},
			"", "per day"},
		{"a year asked, another year's count", "How many tonnes did Wairere Growers supply in 2026?",
			[]synthesis.Evidence{doc("c1", "Wairere Growers", "2025: Wairere Growers supplied 312 tonnes of fruit; their 2026 volume is not yet reconciled.")},
			"", "for 2026"},
		{"a year asked, that year's count", "How many tonnes did Wairere Growers supply in 2026?",
			[]synthesis.Evidence{doc("c1", "Wairere Growers", "Wairere Growers supplied 298 tonnes of fruit in 2026, against 312 in 2025.")},
			"298", ""},
	} {
		a := synthesis.Synthesize(synthesis.Input{Question: c.question, Evidence: c.ev})
		lead, _, _ := strings.Cut(a.Text, "\n")
		switch {
		case c.lead != "" && !strings.HasPrefix(lead, "The latest value stated is "+c.lead):
			t.Errorf("%s: %q -> %s %q; want %s leading", c.name, c.question, a.Status, a.Text, c.lead)
		case c.missing == "" && a.Status != synthesis.Grounded:
			t.Errorf("%s: %q -> %s %q; want GROUNDED", c.name, c.question, a.Status, a.Text)
		case c.missing != "" && (a.Status != synthesis.Partial || strings.HasPrefix(lead, "The latest value")):
			t.Errorf("%s: %q -> %s %q; want PARTIAL, no value leading", c.name, c.question, a.Status, a.Text)
		case c.missing != "" && strings.Contains(a.Text, "No evidence states the ") && !strings.Contains(a.Text, c.missing+" the question asks for"):
			// a missing line naming the kind of value names its binding too
			t.Errorf("%s: %q -> %q; want the missing line to name %q", c.name, c.question, a.Text, c.missing)
		}
	}
}
