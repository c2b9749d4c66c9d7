package facts

import (
	"regexp"
	"slices"
	"strings"
	"time"
)

// Days named otherwise than by a date: the fixed holidays a year-end deadline is set by
// ("before Christmas", "by New Year's Eve"), and today and tomorrow in the languages workplace
// English switches into ("morgen (tomorrow)", "mañana", "yarın"). A holiday that modifies a
// noun ("the Christmas party", "Christmas shutdown") names an event or a period, not its day;
// a word for tomorrow that also means morning ("esta mañana", "Guten Morgen") is read as a day
// only where it cannot be the morning.
var (
	reHoliday      = regexp.MustCompile(`(?i)\b(?:christmas|xmas)(?:\s+(eve|day))?\b|\bnew\s+year['’]?s?\s+(eve|day)\b`)
	reHolidayNoun  = regexp.MustCompile(`(?i)^\s*(?:break|holidays?|hols|party|parties|shutdown|closure|period|season|rush|market|lunch|dinner|do|week|weeks|bonus|cards?|tree|trading|peak|jumper|sale|sales|menu|shift|shifts|rota|cover|fair|concert|show)\b`)
	reRelativeDay  = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(morgen|mañana|manana|amanhã|amanha|demain|domani|yarın|yarin|bukas|kesho|hoy|hoje|heute|vandaag|oggi|bugün|bugun|aujourd['’]hui)(?:$|[^\p{L}])`)
	reMorningLead  = regexp.MustCompile(`(?i)(?:\b(?:guten|goede|goeie|good|heute|gestern|this|la|esta|de|por|en|cada|jeden|elke|iedere)\s*|-)$`)
	relativeDayOff = map[string]int{"morgen": 1, "mañana": 1, "manana": 1, "amanhã": 1, "amanha": 1, "demain": 1, "domani": 1, "yarın": 1,
		"yarin": 1, "bukas": 1, "kesho": 1}
)

// holiday reads a fixed holiday: the next such day on or after the message.
func holiday(t string, m []int, day time.Time) (DateMention, bool) {
	if reHolidayNoun.MatchString(t[m[1]:]) {
		return DateMention{}, false
	}
	l := strings.ToLower(t[m[0]:m[1]])
	month, dom := 12, 25
	switch {
	case strings.HasPrefix(l, "new"):
		if strings.HasSuffix(l, "eve") {
			month, dom = 12, 31
		} else {
			month, dom = 1, 1
		}
	case strings.HasSuffix(l, "eve"):
		dom = 24
	}
	d, ok := onOrAfter(0, month, dom, day)
	return relative(d), ok
}

// relativeDay reads today or tomorrow in another language.
func relativeDay(t string, m []int, day time.Time) (DateMention, bool) {
	w := strings.ToLower(t[m[2]:m[3]])
	off, ok := relativeDayOff[w]
	if ok && reMorningLead.MatchString(t[:m[2]]) {
		return DateMention{}, false // "esta mañana", "Guten Morgen": the morning
	}
	dm := relative(day.AddDate(0, 0, off))
	dm.Span = Span{m[2], m[3]}
	return dm, true
}

// dropFramingHolidays drops the holidays of a text that also gives a date: the holiday frames
// the date ("on the 18th, before Christmas"), the date is the one meant.
func dropFramingHolidays(ms []DateMention) []DateMention {
	holidays := 0
	for _, m := range ms {
		if reHoliday.MatchString(m.Text) {
			holidays++
		}
	}
	if holidays == 0 || holidays == len(ms) {
		return ms
	}
	return slices.DeleteFunc(ms, func(m DateMention) bool { return reHoliday.MatchString(m.Text) })
}
