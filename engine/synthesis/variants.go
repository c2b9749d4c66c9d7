package synthesis

import (
	"regexp"
	"strconv"
	"strings"
)

// A question may name one of several like things: a band ("the Ka-band price" beside S-band
// and X-band prices), one of a series of numbered units ("the G/T of KP-5" beside KP-1 to
// KP-4), a month ("contacts in March" beside January and February). A statement that names
// others of that kind and not the one asked gives their value, not the asked one's; a
// statement naming none of the kind may be about all of them and stands.

// variant is a name in a question that has siblings: words of one shape differing in one part.
type variant struct {
	prefix, suffix  string // "ka" and "band" of "Ka-band"; "kp" and "5" of "KP-5"
	num             int    // the number of a numbered unit
	numbered, month bool   // "KP-5" is numbered; "March" is a month
}

var (
	// reNumberedUnit is one of a series of numbered units: "KP-5", "GH-2", "T-3".
	reNumberedUnit = regexp.MustCompile(`\b([A-Za-z]{1,4})-(\d{1,3})\b`)
	// reLetterKind is a kind named by a letter code before a word: "S-band", "Ka-band".
	reLetterKind = regexp.MustCompile(`\b([A-Za-z]{1,3})-([a-z]{3,})\b`)
	// reUnitRange is a range of numbered units: "KP-1 to KP-4", "KP-1–KP-4", "KP-1 to 4".
	reUnitRange = regexp.MustCompile(`\b([A-Za-z]{1,4})-(\d{1,3})\s*(?:to|through|thru|–|—|-)\s*(?:([A-Za-z]{1,4})-)?(\d{1,3})\b`)
	// reNumberedList is a numbered unit and the numbers of its series listed after it:
	// "TV-210/214/218", "TV-210, 214 and 218".
	reNumberedList = regexp.MustCompile(`\b([A-Za-z]{1,4})-(\d{1,3})((?:\s*(?:/|,|and|&|or)\s*\d{1,3}\b)*)`)
	reDigits       = regexp.MustCompile(`\d+`)
	// reNameAfter is a capitalised word after a month, making it part of a name ("March Hare
	// Bakery"), unless it is a year or a day.
	reNameAfter = regexp.MustCompile(`^\s+\p{Lu}\p{Ll}`)
	// reMonthBefore is a word before a month that makes it one ("in March Hare's" is rare; "in
	// March" is the month): a preposition of time.
	reMonthBefore = regexp.MustCompile(`(?i)\b(?:in|on|by|since|from|until|till|during|of|for|early|late|mid|end of|start of|before|after)\s+$`)
	// rePeriodStart ends in a word that opens a period running on from a month: "since March".
	rePeriodStart = regexp.MustCompile(`(?i)\b(?:since|from|starting|as of|effective|beginning)\s+(?:(?:early|mid|late|the start of|the end of)\s+)?$`)
	// reEventDeterminer ends in a determiner; reLowerWordAfter opens with a word in lower case.
	reEventDeterminer = regexp.MustCompile(`(?i)\b(?:the|a|an|this|that|last|our|its)\s+$`)
	reLowerWordAfter  = regexp.MustCompile(`^\s+\p{Ll}`)
	reMonthWord       = regexp.MustCompile(`(?i)\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b`)
)

// letterCode reports a letter code of a kind: one letter ("e-ticket", "X-ray") or letters with
// a capital ("S-band", "Ka-band"); "on-site", "re-run", "co-op" are words.
func letterCode(code string) bool {
	return len(code) == 1 || strings.ToLower(code) != code
}

// questionVariants are the names with siblings a question holds.
func questionVariants(question string) []variant {
	var out []variant
	for _, m := range reNumberedUnit.FindAllStringSubmatch(question, -1) {
		n, _ := strconv.Atoi(m[2])
		out = append(out, variant{prefix: strings.ToLower(m[1]), num: n, numbered: true})
	}
	for _, m := range reLetterKind.FindAllStringSubmatch(question, -1) {
		if !reNumberedUnit.MatchString(m[0]) && letterCode(m[1]) {
			out = append(out, variant{prefix: strings.ToLower(m[1]), suffix: strings.ToLower(m[2])})
		}
	}
	for _, loc := range reMonthWord.FindAllStringIndex(question, -1) {
		m := question[loc[0]:loc[1]]
		if m == "may" || reEventDeterminer.MatchString(question[:loc[0]]) && reLowerWordAfter.MatchString(question[loc[1]:]) {
			continue // "may" is a verb; "the February storm" names an event, no period asked
		}
		out = append(out, variant{prefix: strings.ToLower(m), month: true})
	}
	return out
}

// namesOtherVariant reports whether text names a sibling of one of the question's variants
// and not that variant itself (nor a range holding it).
func namesOtherVariant(text string, vs []variant) bool {
	for _, v := range vs {
		named, other := false, false
		switch {
		case v.numbered:
			for _, r := range reUnitRange.FindAllStringSubmatch(text, -1) {
				if strings.EqualFold(r[1], v.prefix) && (r[3] == "" || strings.EqualFold(r[3], v.prefix)) {
					lo, _ := strconv.Atoi(r[2])
					hi, _ := strconv.Atoi(r[4])
					if lo <= v.num && v.num <= hi {
						named = true
					} else {
						other = true
					}
				}
			}
			for _, m := range reNumberedList.FindAllStringSubmatch(text, -1) {
				if !strings.EqualFold(m[1], v.prefix) {
					continue
				}
				// "TV-210/214/218", "TV-210, 214 and 218": each number is one of the series
				for _, d := range reDigits.FindAllString(m[2]+m[3], -1) {
					if n, _ := strconv.Atoi(d); n == v.num {
						named = true
					} else {
						other = true
					}
				}
			}
		case v.month:
			for _, loc := range reMonthWord.FindAllStringIndex(text, -1) {
				m := text[loc[0]:loc[1]]
				if m == "may" || reNameAfter.MatchString(text[loc[1]:]) && !reMonthBefore.MatchString(text[:loc[0]]) {
					continue // "may" is a verb; "March Hare Bakery" a name
				}
				switch {
				case strings.EqualFold(m, v.prefix):
					named = true
				case rePeriodStart.MatchString(text[:loc[0]]):
					// "since March", "from March": a period running on, which may hold the month asked
				default:
					other = true
				}
			}
		default:
			for _, m := range reLetterKind.FindAllStringSubmatch(text, -1) {
				if strings.EqualFold(m[2], v.suffix) && letterCode(m[1]) {
					if strings.EqualFold(m[1], v.prefix) {
						named = true
					} else {
						other = true
					}
				}
			}
		}
		if other && !named {
			return true
		}
	}
	return false
}
