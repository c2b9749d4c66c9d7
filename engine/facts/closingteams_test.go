package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// "Solved" is a helpdesk's word for done; closing another thing ("closing the laptop for
// today") closes no ticket, closing the ticket does.
func TestSolvedAndClosingOtherThings(t *testing.T) {
	at := time.Date(2026, 11, 18, 17, 30, 0, 0, time.UTC)
	doc := func(text string) []facts.Doc {
		return []facts.Doc{{ID: "d1", Kind: "ticket", Author: "Rohan McFarlane", At: at, Title: "#40917 IVR greeting still playing", Text: text}}
	}
	runFactProbes(t, []factProbe{
		{name: "'Solved.'", docs: doc("greeting swapped back. Solved."), want: []string{"status #40917 done"}},
		{name: "closing a laptop", docs: doc("still on it, closing the laptop for today, back at 8"), not: []string{"status #40917 done"}},
		{name: "closing the shutters", docs: doc("closed the shutters at 6, the greeting is still live"), not: []string{"status #40917 done"}},
		{name: "closing the ticket (control)", docs: doc("greeting swapped back, closing the ticket."), want: []string{"status #40917 done"}},
	})
}

// Work assigned to a team a record names ("Group: Telephony") and then taken by a person of it
// goes on from the team: no disagreement between the team and the person.
func TestTeamThenPersonIsNoContradiction(t *testing.T) {
	at := time.Date(2026, 11, 18, 13, 0, 0, 0, time.UTC)
	docs := []facts.Doc{
		{ID: "d1", Kind: "ticket", Author: "Helpdesk", At: at, Title: "#40917 IVR greeting still playing", Text: "Ticket #40917\nGroup: Telephony\nStatus: New"},
		{ID: "d2", Kind: "ticket", Author: "Kwame Ellis", At: at.Add(2 * time.Hour), Title: "#40917 IVR greeting still playing", Text: "Assigning to Telephony."},
		{ID: "d3", Kind: "ticket", Author: "Rohan McFarlane", At: at.Add(3 * time.Hour), Title: "#40917 IVR greeting still playing", Text: "I'll take it, on it now."},
	}
	runFacetProbes(t, []facetProbe{
		{name: "team, then a person", docs: docs, subject: "#40917", facet: facts.FacetOwner, current: "Rohan McFarlane"},
	})
}

// Two dates one message's prose gives one item disagree, as two messages' do: a correction, a
// digest's two speakers and another item's date read as this one's look the same as steps.
func TestOneMessagesTwoDatesDisagree(t *testing.T) {
	at := time.Date(2026, 11, 10, 8, 5, 0, 0, time.UTC)
	one := []facts.Doc{{ID: "d1", Kind: "mail", Author: "Aksel Thornquist", At: at, Title: "PNO-44 Re: restringing",
		Text: "The strings for PNO-44 are due on Thursday 19 November. PNO-44 should be back with you by 8 January."}}
	two := []facts.Doc{
		{ID: "d1", Kind: "mail", Author: "Aksel Thornquist", At: at, Title: "PNO-44 Re: restringing", Text: "PNO-44 should be back with you by 8 January."},
		{ID: "d2", Kind: "chat", Author: "Wilhelmina Brandt", At: at.Add(time.Hour), Title: "#workshop", Text: "PNO-44 is due 15 January on the board."},
	}
	runTimelineProbes(t, []timelineProbe{
		{name: "one message's prose", docs: one, subject: "PNO-44", contradicted: true},
		{name: "two messages", docs: two, subject: "PNO-44", contradicted: true},
	})
}

// A ticket's own due field is its word over a date its text gives in the same snapshot.
func TestARecordsFieldOverItsText(t *testing.T) {
	at := time.Date(2026, 11, 10, 8, 5, 0, 0, time.UTC)
	docs := []facts.Doc{{ID: "d1", Kind: "ticket", Author: "Jira", At: at, Title: "PNO-50 Tuner booking", Key: "PNO-50",
		Text: "Due: 20 Nov 2026\n\nDescription: PNO-50 is due 27 November on the old plan."}}
	runTimelineProbes(t, []timelineProbe{
		{name: "field over text", docs: docs, subject: "PNO-50", current: "2026-11-20"},
	})
}
