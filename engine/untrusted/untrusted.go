// Package untrusted recognises prompt-injection-shaped text in retrieved evidence. Evidence is
// data, never instructions: a chunk that tries to instruct an AI reader is marked, shown as
// such, never followed, and kept out of the action queue. The patterns are data (one table),
// not code scattered around; they look for the shapes injections take — orders to ignore
// earlier instructions, role or mode switches, fake system or tool markup, forged evidence
// boundaries, and orders to take control-plane actions — not for particular wording.
package untrusted

import (
	"regexp"
	"slices"
	"strings"
)

// Finding is one matched pattern.
type Finding struct {
	Kind    string // which shape matched
	Excerpt string // the matched text, trimmed
}

type pattern struct {
	kind string
	re   *regexp.Regexp
	// need are groups of whole words (ASCII, lower case) of which the pattern cannot match
	// without at least one per group, and char a byte it cannot match without: a cheap test
	// that skips the expression on most text. Each must be a necessary condition of re.
	need [][]string
	char byte
}

// patterns are compiled once; they are immutable data.
var patterns = []pattern{
	{"override", regexp.MustCompile(`(?i)\b(ignore|disregard|forget|override|bypass)\b[^.\n]{0,40}\b(previous|prior|above|earlier|all|any|your|system)\b[^.\n]{0,30}\b(instructions?|prompts?|rules|guidelines|directions)\b`),
		[][]string{{"ignore", "disregard", "forget", "override", "bypass"}, {"instruction", "instructions", "prompt", "prompts", "rules", "guidelines", "directions"}}, 0},
	{"new-instructions", regexp.MustCompile(`(?i)\b(new|updated|real|actual)\s+(system\s+)?instructions?\s*:`),
		[][]string{{"instruction", "instructions"}}, ':'},
	{"role-switch", regexp.MustCompile(`(?i)\byou\s+are\s+(now|no\s+longer)\b|\b(enter|switch\s+to|you\s+are\s+in)\s+(admin|developer|god|debug|jailbreak|dan)\s+mode\b|\bact\s+as\s+(an?\s+)?(system|administrator|admin|root)\b`),
		[][]string{{"you", "mode", "act"}}, 0},
	{"system-markup", regexp.MustCompile(`(?i)(^|\n)\s*(system|assistant|developer)\s*:\s|<\|?(system|im_start|im_end|assistant)\|?>|\[/?(system|inst)\]|BEGIN\s+SYSTEM\s+PROMPT`),
		[][]string{{"system", "assistant", "developer", "im_start", "im_end", "inst"}}, 0},
	{"forged-boundary", regexp.MustCompile(`(?i)</?\s*(evidence|context|document|source|search_results?|tool_result)\s*>`),
		[][]string{{"evidence", "context", "document", "source", "search_result", "search_results", "tool_result"}}, '<'},
	{"reveal", regexp.MustCompile(`(?i)\b(reveal|print|show|output|repeat|leak)\b[^.\n]{0,30}\b(system\s+prompt|hidden\s+instructions|secrets?|api\s+keys?|credentials|tokens?)\b`),
		[][]string{{"reveal", "print", "show", "output", "repeat", "leak"}, {"system", "hidden", "secret", "secrets", "api", "credentials", "token", "tokens"}}, 0},
	{"control-plane", regexp.MustCompile(`(?i)\b(approve|execute|run|merge|delete|close)\b[^.\n]{0,20}\b(every|all|each|any)\b[^.\n]{0,30}\b(proposals?|actions?|packets?|tickets?|issues?)\b|\bfor\s+every\s+(packet|proposal|ticket|issue)\b`),
		[][]string{{"every", "all", "each", "any"}, {"proposal", "proposals", "action", "actions", "packet", "packets", "ticket", "tickets", "issue", "issues"}}, 0},
	{"addressed-to-ai", regexp.MustCompile(`(?i)\b(note|message|attention|instructions?)\s+(to|for)\s+(any|the|all|every)?\s*(ai|llm|language\s+models?|assistants?|models?|bots?|agents?)\b|\bif\s+you\s+are\s+an?\s+(ai|llm|language\s+model|assistant|agent)\b|\b(ai|llm)\s+(assistant|agent|model)s?\s+reading\s+this\b`),
		[][]string{{"ai", "llm", "model", "models", "assistant", "assistants", "bot", "bots", "agent", "agents"}}, 0},
	{"exfiltrate", regexp.MustCompile(`(?i)\b(send|post|forward|upload|exfiltrate)\b[^.\n]{0,40}\b(to|at)\b[^.\n]{0,10}(https?://|[\w.+-]+@[\w-]+\.[\w.]+)`),
		[][]string{{"send", "post", "forward", "upload", "exfiltrate"}, {"to", "at"}}, 0},
}

// triggers numbers every word of every pattern's need groups (at most 128), for present.
var triggers = func() map[string]uint {
	m := map[string]uint{}
	for _, p := range patterns {
		for _, g := range p.need {
			for _, w := range g {
				if len(w) > maxTrigger {
					panic("untrusted: trigger word longer than maxTrigger: " + w)
				}
				if _, ok := m[w]; !ok {
					m[w] = uint(len(m))
				}
			}
		}
	}
	if len(m) > 128 {
		panic("untrusted: more than 128 trigger words")
	}
	return m
}()

// wordSet is a set of trigger words, by their numbers.
type wordSet [2]uint64

// maxTrigger is the longest trigger word.
const maxTrigger = 16

// present returns the set of trigger words among the text's ASCII words (runs of
// [0-9A-Za-z_], as \b sees them, compared in lower case), and false when the text has a byte
// outside ASCII: case folding in (?i) reaches beyond ASCII (the Kelvin sign folds to k), so
// such text always runs the expressions.
func present(text string) (wordSet, bool) {
	var set wordSet
	var buf [maxTrigger]byte
	n, long := 0, false
	for i := 0; i <= len(text); i++ {
		var c byte
		if i < len(text) {
			c = text[i]
			if c >= 0x80 {
				return wordSet{}, false
			}
		}
		switch {
		case c >= 'A' && c <= 'Z':
			c += 'a' - 'A'
			fallthrough
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_':
			if n < maxTrigger {
				buf[n] = c
				n++
			} else {
				long = true
			}
		default:
			if n > 0 && !long {
				if bit, ok := triggers[string(buf[:n])]; ok {
					set[bit/64] |= 1 << (bit % 64)
				}
			}
			n, long = 0, false
		}
	}
	return set, true
}

// possible reports whether p can match text holding the trigger words in set (ascii false:
// always).
func (p pattern) possible(text string, set wordSet, ascii bool) bool {
	if !ascii {
		return true
	}
	if p.char != 0 && strings.IndexByte(text, p.char) < 0 {
		return false
	}
	for _, group := range p.need {
		if !slices.ContainsFunc(group, func(w string) bool { b := triggers[w]; return set[b/64]&(1<<(b%64)) != 0 }) {
			return false
		}
	}
	return true
}

// Scan returns every injection-shaped passage of text (nil when none).
func Scan(text string) []Finding {
	var out []Finding
	set, ascii := present(text)
	for _, p := range patterns {
		if !p.possible(text, set, ascii) {
			continue
		}
		if m := p.re.FindString(text); m != "" {
			out = append(out, Finding{Kind: p.kind, Excerpt: strings.TrimSpace(m)})
		}
	}
	return out
}

// Suspicious reports whether text has any injection shape.
func Suspicious(text string) bool {
	set, ascii := present(text)
	for _, p := range patterns {
		if p.possible(text, set, ascii) && p.re.MatchString(text) {
			return true
		}
	}
	return false
}
