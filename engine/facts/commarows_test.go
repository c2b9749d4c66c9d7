package facts

import "testing"

func TestCommaSeparatedRowsLedByTheirItem(t *testing.T) {
	pit := func(text string) []Doc {
		return []Doc{{ID: "1", Kind: "doc", Author: "Ida Brennan", At: at(18), Title: "Quarry 2 outage — snag list", Text: text}}
	}
	runWho(t, []whoCase{
		{"an initial and a surname own the row", pit("QRY-610, Screen deck bolts, K. Oduya-Marsh, 24/11, in progress\nQRY-611, Weighbridge recalibration, P. Lund, 25/11, not started"),
			[]string{"owner QRY-610 K. Oduya-Marsh", "status QRY-610 in_progress", "owner QRY-611 P. Lund", "status QRY-611 open"}, nil},
		{"a finished row's date is not due", pit("QRY-612, Lighting tower, Ana Silvestre, 10/11, done\nQRY-613, Crusher guard, Ana Silvestre, 28/11, in progress"),
			[]string{"status QRY-612 done", "due QRY-613 2026-11-28"}, []string{"due QRY-612 2026-11-10", "status QRY-612 in_progress"}},
		{"an empty owner and a wait", pit("QRY-614, Dust fan, —, —, waiting on parts (bearing from Leeds)\nQRY-615, Fence line, Ana Silvestre, 30/11, in progress"),
			[]string{"status QRY-614 blocked", "blocker QRY-614 parts"}, []string{"owner QRY-614 Ida Brennan"}},
		{"a lone line in prose with commas is not a row", pit("QRY-616, the screen deck, was looked at by Ana, Tom and me, no news yet."),
			nil, []string{"owner QRY-616 Ana"}},
	})
}
