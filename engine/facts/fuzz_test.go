package facts

import (
	"strings"
	"testing"
	"time"
)

// FuzzExtract: any text, title and author, read as any kind of document, gives facts whose
// spans lie inside the text and quote it, and never panics. Today and Ask read every verified
// chunk through Extract, so a panic here would take a compile or an answer down.
func FuzzExtract(f *testing.F) {
	for _, s := range []string{
		"I'll own PAY-1 and will have it done by Friday.",
		"Owner: Mara Lind\nStatus: In Progress\nDue: 12/05",
		"| Ticket | Owner | Due |\n|---|---|---|\n| PAY-2 | Ana | 2026-12-01 |",
		"Item   Ticket  Who   State\nSigns  LRP-1   Wil   Done",
		"[10:02] ana: PAY-3 slipped to 4 Dec\n> On Mon, Bo wrote:\n> can you take PAY-3?",
		"## Decision\nWe go with Textwave.\n\nBest,\nKim\nSent from my phone",
		"✅ PAY-4 shipped\n🛑 PAY-5 waiting on legal\n@jo — write the notes by EOW",
		"Q1 H2 end of next month 31.02.2026 13/13 1/1/1 in 99999999999 weeks",
		"\xff\xfe broken utf-8 \x00 nul",
		"|||\n| | |\n|a|",
	} {
		f.Add(s, "PAY-9: title", "Ana Ruiz <ana@x.example>", "chat")
	}
	p, err := NewParser()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text, title, author, kind string) {
		if len(text) > 4096 {
			text = text[:4096]
		}
		d := Doc{ID: "d", Kind: kind, Author: author, Title: title, Text: text, At: time.Date(2026, 11, 18, 9, 0, 0, 0, time.UTC)}
		th := NewThread()
		for _, fct := range p.Extract(th, NewPeople(author), d) {
			if fct.Span.Start < 0 || fct.Span.End > len(text) || fct.Span.Start > fct.Span.End {
				t.Fatalf("fact %+v has a span outside the text (%d bytes)", fct, len(text))
			}
			if fct.Span.End > fct.Span.Start && !strings.Contains(text, fct.Quote) {
				t.Fatalf("fact %+v quotes text that is not in the document", fct)
			}
		}
		Timelines(th.Facts())
		p.Dates(text, d.At)
	})
}
