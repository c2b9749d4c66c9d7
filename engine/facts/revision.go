package facts

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// Stance is how firmly a statement gives its value.
type Stance string

// The stances.
const (
	// Floated: the value is asked about or suggested, not in force.
	Floated Stance = "floated"
	// Stated: the value is given as what is.
	Stated Stance = "stated"
)

var (
	// reFloated are the forms that float a value rather than state it: a question, a
	// conditional or a suggestion.
	reFloated = regexp.MustCompile(`(?i)(?:\?\s*$|^\s*(?:what if|how about|could we|can we|should we|shall we|maybe|perhaps|let'?s (?:try|consider)|i (?:suggest|propose|wonder)|proposal|proposed|idea|option [a-z0-9])\b|\b(?:we could|we might|might want to|(?:i|we)(?:'d| would) (?:suggest|propose)|i suggest|i propose|proposing|proposes|suggests|suggest(?:ed|ion)?|floated|considering|if we (?:went|go|move|raise|lower))\b)`)
	// reRevision marks a statement that changes an earlier value: a change verb, "now", a
	// correction, a replacement.
	reRevision = regexp.MustCompile(`(?i)\b(?:raised|lowered|increased|decreased|reduced|bumped|cut|changed|moved|updated|revised|corrected|correction\s*:|^\W*correction|shortened|extended|lengthened|dropped|shrunk|shrank|grew|doubled|halved|goes to|went to|going to|moves to|changes to|now|no longer|supersedes?|superseded|replaces?|replaced|instead of|was \S+ (?:but|and) is|re-?measured|re-?(?:estimated|forecast|calculated|computed|run|tested|baselined)|recalculated|restated|amended|back (?:up |down )?to\s+[~£$€]?\d+|revert(?:s|ed|ing)?|reinstated|rolled back|update:|turns out|actually|scratch that|(?:earlier|originally|initially|at first|previously) (?:we|i|it was|the \w+ was) (?:thought|said|estimated|assumed|reported|believed|projected)|(?:new|updated|revised|latest|corrected) (?:value|limit|number|figure|default|setting|target|estimate|projection|forecast|measurement|count|total))\b`)
	// reFromTo is "from X to Y"; reWasNow "was X, now Y"; reArrow "X -> Y"; reNot "Y, not X"
	// or "Y (not X)"; reInsteadOf "Y instead of X". Each names the old value first or second.
	reFromTo = regexp.MustCompile(`(?i)\bfrom\s+(\S+(?:\s\S+)?)\s+(?:to|->|→)\s`)
	// reFromEveryTo is a change between two values said alike: "from a compressor wash every
	// 500 FH to every 300 FH" (a range, "from 7 days for DVDs to 21 days for books", says no
	// change).
	reFromEveryTo = regexp.MustCompile(`(?i)\bfrom\s+(?:\S+\s+){0,6}?(every|each|per|once every)\s+\S+(?:\s+\S+)?\s+(?:to|->|→)\s+(every|each|per|once every)\s`)
	// reChangedFromTo is a change verb's "from X … to Y" over a longer span: "tickets went
	// from £4 for Friends of the library to £5 for everyone" ("range from", "run from" and a
	// bare "from … to" over many words are spans, not changes).
	reChangedFromTo = regexp.MustCompile(`(?i)\b(?:went|goes|go|going|gone|rose|rises|risen|fell|falls|fallen|moved|moves|moving|changed|changes|changing|increased|decreased|jumped|dropped|climbed|raised|cut|lowered|reduced|extended|shortened|switched|switching)\s+(?:up\s+|down\s+)?from\s+(\S+(?:\s\S+){0,7})\s+(?:to|->|→)\s`)
	reWasNow        = regexp.MustCompile(`(?i)\b(?:was|were|used to be)\b[^.;]*?\b(?:now|is|are|becomes?)\b`)
	reArrow         = regexp.MustCompile(`(?:->|→|=>)`)
	// reFieldArrow is a double or heavy arrow alone between an old and a new value, the only
	// one of its kind in the sentence ("Target completion changed: 14.11.2025 ⇒ 05.12.2025",
	// "6 bar ➜ 8 bar"); a chain of steps or a route ("intake ⇒ triage ⇒ repair", "Bodø ➜
	// Tromsø 45 min ➜ Alta 50 min") is no change.
	reFieldArrow = regexp.MustCompile(`^\s*[⇒➜➔⟶]\s*$`)
	reNotAfter   = regexp.MustCompile(`(?i)^[\s,(]*(?:[\w']+[\s,(]+){0,5}(?:not|rather than|instead of|down from|up from)\b`)
	reInsteadOf  = regexp.MustCompile(`(?i)\b(?:instead of|rather than|replacing|down from|up from)\s*$`)
	// reWasAside is "Y (was X)" or "Y, previously X": the old value in an aside after the new.
	// The old value may carry its bound or its roughness ("(it was below 4 days)", "(was about 40)").
	// reMakeIt ends the words before a value a message sets by making it so: "make it 20",
	// "let's make that 25", "call it 30".
	reMakeIt = regexp.MustCompile(`(?i)(?:^|[^\p{L}'’])(?:(?:make|makes|making|made)\s+(?:it|that|this|them|those)|call\s+it|let['’]s\s+say)\s*$`)
	// reMadeAttend follows a "make it" of going somewhere: "can't make it 2 Saturdays running".
	reMadeAttend = regexp.MustCompile(`(?i)^\s*(?:\p{L}+\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|days|weeks|weekends|nights|times|sessions)\s+(?:running|in a row|straight|on the trot)\b`)
	// reMadeAlone follows a made value written without its noun: "make it 20 – 18 as before".
	reMadeAlone = regexp.MustCompile(`^\s*(?:[.,;:!)–—-]|$)`)
	// reAsBefore follows a value that was the earlier one: "18 as before", "18 as planned".
	reAsBefore = regexp.MustCompile(`(?i)^\s*(?:\p{L}+\s+)?(?:as (?:before|planned|agreed|booked|originally planned)|from before|originally)\b`)
	reWasAside = regexp.MustCompile(`(?i)^[^.;]{0,24}?(?:\(|,|—|–)\s*(?:it\s+|that\s+)?(?:was|were|previously|formerly|used to be)\s*(?:(?:no more than|no less than|not more than|not over|not under|below|above|under|over|less than|more than|fewer than|at least|at most|up to|around|about|roughly|approximately|~|\+|±)\s*)?$`)
	// reRetires is a phrase that names a value as the one replaced: "supersedes the 12-hour
	// rule", "no longer 5%", "used to be 40".
	reRetires = regexp.MustCompile(`(?i)\b(?:supersedes?|replaces?|replacing|instead of|rather than|no longer|used to be|was previously|previously|formerly|down from|up from|the old|the previous)\b[^.;:]{0,40}$`)
)

