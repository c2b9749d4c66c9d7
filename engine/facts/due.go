package facts

import (
	"regexp"
	"strings"
)

// What a date's own clause says about it, beyond the cue that introduces it. These are
// classes of English constructions: a negated predicate ("isn't happening on the 30th"), a
// want or need addressed to others ("our lenders need the letter by the 15th", "staff are
// asked to reply by"), an absence ("is out until the 14th"), a past report ("we were told end
// of Q3"), a start, arrival or visit ("she comes in on Monday 12 October"), an event's own
// date ("our tournament on 5 December"), and the nouns and verbs that do name a deadline
// ("completion 11 Dec", "goes out Tuesday").
var (
	reDueNeg    = regexp.MustCompile(`(?i)(?:\b(?:not|no|never|nor)\b|n['’]t\b)(?:\s+\S+){0,4}\s*$`)
	reDueWant   = regexp.MustCompile(`(?i)\b(?:need|needs|needed|require|requires|required|want|wants|wanted|like|love|expect you|asked|requested|invited|encouraged|reminded)\s+(\S+)`)
	reDueAbsent = regexp.MustCompile(`(?i)\b(?:is|am|are|was|be|been|i'?m|he'?s|she'?s|they'?re|we'?re|'s)\s+(?:still\s+|also\s+)?(?:out|away|off|(back))\b(?:\s+of\s+(?:the\s+)?\p{L}+)?(?:\s+(?:of|on|in|at|until|till|til|from|the|office|leave|sick|holiday|vacation|work))*\s*$`)
	// rePersonal is a person as a clause's subject: a personal pronoun (a thing "is back" in
	// service; a person "is back" from leave).
	// reDueBusy is a person taken up by other work until a date: "I'm tied up with the Line 1
	// shutdown until Friday", "busy with audits till the 12th": when they are free, not when this
	// work is due.
	reDueBusy  = regexp.MustCompile(`(?i)\b(?:i'?m|i am|he'?s|she'?s|they'?re|we'?re|(?:is|am|are)(?:\s+\p{L}+)?)\s+(?:still\s+|also\s+)?(?:tied up|busy|swamped|snowed under|stuck|flat out|occupied|slammed|booked up|fully booked|travelling|traveling|on site|on the road|offsite|off-site)\b[^.;!?]{0,60}?\b(?:until|till|til|up to)\s*(?:the\s+)?$|^\W*(?:busy|swamped|tied up|stuck|slammed)\b[^.;!?]{0,60}?\b(?:until|till|til)\s*(?:the\s+)?$`)
	rePersonal = regexp.MustCompile(`(?i)(?:^|[^\p{L}'’])(?:i|i'?m|he|he'?s|she|she'?s|we|we'?re|they|they'?re|you)\b`)
	// reDueBooked is a person booked (an agent noun: the electrician, the inspector, a fitter):
	// the date is their visit's, an appointment. (Work booked for a day is scheduled: due.)
	reDueBooked = regexp.MustCompile(`(?i)\b\p{L}+(?:er|or|ian|ist)s?\s+(?:is|are|was|were|'s|has been|have been)\s+(?:booked|reserved)\b(?:\s+in)?(?:\s+(?:for|on|at))?\s*(?:the\s+)?$|` +
		// An event booked for a day is the booking's date: "(we) booked the night tour for 12
		// December". (Work booked for a day, "booked the cutover for Saturday", is due then.)
		`\b(?:booked|reserved)\s+(?:[\p{L}\d'-]+\s+){0,4}?` + eventNouns + `\s+(?:for|on)\s*(?:the\s+)?$`)
	// reHappenedOn is a past happening's date: "go-live happened on the 12th".
	// A particle may stand between the verb and "on": "the filter went in on Friday".
	reHappenedOn = regexp.MustCompile(`(?i)\b(?:happened|occurred|took place|went (?:live|out)|went|was|were|landed|shipped|launched|released|completed|finished|closed|arrived|started|got|came|put)(?:\s+(?:in|out|up|down|back|off|through|live|over))?\s+(?:on|at)\s*(?:the\s+)?$`)
	// reDoneOn is a completion mark with its date and no auxiliary: "(done 24/01)", "completed
	// 3 Mar", "closed: 12/02". The date is when the work was done, not when it is due ("will
	// be done 24/01" and "to be completed by" are not such marks).
	reDoneOn    = regexp.MustCompile(`(?i)(?:^|[^\p{L}'’])(\p{L}+\s+)?(?:done|completed|complete|finished|closed|resolved|fixed)\s*(?:on|at)?\s*[:=-]?\s*(?:the\s+)?$`)
	reDueReport = regexp.MustCompile(`(?i)\b(?:told|said|promised|quoted|mentioned|claimed|in force|into force|takes? effect|took effect|applies|apply|valid|effective)\b`)
	// reSaidDeadline is a deadline word right after words of speech, before the date: "he said
	// latest Friday", "they told us by the 12th", "he said on Monday it will be ready by
	// Friday", "said the repair should be done by the 23rd", "I've told them it'll be with them
	// by the 20th", "they promised before Thursday": what was said is the date the work is due. A
	// date said of the speaking ("told me on Monday", "as I said before Christmas") or of
	// another thing said ("said the offer ends by Friday") has no deadline word right there.
	reSaidDeadline = regexp.MustCompile(`(?i)\b(?:(?:told|said|mentioned|claimed)(?:\s+(?:me|us|him|her|them|you))?(?:\s+on\s+\p{L}+)?(?:\s+(?:that\s+)?(?:it|they|he|she|we|(?:the|this|that|our|your)\s+\p{L}+(?:\s+\p{L}+)?)(?:'ll|’ll|\s+will|\s+would|\s+should|\s+must|'d|’d)\s+be\s+(?:ready|done|finished|fixed|sorted|completed?|delivered|installed|back|there|with\s+(?:you|us|them|him|her)))?\s+(?:by|latest|at the latest|no later than|not later than)|promised(?:\s+(?:me|us|him|her|them|you))?\s+(?:by|latest|before|no later than|not later than))\s*(?:the\s+)?$`)
	// reDueTravel is a person travelling: "my mother-in-law lands on", "before I fly home on",
	// "the group lands Sunday", "we're leaving for Oslo on". The day is their journey's, not the
	// work's. A thing that lands (a change, "our PR lands") may be due then, and one leaves a
	// thing somewhere by a day ("I will leave the forms at reception by"): only a person (a
	// pronoun, kin, guests) or a vessel lands or flies, and only leaving (or sailing) for, from
	// or on somewhere, or leaving the company, is a journey.
	reDueTravel = regexp.MustCompile(`(?i)(?:^|[^\p{L}'’])(?:i|we|he|she|they|you|(?:my|our|his|her|their|your)\s+(?:` + kinNouns + `)|(?:the\s+)?(?:group|guests?|visitors?|delegation|choir|band|family|patient|students?|party|passengers?)|(?:the\s+|our\s+|my\s+|their\s+)?(?:ship|vessel|boat|ferry|flight|plane))` +
		`(?:['’](?:ll|re|s|m)|\s+(?:will|are|is|am|shall))?\s+(?:(?:land(?:s|ing)?|fl(?:y|ies|ying)|travel(?:s|l?ing)?|depart(?:s|ing)?|head(?:s|ing)?\s+(?:home|off|out|back))\b|(?:leav(?:e|es|ing)|sail(?:s|ing)?)\s+(?:for|from|on|at|the\s+(?:dock|port|quay|harbou?r)|home|town|the country|tomorrow|today|tonight|(?:the|our|this|my|her|his)\s+(?:company|firm|team|job|role|business|organi[sz]ation|school|office|post))\b)[^.;,!?]{0,40}$`)
	reDueStart = regexp.MustCompile(`(?i)\b(?:comes? in|coming in|came in|arriv(?:es|ing|e|ed)|visit(?:s|ing|ed)?|start(?:s|ing|ed)?|begin(?:s|ning)?|began|kick(?:s|ing|ed)? off|induct(?:s|ing|ed)?|join(?:s|ing|ed)?|flies|flying)\b(?:\s+\S+){0,5}\s*$`)
	reDueEvent = regexp.MustCompile(`(?i)` + eventNouns)
	reDuePast  = regexp.MustCompile(`(?i)\b(?:was|were|had|did|went|got|came|sent|shipped|received|happened|occurred|reported|noticed|found|broke|failed|crashed|met|spoke|called|emailed|delivered|saw|heard|booked|arrived|left|` +
		// English's other common irregular pasts: "we flew the harbour on Saturday".
		`flew|drove|rode|took|gave|made|wrote|ran|sat|stood|told|brought|bought|caught|taught|thought|kept|held|lost|paid|built|spent|fell|felt|won|began|drew|grew|threw|knew|chose|woke|wore|tore|swam|sang|rang|hung|dug|fed|led|meant|sold|slept|fought|sought|understood|forgot|froze|stole|shook|struck|swore|wound|ate|overslept)\b`)
	reDueFuture = regexp.MustCompile(`(?i)\b(?:will|'ll|shall|going to|gonna|is|are|be|planned|scheduled|expected|due|target|moved|pushed|postponed|rescheduled|set|slated|pencilled|penciled)\b`)
	// (A short phrase may qualify the noun: "cutover for Apapa is Oct 21", "install on site is".)
	reDueNoun  = regexp.MustCompile(workNoun + `(?: date)?(?:\s+(?:also|still|now|then))?(?:\s+(?:for|of|at|on|in)\s+(?:the\s+)?[\p{L}\d-]+(?:\s+[\p{L}\d-]+)?\s+(?:is|will be))?(?: is| will be| on| by| for| of)?\s*:?\s*(?:the\s+)?$`)
	reDueVerb  = regexp.MustCompile(dueVerb + `(?:\s+(?:on|by|for|at))?\s*:?\s*(?:the\s+)?$`)
	reDeadline = regexp.MustCompile(dueNoun + `|` + dueVerb)
	// reEventAfter is an event the date is the day of: "on Saturday's run", "for the Friday 4
	// December matinee".
	reEventAfter = regexp.MustCompile(`(?i)^(?:['’]s)?\s+(?:[\p{L}\d-]+\s+){0,2}?` + eventNouns)
	// reDueWait is a wait on something else: the date is when that arrives ("waiting on the
	// kit (backordered till 10/21)", "on hold until").
	reDueWait = regexp.MustCompile(`(?i)\b(?:waiting|awaiting|blocked|backorder(?:ed)?|on hold|paused|held up|stuck)\b`)
	// reNounAfter names the date a deadline after it: "Friday is the deadline", "4 Dec is
	// our go-live".
	reNounAfter = regexp.MustCompile(`(?i)^\s*(?:is|will be|'s|remains|stays)\s+(?:the\s+|our\s+|their\s+|its\s+|a\s+)?(?:hard\s+|final\s+|new\s+)?(?:deadline|due date|target(?: date)?|go-?live(?: date)?|cut-?off|launch date|release date|ship date)\b|` +
		// a date accepted: "13th is safe", "9 October is fine", "the 9th it is", "6 Nov is really the last possible"
		`^\s*(?:it\s+is\b|is\s+(?:really\s+|still\s+)?(?:fine|ok|okay|safe|realistic|confirmed|agreed|doable|the last possible|the latest possible)\b|works\s+for\s+(?:us|me)\b)|` +
		// a date naming the occasion the work goes in: "the 28 Oct release", "the 4 Dec CAB window"
		`^\s+(?:[\p{Lu}\d][\p{L}\d-]*\s+)?(?:release|window|maintenance stop|stop|build|drop|deploy(?:ment)?|sprint|slot|sailing|shipment|batch|train)\b`)
	// reDateKept follows a date kept as it was: "20 November still stands", "16 Jan is still
	// the plan", "the 9th holds" ("date stays 2 Dec" reads the other way round: dueVerb). An
	// event's date kept ("Team dinner 4 Dec still stands") is the event's.
	reDateKept   = regexp.MustCompile(`(?i)^\s*(?:(?:still\s+)?(?:stands|holds|stays)(?:\s*(?:[.,;:!)]|$)|\s+(?:from|for|as|with|firm|too|unchanged)\b)|is\s+(?:still\s+)?(?:the\s+plan|unchanged)\b)`)
	reWeakBefore = regexp.MustCompile(`(?i)\b(?:on|for|at|is)\s*(?:the\s+)?$`)
	// reReplaced is the date a contrast says is replaced: "now in the spring term rather than
	// before Christmas".
	reReplaced = regexp.MustCompile(`(?i)\b(?:rather than|instead of|in place of)\s+(?:on\s+|by\s+|before\s+|for\s+)?(?:the\s+)?$`)
	// reItIsNow tells the time of writing: "it is now Wednesday evening".
	reItIsNow = regexp.MustCompile(`(?i)\b(?:it|today)\s*(?:is|'s|’s)\s+(?:now|already)\s*$`)
	// reClassifies is a copula with an indefinite article: "CORE-1200 is a Q1 item" files the
	// work under the period, which is then its date.
	reClassifies = regexp.MustCompile(`(?i)\b(?:is|are|'s|be|remains|stays)\s+(?:a|an)\s+$`)
	// reGlossed is a deadline named by an event with its date in brackets after it: "by the
	// dress rehearsal (Nov 6)", "before Pepero Day (11/11)".
	reGlossed = regexp.MustCompile(`(?i)\b(?:by|before|until|till|in time for|ahead of)\s+[^()\n,;.]{1,40}\(\s*$`)
)

