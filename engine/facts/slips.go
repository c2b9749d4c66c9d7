package facts

import (
	"regexp"
	"slices"
	"strings"
	"time"
)

// A slip moves a due date. Its cues are English constructions: a verb of moving a date
// (slip, push back, postpone, delay, reschedule, move out), a new or revised date ("new
// installation date is", "realistic is", "ETA now"), a date that will be missed ("won't make
// the 18th", "isn't happening on the 30th": the date is the old one), and a need for more
// time ("needs another fortnight"). A move to somewhere that is not a date ("moved to an
// amendment", "pushed to main") and a rejected proposal ("REJECTED: moving press night") are
// no slips.
var (
	reSlip = regexp.MustCompile(`(?i)\b(?:slip(?:s|ped|ping)?|push(?:es|ed|ing|d)?\b(?: (?:it |this |that |[\w-]+ )?(?:back|out))?|mov(?:es|ed|ing|e)\b(?: (?:the date|it|this|that|out|back))?|postpon(?:e|es|ed|ing)|delay(?:s|ed|ing)?|reschedul(?:e|es|ed|ing)|new (?:[\w-]+ ){0,2}(?:date|eta|target|deadline)(?: is)?|revised (?:[\w-]+ )?(?:date|eta|target|deadline)(?: is)?|` + newDateCoded + `|realistic(?:ally)?(?: [\w-]+)?(?: is)?|eta (?:is )?now|now (?:due|targeting|expected|aiming for|looking at|scheduled|planned|booked|set|pencil?led in|says?|reckons?|expects?|estimates?|promises?|quotes?)|\bcom(?:e|es|ing)\s+(?:in\s+)?(?:earlier|sooner|later)\b|` + dateChangedVerb + `|need(?:s)? (?:another|an extra|one more|two more|a few more|\d+ more)|(?:one|a|two|three|a few|a couple of|couple of|\d+) (?:more )?(?:week|weeks|days?) late|` + dateChanged + `|` + pulledIn + `|` + replanned + `|` + bumped + `|\bforecast(?:ed)?(?: (?:date|finish|completion|end|go-?live|delivery))?\s*[:=]?\s*|behind schedule|running late|giv(?:e|es|en|ing)\s+(?:(?:us|me|them|him|her|you)\s+(?:until|till|til|to)|(?-i:\p{Lu})[\p{L}'’-]+\s+(?:until|till|til))|extend(?:s|ed|ing)?\b(?: (?:it|this|that|the (?:date|deadline)))?|extension(?: (?:to|until|till))?|` + lateOnly + `)` + slipMiss)
	// reLateOnly is "only" after a state the work reaches: "will be ready only next Friday" says
	// not before then, later than the date in view.
	reLateOnly = regexp.MustCompile(`(?i)` + lateOnly)
	// reOnlyTail is that "only" between a deadline cue and its date.
	reOnlyTail = regexp.MustCompile(`(?i)\s+only\s*$`)
	// reSlipMiss is a date that will be missed: the date it names is the old one.
	reSlipMiss = regexp.MustCompile(`(?i)(?:` + slipMiss[1:] + `)`)
	reMore     = regexp.MustCompile(`(?i)\b(?:another|an extra|one more|a) (week|day|fortnight|couple of days|few days)|\b(two|three|\d+) more (weeks?|days?)`)
	// reMoveTo is a move's destination: a date when one follows, otherwise a place or a stage.
	reMoveTo    = regexp.MustCompile(`(?i)^\s+(?:it\s+|this\s+|that\s+)?to\s+(?:the\s+|an?\s+)?\p{L}`)
	reRejected  = regexp.MustCompile(`(?i)\b(?:rejected|decided against|ruled out|not moving|won'?t move|not pushing)\b`)
	reMoveVerbs = regexp.MustCompile(`(?i)^(?:push|mov)`)
	// reWithinHours is a date written as a span of hours or minutes from now: today, read
	// from a duration, never a slip's new day.
	reWithinHours = regexp.MustCompile(`(?i)\b(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)\b`)
	// reNewDate is a cue that states a new date and means nothing without one.
	reNewDate = regexp.MustCompile(`(?i)^(?:new|revised|realistic\w*|eta|now)\b`)
)