// reTurnedDown is a value weighed and turned down: "looked at 2.5 days as well and decided that
// was too tight", "we ruled out a 6% surcharge", "considered 40 days but decided against it".
// The value must follow the weighing word closely: "a rope fault was ruled out, and line speed
// is back up to 2.5 m/s" turns down the fault, not the speed. (A bare "rejected" is no sign:
// "files over 25 MB are rejected" states a limit.)
var reTurnedDown = regexp.MustCompile(`(?i)\b(?:(?:looked at|considered|weighed|discussed|talked about|tried|trialled|trialed)\s+(?:[\w'’-]+\s+){0,3}?[~£$€]?\d(?:[^.;]|\.\d){0,80}\b(?:decided against|ruled (?:it |that |this )?out|rejected|turned (?:it |that |this )?down|dropped (?:it|that|this|the idea)|(?:was|is|were|are) too \w+)|(?:decided against|ruled out)\s+(?:the\s+|a\s+|an\s+)?[~£$€]?\d)`)

// StanceOf is how firmly a sentence gives its values: a value floated or weighed and turned
// down is not stated.
func StanceOf(sentence string) Stance {
	if t := strings.TrimSpace(sentence); reFloated.MatchString(t) || reTurnedDown.MatchString(t) ||
		len(reProposedVerb.FindAllString(t, -1)) > len(reProposedAdjective.FindAllString(t, -1)) {
		return Floated
	}
	return Stated
}

// reProposedVerb is "proposed" said of someone, the value after it ("the Carnivore section
// proposed three posts"; not "extended to 45 minutes, as we proposed"); reProposedAdjective is "proposed" naming a thing ("the proposed schedule"),
// which gives no stance of its own.
var (
	reProposedVerb      = regexp.MustCompile(`(?i)\bproposed\s+(?:[\w'’-]+\s+){0,3}?(?:[~£$€]?\d|` + numberWord + `\b)`)
	reProposedAdjective = regexp.MustCompile(`(?i)\b(?:the|a|an|this|that|these|those|our|its|their|your|his|her|my)\s+proposed\b`)
)

// reCorrection marks a value given as the right one in place of a wrong one: "18.7 hours, not
// 16.2", "corrected", "re-measured", "turns out", "was wrong", "should read".
var reCorrection = regexp.MustCompile(`(?i)\b(?:not|rather than|instead of)\s+[~£$€]?\d|\b(?:correct(?:ed|ion|ing)?|re-?measur(?:ed|ing)|re-?count(?:ed|ing)?|re-?calculat(?:ed|ing)|recalculat(?:ed|ing)|re-?ran|re-?run|turns? out|turned out|was wrong|were wrong|in error|mistake|typo|should (?:have been|read|say))\b`)

// Corrects reports whether a sentence gives a value as the right one in place of a wrong one,
// not as a change from a value that held until then.
func Corrects(sentence string) bool {
	return reCorrection.MatchString(sentence)
}

// Revises reports whether a sentence says it changes an earlier value.
func Revises(sentence string) bool {
	return reRevision.MatchString(sentence) || takesEffect(sentence)
}

