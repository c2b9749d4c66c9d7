package synthesis

import (
	"strings"
	"testing"
	"time"
)

func TestMissingDetail(t *testing.T) {
	for _, tc := range []struct {
		q, claim string
		missing  bool
	}{
		{"How many times does the notifier retry a failed SMS?", "The notifier retries failed SMS with backoff.", true},
		{"How many times does the notifier retry a failed SMS?", "The notifier retries a failed SMS 5 times.", false},
		{"How many times does the notifier retry a failed SMS?", "It retries three times before giving up.", false},
		{"How many technicians were affected by the 14 April outage?", "INC-204 hit 40 customers' dispatch boards on 14 April.", false},
		{"How many technicians were affected by the outage?", "The outage of INC-204 began on 14 April.", true},
		{"On what date did the migration finish?", "The migration to Gotenberg is under way.", true},
		{"On what date did the migration finish?", "The migration finished on 3 March 2026.", false},
		{"Who owns the pathfinder service?", "Platform owns pathfinder.", false}, // not a figure or a date
		// a code's digit is no figure; a measure asked after words that qualify it
		{"How much less fluid does the truck use with the new nozzles?", "New nozzles on TRV-DT2 really use less fluid.", true},
		{"What's the monthly lease rate on the spare engine?", "The spare engine is on a 12-month lease from Aeolus.", true},
		{"What's the monthly lease rate on the spare engine?", "The spare engine lease is NOK 310,000 a month.", false},
		{"What's the monthly lease rate on the spare engine?", "The spare engine came from Aeolus in January.", true},
		{"How much has the board approved for the hangar?", "Board meeting 7/2025: the hangar proposal was sent back for a revised cash flow.", true},
		{"How much has the board approved for the hangar?", "The board approved £2.4m for the hangar.", false},
		{"How many bays does the hangar have?", "The hangar has 3 bays.", false},
		// a measure that qualifies another noun, and a year, are no figure of what is asked
		{"How much fluid is in the tank right now?", "Type I from our own tank; Type IV from 1,000-litre IBCs in the store.", true},
		{"How much fluid is in the tank right now?", "Tank memo 2025-07: de-icing season 2025/26.", true},
		{"How much fluid is in the tank right now?", "The tank holds 4,200 litres of Type I this morning.", false},
		{"How big is the crane?", "We hired the 40-tonne crane from Hallam.", false},
		// a version or a limit written with letters is a figure; a name the question gives is not
		{"What's the minimum version for the tablets?", "Tablets need at least v4 of the app.", false},
		{"What's the altitude limit on the ferry permit?", "The ferry permit limits us to FL150.", false},
		{"How much less fluid is DT2 using?", "New nozzles on DT2 really use less fluid.", true},
		{"What's behind the de-icing rate going up?", "Colder nights and two new stands at Tromvik.", false},
	} {
		got := missingDetail(tc.q, askedBindings(tc.q), []Claim{{Text: tc.claim}}, func(Claim) time.Time { return time.Time{} }) != ""
		if got != tc.missing {
			t.Errorf("missingDetail(%q, %q) = %v, want %v", tc.q, tc.claim, got, tc.missing)
		}
	}
}

func TestMissingSlot(t *testing.T) {
	for _, tc := range []struct {
		q, claim string
		missing  bool
	}{
		// The slot is given a value: after it, through link words, or as a count before it.
		{"Which region does the ledger replica live in?", "The ledger replica lives in region eu-north-1.", false},
		{"What retry budget does the uploader use?", "Retry budget: 4 attempts, then the upload is parked.", false},
		{"What was the trigger of the March brownout?", "The trigger was a certificate that expired at midnight.", false},
		{"What cache size is the resolver configured with?", "The resolver runs with cache size 512 MB.", false},
		{"How many shards hold the audit index?", "The audit index lives on 9 shards.", false},
		// Only mentioned: with something else, for something else, or counted when the
		// question asks which.
		{"What error budget applies to the export API?", "We track an error budget for the export API and review it monthly.", true},
		{"Which vendors are on the shortlist?", "The shortlist has four vendors with EU hosting.", true},
		{"Which vendors are on the shortlist?", "Three vendors made the shortlist.", true},
		{"What quorum size does the consensus layer use?", "The consensus layer was rewritten last year.", true},
		// "What's N" is "what is N".
		{"What's the quorum size for the consensus layer?", "The consensus layer runs on five nodes in two zones.", true},
		{"What’s the quorum size for the consensus layer?", "Quorum size: 3 of 5 nodes.", false},
		// Not a "what N" question: nothing to check here.
		{"What does the ledger export cost?", "Nothing here.", false},
		{"Why did the ledger export stall?", "Nothing here.", false},
	} {
		got := missingSlot(tc.q, []Claim{{Text: tc.claim}}) != ""
		if got != tc.missing {
			t.Errorf("missingSlot(%q, %q) = %v, want %v", tc.q, tc.claim, got, tc.missing)
		}
	}
}

