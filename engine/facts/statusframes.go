package facts

import (
	"regexp"
	"strings"

	"github.com/queueproof/queueproof/engine/index"
)

// The frames below refine how a status is read: whether a state word is used or only
// mentioned (a quoted 'done', "a dropped connection"), whether "by/on" after it names a
// deadline or a past form dates it ("went live on 19 Oct"), an alert's tag ("[RESOLVED]"), a tracker's "moved X from
// A to B", a label that gives several items one state ("Shipped: A, B, C"), and which item a
// status is about (not one named only as a reference or as what blocks it; the noun phrase
// before the state word in notes: "Heater checks finished").

var (
	// reAttributive ends in a determiner: the state word after it modifies a noun ("a dropped
	// connection", "the finished drawings").
	// A preposition before it makes it one too: "handles on cancelled requests", "a fix for
	// closed tickets" ("marked as done", "moved to done" state one).
	reAttributive = regexp.MustCompile(`(?i)\b(?:a|an|the|my|our|your|their|his|her|its|this|that|these|those|any|every|on|of|for|with|about|into|onto|without)\s+$`)
	// rePrepBefore is the preposition of reAttributive; after one, the state word modifies a
	// noun only when one follows it (reNounNext): "on cancelled uploads", not "set on done".
	rePrepBefore = regexp.MustCompile(`(?i)\b(?:on|of|for|with|about|into|onto|without)\s+$`)
	reNextWord   = regexp.MustCompile(`^\s+(\p{Ll}{2,})\b`)
	// reCompound is the first half of a hyphenated word: "Auto-complete: off" is a setting.
	reCompound = regexp.MustCompile(`\p{L}-$`)
	// reMentioned ends in a quotation mark: the word is mentioned, not used ("Reply 'done'").
	reMentioned = regexp.MustCompile(`['"‘“]$`)
	// reDropOff is "dropped" as an intransitive phrasal verb: a link or a unit dropped off.
	reDropOff = regexp.MustCompile(`(?i)\bdropped (?:off|out|to|from|below|by|(?:\d+|a few|several|many|multiple|two|three|four|five)\s+times|(?:the\s+)?(?:connection|call|calls|packets?|signal|link))\b`)
	// reMySide limits a state to the speaker's part: "done from my side" states no status.
	reMySide = regexp.MustCompile(`(?i)^\s+(?:from|on|at) (?:my|our) (?:side|end|part)\b`)
	// rePastDone is a state word in a past form whose "on <date>" dates it: "went live on 19 Oct".
	rePastDone = regexp.MustCompile(`(?i)\b(?:was|were|got|has been|have been|had been)\s+$`)
	// reAlertTag is a paging or monitoring bot's tag before its alert's title.
	reAlertTag = regexp.MustCompile(`^\W*\[((?i:triggered|firing|alert|acknowledged|acked|resolved|recovered|closed|reopened)|OK)\]`)
	// reMovedFromTo is a tracker's transition: "moved QTL-130 from In Review to Done".
	// The move as it is made ("moving", "changing") is a board's only where its clause opens
	// (after the item's label) or the item is what is moved: "Moving to In Development",
	// "changing VRT-8 from Open to Blocked"; "she's moving from the box office to Planning" is a
	// person's.
	reMovedFromTo = regexp.MustCompile(`(?i)(?:\b(?:moved|changed|transitioned|set|switched)\b|` + reMovingOpens + `)[^.;]{0,40}?\bfrom\s+[^.;]{1,30}?\s+to\s+([\p{L}' ]{2,20}?)\s*(?:[.;,!]|$)`)
	// reStateLabel is a label that is a state, before the items it gives it: "Shipped: STH-301,
	// STH-318", "Deferred to 4.7: STH-327".
	reStateLabel = regexp.MustCompile(`^\W*(\p{L}[\p{L}' ]{1,20}?)(?:\s+(?:to|in|for|until)\s+[^:]{1,20})?\s*:\s*\S`)
	// reReference introduces an item named only as a reference or as what blocks another.
	reReference = regexp.MustCompile(`(?i)(?:\bsee|\bcf\.?|\bdup(?:e|licate)? of|\brelated(?: to| issue)?:?|\bblocked (?:on|by)|\bwaiting (?:on|for)|\bdepends on|\bneeds|\bafter|\bvia|\blike|\bfollow(?: up in)?|\btracked in|\bcontinued in|\bsuperseded by|\bin favou?r of|\bsame (?:\w+ )?as|\b(?:completed|fixed|resolved|closed|addressed)\s+(?:as\s+\w+\s+)?in)\s*(?:the\s+)?(?:[\p{L}'’ -]{0,30}\()?\s*$`)
	// reNPState is a short noun phrase right before the state word: "Heater checks finished".
	reNPState = regexp.MustCompile(`^\W*(\p{L}[\p{L}\d&'’ -]{1,40}?)\s+$`)
)

