package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A question about a named thing is not answered by a value from a page that never names it:
// a priority table's "more than 200 homes" is a threshold, not the outage's count.
func TestAValueFromAPageThatNeverNamesTheThingDoesNotLead(t *testing.T) {
	report := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Incident report: Wexley Road cable fault",
		AuthoredAt: "2026-05-04T09:00:00Z", Text: "Homes on Wexley Road and Mill Close lost power after the cable fault. Supply was back by the evening."}
	table := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Wiki", Title: "Restoration priorities",
		AuthoredAt: "2026-03-01T09:00:00Z", Text: "| Priority | When |\n|---|---|\n| P1 | cable fault with loss of power to more than 200 homes, or a hospital |\n| P2 | loss of power to a single home |"}
	a := askOf("How many homes lost power in the Wexley Road cable fault?", report, table)
	if strings.Contains(a.Text, "The latest value") || a.Status == synthesis.Grounded {
		t.Fatalf("answer = %s %q, want no value led and PARTIAL: the count is not stated", a.Status, a.Text)
	}
	// The page that names it does answer.
	report.Text += " In all 340 homes lost power."
	if a = askOf("How many homes lost power in the Wexley Road cable fault?", report, table); !strings.Contains(a.Text, "340") {
		t.Fatalf("answer = %q, want 340", a.Text)
	}
}

// A change in one numbered item of a page is about that item, not about the item below it
// that the question asks after; nor does a time of day answer "what date".
func TestAChangeInAnotherItemDoesNotAnswer(t *testing.T) {
	notes := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Harbour board: notes, 9 June 2026",
		AuthoredAt: "2026-06-09T15:00:00Z", Text: "Harbour board · notes · 9 June 2026\n\n1. North crane: back in service 3 June; availability now 97%.\n2. Quay 4 fender: replaced; tug back on standby.\n3. AOB: none."}
	ticket := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Tracker", Title: "Quay 4: replace damaged fender",
		AuthoredAt: "2026-05-20T10:00:00Z", Text: "Fender panel cracked by a ferry on 18 May.\n22/05/2026 16:20 Ola Berg: fitters booked, tug on standby from 06:00."}
	a := askOf("What date was the new fender actually fitted on Quay 4?", notes, ticket)
	if strings.Contains(a.Text, "The latest value") || strings.Contains(a.Text, "availability") {
		t.Fatalf("answer = %q, want neither the crane's date nor a time of day led", a.Text)
	}
	for _, c := range a.Claims {
		if strings.TrimSpace(strings.Trim(c.Text, "0123456789.")) == "" {
			t.Fatalf("claim %q: an item's number is no sentence", c.Text)
		}
	}
}

// A ticket's moved due date is shown as a replaced value when the question asks about the
// ticket or its deadline, not when it asks for something else the ticket is merely about.
func TestAWorkItemsHistoryOnlyForWhatIsAsked(t *testing.T) {
	ticket := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Tracker", Title: "TX-77 · Hill mast: replace the feeder on the Kestrel FM transmitter",
		ExternalID: "TX-77", AuthoredAt: "2026-03-01T10:00:00Z",
		Text: "Kestrel FM at the Hill mast broadcasts on 96.4 MHz.\nDue date: 12/Mar/26\n05/Mar/26 16:20 Ana Ruiz changed Due date: 12/Mar/26 → 19/Mar/26"}
	a := askOf("What frequency is Kestrel FM on at the Hill mast?", ticket)
	for _, d := range a.Disagreements {
		t.Errorf("disagreement %+v in an answer about a frequency", d)
	}
	a = askOf("When is TX-77 due?", ticket)
	if len(a.Disagreements) == 0 {
		t.Fatalf("no disagreement for the deadline asked: %q", a.Text)
	}
}

// A size asked without its unit takes the unit its evidence answers in: of two units in one
// sentence ("7.5 MVA at 11 kV"), the one the evidence states again.
func TestTheUnitTheEvidenceRestatesAnswersASize(t *testing.T) {
	study := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Depot chargers: grid study",
		AuthoredAt: "2026-02-01T09:00:00Z", Text: "Recommended grid connection for the depot chargers: 3 MVA at 11 kV."}
	mail := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Mail", Title: "Re: depot chargers",
		AuthoredAt: "2026-04-01T09:00:00Z", Text: "Revised estimate for the depot chargers' grid connection: 4.5 MVA, with the extra buses."}
	a := askOf("How big a grid connection do the depot chargers need?", study, mail)
	if !strings.Contains(a.Text, "4.5 MVA") || strings.Contains(a.Text, "latest value stated is 11 kV") {
		t.Fatalf("answer = %q, want 4.5 MVA led (the unit the evidence restates), not the voltage", a.Text)
	}
}

// A revision that gives its value in the same words as an earlier statement replaces it, however
// few of the question's words the earlier one holds ("footage is kept for … and then
// overwritten").
func TestAValueInTheSameFrameIsTheOneReplaced(t *testing.T) {
	page := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Site security",
		AuthoredAt: "2025-06-01T09:00:00Z", Text: "48 cameras on the two yards; footage is kept for 30 days and then overwritten."}
	mail := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Mail", Title: "Camera footage retention",
		AuthoredAt: "2026-01-20T09:00:00Z", Text: "After the privacy review, from 1 February camera footage is kept for 10 days and then overwritten."}
	a := askOf("How long do we hold on to camera footage?", page, mail)
	if !strings.Contains(a.Text, "10 days") || !strings.Contains(a.Text, "replaced 30 days") {
		t.Fatalf("answer = %q, want 10 days led, replacing 30 days", a.Text)
	}
	// Another value in other words is not what it replaced.
	other := synthesis.Evidence{ChunkID: "c3", DocumentID: "d3", SourceID: "s", SourceName: "Wiki", Title: "Site security",
		AuthoredAt: "2025-06-01T09:00:00Z", Text: "48 cameras on the two yards; visitor badges are valid for 30 days from issue."}
	if a = askOf("How long do we hold on to camera footage?", other, mail); strings.Contains(a.Text, "replaced 30 days") {
		t.Fatalf("answer = %q, want the badges' 30 days not taken for the footage's", a.Text)
	}
}

// An answer to a question asking one detail, which leads with nothing, cites claims from at
// most a few documents: the best ones in reading order.
func TestAnUnledDetailAnswerCitesFewDocuments(t *testing.T) {
	var ev []synthesis.Evidence
	for i, text := range []string{
		"The harbour crane alarm threshold is set by the crane vendor during commissioning.",
		"Harbour crane alarms are reviewed by Marine each quarter.",
		"The harbour crane alarm panel sits in the tower.",
		"Crane alarm tests on the harbour cranes run every Monday.",
		"Harbour crane alarm logs go to the maintenance system.",
		"The harbour crane alarm horn was replaced in 2024.",
	} {
		ev = append(ev, synthesis.Evidence{ChunkID: "c" + string(rune('1'+i)), DocumentID: "d" + string(rune('1'+i)), SourceID: "s",
			SourceName: "Wiki", Title: "Harbour cranes", AuthoredAt: "2026-02-01T09:00:00Z", Text: text})
	}
	a := askOf("At what wind speed does the harbour crane alarm trigger?", ev...)
	docs := map[string]bool{}
	for _, c := range a.Citations {
		docs[c.DocumentID] = true
	}
	if len(docs) > 4 || a.Status == synthesis.Grounded {
		t.Fatalf("answer %s cites %d documents, want PARTIAL citing at most 4: %q", a.Status, len(docs), a.Text)
	}
}
