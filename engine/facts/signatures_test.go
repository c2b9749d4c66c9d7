package facts

import "testing"

// A signature block, a mobile footer, a leave line and a legal footer state no fact about the
// work: not the names, titles, dates or numbers they hold.
func TestSignaturesStateNoWork(t *testing.T) {
	m := func(text string) []Doc {
		return []Doc{{ID: "1", Kind: "mail", Author: "Ines Vaz", At: at(2), Title: "RFW-200 gutters", Text: text}}
	}
	runWho(t, []whoCase{
		{"sign-offs in other languages", m("Hola Dana,\n\nRFW-200 is done.\n\nSaludos cordiales,\nInes Vaz\nJefa de obra | Tel. +34 612 345 678\nEntrega prevista 15/12 para otros pedidos"),
			[]string{"status RFW-200 done"}, []string{"due RFW-200 2026-12-15"}},
		{"German sign-off and title", m("Hallo Dana,\n\nRFW-200 is done.\n\nMit freundlichen Grüßen\nInes Vaz\nProjektleiterin, fällig am 20.12. ist nichts\nMobil: +49 151 2345 6789"),
			[]string{"status RFW-200 done"}, []string{"due RFW-200 2026-12-20"}},
		{"a -- delimiter before the block", m("Dana, RFW-200 is blocked on the council permit.\n\n--\nInes Vaz · Site Lead\nOOO until 3 Jan\n+44 20 7946 0123"),
			[]string{"status RFW-200 blocked"}, []string{"due RFW-200 2027-01-03", "owner RFW-200 Site Lead"}},
		{"a mobile footer", m("RFW-200 done, invoice to follow.\n\nEnviado desde mi iPhone"),
			[]string{"status RFW-200 done"}, nil},
		{"a leave line is the author's absence, not a deadline", m("Hi Dana,\n\nPlease find the survey attached.\nI'm on leave 20/12–6/1; Rui Matos covers RFW-200 meanwhile.\n\nCheers\nInes"),
			nil, []string{"due RFW-200 2026-12-20", "due RFW-200 2027-01-06", "owner RFW-200 Dana"}},
		{"an out-of-office line at the top", m("Out of office until 5 January. For urgent matters contact Rui Matos.\n\nRFW-200 — parts arrive Friday."),
			nil, []string{"due RFW-200 2027-01-05", "owner RFW-200 Rui Matos", "request RFW-200 Ines Vaz"}},
		{"a confidentiality notice with a date", m("RFW-200 is in progress; I'll send the photos by Friday.\n\nInes\n\nCONFIDENTIALITY NOTICE: This e-mail and any attachments are confidential. Registered in England No. 0765432, effective 1 January 2027. If you received it in error, please notify the sender by 31 December."),
			[]string{"status RFW-200 in_progress"}, []string{"due RFW-200 2027-01-01", "due RFW-200 2026-12-31", "request RFW-200 Ines Vaz"}},
		{"a sign-off in a ticket comment mailed in", []Doc{{ID: "1", Kind: "ticket", Author: "Ines Vaz", At: at(2), Title: "Gutters", Key: "RFW-201",
			Text: "Survey booked with the council for Thursday.\n\nVielen Dank und viele Grüße\nInes Vaz | Bauleitung\nAb 21.12. im Urlaub, zurück am 7.1.\nTel. 030 1234567"}},
			nil, []string{"due RFW-201 2026-12-21", "due RFW-201 2027-01-07"}},
		{"a signature block after a bare name line", m("RFW-200: Rui Matos owns the rework now.\n\nInes Vaz\nSite Lead, Northgate Roofing Ltd\nM +44 7700 900123 | Out of office 24 Dec - 2 Jan\nDeadline for Q1 bookings: 15 January"),
			[]string{"owner RFW-200 Rui Matos"}, []string{"due RFW-200 2027-01-15", "due RFW-200 2026-12-24"}},
		{"a sign-off word of another language opens the block", m("Dana, RFW-200 is done.\n\nPozdrawiam\nInes Vaz\nKierownik budowy\nDeadline: 15 January for all Q1 bookings\nUrlop: 21.12–6.01"),
			[]string{"status RFW-200 done"}, []string{"due RFW-200 2027-01-15", "due RFW-200 2026-12-21"}},
		{"the author's name alone after the body opens the block", m("RFW-200 is in progress.\n\nInes Vaz\nSite Lead | Northgate Roofing\nDue to the holidays our office is closed until 4 January.\nStatus: accredited contractor since 2004"),
			[]string{"status RFW-200 in_progress"}, []string{"due RFW-200 2027-01-04", "status RFW-200 open", "status RFW-200 done"}},
		{"a mobile footer in another language", m("RFW-200 in progress, photos tonight.\n\nVon meinem iPhone gesendet\nTermin: 9. Dezember"),
			[]string{"status RFW-200 in_progress"}, []string{"due RFW-200 2026-12-09"}},
	})
}
