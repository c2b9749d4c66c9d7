package facts

import "testing"

// What a reply quotes or a forward copies is another person's words, however the mail client
// marks where they start: an attribution line in the sender's language, an "original message"
// or "forwarded" separator in any language, or Outlook's bare header block. Only what the
// author writes above it states facts.
func TestQuotedAndForwardedTextIsNotTheAuthors(t *testing.T) {
	vendor := "The boilers will ship on 24 November. I'll send the invoice by Friday."
	for _, tc := range []struct {
		name, title, text string
		want              []string
	}{
		{"an Outlook header block", "RE: Boilers BLR-31",
			"Tomasz, fine for us.\n\nFrom: Ewa Nowak <ewa@kotly.example>\nSent: Monday, November 16, 2026 4:10 PM\nTo: Tomasz Zielinski\nSubject: Boilers\n\n" + vendor, nil},
		{"a German attribution", "AW: Kessel BLR-32",
			"Danke, passt.\n\nAm 16.11.2026 um 16:10 schrieb Ewa Nowak <ewa@kotly.example>:\n" + vendor, nil},
		{"a Spanish attribution", "RV: Calderas BLR-33",
			"Ok.\n\nEl lun, 16 nov 2026 a las 16:10, Ewa Nowak (<ewa@kotly.example>) escribió:\n" + vendor, nil},
		{"a French attribution", "TR: Chaudières BLR-34",
			"Pour info.\n\nLe lun. 16 nov. 2026 à 16:10, Ewa Nowak <ewa@kotly.example> a écrit :\n" + vendor, nil},
		{"a German forward separator", "WG: Kessel BLR-35",
			"Marek, see below. I'll book the crane by Thursday.\n\n-------- Weitergeleitete Nachricht --------\nVon: Ewa Nowak\nBetreff: Kessel\n\n" + vendor,
			[]string{"commitment BLR-35 Tomasz Zielinski"}},
		{"a Notes forward separator", "Fwd: Boilers BLR-36",
			"FYI.\n\n----- Forwarded by Ewa Nowak on 16.11.2026 16:10 -----\n" + vendor, nil},
		{"a Norwegian header block", "SV: Kjeler BLR-37",
			"Takk.\n\nFra: Ewa Nowak <ewa@kotly.example>\nSendt: 16. november 2026 16:10\nTil: Tomasz Zielinski\nEmne: Kjeler\n\n" + vendor, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			docs := []Doc{{ID: "m", Kind: "mail", Author: "Tomasz Zielinski <tomasz@x.example>", At: at(17), Title: tc.title, Text: tc.text}}
			got := show(extractAll(t, docs...))
			for _, f := range got {
				if f == "due "+tc.title[len(tc.title)-6:]+" 2026-11-24" || f == "due "+tc.title[len(tc.title)-6:]+" 2026-11-20" {
					t.Errorf("took %q from the quoted text; got %q", f, got)
				}
			}
			checkFacts(t, docs, tc.want, []string{"commitment " + tc.title[len(tc.title)-6:] + " Ewa Nowak"})
		})
	}
}

// A line of the author's own that says what someone wrote without a date or an address
// ("As Ewa wrote:") opens no quote: the author goes on.
func TestAnAsideAboutWhatSomeoneWroteIsNoQuote(t *testing.T) {
	checkFacts(t, []Doc{{ID: "m", Kind: "mail", Author: "Tomasz Zielinski <tomasz@x.example>", At: at(17), Title: "Boilers BLR-38",
		Text: "Hi Marek,\n\nas Ewa wrote:\nthe boilers are due on 24 November.\n\nTomasz"}},
		[]string{"due BLR-38 2026-11-24"}, nil)
}
