package facts

import (
	"regexp"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/index"
)

// A question asks about a thing: the subject of "is the 13C shade back in stock?", the object
// of "who writes the schools pack?". When no work item is in view, that thing, not the
// document's title or a chat channel, is what the request is about.
var (
	reAskIs  = regexp.MustCompile(`(?i)^\W*(?:` + vocative + `)?(?:(?:and|so|also)\s+)?(?:is|are|was|were|has|have)\s+(.+)`)
	reAskWho = regexp.MustCompile(`(?i)^\W*(?:` + vocative + `)?(?:(?:and|so|also)\s+)?who(?:'s|’s| is| will)?\s+\p{L}+(?:s|ing)\s+(?:up\s+|on\s+)?(the\s+.+)|` +
		// with a modal or a pidgin aspect before the verb: "who can handle the pickup?", "who
		// dey handle the laptop pickup?", "who go fit collect the van?"
		`(?i)^\W*(?:` + vocative + `)?(?:(?:and|so|also)\s+)?who\s+(?:can|could|will|would|wants to|is going to|dey|de|go|fit|go fit)\s+(?:handle|do|take|own|write|run|lead|book|collect|sort|organi[sz]e|arrange|cover|pick up|look after|draft|prepare|chase)\s+(the\s+.+)`)
	// reLabelWho names a thing and asks who does it: "gazebo hire — who's on it?", "Venue:
	// who's got it?", "the raffle, who can take that?" (after a sentence a chat line opens with:
	// "ok, open day on Saturday. gazebo hire — who's on it?").
	reLabelWho = regexp.MustCompile(`(?i)(?:^|[.!?]\s+)\W*([\p{L}\d][\p{L}\d'’ -]{1,60}?)\s*(?:—|–|-|:|,)\s*who(?:'s|’s| is| will| can| could| wants to)?\s+(?:on|got|doing|taking|take|do|handle|handling|own|owns|owning|wants|want|has)\s+(?:it|this|that|this one|that one)$`)
	// reAskErrand asks someone to do an errand on a thing: "@Morag can ye get the raddle crayons
	// ordered", "could you book the minibus for Friday?". The thing is the verb's object.
	reAskErrand = regexp.MustCompile(`(?i)\b(?:can|could|would|will)\s+(?:you|ye|u|ya|someone|somebody|anyone|one of you)\s+(?:please\s+|pls\s+|plz\s+)?(?:get|book|order|send|fix|sort|sort out|check|do|handle|take|bring|renew|arrange|organi[sz]e|pick up|collect|chase|finish|write|print|prepare|update)\s+((?:the|our|my|your)\s+.+)`)
	// reThingEnd is where the noun phrase a question asks about ends: an adverb, a predicate
	// adjective or participle, a preposition.
	reThingEnd = regexp.MustCompile(`(?i)^(?:definitely|still|already|now|back|ready|done|ok|okay|fine|really|actually|yet|going|available|live|up|out|over|finished|complete|sorted|fixed|in|on|at|for|to|with|by|from|of|being|been|a|an|any|there|here|it|this|that|you|we|they|i|he|she)$|\p{L}{3,}(?:ed|ing)$`)
)

// askedThing is the thing a question asks about, "" when it names none.
func askedThing(q string) string {
	q = strings.TrimRight(q, "?!. ")
	if m := reLabelWho.FindStringSubmatch(q); m != nil {
		// "gazebo hire — who's on it?": the thing named before the question about "it".
		if thing := strings.TrimSpace(m[1]); !isPronoun(strings.Fields(thing)[0]) && !generic(thing) && len(strings.Fields(thing)) <= 5 {
			return thing
		}
		return ""
	}
	if m := reAskWho.FindStringSubmatch(q); m != nil {
		if obj := object(m[1] + m[2]); obj != "" && !generic(obj) && len(strings.Fields(obj)) > 1 && !idiomObject(obj) {
			return obj
		}
		return ""
	}

	m := reAskIs.FindStringSubmatch(q)
	if m == nil {
		return ""
	}
	var np []string
	for _, w := range strings.Fields(m[1]) {
		if reThingEnd.MatchString(strings.Trim(w, ",;:()")) || strings.ContainsAny(w, ",;:()") {
			break
		}
		np = append(np, w)
	}
	if len(np) == 0 || len(np) > 5 || !strings.EqualFold(np[0], "the") && isPronoun(np[0]) || generic(strings.Join(np, " ")) {
		return ""
	}
	if len(np) == 1 && !hasDigit(np[0]) {
		return "" // "is Kai around?", "are tickets ...": one bare word names no thing of its own
	}
	return strings.Join(np, " ")
}

