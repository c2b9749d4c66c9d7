package facts

import "testing"

// A round of updates written under each person's name on a line of its own: the paragraph
// under a name is that person's, "I" in it is them and the work items it reports on theirs.
// Headings above paragraphs that speak as no one are left as they are.
func TestNameLineParagraphs(t *testing.T) {
	checkin := Doc{ID: "d1", Kind: "doc", Author: "Checkin Bot", At: at(10), Title: "Weekly check-in",
		Text: "What did you get done this week?\n\nWilhelmina Osterby\nShipped BRK-31 to the pilot farms. I'll pick up BRK-40 on Monday.\n\n" +
			"Tadeusz Okafor-Lund\nBRK-38 still in review, waiting on the vet's sign-off.\n"}
	checkFacts(t, []Doc{checkin},
		[]string{"owner BRK-31 Wilhelmina Osterby", "owner BRK-38 Tadeusz Okafor-Lund", "status BRK-38 blocked"},
		[]string{"owner BRK-31 Checkin Bot", "owner BRK-38 Wilhelmina Osterby"})

	// One name above one paragraph may as well be a heading: nothing is attributed.
	single := Doc{ID: "d2", Kind: "doc", Author: "Checkin Bot", At: at(10), Title: "Weekly check-in",
		Text: "Wilhelmina Osterby\nShipped BRK-31 to the pilot farms.\n"}
	checkFacts(t, []Doc{single}, nil, []string{"owner BRK-31 Wilhelmina Osterby"})

	// Headings of capitalised words over paragraphs that speak as no one name no speakers.
	plan := Doc{ID: "d3", Kind: "doc", Author: "Site Office", At: at(10), Title: "Works plan",
		Text: "Phase One\nBRK-50 slab pour, in progress.\n\nPhase Two\nBRK-51 roof trusses, not started.\n"}
	checkFacts(t, []Doc{plan}, []string{"status BRK-50 in_progress"}, []string{"owner BRK-50 Phase One", "owner BRK-51 Phase Two"})
}

// In a chat, a message's second line is its sender's, as its first: "noted" then "I'll take
// BRK-60 …" on the next line of the same message.
func TestAChatMessagesNextLineIsItsSenders(t *testing.T) {
	chat := Doc{ID: "d1", Kind: "chat", Author: "Gus Guest", At: at(10), Title: "#payments",
		Text: "Gus Guest: BRK-60 keeps timing out for us\nWilhelmina Osterby: noted\nI'll take BRK-60 and finish it by Friday."}
	checkFacts(t, []Doc{chat}, []string{"owner BRK-60 Wilhelmina Osterby"}, []string{"owner BRK-60 Gus Guest"})
}
