package synthesis

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/index"
)

// A correction often names its attribute in the words of the statement it corrects, not in
// the question's ("Correction: vendor jump-host accounts expire after 30 days" corrects "Vendor
// accounts on the jump host expire after 90 days", asked as "how long do vendor remote
// accounts last?"). When the latest statement says it changes the value and no statement on
// the question gave another, an earlier statement of the same kind that shares most of its
// words with the correction is what it replaced.

// sameWords is the share of the shorter statement's words the other must hold to be taken for
// a statement of the same attribute.
const sameWords = 0.5

// withReplaced adds to vs (oldest first) the earlier statement a revising latest statement
// replaced, found among all the statements of its kind by the words they share, when vs holds
// none.
func withReplaced(vs, all []valueStatement) []valueStatement {
	if len(vs) == 0 {
		return vs
	}
	latest := vs[len(vs)-1]
	if !latest.revises || len(latest.old) > 0 {
		return vs
	}
	for _, v := range vs[:len(vs)-1] {
		if !v.cur.Same(latest.cur) {
			return vs
		}
	}
	words, latestFrame := contentWords(latest.s.text), frameOf(latest)
	var found *valueStatement
	for i := range all {
		w := &all[i]
		if saidOrder(w.said, latest.said) >= 0 || w.cur.Same(latest.cur) || w.s == latest.s {
			continue
		}
		if sameAttribute(latest, *w, words, latestFrame) {
			found = w // all is oldest first: the last found is the latest
		}
	}
	if found == nil {
		return vs
	}
	r := *found
	r.own = max(r.own, minOwn)
	out := append(slices.Clone(vs[:len(vs)-1]), r, latest)
	slices.SortStableFunc(out, func(a, b valueStatement) int { return saidOrder(a.said, b.said) })
	return out
}

// withFollowUp adds to vs (oldest first) a later message of the latest statement's thread
// that gives the same attribute another value in words of its own ("full tank is good for 36
// hours at full plant load", then "from full you get 28 hours at full plant load"), found
// among all the statements of its kind by the words the two share: the thread's later word.
func withFollowUp(vs, all []valueStatement) []valueStatement {
	if len(vs) == 0 {
		return vs
	}
	latest := vs[len(vs)-1]
	words := contentWords(latest.s.text)
	var found *valueStatement
	for i := range all {
		w := &all[i]
		if saidOrder(w.said, latest.said) <= 0 || w.cur.Same(latest.cur) || !laterMessage(w.said, latest.said) {
			continue
		}
		if shareOf(words, contentWords(w.s.text)) >= sameWords && !qualifiedApart(latest.s.text, w.s.text) {
			found = w
		}
	}
	if found == nil {
		return vs
	}
	r := *found
	r.own = max(r.own, minOwn, latest.own)
	return append(slices.Clone(vs), r)
}

// withTeamBeside stands the team's latest statement of the attribute beside statements that
// are all a stranger's: a stranger's sentence may hold more of the question ("the Ka-band price
// per minute is EUR 3.10" over the team's "the ground station price per minute is EUR 9.80"),
// but it changes no value the team states and never leads alone over it; the two disagree.
// The team's statement is looked for in the passages on the question's topic (all) and then,
// when none states it, in the rest (offTopic, read only then): whether a passage is on topic
// weighs the question's words by how rare they are, and a stranger who names the asked
// variant while the team's page and its later mail both name the general price makes the
// team's words common enough to fall off the topic.
func withTeamBeside(vs, all []valueStatement, offTopic func() []valueStatement) []valueStatement {
	if len(vs) == 0 || slices.ContainsFunc(vs, func(v valueStatement) bool { return !v.outside() }) {
		return vs
	}
	latest := vs[len(vs)-1]
	words, latestFrame := contentWords(latest.s.text), frameOf(latest)
	teamLatest := func(all []valueStatement) *valueStatement {
		var found *valueStatement
		for i := range all {
			w := &all[i]
			if w.outside() || w.cur.Same(latest.cur) ||
				!sameAttribute(latest, *w, words, latestFrame) && !(reDueLine.MatchString(w.s.text) && shareOf(words, contentWords(w.context())) >= sameWords) {
				continue // (a tracker's "Due date: 2026-12-11" under the title "Card vault migration" states its date)
			}
			found = w // all is oldest first: the last found is the team's latest
		}
		return found
	}
	found := teamLatest(all)
	if found == nil && offTopic != nil {
		found = teamLatest(offTopic())
	}
	if found == nil {
		return vs
	}
	r := *found
	r.own = max(r.own, latest.own)
	out := append(slices.Clone(vs), r)
	slices.SortStableFunc(out, func(a, b valueStatement) int { return saidOrder(a.said, b.said) })
	return out
}

// reDueLine is a line that states an item's due date: "Due date: 2026-12-11", "Target: 4 Dec".
var reDueLine = regexp.MustCompile(`(?i)^\W*(?:due(?:\s+date)?|deadline|target(?:\s+date)?|eta|planned\s+end(?:\s+date)?|go-?live)\s*:`)

// offTopicStatements reads the value statements of class in the chunks off the question's
// topic (withTeamBeside's second look), as if they were on it.
func offTopicStatements(class facts.MeasureClass, chunks []*chunk, terms []term, mc *measureCache) func() []valueStatement {
	return func() []valueStatement {
		var off []*chunk
		for _, c := range chunks {
			if !c.onTopic && c.dupOf == nil {
				off = append(off, c)
			}
		}
		if len(off) == 0 {
			return nil
		}
		for _, c := range off {
			c.onTopic = true
		}
		defer func() {
			for _, c := range off {
				c.onTopic = false
			}
		}()
		_, all := readValueStatements(class, off, terms, mc)
		// Off the topic, a statement is the attribute's only by the question's own common words
		// ("price", "minute"; not a place both name: the team's "Oban to Craignure crossing takes
		// 45 minutes" is not the coach transfer's time from Craignure).
		return slices.DeleteFunc(all, func(v valueStatement) bool { return commonHeld(terms, v.s.text, mc.question) < min(2, len(terms)) })
	}
}