// kinNouns are the people a writer's "my" or "our" names who travel: kin, partners, guests.
const kinNouns = `(?:mother|father|mum|mom|dad|parents?|sister|brother|wife|husband|partner|son|daughter|kids|children|family|grand(?:mother|father|ma|pa|parents?|son|daughter|children)|(?:mother|father|sister|brother|son|daughter)s?-in-law|in-laws|aunt|uncle|cousin|niece|nephew|friends?|guests?|visitors?|boss|client|customer)`

const (
	eventNouns = `\b(?:tournament|match|performance|matinee|concert|show|clinic|conference|visit|trip|tour|flight|handover|hand-over|run|tide|exam|hearing|festival|fair|timetable|ceremony|wedding|outage|incident|party|event|rehearsal|opening|meeting|review|call|sync|standup|demo|workshop|session|interview|lecture|class|webinar|training|offsite|retro|shoot|photo ?shoot|birthday|anniversary|lunch|dinner)s?\b|\b(?:meets?|convenes?|sits?)\s+(?:on|at)\b`
	dueNoun    = `(?i)\b(?:completion|go-?live|cut-?over|cut-?off|delivery|handover|hand-over|float-?out|release|launch|deadline|eta|target|finish|sign-?off)\b`
	// workNoun is a noun of an act of work whose date, written right after it, is when it is
	// done ("install on site is Monday", "cutover 26 Nov"); unlike a deadline noun it may name a
	// project ("Billing Migration planning review is on ..."), so being in a clause does not
	// make the clause a deadline's.
	workNoun = `(?i)\b(?:completion|go-?live|cut-?over|cut-?off|delivery|shipment|dispatch|loading|arrival|handover|hand-over|float-?out|release|launch|deadline|eta|target|finish|sign-?off|install(?:ation)?|migration|switch-?over|estimate|estimated)\b`
	dueVerb  = `(?i)\b(?:looking at|go(?:es|ing)? (?:out|live|up)|goes out|is out|ships?|lands?|releases?|wraps? up|wrapping up|finish(?:es|ing)?|fix(?:es|ing)?|send(?:s|ing)?|submit(?:s|ting)?|deliver(?:s|ing)?|` +
		`still(?: on(?: for)?)?|(?:date|deadline|target|eta) (?:stays|remains|holds)(?: at| on| as)?|pencilled (?:in )?for|penciled (?:in )?for|slated for|set for|aiming for|aim for|realistic(?:ally)?(?: is)?|now|moved to|pushed to|push(?:ed)? (?:back |out )?to)\b`
)

