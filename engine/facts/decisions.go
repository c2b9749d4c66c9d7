package facts

import (
	"regexp"
	"strings"
)

// A decision is stated by a verb of deciding or agreeing ("we decided to cut photo mode"), by
// a label ("Decision:", "Agreed:"), by a choice among alternatives ("went with option B", "go
// with Wrenfield Audio"), by a plan going ahead or not ("the timetable change goes ahead",
// "we are not going ahead with Frostline"), and by deciding against something ("considered
// Kafka and decided against it"). A choice names the alternative chosen, which is never what
// the decision is about: that is the line's label, the thing the choice is "for", or the
// work the text speaks of.
var (
	decisionWords = []string{"decid", "decision", "going with", "goes with", "go with", "went with", "approved", "accepted", "rejected",
		"agreed", "settled", "opted", "chose", "final call", "ahead"}
	// reChoice is a verb of choosing among alternatives, its object the one chosen.
	reChoice = regexp.MustCompile(`(?i)\b(?:go(?:es|ing)?|went) with\b|\bopted for\b|\bchose\b|\bsettled on\b`)
	// reChoiceFor is what a choice is for: "option B for the Blackthorn Porter".
	reChoiceFor = regexp.MustCompile(`(?i)\bfor\s+(the\s+\p{L}.*)`)
	// reAhead is a plan going ahead: "X goes ahead (with Y)", "we are going ahead with Y". "Go
	// ahead and merge it" is a go-ahead to do something, an instruction, not the decision.
	reAhead    = regexp.MustCompile(`(?i)\b(?:go(?:es|ing)?|went|proceed(?:s|ing)?)\s+ahead\b(?:\s+with\s+(.+))?`)
	reAheadAnd = regexp.MustCompile(`(?i)^\s+and\b`)
	// reAgainst is deciding not to: "decided against it", "decided against a second vendor".
	reAgainst = regexp.MustCompile(`(?i)\bdecided against\s+(.+)`)
	// reDecidedLabel is a label that states a line as decided: "Agreed: no hot work ...".
	reDecidedLabel = regexp.MustCompile(`(?i)^\W*(?:agreed|decided)(?:\s+[\d./]+)?\s*:\s*(\S.*)`)
	// reAux are the words between a grammatical subject and its verb ("we are NOT going ahead").
	// reClauseStart ends the text before a clause's grammatical subject.
	reClauseStart = regexp.MustCompile(`(?i),\s+|:\s+|\b(?:that|so|and|then|after that)\s+`)
	// reReported is a report of someone else's words: "an email to say that the show will
	// not go ahead" tells news, it records no decision of the writer's.
	reReported = regexp.MustCompile(`(?i)\b(?:to say|saying|says|said|told|tells|informed|announced|heard|email|letter|notice)\b`)
	// reNotWhat is what a "decision is" that names no decision: "the decision is of course yours".
	reNotWhat = regexp.MustCompile(`(?i)^(?:of course\s+|entirely\s+|still\s+)?(?:yours|mine|his|hers|theirs|ours|up to|with|pending|open|for)\b`)
	// reSubordTail is a subordinate clause of time or condition at the end of what was decided.
	reSubordTail = regexp.MustCompile(`(?i)\s+(?:until|till|unless|once|as soon as|before)\s+.*$`)
	reAux        = regexp.MustCompile(`(?i)(?:\s+(?:is|are|was|were|will|'re|'s|be|not|now|still|then|also|finally))+\s*$`)
)

func (x *extraction) readDecision(c clause) {
	if !hasAny(c.lower, decisionWords) {
		return
	}
	if reNoDec.MatchString(c.text) {
		return
	}
	if x.readAhead(c) || x.readAgainst(c) {
		return
	}
	m := reDecision.FindStringSubmatchIndex(c.text)
	if m == nil {
		m = reDecidedLabel.FindStringSubmatchIndex(c.text)
	}
	if m == nil && x.readVerdict(c) {
		return
	}
	if m == nil || negated(c.text[:m[0]]) {
		return
	}
	what := strings.TrimRight(strings.TrimSpace(c.text[m[2]:m[3]]), ".!")
	if reNotWhat.MatchString(what) {
		return // "the decision is yours": whose it is to make, not what was decided
	}
	if ds := x.p.Dates(what, x.doc.At); len(ds) > 0 && ds[0].Span.Start == 0 || strings.HasPrefix(strings.ToLower(what), "against") {
		return // "agreed on Friday: ...", "decided against it": not what was decided
	}
	if i := reSubordTail.FindStringIndex(what); i != nil && len(workIDs(what[:i[0]])) == 0 && len(workIDs(c.text[:m[2]])) == 0 {
		c.ids = nil // "no hot work until the extraction is fixed (HULL-112)": HULL-112 is the condition's
	}
	subject := x.decisionSubject(c, what)
	if reChoice.MatchString(c.text[m[0]:m[3]]) {
		subject = x.choiceSubject(c, what)
	}
	x.add(Fact{Kind: Decision, Subject: subject, What: what, Span: c.span})
}

