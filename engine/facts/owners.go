package facts

import (
	"regexp"
	"strings"
)

// Ownership is stated by a small set of English constructions: a first-person claim ("I'll
// take it", "I'm IC for INC-7"), a named person with an owning verb or role ("Kiran is
// driving", "Ola has the pen"), an agent of a passive ("led by Kiran", "to be checked by
// Callum"), a handover ("handing it to Wiktoria", "assigned ASSAY-80 to you"), a possessive
// ("it's Kiran's now"), an action item ("Omar to book ..."), or an accepted ask.

// role is a role noun that names who runs a piece of work or an incident.
const role = `(?:the\s+)?(?:ic|mim|incident commander|incident manager|major incident manager|incident lead|owner|dri|lead|point person|coordinator|release captain|captain)`

var (
	reOwnSelf = mustPre(`(?i)\b(?:(?:i'?ll|i will|ill|i can|i could|i'?m going to|let me|i'?d like to|i want to|happy to|i'?m happy to)\s+(?:own|take|grab|pick up|handle|drive|lead|run|look after|take over|shepherd)\b|` +
		`(?:i'?m|i am|im)\s+(?:taking|owning|driving|on point|the ic|ic|on it|handling|picking up|leading|running|coordinating|the owner|the dri|covering|shepherding|in charge|responsible)\b|` +
		`(?:i'?m|i am|im)\s+` + role + `\s+(?:for|on|of)\b|` +
		`\bmine\b|\bon me\b|\bthat['’]?s me\s*(?:[.!,;)—–-]|$)|(?:i'?ve|i have|i) got (?:it|this|(?-i:\p{Lu}[\p{Lu}\d]*-\d+))\b|\bleave it with me\b|\bassign(?:ed)? (?:it|this|[\w-]+) to me\b|` +
		`\b(?:i'?ll|i will) take ownership\b|\bi can take\b|\btaking (?:it|this) on\b|\b(?:i'?ll|i will|ill) take (?:it|this) (?:up|forward|on|over)\b|` +
		// "ok I take it.": a plain present claim, at the end of its clause ("I take it that ..." assumes).
		`\bi take (?:it|this)(?:\s+over)?\s*(?:[.!,;)]|$)|` +
		// "I follow ZT-40", "I follow now the order CSD-1102": learners' English for handling it,
		// the item ending the clause (not "I follow up on", "I follow KB-118 step by step", "I
		// follow HR-204 up with payroll", nor "I'm following", a tracker's watching).
		`\bi(?:\s+will|['’]ll)?\s+follow\s+(?:now\s+)?(?:(?:the|your|this)\s+(?:order|file|case|ticket|request|booking|claim|shipment)\s+)?(?-i:\p{Lu}[\p{Lu}\d]*-\d+)(?:\s+(?:now|from now(?: on)?|from today|personally|myself))?\s*(?:[.!,;)]|$)|` +
		// "The spare sieve bend is now my responsibility", "Responsible for this object is me",
		// learners' present for a role they hold: "I coordinate."
		`\bis\s+(?:now\s+)?my\s+(?:responsibility|job|task)\b|\bresponsible(?:\s+for\s+[^,.;:]{1,30}?)?\s+is\s+me\b|` +
		`\bi\s+(?:coordinate|handle|manage)(?:\s+(?:it|this|that|everything))?\s*(?:[.!,;)]|$)|` +
		// "BFP-219 I take now.": the item put first, then the writer's claim on it.
		`(?-i:\p{Lu}[\p{Lu}\d]*-\d+)\s+i\s+(?:take|will take|'ll take|handle|will handle)(?:\s+(?:it|this))?(?:\s+(?:now|today|over))?\s*(?:[.!,;)]|$))`)
	// An adverb of time or continuation may stand between the name and its verb: "Corrado still leads".
	reOwnName = mustPre(`(` + name + `)(?: (?:still|now|also|currently|already))?(?: is| will be)? (?:owns|will own|is owning|owning|will drive|is driving|driving|will lead|is leading|leads|will be (?:leading|driving|handling|running|owning|looking after|shepherding)|will handle|is handling|will take over|is taking over|takes over|is taking|will run|is running|runs|is on point|on point|is the owner|is the dri|is the ic|is ic|has the ball|picks up|is picking up|to own|to drive|to lead|has it|has this|will take (?:it|this|[\w-]+) (?:forward|up|on|over)|` +
		`(?:has|holds) the (?:pen|ball|baton)|will shepherd|is shepherding|shepherds|to shepherd|is responsible for|are responsible for|is attending to|takes care of|takes (?:it|this)|is looking after|looks after|will look after|remains? (?:your |the )?(?:main )?(?:contact|point of contact) for|` +
		`is (?:the )?(?:release captain|captain|lead|coordinator|point person|person in charge|in charge|accountable|mim|incident commander|incident manager|incident lead))\b`)
	// reOnIt puts a person on the work in view: "Petra Lindqvist-Obi is on it".
	reOnIt    = mustPre(`(` + name + `) is (?:now |already |still )?on (?:it|this|the case)(?:\s*(?:[.,;:!)]|$)|\s+(?:now|already|today|too|as well|with)\b|\s*[^\p{L}\p{N}\s'’])`)
	reOwnedBy = mustPre(`(?i:\b(?:owned by|assigned to|owner(?: is|:)?|dri(?: is|:)?|led by|driven by|handled by|picked up by|taken over by|taken on by|run by|managed by|coordinated by|shepherded by|looked after by|rests? with|will rest with|(?:release )?captain is|lead is|coordinator is|point person is|in charge is))\s+(` + name + `|@[\w.-]+)`)
	// reFollowedBy is work "followed by" a colleague, learners' English for handled by ("your
	// order will be followed by my colleague Rui Anjos", "is follow by Ms. Tang Xiaomei"); the
	// colleague or the title says a person follows, not a talk or a meal.
	reFollowedBy = mustPre(`(?i:\b(?:is|will be)\s+follow(?:ed)?\s+(?:up\s+)?by\s+(?:(?:my|our)\s+(?:colleague|teammate|team-mate|manager)\s+(?:(?:mr|ms|mrs|dr)\.?\s+)?|(?:mr|ms|mrs|dr)\.?\s+))(` + name + `)`)
	// reLooksAfter is the verb of looking after; reLookedAfterWork what is looked after when it
	// is the work: an order, a booking, an identifier, "it" ("looking after the kids" is not).
	reLooksAfter      = regexp.MustCompile(`(?i)\blooks? after$|\blooking after$`)
	reLookedAfterWork = regexp.MustCompile(`^\s+(?:(?i:your|our|the|this|that)\s+)?(?:\p{Lu}[\p{Lu}\d]*-\d+|(?i:order|booking|account|case|ticket|request|job|project|file|claim|enquiry|inquiry|application|shipment|it|this|that|them)\b)`)
	// reWorkMoves ends in the work itself as what "moves from A to B": "SUP-77 moves from Petra
	// to Jonas" moves the work between people; "the OPS-40 server moves from Frankfurt to
	// Dublin" moves a thing between places, unless the case knows the name.
	reWorkMoves = regexp.MustCompile(`(?:\b\p{Lu}[\p{Lu}\d]*-\d+|#\d+|\b(?i:it|this|that|the ticket|the task|the job|the case|the work))\s*(?:\([^)]{0,60}\)\s*)?$`)
	// rePossessiveAfter follows a name that owns the next noun: "followed by Dr. Smith's keynote".
	rePossessiveAfter = regexp.MustCompile(`^['’]s\b`)
	rePossessiveEnd   = regexp.MustCompile(`['’]s$`)
	// reToBeBy is a passive infinitive that gives work to its agent: "drawing to be checked by Callum".
	reToBeBy = mustPre(`(?i:\bto be (\p{L}+)(?: up| out| through)? by)\s+(` + name + `|@[\w.-]+)`)
	// The name's second word must be capitalised as written ("to @femi.adesanya-clarke for the
	// night" ends at the handle), whatever the case of the rest; "handover" is one word or two.
	reHandoff = mustPre(`(?i)\b(?:hand(?:ing|ed|s)?(?: ?over)?|pass(?:ing|ed)?|reassign(?:ing|ed)?|giv(?:e|es|ing)|gave|assign(?:ing|ed)?)\b[^.;:]{0,40}?\bto\s+(@?[\p{L}][\p{L}\d._-]*(?-i: ` + word + `)?)|\bover to\s+(@?[\p{L}][\p{L}\d._-]*)|\bleav(?:e|es|ing)\b[^.;:]{0,40}?\bwith\s+(you|@[\p{L}][\p{L}\d._-]*|(?-i:` + word + `(?: ` + word + `)?))`)
	rePossess = mustPre(`\b(?:[Ii]t['’]?s|[Ii]t is|now|is)\s+(?:on\s+)?(` + name + `)['’]s(?:\s+(?:plate|desk|list))?(?:\s+now)?\b`)
	// reMovedTo moves work to a person: "moved to Ana", "DWR-6011 moves from Matthias to Stefan".
	reMovedTo  = mustPre(`\b(?:(?:moved|passed|switched|transferred|handed)\s+(?:over\s+)?|(?:moves?|pass(?:es|ed)|goes|went|switch(?:es|ed))\s+(?:over\s+)?from\s+` + name + `\s+)to\s+(` + name + `)`)
	reNameTo   = mustPre(`^\W*(?:[^:]{1,40}:\s+)?(` + name + `|@[\w.-]+)\s+to\s+\p{Ll}+`)
	reAccept   = regexp.MustCompile(`(?i)^\W*(?:sure|yes|yep|yeah|aye|ok|okay|on it|will do|got it|happy to|can do|no problem|np|absolutely|of course|done deal|roger)\b|\bmine\b|\b(?:i'?ll|i will|i can) take (?:it|this)\b`)
	reAskTake  = regexp.MustCompile(`(?i)(?:^|\W)(@?[\w.-]+)?,?\s*(?:can|could|would) (?:you|u)\s+(?:please\s+)?(?:take|own|pick up|grab|handle|take over|drive|lead|shepherd|sort|sort out|deal with|take care of|fix)\b`)
	reTakeover = regexp.MustCompile(`(?i)\b(?:again|back on me|back to me|taking over|take over|takes over|took over|covering|now|instead|from here|from today|from now on)\b`)
	// reReviewVerb names what reviewers, approvers and the informed do, which owns nothing.
	reReviewVerb = regexp.MustCompile(`(?i)^(?:review|approv|sign|sanction|ratifi|authori[sz]|endors|inform|notifi|consult|cc|copi|escalat|report|rais|open|log)`)
)

