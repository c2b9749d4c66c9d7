package facts

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/olebedev/when"
	"github.com/olebedev/when/rules"
	"github.com/olebedev/when/rules/en"
)

// DateMention is one date expression in a text, resolved against the time the text was
// written.
type DateMention struct {
	Span Span
	Text string
	// Date is the resolved day (UTC midnight). For an ambiguous numeric date it is the
	// month-first reading; Readings then holds every reading.
	Date     time.Time
	Readings []time.Time
	// Relative marks expressions read against the message's time ("Friday", "next week").
	Relative bool
}

// Ambiguous reports whether the mention has more than one reading (12/05: 5 December or 12 May).
func (m DateMention) Ambiguous() bool { return len(m.Readings) > 1 }

// Dates finds the date expressions in text, in order, resolved against ref (the message's own
// time). Natural-language expressions (weekdays, "tomorrow", "in two weeks", "5 Dec", "December
// fifth") are read by github.com/olebedev/when's English rules; what those rules do not read
// or read against our conventions is read here first: ISO and dotted dates, numeric day/month
// dates (both readings kept when either could be the month), quarters and halves, the ends of
// days, weeks, months, quarters and years, and "this/next week". A date with no year is the next
// such date on or after ref.
func (p *Parser) Dates(text string, ref time.Time) []DateMention {
	if !mayDate(text) {
		return nil
	}
	day := truncateDay(ref)
	var out []DateMention
	masked := []byte(text)
	lower := strings.ToLower(text)
	for _, r := range p.own {
		if !r.mayMatch(text, lower) {
			continue
		}
		for _, m := range r.re.FindAllStringSubmatchIndex(text, -1) {
			if overlaps(out, m[0], m[1]) {
				continue
			}
			dm, ok := r.read(text, m, day)
			if !ok {
				continue
			}
			if dm.Span == (Span{}) {
				dm.Span = Span{m[0], m[1]}
			}
			dm.Text = text[dm.Span.Start:dm.Span.End]
			out = append(out, dm)
			for i := dm.Span.Start; i < dm.Span.End; i++ {
				masked[i] = ' '
			}
		}
	}
	rest := string(masked)
	if !hasAny(strings.ToLower(rest), whenWords) {
		rest = "" // nothing the natural-language rules read
	}
	for off := 0; off < len(rest); {
		r, err := p.when.Parse(rest[off:], ref)
		if err != nil || r == nil {
			break
		}
		start := off + r.Index
		end := start + len(r.Text)
		off = end
		if overlaps(out, start, end) {
			continue
		}
		if strings.EqualFold(strings.TrimSpace(r.Text), "now") {
			continue
		}
		d := truncateDay(r.Time)
		// A month and day with no year is the next such date, unless it is a recent one (a
		// past event: "on 19 Oct" written on 21 Oct).
		if !hasYear(r.Text) && monthNamed(r.Text) && d.Before(day.AddDate(0, -2, 0)) {
			d = d.AddDate(1, 0, 0)
		}
		out = append(out, DateMention{Span: Span{start, end}, Text: text[start:end], Date: d, Readings: []time.Time{d},
			Relative: !monthNamed(r.Text)})
	}
	sortMentions(out)
	return mergeWeekdays(text, out)
}

// mergeWeekdays folds a weekday written just before a date ("Fri 11/20", "Thu, 5 Dec") into
// that date's mention.
func mergeWeekdays(text string, ms []DateMention) []DateMention {
	var out []DateMention
	for i := 0; i < len(ms); i++ {
		m := ms[i]
		if i+1 < len(ms) && isWeekday(m.Text) && strings.Trim(text[m.Span.End:ms[i+1].Span.Start], " ,") == "" {
			n := ms[i+1]
			n.Span.Start = m.Span.Start
			n.Text = text[n.Span.Start:n.Span.End]
			out = append(out, n)
			i++
			continue
		}
		out = append(out, m)
	}
	return out
}

var reWeekday = regexp.MustCompile(`(?i)^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday)?\.?$`)

func isWeekday(s string) bool { return reWeekday.MatchString(strings.TrimSpace(s)) }

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
}

