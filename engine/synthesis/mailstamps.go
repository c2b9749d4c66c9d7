package synthesis

import (
	"regexp"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// A mail conversation printed or forwarded whole holds several messages, each under its own
// header ("From: …\nSent: Thursday, 5 February 2026 9:05 a.m.", "Date: Thu, 5 Feb 2026
// 09:05:11 +1300") or after a reply's attribution ("On Thu, 5 Feb 2026 at 09:05, Mark
// Delaney wrote:"). A line with no stamp of its own was said when the nearest header above it
// says: "Actually make it 20" in the fourth message is the later word, whatever the
// document's own time.

// reMessageHeader is a header line giving when a message was sent, the date after it.
var reMessageHeader = regexp.MustCompile(`(?im)^[ \t>]*(?:(?:sent|date)[ \t]*:[ \t]*(\S[^\n]*)|on[ \t]+(\S[^\n]*?)[ \t]+wrote:?[ \t]*)$`)

// reHeaderClock is a time of day in a header: "9:05 a.m.", "09:05:11".
var reHeaderClock = regexp.MustCompile(`(?i)\b` + stampClock)

// headerAt is when the message holding byte offset at of text was sent, by the nearest header
// above it; ok is false when there is none or its date cannot be read.
func headerAt(text string, at int, doc time.Time) (time.Time, bool) {
	ms := reMessageHeader.FindAllStringSubmatchIndex(text[:min(at, len(text))], -1)
	if len(ms) == 0 {
		return time.Time{}, false
	}
	m := ms[len(ms)-1]
	value := ""
	for _, g := range []int{2, 4} {
		if m[g] >= 0 {
			value = text[m[g]:m[g+1]]
		}
	}
	p, err := facts.Default()
	if err != nil {
		return time.Time{}, false
	}
	ds := p.Dates(value, doc)
	if len(ds) == 0 {
		return time.Time{}, false
	}
	day := ds[0].Date
	if len(ds[0].Readings) > 0 {
		day = ds[0].Readings[0]
		for _, r := range ds[0].Readings[1:] {
			if !doc.IsZero() && absDur(r.Sub(doc)) < absDur(day.Sub(doc)) {
				day = r
			}
		}
	}
	day = time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, day.Location())
	if clock := reHeaderClock.FindString(value[ds[0].Span.End:]); clock != "" {
		if mins, ok := minutesOf(strings.TrimSpace(clock)); ok {
			day = day.Add(time.Duration(mins) * time.Minute)
		}
	}
	return day, true
}
