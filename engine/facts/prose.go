package facts

import (
	"regexp"
	"slices"
	"strings"
)

// The cues below are English constructions, not demo sentences: modality (will, 'll, going
// to, should), negation, conditions and questions decide whether a statement is a fact at all;
// the verbs and nouns that name ownership, status, slips, blockers and decisions decide which.
const name = `(?:@[\p{L}\d._-]+|` + word + `(?: ` + word + `){0,2})`

// vocative is a name the speaker addresses before a question or an ask: "Ines Duarte, can you
// ...", "Emre Bey, can you ...". Interjections ("great, can you ...") are not names.
const vocative = `(?-i:` + name + `),\s+`

// word is one word of a name: "Rao", "Vane-Tempest", "Jun-seo" (never "F-" of "F-09").
const word = `\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)*`

var (
	reHardBreak   = mustPre(`\s*(?:;|\s[—–]\s|\s-\s|,?\s+but\s+)\s*`)
	reSoftBreak   = mustPre(`(?i)(,\s+(?:and\s+)?(?:then\s+)?|\s+and\s+(?:then\s+)?)(i'?ll|i will|we'?ll|we will|will|i'?m|i am|shd|should|aim to|plan to|please|pls|plz|kindly)\b`)
	reNameBreak   = mustPre(`(,\s+and\s+|,\s+|\s+and\s+)(` + name + `) (?:owns|will|is|takes|to)\b`)
	reLeadName    = mustPre(`^\W*(` + name + `) (?:is|will|has|owns|takes|'ll)\b`)
	reQuestionAsk = regexp.MustCompile(`(?i)^\W*(?:@[\w.-]+(?: \p{Lu}\p{Ll}+)?\W+|` + vocative + `)?(?:hey\W+|hi\W+|so\W+|also\W+|and\W+|btw\W+|quick q\W+)?(?:can|could|would|will|is|are|has|have|did|do|does|when|what|where|who|how|any|anyone|anybody|eta|status|update|should|was)\b`)
	rePolite      = regexp.MustCompile(`(?i)(?:^|\W)(?:please|pls|plz|kindly)\s+\w+|\b(?:i|we)(?:'d| would| should) (?:be (?:very |most )?grateful (?:for|if)|appreciate (?:a|an|the|some|your|any|it if)|love (?:a|an|the|some|your|any))\b|\b(?:would|'d) be (?:very |much |most |greatly |really |so )*(?:appreciated|grateful|great|helpful) if (?:you|someone|somebody|anyone)\b|^\W*(?:@[\w.-]+(?: \p{Lu}\p{Ll}+)?\W+|` + vocative + `)?(?:could|can|would) (?:you|ye|u|ya|someone|somebody|anyone|one of you)\b`)
	reCond        = regexp.MustCompile(`(?i)(?:^|\W)(?:if|unless|assuming|provided that|as long as)\b|^\W*in case\b|^\W*(?:should|were|had) (?:you|we|they|he|she|i|the \w+)\b[^?]*,`) // "Should you agree, ...": an inverted condition; "I'll bring a spare in case it fails" is a precaution, its main clause holds
	reHedge       = regexp.MustCompile(`(?i)-ish\b|\b(?:maybe|probably|hopefully|possibly|i think|i guess|might|not sure|unclear|tbc|tbd|fingers crossed|i propose|i suggest|we could|what if|proposing|suggesting)\b|^\W*(?:proposal|proposed|suggestion|idea|option)\b`)
	reNeg         = regexp.MustCompile(`(?i)(?:\bnot|n't|\bnever|\bno|\bnothing|\byet to|\bdoubt)\s+(?:\w+\s+){0,2}$`)
	reFuture      = regexp.MustCompile(`(?i)\b(?:will|'ll|should|shd|to|gonna|going to|would|could|might|may|must|can|need to|needs to|expect(?:ed)? to|hope to|plan to|aim to|once|when|until|till)\s+(?:[\w-]+\s+){0,3}$`)
	reFirstPerson = mustPre(`(?i)^\W*(?:(?:ok|okay|sure|yes|yeah|yep|so|also|and|then|fine|right|update)\W+)*(?:i|i'?ll|ill|i'?m|im|i'?ve|i'?d|we|we'?ll|we'?re|my|me)\b`)
	reModalStart  = mustPre(`(?i)^\W*(?:(?:ok|okay|sure|yes|yeah|yep|so|also|and|then)\W+)*(?:will|shd|should|can|gonna|going to|'ll|plan to|aim to)\b`)
	reCommit      = regexp.MustCompile(`(?i)\b(?:i'?ll|i will|ill|i shall|we'?ll|we will|we shall|i'?m going to|i am going to|i'?m gonna|we'?re going to|we are going to|i plan to|we plan to|i aim to|we aim to|aim to|plan to|i promise to|i commit to|we commit to|i can have|i should|we should|shd|should|will|gonna|going to)\s+(?:(?:also|then|definitely|still|just|now|try to|get)\s+)*(\p{L}+)`)
	reNameWill    = regexp.MustCompile(`(` + name + `) (?:will|'ll|is going to|plans to|promised to|committed to|agreed to)\s+(?:also\s+|then\s+)?(\p{L}+)`)

	reNeedAsk   = regexp.MustCompile(`(?i)^\W*(?:(?:and|so|also|but)\s+)?(?:i|we)\s+(?:still\s+|really\s+|urgently\s+|do\s+)?(?:need|want|require)\s+(?:to know\b|(?:a|an|the|some|your|this|these|those|written|signed|confirmation|\d+)\b)`)
	reNeedFrom  = regexp.MustCompile(`(?i)\bneed(?:s|ed)?\b[^.]{0,50}\bfrom\s+(@[\w.-]+)`)
	reSysChange = regexp.MustCompile(`(?i)\b(?:changed|set|updated|moved)\s+(?:the\s+)?(status|state|assignee|owner)\s+(?:of\s+[\w#-]+\s+)?(?:from\s+.+?\s+)?to\s+(.+?)\.?$|` +
		// the field first: "owner changed from Ana to Ben Ode", "Status was updated to Done"
		`\b(status|state|assignee|owner)\s+(?:has\s+been\s+|was\s+|is\s+|got\s+)?(?:changed|set|updated|moved|switched)\s+(?:from\s+.+?\s+)?to\s+(.+?)\.?$`)
	reMention  = regexp.MustCompile(`@([\p{L}][\p{L}\d._-]*)`)
	reDueCue   = regexp.MustCompile(`(?i)(?:\bby|\bdue(?: date)?(?: is| on)?|\bbefore|\buntil|\btill|\btil|\bno later than|\bprior to|\bnext (?:sailing|vessel|slot|window|visit|run|shipment|stop|opening|departure|flight|truck|van|collection|delivery),|\bb4|\bback|\bdeadline(?: is)?|\btarget(?:ing|ed)?(?: is| for)?|\beta(?: is)?|\betd(?: is)?(?:\s+\p{Lu}[\p{L}-]+)?|\bex-?factory(?: date)?(?: is)?|\bon|\bfor|\blive(?: on)?|\blaunch(?:es|ing)?(?: on)?|\bship(?:s|ping)?(?: on)?|\bexpected(?: by| on)?|\bscheduled for|\bplanned for|\blatest|\bready|\bdone|\bfinished|\bcomplete|\bcompleted|\blive)\s*:?\s*(?:the\s+)?$`)
	reNotDue   = regexp.MustCompile(`(?i)\b(?:leave|ooo|out of (?:the )?office|vacation|holiday|pto|since|ago|last|asked|wrote|sent|emailed|called|revisit|talk|discuss|meet|meeting|call|sync|standup|demo day|review on|agreed|decided|started|effective|from)\b`)
	reBlocker  = regexp.MustCompile(`(?i)\b(?:blocked (?:on|by)|waiting (?:on|for)|awaiting|stuck (?:on|behind|with)|held up by|(?:pause[sd]?|on hold|parked|stopped|halted|suspended)\b[^.;]{0,30}?\b(?:until|till|til)(?:\s+after)?|can'?t (?:start|proceed|continue|move) (?:until|without)|blocked:)\s+(?:the\s+)?(.+)`)
	reDecision = regexp.MustCompile(`(?i)\b(?:decided(?: to| that| on| w/ [\w ]+?:?)?|decision\b[^:.]{0,25}:|decision is|we(?:'re| are) going with|(?:goes|go|going|went) with|agreed (?:to|on|that)|settled on|opted (?:for|to)|we chose|final call:?|we will go with|we'?ll go with)\s+(.+)`)
	reNoDec    = regexp.MustCompile(`(?i)\b(?:no decision|not decided|haven'?t decided|undecided|still deciding|to be decided)\b`)
	reQuarter  = regexp.MustCompile(`(?i)^(?:end of )?[qh][1-4]\b`)
	reDoneBy   = regexp.MustCompile(`(?i)\b(?:done|ready|finished|up|out|live)\s+(?:by|before|until|on)\b`)
	reWeakCue  = regexp.MustCompile(`(?i)\b(?:on|for|at|is)\s*(?:the\s+)?$`)
	reEvent    = regexp.MustCompile(`(?i)\b(?:meeting|review|call|sync|standup|stand-up|demo|workshop|session|interview|lunch|dinner|offsite|retro|retrospective|webinar|training|planning|kick-?off|all-hands|town hall|party|appointment|leave|ooo|holiday|vacation|pto)\b`)
	reByAfter  = regexp.MustCompile(`(?i)^\s+(?:(?:and|&)\s+\p{L}+\s+)?(?:by|before|until|on)\s+\S`) // "done & cured by thu 22nd"
	reTrimWhat = regexp.MustCompile(`(?i)\s*(?:,|\.|!|\(|\bby\b|\bbefore\b|\buntil\b|\bon (?:mon|tue|wed|thu|fri|sat|sun)|\bnext\b|\btomorrow\b|\btoday\b|\beod\b).*$`)
)