// stated reports whether re's first match in t is used as a state: not negated, not modifying
// a noun, not mentioned in quotes.
func stated(t string, re *regexp.Regexp) bool {
	m := re.FindStringIndex(t)
	if m == nil {
		return false
	}
	before := t[:m[0]]
	return !negated(before) && !(reAttributive.MatchString(before) && (!rePrepBefore.MatchString(before) || nounNext(t[m[1]:]))) &&
		!reMentioned.MatchString(before) && !reCompound.MatchString(before)
}

// notNouns are words after a state word that make it a predicate, not a noun's modifier.
var notNouns = map[string]bool{"by": true, "on": true, "at": true, "in": true, "to": true, "for": true, "and": true, "or": true,
	"but": true, "since": true, "yesterday": true, "today": true, "now": true, "already": true, "last": true, "this": true,
	"as": true, "after": true, "before": true, "from": true, "with": true, "again": true, "too": true, "yet": true}

// nounNext reports a noun (a lower-case word no predicate goes on with) right after a state
// word: "on cancelled uploads".
func nounNext(after string) bool {
	m := reNextWord.FindStringSubmatch(after)
	return m != nil && !notNouns[m[1]]
}

// deadlineAfter reports a "by/on/before ..." after the state word at m, which makes it a
// target ("done by Friday", "fixed by the next release"); a past form dates the state
// instead ("went live on 19 Oct", "was merged by Leonie").
// reOnPlace is "on" and a place where work is done (an environment, a branch, a site), not a
// day: "half done on my branch", "fitted on platform 1"; "signed off on the order" is no place.
var reOnPlace = regexp.MustCompile(`(?i)^\s+on\s+((?:(?:my|our|your|his|her|their|a|the|this|that)\s+)?(?:[\w-]+\s+)?(?:branch|staging|prod|production|server|box|machine|laptop|site|platform|line|floor|dev|test|uat|main|master|local|cluster|env|environment)\b)`)

// reOnPhrase is "on" and the phrase after it, up to a punctuation mark.
var reOnPhrase = regexp.MustCompile(`(?i)^\s+on\s+[^,;.()]{1,40}`)

// reDoneByNow is a present passive before a state word ("is now", "are usually", "gets"): with
// its agent after it ("is now done by Yvette Brennick") it says who does the work, not that it
// is finished.
var reDoneByNow = regexp.MustCompile(`(?i)\b(?:is|are|gets|get)\s+(?:now\s+|currently\s+|usually\s+|normally\s+|always\s+|still\s+)?$`)

// reByAgent is a passive's agent after a state word: "completed by Tormod Lie".
var reByAgent = regexp.MustCompile(`^\s+by\s+(` + name + `)`)

// reForDay is "for" and what follows it in its clause: "fixed for 30 October at the port".
var reForDay = regexp.MustCompile(`(?i)^\s+for\s+[^,;.!?]{1,40}`)

func (x *extraction) deadlineAfter(t string, m []int) bool {
	if f := reForDay.FindString(t[m[1]:]); f != "" && x.laterDate(f) {
		return true // "container stuffing is fixed for 30 October": set for a day to come
	}
	if !reByAfter.MatchString(t[m[1]:]) {
		return false
	}
	if o := reOnPlace.FindStringSubmatch(t[m[1]:]); o != nil && len(x.p.Dates(o[1], x.doc.At)) == 0 {
		return false // "half done on my branch", "fixed on staging": a place, not a day
	}
	if o := reOnPhrase.FindString(t[m[1]:]); o != "" && len(x.p.Dates(o, x.doc.At)) > 0 && !x.laterDate(o) {
		return false // "completed on the night of the 11th", written on the 14th: the day it was done
	}
	word := strings.ToLower(t[m[0]:m[1]])
	if a := reByAgent.FindStringSubmatchIndex(t[m[1]:]); a != nil {
		who, rest := t[m[1]+a[2]:m[1]+a[3]], t[m[1]+a[1]:]
		if (x.people.Known(who) || strings.Contains(who, " ")) && len(x.p.Dates(who, x.doc.At)) == 0 && !x.laterDate(rest) {
			return false // "completed by Tormod Lie": the passive's agent, not a deadline
		}
	}
	return !strings.HasPrefix(word, "went") && !strings.HasPrefix(word, "gone") && !rePastDone.MatchString(t[:m[0]])
}

