package synthesis

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/untrusted"
)

// Reading a sentence's values: its quantities, dates and times of day, each read once, and
// which of them is the value it gives the question.

// measureCache holds each sentence's quantities, read once however many kinds are asked of
// it.
type measureCache struct {
	p    *facts.Parser
	read map[*sentence][]facts.Measure
	// role is the role of the date the question asks for (see dateroles.go).
	role dateRole
	// perUnit keeps only amounts of money given per unit: the question asks the price of one.
	perUnit bool
	// pastAsked is set when the question names a period already over ("last year"): its
	// values are what it asks.
	pastAsked bool
	// dimension is the words of the size a length question asks ("wide", "width"), if any.
	dimension []string
	// counted is what a "how many" question counts ("pens"): of a sentence's several counts,
	// those of it are its value; countedMods the question's words before it ("picture" of
	// "Welsh language picture books"), which pick among counts of it.
	counted, countedMods []string
	// sorting are the quantities the question sorts what it asks about by ("vans over 3.5 t").
	sorting []facts.Measure
	// binding is what the question binds its quantity to: a unit it is per, a year.
	binding askedBinding
	// variants are the names the question picks one of several like things by (see
	// variants.go).
	variants []variant
	// question is the question as asked.
	question string
	// asksDelta is set when the question asks how much a value moved (see deltas.go).
	asksDelta bool
}

// reHyphenMeasure is a measure joined to its unit by a hyphen ("7-day", "4-week", "40-tonne").
var reHyphenMeasure = regexp.MustCompile(`^\d[\d,.]*-\p{L}+$`)

// namesByMeasure reports a measure written with a hyphen before a noun ("a 7-day ticket", "the
// 4-week pass") that names the thing rather than giving the value asked: the question names
// the same measure, or the sentence gives another of its kind and the question does not name
// the noun it sits before.
func namesByMeasure(sentence string, m facts.Measure, read []facts.Measure, question string, terms []term) bool {
	if !reHyphenMeasure.MatchString(m.Text) || m.Span.End > len(sentence) {
		return false
	}
	after := reWordAfter.FindStringSubmatch(sentence[m.Span.End:])
	if after == nil || notAttributive[after[1]] {
		return false
	}
	if containsWord(strings.ToLower(question), strings.ToLower(m.Text)) {
		return true
	}
	// Beside another measure of its kind written as a value ("a 7-day ticket takes 10 working
	// days"), the joined one names its noun; alone ("a 44-tonne limit") it is the value.
	other := slices.ContainsFunc(read, func(o facts.Measure) bool {
		return o.Class == m.Class && o.Span != m.Span && !reHyphenMeasure.MatchString(o.Text)
	})
	if !other {
		return false
	}
	stem := index.Stem(after[1])
	for _, t := range terms {
		if t.stem == stem {
			return false
		}
	}
	return true
}

// splitPast parts a sentence's measures into those of the present and those a clause says held
// in a period already over (facts.PastPeriod).
func splitPast(text string, ms []facts.Measure) (now, past []facts.Measure) {
	for _, m := range ms {
		if facts.PastPeriod(text, m) {
			past = append(past, m)
		} else {
			now = append(now, m)
		}
	}
	return now, past
}

// ofCounted keeps, of a sentence's counts, those of what the question counts, when any is.
func (m *measureCache) ofCounted(s *sentence, ms []facts.Measure) []facts.Measure {
	if len(m.counted) == 0 || len(ms) < 2 {
		return ms
	}
	if of := slices.DeleteFunc(slices.Clone(ms), func(x facts.Measure) bool {
		return x.Class == facts.Count && !countsIn(s, x, m.counted) && !qualifiedIn(s, x, m.counted[0], m.countedMods)
	}); len(of) > 0 {
		if len(of) > 1 && len(m.countedMods) > 0 {
			if q := slices.DeleteFunc(slices.Clone(of), func(x facts.Measure) bool { return !qualifiedIn(s, x, m.counted[0], m.countedMods) }); len(q) > 0 {
				return q // "45 Welsh language picture books and 20 board books"
			}
		}
		return of
	}
	return ms
}

