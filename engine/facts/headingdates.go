package facts

import (
	"regexp"
	"strings"
)

// A heading may plan its section's date: release notes' "## Coming in 4.20 (planned 15
// December)", a roadmap's "### Wave 2 — target 30 Jan". Each item listed under it that names
// a work item is due that day, unless the item gives its own date. A heading whose date is a
// past release ("## 4.19 (released 3 December)") plans nothing.
var rePlannedHead = regexp.MustCompile(`(?i)\b(?:planned|scheduled|target(?:ed)?|eta|due|expected|coming|slated|go-?live)\b`)

// readHeadingDates dates the listed items under a heading that plans a date.
func (x *extraction) readHeadingDates(lines []line) {
	today := truncateDay(x.doc.At)
	var head *DateMention
	var headAt Span // the heading, which states the date: the items' facts cite it
	for _, l := range lines {
		t := x.doc.Text[l.span.Start:l.span.End]
		switch {
		case l.heading:
			head = nil
			ds := x.p.Dates(t, x.doc.At)
			if len(ds) != 1 || ds[0].Ambiguous() || ds[0].Date.Before(today) {
				continue
			}
			if before := t[:ds[0].Span.Start]; rePlannedHead.MatchString(before) && !reDueNeg.MatchString(before) {
				head, headAt = &ds[0], l.span
			}
		case head == nil || l.zone != body:
		case !l.bullet:
			if strings.TrimSpace(t) != "" {
				head = nil // prose after the list: the heading's list has ended
			}
		default:
			ids := workIDs(t)
			if len(ids) != 1 || len(x.p.Dates(t, x.doc.At)) > 0 || x.hasDue(ids[0]) {
				continue
			}
			x.add(Fact{Kind: Due, Subject: ids[0], Date: head.Date, Span: headAt})
		}
	}
}

// hasDue reports whether the document already gives subject a due date.
func (x *extraction) hasDue(subject string) bool {
	for _, f := range x.out {
		if f.Kind == Due && f.Subject == subject {
			return true
		}
	}
	return false
}
