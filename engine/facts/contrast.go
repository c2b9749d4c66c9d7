package facts

import (
	"regexp"
	"time"
)

// A corrective contrast states a new date and the one it replaces side by side: "completed on
// 30th October, not 23rd", "final on 21 Oct instead of 16 Oct", "reach you on 4 December
// rather than 27 November". The first date is the new one, the contrasted one the old.
var (
	reContrast = regexp.MustCompile(`(?i)^\s*,?\s*(?:and\s+)?(?:not|instead of|rather than|in place of)\s+(?:on\s+|by\s+)?(?:the\s+)?$`)
	// reBareOrdinal is a day of the month written alone after the contrast ("not 23rd").
	reBareOrdinal = regexp.MustCompile(`(?i)^\s*,?\s*(?:and\s+)?(?:not|instead of|rather than|in place of)\s+(?:on\s+|by\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b`)
	// reArrowGap is the notation of a date replaced by another: an arrow between them, the old
	// one often struck through ("~~1 December~~ → 12 December", "Nov 3 -> Nov 10").
	reArrowGap = regexp.MustCompile(`^\s*(?:~~)?\s*(?:→|->|=>|⇒|➔|➜|⟶|>>)\s*(?:~~)?\s*$`)
)

// readContrast reads a corrective contrast of two dates, or a date replaced by an arrow's
// notation, as a slip; false when the clause has none.
func (x *extraction) readContrast(c clause, dates []DateMention) bool {
	text := x.doc.Text
	for i := 0; i+1 < len(dates); i++ {
		d, n := dates[i], dates[i+1]
		if d.Ambiguous() || n.Ambiguous() || !reArrowGap.MatchString(text[d.Span.End:n.Span.Start]) || n.Date.Before(truncateDay(x.doc.At)) ||
			!n.Date.After(d.Date) || negated(text[c.span.Start:d.Span.Start]) {
			continue
		}
		dates[i].placed, dates[i+1].placed = true, true
		x.addSlip(c, x.thingSubject(c, text[c.span.Start:d.Span.Start]), d.Date, n.Date, nil)
		return true
	}
	for i, d := range dates {
		if d.Ambiguous() || d.Date.Before(truncateDay(x.doc.At)) {
			continue
		}
		var old time.Time
		rest := text[d.Span.End:c.span.End]
		if i+1 < len(dates) && reContrast.MatchString(text[d.Span.End:dates[i+1].Span.Start]) && !dates[i+1].Ambiguous() {
			old = dates[i+1].Date
			dates[i+1].placed = true
		} else if m := reBareOrdinal.FindStringSubmatch(rest); m != nil {
			old = sameMonthDay(d.Date, atoi(m[1]))
		}
		if old.IsZero() || old.Equal(d.Date) || negated(text[c.span.Start:d.Span.Start]) ||
			wanted(text[c.span.Start:d.Span.Start]) {
			continue // (a new date someone needs or asks for is not yet the work's)
		}
		dates[i].placed = true
		x.addSlip(c, x.thingSubject(c, text[c.span.Start:d.Span.Start]), old, d.Date, nil)
		return true
	}
	return x.readContrastUndated(c, dates)
}

// reNowMoved is a clause's word that the plan has changed: "will now be handed out", "moved".
var reNowMoved = regexp.MustCompile(`(?i)\b(?:now|moved|pushed|postponed|delayed|rescheduled)\b`)

// readContrastUndated reads a contrast whose new date is no date, only its replaced one: "will
// now be handed out in the spring term rather than before Christmas" moves the work off the
// 25th to a time it does not date. The slip has no new date, so no due date either.
func (x *extraction) readContrastUndated(c clause, dates []DateMention) bool {
	if len(dates) != 1 || dates[0].Ambiguous() || dates[0].placed {
		return false
	}
	d := dates[0]
	before := x.doc.Text[c.span.Start:d.Span.Start]
	if !reReplaced.MatchString(before) || !reNowMoved.MatchString(before) || negated(before) || wanted(before) {
		return false
	}
	dates[0].placed = true
	x.addSlip(c, c.subject, d.Date, time.Time{}, nil)
	return true
}

// sameMonthDay is day dom of the month of t, or of the month before when that day would fall
// after t (the date replaced lies before its replacement).
func sameMonthDay(t time.Time, dom int) time.Time {
	for _, back := range []int{0, 1} {
		d := time.Date(t.Year(), t.Month()-time.Month(back), dom, 0, 0, 0, 0, time.UTC)
		if d.Day() == dom && !d.After(t) {
			return d
		}
	}
	return time.Time{}
}

// reRevisedAfter is a date that ends its clause with "now" or "instead": the date that holds
// from now on ("so fix is friday now", "artwork to printer tmrw instead"); reRevisedBefore is
// "now" just before it ("LKP-9 now mon", "the launch is now the 19th").
var (
	reRevisedAfter  = regexp.MustCompile(`(?i)^\s*,?\s*(?:now|instead)\b[\s.!)]*$`)
	reRevisedBefore = regexp.MustCompile(`(?i)\bnow\s*:?\s*(?:the\s+|on\s+|on\s+the\s+)?$`)
)

// readRevisedDate reads a date revised in place of the one the thread has for the subject.
func (x *extraction) readRevisedDate(c clause, dates []DateMention) {
	for i, d := range dates {
		before := x.doc.Text[c.span.Start:d.Span.Start]
		revised := reRevisedAfter.MatchString(x.doc.Text[d.Span.End:c.span.End]) || reRevisedBefore.MatchString(before)
		if d.Ambiguous() || !revised || negated(before) || reItIsNow.MatchString(before) || reEventMoved.MatchString(before) {
			continue
		}
		old := x.th.due[c.subject]
		if old.IsZero() {
			old = x.th.due[itemOf(c.subject)]
		}
		if old.IsZero() {
			old = x.quotedDue(c.subject)
		}
		if len(workIDs(c.subject)) == 0 || old.IsZero() || old.Equal(d.Date) || d.Date.Before(truncateDay(x.doc.At)) {
			return
		}
		dates[i].placed = true
		x.addSlip(c, c.subject, old, d.Date, nil)
		return
	}
}