// takesEffect reports whether a sentence puts a value in force from a day, not over a range of
// days.
func takesEffect(sentence string) bool {
	for _, m := range reTakesEffect.FindAllStringIndex(sentence, -1) {
		if !reRangeAfter.MatchString(sentence[m[1]:]) {
			return true
		}
	}
	return false
}

// reTakesEffect puts a value in force from a day: "From 1 September standard membership is
// £6", "effective 3 March", "as of today", "starting next month", "with effect from 1 July".
// A bare "from <month>" inside a sentence ("data from March to May") is a range, not this.
var reTakesEffect = regexp.MustCompile(`(?:\b(?i:effective(?: from| on)?|with effect from|as of|starting(?: from| on)?)|(?:^|[,;:(—-]\s*|\b(?i:and|but|so)\s+)(?i:from))\s+(?:(?i:today|tomorrow|now|next (?:week|month|quarter|year)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|(?:(?i:the)\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:(?i:of)\s+)?` + monthWord + `|` + monthWord + `(?:\s+\d{1,2}(?:st|nd|rd|th)?)?|Q[1-4]\b)|\b(?i:effective immediately|with immediate effect|going forward|from now on)\b`)

// monthWord is a month's name or abbreviation, capitalised as written in a date ("May", not
// the verb "may").
const monthWord = `(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\b`

// reRangeAfter follows the start of a range, not a day a value takes effect: "from January to
// March", "from 1 May until 3 June".
var reRangeAfter = regexp.MustCompile(`^[^.;]{0,30}?\b(?i:to|until|till|through|thru)\s+(?:(?i:the)\s+)?(?:\d|` + monthWord + `|(?i:(?:mon|tues|wednes|thurs|fri|satur|sun)day|end)\b)|^\s*[-–—]\s*\d`)

// reDecided marks a value as decided rather than proposed, requested or estimated: "approved
// at", "signed", "agreed", "confirmed", "final". "Confirmed with someone" is checking a fact
// (see reNotDecided).
var reDecided = regexp.MustCompile(`(?i)\b(?:approved|agreed|signed(?: off)?|decided|finali[sz]ed|ratified|awarded|(?:is|are|was|were) final|confirmed\b(?:\s+(?:that|what|it|the|by))?)\b`)

// Decides reports whether a sentence gives its value as decided (approved, agreed, signed,
// confirmed): decided later, it replaces what was proposed, requested or estimated before.
func Decides(sentence string) bool {
	sentence = reNegContraction.ReplaceAllString(sentence, " not")
	return reDecided.MatchString(sentence) && !reNotDecided.MatchString(sentence)
}

// reNegContraction is a negative contraction ("hasn't", "isn’t"), written out as "not" before a
// sentence is read for a decision.
var reNegContraction = regexp.MustCompile(`(?i)n['’]t\b`)

// reNotDecided says the value is not decided yet: "not approved", "isn't agreed yet",
// "awaiting sign-off", "to be confirmed", "pending approval".
var reNotDecided = regexp.MustCompile(`(?i)\b(?:(?:not|never|yet to be|to be|awaiting|pending|until)\s+(?:yet\s+)?(?:been\s+|be\s+)?|(?:if|once|unless|when|whether)\s+(?:[\w'’-]+\s+){0,4}?(?:is\s+|are\s+|gets?\s+|been\s+)?)(?:approved|agreed|signed(?: off)?|confirmed|decided|finali[sz]ed|ratified|awarded)\b|\bsubject to (?:\w+\s+)?(?:approval|sign-?off|agreement)|\bconfirmed with\b`)

// reDecidedAfter opens the decided part of a sentence that first floats other options: "We
// floated three crews …; decided two", "proposed 45 s, but we agreed on 50 s".
var reDecidedAfter = regexp.MustCompile(`(?i)(?:[;,.:—-]|\bbut|\band|\bthen|\bso)\s+(?:we(?:'ve| have)?\s+|the \w+ (?:has |have )?|(?-i:\p{Lu}[\w&]*(?:\s+\p{Lu}[\w&]*)?)\s+(?:has |have )?)?(?:finally\s+|eventually\s+)?(?:decided(?: on)?|agreed(?: on)?|settled on|went with|landed on|chose|opted for|approved|carried|adopted|ratified|accepted)\b`)

// reProposalDecided says the proposal itself was decided: "…, approved by the board", "the
// client signed it off", "which was accepted".
var reProposalDecided = regexp.MustCompile(`(?i)(?:,\s*(?:and\s+)?(?:approved|agreed|accepted|adopted|ratified|signed off) by\b|\b(?:signed (?:it|this|that) off|approved (?:it|this|that|them|these|those)|accepted (?:it|this|that|them|these|those)|agreed to (?:it|this|that|them|these|those)|(?:it|this|that|which) (?:was|has been|got) (?:approved|signed off|accepted|agreed|adopted)))`)

