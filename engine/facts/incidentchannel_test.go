package facts

import "testing"

// A channel an incident tool opens for one incident ("#inc-cold-room") is that incident: what
// its messages say of "the incident" and of their speakers' roles is about it. A severity
// that opens a line is no speaker.
func TestAnIncidentChannelIsItsIncident(t *testing.T) {
	inc := func(id, author, text string) Doc {
		return Doc{ID: id, Kind: "incident", Author: author, At: at(18), Title: "#inc-cold-room", Text: text}
	}
	runWho(t, []whoCase{
		{"its IC, its state", []Doc{
			inc("1", "Rhea Moss", "SEV2: cold room 2 reading 9.4°C since 01:50. I'm IC for now."),
			inc("2", "Rhea Moss", "Room holding 3.8°C. Mitigated, but keeping the incident open until the relay is replaced."),
			inc("3", "Ivo Lanz", "Relay replaced. Closing the incident.")},
			[]string{"owner inc-cold-room Rhea Moss", "status inc-cold-room done"}, []string{"owner inc-cold-room SEV2"}},
		{"a general channel is no one incident", []Doc{{ID: "1", Kind: "chat", Author: "Rhea Moss", At: at(18), Title: "#incidents", Text: "I'm IC."}},
			nil, []string{"owner #incidents Rhea Moss"}},
	})
}

// Driving or running somewhere is a journey, not running the work: the one who hands the
// incident over and drives back does not take it again.
func TestDrivingBackOwnsNothing(t *testing.T) {
	inc := func(id, author, text string) Doc {
		return Doc{ID: id, Kind: "incident", Author: author, At: at(18), Title: "#inc-cold-room", Text: text}
	}
	for _, f := range extractAll(t,
		inc("1", "Rhea Moss", "I'm IC."),
		inc("2", "Rhea Moss", "Handing IC to Ivo Lanz for the write-up. I'm driving back."),
		inc("3", "Ivo Lanz", "ok"),
		inc("4", "Ivo Lanz", "I'm running late, 10 min."),
		inc("5", "Rhea Moss", "Ivo, I'll run over with the keys.")) {
		if f.Kind == Owner && f.Doc != "1" && f.Doc != "2" {
			t.Errorf("doc %s: owner %s from %q", f.Doc, f.Person, f.Quote)
		}
		if f.Kind == Owner && f.Doc == "2" && f.Person != "Ivo Lanz" {
			t.Errorf("doc 2: owner %s from %q, want only Ivo Lanz", f.Person, f.Quote)
		}
	}
}
