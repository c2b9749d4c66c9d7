package synthesis

import (
	"strings"

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

// frame is the content words (stems) around a value.
type frame map[string]bool

// frameOf is the frame of a statement's value: the content words within frameWords words
// before and after it.
func frameOf(v valueStatement) frame {
	text := v.s.text
	from, to := min(v.cur.Span.Start, len(text)), min(v.cur.Span.End, len(text))
	before := index.Tokens(text[:from])
	after := index.Tokens(text[to:])
	words := append(before[max(0, len(before)-frameWords):], after[:min(frameWords, len(after))]...)
	out := frame{}
	for _, w := range words {
		if index.IsStopWord(w) || strings.ContainsAny(w, "0123456789") {
			continue
		}
		out[index.Stem(w)] = true
	}
	return out
}

// shares reports whether a value in frame g is given in the same frame as one in f.
func (f frame) shares(g frame) bool {
	n := 0
	for w := range f {
		if g[w] {
			n++
		}
	}
	return n >= minFrame
}
