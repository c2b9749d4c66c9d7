package facts

import (
	"regexp"
	"strconv"
	"strings"
)

// A range with its unit ("20-25 s", "11–13 s", "2.5-3 hours") is one value: read whole, its
// amount the middle of the range, so a range is compared with another range or a value by
// where it lies.

// reRange is two numbers joined by a hyphen or dash, by "to" ("2.5 to 3 hours") or by
// "between … and"; the unit after them is read apart. (Two numbers joined by "to" after "from"
// or a verb of change are a change, "from 60 to 45 s": see wordedRange.)
var reRange = regexp.MustCompile(`(?:^|[^\w.,#/-])(?:(?i:between)\s+)?(\d+(?:\.\d+)?)(\s?[-–—]\s?|\s+to\s+|\s+and\s+)(\d+(?:\.\d+)?)`)

// reChangeBefore ends in a word that makes "X to Y" a change of value: "from", "cut", "raised".
var reChangeBefore = regexp.MustCompile(`(?i)\b(?:from|was|were|cut|raised|lowered|reduced|increased|dropped|moved|changed|changes|change|went|goes|going|bumped|upped|trimmed|extended|shortened|scaled|grew|fell|rose|shifted|shift|pushed|pulled|adjusted|stretched|slashed|doubled|halved)\s*$`)

// reIndexBefore is a noun a number after it counts in order, not in amount: "Step 2 to 3
// minutes later", "page 2 to 3" are no ranges of minutes or pages.
var reIndexBefore = regexp.MustCompile(`(?i)\b(?:step|page|pages|item|phase|line|row|section|chapter|slide|table|figure|fig|stage|version|no|number|room|gate|platform|bay|zone|lane|track|level|floor|week)\.?\s*$`)

// wordedRange reports whether numbers joined by a word (join) are a range: "to" unless a
// change leads up to them, "and" only after "between".
func wordedRange(text string, m []int) bool {
	join := strings.ToLower(strings.TrimSpace(text[m[4]:m[5]]))
	switch join {
	case "to":
		return !reChangeBefore.MatchString(text[:m[2]]) && !reIndexBefore.MatchString(text[:m[2]])
	case "and":
		return strings.HasSuffix(strings.ToLower(strings.TrimSpace(text[:m[2]])), "between")
	}
	return true
}

// reScaleUnitAfter is a unit of the scale table right after a range.
var reScaleUnitAfter = regexp.MustCompile(`(?i)^\s?(` + unitAlternation() + `)\b`)

// reClockUnit is an hours unit that, after two clock-like numbers, gives opening hours ("open
// 9-17 h", "shifts run 07-19 hrs"), not a length of time.
var reClockUnit = regexp.MustCompile(`(?i)^(?:h|hr|hrs)$`)

// rangesIn are the ranges text states: with a unit of the scale table ("20-25 s") or one
// written as a symbol ("2-8 °C", "1-3 km").
func rangesIn(text string) []Measure {
	var out []Measure
	for _, m := range reRange.FindAllStringSubmatchIndex(text, -1) {
		lo, err1 := strconv.ParseFloat(text[m[2]:m[3]], 64)
		hi, err2 := strconv.ParseFloat(text[m[6]:m[7]], 64)
		if err1 != nil || err2 != nil || hi <= lo || !wordedRange(text, m) {
			continue
		}
		m = []int{m[0], m[1], m[2], m[3], m[6], m[7]} // the two numbers, as a dashed range has them
		rest := text[m[5]:]
		if u := reScaleUnitAfter.FindStringSubmatchIndex(rest); u != nil {
			unit := rest[u[2]:u[3]]
			sc, ok := unitScale[strings.ToLower(unit)]
			if !ok || reClockUnit.MatchString(unit) && hi <= 24 && hi-lo >= 4 && lo == float64(int(lo)) {
				continue
			}
			end := m[5] + u[3]
			out = append(out, Measure{Text: text[m[2]:end], Class: sc.class, Amount: (lo + hi) / 2 * sc.factor, per: sc.factor, Span: Span{m[2], end}})
			continue
		}
		if sym := reSymbolUnit.FindStringSubmatchIndex(rest); sym != nil {
			end := m[5] + sym[3]
			out = append(out, Measure{Text: text[m[2]:end], Class: MeasureClass(rest[sym[2]:sym[3]]), Amount: (lo + hi) / 2, per: 1, Span: Span{m[2], end}})
		}
	}
	return out
}
