package synthesis

import (
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/index"
)

// A question that asks for a figure or a date is answered only by a claim that states one:
// when the evidence covers the topic but no claim holds the kind of value asked for, the detail
// is missing and the answer is PARTIAL, naming it.
var (
	reAsksFigure = regexp.MustCompile(`(?i)\b(?:how (?:many|much|long|often|fast|big|large|high|low|far|frequently)|what (?:percentage|share|fraction|proportion)|at what (?:\w+ )?(?:utili[sz]ation|rate|level|threshold|percentage|size|value|load|speed)|what(?:['’]s| is| was| are| were)? (?:the |our |their |its )?(?:exact )?(?:[\w'’-]+ ){0,3}?(?:threshold|limit|size|count|number|rate|cost|price|amount|percentage|budget|capacity|quota|timeout|interval|retention|duration|set ?point|cut-?off|minimum|maximum)s?\b|` +
		// a total or a result as people ask it, the verb ending the question: "what did the
		// contract come in at?" ("what did they come to look at?" asks no figure)
		`what (?:did|does|will|would|do) (?:[\w-]+\s+){1,4}?(?:come|came) (?:in )?(?:at|to)(?:\s+(?:in the end|in total|altogether|overall|all told|in all|finally))?\s*\?*\s*$|` +
		// a price or a cost as the verb asks it: "what did the vouchers cost us in total?",
		// "what will the refit cost?", "what does a six-day pass cost an adult?"
		`what (?:did|does|will|would|do) (?:(?:[\w'’/-]+\s+){1,10}?)(?:cost|weigh)(?:\s+(?:us|you|them|an? \w+|the \w+))?(?:\s+(?:in the end|in total|altogether|overall|all told|in all|per \w+|a \w+|each))?\s*\?*\s*$)`)
	reAsksDate   = regexp.MustCompile(`(?i)\b(?:on what (?:date|day)|what (?:date|day)|in what (?:month|year)|by when)\b`)
	reNumberWord = regexp.MustCompile(`(?i)\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|thousand|million|billion|dozen|half|twice|once)\b`)
)

// reAsksBehind asks what lies behind a change: a reason, not the value.
var reAsksBehind = regexp.MustCompile(`(?i)\bwhat(?:['’]s| is| was| are)?\s+(?:behind|driving|causing|the reason for|the cause of)\b`)

// reAsksSaidAbout asks what was said or decided about a thing: "what did the council say
// about the charge?", "what did the board decide on the fees?".
var reAsksSaidAbout = regexp.MustCompile(`(?i)^\W*what\s+(?:did|does|do|will|has|have)\s+(?:[\w'’-]+\s+){1,4}?(?:say|said|decide|decided|think|agree|agreed|conclude|propose|suggest|write|wrote|ask)\s+(?:about|on|regarding|over|re)\b`)

// askedDetail is the kind of value a question asks for ("figure", "date") or "".
func askedDetail(question string) string {
	switch {
	case asksWhy(question) || reAsksBehind.MatchString(question):
		return "" // "what's behind the de-icing rate going up?" asks a reason
	case reAsksSaidAbout.MatchString(question):
		return "" // "what did the trustees decide about the ticket charge?" asks what was decided
	case reAsksDate.MatchString(question):
		return "date"
	case reAsksFigure.MatchString(question), reAsksLevel.MatchString(question):
		return "figure"
	case asksPer(question) && asksValue(question):
		return "figure" // "what's our carbon footprint per bottle?"
	}
	return ""
}

