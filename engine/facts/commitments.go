package facts

import (
	"regexp"
	"strings"
	"time"
)

var (
	// reSelfModal is a modal whose subject is written as first person ("I'll", "we will").
	reSelfModal = regexp.MustCompile(`(?i)^(?:i|we)\b|^(?:i'?ll|ill|we'?ll)\b`)
	// reLeadIn is what may stand before a modal whose subject is left out ("ok, will send").
	reLeadIn = regexp.MustCompile(`(?i)^\W*(?:(?:ok|okay|sure|yes|yeah|yep|so|and|then|also|meanwhile|anyway|fine|right|update|today|tomorrow|tmrw)\W+)*$`)
	// rePassive is a modal's "be" with a past participle: the thing is acted on, no one
	// undertakes anything ("will be floated out", "should be completed").
	rePassive = regexp.MustCompile(`(?i)^be\s+(?:\w+ly\s+)?(?:\w+ed|done|made|sent|built|taken|given|seen|shown|written|driven|run|put|set|kept|held|paid|brought|bought|caught|told|sold|left|lost|met|read|cut|shut|hit|found|won|begun|gone)\b`)
	// rePurpose is "be" with a place and an errand: "I'll be at the depot on Monday to swap it".
	rePurpose = regexp.MustCompile(`(?i)^be\b[^.;]{0,50}?\bto\s+\p{L}`)
	// reWhenever is a plan that waits on something else happening first: "will inform once
	// the soil is dry", "will pick it up after the statement goes live".
	reWhenever = regexp.MustCompile(`(?i)\b(?:once|as soon as|whenever)\s+(\S+)|\b(?:after|when)\s+(\S+)\s+(?:\S+\s+){0,3}?(?:is|are|goes|go|has|have|gets|comes|lands|merges|arrives|dries|finishes|ends|happens|clears|returns)\b`)
	// reSubordinate ends the text before a clause that is subordinate: "before we commit to".
	reSubordinate = regexp.MustCompile(`(?i)\b(?:before|after|until|till|unless|if|when|whenever|once|so that|than|whether|because)\s+$`)
	// reSideStep is an errand beside the work (a check, a visit, a reply, a draft, a partial
	// rollout, a backport, having it ready for review, sending a form or an invite): the date
	// it names is the errand's, not the work's.
	reSideStep = regexp.MustCompile(`(?i)^(?:check|inspect|investigate|diagnose|look (?:into|at|over)|assess|confirm|reply|respond|answer|chase|ping|follow up|call|phone|ring|meet (?:with|up)|sit (?:with|down|in)|visit|attend|book|update\s+(?:the|our|my|their|its)\b|let|tell|inform|share|send\s+(?:\w+\s+)?(?:a\s+|the\s+|my\s+|our\s+)?(?:first\s+|rough\s+|revised\s+|initial\s+)?draft|send\s+(?:\w+\s+)?(?:a\s+|an\s+|the\s+|our\s+|my\s+)?(?:[\w-]+\s+)?(?:forms?|paperwork|invite|invitation|agenda|link)|backport|cherry-?pick)\b|\bdraft\b|\bready for (?:a\s+)?(?:review|qa|testing|test|sign-?off|feedback)\b|\b(?:[1-9]\d?)\s?%`)
	// reSideDoc is a document about the work (a plan, an invoice, a quote, a summary): sending it
	// is a step beside the work, unless the work is that document (see sideDocument).
	reSideDoc = regexp.MustCompile(`(?i)^(?:send|share|circulate|have|get|put|write|email|prepare)\s+(?:\w+\s+)?(?:a\s+|an\s+|the\s+|our\s+|my\s+)?(?:[\w-]+\s+){0,2}(plan|invoice|quote|estimate|proposal|summary|notes|minutes|schedule|breakdown|costing)s?\b`)
	// reConjunct splits coordinated verb phrases ("prepone the defrost and update the log").
	reConjunct = regexp.MustCompile(`(?i)\s+and\s+(?:then\s+)?|,\s+`)
)

