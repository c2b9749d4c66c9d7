package facts

import (
	"regexp"
	"strings"
)

// A promise may leave its date to the sentence after it: "TWU-470 analysis, I'll do it. ETA nov
// 20", "Leave it with me, I'll sort it. By Friday." The second sentence is only a deadline cue
// and a date; it dates the promise before it, as a clause of the same sentence would.
var (
	reDeadlineHead = regexp.MustCompile(`(?i)^(?:eta|by|target|due|deadline|latest|before)\b\s*:?\s*`)
	// reSentenceGap is the end of one sentence and the start of the next on the same line.
	reSentenceGap = regexp.MustCompile(`^[.!]+\s+$`) // (the clause may end with its full stop)
	reSentenceEnd = regexp.MustCompile(`^[\s.!]*$`)
)

// nextDeadline is the date of the sentence that follows the clause on its line when that
// sentence is a deadline and nothing more.
func (x *extraction) nextDeadline(c clause) (DateMention, bool) {
	text := x.doc.Text
	end := strings.IndexByte(text[c.span.End:], '\n')
	if end < 0 {
		end = len(text)
	} else {
		end += c.span.End
	}
	rest := text[c.span.End:end]
	i := strings.IndexFunc(rest, func(r rune) bool { return r != '.' && r != '!' && r != ' ' && r != '\t' })
	if i <= 0 || !reSentenceGap.MatchString(string(c.text[len(c.text)-1])+rest[:i]) && !reSentenceGap.MatchString(rest[:i]) {
		return DateMention{}, false
	}
	next := rest[i:]
	h := reDeadlineHead.FindStringIndex(next)
	if h == nil {
		return DateMention{}, false
	}
	ds := x.p.Dates(next, x.doc.At)
	if len(ds) != 1 || ds[0].Span.Start != h[1] || !reSentenceEnd.MatchString(next[ds[0].Span.End:]) || ds[0].Date.Before(truncateDay(x.doc.At)) {
		return DateMention{}, false
	}
	return ds[0], true
}

// bareDo is a promise whose verb phrase is only "do it": empty alone ("I will do it."), a
// promise when a deadline follows.
func bareDo(rest string) bool {
	w := strings.Fields(strings.ToLower(rest))
	return len(w) == 2 && w[0] == "do" && strings.TrimRight(w[1], ".!") == "it"
}