// dimensions are the words of each size a length question may ask, by the word that asks it.
var dimensions = map[string][]string{
	"deep": {"deep", "depth"}, "high": {"high", "height", "tall"}, "tall": {"tall", "high", "height"},
	"wide": {"wide", "width", "across", "broad"}, "thick": {"thick", "thickness"}, "long": {"long", "length"},
}

// reAsksDimension is the size a question asks: "how wide", "how long is".
var reAsksDimension = regexp.MustCompile(`(?i)\bhow (deep|high|tall|wide|thick|long)\b`)

// ofDimension keeps, of a sentence's lengths, those written with the size asked ("70 m wide"
// for how wide, beside "110 m long"), when any is; else all of them.
func ofDimension(text string, ms []facts.Measure, dim []string) []facts.Measure {
	if len(dim) == 0 || len(ms) < 2 {
		return ms
	}
	var out []facts.Measure
	for _, m := range ms {
		after := strings.Fields(strings.ToLower(text[min(m.Span.End, len(text)):]))
		for _, w := range after[:min(2, len(after))] {
			if slices.Contains(dim, strings.Trim(w, ",.;:()")) {
				out = append(out, m)
				break
			}
		}
	}
	if len(out) == 0 {
		return ms
	}
	return out
}

func newMeasureCache(p *facts.Parser) *measureCache {
	return &measureCache{p: p, read: map[*sentence][]facts.Measure{}}
}

// dateClass is the kind of value a date is, read as a quantity of days.
const dateClass facts.MeasureClass = "date"

// timeClass is the kind of value a time of day is, read as minutes after midnight.
const timeClass facts.MeasureClass = "time of day"

var (
	// reAsksTime asks for a time of day.
	reAsksTime = regexp.MustCompile(`(?i)\b(?:what time|by what time|at what time|cut-?off|opening hours|closing time)\b`)
	// reTimeOfDay is a time of day as written: "15:30", "4 pm", "4:30 p.m. ET", "noon".
	reTimeOfDay = regexp.MustCompile(`(?i)\b(?:(?:[01]?\d|2[0-3]):[0-5]\d(?:\s?[ap]\.?m\b\.?)?|(?:1[0-2]|0?[1-9])\s?[ap]\.?m\b\.?|noon|midnight)(?:\s?(?:ET|EST|EDT|CT|CST|CDT|MT|PT|PST|PDT|UTC|GMT|CET|BST)\b)?`)
)

// timesOf are the times of day a sentence states (its line's own stamp aside), as minutes
// after midnight.
func timesOf(text string) []facts.Measure {
	stamp := stampEnd(text)
	var out []facts.Measure
	for _, loc := range reTimeOfDay.FindAllStringIndex(text, -1) {
		if loc[0] < stamp {
			continue
		}
		if mins, ok := minutesOf(text[loc[0]:loc[1]]); ok {
			out = append(out, facts.Measure{Text: strings.TrimSpace(text[loc[0]:loc[1]]), Class: timeClass, Amount: float64(mins), Span: facts.Span{Start: loc[0], End: loc[1]}})
		}
	}
	return out
}

// reMeridiem is the am/pm of a time of day.
var reMeridiem = regexp.MustCompile(`\d\s?([ap])\.?m\b`)

// minutesOf reads a time of day written as reTimeOfDay matches it.
func minutesOf(t string) (int, bool) {
	l := strings.ToLower(t)
	switch {
	case strings.HasPrefix(l, "noon"):
		return 12 * 60, true
	case strings.HasPrefix(l, "midnight"):
		return 0, true
	}
	digits := strings.FieldsFunc(l, func(r rune) bool { return r < '0' || r > '9' })
	if len(digits) == 0 {
		return 0, false
	}
	h, _ := strconv.Atoi(digits[0])
	m := 0
	if len(digits) > 1 && strings.Contains(l, ":") {
		m, _ = strconv.Atoi(digits[1])
	}
	mer := reMeridiem.FindStringSubmatch(l)
	pm, am := mer != nil && mer[1] == "p", mer != nil && mer[1] == "a"
	switch {
	case pm && h < 12:
		h += 12
	case am && h == 12:
		h = 0
	}
	return h*60 + m, true
}

