package facts

import (
	"regexp"
	"strconv"
	"strings"
)

// A range with its unit ("20-25 s", "11–13 s", "2.5-3 hours") is one value: read whole, its
// amount the middle of the range, so a range is compared with another range or a value by
// where it lies.

// reRange is two numbers joined by a hyphen or dash; the unit after them is read apart.
var reRange = regexp.MustCompile(`(?:^|[^\w.,#/-])(\d+(?:\.\d+)?)\s?[-–—]\s?(\d+(?:\.\d+)?)`)

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
		hi, err2 := strconv.ParseFloat(text[m[4]:m[5]], 64)
		if err1 != nil || err2 != nil || hi <= lo {
			continue
		}
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
