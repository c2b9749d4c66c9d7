package facts

import (
	"regexp"
	"slices"
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
	tenseRead        bool
}

// names reports whether the clause names an event (reEvent), read once.
func (cr *clauseRead) names(c clause) bool {
	if !cr.eventRead {
		cr.eventRead, cr.event = true, reEvent.MatchString(c.text)
	}
	return cr.event
}

// pastVerbs are the past verbs of a clause, in order: the irregular and common ones reDuePast
// lists, and a regular "-ed" form that follows its subject ("the vets signed the ranges off on
// Tuesday", "Ana approved it on Monday"). An "-ed" word that opens the clause or follows a
// determiner, a preposition or a conjunction modifies a noun ("revised pricing on 1 Dec", "the
// updated deck on Friday", "to be completed on"); words in "-eed" ("need", "proceed") are none.
func pastVerbs(t string) [][]int {
	ms := reDuePast.FindAllStringIndex(t, -1)
	for _, m := range reEdWord.FindAllStringSubmatchIndex(t, -1) {
		if m[2] < 0 || reNotAfterSubject.MatchString(t[m[2]:m[3]]) || strings.HasSuffix(strings.ToLower(t[m[4]:m[5]]), "eed") {
			continue
		}
		i, found := slices.BinarySearchFunc(ms, m[4], func(a []int, at int) int { return a[0] - at })
		if !found {
			ms = slices.Insert(ms, i, []int{m[4], m[5]})
		}
	}
	return ms
}

var (
	// reEdWord is a word in "-ed" (three letters before it at least) and the word before it.
	reEdWord = regexp.MustCompile(`(?i)(?:([\p{L}'’]+)[ \t]+)?\b(\p{L}{3,}ed)\b`)
	// reNotAfterSubject is a word after which an "-ed" form is no verb of a subject.
	reNotAfterSubject = regexp.MustCompile(`(?i)^(?:the|a|an|this|that|these|those|our|your|my|his|her|their|its|some|any|no|each|every|all|of|to|for|with|in|on|at|by|from|and|or|but|as|be|been|being|is|are|was|were|get|gets|got|getting|has|have|had|it|them|him|me|us|newly|recently|fully|partly|well|not)$`)
)

// tense reports whether a past verb (reDuePast) and a future one (reDueFuture) stand in the
// clause's text from from to at.
func (cr *clauseRead) tense(text string, sp Span, from, at int) (past, future bool) {
	if !cr.tenseRead {
		cr.tenseRead = true
		t := text[sp.Start:sp.End]
		cr.past, cr.future = pastVerbs(t), reDueFuture.FindAllStringIndex(t, -1)
	}
	// The matches stand in order and do not overlap: the first one starting at from or after
	// is within when it ends by at.
	within := func(ms [][]int) bool {
		i := sort.Search(len(ms), func(i int) bool { return sp.Start+ms[i][0] >= from })
		return i < len(ms) && sp.Start+ms[i][1] <= at
	}
	return within(cr.past), within(cr.future)
}
