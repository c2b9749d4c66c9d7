package facts

import "testing"

// A place reached in the work states it under way: a page, a plate, a step or a chapter with
// its number; a place of another kind ("at gate 4", "on page 3 of the manual") does not.
func TestAPlaceReachedIsWorkUnderWay(t *testing.T) {
	runWho(t, []whoCase{
		{"a page reached", []Doc{mail("Bart Quayle <bq@fellside.example>", "HHA-102 transcription", "Dear Wil,\n\nHHA-102: I'm at page 250.\n\nBart")},
			[]string{"status HHA-102 in_progress"}, nil},
		{"a plate reached", []Doc{chat("1", "Bronagh Ferriter", "HHA-107 currently at plate 1410, scanner behaving.")},
			[]string{"status HHA-107 in_progress"}, nil},
		{"a gate is no place in the work", []Doc{chat("1", "Bronagh Ferriter", "HHA-108: I'm at gate 4, boarding soon.")},
			nil, []string{"status HHA-108 in_progress"}},
		{"a page of a manual", []Doc{chat("1", "Bronagh Ferriter", "HHA-109 the fix is on page 3 of the manual.")},
			nil, []string{"status HHA-109 in_progress"}},
	})
}
