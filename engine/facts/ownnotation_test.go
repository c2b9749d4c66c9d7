package facts

import "testing"

func TestOwnerByNotesNotation(t *testing.T) {
	runWho(t, []whoCase{
		{"an action list's arrow to someone not in the thread", []Doc{doc("Lars Eng", "Jour fixe",
			"Present: Lars Eng, Mira Holm\n\nAction items\n1. Mira: book the hall\n2. DEPOT-31 (gate sensors) → Øystein, after his leave, no date")},
			[]string{"owner DEPOT-31 Øystein"}, nil},
		{"an arrow to a state is no owner", []Doc{doc("Lars Eng", "Jour fixe",
			"Action items\n1. DEPOT-32 → Done\n2. DEPOT-33 → Review")},
			nil, []string{"owner DEPOT-32 Done", "owner DEPOT-33 Review"}},
		{"an arrow outside an action list needs a known person", []Doc{doc("Lars Eng", "Release notes",
			"DEPOT-34 → Production, 14:00")}, nil, []string{"owner DEPOT-34 Production"}},
		{"a label whose value is a person and a deadline", []Doc{doc("Lars Eng", "Incident review",
			"Present: Lars Eng, Mira Holm\n\n- Cause: a stale certificate. Written summary to the council: Mira, by Fri 11 Dec.")},
			[]string{"owner Written summary to the council Mira Holm"}, nil},
		{"a role label before a person and a date", []Doc{doc("Lars Eng", "Incident review",
			"Present: Lars Eng, Mira Holm\n\n- Reviewer: Mira, by Friday.")},
			nil, []string{"owner Reviewer Mira Holm", "owner Incident review Mira Holm"}},
	})
}