// laterDate reports a date after the document's own day in text: a completion dated later
// than its writing is not reported done.
func (x *extraction) laterDate(text string) bool {
	for _, d := range x.p.Dates(text, x.doc.At) {
		if d.Date.After(x.doc.At) {
			return true
		}
	}
	return false
}

// alertState is the state an alert's leading tag gives.
func alertState(t string) State {
	m := reAlertTag.FindStringSubmatch(t)
	if m == nil {
		return ""
	}
	switch strings.ToUpper(m[1]) {
	case "TRIGGERED", "FIRING", "ALERT", "REOPENED":
		return Open
	case "ACKNOWLEDGED", "ACKED":
		return InProgress
	}
	return Done
}

// movedTo is the state a tracker's "moved X from A to B" gives.
func movedTo(t string) State {
	if m := reMovedFromTo.FindStringSubmatch(t); m != nil {
		return stateOf(m[1])
	}
	// "moved KCC-79 (bus transfers) to Done", "dragged the card into In review": a board's
	// column; a day or a place it is moved to is no state.
	if m := reMovedInto.FindStringSubmatch(t); m != nil {
		return stateOf(m[1])
	}
	return ""
}

// reMovedInto is a board's move of an item into a column, with no column it left.
var reMovedInto = regexp.MustCompile(`(?i)(?:\b(?:moved|dragged|transitioned)\b|` + reMovingOpens + `)[^.;]{0,60}?\b(?:to|into)\s+(?:the\s+)?([\p{L}' ]{2,20}?)(?:\s+(?:column|list|lane))?\s*(?:[.;,!]|$)`)

// reMovingOpens is a board move as it is made, opening its clause (after the item's label) or
// naming the item it moves: "Moving to In Development", "VRT-8: dragging into Blocked",
// "moving the card to Done", "moving VRT-8 to Done".
const reMovingOpens = `(?:^|:)\s*(?:moving|dragging|transitioning|changing|switching)\b|\b(?:moving|dragging|transitioning|changing|switching)\s+(?:it|this|that|the\s+(?:card|ticket|issue|task|story|item|bug|request)|[\p{Lu}][\p{Lu}\d]*-\d+|#\d+)\b`

// stateList reads a label that is a state followed by the items it gives it ("Shipped:
// STH-301 (e-sign), STH-318"); it reports whether the clause was one. A blocked label
// ("Blocked: ENG-5 on ENG-3") gives its state to the first item only.
func (x *extraction) stateList(c clause) bool {
	if len(c.ids) == 0 {
		return false
	}
	m := reStateLabel.FindStringSubmatchIndex(c.text)
	if m == nil {
		return false
	}
	label := c.text[m[2]:m[3]]
	st := cellState(c.text[m[2]:strings.IndexByte(c.text, ':')])
	if st == "" || strings.EqualFold(label, "status") {
		return false
	}
	ids := c.ids
	if st == Blocked {
		ids = ids[:1]
	}
	for _, id := range ids {
		x.add(Fact{Kind: Status, Subject: id, State: st, Span: c.span})
	}
	return true
}