// readDue reads a due date: a date a deadline cue introduces ("by", "due", "before", "ETA",
// "goes live on"), not in the past, not a leave or a meeting.
// reBylineBefore is a writer's name and an opening bracket before a date: "Note by Jon
// Lindqvist (9 Sep):", "Update from Ana Lima (Tue):".
var reBylineBefore = regexp.MustCompile(`\b(?:[Bb]y|[Ff]rom)\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}\s*\(\s*$`)

func (x *extraction) readDue(c clause, dates []DateMention, anyDate bool) {
	today := truncateDay(x.doc.At)
	seen := map[string]bool{}
	prevEnd := -1       // where the clause's date before this one ends
	cr := &clauseRead{} // what is read once of the whole clause (see dueStated)
	for _, d := range dates {
		from := c.span.Start
		if prevEnd > from && prevEnd <= d.Span.Start {
			// "New encoder arrives 23 Oct, install target 28 Oct": after another date and a
			// comma, a date has its own lead-in; the other's words say nothing of it.
			if i := strings.LastIndexAny(x.doc.Text[prevEnd:d.Span.Start], ",;"); i >= 0 {
				from = prevEnd + i + 1
			}
		}
		if d.Span.End > prevEnd {
			prevEnd = d.Span.End
		}
		if d.placed || d.Date.Before(today) && !d.Ambiguous() {
			continue
		}
		before := x.doc.Text[leadIn(x.doc.Text, from, d.Span.Start, dueWindow):d.Span.Start]
		lt := strings.ToLower(d.Text)
		ahead := strings.HasPrefix(lt, "in ") || strings.HasPrefix(lt, "within ") || reQuarter.MatchString(lt)
		after := x.doc.Text[d.Span.End:tailEnd(x.doc.Text, d.Span.End, c.span.End, dueWindow)]
		x.leadIns += len(before) + len(after)
		cut := leadIn(before, 0, len(before), cueWindow) // the cues below end where the date begins
		if m := reClockTail.FindStringIndex(before[cut:]); m != nil && cut+m[0] > 0 {
			before = before[:cut+m[0]] + " " // "estimate 14:00 today": the cue is before the time
		}
		cue := before[leadIn(before, 0, len(before), cueWindow):]
		cued := reDeadlineDate.MatchString(d.Text) || reDueCue.MatchString(cue) || reDueCue.MatchString(reOnlyTail.ReplaceAllString(cue, "")) || reDueNoun.MatchString(cue) || reDueVerb.MatchString(cue) ||
			reNounAfter.MatchString(after) || reDateKept.MatchString(after) && !eventKept(lastWords(before, 4)) || reAtTheLatest.MatchString(after) || reEtaGap.MatchString(cue) || reGlossed.MatchString(cue) || x.valueDate(c, d) || x.actionDate(c, d)
		if reBylineBefore.MatchString(before) && strings.HasPrefix(strings.TrimSpace(after), ")") {
			continue // "Note by Jon Lindqvist (9 Sep):": when the note was written
		}
		if reGatheringMoved.MatchString(x.doc.Text[c.span.Start:d.Span.Start]) {
			continue // "The label presentation moved to Friday": a gathering's day, no work's due date
		}
		if !reByPossessive.MatchString(before) && rePossessiveAfter.MatchString(after) {
			continue // "fixing Monday's bug", "sending Tuesday's invoice": the day names a thing ("by Friday's review" is a deadline)
		}
		if (anyDate || ahead && !reClassifies.MatchString(before)) && !cued && attributive(before, after) {
			continue // "inform the depots about the 13 Dec change", "the Q3 reconciliation": the date names the thing
		}
		if !anyDate && !ahead && !cued || reNotDue.MatchString(lastWords(before, 4)) || strings.HasSuffix(strings.ToLower(strings.TrimSpace(before)), "from") ||
			reNotBefore.MatchString(after) || reBarredBefore.MatchString(before) || reDoneForNow.MatchString(before) && (lt == "today" || lt == "tonight") {
			continue
		}
		if spanOfDay(lt, before, c.text) {
			continue // "closing the laptop for today", "until today nothing has arrived"
		}
		if !ahead && doneOn(before) && !reAtTheLatest.MatchString(after) || !x.dueStated(c, cr, before, after, from, d.Span.Start) {
			if wanted(before) && !d.Ambiguous() {
				x.askedFor(c, d.Date) // "we'd need the manual by 13 November": a date asked for
			}
			continue
		}
		// The subject may stand before the other date.
		whole := x.doc.Text[leadIn(x.doc.Text, c.span.Start, d.Span.Start, subjectWindow):d.Span.Start]
		x.leadIns += len(whole)
		subject := x.thingSubject(c, whole)
		if ids := workIDs(whole); len(ids) > 0 {
			subject = ids[len(ids)-1] // the identifier nearest before the date
		}
		subject = followUpDoc(x.doc.Text[c.span.Start:d.Span.Start], subject, x.doc.Title+"\n"+x.th.titles[subject])
		if seen[subject] {
			continue
		}
		seen[subject] = true
		x.add(Fact{Kind: Due, Subject: subject, Date: d.Date, Readings: readings(d), Span: c.span})
	}
}

