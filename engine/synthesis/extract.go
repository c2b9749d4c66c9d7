package synthesis

import (
	"regexp"
	"strings"

	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/planner"
)

// sentence is one sentence of a chunk, with what the extractors found in it.
type sentence struct {
	text string
	pos  int
	// start and end are the sentence's byte offsets in its chunk's text.
	start, end int
	// claimable is false for mail headers and questions: they state nothing.
	claimable bool
	// repeats marks a sentence another document said first, word for word (see markRepeats).
	repeats bool
	speaker string
	ids     []string // exact identifiers named in the sentence (tickets, incidents, PRs)
	values  map[planner.Facet]string
	// header is the header row of the pipe table the sentence is a row of, and headerAt where
	// that row starts (see tableRows).
	header   string
	headerAt int
}

const name = `\p{Lu}[\p{Ll}']+(?: \p{Lu}[\p{Ll}']+){1,2}`

var (
	speakerRe    = regexp.MustCompile(`^(` + name + `):\s+`)
	sentenceRe   = regexp.MustCompile(`[.!?]["')\]]?\s+`)
	filerRe      = regexp.MustCompile(`\b(?:[Rr]eported|[Ff]iled|[Oo]pened|[Rr]aised|[Ss]ubmitted|[Cc]reated) by (` + name + `)`)
	projectRe    = regexp.MustCompile(`\b[Pp]roject:\s*([^\n.;]+)`)
	idKinds      = map[string]bool{"ticket": true, "incident": true, "pr": true}
	headingStrip = regexp.MustCompile(`^#+\s*`)
	// listMarker opens a numbered or lettered item ("2. ", "b) "): no sentence of its own, and
	// no part of the item's first sentence.
	listMarker = regexp.MustCompile(`^(?:\d{1,3}|[a-z])[.)]\s+`)
	// headerLine is a mail header: metadata, never a claim.
	headerLine = regexp.MustCompile(`^(?i:from|to|cc|bcc|subject|date|sent):\s`)
)

// subjectIDs returns the exact identifiers (tickets, incidents, PRs) text names.
func subjectIDs(text string) []string {
	var out []string
	for _, id := range index.ExtractIdentifiers(text) {
		if idKinds[id.Kind] {
			out = append(out, id.Value)
		}
	}
	return out
}

// abbreviations end in a full stop that ends no sentence (lower case; a title before a name or
// a Latin short form). The facts layer's sentence model knows many more; Ask's reader keeps
// its own splitter (the model's longer sentences cost Cranfield precision, see BENCHMARKS), and
// this is its one list.
var abbreviations = map[string]bool{"st": true, "dr": true, "mr": true, "mrs": true, "ms": true, "prof": true,
	"e.g": true, "i.e": true, "vs": true, "approx": true, "fig": true, "figs": true, "eq": true, "ref": true, "cf": true}

// abbreviationEnd reports whether text (up to and with a full stop) ends in an abbreviation.
func abbreviationEnd(text string) bool {
	if !strings.HasSuffix(text, ".") {
		return false
	}
	w := text[:len(text)-1]
	if i := strings.LastIndexAny(w, " \t(\"'"); i >= 0 {
		w = w[i+1:]
	}
	return abbreviations[strings.ToLower(w)]
}

// split cuts a chunk into sentences: lines first, then sentence ends. A chat line's speaker
// ("Name: ...") carries to every sentence of the line. Each sentence keeps its offsets, so the
// facts read from the chunk (which cite spans of it) land on their sentences.
func split(text string) []sentence {
	var out []sentence
	for off := 0; off <= len(text); {
		end := strings.IndexByte(text[off:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += off
		}
		raw := text[off:end]
		lineStart := off
		off = end + 1
		trimmed := strings.TrimLeft(raw, " \t")
		lead := len(raw) - len(trimmed)
		for _, marker := range []*regexp.Regexp{headingStrip, listMarker} {
			if h := marker.FindString(trimmed); h != "" {
				lead += len(h)
				trimmed = trimmed[len(h):]
			}
		}
		line := strings.TrimRight(trimmed, " \t\r")
		if line != "" {
			speaker := ""
			if m := speakerRe.FindStringSubmatch(line); m != nil {
				speaker = m[1]
			}
			start := 0
			for _, loc := range sentenceRe.FindAllStringIndex(line, -1) {
				if abbreviationEnd(line[:loc[0]+1]) {
					continue // "St. John's Wood", "e.g. the pump": no sentence ends here
				}
				out = appendSentence(out, line, start, loc[1], lineStart+lead, speaker)
				start = loc[1]
			}
			out = appendSentence(out, line, start, len(line), lineStart+lead, speaker)
		}
		if end == len(text) {
			break
		}
	}
	for i := range out {
		out[i].pos = i
	}
	tableRows(text, out)
	return out
}

func appendSentence(out []sentence, line string, from, to, base int, speaker string) []sentence {
	seg := line[from:to]
	s := strings.TrimSpace(seg)
	if s == "" {
		return out
	}
	lead := strings.Index(seg, s)
	body := s
	if speaker != "" {
		body = strings.TrimSpace(strings.TrimPrefix(s, speaker+":"))
	}
	claimable := !headerLine.MatchString(s) && !strings.HasSuffix(body, "?")
	st := base + from + lead
	return append(out, sentence{text: s, start: st, end: st + len(s), speaker: speaker, claimable: claimable})
}

// extract fills in a sentence's identifiers and the facets a document states about itself
// (who filed it, its project); the other facets come from the chunk's facts (applyFacts).
func (s *sentence) extract() {
	s.ids = subjectIDs(s.text)
	if s.values == nil {
		s.values = map[planner.Facet]string{}
	}
	// Each expression needs its literal: " by " (filer), "roject:" (project).
	if strings.Contains(s.text, " by ") {
		if m := filerRe.FindStringSubmatch(s.text); m != nil {
			s.values[planner.FilingActor] = m[1]
		}
	}
	if strings.Contains(s.text, "roject:") {
		if m := projectRe.FindStringSubmatch(s.text); m != nil {
			s.values[planner.Project] = strings.TrimSpace(m[1])
		}
	}
}