// readAhead reads a plan going ahead, or not: a decision either way. Its subject is the
// grammatical subject when that is a noun phrase ("The timetable change goes ahead"), else
// what the choice is about; "with Y" names the alternative chosen.
func (x *extraction) readAhead(c clause) bool {
	m := reAhead.FindStringSubmatchIndex(c.text)
	if m == nil || reAheadAnd.MatchString(c.text[m[1]:]) || reSubord.MatchString(c.text[:m[0]]) {
		return false
	}
	before := c.text[:m[0]]
	if i := reClauseStart.FindAllStringIndex(before, -1); i != nil {
		before = before[i[len(i)-1][1]:] // "after the review, the pilot goes ahead": the pilot
	}
	before = strings.TrimLeft(reAux.ReplaceAllString(strings.TrimSpace(before), ""), " -*•\t")
	if len(strings.Fields(before)) > 8 || reReported.MatchString(c.text[:m[0]]) {
		return false // no noun phrase of its own, or a report of what someone else said
	}
	what := strings.TrimRight(strings.TrimSpace(c.text[m[0]:]), ".!")
	if negated(c.text[:m[0]]) {
		what = "not " + what
	}
	var subject string
	switch {
	case before != "" && (strings.EqualFold(strings.Fields(before)[0], "the") || !isPronoun(strings.Fields(before)[0])) && !x.people.Known(before):
		subject = object(before)
	case m[2] >= 0:
		subject = x.choiceSubject(c, c.text[m[2]:m[3]])
	default:
		subject = c.subject
	}
	if subject == "" || generic(subject) {
		return false
	}
	x.add(Fact{Kind: Decision, Subject: subject, What: what, Span: c.span})
	return true
}

// readAgainst reads a decision not to do something: its subject is what was decided against,
// or, for "it", the work the text speaks of.
func (x *extraction) readAgainst(c clause) bool {
	m := reAgainst.FindStringSubmatchIndex(c.text)
	if m == nil || negated(c.text[:m[0]]) {
		return false
	}
	thing := object(c.text[m[2]:m[3]])
	subject := c.subject
	if len(c.ids) > 0 {
		subject = c.ids[0]
	} else if thing != "" && !generic(thing) && !isPronoun(thing) {
		subject = thing
	}
	x.add(Fact{Kind: Decision, Subject: subject, What: strings.TrimRight(c.text[m[0]:], ".!"), Span: c.span})
	return true
}

// choiceSubject is what a choice is about: the item the clause names, the line's label, the
// thing it is "for", else the work the text speaks of (never the alternative chosen).
func (x *extraction) choiceSubject(c clause, chosen string) string {
	switch {
	case len(c.ids) > 0:
		return c.ids[0]
	case c.labelled:
		return c.subject
	}
	if m := reChoiceFor.FindStringSubmatch(chosen); m != nil {
		if obj := object(m[1]); obj != "" && !generic(obj) {
			return obj
		}
	}
	return c.subject
}

// decisionSubject is what a decision is about: the identifier it names, else its line's
// label, else the work item its line's label names (see lineID), else the document's own
// work item, else the object of its verb ("we drop the legacy CSV importer in Q4" gives "the legacy CSV
// importer"), else the subject the text spoke of.
func (x *extraction) decisionSubject(c clause, what string) string {
	switch {
	case len(c.ids) > 0:
		return c.ids[0]
	case c.labelled:
		return c.subject
	}
	if id := x.lineID(c); id != "" {
		return id
	}
	if len(workIDs(x.subject)) > 0 {
		return x.subject
	}
	// A log's entry date and its verdict label name no subject: "3 Sep: Decided: Welsh and
	// English tracks at launch".
	if head, rest, ok := strings.Cut(what, ":"); ok && x.dateLabel(head) {
		what = rest
	}
	what = reVerdictLabel.ReplaceAllString(what, "")
	w := strings.Fields(what)
	for len(w) > 0 {
		switch strings.ToLower(w[0]) {
		case "we", "to", "that", "will", "we'll", "i", "i'll", "the", "team":
			w = w[1:]
			continue
		}
		break
	}
	if len(w) > 1 {
		if obj := object(strings.Join(w[1:], " ")); obj != "" {
			return obj
		}
	}
	return c.subject
}

// reVerdictLabel opens a log line with its verdict: "Decided:", "Rejected:", "Agreed:".
var reVerdictLabel = regexp.MustCompile(`(?i)^\s*(?:decided|decision|agreed|approved|rejected|declined|resolved)\s*:\s*`)

// lineID is the work item its line's leading label names ("Roof over the Long Gallery
// (KWM-377): survey found rot. Trustees agreed to fund it."), for a clause after the label
// that names none: an item line's sentences go on about its item.
func (x *extraction) lineID(c clause) string {
	start := strings.LastIndexByte(x.doc.Text[:c.span.Start], '\n') + 1
	before := x.doc.Text[start:c.span.Start]
	i := strings.Index(before, ": ")
	if i < 0 || len(strings.Fields(before[:i])) > 8 {
		return ""
	}
	if ids := workIDs(before[:i]); len(ids) == 1 {
		return ids[0]
	}
	return ""
}