// readProse reads a line of prose sentence by sentence.
func (x *extraction) readProse(l line) {
	text := x.doc.Text
	seg := text[l.span.Start:l.span.End]
	off := l.span.Start
	x.lineLabel = ""
	for _, s := range x.p.sentences.Tokenize(seg) {
		for _, num := range splitAfterNumber(text, trimSpan(text, Span{off + s.Start, off + s.End})) {
			for _, sp := range splitAfterEmoji(text, num) {
				if sp.End > sp.Start {
					x.readSentence(sp, l)
					if x.lineLabel == "" {
						x.lineLabel = "-" // only a line's first sentence leads it with a label
					}
				}
			}
		}
	}
	x.lineLabel = ""
}

// clause is one clause of a sentence with what reading it needs.
type clause struct {
	span    Span
	text    string // as written
	lower   string
	fold    string // lower as the prefilters compare it (see foldText)
	subject string
	ids     []string
	me      string // the speaker, whom first person names
	first   bool   // first person speaks (explicitly, or carried from the clause before)
	section string // what the heading above the line says its lines state ("action", ...)
	whole   bool   // the clause is its whole sentence
	// carried marks a clause whose subject is left out and carried from the clause before
	// ("Kiran Rao is leading the work and will send ..."): it goes on about the same work.
	carried bool
	// labelled marks a clause whose subject is its line's label ("Keg collars: ...",
	// "Audiobook rights — ...").
	labelled bool
}

