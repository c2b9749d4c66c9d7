package facts

import (
	"strings"
	"time"
)

var slipWords = []string{"slip", "push", "mov", "postpon", "delay", "reschedul", "new date", "new eta", "new target", "new deadline",
	"eta", "now due", "now target", "now expected", "now aiming", "make it", "make the", "going to make", "need", "late", "behind"}

func (x *extraction) readSlip(c clause, dates []DateMention) {
	if !hasAny(c.lower, slipWords) {
		return
	}
	m := reSlip.FindStringIndex(c.text)
	if m == nil || negated(c.text[:m[0]]) {
		return
	}
	at := c.span.Start + m[0]
	var old, nu time.Time
	var rd []time.Time
	for _, d := range dates {
		switch {
		case d.Span.Start < at || strings.HasSuffix(strings.ToLower(strings.TrimSpace(x.doc.Text[c.span.Start:d.Span.Start])), "from"):
			old = d.Date
		case nu.IsZero():
			nu, rd = d.Date, readings(d)
		}
	}
	if old.IsZero() {
		old = x.th.due[c.subject]
	}
	if nu.IsZero() && !old.IsZero() {
		if mm := reMore.FindStringSubmatch(c.text); mm != nil {
			nu = old.AddDate(0, 0, moreDays(mm))
		}
	}
	if nu.IsZero() && old.IsZero() {
		return
	}
	x.add(Fact{Kind: Slip, Subject: c.subject, Old: old, Date: nu, Readings: rd, Span: c.span, Revises: true})
	if !nu.IsZero() {
		x.add(Fact{Kind: Due, Subject: c.subject, Date: nu, Readings: rd, Span: c.span, Revises: true})
		x.th.due[c.subject] = nu
	}
}

// committable reports whether the verb phrase after a modal undertakes work: not ownership
// ("take", "own": an owner fact), not a state ("be out", "be on leave") nor thinking or talking.
func committable(rest string) bool {
	l := strings.ToLower(rest)
	verb := strings.Fields(l)
	if len(verb) == 0 {
		return false
	}
	switch verb[0] {
	case "be":
		return strings.HasPrefix(l, "be done") || strings.HasPrefix(l, "be ready") || strings.HasPrefix(l, "be finished")
	case "own", "take", "drive", "lead", "handle", "grab", "need", "not", "never", "let", "see", "try", "think", "know",
		"revisit", "discuss", "talk", "check", "probably", "maybe", "likely", "also":
		return false
	}
	return true
}

func moreDays(m []string) int {
	unit, n := m[1], 1
	if unit == "" {
		unit = m[3]
		switch m[2] {
		case "two":
			n = 2
		case "three":
			n = 3
		default:
			n = atoi(m[2])
		}
	}
	switch {
	case strings.HasPrefix(unit, "week"):
		return 7 * n
	case strings.Contains(unit, "couple"):
		return 2
	case strings.Contains(unit, "few"):
		return 3
	}
	return n
}

var commitWords = []string{"will", "'ll", "’ll", "ill ", "shall", "going to", "gonna", "plan to", "aim to", "promise", "commit",
	"can have", "should", "shd", "done", "ready", "finished", "up by", "out by", "live"}

func (x *extraction) readCommitment(c clause, dates []DateMention) {
	if !hasAny(c.lower, commitWords) {
		return
	}
	person, at := "", -1
	if c.first {
		for _, m := range reCommit.FindAllStringSubmatchIndex(c.text, -1) {
			if !negated(c.text[:m[0]]) && committable(c.text[m[2]:]) {
				person, at = c.me, m[2]
				break
			}
		}
	}
	if person == "" {
		if m := reNameWill.FindStringSubmatchIndex(c.text); m != nil && !isPronoun(c.text[m[2]:m[3]]) && x.people.Known(c.text[m[2]:m[3]]) && committable(c.text[m[4]:]) {
			person, at = x.person(c.text[m[2]:m[3]]), m[4]
		}
	}
	if person == "" && (c.first || x.doc.Kind == "chat") && reDoneBy.MatchString(c.text) && !negated(c.text[:reDoneBy.FindStringIndex(c.text)[0]]) {
		person, at = c.me, 0
	}
	if person == "" || at < 0 {
		return
	}
	what := strings.TrimSpace(reTrimWhat.ReplaceAllString(c.text[at:], ""))
	var due time.Time
	var rd []time.Time
	for _, d := range dates {
		if d.Span.Start >= c.span.Start+at && !d.Date.Before(truncateDay(x.doc.At)) {
			due, rd = d.Date, readings(d)
			if len(rd) == 0 {
				x.add(Fact{Kind: Due, Subject: c.subject, Date: due, Span: c.span})
			} else {
				x.add(Fact{Kind: Due, Subject: c.subject, Date: due, Readings: rd, Span: c.span})
				due = time.Time{}
			}
			break
		}
	}
	x.add(Fact{Kind: Commitment, Subject: c.subject, Person: person, What: what, Date: due, Span: c.span})
}

// readDue reads a due date: a date a deadline cue introduces ("by", "due", "before", "ETA",
// "goes live on"), not in the past, not a leave or a meeting.
func (x *extraction) readDue(c clause, dates []DateMention, anyDate bool) {
	today := truncateDay(x.doc.At)
	seen := map[string]bool{}
	for _, d := range dates {
		if d.Date.Before(today) && !d.Ambiguous() {
			continue
		}
		before := x.doc.Text[c.span.Start:d.Span.Start]
		lt := strings.ToLower(d.Text)
		ahead := strings.HasPrefix(lt, "in ") || strings.HasPrefix(lt, "within ") || reQuarter.MatchString(lt)
		if !anyDate && !ahead && !reDueCue.MatchString(before) || reNotDue.MatchString(lastWords(before, 4)) || strings.HasSuffix(strings.ToLower(strings.TrimSpace(before)), "from") {
			continue
		}
		if reWeakCue.MatchString(before) && reEvent.MatchString(c.text) {
			continue // "the planning review is on Wednesday": a meeting's date, not the work's
		}
		subject := c.subject
		if ids := workIDs(before); len(ids) > 0 {
			subject = ids[len(ids)-1] // the identifier nearest before the date
		}
		if seen[subject] {
			continue
		}
		seen[subject] = true
		x.add(Fact{Kind: Due, Subject: subject, Date: d.Date, Readings: readings(d), Span: c.span})
	}
}