// reErrandEnd ends an errand's object: what is to be done with it ("ordered", "done",
// "sorted", "back") or an adverb ("asap", "today").
var reErrandEnd = regexp.MustCompile(`(?i)^(?:\p{L}{3,}ed|done|ready|sorted|fixed|back|out|up|over|asap|now|today|tonight|tomorrow|please|pls|is|are|was|were|has|have|about|regarding|re)$`)

// idiomObject reports an object that makes "who will take the X?" an idiom, no work: "the
// blame", "the pressure", "the honours".
func idiomObject(obj string) bool {
	w := strings.Fields(strings.ToLower(obj))
	switch w[min(1, len(w)-1)] {
	case "blame", "pressure", "honours", "honors", "heat", "credit", "lead", "risk", "fall", "hint", "mick", "piss", "biscuit", "cake":
		return true
	}
	return false
}

// errandThing is the thing a request asks an errand on (see reAskErrand), or "".
func errandThing(q string) string {
	m := reAskErrand.FindStringSubmatch(strings.TrimRight(q, "?!. "))
	if m == nil {
		return ""
	}
	if obj := errandObject(m[1]); obj != "" && !generic(obj) && len(strings.Fields(obj)) > 1 {
		return obj
	}
	return ""
}

// errandObject is an errand's object, up to the participle that says what is to be done with
// it ("the raddle crayons ordered") or where object() ends it. In a chat only: a channel's
// name says nothing of the work, a mail's subject line does.
func errandObject(rest string) string {
	words := strings.Fields(object(rest))
	for i, w := range words {
		if i > 1 && reErrandEnd.MatchString(strings.Trim(w, ",;:()")) {
			return strings.Join(words[:i], " ")
		}
	}
	return strings.Join(words, " ")
}

// readQuestion reads a question: a request when it asks someone for something (work, a
// date, a status), and never a status, due date or commitment.
func (x *extraction) readQuestion(sp Span, me string, ids []string) {
	s := x.doc.Text[sp.Start:sp.End]
	if len(strings.Fields(s)) < 3 || reFAQ.MatchString(x.doc.Title) && !conversational(x.doc.Kind) {
		return // a FAQ page's questions are asked for the reader, who is answered below them (a mail about one still asks)
	}
	// A question about a named item asks for its state ("OPTIK-77 is ok now?", "ENG-4 done or not?").
	if !reQuestionAsk.MatchString(s) && !rePolite.MatchString(s) && len(ids) == 0 {
		return
	}
	subject := x.subjectOf(ids)
	if len(ids) > 0 {
		x.last = ids[0] // "LIMS-9 anyone know who owns this? it's been sitting in triage": the topic goes on
	}
	if len(ids) == 0 && x.last == "" && x.subject == "" {
		subject = Topic(x.doc.Title)
	}
	if len(ids) == 0 && (len(workIDs(subject)) == 0 || !x.namedBefore(subject, sp.Start)) {
		// "Who writes the schools pack?" in a brief about an exhibition; "who's writing the
		// migration guide?" in a channel that names an issue only later.
		asked := s
		if line := x.doc.Text[strings.LastIndexByte(x.doc.Text[:sp.Start], '\n')+1 : sp.End]; askedThing(s) == "" && reLabelWho.MatchString(strings.TrimRight(line, "?!. ")) {
			asked = line // "gazebo hire — who's on it?": the dash ends a clause, the thing stands before it
		}
		if thing := askedThing(asked); thing != "" {
			subject = thing
			if q := strings.TrimRight(asked, "?!. "); reAskWho.MatchString(q) || reLabelWho.MatchString(q) {
				x.whoAsked.thing, x.whoAsked.asker = thing, me
			}
		} else if thing := errandThing(s); thing != "" && len(workIDs(subject)) == 0 && x.doc.Kind == "chat" {
			subject = thing // "@Morag can ye get the raddle crayons ordered?" where no work item is in view
		}
	}
	to := x.to
	if m := reMention.FindStringSubmatch(s); m != nil {
		to = x.person(m[1])
	}
	if m := reAskTake.FindStringSubmatch(s); m != nil {
		who := to
		if m[1] != "" && (strings.HasPrefix(m[1], "@") || x.people.Known(m[1])) {
			who = x.person(m[1]) // "@wen, can you take it?", "Harpreet, can you please take GERM-420?"
			to = who
		}
		if who != "" {
			x.th.asked[strings.ToLower(who)] = asked{subject: subject, person: me}
		}
	}
	if reAsksForDate.MatchString(s) && subject != "" && !x.asksForAnother(s, subject) {
		// "Could I have until 20 November?": the date the asker proposes, which a reply may agree.
		if d, ok := x.proposedDate(s); ok {
			x.th.askedDates[itemOf(subject)] = askedDate{date: d, author: x.author, from: x.doc.Author}
		}
	}
	x.add(Fact{Kind: Request, Subject: subject, Person: me, To: to, Span: sp})
}

