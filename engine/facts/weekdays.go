package facts

import (
	"regexp"
	"slices"
	"strings"
	"time"
)

// Weekdays written in the languages workplace English switches into (Spanish, Portuguese,
// German, Danish and Norwegian, French, Italian, Swahili), read like English ones: the first
// such day after the message. Portuguese's short forms ("sexta", "quinta") are also ordinals
// ("a quinta vez"), so they are read as days only with "-feira" or with no word after them.
var foreignWeekdays = map[string]time.Weekday{
	"lunes": time.Monday, "martes": time.Tuesday, "miércoles": time.Wednesday, "miercoles": time.Wednesday, "jueves": time.Thursday,
	"viernes": time.Friday, "sábado": time.Saturday, "sabado": time.Saturday, "domingo": time.Sunday,
	"segunda": time.Monday, "terça": time.Tuesday, "terca": time.Tuesday, "quarta": time.Wednesday, "quinta": time.Thursday, "sexta": time.Friday,
	"montag": time.Monday, "dienstag": time.Tuesday, "mittwoch": time.Wednesday, "donnerstag": time.Thursday, "freitag": time.Friday,
	"samstag": time.Saturday, "sonntag": time.Sunday,
	"mandag": time.Monday, "tirsdag": time.Tuesday, "onsdag": time.Wednesday, "torsdag": time.Thursday, "fredag": time.Friday,
	"lørdag": time.Saturday, "søndag": time.Sunday,
	"lundi": time.Monday, "mardi": time.Tuesday, "mercredi": time.Wednesday, "jeudi": time.Thursday, "vendredi": time.Friday,
	"lunedì": time.Monday, "martedì": time.Tuesday, "mercoledì": time.Wednesday, "giovedì": time.Thursday, "venerdì": time.Friday,
	"jumatatu": time.Monday, "jumanne": time.Tuesday, "jumatano": time.Wednesday, "alhamisi": time.Thursday, "ijumaa": time.Friday,
}

// ptOrdinal are the Portuguese weekdays that are also ordinals.
var ptOrdinal = map[string]bool{"segunda": true, "terça": true, "terca": true, "quarta": true, "quinta": true, "sexta": true}

var reForeignWeekday = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(` + alternation(foreignWeekdays) + `)(-feira)?(?:$|[^\p{L}])`)

// alternation is a regular expression's alternation of words, longest first, so that a longer
// name is not read as a shorter one ("miércoles", "septiembre" before "mars").
func alternation[V any](words map[string]V) string {
	ws := make([]string, 0, len(words))
	for w := range words {
		ws = append(ws, regexp.QuoteMeta(w))
	}
	slices.SortFunc(ws, func(a, b string) int {
		if len(a) != len(b) {
			return len(b) - len(a)
		}
		return strings.Compare(a, b)
	})
	return strings.Join(ws, "|")
}

// foreignWeekday reads a weekday in another language, with a day of the month after it when
// one follows ("jueves 12": Thursday the 12th).
func foreignWeekday(t string, m []int, day time.Time) (DateMention, bool) {
	w := strings.ToLower(t[m[2]:m[3]])
	end := m[3]
	if m[4] >= 0 {
		end = m[5]
	} else if ptOrdinal[w] && reWordAfter.MatchString(t[m[3]:]) {
		return DateMention{}, false // "a quinta vez": an ordinal
	}
	wd := foreignWeekdays[w]
	if dm, ok := weekdayAndDay(t, m[2], end, wd, day); ok {
		return dm, true
	}
	dm := relative(nextWeekday(day, wd))
	dm.Span = Span{m[2], end}
	return dm, true
}

var (
	reWordAfter = regexp.MustCompile(`^\s+\p{L}`)
	// reDayAfter is a day of the month written after a weekday: "jueves 12", "Tue 17", "sat
	// 19th"; not a time ("Tue 17:00"), a decimal or a month's day written another way ("Tue 17
	// Nov").
	reDayAfter     = regexp.MustCompile(`^\.?,?\s+(?:the\s+)?(\d{1,2})((?:st|nd|rd|th)?)(?:$|[^\d:./\p{L}-]|\.(?:\s|$))`)
	reEnWeekdayDay = regexp.MustCompile(`(?i)\b((?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday)?)\.?,?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b`)
)

// weekdayAndDay reads the day of the month after a weekday ending at end (see dayOnWeekday).
func weekdayAndDay(t string, start, end int, wd time.Weekday, day time.Time) (DateMention, bool) {
	m := reDayAfter.FindStringSubmatchIndex(t[end:])
	if m == nil || reMonthAfter.MatchString(t[end+m[3]:]) || m[5] > m[4] && reOrdinalNoun.MatchString(t[end+m[5]:]) {
		return DateMention{}, false // "Thursday, 3rd floor", "Monday 1st thing": no day of the month
	}
	dom := atoi(t[end+m[2] : end+m[3]])
	if dom < 1 || dom > 31 {
		return DateMention{}, false
	}
	d, ok := dayOnWeekday(dom, wd, day)
	if !ok {
		return DateMention{}, false
	}
	dm := relative(d)
	dm.Span = Span{start, end + m[5]} // with an ordinal's suffix: "sat 19th"
	return dm, true
}

// dayOnWeekday is the day dom nearest the message that falls on weekday wd: last month's,
// this month's or one of the next two ("was due Thursday the 12th" written on the 18th is the
// 12th just gone; "sat 19th" written on Wednesday 18 November is 19 December). When none of
// them falls on wd (the writer got the weekday or the day wrong), the next day dom on or after
// the message: the nearer reading, never one months away.
func dayOnWeekday(dom int, wd time.Weekday, day time.Time) (time.Time, bool) {
	var best, next time.Time
	for i := -1; i <= 2; i++ {
		d := time.Date(day.Year(), day.Month()+time.Month(i), dom, 0, 0, 0, 0, time.UTC)
		if d.Day() != dom {
			continue
		}
		if next.IsZero() && !d.Before(day) {
			next = d
		}
		if d.Weekday() == wd && (best.IsZero() || absDays(d.Sub(day)) < absDays(best.Sub(day))) {
			best = d
		}
	}
	if best.IsZero() {
		best = next
	}
	return best, !best.IsZero()
}

// englishWeekdayDay reads "Tue 17", "Thursday 12": a weekday and a bare day of the month.
func englishWeekdayDay(t string, m []int, day time.Time) (DateMention, bool) {
	wd, ok := weekdayNum(t[m[2]:m[3]])
	if !ok {
		return DateMention{}, false
	}
	return weekdayAndDay(t, m[2], m[3], wd, day)
}

func weekdayNum(s string) (time.Weekday, bool) {
	s = strings.ToLower(s)
	for i, p := range []string{"sun", "mon", "tue", "wed", "thu", "fri", "sat"} {
		if strings.HasPrefix(s, p) {
			return time.Weekday(i), true
		}
	}
	return 0, false
}

// nextWeekday is the first wd strictly after day.
func nextWeekday(day time.Time, wd time.Weekday) time.Time {
	return day.AddDate(0, 0, (int(wd)-int(day.Weekday())+6)%7+1)
}
