package synthesis

import (
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/queueproof/queueproof/engine/facts"
)

// A mail conversation printed or forwarded whole holds several messages, each under its own
// header block ("From: …\nSent: Thursday, 5 February 2026 9:05 a.m.", "From: …\nDate: Thu, 5
// Feb 2026 09:05:11 +1300"), and a reply quotes the message it answers under an attribution
// ("On Thu, 5 Feb 2026 at 09:05, Mark Delaney wrote:"). In any document but a chat (a mail, a
// conversation pasted into a page or a ticket), a line with no stamp of its own was said when
// the block above it says: "Actually make it 20" in the fourth
// message is the later word, whatever the document's own time. The block must be a header's
// (a "From:" line beside the date line: a page's "Date:" line in its document control dates
// nothing), at the line's own quote depth (a "> Sent:" line inside a quote dates no reply
// below it), and an attribution dates only the quoted lines under it, never the reply written
// below the quote. A chat's lines are never dated this way: anyone in the channel could type
// a header.

// reMessageDate is a header's date line, or a reply's attribution, the date after it.
var reMessageDate = regexp.MustCompile(`(?i)^(?:(sent|date)[ \t]*:[ \t]*(\S.*?)|on[ \t]+(\S.*?)[ \t]+wrote:?)[ \t]*$`)

// reHeaderFrom is a header block's sender line.
var reHeaderFrom = regexp.MustCompile(`(?i)^from[ \t]*:`)

// reHeaderClock is a time of day in a header: "9:05 a.m.", "09:05:11".
var reHeaderClock = regexp.MustCompile(`(?i)\b` + stampClock)

// messageAt is when the line at byte offset at of a mail's text was said by the header block
// or attribution above it (see above), or at when none dates it.
func messageAt(text string, at int, doc time.Time) time.Time {
	lines := strings.Split(text[:min(at, len(text))], "\n")
	own := lines[len(lines)-1]
	quoted := strings.HasPrefix(strings.TrimSpace(own), ">")
	if !quoted {
		// The line's own line may start after the offset's line start: read the whole line.
		if lo, hi := lineAround(text, at); lo < hi {
			quoted = strings.HasPrefix(strings.TrimSpace(text[lo:hi]), ">")
		}
	}
	for i := len(lines) - 2; i >= 0; i-- {
		raw := strings.TrimSpace(lines[i])
		depthQuoted := strings.HasPrefix(raw, ">")
		l := strings.TrimSpace(strings.TrimLeft(raw, "> "))
		m := reMessageDate.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		if m[1] != "" {
			// A header's date line: the line's own depth, with its block's "From:" beside it.
			if depthQuoted != quoted || !fromBeside(lines, i) {
				continue
			}
			if t, ok := headerTime(m[2], doc); ok {
				return t
			}
			return doc
		}
		// An attribution dates its quote's lines only: its ">" lines, or all below it when its
		// quote carries no marks.
		if depthQuoted || !quoted && markedQuoteBelow(lines, i) {
			continue
		}
		if t, ok := headerTime(m[3], doc); ok {
			return t
		}
		return doc
	}
	return doc
}

// fromBeside reports whether a "From:" line at the same quote depth stands within three lines
// of line i, in its block (no blank line between).
func fromBeside(lines []string, i int) bool {
	depth := strings.HasPrefix(strings.TrimSpace(lines[i]), ">")
	for _, step := range []int{-1, 1} {
		for k, n := i+step, 0; k >= 0 && k < len(lines) && n < 3; k, n = k+step, n+1 {
			raw := strings.TrimSpace(lines[k])
			l := strings.TrimSpace(strings.TrimLeft(raw, "> "))
			if l == "" || strings.HasPrefix(raw, ">") != depth {
				break
			}
			if reHeaderFrom.MatchString(l) {
				return true
			}
		}
	}
	return false
}

// headerTime reads a header's date (and its time of day, when it gives one) as a line stamp
// reads its own (lineStamp.at: the reading nearest the document's time, then the clock).
func headerTime(value string, doc time.Time) (time.Time, bool) {
	p, err := facts.Default()
	if err != nil {
		return time.Time{}, false
	}
	ds := p.Dates(value, doc)
	if len(ds) == 0 {
		return time.Time{}, false
	}
	st := lineStamp{date: value[ds[0].Span.Start:ds[0].Span.End], clock: strings.TrimSpace(reHeaderClock.FindString(value[ds[0].Span.End:]))}
	return st.at(doc)
}

// listedSent is when the message of a joined thread holding byte offset at of the passage was
// sent, as the import recorded it from the message's own Date header (index.Message.Sent): a
// reply's lines in a later chunk than its header are its own time, not the thread's first.
func listedSent(ev Evidence, at int) (time.Time, bool) {
	if len(ev.Messages) == 0 {
		return time.Time{}, false
	}
	pos := ev.Start + utf8.RuneCountInString(ev.Text[:min(at, len(ev.Text))])
	sent := ""
	for _, m := range ev.Messages {
		if m.At > pos {
			break
		}
		sent = m.Sent
	}
	t, err := time.Parse(time.RFC3339, sent)
	return t, err == nil
}

// markedQuoteBelow reports whether the first line with words below line i opens with ">".
func markedQuoteBelow(lines []string, i int) bool {
	for _, l := range lines[i+1:] {
		if t := strings.TrimSpace(l); t != "" {
			return strings.HasPrefix(t, ">")
		}
	}
	return false
}
