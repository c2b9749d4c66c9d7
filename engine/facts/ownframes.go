package facts

import (
	"regexp"
	"strings"
)

// More frames that state ownership: a role noun predicated of a person with its complement
// ("Percival is the owner for this one", "I am now the case officer for AHR-7", "the DRI for
// sending is Yui"), the work being "with" a person ("ENG-4 is with me"), the perfect of taking
// ("I have taken it"), an arrow from an item to a person in notes ("ENG-4 → @ana"), a marker
// that assigns a line ("TODO(Hester)", "AI(Bob):"), an action item in the present tense
// ("Eirik sends the forecast") and a label whose value is a known person ("Front desk:
// Beatriz Sampaio").

// ownerRole is a role noun that names who is answerable for a piece of work.
const ownerRole = `(?:owner|dri|lead|ic|point person|point of contact|contact|coordinator|captain|case officer|case handler|handler|officer in charge|manager|driver|custodian)`

// reAction is an action item: "@kiran — size SMS notifications". Its hyphen stands apart by
// a space: "@rasmus-v approved" is a handle, not an item.
var reAction = regexp.MustCompile(`^\W*(@[\w.-]+|` + name + `)(?:\s*[—–:]|\s+-{1,2}|-{1,2}\s)\s*(\S.*)$`)

