package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A mail conversation printed newest first holds its messages under their own headers: each
// line was said when its message's header says, so the reply on top is the later word though it
// comes first, and "make it 14" there sets the count the message below it asked for.
func TestAMessageIsSaidWhenItsHeaderSays(t *testing.T) {
	thread := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "m", SourceName: "Mail", Kind: "mail",
		Title: "RE: Minibuses for the Ōtaki school trip", AuthoredAt: "2026-03-09T08:00:00Z",
		Text: "From: Wiremu Tane\nSent: Wednesday, 11 March 2026 4:47 p.m.\nTo: Priya Raman\nSubject: RE: Minibuses for the Ōtaki school trip\n" +
			"Two more classes signed up this morning, so make it 14 – the 9 we said plus 5 minibuses for the juniors.\n\n" +
			"From: Priya Raman\nSent: Monday, 9 March 2026 8:00 a.m.\nTo: Wiremu Tane\nSubject: Minibuses for the Ōtaki school trip\n" +
			"Please book 9 minibuses for the Ōtaki school trip on the 27th."}
	a := askOf("How many minibuses are booked for the Ōtaki school trip?", thread)
	lead, _, _ := strings.Cut(a.Text, "\n")
	if !strings.HasPrefix(lead, "The latest value stated is 14 ") || !strings.Contains(lead, "(2026-03-11); it replaced 9 ") {
		t.Fatalf("lead %q, want 14 of 11 March leading, replacing 9", lead)
	}
}

// "Date:" headers of a digest and a reply's attribution line date the lines under them too.
func TestADigestLineIsSaidWhenItsMessageWas(t *testing.T) {
	digest := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "m", SourceName: "Mail", Kind: "mail",
		Title: "ops-list digest, vol 12", AuthoredAt: "2026-06-01T06:00:00Z",
		Text: "Message: 2\nDate: Tue, 12 May 2026 10:02:40 +1200\nFrom: Hemi Walker\nSubject: Backup window\n" +
			"The backup window is now 90 minutes, moved from 2 hours.\n\n" +
			"Message: 1\nDate: Mon, 20 Apr 2026 09:15:02 +1200\nFrom: Hemi Walker\nSubject: Backup window\n" +
			"The backup window is 2 hours, starting at 01:00."}
	a := askOf("How long is the backup window?", digest)
	lead, _, _ := strings.Cut(a.Text, "\n")
	if !strings.HasPrefix(lead, "The latest value stated is 90 minutes") || !strings.Contains(lead, "(2026-05-12)") {
		t.Fatalf("lead %q, want 90 minutes of 12 May leading", lead)
	}
}

// A conversation indexed in two chunks: the names its first message gives (the market, the
// stall) are the document's, so the later chunk's "make it 5" answers a question naming them,
// and the sentence after it that states the new count in full changes the value with it. "How
// many free range egg trays" counts trays, the noun after its two modifiers.
func TestALaterChunkOfAConversationKeepsItsNames(t *testing.T) {
	first := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "m", SourceName: "Mail", Kind: "mail",
		Title: "Egg trays for the Saturday stall", AuthoredAt: "2026-08-03T07:00:00Z",
		Text: "Conversation (oldest first)\n\nFrom: Sione Latu (Harbourside Farmers Market)\nSent: 3 August 2026 07:00\n" +
			"For the Harbourside Farmers Market stall we will take 3 trays of free range eggs each Saturday, collected at 6 am."}
	second := synthesis.Evidence{ChunkID: "c2", DocumentID: "d1", SourceID: "m", SourceName: "Mail", Kind: "mail",
		Title: "Egg trays for the Saturday stall", AuthoredAt: "2026-08-03T07:00:00Z",
		Text: "From: Sione Latu\nSent: 6 August 2026 15:20\n" +
			"Actually make it 5 — the last two Saturdays sold out by nine. 5 trays of free range eggs from this Saturday please, same pickup."}
	a := askOf("How many free range egg trays does the Harbourside Farmers Market stall take?", first, second)
	lead, _, _ := strings.Cut(a.Text, "\n")
	if !strings.HasPrefix(lead, "The latest value stated is 5 ") || !strings.Contains(lead, "it replaced 3 ") {
		t.Fatalf("lead %q, want 5 leading, replacing 3 (%s)", lead, a.Text)
	}
}