// committable reports whether the verb phrase after a modal undertakes work: not ownership
// ("take", "own": an owner fact), not a state ("be out", "be on leave"), not a passive ("be
// floated out"), not thinking or talking, not an empty "I will do." and not a plan that waits
// on something else to happen first. self is whether the modal's subject is written as first
// person: "I'll be done by Friday" undertakes it, "will be done by Friday" estimates it.
func committable(rest string, self bool) bool {
	l := strings.ToLower(rest)
	verb := strings.Fields(l)
	if len(verb) == 0 || waits(l) {
		return false
	}
	switch strings.Trim(verb[0], ".,!") {
	case "be":
		if self && (strings.HasPrefix(l, "be done") || strings.HasPrefix(l, "be ready") || strings.HasPrefix(l, "be finished")) {
			return true
		}
		return !rePassive.MatchString(l) && rePurpose.MatchString(l)
	case "do":
		return len(verb) > 1 && !strings.HasPrefix(verb[1], "so") && !strings.HasPrefix(verb[1], "it.") && strings.Trim(verb[1], ".!") != ""
	case "own", "take", "drive", "lead", "handle", "grab", "need", "not", "never", "let", "see", "try", "think", "know",
		"revisit", "discuss", "talk", "check", "probably", "maybe", "likely", "also",
		// keeping someone posted, waiting, asking and watching undertake no work
		"keep", "wait", "ask", "watch", "monitor", "back":
		return false
	}
	return true
}

var commitWords = []string{"will", "'ll", "’ll", "ill ", "shall", "going to", "gonna", "plan to", "aim to", "promise", "commit",
	"can have", "should", "shd", "done", "ready", "finished", "up by", "out by", "live"}

var (
	reBarePlan = regexp.MustCompile(`(?i)(?:^\W*|,\s+)(?:(?:ok|okay|so|then|will)\W+)?(fix|ship|merge|deploy|finish|release|land|patch|deliver|submit|publish|complete|wrap up|roll out)\b`)
	// reNounUse is what follows a work word used as a noun: "Patch 1.0.1 goes out", "fix will be in".
	reNounUse = regexp.MustCompile(`(?i)^\s*(?:\(|\d|v\d|will\b|is\b|are\b|was\b|goes\b|went\b|has\b|'s\b|should\b|for\b|of\b)`)
	reShould  = regexp.MustCompile(`(?i)\b(?:should|shd)\b`)
	reHaveIt  = regexp.MustCompile(`(?i)^(?:have|be (?:done|ready|finished))\b`)
)

var reBeBefore = regexp.MustCompile(`(?i)\b(?:is|are|am|be|been|was|were|'s|'m|'re)\s+(?:\w+ed\s+)?$`)

