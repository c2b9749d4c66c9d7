package facts

import "testing"

func TestTrackerNotices(t *testing.T) {
	notice := func(kind, title, text string) []Doc {
		return []Doc{{ID: "1", Kind: kind, Author: "Tracker Bot", At: at(18), Title: title, Text: text}}
	}
	runWho(t, []whoCase{
		{"self-assigned", notice("mail", "Re: [depot/gates] Sensor drift (#140)", "Lars Eng self-assigned this 3 minutes ago"),
			[]string{"owner #140 Lars Eng"}, nil},
		{"assigned herself", notice("mail", "[DEPOT-50] Gate sensor drift", "Mira Holm assigned herself to DEPOT-50."),
			[]string{"owner DEPOT-50 Mira Holm"}, nil},
		{"an incident acknowledged by its responder", notice("incident", "INC-812 Gate controller offline", "Acknowledged by Lars Eng at 03:12."),
			[]string{"owner INC-812 Lars Eng"}, nil},
		{"acknowledging a message is not taking work", notice("mail", "DEPOT-51 invoice", "Your message was acknowledged by Mira Holm."),
			nil, []string{"owner DEPOT-51 Mira Holm"}},
		{"closed in a change names the change, not the item", notice("mail", "Re: [depot/gates] Sensor drift (#141)", "Lars Eng closed this as completed in #150."),
			[]string{"status #141 done"}, []string{"status #150 done"}},
	})
}