// DecidedAfter is where the decided part of a floated sentence begins ("…; decided 4
// minutes"), and whether it has one.
func DecidedAfter(sentence string) (int, bool) {
	if m := reProposalDecided.FindStringIndex(sentence); m != nil && !reNotDecided.MatchString(sentence[m[0]:]) {
		return 0, true // "we'd propose 45 minutes; the client signed it off": the proposal itself was decided
	}
	m := reDecidedAfter.FindStringIndex(sentence)
	if m == nil || reNotDecided.MatchString(sentence[m[0]:]) {
		return 0, false
	}
	if !reValueAhead.MatchString(sentence[m[1]:]) && !reTurnedDown.MatchString(sentence) {
		// A decision that gives no value of its own decides the proposal before it: "we
		// proposed 30 minute slots and the Board approved them", "...; carried unanimously".
		return 0, true
	}
	return m[1], true
}

// reValueAhead is a value a decision gives: a number in digits or in words.
var reValueAhead = regexp.MustCompile(`(?i)\d|\b` + numberWord + `\b`)

// reMovesDate marks a sentence that moves a date: "pushed go-live to", "postponed", "brought
// forward". Said of a quantity ("delayed by 2 hours") it is no change of value.
var reMovesDate = regexp.MustCompile(`(?i)\b(?:push(?:es|ed)?|postpon(?:e|es|ed)|delay(?:s|ed)?|slip(?:s|ped)?|reschedul(?:e|es|ed)|brought forward|bring forward|pulled in|new date|revised date)\b`)

// MovesDate reports whether a sentence says it moves a date (or changes any value).
func MovesDate(sentence string) bool { return Revises(sentence) || reMovesDate.MatchString(sentence) }

// Change reads which of a sentence's measures (of one class, in order) is the value it gives
// and which it says were replaced: "from X to Y", "was X, now Y", "X -> Y", "Y, not X",
// "Y instead of X", "down from X". Measures that state one quantity count once. A sentence
// that names only a replaced value ("this supersedes the 12-hour rule") has no current one
// (cur.Text is empty). ok is false when the sentence gives different values and its words do
// not say which is current.
func Change(sentence string, ms []Measure) (cur Measure, old []Measure, ok bool) {
	var distinct []Measure
	for _, m := range ms {
		dup := false
		for i, d := range distinct {
			if d.Same(m) {
				dup = true
				// "50000ms (50 s)": one value written twice reads as written.
				if gap := sentence[min(d.Span.End, len(sentence)):min(m.Span.Start, len(sentence))]; strings.TrimSpace(gap) == "(" &&
					m.Span.End < len(sentence) && sentence[m.Span.End] == ')' {
					distinct[i].Span.End = m.Span.End + 1
					distinct[i].Text = sentence[d.Span.Start : m.Span.End+1]
				}
			}
		}
		if !dup {
			distinct = append(distinct, m)
		}
	}
	if len(distinct) > 1 {
		// "Actually make it 20 – 18 as before plus 2 of rosé": the value made is the one given;
		// the others are what it is made of or what it was.
		var made []Measure
		for _, m := range distinct {
			if reMakeIt.MatchString(sentence[:min(m.Span.Start, len(sentence))]) {
				made = append(made, m)
			}
		}
		// (Only when it counts what the others count: "make it 3 craft sessions, 20 children
		// each" gives two things' counts, neither replacing the other.)
		if len(made) == 1 && !reMadeAttend.MatchString(sentence[made[0].Span.End:]) &&
			!slices.ContainsFunc(distinct, func(m Measure) bool { return m.Class == made[0].Class && !sameNoun(sentence, m, made[0]) }) {
			var was []Measure
			for _, m := range distinct {
				if m.Class == made[0].Class && !m.Same(made[0]) && reAsBefore.MatchString(sentence[min(m.Span.End, len(sentence)):]) &&
					sameNoun(sentence, m, made[0]) {
					was = append(was, m)
				}
			}
			return made[0], was, true
		}
	}
	switch {
	case len(distinct) == 0:
		return Measure{}, nil, false
	case len(distinct) == 1:
		if reRetires.MatchString(sentence[:min(distinct[0].Span.Start, len(sentence))]) {
			return Measure{}, distinct, true // the sentence names only what was replaced
		}
		return distinct[0], nil, true
	case len(distinct) > 2:
		// A row of several values with one struck through and the next written after it in its
		// cell ("| ~~18~~ 22 | 5 days out of 7 |"): the struck value was replaced by its
		// neighbour. A struck cell's next cell is another column ("| ~~£180~~ | £40 per metre |").
		for i := 0; i+1 < len(distinct); i++ {
			a, b := distinct[i], distinct[i+1]
			between := sentence[min(a.Span.End, len(sentence)):min(b.Span.Start, len(sentence))]
			if a.Class == b.Class && !strings.Contains(between, "|") && struckThrough(sentence[:a.Span.Start], between) {
				return b, []Measure{a}, true
			}
		}
		return Measure{}, nil, false
	}
	a, b := distinct[0], distinct[1]
	between := sentence[min(a.Span.End, len(sentence)):max(a.Span.End, min(b.Span.Start, len(sentence)))]
	before := sentence[:min(a.Span.Start, len(sentence))]
	switch {
	case reFromTo.MatchString(before+sentence[a.Span.Start:min(b.Span.Start, len(sentence))]) && strings.Contains(strings.ToLower(between), "to"),
		sameWordsFromTo(before + sentence[a.Span.Start:min(b.Span.Start+1, len(sentence))]),
		reArrow.MatchString(between), reFieldArrow.MatchString(between) && strings.Count(sentence, strings.TrimSpace(between)) == 1,
		reWasNow.MatchString(before + sentence[a.Span.Start:min(b.Span.Start, len(sentence))]):
		return b, []Measure{a}, true
	case struckThrough(before, between):
		return b, []Measure{a}, true // "~~2 hours~~ 1 hour": the struck value was replaced
	case reNotAfter.MatchString(between), reInsteadOf.MatchString(between), reWasAside.MatchString(between):
		return a, []Measure{b}, true
	}
	return Measure{}, nil, false
}

