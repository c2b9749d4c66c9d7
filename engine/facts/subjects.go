package facts

import (
	"regexp"
	"strings"
)

// firstWritten is the identifier of ids that text writes first: a title names its own item
// before the ones it refers to ("#601 Charger handshake (KAS-310)" is about #601).
func firstWritten(text string, ids []string) string {
	best, at := ids[0], len(text)+1
	for _, id := range ids {
		if i := strings.Index(text, id); i >= 0 && i < at {
			best, at = id, i
		}
	}
	return best
}

// labelOf is the subject a sentence's leading label names: its own label ("Keg collars:
// ...", a list item's "Keg collars — Aoife, by 23 Oct"), else the label that led its line's
// first sentence when that label is a noun phrase ("Authority reload: still running. It will
// finish Sunday.").
// dateLabel reports a label that is a date and nothing else ("3 Sep", "Tue 14/10"): a
// log's or minutes' entry date, not the thing its line is about.
func (x *extraction) dateLabel(l string) bool {
	t := strings.Trim(l, " -–—*[]()")
	if t == "" {
		return false
	}
	ds := x.p.Dates(t, x.doc.At)
	return len(ds) == 1 && ds[0].Span.Start == 0 && ds[0].Span.End >= len(strings.TrimRight(t, ".,"))
}

func (x *extraction) labelOf(s string, ln line) string {
	first := x.lineLabel == ""
	if t := x.activityTask(s); t != "" && first {
		x.lineLabel = t // "Ana Lima marked Reorder shea butter complete": the task, for the line's every sentence
		return t
	}
	if t := x.spokenTopic(s); t != "" && first {
		x.lineLabel = t // "First, loyalty points. This one is still in QA": what the line goes on about
		return t
	}
	l := x.topicLabel(s)
	if l == "" {
		l = x.artefactField(s)
	}
	if l == "" && first && (ln.bullet || ln.section != "" || x.valueLine(s)) {
		l = x.dashLabel(s) // a list item's or a section line's head, not a greeting's "Harriet — see below"
	}
	if l == "" {
		l = x.arrowLabel(s) // "jersey order → tamsin_al. due 9th": the work the line gives
	}
	if l == "" && first {
		l = x.itemHead(s, ln) // "Crusher belt (north line) not turning.": a log's item and its state
	}
	if l != "" && reSlip.MatchString(l) && len(x.p.Dates(l, x.doc.At)) > 0 {
		l = "" // "Splice moved to Sunday: the crew's truck broke down": a clause that moves a date, then its reason
	}
	if reClauseLabel.MatchString(l) || x.dateLabel(l) {
		l = "" // "Se decidió: two-year contract", "3 Sep: Decided: …": what was done or when, not what the line is about
	}
	if l != "" && nounLabel(l) {
		if a := x.artefactOf(l); a != "" {
			l = a
		}
		if nounPhrase(l) && (len(workIDs(s)) == 0 || len(workIDs(l)) > 0) {
			x.lineLabel = l
		} else if first {
			x.lineLabel = "-"
		}
		return l
	}
	if first {
		x.lineLabel = "-"
	}
	if x.lineLabel == "-" {
		return ""
	}
	return x.lineLabel
}

// A spoken walkthrough or a note names what it turns to before saying anything of it: a
// sentence that is only a sequence word and a noun phrase ("First, loyalty points."), or a noun phrase set before a
// clause that speaks of it as "it" ("The branch locator map, honestly we haven't started it
// yet."). The line's later words speak of that thing.
var (
	reTopicAlone   = regexp.MustCompile(`(?i)^\W*` + spokenStamp + `(?:first|next|then|lastly|finally|second|secondly|third|thirdly|after that)\s*,\s+((?:the\s+|our\s+)?[\p{L}][\p{L}\d'’-]*(?:\s+[\p{L}\d][\p{L}\d'’-]*){0,4})\s*[.:]?\s*$`)
	reTopicFronted = regexp.MustCompile(`(?i)^\W*` + spokenStamp + `(?:(?:first|next|then|also|and|lastly|finally|now)\s*,?\s+)?((?:the|our)\s+[\p{L}\d][\p{L}\d'’-]*(?:\s+[\p{L}\d][\p{L}\d'’-]*){0,4}),\s+(?:(?:honestly|frankly|well|so|yeah|again)\s*,?\s+)?(?:we|i|they|you|it|that|this)\b[^.]*\b(?:it|them|this one|that one)\b`)
)

// spokenStamp is a transcript's time stamp before its words: "1:18 ", "00:02:31 ".
const spokenStamp = `(?:\d{1,2}:\d{2}(?::\d{2})?\s+)?`