// statesDetail reports whether a claim states a value of the kind asked for. A figure is a
// number that is neither part of an identifier (ENG-12, #482) nor of a date; a date is a date
// the facts layer reads. With plansAside (a question about when a thing happened), a date a
// plan set ("Due date: 12/Mar/26") says when it was meant to happen and states no date, and
// so does a date after the day the claim was written (written, when known): "tracking says
// Thursday" on a Monday is a forecast, and a happening is told after it happens.
func statesDetail(kind, claim string, p *facts.Parser, plansAside bool, written time.Time) bool {
	if kind == "date" {
		// A line's own stamp says when it was written, not a date it states.
		st, stamped := stampOf(claim)
		if at, ok := st.at(written); stamped && ok {
			written = at
		}
		ref := time.Time{}
		if plansAside {
			ref = written
		}
		for _, d := range p.Dates(claim, ref) {
			if d.Span.Start >= st.end && !(plansAside && (afterPlanCue(claim, d.Span.Start) || forecast(claim, d, written))) {
				return true
			}
		}
		return !plansAside && reNamesDay.MatchString(claim[st.end:]) // a day a pattern gives ("every Thursday")
	}
	s := string(blankDates(claim, p.Dates(claim, time.Time{})))
	ms := p.Measures(s)
	for _, m := range reYearLike.FindAllStringIndex(s, -1) {
		if slices.ContainsFunc(ms, func(q facts.Measure) bool { return q.Span.Start == m[0] && q.Span.End > m[1] }) {
			continue // "2000 litres" is a volume: the measure reader gives the number a unit
		}
		s = s[:m[0]] + strings.Repeat(" ", m[1]-m[0]) + s[m[1]:] // "memo 2025-07", "season 2025/26"
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' || i > 0 && s[i-1] >= '0' && s[i-1] <= '9' {
			continue
		}
		// A digit inside a code ("ENG-12", "#482", "TRV-DT2") is no figure; one after letters
		// alone may be ("v4", "FL150", "M12" are what a version or a limit is).
		if i == 0 || minusSign(s, i-1, p) || !strings.ContainsRune("-#_", rune(s[i-1])) && !(unicode.IsLetter(rune(s[i-1])) && hyphenedToken(s, i)) {
			return true
		}
	}
	return reNumberWord.MatchString(s)
}

// minusSign reports whether the hyphen at s[i] is a minus sign: it opens a word and a unit
// follows its number, or a label, a bracket or a sign comes before it ("-22 °C", ": -4",
// "(-4)"); a code's hyphen joins two words ("ENG-12"), and a number after a noun with no unit
// is a code ("fault -203").
func minusSign(s string, i int, p *facts.Parser) bool {
	if s[i] != '-' || i > 0 && !strings.ContainsRune(" \t\n(:=~/|", rune(s[i-1])) {
		return false
	}
	if before := strings.TrimRight(s[:i], " \t"); before == "" || strings.ContainsRune("(:=~/|", rune(before[len(before)-1])) || reLinksValue.MatchString(before) {
		return true
	}
	ms := p.Measures(s[i+1 : min(len(s), i+40)])
	return len(ms) > 0 && ms[0].Span.Start == 0 && ms[0].Class != facts.Count
}

// reLinksValue ends words that a value follows: "set point is -18", "fell to -4", "at -2".
var reLinksValue = regexp.MustCompile(`(?i)\b(?:is|are|was|were|at|to|of|from|reached|reaches|hit|hits|around|about|below|above)$`)

// hyphenedToken reports whether the word holding s[i] is joined by a hyphen: a code
// ("TRV-DT2", "LN-FJB2").
func hyphenedToken(s string, i int) bool {
	start := strings.LastIndexAny(s[:i], " \t\n(|,;:") + 1
	return strings.Contains(s[start:i], "-")
}

// forecast reports whether a date a claim gives, read against when its line was written, is
// a forecast rather than when a thing happened: a day after the line's, stated with its year
// or after a forecast's cue ("courier says Friday", "expected 18 March"). A yearless or
// relative date with no cue is left alone, as the reader resolves it forward ("came out
// Friday", said on a Monday, is last Friday); so is a date a completion's label records
// ("Resolved: 09/Mar/26" in a ticket opened before it).
func forecast(text string, d facts.DateMention, written time.Time) bool {
	if written.IsZero() || reCompletedLabel.MatchString(text[:d.Span.Start]) {
		return false
	}
	if !reHasYear.MatchString(d.Text) && !reForecastCue.MatchString(text[:d.Span.Start]) {
		return false
	}
	day := time.Date(written.Year(), written.Month(), written.Day(), 0, 0, 0, 0, time.UTC).Add(24 * time.Hour)
	rs := d.Readings
	if len(rs) == 0 {
		rs = []time.Time{d.Date}
	}
	for _, r := range rs {
		if r.Before(day) {
			return false
		}
	}
	return true
}

