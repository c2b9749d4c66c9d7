package facts

import (
	"regexp"
	"strings"
	"time"
)

// Relative dates that count from the message in ways the natural-language rules misread: they
// read "the day after tomorrow" as tomorrow, "Friday week" as this Friday and "10 days from
// today" as today, and know no "week after next" or "in 2 wks".

// weekdayAlt is an English weekday, whole or shortened.
const weekdayAlt = `mon(?:day)?|tue(?:s|sday)?|wed(?:s|nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?`

// countAlt is a small count, in figures or in words.
const countAlt = `\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of|a few`

var (
	// reDayAfterTomorrow: "the day after tomorrow", "day after tmrw".
	reDayAfterTomorrow = regexp.MustCompile(`(?i)\b(?:the\s+)?day\s+after\s+(?:tomorrow|tmrw|tmr)\b`)
	// reSpanFromNow is a span counted from the message: "10 days from today", "two weeks from
	// now", "three working days from now", "a month hence".
	reSpanFromNow = regexp.MustCompile(`(?i)\b(` + countAlt + `)\s+((?:working |business )?days?|weeks?|wks?|fortnights?|months?)\s+(?:from\s+(?:now|today|the day of this (?:message|mail|email))|hence)\b`)
	// reInWeeks is "in 2 wks": the abbreviation the natural-language rules do not know.
	reInWeeks = regexp.MustCompile(`(?i)\b(?:in|within)\s+(` + countAlt + `)\s*wks?\b`)
	// reWeekFromTomorrow is "a week from tomorrow": eight days on.
	reWeekFromTomorrow = regexp.MustCompile(`(?i)\b(?:a|one)\s+week\s+(?:from|after)\s+(?:tomorrow|tmrw|tmr)\b`)
	// reWeekNumberAfter is a week number after "<weekday> week" ("Friday week 50" is a day of
	// the 50th week, not a week on Friday), or a possessive after the weekday.
	reWeekNumberAfter = regexp.MustCompile(`^\s*(?:no\.?\s*|#)?\d|^['’]s\b`) // or a possessive: "a week on Monday's outage"
	// reWeekOnWeekday is the weekday a week after the coming one, in the ways British and
	// Irish English say it: "Friday week", "a week on Friday", "a week from Monday", "the
	// Tuesday after next".
	reWeekOnWeekday = regexp.MustCompile(`(?i)\b(?:a\s+week\s+(?:on|from|this|come)\s+(` + weekdayAlt + `)|(` + weekdayAlt + `)\.?\s+week\b|(?:the\s+)?(` + weekdayAlt + `)\s+after\s+next)\b`)
	// reWeekAfterNext is the week after next: its working week's end, as "next week" is next
	// week's.
	reWeekAfterNext = regexp.MustCompile(`(?i)\b(?:the\s+)?(?:end\s+of\s+)?(?:the\s+)?week\s+after\s+next\b`)
)

// relativeDayRules are the rules above, read before the natural-language rules.
func relativeDayRules() []dateRule {
	return []dateRule{
		{reDayAfterTomorrow, func(_ string, _ []int, day time.Time) (DateMention, bool) {
			return relative(day.AddDate(0, 0, 2)), true
		}},
		{reSpanFromNow, func(t string, m []int, day time.Time) (DateMention, bool) {
			return relative(addSpan(day, t[m[2]:m[3]], t[m[4]:m[5]])), true
		}},
		{reInWeeks, func(t string, m []int, day time.Time) (DateMention, bool) {
			return relative(addSpan(day, t[m[2]:m[3]], "weeks")), true
		}},
		{reWeekFromTomorrow, func(_ string, _ []int, day time.Time) (DateMention, bool) {
			return relative(day.AddDate(0, 0, 8)), true
		}},
		{reWeekOnWeekday, func(t string, m []int, day time.Time) (DateMention, bool) {
			if reWeekNumberAfter.MatchString(t[m[1]:]) {
				return DateMention{}, false
			}
			for g := 2; g < 8; g += 2 {
				if m[g] >= 0 {
					wd, ok := weekdayNum(t[m[g]:m[g+1]])
					return relative(nextWeekday(day, wd).AddDate(0, 0, 7)), ok
				}
			}
			return DateMention{}, false
		}},
		{reWeekAfterNext, func(_ string, _ []int, day time.Time) (DateMention, bool) {
			return relative(friday(day, 2)), true
		}},
	}
}

// addSpan is day moved on by n units: calendar days, weeks, fortnights or months, or working
// days counted one by one over the weekends ("3 working days from" a Wednesday is Monday).
func addSpan(day time.Time, n, unit string) time.Time {
	u := strings.TrimSuffix(strings.ToLower(unit), "s")
	k := spanDays(n, "days") // the count alone
	switch {
	case strings.HasPrefix(u, "month"):
		return day.AddDate(0, k, 0)
	case strings.HasPrefix(u, "wk"), strings.HasPrefix(u, "week"):
		return day.AddDate(0, 0, 7*k)
	case u == "fortnight":
		return day.AddDate(0, 0, 14*k)
	case strings.Contains(u, "working"), strings.Contains(u, "business"):
		for k > 0 {
			day = day.AddDate(0, 0, 1)
			if wd := day.Weekday(); wd != time.Saturday && wd != time.Sunday {
				k--
			}
		}
		return day
	}
	return day.AddDate(0, 0, k)
}
