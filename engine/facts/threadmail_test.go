package facts

import (
	"testing"
	"time"
)

// The mbox importer joins a thread's messages into one document, each under a "From:",
// "Date:", "Subject:" header. Each is read as its sender's message, not as quoted text (before,
// every reply of a thread was read as a quote and gave nothing); an Outlook quote block
// ("From:", "Sent:", "To:", "Subject:") below a reply stays a quote.
func TestAThreadsRepliesAreRead(t *testing.T) {
	p, err := NewParser()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 19, 8, 0, 0, 0, time.UTC)
	thread := "From: Oona Pike <oona@customer.example>\nDate: Thu, 19 Nov 2026 08:00:00 +0000\nSubject: KTR-50 valves\n\n" +
		"Hi,\n\nWhen will the valves be replaced?\n\nOona\n\n" +
		"From: Rui Matos <rui@plant.example>\nDate: Thu, 19 Nov 2026 09:00:00 +0000\nSubject: Re: KTR-50 valves\n\n" +
		"Hi Oona,\n\nKTR-50 slipped to 18 Dec, the castings are late. I'll own the swap.\n\nRui\n\n" +
		"From: Oona Pike\nSent: Thursday, 12 November 2026 08:00\nTo: Rui Matos\nSubject: KTR-50 valves\n\nKTR-50 is done, close it.\n"
	got := map[Kind]Fact{}
	for _, f := range p.Extract(NewThread(), nil, Doc{ID: "m", Kind: "mail", Author: "Oona Pike <oona@customer.example>", At: at, Title: "KTR-50 valves", Text: thread}) {
		got[f.Kind] = f
	}
	if f, ok := got[Slip]; !ok || f.Date.Format("2006-01-02") != "2026-12-18" {
		t.Errorf("slip = %+v, want the reply's move to 2026-12-18", got[Slip])
	}
	if f, ok := got[Owner]; !ok || f.Person != "Rui Matos" {
		t.Errorf("owner = %+v, want Rui Matos (\"I\" in his reply)", got[Owner])
	}
	if f, ok := got[Status]; ok {
		t.Errorf("status = %+v, want none: the done is in a quoted Outlook block", f)
	}
}
