package synthesis

import (
	"github.com/queueproof/queueproof/engine/index"
)

// A value's frame is the words around it: "footage is kept for [31 days] and then
// overwritten". Two statements that give a value in the same frame state the same attribute,
// however few of the question's words either holds ("CCTV footage is kept for two weeks and
// then overwritten" replaces it). Only content words count, numbers aside, and the frame must
// share at least minFrame of them: a table's "per TEU" is no frame of its own.
const (
	frameWords = 4
	minFrame   = 3
)

// frame is the content words within frameWords words before and after a statement's value.
func frame(v valueStatement) map[string]bool {
	text := v.s.text
	from, to := min(v.cur.Span.Start, len(text)), min(v.cur.Span.End, len(text))
	before := index.Tokens(text[:from])
	after := index.Tokens(text[to:])
	words := append(before[max(0, len(before)-frameWords):], after[:min(frameWords, len(after))]...)
	out := map[string]bool{}
	for _, w := range words {
		if index.IsStopWord(w) || hasDigitWord(w) {
			continue
		}
		out[index.Stem(w)] = true
	}
	return out
}

// sameFrame reports whether two statements give their values in the same frame.
func sameFrame(a, b valueStatement) bool {
	fa, fb := frame(a), frame(b)
	n := 0
	for w := range fa {
		if fb[w] {
			n++
		}
	}
	return n >= minFrame
}

func hasDigitWord(w string) bool {
	for _, r := range w {
		if r >= '0' && r <= '9' {
			return true
		}
	}
	return false
}
