package facts

import (
	"regexp"
	"strconv"
	"strings"
)

// A range with its unit ("20-25 s", "11–13 s", "2.5-3 hours") is one value: read whole, its
// amount the middle of the range, so a range is compared with another range or a value by
// where it lies.

// reRange is two numbers joined by a hyphen or dash, then a unit of the scale table.
var reRange = regexp.MustCompile(`(?i)(?:^|[^\w.,#/-])(\d+(?:\.\d+)?)\s?[-–—]\s?(\d+(?:\.\d+)?)\s?(` + unitAlternation() + `)\b`)

// rangesIn are the ranges text states.
func rangesIn(text string) []Measure {
	var out []Measure
	for _, m := range reRange.FindAllStringSubmatchIndex(text, -1) {
		lo, err1 := strconv.ParseFloat(text[m[2]:m[3]], 64)
		hi, err2 := strconv.ParseFloat(text[m[4]:m[5]], 64)
		u, ok := unitScale[strings.ToLower(text[m[6]:m[7]])]
		if err1 != nil || err2 != nil || !ok || hi <= lo {
			continue
		}
		out = append(out, Measure{Text: text[m[2]:m[7]], Class: u.class, Amount: (lo + hi) / 2 * u.factor, per: u.factor, Span: Span{m[2], m[7]}})
	}
	return out
}
