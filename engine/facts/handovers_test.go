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