// reByPossessive ends the words before a possessive day that make it a deadline: "by Friday's
// sprint review", "before Monday's cut-off".
var reByPossessive = regexp.MustCompile(`(?i)\b(?:by|before|until|till|for|ahead of|in time for)\s+(?:the\s+)?$`)

// reTodayBound ends the words that make today a bound of a span, not a day set for the work:
// "for today" (a session's end: "closing the laptop for today") and "until today" (up to
// now: "until today nothing has arrived").
var reTodayBound = regexp.MustCompile(`(?i)\b(?:(for)|until|till|til|up to|up until|as of)\s*$`)

// rePlanWord is a word of planning, need or asking that makes "for today" the day a thing is
// set for: "planned for today", "due for today", "INV-9 for today pls".
var rePlanWord = regexp.MustCompile(`(?i)\b(?:plan(?:ned)?|schedul\w*|book(?:ed)?|set|slated|pencil\w*|due|target\w*|expected|aim\w*|needed|needs?|must|has to|have to|should|want\w*|ready|deadline|eta|please|pls|plz|asap)\b`)

// spanOfDay reports today (or tonight) as a bound of a span of time rather than the work's
// day (see reTodayBound); "for today" is the work's day when a word of planning says so.
func spanOfDay(lt, before, clause string) bool {
	if lt != "today" && lt != "tonight" {
		return false
	}
	m := reTodayBound.FindStringSubmatchIndex(before)
	return m != nil && (m[2] < 0 || !rePlanWord.MatchString(clause))
}