func TestMissingMembers(t *testing.T) {
	for _, tc := range []struct {
		q, claim string
		missing  bool
	}{
		{"Who's on the downtime call tree?", "The downtime call tree is kept in the red binder on each unit.", true},
		{"Who is on the downtime call tree?", "Owner: Clinical Applications (Jolene Brandt)", true},
		{"Who's on the technical rota for results night?", "Respeaking in house: four trained respeakers on a rota.", true},
		{"Who's on the technical rota for results night?", "Technical rota: Callum Ferrie, Priya Shah and the MCR shift lead.", false},
		{"Who sits on the pricing panel?", "The pricing panel is Ama Owusu, Tom Reid and @lena.", false},
		{"Who owns the pricing panel?", "Nothing here.", false}, // not a question of membership
	} {
		got := missingMembers(plainQuestion(tc.q), []Claim{{Text: tc.claim}}) != ""
		if got != tc.missing {
			t.Errorf("missingMembers(%q, %q) = %v, want %v", tc.q, tc.claim, got, tc.missing)
		}
	}
}

// A question that names what it asks the value of ("the pass limit") keeps only the value
// statements that name it; one that names nothing keeps them all.
func TestNamingSlotKeepsStatementsThatNameIt(t *testing.T) {
	of := func(text string) valueStatement { return valueStatement{said: said{s: &sentence{text: text}}} }
	vs := []valueStatement{
		of("Decided two hours for the sesame changeover from next week, with the swabs as now."),
		of("Sesame swab pass limit: below 5 ppm from March."),
	}
	slot, _ := askedSlot("What's the pass limit on the sesame swab after a changeover?")
	if got := namingSlot(slot, vs); len(got) != 1 || got[0].s.text != vs[1].s.text {
		t.Fatalf("namingSlot(%v) kept %d statements, want the limit's alone", slot, len(got))
	}
	if got := namingSlot(nil, vs); len(got) != 2 {
		t.Fatalf("namingSlot(nil) kept %d statements, want both", len(got))
	}
}

// A cause is whatever the copula names, a mass noun too; a name's slot still needs a value or
// an article after its copula.
func TestACauseIsWhatTheCopulaNames(t *testing.T) {
	for _, tc := range []struct {
		slot  []string
		claim string
		want  string
	}{
		{[]string{"cause"}, "So the root cause is loss of the programme feed, not the UPS.", "loss of the programme feed"},
		{[]string{"cause"}, "Cause: the UPS dropped its load during a mains blip.", "the UPS dropped its load during a mains blip"},
		{[]string{"version"}, "The version is stable.", ""},
	} {
		if got, _ := slotValue(tc.slot, false, tc.claim); got != tc.want {
			t.Errorf("slotValue(%v, %q) = %q, want %q", tc.slot, tc.claim, got, tc.want)
		}
	}
	for q, want := range map[string]bool{
		"What knocked the transmitter off air on 2 February?": true,
		"What took the lab feed down on April 14?":            true,
		"Why did the mobile app crash on Android?":            true,
		"What did the blue plastic end up coming from?":       true,
		"Where did the bad rows come from?":                   true,
		"What did the committee decide about the go-live?":    false,
		"Why do we keep two copies of the backup?":            false,
		"What time does the courier come?":                    false,
	} {
		if got := reAsksWhatBroke.MatchString(q); got != want {
			t.Errorf("asks for a cause %q = %v, want %v", q, got, want)
		}
	}
}

// A line's stamp orders the day's lines by its time of day too.
func TestALineStampKeepsItsTimeOfDay(t *testing.T) {
	doc := time.Date(2026, 3, 5, 13, 20, 0, 0, time.UTC)
	text := "Priority: 3 - Moderate\n05/03/2026 4:51 pm Mele changed Priority: 3 - Moderate → 1 - Critical\n[2026-03-05 09:10] ana: earlier"
	if got := statedAt(text, strings.Index(text, "Mele"), doc); !got.Equal(time.Date(2026, 3, 5, 16, 51, 0, 0, time.UTC)) {
		t.Errorf("statedAt(4:51 pm line) = %v, want 16:51 that day", got)
	}
	if got := statedAt(text, strings.Index(text, "ana"), doc); !got.Equal(time.Date(2026, 3, 5, 9, 10, 0, 0, time.UTC)) {
		t.Errorf("statedAt([2026-03-05 09:10] line) = %v, want 09:10 that day", got)
	}
	if got := statedAt(text, 0, doc); !got.Equal(doc) {
		t.Errorf("statedAt(unstamped line) = %v, want the document's time", got)
	}
}
