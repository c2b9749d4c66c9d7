package synthesis

import (
	"slices"
	"strings"
	"time"
	"unicode"

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
		core := strings.Trim(w, `"'“”‘’(),.?!:;`)
		if i == 0 || !isName(core) {
			flush()
			continue
		}
		capped++
		run = append(run, core)
		if strings.ContainsAny(w[len(w)-1:], `,.?!:;)"”`) {
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
	for _, layout := range []string{"January", "Jan", "Monday", "Mon"} {
		if _, err := time.Parse(layout, w); err == nil {
			return false
		}
	}
	return true
}

// holdsNames reports whether text holds every name, each as its words side by side.
func holdsNames(text string, names [][]string) bool {
	toks := index.Tokens(text)
	for _, n := range names {
		if len(n) == 0 {
			continue
		}
		found := false
		for i := 0; i+len(n) <= len(toks) && !found; i++ {
			found = slices.Equal(toks[i:i+len(n)], n)
		}
		if !found {
			return false
		}
	}
	return true
}

// ofTheNamed keeps, when some statements hold (in their sentence, line or title) every name the
// question gives, only those and the statements that say they change a value: a change need not
// repeat its subject's name ("pool per pod: was 40, now 25").
func ofTheNamed(question string, vs []valueStatement) []valueStatement {
	names := questionNames(question)
	if len(names) == 0 {
		return vs
	}
	named := func(v valueStatement) bool { return holdsNames(v.s.text+"\n"+v.said.context(), names) }
	if !slices.ContainsFunc(vs, named) {
		return vs
	}
	return slices.DeleteFunc(slices.Clone(vs), func(v valueStatement) bool { return !named(v) && !v.revises })
}

// ofTheQualified drops a statement that qualifies a phrase of the question in its own way
// where another statement, holding more of the question, qualifies it as the question does
// ("the memory alert threshold" beside "the CPU alert threshold" for "what is the CPU
// threshold for the alert?"; "at half station load" beside "at full station load"): it is
// about another thing of the same kind, not a later word on this one. A statement that says it
// changes a value stays.
func ofTheQualified(question string, vs []valueStatement) []valueStatement {
	asked := map[string]bool{}
	for _, w := range index.Tokens(question) {
		asked[w] = true
	}
	return slices.DeleteFunc(slices.Clone(vs), func(v valueStatement) bool {
		if v.revises {
			return false
		}
		return slices.ContainsFunc(vs, func(w valueStatement) bool {
			if w.own <= v.own {
				return false
			}
			qw, qv, ok := qualifiers(w.s.text, v.s.text)
			return ok && asked[qw] && !asked[qv]
		})
	})
}
