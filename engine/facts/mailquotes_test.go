package facts

import "testing"

// What a reply or forward quotes is its author's, in every syntax mail clients write: Outlook's
// header block after a rule, in English, French and Dutch; German, Portuguese and Italian
// attributions; Thunderbird's forward separator. The replier's own words on top are theirs, and
// so is a reply written inline between quoted lines.
func TestQuotedAndForwardedTextInClientSyntaxes(t *testing.T) {
	runWho(t, []whoCase{
		{"an Outlook block after a rule", []Doc{mail("Tobias Renn", "RE: FRY-404", "Agreed, go ahead.\n\n________________________________\nFrom: Ilse Varga <ilse@x.example>\nSent: Monday, 16 November 2026 09:12\nTo: Tobias Renn\nSubject: FRY-404\n\nI'll ship FRY-404 by Friday.")},
			nil, []string{"commitment FRY-404 Tobias Renn", "due FRY-404 2026-11-20"}},
		{"a German attribution", []Doc{mail("Tobias Renn", "AW: FRY-405", "Passt.\n\nAm 16.11.2026 um 09:12 schrieb Ilse Varga <ilse@x.example>:\nI'll ship FRY-405 by Friday.")},
			nil, []string{"commitment FRY-405 Tobias Renn", "due FRY-405 2026-11-20"}},
		{"a French Outlook block", []Doc{mail("Tobias Renn", "RE: FRY-406", "OK pour moi.\n\nDe : Ilse Varga <ilse@x.example>\nEnvoyé : lundi 16 novembre 2026 09:12\nÀ : Tobias Renn\nObjet : FRY-406\n\nI'll ship FRY-406 by Friday.")},
			nil, []string{"commitment FRY-406 Tobias Renn", "due FRY-406 2026-11-20"}},
		{"a Dutch Outlook block", []Doc{mail("Tobias Renn", "RE: FRY-407", "Akkoord.\n\nVan: Ilse Varga <ilse@x.example>\nVerzonden: maandag 16 november 2026 09:12\nAan: Tobias Renn\nOnderwerp: FRY-407\n\nI'll ship FRY-407 by Friday.")},
			nil, []string{"commitment FRY-407 Tobias Renn", "due FRY-407 2026-11-20"}},
		{"a Thunderbird forward under the forwarder's own words", []Doc{mail("Tobias Renn", "Fwd: FRY-408", "FYI, see below. I'll own FRY-408 from here.\n\n-------- Forwarded Message --------\nSubject: FRY-408\nDate: Mon, 16 Nov 2026 09:12\nFrom: Ilse Varga <ilse@x.example>\n\nI'll ship FRY-408 by Friday.")},
			[]string{"owner FRY-408 Tobias Renn"}, []string{"due FRY-408 2026-11-20"}},
		{"a Portuguese attribution", []Doc{mail("Tobias Renn", "Re: FRY-410", "Ok.\n\nEm seg., 16 de nov. de 2026 às 09:12, Ilse Varga <ilse@x.example> escreveu:\nI'll ship FRY-410 by Friday.")},
			nil, []string{"due FRY-410 2026-11-20"}},
		{"an Italian attribution", []Doc{mail("Tobias Renn", "Re: FRY-411", "Ok.\n\nIl giorno lun 16 nov 2026 alle ore 09:12 Ilse Varga <ilse@x.example> ha scritto:\nI'll ship FRY-411 by Friday.")},
			nil, []string{"due FRY-411 2026-11-20"}},
		{"an inline reply between nested quoted lines", []Doc{mail("Tobias Renn", "Re: FRY-409", "> > I'll ship FRY-409 by Friday.\n> Can you confirm?\nConfirmed, FRY-409 ships by 27 November.")},
			[]string{"due FRY-409 2026-11-27"}, []string{"due FRY-409 2026-11-20"}},
		{"inline replies after an attribution", []Doc{mail("Tobias Renn", "Re: FRY-414", "On 16 Nov 2026, Ilse Varga wrote:\n> Will FRY-414 make Friday?\nNo, FRY-414 moves to 4 December.\n> And FRY-415?\nFRY-415 is done.")},
			[]string{"due FRY-414 2026-12-04", "status FRY-415 done"}, nil},
		{"a forwarded block stays quoted to its end", []Doc{mail("Tobias Renn", "Fwd: FRY-416", "See below.\n\n---------- Forwarded message ---------\nFrom: Ilse Varga <ilse@x.example>\n\n> earlier note\nI'll ship FRY-416 by Friday.")},
			nil, []string{"due FRY-416 2026-11-20"}},
	})
}
