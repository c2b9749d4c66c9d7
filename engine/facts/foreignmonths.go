package facts

import (
	"regexp"
	"strings"
	"time"
)

// Months written in the languages workplace English switches into (Spanish, Portuguese,
// German, French, Italian, Dutch), day first as those languages write them: "le 21 décembre",
// "el 9 de noviembre", "3. Dezember 2026", "3 de dezembro". Only the full names: the short ones
// ("mar", "mai", "dic") are English words or read as English months already, and names an
// English month shares ("april", "september") are read by the English rules.
var foreignMonths = map[string]time.Month{
	"enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7, "agosto": 8, "septiembre": 9,
	"setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12,
	"janeiro": 1, "fevereiro": 2, "março": 3, "marco": 3, "maio": 5, "junho": 6, "julho": 7, "setembro": 9,
	"outubro": 10, "novembro": 11, "dezembro": 12,
	"januar": 1, "jänner": 1, "februar": 2, "märz": 3, "maerz": 3, "mai": 5, "juni": 6, "juli": 7, "oktober": 10, "dezember": 12,
	"janvier": 1, "février": 2, "fevrier": 2, "mars": 3, "avril": 4, "juin": 6, "juillet": 7, "août": 8, "aout": 8,
	"septembre": 9, "octobre": 10, "novembre": 11, "décembre": 12, "decembre": 12,
	"gennaio": 1, "febbraio": 2, "aprile": 4, "maggio": 5, "giugno": 6, "luglio": 7, "settembre": 9, "ottobre": 10, "dicembre": 12,
	"januari": 1, "februari": 2, "maart": 3, "mei": 5, "augustus": 8,
}

// lowerOnly are months' names that are also English names when capitalised ("3 Mars bars",
// "2 Marco Polo"): the languages that have them write months in lower case.
var lowerOnly = map[string]bool{"mars": true, "marco": true}

// reForeignDate is a day, a foreign month's name and perhaps a year right after it: "21
// décembre", "9 de noviembre de 2026", "3. Dezember 2026", "1º de março", "1er janvier".
var reForeignDate = regexp.MustCompile(`(?i)(?:^|[^\p{L}\d])(\d{1,2})(?:\.|º|°|er|re)?\s*(de\s+)?(` + alternation(foreignMonths) + `)(?:\s+(?:de\s+)?(\d{4}))?(?:$|[^\p{L}\d])`)

// deMonths are the Spanish and Portuguese names, which those languages join to the day with
// "de" ("9 de noviembre"): without it, "2 mayo" in a sandwich order is mayonnaise.
var deMonths = map[string]bool{"enero": true, "febrero": true, "marzo": true, "abril": true, "mayo": true, "junio": true,
	"julio": true, "agosto": true, "septiembre": true, "setiembre": true, "octubre": true, "noviembre": true, "diciembre": true,
	"janeiro": true, "fevereiro": true, "março": true, "maio": true, "junho": true, "julho": true, "setembro": true,
	"outubro": true, "novembro": true, "dezembro": true}

// reNameAfter is a capitalised word after a month's name: "2. Mai Nguyen", "1. Julio Ramos"
// number a list of people, not days.
var reNameAfter = regexp.MustCompile(`^\s+\p{Lu}\p{Ll}`)

// foreignDate reads a day and a foreign month's name: with its year as written, else the next
// such day after the message or a recent one.
func foreignDate(t string, m []int, day time.Time) (DateMention, bool) {
	name := t[m[6]:m[7]]
	lower := strings.ToLower(name)
	mo := foreignMonths[lower]
	d, end := atoi(t[m[2]:m[3]]), m[7]
	if mo == 0 || d < 1 || d > 31 || lowerOnly[lower] && name != lower || deMonths[lower] && m[4] < 0 ||
		name != lower && reNameAfter.MatchString(t[m[7]:]) {
		return DateMention{}, false
	}
	y := 0
	if m[8] >= 0 {
		if yy := atoi(t[m[8]:m[9]]); yy >= 1990 && yy <= 2100 {
			y, end = yy, m[9] // a year; not "12 juni 1500 units"
		}
	}
	if y > 0 {
		dm, ok := exact(y, int(mo), d)
		dm.Span = Span{m[2], end}
		return dm, ok
	}
	// The next such day, unless a recent one (a past event, as for English months).
	at := time.Date(day.Year(), mo, d, 0, 0, 0, 0, time.UTC)
	if at.Day() != d {
		return DateMention{}, false
	}
	if at.Before(day.AddDate(0, -2, 0)) {
		at = at.AddDate(1, 0, 0)
	}
	return DateMention{Span: Span{m[2], end}, Date: at, Readings: []time.Time{at}}, true
}
