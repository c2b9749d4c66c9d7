package facts

import "testing"

// "Who's booking X?" asks about X, whatever work item the channel names later; the next line
// by someone else taking "it" in the first person takes X, and a line after that does not.
func TestWhoAskedThingAndTheReply(t *testing.T) {
	chat := Doc{ID: "d1", Kind: "chat", Author: "Ines Varga", At: at(10), Title: "#away-days",
		Text: "Ines Varga: who's booking the coach for the Carlisle match?\n" +
			"Tomas Riedl: I'll book it tomorrow\n" +
			"Ines Varga: thanks. Kit bag list is in TRV-12\n" +
			"Oona Falk: I'll check it tonight"}
	checkFacts(t, []Doc{chat},
		[]string{"request the coach Ines Varga", "commitment the coach Tomas Riedl"},
		[]string{"request TRV-12 Ines Varga", "commitment TRV-12 Tomas Riedl", "commitment the coach Oona Falk"})
}
