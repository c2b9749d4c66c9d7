package facts

import (
	"regexp"
	"strings"
	"time"
)

type dateRule struct {
	re   *regexp.Regexp
	read func(text string, m []int, day time.Time) (DateMention, bool)
}

// ownRule is a date rule with what its expression cannot match without: a separator, or a
// month's name, read from the expression once (see withNeeds).
type ownRule struct {
	dateRule
	sep    string
	months bool
	// need is what any match holds, read from the expression's syntax (see needs).
	need []string
}

// mayMatch is a cheap test a rule's expression cannot match without (lower is text
// lower-cased, folded as foldText folds it).
func (r ownRule) mayMatch(text, lower, folded string) bool {
	return (r.sep == "" || strings.Contains(text, r.sep)) && (!r.months || hasAny(lower, monthWords)) &&
		(r.need == nil || hasAny(folded, r.need))
}

// withNeeds reads each rule's separator and month need from its expression.
func withNeeds(rs []dateRule) []ownRule {
	out := make([]ownRule, len(rs))
	for i, r := range rs {
		out[i].dateRule = r
		out[i].need = needs(r.re)
		switch expr := r.re.String(); {
		case strings.Contains(expr, `)/(`):
			out[i].sep = "/"
		case strings.Contains(expr, `)-(`):
			out[i].sep = "-"
		case strings.Contains(expr, `)\.(`):
			out[i].sep = "."
		case strings.Contains(expr, "jan(?:uary)?"):
			out[i].months = true
		}
	}
	return out
}

