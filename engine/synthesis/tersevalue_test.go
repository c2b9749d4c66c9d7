package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// Questions typed as chat types them ("whats", no verb at all, a statistic's short name, a
// percent sign) still ask for a value: the answer leads with the latest one and names the one
// it replaced.
func TestTerseAndChatValueQuestionsLeadWithTheLatest(t *testing.T) {
	kpi := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Callback KPIs Q1",
		AuthoredAt: "2025-04-02T09:00:00Z", Text: "Average wait for a callback, Q1: 26 minutes (measured from the queue log)."}
	fix := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Mail", Title: "Callback figure corrected",
		AuthoredAt: "2025-04-20T09:00:00Z", Text: "After re-counting from the phone system, the Q1 average wait for a callback is 31 minutes, not 26."}
	settings := synthesis.Evidence{ChunkID: "c3", DocumentID: "d3", SourceID: "s", SourceName: "Wiki", Title: "Booking settings",
		AuthoredAt: "2025-02-01T09:00:00Z", Text: "Overbooking: weekday sessions are overbooked by 10% (setting overbook_pct); weekend sessions by 5%."}
	change := synthesis.Evidence{ChunkID: "c4", DocumentID: "d4", SourceID: "s", SourceName: "Tickets", Title: "CHG-88 raise overbooking",
		AuthoredAt: "2025-06-01T09:00:00Z", Text: "Change approved: overbook_pct for weekday sessions goes from 10% to 15% from 1 July."}
	for _, tc := range []struct {
		q            string
		ev           []synthesis.Evidence
		latest, prev string
	}{
		{"avg wait for a callback in Q1?", []synthesis.Evidence{kpi, fix}, "31 minutes", "26 minutes"},
		{"mean callback wait, Q1?", []synthesis.Evidence{kpi, fix}, "31 minutes", "26 minutes"},
		{"whats the Q1 wait for a callback", []synthesis.Evidence{kpi, fix}, "31 minutes", "26 minutes"},
		{"overbooking % for weekday sessions?", []synthesis.Evidence{settings, change}, "15%", "10%"},
		{"Whats the overbooking for weekday sessions", []synthesis.Evidence{settings, change}, "15%", "10%"},
	} {
		a := askOf(tc.q, tc.ev...)
		lead, _, _ := strings.Cut(a.Text, "\n")
		if !strings.Contains(lead, "latest value stated is "+tc.latest) || !strings.Contains(lead, "replaced "+tc.prev) {
			t.Errorf("%q: lead %q, want %s leading and %s replaced", tc.q, lead, tc.latest, tc.prev)
		}
	}
}

// A terse question that names a thing only is no value question, and a word of a statistic
// inside a name asks nothing ("Number Ten visit?").
func TestTerseNamesAskNoValue(t *testing.T) {
	ev := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Number Ten visit",
		AuthoredAt: "2025-04-02T09:00:00Z", Text: "Number Ten visit: the delegation of 12 arrives at 10:00; the room holds 40."}
	a := askOf("Number Ten visit?", ev)
	if strings.Contains(a.Text, "latest value stated") {
		t.Fatalf("text = %q, want no value read for a name", a.Text)
	}
}

// A topic named first and the question after a dash or a colon ("... - what is it set to")
// asks for a value like any other.
func TestAValueAskedAfterADash(t *testing.T) {
	old := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Kiln alarms",
		AuthoredAt: "2025-03-01T09:00:00Z", Text: "Kiln 3 over-temperature alarm: 1,280 °C."}
	chg := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Tickets", Title: "CHG-41 kiln 3 over-temperature alarm",
		AuthoredAt: "2025-09-01T09:00:00Z", Text: "Kiln 3 over-temperature alarm changed from 1,280 °C to 1,250 °C after the glaze trials."}
	for _, q := range []string{"kiln 3 over-temperature alarm - what is it set to", "Kiln 3 over-temperature alarm: what's it at now?"} {
		lead, _, _ := strings.Cut(askOf(q, old, chg).Text, "\n")
		if !strings.HasPrefix(lead, "The latest value stated is 1,250 °C") || !strings.Contains(lead, "replaced 1,280 °C") {
			t.Errorf("%q: lead %q, want 1,250 °C replacing 1,280 °C", q, lead)
		}
	}
}
