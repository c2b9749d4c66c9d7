package facts

import "testing"

// Work given by an arrow in chat or notes: the head names the work, the person after the arrow
// takes it, and the line's next sentence goes on about the same work. Only a person is taken:
// a known name, an @-handle, an author's chat handle or "me"; a state, a day, a place or
// "nobody" after the arrow gives no one.
func TestWorkGivenByAnArrow(t *testing.T) {
	runWho(t, []whoCase{
		{"an author's chat handle, then the work's day", []Doc{
			chat("0", "kiln_mia", "morning all"),
			chat("1", "Tomasz Wierzba", "glaze order → kiln_mia. due 24th")},
			[]string{"owner glaze order kiln_mia", "due glaze order 2026-11-24"}, nil},
		{"an @-handle after a thanks", []Doc{
			chat("1", "Mia Fontaine", "ta. shelf 3 repaint -> @tomasz.w")},
			[]string{"owner shelf 3 repaint tomasz.w"}, nil},
		{"a known full name", []Doc{
			chat("0", "Wynn Abers", "hi"),
			chat("1", "Mia Fontaine", "Raffle prizes ➜ Wynn Abers")},
			[]string{"owner Raffle prizes Wynn Abers"}, nil},
		{"to me", []Doc{
			chat("1", "Mia Fontaine", "kiln rota → me")},
			[]string{"owner kiln rota Mia Fontaine"}, nil},
		{"a state change gives no one", []Doc{
			chat("1", "Mia Fontaine", "Status: Investigating → Monitoring")},
			nil, []string{"owner Status Monitoring", "owner Investigating Monitoring"}},
		{"nobody yet", []Doc{
			chat("1", "Mia Fontaine", "QC notes on the glaze test → nobody yet")},
			nil, []string{"owner QC notes on the glaze test nobody"}},
		{"a place or a system is no one", []Doc{
			chat("1", "Mia Fontaine", "hotfix build → Staging")},
			nil, []string{"owner hotfix build Staging"}},
		{"a day is no one", []Doc{
			chat("1", "Mia Fontaine", "open day → Saturday")},
			nil, []string{"owner open day Saturday"}},
	})
}