var (
	// reSelfRole: "I am now the case officer for AHR-7731", "I'm your contact for the go-live".
	// A contact or a manager "for" something need not run it: the self-claim takes the owning roles.
	reSelfRole = mustPre(`(?i)\b(?:i'?m|i am|im)\s+(?:now\s+)?(?:the|your|our)\s+(?:new\s+)?(?:[\p{L}-]+\s+)?(?:owner|dri|lead|ic|point person|coordinator|case officer|case handler)\s+(?:for|on|of)\b`)
	// reNameRole: "Percival is the owner for this one", "Yui is now the DRI".
	reNameRole = mustPre(`(` + name + `) is (?:now )?(?:the|your|our) (?:new )?(?:[\p{Ll}-]+ )?(?i:` + ownerRole + `)\b`)
	// reRoleIs: "DRI for sending is Yui", "Owner on this is Oskar" (not "on the vendor side"),
	// "the project lead: Hester Blakewell".
	reRoleIs = mustPre(`(?i:\b` + ownerRole + `(?:\s+for\s+[^,.;:]{1,30}?|\s+(?:on|of)\s+(?:this(?: one)?|it|that|(?:the\s+)?(?-i:\p{Lu}[\p{Lu}\d]*-\d+)))?\s+(?:is|=)\s+(?:now\s+)?|\blead:\s*)(` + name + `)`)
	// reWithMe: "MGR-152 is with me", "it's with me now".
	reWithMe = mustPre(`(?i)\b(?:it|this|this one|\p{Lu}[\p{Lu}\d]*-\d+|#\d+)\s*(?:is|'s|’s|stays|sits|rests)\s+(?:now\s+)?with me\b`)
	// reWithName: "ENG-4 is with Ana now", "the inverter swap (DKL-22) is with Hendrik": the
	// identifier may close the bracket that names the item.
	reWithName = mustPre(`(?:\b[Ii]t|\b[Tt]his|\b\p{Lu}[\p{Lu}\d]*-\d+\)?|#\d+\)?)\s*(?:is|'s|’s|stays|sits|rests)\s+(?:now\s+|still\s+)?with\s+(` + name + `)`)
	// reThingWith: "The community licence renewal form is with Carys", "our pitch renovation
	// (goalmouths and overseeding) is with Declan": a thing that is with a person is theirs,
	// and the thing is what the clauses after it speak of ("she'll submit it by ...").
	reThingWith = mustPre(`^\W*((?:[\p{L}\d][\p{L}\d'’/&.-]*\s+){0,5}?[\p{L}\d][\p{L}\d'’/&.-]*)(?:\s*\([^)]{0,60}\))?\s+(?:is|are|'s|’s|stays|sits|rests)\s+(?:now\s+|currently\s+|still\s+)?with\s+(` + name + `)`)
	// reTaken: "i have taken it", "I take OPTIK-90", "I've picked it up".
	// "I've taken your ticket": the work named as the reader's ticket, case or request.
	reTaken = mustPre(`(?i)\b(?:i (?:have|'ve)|i'?ve|ive)\s+(?:now\s+)?(?:taken|picked up|grabbed)\s+(?:it|this|over|(?:your|the)\s+(?:ticket|case|request|query|enquiry|inquiry|job)\s*(?:[.,;!)]|$|\s+(?:and|now|over|myself|personally)\b))|\bi take\s+(?:\p{Lu}[\p{Lu}\d]*-\d+|#\d+|!\d+)`)
	// rePutOn: "I'm putting Jory on it", "put Ana on this": the writer gives the work to a person.
	rePutOn = mustPre(`(?i:\bput(?:ting|s)?)\s+(` + name + `|@[\w.-]+)\s+(?i:on)\s+(?i:it|this|that|this one)\b`)
	// reWhoIsOn: "our developer, Oksana, who is on it now": a person a relative clause puts on the work.
	reWhoIsOn = mustPre(`(` + name + `),?\s+(?i:who(?:'s|’s| is)\s+(?:now\s+|already\s+)?on\s+(?:it|this|that|your (?:ticket|case|request)))\s*(?:[.,;!)]|$|\s+(?:now|already|today)\b)`)
	// reSelfOn: "I'm on OCM-350 today", "Today I will be on the boiler water treatment
	// (OCM-350)": the speaker works on the item an identifier names ("I'm on leave", "I'll be
	// on site" name none).
	reSelfOn = mustPre(`(?i)\b(?:i'?m|i am|im|i'?ll be|i will be)\s+(?:now\s+|still\s+)?on\s+(?:the\s+[^()\n.,;]{1,40}\(\s*)?(?-i:\p{Lu}[\p{Lu}\d]*-\d+)`)
	// reIsDoing: "STH-319 Arpita is doing", "Bob is doing it".
	reIsDoing = mustPre(`(` + name + `) is doing(?:\s+(?:it|this|that|\p{Lu}[\p{Lu}\d]*-\d+))?\s*(?:[,.;!)]|$)`)
	// reArrowTo: "LFT-540 (display firmware) → @ayse", an item handed to a person in notes.
	// A few words may name the item after its identifier, or after its colon: "KCS-75 rail
	// repair → @oceane.r", "BRK-160: door seal → @tomasz".
	reArrowTo = mustPre(`(?:\b\p{Lu}[\p{Lu}\d]*-\d+|#\d+):?(?:\s+[\p{L}\d'’/&-]+){0,6}?(?:\s*\([^)]{0,60}\))?\s*(?:→|->|=>)\s*(` + name + `)`)
	// reToHandle is the terse handover of an item that opens its clause to a handle: "SGD-19 to
	// @kenna.yule, handover doc in drive" (not "SGD-19 to @kenna for review").
	reToHandle = mustPre(`^\W*(?:\p{Lu}[\p{Lu}\d]*-\d+|#\d+)(?:\s*\([^)]{0,60}\))?\s+to\s+(@[\p{L}\d._-]*[\p{L}\d])\s*(?:[,;!)]|\.(?:\s|$)|$)`)
	// reArrowNext is an identifier (and its bracket) right before the arrow.
	reArrowNext = regexp.MustCompile(`(?:\b\p{Lu}[\p{Lu}\d]*-\d+|#\d+)(?:\s*\([^)]{0,60}\))?\s*(?:→|->|=>)\s*$`)
	// reForInfo sends an item to someone to look at, not to take: ", fyi", "for review", "cc".
	reForInfo = regexp.MustCompile(`(?i)^\W*(?:fyi|for (?:review|info|information|visibility|approval|sign-?off|a look)|cc|as an fyi)\b`)
	// reMarker: "TODO(Hester) book two sessions", "AI(bob): send the deck".
	reMarker = mustPre(`\b(?:TODO|FIXME|AI|AP|ACTION)\s*\(\s*(@?[\p{L}][\p{L}\d._-]*(?: [\p{L}][\p{L}\d._-]*)?)\s*\)\s*:?\s*(.*)$`)
	// reMarkerName is the marker with its person written after it, not in brackets: "AI Morven:
	// book the excise officer", "AP Omar: get the lease reviewed", "AI: Bert — three quotes".
	reMarkerName = mustPre(`\b(?:TODO|FIXME|AI|AP|ACTION|Action(?: item)?)(?:\s*[:–—-]\s*|\s+)(@[\p{L}\d._-]*[\p{L}\d]|` + name + `)\s*(?:(?::|—|–|\s-)\s*(\S.*)|$)`)
	// rePresentAction: "Eirik sends the spare-parts forecast" under an actions heading.
	rePresentAction = mustPre(`^\W*(` + name + `) (\p{Ll}+s)\b`)
	// reSelfAssign is a tracker's notice of someone assigning the item to themselves: "Lars
	// Eng self-assigned this", "@mira assigned herself". reAcked is a responder's acknowledging
	// an incident's page, which makes them its responder: "Acknowledged by Lars Eng".
	reSelfAssign   = mustPre(`^\W*(@[\w.-]+|` + name + `)\s+(?:self-assigned|assigned (?:themselves|themself|himself|herself))\b`)
	reIncidentWord = regexp.MustCompile(`(?i)\b(?:incident|alert|page|outage|inc-?\d+|sev ?\d|p[1-4])\b`)
	reAcked        = mustPre(`(?i:\backnowledged by)\s+(` + name + `|@[\w.-]+)`)
	// reLabelPerson: "Front desk & PMS: Beatriz Sampaio".
	// "Written RCA to Nordlager: Rasmus, by Fri 11 Dec": a deadline may follow the person.
	reLabelPerson = mustPre(`^\W*([^:]{2,40}?)\s*:\s*(` + name + `)\s*(?:[.;]?$|,\s*(by|before|due|target)\b[^:]*$)`)
)