// np is a named thing a change names: a capitalised name of up to three words ("MessageBird",
// "Android 11", "Routing team"), a code-like token (v2.3, pg-16) or a `quoted` one.
const np = "(`[^`]{1,40}`|(?:[A-Z]|[a-z]+[A-Z])[\\w.+-]*(?:\\s+(?:[A-Z0-9][\\w.+-]*|team|service|app|api|plan|tier|cluster)){0,2}|[a-z][a-z]*[0-9][\\w.+-]*)"

var (
	reNamedFromTo  = regexp.MustCompile(`\b(?i:from)\s+(?:(?i:the)\s+)?(` + "`[^`]{1,40}`" + `|[\w.+-]+(?:\s+(?:team|service|app|api))?)\s+(?i:to)\s+(?:(?i:the)\s+)?` + np)
	reNamedVerbTo  = regexp.MustCompile(`\b(?i:mov(?:e|es|ed|ing)|switch(?:es|ed|ing)?|migrat(?:e|es|ed|ing)|chang(?:e|es|ed|ing)|rais(?:e|es|ed|ing)|lower(?:s|ed|ing)?|upgrad(?:e|es|ed|ing)|bump(?:s|ed|ing)?|went|transferr?(?:s|ed|ing)?|hand(?:s|ed|ing)?\s+(?:over|off)|port(?:s|ed|ing)?)\b[^.;:?]{0,50}?\b(?i:to)\s+(?:(?i:the)\s+)?` + np)
	reNamedReplace = regexp.MustCompile(np + `\s+(?i:now\s+)?(?i:replaces|supersedes|takes over from)\s+(?:(?i:the)\s+)?` + np)
	reNamedBy      = regexp.MustCompile(np + `\s+(?i:is|was|has been|will be|gets|got)\s+(?i:replaced)\s+(?i:by|with)\s+` + np)
	reNamedInstead = regexp.MustCompile(np + `\s+(?i:instead)(?:\s+(?i:of)\s+(?:(?i:the)\s+)?` + np + `)?`)
	// reNamedChosen is a decision that names the choice: "awarded to X", "we went with X",
	// "ended up going with X", "settled on X", "opted for X", "selected X".
	reNamedChosen = regexp.MustCompile(`\b(?i:award(?:s|ed)?\b[^.;:?]{0,40}?\bto|went with|ended up (?:going )?with|settled on|opted for|(?:has |have |we )(?:chosen|selected|picked)|decided (?:on|to go with|to use))\s+(?:(?i:the)\s+)?` + np)
)

// reOtherVerb is a second verb between a change verb and its "to": "don't change them without
// talking to Platform" changes nothing to Platform.
var reOtherVerb = regexp.MustCompile(`(?i)\b(?:without|before|after|unless|\w+ing\s+to|(?:goes|go|went|comes|came|gets|got|belongs|refers|reports|talks|sends|sent|replies|responds)\s+to)\b`)

// reEventNameAfter follows a name that is an event's, not a choice: "went to the Kubecon meetup".
var reEventNameAfter = regexp.MustCompile(`(?i)^\s+(?:meetup|conference|summit|meeting|event|offsite|workshop|webinar|office|talk|launch|party|training|course)s?\b`)

// otherVerb reports whether a second verb stands between a change verb (the first word of
// span) and its "to"; the change verb itself is not one ("moving to Platform").
func otherVerb(span string) bool {
	if i := strings.IndexAny(span, " \t\n"); i >= 0 {
		return reOtherVerb.MatchString(span[i:])
	}
	return false
}

