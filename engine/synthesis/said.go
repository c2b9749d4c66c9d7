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
// injection-shaped text, and not a reply's quoted lines ("> Offsite venue: Hall B"): they are
// the quoted message's, said before the reply, and read as the reply's own they would make it
// the later word. When each sentence was said is read once per chunk, however many kinds of
// value are asked of it.
func eachSaid(chunks []*chunk, f func(said)) {
	eachSaidOf(chunks, false, f)
}

// eachSaidOf is eachSaid, with the quoted lines too when quoted is true (a quote repeats what
// its message said, see markRepeats).
func eachSaidOf(chunks []*chunk, quoted bool, f func(said)) {
	for _, c := range chunks {
		if !c.onTopic || untrusted.Suspicious(c.ev.Text) {
			continue
		}
		if c.said == nil {
			c.said = []said{}
			docAt, _ := time.Parse(time.RFC3339Nano, c.ev.AuthoredAt)
			for k := range c.sentences {
				if s := &c.sentences[k]; s.claimable {
					at := statedAt(c.ev.Text, s.start, docAt)
					if sent, ok := listedSent(c.ev, s.start); ok && at.Equal(docAt) {
						at = sent // the import's record of when the line's message was sent
					} else if at.Equal(docAt) && c.ev.Kind != "chat" {
						at = messageAt(c.ev.Text, s.start, docAt) // (a line's own stamp comes first)
					}
					if !c.now.IsZero() && at.After(c.now) {
						at = docAt // a stamp after the question is asked was not written when it says
					}
					c.said = append(c.said, said{c: c, s: s, at: at})
				}
			}
		}
		for _, sd := range c.said {
			if !sd.s.repeats && (quoted || !strings.HasPrefix(sd.s.text, ">")) {
				f(sd)
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

// lineAround is the start and end of the line of text holding byte offset at.
func lineAround(text string, at int) (int, int) {
	at = min(at, len(text))
	lo := strings.LastIndexByte(text[:at], '\n') + 1
	hi := strings.IndexByte(text[at:], '\n')
	if hi < 0 {
		return lo, len(text)
	}
	return lo, at + hi
}

// context is what a statement is read with: its document's title and the whole line it sits
// in (a bullet or table row names its subject at its start, "- **redis** — ... Runs with X").
func (sd said) context() string {
	text := sd.c.ev.Text
	lo, hi := lineAround(text, sd.s.start)
	line := text[lo:hi]
	if !strings.Contains(line, sd.s.text) {
		line = sd.s.text
	}
	return sd.c.ev.Title + "\n" + line
}

// outside reports whether the sentence was said outside the workspace's team (a stranger's
// mail, a customer's comment): a value statement it makes may disagree with the team's
// values, never replace them, and a change of choice it states changes nothing.
func (sd said) outside() bool {
	return sd.c.outsiders != nil && sd.c.outsiders.Outside(sd.c.ev, sd.s.start, sd.s.text, false)
}

// statedAt is when a sentence was said: its line's stamp, or its document's time.
func statedAt(text string, at int, doc time.Time) time.Time {
	lineStart, _ := lineAround(text, at)
	st, ok := stampOf(text[lineStart:])
	if !ok {
		return doc
	}
	if t, ok := st.at(doc); ok {
		return t
	}
	return doc
}