// putOff reports whether the clause puts the date off: its last verb of putting off ("the
// launch on 1 December, which was likely to slip anyway, is now postponed" is postponed; the
// hedge was the aside's) follows the date with no hedge or sentence end between, and no event
// is named before it.
func (x *extraction) putOff(c clause, d DateMention) bool {
	put := -1
	for _, pm := range reSlip.FindAllStringIndex(c.text, -1) {
		if rePostponed.MatchString(c.text[pm[0]:pm[1]]) {
			put = c.span.Start + pm[0]
		}
	}
	return put > d.Span.End && !putOffHedged(x.doc.Text[d.Span.End:put]) && !reDueEvent.MatchString(x.doc.Text[c.span.Start:put])
}

// putOffHedged reports the words between a date and a verb of putting it off that leave the
// date standing: a sentence's end ("planned for 16 Dec. We may reschedule.") or a hedge on the
// verb ("might have to be rescheduled", "if it is delayed"; not one in a clause between, "which
// was likely to slip anyway, is now postponed").
func putOffHedged(between string) bool {
	return strings.ContainsAny(between, ".!?;") || reMaybe.MatchString(lastWords(between, 4))
}

// reMaybe is a word that makes a move a possibility, not a fact.
var reMaybe = regexp.MustCompile(`(?i)\b(?:may|might|could|possibly|perhaps|maybe|if|whether|unless|likely|probably)\b`)

// rePostponed is a verb of putting a date off: the date named before it is struck (one that has
// passed, one of an event, or one a hedge leaves standing is not).
var rePostponed = regexp.MustCompile(`(?i)^(?:slip|push|postpon|delay|reschedul)`)

// dateChanged is a date named and said to change: "the target date has changed to", "ETA
// revised to", "go-live was moved", "deadline adjusted".
const dateChanged = `\b(?:date|deadline|eta|target|due|go-?live|launch|handover|delivery|completion|install(?:ation)?|cut-?over|start)(?:\s+(?:for|of)\s+[\w-]+)?\s+(?:has\s+(?:been\s+)?|have\s+(?:been\s+)?|was\s+|were\s+|is\s+|got\s+)?(?:changed|moved|updated|revised|amended|shifted|pushed|bumped|adjusted|re-?set|extended)\b(?:\s+(?:from|to))?`

// reWorkStarts ends the words before a re-planned date that say the work starts then (an
// arrival or a delivery on that day is the item's new date: "the shelves come in on the 25th").
var reWorkStarts = regexp.MustCompile(`(?i)\b(?:start(?:s|ing|ed)?|begin(?:s|ning)?|began|kick(?:s|ing|ed)? off|get(?:s|ting)? going|got going)\b(?:\s+\S+){0,5}\s*$`)

// reEventMoved ends in an event noun that a move's verb follows: what moves is a meeting's or a
// review's day, not the work's due date.
var reEventMoved = regexp.MustCompile(`(?i)\b(?:meeting|call|sync|review|demo|stand-?up|workshop|interview|catch-?up|webinar|offsite|lunch|party)\b[^,.;:]{0,30}$`)

// reGatheringMoved is a gathering named before a verb of moving it: the day it moves to is the
// gathering's ("The label presentation moved to Friday"), no due date of work.
var reGatheringMoved = regexp.MustCompile(`(?i)\b(?:briefing|session|seminar|lecture|talk|presentation|rehearsal|training|visit|tour|ceremony|dinner|appointment|hearing|viewing|screening|meeting|party|lunch|tasting|launch event|open day)s?\s+(?:has\s+been\s+|is\s+|was\s+|got\s+|now\s+)?(?:moved|pushed|postponed|rescheduled|shifted|brought forward|put back|bumped)\b[^.;]*$`)

// reMovedEvent is an event a clause opens with before its verb of moving a date: "The staff
// briefing moved to Friday" moves a gathering's day, no work's due date.
var reMovedEvent = regexp.MustCompile(`(?i)^\W*(?:the\s+|our\s+)?(?:[\p{L}-]+\s+){0,3}(?:briefing|session|seminar|lecture|talk|presentation|rehearsal|training|visit|tour|ceremony|dinner|appointment|hearing|viewing|screening|meeting|call|party|lunch)s?\s+(?:has\s+been\s+|is\s+|was\s+|got\s+)?$`)

