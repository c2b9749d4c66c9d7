package synthesis

import (
	"regexp"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// A detail the evidence itself says is not settled ("report to follow", "date TBD", "to be
// agreed at the March meeting", "still under investigation") is missing, however much the
// evidence says around it: a question asking it is PARTIAL, naming what is pending.
var (
	rePending = regexp.MustCompile(`(?-i:\b(?:TBD|TBC|TBA)\b)|(?i)\b(?:to be (?:confirmed|decided|determined|agreed|announced|reconciled|set|defined|finali[sz]ed|scheduled|nominated|appointed|named|recruited)|(?:report|results?|findings|figures?|numbers?|date|details?|price|pricing|quote|cost|name|names|list|level)s?\s+(?:are\s+|is\s+|will\s+)?(?:to\s+)?(?:follow|come)\b|not (?:yet )?(?:known|decided|confirmed|agreed|set|fixed|available|determined)|(?:can['’]?t|cannot|can not|unable to)\s+(?:yet\s+)?(?:give|share|confirm|say|disclose|release|publish|quote)\b[^.;]{0,40}?\byet\b|confidential until|still (?:unknown|undecided|unconfirmed|being investigated|under investigation)|under investigation|pending (?:confirmation|investigation|analysis|the report|the results)|no (?:date|decision|figure|price|number|name) (?:yet|has been (?:set|given|agreed|confirmed))|` +
		// decided later or kept back, of any detail: "will be decided by the board", "the lessor
		// is commercially confidential"
		`(?:will|is to|are to)\s+be\s+(?:decided|agreed|confirmed|chosen|named|appointed)\s+(?:after|once|when|later|in|by|at)|commercially (?:confidential|sensitive)|` +
		// kept in a document the evidence only names: "the pool volume is in the supplier's O&M
		// manual", "fees are set out in Schedule 2"
		`(?:is|are|was|were)\s+(?:(?:set out|given|listed|recorded|held|kept|specified|documented)\s+)?in\s+(?:the\s+)?(?:[\w'’&-]+\s+){0,5}?(?:manual|schedule|appendix|annex|handbook|register|ledger)\b(?:\s+\d+)?|` +
		// no one has it: "the installer doesn't know", "the datasheet gives no load rating",
		// "nobody has written it down yet", "I haven't seen the contract yet"
		// (not a finding: "nobody has complained", "the survey shows no cracks")
		`(?:no one|nobody|noone)\s+(?:(?:has|have|had)\s+)?(?:yet\s+)?(?:knows?|knew|checked|typed|written|recorded|measured|confirmed|counted)|` +
		`(?:no one|nobody|noone)\s+can\s+(?:say|tell|confirm)|(?:do(?:es)?|did)(?:n['’]?t|\s+not)\s+know|` +
		`(?:gives?|gave|lists?|listed|specif(?:y|ies|ied))\s+no|` +
		`(?:have|has|had)(?:n['’]?t|\s+not)\s+(?:yet\s+)?(?:seen|received|had sight of)\s+(?:it|them|the\s+\w+)(?:\s+\w+)?\s+yet)\b`)
	// rePendingValue is a value (a figure or a date) set or measured only later, given
	// elsewhere or on asking: "the date will be set after phase 1 has gone live", "to be
	// measured at the end of the season", "has not been quantified", "not reproduced here", "the Board deferred the
	// decision", "by quotation", "price on request". It leaves a name or a cause alone ("the lead
	// will be given by Ana", "deferred its decision because ...").
	rePendingValue = regexp.MustCompile(`(?i)\b(?:(?:will|is to|are to)\s+be\s+(?:set|measured|fixed|published)\s+(?:after|once|when|later|in)|` +
		// a figure published or announced only on a later day: "prices and early-bird dates will
		// be published on 1 September" (not the winners of "will be announced on 14 January")
		`(?:pric(?:e|es|ing)|figures?|rates?|fees?|costs?|totals?|amounts?|tariffs?|dates?|times?)\b[^.;]{0,40}?\b(?:will|is to|are to)\s+be\s+(?:published|announced|released)\s+(?:on|by|in|after|once|when|later)|` +
		// still being worked out, or given only in a report to come: "the total value is still
		// being totalled", "first full-year figures in next year's report"
		`(?:is|are)\s+still\s+being\s+(?:totall?ed|tallied|calculated|counted|costed|worked out|measured)|` +
		`(?:figures?|results?|numbers?|data|totals?)\s+(?:will\s+be\s+|are\s+due\s+)?in\s+(?:the\s+)?next\s+(?:year['’]s|month['’]s|quarter['’]s|season['’]s|annual|monthly|quarterly)\s+(?:\w+\s+)?report|` +
		// not given out yet, or still being worked out: "the number not yet allocated", "still
		// working out a value"
		`not yet (?:been )?(?:\p{L}{2,}ed|given|taken|chosen|written|drawn|known|seen|shown|sworn|driven|proven|spoken)\b|still (?:working (?:on|out)|looking into|trying to (?:find|work out|get))\b|` +
		`to be measured|not (?:yet )?(?:been )?(?:measured|quantified|calculated|costed|counted|worked out)|not reproduced|deferred (?:the |its |a |this )?decision|decision (?:was |has been |is )?deferred|by quotation|(?:pric(?:e|es|ing)|rates?|costs?|fees?|quotes?) (?:available )?on (?:request|application)|(?:pric(?:e|ed|es|ing)|rates?|costs?|fees?|charged?)\s+by (?:separate )?(?:agreement|negotiation|arrangement))\b`)
	// reAsksState asks how a thing stands, no value: "what is the status of the bus wash?".
	reAsksState = regexp.MustCompile(`(?i)^\W*what(?:['’]s|\s+is|\s+was)?\s+(?:the\s+)?(?:current\s+|latest\s+)?(?:status|state|progress|situation|position)\b`)
	// reAsksWho asks for a person or a team.
	reAsksWho = regexp.MustCompile(`(?i)^\W*(?:who|whom)\b`)
)

// asksDetail reports whether a question asks for one detail (a value, a date, a name, a
// cause), not for an account of a topic.
func asksDetail(question string, asksMeasure bool) bool {
	slot, _ := askedSlot(question)
	return asksMeasure || askedDetail(question) != "" || len(slot) > 0 || reAsksWhen.MatchString(question) ||
		reAsksWho.MatchString(question) || asksWhy(question)
}

// asksWhy reports a question asking for a cause or a reason.
func asksWhy(question string) bool {
	return reAsksCause.MatchString(question) || reAsksWhatBroke.MatchString(question) || reAsksWhy.MatchString(question)
}

// pendingDetail names the detail a claim says is not settled, or "": no other claim may hold
// more of the question's words (a "TBC" about the meeting room does not make the chair
// pending when a claim names the chair) or as many of them said later (a later version or
// message may have settled it).
func pendingDetail(question string, claims []Claim, terms []term, at func(Claim) string, outside func(Claim) bool) string {
	cause := asksWhy(question)
	// A claim settles a figure or a date only when it states one: "the contract was signed on 2
	// December" settles no price.
	kind := askedDetail(question)
	p, _ := facts.Default()
	statesNone := func(o Claim) bool {
		return p != nil && kind == "figure" && !statesAsked(question, kind, o.Text, p, false, time.Time{})
	}
	valueAsked := (kind != "" || reAsksWhen.MatchString(question) || reAsksFigure.MatchString(question) || asksValue(question) && !reAsksState.MatchString(question)) && !cause
	// statesIt: a clause gives the person a "who" question asks. (A figure's clauses are not
	// read so: a year or a count beside "not been quantified" is no figure of what is asked.)
	who := reAsksWho.MatchString(question)
	statesIt := func(clause string) bool { return who && namesPerson(clause) }
	pendingIn := func(text string) []int {
		if m := rePending.FindStringIndex(text); m != nil || !valueAsked {
			return m
		}
		return rePendingValue.FindStringIndex(text)
	}
	for i, c := range claims {
		if outside(c) {
			continue // a stranger's "not settled yet" unsettles nothing the team says
		}
		m := pendingIn(c.Text)
		own := 0.0
		if m != nil {
			own = coverage(terms, c.Text)
		}
		if own > 0 && reLoosePending.MatchString(c.Text[m[0]:m[1]]) && coverage(terms, clauseAt(c.Text, m[0])) == 0 {
			own = 0 // "the code is PG-4471; the bulk order is not yet scheduled": another thing's
		}
		if own == 0 || rePendingPast.MatchString(c.Text[:m[0]]) || rePendingName.MatchString(c.Text[m[0]:]) || pendingElsewhere(c.Text, m[0], terms, statesIt) ||
			who && namesPerson(c.Text[:m[0]]) {
			// (for "who", a person named before the pending words is the answer: "Niamh Burke
			// trains the deckhands to be recruited")
			continue // none, "was under investigation" (over), "TBC Bank" (a name), another clause's
		}
		// A claim that holds more of the question, or one as much of it said later, may state
		// the detail: the pending word is then about something else, or settled since.
		stated := false
		for j, o := range claims {
			if j == i || pendingIn(o.Text) != nil || (cause || asksOnly(o.Text)) && !statesCause(o.Text) || statesNone(o) {
				continue // a claim that asks, or states no cause of what a "why" asks, settles nothing
			}
			if cov := coverage(terms, o.Text); cov > own || cov == own && at(o) > at(c) {
				stated = true
			}
		}
		if !stated {
			return "The evidence says this is not settled yet (\"" + strings.TrimSpace(c.Text[m[0]:m[1]]) + "\"): no source answers \"" + strings.TrimSpace(question) + "\"."
		}
	}
	return ""
}

// reLoosePending opens the pending forms led by "not yet" or "still" ("not yet scheduled",
// "still working on", "still under investigation"): they leave the asked detail pending only
// in a clause that names something the question asks of.
var reLoosePending = regexp.MustCompile(`(?i)^(?:not yet|still)\b`)

// clauseAt is the clause of text (see clauses) that holds position at.
func clauseAt(text string, at int) string {
	cs := clauses(text)
	for _, c := range cs {
		if at < c[1] {
			return text[c[0]:c[1]]
		}
	}
	last := cs[len(cs)-1]
	return text[last[0]:last[1]]
}

// reClauseSplit parts a claim into clauses: a semicolon, a comma, a dash, "but", "while".
var reClauseSplit = regexp.MustCompile(`\s*(?:[;,]|\s[—–-]\s|\bbut\b|\bwhile\b|\bwhereas\b)\s*`)

// rePersonNamed is a person named in full: two capitalised words (see namesPerson).
var rePersonNamed = regexp.MustCompile(`\b(\p{Lu}\p{Ll}+)\s+\p{Lu}[\p{Ll}'’-]+`)

// notFirstName are capitalised words that open a sentence or a place's name, not a person's.
var notFirstName = map[string]bool{"The": true, "A": true, "An": true, "This": true, "That": true, "Our": true, "New": true,
	"Each": true, "Every": true, "North": true, "South": true, "East": true, "West": true, "Upper": true, "Lower": true}

// namesPerson reports whether text names a person in full (two capitalised words, the first
// no article or direction).
func namesPerson(text string) bool {
	for _, m := range rePersonNamed.FindAllStringSubmatch(text, -1) {
		if !notFirstName[m[1]] {
			return true
		}
	}
	return false
}

// teamPending reports whether a team's sentence (not a stranger's) says the value the
// stranger's statement v gives is not settled yet: rePending or rePendingValue, on the
// question, and, when it names the day it will be settled, not a day before v was said
// ("rates will be published on 1 November" no longer holds on 5 November).
func teamPending(chunks []*chunk, terms []term, v valueStatement) bool {
	p, _ := facts.Default()
	found := false
	eachSaid(chunks, func(sd said) {
		if found || sd.outside() {
			return
		}
		t := sd.s.text
		if !rePending.MatchString(t) && !rePendingValue.MatchString(t) ||
			max(coverage(terms, t), coverage(terms, sd.context())) < minOwn {
			return
		}
		if p != nil {
			for _, d := range p.Dates(t, sd.at) {
				day := d.Date
				if day.Before(sd.at.Truncate(24 * time.Hour)) {
					day = day.AddDate(1, 0, 0) // "will be published on 1 October", written in November: next October
				}
				if !d.Ambiguous() && day.Before(v.at.Truncate(24*time.Hour)) {
					return // the day it was to be settled has passed when the stranger speaks
				}
			}
		}
		found = true
	})
	return found
}

// pendingElsewhere reports a pending phrase (at) in a clause of the claim when another of its
// clauses holds more of the question's words and gives the detail asked (states): "the fire
// marshal is Ana Ruiz; a deputy to be nominated" leaves the marshal settled.
func pendingElsewhere(text string, at int, terms []term, states func(string) bool) bool {
	own, best := -1.0, 0.0
	for _, c := range clauses(text) {
		cov := coverage(terms, text[c[0]:c[1]])
		if at >= c[0] && at < c[1] {
			own = cov
		} else if states(text[c[0]:c[1]]) {
			best = max(best, cov)
		}
	}
	return own >= 0 && best > own
}

// clauses are where a claim's clauses start and end (see reClauseSplit).
func clauses(text string) [][2]int {
	var out [][2]int
	start := 0
	for _, sp := range reClauseSplit.FindAllStringIndex(text, -1) {
		out = append(out, [2]int{start, sp[0]})
		start = sp[1]
	}
	return append(out, [2]int{start, len(text)})
}

// reReportedAsk reports a question someone asks: "the lines are asking what happened on STS-3",
// "Ops want to know whether ...", "we're wondering when ...".
var reReportedAsk = regexp.MustCompile(`(?i)\b(?:ask(?:s|ed|ing)?|wonder(?:s|ed|ing)?|want(?:s|ed)? to know|enquir(?:es|ed|ing)|inquir(?:es|ed|ing)|query(?:ing)?|queried):?\s+(?:\w+\s+){0,3}?(?:what|whether|if|why|how|when|who|which|where)\b`)

// reCausal is English's way of stating a cause: a causal connective or the noun itself.
// "Why" and "the reason" name the cause without stating it ("nobody can tell us yet why").
var reCausal = regexp.MustCompile(`(?i)\b(?:because|cause[ds]?|caused by|due to|owing to|as a result of|result(?:ed|s)? (?:from|in)|led to|traced (?:it )?(?:back )?to|down to|came from|comes from|stemm(?:ed|ing) from|triggered|root[- ]cause|(?:tripped|failed|crashed|broke|stopped|jammed|burst|overheated|seized|died|went down)\s+(?:\w+\s+)?(?:after|when)|,\s*so)\b`)

// statesCause reports a claim that states a cause outside any question it reports: "tripped
// because the brake overheated; the insurer asked whether ...", not "the insurer asked: what
// caused ...".
func statesCause(text string) bool {
	if strings.HasSuffix(strings.TrimSpace(text), "?") {
		return false
	}
	if m := reReportedAsk.FindStringIndex(text); m != nil {
		text = text[:m[0]]
	}
	return reCausal.MatchString(text)
}

// asksOnly reports a claim that asks rather than states: a question, or a question reported.
// It holds the words of what it asks, not the detail.
func asksOnly(text string) bool {
	return strings.HasSuffix(strings.TrimSpace(text), "?") || reReportedAsk.MatchString(text)
}

var (
	// rePendingName is "TBC" or "TBD" as part of a name: "TBC Bank".
	rePendingName = regexp.MustCompile(`^(?:TBD|TBC|TBA)\s+\p{Lu}\p{Ll}`)
	// rePendingPast ends in a past form before the pending words: an investigation that "was
	// under investigation" is over.
	rePendingPast = regexp.MustCompile(`(?i)\b(?:was|were|had been)\s*$`)
)
