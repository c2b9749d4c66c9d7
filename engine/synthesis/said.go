package synthesis

import (
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/untrusted"
)

// said is where and when a statement of the evidence was made: its chunk, its sentence and the
// day it was stated (its line's stamp, else its document's time). Value, slot and choice
// statements share it, and so their reading order.
type said struct {
	c  *chunk
	s  *sentence
	at time.Time
}

// eachSaid calls f with every claimable sentence of the on-topic chunks that carry no
// injection-shaped text.
func eachSaid(chunks []*chunk, f func(said)) {
	for _, c := range chunks {
		if !c.onTopic || untrusted.Suspicious(c.ev.Text) {
			continue
		}
		docAt, _ := time.Parse(time.RFC3339Nano, c.ev.AuthoredAt)
		for k := range c.sentences {
			s := &c.sentences[k]
			if s.claimable {
				f(said{c: c, s: s, at: statedAt(c.ev.Text, s.start, docAt)})
			}
		}
	}
}

// saidOrder orders statements oldest first, then by their chunk's rank, then by position.
func saidOrder(a, b said) int {
	if c := a.at.Compare(b.at); c != 0 {
		return c
	}
	if a.c != b.c {
		return a.c.rank - b.c.rank
	}
	return a.s.start - b.s.start
}

// context is what a statement is read with: its document's title and the whole line it sits
// in (a bullet or table row names its subject at its start, "- **redis** — ... Runs with X").
func (sd said) context() string {
	text := sd.c.ev.Text
	start := min(sd.s.start, len(text))
	lo := strings.LastIndexByte(text[:start], '\n') + 1
	hi := strings.IndexByte(text[start:], '\n')
	if hi < 0 {
		hi = len(text)
	} else {
		hi += start
	}
	line := text[lo:hi]
	if !strings.Contains(line, sd.s.text) {
		line = sd.s.text
	}
	return sd.c.ev.Title + "\n" + line
}
