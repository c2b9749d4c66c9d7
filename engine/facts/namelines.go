package facts

import (
	"regexp"
	"strings"
	"unicode"
)

// A round of updates may set each person's words under their name on a line of its own, as
// check-in tools and standup bots write them:
//
//	Adaeze Obi
//	Finished the receipt export, it's merged. Tomorrow I'll start on the SMS reminders.
//
//	Emeka Frost
//	Still on the webhook retries.
//
// The paragraph under the name is that person's: "I" in it is them, and each work item it
// reports on is theirs (as in a list item led by a name, see updates.go). A line of
// capitalised words above a paragraph is as often a heading ("Phase One", "Kitchen Works"),
// so the names are taken only in a document with two or more such paragraphs, one of which
// speaks as a person does (in the first person or in a standup's sections) or whose name is
// one the text's people know.

// reSpeaksAsPerson is a paragraph's word that only a person's own update uses: first person,
// or a standup section.
var reSpeaksAsPerson = regexp.MustCompile(`(?i)(?:^|[^\p{L}'’])(?:i|i'm|i’m|i'll|i’ll|i've|i’ve|i'd|i’d|me|my|myself)(?:$|[^\p{L}'’])|(?:^|\n)\W*(?:yesterday|today|tomorrow|blockers?)\s*:`)

// reThirdPerson speaks of someone as he or she.
var reThirdPerson = regexp.MustCompile(`(?i)\b(?:he|she|him|her|his|he's|she's|he’s|she’s)\b`)

// reNameChars is a line that can be a name alone: letters, spaces, hyphens and apostrophes.
var reNameChars = regexp.MustCompile(`^[\p{L}][\p{L} '’.-]*$`)

// nameParagraphs gives the lines of each paragraph under a name line its person as speaker
// and reporter, and sets the name lines apart (they state nothing).
func (x *extraction) nameParagraphs(out []line) {
	text := x.doc.Text
	type para struct {
		name       int // the index in out of the name line
		start, end int // the paragraph's lines: out[start:end]
	}
	var paras []para
	for i := 0; i+1 < len(out); i++ {
		l := out[i]
		if !x.nameLine(out, i) {
			continue
		}
		p := para{name: i, start: i + 1, end: i + 1}
		for p.end < len(out) && (p.end == p.start || !blankBefore(text, out[p.end].span.Start)) && !x.nameLine(out, p.end) {
			p.end++
		}
		if p.end == p.start || strings.Count(text[l.span.End:out[p.start].span.Start], "\n") != 1 {
			continue // a name right above its words, on the next line
		}
		paras = append(paras, p)
	}
	if len(paras) < 2 {
		return
	}
	if personAuthor(x.doc.Author) {
		// A person's own document under capitalised lines ("Hexby Depot", "Alexander Dennis")
		// speaks in its writer's voice: the lines are headings unless every one names a person
		// the text's people know and no paragraph speaks of its person as "he" or "she" (a
		// manager's 1:1 notes about each report, "I" the manager).
		for _, p := range paras {
			if !x.people.Known(text[out[p.name].span.Start:out[p.name].span.End]) ||
				reThirdPerson.MatchString(text[out[p.start].span.Start:out[p.end-1].span.End]) {
				return
			}
		}
	}
	personLike := false
	for _, p := range paras {
		words := text[out[p.start].span.Start:out[p.end-1].span.End]
		if reSpeaksAsPerson.MatchString(words) || x.people.Known(text[out[p.name].span.Start:out[p.name].span.End]) {
			personLike = true
			break
		}
	}
	if !personLike {
		return
	}
	for _, p := range paras {
		who := x.person(text[out[p.name].span.Start:out[p.name].span.End])
		out[p.name].zone = greeting
		for j := p.start; j < p.end; j++ {
			if out[j].zone != body {
				continue
			}
			if out[j].speaker == "" {
				out[j].speaker = who
			}
			if out[j].reporter == "" {
				out[j].reporter = who
			}
		}
	}
}

// nameLine reports whether out[i] is a person's name alone on its line, a blank line (or the
// text's start) above it: one to four capitalised words that could be a name (see
// updateName), with nothing else on the line.
func (x *extraction) nameLine(out []line, i int) bool {
	l := out[i]
	if l.zone != body || l.field != "" || l.bullet || l.speaker != "" || l.cells != nil || l.segs != nil {
		return false
	}
	t := x.doc.Text[l.span.Start:l.span.End]
	lineStart := strings.LastIndexByte(x.doc.Text[:l.span.Start], '\n') + 1
	if strings.TrimSpace(x.doc.Text[lineStart:l.span.Start]) != "" || !reNameChars.MatchString(t) || strings.HasSuffix(t, ".") {
		return false
	}
	words := strings.Fields(t)
	if len(words) < 2 || len(words) > 4 {
		return false
	}
	if len(words) == 4 && !x.people.Known(t) {
		return false // updateName takes up to three words unless the people know the name
	}
	return x.updateName(t) && blankBefore(x.doc.Text, l.span.Start)
}

// blankBefore reports whether the line at pos opens the text or follows a blank line.
func blankBefore(text string, pos int) bool {
	return prevLine(text, strings.LastIndexByte(text[:pos], '\n')+1) == ""
}

// reToolWord is a word of an author that is a tool or a team, not a person: "Checkin Bot",
// "Fjordsyn standup bot", "Basecamp — Ajoke Agritech".
var reToolWord = regexp.MustCompile(`(?i)\b(?:bot|bots|app|digest|notifications?|standup|stand-up|check-?in|tracker|system|service|assistant|no-?reply|automation|team|desk|support|alerts?)\b|[—–@|]|\s-\s`)

// personAuthor reports an author written as a person's name: two to four capitalised words and
// no word of a tool or a team.
func personAuthor(author string) bool {
	words := strings.Fields(author)
	if len(words) < 2 || len(words) > 4 || reToolWord.MatchString(author) || !reNameChars.MatchString(author) {
		return false
	}
	for _, w := range words {
		if r := []rune(w)[0]; !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}
