package index

// Stem returns the Porter stem of a lower-case word, following the original algorithm as the
// SQLite FTS5 "porter" tokenizer implements it (words shorter than 3 or longer than 64 bytes
// pass through), so that a stem computed here finds the term in the FTS5 vocabulary.
func Stem(word string) string {
	if len(word) < 3 || len(word) > 64 {
		return word
	}
	for i := 0; i < len(word); i++ {
		if word[i] >= 0x80 {
			return word
		}
	}
	w := []byte(word)
	w = step1a(w)
	w = step1b(w)
	if len(w) > 0 && w[len(w)-1] == 'y' && hasVowel(w[:len(w)-1]) {
		w[len(w)-1] = 'i'
	}
	w = replaceFirst(w, step2, 0)
	w = replaceFirst(w, step3, 0)
	w = step4(w)
	if n := len(w); n > 0 && w[n-1] == 'e' {
		stem := w[:n-1]
		if m := measure(stem); m > 1 || (m == 1 && !cvc(stem)) {
			w = stem
		}
	}
	if n := len(w); n > 1 && w[n-1] == 'l' && w[n-2] == 'l' && measure(w[:n-1]) > 1 {
		w = w[:n-1]
	}
	return string(w)
}

func isVowel(c byte, prevCons bool) bool {
	switch c {
	case 'a', 'e', 'i', 'o', 'u':
		return true
	case 'y':
		return prevCons
	}
	return false
}

// consonants reports, per byte of w, whether it is a consonant ('y' after a consonant is a vowel).
func isCons(w []byte, i int) bool {
	prev := true // a 'y' at the start is a consonant
	if i > 0 {
		prev = isCons(w, i-1)
	} else {
		prev = false
	}
	return !isVowel(w[i], prev)
}

// measure is m in [C](VC)^m[V].
func measure(w []byte) int {
	n, i := 0, 0
	cons := make([]bool, len(w))
	prev := false
	for j := range w {
		cons[j] = !isVowel(w[j], prev)
		prev = cons[j]
	}
	for i < len(w) && cons[i] {
		i++
	}
	for i < len(w) {
		for i < len(w) && !cons[i] {
			i++
		}
		if i >= len(w) {
			break
		}
		for i < len(w) && cons[i] {
			i++
		}
		n++
	}
	return n
}

func hasVowel(w []byte) bool {
	prev := false
	for _, c := range w {
		if isVowel(c, prev) {
			return true
		}
		prev = true
	}
	return false
}

// cvc: w ends consonant-vowel-consonant and the last consonant is not w, x or y.
func cvc(w []byte) bool {
	n := len(w)
	if n < 3 {
		return false
	}
	if !isCons(w, n-1) || isCons(w, n-2) || !isCons(w, n-3) {
		return false
	}
	c := w[n-1]
	return c != 'w' && c != 'x' && c != 'y'
}

func hasSuffix(w []byte, s string) bool {
	return len(w) > len(s) && string(w[len(w)-len(s):]) == s
}

func step1a(w []byte) []byte {
	n := len(w)
	if w[n-1] != 's' || n < 2 {
		return w
	}
	switch {
	case w[n-2] == 'e':
		if (n > 4 && w[n-4] == 's' && w[n-3] == 's') || (n > 3 && w[n-3] == 'i') {
			return w[:n-2]
		}
		return w[:n-1]
	case w[n-2] != 's':
		return w[:n-1]
	}
	return w
}

func step1b(w []byte) []byte {
	switch {
	case hasSuffix(w, "eed"):
		if measure(w[:len(w)-3]) > 0 {
			return w[:len(w)-1]
		}
		return w
	case hasSuffix(w, "ed"):
		if hasVowel(w[:len(w)-2]) {
			return step1b2(w[:len(w)-2])
		}
	case hasSuffix(w, "ing"):
		if hasVowel(w[:len(w)-3]) {
			return step1b2(w[:len(w)-3])
		}
	}
	return w
}

func step1b2(w []byte) []byte {
	n := len(w)
	switch {
	case hasSuffix(w, "at"), hasSuffix(w, "bl"), hasSuffix(w, "iz"):
		return append(w, 'e')
	case n >= 2 && w[n-1] == w[n-2] && isCons(w, n-1) && w[n-1] != 'l' && w[n-1] != 's' && w[n-1] != 'z':
		return w[:n-1]
	case measure(w) == 1 && cvc(w):
		return append(w, 'e')
	}
	return w
}

type rule struct{ suffix, repl string }

var step2 = []rule{
	{"ational", "ate"}, {"tional", "tion"}, {"enci", "ence"}, {"anci", "ance"}, {"izer", "ize"},
	{"logi", "log"}, {"bli", "ble"}, {"alli", "al"}, {"entli", "ent"}, {"eli", "e"}, {"ousli", "ous"},
	{"ization", "ize"}, {"ation", "ate"}, {"ator", "ate"}, {"alism", "al"}, {"iveness", "ive"},
	{"fulness", "ful"}, {"ousness", "ous"}, {"aliti", "al"}, {"iviti", "ive"}, {"biliti", "ble"},
}

var step3 = []rule{
	{"icate", "ic"}, {"ative", ""}, {"alize", "al"}, {"iciti", "ic"}, {"ical", "ic"}, {"ful", ""}, {"ness", ""},
}

// replaceFirst applies the first rule whose suffix w has, when the stem's measure exceeds min.
// Rules sharing a penultimate letter are ordered longest first, as the reference does.
func replaceFirst(w []byte, rules []rule, min int) []byte {
	for _, r := range rules {
		if hasSuffix(w, r.suffix) {
			stem := w[:len(w)-len(r.suffix)]
			if measure(stem) > min {
				return append(stem[:len(stem):len(stem)], r.repl...)
			}
			return w
		}
	}
	return w
}

var step4Suffixes = []string{"al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment",
	"ent", "ion", "ou", "ism", "ate", "iti", "ous", "ive", "ize"}

func step4(w []byte) []byte {
	for _, s := range step4Suffixes {
		if !hasSuffix(w, s) {
			continue
		}
		stem := w[:len(w)-len(s)]
		if s == "ion" {
			if c := stem[len(stem)-1]; c != 's' && c != 't' {
				continue
			}
		}
		if measure(stem) > 1 {
			return stem
		}
		return w
	}
	return w
}
