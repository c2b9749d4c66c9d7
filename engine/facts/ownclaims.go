package facts

import (
	"regexp"
	"strings"
)

// Claims of ownership that terse voices (chat, ticket comments, notes) and learners of English
// make without the frames in owners.go: a claim whose first-person subject is left out
// ("Taking this one.", "Taking ownership of KLD-9", "Taking over from Ana for the night"), a
// plain "do" or "take care of" with the work as object ("I'll do it", "I take care of it"),
// and work given to the addressee as "yours" ("Iolanda, this is yours now", "PGC-8 is yours
// from today", "ORX-9 → @willa yours").

var (
	// reBareClaim is a claim that opens its clause with a gerund and no subject. Its object is
	// the work ("this one", "it", an identifier) or ownership itself; "taking it to the board"
	// carries the work somewhere and claims nothing.
	reBareClaim = mustPre(`(?i)^\W*(?:(?:ok|okay|sure|right|fine|yes|yep)\W+)?(?:taking|grabbing|picking up|owning)\s+(?:(?:this|that)(?: one)?|it|ownership|over)\b|` +
		`(?i)^\W*(?:(?:ok|okay|sure|right|fine|yes|yep)\W+)?(?:taking|grabbing|picking up)\s+(?-i:\p{Lu}[\p{Lu}\d]*-\d+|#\d+|!\d+)`)
	reCarryTo = regexp.MustCompile(`(?i)^\s+(?:to|into|up with)\b`)
	// reDoIt is "do" or "take care of" whose object is the work itself, said by its speaker:
	// "I'll do it", "I will do DST-7", "I take care of it personally".
	reDoIt = mustPre(`(?i)\bi(?:'ll| will|ll| can)?\s+(?:do|take care of)\s+(?:it|this|this one|(?-i:\p{Lu}[\p{Lu}\d]*-\d+|#\d+))\s*(?:personally|myself|then)?\s*(?:[.!,;)]|$)`)
	// reYours gives the work to the one addressed: "this is yours now", "both are yours from today".
	// "KTR-32 is on you", "it's on your plate" say the same.
	reYours = mustPre(`(?i)(?:(?:\b(?:it|this|this one|that|they|these|both|(?-i:\p{Lu}[\p{Lu}\d]*-\d+|#\d+))|\((?-i:\p{Lu}[\p{Lu}\d]*-\d+|#\d+)\))\s*(?:is|'s|’s|are)\s+(?:now\s+|all\s+)?(?:yours\b|on you(?:r plate)?\b)|(@[\w.-]*\w)\s+yours\b)`)
	// reYouOwn gives the work to the one addressed in the second person: "you own BBD-77 until
	// it's fixed", "you are responsible for the product texts", "you're point of contact with
	// the vendor", "the invoice I leave to you".
	reYouOwn = mustPre(`(?i)(?:^|[^\p{L}'’])you(?:'re|’re| are| will be|'ll be|’ll be)?\s+(?:now\s+|still\s+)?(?:own|the owner of|responsible for|in charge of|(?:the\s+)?point of contact (?:for|with)|on point for)\b|\b(?:i|we)(?:'ll|’ll| will)?\s+leave\s+(?:[\w#-]+\s+){0,5}?(?:to|with)\s+you\b`)
	// reVocative is a name that opens a sentence to address its reader: "Iolanda, ...",
	// "Zanele — over to you".
	reVocative = regexp.MustCompile(`^\W*(` + name + `)\s*(?:,|—|–|--)\s`)
)

// readOwnerClaim reads the claims above; it reports whether one gave an owner.
func (x *extraction) readOwnerClaim(c *clause) bool {
	text := c.text
	if m := reBareClaim.findIndex(c.fold, text); m != nil && !reCarryTo.MatchString(text[m[1]:]) && c.me != "" {
		revises := strings.Contains(strings.ToLower(text[m[0]:m[1]]), "over")
		x.add(Fact{Kind: Owner, Subject: c.subject, Person: c.me, Span: c.span, Revises: revises})
		return true
	}
	if m := reDoIt.findIndex(c.fold, text); m != nil && !negated(text[:m[0]]) && c.me != "" {
		x.add(Fact{Kind: Owner, Subject: c.subject, Person: c.me, Span: c.span})
		return true
	}
	if m := reYours.findSubmatchIndex(c.fold, text); m != nil && !negated(text[:m[0]]) && !strings.Contains(strings.ToLower(text[m[0]:m[1]]), "n't") {
		who := ""
		if m[2] >= 0 {
			who = text[m[2]:m[3]] // "→ @willa yours"
		}
		return x.giveToAddressee(c, who)
	}
	if m := reYouOwn.findIndex(c.fold, text); m != nil && !negated(text[:m[0]]) && !strings.Contains(text, "?") && !reCond.MatchString(text[:m[0]]) {
		return x.giveToAddressee(c, "")
	}
	return false
}

// giveToAddressee makes the one the clause addresses (named, @-mentioned, greeted, or the
// mail's recipient) the owner of its work; it reports whether anyone was addressed.
func (x *extraction) giveToAddressee(c *clause, who string) bool {
	if who == "" {
		who = x.addressee(c, "you")
	}
	if who == "" || isPronoun(who) {
		return false
	}
	x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(who), Span: c.span, Revises: true})
	return true
}

// vocative is the name that opens the sentence holding c to address its reader ("Iolanda,
// ...", "Zanele — over to you"), or "".
func (x *extraction) vocative(c *clause) string {
	sent := x.doc.Text[strings.LastIndexAny(x.doc.Text[:c.span.Start], ".!?\n")+1:]
	if v := reVocative.FindStringSubmatch(sent); v != nil && !isPronoun(v[1]) && !interjections[strings.ToLower(v[1])] {
		return v[1]
	}
	return ""
}