// reMovedToPlace is a move's destination that is a place, then more words before the date:
// "the HXP-41 files to the shared drive on".
var reMovedToPlace = regexp.MustCompile(`(?i)^[^,.;]{0,40}?\bto\s+(?:the\s+|a\s+|an\s+|our\s+|my\s+)?\p{L}[\p{L}\d -]*\s+(?:on|at|by)\s+$`)

// reStampLabel follows a date that stamps a note's label: "(16 Nov):", "16 Nov:**".
var reStampLabel = regexp.MustCompile(`^\)?\s*(?:\*\*|__)?\s*:`)

// reWasDay is an aside after a new date naming the day it replaced: "(was the 11th)",
// "(previously 11 Dec)".
var reWasDay = regexp.MustCompile(`(?i)^\s*\(\s*(?:was|previously|originally|formerly)\s+(?:the\s+)?(?:\p{L}+\s+)?(\d{1,2})(?:st|nd|rd|th)?\b`)

// dateChangedVerb is a date changed, the verb first: "changed the due date on CTD-63 to Nov 6",
// "changed due date of HPS-301 \"Ep. 14\" from Oct 9 to Oct 13".
const dateChangedVerb = `\b(?:chang|mov|updat|revis|amend|push|shift|adjust|extend)(?:ed|ing|es|e)?\s+(?:the\s+)?(?:(?:due|target|delivery|go-?live|completion|end|finish|close|release|ship(?:ping)?)\s+)?(?:date|deadline|eta)\b(?:\s+(?:on|for|of)\s+[\w#-]+(?:\s+"[^"]*")?)?`

// pulledIn is a date brought earlier: "brought forward to Wednesday", "pulled in to the 8th",
// "moved up".
const pulledIn = `\b(?:brought|bring(?:s|ing)?|pull(?:s|ed|ing)?|mov(?:es|ed|ing|e))\s+(?:it\s+|this\s+|that\s+|[\w-]+\s+)?(?:forward|in|up|earlier)\b`

// replanned is a date planned, booked or dated again: "re-planned for 12/10", "rebooked the
// window for the 18th", "re-baselined".
const replanned = `\bre-?(?:plann?(?:ed|ing)?|baselin(?:ed|ing)|dated|booked|timed|slotted)\b`

// bumped is a date bumped along: "got bumped to the 16th", "bumping it out".
const bumped = `\bbump(?:s|ed|ing)?\b(?:\s+(?:it|this|that|[\w-]+))?\s+(?:to|back|out|along)\b`

// newDateCoded is "new date" or "new ETA" in the languages a code-switching writer drops
// into ("nueva ETA: martes 17", "nouvelle date", "neuer Termin", "nova data", "nieuwe
// datum", "yeni tarih"): the same cue as the English one.
const newDateCoded = `\b(?:nuev[ao]s?|nouvel(?:le)?|nouveau|neue[rns]?|nov[ao]|nieuwe|yeni)\s+(?:eta|fecha(?: de entrega)?|date|data|datum|termin|prazo|deadline|target|tarih)\b`

const lateOnly = `\b(?:ready|done|finished|complete|completed|available|back|fixed|delivered|possible|live)\s+only\b`

const slipMiss = `|\b(?:won'?t|will not|can'?t|cannot|not going to|unlikely to) (?:make|hit|meet)\b|\bmiss(?:es|ed|ing)? (?:the )?(?:date|deadline|\d)|\b(?:not|no) happening\b|n['’]t happening\b|\bnot possible\b|\b(?:will not|won'?t|would not|wouldn'?t) be possible\b|\bno longer (?:realistic|possible|feasible|doable|achievable|happening)\b`

var slipWords = []string{"slip", " only", "push", "mov", "postpon", "delay", "reschedul", "new ", "revised", "realistic", "eta", "now due",
	"now target", "now expected", "now aiming", "now looking", "no longer", "make", "not ", "instead", "rather", " now", "hit", "meet", "miss", "happening", "possible", "need", "late", "behind", "give", "gave", "extend", "extension",
	"nuev", "nouv", "neue", "nova", "novo", "nieuw", "yeni", "chang", "updated", "amended", "shifted", "adjusted", "reset", "re-set",
	"brought", "bring", "pull", "forward", "come", "coming", "earlier", "sooner", "replan", "re-plan", "rebaselin", "re-baselin", "redated", "rebook", "re-book", "retimed", "reslotted", "bump", "forecast"}

