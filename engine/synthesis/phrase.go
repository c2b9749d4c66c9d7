package synthesis

import (
	"strings"
	"unicode"

	"github.com/queueproof/queueproof/engine/index"
)

// A question often names its subject in words its evidence does not use ("how fat is the pipe
// to Two Rivers", "downtime PCs" for "BCA workstations"), so the best retrieved chunk can hold
// fewer of the question's words than OnTopic asks. Such a chunk is still on the topic when
// retrieval ranks it among the best and it holds two of the question's words side by side, as
// the question writes them ("Two Rivers", "Windows 10", "call light"): a shared phrase is
// stronger evidence of one subject than scattered shared words. Measured on bench/reviseeval
// (gold documents cited: dev3 0.57 to 0.69, dev4 0.72 to 0.75; answers abstaining dev3 9 to
// 5 of 46) and on the off-topic questions of bench/askeval, which all still abstain.
const (
	// phraseRanks is how many of the best retrieved chunks a shared phrase can put on the topic.
	phraseRanks = 3
	// phraseCoverage is the share of the question's words such a chunk must still hold.
	phraseCoverage = 0.2
)

// phraseOnTopic reports whether the chunk at retrieval rank is on the question's topic by a
// phrase they share.
func phraseOnTopic(rank int, c *chunk, question string, terms []term) bool {
	return rank < phraseRanks && c.coverage >= phraseCoverage && holdsPhrase(question, c.ev.Title+"\n"+c.ev.Text, terms)
}

// holdsPhrase reports whether text holds two adjacent words of the question, in its order,
// both words of its subject (not stop words, not cues) and not both words of time ("last
// week", "this morning" say when, not what).
func holdsPhrase(question, text string, terms []term) bool {
	subject := map[string]bool{}
	for _, t := range terms {
		subject[t.word] = true
	}
	words := index.Tokens(question)
	toks := index.Tokens(text)
	pairs := make(map[string]bool, len(toks))
	for i := 0; i+1 < len(toks); i++ {
		pairs[toks[i]+" "+toks[i+1]] = true
	}
	for i := 0; i+1 < len(words); i++ {
		a, b := words[i], words[i+1]
		if !subject[a] || !subject[b] || timeWords[a] && timeWords[b] {
			continue
		}
		if (timeWords[a] || timeWords[b]) && (relativeTime[a] || relativeTime[b]) {
			continue
		}
		if pairs[a+" "+b] {
			return true
		}
	}
	return false
}

// timeWords name a stretch of time; relativeTime place one against now. A pair holding both
// kinds ("last week", "next quarter", "this morning") says when, not what.
var (
	timeWords = map[string]bool{"day": true, "days": true, "week": true, "weeks": true, "weekend": true, "month": true, "months": true,
		"quarter": true, "year": true, "years": true, "morning": true, "afternoon": true, "evening": true, "night": true, "today": true,
		"yesterday": true, "tomorrow": true, "time": true}
	relativeTime = map[string]bool{"last": true, "next": true, "this": true, "these": true, "past": true, "previous": true, "coming": true,
		"same": true, "every": true, "early": true, "late": true, "mid": true}
)

// whenWords are the words of q's pairs that say when, not what ("last week", "these days",
// "next quarter"): a stretch of time placed against now. They are no part of its topic, unless
// the question also uses the word on its own.
func whenWords(q string) map[string]bool {
	words := index.Tokens(q)
	named := capitalisedPairs(q)
	when, alone := map[string]bool{}, map[string]bool{}
	for i, w := range words {
		paired := i+1 < len(words) && relativeTime[w] && timeWords[words[i+1]] && !named[w+" "+words[i+1]] ||
			i > 0 && timeWords[w] && relativeTime[words[i-1]] && !named[words[i-1]+" "+w]
		if paired {
			when[w] = true
		} else {
			alone[w] = true
		}
	}
	for w := range alone {
		delete(when, w)
	}
	return when
}

// capitalisedPairs are the pairs of adjacent words a question writes capitalised after its
// first word, lower-cased: a name ("the These Days podcast", "Next Day delivery"), which says
// what, not when.
func capitalisedPairs(q string) map[string]bool {
	out := map[string]bool{}
	ws := strings.Fields(q)
	for i := 1; i+1 < len(ws); i++ {
		a, b := strings.Trim(ws[i], `"'“”‘’(),.?!`), strings.Trim(ws[i+1], `"'“”‘’(),.?!`)
		if a != "" && b != "" && unicode.IsUpper([]rune(a)[0]) && unicode.IsUpper([]rune(b)[0]) {
			out[strings.ToLower(a)+" "+strings.ToLower(b)] = true
		}
	}
	return out
}