// commonHeld is how many of the question's words text holds, leaving out the names the
// question writes (a word it capitalises past its first: "Craignure", "Tobermory"), however the
// text writes its words ("The Card Authorisation Timeout for all of our gateways").
func commonHeld(terms []term, text, question string) int {
	names := map[string]bool{}
	for i, w := range strings.Fields(question) {
		if r, _ := utf8.DecodeRuneInString(w); i > 0 && unicode.IsUpper(r) {
			for _, tok := range index.Tokens(w) {
				names[tok] = true
			}
		}
	}
	common := slices.DeleteFunc(slices.Clone(terms), func(t term) bool { return names[t.word] })
	_, n := holds(common, text)
	return n
}

// sameAttribute reports whether earlier states the attribute latest revises: it shares most of
// latest's words, or its document's title is named by latest's title or sentence ("Correction:
// vendor remote access page" corrects "Vendor remote access") and it shares two of latest's
// words.
func sameAttribute(latest, earlier valueStatement, words map[string]bool, latestFrame frame) bool {
	own := contentWords(earlier.s.text)
	if shareOf(words, own) >= sameWords || latestFrame.shares(frameOf(earlier)) {
		return true // (or the value in the same words: "footage is kept for … and then overwritten")
	}
	title := contentWords(earlier.c.ev.Title)
	named := contentWords(latest.c.ev.Title + "\n" + latest.s.text)
	held := 0
	for w := range title {
		if named[w] {
			held++
		}
	}
	return len(title) > 0 && float64(held) >= sameWords*float64(len(title)) && shareOf(words, own) > 0
}

// reSpeakerOpening opens a chat line with its stamp and speaker ("[09/02/2026 09:12] Ben: ").
var reSpeakerOpening = regexp.MustCompile(`^\s*(?:[\[(][^\])]{1,30}[\])]\s*)?[\w.@-]{1,40}:\s`)

// qualifiedApart reports whether two statements name different things by the words before a
// phrase they share: "CPU alert threshold" and "memory alert threshold", "at full station
// load" and "at half station load".
func qualifiedApart(a, b string) bool {
	_, _, ok := qualifiers(a, b)
	return ok
}

// qualifiers are the words before a phrase two statements share that differ between them
// ("cpu" and "memory" for "CPU alert threshold" and "memory alert threshold"), if any.
func qualifiers(a, b string) (string, string, bool) {
	return wordQualifiers(phraseWords(a), phraseWords(b))
}

// wordQualifiers is qualifiers over two statements' phrase words (see phraseWords).
func wordQualifiers(ta, tb []string) (string, string, bool) {
	before := map[string]string{} // a shared pair, and the word before it in a
	for i := 1; i+1 < len(ta); i++ {
		if ta[i] != "" && ta[i+1] != "" {
			before[ta[i]+" "+ta[i+1]] = ta[i-1]
		}
	}
	for j := 1; j+1 < len(tb); j++ {
		if tb[j] == "" || tb[j+1] == "" {
			continue
		}
		if pa, ok := before[tb[j]+" "+tb[j+1]]; ok && pa != "" && tb[j-1] != "" && pa != tb[j-1] {
			return pa, tb[j-1], true
		}
	}
	return "", "", false
}

// reBoundPrefix is a prefix written with a hyphen that makes one word of the two: "non-prod" is
// not "prod".
var reBoundPrefix = regexp.MustCompile(`(?i)\b(non|pre|post|sub|anti|multi|semi|un)-(\pL)`)

// phraseWords are a statement's words in order, stop words and numbers left as "" so that
// only words standing side by side pair up. An opening quotation mark parts the word before it
// from the quoted words: "Custom field 'Set point'" names the field Set point, not a "field set
// point".
func phraseWords(text string) []string {
	var out []string
	text = reBoundPrefix.ReplaceAllString(reSpeakerOpening.ReplaceAllString(text, ""), "$1$2")
	for _, phrase := range rePhraseBreak.Split(text, -1) {
		for _, w := range index.Tokens(phrase) {
			if index.IsStopWord(w) || strings.ContainsAny(w, "0123456789") {
				w = ""
			}
			out = append(out, w)
		}
		out = append(out, "")
	}
	return out
}

// rePhraseBreak is a quotation mark opening a quotation: the quoted words are a name of their
// own, not words the one before them qualifies. A closing mark parts nothing: "“cold room”
// alarm threshold" is the cold room's alarm threshold.
var rePhraseBreak = regexp.MustCompile(`(?:^|\s)['‘"“„«]`)

// contentWords are a statement's words that name things: not stop words, not numbers, not
// the speaker of a chat line.
func contentWords(text string) map[string]bool {
	out := map[string]bool{}
	text = reSpeakerOpening.ReplaceAllString(text, "")
	for _, w := range index.Tokens(text) {
		if index.IsStopWord(w) || strings.ContainsAny(w, "0123456789") || len(w) < 3 {
			continue
		}
		out[index.Stem(w)] = true
	}
	return out
}

// shareOf is the share of the smaller set's words the other holds; 0 when they share fewer
// than two.
func shareOf(a, b map[string]bool) float64 {
	small, large := a, b
	if len(b) < len(a) {
		small, large = b, a
	}
	n := 0
	for w := range small {
		if large[w] {
			n++
		}
	}
	if n < 2 || len(small) == 0 {
		return 0
	}
	return float64(n) / float64(len(small))
}