func (x *extraction) readSlip(c clause, dates []DateMention) {
	if !hasAny(c.lower, slipWords) || reRejected.MatchString(c.text) {
		return
	}
	if x.readContrast(c, dates) {
		return
	}
	m := reSlip.FindStringIndex(c.text)
	if m == nil {
		x.readRevisedDate(c, dates)
		return
	}
	if negated(c.text[:m[0]]) && !reSlipMiss.MatchString(c.text[m[0]:m[1]]) || wanted(c.text[:m[0]]) {
		return // (a move someone asks for is not made yet: "asked for the upgrade to come earlier")
	}
	miss := reSlipMiss.MatchString(c.text[m[0]:m[1]])
	at, cueEnd := c.span.Start+m[0], c.span.Start+m[1]
	if strings.HasPrefix(strings.ToLower(c.text[m[0]:m[1]]), "giv") && reGraceOther.MatchString(x.doc.Text[cueEnd:c.span.End]) {
		return // "give Ana until Monday to reply", "give Marco till 5pm": time for another thing
	}
	restOfLine, _, _ := strings.Cut(x.doc.Text[cueEnd:], "\n")
	if miss && (!missesTime(c.text[m[0]:m[1]], x.doc.Text[cueEnd:c.span.End], dates, cueEnd) || reAttendsOnly.MatchString(restOfLine)) {
		return // "we won't make the same mistake"; "I can't make Friday myself, but Ana will be there"
	}
	var old, nu time.Time
	var rd []time.Time
	newAt, oldAt := -1, -1
	for i, d := range dates {
		lead := strings.ToLower(strings.TrimSpace(x.doc.Text[c.span.Start:d.Span.Start]))
		if d.Span.Start < at && reStampLabel.MatchString(x.doc.Text[d.Span.End:]) {
			continue // "**Revision 2 (16 Nov):** target moved up": when the note was written (not "moved to Monday: the van failed")
		}
		switch {
		case d.Span.Start < at && len(strings.Fields(x.doc.Text[d.Span.End:at])) <= 6, strings.HasSuffix(lead, "from"), miss && old.IsZero(),
			i+1 < len(dates) && reArrowGap.MatchString(x.doc.Text[d.Span.End:dates[i+1].Span.Start]):
			// (the date before an arrow is the one replaced: "moved: 09/10 → 16/10")
			old, oldAt = d.Date, i
			if due := x.th.due[c.subject]; slices.ContainsFunc(readings(d), due.Equal) {
				old = due // "09/10 → 16/10" after "due 9 Oct": the reading the thread has
			}
		case d.Span.Start < at:
			// a date far before the cue belongs to another part of the clause
		case reWithinHours.MatchString(d.Text):
			// "moved to F03 within 35 minutes": a slip moves a day, not a time within one
		case nu.IsZero():
			nu, rd, newAt = d.Date, readings(d), i
		}
	}
	if newAt >= 0 && reNotBefore.MatchString(x.doc.Text[dates[newAt].Span.End:c.span.End]) {
		return // "now looking at 30 November at the earliest": a day it cannot come before, not its date
	}
	if reEventMoved.MatchString(c.text[:m[0]]) || reMovedEvent.MatchString(c.text[:m[0]]) {
		return // "The meeting about HXP-41 is now on 12 Oct", "HXP-41 review comes later": an event's day, not the work's
	}
	if newAt >= 0 && cueEnd <= dates[newAt].Span.Start && reWorkStarts.MatchString(x.doc.Text[cueEnd:dates[newAt].Span.Start]) {
		return // "realistically he starts the weld on the 19th": the day the work starts, not the day it is due
	}
	if newAt >= 0 && reMoveVerbs.MatchString(c.text[m[0]:m[1]]) && cueEnd <= dates[newAt].Span.Start &&
		reMovedToPlace.MatchString(x.doc.Text[cueEnd:dates[newAt].Span.Start]) {
		return // "Moved the files to the shared drive on 6 Oct": a move to a place, on the day it happens
	}
	if strings.HasPrefix(strings.ToLower(c.text[m[0]:m[1]]), "forecast") && (newAt < 0 || dates[newAt].Span.Start != cueEnd) {
		return // a forecast is a new date only as a plan's column: "Forecast 16 Oct", not "the forecast gives a window"
	}
	if newAt >= 0 && cueEnd <= dates[newAt].Span.Start && wanted(x.doc.Text[cueEnd:dates[newAt].Span.Start]) {
		return // "pulled in, so we'd need it by the 20th": a date asked for is not yet the work's
	}
	if newAt >= 0 {
		// "pushed to 18 Dec (was the 11th)": the aside names the date replaced.
		if mm := reWasDay.FindStringSubmatch(x.doc.Text[dates[newAt].Span.End:c.span.End]); mm != nil {
			if o := sameMonthDay(nu, atoi(mm[1])); !o.IsZero() {
				old = o
			}
		}
	}
	if nu.IsZero() && reMoveVerbs.MatchString(c.text[m[0]:m[1]]) && reMoveTo.MatchString(x.doc.Text[cueEnd:c.span.End]) {
		return // "moved to an amendment", "pushed to main": a move to somewhere, not to a date
	}
	subject := c.subject
	if newAt >= 0 && cueEnd <= dates[newAt].Span.Start {
		if ids := workIDs(x.doc.Text[cueEnd:dates[newAt].Span.Start]); len(ids) > 0 && ids[0] != subject {
			// "MMCL-880 still 15 Dec and fyi the MFSA moved the MMCL-881 fieldwork to the 16th":
			// the move is of the item it names, and a date before it was another item's.
			subject = ids[0]
			if !strings.Contains(strings.ToLower(x.doc.Text[cueEnd:dates[newAt].Span.Start]), "from") {
				old = time.Time{}
			}
		}
	}
	if np := x.movedNP(c, c.text[:m[0]], c.text[m[0]:]); np != "" {
		subject = np // "Conveyor 5 belt splice moved to Sunday": the thing the clause opens with moved
	} else if len(c.ids) == 0 && x.th.due[subject].IsZero() && !x.th.due[x.th.last].IsZero() {
		subject = x.th.last // a new date for the work the thread has a date for
	}
	if old.IsZero() {
		old = x.th.due[subject]
		if old.IsZero() {
			old = x.th.due[itemOf(subject)] // "PGC-95 tender: ... New date 14/12."
		}
		if d, ok := x.namedDue(c.text[m[0]:m[1]], subject); ok {
			old = d // "New installation date" replaces the installation's date, not the plinth's
		}
		if old.IsZero() {
			old = x.quotedDue(subject)
		}
	} else if due := x.th.due[subject]; miss && !due.IsZero() && due.Weekday() == old.Weekday() && absDays(due.Sub(old)) <= 7 {
		// "Wednesday is no longer realistic" names the Wednesday it was due, not the next one.
		old = due
	} else if due.IsZero() || miss {
		// The date being missed is the one due until now: "will miss the 13th" names it even
		// where the thread read another, and a new date stated next replaces it.
		x.th.due[subject] = old
	}
	if nu.IsZero() && !old.IsZero() {
		if slices.ContainsFunc(x.out, func(f Fact) bool { return f.Kind == Slip && itemOf(f.Subject) == itemOf(subject) }) {
			return // "changed the due date to Oct 16" then "pushing a week": the same move told again
		}
		if mm := reShiftBy.FindStringSubmatch(c.text[m[0]:]); mm != nil {
			// "moved right by two days", "brought forward by a week": the old date, shifted.
			days := spanDays(mm[1], mm[2])
			if reEarlier.MatchString(c.text[m[0]:m[1]]) {
				days = -days
			}
			nu = old.AddDate(0, 0, days)
		} else if mm := reMore.FindStringSubmatch(c.text); mm != nil {
			nu = old.AddDate(0, 0, moreDays(mm))
		}
	}
	if nu.Equal(old) && !x.th.slipped[subject].IsZero() && !miss {
		old = x.th.slipped[subject] // the slip told again ("moved to 30 Oct" after the mail that moved it)
	}
	if nu.IsZero() || nu.Equal(old) {
		// A move with no new date ("dispatch is delayed", "sorry for the delay") states no
		// date to act on; the clause that gives one (often the next) is the slip.
		if miss && !old.IsZero() && nu.IsZero() {
			x.missed = append(x.missed, missedDate{subject: subject, old: old, end: c.span.End, span: c.span})
		}
		if !miss && nu.IsZero() && oldAt >= 0 && dates[oldAt].Span.Start < at && rePostponed.MatchString(c.text[m[0]:m[1]]) &&
			!old.Before(truncateDay(x.doc.At)) && x.putOff(c, dates[oldAt]) {
			// "the release planned for 16 November will be rescheduled": that date no longer
			// holds, and is no due date of the work; the next clause may give the new one.
			dates[oldAt].placed = true
			x.missed = append(x.missed, missedDate{subject: subject, old: old, end: c.span.End, span: c.span})
		}
		return
	}
	if old.IsZero() && (strings.HasPrefix(strings.ToLower(c.text[m[0]:m[1]]), "realistic") || reLateOnly.MatchString(c.text[m[0]:m[1]])) {
		return // a realistic estimate, or "ready only Friday", with no date before it to replace is just the estimate
	}
	if newAt >= 0 {
		dates[newAt].placed = true
	}
	x.addSlip(c, subject, old, nu, rd)
}

