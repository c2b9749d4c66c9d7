package synthesis

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/index"
)

// A question that asks for a quantity (how long, how many, what share, how big, how many per
// minute) is answered by the value statements of its evidence: sentences on the question's
// topic that state a quantity of that kind. The latest statement gives the value; an earlier
// one with another value is what it replaced when the latest says it changes it (a change
// verb, "now", "from X to Y", "Y, not X"), and a contradiction when both are squarely on the
// topic and nothing says which holds. Statements that float a value (questions, "what if",
// suggestions) are not values.
var askedMeasures = []struct {
	class facts.MeasureClass
	re    *regexp.Regexp
}{
	{facts.Rate, regexp.MustCompile(`(?i)\b(?:how many \w+(?: \w+)? (?:per|a|an|each) (?:second|minute|hour|day)|rate limit|throughput|requests? per|calls? per|per (?:second|minute))\b`)},
	{facts.Percent, regexp.MustCompile(`(?i)\b(?:what (?:percentage|percent|share|fraction|proportion|uptime)|how much of|at what (?:\w+ )?(?:utili[sz]ation|percentage|load)|what (?:is |was )?(?:the |our )?(?:\w+ )?(?:sla|slo|uptime|availability|error rate|hit rate|share))\b`)},
	{facts.Size, regexp.MustCompile(`(?i)\b(?:how (?:big|large|much (?:disk|storage|space|memory|ram))|what (?:is |was )?(?:the )?(?:max(?:imum)? )?(?:file |upload |attachment |photo |disk |volume )?size)\b`)},
	{facts.Duration, regexp.MustCompile(`(?i)\b(?:how (?:long|often|soon|quickly|fast)|after how many (?:seconds|minutes|hours|days|weeks)|within how many|what(?:'s| is| was)? (?:the |our )?(?:\w+ )?(?:timeout|ttl|retention|lifetime|latency|rpo|rto|interval|duration|deadline window|expiry))\b`)},
	{facts.Money, regexp.MustCompile(`(?i)\b(?:how much (?:does|do|did|will|would|is|are) [^?]{0,60}\b(?:cost(?:s|ing)?|charg(?:e|es|ing)|pay(?:s|ing)?|spend(?:s|ing)?|bill(?:s|ed|ing)?)|what (?:does|do|did|will|is|are) [^?]{0,60}\bcost(?:s|ing)?|what (?:is |was |are )?(?:the |our )?(?:\w+ )?(?:cost|price|budget|fee|spend|invoice amount))\b`)},
	{facts.Count, regexp.MustCompile(`(?i)\b(?:how many|(?:max(?:imum)? |min(?:imum)? |total |current )?number of)\b`)},
}

// askedMeasure is the kind of quantity a question asks for.
func askedMeasure(question string) (facts.MeasureClass, bool) {
	// A question that states a quantity asks about that kind ("is it still limited to 42
	// Ml/d?").
	if p, err := facts.Default(); err == nil {
		for _, m := range p.Measures(question) {
			if m.Class != facts.Count {
				return m.Class, true
			}
		}
	}
	for _, a := range askedMeasures {
		if a.re.MatchString(question) {
			return a.class, true
		}
	}
	return "", false
}

// valueStatement is one sentence's value for the question.
type valueStatement struct {
	said
	cur      facts.Measure
	old      []facts.Measure
	revises  bool
	own, ctx float64 // the sentence's coverage of the question's words, alone and with its title
}

// minOwn is the coverage a sentence needs on its own to be about what the question asks. A
// sentence that changes a value needs less: its chunk on the topic and one of the question's
// words in it or its title (a ticket comment "goes to 50 s" under a title naming the
// subject). Calibrated on the development set of bench/reviseeval.
const (
	minOwn = 0.34
	// squarely is the coverage two statements need to be called a contradiction rather than
	// related evidence.
	squarely = 0.5
)

