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
	// placed marks, within one clause's reading, a date an earlier reader has placed: a
	// slip's new date (the slip states its due date), a promised errand's date (a visit, a
	// draft, a check: not the work's). readDue leaves such a date alone.
	placed bool
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
// reMoneyBefore ends a text with a currency's symbol or code: what follows is an amount.
var reMoneyBefore = regexp.MustCompile(`(?i)(?:[£$€¥₹]|\b(?:` + currencyCodes + `))\s?$`)

func (p *Parser) Dates(text string, ref time.Time) []DateMention {
	if !mayDate(text) {
		return nil
	}
	day := truncateDay(ref)
	var out []DateMention
	masked := []byte(text)
	lower := strings.ToLower(text)
	folded := foldLower(lower)
	for _, r := range p.own {
		if !r.mayMatch(text, lower, folded) {
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
			if reMoneyBefore.MatchString(text[:dm.Span.Start]) {
				continue // "£24.10", "NOK 12.05": an amount, not a day and month
			}
			dm.Text = text[dm.Span.Start:dm.Span.End]
			out = append(out, dm)
			for i := dm.Span.Start; i < dm.Span.End; i++ {
				masked[i] = ' '
			}
		}
	}
	for _, m := range reClockTime.FindAllStringIndex(text, -1) {
		for i := m[0]; i < m[1]; i++ {
			masked[i] = ' ' // "Tue 22 Dec 06:00": a time of day, no day of the month (nor a year)
		}
	}
	rest := string(masked)
	restLower := strings.ToLower(rest)
	if !hasAny(restLower, whenWords) {
		rest = "" // nothing the natural-language rules read
	}
	wp := p.when.forText(foldLower(restLower))
	if wp == nil {
		rest = "" // no rule's expression can match
	}
	for off := 0; off < len(rest); {
		r, err := wp.Parse(rest[off:], ref)
		if err != nil || r == nil {
			break
		}
		start := off + r.Index
		if i := strings.IndexByte(r.Text, '('); i > 0 {
			// "tomorrow (Tue, Dec 1)": the bracket glosses the day before it; read alone, the
			// day is tomorrow, not the Tuesday after it.
			if r2, err := wp.Parse(rest[start:start+i], ref); err == nil && r2 != nil {
				r, start = r2, start+r2.Index
			}
		}
		end := start + len(strings.TrimRight(r.Text, " "))
		off = end
		if l := strings.ToLower(r.Text); strings.HasSuffix(l, " now") && len(l) > 4 {
			end -= len(" now") // "friday now": the date, then "now" for the revision
		} else if strings.HasPrefix(l, "now ") {
			start += len("now ") // "now mon": "now" for the revision, then the date
		}
		if overlaps(out, start, end) {
			continue
		}
		if strings.EqualFold(strings.TrimSpace(r.Text), "now") || monthOnly(r.Text) {
			continue // a month alone ("in March", "mid-December", "we may") names no day
		}
		if recurring(text, start, end) {
			continue // "the first Tuesday of each month", "every Friday": a pattern, no one day
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
	return dropFramingHolidays(mergeWeekdays(text, mergeTimeOfDay(text, out)))
}

// reClockTime is a time of day written with a colon ("06:00", "7:30"): the natural-language
// reader would take its hour for a day or a year.
var reClockTime = regexp.MustCompile(`\b\d{1,2}:\d{2}\b`)

var reEndOfDay = regexp.MustCompile(`(?i)^(?:(?:the )?end of (?:the |this )?day|EOD|COB|close of business)$`)

// mergeTimeOfDay folds an end of the day written next to the day it ends into that day's
// mention: after it ("tomorrow EOD", "Friday COB") or before it ("close of business on
// Thursday 22 October", "EOD on Friday").
func mergeTimeOfDay(text string, ms []DateMention) []DateMention {
	return foldPairs(text, ms, func(m, n DateMention, gap string) (DateMention, bool) {
		gap = strings.ToLower(strings.Trim(gap, " ,"))
		switch {
		case reEndOfDay.MatchString(n.Text) && !reEndOfDay.MatchString(m.Text) && gap == "":
			return span(text, m, m.Span.Start, n.Span.End), true // the end of the day just named
		case reEndOfDay.MatchString(m.Text) && (gap == "on" || gap == ""):
			return span(text, n, m.Span.Start, n.Span.End), true
		}
		return DateMention{}, false
	})
}

// monthOnly reports a mention that is a month's name and nothing else.
func monthOnly(s string) bool {
	return strings.Trim(monthName.ReplaceAllString(s, ""), " .,;:-–—()") == ""
}

// mergeWeekdays folds a weekday written just before a date ("Fri 11/20", "Thu, 5 Dec") into
// that date's mention.
func mergeWeekdays(text string, ms []DateMention) []DateMention {
	return foldPairs(text, ms, func(m, n DateMention, gap string) (DateMention, bool) {
		// Two weekdays are two dates ("won't make Friday, Tuesday latest").
		if isWeekday(m.Text) && !isWeekday(n.Text) && strings.Trim(gap, " ,") == "" {
			return span(text, n, m.Span.Start, n.Span.End), true
		}
		return DateMention{}, false
	})
}

// foldPairs walks the mentions in order; where join reads a mention and the next (with the
// text between them) as one, the mention it returns stands for both.
func foldPairs(text string, ms []DateMention, join func(m, next DateMention, gap string) (DateMention, bool)) []DateMention {
	var out []DateMention
	for i := 0; i < len(ms); i++ {
		if i+1 < len(ms) {
			if j, ok := join(ms[i], ms[i+1], text[ms[i].Span.End:ms[i+1].Span.Start]); ok {
				out = append(out, j)
				i++
				continue
			}
		}
		out = append(out, ms[i])
	}
	return out
}

// span is the mention m (its date) written over text[start:end].
func span(text string, m DateMention, start, end int) DateMention {
	m.Span = Span{start, end}
	m.Text = text[start:end]
	return m
}

var reWeekday = regexp.MustCompile(`(?i)^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday)?\.?$`)

func isWeekday(s string) bool { return reWeekday.MatchString(strings.TrimSpace(s)) }

var reMonthName = regexp.MustCompile(`(?i)^(?:` + monthAlt + `)\.?$`)

// IsCalendarWord reports whether a word names a month or a day of the week ("March", "Fri"):
// no person's, place's or thing's name.
func IsCalendarWord(w string) bool {
	w = strings.TrimSpace(w)
	return reMonthName.MatchString(w) || isWeekday(w)
}

var monthWords = []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}

// whenParser is github.com/olebedev/when with the English rules we use, once for every set of
// them: a text is read by the parser of the rules that may match it (see forText). A rule
// that finds nothing takes no part in a parse, so leaving it out changes nothing.
type whenParser struct {
	needs [][]string     // per rule, what any match of its expression holds (nil: not known)
	by    []*when.Parser // by[set]: the parser of the rules whose bits are in set
}

// newWhen returns the parsers of the English rules we use: weekdays, today/tomorrow, "in N
// days/weeks", "5 Dec" and "December fifth"; not the time-of-day rules (a time is not a due
// date) nor "3 days ago" (a past date is never a deadline).
func newWhen() whenParser {
	rs := []rules.Rule{en.Weekday(rules.Override), en.CasualDate(rules.Override), en.Deadline(rules.Override), en.ExactMonthDate(rules.Override)}
	w := whenParser{needs: make([][]string, len(rs)), by: make([]*when.Parser, 1<<len(rs))}
	for i, r := range rs {
		if f, ok := r.(*rules.F); ok {
			w.needs[i] = needs(f.RegExp)
		}
	}
	for set := range w.by {
		w.by[set] = when.New(&rules.Options{Distance: 1, MatchByOrder: true})
		for i, r := range rs {
			if set&(1<<i) != 0 {
				w.by[set].Add(r) // in the same order in every set
			}
		}
	}
	return w
}

// forText is the parser of the rules that may match a text whose folded form is folded (nil
// when none may).
func (w whenParser) forText(folded string) *when.Parser {
	set := 0
	for i, n := range w.needs {
		if n == nil || hasAny(folded, n) {
			set |= 1 << i
		}
	}
	if set == 0 {
		return nil
	}
	return w.by[set]
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
	"close of business", "end of", "week", "month", "year", "quarter", "first", "second", "third", "fifth", "day", "fortnight", "wk",
	// weekdays in other languages (see foreignWeekdays)
	"lunes", "martes", "miérc", "mierc", "jueves", "viernes", "sábado", "sabado", "domingo", "segunda", "terça", "terca", "quarta",
	"quinta", "sexta", "tag", "dag", "ndi", "rdi", "edi", "dì", "juma", "alhamisi", "ijumaa",
	// holidays, and today and tomorrow in other languages (see holidays.go)
	"christmas", "xmas", "new year", "morgen", "mañana", "manana", "amanh", "demain", "domani", "yarın", "yarin", "bukas", "kesho",
	"hoy", "hoje", "heute", "vandaag", "oggi", "bugün", "bugun", "aujourd"}

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

var (
	// reRecurBefore ends the words before a weekday that make it a pattern: "the first", "the
	// last", "every other", "alternate". ("Every Thursday" is left a weekday: asked "what day",
	// it answers.)
	reRecurBefore = regexp.MustCompile(`(?i)\b(?:every\s+other|alternate|(?:the\s+)?(?:first|second|third|fourth|fifth|last|1st|2nd|3rd|4th))\s+$`)
	// reRecurAfter follows a weekday that a pattern names: "of each month", "of the month",
	// "of every quarter".
	reRecurAfter  = regexp.MustCompile(`(?i)^\s+(?:of|in)\s+(?:each|every|the|a)\s+(?:month|quarter|year|sprint|cycle)\b`)
	reWeekdayOnly = regexp.MustCompile(`(?i)^(?:on\s+)?(?:(?:last|next|this)\s+)?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?$`)
)

// recurring reports whether the weekday at text[start:end] names a recurring day, not a date:
// "the first Tuesday of each month", "every other Friday".
func recurring(text string, start, end int) bool {
	if !reWeekdayOnly.MatchString(strings.TrimSpace(text[start:end])) {
		return false
	}
	return reRecurBefore.MatchString(text[:start]) || reRecurAfter.MatchString(text[end:])
}
