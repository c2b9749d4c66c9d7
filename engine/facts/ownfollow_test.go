package facts

import "testing"

// Owners named the way service mail names them: an order "followed by" a colleague (learners'
// English for handled), someone "looking after" an order from here. Something followed by a
// talk or a meal names no owner.
func TestOwnerFollowingOrLookingAfter(t *testing.T) {
	checkFacts(t, []Doc{{ID: "a", Kind: "mail", Author: "Wei Chen <wei@lotus-mfg.example>", At: at(2), Title: "Order PO-3381",
		Text: "Dear Mr. Bauer,\n\nFrom next week your order PO-3381 will be followed by my colleague Li Mingyu, please write to her directly.\n\nBest regards\nWei Chen"}},
		[]string{"owner PO-3381 Li Mingyu"}, nil)
	checkFacts(t, []Doc{{ID: "b", Kind: "mail", Author: "Priya Nair <priya@teaandco.example>", At: at(2), Title: "Your hamper order HMP-77",
		Text: "Hi Sam,\n\nThanks for your patience. Jonah Reyes is looking after your order HMP-77 from here.\n\nPriya"}},
		[]string{"owner HMP-77 Jonah Reyes"}, nil)
	checkFacts(t, []Doc{{ID: "c", Kind: "doc", Author: "Priya Nair", At: at(2), Title: "EVT-12 Offsite agenda",
		Text: "The EVT-12 welcome is followed by Lunch Break and a walk."}},
		nil, []string{"owner EVT-12 Lunch Break"})
}

// Work that "moves from Matthias to Stefan" goes to Stefan; work "moved to Sat 19 Dec" goes to
// no one.
func TestWorkMovesFromOneToAnother(t *testing.T) {
	checkFacts(t, []Doc{{ID: "a", Kind: "doc", Author: "Lena Vogt", At: at(2), Title: "Huddle notes",
		Text: "- RFT-31 moves from Ingrid to Paolo, who knows the supplier."}},
		[]string{"owner RFT-31 Paolo"}, nil)
	checkFacts(t, []Doc{{ID: "b", Kind: "mail", Author: "Lena Vogt", At: at(2), Title: "RFT-32 database upgrade",
		Text: "The RFT-32 database upgrade has been moved to Sat 19 Dec, 20:00 CET."}},
		nil, []string{"owner RFT-32 Sat"})
}