func (x *extraction) readSentence(sp Span, l line) {
	text := x.doc.Text
	s := text[sp.Start:sp.End]
	me := l.speaker
	if me == "" {
		me = x.relayed(s)
	}
	question := strings.HasSuffix(strings.TrimRight(s, " )\"'"), "?")
	if rest, al, ok := actionMarked(text, sp, l); ok && !question {
		if sp.Start == l.span.Start || !x.readItemAction(rest, al) {
			x.readSentence(rest, al) // "AI: Rocío — tender documents out by Friday"
		}
		return
	}
	sentIDs := workIDs(s)

	// An action item: "@kiran — size SMS notifications (ROUTE-230) by 9/29".
	if m := reAction.FindStringSubmatchIndex(s); m != nil && (strings.HasPrefix(s[m[2]:m[3]], "@") || l.section == "action") {
		who := x.person(s[m[2]:m[3]])
		rest := Span{sp.Start + m[4], sp.End}
		subject := x.subjectOf(sentIDs)
		if len(sentIDs) == 0 {
			// "@rahul — write the deprecation notice by Friday": the object of the verb.
			if w := strings.Fields(text[rest.Start:rest.End]); len(w) > 1 {
				if obj := object(strings.Join(w[1:], " ")); obj != "" && !generic(obj) {
					subject = obj
				}
			}
		}
		x.add(Fact{Kind: Owner, Subject: subject, Person: who, Span: sp})
		saved := x.last
		x.last = subject
		x.readClauses(rest, who, false, line{span: rest, speaker: who, section: "action"})
		x.last = saved
		return
	}
	x.readCall(sp, me, sentIDs)
	if question {
		// "Ikenna knows the landlord well — Ikenna, can you take it?": a statement before a
		// hard break stays a statement; the question is the clause after the last break.
		if q := lastBreak(s); q > 0 {
			x.readClauses(trimSpan(text, Span{sp.Start, sp.Start + q}), me, true, l)
			sp = trimSpan(text, Span{sp.Start + q, sp.End})
			sentIDs = append(workIDs(s[q:]), sentIDs...)
		}
		x.readQuestion(sp, me, sentIDs)
		return
	}
	x.readClauses(sp, me, true, l)
}