// reHabitual is an adverb that makes a claim what the speaker does as a rule, not for this
// work: "Usually I coordinate. This time Ana leads."
// reOnTheWay is driving or running as a journey or a lateness, not as leading the work: "I'm
// driving back", "I'm running late", "I'll run to the shop".
// A journey with the work after it ("I'll drive over to store 14 and swap the switch myself")
// and the phrasal verbs of the work ("running down the root cause", "running up the costs")
// are the work.
var (
	reOnTheWay = regexp.MustCompile(`(?i)^(?:i'?m|i am|im|i'?ll|i will|ill|i can|i could|i'?m going to|let me)\s+(?:driving|running|drive|run)\s+(?:back|home|there|over|in|out|across|to|from|late|behind|low|short|early)\b`)
	reAndWork  = regexp.MustCompile(`(?i)\s(?:and|to)\s+(?:then\s+)?(?:swap|fix|replace|install|fit|repair|check|sort|do|finish|deliver|set up|reset|restart|rebuild|update|change|collect|pick up|drop off|take)\b`)
)

// onTheWayOnly reports driving or running as a journey or a lateness and nothing more (see
// reOnTheWay): "I'm driving back", "I'm running late".
func onTheWayOnly(t string) bool {
	return reOnTheWay.MatchString(t) && !reAndWork.MatchString(t)
}

