package facts

import "testing"

func incident(id, author, text string) Doc {
	return Doc{ID: id, Kind: "incident", Author: author, At: at(18), Title: "#inc-ferry-booking", Text: text}
}

// An incident channel's lead-in before a colon ("Declaring an incident:", "Root cause
// found:") is a phrase, not a speaker: the line is its author's, and "I" is the author. A
// speaker prefix that is a name still is one.
func TestLeadInPhrasesAreNoSpeakers(t *testing.T) {
	runWho(t, []whoCase{
		{"a declaring lead-in", []Doc{incident("1", "Maelle Fontaine", "Declaring an incident: ferry bookings failing at checkout (FRY-310). I'm IC.")},
			[]string{"owner FRY-310 Maelle Fontaine"}, []string{"owner FRY-310 Declaring an incident"}},
		{"a finding lead-in", []Doc{incident("1", "Maelle Fontaine", "Root cause found: the payment callback URL changed (FRY-311). I'll write the postmortem by Friday.")},
			[]string{"commitment FRY-311 Maelle Fontaine"}, []string{"commitment FRY-311 Root cause found"}},
		{"a pasted speaker with a particle", []Doc{incident("1", "Maelle Fontaine", "Ana de la Cruz: I'm IC for FRY-312.")},
			[]string{"owner FRY-312 Ana de la Cruz"}, []string{"owner FRY-312 Maelle Fontaine"}},
		{"a pasted speaker in two names", []Doc{incident("1", "Maelle Fontaine", "Tobias Renn: I'm IC for FRY-313.")},
			[]string{"owner FRY-313 Tobias Renn"}, []string{"owner FRY-313 Maelle Fontaine"}},
	})
}

// A channel that hands a role on after naming its holder ("I'm IC for now" … "handing IC to
// @femi") ends with the new holder; the earlier one held it only until then. A handover back
// to the same person, or one of another item, changes nothing.
func TestLaterHandoverInTheSameDocument(t *testing.T) {
	runWho(t, []whoCase{
		{"stamped log with a handover", []Doc{incident("1", "Maelle Fontaine",
			"21:02 booking API timing out for all routes (FRY-320). I'm IC for now.\n21:40 failover done, monitoring.\n22:55 handing IC to Tobias Renn for the night, I'm off.")},
			[]string{"owner FRY-320 Tobias Renn"}, []string{"owner FRY-320 Maelle Fontaine"}},
		{"a handover of another item", []Doc{incident("1", "Maelle Fontaine",
			"I'm IC for FRY-321.\nFRY-322 was handed to Tobias Renn yesterday.")},
			[]string{"owner FRY-321 Maelle Fontaine"}, nil},
		{"an owner field stays the record", []Doc{incident("1", "Maelle Fontaine",
			"FRY-323\nOwner: Maelle Fontaine\n23:10 handing IC to Tobias Renn for the night.")},
			[]string{"owner FRY-323 Maelle Fontaine"}, nil},
	})
}