// datesOf are a sentence's dates as values (days since 1970), read against ref, the time it
// was written. A numeric date with two readings is left out: it is never guessed.
func (m *measureCache) datesOf(s *sentence, ref time.Time) []facts.Measure {
	var out []facts.Measure
	stamp := stampEnd(s.text) // a line's own time stamp says when it was written, not a value
	for _, d := range m.p.Dates(s.text, ref) {
		if d.Ambiguous() || d.Span.Start < stamp || m.role == happenedRole && forecast(s.text, d, ref) {
			continue // (a happening is told after it happens: a later day is a forecast)
		}
		out = append(out, facts.Measure{Text: d.Text, Class: dateClass, Amount: float64(d.Date.Unix() / 86400), Span: d.Span})
	}
	return keepRole(s.text, out, m.role)
}

func (m *measureCache) of(s *sentence) []facts.Measure {
	ms, ok := m.read[s]
	if !ok {
		ms = m.p.Measures(s.text)
		m.read[s] = ms
	}
	return ms
}

// valueStatements are the evidence's statements of the asked quantity, oldest first.
func valueStatements(class facts.MeasureClass, chunks []*chunk, terms []term, mc *measureCache) []valueStatement {
	kept, all := readValueStatements(class, chunks, terms, mc)
	return withTeamBeside(kept, all, offTopicStatements(class, chunks, terms, mc))
}

