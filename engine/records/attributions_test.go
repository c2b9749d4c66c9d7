package records

import (
	"strings"
	"testing"
)

// Quoted text a reply carries without ">" under the attribution lines mail programs write in
// other forms ("Ana Ruiz wrote:", "Ana Ruiz <…> schrieb am …:", "Quoting Ana Ruiz <…>:", an
// "On … wrote:" wrapped onto two lines) is no one's; so is a forwarded message under a header
// block a forward opens with, no words of the forwarder above it. A teammate's own words under
// an attribution's quote with ">" stay theirs.
func TestMoreAttributionsQuote(t *testing.T) {
	team := teamOf(nil, []Chunk{{DocKind: "chat", Author: "Kim Park <kim@payco.example>"}}, nil)
	const kim, ana = "Kim Park <kim@payco.example>", "Ana Ruiz <ana@vendorco.example>"
	for _, tt := range []struct {
		name    string
		subject string
		body    string
		outside bool
	}{
		{name: "'… wrote:'", body: "Thanks, noted.\n\nAna Ruiz wrote:\nSRV-21 is done on our side.", outside: true},
		{name: "'… schrieb am …:'", body: "Danke.\n\nAna Ruiz <ana@vendorco.example> schrieb am Di., 17. Nov. 2026 um 09:00:\nSRV-21 is done on our side.", outside: true},
		{name: "'Quoting …:'", body: "ok\n\nQuoting Ana Ruiz <ana@vendorco.example>:\nSRV-21 is done on our side.", outside: true},
		{name: "a wrapped 'On … wrote:'", body: "ok\n\nOn Tue, 17 Nov 2026 at 09:00, Ana Ruiz <ana@vendorco.example>\nwrote:\nSRV-21 is done on our side.", outside: true},
		{name: "a forward opening with the forwarded header", subject: "FW: SRV-21", body: "From: " + ana + "\nSent: Tuesday, 17 November 2026 09:00\nTo: Support\nSubject: SRV-21\n\nSRV-21 is done on our side.", outside: true},
		{name: "the teammate's own words below a '>' quote (control)", body: "Ana Ruiz wrote:\n> Any news?\nSRV-21 is done on our side.", outside: false},
	} {
		subject := tt.subject
		if subject == "" {
			subject = "Re: SRV-21"
		}
		text, list := thread([2]string{kim, tt.body})
		text = replaceSubject(text, subject)
		c := Chunk{DocKind: "mail", Author: kim, Title: subject, Text: text, Messages: list}
		if got := team.Outside(c, -1, "SRV-21 is done on our side.", false); got != tt.outside {
			t.Errorf("%s: outside = %v, want %v", tt.name, got, tt.outside)
		}
	}
}

// replaceSubject writes subject into the import's header of a one-message thread.
func replaceSubject(text, subject string) string {
	return strings.Replace(text, "Subject: Re: the vault\n", "Subject: "+subject+"\n", 1)
}