// readClauses reads a statement clause by clause.
func (x *extraction) readClauses(sp Span, me string, speaking bool, l line) {
	text := x.doc.Text
	s := text[sp.Start:sp.End]
	sentIDs := workIDs(s)
	label := x.labelOf(s, l)
	if reStepsHead.MatchString(strings.ToLower(label)) {
		l.section, label = "steps", "" // "Test plan: deploy to staging on Thursday, ..."
	}
	var clauses []Span
	start := 0
	for _, br := range breaks(s) {
		if br.Start > start {
			clauses = append(clauses, Span{sp.Start + start, sp.Start + br.Start})
		}
		start = br.End
	}
	clauses = append(clauses, Span{sp.Start + start, sp.End})
	prevFirst, prevName := false, ""
	for _, c := range clauses {
		c = trimSpan(text, c)
		if c.End <= c.Start {
			continue
		}
		ct := text[c.Start:c.End]
		cl := clause{span: c, text: ct, lower: strings.ToLower(ct), fold: foldText(ct), ids: workIDs(ct), me: me, section: l.section, whole: len(clauses) == 1}
		cl.subject = x.subjectOf(append(cl.ids, sentIDs...))
		if label != "" && len(cl.ids) == 0 && len(sentIDs) == 0 {
			cl.subject, cl.labelled = label, true // "Public Wi-Fi upgrade: complete at all four branches."
		}
		if thing := x.answerWho(ct, me, sentIDs); thing != "" {
			cl.subject = thing // "who's writing the migration guide?" — "I'll write it"
		}
		if len(cl.ids) > 0 && !x.referenceOnly(cl) {
			x.last = cl.ids[0]
		}
		// An action item's clauses speak for its assignee (speaking is false for them).
		cl.first = !speaking || reFirstPerson.match(cl.fold, ct) || prevFirst && reModalStart.match(cl.fold, ct) ||
			x.doc.Kind == "chat" && reModalStart.match(cl.fold, ct)
		if prevName != "" && !cl.first && reModalStart.match(cl.fold, ct) {
			// "Kiran Rao is leading the work and will send ...": the named person goes on.
			cl.me, cl.first, cl.carried = prevName, true, true
		}
		prevName = ""
		prevFirst = cl.first
		x.readClause(cl, l)
		// (After the clause is read: a clause that names its owner makes them a known person.)
		if m := reLeadName.findSubmatch(cl.fold, ct); m != nil && x.people.Known(m[1]) {
			prevName = x.person(m[1])
		}
	}
}

