package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// A state word ends its own clause: in "technician could not come, road closed near Mojo" the
// road is closed, not the work item. A follow-up document's field is the document's, also in
// an incident channel whose name is the incident ("Postmortem owner: Kadri" in
// #inc-booking-502), and also when the field opens the message.
func TestStateClausesAndDocumentFields(t *testing.T) {
	at := time.Date(2026, 11, 10, 8, 55, 0, 0, time.UTC)
	chat := func(title, text string) []facts.Doc {
		return []facts.Doc{
			{ID: "d1", Kind: "chat", Author: "Biruk Haile", At: at, Title: title, Text: text},
			{ID: "d2", Kind: "chat", Author: "Kadri Poldma", At: at.Add(time.Minute), Title: title, Text: "ok"},
		}
	}
	runFactProbes(t, []factProbe{
		{name: "another thing closed in the state's clause", docs: chat("MNT-56 cold room compressor", "fitter could not come, bridge closed at Kembolcha. now Thursday"),
			not: []string{"status MNT-56 done"}},
		{name: "the item's part done after a comma (control)", docs: chat("MNT-56 cold room compressor", "fitter came early, compressor fitted."),
			want: []string{"status MNT-56 done"}},
		{name: "a postmortem owner field in an incident channel", docs: chat("#inc-payments-504", "Postmortem owner: Kadri, due 2026-11-17."),
			want: []string{"owner the inc-payments-504 postmortem Kadri Poldma"}, not: []string{"owner inc-payments-504 Kadri Poldma"}},
		{name: "a postmortem owner label mid-message in an incident channel", docs: chat("#inc-payments-504", "Vendor fixed the chain. All green. Postmortem owner: Kadri."),
			want: []string{"owner the inc-payments-504 postmortem Kadri Poldma"}, not: []string{"owner inc-payments-504 Kadri Poldma"}},
	})
}
