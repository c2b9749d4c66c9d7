package facts

import (
	"regexp"
	"strings"
	"unicode"
)

var (
	// reEtaGap is an ETA with the thing it estimates between it and the date: "eta for a fix
	// thu", "ETA on the rest Friday".
	reEtaGap = regexp.MustCompile(`(?i)\beta\b(?:\s+[\p{L}\d'-]+){1,4}?\s*:?\s*$`)
	// reClockTail is a time of day written before the day it falls on ("estimate 14:00 today",
	// "ETA 5pm SGT Friday", "by 09:30, tomorrow"): the cue before the time introduces the date.
	reClockTail = regexp.MustCompile(`(?i)\s*(?:at\s+|@\s*)?~?\d{1,2}(?::\d{2}|[.:]?\d{2}?\s?[ap]\.?m\.?|\s?[ap]\.?m\.?)(?:\s+[A-Z]{2,5})?\s*,?\s*(?:on\s+)?$`)
	// reNotBefore is a date that is the earliest something can happen, not a deadline:
	// "window on Saturday earliest", "Monday at the earliest".
	reNotBefore = regexp.MustCompile(`(?i)^\s*,?\s*(?:at the )?earliest\s*(?:[.,;:!?)]|$)`) // not "the earliest slot they had"
	// reBarredBefore forbids something before the date, which sets its earliest day, not a
	// deadline: "please don't merge before the freeze on Sept 15", "not until Friday".
	// The words barred and the date are one phrase: "don't wait until the last minute, ... due
	// 4 Dec" keeps its deadline.
	reBarredBefore = regexp.MustCompile(`(?i)\b(?:don'?t|do not|never|not|no)\s+(?:\w+\s+){0,3}?(?:before|until|till|prior to)\s+(?:[^\s,;:]+\s+){0,5}$`)
	// reDoneForNow is a person finishing for the day: "he is done for today" dates no work
	// ("it must be finished for today" does).
	reDoneForNow = regexp.MustCompile(`(?:(?i:\b(?:i'?m|i am|he'?s|he is|she'?s|she is|they'?re|they are|we'?re|we are|i'?ll be|i will be))|\b\p{Lu}\p{Ll}+(?:['’]s| is))\s+(?i:(?:\w+\s+)?(?:done|finished|off|out)\s+for\s+)$`)
	// reAttrBefore and reAttrAfter frame a date used as a modifier of a noun: "the 13 Dec change".
	reAttrBefore = regexp.MustCompile(`(?i)\b(?:the|a|an|our|their|this|that|its|his|her|your)\s+$`)
	reAttrAfter  = regexp.MustCompile(`^\s+\p{Ll}{3,}`)
	// reSepEnd is a label's separator at the end of the text before a value: "Go-live — ", "When: ".
	reSepEnd = regexp.MustCompile(`(?:\s*:|\s[—–-])\s*$`)
	// reValueRest is what may follow a date that is a line's whole value: a note in brackets.
	// (A date with a time of day is an appointment's: "When: Tue 17 Nov 10:00".)
	reValueRest = regexp.MustCompile(`^[\s,.;]*(?:\([^)]*\))?[\s,.;!]*$`)
	// reHeadNotDue is a label whose value is a date of another kind: a record's dates, a start,
	// an event.
	reHeadNotDue = regexp.MustCompile(`(?i)\b(?:date|dated|updated|created|sent|posted|published|opened|raised|reported|logged|since|last|start|starts|started|kick-?off|begins?|from|effective|applies|valid|actual|actually|finished|closed|resolved|done|born|joined|booked|first day|ends?|ending|expir\w*|renewal|freeze|window|clos\w*|holiday|leave|ooo|vacation|office|visit|arrival|arrives|check-?in|next|until|as of|reminder|notice|back|returns?|returning)\s*$|\b(?:feedback|comments|input|rsvp|replies|responses|answers|votes?|objections)\b`)
)