// rePassesOn is a reply that hands the thing to someone else or only agrees with the ask:
// "I'll leave that to Niamh", "I'll pass that on to Niamh", "I'll get someone on it", "I'll
// second that".
var rePassesOn = regexp.MustCompile(`(?i)\b(?:leave|pass|hand|send|forward|give|delegate|refer)\b[^.;!?]{0,30}\b(?:to|on|over)\b|\b(?:someone|somebody|anyone|one of)\b|\bsecond\s+(?:it|that)\b|\b(?:agree|support)\b`)

// reItObject is a pronoun standing for a thing just named: "I'll write it", "I can do that".
var reItObject = regexp.MustCompile(`(?i)\b(?:it|that|this one|that one)\b`)

// answerWho is the thing a line right after "who's writing X?" speaks of when another speaker
// takes it in the first person with a pronoun ("I'll write it", "I can take that"), "" else.
func (x *extraction) answerWho(clause, me string, ids []string) string {
	asked := x.whoAsked
	if asked.thing == "" || me == "" || me == asked.asker || len(ids) > 0 || !reFirstPerson.MatchString(clause) || !reItObject.MatchString(clause) || rePassesOn.MatchString(clause) {
		return ""
	}
	return asked.thing
}

// breaks are where a sentence's clauses meet: semicolons, dashes and "but" end one; a
// comma or "and" before a new first-person or modal verb ("and I'll", ", will") starts one
// (the verb stays with its clause).
func breaks(s string) []Span {
	var out []Span
	folded := foldText(s)
	for _, m := range reHardBreak.findAllIndex(folded, s) {
		out = append(out, Span{m[0], m[1]})
	}
	for _, re := range []pre{reSoftBreak, reNameBreak} {
		for _, m := range re.findAllSubmatchIndex(folded, s) {
			if !slices.ContainsFunc(out, func(s Span) bool { return s.overlaps(m[0], m[4]) }) {
				out = append(out, Span{m[0], m[4]})
			}
		}
	}
	slices.SortStableFunc(out, byStart)
	return out
}

// lastBreak is where the last clause of a sentence starts after a hard break (a semicolon, a
// dash, "but"), 0 when it has none.
func lastBreak(s string) int {
	ms := reHardBreak.findAllIndex(foldText(s), s)
	if len(ms) == 0 {
		return 0
	}
	return ms[len(ms)-1][1]
}

// subjectOf is the subject a clause speaks of: the first identifier it (or its sentence)
// names, else the one the text spoke of last, else the document's.
func (x *extraction) subjectOf(ids []string) string {
	if len(ids) > 0 {
		return ids[0]
	}
	if x.last != "" {
		return x.last
	}
	return x.subject
}

