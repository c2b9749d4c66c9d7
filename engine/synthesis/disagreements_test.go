package synthesis_test

import (
	"testing"

	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/synthesis"
)

// A date moved by a later message that says so is SUPERSEDED, the moved-to date in force; two
// sources stating different dates with nothing between them are UNRESOLVED (and a
// contradiction).
func TestDisagreementsTellSupersededFromUnresolved(t *testing.T) {
	plan := synthesis.Evidence{ChunkID: "c-plan", DocumentID: "d-plan", SourceID: "s", SourceName: "Chat", Title: "#infra",
		AuthoredAt: "2026-11-02T09:00:00Z", Kind: "chat", Text: "Lena Brooks: OPS-71 (the cert rotation) is due 10 Nov."}
	slip := synthesis.Evidence{ChunkID: "c-slip", DocumentID: "d-slip", SourceID: "s", SourceName: "Chat", Title: "#infra",
		AuthoredAt: "2026-11-06T09:00:00Z", Kind: "chat", Text: "Lena Brooks: OPS-71 slipped, the vendor is late; new date is 17 Nov."}
	other := synthesis.Evidence{ChunkID: "c-other", DocumentID: "d-other", SourceID: "s2", SourceName: "Mail", Title: "OPS-71 for finance",
		AuthoredAt: "2026-11-03T09:00:00Z", Kind: "mail", Text: "Hi,\n\nFor the record, OPS-71 is due 20 Nov according to finance.\n\nTom"}
	ask := func(ev ...synthesis.Evidence) synthesis.Answer {
		q := "When is OPS-71 due?"
		return synthesis.Synthesize(synthesis.Input{Question: q, Plan: planner.Make(q, planner.Auto), Evidence: ev, MaxIDF: 5})
	}

	a := ask(plan, slip)
	if len(a.Disagreements) != 1 {
		t.Fatalf("disagreements = %+v, want one superseded deadline", a.Disagreements)
	}
	d := a.Disagreements[0]
	if d.Resolution != synthesis.Superseded || d.Subject != "OPS-71" || d.Attribute != "deadline" || d.Current == nil ||
		d.Current.Value != "2026-11-17" || len(d.Values) != 1 || d.Values[0].Value != "2026-11-10" || d.Reason == "" {
		t.Fatalf("disagreement = %+v, want the deadline 2026-11-17 superseding 2026-11-10 with a reason", d)
	}
	if len(a.Contradictions) != 0 {
		t.Fatalf("contradictions = %+v, want none: the slip explains the change", a.Contradictions)
	}

	a = ask(plan, other)
	if len(a.Disagreements) != 1 || a.Disagreements[0].Resolution != synthesis.Unresolved || a.Disagreements[0].Current != nil ||
		len(a.Disagreements[0].Values) != 2 || len(a.Contradictions) != 1 {
		t.Fatalf("disagreements = %+v, contradictions = %+v; want one unresolved deadline, also a contradiction", a.Disagreements, a.Contradictions)
	}
	if a.Status == synthesis.Grounded {
		t.Fatalf("status = %s, want not GROUNDED while the asked deadline is unresolved", a.Status)
	}
}
