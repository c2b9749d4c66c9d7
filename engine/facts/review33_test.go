package facts_test

// The facts-level part of the thirty-third independent review (see
// engine/synthesis/review33_test.go for the setting, the classes and the tallies): how the
// measure reader reads lengths, weights and the metre apart from its number (600e854), and
// whether a proposal said of someone and then carried or approved stands (443a65d, 600e854),
// in the words of an agricultural show's papers.

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/probetest"
)

// Reading 4 (600e854): lengths and weights, and a metre written apart from its number.
func TestReview33Measures(t *testing.T) {
	p, err := facts.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		text, has, hasNot, wrong string // has: a reading the measures must hold; hasNot: a kind they must not
	}{
		{"The flower marquee is 30 m long and is put up on the Thursday.", "length 30 (30 m)", "duration", ""},
		{"The clearance under the footbridge is 3.8 m.", "length 3.8 (3.8 m)", "duration", ""},
		{"The supreme champion steer weighed 712kg at the weigh-in.", "weight 712 (712kg)", "", ""},
		{"The flower marquee is 30m long and 12m wide.", "length 12 (12m)", "duration", ""},
		{"The vintage tractor run takes 2h40m over the route.", "duration 9600", "",
			"(pre-existing) measures.go: '2h40m' reads as '2h' (7200 s); its 40 minutes are lost, as on 88b230e"},
		{"The vintage tractor run takes 1 h 20 m over the route.", "duration 4800 (1 h 20 m)", "length", ""},
		{"The show's videos reached 5 m users on Facebook.", "", "length",
			"(brought by 600e854) measures.go: '5 m users' (five million) is now a length of 5 metres; on 88b230e it was no length (a minute, no better)"},
		{"The new grandstand will cost £2 m, half from the lottery grant.", "amount of money 2e+06", "length", ""},
		{"The hospitality unit has a gross weight of 3.5 t on its trailer.", "weight 3500", "", ""},
		{"The winning jockey weighed out at 9 st 4 lb.", "weight 58.96", "", ""},
		{"The puissance wall went up to 7 ft 2 in.", "length 2.18", "", ""},
		{"The Shire stallion stands 18 hands.", "length 1.82", "", ""},
	} {
		got := measuresOf(p, tt.text)
		ok := strings.Contains(got, tt.has) && (tt.hasNot == "" || !strings.Contains(got, tt.hasNot))
		probetest.Expect(t, ok, tt.wrong, "Measures(%q) = %q, want %q and no %q", tt.text, got, tt.has, tt.hasNot)
	}
}

// Reading 3 (443a65d, 600e854): "proposed" said of someone with a value after it floats the
// value, unless the sentence carries or approves it.
func TestReview33Proposed(t *testing.T) {
	for _, tt := range []struct {
		text, value string
		stands      bool // the value stands (stated or decided), not floated
		wrong       string
	}{
		{"Idris proposed 35 minutes for the Grand Parade next year.", "35 minutes", false, ""},
		{"The proposed date for the hedge-laying match is 14 November, and the match takes 6 hours.", "6 hours", true, ""},
		{"The Grand Parade is cut to 35 minutes, as Idris proposed.", "35 minutes", true, ""},
		{"We proposed 30 minute judging slots in Ring 2 and the Board approved them.", "30 minute", true, ""},
		{"Tom Ashworth proposed a £210 trade stand fee for 2027, seconded by Ann Lee; carried unanimously.", "£210", true, ""},
	} {
		got := gives(tt.text, tt.value)
		probetest.Expect(t, got == tt.stands, tt.wrong, "%q gives %q as stated or decided = %v, want %v", tt.text, tt.value, got, tt.stands)
	}
}