// readValueStatements reads every statement of the asked quantity in the on-topic chunks,
// oldest first (all), and those about what the question asks (kept): a sentence holding enough
// of the question, or one that changes the value in a chunk on the topic.
func readValueStatements(class facts.MeasureClass, chunks []*chunk, terms []term, mc *measureCache) (kept, all []valueStatement) {
	// A month the question names says which period it asks about, not what: a change on a line
	// that shares only the month with the question ("Reflector order placed in February; …
	// revised estimate CAD 2.9M") is about something else.
	ctxTerms := slices.DeleteFunc(slices.Clone(terms), func(t term) bool { return reMonthWord.MatchString(t.word) })
	variants := mc.variants
	if class == dateClass || class == timeClass {
		variants = slices.DeleteFunc(slices.Clone(variants), func(v variant) bool { return v.month }) // a date's month is its value
	}
	eachSaid(chunks, func(sd said) {
		c, s := sd.c, sd.s
		if len(variants) > 0 && namesOtherVariant(s.reading()+"\n"+c.ev.Title, variants) {
			return // "| S-band TT&C | 7.25 per minute |" for the Ka-band price (a page titled for the one asked keeps its lines)
		}
		from, decided := 0, false
		if facts.StanceOf(s.text) == facts.Floated {
			// "We floated 2 minutes but …; decided 4 minutes": only what was decided stands.
			if from, decided = facts.DecidedAfter(s.text); !decided {
				return
			}
		}
		var ms []facts.Measure
		read := mc.of(s)
		switch class {
		case dateClass:
			read = mc.datesOf(s, sd.at) // relative dates read against when the line was said
		case timeClass:
			read = timesOf(s.text)
		}
		for _, m := range read {
			if m.Span.Start < from {
				continue
			}
			// A quantity in a parenthetical aside is a detail, not what the sentence states,
			// unless the aside restates the value beside it or names the one it replaced
			// ("(50 s)", "(was 15)": see facts.Change).
			if m.Class == facts.Money && mc.perUnit && !perUnit(s.text, m) {
				continue // a total or a price per period beside the unit price
			}
			if class != dateClass && class != timeClass && !mc.asksDelta && saidAsDifference(s.text, m) {
				continue // "about £40k more": how much the cost moved, not the cost
			}
			if namesByMeasure(s.text, m, read, mc.question, terms) {
				continue // "a 7-day ticket", "a 4-week pass": a name, not how long anything takes
			}
			if class != dateClass && class != timeClass && !mc.binding.holds(s.text, m) && !mc.binding.headerHolds(s, m) {
				continue // "2.3 t per hectare" for a footprint per bottle
			}
			if m.Class == class && !mc.mentionedBefore(c, s, m) && (!inParens(s.text, m.Span.Start) || restates(m, ms) || retiredAside(s.text, m.Span.Start) ||
				measuresBefore(s.text, m.Span.Start, terms)) {
				ms = append(ms, m)
			}
		}
		if class == facts.Length {
			ms = ofDimension(s.text, ms, mc.dimension)
		}
		if ms = askedColumns(s, ms, terms); len(ms) == 0 || len(ms) == 1 && !mc.pastAsked && facts.PastPeriod(s.text, ms[0]) {
			// "Last summer we had 16 hosts": a period over, not what holds now. Beside a
			// value now in force, it is the one replaced ("now £52, it was £45 last year").
			return
		}
		cur, old, ok := facts.Change(s.text, ms)
		if !ok && !mc.pastAsked {
			// "Last year we had 6 on call; now we have 4": the past period's value is the one
			// the value now replaced.
			if now, past := splitPast(s.text, ms); len(now) > 0 && len(past) > 0 {
				ms, old = now, past
				if len(ms) == 1 {
					cur, ok = ms[0], true
				}
			}
		}
		if !ok {
			// Several values and no words saying which replaced which: the one the
			// question's words sit beside ("closer to 6% in 2030, and below 2% by 2033"), of
			// those counting what the question counts ("approved four, and the sheep pens stay
			// at 140").
			cur, ok = nearestToQuestion(s.text, mc.ofCounted(s, ms), terms)
		}
		if !ok {
			return
		}
		if cur.Text == "" {
			// Only a replaced value: it belongs to the statement before it in the chunk
			// ("Sessions now last 7 days. This supersedes the 12-hour rule.").
			if n := len(kept); n > 0 && kept[n-1].c == c {
				kept[n-1].old = append(kept[n-1].old, old...)
				kept[n-1].revises = true
			}
			return
		}
		v := valueStatement{said: sd, cur: cur, old: old,
			revises: len(old) > 0 || decided || facts.Revises(s.text) || class != dateClass && facts.Decides(s.text) || class == dateClass && facts.MovesDate(s.text) ||
				revisedPage(c, s, chunks)}
		if n := len(all); !v.revises && n > 0 && all[n-1].c == c && all[n-1].at.Equal(sd.at) && all[n-1].revises && all[n-1].cur.Same(cur) {
			// "Actually make it 6 — … 6 units in the ED fridge from 10 June please": a message
			// that says it changes a value and then states it changes it in both.
			v.revises = true
		}
		v.own = coverage(terms, s.reading())
		v.ctx = coverage(ctxTerms, sd.context())
		if otherLabel(s.text, cur, terms) {
			v.own = 0 // "Maximum draught for arrivals: 13.8 m, subject to the under-keel clearance policy" gives the draught, not the clearance asked
		}
		// A change needs one of the question's words in its line or its title: a change in
		// another item of an on-topic page ("1. Glenhead on air 2 April" above "2. Carrow Hill PA
		// module: replaced") is about that item.
		if v.own >= minOwn || v.revises && v.ctx > 0 && (c.coverage >= squarely || c.onTopic) {
			kept = append(kept, v)
		}
		all = append(all, v)
	})
	kept, all = bestRows(kept, terms), bestRows(all, terms)
	order := func(a, b valueStatement) int { return saidOrder(a.said, b.said) }
	slices.SortStableFunc(kept, order)
	slices.SortStableFunc(all, order)
	return kept, all
}

// otherLabel reports a value given under a label of its own ("Maximum draught for arrivals:
// 13.8 m") that holds none of the question's words: the label names the attribute the value
// is of, whatever the rest of the sentence speaks of, unless the words right after the value
// name what it counts.
func otherLabel(sentence string, cur facts.Measure, terms []term) bool {
	if cur.Span.Start > len(sentence) {
		return false
	}
	before := sentence[:cur.Span.Start]
	i := strings.LastIndex(before, ":")
	if i < 0 || strings.TrimSpace(before[i+1:]) != "" {
		return false // no label, or words between the label and the value
	}
	label := before[:i]
	if j := strings.LastIndexAny(label, "|\n;"); j >= 0 {
		label = label[j+1:]
	}
	if n := len(strings.Fields(label)); n < 2 || n > 8 {
		return false
	}
	// What the value counts or measures may follow it: "Fleet check done: 7 vans need new tyres".
	after := ""
	if cur.Span.End <= len(sentence) {
		after = firstWords(sentence[cur.Span.End:], 3)
	}
	return coverage(terms, label) == 0 && coverage(terms, after) == 0
}

