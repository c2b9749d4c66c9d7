package facts

import (
	"regexp"
	"strings"
)

// A verdict on a proposal is a decision: its agentive passive ("Approved by the governance
// group"), an active verb with the thing judged as its object ("Skarvik Vind accepted the
// winterisation report"), and an alternative stated as rejected ("Central arbiter — rejected: ...",
// "Rejected: cutting over during reading week"). A reviewer approving a pull request's
// changes decides nothing about the work.
var (
	reVerdictPassive = regexp.MustCompile(`(?i)^\W*(?:(.{2,60}?)\s+(?:was|were|is|has been|have been|got)\s+|(.{2,60}?)\s+|)(approved|accepted|rejected|signed off|ratified)\b(?:\s+by\s+(.+))?`)
	reVerdictActive  = regexp.MustCompile(`^\W*(` + name + `)\s+(?:has\s+|have\s+)?(?:approved|accepted|rejected|signed off|ratified)\s+(?:the\s+)?(.+)`)
	reRejectedLabel  = regexp.MustCompile(`(?i)^\W*rejected\s*:\s*\S|\s[—–-]\s*rejected\b`)
	reVerdictWord    = regexp.MustCompile(`(?i)\b(?:approved|accepted|rejected|signed off|ratified)\b`)
	// reItemLabel is a short label that leads an item line: "FV6: ...", "Cover: ...".
	reItemLabel = regexp.MustCompile(`^\W*(\p{L}[\p{L}\d '’&-]{0,30}?)\s*:\s+\S`)
	// reVerdictBy is a participle's agent, which makes "Budget approved by the board" a passive.
	reVerdictBy = regexp.MustCompile(`(?i)^by\b`)
	// reBody is an agent that is a deciding body, not one person: "the capital board", "the
	// partners", "the steering group".
	reBody       = regexp.MustCompile(`(?i)^(?:the\s+)?(?:[\p{L}-]+\s+){0,2}(?:board|committee|panel|partners|trustees|council|directors|steering group)\b`)
	rePRApproval = regexp.MustCompile(`(?i)\bapproved (?:these|the|this|your) (?:changes|pull request|merge request|pr|mr)\b|\bapproved (?:[!#]\d+|\bpr\b|\bmr\b)`)
)

// readVerdict reads a verdict; it reports whether the clause was one.
func (x *extraction) readVerdict(c clause) bool {
	t := c.text
	if rePRApproval.MatchString(t) {
		return false
	}
	if i := reVerdictWord.FindStringIndex(t); i == nil || negated(t[:i[0]]) {
		return false // "was not approved", "haven't accepted"
	}
	if m := reRejectedLabel.FindStringIndex(t); m != nil {
		subject := c.subject
		what, sp := strings.TrimRight(t, ".!"), c.span
		lineStart := strings.LastIndexByte(x.doc.Text[:c.span.Start], '\n') + 1
		before := strings.TrimSpace(x.doc.Text[lineStart:c.span.Start])
		dashed := m[0] == 0 && (strings.HasSuffix(before, "—") || strings.HasSuffix(before, "–") || strings.HasSuffix(before, "-"))
		switch {
		case dashed && len(workIDs(x.subject)) > 0:
			subject = x.subject // an alternative the document's work item rejected
		case len(workIDs(subject)) == 0 && m[0] == 0 && !dashed:
			subject = x.decisionSubject(c, t[strings.IndexByte(t, ':')+1:]) // "REJECTED: moving press night"
		}
		if dashed {
			// "Polling every minute — rejected: too much load": the clause before the dash
			// names what was rejected.
			sp = trimSpan(x.doc.Text, Span{lineStart, c.span.End})
			for sp.Start < sp.End && strings.ContainsRune("-*• ", rune(x.doc.Text[sp.Start])) {
				sp.Start++
			}
			what = strings.TrimRight(x.doc.Text[sp.Start:sp.End], ".!")
		}
		x.add(Fact{Kind: Decision, Subject: subject, What: what, Span: sp})
		return true
	}
	m := reVerdictActive.FindStringSubmatch(t)
	if m != nil && !isPronoun(m[1]) && !reVerdictBy.MatchString(m[2]) {
		if obj := object(m[2]); obj != "" && !generic(obj) {
			x.add(Fact{Kind: Decision, Subject: x.verdictSubject(c, obj), What: strings.TrimRight(t, ".!"), Span: c.span})
			return true
		}
	}
	// A passive with no subject of its own and a body as its agent: "Approved by the
	// Management Board on 2 September". A noun phrase before the participle is left to other
	// readings: "Label artwork approved" is a checklist's state, and "the quote was approved"
	// often reports someone else's step, not the decision the work turns on.
	m = reVerdictPassive.FindStringSubmatch(t)
	if l := reItemLabel.FindStringSubmatch(t); l != nil && !x.people.Known(l[1]) && m != nil && (m[1] != "" || m[2] != "") && x.doc.Kind == "doc" {
		// A minutes' item line: "FV6: the welder's quote was approved", "Cover: final version
		// approved by the author": the meeting's verdict on the item its label names.
		subject := l[1]
		if len(c.ids) > 0 {
			subject = c.ids[0]
		}
		x.add(Fact{Kind: Decision, Subject: subject, What: strings.TrimRight(t, ".!"), Span: c.span})
		return true
	}
	if m != nil && (m[1] != "" || m[2] != "") && reBody.MatchString(m[4]) && !x.people.Known(m[4]) {
		// A verdict with its thing and its body named: "Budget approved by the capital board on
		// 11 November", "Option 2 was rejected by Legal".
		thing := strings.TrimSpace(m[1] + m[2])
		if i := reClauseStart.FindAllStringIndex(thing, -1); i != nil {
			thing = thing[i[len(i)-1][1]:]
		}
		if thing = object(thing); thing != "" && !generic(thing) && !isPronoun(thing) {
			x.add(Fact{Kind: Decision, Subject: x.passiveVerdictSubject(c, thing), What: strings.TrimRight(t, ".!"), Span: c.span})
			return true
		}
	}
	if m == nil || m[1] != "" || m[2] != "" || !strings.HasPrefix(strings.ToLower(m[4]), "the ") {
		return false
	}
	x.add(Fact{Kind: Decision, Subject: c.subject, What: strings.TrimRight(t, ".!"), Span: c.span})
	return true
}

// verdictSubject is what a verdict is about: the item the clause names, else the thing
// judged (unless it only repeats a label: "Cover: final version approved" is the cover's).
func (x *extraction) verdictSubject(c clause, thing string) string {
	if len(c.ids) > 0 {
		return c.ids[0]
	}
	if x.labelled(&c) || len(workIDs(c.subject)) > 0 && c.subject != x.subject {
		return c.subject
	}

	return strings.TrimSpace(thing)
}

// passiveVerdictSubject is what a passive verdict is about: its thing is often one part of the
// work in view ("Budget approved by the capital board" in a plan for TWU-490), so the work
// item the clause, its line's label, the document or its one identifier names comes first.
func (x *extraction) passiveVerdictSubject(c clause, thing string) string {
	switch {
	case len(c.ids) > 0:
		return c.ids[0]
	case x.labelled(&c):
		return c.subject
	case x.lineID(c) != "":
		return x.lineID(c)
	case len(workIDs(x.subject)) > 0:
		return x.subject
	case len(x.textIDs()) == 1 && x.doc.Kind == "doc":
		return x.textIDs()[0] // a plan whose heading carries its ticket
	}
	return thing
}