// namedBefore reports whether the document names subject before pos: in its title, its key
// or its text above.
func (x *extraction) namedBefore(subject string, pos int) bool {
	return x.doc.Key == subject || strings.Contains(x.doc.Title, subject) || strings.Contains(x.doc.Text[:pos], subject)
}

// proposedDate is the date a question proposes: the one "until", "till", "to" or "by" leads
// ("until 11 December instead of 30 November" proposes 11 December), else its last; not a
// past one, nor one whose day and month may be read either way.
func (x *extraction) proposedDate(s string) (time.Time, bool) {
	ds := x.p.Dates(s, x.doc.At)
	if len(ds) == 0 {
		return time.Time{}, false
	}
	d := ds[len(ds)-1]
	for _, c := range ds {
		if reProposedBy.MatchString(s[:c.Span.Start]) {
			d = c
			break
		}
	}
	if d.Ambiguous() || d.Date.Before(truncateDay(x.doc.At)) {
		return time.Time{}, false
	}
	return d.Date, true
}

// reProposedBy ends the words before the date a question proposes.
var reProposedBy = regexp.MustCompile(`(?i)\b(?:until|till|til|to|by|make it|for)\s+(?:the\s+)?$`)

// reForThing is what a question asks a date for: "for the photo captions", "for my part".
var reForThing = regexp.MustCompile(`(?i)\bfor\s+(?:the|my|our|your|this|that|his|her|their)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s*[?.!]*\s*$`)

// asksForAnother reports a question that asks its date for another thing than the work
// (see reForThing): a noun the work's titles do not hold.
func (x *extraction) asksForAnother(s, subject string) bool {
	m := reForThing.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return false
	}
	words := strings.Fields(m[1])
	head := words[len(words)-1]
	return !generic(index.Stem(strings.ToLower(head))) && !x.titlesName(head, subject, subject)
}

// conversational reports a kind of document people write to each other in: a mail, a chat, a
// ticket's comment.
func conversational(kind string) bool {
	switch kind {
	case "mail", "chat", "ticket", "comment", "incident":
		return true
	}
	return false
}

// reFAQ names a page of questions and their answers.
var reFAQ = regexp.MustCompile(`(?i)\bFAQs?\b|frequently asked|questions?\s+(?:and|&)\s+answers?|\bQ\s*&\s*A\b`)

// reAsksForDate opens a question that proposes a date for the work: "Could I have until 20
// November?", "Can you make it the 14th?", "could we push it to Monday?".
var reAsksForDate = regexp.MustCompile(`(?i)^\W*(?:[\p{L}@.-]+,\s*)?(?:could|can|may|would)\s+(?:i|we|you|u)\s+(?:please\s+)?(?:have|get|make\s+it|push|move|do|deliver|finish|send|take)\b`)

// Topic is the subject a title names ("Re: Fwd: SSO for Acme" gives "SSO for Acme").
func Topic(title string) string {
	t := strings.TrimSpace(title)
	for {
		l := strings.ToLower(t)
		switch {
		case strings.HasPrefix(l, "re:"), strings.HasPrefix(l, "fw:"):
			t = strings.TrimSpace(t[3:])
		case strings.HasPrefix(l, "fwd:"):
			t = strings.TrimSpace(t[4:])
		default:
			return strings.TrimLeft(t, "#")
		}
	}
}