var reHabitual = regexp.MustCompile(`(?i)\b(?:usually|normally|generally|typically|often|always|sometimes|mostly)\b`)

// reflexive are the pronouns that give work to the one who hands it: "assigned it to herself".
var reflexive = map[string]bool{"myself": true, "herself": true, "himself": true, "themselves": true, "themself": true}

// reAgentName is the name a clause opens with, its agent: "Aino Lahti assigned ...".
var reAgentName = regexp.MustCompile(`^\W*(` + name + `)\s+\p{Ll}`)

// ownerWords are words one of which every ownership construction holds (lower case).
var ownerWords = []string{"own", "assigned", "acknowledged", "mine", " me", "take", "taken", "→", "->", "=>", "todo", "ai(", "ap(", "action", " with ", "doing",
	"officer", "contact", "manager", ":", " is ", "lead", "s ", "taking", "took", "hand", "pass", "assign", "driv", "lead", "led ", "point", " ic",
	"has it", "has this", "rest with", "rests with", "captain", "coordinator", "in charge", "accountable", " by ", "mim", "incident",
	"cover", "moved", "switched", "transferred", "'s", "’s", " to ", "got ", "grab", "pick", "handl", "shepherd", " pen",
	"run", "dri", "yours", "responsib", "follow", "leave", "do it", "do this", "care of", "i'm on", "i’m on", "im on", "i am on", "be on", "grabbing", "sure", "yes", "yep", "yeah", "aye", "ok", "on it", "will do", "happy to", "can do", "no problem", "np", "of course"}