var (
	// reHasYear is a date written with its year: "12 March 2026", "12/Mar/26", "2026-03-12".
	reHasYear = regexp.MustCompile(`\b(?:19|20)\d{2}\b|^\d{1,2}[/.-](?:\d{1,2}|\p{L}{3,9})[/.-]\d{2,4}$|['’]\d{2}\b`)
	// reForecastCue ends the words before a date that say it is expected, not done.
	reForecastCue = regexp.MustCompile(`(?i)\b(?:says?|said|reckons?|expect(?:s|ed|ing)?|eta|should|will|['’]ll|due|scheduled|planned|booked|promised|quoted|estimated|forecast|arriving|landing|coming|slated|pencil+ed|set for|aim(?:s|ing)?|target(?:s|ed|ing)?|on track|going to|gonna|meant to|supposed to)\b[^.;!?]{0,25}$`)
	// reCompletedLabel is a record's label of a thing done, just before its date: "Resolved:",
	// "Fitted on", "Closed".
	reCompletedLabel = regexp.MustCompile(`(?i)\b(?:resolved|closed|completed|done|fixed|fitted|installed|replaced|repaired|shipped|delivered|arrived|received|finished|switched(?: over)?|deployed|released|merged|went live)\s*(?:on|at)?\s*:?\s*$`)
)

// missingDetail names the detail a question asks for that no claim states, or "": a figure is
// stated only bound as the question binds it (b). whenOf is when a claim was written (zero when
// unknown).
func missingDetail(question string, b askedBinding, claims []Claim, whenOf func(Claim) time.Time) string {
	kind := askedDetail(question)
	if kind == "" || len(claims) == 0 {
		return ""
	}
	p, err := facts.Default()
	if err != nil {
		return ""
	}
	plansAside := askedRole(question) == happenedRole
	for _, c := range claims {
		if statesAsked(question, kind, c.Text, p, plansAside, whenOf(c)) && (kind != "figure" || boundAsAsked(b, c.Text, p)) {
			return ""
		}
	}
	if kind == "figure" {
		return notStated(kind + b.words())
	}
	return notStated(kind)
}

// statesAsked reports whether a claim states the detail a question asks (see statesDetail):
// a price, a rate or an amount paid or approved is stated only by an amount of money, a share
// or a rate ("a 12-month lease" states no lease rate, "meeting 7/2025" no budget).
func statesAsked(question, kind, claim string, p *facts.Parser, plansAside bool, written time.Time) bool {
	if kind == "figure" {
		claim = withoutNamed(question, withoutAttributive(question, claim))
	}
	if !statesDetail(kind, claim, p, plansAside, written) {
		return false
	}
	if kind != "figure" || !reAsksMoney.MatchString(question) {
		return true
	}
	for _, m := range p.Measures(claim) {
		switch m.Class {
		case facts.Money, facts.Percent, facts.Rate:
			return true
		}
	}
	return false
}

// boundAsAsked reports whether a claim holds a quantity bound as the question binds its own
// (see askedBinding); any does when the question binds none.
func boundAsAsked(b askedBinding, claim string, p *facts.Parser) bool {
	if !b.any() {
		return true
	}
	for _, m := range p.Measures(claim) {
		if b.holds(claim, m) {
			return true
		}
	}
	return false
}

