package synthesis_test

import (
	"testing"

	"github.com/queueproof/queueproof/engine/synthesis"
)

// A price asked "a tonne" is a price per unit: a contract's total does not answer it, "$1,020 a
// tonne" does. A "how <quality>" question asks a degree, never a named choice, and "from
// November to March" is a span of months, no change of one to the other.
func TestPricePerUnitWithAAndDegreeQuestions(t *testing.T) {
	runProbes(t, []reviewProbe{
		{name: "a total does not answer 'a tonne'", q: "What does Norcastle charge us a tonne for the glass recycling?",
			ev:    []synthesis.Evidence{rev("1", "2026-01-09", "Docs", "Waste budget 2026", "Glass recycling contract with Norcastle: £1.29m for the year, reception and sorting included.")},
			check: all(not(says("The latest value stated is £1.29m")), func(a synthesis.Answer) bool { return a.Status != "GROUNDED" }),
			want:  "PARTIAL: the budget gives the year's total, not the price a tonne"},
		{name: "a price 'a tonne' answers it", q: "What are we paying for salt a tonne this year?",
			ev:    []synthesis.Evidence{rev("1", "2025-12-15", "Mail", "Salt contract", "Signed with Brinewell for 2026: 4,000 t of rock salt, delivered to the depot, £68 a tonne.")},
			check: says("£68"), want: "£68 a tonne"},
		{name: "a degree is no choice", q: "How full does a grit bin have to be before the crew refills it?",
			ev: []synthesis.Evidence{
				rev("1", "2025-03-01", "Wiki", "Grit bins: crew guidance", "Grit bins: crew guidance\nIf a grit bin is low, the crew refills it on the winter round and logs it."),
				rev("2", "2025-03-03", "Wiki", "Grit bins", "Grit bins\nCrews fill grit bins every fortnight from November to March, and once a month from April to October.")},
			check: not(says("The latest choice stated")), want: "no choice leads: the question asks how full, and a season's months are a span, no change"},
	})
}
