package facts

import "testing"

// A request to do an errand on a thing, with no work item in view, is about that thing; the one
// asked takes it on by agreeing. A question asking who will do a thing, with a modal or a
// pidgin aspect, asks about the thing.
func TestErrandRequestsNameTheirThing(t *testing.T) {
	chat := func(text string) []Doc {
		return []Doc{{ID: "w1", Kind: "chat", Author: "Fionnlagh Rennie-Oduya", At: at(6), Title: "Glenbrae Bothy WhatsApp — Crew", Text: text}}
	}
	checkFacts(t, chat("Fionnlagh Rennie-Oduya: @Catriona can ye get the stove flue brushes ordered, the auld ones are done\nCatriona Mhic-Aonghais: aye will do"),
		[]string{"request the stove flue brushes Fionnlagh Rennie-Oduya", "owner the stove flue brushes Catriona Mhic-Aonghais"},
		[]string{"request Glenbrae Bothy WhatsApp — Crew Fionnlagh Rennie-Oduya"})
	checkFacts(t, chat("Fionnlagh Rennie-Oduya: who dey handle the woodshed roof repair?"),
		[]string{"request the woodshed roof repair Fionnlagh Rennie-Oduya"}, nil)
	checkFacts(t, chat("Fionnlagh Rennie-Oduya: who can collect the hired trailer from Dalmally?"),
		[]string{"request the hired trailer Fionnlagh Rennie-Oduya"}, nil)
	// Agreeing to nothing asked, or someone else agreeing, owns nothing.
	checkFacts(t, chat("Fionnlagh Rennie-Oduya: @Catriona can ye get the stove flue brushes ordered\nEwan Tulloch-Baptiste: aye will do"),
		nil, []string{"owner the stove flue brushes Ewan Tulloch-Baptiste"})
	// A work item in view stays the request's subject.
	checkFacts(t, chat("Fionnlagh Rennie-Oduya: BOTHY-12 is the flue. @Catriona can ye get the stove flue brushes ordered?"),
		nil, []string{"request the stove flue brushes Fionnlagh Rennie-Oduya"})
}

// A number's point or comma is no end of the thing a question asks about: "the 2.4 firmware
// rollout", not "the 2".
func TestAskedThingKeepsItsNumbers(t *testing.T) {
	checkFacts(t, []Doc{{ID: "w2", Kind: "chat", Author: "Fionnlagh Rennie-Oduya", At: at(6), Title: "Glenbrae Bothy Discord — #dev",
		Text: "Fionnlagh Rennie-Oduya: who's doing the 2.4 firmware rollout? need it before the open day"}},
		[]string{"request the 2.4 firmware rollout Fionnlagh Rennie-Oduya"}, []string{"request the 2 Fionnlagh Rennie-Oduya"})
}
