package synthesis

import (
	"cmp"
	"regexp"
	"slices"
	"strings"
	"unicode"

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
	{facts.Money, regexp.MustCompile(`(?i)\b(?:how much\b[^?]{0,60}\b(?:cost(?:s|ing)?|charg(?:e|es|ed|ing)|pay(?:s|ing)?|paid|spend(?:s|ing)?|spent|bill(?:s|ed)?)|what\b[^?]{0,60}\bcost(?:s|ing)?\b|what(?:['’]s| are| is| do| does| did| will| were| was) (?:[\w-]+\s+){1,5}?(?:paying|pay|spending|spend|charging|charge|billing|bill|fining|fine|levying|levy|surcharging|surcharge)(?:\s+[\w-]+){0,2}?\s+(?:per|for|a|an|each)\b|what (?:is |was |are )?(?:the |our )?(?:[\w-]+ )?(?:cost|price|budget|fee|spend|invoice amount))\b`)},
	{facts.Rate, regexp.MustCompile(`(?i)\b(?:how many \w+(?: \w+)? (?:per|a|an|each) (?:second|minute|hour|day)|rate limit|throughput|requests? per|calls? per|per (?:second|minute))\b`)},
	{facts.Percent, regexp.MustCompile(`(?i)\b(?:what (?:\w+ )?(?:percentage|percent|share|fraction|proportion|ratio)|what uptime|how much of|at what (?:\w+ )?(?:utili[sz]ation|percentage|load)|what (?:is |was )?(?:the |our )?(?:\w+ )?(?:sla|slo|uptime|availability|error rate|hit rate|share))\b`)},
	{facts.Size, regexp.MustCompile(`(?i)\b(?:how (?:big|large|much (?:disk|storage|space|memory|ram))|what (?:is |was )?(?:the )?(?:max(?:imum)? )?(?:file |upload |attachment |photo |disk |volume )?size)\b`)},
	{facts.Speed, regexp.MustCompile(`(?i)\b(?:speed limits?|how windy|(?:what|which|at what|max(?:imum)?|top)\s+(?:[\w-]+\s+){0,2}?(?:speed|wind(?:\s*speed)?|velocity|gusts?))\b`)},
	// A length or a weight before a duration. ("Depth" names a queue's as often as a pond's:
	// only "how deep" asks a length; "how long" asks a duration first, see reHowLongIs.)
	{facts.Length, regexp.MustCompile(`(?i)\b(?:(?:how (?:deep|high|tall|wide|thick|far (?:is|are|was|were|away|apart|from|to))|at what (?:depth|height|altitude|distance))|what(?:'s| is| was| are)? (?:the |its |their |our )?(?:[\w-]+ ){0,2}?(?:height|width|draught|draft|distance|clearance|diameter|radius|loa)s?)\b`)},
	{facts.Weight, regexp.MustCompile(`(?i)\b(?:how heavy|weigh(?:s|ed|ing)?|(?:minimum|maximum|max|min|gross|net|tare|total|body|axle|safe working)\s+weights?|what(?:'s| is| was| are)? (?:the |its |their |our )?(?:[\w-]+ ){0,2}?(?:weight|mass|payload)s?)\b`)},
	{facts.Duration, regexp.MustCompile(`(?i)\b(?:how (?:long|often|soon|quickly|fast|far (?:back|ahead|forward|in advance))|after how many (?:seconds|minutes|hours|days|weeks)|within how many|what(?:'s| is| was)? (?:the |our )?(?:[\w-]+ ){0,3}?(?:timeout|ttl|retention|lifetime|latency|rpo|rto|interval|duration|deadline window|expiry)|` +
		// a stretch of time an act takes, named "time": "what's Helix's guaranteed AOG delivery time"
		// (a delivery time only with a word of length before it: "delivery time 14:32" and "the
		// delivery time slot" are times of day)
		`what(?:'s| is| was| are)? (?:the |our |their )?(?:[\w'’-]+ ){0,3}?(?:lead|response|turnaround|turn-around|resolution|transit|repair|waiting|wait|travel|journey|processing|recovery|cycle|(?:guaranteed|average|typical|expected|usual|max(?:imum)?|min(?:imum)?|standard)(?: [\w'’-]+){0,2} delivery) times?\b)`)},
	{celsius, regexp.MustCompile(`(?i)\bhow (?:hot|cold|cool|warm)\b|\b(?:what|which|at what) (?:\w+ )?temp(?:erature)?s?\b`)},
	{facts.Count, regexp.MustCompile(`(?i)\b(?:how many|(?:max(?:imum)? |min(?:imum)? |total |current )?number of)\b`)},
}

// celsius and fahrenheit are the kinds of value a temperature is written in; a question after a
// temperature is answered in either.
const (
	celsius    facts.MeasureClass = "°C"
	fahrenheit facts.MeasureClass = "°F"
)

// valueKinds are the scaled kinds a value question's evidence is read for when the question
// names none (a count needs the question to ask it).
var valueKinds = []facts.MeasureClass{facts.Duration, facts.Percent, facts.Size, facts.Rate, facts.Money, facts.Speed, facts.Length, facts.Weight, facts.Area}

// askedKind names the kind of value a question asks for, in words.
func askedKind(class facts.MeasureClass) string {
	switch {
	case class == celsius || class == fahrenheit:
		return "temperature"
	case !facts.Scaled(class) && class != dateClass && class != timeClass:
		return "value in " + string(class) // a unit of its own: "the value in litres"
	}
	return string(class)
}

