package facts

import (
	"regexp"
	"strings"
)

// How far a finishing verb reaches: a degree short of complete ("half done", "nearly
// finished") or another part still in progress after it ("cable delivered, replacement in
// progress") leaves the work in progress; an experiential perfect ("I've done permits
// before") says what the speaker has done, not the item's state; a passive progressive ("is
// being merged") is under way, not done.

var (
	reShortOf    = regexp.MustCompile(`(?i)\b(?:half|halfway|partly|partially|mostly|almost|nearly|largely|not quite|about)\s+$`)
	reBeing      = regexp.MustCompile(`(?i)\bbeing\s+$`)
	reBeforeEnd  = regexp.MustCompile(`(?i)^[^,.;:]*\bbefore\s*(?:[.!;)]|$)`)
	rePerfectFor = regexp.MustCompile(`(?i)\b(?:(?:i|we|you|they)(?:'ve|’ve| have)|(?:he|she)(?:'s|’s| has))\s+(?:\w+\s+)?$`)
)

// shortOfDone reports a finishing verb whose degree or context leaves the work under way.
func shortOfDone(t string, m []int) bool {
	// "FVL-9 in progress, heads fitted on platform 1": the item is going, a part is finished.
	if reShortOf.MatchString(t[:m[0]]) || reBeing.MatchString(t[:m[0]]) || reGoingBefore.MatchString(t[:m[0]]) {
		return true
	}
	// "deployed to staging, prod next week": out to a stage before production.
	if reShortStage.MatchString(t[m[1]:]) {
		return true
	}
	// "cable delivered, replacement in progress": a later part of the clause is still going.
	rest := t[m[1]:]
	if i := strings.IndexAny(rest, ",;"); i >= 0 {
		return reRestGoing.MatchString(rest[i+1:]) || nextStep(t[:m[0]], rest[:i], rest[i+1:])
	}
	return false
}

// reRestNext is the work's next step, begun or coming: "now is washing and drying", "now we
// are building the frame", "now on copying", "next is rebinding", "top coat next".
var reRestNext = regexp.MustCompile(`(?i)^\s*(?:and\s+|but\s+)?(?:(?:(?:now|then)\s+(?:(?:is|are|we'?re|we are|i'?m|i am|they'?re|they are|it'?s|it is)\s+)?(?:on\s+|onto\s+)?|next\s+(?:is|are|up|:)\s*)\p{L}+ing\b|(?:the\s+)?(?-i:\p{Ll}[\p{Ll} -]{0,30}?)\s+next\b)`)

// reWholeBefore and reWholeAfter mark a finishing verb as the whole work's: "all finished",
// "finally done", "done at last".
var (
	reWholeBefore = regexp.MustCompile(`(?i)\b(?:all|everything|fully|completely|finally|entirely)\s+(?:\w+\s+)?$`)
	reWholeAfter  = regexp.MustCompile(`(?i)^\s*(?:at last|at long last|for good|completely|entirely)\b`)
)

// nextStep reports a finished step (the words before its verb, and after it up to the comma)
// followed by the next one, rest ("weaving is finished, now is washing and drying"): the work
// goes on. A step is no item: a finishing verb said of an identifier ("VRT-8 is done, now on
// VRT-9") or of the whole ("all finished") finishes the item, and a next step that names one
// ("the Mahler set next") is other work.
func nextStep(before, after, rest string) bool {
	if i := strings.LastIndexByte(before, ':'); i >= 0 {
		before = before[i+1:]
	}
	return reRestNext.MatchString(rest) && !reRestJourney.MatchString(rest) && len(workIDs(before)) == 0 && len(workIDs(rest)) == 0 &&
		!reWholeBefore.MatchString(before) && !reWholeAfter.MatchString(after)
}

// reRestJourney is the speaker going somewhere or resting next, no step of the work: "now
// I'm heading home", "now having a coffee", "now relaxing".
var reRestJourney = regexp.MustCompile(`(?i)^\s*(?:and\s+|but\s+)?(?:now|next|then)\s+(?:\S+\s+){0,2}?(?:going|heading|leaving|driving|flying|travel+ing|walking|off|having|relaxing|resting|celebrating|enjoying|eating|sleeping|lunching|logging off|signing off)\b`)

// reGoingBefore is the item stated in progress before a finishing verb of one of its parts.
var reGoingBefore = regexp.MustCompile(`(?i)\b(?:in progress|under way|underway|ongoing|wip)\b[^.;]*[,;]`)

// reRestGoing is another part, a noun phrase that names no item, still going or still to
// come: "replacement in progress", "the wiring under way", "commissioning is slated for
// Friday".
var reRestGoing = regexp.MustCompile(`(?i)^\s*(?:the\s+)?\p{L}[\p{L} -]{0,30}?\s+(?:is\s+|are\s+|still\s+)*(?:in progress|under way|underway|ongoing|continuing|in hand|slated|scheduled|planned|booked|pencill?ed)\b`)

// experiential reports a perfect with "before" at its end and a person as its subject: what
// someone has done at some time ("we've shipped kits like this before").
func experiential(t string, m []int) bool {
	before := t[:m[0]]
	if reThirdPerfect.MatchString(before) && !strings.EqualFold(t[m[0]:m[1]], "done") {
		return false // "he has fixed it like he promised before" fixed it
	}
	return rePerfectFor.MatchString(before) && reBeforeEnd.MatchString(t[m[1]:])
}

// reThirdPerfect is the third person's perfect, experience only with "done": "he's done these
// lamps before".
var reThirdPerfect = regexp.MustCompile(`(?i)\b(?:he|she)(?:'s|’s| has)\s+(?:\w+\s+)?$`)

// lineItem reports whether id is the item a line of notes is about: named in the line's head,
// before its first colon ("1. PAY-4 refund run: ...").
func (x *extraction) lineItem(sp Span, id string) bool {
	line := x.lineOf(sp)
	i := strings.IndexByte(line, ':')
	return i > 0 && strings.Contains(line[:i], id)
}

// lineOf is the line of the document that holds span's start.
func (x *extraction) lineOf(sp Span) string {
	text := x.doc.Text
	start := strings.LastIndexByte(text[:sp.Start], '\n') + 1
	end := strings.IndexByte(text[sp.Start:], '\n')
	if end < 0 {
		return text[start:]
	}
	return text[start : sp.Start+end]
}

// sameLine reports whether the line that holds span names id.
func (x *extraction) sameLine(sp Span, id string) bool {
	return strings.Contains(x.lineOf(sp), id)
}

// reShortStage is a stage before production a change is done to: "deployed to staging",
// "released on UAT", "live in the test environment".
var reShortStage = regexp.MustCompile(`(?i)^\s+(?:to|on|in|into)\s+(?:the\s+)?(?:staging|stage|test|testing|uat|qa|pre-?prod(?:uction)?|sandbox|dev)\b`)
