package facts

import (
	"regexp"
	"strings"
)

// A log's or a note's list item often names its thing first and says what became of it
// straight after, with no colon or dash between: "Crusher belt (north line) not turning",
// "Fence posts by the lane knocked down in the gale", "Printer paper not ordered today",
// "[OPEN] Ward 3 call bell not ringing". In a document about no one tracked item (a daily log,
// a handover, minutes), that leading noun phrase is what the line's statements are about, not
// the document's title. (A head led by "the" is refused with the other function words: "- The
// pH meter broken again" stays the log's.)

// reItemHead is a list item's leading noun phrase (one to five words, a parenthesis after it
// allowed) and the predicate that follows it: a negation, a copula, a state word
// or a past participle.
var reItemHead = regexp.MustCompile(`^\W*?(?:\[[\p{L} ]{1,12}\]\s*)?([\p{L}\d][\p{L}\d.'’/&+#-]*(?:\s+[\p{L}\d][\p{L}\d.'’/&+#-]*){0,4}?)` +
	`(?:\s*\([^()]{1,40}\))?\s+(not|no longer|never|still|now|is|are|was|were|waiting|awaiting|` +
	`broken|down|out of order|stuck|blocked|pending|ready|done|fixed|finished|complete|completed|started|delivered|arrived|booked|approved|` +
	`cancell?ed|closed|opened|locked|repaired|replaced|installed|back|running|working|leaking|failing|failed|late|delayed|overdue|on hold|in progress)\b`)

// agentive are the predicate words a person or a role stands before as often as a thing:
// "Tomasz is waiting for ...", "Boss still working on ...".
var agentive = map[string]bool{"is": true, "are": true, "was": true, "were": true, "waiting": true, "awaiting": true, "still": true,
	"now": true, "working": true, "back": true, "done": true, "finished": true, "started": true, "late": true, "never": true}

// headWords are words no item is named by alone: quantifiers and words standing for things
// already named.
var headWords = map[string]bool{"all": true, "everything": true, "nothing": true, "something": true, "anything": true, "both": true,
	"none": true, "each": true, "this": true, "that": true, "these": true, "those": true, "which": true, "what": true, "who": true,
	"there": true, "here": true, "today": true, "tomorrow": true, "yesterday": true, "tonight": true, "status": true, "update": true}

// itemHead is the thing a list item of a document about no one tracked item names before its
// predicate (see reItemHead), or "".
func (x *extraction) itemHead(s string, ln line) string {
	if !ln.bullet || len(workIDs(s)) > 0 || len(workIDs(x.subject)) > 0 {
		return ""
	}
	m := reItemHead.FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	np := strings.TrimSpace(m[1])
	words := strings.Fields(strings.ToLower(np))
	if len(words) == 1 && agentive[m[2]] {
		return "" // "- Tomasz is waiting for the delivery": one word before a verb of someone doing is a person or a role
	}
	for _, w := range words {
		if isPronoun(w) || headWords[w] || reNotThing.MatchString(w) {
			return ""
		}
	}
	if !nounLabel(np) || !nounPhrase(np) || x.people.Known(np) || x.people.Known(strings.Fields(np)[0]) || len(x.p.Dates(np, x.doc.At)) > 0 ||
		generic(np) || greetingWord[words[0]] || discourseLabels[words[0]] {
		return ""
	}
	return np
}
