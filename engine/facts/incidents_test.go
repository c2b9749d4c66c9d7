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

// An incident's header lines name its commander as owner; roles that support the work (comms
// lead, scribe, deputy IC) own nothing. Its status lines say mitigated (not done) or resolved.
func TestIncidentRoleAndStatusLines(t *testing.T) {
	runWho(t, []whoCase{
		{"support roles beside the commander", []Doc{incident("1", "Maelle Fontaine", "FRY-402 checkout errors\nIC: Tobias Renn\nComms lead: Ilse Varga\nDeputy IC: Ana Cruz\nScribe: Pieter de Wit")},
			[]string{"owner FRY-402 Tobias Renn"}, []string{"owner FRY-402 Ilse Varga", "owner FRY-402 Ana Cruz", "owner FRY-402 Pieter de Wit"}},
		{"a support role in a sentence", []Doc{incident("1", "Maelle Fontaine", "FRY-417: Ilse Varga is the comms lead, Tobias Renn is the incident lead.")},
			[]string{"owner FRY-417 Tobias Renn"}, []string{"owner FRY-417 Ilse Varga"}},
		{"a lead still owns", []Doc{incident("1", "Maelle Fontaine", "FRY-418 depot flooding\nTech lead: Ilse Varga")},
			[]string{"owner FRY-418 Ilse Varga"}, nil},
		{"mitigated is not done", []Doc{incident("1", "Maelle Fontaine", "FRY-400 checkout errors\nStatus: mitigated\nIC: Tobias Renn")},
			[]string{"owner FRY-400 Tobias Renn"}, []string{"status FRY-400 done"}},
		{"resolved is done", []Doc{incident("1", "Maelle Fontaine", "FRY-401 checkout errors\nStatus: Resolved\nIC: Tobias Renn")},
			[]string{"status FRY-401 done"}, nil},
		{"IC handed on in a bracketed timeline", []Doc{incident("1", "Maelle Fontaine", "[14:02] FRY-403 checkout errors, I'm IC\n[15:30] IC handed to Tobias Renn")},
			[]string{"owner FRY-403 Tobias Renn"}, []string{"owner FRY-403 Maelle Fontaine"}},
		{"a T+ timeline's status line", []Doc{incident("1", "Maelle Fontaine", "FRY-412 payments down\nT+0m declared, I'm IC\nT+15m rollback started\nT+40m Status: monitoring")},
			[]string{"owner FRY-412 Maelle Fontaine"}, []string{"status FRY-412 done"}},
	})
}
