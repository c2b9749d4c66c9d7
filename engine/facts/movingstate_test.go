package facts

import "testing"

// A board's move announced as it is made ("Moving to In Development") states the column as
// much as "moved to" does; learners' "under progress" is "in progress"; a reflexive pronoun
// ("I will do myself") is the doer again, never the thing done.
func TestMovesUnderProgressAndReflexives(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want, not  []string
	}{
		{"moving to a column", "VRT-88: Moving to In Development", []string{"status VRT-88 in_progress"}, nil},
		{"dragging into a column", "VRT-88 dragging into Blocked until the vendor replies", []string{"status VRT-88 blocked"}, nil},
		{"moving house is no state", "VRT-88: I'm moving to Leeds in March, Petra takes over.", nil, []string{"status VRT-88 done", "status VRT-88 in_progress"}},
		{"under progress", "VRT-88: the varnish coat is now under progress.", []string{"status VRT-88 in_progress"}, nil},
		{"a reflexive is no subject", "The oak table: sanding is finished. Shipping I will do myself, latest Friday I send.", []string{"commitment The oak table Oyelaran Bisi"}, []string{"commitment myself Oyelaran Bisi"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkFacts(t, []Doc{{ID: "d", Kind: "chat", Author: "Oyelaran Bisi", At: at(2), Title: "#workshop", Text: tc.text}}, tc.want, tc.not)
		})
	}
}

// A finished step followed by the next one leaves the work going; a finished item, or the
// speaker going somewhere next, does not.
func TestAFinishedStepBeforeTheNext(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want, not  []string
	}{
		{"the next step begun", "VRT-88: the upholstery is finished, now we are fitting the legs.", []string{"status VRT-88 in_progress"}, []string{"status VRT-88 done"}},
		{"the next step named with 'next'", "VRT-88: priming done, top coat next.", []string{"status VRT-88 in_progress"}, []string{"status VRT-88 done"}},
		{"the item itself finished", "VRT-88 is done, now sanding VRT-91.", []string{"status VRT-88 done"}, nil},
		{"the speaker leaving", "VRT-88: the upholstery is finished, now I'm heading to the depot.", []string{"status VRT-88 done"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkFacts(t, []Doc{{ID: "d", Kind: "chat", Author: "Oyelaran Bisi", At: at(2), Title: "#workshop", Text: tc.text}}, tc.want, tc.not)
		})
	}
}