func ownRules() []ownRule {
	return withNeeds(append(relativeDayRules(), []dateRule{
		// "end of November", "the end of Jan 2027": the month's last day.
		{regexp.MustCompile(`(?i)\b(?:the )?end(?: of)? (` + monthAlt + `)\b\.?(?:,?\s+(\d{4}))?`), monthEndNamed},
		{regexp.MustCompile(`(?i)\b(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+(` + monthAlt + `)\.?,?\s+(\d{4})\b`), func(t string, m []int, day time.Time) (DateMention, bool) {
			return exact(atoi(t[m[6]:m[7]]), monthNum(t[m[4]:m[5]]), atoi(t[m[2]:m[3]]))
		}},
		{regexp.MustCompile(`(?i)\b(` + monthAlt + `)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`), func(t string, m []int, day time.Time) (DateMention, bool) {
			return exact(atoi(t[m[6]:m[7]]), monthNum(t[m[2]:m[3]]), atoi(t[m[4]:m[5]]))
		}},
		// "4-Dec", "4-Dec-2026": a day and a month's name joined by dashes.
		{regexp.MustCompile(`(?i)(?:^|[^\w-])(\d{1,2})-(` + monthAlt + `)(?:-(\d{4}|\d{2}))?\b`), func(t string, m []int, day time.Time) (DateMention, bool) {
			y, end := 0, m[5]
			if m[6] >= 0 {
				y, end = year(t[m[6]:m[7]]), m[7]
			}
			d, ok := onOrAfter(y, monthNum(t[m[4]:m[5]]), atoi(t[m[2]:m[3]]), day)
			return DateMention{Span: Span{m[2], end}, Date: d, Readings: []time.Time{d}, Relative: y == 0}, ok
		}},
		// ISO dates, also with slashes or a time after them ("2026-12-04T17:00Z").
		{regexp.MustCompile(`\b(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:\b|T\d)`), func(t string, m []int, day time.Time) (DateMention, bool) {
			dm, ok := exact(atoi(t[m[2]:m[3]]), atoi(t[m[4]:m[5]]), atoi(t[m[6]:m[7]]))
			dm.Span = Span{m[2], m[7]}
			return dm, ok
		}},
		{regexp.MustCompile(`\b(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})\b`), func(t string, m []int, day time.Time) (DateMention, bool) {
			return exact(year(t[m[6]:m[7]]), atoi(t[m[4]:m[5]]), atoi(t[m[2]:m[3]])) // day first
		}},
		{regexp.MustCompile(`(?:^|[^\d/.])(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?\b(?:[^/\d]|$)`), numericDate},
		{regexp.MustCompile(`(?:^|[^\d-])(\d{1,2})-(\d{1,2})-(\d{4})\b`), numericDate},
		{regexp.MustCompile(`(?i)\b(?:end of |the end of )?([QH])([1-4])(?:\s*(?:'|FY)?(\d{4}|\d{2}))?\b`), period},
		// "tomorrow EOD": the end of the day after.
		{regexp.MustCompile(`(?i)\b(?:tomorrow|tmrw|tmr)\s*,?\s*(?:EOD|COB|end of (?:the )?day|close of business)\b`), func(_ string, _ []int, day time.Time) (DateMention, bool) {
			return relative(day.AddDate(0, 0, 1)), true
		}},
		{regexp.MustCompile(`(?i)\b(?:(?:the )?end of (?:the |this )?day|EOD|COB|close of business|tonight|today)\b`), func(_ string, _ []int, day time.Time) (DateMention, bool) {
			return relative(day), true
		}},
		{regexp.MustCompile(`(?i)\b(?:(?:the )?end of (?:the |this )?week|EOW|this week)\b`), func(_ string, _ []int, day time.Time) (DateMention, bool) {
			return relative(friday(day, 0)), true
		}},
		{regexp.MustCompile(`(?i)\b(?:(?:the )?end of n(?:e)?xt (?:week|wk)|n(?:e)?xt (?:week|wk))\b`), func(_ string, _ []int, day time.Time) (DateMention, bool) {
			return relative(friday(day, 1)), true
		}},
		{regexp.MustCompile(`(?i)\b(?:(?:the )?end of (?:the |this )?month|EOM)\b`), func(_ string, _ []int, day time.Time) (DateMention, bool) {
			return relative(monthEnd(day, 0)), true
		}},
		{regexp.MustCompile(`(?i)\b(?:the )?end of next month\b`), func(_ string, _ []int, day time.Time) (DateMention, bool) {
			return relative(monthEnd(day, 1)), true
		}},
		{regexp.MustCompile(`(?i)\b(?:(?:the )?end of (?:the |this )?year|EOY)\b`), func(_ string, _ []int, day time.Time) (DateMention, bool) {
			return relative(time.Date(day.Year(), 12, 31, 0, 0, 0, 0, time.UTC)), true
		}},
		{regexp.MustCompile(`(?i)\b(?:(?:the )?end of (?:the |this )?quarter|EOQ)\b`), func(_ string, _ []int, day time.Time) (DateMention, bool) {
			q := (int(day.Month()) - 1) / 3
			return relative(time.Date(day.Year(), time.Month(q*3+4), 0, 0, 0, 0, 0, time.UTC)), true
		}},
		// A weekday and a bare day of the month ("Tue 17", "jueves 12"), and weekdays in other
		// languages ("eta viernes", "só sexta", "bis Freitag").
		{reEnWeekdayDay, englishWeekdayDay},
		{reForeignWeekday, foreignWeekday},
		{reForeignDate, foreignDate},
		// Holidays, and today and tomorrow in other languages (see holidays.go).
		{reHoliday, holiday},
		{reRelativeDay, relativeDay},
		// Jira's dates: "30/Oct/26".
		{regexp.MustCompile(`(?i)\b(\d{1,2})/(` + monthAlt + `)/(\d{4}|\d{2})\b`), func(t string, m []int, day time.Time) (DateMention, bool) {
			return exact(year(t[m[6]:m[7]]), monthNum(t[m[4]:m[5]]), atoi(t[m[2]:m[3]]))
		}},
		// Weekday abbreviations the natural-language rules do not know ("tues", "weds", "thurs").
		{regexp.MustCompile(`(?i)\b(tues|weds|thur|thurs)\b\.?`), func(t string, m []int, day time.Time) (DateMention, bool) {
			wd := map[string]time.Weekday{"tues": time.Tuesday, "weds": time.Wednesday, "thur": time.Thursday, "thurs": time.Thursday}[strings.ToLower(t[m[2]:m[3]])]
			return relative(day.AddDate(0, 0, (int(wd)-int(day.Weekday())+6)%7+1)), true
		}},
		{regexp.MustCompile(`(?i)\b(?:tmrw|tmr)\b`), func(_ string, _ []int, day time.Time) (DateMention, bool) {
			return relative(day.AddDate(0, 0, 1)), true
		}},
		{regexp.MustCompile(`(?i)\b(?:in|within) (?:a|one) fortnight\b`), func(_ string, _ []int, day time.Time) (DateMention, bool) {
			return relative(day.AddDate(0, 0, 14)), true
		}},
		// "Tuesday 15.12", "realistic is 27.11": day first, two digits each, no year.
		{regexp.MustCompile(`(?:^|[^\w.])(\d{2})\.(\d{2})\b`), dottedDayMonth},
		// "8.10.", "by 30.9": a day and a month with one digit each, day first, written with the
		// closing dot of the dotted style or after a deadline word with a day no month could be.
		{regexp.MustCompile(`(?:^|[^\w.])(\d{1,2})\.(\d{1,2})\.(?:\s|$|[,;:)])`), shortDotted},
		{regexp.MustCompile(`(?i)\b(?:before|by|until|till|til|due)\s+(\d{1,2})\.(\d{1,2})\b`), shortDotted},
		// "the 23rd", "fri 6th": the next such day of a month.
		{regexp.MustCompile(`(?i)\b(\d{1,2})(?:st|nd|rd|th)\b`), ordinalDay},
	}...))
}

