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
