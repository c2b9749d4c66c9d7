package synthesis

import (
	"slices"
	"strings"
	"unicode"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/index"
)

// Two statements about things of one kind.
//
// A question that names its subject ("the Long Island office lease", "Next Day delivery", "St
// John's Wood") is not answered by a statement about another thing of the same kind ("the
// Boston office lease", "Standard delivery", "the Wood Green office"): the two share every
// other word of the question, so by coverage both are squarely on it. When some statements
// hold every name the question gives, a statement that leaves one out, and does not say it
// changes a value, is related evidence: neither the latest word on the question nor a rival.

// questionNames are the names a question writes: runs of words capitalised after its first
// word, as lower-case tokens. Acronyms and identifiers ("SLA", "ENG-7", "Q3"), the pronoun I,
// month and day names are no names of a subject; nor is anything in a question that
// capitalises most of its words (a title-cased question).
func questionNames(q string) [][]string {
	ws := strings.Fields(q)
	var out [][]string
	var run []string
	capped := 0
	flush := func() {
		if len(run) > 0 {
			out = append(out, index.Tokens(strings.Join(run, " ")))
			run = nil
		}
	}
	for i, w := range ws {
		core := strings.Trim(w, nameTrim)
		if i == 0 || !isName(core) {
			flush()
			continue
		}
		capped++
		// A possessive ends a name ("Scarth's deployable output") unless the name goes on
		// ("St John's Wood").
		owner := rePossessive.MatchString(core) && (i+1 == len(ws) || !isName(strings.Trim(ws[i+1], nameTrim)))
		if owner {
			core = rePossessive.ReplaceAllString(core, "$1")
		}
		run = append(run, core)
		if owner || strings.ContainsAny(w[len(w)-1:], `,.?!:;)"”`) {
			flush()
		}
	}
	flush()
	if 2*capped > len(ws)-1 {
		return nil
	}
	return out
}

// isName reports whether a word is written as a name's word: capitalised, not all capitals,
// no digits, not I, not a month or a weekday.
func isName(w string) bool {
	rs := []rune(w)
	if len(rs) < 2 || !unicode.IsUpper(rs[0]) || strings.ContainsFunc(w, unicode.IsDigit) || strings.ToUpper(w) == w {
		return false
	}
	return !facts.IsCalendarWord(w)
}

// nameTrim is what stands around a word as written that is no part of it.
const nameTrim = `"'“”‘’(),.?!:;[]*`

// holdsNames reports whether text holds every name, each as its words side by side and opening
// with a capital as a name does ("reading from the plan" does not name Reading).
func holdsNames(text string, names [][]string) bool {
	raw := strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	toks := make([]string, len(raw))
	for i, f := range raw {
		if t := index.Tokens(f); len(t) > 0 {
			toks[i] = t[0]
		}
	}
	for _, n := range names {
		if len(n) == 0 {
			continue
		}
		found := false
		for i := 0; i+len(n) <= len(toks) && !found; i++ {
			found = slices.Equal(toks[i:i+len(n)], n) && unicode.IsUpper([]rune(raw[i])[0])
		}
		if !found {
			return false
		}
	}
	return true
}

// namesAnother reports whether a statement names another thing where the question names its
// own: a name's word (see isName) that is none of the question's, just before the word that
// follows a name in the question ("the Boston office lease" for "the Long Island office
// lease"; "Tessaline invoices" for "Brightfield invoices").
func namesAnother(text, question string, names [][]string) bool {
	asked := map[string]bool{}
	for _, n := range names {
		for _, w := range n {
			asked[w] = true
		}
	}
	// The words that follow a name in the question.
	heads := map[string]bool{}
	qs := strings.Fields(question)
	for i := 0; i+1 < len(qs); i++ {
		w := strings.Trim(qs[i], nameTrim)
		if i == 0 || !isName(w) || strings.ContainsAny(qs[i][len(qs[i])-1:], `,.?!:;)`) {
			continue
		}
		if next := strings.Trim(qs[i+1], nameTrim); !isName(next) {
			if t := index.Tokens(next); len(t) > 0 && !index.IsStopWord(t[0]) {
				heads[t[0]] = true
			}
		}
	}
	ws := strings.Fields(reSpeakerOpening.ReplaceAllString(text, ""))
	for i := 0; i+1 < len(ws); i++ {
		core := strings.Trim(ws[i], nameTrim)
		if !isName(core) {
			continue
		}
		// A capitalised function word opening a sentence ("Its backups", "The office") names
		// nothing.
		t, next := index.Tokens(core), index.Tokens(strings.Trim(ws[i+1], nameTrim))
		if len(t) > 0 && !asked[t[0]] && !index.IsStopWord(t[0]) && len(next) > 0 && heads[next[0]] {
			return true
		}
	}
	return false
}