// askedMeasure is the kind of quantity a question asks for.
func askedMeasure(question string) (facts.MeasureClass, bool) {
	// A question that states a quantity asks about that kind ("is it still limited to 42
	// Ml/d?").
	if p, err := facts.Default(); err == nil {
		for _, m := range p.Measures(question) {
			// A quantity that sorts the thing asked about ("a yacht under 12 m", "vans over
			// 3.5 t", "files of 2 GB") is no value asked.
			// A capitalised one is in a name ("Keeper for a Day places").
			// One before its noun names the thing ("the 48 mm mooring line", "a 30 minute test").
			if m.Class != facts.Count && !reCapitalWord.MatchString(m.Text) && (reYesNo.MatchString(question) || !reSortsBy.MatchString(question[:m.Span.Start])) &&
				!attributive(question[m.Span.End:]) {
				return m.Class, true
			}
		}
	}
	// "What's the pool's volume in litres?" names the unit it wants the answer in.
	if p, err := facts.Default(); err == nil {
		for _, m := range reInUnit.FindAllStringSubmatch(question, -1) {
			if ms := p.Measures("2 " + m[1]); len(ms) == 1 && ms[0].Class != facts.Count && ms[0].Text == "2 "+m[1] {
				return ms[0].Class, true
			}
		}
	}
	// "How many days before files are wiped?" counts a unit: it asks for a quantity of the
	// unit's kind, a duration, as "how many GB" asks a size. The measure reader knows the units.
	if p, err := facts.Default(); err == nil {
		// Only the word right after "how many" is the unit: "how many GPU hours" counts GPU
		// hours, not hours.
		if nouns := countedNouns(question); len(nouns) > 0 {
			// A general kind only (a duration, a size): a unit the reader names by its symbol
			// ("litres") leaves the kind to the evidence, which may give it in m³.
			if ms := p.Measures("2 " + nouns[0]); len(ms) == 1 && ms[0].Class != facts.Count && facts.Scaled(ms[0].Class) {
				return ms[0].Class, true
			}
			// A unit of two words: "how many working days".
			if len(nouns) > 1 {
				two := "2 " + nouns[0] + " " + nouns[1]
				if ms := p.Measures(two); len(ms) == 1 && ms[0].Text == two && facts.Scaled(ms[0].Class) {
					return ms[0].Class, true
				}
			}
		}
	}
	// "How much of a buffer is there?" asks how big a thing is, not a share of a whole ("how
	// much of the fleet"): the kind is left to the evidence.
	question = reMuchOfA.ReplaceAllString(question, "how much")
	// A terse question asks a price as "what is" does ("Ka-band price per minute?"); what kind
	// of quantity another value noun asks ("Borescope interval for the HPT?": hours, cycles or
	// flight hours) is left to the evidence.
	terse := !reOpensAsking.MatchString(question) && asksValue(question)
	for _, a := range askedMeasures {
		asked := question
		if terse && a.class == facts.Money {
			asked = "what is the " + strings.TrimSpace(question)
		}
		switch {
		case !a.re.MatchString(asked):
		case a.class == facts.Length && reNotPhysical.MatchString(question):
			// "how high are gate prices", "how deep is the discount": no length
		case a.class == facts.Weight && reWeighOther.MatchString(question):
			// "weigh up the quotes", "the weigh-in": no weight
		default:
			return a.class, true
		}
	}
	return "", false
}

// reWordAfter is the word in lower case right after a quantity.
var reWordAfter = regexp.MustCompile(`^[ -]+([a-z][a-z-]*)\b`)

// attributive reports whether the words after a quantity make it the qualifier of a noun: a
// word in lower case that is no preposition, conjunction or verb of being ("48 mm mooring").
func attributive(after string) bool {
	m := reWordAfter.FindStringSubmatch(after)
	return m != nil && !notAttributive[m[1]]
}

// notAttributive are the words after a quantity that leave it a value: "2.5 m/s or more",
// "42 Ml/d now".
var notAttributive = map[string]bool{"of": true, "in": true, "per": true, "or": true, "and": true, "to": true, "at": true, "by": true,
	"for": true, "from": true, "than": true, "now": true, "still": true, "is": true, "are": true, "was": true, "were": true,
	"a": true, "an": true, "the": true, "each": true, "every": true, "long": true, "wide": true, "high": true, "deep": true,
	"tall": true, "old": true, "max": true, "min": true, "before": true, "after": true, "on": true, "with": true, "over": true,
	"under": true, "ago": true, "later": true, "earlier": true, "away": true, "apart": true, "off": true, "up": true, "down": true,
	// adverbs and conjunctions: "gone up to £20 yet?"
	"yet": true, "already": true, "again": true, "too": true, "also": true, "ever": true, "then": true, "instead": true,
	"anymore": true, "exactly": true, "please": true, "so": true, "as": true, "if": true, "when": true, "while": true,
	"but": true, "plus": true, "minus": true, "total": true, "overall": true, "altogether": true, "all": true, "since": true,
	"until": true, "till": true, "right": true, "today": true, "tomorrow": true, "yesterday": true}

// reInUnit names the unit an answer is wanted in: "in litres", "in kg".
var reInUnit = regexp.MustCompile(`(?i)\bin\s+([\p{L}µ°][\p{L}³²/°]*)`)

var (
	// reNotPhysical names what is high, deep or wide without a length: prices, discounts, risk.
	reNotPhysical = regexp.MustCompile(`(?i)\b(?:prices?|costs?|fees?|rates?|discounts?|tax(?:es)?|salar(?:y|ies)|pay|wages?|budgets?|interest|inflation|demand|scores?|risks?|charges?|premiums?|bills?|expectations?|morale|turnout)\b`)
	// reWeighOther is "weigh" of no weight: "weigh up the quotes", "the weigh-in", "weigh into".
	reWeighOther = regexp.MustCompile(`(?i)\bweigh(?:s|ed|ing)?\s+up\b|\bweigh-ins?\b|\bweigh(?:s|ed|ing)?\s+into\b`)
)