var (
	politeWords = []string{"please", "pls", "plz", "kindly", "could", "can", "would", "'d", "should"}
	// reProhibit asks that something not be done ("Please do not reply."): no work is asked for.
	reProhibit = regexp.MustCompile(`(?i)\b(?:please|pls|kindly)\s+(?:do not|don'?t|never)\b`)
	// reCourtesy is "please" with a verb that asks for no work: a courtesy ("please accept my
	// apologies", "kindly note that", "please find attached"), a wait, whom to turn to for
	// other matters ("for bookings please contact the desk", "please direct any questions to
	// her"), or leaving things as they are ("please use the old chiller carefully", "please
	// keep the match as planned"); and the boilerplate of mail footers. A clause whose
	// courtesy is followed by another verb ("please note and confirm by Friday") still asks.
	reCourtesy = regexp.MustCompile(`(?i)\b(?:please|pls|kindly)\s+(?:(?:accept|excuse|forgive|ignore|disregard|wait|hold on|bear with|be (?:advised|aware|patient|informed)|feel free|don'?t hesitate|allow \d|consider the environment|note(?:\s+that)?\b[^:]|(?:find|see) (?:attached|enclosed|below|above|herewith|the attached|\w+ (?:mail|email|message|note|thread) below)|use|keep using|enjoy|` +
		// wishes for the reader's own sake, ending their clause: "please look after yourself",
		// "please take care." (not "please take care of the invoice", "please rest the pump")
		`(?:look after yourself|take (?:good )?care(?: of yourself)?|rest|get well(?: soon)?|stay safe|have a (?:good|great|nice|lovely) (?:day|weekend|evening|holiday|trip|break|one|time))(?:\s*(?:[.!,;)]|$)|\s+and\s+(?:rest|take care|get well|stay safe)\b))|` +
		`(?:direct|address|send) (?:any|all|your) (?:questions|queries|enquiries|inquiries)\b|keep\b[^.;]{0,60}\bas (?:planned|scheduled|is|agreed|booked)\b|let (?:me|us) know if (?:you have )?(?:any )?(?:questions|queries)\b)|` +
		`\bfor [^,.;]{1,60},?\s+(?:please|pls|kindly)\s+(?:contact|call|email|e-mail|reach|ask|speak to|write to)\b`)
	// reThenAsks is a verb joined after a courtesy: "please note and confirm by Friday".
	reThenAsks = regexp.MustCompile(`(?i)^[^.;?!]*?\b(?:and|then|&)\s+(?:please\s+|kindly\s+)?(?:\w+\s+)?(?:confirm|send|sign|approve|reply|respond|return|resubmit|submit|complete|fill|review|check|update|fix|call|book|arrange|pay|forward|share|let|get|make|do|provide|advise)\b`)
	condWords  = []string{"if", "unless", "in case", "assuming", "provided", "as long as", "should ", "were ", "had "}
	hedgeWords = []string{"-ish", "maybe", "probably", "hopefully", "possibly", "think", "guess", "might", "not sure", "unclear",
		"tbc", "tbd", "fingers crossed", "propos", "suggest", "could", "what if", "idea", "option"}
	changeWords = []string{"changed", "set ", "updated", "moved", "marked"}
)

// reIndirectAsk asks without a question or a polite verb: a chaser ("Just following up on my
// email", "Still waiting to hear back about the unit", "Gentle reminder: the DPIA is still
// outstanding"), "let me know", "we'd love to know", "hoping someone can", a need closed by
// "please".
var (
	reIndirectAsk = regexp.MustCompile(`(?i)^\W*(?:(?:hi|hello|hey)\b[^,.!]{0,30}[,.!]\s*)?(?:just\s+)?(?:following up|circling back|checking in)\s+(?:on|about|regarding)\b|` +
		`\b(?:still\s+)?waiting to hear (?:back|from)\b|^\W*(?:please\s+)?let (?:me|us) know\b[^?]*$|\b(?:i|we)(?:'d| would) (?:love|like) to (?:know|hear|understand)\b|` +
		`\bhoping (?:someone|somebody|anyone|you) (?:can|could)\b`)
	askWords = []string{"follow", "circling", "checking in", "waiting to hear", "let me know", "let us know", "love to", "like to", "hoping"}
)