// reDoneMark is a due field's value that says the work is done, dated: "done 5 Nov", "✅
// completed 03/11", "closed (14/11)", "Done". Its date is when the work was done, not a
// deadline.
var reDoneMark = regexp.MustCompile(`(?i)^[^\p{L}\d]*(?:done|completed?|finished|closed|resolved|fixed|delivered)\b(?:\s+on\b)?\s*[:\-–]?\s*`)

// doneMarks are the marks that close a "done" without changing it: ticks, a cheer, a point.
const doneMarks = " \t!.✅✔✓☑✔️🎉👍🙌🥳"

// doneMark reports whether a due field's value says the work was done (reDoneMark): the word
// and then its date or nothing. "done by 9 Dec", "Completed? no", "fixed date 9 Dec" and
// "delivered to the client by 9 Dec" state a deadline.
func doneMark(v string) bool {
	m := reDoneMark.FindStringIndex(v)
	if m == nil {
		return false
	}
	rest := strings.TrimSpace(v[m[1]:])
	if rest == "" || rest[0] == '(' || rest[0] >= '0' && rest[0] <= '9' {
		return true
	}
	first := strings.FieldsFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) })
	if len(first) == 0 && strings.Trim(rest, doneMarks) == "" {
		return true // only marks of completion after it: "done ✅", "done!" (not "done?", "done 🤞")
	}
	return len(first) > 0 && IsCalendarWord(first[0])
}

// attributive reports a date that modifies the noun after it ("the 13 Dec change").
func attributive(before, after string) bool {
	return reAttrBefore.MatchString(before) && reAttrAfter.MatchString(after)
}

// valueDate reports a date that is the whole value of a line's label ("Soft opening: 1
// December", "Data migration complete — end of October", "TSB-409 carrier cut-offs — next
// week"): a milestone's date, unless the label names a date of another kind (a record's, a
// start, an event's).
func (x *extraction) valueDate(c clause, d DateMention) bool {
	text := x.doc.Text
	ls := strings.LastIndexByte(text[:d.Span.Start], '\n') + 1
	prefix := text[ls:d.Span.Start]
	m := reSepEnd.FindStringIndex(prefix)
	if m == nil || !reValueRest.MatchString(text[d.Span.End:c.span.End]) {
		return false
	}
	head := strings.TrimSpace(prefix[:m[0]])
	if i := strings.LastIndexAny(head, "—–|"); i >= 0 {
		head = strings.TrimSpace(head[i:])
	}
	return head != "" && !reHeadNotDue.MatchString(head) && !reNotDue.MatchString(lastWords(head, 3)) && !reEvent.MatchString(head) &&
		!reDueStart.MatchString(head)
}

var (
	// reStateUntil is a state that lasts until the date: "out till monday", "I am on the
	// trials till fri", "she's in Oslo until the 4th". (A modal's "I will finish until Friday"
	// is non-native English for "by Friday".)
	reStateUntil = regexp.MustCompile(`(?i)(?:(?:^|[^\p{L}\s'’])\s*|\b(?:i|he|she|they|we|still|also)\s+)(?:out|off|away|ooo)\s+(?:of (?:the )?office\s+)?(?:until|till|til)\s*(?:the\s+)?$|` +
		`\b(?:am|is|are|i'?m|he'?s|she'?s|we'?re|they'?re)\s+(?:still\s+)?(?:on|in|at|with|busy)\b[^,;]{0,40}?\s(?:until|till|til)\s*(?:the\s+)?$`)
	// reDueKnow is a want to be told something by the date: the date is the answer's ("need to
	// know by Friday", "want to hear back by the 20th").
	reDueKnow = regexp.MustCompile(`(?i)\b(?:need|needs|needed|want|wants|would like|'d like)\s+to\s+(?:know|hear|learn|decide|be told|get an answer|have an answer)\b`)
	// reDueRecord is a date a record states: when something actually happened ("Actual finish:
	// 07.10.").
	reDueRecord = regexp.MustCompile(`(?i)\bactual(?:ly)?\b`)
)

func stateUntil(before string) bool { return reStateUntil.MatchString(before) }