// spokenTopic is the thing a sentence names as its line's topic (see reTopicAlone), or "".
func (x *extraction) spokenTopic(s string) string {
	m := reTopicFronted.FindStringSubmatch(s)
	if m == nil {
		if m = reTopicAlone.FindStringSubmatch(s); m == nil || !strings.Contains(s, ",") && !strings.HasSuffix(strings.TrimSpace(s), ".") {
			return ""
		}
	}
	np := strings.TrimSpace(m[1])
	words := strings.Fields(strings.ToLower(np))
	for i, w := range words {
		if i == 0 && (w == "the" || w == "our") {
			continue
		}
		if reNotThing.MatchString(w) || isPronoun(w) || strings.ContainsAny(w, "'’") && !strings.HasSuffix(w, "'s") && !strings.HasSuffix(w, "’s") {
			return "" // a clause, not a noun phrase: "That's it.", "Thanks all."
		}
	}
	if reFunctionWord.MatchString(words[len(words)-1]) {
		return ""
	}
	if len(words) < 2 && !strings.HasPrefix(strings.ToLower(np), "the ") || generic(np) || x.people.Known(np) || discourseLabels[words[0]] ||
		len(x.p.Dates(np, x.doc.At)) > 0 || greetingWord[words[0]] {
		return ""
	}
	return np
}

// greetingWord opens a sentence that greets or thanks: no topic of its own.
var greetingWord = map[string]bool{"hi": true, "hello": true, "hey": true, "thanks": true, "thank": true, "cheers": true, "regards": true,
	"morning": true, "afternoon": true, "evening": true, "best": true, "kind": true, "salamat": true, "dear": true, "bye": true}

// reClauseLabel is a label that is a clause in the language a writer switches into: an
// impersonal "se"/"si" with its verb ("Se decidió", "Si è deciso", "Se acordó"), or the
// participle of deciding or agreeing alone ("Acordado", "Beschlossen", "Décidé"). Like
// English "Decided:", it says what happened to the item in view.
var reClauseLabel = regexp.MustCompile(`(?i)^(?:se|si)\s+(?:\p{L}+\s+)?\p{L}+$|^(?:decidid[oa]s?|acordad[oa]s?|aprobad[oa]s?|aprovad[oa]s?|rechazad[oa]s?|combinad[oa]s?|decis[oa]|approvat[oa]|beschlossen|entschieden|vereinbart|abgelehnt|décidé|convenu|approuvé|rejeté|besloten|afgesproken|goedgekeurd|afgewezen)$`)

// reDashHead is a line's head set off by a dash: "Keg collars printed — Aoife, by 23 Oct".
var reDashHead = regexp.MustCompile(`^\W*?(\p{L}[\p{L}\d '’/&.-]{1,50}?)\s+[—–-]\s+\S`)

// dashLabel is the head a dash sets off at a line's start, when it names a thing: not a
// person, not a date, not a line that names an identifier (its identifier is its subject).
func (x *extraction) dashLabel(s string) string {
	m := reDashHead.FindStringSubmatch(s)
	if m == nil || len(workIDs(s)) > 0 {
		return ""
	}
	l := strings.TrimSpace(m[1])
	if len(strings.Fields(l)) > 6 || x.people.Known(l) || len(x.p.Dates(l, x.doc.At)) > 0 || discourseLabels[strings.ToLower(l)] {
		return ""
	}
	return l
}

// reNotNoun is a label that is no noun phrase: one that starts or ends with a preposition
// ("for the record", "Review by", "Applies from"), an action-item marker ("AP", "AI") or a
// deadline word alone ("Go-live", "Target", "Opening"), which names the date of the item in
// view.
var reNotNoun = regexp.MustCompile(`(?i)^(?:(?:for|per|as|in|on|at|by|from|to|with|re|about|after|before|until)\s.*|.*\s(?:by|from|until|till|on|at|for|of|to|with|since)|a[ipr]|ap\s?\d*|ai\s?\d*|` +
	`(?:go-?live|launch|release|deadline|eta|target|due|cut-?over|completion|handover|delivery|milestone|kick-?off|start|opening)|(?:eta|target|deadline|due)\s.*|` +
	// a label headed by a deadline noun its modifiers only qualify ("Basic finish", "Planned
	// completion", "Jae-won Seo set Due date"): the date of the item in view
	`.*\s(?:due(?: date)?|deadline|eta|finish(?: date)?|end date|completion(?: date)?|target(?: date)?)|` +
	// a clause headed by a past participle: "Noted in the practice diary", "Logged as"
	`\p{L}+ed\s+(?:in|on|at|by|with|as|to|for|from|into)\s.*)$`)