func (x *extraction) readOwner(c *clause) {
	if x.th.call != nil && x.volunteered(c) {
		return // "me. booking fri" after "bootcamp flights — who"
	}
	if !hasAny(c.lower, ownerWords) {
		return
	}
	text := c.text
	if x.readOwnerFrame(c) || x.readOwnerClaim(c) || x.readArrowOwner(c) || x.readOwnerOn(c) || x.readOwnerAtWork(c) {
		return
	}
	if who, ok := x.acceptance(*c); ok {
		x.add(Fact{Kind: Owner, Subject: who.subject, Person: c.me, Span: c.span, Revises: true})
		return
	}
	if m := reOwnSelf.findIndex(c.fold, text); m != nil && !negated(text[:m[0]]) && !reHabitual.MatchString(lastWords(text[:m[0]], 3)) && !onTheWayOnly(text[m[0]:]) {
		x.add(Fact{Kind: Owner, Subject: c.subject, Person: c.me, Span: c.span, Revises: reTakeover.MatchString(text)})
		return
	}
	// A handover still intended ("aiming to hand it to Finance", "will pass it to Ana") has not happened.
	if m := reHandoff.findSubmatchIndex(c.fold, text); m != nil && !reFuture.MatchString(text[:m[0]]) {
		m := reHandoff.FindStringSubmatch(text)
		who := m[1]
		for _, alt := range m[2:] {
			if who == "" {
				who = alt // "over to you", "leaving it with Ruth"
			}
		}
		if reflexive[strings.ToLower(strings.TrimRight(strings.TrimSpace(who), "._-"))] {
			// "Aino Lahti assigned KTR-34 to herself": the one who assigned it.
			who = ""
			if n := reAgentName.FindStringSubmatch(text); n != nil {
				who = n[1]
			} else if strings.EqualFold(strings.TrimSpace(m[1]), "myself") {
				who = c.me
			}
		}
		who = x.addressee(c, strings.TrimRight(strings.TrimSpace(who), "._-")) // "over to you." ends a sentence
		if who != "" && !isPronoun(who) && !strings.HasPrefix(strings.ToLower(who), "the ") &&
			(strings.HasPrefix(who, "@") || x.people.Known(who) || isCapitalised(who)) {
			x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(who), Span: c.span, Revises: true})
			return
		}
	}
	if m := reOwnedBy.findSubmatchIndex(c.fold, text); m != nil && !negated(text[:m[0]]) {
		x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(text[m[2]:m[3]]), Span: c.span})
		return
	}
	if m := reFollowedBy.findSubmatchIndex(c.fold, text); m != nil && !negated(text[:m[0]]) && !rePossessiveAfter.MatchString(text[m[1]:]) &&
		!rePossessiveEnd.MatchString(text[m[2]:m[3]]) {
		x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(text[m[2]:m[3]]), Span: c.span})
		return
	}
	if m := reToBeBy.findSubmatchIndex(c.fold, text); m != nil && !negated(text[:m[0]]) && !reReviewVerb.MatchString(text[m[2]:m[3]]) &&
		!x.datesAt(text[m[4]:]) { // "to be finished by Tue", "to be filed by Dec 4" are deadlines
		x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(text[m[4]:m[5]]), Span: c.span})
		return
	}
	if m := reOwnName.findSubmatchIndex(c.fold, text); m != nil && !negated(text[:m[0]]) {
		who := text[m[2]:m[3]]
		if reLooksAfter.MatchString(text[m[0]:m[1]]) && !reLookedAfterWork.MatchString(text[m[1]:]) {
			who = "" // "Marta is looking after the kids on Fri": not the work
		}
		if who != "" && !isPronoun(who) {
			x.objectSubject(c, text[m[1]:])
			// "Tomás takes over from Ignacio": a handover, which explains the change of owner.
			x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(who), Span: c.span, Revises: reTakeover.MatchString(text[m[0]:])})
			return
		}
	}
	if m := reOnIt.findSubmatchIndex(c.fold, text); m != nil && !negated(text[:m[0]]) {
		// "Dániel Kocsis-Amadi is on it": a person's full name or one the case knows ("Shipping
		// is on it" is a department).
		if who := text[m[2]:m[3]]; !isPronoun(who) && (x.people.Known(who) || strings.Contains(who, " ") && !orgName(who)) {
			x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(who), Span: c.span})
			return
		}
	}
	if m := reMovedTo.findSubmatch(c.fold, text); m != nil && !isPronoun(m[1]) && stateOf(m[1]) == "" && len(x.p.Dates(m[1], x.doc.At)) == 0 &&
		(!strings.Contains(strings.ToLower(m[0]), " from ") || x.people.Known(m[1]) || reWorkMoves.MatchString(text[:strings.Index(text, m[0])])) {
		x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(m[1]), Span: c.span, Revises: true})
		return
	}
	if m := rePossess.findSubmatch(c.fold, text); m != nil && !isPronoun(m[1]) {
		x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(m[1]), Span: c.span, Revises: reTakeover.MatchString(text)})
		return
	}
	if m := reNameTo.findSubmatchIndex(c.fold, text); m != nil {
		who := text[m[2]:m[3]]
		// A name known to the case, a handle, or a full name: "Thanks to", "Need to" are not.
		// Under an action marker a full name need not be known already.
		if !isPronoun(who) && (strings.HasPrefix(who, "@") || x.people.Known(who) || strings.Contains(who, " ") && (x.people.Known(strings.Fields(who)[0]) || c.section == "action")) {
			x.objectSubject(c, text[m[1]:])
			x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(who), Span: c.span})
		}
	}
}

