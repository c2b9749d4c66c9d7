package facts

import (
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/queueproof/queueproof/engine/index"
)

// Re-plans a message states without a verb of moving: a date missed with the new one in the
// next clause, and a later date given with a reason (see replanned).

// missedDate is a date a document says will be missed, and where its clause ends.
type missedDate struct {
	subject string
	old     time.Time
	end     int
	span    Span
}

// missedThenDue reads a missed date and the due date the next clause gives the same work as
// one slip: "HXP-41 won't make Friday. Tuesday at the latest." moves Friday to Tuesday.
func (x *extraction) missedThenDue() {
	for _, m := range x.missed {
		for i, f := range x.out {
			if f.Kind != Due || f.Span.Start < m.end || itemOf(f.Subject) != itemOf(m.subject) || f.Date.IsZero() || f.Ambiguous() {
				continue
			}
			if f.Revises || !f.Date.After(m.old) || strings.Trim(x.doc.Text[m.end:f.Span.Start], " \t\n.;,!") != "" {
				break // already a move, no later date, or not the next clause
			}
			x.out[i].Revises = true
			x.out = slices.Insert(x.out, i, slipOf(f, m.old))
			x.th.slipped[f.Subject] = m.old
			m.end = -1
			break
		}
		if m.end >= 0 && !slices.ContainsFunc(x.out, func(g Fact) bool { return g.Kind == Slip && itemOf(g.Subject) == itemOf(m.subject) }) {
			// "For Friday it will not be possible": the date no longer holds, no new one is given.
			x.add(Fact{Kind: Slip, Subject: m.subject, Old: m.old, Span: m.span, Revises: true})
			delete(x.th.due, m.subject)
		}
	}
}

// reExplained is what a message says when it gives work another date than the one the thread
// had: an apology, a cause, a change or a new occasion ("Apologies, the crane hire fell through.
// HXP-41 install on the 21st", "the vessel skipped our port; HXP-41 goes on the next sailing").
var reExplained = regexp.MustCompile(`(?i)\b(?:sorry|apolog\w*|unfortunately|regret\w*|delay\w*|late|problems?|held up|won'?t|can'?t|couldn'?t|didn'?t|unable|not able|because|due to|owing to|instead|rather than|no longer|becom(?:e|es|ing)|became|next (?:call|slot|window|vessel|visit|run|sailing|shipment|available|stop|opening)|changed?|revised|updated|new (?:date|target|eta|slot)|at the latest|missed|(?:is|are|will be) now|now (?:on|for|the)|re-?book\w*|re-?schedul\w*)\b`)

// replanned reads a due date a later message gives work the thread had another date for, with
// a reason or a change word before it, as a slip from the thread's date: the message re-plans
// the work even where no verb of moving says so. Without one, two dates for one piece of work
// are left to the timeline, which calls them a contradiction.
func (x *extraction) replanned() {
	for i := 0; i < len(x.out); i++ {
		f := x.out[i]
		if f.Kind != Due || f.Revises || f.Field || f.Date.IsZero() || f.Ambiguous() ||
			slices.ContainsFunc(x.out[i+1:], func(g Fact) bool { return g.Kind == Due && itemOf(g.Subject) == itemOf(f.Subject) }) {
			continue // (the document's last date for the work is its plan; one before it may be a step's)
		}
		old := x.dueBefore[f.Subject]
		if old.IsZero() {
			old = x.dueBefore[itemOf(f.Subject)]
		}
		if old.IsZero() || old.Equal(f.Date) || f.Date.Before(truncateDay(x.doc.At)) ||
			slices.ContainsFunc(x.out, func(g Fact) bool { return g.Kind == Slip && itemOf(g.Subject) == itemOf(f.Subject) }) {
			continue
		}
		if !reExplained.MatchString(x.doc.Text[:min(f.Span.End, len(x.doc.Text))]) && !x.agreedAsked(f) {
			continue
		}
		x.out[i].Revises = true
		x.out = slices.Insert(x.out, i, slipOf(f, old))
		x.th.slipped[f.Subject] = old
		i++
	}
}