func (x *extraction) readCommitment(c clause, dates []DateMention) {
	if !hasAny(c.lower, commitWords) && (x.doc.Kind != "chat" || !reBarePlan.MatchString(c.text)) {
		return
	}
	person, at := "", -1
	var later DateMention // a date the next sentence gives the promise
	for _, m := range reCommit.FindAllStringSubmatchIndex(c.text, -1) {
		// "I'll ..." is the speaker's wherever it stands; a modal with its subject left out
		// ("will send it tmrw") is the speaker's only at the head of a first-person clause,
		// not after a noun ("our comments will go", "the fix will be in").
		self := reSelfModal.MatchString(c.text[m[0]:])
		lead, head := c.text[:m[0]], x.sentenceHead(c)
		if i := strings.LastIndexByte(lead, '('); i >= 0 && !strings.Contains(lead[i:], ")") {
			lead, head = lead[i+1:], true // "load test (will run after merge)": the parenthesis is its own clause
		}
		if !self && (!c.first && !head || !reLeadIn.MatchString(lead)) {
			continue
		}
		if reShould.MatchString(c.text[m[0]:m[2]]) && !reHaveIt.MatchString(c.text[m[2]:]) {
			continue // "we should rotate the keys" proposes; "should have it up by thu" promises
		}
		if negated(c.text[:m[0]]) || reSubordinate.MatchString(c.text[:m[0]]) {
			continue
		}
		if committable(c.text[m[2]:], self) {
			person, at = c.me, m[2]
			break
		}
		if d, ok := x.nextDeadline(c); ok && bareDo(c.text[m[2]:]) {
			person, at, later = c.me, m[2], d // "I'll do it. ETA nov 20"
			break
		}
		if i := coordinatedPromise(c.text[m[2]:]); i >= 0 {
			person, at = c.me, m[2]+i
			break
		}
	}
	if person == "" {
		person, at = x.namedPromiser(c)
	}
	if person == "" && (c.first || x.doc.Kind == "chat") {
		// "done by EOD": the speaker's, unless a subject's "is" makes it a state ("Nadia is
		// out until", "it has to be live by").
		if m := reDoneBy.FindStringIndex(c.text); m != nil && !negated(c.text[:m[0]]) && !reBeBefore.MatchString(c.text[:m[0]]) &&
			!strings.HasPrefix(strings.ToLower(c.text[m[0]:]), "out until") {
			person, at = c.me, 0
		}
	}
	if person == "" && x.doc.Kind == "chat" {
		// "fix by thursday", "Fix today": in chat a bare work verb with a date is the
		// writer's plan, its subject left out like a modal's.
		if m := reBarePlan.FindStringSubmatchIndex(c.text); m != nil && hasDateAfter(dates, c.span.Start+m[3]) && !strings.Contains(c.text, "@") &&
			!reNounUse.MatchString(c.text[m[3]:]) {
			person, at = c.me, m[2]
		}
	}
	if person == "" || at < 0 {
		return
	}
	what := strings.TrimSpace(reTrimWhat.ReplaceAllString(c.text[at:], ""))
	var due time.Time
	cr := &clauseRead{}
	for i, d := range dates {
		if d.Span.Start < c.span.Start+at || d.Date.Before(truncateDay(x.doc.At)) {
			continue
		}
		before := x.doc.Text[leadIn(x.doc.Text, c.span.Start, d.Span.Start, dueWindow):d.Span.Start]
		after := x.doc.Text[d.Span.End:tailEnd(x.doc.Text, d.Span.End, c.span.End, dueWindow)]
		x.leadIns += len(before) + len(after)
		if attributive(before, after) {
			continue // "take the Q3 reconciliation": the date names the work, it sets no deadline
		}
		// The work is due then only when the promised act delivers it. A commitment's Date is
		// the work's due date (see Fact.Date; Today reads it as one), so an errand's date (a
		// visit, a draft, a check) is not kept on it either.
		if act := x.doc.Text[c.span.Start+at : d.Span.Start]; sideStep(act, c.text[at:]) || x.sideDocument(act, c.subject) {
			dates[i].placed = true
			break
		}
		if !d.Ambiguous() {
			due = d.Date
		}
		if x.dueStated(c, cr, before, after, c.span.Start, d.Span.Start) {
			x.add(Fact{Kind: Due, Subject: c.subject, Date: d.Date, Readings: readings(d), Span: c.span})
		}
		break
	}
	if due.IsZero() && !later.Ambiguous() {
		due = later.Date
	}
	x.add(Fact{Kind: Commitment, Subject: x.promised(c, what), Person: person, What: what, Date: due, Span: c.span})
}

// sideStep reports whether the promised act that leads up to a date (the last of coordinated
// verb phrases; for "be at X ... to ...", its errand) is a step beside the work. act is the
// promise up to the date, all of it to the clause's end.
func sideStep(act, all string) bool {
	if strings.HasPrefix(strings.ToLower(all), "be ") && rePurpose.MatchString(all) {
		if i := strings.Index(strings.ToLower(all), " to "); i >= 0 {
			return reSideStep.MatchString(strings.TrimSpace(all[i+4:]))
		}
	}
	parts := reConjunct.Split(strings.TrimSpace(act), -1)
	return reSideStep.MatchString(strings.TrimSpace(parts[len(parts)-1]))
}