// reMovedNP is a clause's opening noun phrase and the auxiliary before its verb of moving a
// date: "Conveyor 5 belt splice ", "The roof survey has been ", "Pallet audit now ".
var reMovedNP = regexp.MustCompile(`(?i)^\W*((?:the|our)\s+)?([\p{L}\d][\p{L}\d'’/&-]*(?:\s+[\p{L}\d][\p{L}\d'’/&-]*){0,5}?)\s+(?:(?:has|have)\s+been\s+|(?:is|are|was|were)\s+(?:now\s+|being\s+)?|(?:has|have|got|gets|now)\s+)?$`)

// reCueObject is a verb of moving a date with its object right after it: what stands before it
// is the mover ("Ops moved it to Monday", "the contractor postponed the boiler service to
// Friday", "Otis Lifts pushed the lift inspection back").
var reCueObject = regexp.MustCompile(`(?i)^\p{L}+(?:\s+(?:back|out|forward|up))?\s+(?:it|this|that|them|(?:the|our|their|his|her|its|my)\s+\p{L})`)

// reMovedObject is a moving verb's object: "postponed the malt delivery to Friday", "pushed
// our keg collection back to Thursday".
var reMovedObject = regexp.MustCompile(`(?i)^\p{L}+\s+((?:the|our|their|his|her|its|my)\s+[\p{L}\d][\p{L}\d'’-]*(?:\s+[\p{L}\d][\p{L}\d'’-]*){0,4}?)\s+(?:back\s+|out\s+|forward\s+)?(?:to|until|till|by|from|into|onto|for)\b`)