// withoutNamed blanks in a claim the words with digits the question itself names: "How much
// less fluid is DT2 using?" names the truck DT2, whose digit is no figure of the answer. A word
// of digits alone is blanked only after the word the question puts before it ("room 2" in
// "Cold room 2 set point: 2 °C" names the room, and the set point stays), and each word only
// whole ("room 2" names no digit of "-22 °C").
func withoutNamed(question, claim string) string {
	words := strings.FieldsFunc(question, func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune("?,;:()", r) })
	for k, w := range words {
		if !strings.ContainsAny(w, "0123456789") {
			continue
		}
		before := ""
		if strings.Trim(w, "0123456789.,") == "" && k > 0 {
			before = strings.ToLower(words[k-1])
		}
		for at := 0; at < len(claim); {
			i := strings.Index(claim[at:], w)
			if i < 0 {
				break
			}
			i += at
			end := i + len(w)
			whole := (i == 0 || !wordByte(claim[i-1]) && !strings.ContainsRune(".,-", rune(claim[i-1]))) && (end == len(claim) || !wordByte(claim[end]))
			if whole && (before == "" || strings.HasSuffix(strings.ToLower(strings.TrimRight(claim[:i], " ")), before)) {
				claim = claim[:i] + strings.Repeat(" ", len(w)) + claim[end:]
			}
			at = end
		}
	}
	return claim
}