// NamedChange reads a sentence that says a named choice changed: "moves from the Routing team
// to Platform", "switching the invoice work to Gotenberg", "Y replaces X", "X was replaced by
// Y", "use Y instead (of X)". to is the choice now; from is the one replaced ("" when the
// sentence does not name it). A floated change ("what if we moved to Y?") is not read.
func NamedChange(sentence string) (from, to string, ok bool) {
	if StanceOf(sentence) == Floated {
		return "", "", false
	}
	clean := cleanName
	if m := reNamedFromTo.FindStringSubmatchIndex(sentence); m != nil && !(spanEnd(sentence[m[2]:m[3]]) && spanEnd(sentence[m[4]:m[5]])) &&
		!(reExtentBefore.MatchString(sentence[:m[0]]) && !reChangeCue.MatchString(clauseBefore(sentence[:m[0]]))) && (reChangeCue.MatchString(sentence) || reFromOpens.MatchString(sentence[:m[0]])) {
		// "from March to November" is a span, "billed per minute from AOS to LOS" an extent: no change
		return clean(sentence[m[2]:m[3]]), clean(sentence[m[4]:m[5]]), true
	}
	if m := reNamedReplace.FindStringSubmatch(sentence); m != nil {
		return clean(m[2]), clean(m[1]), true
	}
	if m := reNamedBy.FindStringSubmatch(sentence); m != nil {
		return clean(m[1]), clean(m[2]), true
	}
	if m := reNamedInstead.FindStringSubmatch(sentence); m != nil {
		return clean(m[2]), clean(m[1]), true
	}
	// A change or decision that names only the new choice may name the old one in a contrast
	// after it: "went with Corvid for the badges, not Tessel", "to Postgres rather than MySQL".
	contrast := func(rest string) string {
		if m := reNamedContrast.FindStringSubmatchIndex(rest); m != nil {
			return choiceName(rest, m[2], m[3])
		}
		return ""
	}
	if m := reNamedVerbTo.FindStringSubmatchIndex(sentence); m != nil && !otherVerb(sentence[m[0]:m[2]]) && !reEventNameAfter.MatchString(sentence[m[3]:]) {
		return contrast(sentence[m[1]:]), clean(sentence[m[2]:m[3]]), true
	}
	if m := reNamedChosen.FindStringSubmatchIndex(sentence); m != nil {
		return contrast(sentence[m[1]:]), clean(sentence[m[2]:m[3]]), true
	}
	return "", "", false
}

// reExtentBefore ends in what a "from X to Y" after it measures the extent of, not a change:
// a unit of time or distance ("per started minute from AOS to LOS", "two hours from gate to
// gate"), or a verb of charging, counting, travelling or lasting ("billed from …", "drove from
// Leeds to York", "valid from issue to expiry").
var reExtentBefore = regexp.MustCompile(`(?i)\b(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|km|miles?|metres?|meters?|billed|charged|counted|measured|timed|clocked|valid|open|runs?|running|ran|lasts?|lasted|drive|drives|drove|driven|fly|flies|flew|flown|sail(?:s|ed)?|walk(?:s|ed)?|travel(?:s|led|ed)?|commute[sd]?|ships?|shipped|delivered|stretch(?:es|ed)?|extends?|extended|spans?|spanned|covers?|covered)\s+$`)

// reChangeCue is a word saying something changed: a "from X to Y" in a sentence without one
// ("we track the satellite from AOS to LOS", "the charter from Yellowknife to Sillik Bay") is a
// route or an extent; a label's value or a sentence's opening ("Paging vendor: from OnPager to
// Signl4") needs none (reFromOpens).
var (
	reChangeCue = regexp.MustCompile(`(?i)\b(?:mov(?:e|es|ed|ing)|switch(?:es|ed|ing)?|migrat(?:e|es|ed|ing)|chang(?:e|es|ed|ing)|rais(?:e|es|ed|ing)|lower(?:s|ed|ing)?|upgrad(?:e|es|ed|ing)|downgrad(?:e|es|ed|ing)|bump(?:s|ed|ing)?|went|goes|gone|transferr?(?:s|ed|ing)?|hand(?:s|ed|ing)?\s+(?:over|off)|port(?:s|ed|ing)?|replac(?:e|es|ed|ing)|updat(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|decreas(?:e|es|ed|ing)|reduc(?:e|es|ed|ing)|cut|extend(?:s|ed|ing)?|shorten(?:s|ed|ing)?|revis(?:e|es|ed|ing)|amend(?:s|ed|ing)?|correct(?:s|ed|ing)?|adjust(?:s|ed|ing)?|shift(?:s|ed|ing)?|renam(?:e|es|ed|ing)|swap(?:s|ped|ping)?|changeovers?|switchovers?|transition(?:s|ed|ing)?|convert(?:s|ed|ing)?|becom(?:e|es|ing)|became)\b|` +
		// verbs of moving that say a change only right before "from": "card payments go from
		// Worldpay to Stripe", "the contract passes from Brakes to Bidfood"
		`\b(?:go|goes|going|pass(?:es|ed|ing)?|turn(?:s|ed|ing)?)\s+from\b`)
	reFromOpens = regexp.MustCompile(`^\W*(?:[\p{L}\d][\p{L}\d '’/&()-]{0,40}:\s*)?$`)
)

// clauseBefore is the clause text ends with: what follows its last comma, semicolon, colon
// or quote mark.
func clauseBefore(text string) string {
	return text[strings.LastIndexAny(text, ",;:'\"‘’“”")+1:]
}

// spanEnd reports an end of a span of time or number: a month, a weekday, a number ("from
// March to November", "from Monday to Friday", "from 9 to 5").
func spanEnd(s string) bool {
	w := strings.Fields(strings.Trim(s, "`"))
	if len(w) == 0 {
		return false
	}
	first := strings.Trim(w[0], ".,;:")
	return IsCalendarWord(first) || first != "" && first[0] >= '0' && first[0] <= '9'
}

