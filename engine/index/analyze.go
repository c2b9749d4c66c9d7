package index

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

const utf8RuneSelf = utf8.RuneSelf

var utf8DecodeRune = utf8.DecodeRuneInString

// Tokens splits text the way the FTS5 unicode61 tokenizer does (runs of letters and digits,
// lower-cased), so that statistics computed here agree with the index.
func Tokens(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsNumber(r)
	})
}

// Term is one query or document word: the word as written and its Porter stem, the form the
// FTS5 porter tokenizer stores.
type Term struct {
	Word string
	Stem string
}

// QueryTerms returns the distinct content words of a query, stop words removed, in order.
// When every word is a stop word, they are all kept (a query of only stop words still means
// something to its author).
func QueryTerms(q string) []Term {
	words := Tokens(q)
	var out []Term
	seen := map[string]bool{}
	add := func(w string) {
		s := Stem(w)
		if seen[s] {
			return
		}
		seen[s] = true
		out = append(out, Term{Word: w, Stem: s})
	}
	for _, w := range words {
		if !IsStopWord(w) {
			add(w)
		}
	}
	if len(out) == 0 {
		for _, w := range words {
			add(w)
		}
	}
	return out
}

// IsStopWord reports whether w is an English function word that carries no topic.
func IsStopWord(w string) bool { return stopWords[w] }

var stopWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`a about above after again against all am an and any are as at
		be because been before being below between both but by can could did do does doing down
		during each few for from further had has have having he her here hers herself him himself
		his how i if in into is it its itself just me more most my myself no nor not now of off on
		once only or other ought our ours ourselves out over own same shall she should so some such
		than that the their theirs them themselves then there these they this those through to too
		under until up very was we were what when where which while who whom why will with would
		you your yours yourself yourselves also may might must us upon whether within without yet
		however thus therefore etc`) {
		m[w] = true
	}
	return m
}()

// EachToken calls fn with the position and lower-cased text of each token of text, as Tokens
// would split it, but only for tokens whose lower-cased first three bytes keep accepts. It
// allocates only for kept tokens that need lower-casing, so scanning many chunks for a few
// query words stays cheap.
func EachToken(text string, keep func(prefix []byte) bool, fn func(pos int, tok string)) {
	pos := 0
	i := 0
	var pre [3]byte
	for i < len(text) {
		// Skip separators.
		c := text[i]
		if c < utf8RuneSelf {
			if !isASCIIWordByte(c) {
				i++
				continue
			}
		} else {
			r, n := utf8DecodeRune(text[i:])
			if !unicode.IsLetter(r) && !unicode.IsNumber(r) {
				i += n
				continue
			}
		}
		start, ascii, upper := i, true, false
		for i < len(text) {
			c := text[i]
			if c < utf8RuneSelf {
				if !isASCIIWordByte(c) {
					break
				}
				if c >= 'A' && c <= 'Z' {
					upper = true
				}
				i++
				continue
			}
			r, n := utf8DecodeRune(text[i:])
			if !unicode.IsLetter(r) && !unicode.IsNumber(r) {
				break
			}
			ascii = false
			i += n
		}
		tok := text[start:i]
		p := pos
		pos++
		if !ascii {
			tok = strings.ToLower(tok)
			if keep(prefixOf(tok, &pre)) {
				fn(p, tok)
			}
			continue
		}
		k := copy(pre[:], tok)
		for j := 0; j < k; j++ {
			if pre[j] >= 'A' && pre[j] <= 'Z' {
				pre[j] += 'a' - 'A'
			}
		}
		if !keep(pre[:k]) {
			continue
		}
		if upper {
			tok = strings.ToLower(tok)
		}
		fn(p, tok)
	}
}

func prefixOf(tok string, pre *[3]byte) []byte {
	k := copy(pre[:], tok)
	return pre[:k]
}

func isASCIIWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
