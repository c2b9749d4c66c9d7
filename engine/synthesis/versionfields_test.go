package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// Two versions of one page (one thread, one title) where the later one rewrote a labelled
// field: the later version is read though it holds fewer of the question's words, and its
// field leads as the choice in force, naming the earlier version's as replaced, each cited.
func TestAFieldALaterVersionChangedLeads(t *testing.T) {
	v1 := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Docs", ExternalID: "kiosk-v1",
		Title: "Lobby kiosks: sign-in options", AuthoredAt: "2025-11-03T09:00:00Z", Thread: "kiosk-signin",
		Text: "Lobby kiosks: sign-in options\nVersion 1\n\nVisitors sign in at the lobby kiosks on arrival; badges print at the desk.\n\nRecommendation: paper visitor book at each kiosk, scanned weekly.\n"}
	v2 := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Docs", ExternalID: "kiosk-v2",
		Title: "Lobby kiosks: sign-in options", AuthoredAt: "2026-02-10T09:00:00Z", Thread: "kiosk-signin",
		Text: "Lobby kiosks: sign-in options\nVersion 2\n\nThe pilot on floor 3 changed our minds.\n\nRecommendation: tablet check-in with QR badges.\n"}
	a := askOf("What is the recommended way for visitors to sign in at the lobby kiosks?", v1, v2)
	if !strings.Contains(a.Text, "latest choice stated is tablet check-in with QR badges") || !strings.Contains(a.Text, "it replaced paper visitor book at each kiosk, scanned weekly") {
		t.Fatalf("text = %q, want the second version's recommendation replacing the first's", a.Text)
	}
	got := map[string]bool{}
	for _, c := range a.Citations {
		got[c.ExternalID] = true
	}
	if !got["kiosk-v1"] || !got["kiosk-v2"] {
		t.Fatalf("citations = %+v, want both versions", a.Citations)
	}
	if len(a.Disagreements) != 1 || a.Disagreements[0].Resolution != synthesis.Superseded {
		t.Fatalf("disagreements = %+v, want one SUPERSEDED", a.Disagreements)
	}

	// The same two documents in different threads are not versions of one page: nothing says
	// which recommendation replaced which.
	other := v2
	other.Thread = "kiosk-pilot"
	if a := askOf("What is the recommended way for visitors to sign in at the lobby kiosks?", v1, other); strings.Contains(a.Text, "it replaced paper visitor book") {
		t.Fatalf("text = %q: documents of two threads read as versions of one page", a.Text)
	}

	// A field whose label and values hold none of the question's words is not its answer,
	// though the later version changed it.
	owner := v1
	owner.Text = "Lobby kiosks: sign-in options\nVersion 1\n\nVisitors sign in at the lobby kiosks on arrival.\n\nFacilities contact: Marta Lindqvist\n"
	owner2 := v2
	owner2.Text = "Lobby kiosks: sign-in options\nVersion 2\n\nVisitors sign in at the lobby kiosks on arrival.\n\nFacilities contact: Joel Achterberg\n"
	if a := askOf("How do visitors sign in at the lobby kiosks?", owner, owner2); strings.Contains(a.Text, "latest choice stated") {
		t.Fatalf("text = %q: an unrelated field led", a.Text)
	}

	// The page's heading is no field ("Lobby kiosks: sign-in options (v2)").
	h1, h2 := v1, v2
	h1.Text = "Lobby kiosks: sign-in options (v1)\n\nVisitors sign in at the lobby kiosks on arrival; badges print at the desk."
	h2.Text = "Lobby kiosks: sign-in options (v2)\n\nVisitors sign in at the lobby kiosks on arrival; badges print at the desk."
	if a := askOf("How do visitors sign in at the lobby kiosks?", h1, h2); strings.Contains(a.Text, "latest choice stated") {
		t.Fatalf("text = %q: a version heading read as a changed field", a.Text)
	}
}