// dueStated reports whether the clause states the date it introduces as the work's own due
// date (before and after are the clause's text up to the date and from it).
func (x *extraction) dueStated(c clause, cr *clauseRead, before, after string, from, at int) bool {
	if reDueBusy.MatchString(before) {
		return false // "I'm tied up with the shutdown until Friday": free then, nothing due
	}
	if m := reDueAbsent.FindStringSubmatchIndex(before); m != nil && (m[2] < 0 || x.personal(x.lineBefore(c, before))) {
		return false // away until then; "back" then only of a person, not of a truck back in service
	}
	if reDueNeg.MatchString(reNoLaterThan.ReplaceAllString(before, "")) || reDueBooked.MatchString(before) || reSlipMiss.MatchString(after) || reEventMoved.MatchString(before) || happenedOn(before, after) || reDueStart.MatchString(before) || reDueTravel.MatchString(before) || reDueReport.MatchString(before) && !reSaidDeadline.MatchString(before) ||
		reDueWait.MatchString(before) || stateUntil(before) || reReplaced.MatchString(before) || reDueKnow.MatchString(before) || reDueRecord.MatchString(before) || reItIsNow.MatchString(before) {
		return false
	}
	if ms := reCommit.FindAllStringSubmatchIndex(before, -1); len(ms) > 0 {
		// "will be at the depot on Thursday to check it": the day of an errand beside the work.
		// (A speaker's other errands are placed by readCommitment.)
		m := ms[len(ms)-1]
		if all := before[m[2]:] + after; strings.HasPrefix(strings.ToLower(all), "be ") && sideStep(before[m[2]:], all) {
			return false
		}
	}
	if wanted(before) || othersDate(x.doc.Text[from:at]) || reHaveOn.MatchString(before) {
		return false
	}
	if reWeakBefore.MatchString(before) && !reDeadline.MatchString(before) {
		// "on", "for", "at", "is" name a date of whatever the clause is about: an event's, or a
		// past happening's, unless the clause speaks of the work ahead.
		if cr.names(c) || reDueEvent.MatchString(before) || reEventAfter.MatchString(after) {
			return false
		}
		// Past and future verbs are looked for in all the clause before the date, not only in
		// the words near it: "we shipped PAY-66, (a long aside), on Monday" is past.
		if past, future := cr.tense(x.doc.Text, c.span, from, at); past && !future && !reAtTheLatest.MatchString(after) {
			return false
		}
	}
	return true
}

