package synthesis

import (
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/planner"
)

// sentence is one sentence of a chunk, with what the extractors found in it.
type sentence struct {
	text string
	pos  int
	// claimable is false for mail headers and questions: they state nothing.
	claimable bool
	speaker   string
	ids       []string // exact identifiers named in the sentence (tickets, incidents, PRs)
	values    map[planner.Facet]string
}

const name = `\p{Lu}[\p{Ll}']+(?: \p{Lu}[\p{Ll}']+){1,2}`

var (
	speakerRe  = regexp.MustCompile(`^(` + name + `):\s+`)
	sentenceRe = regexp.MustCompile(`[.!?]["')\]]?\s+`)
	months     = `(January|February|March|April|May|June|July|August|September|October|November|December)`
	isoDate    = regexp.MustCompile(`\b(\d{4})-(\d{2})-(\d{2})\b`)
	longDate   = regexp.MustCompile(`\b(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,? )?(\d{1,2}) ` + months + `,? (\d{4})\b`)
	usDate     = regexp.MustCompile(`\b(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,? )?` + months + ` (\d{1,2}),? (\d{4})\b`)
	// deadlineCue must end right before a date for the date to be a deadline.
	deadlineCue = regexp.MustCompile(`(?i)(?:\bdue(?: date)?|\bdeadline(?: is)?|\bby|\bbefore|\buntil|\bno later than|\bslips? past|\beta)\s*:?\s*(?:on\s+)?(?:the\s+)?$`)
	actorRes    = []*regexp.Regexp{
		regexp.MustCompile(`(?:\b[Aa]ssignee|\b[Oo]wner|\bassigned to|\bowned by)\s*:?\s*(` + name + `)`),
		regexp.MustCompile(`(` + name + `) owns (?:it|this|the)\b`),
		regexp.MustCompile(`\b[Cc]ompleted by (` + name + `)`),
		regexp.MustCompile(`\bconfirm with (` + name + `)`),
	}
	selfCommit   = regexp.MustCompile(`(?i)\b(?:I'll|I will|I am going to|I'm going to)\b`)
	commitRe     = regexp.MustCompile(`(?i)\b(?:I'll|I will|we'll|we will|committed to|commit to|promised|agreed to|ships by|will ship|will be done|will have)\b`)
	filerRe      = regexp.MustCompile(`\b(?:[Rr]eported|[Ff]iled|[Oo]pened|[Rr]aised|[Ss]ubmitted|[Cc]reated) by (` + name + `)`)
	projectRe    = regexp.MustCompile(`\b[Pp]roject:\s*([^\n.;]+)`)
	statusRe     = regexp.MustCompile(`(?i)\bstatus:\s*(todo|to do|backlog|in progress|in review|done|canceled|cancelled|blocked)\b`)
	itIsRe       = regexp.MustCompile(`(?i)\bit is (todo|in progress|in review|done|canceled|cancelled)\b`)
	doneRe       = regexp.MustCompile(`(?i)\b(?:is merged and deployed|is closed|completed by|is done|has shipped|was shipped)\b`)
	blockedRe    = regexp.MustCompile(`(?i)\bis blocked\b`)
	idKinds      = map[string]bool{"ticket": true, "incident": true, "pr": true}
	monthByName  = map[string]time.Month{}
	headingStrip = regexp.MustCompile(`^#+\s*`)
	// headerLine is a mail header: metadata, never a claim.
	headerLine = regexp.MustCompile(`^(?i:from|to|cc|bcc|subject|date|sent):\s`)
)

func init() {
	for m := time.January; m <= time.December; m++ {
		monthByName[m.String()] = m
	}
}

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

// split cuts a chunk into sentences: lines first, then sentence ends. A chat line's speaker
// ("Name: ...") carries to every sentence of the line.
func split(text string) []sentence {
	var out []sentence
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(headingStrip.ReplaceAllString(strings.TrimSpace(line), ""))
		if line == "" {
			continue
		}
		speaker := ""
		if m := speakerRe.FindStringSubmatch(line); m != nil {
			speaker = m[1]
		}
		start := 0
		for _, loc := range sentenceRe.FindAllStringIndex(line, -1) {
			// Do not cut inside an abbreviation-like token ("e.g. ", "v2. ").
			out = appendSentence(out, line[start:loc[1]], speaker)
			start = loc[1]
		}
		out = appendSentence(out, line[start:], speaker)
	}
	for i := range out {
		out[i].pos = i
	}
	return out
}

func appendSentence(out []sentence, s, speaker string) []sentence {
	s = strings.TrimSpace(s)
	if s == "" {
		return out
	}
	body := s
	if speaker != "" {
		body = strings.TrimSpace(strings.TrimPrefix(s, speaker+":"))
	}
	claimable := !headerLine.MatchString(s) && !strings.HasSuffix(body, "?")
	return append(out, sentence{text: s, speaker: speaker, claimable: claimable})
}