// groupHandles notify a whole channel: no one person.
var groupHandles = map[string]bool{"channel": true, "here": true, "everyone": true, "all": true, "team": true}

// notOwnerLabel names the labels whose person owns nothing: who sponsors, reviews, attends,
// took the notes or sent apologies.
var notOwnerLabel = map[string]bool{"backup": true, "chair": true, "scribe": true, "minutes": true, "apologies": true, "cc": true,
	"from": true, "to": true, "host": true, "guest": true, "guests": true, "present": true, "absent": true, "sponsor": true,
	"attendees": true, "participants": true, "via": true, "by": true, "notes": true, "deputy": true, "escalation": true,
	"customer": true, "client": true, "vendor": true, "supplier": true, "contact": true, "stakeholders": true, "informed": true}

// readOwnerFrame reads the frames above; it reports whether one gave an owner.
func (x *extraction) readOwnerFrame(c *clause) bool {
	text := c.text
	add := func(person string, revises bool) bool {
		x.add(Fact{Kind: Owner, Subject: c.subject, Person: person, Span: c.span, Revises: revises})
		return true
	}
	m := reMarker.findSubmatch(c.fold, text)
	if m == nil {
		// Written after the marker, the person must be known: "AP Finance:" is accounts
		// payable, "AI Copilot:" a tool.
		if m = reMarkerName.findSubmatch(c.fold, text); m != nil && (!addressing(m[1]) || !strings.HasPrefix(m[1], "@") && !x.people.Known(m[1])) {
			m = nil
		}
	}
	if m != nil && !isPronoun(m[1]) {
		if c.subject != "" && strings.Contains(text, c.subject+":") && reMarkerName.MatchString(c.subject) {
			c.subject = x.subject // "AI Morven: book ...": the marker is no label naming the work
		}
		if c.subject == x.subject || c.subject == "" {
			x.actionObject(c, m[2]) // a label or an identifier in view names the work already
		}
		return add(x.person(m[1]), false)
	}
	if m := reSelfRole.findIndex(c.fold, text); m != nil && !negated(text[:m[0]]) {
		return add(c.me, strings.Contains(strings.ToLower(text[m[0]:m[1]]), "now"))
	}
	if m := reWithMe.findIndex(c.fold, text); m != nil && !negated(text[:m[1]-len("with me")]) {
		return add(c.me, false)
	}
	if m := reTaken.findIndex(c.fold, text); m != nil && !negated(text[:m[0]]) {
		return add(c.me, false)
	}
	for _, re := range []pre{rePutOn, reWhoIsOn} {
		if m := re.findSubmatchIndex(c.fold, text); m != nil && !negated(text[:m[0]]) && !isPronoun(text[m[2]:m[3]]) && !IsCalendarWord(text[m[2]:m[3]]) {
			return add(x.person(text[m[2]:m[3]]), re.Regexp == rePutOn.Regexp)
		}
	}
	if m := reSelfOn.findIndex(c.fold, text); m != nil && !negated(text[:m[0]]) {
		return add(c.me, false)
	}
	if np, who, ok := x.thingWith(c); ok {
		c.subject, x.last = np, np
		return add(x.person(who), strings.Contains(strings.ToLower(text), " now "))
	}
	for _, re := range []pre{reNameRole, reRoleIs, reWithName, reIsDoing} {
		if m := re.findSubmatchIndex(c.fold, text); m != nil && !negated(text[:m[0]]) {
			who := text[m[2]:m[3]]
			if re.Regexp == reWithName.Regexp {
				bracketed := strings.Contains(text[m[0]:m[2]], ")")
				if rePossessiveAfter.MatchString(text[m[3]:]) || bracketed && !x.heldBy(c, who, m[3]) {
					continue // "with Hendrik's team"; "(RMA-33) is with Parcelforce": a firm holds it
				}
			}
			if isPronoun(who) || re.Regexp == reRoleIs.Regexp && !x.people.Known(who) && !strings.Contains(who, " ") ||
				supportRole(roleWords(text, m, re.Regexp == reRoleIs.Regexp)) {
				continue
			}
			if re.Regexp == reNameRole.Regexp {
				x.objectSubject(c, text[m[1]:])
			}
			return add(x.person(who), strings.Contains(text[m[0]:m[1]], "now"))
		}
	}
	if m := reSelfAssign.findSubmatch(c.fold, text); m != nil && !isPronoun(m[1]) {
		return add(x.person(m[1]), true)
	}
	if m := reAcked.findSubmatchIndex(c.fold, text); m != nil && (x.doc.Kind == "incident" || reIncidentWord.MatchString(text[:m[0]]) || reIncidentWord.MatchString(x.doc.Title)) {
		return add(x.person(text[m[2]:m[3]]), false)
	}
	// An action list's arrow names its person even when they are not in the thread yet, when
	// the arrow follows the item itself; after words naming it ("hotfix build → Staging") the
	// person must be a handle or known.
	if m := reArrowTo.findSubmatchIndex(c.fold, text); m != nil && (strings.HasPrefix(text[m[2]:m[3]], "@") || x.people.Known(text[m[2]:m[3]]) ||
		c.section == "action" && arrowName(text[m[2]:m[3]], text[m[3]:]) && reArrowNext.MatchString(text[:m[2]])) {
		return add(x.person(text[m[2]:m[3]]), true)
	}
	if m := reToHandle.findSubmatchIndex(c.fold, text); m != nil && !groupHandles[strings.ToLower(text[m[2]+1:m[3]])] && !reForInfo.MatchString(text[m[1]:]) {
		return add(x.person(text[m[2]:m[3]]), true)
	}
	if c.section == "action" {
		if m := rePresentAction.findSubmatchIndex(c.fold, text); m != nil && x.people.Known(text[m[2]:m[3]]) {
			switch strings.ToLower(text[m[4]:m[5]]) {
			case "is", "has", "was", "says", "thinks", "agrees", "needs", "wants", "asks":
			default:
				x.objectSubject(c, text[m[5]:])
				return add(x.person(text[m[2]:m[3]]), false)
			}
		}
	}
	if m := reLabelPerson.findSubmatch(c.fold, text); m != nil && c.subject != "" && x.people.Known(m[2]) && (strings.Contains(m[2], " ") || m[3] != "") {
		if x.thingLabel(m[1]) {
			return add(x.person(m[2]), false)
		}
	}
	return false
}