// waits reports a plan that waits on something other than the speaker ("once the soil is
// dry", "after the statement goes live"); the speaker's own sequence ("once I've checked the
// logs") does not.
func waits(l string) bool {
	for _, m := range reWhenever.FindAllStringSubmatch(l, -1) {
		subj := m[1] + m[2]
		switch strings.Trim(subj, ".,") {
		case "i", "i've", "ive", "i'm", "im", "we", "we've", "we're", "i'd":
			continue
		}
		return true
	}
	return false
}

// promised is what a commitment is about: the clause's identifier; with none, and no work item
// the text is about, the thing the promised verb takes ("I will draft the witness statement").
func (x *extraction) promised(c clause, what string) string {
	if len(c.ids) > 0 || len(workIDs(c.subject)) > 0 || c.carried {
		return c.subject // (a promise carried on from "X is leading the work and" is about that work)
	}
	if w := strings.Fields(what); len(w) > 1 {
		obj := strings.TrimSpace(reReflexive.ReplaceAllString(object(dropIndirect(strings.Join(w[1:], " "))), ""))
		if obj != "" && !generic(obj) && !isPronoun(obj) && !reProObject.MatchString(obj) {
			return obj
		}
	}
	return c.subject
}

var (
	// reIndirect is a pronoun that receives what a verb gives before the thing given: "send
	// you the report", "get them the keys".
	reIndirect = regexp.MustCompile(`(?i)^(?:you|him|her|them|us|me)\s+(?:the|a|an|our|my|your|their|this|that|these|those|some|\d)\b`)
	// reProObject is an object that only refers back ("them over", "it to the printer").
	reProObject = regexp.MustCompile(`(?i)^(?:you|him|her|them|us|me|it|this|that|these|those|one)\b`)
)

// dropIndirect drops the receiving pronoun before what a verb gives ("you the report").
func dropIndirect(s string) string {
	if reIndirect.MatchString(s) {
		return strings.TrimSpace(s[strings.IndexByte(s, ' '):])
	}
	return s
}

var reReflexive = regexp.MustCompile(`(?i)\s+(?:myself|ourselves|yourself|himself|herself|themselves|itself)$`)

// sentenceHead reports whether a clause starts its sentence (or a parenthesis, a line or a
// list item) rather than continuing one after a comma or "and": a modal at the head of a
// sentence with its subject left out ("Will send the report tomorrow.", "(will run after
// merge)") is the writer's; one after "X is leading the work and" is X's.
func (x *extraction) sentenceHead(c clause) bool {
	before := strings.TrimRight(x.doc.Text[:c.span.Start], " \t")
	if before == "" {
		return true
	}
	switch before[len(before)-1] {
	case '.', '!', '?', '\n', '(', ':', ']', '-', '*':
		return true
	}
	return false
}

func hasDateAfter(ds []DateMention, at int) bool {
	for _, d := range ds {
		if d.Span.Start >= at {
			return true
		}
	}
	return false
}

// sideDocument reports a promise to deliver a document about the work ("have the install plan
// out", "send the revised invoice"), when the work item is not that document itself (a ticket
// titled "Year-end count plan").
func (x *extraction) sideDocument(act, subject string) bool {
	parts := reConjunct.Split(strings.TrimSpace(act), -1)
	m := reSideDoc.FindStringSubmatch(strings.TrimSpace(parts[len(parts)-1]))
	if m == nil {
		return false
	}
	noun := strings.ToLower(m[1])
	return !strings.Contains(strings.ToLower(x.doc.Title), noun) && !strings.Contains(strings.ToLower(x.th.titles[subject]), noun)
}
