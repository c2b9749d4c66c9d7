package index

import (
	"regexp"
	"unicode"
	"unicode/utf8"
)

// ChunkOptions bound chunk sizes, in bytes of text.
type ChunkOptions struct {
	Max     int // a chunk never exceeds this (longer sentences are split at a space)
	Min     int // a paragraph break closes a chunk only once it has this much text
	Overlap int // the last sentence of a chunk is repeated at the start of the next when it is this short
}

// DefaultChunkOptions suit chat, mail, tickets and short documents.
var DefaultChunkOptions = ChunkOptions{Max: 1200, Min: 400, Overlap: 200}

// Span is one chunk of a body: its text and its offsets, in characters (runes) and bytes.
type Span struct {
	Ordinal            int
	Start, End         int // rune offsets into the body
	ByteStart, ByteEnd int
	Text               string
}

var paragraphBreak = regexp.MustCompile(`\n[ \t]*\n`)

type segment struct {
	start, end int  // byte offsets, trimmed of surrounding space
	para       bool // first sentence of a paragraph
}

// Split splits body into chunks that follow paragraph and sentence boundaries, each at most
// opt.Max bytes, with a small overlap of one short sentence between neighbours.
func Split(body string, opt ChunkOptions) []Span {
	if opt.Max <= 0 {
		opt = DefaultChunkOptions
	}
	segs := sentences(body, opt.Max)
	var spans []Span
	i := 0
	for i < len(segs) {
		start := segs[i].start
		j := i
		for j+1 < len(segs) {
			next := segs[j+1]
			if next.end-start > opt.Max {
				break
			}
			if next.para && segs[j].end-start >= opt.Min {
				break
			}
			j++
		}
		spans = append(spans, Span{ByteStart: start, ByteEnd: segs[j].end})
		if j+1 >= len(segs) {
			break
		}
		// Overlap: start the next chunk with this chunk's last sentence when it is short, it
		// is not the whole chunk, and the next sentence still fits beside it.
		last := segs[j]
		if j > i && last.end-last.start <= opt.Overlap && segs[j+1].end-last.start <= opt.Max && !segs[j+1].para {
			i = j
			segs[i].para = false
			// Guarantee progress: the chunk starting at j must reach j+1.
			continue
		}
		i = j + 1
	}
	// Progress guard: a chunk starting at an overlapped sentence always includes the next one,
	// because the loop above only overlaps when the next sentence fits.
	runeAt := newRuneCounter(body)
	for k := range spans {
		s := &spans[k]
		s.Ordinal = k
		s.Text = body[s.ByteStart:s.ByteEnd]
		s.Start = runeAt(s.ByteStart)
		s.End = runeAt(s.ByteEnd)
	}
	return spans
}

// newRuneCounter converts increasing byte offsets to rune offsets in one pass overall.
func newRuneCounter(s string) func(int) int {
	lastByte, lastRune := 0, 0
	return func(b int) int {
		if b < lastByte {
			lastByte, lastRune = 0, 0
		}
		lastRune += utf8.RuneCountInString(s[lastByte:b])
		lastByte = b
		return lastRune
	}
}

// sentences returns the trimmed sentence spans of body, none longer than max bytes.
func sentences(body string, max int) []segment {
	var out []segment
	paraStart := 0
	breaks := paragraphBreak.FindAllStringIndex(body, -1)
	breaks = append(breaks, []int{len(body), len(body)})
	for _, br := range breaks {
		para := body[paraStart:br[0]]
		first := true
		for _, s := range splitSentences(para) {
			s.start += paraStart
			s.end += paraStart
			for _, piece := range splitLong(body, s, max) {
				piece.para = first
				first = false
				out = append(out, piece)
			}
		}
		paraStart = br[1]
	}
	return out
}

// splitSentences splits a paragraph at sentence ends (. ! ? followed by space) and at line
// breaks, trimming space around each sentence.
func splitSentences(p string) []segment {
	var out []segment
	start := 0
	emit := func(end int) {
		s, e := trim(p, start, end)
		if e > s {
			out = append(out, segment{start: s, end: e})
		}
		start = end
	}
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c == '\n':
			emit(i + 1)
		case (c == '.' || c == '!' || c == '?') && i+1 < len(p) && (p[i+1] == ' ' || p[i+1] == '\t' || p[i+1] == '\n'):
			emit(i + 1)
		}
	}
	emit(len(p))
	return out
}

func trim(s string, start, end int) (int, int) {
	for start < end {
		r, n := utf8.DecodeRuneInString(s[start:])
		if !unicode.IsSpace(r) {
			break
		}
		start += n
	}
	for end > start {
		r, n := utf8.DecodeLastRuneInString(s[:end])
		if !unicode.IsSpace(r) {
			break
		}
		end -= n
	}
	return start, end
}

// splitLong cuts a sentence longer than max at the last space before the limit (or at a rune
// boundary when there is none).
func splitLong(body string, s segment, max int) []segment {
	var out []segment
	for s.end-s.start > max {
		cut := s.start + max
		for cut > s.start && !utf8.RuneStart(body[cut]) {
			cut--
		}
		sp := cut
		for sp > s.start+max/2 && body[sp] != ' ' && body[sp] != '\n' && body[sp] != '\t' {
			sp--
		}
		if sp > s.start+max/2 {
			cut = sp
		}
		a, b := trim(body, s.start, cut)
		out = append(out, segment{start: a, end: b})
		s.start, _ = trim(body, cut, s.end)
	}
	if s.end > s.start {
		out = append(out, s)
	}
	return out
}