// otherNamed reports whether someone known other than me has the first name first.
func (x *extraction) otherNamed(first, me string) bool {
	names := x.people.Names()
	for _, l := range x.lines {
		names = append(names, l.speaker) // a chat's speakers, known or not
	}
	for _, n := range names {
		if f := strings.Fields(strings.ToLower(n)); len(f) > 1 && f[0] == first && !strings.EqualFold(n, me) {
			return true
		}
	}
	return false
}

// reDeclines is a reply that opens like a yes and declines: "aye right, like I've time for
// that", "Aye. Sorry no, I'm off till Monday", "aye, Dougie's better placed for that".
var reDeclines = regexp.MustCompile(`(?i)^\W*aye\s+right\b|\b(?:sorry|no can do|can'?t|cannot|won'?t|not me|no way|off (?:till|until|today|tomorrow)|better placed|ask \p{L}+|like i'?ve time)\b`)

// orgName reports a name of two or more capitalised words that is an organisation's or a
// team's, not a person's: its last word says so ("Otis Lifts", "Estates Team", "Hollinsford
// Council", "Kerr Brothers").
func orgName(n string) bool {
	f := strings.Fields(strings.ToLower(n))
	return len(f) > 0 && orgWords[f[len(f)-1]]
}

var orgWords = map[string]bool{"team": true, "council": true, "ltd": true, "limited": true, "inc": true, "plc": true, "llc": true, "gmbh": true,
	"services": true, "group": true, "department": true, "dept": true, "office": true, "desk": true, "company": true, "co": true,
	"partners": true, "brothers": true, "lifts": true, "electrical": true, "electrics": true, "plumbing": true, "maintenance": true, "support": true,
	"facilities": true, "estates": true, "trust": true, "association": true, "club": true, "committee": true, "board": true, "agency": true,
	"authority": true, "unit": true, "logistics": true, "solutions": true, "systems": true, "engineering": true, "contractors": true, "security": true}

