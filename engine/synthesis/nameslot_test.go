package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A value given for another place, party or thing in the slot where the question names its own
// ("to Vaasa" for "to Holmsund") is that thing's, though the line goes on to name the asked
// one; a capitalised function word opening a sentence ("Its backups") names nothing.
func TestAValueForAnotherInTheQuestionsSlot(t *testing.T) {
	ferry := func(text string) synthesis.Evidence {
		return synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", ExternalID: "ferry",
			Title: "Ferry timetable notes", AuthoredAt: "2026-03-02T09:00:00Z", Text: text}
	}
	q := "What's the freight ferry's crossing time to Holmsund?"
	a := askOf(q, ferry("Ferry timetable notes\n\nThe freight ferry's crossing time to Vaasa is 4 hours. Holmsund is served by the same ship on Fridays."))
	if strings.Contains(a.Text, "latest value stated is 4 hours") || a.Status == synthesis.Grounded {
		t.Fatalf("%s %q: Vaasa's crossing time answered Holmsund's", a.Status, a.Text)
	}
	if a := askOf(q, ferry("Ferry timetable notes\n\nThe freight ferry's crossing time to Holmsund is 4 hours.")); !strings.Contains(a.Text, "latest value stated is 4 hours") {
		t.Fatalf("text = %q, want Holmsund's 4 hours to lead", a.Text)
	}
	backups := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Wiki", ExternalID: "ledgerline",
		Title: "Ledgerline hosting", AuthoredAt: "2026-03-02T09:00:00Z", Text: "Ledgerline hosting\n\nLedgerline runs in the vendor's cloud. Its backups are kept for 30 days."}
	if a := askOf("How long are Ledgerline backups kept?", backups); !strings.Contains(a.Text, "latest value stated is 30 days") {
		t.Fatalf("text = %q, want 30 days: 'Its' names no other thing", a.Text)
	}
}