// reHowLongIs asks how long a thing is, which may be its length: "how long is the big oven?",
// "how long a ship", as well as "how long a wait".
var reHowLongIs = regexp.MustCompile(`(?i)\bhow long (?:is|are|was|were|an?)\b`)

// reSortsBy ends the words before a quantity that sorts things by it: "under", "over", "of",
// "more than", "with".
var reSortsBy = regexp.MustCompile(`(?i)\b(?:under|over|above|below|of|with|less than|more than|fewer than|bigger than|smaller than|larger than|longer than|shorter than|heavier than|lighter than|older than|younger than)\s*$`)

// reYesNo opens a yes-or-no question, whose quantity is what it asks about ("is the line speed
// over 2.5 m/s?", "did the dwell time go over 3 minutes?").
var reYesNo = regexp.MustCompile(`(?i)^\W*(?:is|are|was|were|did|does|do|has|have|had|can|could|will|would|should)\b`)

// reCapitalWord is a word written with a capital and lower-case letters, a vowel among them:
// "Day" of a name, not a unit's symbol ("GB", "Ml", "Mbps").
var reCapitalWord = regexp.MustCompile(`\b\p{Lu}\p{Ll}*[aeiouy]\p{Ll}*`)

// reMuchOfA is "how much of a" / "how much of an".
var reMuchOfA = regexp.MustCompile(`(?i)\bhow much of an?\b`)

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

// statements is what the evidence's value and choice statements give a question.
type statements struct {
	settledValue
	// measured is true when statements of the asked quantity were found.
	measured bool
	// countsOther is the head a "how many" question counts when the statements that lead
	// count something else its words qualify ("Reefer plugs: 516" for "how many reefer
	// techs"): the answer is then partial.
	countsOther string
}

// withoutStated are the question's topic words less those of a value it states: "is X still
// 42 Ml/d?" asks whether 42 Ml/d still holds, so a statement is not nearer the question for
// repeating it than one giving X another value.
func withoutStated(terms []term, question string, p *facts.Parser) []term {
	stated := map[string]bool{}
	for _, m := range p.Measures(question) {
		for _, w := range index.Tokens(m.Text) {
			stated[w] = true
		}
	}
	if len(stated) == 0 {
		return terms
	}
	return slices.DeleteFunc(slices.Clone(terms), func(t term) bool { return stated[t.word] })
}

