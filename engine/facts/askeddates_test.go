package facts

import (
	"fmt"
	"testing"
)

// The work wanted back by a date has that date ("we'd like it back by 30 October"), unlike
// another thing needed by it; a date the one doing the work asks for ("Could I have until 20
// November?") and the other side agrees ("20 November is fine") re-plans the work: a slip,
// not two dates that disagree.
func TestDatesWantedAskedAndAgreed(t *testing.T) {
	on := func(d Doc, day int) Doc { d.ID, d.At = fmt.Sprint(day), at(day); return d }
	runWho(t, []whoCase{
		{"the work wanted back by a date", []Doc{mail("Wil Ashby <wil@hollin.example>", "Batch 7",
			"Dear Bart,\n\nBatch 7 (HHA-102) is yours; we'd like it back by 30 November so it makes the upload.\n\nWil")},
			[]string{"due HHA-102 2026-11-30"}, nil},
		{"another thing needed by a date", []Doc{mail("Wil Ashby <wil@hollin.example>", "Batch 8",
			"Dear Bart,\n\nFor HHA-103 we need the signed release form by 30 November.\n\nWil")},
			nil, []string{"due HHA-103 2026-11-30"}},
		{"a later date asked for and agreed", []Doc{
			on(mail("Wil Ashby <wil@hollin.example>", "Batch 9", "Dear Bart,\n\nBatch 9 (HHA-104) is yours; we'd like it back by 30 November.\n\nWil"), 2),
			on(mail("Bart Quayle <bq@fellside.example>", "RE: Batch 9", "Dear Wil,\n\nI'm at page 250. Could I have until 14 December?\n\nBart"), 20),
			on(mail("Wil Ashby <wil@hollin.example>", "RE: RE: Batch 9", "Dear Bart,\n\n14 December is fine, the upload can wait.\n\nWil"), 21)},
			[]string{"slip HHA-104 2026-11-30->2026-12-14", "due HHA-104 2026-12-14"}, nil},
		{"a date asked for and refused", []Doc{
			on(mail("Karim Haddad <karim@souk.example>", "SAF-0931", "Reza, for SAF-0931 please deliver by 16 December.\n\nKarim"), 2),
			on(mail("Karim Haddad <karim@souk.example>", "RE: SAF-0931", "Can you make it the 14th? We have the stall from the 15th."), 3),
			on(mail("Reza Tavakkoli <reza@saffron.example>", "RE: SAF-0931", "14th is difficult, the truck goes only Wednesday. 16 December stays."), 3)},
			nil, []string{"slip SAF-0931 2026-12-16->2026-12-14", "due SAF-0931 2026-12-14"}},
	})
}
