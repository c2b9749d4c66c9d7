package facts

import "testing"

// A reply that moves a date the quoted mail gave replaces that date: the slip's old date comes
// from the quote. The attribution line's date, a date the quote says of other work and a
// quoted date nothing cues as a deadline are not it, and the quote itself states no due.
func TestSlipOldDateFromTheQuote(t *testing.T) {
	for _, tc := range []struct {
		name      string
		doc       Doc
		want, not []string
	}{
		{"a top-posted reply moves the quoted date",
			Doc{ID: "q1", Kind: "mail", Author: "Petra Lindqvist <petra@fjordhus.example>", At: at(3), Title: "Re: HAV-318 brochure reprint",
				Text: "Fine, but the paper stock only arrives on the 18th. So HAV-318 is now the 20th; I'll confirm when it ships.\n\n> On 1 Nov, Oskar Brandt wrote:\n> Could the reprint be ready by 12 November?"},
			[]string{"slip HAV-318 2026-11-12->2026-11-20", "due HAV-318 2026-11-20"},
			[]string{"slip HAV-318 2026-11-01->2026-11-20", "due HAV-318 2026-11-12"}},
		{"a date the quote gives other work",
			Doc{ID: "q2", Kind: "mail", Author: "Petra Lindqvist <petra@fjordhus.example>", At: at(3), Title: "Re: HAV-319 and HAV-320",
				Text: "HAV-319 is now the 20th.\n\n> HAV-320 needs to be done by 12 November."},
			nil, []string{"slip HAV-319 2026-11-12->2026-11-20"}},
		{"a quoted meeting day is no deadline",
			Doc{ID: "q3", Kind: "mail", Author: "Petra Lindqvist <petra@fjordhus.example>", At: at(3), Title: "Re: HAV-321 signage",
				Text: "Agreed, HAV-321 is now the 20th.\n\n> We talked it through on 12 November."},
			nil, []string{"slip HAV-321 2026-11-12->2026-11-20"}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFacts(t, []Doc{tc.doc}, tc.want, tc.not) })
	}
}
