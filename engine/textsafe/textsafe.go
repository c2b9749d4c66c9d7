// Package textsafe decides whether text a person reviews shows what it holds: no control
// characters (NUL, carriage returns, escape sequences) and no text-direction controls
// (overrides, embeddings, isolates, marks), which make one string display as another. Source
// names and the proposals an owner approves are checked with it.
package textsafe

import "unicode"

// Hidden returns the first character of s that can hide or reorder what a reader sees, and
// whether there is one. With lines, newlines and tabs are allowed (a description); without,
// they are not (a name or a title). The replacement character counts too: it is what an
// invalid byte decodes to.
func Hidden(s string, lines bool) (rune, bool) {
	for _, r := range s {
		if lines && (r == '\n' || r == '\t') {
			continue
		}
		if unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) || r == unicode.ReplacementChar {
			return r, true
		}
	}
	return 0, false
}