// readStatements reads the statements of the quantity a question asks for (class), or of the
// choice it asks about. A question that asks for neither and names no identifier and no facet
// (named is false; the facts answer owners, deadlines and the like) leads only with a change
// the evidence states (a revised quantity of any kind but a bare count, or a changed choice):
// a question need not name the kind of value it is after ("what do canaries get now?"). The
// others skip that reading, which costs every question that reaches it.
func readStatements(question string, class facts.MeasureClass, binding askedBinding, asksMeasure, named, asksWhen bool, chunks []*chunk, terms []term, cites *citer) statements {
	p, err := facts.Default()
	if err != nil {
		return statements{}
	}
	mc := newMeasureCache(p)
	mc.role = askedRole(question)
	// "What does one badge cost?" is not answered by what eight of them cost, whatever kind of
	// value the question is found to ask.
	mc.perUnit = asksPerUnit(question)
	mc.pastAsked = facts.NamesPastPeriod(question)
	mc.binding = binding
	mc.variants = questionVariants(question)
	mc.question = question
	mc.asksDelta = reAsksDelta.MatchString(question)
	for _, m := range p.Measures(question) {
		if !reYesNo.MatchString(question) && reSortsBy.MatchString(question[:m.Span.Start]) {
			mc.sorting = append(mc.sorting, m)
		}
	}
	if nouns := countedNouns(question); class == facts.Count && len(nouns) > 0 {
		head := countedHead(nouns)
		mc.counted = []string{head}
		if mods := slices.DeleteFunc(slices.Clone(nouns), func(n string) bool { return n == head }); len(mods) >= 2 {
			mc.countedMods = mods // (see the count reading in readStatements)
		}
	}
	if m := reAsksDimension.FindStringSubmatch(question); m != nil {
		mc.dimension = dimensions[strings.ToLower(m[1])]
	}
	terms = withoutRating(withoutStated(terms, question, p), question)
	if asksMeasure {
		vs, all := readValueStatements(class, chunks, terms, mc)
		countsOther := ""
		if nouns := countedNouns(question); class == facts.Count && len(nouns) > 0 {
			// A count of the head asked ("reefer techs") answers; one that shares only its
			// modifier ("Reefer plugs: 516") is a count of something else: it leads, and the
			// answer says the head is not counted.
			head := countedHead(nouns)
			// A number the question names is no count of what it asks: "at berth 2".
			vs = slices.DeleteFunc(vs, func(v valueStatement) bool { return namedNumber(question, v) })
			mods := slices.DeleteFunc(slices.Clone(nouns), func(n string) bool { return n == head })
			// (Modifiers pick among counts of the head only when there are two or more of them:
			// "Welsh language picture books"; one, "pathfinder replicas", is read near the count.)
			if len(mods) < 2 {
				mods = nil
			}
			byHead := slices.DeleteFunc(slices.Clone(vs), func(v valueStatement) bool { return !counts(v, []string{head}) && !qualifiedCount(v, head, mods) })
			if len(mods) > 0 {
				// Of the counts of the head, those its modifiers qualify: "45 Welsh language
				// picture books", not "20 board books".
				if withMod := slices.DeleteFunc(slices.Clone(byHead), func(v valueStatement) bool { return !qualifiedCount(v, head, mods) }); len(withMod) > 0 {
					byHead = withMod
				}
			}
			if vs = slices.DeleteFunc(vs, func(v valueStatement) bool { return !counts(v, nouns) }); len(byHead) > 0 {
				vs = byHead
			} else if len(vs) > 0 {
				countsOther = head
			}
			// A count of the very thing asked ("6 replicas" for "how many replicas") is squarely
			// about it, however little of the rest of the question its sentence holds.
			for i := range vs {
				vs[i].own = max(vs[i].own, squarely)
			}
		}
		if reAsksFrequency.MatchString(question) {
			vs = slices.DeleteFunc(vs, func(v valueStatement) bool { return !periodic(v) })
			if len(vs) == 0 && class == facts.Duration {
				// "every 300 FH": an interval counted in a unit of use, not of time.
				if cl, evs, ok := evidencedClass(chunks, terms, mc, symbolClasses(chunks, mc)); ok {
					if evs = slices.DeleteFunc(evs, func(v valueStatement) bool { return !periodic(v) }); len(evs) > 0 {
						vs, class = evs, cl
						all = slices.DeleteFunc(slices.Clone(all), func(v valueStatement) bool { return v.cur.Class != cl })
					}
				}
			}
			if len(vs) == 0 {
				// "rotated annually" states a period without a quantity.
				return statements{measured: statesFrequency(chunks, terms)}
			}
		}
		if class == facts.Duration && reHowLongIs.MatchString(question) {
			// "How long is berth 7?" may ask a length: the kind whose statements are more on the
			// question ("110 m long" over "the ring for 20 minutes"), a length when no duration
			// is stated.
			if cl, _, ok := evidencedClass(chunks, terms, mc, []facts.MeasureClass{facts.Duration, facts.Length}); ok && cl == facts.Length || len(vs) == 0 {
				if lvs, lall := readValueStatements(facts.Length, chunks, terms, mc); len(lvs) > 0 {
					vs, all, class = lvs, lall, facts.Length
				}
			}
		}
		if len(vs) == 0 && class == celsius {
			vs, all = readValueStatements(fahrenheit, chunks, terms, mc)
			if len(vs) > 0 {
				class = fahrenheit
			}
		}
		if len(vs) == 0 && (class == facts.Size || class == facts.Count) {
			// "How big is the tank?" answered in m³: a quantity in a unit of its own.
			if cl, evs, ok := evidencedClass(chunks, terms, mc, symbolClasses(chunks, mc)); ok {
				class, vs = cl, evs
			}
		}
		sv, ok := settleValues(question, class, withTeamBeside(withReplaced(withFollowUp(vs, all), all), all, offTopicStatements(class, chunks, terms, mc)), cites)
		if ok && sv.byStranger && teamPending(chunks, terms, sv.latest) {
			// The team says the value is not settled yet ("prices will be published on 1
			// October"): a stranger's figure does not settle it.
			return statements{}
		}
		if !ok {
			countsOther = ""
		}
		return statements{settledValue: sv, measured: ok, countsOther: countsOther}
	}
	changes := append(choiceChanges(chunks, terms), versionChanges(chunks, terms)...)
	slices.SortStableFunc(changes, func(a, b choiceChange) int { return saidOrder(a.said, b.said) })
	if slot, _ := askedSlot(question); len(slot) > 0 {
		// A change of choice answers "which N" only when it is about N: its chunk names N, or it holds
		// the question on its own ("which port…" is not answered by a team moving).
		changes = slices.DeleteFunc(changes, func(ch choiceChange) bool {
			return coverage(terms, ch.s.text) < minOwn && !namesSlot(slot, ch.c.ev.Title+"\n"+ch.c.ev.Text)
		})
	}
	if reAsksChoice.MatchString(question) && !asksPer(question) && !reAsksLevel.MatchString(question) {
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
	// A question asking for a date by name ("what date", "in what month") is not answered by a
	// time of day.
	if asksTime || asksWhen && reAsksWhen.MatchString(question) && !reAsksDate.MatchString(question) {
		if sv, ok := settleValues(question, timeClass, valueStatements(timeClass, chunks, terms, mc), cites); ok {
			return statements{settledValue: sv}
		}
	}
	if named {
		return statements{}
	}
	// A cause is no quantity: "what caused X?" reads the causes its evidence states.
	if reAsksCause.MatchString(question) || reAsksWhatBroke.MatchString(question) {
		if sv, ok := settleSlot(question, "cause", slotStatements(question, []string{"cause"}, false, chunks, terms), cites); ok {
			return statements{settledValue: sv}
		}
		return statements{}
	}
	// A question that asks what a thing is without naming the kind of quantity ("what is the
	// default arrival window?") takes the kind from its evidence: the kind whose statements
	// are squarely on the question, when one kind leads.
	if asksValue(question) {
		classes := append(slices.Clone(valueKinds), symbolClasses(chunks, mc)...)
		if reAsksStockLevel.MatchString(question) {
			classes = append(classes, facts.Count) // "min stock level for MLG brakes?" counts them
		}
		if reAsksRate.MatchString(question) {
			// A rate is one quantity over another: a share, so much per unit of time, a price
			// per unit; never a bare duration, size or count.
			classes = []facts.MeasureClass{facts.Percent, facts.Rate, facts.Money}
		}
		if cl, vs, ok := evidencedClass(chunks, terms, mc, classes); ok {
			if sv, ok := settleValues(question, cl, vs, cites); ok && !(sv.byStranger && teamPending(chunks, terms, sv.latest)) {
				return statements{settledValue: sv}
			}
		}
	}
	// Settling with a scratch citer first: only the reading that is used cites its evidence.
	if reNotValue.MatchString(question) {
		return statements{} // why, who and how-to questions ask for no value
	}
	if !reOpensAsking.MatchString(question) {
		return statements{} // "Hangar door at Tromvik?": a thing named alone asks how it stands, no value
	}
	slot, which := askedSlot(question)
	for _, cl := range valueKinds {
		vs := namingSlot(slot, withoutWindows(valueStatements(cl, chunks, terms, mc)))
		if sv, ok := settleValues(question, cl, vs, newCiter(nil)); ok && sv.disagreement != nil && sv.disagreement.Resolution == Superseded {
			sv, _ = settleValues(question, cl, vs, cites)
			return statements{settledValue: sv}
		}
	}
	if len(slot) > 0 {
		sts := slotStatements(question, slot, which, chunks, terms)
		if sv, ok := settleSlot(question, slotName(slot), sts, cites); ok {
			return statements{settledValue: sv}
		}
		if sv, ok := onlyLevel(slot, sts, cites); ok {
			return statements{settledValue: sv}
		}
	}
	if asksPer(question) || asksDegree(question) || reAsksLevel.MatchString(question) {
		// "what are we aiming for per shift?" asks an amount, "how contaminated does a bin have
		// to be?" a degree, "what did the contract come in at?" a level: none is a choice.
		return statements{}
	}
	if sv, ok := settleChoice(question, changes, chunks, terms, newCiter(nil)); ok && sv.disagreement != nil {
		sv, _ = settleChoice(question, changes, chunks, terms, cites)
		return statements{settledValue: sv}
	}
	return statements{}
}

// asksPer reports whether a question asks for an amount per unit ("per shift", "per head"),
// not for a choice. "As per the policy" and "per the minutes" say according to what.
func asksPer(question string) bool {
	return reAnyPer.MatchString(withoutCitingPer(question))
}

var (
	reAnyPer = regexp.MustCompile(`(?i)\bper\s+\w`)
	// reCitingPer is a "per" that cites a source rather than a unit.
	reCitingPer = regexp.MustCompile(`(?i)\bas\s+per\b|\bper\s+(?:the|our|your|their|its|this|that|these|those|my|his|her)\b`)
)

// withoutCitingPer is question without the "per"s that cite a source.
func withoutCitingPer(question string) string {
	return reCitingPer.ReplaceAllString(question, " ")
}

// reAsksStockLevel asks how many of a thing are held: "min stock level", "reorder point",
// "par level", "max qty".
var reAsksStockLevel = regexp.MustCompile(`(?i)\b(?:stock|inventory|reorder|re-order|par|min(?:imum)?|max(?:imum)?|safety)\s+(?:stock\s+)?(?:level|point|qty|quantity|holding)s?\b`)

// reAsksRate is a question after a rate ("what is the read rate on the pilot?").
var reAsksRate = regexp.MustCompile(`(?i)\brates?\b`)

// reNotValue opens a question that asks for a reason, a person or a way, not a value.
var reNotValue = regexp.MustCompile(`(?i)^\W*(?:why|who|whom|whose|how (?:do|does|did|can|could|should|would|to)\b)`)

// reHowWord is the word after a question's "how".
var reHowWord = regexp.MustCompile(`(?i)^\W*how\s+(\p{L}+)`)

// asksDegree reports a "how" question asking how much of a quality ("how contaminated", "how
// full", "how often"), not how a thing is done ("how do we ...", "how is X handled").
func asksDegree(question string) bool {
	m := reHowWord.FindStringSubmatch(question)
	if m == nil {
		return false
	}
	switch strings.ToLower(m[1]) {
	case "do", "does", "did", "is", "are", "was", "were", "can", "could", "should", "would", "will", "to", "has", "have", "had":
		return false
	}
	return true
}

// reAsksWhen asks for a date.
var reAsksWhen = regexp.MustCompile(`(?i)^\W*when\b|\b(?:on|by) (?:what|which) (?:date|day)\b|\b(?:what|which) (?:date|day)\b|\bby when\b`)

// reAsksValue is a question after what something is or is set to, not why, who or whether:
// "what is…", "how much…", "where did we land on…", "where do we stand on…", "is it still…".
var reAsksValue = regexp.MustCompile(`(?i)^\W*(?:(?:at|to|from|up to|down to|under|over|above|below|beyond)\s+)?(?:what(?:'s| is| are| was| were)?|how (?:much|many|long|big|large|fast|often))\b|\b(?:where|what) (?:did|do|have) we (?:land|end up|settle)\b|\bwhere do(?:es)? (?:we|things|it) stand\b|^\W*(?:is|are)\b.*\bstill\b`)

// reWhatThereIs asks what things there are: "what data is there on ...", "what studies are
// there", "what work exists on ...".
var reWhatThereIs = regexp.MustCompile(`(?i)^\W*what\s+(?:[\w-]+\s+){1,3}?(?:is|are|was|were)\s+there\b|^\W*what\s+(?:[\w-]+\s+){1,3}?exists?\b`)

// reTerseValue is a terse question that names the value it is after, with no verb of asking
// before it: "Minimum Type I stock at Tromvik before November?", "Borescope interval for the
// HPT on the PW127M?" ("Why did the borescope interval change?" asks a cause; "Max Eriksen back
// from leave?" names a person). reOpensAsking opens a question with a word of asking.
var (
	reTerseValue  = regexp.MustCompile(`(?i)^\W*(?:[\p{L}\d'’/-]+\s+){0,5}?(?:(` + valueNouns + `)s?\b|%)[^?]{0,60}\?\s*$`)
	reOpensAsking = regexp.MustCompile(`(?i)(?:^\W*|[,;:]\s+)(?:why|who|whom|whose|how come|when|where|which|what|how|is|are|was|were|do|does|did|can|could|will|would|should|has|have|had)\b`)
	reValueNoun   = regexp.MustCompile(`(?i)\b(` + valueNouns + `)s?\b(\s+\S)?`)
)

// reAskingAfter ends a topic named before the question proper: " - ", " – ", " — ", ": ".
var reAskingAfter = regexp.MustCompile(`\s[-–—]\s+|:\s+`)

// reAtWhatNotValue asks "at what" of a moment or a state, not a value.
var reAtWhatNotValue = regexp.MustCompile(`(?i)^\W*(?:at|to|from|by)\s+what\s+(?:point|stage|time|moment|phase|step|age|hour|date|day|extent)\b`)

// valueNouns name a value a terse question may ask for: a setting or an amount, and the words
// of a statistic ("avg wait for a callback?", "number of retries?"; not "max" and "min", which
// chat writes names with: "max back tomorrow?"). A percent sign does too ("overbooking % for
// weekday sessions?").
const valueNouns = `interval|limit|minimum|maximum|average|avg|mean|median|total|number|percentage|percent|level|stock|rate|threshold|timeout|quota|capacity|price|cost|fee|budget|retention|allowance|frequency`

// asksValue reports a question after what something is or is set to (see reAsksValue and
// reTerseValue). In a terse question the value noun is no part of a name: written in lower
// case, or "Minimum"/"Maximum", or before a word in lower case ("Rate My Plate app?" names an
// app).
func asksValue(question string) bool {
	if reAtWhatNotValue.MatchString(question) {
		return false // "At what point did we decide ...", "at what stage is the project": a moment, a state
	}
	if reWhatThereIs.MatchString(question) {
		return false // "what data is there on fatigue?" asks what exists, not one value
	}
	if reAsksValue.MatchString(question) {
		return true
	}
	// A topic named first and the asking after a dash or a colon: "red cell fridge high alarm
	// on ColdSentry - what is it set to", "Dock 4 crane: what's its limit?".
	if i := reAskingAfter.FindStringIndex(question); i != nil && reAsksValue.MatchString(question[i[1]:]) && !reAtWhatNotValue.MatchString(question[i[1]:]) {
		return true
	}
	m := reTerseValue.FindStringSubmatch(question)
	if m == nil || reOpensAsking.MatchString(question) {
		return false
	}
	if m[1] == "" {
		return true // a percent sign is no name
	}
	for _, m := range reValueNoun.FindAllStringSubmatchIndex(question, -1) {
		noun := question[m[2]:m[3]]
		next := ""
		if m[4] >= 0 {
			next = strings.TrimSpace(question[m[4]:m[5]])
		}
		if noun == strings.ToLower(noun) || strings.EqualFold(noun, "minimum") || strings.EqualFold(noun, "maximum") ||
			next == "" || !unicode.IsUpper([]rune(next)[0]) {
			return true
		}
	}
	return false
}

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
// of every other kind's best, is taken. Two kinds whose best statement is one sentence ("average
// wait, Q2: 16.2 hours; 99.1% of calls answered") are told apart by the clause each value
// stands in, when the question's words are in one's clause more than the other's. Other ties
// ("7.5 MVA at 20 kV", or two sentences) give no kind: neither how often a unit is stated nor
// a revision marker can break the tie, since planted text can carry either.
func evidencedClass(chunks []*chunk, terms []term, mc *measureCache, classes []facts.MeasureClass) (facts.MeasureClass, []valueStatement, bool) {
	type kind struct {
		class facts.MeasureClass
		vs    []valueStatement
		top   float64
		tops  []valueStatement // the statements as far on the question as its best
	}
	var kinds []kind
	for _, cl := range classes {
		// A quantity the question sorts by ("vans over 3.5 t") is not what it asks.
		kinds = append(kinds, kind{class: cl, vs: slices.DeleteFunc(withoutWindows(valueStatements(cl, chunks, terms, mc)), func(v valueStatement) bool {
			return slices.ContainsFunc(mc.sorting, v.cur.Same)
		})})
	}
	// A stranger's statements choose no kind where the team states one: a mail chaining lengths
	// beside the question's words does not make the team's timeout a length question.
	team := slices.ContainsFunc(kinds, func(k kind) bool {
		return slices.ContainsFunc(k.vs, func(v valueStatement) bool { return !v.outside() })
	})
	counts := func(v valueStatement) bool { return !team || !v.outside() }
	for i := range kinds {
		k := &kinds[i]
		for _, v := range k.vs {
			if counts(v) {
				k.top = max(k.top, v.own, v.ctx)
			}
		}
		for _, v := range k.vs {
			if counts(v) && max(v.own, v.ctx) == k.top {
				k.tops = append(k.tops, v)
			}
		}
	}
	slices.SortStableFunc(kinds, func(a, b kind) int { return cmp.Compare(b.top, a.top) })
	if len(kinds) == 0 || kinds[0].top < squarely {
		return "", nil, false
	}
	if len(kinds) == 1 || kinds[1].top < kinds[0].top {
		return kinds[0].class, kinds[0].vs, true
	}
	if len(kinds) > 2 && kinds[2].top == kinds[0].top {
		return "", nil, false
	}
	// Two kinds tied with their title: the one whose sentence alone holds more of the question
	// ("| Low humidity | 60% RH |" over "Alarm delay: 30 minutes" on the alarm's page).
	own := func(k kind) float64 {
		o := 0.0
		for _, v := range k.vs {
			if counts(v) {
				o = max(o, v.own)
			}
		}
		return o
	}
	switch oa, ob := own(kinds[0]), own(kinds[1]); {
	case oa >= squarely && oa > ob:
		return kinds[0].class, kinds[0].vs, true
	case ob >= squarely && ob > oa:
		return kinds[1].class, kinds[1].vs, true
	}
	// Two kinds tied: told apart only in a sentence both best statements are.
	a, b := kinds[0], kinds[1]
	for _, va := range a.tops {
		for _, vb := range b.tops {
			if va.c != vb.c || va.s.start != vb.s.start {
				continue
			}
			ca, cb := coverage(terms, clauseOf(va.s.text, va.cur.Span)), coverage(terms, clauseOf(vb.s.text, vb.cur.Span))
			switch {
			case ca > cb:
				return a.class, a.vs, true
			case cb > ca:
				return b.class, b.vs, true
			}
		}
	}
	return "", nil, false
}

// clauseOf is the clause of text that holds span: the text between the semicolons or table
// rules around it, after the label the clauses share ("Ossley taproom, September: average
// spend £18.40; average visit 95 minutes" gives the visit's clause the label too).
func clauseOf(text string, sp facts.Span) string {
	if sp.Start < 0 || sp.End > len(text) || sp.Start > sp.End {
		return text
	}
	from := strings.LastIndexAny(text[:sp.Start], ";|") + 1
	to := len(text)
	if i := strings.IndexAny(text[sp.End:], ";|"); i >= 0 {
		to = sp.End + i
	}
	head := ""
	if c := strings.IndexByte(text, ':'); c >= 0 && c < from && !strings.ContainsAny(text[:c], ";|") {
		head = text[:c+1] + " "
	}
	return head + text[from:to]
}

// namingSlot keeps the statements that name one of the slot's words, or all of them when the
// question names none. "What's the pass limit on the swab?" is not answered by a revised
// changeover time: a change of a kind the question does not name, read when no kind is
// squarely on the question, answers a question that names what it asks the value of only
// when its sentence names that too. (A kind squarely on the question needs no such name: "Kelda
// Springs: 6.5 Ml/d" gives the asked cap under its place's name.)
func namingSlot(slot []string, vs []valueStatement) []valueStatement {
	if len(slot) == 0 {
		return vs
	}
	return slices.DeleteFunc(slices.Clone(vs), func(v valueStatement) bool { return !namesSlot(slot, v.s.text) })
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
	if rePeriodBefore.MatchString(before) {
		return true
	}
	// A table row's value under a column of periods: "| Torque wrenches | 6 months |" under
	// "| Tool type | Calibration interval |".
	if v.s.header != "" {
		heads := headerCells(v.s.header)
		if i := cellIndex(v.s.text, v.cur.Span.Start); i >= 0 && i < len(heads) {
			return rePeriodColumn.MatchString(heads[i])
		}
	}
	return false
}

// rePeriodColumn names a table column whose values are periods.
var rePeriodColumn = regexp.MustCompile(`(?i)\b(?:interval|frequency|cadence|cycle|every|how often|recurrence)s?\b`)

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
		if w == "" || slotStop[w] || len(out) == 4 {
			break
		}
		out = append(out, w)
	}
	// The counted noun is the plural its modifiers lead to ("free range egg trays", "gas
	// cylinders"); the words after it say more of it ("hosts Datadog monitors"). With no plural,
	// the first two words.
	for k, w := range out {
		if plural(w) && (k+1 == len(out) || !plural(out[k+1])) {
			return out[:k+1]
		}
	}
	return out[:min(2, len(out))]
}

