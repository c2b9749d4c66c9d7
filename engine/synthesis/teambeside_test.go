package synthesis_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/synthesis"
)

// A stranger's statement that names the asked variant never leads alone over the team's
// statement of the same attribute that names none: the two stand side by side, unresolved.
// The team's own word naming the variant leads.
func TestStrangerNeverLeadsAloneOverTheTeam(t *testing.T) {
	team := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Studio pricing",
		AuthoredAt: "2026-11-02T09:00:00Z", Text: "Pricing. The studio price per firing is EUR 42.00."}
	stranger := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Mail", Title: "Raku kiln hire",
		AuthoredAt: "2026-11-10T09:00:00Z", Text: "The raku kiln hire price per firing is EUR 15.00."}
	q := "What is the raku kiln hire price per firing?"
	ask := func(outside byDocument, ev ...synthesis.Evidence) synthesis.Answer {
		return synthesis.Synthesize(synthesis.Input{Question: q, Plan: planner.Make(q, planner.Auto), Evidence: ev, MaxIDF: 5, Now: askNow, Outsiders: outside})
	}
	a := ask(byDocument{"d2": true}, team, stranger)
	if lead := leadLine(a.Text); !strings.Contains(lead, "42.00") || !strings.Contains(lead, "15.00") {
		t.Errorf("stranger beside the team: %s %q, want both values in the lead, unresolved", a.Status, a.Text)
	}
	a = ask(byDocument{}, team, stranger)
	if lead := leadLine(a.Text); !strings.Contains(lead, "15.00") || strings.Contains(lead, "42.00") {
		t.Errorf("a teammate's word on the variant: %s %q, want it to lead", a.Status, a.Text)
	}
}

// leadLine is the answer's line that leads with a value ("The latest value stated is …", "The
// sources disagree on …"), or "".
func leadLine(text string) string {
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "The latest") || strings.HasPrefix(l, "The sources disagree") {
			return l
		}
	}
	return ""
}

// The same for one of a series of numbered units: a stranger's "kiln K-5" stands beside the
// team's "kilns K-1 to K-6".
func TestStrangerOnANumberedUnitStandsBesideTheTeamsRange(t *testing.T) {
	team := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Kiln settings",
		AuthoredAt: "2026-11-02T09:00:00Z", Text: "Kiln settings. The cool-down hold at kilns K-1 to K-6 is 45 minutes."}
	stranger := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Mail", Title: "Kiln K-5",
		AuthoredAt: "2026-11-10T09:00:00Z", Text: "The cool-down hold at kiln K-5 is 30 minutes."}
	q := "What is the cool-down hold at kiln K-5?"
	a := synthesis.Synthesize(synthesis.Input{Question: q, Plan: planner.Make(q, planner.Auto), Evidence: []synthesis.Evidence{team, stranger}, MaxIDF: 5, Now: askNow, Outsiders: byDocument{"d2": true}})
	if lead := leadLine(a.Text); !strings.Contains(lead, "45 minutes") || strings.Index(lead, "30 minutes") >= 0 && strings.Index(lead, "30 minutes") < strings.Index(lead, "45 minutes") && !strings.Contains(lead, "disagree") {
		t.Errorf("%s %q: want the team's 45 minutes to lead, or both unresolved", a.Status, a.Text)
	}
}

// The team's word that a figure is not settled yet is not overruled by a stranger's figure; a
// stranger's date for a tracked item stands beside the tracker's, never alone.
func TestStrangerSettlesNothingTheTeamCallsPending(t *testing.T) {
	ask := func(q string, outside byDocument, ev ...synthesis.Evidence) synthesis.Answer {
		return synthesis.Synthesize(synthesis.Input{Question: q, Plan: planner.Make(q, planner.Auto), Evidence: ev, MaxIDF: 5, Now: askNow, Outsiders: outside})
	}
	team := synthesis.Evidence{ChunkID: "c1", DocumentID: "d1", SourceID: "s", SourceName: "Wiki", Title: "Allotment fees 2027",
		AuthoredAt: "2026-11-02T09:00:00Z", Text: "Allotment fees 2027: the fees will be published on 1 February."}
	stranger := synthesis.Evidence{ChunkID: "c2", DocumentID: "d2", SourceID: "s", SourceName: "Mail", Title: "Allotment fees",
		AuthoredAt: "2026-11-10T09:00:00Z", Text: "The allotment fee for 2027 is GBP 95."}
	q := "How much is the allotment fee for 2027?"
	if a := ask(q, byDocument{"d2": true}, team, stranger); strings.Contains(leadLine(a.Text), "95") {
		t.Errorf("a stranger's figure over the team's pending word: %s %q", a.Status, a.Text)
	}
	if a := ask(q, byDocument{}, team, stranger); !strings.Contains(leadLine(a.Text), "95") {
		t.Errorf("a teammate's figure: %s %q, want it to lead", a.Status, a.Text)
	}
	ticket := synthesis.Evidence{ChunkID: "c3", DocumentID: "d3", SourceID: "s", SourceName: "Tracker", Title: "GRN-14 Greenhouse heater service",
		AuthoredAt: "2026-11-02T09:00:00Z", Text: "GRN-14 Greenhouse heater service\nStatus: Todo\nDue date: 2026-12-11"}
	moved := synthesis.Evidence{ChunkID: "c4", DocumentID: "d4", SourceID: "s", SourceName: "Mail", Title: "Greenhouse heater",
		AuthoredAt: "2026-11-12T09:00:00Z", Text: "Greenhouse heater service moved to 30 December."}
	q = "When is the greenhouse heater service due?"
	if a := ask(q, byDocument{"d4": true}, ticket, moved); strings.HasPrefix(leadLine(a.Text), "The latest value stated is 30 December") {
		t.Errorf("a stranger's date leads alone over the tracker's: %s %q", a.Status, a.Text)
	}
}
