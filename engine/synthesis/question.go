package synthesis

import (
	"regexp"
	"strings"
)

// reContraction is a contracted auxiliary: "what's", "we're", "they've", "it'll", "isn't".
var reContraction = regexp.MustCompile(`(?i)\b(\w+)['’](s|re|ve|ll|d)\b|\b(\w+)n['’]t\b`)

// reBareContraction is a contraction typed without its apostrophe, as chat writes it ("whats
// the limit", "isnt it 40", "dont we keep 6 years"): only spellings that are no other English
// word ("its" is a possessive, "wont" and "were" are words).
var reBareContraction = regexp.MustCompile(`(?i)\b(?:(what|where|who|how|when|that|there)(s|re)|(is|are|was|were|do|does|did|has|have|had|should|could|would|ca)(nt))\b`)

// plainQuestion writes a question's contractions out ("what's" as "what is", "we're" as "we
// are", "isn't" as "is not"), so that the shapes questions are read by need not spell each
// one twice. A possessive "'s" ("the team's budget") reads as "is" too, which no shape a
// question is read by is built on.
func plainQuestion(q string) string {
	q = reBareContraction.ReplaceAllStringFunc(q, func(m string) string {
		sub := reBareContraction.FindStringSubmatch(m)
		if sub[1] != "" {
			return sub[1] + "'" + sub[2]
		}
		return sub[3] + "n't"
	})
	return reContraction.ReplaceAllStringFunc(q, func(m string) string {
		sub := reContraction.FindStringSubmatch(m)
		if w := sub[3]; w != "" {
			switch strings.ToLower(w) {
			case "ca":
				w += "n" // can't
			case "wo":
				w = w[:1] + "ill" // won't
			}
			return w + " not"
		}
		word := sub[1]
		switch strings.ToLower(sub[2]) {
		case "s":
			if !isQuestionWord(word) {
				return m // a possessive or "it's": left as written
			}
			return word + " is"
		case "re":
			return word + " are"
		case "ve":
			return word + " have"
		case "ll":
			return word + " will"
		}
		return word + " would"
	})
}

func isQuestionWord(w string) bool {
	switch strings.ToLower(w) {
	case "what", "where", "who", "how", "when", "which", "why", "that", "it", "there", "here":
		return true
	}
	return false
}