// statusSubject is the item a status clause speaks of: the first identifier it names that is
// not named as a reference or a blocker ("Closing this as won't fix, see HWS-250" speaks of
// the document's item); the noun phrase before the state word when the clause names no item
// and the text's subject is a named thing ("Heater checks finished 19 Nov"); a bare "Resolving."
// speaks of the document's own item.
func (x *extraction) statusSubject(c clause, st State) (string, bool) {
	t := c.text
	if len(c.ids) == 0 && x.subject != "" && isProgressField(t) {
		return x.subject, true // "Percent complete: 100%": a field of the item, not its label's thing
	}
	if len(c.ids) > 0 {
		for _, id := range c.ids {
			if i := strings.Index(t, id); i >= 0 && !reReference.MatchString(t[:i]) {
				return id, true
			}
		}
		if len(workIDs(x.subject)) > 0 && !strings.Contains(t, x.subject) {
			return x.subject, true
		}
		return "", false
	}
	if len(workIDs(c.subject)) == 0 {
		if np := x.stateNP(t, st); np != "" {
			return np, true
		}
		if c.subject == "" || c.subject == x.docSubject() {
			if np, event := x.verbObjectNP(t, st); np != "" {
				return np, true // "Finished the receipt export, it's merged.": the verb's object is what is done
			} else if event {
				return "", false // "Finished my shift at six": a stretch of time or an event, no work's state
			}
			// A clause of a page about many things names its own: "…, so the north slope is
			// on hold till they land" (not "the title is on hold" under an item's line).
			if np := x.partNP(reLeadJoin.ReplaceAllString(t, "$1"), st); np != "" && reLeadArticle.MatchString(reLeadJoin.ReplaceAllString(strings.TrimSpace(t[strings.LastIndexAny(t, ",;")+1:]), "$1")) {
				return np, true
			}
		}
	} else if np := x.partNP(t, st); st != Blocked && np != "" && !x.namesItem(np, c.subject) {
		return "", false // "west manifold done." on the winterization card: a part, not the card
	}
	if c.whole && len(strings.Fields(t)) <= 2 && len(workIDs(c.subject)) > 0 && x.lineItem(c.span, c.subject) {
		return c.subject, true // "1. PAY-4 refund run: rerun on the 3rd. Closed.": the item the line names
	}
	if c.whole && len(strings.Fields(t)) <= 2 && c.labelled && len(strings.Fields(c.subject)) > 1 && len(workIDs(x.subject)) == 0 {
		// "Site gate: new lock fitted. ✔" in a log about no one item: the line's thing (a
		// one-word label may be a person's name: "Tomasz: done.")
		return c.subject, true
	}
	if c.whole && len(strings.Fields(t)) <= 2 && x.subject != "" {
		return x.subject, true // "Resolving.", "Closing." speak of the document's own item
	}
	return c.subject, true
}

// reVerbObject opens a clause with a verb of finishing or starting work and its object: "Finished
// the receipt export", "Started on the supplier form", "Still working on the tide port". The
// object runs to the clause's end or a comma, dash or "and"; its state is the verb's.
var reVerbObject = regexp.MustCompile(`(?i)^\W*(?:(?:just|finally|also|today|yesterday)\s+)?(?:(finished|completed|fixed|shipped|merged|delivered|sent|submitted|deployed|installed|replaced|repaired|sorted|wrapped up)|(started|starting|began|begun|working|still working|continuing))\s+(?:on\s+|with\s+)?((?:the|our|a|an|my)\s+[\p{L}\d][\p{L}\d'’/&.-]*(?:\s+[\p{L}\d][\p{L}\d'’/&.-]*){0,5}?)\s*(?:[,;:.!(—–]|\s+-\s|\s+and\b|\s+for\s+(?:the\s+)?\p{L}+\s*$|$)`)

// verbObjectNP is the object of the verb a clause opens with, when that verb states st: the
// thing finished or started, not the page's topic. A pronoun or a generic object ("the fix",
// "the rest") names nothing of its own; a stretch of time or an event ("my shift", "the call")
// is no work at all (event).
func (x *extraction) verbObjectNP(t string, st State) (np string, event bool) {
	m := reVerbObject.FindStringSubmatch(t)
	if m == nil || m[1] != "" && st != Done || m[2] != "" && st != InProgress {
		return "", false
	}
	np = strings.TrimRight(strings.TrimSpace(m[3]), ".")
	words := strings.Fields(strings.ToLower(np))
	head := words[len(words)-1]
	for i, w := range words[1:] {
		if reHeadEnd.MatchString(w) {
			head = words[i] // "the call with the lender": the call
			break
		}
	}
	if eventOrTime[head] {
		return "", true // "Finished my shift at six", "Finished the call with the lender", "Started the day with …"
	}
	for _, w := range strings.Fields(np)[1:] {
		if reNotThing.MatchString(w) {
			return "", false // "the one that was broken": a clause, not a noun phrase
		}
	}
	if generic(np) || x.people.Known(np) {
		return "", false
	}
	return np, false
}

