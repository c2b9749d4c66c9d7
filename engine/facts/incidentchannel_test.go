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