// counts reports whether a count statement counts what one of the nouns names: "450
// properties", "1,320 loggers", "loggers deployed: 1,320", "the six beta customers", a table
// row's "| Seasonal hosts | 22 |"; a clipped
// form names the person noun it clips ("techs" and "technicians", "reps" and
// "representatives"), not a word that only starts like it ("technical", "training").
func counts(v valueStatement, nouns []string) bool { return countsIn(v.s, v.cur, nouns) }

// countsIn reports whether the count m of sentence s counts what one of the nouns names (see
// counts).
func countsIn(s *sentence, m facts.Measure, nouns []string) bool {
	text := s.text
	after := strings.Fields(strings.ToLower(text[min(m.Span.End, len(text)):]))
	before := strings.Fields(strings.ToLower(text[:min(m.Span.Start, len(text))]))
	near := append(after[:min(3, len(after))], before[max(0, len(before)-3):]...)
	if facts.DecidedAlone(text, m) || reNounless.MatchString(text[min(m.Span.End, len(text)):]) && m.Class == facts.Count {
		// "proposed three keeper posts; SMT decided two", "last year we had 6 on-call
		// engineers; now we have 4": a number without its noun counts the noun before it
		near = before
	}
	if facts.MadeAlone(text, m) {
		near = append(before, after...) // "make it 20 – 18 as before plus 2 pallets"
	}
	if lead := strings.TrimSpace(text[:min(m.Span.Start, len(text))]); strings.HasSuffix(lead, ":") {
		// A label's number counts what the label names: "Reefer techs on shift at berth 2: 4".
		label := lead[strings.LastIndexAny(lead[:len(lead)-1], ".;:\n")+1:]
		near = append(near, strings.Fields(strings.ToLower(label))...)
	}
	if s.header != "" {
		// A table row counts what its first cell names, or its column's header: "| Seasonal
		// hosts | 22 |", "| Site | Hosts |".
		cells, heads := headerCells(s.text), headerCells(s.header)
		near = append(near, strings.Fields(strings.ToLower(cells[0]))...)
		if i := cellIndex(s.text, m.Span.Start); i > 0 && i < len(heads) {
			near = append(near, strings.Fields(strings.ToLower(heads[i]))...)
		}
	}
	for _, w := range near {
		w = strings.Trim(w, "?.,;:!'\"()|*")
		if w == "" {
			continue
		}
		ws := index.Stem(w)
		for _, n := range nouns {
			ns := index.Stem(n)
			w1, n1 := strings.TrimSuffix(w, "s"), strings.TrimSuffix(n, "s")
			if w == n || ws == ns || clips(n1, w1) || clips(w1, n1) {
				return true
			}
		}
	}
	return false
}

