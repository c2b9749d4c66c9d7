package synthesis

import "strings"

// A statement repeated word for word in another document (a forward, a quoted reply, a
// channel post quoting a decision record) is said by the document that said it first: the
// forward is no later word on the matter, and the answer cites the source it repeats. So of
// the on-topic sentences with the same words, only the earliest said is read for values,
// choices and slots; the others are marked as repeats. A later version of the same page that
// keeps a sentence is no repeat: it says the sentence still holds.

// minRepeatWords is the fewest words a sentence needs for its repetition to mean a copy: short
// lines ("thanks all", "see below") repeat by chance.
const minRepeatWords = 5

// copiedFrom reports whether b repeats a (a is the copy said first): the earlier said, but a
// team's sentence before any outsider's copy of it. An outsider writes the Date header of the
// mail that carries the copy, so an earlier date proves nothing: a stranger's copy "sent" in
// October would otherwise make the team's own sentence the repeat, and Ask read only the
// stranger's words.
func copiedFrom(a, b said) bool {
	if ao, bo := a.outside(), b.outside(); ao != bo {
		return bo
	}
	return saidOrder(a, b) < 0
}

// markRepeats marks each claimable sentence of an on-topic chunk that repeats, word for word,
// a sentence another document said earlier (or at the same time, better ranked).
func markRepeats(chunks []*chunk) {
	first := map[string]said{}
	eachSaidOf(chunks, true, func(sd said) {
		key := normalize(sd.s.text)
		if len(strings.Fields(key)) < minRepeatWords {
			return
		}
		if prev, ok := first[key]; !ok || copiedFrom(sd, prev) {
			first[key] = sd
		}
	})
	eachSaidOf(chunks, true, func(sd said) {
		if prev, ok := first[normalize(sd.s.text)]; ok && prev.s != sd.s && prev.c.ev.DocumentID != sd.c.ev.DocumentID && !samePage(prev.c, sd.c) {
			sd.s.repeats = true
		}
	})
}