// reHeadEnd is a preposition after a noun phrase's head: "the call with the lender".
var reHeadEnd = regexp.MustCompile(`^(?:with|for|of|at|on|in|to|from|about|by)$`)

// eventOrTime are heads of an object that is a stretch of time or an event, not a piece of
// work: finishing one is no work done.
var eventOrTime = map[string]bool{"call": true, "meeting": true, "shift": true, "day": true, "morning": true, "afternoon": true,
	"evening": true, "week": true, "night": true, "session": true, "briefing": true, "visit": true, "tour": true, "lunch": true,
	"break": true, "chat": true, "conversation": true, "walk-round": true, "walkround": true, "round": true, "rounds": true,
	"interview": true, "workshop": true, "training": true, "course": true, "lecture": true, "talk": true, "sync": true, "standup": true, "stand-up": true}

// stateWordAt is where a clause's word for a done or in-progress state stands, or nil.
func stateWordAt(t string, st State) []int {
	switch st {
	case Done:
		return reDone.FindStringIndex(t)
	case InProgress:
		return reProgress.FindStringIndex(t)
	case Blocked:
		return reBlockedS.FindStringIndex(t)
	}
	return nil
}

// stateNP is the short noun phrase a clause opens with right before its state word.
func (x *extraction) stateNP(t string, st State) string {
	m := stateWordAt(t, st)
	if m == nil {
		return ""
	}
	before := t[:m[0]]
	if i := strings.LastIndexByte(before, ':'); i >= 0 {
		before = before[i+1:] // "Status today: PMS installed"
	}
	if m := reReportingClause.FindStringIndex(before); m != nil {
		before = before[m[1]:] // "Ibrahim reported that the school roof job is waiting …": the job's state
		// (the reported clause's copula goes too: "Chiamaka said the clinic install is complete")
		before = reCopulaEnd.ReplaceAllString(before, " ")
		before = reLeadArticle.ReplaceAllString(before, "")
	}
	np := reNPState.FindStringSubmatch(before)
	if np == nil {
		return ""
	}
	words := strings.Fields(np[1])
	if isPronoun(reContraction.ReplaceAllString(words[0], "")) {
		return "" // "It's done.", "That's fixed."
	}
	if reFunctionWord.MatchString(words[len(words)-1]) {
		return "" // "Moving back to In Progress": a verb's phrase, not a noun phrase
	}
	if len(words) > 4 || isPronoun(words[0]) || discourseLabels[strings.ToLower(np[1])] || x.people.Known(np[1]) {
		return ""
	}
	switch strings.ToLower(words[0]) {
	case "i", "we", "all", "everything", "nothing", "also", "and", "but", "so", "now", "just", "already", "still", "is", "was", "are",
		"were", "has", "have", "had", "be", "been", "got", "not", "yes", "ok", "okay":
		return ""
	}
	for _, w := range words {
		switch strings.ToLower(w) {
		case "is", "are", "was", "were", "has", "have", "had", "been", "be", "i", "we", "they", "he", "she", "it", "you":
			return "" // a clause with its own verb: "it is done", not a noun phrase
		}
	}
	return np[1]
}

// reReportingClause is a reporting clause before the words it reports: "Ibrahim reported that",
// "the supplier confirmed", "Ana told us". The reported clause's own noun phrase is what its
// state is said of.
var reReportingClause = regexp.MustCompile(`(?i)^\W*(?:[\p{L}'’.-]+\s+){1,4}?(?:reported|reports|said|says|confirmed|confirms|noted|notes|mentioned|explained|added|told\s+(?:us|me|the\s+team))\s+(?:that\s+)?`)

// reLeadJoin is a joining word opening a clause: "so the north slope is on hold".
var reLeadJoin = regexp.MustCompile(`(?i)(^|[,;]\s*)(?:so|and|but|then|now|also)\s+`)

// reLeadArticle is an article opening a clause ("The car park closed."): the noun phrase
// after it is what the state is of.
var reLeadArticle = regexp.MustCompile(`(?i)^\W*(?:the|a|an)\s+`)

