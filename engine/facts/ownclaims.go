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
	// A bracket may add more after the identifier: "Batch 7 (HHA-102, 420 pages) is yours".
	reYours = mustPre(`(?i)(?:(?:\b(?:it|this|this one|that|they|these|both|(?-i:\p{Lu}[\p{Lu}\d]*-\d+|#\d+))|\((?-i:\p{Lu}[\p{Lu}\d]*-\d+|#\d+)(?:[,;]\s*[^()]{1,40})?\))\s*(?:is|'s|’s|are)\s+(?:now\s+|all\s+)?(?:yours\b|on you(?:r plate)?\b)|(@[\w.-]*\w)\s+yours\b)`)
	// reYouOwn gives the work to the one addressed in the second person: "you own BBD-77 until
	// it's fixed", "you are responsible for the product texts", "you're point of contact with
	// the vendor", "the invoice I leave to you".
	reYouOwn = mustPre(`(?i)(?:^|[^\p{L}'’])you(?:'re|’re| are| will be|'ll be|’ll be)?\s+(?:now\s+|still\s+)?(?:own|the owner of|responsible for|in charge of|(?:the\s+)?point of contact (?:for|with)|on point for)\b|\b(?:i|we)(?:'ll|’ll| will)?\s+leave\s+(?:[\w#-]+\s+){0,5}?(?:to|with)\s+you\b`)
	// reVocative is a name that opens a sentence to address its reader: "Iolanda, ...",
	// "Zanele — over to you".
	reVocative = regexp.MustCompile(`^\W*(` + name + `)\s*(?:,|—|–|--)\s`)
	// reOnName puts the work on a person the case knows: "the declaration is on Dauren", "it's
	// all on @mira now" ("is on Friday", "is on Lorna's plate" name no one here).
	// Only work is put on someone so: the clause must name the item (an identifier) or speak of
	// it as "it"; "drinks are on Pekka tonight" and "fan speed is on Max" put nothing on anyone.
	reOnName   = mustPre(`(?i:\b(?:is|'s|’s|are|stays)\s+(?:now\s+|all\s+|still\s+)?on)\s+(` + name + `)(?:['’]s)?`)
	reOnNameIt = regexp.MustCompile(`(?i)\b(?:it|this|this one|that|they|these)\s*(?:is|'s|’s|are|stays)\s+(?:now\s+|all\s+|still\s+)?on\s+\S+$`)
	// rePossAlone is a possessive standing alone as a label's value: "SGD-12 seals: Alasdair's.",
	// "cask inventory — Tormod's".
	// Its line must name a work item: "broken laptop: Pekka's." says whose laptop it is.
	rePossAlone = mustPre(`(?:^|[:—–]|\s-)\s*(` + name + `)['’]s\s*(?:[.!;,)]|$)`)
	// reOnIt is someone at work on the item now: a bare "On it" said by its speaker, or "Perpetua's
	// on it again", "our surveyor Delphine Marchetti-Oakes is on it".
	// "On it: same fault as last year" speaks about it: a claim ends there or goes on with when.
	reOnItSelf = regexp.MustCompile(`(?i)^\W*(?:(?:ok|okay|sure|yes|yep|ack|roger|will do)\W+)?on it(?:\s*(?:[.!,;)]|$)|\s+(?:now|today|tonight|asap|again|from here)\b)`)
	reOnItName = mustPre(`(` + name + `)(?:['’]s| is)\s+(?:now\s+|already\s+|back\s+)?(?:on it|onto it|on top of it)\b`)
)

// discourseWords open a sentence with a comma and address no one: "However, ...", "Today, ...".
var discourseWords = map[string]bool{"however": true, "meanwhile": true, "also": true, "today": true, "yesterday": true,
	"tomorrow": true, "otherwise": true, "therefore": true, "thanks": true, "sorry": true, "please": true, "again": true,
	"anyway": true, "besides": true, "instead": true, "first": true, "second": true, "then": true, "next": true, "now": true,
	"here": true, "overall": true, "still": true, "plus": true, "honestly": true, "unfortunately": true, "fortunately": true,
	"actually": true, "finally": true, "sadly": true, "luckily": true, "basically": true, "hopefully": true, "apparently": true,
	"obviously": true, "clearly": true, "frankly": true, "personally": true, "initially": true, "originally": true,
	"currently": true, "later": true, "afterwards": true, "regards": true, "cheers": true, "update": true, "note": true}

// addressing reports a name that may address a reader: not a pronoun, an interjection, a
// discourse word, a group, a weekday or a month.
func addressing(v string) bool {
	l := strings.ToLower(v)
	return !isPronoun(v) && !interjections[l] && !discourseWords[l] && !groupWords[l] && !IsCalendarWord(v)
}

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
	if to, ok := openingSalutation(strings.TrimSpace(sent)); ok {
		return to // "Dear Tomasz, BRK-76 is yours": the greeting's addressee, not "Dear Tomasz"
	}
	sent = reIDLabel.ReplaceAllString(sent, "") // "VIN-4: Tihana, that's yours."
	if v := reVocative.FindStringSubmatch(sent); v != nil && addressing(v[1]) {
		return v[1]
	}
	if v := reMentionOpens.FindStringSubmatch(sent); v != nil {
		return v[1] // "@Tihana this one is yours": a chat message opened by a mention speaks to them
	}
	if end := strings.IndexAny(sent, ".!?\n"); end >= 0 {
		sent = sent[:end+1]
	}
	if v := reVocativeEnds.FindStringSubmatch(sent); v != nil && addressing(v[1]) && x.people.Known(v[1]) {
		return v[1] // "The invoice I leave to you, Tihana."
	}
	return ""
}