// reDeadlineDate is a date that is a deadline by its words: "EOD", "COB Thursday", "end of
// the week", "close of business Friday".
var reDeadlineDate = regexp.MustCompile(`(?i)^(?:eod|cob|eow|eom|eoq|eoy|end of (?:the )?(?:day|week|month|quarter|year)|close of (?:business|play))\b`)

// reNoLaterThan is a deadline's cue whose "no" negates nothing: "no later than 30 Nov".
var reNoLaterThan = regexp.MustCompile(`(?i)\b(?:no|not)\s+later\s+th[ae]n\s*(?:the\s+)?$`)

// reAtTheLatest after a date makes it a deadline: "closed on 4 Dec at the latest".
var reAtTheLatest = regexp.MustCompile(`(?i)^\s*,?\s*(?:at the latest|latest|or earlier|or before)\b`)

// happenedOn reports a date that is a past happening's (reHappenedOn), unless "at the latest"
// follows the date ("closed on 4 Dec at the latest").
func happenedOn(before, after string) bool {
	return reHappenedOn.MatchString(before) && !reAtTheLatest.MatchString(after)
}

// doneOn reports whether before ends in a completion mark (reDoneOn) that no auxiliary or
// "to" makes a plan: "will be done", "to be completed", "get it closed". (A date ahead, "done
// in 2 weeks", is when the work will be done.)
func doneOn(before string) bool {
	m := reDoneOn.FindStringSubmatch(before)
	if m == nil {
		return false
	}
	switch strings.ToLower(strings.TrimSpace(m[1])) {
	case "be", "been", "being", "get", "got", "gets", "getting", "have", "has", "to", "it", "them", "this", "that":
		return false
	}
	return true
}

