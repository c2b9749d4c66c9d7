package synthesis

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/queueproof/queueproof/engine/facts"
)

// A question may bind the quantity it asks for to a unit it is counted per ("footprint per
// bottle", "a week", "the daily limit") or to a year ("ordered for 2026"). A quantity answers
// it only when its own words bind it the same way: "2.3 t CO2e per planted hectare" is no
// footprint per bottle, "2025: 4,200 cases" no count for 2026, and a limit with no "a day"
// beside it no daily limit. The evidence then covers the topic and not the detail.

// askedBinding is what a question binds its quantity to.
type askedBinding struct {
	// per is the group of words naming the unit the quantity is asked per, or nil.
	per []string
	// perWord is that unit as the question writes it ("bottle", "week").
	perWord string
	// forms match the unit said as a denominator (see perForms).
	forms *regexp.Regexp
	// named matches the words of a unit a "per" names: a quantity per something of its own
	// in a clause naming the unit is of it too ("The U-matic rate is £17.20 per tape").
	named *regexp.Regexp
	// years are the years the question names.
	years []string
}

var (
	// reCitesName is "per" before a name, which cites its source: "per Jo's email", ", per Priya"
	// (a unit is written in lower case or as an initialism: "per GT").
	reCitesName = regexp.MustCompile(`^per\s+\p{Lu}\p{Ll}`)
	// rePerAsked is "per <unit>" (see perPhrase).
	rePerAsked = regexp.MustCompile(`(?i)\bper\s+(?:single\s+|individual\s+)?(\p{L})`)
	// reEachAsked is a period a quantity is per: "each week", "every month", "a day"; not "a
	// week from now" or "a day late". ("Each judging slot", "each encoder" name the one thing
	// asked about, not a unit the evidence says its quantity per.)
	reEachAsked = regexp.MustCompile(`(?i)\b(?:each|every|an?)\s+(second|minute|hour|day|night|shift|week|fortnight|month|quarter|year)\b(\s+(?:from|ago|before|after|later|earlier|early|late|or|in advance|out|away|off|shift|rate|pass|ticket|trip|job|run|slot|crew|worker|staff|visit|tour|return|old|long)\b)?`)
	// reLyAsked is a period said as an adjective of an amount: "the daily discharge limit",
	// "annual fee" ("nightly artifact retention", "the daily standup" name a thing that recurs).
	reLyAsked = regexp.MustCompile(`(?i)\b(hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annual)\s+(?:[\p{L}-]+\s+){0,2}?(?:limit|cap|allowance|quota|budget|fee|cost|spend|rate|target|total|average|output|production|volume|usage|consumption|deduction|charge|rent|wage|salary|pay|throughput|intake|sales|revenue|footprint|emissions|yield|maximum|minimum|max|min|amount|figure|number|count)s?\b`)
	// reClauseEnd ends the words after a quantity that may name its unit (a comma in "1,200"
	// does not).
	reClauseEnd = regexp.MustCompile(`[,.!?](?:\s|$)|[;|\n()]`)
	// reYear is a year (and the second year of a span: "2025/26", "2025–2026").
	reYear = regexp.MustCompile(`\b((?:19|20)\d{2})(?:\s*[/–-]\s*(\d{2}|(?:19|20)\d{2}))?\b`)
	// rePeriodYearBefore ends the words before a year a value holds for.
	rePeriodYearBefore = regexp.MustCompile(`(?i)\b(?:in|for|during|throughout|across|fy|financial year|season|vintage|year)\s*$`)
)

// lyUnits are the periods the adjectives name.
var lyUnits = map[string]string{"hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week",
	"fortnightly": "fortnight", "monthly": "month", "quarterly": "quarter", "yearly": "year", "annual": "year"}

// unitGroups are the words, abbreviations and adjectives one unit is written with.
var unitGroups = [][]string{
	{"second", "sec", "s"},
	{"minute", "min", "mins"},
	{"hour", "hr", "hrs", "h", "hourly"},
	{"day", "d", "daily", "diem"},
	{"night", "nightly"},
	{"week", "wk", "wks", "weekly"},
	{"fortnight", "fortnightly"},
	{"month", "mo", "mth", "monthly", "pcm"},
	{"quarter", "qtr", "quarterly"},
	{"year", "yr", "yrs", "annum", "yearly", "annual", "annually", "pa"},
	{"hectare", "ha"},
	{"acre", "ac"},
	{"kilogram", "kilo", "kg"},
	{"tonne", "ton", "t"},
	{"litre", "liter", "l"},
	{"head", "person", "people", "capita", "pax"},
	{"square metre", "square meter", "sq m", "sqm", "m²", "m2"},
	{"square foot", "square feet", "sq ft", "sqft", "ft²"},
}