// wordByte reports whether b is part of a word written in ASCII letters or digits.
func wordByte(b byte) bool {
	return b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// reYearLike is a year, a year and month or a season ("2025", "2025-07", "2025/26"): a time,
// no figure.
var reYearLike = regexp.MustCompile(`\b(?:19|20)\d{2}(?:[-/](?:\d{2}|\d{4}))?\b`)

// reAttributive is a measure written before a noun as its modifier: "1,000-litre IBCs", "a
// 12-month lease", "the 40-tonne crane". It says what that noun is, not how much of anything
// the sentence is about.
var reAttributive = regexp.MustCompile(`\b\d[\d,.]*-(?:\p{L}+)\s+(\p{L}[\p{L}-]*)`)

// withoutAttributive blanks the attributive measures of a claim whose noun the question does
// not name: "how much fluid is in the tank?" is not answered by "1,000-litre IBCs", "how big
// is the crane?" is by "the 40-tonne crane".
func withoutAttributive(question, claim string) string {
	asked := map[string]bool{}
	for _, w := range index.Tokens(question) {
		asked[index.Stem(w)] = true
	}
	return reAttributive.ReplaceAllStringFunc(claim, func(m string) string {
		noun := reAttributive.FindStringSubmatch(m)[1]
		if asked[index.Stem(strings.ToLower(noun))] {
			return m
		}
		return strings.Repeat(" ", len(m)-len(noun)) + noun
	})
}

// reAsksMoney asks a price, a rate of pay or hire, or a sum paid, charged, spent or approved (a
// "sampling rate" is no money).
var reAsksMoney = regexp.MustCompile(`(?i)\b(?:price|prices|cost|costs|fee|fees|charge|charges|charged|budget|pay|paid|spend|spent|approved|invoice[sd]?|tariff|rent|salary|wage|(?:hourly|daily|day|monthly|weekly|lease|leasing|labou?r|man-hour|call-out|callout|interest|tax|vat|exchange|room|hire|rental)\s+rates?)\b`)

// notStated is the missing line for a detail of the kind asked that no claim states.
func notStated(kind string) string {
	return "No evidence states the " + kind + " the question asks for: the retrieved passages cover the topic, not that detail."
}

// A question "what N …" or "which N …" asks for the value of N: it is answered only by a
// claim that gives N a value, linked the way English links an attribute to its value ("port
// 7443", "Eviction: `volatile-lru`", "the window is 2 hours", "6 replicas"). A claim that
// only mentions N ("we alert on consumer lag for `dispatch-consumers`") covers the topic, not
// the detail.
var (
	reWhatN = regexp.MustCompile(`(?i)^\W*(?:(?:at|in|on|for|to|by|from|with|under|above|below)\s+)?(what|which)(?:['’]s)?\s+(?:(?:is|are|was|were)\s+)?(?:(?:the|our|a|an|its|their|this|that|your)\s+)?(.+)$`)
	// slotStop ends the words that name N: verbs that carry the question, prepositions,
	// determiners and pronouns.
	slotStop = map[string]bool{
		"is": true, "are": true, "was": true, "were": true, "do": true, "does": true, "did": true, "can": true,
		"could": true, "will": true, "would": true, "should": true, "has": true, "have": true, "had": true,
		"of": true, "for": true, "in": true, "on": true, "at": true, "to": true, "from": true, "by": true,
		"with": true, "about": true, "the": true, "a": true, "an": true, "we": true, "i": true, "you": true,
		"they": true, "it": true, "our": true, "its": true, "their": true, "this": true, "that": true,
		"if": true, "when": true, "and": true, "or": true, "be": true, "been": true, "get": true, "gets": true,
	}
	// slotLink may stand between N and its value; slotBlock introduces something other than
	// the value (whose N it is, what it goes with).
	slotLink  = map[string]bool{"is": true, "are": true, "was": true, "were": true, "=": true, ":": true, "of": true, "at": true, "to": true, "set": true, "be": true, "now": true, "currently": true, "on": true, "uses": true, "runs": true}
	copula    = map[string]bool{"is": true, "are": true, "was": true, "were": true}
	slotBlock = map[string]bool{"for": true, "with": true, "by": true, "from": true, "and": true, "or": true, "in": true, "about": true, "per": true, "than": true}
)

// reAsksCause asks what caused something: its value is the cause ("Cause: ...", "Root cause:
// ..."), and an answer that states none lacks the detail.
var reAsksCause = regexp.MustCompile(`(?i)^\W*what\s+(?:\w+\s+)?(?:caused|causes|triggered)\b|^\W*what(?:['’]s|\s+(?:is|was|were|are))\s+(?:the\s+)?(?:root[- ]?|real\s+|underlying\s+|actual\s+|likely\s+|final\s+)?causes?\b`)

// reAsksWhatBroke asks for a cause in other words: "what took the feed down", "what knocked it
// off air", "why did it crash", "where did it come from", "what did it end up coming from".
// The causes the evidence states answer it like reAsksCause, but an answer may give the cause
// without the word ("the crashes are an out-of-memory …"), so no detail is called missing.
var reAsksWhatBroke = regexp.MustCompile(`(?i)^\W*(?:what\s+(?:\w+\s+)?(?:led to|was behind|is behind)\b|` +
	`what\s+(?:\w+ly\s+)?(?:took|knocked|brought|put|kicked)\b.*\b(?:down|out|off|offline|over)\b|` +
	`why\s+(?:did|does|do|was|were|is|are|has|have|had)\b.*\b(?:crash|crashed|crashing|fail|failed|failing|break|broke|breaking|go down|went down|stop|stopped|burst|trip|tripped|leak|leaked|leaking|drop|dropped|happen|happened|jam|jammed|jamming|jams|hang|hung|hanging|freeze|froze|freezing|erroring|error|offline|down|time out|timing out|timed out|not (?:run|running|work|working|start|starting|load|loading|print|printing))\b|` +
	`(?:what|where)\b.*\b(?:come|came|coming|comes|stem|stemmed|stems|originate|originated)\s+from\b)`)

// reAsksRecommendation asks what is recommended: its value is the recommendation
// ("Recommended option: C", "Recommendation: ...").
var reAsksRecommendation = regexp.MustCompile(`(?i)^\W*what\b.*\brecommend(?:s|ed|ing|ation)?\b`)

// reAsksRating asks how a work item is rated: "How urgent is the buffering bug rated?", "how
// serious is the incident classed?". A tracker states it as its priority, severity, urgency or
// impact ("Priority: P2 → P1", "Impact: 1 - Critical").
var reAsksRating = regexp.MustCompile(`(?i)^\W*how\s+(urgent|serious|severe|critical|important|high|bad|big a deal)\b.*\b(rated|ranked|classed|classified|categori[sz]ed|prioriti[sz]ed|graded|marked|flagged|triaged|set)\b`)

// ratingSlot is the names a tracker gives a work item's rating; its value is a level ("P1",
// "Sev 2", "1 - Critical", "High"), never a description ("Impact: live channels stalled").
var (
	ratingSlot = []string{"priority", "severity", "urgency", "impact"}
	// reLevel is a rating as trackers write it: "P1", "Sev 2", "S3", "2", "1 Critical" (from
	// "1 - Critical"), "High", "Major (2)".
	reLevel = regexp.MustCompile(`(?i)^(?:p\s?\d|sev(?:erity)?\s?\d|s\d|\d(?:\s*[-–:]?\s*\p{L}+)?|(?:critical|high|highest|medium|moderate|low|lowest|major|minor|blocker|urgent|severe|trivial|normal)(?:\s*\(\s*\w+\s*\))?)$`)
)

// slotName is how an answer names the slot's attribute: "priority" for a rating.
func slotName(slot []string) string {
	if slices.Equal(slot, ratingSlot) {
		return ratingSlot[0]
	}
	return strings.Join(slot, " ")
}

// levelOf keeps a rating's value only when it is a level: v for another slot or a level,
// "" for a description.
func levelOf(slot []string, v string) string {
	if !slices.Equal(slot, ratingSlot) || reLevel.MatchString(strings.TrimSpace(v)) {
		return v
	}
	return ""
}

// withoutRating are the question's topic words less the words that ask its rating ("urgent",
// "rated"): they name the attribute, which the record calls its priority, not the topic.
func withoutRating(terms []term, question string) []term {
	m := reAsksRating.FindStringSubmatch(question)
	if m == nil {
		return terms
	}
	// A word the question also names its topic by stays: "How high is the high-bay racking
	// repair prioritised?".
	count := map[string]int{}
	for _, w := range index.Tokens(question) {
		count[w]++
	}
	asks := map[string]bool{}
	for _, w := range append(index.Tokens(m[1]), index.Tokens(m[2])...) {
		asks[w] = count[w] == 1
	}
	return slices.DeleteFunc(slices.Clone(terms), func(t term) bool { return asks[t.word] || asks[t.stem] })
}

// askedSlot is the words naming what a "what N"/"which N" question asks the value of, and
// whether it asks which one (an identity, not a count); nil when the question is not of that
// shape or names its verb first ("what does it cost").
func askedSlot(question string) ([]string, bool) {
	if reAsksCause.MatchString(question) {
		return []string{"cause"}, false
	}
	if reAsksRecommendation.MatchString(question) {
		return []string{"recommend"}, false
	}
	if reAsksRating.MatchString(question) {
		return slices.Clone(ratingSlot), true
	}
	m := reWhatN.FindStringSubmatch(strings.TrimSpace(question))
	if m == nil {
		return nil, false
	}
	var words []string
	for _, w := range strings.Fields(strings.ToLower(m[2])) {
		w = strings.Trim(w, "?.,;:!'\"`()")
		if w == "" || slotStop[w] || strings.HasSuffix(w, "'s") || len(words) == 3 {
			break
		}
		words = append(words, w)
	}
	return words, strings.EqualFold(m[1], "which")
}

// slotToken is a word of a claim, as read for a slot: its lower-case form, its text as written,
// whether it is a value (holds a digit, is `code` or "quoted", or a capitalised name inside
// the sentence), and whether a clause ends after it.
type slotToken struct {
	word, raw string
	value     bool
	end       bool
	// start and end of raw in the claim.
	from, to int
}

func slotTokens(claim string) []slotToken {
	var out []slotToken
	at := 0
	for i, f := range strings.Fields(claim) {
		fieldAt := at + strings.Index(claim[at:], f)
		at = fieldAt + len(f)
		colon := strings.HasSuffix(f, ":")
		t := strings.Trim(f, ".,;!?()[]*-—–")
		if t == "" {
			continue
		}
		value := strings.ContainsAny(t, "0123456789`\"“") || i > 0 && t[0] >= 'A' && t[0] <= 'Z'
		raw := strings.Trim(t, ":`\"“”")
		end := strings.ContainsAny(f[len(f)-1:], ".,;!?)") && !colon
		from := fieldAt + strings.Index(f, raw)
		out = append(out, slotToken{word: strings.ToLower(raw), raw: raw, value: value, end: end, from: from, to: from + len(raw)})
		if colon {
			out = append(out, slotToken{word: ":"})
		}
	}
	return out
}

// clauseText is the claim's text from token j to token k as written ("3 - Moderate", "C — new
// station"), a bracket it opens closed or left out.
func clauseText(claim string, toks []slotToken, j, k int) string {
	from, to := toks[j].from, toks[k].to
	if from >= to || to > len(claim) {
		return ""
	}
	v := claim[from:to]
	if strings.Count(v, "(") > strings.Count(v, ")") {
		if to < len(claim) && claim[to] == ')' {
			return claim[from : to+1]
		}
		v = strings.TrimSpace(v[:strings.LastIndexByte(v, '(')]) // "scraper (blue, detectable), tip …": the clause ends inside the remark
	}
	return v
}

// givesSlot reports whether a claim gives one of the slot's words a value.
func givesSlot(slot []string, which bool, claim string) bool {
	_, ok := slotValue(slot, which, claim)
	return ok
}

// slotValue is the value a claim gives one of the slot's words: the word followed, through
// link words only, by a value within three words; or, unless the question asks which one, a
// number just before it ("6 replicas"). The value runs to the end of its clause, five words at
// most.
func slotValue(slot []string, which bool, claim string) (string, bool) {
	toks := slotTokens(claim)
	named := func(w string) bool { return slotNamed(slot, w) }
	// phrase is the value from toks[j]: to the end of its clause when a colon introduces it
	// ("Cause: a pressure surge from the booster station"), else a short noun phrase.
	phrase := func(j int, clause bool) string {
		var words []string
		n := 5
		if clause {
			n = 15
		}
		last := -1
		for k := j; k < len(toks) && k < j+n; k++ {
			if toks[k].word == ":" || k > j && !clause && (slotBlock[toks[k].word] || slotStop[toks[k].word] && !toks[k].value) {
				break
			}
			words = append(words, toks[k].raw)
			last = k
			if toks[k].end {
				break
			}
		}
		if clause && last >= j {
			if v := clauseText(claim, toks, j, last); v != "" {
				return v // as written: "3 - Moderate was changed to 2 - High"
			}
		}
		return strings.Join(words, " ")
	}
	for i, t := range toks {
		if !named(t.word) {
			continue
		}
		// A label that holds the slot word and ends in a colon: "Recommended option: C",
		// "Target version: 8.1".
		for k := i + 1; k < len(toks) && k <= i+3; k++ {
			if toks[k].word == ":" {
				if k+1 < len(toks) {
					return phrase(k+1, true), true
				}
				break
			}
			if toks[k].end || slotBlock[toks[k].word] {
				break
			}
		}
		for j := i + 1; j < len(toks) && j <= i+4; j++ {
			w := toks[j].word
			if named(w) {
				continue
			}
			// After a colon or "=" whatever follows is the value ("Root cause: conntrack
			// exhaustion"); after a copula, a value or a noun phrase ("was a retry storm").
			after := toks[j-1].word
			switch {
			case toks[j].value:
				return toks[j].raw, true
			case after == ":" || after == "=":
				return phrase(j, true), true
			case copula[after] && (w == "a" || w == "an" || w == "the"):
				return phrase(j+1, false), true
			case copula[after] && clausal(slot):
				// A cause is whatever the copula names, a mass noun too: "the root cause is
				// loss of the programme feed".
				return phrase(j, true), true
			}
			if slotBlock[w] || !slotLink[w] {
				break
			}
		}
		if !which && i > 0 && toks[i-1].value && strings.ContainsAny(toks[i-1].word, "0123456789") {
			return toks[i-1].raw, true
		}
	}
	return "", false
}

// namesSlot reports whether text names one of the slot's words (or a compound holding it).
func namesSlot(slot []string, text string) bool {
	for _, t := range slotTokens(text) {
		if slotNamed(slot, t.word) {
			return true
		}
	}
	return false
}

// clausal reports whether the slot's value is a happening or a course of action rather than a
// name or a figure (a cause, a recommendation): any noun phrase a copula links it to is its
// value.
func clausal(slot []string) bool {
	return len(slot) > 0 && (slot[len(slot)-1] == "cause" || slot[len(slot)-1] == "recommend")
}

// slotNamed reports whether w is one of the slot's words, another form of one, or a compound
// name holding one ("maxmemory-policy", "default_pool_size").
func slotNamed(slot []string, w string) bool {
	for _, s := range slot {
		if w == s || index.Stem(w) == index.Stem(s) {
			return true
		}
		if strings.ContainsAny(w, "-_") && slices.ContainsFunc(strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '_' }),
			func(p string) bool { return p == s || index.Stem(p) == index.Stem(s) }) {
			return true
		}
	}
	return false
}