// numericDate reads d/m or m/d: both readings when either part could be the month, the one
// possible reading otherwise. A date with no year is the next such date on or after day.
func numericDate(t string, m []int, day time.Time) (DateMention, bool) {
	a, b := atoi(t[m[2]:m[3]]), atoi(t[m[4]:m[5]])
	y := 0
	if m[6] >= 0 {
		y = year(t[m[6]:m[7]])
	} else if a == 24 && b == 7 {
		return DateMention{}, false // "24/7": round the clock, not the 24th of July
	} else if reCountBefore.MatchString(t[:m[2]]) || reCountAfter.MatchString(t[m[5]:]) {
		return DateMention{}, false // "Sub-tasks: 2/2", "4/6 done": how many of how many
	}
	var readings []time.Time
	either := a <= 12 && b <= 12 && a != b
	add := func(month, dom int) {
		read := onOrAfter
		if either {
			read = nextOn
		}
		d, ok := read(y, month, dom, day)
		if ok {
			readings = append(readings, d)
		}
	}
	switch {
	case either:
		add(a, b) // month first
		add(b, a) // day first
	case a <= 12:
		add(a, b)
	case b <= 12:
		add(b, a)
	}
	if len(readings) == 0 {
		return DateMention{}, false
	}
	// The match includes the characters around the date; the span is the date's own.
	end := m[5]
	if m[6] >= 0 {
		end = m[7]
	}
	return DateMention{Span: Span{m[2], end}, Date: readings[0], Readings: readings}, true
}

func period(t string, m []int, day time.Time) (DateMention, bool) {
	n := atoi(t[m[4]:m[5]])
	months := 3
	if strings.EqualFold(t[m[2]:m[3]], "H") {
		if n > 2 {
			return DateMention{}, false
		}
		months = 6
	}
	last := func(y int) time.Time { return time.Date(y, time.Month(n*months+1), 0, 0, 0, 0, 0, time.UTC) }
	if m[6] >= 0 {
		d := last(year(t[m[6]:m[7]]))
		return DateMention{Date: d, Readings: []time.Time{d}}, true
	}
	// The next such period that has not ended yet.
	d := last(day.Year())
	if d.Before(day) {
		d = last(day.Year() + 1)
	}
	return relative(d), true
}

func exact(y, mo, d int) (DateMention, bool) {
	t := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
	if mo < 1 || mo > 12 || t.Day() != d {
		return DateMention{}, false
	}
	return DateMention{Date: t, Readings: []time.Time{t}}, true
}

func relative(d time.Time) DateMention {
	return DateMention{Date: d, Readings: []time.Time{d}, Relative: true}
}

// onOrAfter is the date of month and dom in year y or, with no year, the next such date on or
// after day, unless a recent one (two months gone at most: a past event, "ETA 13/11" written
// on 18/11), as for named months (dates.go).
func onOrAfter(y, month, dom int, day time.Time) (time.Time, bool) {
	return dateOn(y, month, dom, day, day.AddDate(0, -2, 0))
}