// reIDLabel is a work item named as a sentence's label before what it says: "VIN-4: ...".
// reMentionOpens is a mention that opens a sentence, with no comma after it; reVocativeEnds a
// name a sentence ends with after a comma, which it speaks to.
var (
	reVocativeEnds = regexp.MustCompile(`,\s*(` + name + `)\s*[.!]?\s*$`)
	reIDLabel      = regexp.MustCompile(`^\W*(?:\p{Lu}[\p{Lu}\d]*-\d+|#\d+)\s*[:—–]\s*`)
	reMentionOpens = regexp.MustCompile(`^\W*?(@[\p{L}\d._-]*[\p{L}\d])\s+\p{Ll}`)
)

// openingVocative is the name a message's first sentence opens with ("Rogelio, te reenvío lo
// de Agave Lane."): the message speaks to them throughout, when no salutation line said so.
func (x *extraction) openingVocative() string {
	if x.doc.Kind != "mail" && x.doc.Kind != "chat" {
		return ""
	}
	text := strings.TrimLeft(x.doc.Text, " \t\r\n")
	if strings.HasPrefix(text, ">") {
		return "" // a quoted earlier message's addressee is not this one's
	}
	if i := strings.IndexAny(text, ".!?\n"); i >= 0 {
		text = text[:i+1]
	}
	// The name must be a person the case knows: "Gdansk, quick one.", "Jenkins, again." and a
	// letter's "Vantaa, 2 December 2026." open with a place or a thing.
	if v := reVocative.FindStringSubmatch(text); v != nil && addressing(v[1]) && (x.people.KnownFull(v[1]) || x.mailOpensWith(v[1], text)) {
		return v[1]
	}
	return ""
}

// mailOpensWith reports a mail whose first sentence opens with one given name and a comma and
// goes on in words, not a date: "Dubravka, nice words from the client below." speaks to
// Dubravka; a letter's "Vantaa, 2 December 2026." opens with its place.
func (x *extraction) mailOpensWith(v, sentence string) bool {
	if x.doc.Kind != "mail" || strings.ContainsAny(v, " @") {
		return false
	}
	rest := strings.TrimLeft(sentence[strings.Index(sentence, v)+len(v):], " ,—–-")
	ds := x.p.Dates(rest, x.doc.At)
	return rest != "" && (len(ds) == 0 || ds[0].Span.Start > 0) && !IsCalendarWord(v)
}

// readOwnerOn reads the work put on someone: "the declaration is on Dauren", a possessive
// standing as a label's value ("seals: Alasdair's."), someone on it ("On it", "Perpetua's on
// it again"); it reports whether one gave an owner. The person must be known to the case.
func (x *extraction) readOwnerOn(c *clause) bool {
	text := c.text
	if strings.Contains(text, "?") {
		return false
	}
	for _, re := range []pre{reOnName, rePossAlone, reOnItName} {
		m := re.findSubmatchIndex(c.fold, text)
		if m == nil || negated(text[:m[0]]) {
			continue
		}
		who := text[m[2]:m[3]]
		if re.Regexp == reOnName.Regexp && (strings.HasSuffix(text[:m[1]], "s") && text[m[3]:m[1]] != "" ||
			len(c.ids) == 0 && !reOnNameIt.MatchString(text[:m[3]])) {
			continue // "is on Lorna's plate" (rePossess reads it); "drinks are on Pekka" puts no work on him
		}
		if re.Regexp == rePossAlone.Regexp && len(workIDs(x.lineOf(c.span))) == 0 {
			continue // "broken laptop: Pekka's." names whose the thing is
		}
		// A first name only a list (or the text's own signs, see learnNamed) gave is not
		// enough where the name stands after "on": "fan speed is on Max". Someone "on it" is
		// at work, and a known person.
		known := x.people.KnownFull(who) || re.Regexp == reOnItName.Regexp && x.people.Known(who)
		if !addressing(who) || !strings.HasPrefix(who, "@") && !known {
			continue
		}
		x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(who), Span: c.span, Revises: reTakeover.MatchString(text)})
		return true
	}
	// On a tracker's item its commenter's "On it" claims the item; in chat it says work goes on.
	// It explains no change of owner: a passer-by's "On it" beside an assignee is shown as the
	// two disagreeing, not as the assignee replaced.
	if reOnItSelf.MatchString(text) && c.me != "" && x.doc.Kind == "ticket" {
		x.add(Fact{Kind: Owner, Subject: c.subject, Person: c.me, Span: c.span})
		return true
	}
	return false
}
