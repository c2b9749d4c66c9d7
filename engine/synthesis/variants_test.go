package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A question naming one of several like things (a band, a numbered unit, a month) is not
// answered by a statement that names only others of its kind; one naming it beside
// others still answers it.
func TestAnotherVariantsValueIsNoAnswer(t *testing.T) {
	doc := func(id, text string) synthesis.Evidence {
		return synthesis.Evidence{ChunkID: "c" + id, DocumentID: "d" + id, SourceID: "s", SourceName: "Docs", ExternalID: id,
			Title: "Survey services and turbines", AuthoredAt: "2026-03-0" + id + "T09:00:00Z", Text: text}
	}
	for _, tc := range []struct {
		q      string
		ev     []synthesis.Evidence
		leads  string // a lead the answer must not give, or must give when wantOK
		wantOK bool
	}{
		{q: "What does the Q-band survey cost per day?", ev: []synthesis.Evidence{
			doc("1", "From 1 May the X-band survey costs £400 per day."), doc("2", "The Q-band survey kit arrives in June.")},
			leads: "£400"},
		{q: "What is the hub height of WT-7?", ev: []synthesis.Evidence{
			doc("1", "The hub height of WT-3 is 80 m."), doc("2", "WT-7 foundations are poured.")},
			leads: "80 m"},
		{q: "How many boxes did the packing line fill in June?", ev: []synthesis.Evidence{
			doc("1", "The packing line filled 410 boxes in May."), doc("2", "The packing line runs two shifts in June.")},
			leads: "410"},
		// a terse question asks the price as "what is" does
		{q: "Q-band price per day?", ev: []synthesis.Evidence{
			doc("1", "From 1 May the X-band price is £400 per day."), doc("2", "Q-band surveys start in June.")},
			leads: "£400"},
		// a revised sum on a line that shares only the month with the question is another's
		{q: "How much did we pay in call-out fees for the March flood at the depot?", ev: []synthesis.Evidence{
			doc("1", "Depot report, April\n\n1. March flood at the depot: call-out fees are still being invoiced by the contractor.\n2. Roof works. Scaffold went up in March; revised quote £18,000 against the £15,000 budget.")},
			leads: "£18,000"},
		// a statement naming the asked one beside another answers it
		{q: "What does the Q-band survey cost per day?", ev: []synthesis.Evidence{
			doc("1", "From 1 May the Q-band survey costs £520 per day and the X-band survey £400.")},
			leads: "£520", wantOK: true},
	} {
		a := askOf(tc.q, tc.ev...)
		gave := strings.Contains(a.Text, tc.leads)
		if tc.wantOK && (!gave || a.Status != synthesis.Grounded) {
			t.Errorf("%s: status %s, text %q; want GROUNDED with %s", tc.q, a.Status, a.Text, tc.leads)
		}
		if !tc.wantOK && a.Status == synthesis.Grounded {
			t.Errorf("%s: GROUNDED (%q); another variant's value answered it", tc.q, a.Text)
		}
	}
}
