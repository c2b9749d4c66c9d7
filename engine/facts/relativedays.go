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
	reInWeeks = regexp.MustCompile(`(?i)\b(?:in|within)\s+(` + countAlt + `)\s+wks?\b`)
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
		{reWeekOnWeekday, func(t string, m []int, day time.Time) (DateMention, bool) {
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

// addSpan is day moved on by n units (see spanDays); months are calendar months.
func addSpan(day time.Time, n, unit string) time.Time {
	if u := strings.ToLower(unit); strings.HasPrefix(u, "month") {
		k := spanDays(n, "days") // the count alone
		return day.AddDate(0, k, 0)
	} else if strings.HasPrefix(u, "wk") {
		unit = "weeks"
	}
	return day.AddDate(0, 0, spanDays(n, unit))
}
