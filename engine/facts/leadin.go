package facts

import (
	"regexp"
	"sort"
	"strings"
)

// The words a date is read against are those near it. A clause that lists many dates ("due 5
// Dec and 6 Dec and ...") would otherwise hand every date all the text before it, and the
// cue checks would cost the square of the clause's length: a document of dates made the
// compile 60 to 110 times slower than prose of its size (fourth outside attack). A lead-in of
// dueWindow characters holds every cue the readings look for ("needs the signed letter from
// the landlord's solicitor by"); the subject of a due date is looked for a little further back.
const (
	dueWindow     = 160
	subjectWindow = 320
	// cueWindow holds the cues that end where a date begins ("deadline for the Apapa cutover
	// is", "ETA for the last two crates:"): each is read on these last characters only.
	cueWindow = 80
)

// leadIn is where the text a date at at is read against starts: from, or the first word
// boundary within window characters of at.
func leadIn(text string, from, at, window int) int {
	if at-from <= window {
		return from
	}
	start := at - window
	if i := strings.IndexAny(text[start:at], " \t\n"); i >= 0 {
		return start + i + 1
	}
	return start
}

// tailEnd is where the text after a date that ends at from is read to: end, or the last word
// boundary within window characters of from.
func tailEnd(text string, from, end, window int) int {
	if end-from <= window {
		return end
	}
	stop := from + window
	if i := strings.LastIndexAny(text[from:stop], " \t\n"); i > 0 {
		return from + i
	}
	return stop
}

// clauseRead is what a clause's due-date readings read once of the whole clause: whether it
// names an event, and where its past and future verbs stand, so that each date asks of all the
// clause before it in time that grows with the clause.
type clauseRead struct {
	event, eventRead bool
	past, future     [][]int
	regular          [][]int // regular pasts (regularPasts)
	tenseRead        bool
}

// names reports whether the clause names an event (reEvent), read once.
func (cr *clauseRead) names(c clause) bool {
	if !cr.eventRead {
		cr.eventRead, cr.event = true, reEvent.MatchString(c.text)
	}
	return cr.event
}

// regularPasts are a clause's regular "-ed" past verbs that follow their subject ("the vets
// signed the ranges off on Tuesday", "Ana approved it on Monday"), in order. An "-ed" word is
// none when it opens the clause or follows a determiner, a possessive, a preposition, a
// conjunction, an auxiliary, an object pronoun or a hedge ("revised pricing on 1 Dec", "Kim's
// revised quote on Monday", "to be completed on", "ideally signed off on Friday"), when it is
// capitalised (a name: "Mohammed"), or when it is a word that only ends in "-ed" ("need",
// "proceed", "hundred", "shred").
func regularPasts(t string) [][]int {
	var ms [][]int
	for _, m := range reEdWord.FindAllStringSubmatchIndex(t, -1) {
		prev, w := "", t[m[4]:m[5]]
		if m[2] >= 0 {
			prev = t[m[2]:m[3]]
		}
		lw := strings.ToLower(w)
		if prev == "" || reNotAfterSubject.MatchString(prev) || rePossessiveEnd.MatchString(prev) ||
			w != lw || notPastEd[lw] || strings.HasSuffix(lw, "eed") && !pastEed[lw] || reDuePast.MatchString(w) {
			continue
		}
		ms = append(ms, []int{m[4], m[5]})
	}
	return ms
}

var (
	// reEdWord is a word in "-ed" (three letters before it at least) and the word before it.
	reEdWord = regexp.MustCompile(`(?i)(?:([\p{L}'’]+)[ \t]+)?\b(\p{L}{3,}ed)\b`)
	// reNotAfterSubject is a word after which an "-ed" form is no verb of a subject.
	reNotAfterSubject = regexp.MustCompile(`(?i)^(?:the|a|an|this|that|these|those|our|your|my|his|her|their|its|some|any|no|each|every|all|everything|anything|nothing|of|to|for|with|in|on|at|by|from|and|or|but|as|be|been|being|is|are|was|were|get|gets|got|getting|has|have|had|it|them|him|me|us|newly|recently|fully|partly|well|not|ideally|hopefully|probably|likely|possibly|maybe|definitely|certainly|surely)$`)
	// reAfterPast is what stands between a regular past verb and the date when the date is not
	// its: a conjunction or a comma opening another clause ("Ana approved the quote and we
	// install on Monday"), or a present or future verb after it ("the desks we ordered get
	// assembled on Friday").
	reAfterPast = regexp.MustCompile(`(?i),|;|\b(?:and|but|so|then|is|are|get|gets|go|goes|will|'ll|need|needs|must|should|can|has to|have to)\b`)
	// reForDate ends the words before a date the object of a past act is set for: "CAB approved
	// the change for Saturday".
	reForDate = regexp.MustCompile(`(?i)\bfor\s*(?:the\s+)?$`)
)

// notPastEd are words in "-ed" that are no past verbs; pastEed the past verbs in "-eed".
var (
	notPastEd = map[string]bool{"hundred": true, "kindred": true, "shred": true, "embed": true, "sled": true, "sacred": true, "naked": true,
		"wicked": true, "rugged": true, "crooked": true, "ragged": true, "jagged": true, "wretched": true}
	pastEed = map[string]bool{"freed": true, "agreed": true, "guaranteed": true, "refereed": true}
)

// tense reports whether a past verb and a future one (reDueFuture) stand in the clause's text
// from from to at: one of reDuePast's, or a regular past (regularPasts) of the date's own clause
// with no other verb after it, when the date is not set "for" its object.
func (cr *clauseRead) tense(text string, sp Span, from, at int) (past, future bool) {
	if !cr.tenseRead {
		cr.tenseRead = true
		t := text[sp.Start:sp.End]
		cr.past, cr.regular, cr.future = reDuePast.FindAllStringIndex(t, -1), regularPasts(t), reDueFuture.FindAllStringIndex(t, -1)
	}
	// The matches stand in order and do not overlap: the first one starting at from or after
	// is within when it ends by at.
	first := func(ms [][]int) int {
		i := sort.Search(len(ms), func(i int) bool { return sp.Start+ms[i][0] >= from })
		if i < len(ms) && sp.Start+ms[i][1] <= at {
			return i
		}
		return -1
	}
	past = first(cr.past) >= 0
	if i := first(cr.regular); !past && i >= 0 && !reForDate.MatchString(text[from:at]) {
		for _, m := range cr.regular[i:] {
			if sp.Start+m[1] <= at && !reAfterPast.MatchString(text[sp.Start+m[1]:at]) {
				past = true // the date's own clause's last verb
				break
			}
		}
	}
	return past, first(cr.future) >= 0
}
