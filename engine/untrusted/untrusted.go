// Package untrusted recognises prompt-injection-shaped text in retrieved evidence. Evidence is
// data, never instructions: a chunk that tries to instruct an AI reader is marked, shown as
// such, never followed, and kept out of the action queue. The patterns are data (one table),
// not code scattered around; they look for the shapes injections take — orders to ignore
// earlier instructions, role or mode switches, fake system or tool markup, forged evidence
// boundaries, and orders to take control-plane actions — not for particular wording.
package untrusted

import (
	"regexp"
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
}

// patterns are compiled once; they are immutable data.
var patterns = []pattern{
	{"override", regexp.MustCompile(`(?i)\b(ignore|disregard|forget|override|bypass)\b[^.\n]{0,40}\b(previous|prior|above|earlier|all|any|your|system)\b[^.\n]{0,30}\b(instructions?|prompts?|rules|guidelines|directions)\b`)},
	{"new-instructions", regexp.MustCompile(`(?i)\b(new|updated|real|actual)\s+(system\s+)?instructions?\s*:`)},
	{"role-switch", regexp.MustCompile(`(?i)\byou\s+are\s+(now|no\s+longer)\b|\b(enter|switch\s+to|you\s+are\s+in)\s+(admin|developer|god|debug|jailbreak|dan)\s+mode\b|\bact\s+as\s+(an?\s+)?(system|administrator|admin|root)\b`)},
	{"system-markup", regexp.MustCompile(`(?i)(^|\n)\s*(system|assistant|developer)\s*:\s|<\|?(system|im_start|im_end|assistant)\|?>|\[/?(system|inst)\]|BEGIN\s+SYSTEM\s+PROMPT`)},
	{"forged-boundary", regexp.MustCompile(`(?i)</?\s*(evidence|context|document|source|search_results?|tool_result)\s*>`)},
	{"reveal", regexp.MustCompile(`(?i)\b(reveal|print|show|output|repeat|leak)\b[^.\n]{0,30}\b(system\s+prompt|hidden\s+instructions|secrets?|api\s+keys?|credentials|tokens?)\b`)},
	{"control-plane", regexp.MustCompile(`(?i)\b(approve|execute|run|merge|delete|close)\b[^.\n]{0,20}\b(every|all|each|any)\b[^.\n]{0,30}\b(proposals?|actions?|packets?|tickets?|issues?)\b|\bfor\s+every\s+(packet|proposal|ticket|issue)\b`)},
	{"addressed-to-ai", regexp.MustCompile(`(?i)\b(note|message|attention|instructions?)\s+(to|for)\s+(any|the|all|every)?\s*(ai|llm|language\s+models?|assistants?|models?|bots?|agents?)\b|\bif\s+you\s+are\s+an?\s+(ai|llm|language\s+model|assistant|agent)\b|\b(ai|llm)\s+(assistant|agent|model)s?\s+reading\s+this\b`)},
	{"exfiltrate", regexp.MustCompile(`(?i)\b(send|post|forward|upload|exfiltrate)\b[^.\n]{0,40}\b(to|at)\b[^.\n]{0,10}(https?://|[\w.+-]+@[\w-]+\.[\w.]+)`)},
}

// Scan returns every injection-shaped passage of text (nil when none).
func Scan(text string) []Finding {
	var out []Finding
	for _, p := range patterns {
		if m := p.re.FindString(text); m != "" {
			out = append(out, Finding{Kind: p.kind, Excerpt: strings.TrimSpace(m)})
		}
	}
	return out
}

// Suspicious reports whether text has any injection shape.
func Suspicious(text string) bool {
	for _, p := range patterns {
		if p.re.MatchString(text) {
			return true
		}
	}
	return false
}