// reDateNoun ends an object that is the date itself: "changed the due date", "moved the deadline".
var reDateNoun = regexp.MustCompile(`(?i)\b(?:date|deadline|eta|target|dates|day)$`)

// movedNP is the thing a clause that names no work item opens with before its verb of moving a
// date, when the clause would otherwise speak of the page's topic (a shift report's item, a
// check-in's task): none when the words are a pronoun, a person, a clause of their own or a
// generic word ("the date", "it", "we"), or when the verb has an object of its own (cue).
func (x *extraction) movedNP(c clause, before, cue string) string {
	if m := reCueObject.FindStringIndex(cue); m != nil {
		// "The maltster postponed the malt delivery to Friday": the words before are who moved
		// it, the verb's object what moved ("Ops moved it to Monday" names none of its own).
		if len(c.ids) > 0 || c.labelled || c.carried || len(workIDs(c.subject)) > 0 || c.subject != "" && c.subject != x.docSubject() {
			return ""
		}
		if o := reMovedObject.FindStringSubmatch(cue); o != nil && !reDateNoun.MatchString(o[1]) {
			return strings.TrimSpace(o[1])
		}
		return ""
	}
	if len(c.ids) > 0 || c.labelled || c.carried || len(workIDs(c.subject)) > 0 || c.subject != "" && c.subject != x.docSubject() {
		return ""
	}
	m := reMovedNP.FindStringSubmatch(before)
	if m == nil {
		return ""
	}
	np := m[2]
	words := strings.Fields(strings.ToLower(np))
	for _, w := range words {
		if reNotThing.MatchString(w) || isPronoun(w) {
			return ""
		}
	}
	switch words[len(words)-1] {
	case "date", "deadline", "eta", "target", "it", "this", "that", "everything", "all", "dates", "meeting", "call",
		"to", "of", "for", "on", "at", "by", "with", "from", "in", "and", "or":
		return "" // "the date moved", "the meeting moved", "the proposal to move it": no thing due of its own
	}
	if generic(np) || x.people.Known(np) || x.people.Known(words[0]) {
		return ""
	}
	return strings.TrimSpace(m[1] + np)
}