// nounLabel reports whether a label names a thing the line is about.
func nounLabel(l string) bool { return !reNotNoun.MatchString(strings.TrimSpace(l)) }

// reNotPhrase is a word that makes a label a clause or a remark rather than a noun phrase:
// a pronoun, a modal, an interjection ("We'll do it:", "Following up again:", "ok decided").
var reNotPhrase = regexp.MustCompile(`(?i)(?:^|\s)(?:i|we|you|he|she|they|it|me|us|them|i'?ll|we'?ll|will|would|can|could|should|must|ok|okay|yes|no|so|hi|hey|thanks|sorry|apologies|please|also|just|again|here|there)(?:\s|$)|^\p{L}+ing\s`)

// nounPhrase reports a label whose line's later sentences speak of it too: a noun phrase.
func nounPhrase(l string) bool { return !reNotPhrase.MatchString(l) }

// valueLine reports a line that is a head and a date set off by a dash ("Data migration
// complete — end of October"): a milestone list's line.
func (x *extraction) valueLine(s string) bool {
	m := reDashHead.FindStringSubmatchIndex(s)
	if m == nil {
		return false
	}
	rest := strings.TrimLeft(s[m[3]:], " —–-")
	ds := x.p.Dates(rest, x.doc.At)
	return len(ds) == 1 && ds[0].Span.Start == 0 && reValueRest.MatchString(rest[ds[0].Span.End:])
}

// endsList reports a line of prose that follows a list item across a blank line: the list
// (and the section its heading named) has ended.
func endsList(text string, prev, l line) bool {
	if !prev.bullet || l.bullet || l.heading || l.cells != nil || l.field != "" || prev.span.End > l.span.Start {
		return false
	}
	return strings.Count(text[prev.span.End:l.span.Start], "\n") >= 2
}

// reArtefact is a document that follows up a work item or an incident: its postmortem, root
// cause analysis, retrospective, write-up or incident report.
var reArtefact = regexp.MustCompile(`(?i)\b(post-?mortem|rca|root[- ]cause analysis|retrospective|write-?up|incident report|post-incident review|pir)\b`)

// artefactOf names a label that is a follow-up document of the item in view by that item
// ("Postmortem: Tobiah owns it" after "Resolving VIR-2330" is about the VIR-2330 postmortem;
// "Written RCA to the customer" under "Root cause (#4471)" is the #4471 RCA): the document is
// a thing of its own, with its own owner and date, and the label alone does not say whose it
// is. "" when the label names an identifier or is no such document.
func (x *extraction) artefactOf(l string) string {
	if len(workIDs(l)) > 0 {
		return ""
	}
	head := reLabelPrep.Split(l, 2)[0] // "Written RCA to Nordlager" is an RCA
	m := reArtefact.FindStringSubmatch(head)
	if m == nil || len(strings.Fields(head)) > 3 {
		return ""
	}
	item := x.last
	if !oneName(item) {
		item = x.subject
	}
	if !oneName(item) {
		return ""
	}
	return docOf(item, m[1])
}

// oneName reports a subject that is one identifier or one word: a key ("VIR-2330") or an
// incident channel's name ("inc-booking-502"), which a follow-up document's name can carry.
func oneName(item string) bool {
	ids := workIDs(item)
	return len(ids) == 1 && ids[0] == item || item != "" && !strings.ContainsAny(item, " \t\n")
}

// docOf names a follow-up document of an item: "the VIR-2330 postmortem", "the #4471 RCA".
func docOf(item, name string) string {
	if name != strings.ToUpper(name) {
		name = strings.ToLower(name)
	}
	return "the " + item + " " + name
}

// artefactField is the follow-up document a field label names with the field ("Postmortem
// owner: Kiprono", "RCA due: Friday"): the field is the document's, not the item's.
func (x *extraction) artefactField(s string) string {
	m := reLabel.FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	w := strings.Fields(m[1])
	if len(w) < 2 {
		return ""
	}
	if _, field := fieldNames[strings.ToLower(w[len(w)-1])]; !field {
		return ""
	}
	return x.artefactOf(strings.Join(w[:len(w)-1], " "))
}

// itemOf is the work item a subject names: the identifier of a label that names one with a
// noun ("PGC-95 tender"), not of a follow-up document ("the VIR-2330 postmortem").
func itemOf(subject string) string {
	if ids := workIDs(subject); len(ids) == 1 && !reArtefact.MatchString(subject) {
		return ids[0]
	}
	return subject
}