// notUnits follow "per" without naming a unit: "per cent", "per se".
var notUnits = []string{"cent", "centum", "se", "mille", "the", "our", "your", "their", "its", "this", "that", "these", "those", "my", "his", "her"}

// askedBindings reads what a question binds its quantity to.
func askedBindings(question string) askedBinding {
	var q askedBinding
	var unit []string
	if m := rePerAsked.FindStringSubmatchIndex(withoutCitingPer(question)); m != nil && !reCitesName.MatchString(withoutCitingPer(question)[m[0]:]) {
		unit = perPhrase(withoutCitingPer(question)[m[2]:])
	} else if m := reEachAsked.FindStringSubmatchIndex(question); m != nil && m[4] < 0 && !rePeriodNotPer.MatchString(question[:m[0]]) {
		unit = []string{strings.ToLower(question[m[2]:m[3]])} // ("a week from now" binds nothing)
	} else if m := reLyAsked.FindStringSubmatch(question); m != nil {
		unit = []string{lyUnits[strings.ToLower(m[1])]}
	}
	if len(unit) > 0 {
		q.perWord = strings.Join(unit, " ")
		if g, ok := knownUnit(q.perWord); len(unit) > 1 && ok {
			q.per = append(q.per, g...) // "per square metre" is "£38/m²", "per sq m"
		}
		for _, w := range unit {
			q.per = append(q.per, unitGroup(w)...)
		}
		if len(unit) > 1 { // "per gross ton" is "per GT"
			initials := ""
			for _, w := range unit {
				initials += w[:1]
			}
			q.per = append(q.per, initials)
		}
		q.forms = perForms(q.per)
		if m := rePerAsked.FindStringIndex(question); m != nil {
			q.named = regexp.MustCompile(`(?i)\b(?:` + strings.Join(quoted(unit), "|") + `)`)
		}
	}
	for _, m := range reYear.FindAllStringSubmatch(question, -1) {
		q.years = append(q.years, spanYears(m)...)
	}
	return q
}

// perPhrase is the unit a "per" names, up to three words ("smart meter fitted", "gross ton"),
// lower-cased; nil for "per cent" and the like.
func perPhrase(s string) []string {
	var ws []string
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune("?,;:.!()", r) }) {
		w = strings.ToLower(w)
		if len(ws) == 3 || slices.Contains(phraseStops, w) || !unicode.IsLetter([]rune(w)[0]) {
			break
		}
		ws = append(ws, w)
	}
	if len(ws) > 0 && slices.Contains(notUnits, ws[0]) {
		return nil
	}
	return ws
}

// phraseStops end a unit's phrase: "per hour flat out", "per slot at Kilbarran".
var phraseStops = []string{"for", "in", "at", "on", "of", "to", "with", "from", "by", "this", "that", "now", "then", "flat",
	"we", "do", "does", "did", "is", "are", "was", "were", "can", "will", "would", "should", "and", "or", "right", "currently", "these", "days"}

// quoted are words quoted for a regular expression.
func quoted(ws []string) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = regexp.QuoteMeta(w)
	}
	return out
}

// rePeriodNotPer ends the words before "a <period>" that make it a stretch of time, not a
// unit: "still an hour", "on a shift", "within a day".
var rePeriodNotPer = regexp.MustCompile(`(?i)\b(?:still|on|in|during|over|for|within|about|around|roughly|than|only|just|under|after|before|per|of|at|by|take|takes|took|last|lasts|up to|nearly|almost)\s*$`)

// knownUnit is the group of a unit written in several words ("square metre"), if one has it.
func knownUnit(w string) ([]string, bool) {
	for _, g := range unitGroups {
		if slices.Contains(g, strings.ToLower(w)) {
			return g, true
		}
	}
	return nil, false
}

// unitGroup is the group of words of a unit, or the word and its plural when no group has it.
func unitGroup(w string) []string {
	w = strings.ToLower(w)
	for _, g := range unitGroups {
		if slices.Contains(g, w) || slices.Contains(g, strings.TrimSuffix(w, "s")) {
			return g
		}
	}
	w = strings.TrimSuffix(w, "s")
	return []string{w, w + "s", w + "es"}
}

// spanYears are the years of a year match: "2025/26" is 2025 and 2026.
func spanYears(m []string) []string {
	ys := []string{m[1]}
	switch len(m[2]) {
	case 2:
		ys = append(ys, m[1][:2]+m[2])
	case 4:
		ys = append(ys, m[2])
	}
	return ys
}

// any reports whether the question binds its quantity at all.
func (q askedBinding) any() bool { return len(q.per) > 0 || len(q.years) > 0 }