// missingSlot names the value a "what N"/"which N" question asks for that no claim gives, or "".
func missingSlot(question string, claims []Claim) string {
	slot, which := askedSlot(question)
	if len(slot) == 0 || len(claims) == 0 {
		return ""
	}
	for _, c := range claims {
		if givesSlot(slot, which, worldPart(question, c.Text)) { // "Page version 2" gives the page's version
			return ""
		}
	}
	return "No evidence states " + askedAs(question) + ": the retrieved passages cover the topic, not that detail."
}

// askedAs is a question as the object of "states" ("which customers are in the beta").
func askedAs(question string) string {
	q := strings.TrimRight(strings.TrimSpace(question), "?.! ")
	if q == "" {
		return "it"
	}
	return strings.ToLower(q[:1]) + q[1:]
}

// reWhenQuestion asks for a day: "when is ...", "when's ...", "when do we ...", "which day ...",
// "by when", and a "when" the asking wraps ("do we know when the pool reopens?", "any idea
// when ..."). A clause of time before another question ("When Ana leaves, who takes over?")
// asks no day.
var reWhenQuestion = regexp.MustCompile(`(?i)^\W*` + talkWord + `when(?:['’]s\b|(?:\s+exactly)?\s+(?:is|are|was|were|do|does|did|will|would|can|could|should|shall|has|have|had|must|might)\b)|\b(?:on|by)\s+(?:what|which)\s+(?:date|day)\b|^\W*(?:what|which)\s+(?:date|day)\b|\bby when\b|\b(?:know|idea|tell (?:me|us)|say|sure|clue|heard)\s+when\s+(?:the\s+|our\s+|we\s+|it\s+|they\s+)?\w+`)

