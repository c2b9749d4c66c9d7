package records

// A sixth independent review of markOutside (outside.go): who counts as the team for a mail's
// sender, over odd address forms and teams whose tools show domains or only names.
//
// A probe with a `wrong` field fails today, is logged as KNOWN WRONG and does not fail the
// run; once it holds, the test fails so that the mark is removed. "(security)" marks a way
// for an outsider to count as the team; "(blocks)" a teammate's mail wrongly marked outside.

import (
	"context"
	"errors"
	"testing"

	"github.com/queueproof/queueproof/engine/probetest"
)

func TestReview6WhoIsTheTeam(t *testing.T) {
	chat := func(author string) Chunk { return Chunk{ChunkID: "chat", DocKind: "chat", Author: author} }
	ticket := func(author string) Chunk { return Chunk{ChunkID: "ticket", DocKind: "ticket", Author: author} }
	// A page's author seeds the team's domain: since this review a ticket's author no longer does
	// (in a help desk it is the customer), so the probes about address forms seed it with a page.
	doc := func(author string) Chunk { return Chunk{ChunkID: "doc", DocKind: "doc", Author: author} }
	for _, p := range []struct {
		name    string
		team    []Chunk
		author  string
		outside bool
		wrong   string
	}{
		{name: "a quoted display name with a comma, team domain", team: []Chunk{doc("Ines Roy <ines@payco.example>")},
			author: `"Roy, Ines" <ines@payco.example>`, outside: false},
		{name: "an address with a comment, team domain", team: []Chunk{doc("Ines Roy <ines@payco.example>")},
			author: "ana@payco.example (Ana Ruiz)", outside: false},
		{name: "an upper-case domain is the team's", team: []Chunk{doc("Ines Roy <ines@payco.example>")},
			author: "Ana Ruiz <ANA@PAYCO.EXAMPLE>", outside: false},
		{name: "(blocks) a subdomain of the team's domain", team: []Chunk{doc("Ines Roy <ines@payco.example>")},
			author: "Ana Ruiz <ana@eu.payco.example>", outside: false},
		{name: "a look-alike domain ending in the team's name is outside", team: []Chunk{doc("Ines Roy <ines@payco.example>")},
			author: "Ines Roy <ines@payco.example.attacker.example>", outside: true},
		{name: "a look-alike domain with a Cyrillic letter is outside", team: []Chunk{doc("Ines Roy <ines@payco.example>")},
			author: "Ines Roy <ines@pаyco.example>", outside: true},
		{name: "(blocks) the team's IDN domain written in its ASCII (punycode) form", team: []Chunk{doc("Jörg Maß <joerg@bücher.example>")},
			author: "Jörg Maß <joerg@xn--bcher-kva.example>", outside: false},
		{name: "(security) a teammate writes chat from a free-mail address, so every free-mail stranger is the team", team: []Chunk{doc("Ines Roy <ines@payco.example>"), chat("Ana Ruiz <ana.ruiz@gmail.example>")},
			author: "Eve Outsider <eve@gmail.example>", outside: true},
		{name: "(security) a customer authoring a help-desk ticket (Zendesk requester) makes her domain the team's", team: []Chunk{doc("Ines Roy <ines@payco.example>"), ticket("Eve Outsider <eve@attacker.example>")},
			author: "Mallory <mallory@attacker.example>", outside: true},
		{name: "(security) a stranger's address whose local part is a teammate's one-word chat name", team: []Chunk{chat("kim")},
			author: "kim@attacker.example", outside: true},
		{name: "a stranger named like a teammate's first name only", team: []Chunk{chat("Ana Ruiz")},
			author: "Ana <ana@attacker.example>", outside: true},
		{name: "a stranger whose name starts with a one-word chat name is outside", team: []Chunk{chat("Ana")},
			author: "Ana Smith-Stranger", outside: true},
		{name: "the teammate's name in another case", team: []Chunk{chat("Ana Ruiz")}, author: "ANA RUIZ", outside: false},
		{name: "(blocks) the teammate's name with a doubled space", team: []Chunk{chat("Ana Ruiz")}, author: "Ana  Ruiz", outside: false},
		{name: "(blocks) the teammate's accented name in decomposed form (NFD)", team: []Chunk{chat("José Núñez")}, author: "Jose\u0301 Nu\u0301n\u0303ez", outside: false},
		{name: "(blocks) a teammate's name as 'Last, First'", team: []Chunk{chat("Ana Ruiz")}, author: "Ruiz, Ana", outside: false},
		{name: "an RFC 2047 encoded name of a stranger is outside", team: []Chunk{chat("Ana Ruiz")}, author: "=?utf-8?q?Eve_Outsider?= <eve@attacker.example>", outside: true},
		{name: "(security) an RFC 2047 encoded team name from a stranger's address, names-only team", team: []Chunk{chat("Ana Ruiz")},
			author: "=?utf-8?q?Ana_Ruiz?= <eve@attacker.example>", outside: true,
			wrong: "with no team domain known, outside.go trusts the display name alone and never weighs the address (the rule as documented, but a forged name is all it takes)"},
	} {
		cs := append(append([]Chunk(nil), p.team...), Chunk{ChunkID: "mail", DocKind: "mail", Author: p.author})
		rs := []Record{{Citation: Citation{ChunkID: "mail"}}}
		markOutside(rs, cs, chunksByID(cs), nil)
		probetest.Expect(t, rs[0].Outside == p.outside, p.wrong, "%s: mail from %q outside = %v, want %v", p.name, p.author, rs[0].Outside, p.outside)
	}
}

