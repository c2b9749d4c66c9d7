package facts

import "testing"

// A team chat message that only names a thing and asks ("kiln rota?") asks after it; another
// person who answers "mine" (an emoji may close the claim) takes it, by the day the answer
// names. A question word, a person or a day asked about is no thing; an answer that is a
// condition ("mine, but not before mon") sets no deadline; "me too" takes nothing.
func TestABareThingAskedInChatFindsItsOwner(t *testing.T) {
	runWho(t, []whoCase{
		{"a thing asked, mine with an emoji and a day", []Doc{
			chat("1", "Mia Fontaine", "kiln rota?"),
			chat("2", "Tomasz Wierzba", "mine 🙋 thu")},
			[]string{"owner kiln rota Tomasz Wierzba", "due kiln rota 2026-11-19"}, nil},
		{"a thing asked twice over, me and a day", []Doc{
			chat("1", "Ama Owusu", "glaze order for the open day??"),
			chat("2", "Kofi Mensah", "me. fri")},
			[]string{"owner glaze order for the open day Kofi Mensah"}, nil},
		{"a day that is a condition is no deadline", []Doc{
			chat("1", "Mia Fontaine", "kiln rota?"),
			chat("2", "Tomasz Wierzba", "mine, but not before mon")},
			[]string{"owner kiln rota Tomasz Wierzba"}, []string{"due kiln rota 2026-11-23"}},
		{"me too takes nothing", []Doc{
			chat("1", "Mia Fontaine", "kiln rota?"),
			chat("2", "Tomasz Wierzba", "me too 🙃")},
			nil, []string{"owner kiln rota Tomasz Wierzba"}},
		{"a question word is no thing", []Doc{
			chat("1", "Mia Fontaine", "why?"),
			chat("2", "Tomasz Wierzba", "mine 🙋")},
			nil, []string{"owner why Tomasz Wierzba"}},
		{"a day asked about is no thing", []Doc{
			chat("1", "Mia Fontaine", "friday?"),
			chat("2", "Tomasz Wierzba", "mine")},
			nil, []string{"owner friday Tomasz Wierzba"}},
		{"a longer message is no bare thing", []Doc{
			chat("1", "Mia Fontaine", "did anyone see the kiln rota? it was on the board"),
			chat("2", "Tomasz Wierzba", "mine 🙋")},
			nil, []string{"owner kiln rota Tomasz Wierzba"}},
	})
}