// reNamesDay names a day a pattern gives: "every Thursday", "on Tuesdays", "the last working
// day of each month", "daily".
var reNamesDay = regexp.MustCompile(`(?i)\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|daily|weekly|monthly|fortnightly|annually|(?:working|business|calendar) day of)\b`)

// claimsStateWhen reports whether a claim states a day, a day a pattern gives or a time of
// day: a "when" question no claim gives one for is not answered, however much of its topic the
// claims cover. A question about when a thing happened is not answered by a plan's date or a
// forecast (see statesDetail); whenOf is when a claim was written.
func claimsStateWhen(question string, claims []Claim, whenOf func(Claim) time.Time) bool {
	p, err := facts.Default()
	if err != nil {
		return true
	}
	plansAside := askedRole(question) == happenedRole
	for _, c := range claims {
		if statesDetail("date", c.Text, p, plansAside, whenOf(c)) || len(timesOf(c.Text)) > 0 {
			return true
		}
	}
	return false
}

// blankDates is text with the dates ds read in it blanked out, each byte a space.
func blankDates(text string, ds []facts.DateMention) []byte {
	out := []byte(text)
	for _, d := range ds {
		for i := d.Span.Start; i < d.Span.End && i < len(out); i++ {
			out[i] = ' '
		}
	}
	return out
}