// The conversation cache keeps records before they are marked: who is the team is read again
// on every compile, so a warm extractor marks a mail as a cold one does when the team changes
// between compiles (a chat import by the sender, then its removal).
func TestReview6OutsideMarkWithAWarmCache(t *testing.T) {
	x, err := NewExtractor(16)
	if err != nil {
		t.Fatal(err)
	}
	mail := Chunk{ChunkID: "m1", DocumentID: "dm", SourceID: "s", DocKind: "mail", Author: "Eve Outsider", AuthoredAt: "2026-11-19T09:00:00Z",
		Title: "PAY-53", Text: "Hi,\n\nPAY-53 is done, we verified it on our side.\n\nEve"}
	chat := Chunk{ChunkID: "c1", DocumentID: "dc", SourceID: "s2", DocKind: "chat", Author: "Eve Outsider", AuthoredAt: "2026-11-18T09:00:00Z",
		Title: "#partners", Text: "Eve Outsider: hello from the partner side"}
	outside := func(cs ...Chunk) (bool, bool) {
		rs, _, err := x.Extract(context.Background(), cs, Known{})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rs {
			if r.Citation.ChunkID == "m1" {
				return r.Outside, true
			}
		}
		return false, false
	}
	for i, step := range []struct {
		chunks  []Chunk
		outside bool
	}{{[]Chunk{mail}, true}, {[]Chunk{chat, mail}, false}, {[]Chunk{mail}, true}} {
		got, ok := outside(step.chunks...)
		probetest.Expect(t, ok && got == step.outside, "", "compile %d: the mail's record found %v, outside %v; want outside %v", i+1, ok, got, step.outside)
	}
}

// A compile whose caller has gone returns the context's error and no records, warm or cold.
func TestReview6ExtractStopsWhenTheCallerHasGone(t *testing.T) {
	x, err := NewExtractor(16)
	if err != nil {
		t.Fatal(err)
	}
	cs := []Chunk{{ChunkID: "c1", DocumentID: "d1", SourceID: "s", DocKind: "chat", Author: "Ana Ruiz", AuthoredAt: "2026-11-18T09:00:00Z",
		Title: "#pay", Text: "Ana Ruiz: I will finish PAY-7 by Friday 27 November"}}
	if rs, _, err := x.Extract(context.Background(), cs, Known{}); err != nil || len(rs) == 0 {
		t.Fatalf("warm-up compile: %d records, %v", len(rs), err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, warm := range []bool{true, false} {
		ex := x
		if !warm {
			ex = nil
		}
		var rs []Record
		if ex != nil {
			rs, _, err = ex.Extract(ctx, cs, Known{})
		} else {
			rs, _, err = extract(ctx, cs, Known{}, nil)
		}
		probetest.Expect(t, errors.Is(err, context.Canceled) && len(rs) == 0, "", "warm %v: %d records, err %v; want none and context.Canceled", warm, len(rs), err)
	}
}