// qualifiedCount reports whether a count is written with one of the question's modifiers
// between it and the head it counts: "45 Welsh language picture books", not "20 board books".
func qualifiedCount(v valueStatement, head string, mods []string) bool {
	return qualifiedIn(v.s, v.cur, head, mods)
}

// qualifiedIn is qualifiedCount of the count m of sentence s.
func qualifiedIn(s *sentence, m facts.Measure, head string, mods []string) bool {
	if len(mods) == 0 {
		return false
	}
	text := s.text
	after := strings.Fields(strings.ToLower(text[min(m.Span.End, len(text)):]))
	hs := index.Stem(head)
	for i, w := range after {
		if i == 6 {
			break
		}
		if index.Stem(strings.Trim(w, "?.,;:!'\"()|*")) == hs {
			for _, b := range after[:i] {
				if slices.Contains(mods, strings.Trim(b, "?.,;:!'\"()|*")) {
					return true
				}
			}
			return false
		}
	}
	return false
}

// reNounless is what follows a number written without its noun: the end of its clause.
var reNounless = regexp.MustCompile(`^\s*(?:[.;!)]|$)`)

// clips reports whether short is a clipped form of long, a noun for a person or a role:
// "tech" of "technician", "rep" of "representative", "dev" of "developer", "admin" of
// "administrator".
func clips(short, long string) bool {
	return len(short) >= 3 && len(short) <= 5 && len(long) >= len(short)+3 && strings.HasPrefix(long, short) && reAgentNoun.MatchString(long)
}

