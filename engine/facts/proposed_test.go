package facts

import (
	"errors"
	"testing"
)

func TestAcceptKeepsOnlyQuotedWellFormedFacts(t *testing.T) {
	d := Doc{ID: "c1", Text: "Mara: I'll own PAY-40. It slipped to 4 Dec, status is blocked on legal."}
	for _, tc := range []struct {
		name string
		p    Proposed
		ok   bool
	}{
		{"owner quoted", Proposed{Kind: "owner", Subject: "PAY-40", Value: "Mara Lind", Quote: "I'll own PAY-40"}, true},
		{"slip quoted", Proposed{Kind: "slip", Subject: "PAY-40", Value: "2026-12-04", Quote: "It slipped to 4 Dec"}, true},
		{"status quoted", Proposed{Kind: "status", Subject: "PAY-40", Value: "blocked", Quote: "status is blocked on legal"}, true},
		{"quote not in the passage", Proposed{Kind: "owner", Subject: "PAY-40", Value: "Tom", Quote: "Tom owns PAY-40"}, false},
		{"paraphrased quote", Proposed{Kind: "owner", Subject: "PAY-40", Value: "Mara", Quote: "I will own PAY-40"}, false},
		{"date not ISO", Proposed{Kind: "due", Subject: "PAY-40", Value: "4 Dec", Quote: "It slipped to 4 Dec"}, false},
		{"unknown status", Proposed{Kind: "status", Subject: "PAY-40", Value: "almost", Quote: "status is blocked"}, false},
		{"unknown kind", Proposed{Kind: "mood", Subject: "PAY-40", Value: "calm", Quote: "I'll own PAY-40"}, false},
		{"no subject", Proposed{Kind: "owner", Value: "Mara", Quote: "I'll own PAY-40"}, false},
		{"quote too short", Proposed{Kind: "owner", Subject: "PAY-40", Value: "Mara", Quote: "I"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Accept(tc.p, d)
			if tc.ok != (err == nil) {
				t.Fatalf("Accept(%+v) = %+v, %v; want ok %v", tc.p, f, err, tc.ok)
			}
			if err != nil && !errors.Is(err, ErrUnsupported) {
				t.Errorf("error %v is not ErrUnsupported", err)
			}
			if err == nil && d.Text[f.Span.Start:f.Span.End] != tc.p.Quote {
				t.Errorf("span %v cites %q, want the quote", f.Span, d.Text[f.Span.Start:f.Span.End])
			}
		})
	}
}
