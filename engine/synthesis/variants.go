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
	reMonthWord = regexp.MustCompile(`(?i)\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b`)
)

// questionVariants are the names with siblings a question holds.
func questionVariants(question string) []variant {
	var out []variant
	for _, m := range reNumberedUnit.FindAllStringSubmatch(question, -1) {
		n, _ := strconv.Atoi(m[2])
		out = append(out, variant{prefix: strings.ToLower(m[1]), num: n, numbered: true})
	}
	for _, m := range reLetterKind.FindAllStringSubmatch(question, -1) {
		if !reNumberedUnit.MatchString(m[0]) {
			out = append(out, variant{prefix: strings.ToLower(m[1]), suffix: strings.ToLower(m[2])})
		}
	}
	for _, m := range reMonthWord.FindAllString(question, -1) {
		if m != "may" { // "may" is a verb
			out = append(out, variant{prefix: strings.ToLower(m), month: true})
		}
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
			for _, m := range reNumberedUnit.FindAllStringSubmatch(text, -1) {
				if strings.EqualFold(m[1], v.prefix) {
					if n, _ := strconv.Atoi(m[2]); n == v.num {
						named = true
					} else {
						other = true
					}
				}
			}
		case v.month:
			for _, m := range reMonthWord.FindAllString(text, -1) {
				if m == "may" {
					continue
				}
				if strings.EqualFold(m, v.prefix) {
					named = true
				} else {
					other = true
				}
			}
		default:
			for _, m := range reLetterKind.FindAllStringSubmatch(text, -1) {
				if strings.EqualFold(m[2], v.suffix) {
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