// nextOn is onOrAfter with no recent date kept: each reading of a day and month that could be
// read either way ("10/9") is the next such date, the writer's meaning left open.
func nextOn(y, month, dom int, day time.Time) (time.Time, bool) {
	return dateOn(y, month, dom, day, day)
}

// dateOn is the date of month and dom in year y or, with no year, this year's, or next year's
// when this year's is before from.
func dateOn(y, month, dom int, day, from time.Time) (time.Time, bool) {
	yy := y
	if yy == 0 {
		yy = day.Year()
	}
	d := time.Date(yy, time.Month(month), dom, 0, 0, 0, 0, time.UTC)
	if month < 1 || month > 12 || dom < 1 || d.Day() != dom {
		return time.Time{}, false
	}
	if y == 0 && d.Before(from) {
		d = d.AddDate(1, 0, 0)
	}
	return d, true
}

var (
	// reCountBefore and reCountAfter are the words around a pair of numbers that counts how
	// many of how many: "Sub-tasks: 2/2", "Checklist 4/6", "tests 12/12", "2/5 done".
	reCountBefore = regexp.MustCompile(`(?i)\b(?:sub-?tasks?|checklists?|check-?items?|tasks?|items?|steps?|progress|done|completed?|passed|checks?|tests?|votes?|score|points|seats|attendees|responses|signed|approvals?|reviews?)\s*:?\s*$`)
	reCountAfter  = regexp.MustCompile(`(?i)^\s*(?:done|complete|completed|tasks|items|steps|passed|checked|ticked|subtasks|approved|signed|reviewed|attended|responded)\b`)
)

// friday returns the Friday of day's Monday-to-Sunday week, weeks later.
func friday(day time.Time, weeks int) time.Time {
	wd := (int(day.Weekday()) + 6) % 7 // Monday 0
	return day.AddDate(0, 0, 4-wd+7*weeks)
}

func monthEnd(day time.Time, months int) time.Time {
	return time.Date(day.Year(), day.Month()+time.Month(months)+1, 0, 0, 0, 0, 0, time.UTC)
}

// monthEndNamed reads "end of November": the last day of the next such month that has not
// ended.
func monthEndNamed(t string, m []int, day time.Time) (DateMention, bool) {
	mo := monthNum(t[m[2]:m[3]])
	if m[4] >= 0 {
		d := time.Date(atoi(t[m[4]:m[5]]), time.Month(mo)+1, 0, 0, 0, 0, 0, time.UTC)
		return DateMention{Date: d, Readings: []time.Time{d}}, true
	}
	d := time.Date(day.Year(), time.Month(mo)+1, 0, 0, 0, 0, 0, time.UTC)
	if d.Before(day) && day.Sub(d) > 60*24*time.Hour {
		d = time.Date(day.Year()+1, time.Month(mo)+1, 0, 0, 0, 0, 0, time.UTC)
	}
	return DateMention{Date: d, Readings: []time.Time{d}}, true
}

