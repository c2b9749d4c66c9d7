package facts

import (
	"strings"
	"time"
)

// committable reports whether the verb phrase after a modal undertakes work: not ownership
// ("take", "own": an owner fact), not a state ("be out", "be on leave") nor thinking or talking.
func committable(rest string) bool {
	l := strings.ToLower(rest)
	verb := strings.Fields(l)
	if len(verb) == 0 {
		return false
	}
	switch verb[0] {
	case "be":
		return strings.HasPrefix(l, "be done") || strings.HasPrefix(l, "be ready") || strings.HasPrefix(l, "be finished")
	case "own", "take", "drive", "lead", "handle", "grab", "need", "not", "never", "let", "see", "try", "think", "know",
		"revisit", "discuss", "talk", "check", "probably", "maybe", "likely", "also":
		return false
	}
	return true
}

var commitWords = []string{"will", "'ll", "’ll", "ill ", "shall", "going to", "gonna", "plan to", "aim to", "promise", "commit",
	"can have", "should", "shd", "done", "ready", "finished", "up by", "out by", "live"}

func (x *extraction) readCommitment(c clause, dates []DateMention) {
	if !hasAny(c.lower, commitWords) {
		return
	}
	person, at := "", -1
	if c.first {
		for _, m := range reCommit.FindAllStringSubmatchIndex(c.text, -1) {
			if !negated(c.text[:m[0]]) && committable(c.text[m[2]:]) {
				person, at = c.me, m[2]
				break
			}
		}
	}
	if person == "" {
		if m := reNameWill.FindStringSubmatchIndex(c.text); m != nil && !isPronoun(c.text[m[2]:m[3]]) && x.people.Known(c.text[m[2]:m[3]]) && committable(c.text[m[4]:]) {
			person, at = x.person(c.text[m[2]:m[3]]), m[4]
		}
	}
	if person == "" && (c.first || x.doc.Kind == "chat") && reDoneBy.MatchString(c.text) && !negated(c.text[:reDoneBy.FindStringIndex(c.text)[0]]) {
		person, at = c.me, 0
	}
	if person == "" || at < 0 {
		return
	}
	what := strings.TrimSpace(reTrimWhat.ReplaceAllString(c.text[at:], ""))
	var due time.Time
	var rd []time.Time
	for _, d := range dates {
		if d.Span.Start >= c.span.Start+at && !d.Date.Before(truncateDay(x.doc.At)) {
			due, rd = d.Date, readings(d)
			if len(rd) == 0 {
				x.add(Fact{Kind: Due, Subject: c.subject, Date: due, Span: c.span})
			} else {
				x.add(Fact{Kind: Due, Subject: c.subject, Date: due, Readings: rd, Span: c.span})
				due = time.Time{}
			}
			break
		}
	}
	x.add(Fact{Kind: Commitment, Subject: c.subject, Person: person, What: what, Date: due, Span: c.span})
}
