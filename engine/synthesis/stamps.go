package synthesis

import (
	"regexp"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// A line stamp is the date, and often the time, a line of a log, a ticket's history or a chat
// export opens with: "[27/02/2026 11:18] Ruth:", "marcus.o [2026-09-21 08:40]:",
// "2026-03-05T14:02 —", "21/Jan/26 09:15", "12 Jan 2026, 08:02 — Lorna Beck:", "Tue Oct 14
// 08:40:02 2025  glumsden -" (C's ctime, as Request Tracker writes its history), "Jan 15, 2026
// 9:20 AM - bob:". A date written in digits is a stamp by its shape. One written with a month's
// name is a stamp only with the time of day and then the line's writer after it: a plan's line
// ("2 March 2026: go-live", "Sat 14 Mar 22:00 — change freeze starts") states a value, it does
// not say when the line was written. The date itself is read by the facts date reader.
type lineStamp struct {
	end   int    // where the stamp ends in its line, in bytes
	date  string // the date as written
	clock string // its time of day as written, "" when none
	year  string // a year written after the time of day ("Tue Oct 14 08:40:02 2025"), or ""
}

// stampClock is a line stamp's time of day: "4:51 pm", "14:02:11".
const stampClock = `(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?:\s?[ap]\.?m\b\.?)?`

// reDigitStamp is a stamp whose date is written in digits (or as trackers write it,
// "21/Jan/26"), in brackets with the speaker before them or opening the line bare.
var reDigitStamp = regexp.MustCompile(`(?i)^\s*(?:(?:[\w.@-]{1,40}\s+)?[\[(](` + digitDate + `)(?:[ T,]+(` + stampClock + `))?[\])]|(` + digitDate + `)(?:[ T,]+(` + stampClock + `)|\b))`)

const digitDate = `\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.](?:\d{4}|\d{2})|\d{1,2}[/.\-]\p{L}{3,9}[/.\-]\d{2,4}`

// reWordStamp is a stamp whose date names its month, with the time of day after it, and a
// year after the time when the date has none ("Tue Oct 14 08:40:02 2025").
var reWordStamp = regexp.MustCompile(`(?i)^\s*[\[(]?((?:\p{L}{3,9}\.?,?\s+)?(?:\p{L}{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+\p{L}{3,9}\.?)(?:,?\s+\d{4})?),?\s+(?:at\s+)?(` + stampClock + `)(?:\s+(\d{4})\b)?[\])]?`)

// reSpeakerAfter is who wrote a line, right after its stamp: "— Lorna Beck:", "glumsden -",
// "bob:", "bill01 confd[411]:". A dated line with no writer after its time is a plan's ("Sat 14
// Mar 22:00 — change freeze starts"), not a stamp.
var reSpeakerAfter = regexp.MustCompile(`^[\])]?\s*(?:[—–-]\s*)?@?` + speakerWord + `(?:\s+` + speakerWord + `){0,2}\s*(?::|\s[—–-]\s)`)

// speakerWord is a word of a line's writer: a name, a handle, a host or a program with its
// process id (syslog's "bill01 confd[411]:").
const speakerWord = `[\p{L}][\p{L}\d._'’-]*(?:\[\d+\])?`

// stampOf reads the stamp line opens with.
func stampOf(line string) (lineStamp, bool) {
	if m := reDigitStamp.FindStringSubmatchIndex(line); m != nil {
		st := lineStamp{end: m[1]}
		for _, g := range [][2]int{{2, 4}, {6, 8}} { // bracketed, else bare
			if m[g[0]] >= 0 {
				st.date = line[m[g[0]]:m[g[0]+1]]
				if m[g[1]] >= 0 {
					st.clock = line[m[g[1]]:m[g[1]+1]]
				}
				return st, true
			}
		}
	}
	m := reWordStamp.FindStringSubmatchIndex(line)
	if m == nil || !reSpeakerAfter.MatchString(line[m[1]:]) {
		return lineStamp{}, false
	}
	st := lineStamp{end: m[1], date: line[m[2]:m[3]], clock: line[m[4]:m[5]]}
	if m[6] >= 0 {
		st.year = line[m[6]:m[7]]
	}
	// The words must be a date the date reader reads whole ("Sam Oct 14" is not one).
	p, err := facts.Default()
	if err != nil {
		return lineStamp{}, false
	}
	ds := p.Dates(st.date, time.Time{})
	if len(ds) != 1 || ds[0].Span.Start != 0 || ds[0].Span.End < len(strings.TrimRight(st.date, ",. ")) {
		return lineStamp{}, false
	}
	return st, true
}

// lineDate is the date a line's stamp gives, as written, or "".
func lineDate(line string) string {
	st, _ := stampOf(line)
	return st.date
}

// stampEnd is where the stamp that text opens with ends, 0 when it opens with none: a stamp's
// date and time are when the line was written, not values it states.
func stampEnd(text string) int {
	st, _ := stampOf(text)
	return st.end
}

// at is when the stamp says its line was written, the document's time doc reading a date
// with two readings ("05/03/2026") as the one nearest it; ok is false when the date reader
// cannot read the stamp's date.
func (st lineStamp) at(doc time.Time) (time.Time, bool) {
	p, err := facts.Default()
	if err != nil {
		return time.Time{}, false
	}
	date := st.date
	if st.year != "" {
		date += " " + st.year
	}
	ds := p.Dates(date, doc)
	if len(ds) == 0 {
		return time.Time{}, false
	}
	readings := ds[0].Readings
	if len(readings) == 0 {
		readings = []time.Time{ds[0].Date}
	}
	best := readings[0]
	for _, r := range readings[1:] {
		if !doc.IsZero() && absDur(r.Sub(doc)) < absDur(best.Sub(doc)) {
			best = r
		}
	}
	// The stamp's time of day orders the day's lines: "05/03/2026 4:51 pm … changed Priority"
	// was said after the ticket was opened at 1:20 pm.
	if mins, ok := minutesOf(st.clock); ok && st.clock != "" {
		best = best.Add(time.Duration(mins) * time.Minute)
	}
	return best, true
}

func absDur(d time.Duration) time.Duration {
	if d < 0 {
		return -d
	}
	return d
}
