package facts

import (
	"regexp"
	"strings"
	"unicode"
)

// Who promises, when the promise is not the speaker's own "I'll": a person named by title
// and surname ("Dr Kowalczyk-Ames will call her tomorrow"), a third-person pronoun that refers
// back to the one person the text named last ("I handed it to Doyun, she will finish it"),
// and a second verb phrase coordinated after taking the work ("I will take X and have it with
// Finance by 6 November": taking is ownership, having it there is the promise).
var (
	// reTitled is a name led by a title: a person even where no author list knows them.
	reTitled = regexp.MustCompile(`^(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sr|Sra|Herr|Frau)\.?\s+\p{Lu}`)
	// rePronounWill is a third-person singular subject with a modal of promise.
	rePronounWill = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(he|she)\s+(?:will|'ll|’ll|is going to)\s+(?:also\s+|then\s+)?(\p{L}+)`)
	// reNameWord is a capitalised word that may name a person.
	reNameWord = regexp.MustCompile(`\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)*`)
	// reAndVerb is the next verb phrase coordinated in a promise: "and have it with Finance".
	reAndVerb = regexp.MustCompile(`(?i)\s+and\s+(?:then\s+)?(\p{L}+)`)
)

// ownVerbs take the work on (an owner fact): a promise may follow them in a second verb phrase.
var ownVerbs = map[string]bool{"take": true, "own": true, "grab": true, "handle": true, "lead": true, "drive": true}

// namedPromiser is the person a clause names as promising and where the promised verb phrase
// starts: a known or titled name with a modal, or "he"/"she" for the one person named last
// before it in the document.
func (x *extraction) namedPromiser(c clause) (string, int) {
	if m := reNameWill.FindStringSubmatchIndex(c.text); m != nil && !isPronoun(c.text[m[2]:m[3]]) && committable(c.text[m[4]:], true) {
		n := c.text[m[2]:m[3]]
		if x.people.Known(n) {
			return x.person(n), m[4]
		}
		if reTitled.MatchString(n) {
			return n, m[4]
		}
	}
	m := rePronounWill.FindStringSubmatchIndex(c.text)
	if m == nil || negated(c.text[:m[2]]) || reSubordinate.MatchString(c.text[:m[2]]) || !committable(c.text[m[4]:], true) {
		return "", -1
	}
	if who := x.lastNamed(c.span.Start+m[2], c.me); who != "" {
		return who, m[4]
	}
	return "", -1
}

// lastNamed is the one person named last in the paragraph before at (not the speaker), or "".
func (x *extraction) lastNamed(at int, me string) string {
	text := x.doc.Text[:at]
	if i := strings.LastIndex(text, "\n\n"); i >= 0 {
		text = text[i:]
	}
	words := reNameWord.FindAllString(text, -1)
	for i := len(words) - 1; i >= 0; i-- {
		w := words[i]
		if isPronoun(w) || !x.people.Known(w) {
			continue
		}
		if who := x.person(w); !strings.EqualFold(who, me) {
			return who
		}
	}
	return ""
}

// coordinatedPromise is where a promise starts after a verb of taking the work on ("take X
// and have it ... by ..."), or -1.
func coordinatedPromise(rest string) int {
	verb := strings.Fields(strings.ToLower(rest))
	if len(verb) == 0 || !ownVerbs[strings.Trim(verb[0], ".,!")] {
		return -1
	}
	m := reAndVerb.FindStringSubmatchIndex(rest)
	if m == nil || !unicode.IsLower([]rune(rest[m[2]:m[3]])[0]) || isPronoun(rest[m[2]:m[3]]) || !committable(rest[m[2]:], true) {
		return -1
	}
	return m[2]
}