func (x *extraction) readClause(c clause, l line) {
	if hasAny(c.lower, askWords) && reIndirectAsk.MatchString(c.text) && !negated(c.text[:reIndirectAsk.FindStringIndex(c.text)[0]]) {
		x.add(Fact{Kind: Request, Subject: c.subject, Person: c.me, To: x.to, Span: c.span})
		x.indirect = append(x.indirect, c.span)
		return
	}
	if hasAny(c.lower, politeWords) && rePolite.MatchString(c.text) && !reProhibit.MatchString(c.text) && !x.courtesyOnly(c.text) {
		to := x.to
		if m := reMention.FindStringSubmatch(c.text); m != nil {
			to = x.person(m[1])
		}
		subject := c.subject
		if thing := errandThing(c.text); thing != "" && len(c.ids) == 0 && !c.labelled && len(workIDs(subject)) == 0 && x.doc.Kind == "chat" {
			// "@Morag can ye get the raddle crayons ordered": the errand's thing, which the one
			// asked takes on by agreeing ("aye will do").
			subject = thing
			if to != "" {
				x.th.asked[strings.ToLower(to)] = asked{subject: thing, person: c.me}
			}
		}
		x.add(Fact{Kind: Request, Subject: subject, Person: c.me, To: to, Span: c.span})
		return
	}
	if hasAny(c.lower, condWords) && reCond.MatchString(c.text) && !strings.HasPrefix(c.lower, "if so") {
		return
	}
	if strings.Contains(c.text, "@") { // "needs a review from @marco": the one it needs is named
		if m := reNeedFrom.FindStringSubmatch(c.text); m != nil {
			x.add(Fact{Kind: Request, Subject: c.subject, Person: c.me, To: x.person(m[1]), Span: c.span})
			return
		}
	}
	if strings.Contains(c.lower, "need") || strings.Contains(c.lower, "want") {
		// "I need a written root cause by Friday", "I want to know whether ...": a stated need
		// addressed to the reader asks for it.
		if m := reNeedAsk.FindStringIndex(c.text); m != nil && !negated(c.text[:m[1]]) {
			x.add(Fact{Kind: Request, Subject: c.subject, Person: c.me, To: x.to, Span: c.span})
			return
		}
	}
	if hasAny(c.lower, changeWords) && x.readSystemChange(c) {
		return
	}
	hedged := hasAny(c.lower, hedgeWords) && reHedge.MatchString(c.text)
	x.readOwner(&c)
	if hedged {
		return
	}
	dates := x.dates(c)
	if l.section == "decision" {
		x.add(Fact{Kind: Decision, Subject: x.decisionSubject(c, c.text), What: strings.TrimRight(c.text, ".!"), Span: c.span})
		return
	}
	x.readSlip(c, dates)
	if l.section != "action" {
		x.readCommitment(c, dates)
	}
	if l.section == "steps" {
		return // a step's date and state are the step's, not the work's (see stepsOf)
	}
	if l.section != "risk" {
		x.readDue(c, dates, l.section == "action")
	}
	if len(c.ids) == 1 {
		x.nameItem(c.ids[0], c.text)
	}
	x.readStatus(c, l)
	x.readBlocker(c, l)
	x.readDecision(c)
}

// readSystemChange reads a tracker's change notice: "changed the status of KYC-362 from In
// Progress to Done", "marked ENG-7 as resolved".
func (x *extraction) readSystemChange(c clause) bool {
	if m := reSysChange.FindStringSubmatch(c.text); m != nil {
		if m[1] == "" {
			m = []string{m[0], m[3], m[4]} // the field written first
		}
		switch strings.ToLower(m[1]) {
		case "status", "state":
			if st := stateOf(m[2]); st != "" {
				x.add(Fact{Kind: Status, Subject: c.subject, State: st, Span: c.span, Field: true, Revises: true})
				return true
			}
		default:
			x.add(Fact{Kind: Owner, Subject: c.subject, Person: x.person(m[2]), Span: c.span, Field: true, Revises: true})
			return true
		}
	}
	if m := reMarkedAs.FindStringSubmatch(c.text); m != nil {
		if st := stateOf(m[1]); st != "" {
			x.add(Fact{Kind: Status, Subject: c.subject, State: st, Span: c.span})
			return true
		}
	}
	return false
}

// dates are the clause's date mentions, spans in document offsets.
func (x *extraction) dates(c clause) []DateMention {
	ds := x.p.Dates(c.text, x.doc.At)
	for i := range ds {
		ds[i].Span.Start += c.span.Start
		ds[i].Span.End += c.span.Start
	}
	return ds
}

