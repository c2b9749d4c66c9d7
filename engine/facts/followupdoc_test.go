package facts

import "testing"

// A due date whose clause speaks of a follow-up document of the work (a postmortem, an RCA, a
// write-up, "writing it up") is the document's, a thing of its own: the incident itself may
// be long resolved.
func TestFollowUpDocumentHasItsOwnDate(t *testing.T) {
	checkFacts(t, []Doc{{ID: "a", Kind: "chat", Author: "Ana Ruiz", At: at(16), Text: "INC-88 is resolved, pumps back on mains. Postmortem draft by Friday."}},
		[]string{"due the INC-88 postmortem 2026-11-20"}, []string{"due INC-88 2026-11-20"})
	checkFacts(t, []Doc{{ID: "b", Kind: "chat", Author: "Ana Ruiz", At: at(16), Text: "INC-89 closed. Ana is writing it up for the steering group by Thursday."}},
		[]string{"due the INC-89 write-up 2026-11-19"}, []string{"due INC-89 2026-11-19"})
}
