package facts

import (
	"regexp"
	"strings"
)

// Durations are often written in words: "kept for six months", "every two hours", "now seven
// years", "within a week". These are read as durations like "6 months"; other quantities in
// words ("a couple of hundred", "a quarter of the fleet") are left alone, as they are as often
// loose talk as values. "A"/"an" counts as one only after a word that takes a length of time
// ("for a week", "after an hour", "every day"), never after an amount ("£6 a month" is a
// price per month, "twice a day" a frequency).

var numberWords = map[string]float64{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
	"sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30,
	"forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}

// numberWord is a number in words up to ninety-nine, as three groups: tens, the units after
// them, or a number below twenty.
const numberWord = `(?:(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](one|two|three|four|five|six|seven|eight|nine))?|(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen))`

// reWordDuration is a duration in words: a number word (a compound one whole: "twenty-four",
// "thirty one"), or "a"/"an"/"half an" after a word that takes a length of time, then a unit
// of time, with "and a half" before or after the unit ("two and a half hours", "an hour and a
// half").
var reWordDuration = regexp.MustCompile(`(?i)\b(?:` + numberWord + `(\s+and\s+a\s+half)?|(?:for|within|after|in|every|each|than|to|under|about|around|only|just|lasts?|takes?|over)\s+(a|an|half an?))\s+(seconds?|minutes?|hours?|days?|weeks?|fortnights?|months?|years?)(\s+and\s+a\s+half)?\b`)

// reQuarterHour is a quarter of an hour in words: "a quarter of an hour", "three quarters of an
// hour".
var reQuarterHour = regexp.MustCompile(`(?i)\b(a|one|three)\s+quarters?\s+of\s+an\s+hour\b`)

// reWordCount is a count in words before what it counts: "two spare engines", "twenty-four
// bays", "Decided: one spare engine". A number word before "of", "or", "and", "to", "more" or a
// unit of time is no count of its own ("two of the three", "one or two", "two weeks"); "one"
// counts only after a colon or "only", "just", "exactly", "decided on" (elsewhere it is as often
// "the one", "one day", "one thing").
var reWordCount = regexp.MustCompile(`(?i)(^|[:;]\s*|\b(?:only|just|exactly|decided on|agreed on|settled on|went with|went for|opted for|go with|chose|picked|approved|now)\s+|\b)` + numberWord + `\s+(\p{L}[\p{L}-]*)`)

// reLooseBefore ends the words before a number word that make it one end of a loose range:
// "two or three", "five to six".
var reLooseBefore = regexp.MustCompile(`(?i)\b(?:or|to|and)\s*$|\d+\s*(?:or|to|and)?\s*$|\d+[-–]\s*$`)

// rePartOf ends the words before the whole a part is taken from ("one of the three"); and
// rePositionBefore a noun that a number names a place, a position or one of a series of
// ("number two", "gate four", "step 3", "Rev 5", "tower 7"), in words or in digits.
var (
	rePartOf         = regexp.MustCompile(`(?i)\bof\s+(?:the|these|those|our|its|their|all)?\s*$`)
	rePositionBefore = regexp.MustCompile(`(?i)\b(?:number|no\.?|nr\.?|gate|bay|stand|door|platform|track|lane|room|floor|level|phase|stage|step|option|plan|version|page|chapter|line|group|team|shift|engine|pier|hangar|unit|channel|zone|area|block|lot|batch|row|seat|table|box|` +
		`rev\.?|revision|tower|pylon|berth|dock|ward|bed|section|sector|figure|fig\.?|annex|appendix|schedule|part|plot|round|model|type|series|mark|mk)\s+$`)
)

// notCounted are the words after a number word that make it no count of a thing.
var notCounted = map[string]bool{"of": true, "or": true, "and": true, "to": true, "more": true, "times": true, "ways": true,
	"another": true, "other": true, "others": true, "at": true, "by": true, "in": true, "on": true, "for": true, "is": true,
	"are": true, "was": true, "were": true, "will": true, "would": true, "could": true, "can": true, "who": true, "that": true,
	"which": true, "percent": true, "per": true, "hundred": true, "thousand": true, "million": true, "billion": true, "dozen": true,
	"quarter": true, "quarters": true, "half": true, "halves": true, "third": true, "thirds": true}

// wordCounts are the counts text writes in words (see reWordCount), with their spans.
func wordCounts(text string) []Measure {
	var out []Measure
	for _, m := range reWordCount.FindAllStringSubmatchIndex(text, -1) {
		word := func(g int) string { return strings.ToLower(text[m[2*g]:m[2*g+1]]) }
		start, end, n := m[8], m[9], 0.0
		if m[4] >= 0 { // tens, and units after them
			start, end, n = m[4], m[5], numberWords[word(2)]
			if m[6] >= 0 {
				end, n = m[7], n+numberWords[word(3)]
			}
		} else {
			n = numberWords[word(4)]
		}
		next := word(5)
		switch {
		case notCounted[next] || unitOfTime(next) || text[m[10]] >= 'A' && text[m[10]] <= 'Z':
			continue // "two of", "two weeks", "One Piece"
		case reLooseBefore.MatchString(text[:start]):
			continue // "two or three", "five to six": a loose range
		case rePartOf.MatchString(text[:start]):
			continue // "one of the three hangars": the whole a part is of, not what the sentence counts
		case rePositionBefore.MatchString(text[:start]):
			continue // "number two engine", "gate two and gate four": a position's name
		case n == 1 && m[2] == m[3]:
			continue // "one" with no colon or cue before it
		}
		out = append(out, Measure{Text: text[start:end], Class: Count, Amount: n, Span: Span{start, end}})
	}
	return out
}

// reDecidedCount is a number in words a decision gives alone, its noun left to the proposal
// before it: "proposed three keeper posts; SMT decided two, with recruitment in March".
var reDecidedCount = regexp.MustCompile(`(?i)\b(?:decided(?: on)?|agreed(?: on)?|settled on|approved|went with|went for|opted for|chose|picked)\s+` + numberWord + `(?:\s*[,;.)]|\s+(?:instead|in the end|in total)\b|\s*$)`)

// decidedCounts are the counts in words decisions give alone (see reDecidedCount).
func decidedCounts(text string) []Measure {
	var out []Measure
	for _, m := range reDecidedCount.FindAllStringSubmatchIndex(text, -1) {
		word := func(g int) string { return strings.ToLower(text[m[2*g]:m[2*g+1]]) }
		start, end, n := m[6], m[7], 0.0
		if m[2] >= 0 {
			start, end, n = m[2], m[3], numberWords[word(1)]
			if m[4] >= 0 {
				end, n = m[5], n+numberWords[word(2)]
			}
		} else {
			n = numberWords[word(3)]
		}
		out = append(out, Measure{Text: text[start:end], Class: Count, Amount: n, Span: Span{start, end}})
	}
	return out
}

// DecidedAlone reports a count a decision gives without its noun ("SMT decided two,"): it
// counts what the proposal before it counted.
func DecidedAlone(text string, m Measure) bool {
	for _, d := range decidedCounts(text) {
		if d.Span == m.Span {
			return true
		}
	}
	return false
}

// unitOfTime reports a unit of time, which a duration in words takes.
func unitOfTime(w string) bool {
	u, ok := unitScale[w]
	return ok && u.class == Duration
}

// wordDurations are the durations text writes in words, with their spans.
func wordDurations(text string) []Measure {
	var out []Measure
	for _, m := range reQuarterHour.FindAllStringSubmatchIndex(text, -1) {
		n := 15.0
		if strings.EqualFold(text[m[2]:m[3]], "three") {
			n = 45
		}
		out = append(out, Measure{Text: text[m[0]:m[1]], Class: Duration, Amount: n * 60, per: 60, Span: Span{m[0], m[1]}})
	}
	for _, m := range reWordDuration.FindAllStringSubmatchIndex(text, -1) {
		var n float64
		start := m[0]
		word := func(g int) string { return strings.ToLower(text[m[2*g]:m[2*g+1]]) }
		switch {
		case m[2] >= 0: // tens, and units after them
			n = numberWords[word(1)]
			if m[4] >= 0 {
				n += numberWords[word(2)]
			}
		case m[6] >= 0:
			n = numberWords[word(3)]
		case m[10] >= 0: // "a", "an", "half an" after a word taking a length of time
			start = m[10]
			n = 1
			if strings.HasPrefix(word(5), "half") {
				n = 0.5
			}
		}
		if m[8] >= 0 || m[14] >= 0 {
			n += 0.5 // "and a half"
		}
		unit := word(6)
		factor := 1209600.0 // a fortnight
		if u, ok := unitScale[unit]; ok {
			factor = u.factor
		} else if !strings.HasPrefix(unit, "fortnight") {
			continue
		}
		out = append(out, Measure{Text: text[start:m[1]], Class: Duration, Amount: n * factor, per: factor, Span: Span{start, m[1]}})
	}
	return out
}

// reWordShare is a share written in words before what it is a share of: "about a quarter of
// listening", "half the fleet", "two thirds of calls".
var reWordShare = regexp.MustCompile(`(?i)\b(?:(a|one|two|three)\s+(quarters?|thirds?|fifths?|tenths?)|(half))\s+(?:of|the|its|their|our|all)\b`)

var shareWords = map[string]float64{"quarter": 25, "quarters": 25, "third": 100.0 / 3, "thirds": 100.0 / 3, "fifth": 20, "fifths": 20, "tenth": 10, "tenths": 10}

// reYearAfter follows "quarters of" when they are periods of a year.
var reYearAfter = regexp.MustCompile(`(?i)^\s*(?:(?:19|20)\d\d\b|(?:the|this|last|next) (?:fiscal |financial )?year\b|fy)`)

// wordShares are the shares text writes in words, as percentages.
func wordShares(text string) []Measure {
	var out []Measure
	for _, m := range reWordShare.FindAllStringSubmatchIndex(text, -1) {
		if reYearAfter.MatchString(text[m[1]:]) {
			continue // "two quarters of 2025": periods of a year, not a share
		}
		var pct float64
		end := m[1]
		if m[6] >= 0 {
			pct, end = 50, m[7]
		} else {
			n := map[string]float64{"a": 1, "one": 1, "two": 2, "three": 3}[strings.ToLower(text[m[2]:m[3]])]
			pct, end = n*shareWords[strings.ToLower(text[m[4]:m[5]])], m[5]
		}
		out = append(out, Measure{Text: text[m[0]:end], Class: Percent, Amount: pct, per: 1, Span: Span{m[0], end}})
	}
	return out
}
