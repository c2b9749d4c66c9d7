package synthesis

import (
	"testing"

	"github.com/queueproof/queueproof/engine/planner"
)

// More ways evidence says a detail is not settled: figures "to come once" something is done,
// a count that "will follow once" a check is passed, a person "to be nominated", a price set
// "by agreement" with each buyer. Each names the detail as pending.
func TestMorePendingForms(t *testing.T) {
	for _, tc := range []struct{ q, claim string }{
		{"What yield per hectare did the Kowhai block give?", "Kowhai block: per-hectare figures to come once the block map is reconciled."},
		{"How many units are kept in the theatre fridge?", "The theatre fridge stock level will follow once the fridge is validated."},
		{"Who is the fire marshal for the packhouse?", "Packhouse fire marshal: to be nominated at the next site meeting."},
		{"What do we charge per pallet for blast freezing?", "Blast freezing is priced by agreement with each customer, per pallet."},
	} {
		in := Input{Question: tc.q, Plan: planner.Make(tc.q, planner.Auto), MaxIDF: 5}
		claims := []Claim{{Text: tc.claim}}
		if got := pendingDetail(tc.q, claims, statementTerms(in), func(Claim) string { return "" }, func(Claim) bool { return false }); got == "" {
			t.Errorf("%s: %q not read as pending", tc.q, tc.claim)
		}
	}
}

// A question asking what a thing cost asks a figure, as "how much" does; one asking what a
// thing was for asks none.
func TestWhatDidItCostAsksAFigure(t *testing.T) {
	for _, q := range []string{"What did the goodwill refunds cost us in total?", "what will the kiln refit cost?", "What does a six-day pass cost an adult?"} {
		if askedDetail(q) != "figure" {
			t.Errorf("%q: asks %q, want a figure", q, askedDetail(q))
		}
	}
	for _, q := range []string{"What did the refunds cover?", "What did the vouchers come with?"} {
		if askedDetail(q) == "figure" {
			t.Errorf("%q: asks a figure", q)
		}
	}
}