// measureCache holds each sentence's quantities, read once however many kinds are asked of
// it.
type measureCache struct {
	p    *facts.Parser
	read map[*sentence][]facts.Measure
	// role is the role of the date the question asks for (see dateroles.go).
	role dateRole
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
	stamp := 0
	if loc := reLineDate.FindStringIndex(text); loc != nil {
		stamp = loc[1]
	}
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
	stamp := 0 // a line's own time stamp says when it was written, not a value
	if loc := reLineDate.FindStringIndex(s.text); loc != nil {
		stamp = loc[1]
	}
	for _, d := range m.p.Dates(s.text, ref) {
		if d.Ambiguous() || d.Span.Start < stamp || d.Text == "24/7" {
			continue
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
	var out []valueStatement
	eachSaid(chunks, func(sd said) {
		c, s := sd.c, sd.s
		if facts.StanceOf(s.text) == facts.Floated {
			return
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
			// A quantity in a parenthetical aside is a detail, not what the sentence states,
			// unless the aside restates the value beside it or names the one it replaced
			// ("(50 s)", "(was 15)": see facts.Change).
			if m.Class == class && (!inParens(s.text, m.Span.Start) || restates(m, ms) || retiredAside(s.text, m.Span.Start) ||
				measuresBefore(s.text, m.Span.Start, terms)) {
				ms = append(ms, m)
			}
		}
		if len(ms) == 0 {
			return
		}
		cur, old, ok := facts.Change(s.text, ms)
		if !ok {
			// Several values and no words saying which replaced which: the one the
			// question's words sit beside ("closer to 6% in 2030, and below 2% by 2033").
			cur, ok = nearestToQuestion(s.text, ms, terms)
		}
		if !ok {
			return
		}
		if cur.Text == "" {
			// Only a replaced value: it belongs to the statement before it in the chunk
			// ("Sessions now last 7 days. This supersedes the 12-hour rule.").
			if n := len(out); n > 0 && out[n-1].c == c {
				out[n-1].old = append(out[n-1].old, old...)
				out[n-1].revises = true
			}
			return
		}
		v := valueStatement{said: sd, cur: cur, old: old,
			revises: len(old) > 0 || facts.Revises(s.text) || class == dateClass && facts.MovesDate(s.text)}
		v.own = coverage(terms, s.text)
		v.ctx = coverage(terms, sd.context())
		if v.own >= minOwn || v.revises && (c.coverage >= squarely || c.coverage >= OnTopic && v.ctx > 0) {
			out = append(out, v)
		}
	})
	slices.SortStableFunc(out, func(a, b valueStatement) int { return saidOrder(a.said, b.said) })
	return out
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

// reRetiredAside opens an aside that names a replaced value: "(was 15)", "(previously 40)".
var reRetiredAside = regexp.MustCompile(`(?i)\(\s*(?:it\s+|that\s+)?(?:was|were|previously|formerly|used to be|down from|up from|from)\s*$`)

// retiredAside reports whether the quantity at byte offset at opens an aside naming the value
// it replaced.
func retiredAside(text string, at int) bool {
	return reRetiredAside.MatchString(text[:min(at, len(text))])
}

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

// reLineDate is a date that opens a line, with its time and the speaker before it when a chat
// export puts one there: a dated comment, log entry or chat line ("[2026-06-23] ana: ...",
// "[27/02/2026 11:18] Ruth: ...", "marcus.o [2026-09-21 08:40]: ...").
var reLineDate = regexp.MustCompile(`^\s*(?:(?:[\w.@-]{1,40}\s+)?[\[(](\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.]\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?[\])]|(\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.]\d{4})\b(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?)`)

// lineDate is the date a line opens with (see reLineDate), or "".
func lineDate(line string) string {
	m := reLineDate.FindStringSubmatch(line)
	switch {
	case m == nil:
		return ""
	case m[1] != "":
		return m[1]
	}
	return m[2]
}

// statedAt is when a sentence was said: the date opening its line, or its document's time. A
// numeric line date with two readings takes the one nearest the document's time: a line's
// time stamp is written in the document's course.
func statedAt(text string, at int, doc time.Time) time.Time {
	lineStart := strings.LastIndexByte(text[:min(at, len(text))], '\n') + 1
	stamp := lineDate(text[lineStart:])
	if stamp == "" {
		return doc
	}
	if d, err := time.Parse("2006-01-02", stamp); err == nil {
		return d
	}
	var readings []time.Time
	parts := strings.FieldsFunc(stamp, func(r rune) bool { return r == '/' || r == '.' })
	if len(parts) == 3 {
		for _, layout := range [][2]int{{0, 1}, {1, 0}} { // day first, month first
			day, _ := strconv.Atoi(parts[layout[0]])
			month, _ := strconv.Atoi(parts[layout[1]])
			year, _ := strconv.Atoi(parts[2])
			if month >= 1 && month <= 12 && day >= 1 && day <= 31 {
				d := time.Date(year, time.Month(month), day, 0, 0, 0, 0, time.UTC)
				if d.Day() == day {
					readings = append(readings, d)
				}
			}
		}
	}
	if len(readings) == 0 {
		return doc
	}
	best := readings[0]
	for _, r := range readings[1:] {
		if doc.IsZero() {
			break
		}
		if absDur(r.Sub(doc)) < absDur(best.Sub(doc)) {
			best = r
		}
	}
	return best
}

func absDur(d time.Duration) time.Duration {
	if d < 0 {
		return -d
	}
	return d
}

// settledValue is what the value statements say: the lead line, and the disagreement when
// their values differ.
type settledValue struct {
	lead         string
	disagreement *Disagreement
	contradicted bool
}

// settleValues reads the statements' current value. The latest statement is current. Earlier
// statements with another value are replaced when the latest revises (SUPERSEDED); when it
// does not, two statements squarely on the topic from different documents disagree
// (UNRESOLVED); anything else is related evidence, and the latest value leads alone.
func settleValues(subject string, class facts.MeasureClass, vs []valueStatement, cites *citer) (settledValue, bool) {
	if len(vs) == 0 {
		return settledValue{}, false
	}
	// When some statements hold the question squarely, a statement that only touches it cannot
	// be the latest word on it (unless it says it changes the value).
	if slices.ContainsFunc(vs, func(v valueStatement) bool { return max(v.own, v.ctx) >= squarely }) {
		vs = slices.DeleteFunc(slices.Clone(vs), func(v valueStatement) bool { return max(v.own, v.ctx) < squarely && !v.revises })
	}
	latest := vs[len(vs)-1]
	ref := func(v valueStatement) string { return cites.cite(v.c) }
	day := func(v valueStatement) string { return v.at.UTC().Format("2006-01-02") }
	var earlier []valueStatement
	for _, v := range vs[:len(vs)-1] {
		if !v.cur.Same(latest.cur) && v.own >= minOwn {
			earlier = append(earlier, v)
		}
	}
	attr := attributeOf(class)
	// A later message in the same thread, or a later version of the same document, replaces
	// what the thread said before even when it does not say so: a follow-up is read as the
	// thread's current word.
	var followed []valueStatement
	if !latest.revises {
		for _, v := range earlier {
			if followsUp(latest, v) {
				followed = append(followed, v)
			}
		}
	}
	switch {
	case latest.revises && (len(earlier) > 0 || len(latest.old) > 0) || len(followed) > 0:
		reason := fmt.Sprintf("A later statement changes it (%s): “%s”", day(latest), excerpt(latest.s.text))
		if len(followed) > 0 {
			earlier = followed
			reason = fmt.Sprintf("A later message in the same thread or version of the document states it (%s): “%s”", day(latest), excerpt(latest.s.text))
		}
		d := &Disagreement{Subject: subject, Attribute: attr, Resolution: Superseded,
			Current: &ContradictionValue{Value: latest.cur.Text, Citations: []string{ref(latest)}},
			Values:  []ContradictionValue{}, Reason: reason}
		var replaced []string
		seen := []facts.Measure{latest.cur}
		addOld := func(m facts.Measure, cite string, when string) {
			for _, x := range seen {
				if x.Same(m) {
					return
				}
			}
			seen = append(seen, m)
			d.Values = append(d.Values, ContradictionValue{Value: m.Text, Citations: []string{cite}})
			replaced = append(replaced, fmt.Sprintf("%s %s (%s)", m.Text, leadRef(cite), when))
		}
		// A replaced value is cited where it was stated as current, when a statement did;
		// else in the sentence that changes it ("was 40, now 25").
		for i := len(earlier) - 1; i >= 0; i-- {
			addOld(earlier[i].cur, ref(earlier[i]), day(earlier[i]))
		}
		for _, m := range latest.old {
			addOld(m, ref(latest), day(latest))
		}
		lead := fmt.Sprintf("The latest value stated is %s %s (%s); it replaced %s.", latest.cur.Text, leadRef(ref(latest)), day(latest), strings.Join(replaced, ", which replaced "))
		return settledValue{lead: lead, disagreement: d}, true
	case len(earlier) > 0 && max(latest.own, latest.ctx) >= squarely:
		var rivals []valueStatement
		for _, v := range earlier {
			if max(v.own, v.ctx) >= squarely && v.c.ev.DocumentID != latest.c.ev.DocumentID {
				rivals = append(rivals, v)
			}
		}
		if len(rivals) == 0 {
			break
		}
		d := &Disagreement{Subject: subject, Attribute: attr, Resolution: Unresolved,
			Reason: "The sources disagree, and none says it replaces the others."}
		parts := []string{}
		// Newest first: the reader sees the latest word before the older ones it disagrees with.
		for _, v := range newestFirst(append(rivals, latest)) {
			d.Values = append(d.Values, ContradictionValue{Value: v.cur.Text, Citations: []string{ref(v)}})
			parts = append(parts, fmt.Sprintf("%s %s (%s)", v.cur.Text, leadRef(ref(v)), day(v)))
		}
		return settledValue{lead: "The sources disagree on the " + attr + ": " + strings.Join(parts, " vs ") + ".", disagreement: d, contradicted: true}, true
	}
	return settledValue{lead: fmt.Sprintf("The latest value stated is %s %s (%s).", latest.cur.Text, leadRef(ref(latest)), day(latest))}, true
}

// attributeOf names what a class of value measures: its own name ("duration", "date"), or for
// a unit written as a symbol, "value in m³".
func attributeOf(class facts.MeasureClass) string {
	if facts.Scaled(class) || class == dateClass || class == timeClass {
		return string(class)
	}
	return "value in " + string(class)
}

// followsUp reports whether statement later follows up on earlier: both in one thread (a
// conversation or the versions of one document), later stated after earlier.
func followsUp(later, earlier valueStatement) bool {
	t := later.c.ev.Thread
	if t == "" || earlier.c.ev.Thread != t {
		return false
	}
	if later.c.ev.DocumentID == earlier.c.ev.DocumentID {
		return later.s.start > earlier.s.start && later.c == earlier.c
	}
	return later.at.After(earlier.at)
}

// statements is what the evidence's value and choice statements give a question.
type statements struct {
	settledValue
	// measured is true when statements of the asked quantity were found.
	measured bool
}

// readStatements reads the statements of the quantity a question asks for (class), or of the
// choice it asks about. A question that asks for neither and names no identifier and no facet
// (named is false; the facts answer owners, deadlines and the like) leads only with a change
// the evidence states (a revised quantity of any kind but a bare count, or a changed choice):
// a question need not name the kind of value it is after ("what do canaries get now?"). The
// others skip that reading, which costs every question that reaches it.
func readStatements(question string, class facts.MeasureClass, asksMeasure, named, asksWhen bool, chunks []*chunk, terms []term, cites *citer) statements {
	p, err := facts.Default()
	if err != nil {
		return statements{}
	}
	mc := newMeasureCache(p)
	mc.role = askedRole(question)
	if asksMeasure {
		vs := valueStatements(class, chunks, terms, mc)
		if nouns := countedNouns(question); class == facts.Count && len(nouns) > 0 {
			vs = slices.DeleteFunc(vs, func(v valueStatement) bool { return !counts(v, nouns) })
			// A count of the very thing asked ("6 replicas" for "how many replicas") is squarely
			// about it, however little of the rest of the question its sentence holds.
			for i := range vs {
				vs[i].own = max(vs[i].own, squarely)
			}
		}
		if reAsksFrequency.MatchString(question) {
			vs = slices.DeleteFunc(vs, func(v valueStatement) bool { return !periodic(v) })
			if len(vs) == 0 {
				// "rotated annually" states a period without a quantity.
				return statements{measured: statesFrequency(chunks, terms)}
			}
		}
		if len(vs) == 0 && (class == facts.Size || class == facts.Count) {
			// "How big is the tank?" answered in m³: a quantity in a unit of its own.
			if cl, evs, ok := evidencedClass(chunks, terms, mc, symbolClasses(chunks, mc)); ok {
				class, vs = cl, evs
			}
		}
		sv, ok := settleValues(question, class, vs, cites)
		return statements{settledValue: sv, measured: ok}
	}
	changes := choiceChanges(chunks, terms)
	if slot, _ := askedSlot(question); len(slot) > 0 {
		// A change of choice answers "which N" only when it is about N: its chunk names N, or it holds
		// the question on its own ("which port…" is not answered by a team moving).
		changes = slices.DeleteFunc(changes, func(ch choiceChange) bool {
			return coverage(terms, ch.s.text) < minOwn && !namesSlot(slot, ch.c.ev.Title+"\n"+ch.c.ev.Text)
		})
	}
	if reAsksChoice.MatchString(question) {
		if sv, ok := settleChoice(question, changes, chunks, terms, cites); ok {
			return statements{settledValue: sv}
		}
	}
	// A question asking when, about no identifier, reads the dates its evidence states like any
	// other value: the latest in force, what it replaced, or a disagreement.
	// A time of day ("the wire cutoff is 4 pm ET") answers "what time" questions, and "when"
	// questions whose evidence states no date.
	asksTime := reAsksTime.MatchString(question)
	if asksWhen && reAsksWhen.MatchString(question) && !asksTime {
		if sv, ok := settleValues(question, dateClass, valueStatements(dateClass, chunks, terms, mc), cites); ok {
			return statements{settledValue: sv}
		}
	}
	if asksTime || asksWhen && reAsksWhen.MatchString(question) {
		if sv, ok := settleValues(question, timeClass, valueStatements(timeClass, chunks, terms, mc), cites); ok {
			return statements{settledValue: sv}
		}
	}
	if named {
		return statements{}
	}
	// A cause is no quantity: "what caused X?" reads the causes its evidence states.
	if reAsksCause.MatchString(question) {
		if sv, ok := settleSlot(question, "cause", slotStatements([]string{"cause"}, false, chunks, terms), cites); ok {
			return statements{settledValue: sv}
		}
		return statements{}
	}
	// A question that asks what a thing is without naming the kind of quantity ("what is the
	// default arrival window?") takes the kind from its evidence: the kind whose statements
	// are squarely on the question, when one kind leads.
	if reAsksValue.MatchString(question) {
		classes := append([]facts.MeasureClass{facts.Duration, facts.Percent, facts.Size, facts.Rate, facts.Money}, symbolClasses(chunks, mc)...)
		if cl, vs, ok := evidencedClass(chunks, terms, mc, classes); ok {
			if sv, ok := settleValues(question, cl, vs, cites); ok {
				return statements{settledValue: sv}
			}
		}
	}
	// Settling with a scratch citer first: only the reading that is used cites its evidence.
	if reNotValue.MatchString(question) {
		return statements{} // why, who and how-to questions ask for no value
	}
	for _, cl := range []facts.MeasureClass{facts.Duration, facts.Percent, facts.Size, facts.Rate, facts.Money} {
		vs := valueStatements(cl, chunks, terms, mc)
		if sv, ok := settleValues(question, cl, vs, newCiter(nil)); ok && sv.disagreement != nil && sv.disagreement.Resolution == Superseded {
			sv, _ = settleValues(question, cl, vs, cites)
			return statements{settledValue: sv}
		}
	}
	if slot, which := askedSlot(question); len(slot) > 0 {
		if sv, ok := settleSlot(question, strings.Join(slot, " "), slotStatements(slot, which, chunks, terms), cites); ok {
			return statements{settledValue: sv}
		}
	}
	if sv, ok := settleChoice(question, changes, chunks, terms, newCiter(nil)); ok && sv.disagreement != nil {
		sv, _ = settleChoice(question, changes, chunks, terms, cites)
		return statements{settledValue: sv}
	}
	return statements{}
}

// reNotValue opens a question that asks for a reason, a person or a way, not a value.
var reNotValue = regexp.MustCompile(`(?i)^\W*(?:why|who|whom|whose|how (?:do|does|did|can|could|should|would|to)\b)`)

// reAsksWhen asks for a date.
var reAsksWhen = regexp.MustCompile(`(?i)^\W*when\b|\b(?:on|by) what (?:date|day)\b|\bwhat (?:date|day)\b|\bby when\b`)

// reAsksValue is a question after what something is or is set to, not why, who or whether:
// "what is…", "how much…", "where did we land on…", "where do we stand on…", "is it still…".
var reAsksValue = regexp.MustCompile(`(?i)^\W*(?:what(?:'s| is| are| was| were)?|how (?:much|many|long|big|large|fast|often))\b|\b(?:where|what) (?:did|do|have) we (?:land|end up|settle)\b|\bwhere do(?:es)? (?:we|things|it) stand\b|^\W*(?:is|are)\b.*\bstill\b`)

// symbolClasses are the units written as symbols (Ml/d, mg/l, m³) that on-topic sentences
// state quantities in.
func symbolClasses(chunks []*chunk, mc *measureCache) []facts.MeasureClass {
	var out []facts.MeasureClass
	for _, c := range chunks {
		if !c.onTopic {
			continue
		}
		for k := range c.sentences {
			if !c.sentences[k].claimable || !strings.ContainsAny(c.sentences[k].text, "0123456789") {
				continue
			}
			for _, m := range mc.of(&c.sentences[k]) {
				if !facts.Scaled(m.Class) && !slices.Contains(out, m.Class) {
					out = append(out, m.Class)
				}
			}
		}
	}
	return out
}

// evidencedClass is the kind of quantity a question's evidence answers it with: each kind's
// statements are read, and the kind whose best statement is squarely on the question, ahead
// of every other kind's best, is taken.
func evidencedClass(chunks []*chunk, terms []term, mc *measureCache, classes []facts.MeasureClass) (facts.MeasureClass, []valueStatement, bool) {
	var pick facts.MeasureClass
	var pickVS []valueStatement
	best, second := 0.0, 0.0
	for _, cl := range classes {
		vs := valueStatements(cl, chunks, terms, mc)
		top := 0.0
		for _, v := range vs {
			top = max(top, v.own, v.ctx)
		}
		switch {
		case top > best:
			best, second, pick, pickVS = top, best, cl, vs
		case top > second:
			second = top
		}
	}
	return pick, pickVS, best >= squarely && best > second
}

var (
	// reAsksFrequency asks how often something recurs: its answer is a period ("every 90
	// days"), not any duration the evidence states.
	reAsksFrequency = regexp.MustCompile(`(?i)\bhow (?:often|frequently)\b|\bat what (?:interval|frequency|cadence)\b|\bwhat (?:is |was )?the (?:\w+ )?(?:frequency|cadence)\b`)
	// rePeriodBefore opens a period: "every 90 days", "once per 12 months", "each 6 hours".
	rePeriodBefore = regexp.MustCompile(`(?i)\b(?:every|each|once (?:a|an|per|every)|per|cycle of|(?:period|interval|frequency|cadence|cycle)(?:\s+(?:is|was|set|changed|now|of|to|=))*\s*[:=]?)\s*$`)
)

// reFrequencyWord is a period said in a word: "rotated annually", "a nightly job".
var reFrequencyWord = regexp.MustCompile(`(?i)\b(?:hourly|nightly|daily|weekly|fortnightly|biweekly|monthly|quarterly|annually|yearly|every (?:hour|night|day|week|month|quarter|year)|once a (?:day|week|month|quarter|year))\b`)

// statesFrequency reports whether an on-topic sentence of the evidence states a period in a
// word.
func statesFrequency(chunks []*chunk, terms []term) bool {
	for _, c := range chunks {
		if !c.onTopic {
			continue
		}
		for k := range c.sentences {
			s := &c.sentences[k]
			if s.claimable && reFrequencyWord.MatchString(s.text) && coverage(terms, s.text) >= minOwn {
				return true
			}
		}
	}
	return false
}

// periodic reports whether a value statement's quantity is the period of a recurrence.
func periodic(v valueStatement) bool {
	before := v.s.text[:min(v.cur.Span.Start, len(v.s.text))]
	return rePeriodBefore.MatchString(before)
}

// newestFirst reverses statements held oldest first.
func newestFirst[T any](xs []T) []T {
	out := make([]T, len(xs))
	for i, x := range xs {
		out[len(xs)-1-i] = x
	}
	return out
}

// reHowMany opens the noun a count question counts ("how many properties lost supply").
var reHowMany = regexp.MustCompile(`(?i)\bhow many\s+(.+)$`)

// countedNouns are the words a "how many" question counts: up to two, before its verb.
func countedNouns(question string) []string {
	m := reHowMany.FindStringSubmatch(question)
	if m == nil {
		return nil
	}
	var out []string
	for _, w := range strings.Fields(strings.ToLower(m[1])) {
		w = strings.Trim(w, "?.,;:!'\"()")
		if w == "" || slotStop[w] || len(out) == 2 {
			break
		}
		out = append(out, w)
	}
	return out
}

// counts reports whether a count statement counts one of the nouns: "450 properties", "1,320
// loggers", "loggers deployed: 1,320", "the six beta customers".
func counts(v valueStatement, nouns []string) bool {
	text := v.s.text
	after := strings.Fields(strings.ToLower(text[min(v.cur.Span.End, len(text)):]))
	before := strings.Fields(strings.ToLower(text[:min(v.cur.Span.Start, len(text))]))
	near := append(after[:min(3, len(after))], before[max(0, len(before)-3):]...)
	for _, w := range near {
		w = strings.Trim(w, "?.,;:!'\"()|*")
		for _, n := range nouns {
			if w != "" && (w == n || index.Stem(w) == index.Stem(n)) {
				return true
			}
		}
	}
	return false
}