// mayMatch is a cheap test a rule's expression cannot match without (lower is text lower-cased).
func (r ownRule) mayMatch(text, lower string) bool {
	return (r.sep == "" || strings.Contains(text, r.sep)) && (!r.months || hasAny(lower, monthWords))
}

// withNeeds reads each rule's separator and month need from its expression.
func withNeeds(rs []dateRule) []ownRule {
	out := make([]ownRule, len(rs))
	for i, r := range rs {
		out[i].dateRule = r
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

var monthWords = []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}

type whenParser = *when.Parser

// newWhen returns github.com/olebedev/when with the English rules we use: weekdays,
// today/tomorrow, "in N days/weeks", "5 Dec" and "December fifth"; not the time-of-day rules
// (a time is not a due date) nor "3 days ago" (a past date is never a deadline).
func newWhen() whenParser {
	w := when.New(&rules.Options{Distance: 1, MatchByOrder: true})
	w.Add(en.Weekday(rules.Override), en.CasualDate(rules.Override), en.Deadline(rules.Override), en.ExactMonthDate(rules.Override))
	return w
}

func ownRules() []ownRule {
	return withNeeds([]dateRule{
		{regexp.MustCompile(`(?i)\b(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+(` + monthAlt + `)\.?,?\s+(\d{4})\b`), func(t string, m []int, day time.Time) (DateMention, bool) {
			return exact(atoi(t[m[6]:m[7]]), monthNum(t[m[4]:m[5]]), atoi(t[m[2]:m[3]]))
		}},
		{regexp.MustCompile(`(?i)\b(` + monthAlt + `)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`), func(t string, m []int, day time.Time) (DateMention, bool) {
			return exact(atoi(t[m[6]:m[7]]), monthNum(t[m[2]:m[3]]), atoi(t[m[4]:m[5]]))
		}},
		{regexp.MustCompile(`\b(\d{4})-(\d{1,2})-(\d{1,2})\b`), func(t string, m []int, day time.Time) (DateMention, bool) {
			return exact(atoi(t[m[2]:m[3]]), atoi(t[m[4]:m[5]]), atoi(t[m[6]:m[7]]))
		}},
		{regexp.MustCompile(`\b(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})\b`), func(t string, m []int, day time.Time) (DateMention, bool) {
			return exact(year(t[m[6]:m[7]]), atoi(t[m[4]:m[5]]), atoi(t[m[2]:m[3]])) // day first
		}},
		{regexp.MustCompile(`(?:^|[^\d/.])(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?\b(?:[^/\d]|$)`), numericDate},
		{regexp.MustCompile(`(?:^|[^\d-])(\d{1,2})-(\d{1,2})-(\d{4})\b`), numericDate},
		{regexp.MustCompile(`(?i)\b(?:end of |the end of )?([QH])([1-4])(?:\s*(?:'|FY)?(\d{4}|\d{2}))?\b`), period},
		{regexp.MustCompile(`(?i)\b(?:(?:the )?end of (?:the |this )?day|EOD|COB|close of business|tonight|today)\b`), func(_ string, _ []int, day time.Time) (DateMention, bool) {
			return relative(day), true
		}},
		{regexp.MustCompile(`(?i)\b(?:(?:the )?end of (?:the |this )?week|EOW|this week)\b`), func(_ string, _ []int, day time.Time) (DateMention, bool) {
			return relative(friday(day, 0)), true
		}},
		{regexp.MustCompile(`(?i)\b(?:(?:the )?end of next week|next week)\b`), func(_ string, _ []int, day time.Time) (DateMention, bool) {
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
		{regexp.MustCompile(`(?i)\b(?:tmrw|tmr)\b`), func(_ string, _ []int, day time.Time) (DateMention, bool) {
			return relative(day.AddDate(0, 0, 1)), true
		}},
	})
}

// numericDate reads d/m or m/d: both readings when either part could be the month, the one
// possible reading otherwise. A date with no year is the next such date on or after day.
func numericDate(t string, m []int, day time.Time) (DateMention, bool) {
	a, b := atoi(t[m[2]:m[3]]), atoi(t[m[4]:m[5]])
	y := 0
	if m[6] >= 0 {
		y = year(t[m[6]:m[7]])
	}
	var readings []time.Time
	add := func(month, dom int) {
		d, ok := onOrAfter(y, month, dom, day)
		if ok {
			readings = append(readings, d)
		}
	}
	switch {
	case a <= 12 && b <= 12 && a != b:
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

// onOrAfter returns the date month/dom in year y, or (y == 0) the first such date on or after day.
func onOrAfter(y, month, dom int, day time.Time) (time.Time, bool) {
	yy := y
	if yy == 0 {
		yy = day.Year()
	}
	d := time.Date(yy, time.Month(month), dom, 0, 0, 0, 0, time.UTC)
	if month < 1 || month > 12 || dom < 1 || d.Day() != dom {
		return time.Time{}, false
	}
	if y == 0 && d.Before(day) {
		d = d.AddDate(1, 0, 0)
	}
	return d, true
}

// friday returns the Friday of day's Monday-to-Sunday week, weeks later.
func friday(day time.Time, weeks int) time.Time {
	wd := (int(day.Weekday()) + 6) % 7 // Monday 0
	return day.AddDate(0, 0, 4-wd+7*weeks)
}

func monthEnd(day time.Time, months int) time.Time {
	return time.Date(day.Year(), day.Month()+time.Month(months)+1, 0, 0, 0, 0, 0, time.UTC)
}

func truncateDay(t time.Time) time.Time {
	t = t.UTC()
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

func year(s string) int {
	y := atoi(s)
	if len(s) == 2 {
		y += 2000
	}
	return y
}

const monthAlt = `jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?`

func monthNum(s string) int {
	s = strings.ToLower(s)
	for i, p := range []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"} {
		if strings.HasPrefix(s, p) {
			return i + 1
		}
	}
	return 0
}

// dateWords are words one of which every date expression without a digit holds.
var dateWords = []string{"mon", "tue", "wed", "thu", "fri", "sat", "sun", "jan", "feb", "mar", "apr", "may", "jun", "jul",
	"aug", "sep", "oct", "nov", "dec", "today", "tonight", "tomorrow", "tmr", "eod", "eow", "eom", "eoy", "eoq", "cob",
	"close of business", "end of", "week", "month", "year", "quarter", "first", "second", "third", "fifth", "day"}

// whenWords are words one of which every expression the natural-language rules read holds:
// weekdays, months, today/tomorrow, and the units of "in two weeks".
var whenWords = []string{"mon", "tue", "wed", "thu", "fri", "sat", "sun", "jan", "feb", "mar", "apr", "may", "jun", "jul",
	"aug", "sep", "oct", "nov", "dec", "today", "tonight", "tomorrow", "yesterday", "day", "week", "month", "year", "noon"}

// mayDate reports whether text may hold a date: a digit, or a word a date needs. The rules
// below are only run on text that may (the result is the same; the cost is not).
func mayDate(text string) bool {
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c < '0' || c > '9' || i > 0 && text[i-1] >= '0' && text[i-1] <= '9' {
			continue
		}
		// A run of digits may be a date unless it ends an identifier ("ENG-12", "#482").
		if i == 0 || !strings.ContainsRune("-#_", rune(text[i-1])) {
			return true
		}
	}
	return hasAny(strings.ToLower(text), dateWords)
}

func hasAny(lower string, words []string) bool {
	for _, w := range words {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

var fourDigits = regexp.MustCompile(`\b\d{4}\b`)

func hasYear(s string) bool { return fourDigits.MatchString(s) }

var monthName = regexp.MustCompile(`(?i)\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b`)

func monthNamed(s string) bool { return monthName.MatchString(s) }

func overlaps(ms []DateMention, start, end int) bool {
	return slices.ContainsFunc(ms, func(m DateMention) bool { return m.Span.overlaps(start, end) })
}

func sortMentions(ms []DateMention) {
	slices.SortStableFunc(ms, func(a, b DateMention) int { return a.Span.Start - b.Span.Start })
}