// slipOf is the slip a due date states when it replaces old: the same subject, date, citation
// and time.
func slipOf(due Fact, old time.Time) Fact {
	return Fact{Kind: Slip, Subject: due.Subject, Old: old, Date: due.Date, Readings: due.Readings, Doc: due.Doc, Span: due.Span,
		Quote: due.Quote, At: due.At, Revises: true}
}

// askedDate is a date someone asked work to be done by ("we'd need the manual by 13
// November"), and who asked.
type askedDate struct {
	date   time.Time
	author string
	// from is the asker's author line as written ("Ann Hale <ann@halebakery.example>").
	from string
}

// askedFor notes a date the clause asks its work to be done by.
func (x *extraction) askedFor(c clause, d time.Time) {
	if c.subject != "" {
		x.th.askedDates[itemOf(c.subject)] = askedDate{date: d, author: x.author, from: x.doc.Author}
	}
}

// agreedAsked reports whether a due date is the date the thread asked for, given by someone
// other than the asker: the request agreed ("Can you do it by the 13th?" - "we can, delivery
// Friday 13 November"), which re-plans the work as a reason would.
func (x *extraction) agreedAsked(f Fact) bool {
	a, ok := x.th.askedDates[itemOf(f.Subject)]
	return ok && a.date.Equal(f.Date) && !sameWriter(a.author, x.author) && !sameSide(a.from, x.doc.Author) && !reRefuses.MatchString(f.Quote) &&
		!x.speaksOfAnother(f)
}

// reOpensWithThing opens a clause with a noun phrase: "Sure, the flyers will be ready on".
var reOpensWithThing = regexp.MustCompile(`(?i)^\W*(?:(?:sure|yes|ok|okay|no problem|fine|great)\W+)?(?:the|our|your|those|these|this|that)\s+([\p{L}-]+)`)

// speaksOfAnother reports whether a due date's clause opens with a thing other than its work
// item: a noun the item's titles do not hold ("the flyers will be ready on 20 November" in
// the thread of an order of shop signs).
func (x *extraction) speaksOfAnother(f Fact) bool {
	m := reOpensWithThing.FindStringSubmatch(f.Quote)
	if m == nil || generic(m[1]) {
		return false
	}
	return !x.titlesName(m[1], f.Subject, "")
}

// titlesName reports whether the work item's titles, the document's title or more name a noun
// (its stem): what a clause speaks of is then the item's, not another thing's.
func (x *extraction) titlesName(noun, subject, more string) bool {
	head := index.Stem(strings.ToLower(noun))
	for _, w := range index.Tokens(x.th.titles[itemOf(subject)] + " " + x.doc.Title + " " + more) {
		if index.Stem(w) == head {
			return true
		}
	}
	return false
}

// sameSide reports whether two mail authors write from one organisation's domain (the asker
// and her colleague or husband at the bakery): the same side of the request, so one saying the
// other's date again agrees nothing. Free mail providers' domains say nothing of it.
func sameSide(a, b string) bool {
	da, db := MailDomain(a), MailDomain(b)
	return da != "" && da == db && !FreeMailDomain(da)
}

// sameWriter reports whether two authors are one person written two ways ("Ann Hale",
// "ann.hale"): the same letters, case and punctuation aside.
func sameWriter(a, b string) bool {
	key := func(s string) string {
		return strings.Map(func(r rune) rune {
			if unicode.IsLetter(r) {
				return unicode.ToLower(r)
			}
			return -1
		}, s)
	}
	return key(a) == key(b)
}

// reRefuses turns an asked date down: "by 20 November is too tight", "20 Nov is impossible".
var reRefuses = regexp.MustCompile(`(?i)\b(?:too (?:tight|soon|early|short|ambitious)|impossible|not possible|can'?t|cannot|won'?t work|no way|not feasible|unrealistic|not realistic|(?:doesn'?t|does not|will not|won'?t) work|not doable|no chance)\b`)
