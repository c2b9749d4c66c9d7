package facts

import (
	"strings"
	"time"
)

// quotedDue is the date the quoted text of a reply gave subject, the date a reply that moves
// it replaces: "So LAB-12 is now the 19th" above "> Can we have the new labels by 9
// October?" moves the 9th. The quote states no fact of this document; its date only says what
// the reply's new date replaces. A date counts when a deadline cue introduces it and nothing
// negates it (a weak "on" or "for" names any day: a meeting's, the quoted mail's own); the
// first such date in the quote (its most recent message) wins. A quoted line that names
// another identifier speaks of other work; one that names none speaks of the document's own
// subject.
func (x *extraction) quotedDue(subject string) time.Time {
	if subject == "" {
		return time.Time{}
	}
	own := subject == x.subject || len(x.textIDs()) <= 1
	var loose time.Time
	for _, l := range x.lines {
		if l.zone != quoted {
			continue
		}
		s := x.doc.Text[l.span.Start:l.span.End]
		if reAttribution.MatchString(strings.TrimLeft(s, "> ")) {
			continue // "On 29 Sept, Jonas wrote:" dates the quoted mail
		}
		ids := workIDs(s)
		if len(ids) > 0 && !containsFold(ids, subject) || len(ids) == 0 && !own {
			continue
		}
		for _, d := range x.p.Dates(s, x.doc.At) {
			before := s[:d.Span.Start]
			if d.Ambiguous() || reDueNeg.MatchString(before) || !reDueCue.MatchString(before) && !reDueNoun.MatchString(before) && !reEtaGap.MatchString(before) ||
				reWeakBefore.MatchString(before) && !reDeadline.MatchString(before) {
				continue
			}
			if len(ids) > 0 {
				return d.Date
			}
			if loose.IsZero() {
				loose = d.Date
			}
		}
	}
	return loose
}

func containsFold(ss []string, s string) bool {
	for _, t := range ss {
		if strings.EqualFold(t, s) {
			return true
		}
	}
	return false
}