var (
	reMonthAfter  = regexp.MustCompile(`(?i)^\s*(?:of\s+)?(?:` + monthAlt + `)\b`)
	reMonthBefore = regexp.MustCompile(`(?i)\b(?:` + monthAlt + `)\.?\s*$`)
	// A deadline's word may stand for the article: "due 9th", "by 21st", "ETA 3rd"; so may a
	// preposition of time or a noun of an act of work in terse writing: "on 17th", "delivery
	// 17th", "install 24th".
	reOrdinalLead = regexp.MustCompile(`(?i)(?:\bthe|\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday)?\.?,?|\b(?:due|by|until|till|before|deadline:?|target:?|eta:?|on|from|since|after|around|delivery|install(?:ation)?|upload|dispatch|collection|pick-?up|arrival|handover|go-?live|cut-?over|release|launch))\s+$`)
	reVersionLead = regexp.MustCompile(`(?i)(?:\bv|\b(?:version|build|release|rc|patch|sdk|api|python|node|go|java|ios|android|macos|windows)\s*|\bat\s+)$`)
	// reTerseLead is a lead a bare ordinal is a day after only when it ends its phrase: "delivery
	// 17th", "install on 24th, crane booked" (reOrdinalEnds), not "on 3rd week".
	reTerseLead    = regexp.MustCompile(`(?i)\b(?:on|from|since|after|around|delivery|install(?:ation)?|upload|dispatch|collection|pick-?up|arrival|handover|go-?live|cut-?over|release|launch)\s+$`)
	reOrdinalEnds  = regexp.MustCompile(`(?i)^\s*(?:$|[.,;:!?)(—–-]|(?:and|or|at|to|till|until|if|then|latest|earliest|pls|please|morning|afternoon|evening|eod|cob)\b)`)
	reOrdinalNoun  = regexp.MustCompile(`(?i)^\s+(?:century|floor|place|time|round|edition|anniversary|birthday|attempt|draft|version|row|line|item|step|person|party|hour|minute|thing|service|shift|go|try|half|quarter|leg|stage|phase|pass|option|choice|priority|grade|class|team|period|lesson|set|game|match|generation|year|semester|term|level|tier|seat|gear|base|reading|sitting|session|run|batch|wave|cohort|call|reminder|notice|warning|offence|offense)s?\b`)
	reNumberFollow = regexp.MustCompile(`(?i)^(?:\.\d|%|\d|°|\s*(?:am|pm|h|hrs|s|ms|m|km|kg|g|mm|cm|kw|kwh|mw|v|x|eur|usd|gbp|percent)\b)`)
)

// ordinalDay reads a day of the month written alone ("the 23rd", "fri 6th"): the next such
// day on or after the message. A day that a month's name follows or precedes is the month
// rules' ("5th Dec", "Dec 5th"); an ordinal with no article, weekday or deadline word before
// it ("2nd floor", "21st century") is no date.
func ordinalDay(t string, m []int, day time.Time) (DateMention, bool) {
	before, after := t[:m[0]], t[m[1]:]
	if !reOrdinalLead.MatchString(before) || reMonthAfter.MatchString(after) || reMonthBefore.MatchString(before) || reOrdinalNoun.MatchString(after) {
		return DateMention{}, false
	}
	if reTerseLead.MatchString(before) && !reOrdinalEnds.MatchString(after) {
		return DateMention{}, false // "on 3rd week", "release 2nd candidate": an ordinal of a noun
	}
	dom := atoi(t[m[2]:m[3]])
	if dom < 1 || dom > 31 {
		return DateMention{}, false
	}
	for i := 0; i < 4; i++ {
		d := time.Date(day.Year(), day.Month()+time.Month(i), dom, 0, 0, 0, 0, time.UTC)
		if d.Day() == dom && !d.Before(day) {
			return relative(d), true
		}
	}
	return DateMention{}, false
}

// dottedDayMonth reads "15.12" as 15 December, the next such date; not a version number
// ("v10.12", "release 11.04", "10.12.3") or a decimal ("12.50%").
func dottedDayMonth(t string, m []int, day time.Time) (DateMention, bool) {
	if reVersionLead.MatchString(t[:m[2]]) || reNumberFollow.MatchString(t[m[5]:]) {
		return DateMention{}, false
	}
	d, ok := onOrAfter(0, atoi(t[m[4]:m[5]]), atoi(t[m[2]:m[3]]), day)
	if !ok {
		return DateMention{}, false
	}
	return DateMention{Span: Span{m[2], m[5]}, Date: d, Readings: []time.Time{d}, Relative: true}, true
}

// shortDotted reads "8.10." and "before 30.9" as day and month; not a version number or a
// decimal ("by 3.8" is too, so a form without the closing dot needs a day above 12).
func shortDotted(t string, m []int, day time.Time) (DateMention, bool) {
	dom, mon := atoi(t[m[2]:m[3]]), atoi(t[m[4]:m[5]])
	closed := strings.HasPrefix(t[m[5]:], ".")
	if reVersionLead.MatchString(t[:m[2]]) || !closed && (dom <= 12 || reNumberFollow.MatchString(t[m[5]:])) {
		return DateMention{}, false
	}
	d, ok := onOrAfter(0, mon, dom, day)
	if !ok {
		return DateMention{}, false
	}
	return DateMention{Span: Span{m[2], m[5]}, Date: d, Readings: []time.Time{d}, Relative: true}, true
}