// A copy named as such in its title ("(intranet copy)") never stands for the original it
// repeats, though it is later.
func TestACopyTitledAsACopyDoesNotStandForItsOriginal(t *testing.T) {
	orig := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Docs", ExternalID: "travel-policy",
		Title: "Travel policy", AuthoredAt: "2026-01-05T09:00:00Z",
		Text: "Travel policy\n\nTrain travel is booked in standard class for trips under four hours; first class needs a director's approval in writing."}
	copied := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Intranet", ExternalID: "travel-policy-copy",
		Title: "Travel policy (intranet copy)", AuthoredAt: "2026-01-09T09:00:00Z",
		Text: "Travel policy\n\nTrain travel is booked in standard class for trips under four hours; first class needs a director's approval in writing."}
	a := askOf("Which class is train travel booked in?", copied, orig)
	if len(a.Citations) != 1 || a.Citations[0].ExternalID != "travel-policy" {
		t.Fatalf("citations = %+v, want the original only", a.Citations)
	}
	if len(a.Citations[0].Duplicates) != 1 || a.Citations[0].Duplicates[0].ExternalID != "travel-policy-copy" {
		t.Fatalf("duplicates = %+v, want the intranet copy listed", a.Citations[0].Duplicates)
	}
}

// A forward repeating a decision word for word does not restate it later: the value is led
// and cited from the message that made it, and the forward's quoted line is no claim.
func TestAForwardedStatementIsSaidByItsSource(t *testing.T) {
	orig := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Mail", ExternalID: "mail-board",
		Title: "Board decisions: facilities", AuthoredAt: "2026-04-14T16:00:00Z",
		Text: "From: Ines Marchetti\nTo: Facilities\nSubject: Board decisions: facilities\n\nThe board met today.\n- Roof repair: approved at $184,000 for both wings.\n- Car park lighting: deferred.\n"}
	fwd := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Mail", ExternalID: "mail-fwd",
		Title: "Fwd: Board decisions: facilities", AuthoredAt: "2026-04-15T08:30:00Z",
		Text: "From: Theo Brandt\nTo: Site team\nSubject: Fwd: Board decisions: facilities\n\nFYI, see the roof line.\n\n> - Roof repair: approved at $184,000 for both wings.\n"}
	plan := synthesis.Evidence{ChunkID: "c3", DocumentID: "d3", SourceID: "s", SourceName: "Docs", ExternalID: "capital-plan",
		Title: "Capital plan: facilities", AuthoredAt: "2026-01-10T09:00:00Z",
		Text: "Capital plan: facilities\n\nRoof repair (both wings) | $150,000 | FY27\n"}
	a := askOf("What will the roof repair cost?", fwd, orig, plan)
	if !strings.Contains(a.Text, "latest value stated is $184,000") || !strings.Contains(a.Text, "(2026-04-14)") {
		t.Fatalf("text = %q, want $184,000 as stated on 14 April by the board's mail", a.Text)
	}
	for _, c := range a.Claims {
		if strings.HasPrefix(c.Text, ">") {
			t.Fatalf("claims = %+v: the forward's quoted line is a claim", a.Claims)
		}
	}
}

// A later version of a page that keeps a line says it still holds: it is no repeat of the
// earlier version, and the value is stated as of the later version.
func TestALaterVersionKeepingALineRestatesIt(t *testing.T) {
	v1 := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Docs", ExternalID: "keep-v1",
		Title: "Records schedule", AuthoredAt: "2025-09-01T09:00:00Z", Thread: "records-schedule",
		Text: "Records schedule\n\n| Record | Kept for |\n| Visitor sign-in sheets | 2 years |\n| CCTV footage | 30 days |\n"}
	v2 := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Docs", ExternalID: "keep-v2",
		Title: "Records schedule", AuthoredAt: "2026-03-01T09:00:00Z", Thread: "records-schedule",
		Text: "Records schedule\n\n| Record | Kept for |\n| Visitor sign-in sheets | 2 years |\n| CCTV footage | 14 days |\n"}
	a := askOf("How long are visitor sign-in sheets kept?", v1, v2)
	if !strings.Contains(a.Text, "latest value stated is 2 years") || !strings.Contains(a.Text, "(2026-03-01)") {
		t.Fatalf("text = %q, want 2 years as stated by the second version", a.Text)
	}
}
