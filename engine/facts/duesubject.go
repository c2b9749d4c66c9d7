package facts

import (
	"regexp"
	"strings"
)

// A clause that opens with a noun phrase and says of it that it will be ready, done, cleared,
// live, or with someone by a date states that thing's due date: "the inventory extract will
// be ready on Monday 5th" (also as reported: "Our IT says ..."), "first proofs will now reach you on 4 December", "event page live
// by tmrw". When the clause names no work item and its line no label, and the text's subject
// is only its title's topic (or none), the noun phrase is what is due. A noun phrase that acts
// ("the printer will deliver them") is an agent, not the thing due, and a generic one ("the
// fix", "it") refers back to the subject in view. A promise to act on a thing by a date makes
// the thing its object what is due (reObjectDue).
var reThingDue = regexp.MustCompile(`(?i)^\W*(?:(?:[\p{L}'’]+\s+){1,3}(?:says|said|tells me|told me|tells us|told us|reports|reported|confirms|confirmed)\s+(?:that\s+)?)?((?:[\p{L}\d][\p{L}\d'’/&.-]*\s+){0,4}?[\p{L}\d][\p{L}\d'’/&.-]*)\s+(?:` +
	`(?:will|'ll|should|shall|must|is going to|are going to|has to|have to)\s+(?:now\s+|still\s+|only\s+|definitely\s+|also\s+)?(?:be\s+(?:\p{L}+ed|done|ready|live|finished|complete|available|back|in place|in production|with you|shipped|built|sent|out|up)|reach|arrive|land|ship|go live|go out|finish|complete)|` +
	`(?:is|are)\s+(?:now\s+|still\s+)?(?:due|scheduled|planned|expected|set|slated|targeted|ready|live|on track)|` +
	`(?:wip|in progress|underway)?\s*,?\s*(?:live|ready|done|finished|out)\s+(?:by|on|before))\b`)

// reObjectDue is a promise to act on a thing by a date, the thing its object: "will complete
// the condition reports by 25 September", "aims to finish the alarm re-zoning by Friday".
var reObjectDue = regexp.MustCompile(`(?i)\b(?:will|'ll|’ll|to|going to)\s+(?:(?:now|then|also|still|definitely|try to|aim to|be able to)\s+)?(?:complete|finish|send|deliver|submit|handle|fix|sort out|prepare|write|draft|fit|install|update|review|file|book|order|return|publish|ship|renew|replace|repair|paint|print|post|upload)\s+((?:the|our|your|their|his|her)\s+(?:[\p{L}\d][\p{L}\d'’/&.-]*\s+){0,3}?[\p{L}\d][\p{L}\d'’/&.-]*)\s+(?:by|on|before|no later than|until|till|for)\b[^.;]*$`)

// thingSubject is what a clause's date is the due date of (see reThingDue); before is the
// clause's text up to the date.
func (x *extraction) thingSubject(c clause, before string) string {
	if len(c.ids) > 0 || c.labelled || c.carried || len(workIDs(c.subject)) > 0 || c.subject != "" && c.subject != x.subject {
		return c.subject
	}
	m := reThingDue.FindStringSubmatch(before)
	if m == nil {
		m = reObjectDue.FindStringSubmatch(before)
	}
	if m == nil {
		return c.subject
	}
	np := strings.TrimSpace(m[1])
	if rest := reDiscourseOpener.ReplaceAllString(np, ""); rest != np && reDeterminerFirst.MatchString(rest) {
		np = rest // ("Plus card renewals" names the Library Plus card: only an opener before "the" goes)
	}
	words := strings.Fields(strings.ToLower(np))
	if len(words) == 0 {
		return c.subject
	}
	switch words[0] {
	case "i", "we", "you", "he", "she", "they", "it", "this", "that", "these", "those", "there", "which", "who", "so", "and", "but",
		"also", "then", "now", "everything", "all", "nothing", "someone", "somebody", "ok", "yes", "hi", "hey":
		return c.subject
	}
	if generic(np) || isPronoun(np) || x.people.Known(np) || isCapitalised(np) && len(words) <= 2 && x.people.Known(words[0]) {
		return c.subject
	}
	for _, w := range words {
		if reNotThing.MatchString(w) {
			return c.subject // "we must repeat, so", "I think it": a clause, not a noun phrase
		}
	}
	return np
}

// reDiscourseOpener opens a clause with a word that joins it to what was said before, no part
// of the noun phrase after it: "also the shift rota is due fri", "btw the van is booked".
var reDiscourseOpener = regexp.MustCompile(`(?i)^(?:(?:also|and|plus|btw|fyi|ps|oh|so|ok|okay|anyway|meanwhile|separately|lastly|finally|then)\b[\s,:;-]*)+`)

// reDeterminerFirst opens a noun phrase with a determiner or a possessive.
var reDeterminerFirst = regexp.MustCompile(`(?i)^(?:the|a|an|our|my|your|their|his|her|its|this|that|these|those)\s`)

// reNotThing is a word no noun phrase of a thing due holds: a verb of its own, a pronoun, a
// conjunction.
var reNotThing = regexp.MustCompile(`(?i)^(?:is|are|was|were|be|been|has|have|had|will|would|can|could|should|must|i|we|you|they|he|she|it|so|and|but|if|when|that|which|not|never|also|please|pls)$`)