// cleanName trims what a named choice's pattern takes around it: trailing punctuation, code
// quotes, and a next sentence ("Quartzline. It is cheaper").
func cleanName(s string) string {
	if i := strings.Index(s, ". "); i > 0 {
		s = s[:i]
	}
	return strings.Trim(strings.TrimRight(strings.TrimSpace(s), ".,;:)"), "`")
}

// reNotAChoice is what a name-shaped word can be without naming a choice: a day or a month, a
// placeholder, a person's possessive ("Ana's spreadsheet"), a decision word.
var reNotAChoice = regexp.MustCompile(`(?i)^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan(?:uary)?|feb(?:ruary)?|march|april|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|tb[cd]|n/?a|none|pending|defer(?:red)?|decision|call|duty|re)\b|['’]s$`)

// reMailPrefix is a mail subject's prefix, no label: "Re: Badge readers".
var reMailPrefix = regexp.MustCompile(`(?i)^(?:re|fw|fwd|aw|sv|subject)$`)

// reActionAfter follows a person named in a minutes action, not a choice: "Ana to chase".
var reActionAfter = regexp.MustCompile(`^\s+(?:to\s+\w|will\b|is to\b|deferred\b|postponed\b)`)

// choiceName is a named choice read at [start, end) of text, or "" when the words there are
// not one (see reNotAChoice).
func choiceName(text string, start, end int) string {
	n := cleanName(text[start:end])
	if n == "" || reNotAChoice.MatchString(n) || strings.HasPrefix(text[end:], "'s") || strings.HasPrefix(text[end:], "’s") {
		return ""
	}
	return n
}

// reNamedContrast is a contrast within the clause after a named choice: ", not X", "rather
// than X", "instead of X".
var reNamedContrast = regexp.MustCompile(`^[^.;:?!]{0,60}?(?:,\s*(?i:not)|\s(?i:rather than|instead of))\s+(?:(?i:the)\s+)?` + np)

// reStatedChoice states the choice in force without changing it: "we use X", "Decision: we
// will use X", "Recommendation: Option A, X".
var reStatedChoice = regexp.MustCompile(`(?:\b(?i:we|i)\s+(?:(?i:will|currently|still|should|shall)\s+|'ll\s+)?(?i:use|run|are using|are on)\s+|\b(?i:recommendation|decision|chosen|selected|preferred(?: option)?)\s*:\s*(?:(?i:option)\s+\w+\s*[,:-]\s*)?(?:(?i:use|go with)\s+)?)(?:(?i:the)\s+)?` + np)

// ChangedAttribute is what a change names before its verb, when it names it in a few words:
// "Minimum Android version" in "Minimum Android version raised to Android 11". "" when the
// sentence names no change of that form or more than five words stand before the verb.
func ChangedAttribute(sentence string) string {
	m := reNamedVerbTo.FindStringIndex(sentence)
	if m == nil {
		return ""
	}
	before := strings.Fields(strings.Trim(sentence[:m[0]], " -*•\t"))
	if len(before) == 0 || len(before) > 5 {
		return ""
	}
	return strings.Join(before, " ")
}

// reLabeledName is a line that labels a name: "Acoustic loggers: Aquilo LX-2, deployed...".
var reLabeledName = regexp.MustCompile(`^[\s*•-]*([A-Za-z][\w ./&-]{1,40}?)\s*:\s*(?:(?i:the)\s+)?` + np)

// LabeledName reads a line that gives a label a name ("Acoustic loggers: Aquilo LX-2"): the
// label and the name.
func LabeledName(line string) (label, name string, ok bool) {
	m := reLabeledName.FindStringSubmatchIndex(line)
	if m == nil || StanceOf(line) == Floated || reMailPrefix.MatchString(line[m[2]:m[3]]) {
		return "", "", false
	}
	name = choiceName(line, m[4], m[5])
	if reActionAfter.MatchString(line[m[5]:]) {
		name = "" // a minutes action: "Badge readers: Ana to chase quotes"
	}
	return strings.TrimSpace(line[m[2]:m[3]]), name, name != ""
}

// StatedChoice reads a sentence that states a choice in force, without saying it changed:
// "We use Loggly Pro for every service's logs", "Recommendation: Option B,
// Quartzline", or, when attribute is given, "<attribute>: X" or "<attribute> is X". A floated
// choice is not read.
func StatedChoice(sentence, attribute string) (string, bool) {
	if StanceOf(sentence) == Floated && !strings.Contains(strings.ToLower(sentence), "recommendation") {
		return "", false
	}
	if attribute != "" {
		re, err := regexp.Compile(`\b(?i:` + regexp.QuoteMeta(attribute) + `)\s*(?::|=|\b(?i:is|was)\b)\s*(?:(?i:the)\s+)?` + np)
		if err == nil {
			if m := re.FindStringSubmatchIndex(sentence); m != nil {
				if n := choiceName(sentence, m[2], m[3]); n != "" {
					return n, true
				}
			}
		}
	}
	if m := reStatedChoice.FindStringSubmatchIndex(sentence); m != nil {
		if n := choiceName(sentence, m[2], m[3]); n != "" {
			return n, true
		}
	}
	return "", false
}