// addSlip states a slip of subject's due date from old to nu, and nu as its due date.
func (x *extraction) addSlip(c clause, subject string, old, nu time.Time, rd []time.Time) {
	// A document that moves a date twice ("needs another couple of days ... new target mon
	// 21st") states one move: from the date before it to the last date it gives.
	for i := 0; i < len(x.out); i++ {
		if f := x.out[i]; f.Kind == Slip && itemOf(f.Subject) == itemOf(subject) && f.Doc == x.doc.ID {
			if f.Date.Equal(nu) {
				return // the move told again ("changed Due date: 12/Mar → 19/Mar", then "rebooked for 18/19 March")
			}
			if !f.Old.IsZero() || old.IsZero() || old.Equal(f.Date) || len(c.ids) > 0 && !slices.Contains(c.ids, subject) {
				// A date the later move names beats none, unless it is the earlier move's own (a
				// typo corrected) or the later clause names another item.
				old = f.Old
			}
			x.out = slices.Delete(x.out, i, i+1)
			for j := i; j < len(x.out); j++ {
				if g := x.out[j]; g.Kind == Due && g.Subject == f.Subject && g.Revises && g.Date.Equal(f.Date) {
					x.out = slices.Delete(x.out, j, j+1)
					break
				}
			}
			break
		}
	}
	if old.IsZero() && !nu.IsZero() {
		// "MMCL-850 is rescheduled for 3 December": the text names no date it replaces; the
		// one it replaces is the item's due date as the thread stood before the message.
		if d, ok := x.dueBefore[itemOf(subject)]; ok && !d.Equal(nu) {
			old = d
		}
	}
	x.add(Fact{Kind: Slip, Subject: subject, Old: old, Date: nu, Readings: rd, Span: c.span, Revises: true})
	if nu.IsZero() {
		// A move to a time no date names ("in the spring term rather than before Christmas"):
		// the old date no longer holds, and no new one is known.
		delete(x.th.due, subject)
		return
	}
	x.add(Fact{Kind: Due, Subject: subject, Date: nu, Readings: rd, Span: c.span, Revises: true})
	x.th.due[subject] = nu
	if !old.IsZero() {
		x.th.slipped[subject] = old
	}
}

// reNewOf is a new date that names what it is the date of: "new installation date", "new
// go-live target".
var reNewOf = regexp.MustCompile(`(?i)^(?:new|revised)\s+([\p{L}-]{4,})\s+(?:date|eta|target|deadline)`)

// namedDue is the due date the thread gave the thing a new date names ("New installation date
// is 8 January" after "Installation ETA 24th Dec" and "plinth by 5th Dec"): the latest due of
// the subject whose statement names that thing.
func (x *extraction) namedDue(cue, subject string) (time.Time, bool) {
	m := reNewOf.FindStringSubmatch(cue)
	if m == nil {
		return time.Time{}, false
	}
	what := strings.ToLower(m[1])
	for i := len(x.th.facts) - 1; i >= 0; i-- {
		f := x.th.facts[i]
		if f.Kind == Due && !f.Ambiguous() && itemOf(f.Subject) == itemOf(subject) && strings.Contains(strings.ToLower(f.Quote), what) {
			return f.Date, true
		}
	}
	return time.Time{}, false
}

