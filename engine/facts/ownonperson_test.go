package facts_test

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// Ownership as teams also write it: work "on" a person the case knows ("BRW-12 is on Dauren
// now"), an owning role with "on"/"of" ("Owner on this is Oskar"), "I'm coordinating", and
// learners' "I follow BRW-12" for handling it. Not: work on a tool, a day or a person's
// something, a tracker's watching ("I'm following"), a chase ("I follow up on").
func TestOwnersOnPeople(t *testing.T) {
	at := time.Date(2026, 11, 23, 9, 40, 0, 0, time.UTC)
	thread := func(text string) []facts.Doc {
		return []facts.Doc{
			{ID: "d1", Kind: "chat", Author: "Ruaridh Bannerman", At: at, Title: "BRW-12 boiler descale", Text: text},
			{ID: "d2", Kind: "chat", Author: "Dauren Sadykov", At: at.Add(time.Minute), Title: "BRW-12 boiler descale", Text: "ok"},
		}
	}
	runFactProbes(t, []factProbe{
		{name: "key on a known person", docs: thread("BRW-12 is on Dauren now, he has the chemicals."), want: []string{"owner BRW-12 Dauren Sadykov"}},
		{name: "key on a tool", docs: thread("BRW-12 is on Teams if you want the photos."), not: []string{"owner BRW-12*"}},
		{name: "it on a weekday", docs: thread("BRW-12: it's on Monday, 8am."), not: []string{"owner BRW-12*"}},
		{name: "owner 'on this'", docs: thread("Owner on this is Oskar Tiwari-Lund, he's running the contractors."), want: []string{"owner BRW-12 Oskar Tiwari-Lund"}},
		{name: "'I'm coordinating'", docs: thread("BRW-12: I'm coordinating, the crew arrives at 7."), want: []string{"owner BRW-12 Ruaridh Bannerman"}},
		{name: "learners' 'I follow'", docs: thread("Good morning, from today I follow BRW-12."), want: []string{"owner BRW-12 Ruaridh Bannerman"}},
		{name: "'I'm following' is watching", docs: thread("I'm following BRW-12, ping me if it slips."), not: []string{"owner BRW-12 Ruaridh Bannerman"}},
		{name: "'I follow up on' is a chase", docs: thread("I follow up on BRW-12 with the supplier tomorrow."), not: []string{"owner BRW-12 Ruaridh Bannerman"}},
	})
}

// Owners as service mail and managers write them: "I've taken your ticket", "I'm putting Jory
// on it", "our developer, Oksana, who is on it now"; not a day put on it, not "who is on leave".
func TestOwnersTakenPutAndWhoIsOn(t *testing.T) {
	at := time.Date(2026, 9, 22, 9, 0, 0, 0, time.UTC)
	doc := func(text string) []facts.Doc {
		return []facts.Doc{{ID: "d1", Kind: "mail", Author: "Santiago Perrault", At: at, Title: "#30981 Plot map not loading", Text: text}}
	}
	runFactProbes(t, []factProbe{
		{name: "I've taken your ticket", docs: doc("Hi Beryl, sorry for the silence. I've taken your ticket."), want: []string{"owner #30981 Santiago Perrault"}},
		{name: "putting a person on it", docs: doc("Long story short: I'm putting Jory on it."), want: []string{"owner #30981 Jory"}, not: []string{"owner Long story short*"}},
		{name: "a relative clause", docs: doc("The map bug is with our developer, Oksana, who is on it now."), want: []string{"owner #30981 Oksana"}},
		{name: "a day put on it", docs: doc("We're putting Monday on it as the go-live."), not: []string{"owner #30981 Monday"}},
		{name: "who is on leave", docs: doc("Ask Oksana, who is on leave until Friday."), not: []string{"owner #30981 Oksana"}},
	})
}

// Ownership said as a responsibility ("is now my responsibility", "Responsible for this object
// is me"), learners' present for a role held ("I coordinate."), and a field of two names one of
// which is the owner's ("Author / DRI:").
func TestOwnersAsResponsibilities(t *testing.T) {
	at := time.Date(2026, 10, 23, 6, 0, 0, 0, time.UTC)
	doc := func(kind, text string) []facts.Doc {
		return []facts.Doc{{ID: "d1", Kind: kind, Author: "Tang Zhenyu", At: at, Title: "QTU-2350 Remote ID broadcast", Text: text}}
	}
	runFactProbes(t, []factProbe{
		{name: "now my responsibility", docs: doc("mail", "Dear Li, QTU-2350 is now my responsibility."), want: []string{"owner QTU-2350 Tang Zhenyu"}},
		{name: "responsible ... is me", docs: doc("mail", "Responsible for this object is me, please write to me directly."), want: []string{"owner QTU-2350 Tang Zhenyu"}},
		{name: "I coordinate.", docs: doc("chat", "QTU-2350 broadcast tests: I coordinate."), want: []string{"owner QTU-2350 Tang Zhenyu"}},
		{name: "Author / DRI field", docs: doc("doc", "Author / DRI: Lü Jiahui\nStatus: In review"), want: []string{"owner QTU-2350 Lü Jiahui"}},
		{name: "your responsibility is no claim of mine", docs: doc("mail", "Please note QTU-2350 is your responsibility from Monday."), not: []string{"owner QTU-2350 Tang Zhenyu"}},
	})
}