// gerund reports a need of the work stated with a gerund: "needs doing b4 sat", "needs
// replacing by Friday" (the work's necessity, like "needs to be done").
func gerund(want, next string) bool {
	return strings.HasPrefix(strings.ToLower(want), "need") && len(next) > 4 && strings.HasSuffix(strings.ToLower(next), "ing")
}

// personal reports a clause whose subject may be a person: a personal pronoun, or a name the
// text's people know.
func (x *extraction) personal(before string) bool {
	if rePersonal.MatchString(before) {
		return true
	}
	for _, w := range reNameWord.FindAllString(before, -1) {
		if !isPronoun(w) && x.people.Known(w) {
			return true
		}
	}
	return false
}

// lineBefore is the text of the clause's line up to where before ends (a clause's subject may
// stand in the clause before it: "I'm off sick, should be back tomorrow").
func (x *extraction) lineBefore(c clause, before string) string {
	start := strings.LastIndexByte(x.doc.Text[:c.span.Start], '\n') + 1
	return x.doc.Text[start:c.span.Start] + before
}

// wanted reports a date someone needs or asks for ("need the letter by", "are asked to notify
// ... by"): an ask, not a date the work has.
func wanted(before string) bool {
	for _, ix := range reDueWant.FindAllStringSubmatchIndex(before, -1) {
		whole, object := before[ix[0]:ix[1]], before[ix[2]:ix[3]]
		if !strings.EqualFold(object, "to") && !gerund(whole, object) && (!workItself(object, before[ix[3]:]) || reLent.MatchString(before)) ||
			strings.HasPrefix(strings.ToLower(whole), "asked") || strings.HasPrefix(strings.ToLower(whole), "requested") {
			return true
		}
	}
	return false
}

// workItself reports the work itself as what is wanted, by a pronoun: "we'd like it back by
// 30 October", "Client wants it latest on 5.10." set the work's date; "need the letter by"
// and "need this form signed by" want another thing, and so does a clause about a thing lent
// (see reLent).
func workItself(object, after string) bool {
	switch strings.ToLower(object) {
	case "it", "them":
		return true
	case "this", "these":
		// a pronoun, not a determiner: "we would like this back by 4 December"
		return reThisAlone.MatchString(after)
	}
	return false
}

// reThisAlone follows "this" used alone, as the work: "this back", "this by", "this done".
var reThisAlone = regexp.MustCompile(`(?i)^\s*(?:back|by|done|finished|ready|completed|before|latest|asap|today|tomorrow|sorted|fixed)\b`)

// eventKept reports an event named just before a date kept ("Team dinner 4 Dec still
// stands"): the event's day, not the work's. An opening is the work's own finish ("Opening 16
// Jan is still the plan").
func eventKept(before string) bool {
	m := reDueEvent.FindString(before)
	return m != "" && !strings.HasPrefix(strings.ToLower(m), "opening")
}

// reLent names a thing lent or borrowed: what is wanted "back" is then that thing, not work.
var reLent = regexp.MustCompile(`(?i)\b(?:borrow(?:s|ed|ing)?|lend(?:s|ing)?|lent|loan(?:s|ed)?)\b`)

// reOwnedThing opens a clause with a thing someone else has, as its subject: "the part's ETA
// is", "the forensic accountant's stock reconciliation only lands on", "Kilele's survey is
// booked for". Its date is that thing's, not the work's. The work's own record ("the ticket's
// due date"), a deadline someone sets for the work ("the client's deadline for the brochure",
// "the report's deadline") and our own side ("our team's target") are the work's.
var reOwnedThing = regexp.MustCompile(`(?i)^\W*(?:the|our|their|your|his|her|a|an)\s+((?:[\p{L}\d-]+\s+){0,3}?[\p{L}\d-]+)['’]s\s+(\p{L}[\p{L}-]*)`)