// ofTheNamed keeps, when some statements hold (in their sentence, line or title) every name the
// question gives, only those and the statements that say they change a value and name nothing
// else: a change need not repeat its subject's name ("pool per pod: was 40, now 25"), but one
// that names another thing is about that thing ("the Boston office lease is now nine years").
func ofTheNamed[S statement](question string, vs []S) []S {
	names := questionNames(question)
	if len(names) == 0 {
		return vs
	}
	named := make([]bool, len(vs))
	for i, v := range vs {
		sd := v.stmt()
		named[i] = holdsNames(sd.s.text+"\n"+sd.context(), names)
	}
	if !slices.Contains(named, true) {
		// No statement's sentence names it: those whose document does ("How many properties
		// lost supply in the Carr Lane burst?" is not answered by a priority table's "more than
		// 50 properties" on a page that never names Carr Lane).
		// A document's later chunk need not repeat the names its first one gave (a mail
		// conversation's fourth message): a document holds them when any of its chunks does.
		docNames := map[string]bool{} // a chunk's many statements read its text once
		for _, v := range vs {
			c := v.stmt().c
			if !docNames[c.ev.DocumentID] {
				docNames[c.ev.DocumentID] = holdsNames(c.ev.Title+"\n"+c.teamText(), names)
			}
		}
		return slices.DeleteFunc(slices.Clone(vs), func(v S) bool { return !docNames[v.stmt().c.ev.DocumentID] })
	}
	// A stranger's statement that names the thing takes no team statement off the question: when
	// the team's own statements name it nowhere (and name no other), theirs stand beside the
	// stranger's.
	teamNamed, team := false, false
	for i, v := range vs {
		own := !v.stmt().outside()
		team, teamNamed = team || own, teamNamed || own && named[i]
	}
	var out []S
	for i, v := range vs {
		if named[i] || v.changes() && !namesAnother(v.stmt().s.text, question, names) ||
			team && !teamNamed && !v.stmt().outside() && !namesAnother(v.stmt().s.text, question, names) {
			out = append(out, v)
		}
	}
	return out
}

// ofTheQualified drops a statement that qualifies a phrase of the question in its own way
// where another statement, holding as much of the question, qualifies it as the question does
// ("the memory alert threshold" beside "the CPU alert threshold" for "what is the CPU
// threshold for the alert?"; "at half station load" beside "at full station load"): it is
// about another thing of the same kind, not a later word on this one, even when it says it
// changes ("the memory alert threshold was raised to 95%").
func ofTheQualified[S statement](question string, vs []S) []S {
	asked := map[string]bool{}
	for _, w := range index.Tokens(question) {
		asked[w] = true
	}
	words := make([][]string, len(vs))
	for i, v := range vs {
		words[i] = phraseWords(v.stmt().s.text)
	}
	outside := make([]bool, len(vs)) // (read once: a stranger's check reads the message's text)
	for i, v := range vs {
		outside[i] = v.stmt().outside()
	}
	var out []S
	for i, v := range vs {
		other := false
		for j, w := range vs {
			if w.ownCoverage() < v.ownCoverage() || outside[j] && !outside[i] {
				continue // (a stranger's qualified statement takes no team statement off the question)
			}
			if qw, qv, ok := wordQualifiers(words[j], words[i]); ok && asked[qw] && !asked[qv] && !abbreviates(qw, qv) {
				other = true
				break
			}
		}
		if !other {
			out = append(out, v)
		}
	}
	return out
}

// statement is what the rules on things of one kind read of a value or slot statement.
type statement interface {
	stmt() said
	ownCoverage() float64 // its coverage of the question, alone
	changes() bool        // it says it changes a value
}

func (v valueStatement) stmt() said           { return v.said }
func (v valueStatement) ownCoverage() float64 { return v.own }
func (v valueStatement) changes() bool        { return v.revises }
func (st slotStatement) stmt() said           { return st.said }
func (st slotStatement) ownCoverage() float64 { return st.own }
func (st slotStatement) changes() bool        { return st.revises }

// abbreviates reports whether one word is a short form of the other: at most four letters, the
// same first letter, and its letters in the long word's order ("db" for "database", "prod" for
// "production", "mem" for "memory"). Two such qualifiers name one thing.
func abbreviates(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(a) < 2 || len(a) > 4 || len(b) <= len(a) || a[0] != b[0] {
		return false
	}
	j := 0
	for i := 0; i < len(b) && j < len(a); i++ {
		if b[i] == a[j] {
			j++
		}
	}
	return j == len(a)
}