// isCapitalised reports a name written with a capital (an @handle may be lower case).
func isCapitalised(s string) bool {
	r := []rune(strings.TrimPrefix(s, "@"))
	return len(r) > 0 && r[0] >= 'A' && r[0] <= 'Z'
}

// generic reports an object that names nothing by itself ("the work", "it").
func generic(obj string) bool {
	obj = strings.ToLower(obj)
	for _, adv := range []string{" now", " too", " also", " again", " here", " as well"} {
		obj = strings.TrimSuffix(obj, adv) // "owns it now"
	}
	switch strings.TrimPrefix(obj, "the ") {
	case "work", "it", "this", "that", "task", "ticket", "fix", "issue", "one", "this one", "thing", "rest", "lead", "point":
		return true
	}
	return false
}

func lastWords(s string, n int) string {
	w := strings.Fields(s)
	if len(w) > n {
		w = w[len(w)-n:]
	}
	return strings.Join(w, " ")
}

// negated reports whether the text just before a cue negates it ("not", "n't", "never").
func negated(before string) bool { return reNeg.MatchString(before) }

func isPronoun(s string) bool {
	switch strings.ToLower(strings.Trim(s, "@ ")) {
	case "i", "we", "he", "she", "they", "it", "you", "someone", "somebody", "anyone", "this", "that", "who", "everyone", "the", "team", "nobody",
		"myself", "yourself", "himself", "herself", "itself", "ourselves", "yourselves", "themselves":
		return true
	}
	return false
}

// object is the noun phrase a verb takes ("drive the SMS vendor contract" gives "the SMS
// vendor contract"), up to a preposition, a date cue or punctuation.
// phraseStop is where a phrase's punctuation ends it: a full stop, a comma, a colon, a bracket,
// a question or an exclamation mark, but not a point or a comma inside a number ("the 1.21
// port", "1,400 passes"); -1 when none does.
func phraseStop(s string) int {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '.', ',':
			if i > 0 && i+1 < len(s) && isDigit(s[i-1]) && isDigit(s[i+1]) {
				continue
			}
			return i
		case ';', ':', '!', '?', '(', ')':
			return i
		}
	}
	return -1
}

func object(rest string) string {
	rest = strings.TrimSpace(rest)
	if i := phraseStop(rest); i >= 0 {
		rest = rest[:i]
	}
	words := strings.Fields(rest)
	var out []string
	for _, w := range words {
		switch strings.ToLower(w) {
		case "by", "before", "until", "from", "for", "on", "in", "at", "with", "and", "to", "next", "this", "tomorrow", "today", "side", "tmrw", "tmr", "tonight",
			"while", "whilst", "when", "once", "after", "as", "because", "since", "if", "unless", "so", "but", "or", "till":
			if len(out) > 0 {
				return strings.Join(out, " ")
			}
			if strings.ToLower(w) != "the" {
				continue
			}
		}
		out = append(out, w)
		if len(out) == 6 {
			break
		}
	}
	return strings.Join(out, " ")
}

// courtesyOnly reports a clause whose only polite forms are courtesies (reCourtesy) with no
// verb of work joined after them: it asks nothing.
func (x *extraction) courtesyOnly(t string) bool {
	ms := reCourtesy.FindAllStringIndex(t, -1)
	if len(ms) == 0 {
		return false
	}
	for _, m := range ms {
		if reThenAsks.MatchString(t[m[1]:]) {
			return false
		}
	}
	return !rePolite.MatchString(reCourtesy.ReplaceAllString(t, " "))
}

// nameItem keeps the words of a clause naming one item as what the thread calls it.
func (x *extraction) nameItem(id, text string) {
	words := x.th.named[id]
	n := strings.Count(words, " ")
	if n >= maxNamed {
		return
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(text), notWordRune) {
		if n >= maxNamed {
			break
		}
		if !strings.Contains(words, " "+w+" ") {
			if words == "" {
				words = " "
			}
			words += w + " "
			n++
		}
	}
	x.th.named[id] = words
}
