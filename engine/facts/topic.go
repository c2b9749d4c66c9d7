package facts

import (
	"regexp"
	"strings"
)

// reLabel is a short noun phrase that a list item or a line of notes puts before a colon to
// say what the line is about ("Public Wi-Fi upgrade: complete at all four branches").
var reLabel = regexp.MustCompile(`^\W*(\p{L}[\p{L}\d '’/&-]{1,40}?)\s*:\s+\S`)

// discourseLabels are labels that say what kind of line follows, not what it is about.
var discourseLabels = map[string]bool{
	"note": true, "notes": true, "update": true, "updates": true, "fyi": true, "ps": true, "pps": true, "nb": true,
	"reminder": true, "heads up": true, "context": true, "background": true, "summary": true, "tl;dr": true, "tldr": true,
	"question": true, "answer": true, "q": true, "a": true, "re": true, "subject": true, "edit": true, "correction": true,
	"decision": true, "decided": true, "agreed": true, "rejected": true, "approved": true, "open": true, "closed": true,
	"done": true, "status": true, "action": true, "actions": true, "next steps": true, "next": true, "plan": true, "risk": true,
	"risks": true, "issue": true, "problem": true, "outcome": true, "result": true, "results": true, "todo": true,
	"blocked": true, "blocker": true, "blockers": true, "today": true, "yesterday": true, "tomorrow": true, "eta": true,
	"why": true, "how": true, "what": true, "when": true, "where": true, "who": true, "important": true, "urgent": true,
	"update from me": true, "good news": true, "bad news": true, "bottom line": true, "also": true, "and": true, "but": true,
	"comment": true, "comments": true, "discussion": true, "aob": true, "any other business": true, "goal": true, "goals": true, "aim": true, "objective": true, "misc": true, "details": true, "remark": true, "remarks": true, "reply": true, "response": true,
	"long story short": true, "in short": true, "short version": true, "quick update": true, "quick note": true, "heads-up": true, "btw": true,
	"internal note": true, "internal notes": true, "worklog": true, "work log": true, "customer reply": true, "additional details": true, "additional info": true, "close notes": true, "work notes": true, "resolution": true, "description": true,
}

// topicLabel is the subject a line's leading label names, "" when it has none or the label
// is a discourse label, a person or a time.
func (x *extraction) topicLabel(s string) string {
	m := reLabel.FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	l := strings.TrimSpace(m[1])
	if len(strings.Fields(l)) > 5 || discourseLabels[strings.ToLower(l)] || strings.ContainsAny(l, "0123456789") && len(workIDs(l)) == 0 && len(strings.Fields(l)) == 1 {
		return ""
	}
	words := strings.Fields(strings.ToLower(l))
	if first := words[0]; first == "note" || first == "update" || first == "comment" || first == "from" {
		return "" // "Note from Perpetua:", "Update from the vendor:"
	}
	if _, field := fieldNames[words[len(words)-1]]; field {
		return "" // "Report due: Oct 2": a field of the item in view, not a new subject
	}
	if x.people.Known(l) || len(x.p.Dates(l, x.doc.At)) > 0 {
		return "" // "Kiran: ...", "Monday: ..."
	}
	if stateLabel(l) || reVerbLabel.MatchString(l) {
		return "" // "Reopening: ...", "Reproduced on staging: ...": what happened to the item in view
	}
	return l
}

// reVerbLabel is a label that is a clause with its subject left out, a past participle and its
// prepositional phrase ("Reproduced on staging", "Tested in UAT", "Deployed to prod"), or one
// that says whose words follow ("Fergus Maclaurin-Hobbs commented", "Ana wrote", "the vendor
// replied"), or why the item waits ("Pending reason", "Hold reason").
var reVerbLabel = regexp.MustCompile(`(?i)^\p{L}+ed\s+(?:on|in|to|at|with|from|against|under|by)\b|\b(?:commented|wrote|writes|said|says|replied|replies|added|noted|posted|mentioned|asked|answered|responded)$|\breason$`)

// stateLabel reports a label that is itself a state or a change of state ("Done", "On hold",
// "Reopening", "Closing as duplicate"), which says what became of the item in view.
func stateLabel(l string) bool {
	if stateOf(l) != "" {
		return true
	}
	for _, re := range []*regexp.Regexp{reReopen.Regexp, reCancel.Regexp, reBlockedS.Regexp, reDone.Regexp, reProgress.Regexp} {
		if m := re.FindStringIndex(l); m != nil && m[0] == 0 && strings.TrimSpace(l[m[1]:]) == "" {
			return true
		}
	}
	return false
}

// reRelay is a notification's opening that says whose words it carries: "Morag Sinclair
// mentioned you on HULL-133", "Ana Lima commented on ENG-7".
var reRelay = regexp.MustCompile(`^\s*(` + name + `) (?:mentioned you|commented|replied|wrote|said)\b`)

// relayed is who speaks a sentence: a notification's quoted words are the person's it names
// ("Morag Sinclair mentioned you ...", then "\"@Eilidh can you ...\""), others the author's.
func (x *extraction) relayed(s string) string {
	if strings.HasPrefix(s, `"`) || strings.HasPrefix(s, "“") {
		if m := reRelay.FindStringSubmatch(x.doc.Text); m != nil {
			return x.person(m[1])
		}
	}
	// A tracker's notice of someone's change carries their comment: "Perpetua Langstroth moved
	// LKP-306 from Done to In Progress / Comment: ... Ravi, can you apply for the variation?"
	if m := reChangeNotice.FindStringSubmatch(x.doc.Text); m != nil && reCommentLine.MatchString(x.doc.Text) {
		return x.person(m[1])
	}
	return x.author
}

// reChangeNotice is a tracker notice that opens with who changed the item; reCommentLine the
// line that gives their comment.
var reCommentLine = regexp.MustCompile(`(?im)^\s*comment\s*:`)

var reChangeNotice = regexp.MustCompile(`^\s*(` + name + `) (?:moved|changed|updated|set|marked|reopened|closed|resolved|transitioned|assigned|commented on)\s+\S*\d`)