// firstWords is the first n words of s.
func firstWords(s string, n int) string {
	w := strings.Fields(s)
	if len(w) > n {
		w = w[:n]
	}
	return strings.Join(w, " ")
}

// reRevisionNote opens a page's note of what its revision changed: "Rev 2 · May 2026 · …",
// "Version 2, April 2026: …", "v3 — …", "Change log: …", a lettered revision ("Rev C · …").
// (A bare "Change:" label is not one: a notice's "Change: payments by card only" shares a fee
// line's words without changing the fee.)
var reRevisionNote = regexp.MustCompile(`(?i)^\W*(?:(?:rev(?:ision)?\.?\s*(?:\d+|(?-i:[A-Z]))|v\d+(?:\.\d+)*|version\s+\d+(?:\.\d+)*|change\s*log|changelog|what changed|` +
	// a revision that names what it replaces: "This revision supersedes Rev B", "This
	// edition replaces the 2024 one"
	`(?:this|the\s+(?:new|current|present))\s+(?:revision|version|edition|issue|release)\s+(?:supersedes|replaces))\b)`)

// revisedPage reports whether the sentence's page says its revision changed what the sentence
// states: a revision note that says it changes something ("Rev 2 · May 2026 · untagged rushes
// retention lengthened") and shares two of the sentence's words ("Untagged rushes … are kept
// for six months"), or says it changed a table the sentence is a row of ("table updated"). The page's revision is the explanation, as a change word in the sentence
// would be.
func revisedPage(c *chunk, s *sentence, chunks []*chunk) bool {
	notes := c.pageNotesOf(chunks)
	if len(notes) == 0 {
		return false
	}
	words := contentWords(s.text)
	section := sectionNumber(c.ev.Text, s.start)
	for _, note := range notes {
		if note.line == s.text {
			continue
		}
		if named := reNoteSection.FindAllStringSubmatch(note.line, -1); section != "" && len(named) > 0 &&
			!slices.ContainsFunc(named, func(m []string) bool { return m[1] == section }) {
			continue // "Changed: section 2 (the DVD loan charge)" explains nothing of section 6
		}
		if s.header != "" && reTableRevised.MatchString(note.line) {
			return true // "table updated following internal audit" revised the table's rows
		}
		shared := 0
		for w := range note.words {
			if words[w] {
				shared++
			}
		}
		if shared >= 2 {
			return true
		}
	}
	return false
}

// reNoteSection is a section or paragraph a note names ("section 4", "paragraph 7", "§2");
// reSectionHead opens a numbered section's heading line ("6. Loans", "Section 6 – Loans").
var (
	reNoteSection = regexp.MustCompile(`(?i)\b(?:section|sect\.|paragraph|para\.?|clause|§)\s*(\d+)`)
	reSectionHead = regexp.MustCompile(`(?i)^\s*(?:(?:section|paragraph|clause|§)\s*)?(\d+)(?:[.)]|\s+[–—-])\s+\S`)
)

// sectionNumber is the number of the section the byte offset at of a chunk's text is in, by
// the nearest numbered heading line above it, or "".
func sectionNumber(text string, at int) string {
	lines := strings.Split(text[:min(at, len(text))], "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if m := reSectionHead.FindStringSubmatch(lines[i]); m != nil {
			return m[1]
		}
	}
	return ""
}