// arrowName reports a capitalised name after an arrow that stands alone (its own list
// entry, or set off by a comma or a bracket) and names no state: "→ Ayşe, after her leave",
// not "→ Done".
func arrowName(who, after string) bool {
	after = strings.TrimSpace(after)
	return stateOf(who) == "" && !IsCalendarWord(who) && (after == "" || strings.ContainsAny(after[:1], ",;(."))
}

var reLabelPrep = regexp.MustCompile(`\s(?:to|for|of|with|from|at|on|in)\s`)

// thingLabel reports a label that names a thing, not a role ("Front desk & PMS", not "Budget
// holder", "Sponsor" or "Owner of the vendor relationship").
func (x *extraction) thingLabel(label string) bool {
	// The label's head is before its first preposition: "Written RCA to Nordlager" is an RCA.
	head := reLabelPrep.Split(strings.ToLower(label), 2)[0]
	for _, w := range strings.FieldsFunc(head, notWordRune) {
		if notOwnerLabel[w] || reReviewVerb.MatchString(w) || roleNoun(w) {
			return false
		}
	}
	return true
}

// roleNoun reports a noun for a person by what they do ("reviewer", "author", "requester",
// "foreman", "chairwoman"; not "Responsible person"), which a label names when its person is
// not the owner of a thing.
func roleNoun(w string) bool {
	if roleMen[strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(w, "man"), "men"), "wo")] && (strings.HasSuffix(w, "man") || strings.HasSuffix(w, "men")) {
		return true // "Shift foreman", "Chairwoman" (not "Roman", "Human", "Specimen", "Lumen")
	}
	for _, suf := range []string{"er", "or", "ee", "ist", "ant", "ent", "ers", "ors"} {
		if strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

// roleMen are the words that make a role noun of "-man", "-woman" or "-men": "foreman",
// "chairwoman", "linesmen".
var roleMen = map[string]bool{"fore": true, "chair": true, "spokes": true, "watch": true, "crafts": true, "lines": true, "line": true,
	"fire": true, "post": true, "repair": true, "handy": true, "signal": true, "crew": true, "boat": true, "yard": true,
	"sales": true, "committee": true, "council": true, "ferry": true, "crane": true, "duty": true, "station": true,
	"cellar": true, "dray": true, "store": true, "bar": true, "door": true, "milk": true, "work": true, "trades": true, "fisher": true,
	"camera": true, "grounds": true, "news": true, "delivery": true, "stock": true, "warehouse": true, "night": true, "tally": true}

// actionObject makes what an assigning marker's line asks for the clause's subject ("TODO(Ingrid):
// invoice the winterisation work"), as objectSubject does, when the line names no item.
func (x *extraction) actionObject(c *clause, rest string) {
	w := strings.Fields(rest)
	if len(w) < 2 {
		return
	}
	x.objectSubject(c, strings.Join(w[1:], " "))
}

// thingWith reads a clause saying a thing is with a person (reThingWith): the thing, as a noun
// phrase without its determiner, and the person. None when the clause names a work item or a
// label (the item is the subject then: reWithName reads it), when the thing is a pronoun, a
// generic word or no thing held (notHeld), when it is with someone's something ("with Carys's
// team") or with no person the case knows, or when the clause is negated.
func (x *extraction) thingWith(c *clause) (string, string, bool) {
	text := c.text
	m := reThingWith.findSubmatchIndex(c.fold, text)
	if m == nil || len(c.ids) > 0 || x.labelled(c) || negated(text[:m[0]]) {
		return "", "", false
	}
	who := text[m[4]:m[5]]
	if !x.heldBy(c, who, m[5]) {
		return "", "", false
	}
	words := strings.Fields(text[m[2]:m[3]])
	switch strings.ToLower(words[0]) {
	case "the", "our", "your", "their", "my", "his", "her", "its", "this", "that":
		words = words[1:]
	}
	np := strings.Join(words, " ")
	head := strings.ToLower(words[len(words)-1])
	if len(words) == 0 || generic(np) || isPronoun(np) || x.people.Known(np) || reNotThing.MatchString(words[0]) || notHeld[head] {
		return "", "", false
	}
	return np, who, true
}

// heldBy reports whether who, ending at end of the clause's text, is a person a thing can be
// with: one the case knows, or one the sentence goes on to call "he" or "she" ("is with Tomás
// now, he'll countersign by fri"). A desk ("Reception"), a firm ("Acme Ltd", "Somfy"), a bank
// or a courier holds things too, and owns nothing; nor does a person's something ("with
// Hendrik's team").
func (x *extraction) heldBy(c *clause, who string, end int) bool {
	return !isPronoun(who) && !rePossessiveEnd.MatchString(who) && !rePossessiveAfter.MatchString(c.text[end:]) && stateOf(who) == "" &&
		!IsCalendarWord(who) && (x.people.Known(who) || rePersonalPronoun.MatchString(x.sentenceAfter(c.span.Start+end)))
}

// notHeld are nouns "<noun> is with <person>" does not give to anyone to do: where a fault or
// a hold-up lies ("the problem is with Stripe", "the delay is with the courier"), a feeling
// ("our thoughts are with Ana"), and the turn or duty itself ("the ball is with Jonas",
// "responsibility is with Ana": whose it is, not a thing of its own).
var notHeld = map[string]bool{"problem": true, "problems": true, "trouble": true, "fault": true, "bug": true, "error": true,
	"issue": true, "issues": true, "concern": true, "question": true, "catch": true, "risk": true, "blame": true, "difference": true,
	"delay": true, "delays": true, "hold-up": true, "holdup": true, "bottleneck": true,
	"thoughts": true, "sympathy": true, "sympathies": true, "prayers": true, "heart": true, "hearts": true, "condolences": true,
	"wishes": true, "love": true, "ball": true, "responsibility": true, "onus": true, "ownership": true, "thing": true}

// rePersonalPronoun refers back to a person: a firm or a desk is "it" or "they".
var rePersonalPronoun = regexp.MustCompile(`(?i)\b(?:he|she|him|her|his|hers)\b|\b(?:he|she)['’](?:ll|s|d)\b`)

// sentenceAfter is the rest of the sentence from byte at of the document's text: up to its
// full stop, question or exclamation mark, or line end.
func (x *extraction) sentenceAfter(at int) string {
	rest := x.doc.Text[min(at, len(x.doc.Text)):]
	if i := strings.IndexAny(rest, ".!?\n"); i >= 0 {
		rest = rest[:i]
	}
	return rest
}
