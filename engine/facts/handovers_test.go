package facts

import "testing"

// A handover names its person whole, a double-barrelled surname too.
func TestAHandoverToADoubleBarrelledName(t *testing.T) {
	runWho(t, []whoCase{
		{"handing to a hyphenated surname", []Doc{chat("1", "Rhea Moss", "Handing BRK-79 to Wiebke Hansen-Ortiz for the night shift.")},
			[]string{"owner BRK-79 Wiebke Hansen-Ortiz"}, []string{"owner BRK-79 Wiebke Hansen"}},
		{"left with a hyphenated surname", []Doc{chat("1", "Rhea Moss", "Leaving BRK-80 with Wiebke Hansen-Ortiz until Monday.")},
			[]string{"owner BRK-80 Wiebke Hansen-Ortiz"}, nil},
	})
}

// Ownership in the words of writers of many Englishes: someone "is responsible for", "is
// attending to", "takes care of" the work or "takes it"; the item put first and then the
// writer's own claim ("BFP-219 I take now").
func TestOwnershipInOtherWords(t *testing.T) {
	runWho(t, []whoCase{
		{"responsible for", []Doc{chat("1", "Gulnora Azimova", "Bobur Rahimov is responsible for the customs papers (BFP-300).")},
			[]string{"owner BFP-300 Bobur Rahimov"}, nil},
		{"attending to this", []Doc{chat("1", "Chaminda Perera", "BFP-301: Nuwan Silva is attending to this.")},
			[]string{"owner BFP-301 Nuwan Silva"}, nil},
		{"takes it", []Doc{chat("1", "Ioana Pop", "BFP-302 we can make until 22.10, Mihaela Radu takes it.")},
			[]string{"owner BFP-302 Mihaela Radu"}, nil},
		{"the item first, then the writer's claim", []Doc{chat("1", "Erion Dervishaj", "BFP-219 I take now, Thursday I show you.")},
			[]string{"owner BFP-219 Erion Dervishaj"}, nil},
		{"the item first, then no claim", []Doc{chat("1", "Erion Dervishaj", "BFP-220 I take to be the harder one. BFP-221 I do not know.")},
			nil, []string{"owner BFP-220 Erion Dervishaj", "owner BFP-221 Erion Dervishaj"}},
		{"responsible for a fault is no owner of the work", []Doc{chat("1", "Ioana Pop", "BFP-222: nobody is responsible for the crash, it was the firmware.")},
			nil, []string{"owner BFP-222 nobody"}},
	})
}
