package synthesis

import (
	"regexp"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
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

// reLineDate is a date that opens a line, with its time and the speaker before it when a chat
// export puts one there: a dated comment, log entry or chat line ("[2026-06-23] ana: ...",
// "[27/02/2026 11:18] Ruth: ...", "marcus.o [2026-09-21 08:40]: ...").
var reLineDate = regexp.MustCompile(`^\s*(?:(?:[\w.@-]{1,40}\s+)?[\[(](\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.]\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?[\])]|(\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.]\d{4})\b(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?)`)

// lineDate is the date a line opens with (see reLineDate), or "".
func lineDate(line string) string {
	m := reLineDate.FindStringSubmatch(line)
	switch {
	case m == nil:
		return ""
	case m[1] != "":
		return m[1]
	}
	return m[2]
}

// statedAt is when a sentence was said: the date opening its line, or its document's time. A
// numeric line date with two readings takes the one nearest the document's time: a line's
// time stamp is written in the document's course.
func statedAt(text string, at int, doc time.Time) time.Time {
	lineStart, _ := lineAround(text, at)
	stamp := lineDate(text[lineStart:])
	if stamp == "" {
		return doc
	}
	p, err := facts.Default()
	if err != nil {
		return doc
	}
	ds := p.Dates(stamp, doc)
	if len(ds) == 0 {
		return doc
	}
	readings := ds[0].Readings
	if len(readings) == 0 {
		readings = []time.Time{ds[0].Date}
	}
	best := readings[0]
	for _, r := range readings[1:] {
		if !doc.IsZero() && absDur(r.Sub(doc)) < absDur(best.Sub(doc)) {
			best = r
		}
	}
	// The stamp's time of day orders the day's lines: "05/03/2026 4:51 pm … changed Priority"
	// was said after the ticket was opened at 1:20 pm.
	line := text[lineStart:]
	if i := strings.Index(line, stamp); i >= 0 {
		if m := reStampTime.FindStringSubmatch(line[i+len(stamp):]); m != nil {
			if mins, ok := minutesOf(m[1]); ok {
				best = best.Add(time.Duration(mins) * time.Minute)
			}
		}
	}
	return best
}

// reStampTime is the time of day right after a line's date stamp: "05/03/2026 4:51 pm",
// "2026-06-23T14:05", "[27/02/2026 11:18]".
var reStampTime = regexp.MustCompile(`(?i)^[ T](` + stampClock + `)`)

// stampClock is a line stamp's time of day: "4:51 pm", "14:02:11".
const stampClock = `(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?:\s?[ap]\.?m\b\.?)?`

func absDur(d time.Duration) time.Duration {
	if d < 0 {
		return -d
	}
	return d
}