// reTableRevised is a note that says the page's table changed: "table updated", "updated the
// table" (not "picnic tables moved to the front desk").
var reTableRevised = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:(?:the|this|its|our)\s+)?table\s+(?:was\s+|has been\s+)?(?:updated|revised|changed|amended|corrected)\b|\b(?:updated|revised|changed|amended|corrected)\s+(?:the|this|its|our)\s+table\b`)

// revisionNote is a line of a page that says what its revision changed, and its words.
type revisionNote struct {
	line  string
	words map[string]bool
}

// revisionNotes are the chunk's revision notes (its own lines' and its document head's), read
// once: the team's only, since a note explains a change as the team's word would (a stranger's
// "Rev 2: … was changed" in the team's thread, a guest's line in its channel, settle nothing),
// and none from a chunk or head that carries injection-shaped text.
func (c *chunk) revisionNotes() []revisionNote {
	if c.notesRead {
		return c.notes
	}
	c.notesRead = true
	if untrusted.Suspicious(c.ev.Text) {
		return nil
	}
	opening := c.ev // the head is the opening of the document's first chunk
	opening.Start, opening.Text = 0, c.head()
	for _, ev := range []Evidence{c.ev, opening} {
		eachLine(ev.Text, func(at int, line string) {
			if reRevisionNote.MatchString(line) && facts.Revises(line) && (c.outsiders == nil || !c.outsiders.Outside(ev, at, line, false)) {
				c.notes = append(c.notes, revisionNote{line: line, words: contentWords(line)})
			}
		})
	}
	return c.notes
}

// pageNotesOf are the revision notes of every chunk of c's document among chunks, each line
// once, read once: a page indexed in several chunks keeps its note in one of them (a version
// line at its foot, or its head).
func (c *chunk) pageNotesOf(chunks []*chunk) []revisionNote {
	if c.pageNotesRead {
		return c.pageNotes
	}
	c.pageNotesRead = true
	for _, o := range chunks {
		if o != c && o.ev.DocumentID != c.ev.DocumentID {
			continue
		}
		for _, n := range o.revisionNotes() {
			if !slices.ContainsFunc(c.pageNotes, func(m revisionNote) bool { return m.line == n.line }) {
				c.pageNotes = append(c.pageNotes, n)
			}
		}
	}
	return c.pageNotes
}

// head is the chunk's document head (Evidence.Head), or "" when it carries injection-shaped
// text: a page's head is read for its version line and names, never an instruction.
func (c *chunk) head() string {
	if c.ev.Head == "" || untrusted.Suspicious(c.ev.Head) {
		return ""
	}
	return c.ev.Head
}

// teamText is the chunk's text and its document head less the lines a stranger wrote (a
// customer's reply in the team's thread, a guest's line): what the team's page says of itself.
func (c *chunk) teamText() string {
	if c.teamRead {
		return c.team
	}
	c.teamRead = true
	opening := c.ev
	opening.Start, opening.Text = 0, c.head()
	var b strings.Builder
	for _, ev := range []Evidence{opening, c.ev} {
		eachLine(ev.Text, func(at int, line string) {
			if c.outsiders == nil || !c.outsiders.Outside(ev, at, line, false) {
				b.WriteString(line)
				b.WriteByte('\n')
			}
		})
	}
	c.team = b.String()
	return c.team
}

// eachLine calls f with each line of text and the byte offset it starts at.
func eachLine(text string, f func(at int, line string)) {
	for at := 0; at < len(text); {
		end := strings.IndexByte(text[at:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += at
		}
		f(at, text[at:end])
		at = end + 1
	}
}

// inParens reports whether byte offset at of text is inside parentheses.
func inParens(text string, at int) bool {
	depth := 0
	for i := 0; i < at && i < len(text); i++ {
		switch text[i] {
		case '(':
			depth++
		case ')':
			depth = max(0, depth-1)
		}
	}
	return depth > 0
}

// measuresBefore reports whether the quantity at byte offset at opens an aside that measures
// the words just before it, words of the question: "the contact tank (1,900 m³)".
func measuresBefore(text string, at int, terms []term) bool {
	open := strings.LastIndexByte(text[:min(at, len(text))], '(')
	if open < 0 || strings.TrimSpace(text[open+1:at]) != "" {
		return false
	}
	words := strings.Fields(text[:open])
	return len(words) > 0 && coverage(terms, strings.Join(words[max(0, len(words)-3):], " ")) > 0
}

// reRetiredAside opens an aside that names a replaced value: "(was 15)", "(previously 40)",
// with the bound or sign it was written with: "(it was +0.5 °C …)", "(was about £45)",
// "(previously up to 25 kg)".
var reRetiredAside = regexp.MustCompile(`(?i)\(\s*(?:it\s+|that\s+)?(?:was|were|previously|formerly|used to be|down from|up from|from)\s*(?:(?:no more than|no less than|not more than|not over|not under|below|above|under|over|less than|more than|fewer than|at least|at most|up to|around|about|roughly|approximately|~|\+|±)\s*)?$`)

// retiredAside reports whether the quantity at byte offset at opens an aside naming the value
// it replaced.
func retiredAside(text string, at int) bool {
	if !reRetiredAside.MatchString(text[:min(at, len(text))]) {
		return false
	}
	// "(it was over 30 °C outside on Tuesday …)" tells the day's conditions, not a value replaced.
	aside := text[min(at, len(text)):]
	if i := strings.IndexByte(aside, ')'); i >= 0 {
		aside = aside[:i]
	}
	return !reConditionsAside.MatchString(aside)
}

// reConditionsAside names a time or a place in an aside: the value is of that moment, not the
// setting replaced.
var reConditionsAside = regexp.MustCompile(`(?i)\b(?:outside|outdoors|indoors|inside|yesterday|today|tonight|this morning|last night|at noon|on (?:mon|tue|wed|thu|fri|sat|sun)\w*|during the \w+)\b`)

// restates reports whether m states the same quantity as one already read.
func restates(m facts.Measure, read []facts.Measure) bool {
	return slices.ContainsFunc(read, m.Same)
}

// nearestToQuestion picks, of a sentence's quantities, the one whose neighbouring words hold
// most of the question's words ("up to 40 Postgres connections", not "max_connections=600 on
// jobsdb"), the first on a tie; ok is false when none holds any.
func nearestToQuestion(text string, ms []facts.Measure, terms []term) (facts.Measure, bool) {
	best, second := -1.0, -1.0
	var pick facts.Measure
	for _, m := range ms {
		sc := windowCoverage(text, m, terms)
		switch {
		case sc > best:
			best, second, pick = sc, best, m
		case sc > second && !m.Same(pick):
			second = sc
		}
	}
	// A tie goes to the first: a sentence states its value before its asides ("~9 TB, growing
	// about 140 GB a month").
	return pick, best > 0
}

// windowCoverage is the question's share held by the words around a value.
func windowCoverage(text string, m facts.Measure, terms []term) float64 {
	const window = 48
	lo, hi := max(0, m.Span.Start-window), min(len(text), m.Span.End+window)
	return coverage(terms, text[lo:hi])
}

// reDefiniteBefore ends the words before a quantity that name it as one already spoken of: "the
// 24 hours", "that 40".
var reDefiniteBefore = regexp.MustCompile(`(?i)\b(?:the|that|this|these|those)\s+$`)

// reChosenBefore is a verb of choosing or confirming before a value: "approved the 50 GB",
// "bought the 16 seats minibus", "confirmed that 45 days is ...": the value named again is the
// one chosen, and the sentence states it.
var reChosenBefore = regexp.MustCompile(`(?i)\b(?:approv\w*|chose|chosen|choos\w*|pick\w*|bought|buy\w*|select\w*|went with|go with|going with|settled on|agreed|confirm\w*|decided|signed off|adopt\w*|order\w*|kept|keep\w*|stick\w* with|stuck with|opted for|prefer\w*|recommend\w*)\b`)

// mentionedBefore reports whether m is a quantity an earlier sentence of the chunk spoke of,
// named again as the one already spoken of and not as the one chosen ("... within 4 hours, not
// the 24 hours the handbook shows. The 24 hours now only covers making good afterwards.", "The
// office had 40 desks. After the refit that 40 became 52."): the sentence says something of
// that value, not that the value is now what the question asks. ("20 GB or 50 GB? ... The board
// approved the 50 GB" states it.)
func (mc *measureCache) mentionedBefore(c *chunk, s *sentence, m facts.Measure) bool {
	before := s.text[:min(m.Span.Start, len(s.text))]
	if !reDefiniteBefore.MatchString(before) || reChosenBefore.MatchString(before) {
		return false
	}
	for k := range c.sentences {
		e := &c.sentences[k]
		if e.start >= s.start {
			break
		}
		if slices.ContainsFunc(mc.of(e), m.Same) {
			return true
		}
	}
	return false
}