// words name the binding in an answer's missing line: " per bottle", " for 2026".
func (q askedBinding) words() string {
	s := ""
	if q.perWord != "" {
		s += " per " + q.perWord
	}
	if len(q.years) > 0 {
		s += " for " + q.years[0]
	}
	return s
}

// holds reports whether the quantity m of text is bound as the question binds its own.
func (q askedBinding) holds(text string, m facts.Measure) bool {
	if m.Span.Start < 0 || m.Span.End > len(text) || m.Span.Start > m.Span.End {
		return true
	}
	return q.perHolds(text, m) && q.yearHolds(text, m)
}

// perHolds: the quantity's own text, the words just after it ("£120 a week", "12 t CO2e per
// planted hectare") or a label before it in its clause ("Daily limit: 80 m³") name the unit.
func (q askedBinding) perHolds(text string, m facts.Measure) bool {
	if len(q.per) == 0 {
		return true
	}
	words := q.forms
	if words.MatchString(m.Text) {
		return true
	}
	after := text[m.Span.End:]
	if loc := reClauseEnd.FindStringIndex(after); loc != nil {
		after = after[:loc[0]]
	}
	if len(after) > 60 {
		after = after[:60]
	}
	if words.MatchString(after) {
		return true
	}
	clause := clauseOf(text, m.Span)
	before := text[:m.Span.Start]
	// (A table row's cells all bind its quantities: "| per night | £34.50 |".)
	if from := strings.LastIndexAny(before, ";\n"); from >= 0 {
		before = before[from+1:]
	}
	if c := strings.Index(clause, ":"); c >= 0 && !strings.Contains(before, clause[:c]) {
		before = clause[:c+1] + " " + before // the label the clauses share
	}
	// (It binds each quantity after it: "now 20 kg, previously up to 25 kg".)
	if words.MatchString(before) {
		return true
	}
	return q.named != nil && q.named.MatchString(clause) && reAnyDenominator.MatchString(clause)
}

// reAnyDenominator is a unit a quantity is per: "per tape", "£3/GT", "£38 each".
var reAnyDenominator = regexp.MustCompile(`(?i)\bper\s+\p{L}|\d\s*\p{L}*/\s*\p{L}|\d\s+each\b`)

// perForms matches a unit of the group said as a denominator: "per day", "a day", "each day",
// "/d", "daily".
func perForms(group []string) *regexp.Regexp {
	var plain, adj []string
	for _, w := range group {
		if strings.HasSuffix(w, "ly") || w == "annual" || w == "pcm" || w == "diem" || w == "annum" {
			adj = append(adj, regexp.QuoteMeta(w))
			continue
		}
		plain = append(plain, regexp.QuoteMeta(w))
	}
	alt := "(?:" + strings.Join(plain, "|") + ")"
	end := `(?:[^\p{L}\d]|$)` // (a word boundary, also after "m²")
	re := `(?i)(?:\b(?:per|a|an|each|every)\s+(?:[\p{L}-]+\s+)?` + alt + `s?` + end + `|/\s*` + alt + end + `|\bp\.?\s?` + alt + end
	if len(adj) > 0 {
		re += `|\b(?:` + strings.Join(adj, "|") + `)\b`
	}
	return regexp.MustCompile(re + ")")
}

// yearHolds: a clause naming years, none of them asked ("2025: 4,200 cases" for 2026), holds
// a quantity of another year. A year in a date says when, not what for.
func (q askedBinding) yearHolds(text string, m facts.Measure) bool {
	if len(q.years) == 0 {
		return true
	}
	clause := clauseOf(text, m.Span)
	named := false
	for _, loc := range reYear.FindAllStringSubmatchIndex(clause, -1) {
		// Only a year a value is for: a label ("2025: 4,200 cases") or after a word of a period
		// ("in 2025", "for FY 2025"); "since March 2025", "the 2025 refit" and "the 2019 model"
		// say when or which, not what for.
		if !strings.HasPrefix(strings.TrimSpace(clause[loc[1]:]), ":") && !rePeriodYearBefore.MatchString(clause[:loc[0]]) {
			continue
		}
		named = true
		ys := []string{clause[loc[2]:loc[3]]}
		if loc[4] >= 0 {
			ys = spanYears([]string{"", clause[loc[2]:loc[3]], clause[loc[4]:loc[5]]})
		}
		for _, y := range ys {
			if slices.Contains(q.years, y) {
				return true
			}
		}
	}
	return !named
}

// headerHolds reports whether the column header of a table row's quantity names the unit: "|
// Room | Per hour | Full day |".
func (q askedBinding) headerHolds(s *sentence, m facts.Measure) bool {
	if len(q.per) == 0 || s.header == "" {
		return false
	}
	heads := headerCells(s.header)
	i := cellIndex(s.text, m.Span.Start)
	return i >= 0 && i < len(heads) && q.forms.MatchString(heads[i])
}
