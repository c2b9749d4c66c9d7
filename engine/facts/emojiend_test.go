package facts

import "testing"

// A chat's emoji between two sentences ends the first: what follows is a sentence of its own,
// with its own subject; an emoji that opens a line still leads it.
func TestAnEmojiEndsAChatSentence(t *testing.T) {
	runWho(t, []whoCase{
		{"a handover after an emoji", []Doc{chat("1", "Tormod MacIver", "off from Weds, paternity 🎉 SGD-19 to @kenna.yule, handover doc in drive."),
			chat("2", "Kenna Yule", "got it")},
			[]string{"owner SGD-19 Kenna Yule"}, nil},
		{"a tick ends its own sentence, not the next item's", []Doc{chat("1", "Itzel Ruiz", "Lote 14 bottled ✅ the US labels (PTC-208) still waiting on the TTB approval.")},
			[]string{"status PTC-208 blocked"}, []string{"status PTC-208 done"}},
		{"an emoji opening a line leads it", []Doc{chat("1", "Priscilla Oyama", "standup\n✅ LIMS-310 sample importer, shipped to prod last night\n🛑 LIMS-315 printer integration, can't do anything till IT gets us a Zebra")},
			[]string{"status LIMS-310 done", "status LIMS-315 blocked"}, nil},
	})
}