// reAgentNoun ends a noun for a person by what they do.
var reAgentNoun = regexp.MustCompile(`(?:ian|er|or|ive|ist|ant|ent|ee)s?$`)

// namedNumber reports a count that is a number the question itself writes as a name, after the
// same word ("how many techs at berth 2" and "Berth 2 reefer plugs"), not a count that only
// equals it ("12 pallets" in aisle 12).
func namedNumber(question string, v valueStatement) bool {
	n := strings.TrimSpace(v.cur.Text)
	if n == "" {
		return false
	}
	before := strings.Fields(strings.ToLower(v.s.text[:min(v.cur.Span.Start, len(v.s.text))]))
	if len(before) == 0 {
		return false
	}
	for _, m := range reNamedNumber.FindAllStringSubmatch(strings.ToLower(question), -1) {
		if m[2] == n && m[1] == strings.Trim(before[len(before)-1], "#:") {
			return true
		}
	}
	return false
}

// reNamedNumber is a number as written and the word before it.
var reNamedNumber = regexp.MustCompile(`(\p{L}+)\s+#?(\d+(?:[.,]\d+)*)`)

// countedHead is the head of the words a "how many" question counts: the last, unless only
// the first is a plural ("how many properties lost supply", "how many people work nights": the
// plural, then its verb).
func countedHead(nouns []string) string {
	head := nouns[len(nouns)-1]
	if len(nouns) == 2 && plural(nouns[0]) && !plural(head) {
		head = nouns[0]
	}
	return head
}