// struckThrough reports whether the first of two values is struck through (Markdown "~~") and
// the second follows it.
func struckThrough(before, between string) bool {
	return strings.HasSuffix(strings.TrimRight(before, " "), "~~") && strings.HasPrefix(strings.TrimLeft(between, " "), "~~") ||
		strings.Count(before, "~~")%2 == 1 && strings.Contains(between, "~~")
}

var (
	// reLastPeriod names a period already over: "last summer", "the previous season".
	reLastPeriod = regexp.MustCompile(`(?i)\b(?:last|this past|the previous)\s+(?:year|summer|winter|spring|autumn|fall|season|month|quarter|week|term)\b`)
	// rePastState is a past verb of how things stood, close before a value: "we had 16",
	// "was £5", "let people in at 14:55"; "was" or "were" within two words of it ("we were
	// told the marquee costs £850" reports what holds). A past verb of change ("raised it to
	// £5", "had to raise it to £210") sets a value that may hold still.
	rePastState = regexp.MustCompile(`(?i)\b(?:(?:had|saw|got|took(?:\s+on)?|let|ran|needed|paid|charged|sold|hired)\b(?:\s+(?:[^t\s.;:]\S*|t[^o\s.;:]\S*|to\S+)|\s*$)[^.;:]{0,40}|(?:was|were)\s+(?:\S+\s+){0,2})$`)
	// reSincePeriod opens a state that began then and holds now: "since last year we have had".
	reSincePeriod = regexp.MustCompile(`(?i)\bsince\s+$`)
)

// NamesPastPeriod reports whether text names a period already over ("last year's figure").
func NamesPastPeriod(text string) bool { return reLastPeriod.MatchString(text) }

// PastPeriod reports whether the clause holding m says what held in a period already over
// ("Last summer we had 16 hosts", "we let people in at 14:55 last winter"): that period's
// value, not one in force now.
func PastPeriod(sentence string, m Measure) bool {
	if m.Span.End > len(sentence) {
		return false
	}
	lo := strings.LastIndexAny(sentence[:m.Span.Start], ";:") + 1
	hi := strings.IndexAny(sentence[m.Span.End:], ";:")
	if hi < 0 {
		hi = len(sentence)
	} else {
		hi += m.Span.End
	}
	clause := sentence[lo:hi]
	p := reLastPeriod.FindStringIndex(clause)
	return p != nil && !reSincePeriod.MatchString(clause[:p[0]]) && rePastState.MatchString(sentence[lo:m.Span.Start])
}

// MadeAlone reports a count a message makes so without its noun ("Actually make it 20 – 18 as
// before plus 2 pallets"): it counts what the rest of its sentence or the message before it
// counts.
func MadeAlone(text string, m Measure) bool {
	return m.Class == Count && m.Span.End <= len(text) && reMakeIt.MatchString(text[:m.Span.Start]) && reMadeAlone.MatchString(text[m.Span.End:])
}

// sameWordsFromTo reports "from … every X to every Y": the change reFromEveryTo reads, the
// values said with the same word before them.
func sameWordsFromTo(s string) bool {
	if reChangedFromTo.MatchString(s) {
		return true
	}
	m := reFromEveryTo.FindStringSubmatch(s)
	return m != nil && strings.EqualFold(m[1], m[2])
}

// sameNoun reports whether two counts of a sentence count the same thing: the word after each,
// when both have one ("make it 3 craft sessions, 20 children each as before" counts sessions
// and children apart).
func sameNoun(sentence string, a, b Measure) bool {
	na, nb := nounAfter(sentence, a), nounAfter(sentence, b)
	return na == "" || nb == "" || na == nb || strings.TrimSuffix(na, "s") == strings.TrimSuffix(nb, "s")
}

// nounAfter is the word in lower case right after a count ("" when punctuation or a dash
// follows: "make it 20 –").
func nounAfter(sentence string, m Measure) string {
	if m.Class != Count || m.Span.End >= len(sentence) {
		return ""
	}
	f := strings.Fields(sentence[m.Span.End:])
	if len(f) == 0 || !unicode.IsLetter([]rune(f[0])[0]) {
		return ""
	}
	w := strings.ToLower(strings.Trim(f[0], ".,;:!?"))
	if madeNotNoun[w] {
		return "" // "2 for the Friends", "4 as before": no noun
	}
	return w
}

// madeNotNoun are the words after a count that name nothing it counts.
var madeNotNoun = map[string]bool{"for": true, "of": true, "as": true, "and": true, "or": true, "to": true, "in": true, "on": true,
	"at": true, "by": true, "with": true, "from": true, "each": true, "per": true, "more": true, "extra": true, "then": true,
	"now": true, "instead": true, "please": true, "too": true, "in total": true, "total": true, "altogether": true, "so": true}