// extract fills in a sentence's identifiers and facet values.
func (s *sentence) extract() {
	s.ids = subjectIDs(s.text)
	s.values = map[planner.Facet]string{}
	if mayName(s.text, actorWords) {
		for _, re := range actorRes {
			if m := re.FindStringSubmatch(s.text); m != nil {
				s.values[planner.Actor] = m[1]
				break
			}
		}
	}
	if d := deadline(s.text); d != "" {
		s.values[planner.Deadline] = d
	}
	// A speaker who commits to a dated piece of work ("I'll have ENG-1 done by ...") owns it.
	if _, ok := s.values[planner.Actor]; !ok && s.speaker != "" && selfCommit.MatchString(s.text) && s.values[planner.Deadline] != "" {
		s.values[planner.Actor] = s.speaker
	}
	if mayCommit(s.text) && commitRe.MatchString(s.text) {
		s.values[planner.Commitment] = "committed"
	}
	if v := completion(s.text); v != "" {
		s.values[planner.Completion] = v
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

// commitWords are words one of which commitRe needs (lower case; exact for ASCII text).
var commitWords = []string{"i'll", "i will", "we'll", "we will", "commit", "promised", "agreed to", "ships by", "will "}

func mayCommit(text string) bool {
	if !isASCII(text) {
		return true
	}
	lower := strings.ToLower(text)
	return slices.ContainsFunc(commitWords, func(w string) bool { return strings.Contains(lower, w) })
}

// actorWords are literals one of which each actor expression needs (case as written there).
var actorWords = []string{"ssignee", "wner", "assigned to", "owned by", " owns ", "ompleted by ", "confirm with "}

// mayName reports whether text holds one of the literals.
func mayName(text string, literals []string) bool {
	return slices.ContainsFunc(literals, func(l string) bool { return strings.Contains(text, l) })
}

// hasYear reports whether text has a run of at least four digits.
func hasYear(text string) bool {
	run := 0
	for i := 0; i < len(text); i++ {
		if text[i] >= '0' && text[i] <= '9' {
			if run++; run == 4 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

func isASCII(text string) bool {
	for i := 0; i < len(text); i++ {
		if text[i] >= 0x80 {
			return false
		}
	}
	return true
}

// completionWords are words one of which every completion expression needs (lower case).
var completionWords = []string{"status", "it is", "merged", "closed", "completed", "done", "shipped", "blocked"}

// completion returns the completion class a sentence states: done, open or canceled.
func completion(text string) string {
	// The test is exact for ASCII text only: (?i) folds some other letters onto ASCII ones.
	if lower := strings.ToLower(text); isASCII(text) && !slices.ContainsFunc(completionWords, func(w string) bool { return strings.Contains(lower, w) }) {
		return ""
	}
	raw := ""
	if m := statusRe.FindStringSubmatch(text); m != nil {
		raw = m[1]
	} else if m := itIsRe.FindStringSubmatch(text); m != nil {
		raw = m[1]
	} else if doneRe.MatchString(text) {
		raw = "done"
	} else if blockedRe.MatchString(text) {
		raw = "blocked"
	}
	switch strings.ToLower(raw) {
	case "":
		return ""
	case "done":
		return "done"
	case "canceled", "cancelled":
		return "canceled"
	}
	return "open"
}

// deadline returns the first date in text that a deadline cue introduces, as YYYY-MM-DD.
func deadline(text string) string {
	if !hasYear(text) {
		return "" // every date form ends in a four-digit year
	}
	best, at := "", len(text)+1
	for _, re := range []*regexp.Regexp{isoDate, longDate, usDate} {
		for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
			if m[0] >= at || !deadlineCue.MatchString(text[:m[0]]) {
				continue
			}
			var y, d string
			var mon time.Month
			switch re {
			case isoDate:
				y, d = text[m[2]:m[3]], text[m[6]:m[7]]
				t, err := time.Parse("2006-01-02", text[m[0]:m[1]])
				if err != nil {
					continue
				}
				mon = t.Month()
			case longDate:
				d, mon, y = text[m[2]:m[3]], monthByName[text[m[4]:m[5]]], text[m[6]:m[7]]
			default:
				mon, d, y = monthByName[text[m[2]:m[3]]], text[m[4]:m[5]], text[m[6]:m[7]]
			}
			t, err := time.Parse("2006-1-2", y+"-"+itoa(int(mon))+"-"+d)
			if err != nil {
				continue
			}
			best, at = t.Format("2006-01-02"), m[0]
		}
	}
	return best
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