// reShiftBy is how far a move shifts a date: "by two days", "by a week"; reEarlier is a move
// to an earlier date.
var (
	reShiftBy = regexp.MustCompile(`(?i)^[^,;]{0,40}?\bby\s+(a|one|two|three|four|five|six|seven|ten|\d{1,2}|a couple of|a few)\s+(days?|weeks?|working days?|business days?)\b`)
	reEarlier = regexp.MustCompile(`(?i)\b(?:forward|in|up|earlier)\b`)
)

// spanDays is a span of n units in calendar days: n a numeral, a number word (numberWords), "a"
// or "a couple of" / "a few"; the unit days, weeks, a fortnight, "couple of days", "few days",
// or working days (a whole working week adds its weekend).
func spanDays(n, unit string) int {
	n, unit = strings.ToLower(n), strings.ToLower(unit)
	k := 1
	switch {
	case n == "a couple of" || strings.Contains(unit, "couple"):
		k = 2
	case n == "a few" || strings.Contains(unit, "few"):
		k = 3
	case numberWords[n] > 0:
		k = int(numberWords[n])
	case n != "a" && n != "an" && n != "":
		k = atoi(n)
	}
	switch {
	case strings.HasPrefix(unit, "week"):
		return 7 * k
	case unit == "fortnight":
		return 14 * k
	case strings.Contains(unit, "working"), strings.Contains(unit, "business"):
		return k + 2*(k/5)
	}
	return k
}

// moreDays is the span a need for more time states (reMore): "another week", "two more days".
func moreDays(m []string) int {
	if m[1] != "" {
		return spanDays("a", m[1])
	}
	return spanDays(m[2], m[3])
}

// absDays is a span's length in whole days, whichever way it runs.
func absDays(d time.Duration) int {
	if d < 0 {
		d = -d
	}
	return int(d.Hours() / 24)
}

// reMissObject is what a missed "make", "hit" or "meet" takes when it misses a time: the work
// ("it", "that"), a deadline's noun, or a day.
var reMissObject = regexp.MustCompile(`(?i)^\W*(?:it|that|this|(?:the|our|their|your|its)\s+(?:\w+\s+)?(?:date|deadline|target|day|slot|window|cut-?off|eta|timeline|schedule|handover|release|launch|go-?live|delivery|\d)|(?:the\s+)?(?:\d|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|tomorrow|today|tonight|next|end|eod|eow|cob|this\s+week|next\s+week))`)

// missesTime reports whether a miss cue misses a time: a "won't make", "can't hit" or "won't
// meet" whose object is a date, the work or a deadline ("won't make Friday", "won't make it",
// "can't meet the deadline"), not another noun ("won't make the same mistake"). The other
// miss cues ("not possible", "no longer realistic") say it of the date themselves.
func missesTime(cue, after string, dates []DateMention, cueEnd int) bool {
	if !reMakeMiss.MatchString(cue) {
		return true
	}
	for _, d := range dates {
		if d.Span.Start >= cueEnd && strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(after[:min(len(after), d.Span.Start-cueEnd)]), "the")) == "" {
			return true
		}
	}
	return reMissObject.MatchString(after)
}

// reMakeMiss is a miss cue whose verb takes an object: make, hit, meet.
var reMakeMiss = regexp.MustCompile(`(?i)\b(?:make|hit|meet)$`)

// reAttendsOnly says, after a miss cue, that the one who misses the day is only not there
// for it: "myself", or someone else who will be ("but Ana will be there for the handover").
var reAttendsOnly = regexp.MustCompile(`(?i)^[^.;!?]*?\bmyself\b|\bbut\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s+(?:will|'ll|can|is going to)\s+(?:be there|attend|go|cover|come|stand in|take over)\b`)

// reGraceOther follows the date more time is given until with what the time is for, when that
// is something other than the work ("to reply", "to confirm"), or is a time of day ("till 5pm
// today"): no new date for the work.
var reGraceOther = regexp.MustCompile(`(?i)^[^.;]{0,30}?\bto\s+(?:reply|respond|answer|confirm|decide|comment|object|review|think|get back|come back|let us know)\b|^\s*(?:\d{1,2}(?::\d{2})?\s*(?:am|pm)|noon|midday|close of play|eod)\b`)