// reCopulaEnd is a copula (and an adverb) between a noun phrase and its state word: "the
// normaliser is (now) done".
var reCopulaEnd = regexp.MustCompile(`(?i)\s+(?:is|are|was|were|has been|have been|'s|’s)(?:\s+(?:now|already|finally|all|fully))?\s*$`)

// partNP is the noun phrase a clause about a work item opens with before its state word, read
// past a leading article and a copula: "The car park closed.", "the normaliser is done"; in a
// sentence of several clauses, the one the state word ends.
func (x *extraction) partNP(t string, st State) string {
	if m := stateWordAt(t, st); m != nil {
		if i := strings.LastIndexAny(t[:m[0]], ",;"); i >= 0 {
			t = t[i+1:] // "technician could not come, road closed near Mojo": the state's own clause
		}
	}
	t = strings.TrimSpace(reLeadArticle.ReplaceAllString(t, ""))
	if np := x.stateNP(t, st); np != "" {
		return np
	}
	m := stateWordAt(t, st)
	if m == nil {
		return ""
	}
	before := t[:m[0]]
	loc := reCopulaEnd.FindStringIndex(before)
	if loc == nil || loc[0] == 0 {
		return ""
	}
	return x.stateNP(before[:loc[0]]+" "+t[m[0]:], st)
}

// reContraction is a verb contracted onto a pronoun: "It's", "that’s", "they're".
var reContraction = regexp.MustCompile(`(?i)['’](?:s|re|ll|ve|d)$`)

// workNouns name a work item in general words or by an act of work: "Fix deployed", "Ticket
// closed", "Job done", "Migration finished", "Rollout complete".
var workNouns = map[string]bool{"fix": true, "hotfix": true, "bugfix": true, "patch": true, "change": true, "work": true,
	"task": true, "job": true, "ticket": true, "issue": true, "item": true, "card": true, "pr": true, "mr": true, "request": true,
	"incident": true, "case": true, "bug": true, "story": true, "one": true, "everything": true, "all": true, "rest": true,
	"migration": true, "rollout": true, "deploy": true, "deployment": true, "release": true, "upgrade": true, "update": true,
	"install": true, "installation": true, "repair": true, "replacement": true, "renewal": true, "build": true, "order": true}

// maxNamed bounds the words a thread keeps per item from the clauses naming it; past it the
// item is taken to be named by any phrase (the reading before namesItem), so text flooding
// the thread cannot hide a real state.
const maxNamed = 120

// namesItem reports whether a noun phrase before a state word names the work item the clause
// carries: a general word for work or an act of work, or a word of what the item is called
// (in its titles, or where the thread names it), compared by stem and by a prefix of four
// letters ("cert" names "certificate"), acronyms included ("VPN"). Anything else ("west
// manifold", "pool", "car park") is a part of the work or another thing, whose state is not
// the item's.
func (x *extraction) namesItem(np, subject string) bool {
	if strings.Count(x.th.named[subject], " ") >= maxNamed || len(x.th.titles[subject]) >= maxTitles {
		return true
	}
	known := map[string]bool{}
	add := func(text string) {
		for _, w := range strings.FieldsFunc(strings.ToLower(text), notWordRune) {
			known[w] = true
		}
	}
	add(x.th.titles[subject])
	if subject == x.subject {
		add(x.doc.Title)
	}
	add(x.th.named[subject])
	for _, w := range strings.FieldsFunc(strings.ToLower(np), notWordRune) {
		if workNouns[w] || len(w) >= 3 && known[w] {
			return true
		}
		if len(w) < 4 {
			continue
		}
		for k := range known {
			if len(k) >= 4 && (index.Stem(k) == index.Stem(w) || strings.HasPrefix(k, w) || strings.HasPrefix(w, k) || len(w) >= 6 && len(k) >= 6 && k[:6] == w[:6]) {
				return true // "replacement" / "replace", "cert" / "certificate"
			}
		}
	}
	return false
}

// reFunctionWord is a word no noun phrase ends with: a preposition or a particle.
var reFunctionWord = regexp.MustCompile(`(?i)^(?:to|back|of|for|in|on|at|with|from|into|onto|by|as|than|up|out|off|over|about|the|a|an)$`)