// plural reports a word written as a plural: in "-s", or one of English's other plurals
// ("people", "staff").
func plural(w string) bool {
	return strings.HasSuffix(w, "s") || otherPlurals[w]
}

var otherPlurals = map[string]bool{"people": true, "staff": true, "children": true, "men": true, "women": true, "personnel": true,
	"crew": true, "police": true, "cattle": true, "sheep": true, "feet": true, "teeth": true, "mice": true, "geese": true, "folk": true, "ppl": true}

// reWindowBefore ends the words before a period something was measured or counted over:
// "measured over the last 12 months", "in the past 30 days".
var reWindowBefore = regexp.MustCompile(`(?i)\b(?:over|in|during|across|for|within)\s+(?:the\s+)?(?:last|past|previous|preceding|trailing)\s+$`)

// withoutWindows drops, where a question names no kind of value and the evidence gives it,
// the durations that are the window a value was measured over ("at the meters over the last
// 12 months the hall runs at a PUE of 1.52"): the window is not the value asked.
func withoutWindows(vs []valueStatement) []valueStatement {
	return slices.DeleteFunc(vs, func(v valueStatement) bool {
		return v.cur.Class == facts.Duration && reWindowBefore.MatchString(v.s.text[:min(v.cur.Span.Start, len(v.s.text))])
	})
}

// reAsksLevel asks what level a figure reached: "what did the contract come in at?", "what did
// the response rate land at?", "where did the bid end up?". It asks a value of whatever kind
// the evidence gives, never a named choice.
var reAsksLevel = regexp.MustCompile(`(?i)\b(?:come|came|comes|land|landed|lands|end up|ended up|settle|settled)\s+(?:in\s+)?at\s*\??\s*$`)