// datesAt reports whether text opens with a date: "Dec 4 or they won't book us".
func (x *extraction) datesAt(text string) bool {
	for _, d := range x.p.Dates(text, x.doc.At) {
		if strings.TrimSpace(text[:d.Span.Start]) == "" {
			return true
		}
	}
	return false
}

// addressee resolves "you" in a handover ("assigned ASSAY-80 to you", "over to you @sam"):
// the person the clause mentions, else whom the document addresses; other names as written.
func (x *extraction) addressee(c *clause, who string) string {
	if !strings.EqualFold(who, "you") {
		return who
	}
	if m := reMention.FindStringSubmatch(c.text); m != nil {
		return "@" + m[1]
	}
	// A name set before the sentence it addresses: "Zanele — over to you for KRU-7".
	if v := x.vocative(c); v != "" && !strings.HasPrefix(v, "@") {
		return v
	}
	if x.to == "" {
		return x.openingVocative()
	}
	return x.to
}

// objectSubject makes the object of an owning verb the clause's subject ("Kiran is driving
// the SMS vendor contract"), when neither the clause nor the text before it names a work
// identifier: with one in view, the object is a part or a name of that item ("leading the
// docking" of DRYD-31).
func (x *extraction) objectSubject(c *clause, rest string) {
	if len(c.ids) > 0 || x.labelled(c) {
		return
	}
	obj := object(rest)
	if obj == "" || generic(obj) {
		return
	}
	if len(workIDs(c.subject)) > 0 && c.subject == x.subject && sharesWord(obj, x.doc.Title) {
		return // "leading the docking" under the title "docking confirmation (DRYD-31)"
	}
	if len(workIDs(c.subject)) > 0 && c.subject != x.subject && x.sameLine(c.span, c.subject) {
		return // "2. PAY-7 refunds: approved; Ana to brief the bank": a step of the item the line names
	}
	c.subject = obj
}

// labelled reports a clause whose subject a line's leading label gave.
func (x *extraction) labelled(c *clause) bool {
	return c.subject != "" && strings.HasPrefix(strings.TrimLeft(c.text, " -*•\t"), c.subject+":")
}

// sharesWord reports whether two phrases share a content word (four letters or more).
func sharesWord(a, b string) bool {
	words := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(b), notWordRune) {
		if len(w) >= 4 {
			words[strings.TrimSuffix(w, "s")] = true
		}
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(a), notWordRune) {
		if len(w) >= 4 && words[strings.TrimSuffix(w, "s")] {
			return true
		}
	}
	return false
}

// acceptance reports whether the clause accepts work someone asked its speaker to take.
func (x *extraction) acceptance(c clause) (asked, bool) {
	key := strings.ToLower(c.me)
	a, ok := x.th.asked[key]
	if f := strings.Fields(key); !ok && len(f) > 1 && !x.otherNamed(f[0], c.me) {
		// "@Morag can ye …" asked before the chat showed her full name: the first name is hers
		// when no other known person has it.
		key = f[0]
		a, ok = x.th.asked[key]
	}
	if !ok || !reAccept.MatchString(c.text) || negated(c.text) || reDeclines.MatchString(x.lineOf(c.span)) || rePassesOn.MatchString(x.lineOf(c.span)) {
		return asked{}, false
	}
	delete(x.th.asked, key)
	return a, true
}
