package facts

import (
	"regexp"
	"strings"
)

// reNumberEnd is a sentence that ends with a number ("on or before Dec 14. Kindly remind ..."),
// which the sentence model reads as an ordinal's abbreviation and runs into the next.
var reNumberEnd = regexp.MustCompile(`\p{L}\s+\d{1,4}\.\s+\p{Lu}\p{Ll}`)

// splitAfterNumber splits a sentence where one ends with a number and the next begins.
func splitAfterNumber(text string, sp Span) []Span {
	var out []Span
	for {
		m := reNumberEnd.FindStringIndex(text[sp.Start:sp.End])
		if m == nil {
			return append(out, sp)
		}
		cut := sp.Start + m[0] + strings.IndexByte(text[sp.Start+m[0]:sp.Start+m[1]], '.') + 1
		out = append(out, Span{sp.Start, cut})
		sp = trimSpan(text, Span{cut, sp.End})
	}
}