// othersDate reports whether a clause (up to its date) opens with a thing another has.
func othersDate(clause string) bool {
	m := reOwnedThing.FindStringSubmatch(clause)
	if m == nil {
		return false
	}
	w := strings.Fields(strings.ToLower(m[1]))
	switch w[len(w)-1] {
	case "ticket", "task", "work", "job", "project", "item", "issue", "order", "case", "fix", "change", "request", "card", "story", "bug",
		"team", "company", "department", "group", "office", "side":
		return false
	}
	switch strings.ToLower(m[2]) {
	case "deadline", "target", "due", "go-live", "golive", "completion", "finish", "handover", "hand-over":
		return false
	}
	return true
}

// reHaveOn is an appointment or an event someone has on the day: "we have the Christmas market
// cruise on the 19th", "I've got a hospital appointment on". The day is the event's. A thing of
// the work had by then ("we have the audit report due on", "I have a draft on Friday") is not.
var reHaveOn = regexp.MustCompile(`(?i)\b(?:i|we|they|he|she|you)(?:\s+(?:have|has|have got|has got)|['’]ve got|['’]s got)\s+(?:a|an|the|our|my|their|his|her|your)\s+(?:[^,.;:!?\s]+\s+){0,4}?(?:` + haveEvents + `)s?\s+(?:on|at)\s+(?:the\s+)?$`)

// haveEvents are the events one has on a day: an appointment, a gathering, a trip.
const haveEvents = `appointment|meeting|fair|market|cruise|festival|party|wedding|funeral|christening|graduation|ceremony|concert|show|match|tournament|trip|holiday|visit|inspection|audit|open day|launch party|dinner|lunch|event|conference|exhibition|service|reunion|birthday|anniversary|recital|performance|rehearsal|opening`

// reWritesUp is writing a follow-up document by its verb: "Kenji's writing it up for the
// board", "will write this up".
var reWritesUp = regexp.MustCompile(`(?i)\bwrit(?:e|es|ing|ten)\s+(?:it|this|that|things|everything)\s+up\b`)

// followUpDoc is the subject of a due date whose clause speaks of a follow-up document of the
// work ("Postmortem draft by Friday", "Kenji's writing it up for the board by Wednesday"): the
// document, a thing of its own ("the INC-7 postmortem"), not the work, which may be long done.
// A clause that names its identifier itself ("PAY-883 postmortem: draft by 20 Nov"), and an
// item whose titles name the document, are left as written.
func followUpDoc(clause, subject, titles string) string {
	if subject == "" || reArtefact.MatchString(subject) || reArtefact.MatchString(titles) || len(workIDs(clause)) > 0 {
		return subject // (an item whose title names the document is the document: "DOC-14 Survey write-up")
	}
	name := ""
	if m := reArtefact.FindStringSubmatch(clause); m != nil {
		name = m[1]
	} else if m := reWritesUp.FindStringIndex(clause); m != nil && !reWrittenUpAs.MatchString(clause[m[1]:]) {
		name = "write-up"
	}
	if name == "" {
		return subject
	}
	return docOf(subject, name)
}

// reWrittenUpAs follows "writing it up" when it files the work as something ("writing it up as
// a warranty job"): no document of its own.
var reWrittenUpAs = regexp.MustCompile(`(?i)^\s+as\b`)

// actionDate reports a date set after an action given to someone ("Tortoise weigh-in: Tamsin
// to do Sat", "Ana to send the quote 14 March"): when the action is to be done, as "by" would
// say it. The person must be one the owner reading takes (see reNameTo in owners.go).
func (x *extraction) actionDate(c clause, d DateMention) bool {
	m := reNameTo.findSubmatchIndex(c.fold, c.text)
	if m == nil {
		return false
	}
	who := c.text[m[2]:m[3]]
	if isPronoun(who) || !(strings.HasPrefix(who, "@") || x.people.Known(who) || strings.Contains(who, " ") && (x.people.Known(strings.Fields(who)[0]) || c.section == "action")) {
		return false
	}
	return d.Span.Start >= c.span.Start+m[1]
}
