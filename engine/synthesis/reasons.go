package synthesis

import (
	"regexp"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// A question asking why something is so is answered only by a claim that gives a reason; a
// claim that only says what happens ("the pilot ends on 29 March") covers the topic, not the
// reason, and the answer is PARTIAL, naming it. English gives a reason with a connective
// ("because", "due to", "so that", causal "as" and "since"), a purpose ("to cut costs", "closed for
// maintenance"), a cause that something is "down to", a condition ("jams when the labels
// curl") or a past event it happened after ("closed early after a fouling incident"; a plan's
// "after lunch" or "after the Easter holidays" only says when). A reason said to be unknown ("no
// reason was given", "nobody has said why", "the cause is still being investigated") is none.
// A cause given with no word at all is read where a colon or a dash sets it after the statement
// ("withdrawn in June: fewer than four riders a night"); after a comma it is not seen ("did not
// run, the driver called in sick"), so such an answer is PARTIAL; the claims still show it.

// reAsksWhy asks for a reason: "why did the conveyor jam", "how come the pool is shut", "any
// idea why the bus was withdrawn", "what's the reason for the change".
var reAsksWhy = regexp.MustCompile(`(?i)^\W*(?:why|how come)\b|\b(?:any idea|do (?:we|you|they) know|does anyone know|can (?:you|someone|anyone) (?:explain|tell (?:me|us))|not sure)\s+why\b|\bwhat(?:['’]s| is| was| were)\s+(?:the\s+)?reasons?\b`)

// asksReason reports a question that asks for a reason, not for what broke a thing: why a
// thing crashed or failed may be answered by naming the fault without a word of cause (see
// reAsksWhatBroke).
func asksReason(question string) bool {
	return reAsksWhy.MatchString(question) && !reAsksWhatBroke.MatchString(question) && !reLabelledQuestion.MatchString(question)
}

// reLabelledQuestion names a thing and then asks something else of it: "Why Choose Us page: who
// is rewriting it?", "Why QueueProof deck - where is the latest version?". A "why" in the name
// asks nothing.
var reLabelledQuestion = regexp.MustCompile(`(?i)^[^?]{1,80}?(?::|\s[-—–]\s)\s*(?:who|whom|whose|where|what|when|which|how|is|are|was|were|can|could|does|do|did|will|has|have)\b`)

var (
	// reReason gives a reason or a purpose.
	reReason = regexp.MustCompile(`(?i)\b(?:because|cos|cuz|due to|owing to|thanks to|on account of|in light of|as a result|results? (?:of|in)|resulted in|caused by|driven by|prompted by|triggered by|given (?:that|the)|therefore|hence|which means|this means|that means|meaning that|led to|leads to|(?:is|was|are|were|it['’]s)\s+down to|(?:the|a|one|main|only)\s+(?:root\s+)?(?:reason|cause)s?\b|so that|in order to|so as to|when(?:ever)?\s+\p{L}|` +
		// a past event a thing happened after ("closed early yesterday after a fouling
		// incident"); a plan's "after" only says when ("is closing after the holidays")
		`\p{L}+ed\b[^.;,]{0,30}?\s(?:after|following)\s+(?:a|an|the|that|this|his|her|their|our|its)\s+\p{L}|` +
		// causal "since" opens a clause ("since the boiler is failing"); "shut since the merger"
		// says from when
		`since\s+(?:\S+\s+){0,3}?(?:is|are|was|were|has|have|had|will|would|can|could|did|does|do|needs?|needed)\b|` +
		// a purpose: "to cut costs"; a state set for something: "closed for maintenance"
		`to (?:save|cut|reduce|avoid|free|keep|make|meet|comply|stay|prevent|protect|lower|improve|allow|let|give|fund|pay|cover|fix|repair|replace|upgrade|test|train|focus)\b|` +
		`(?:closed|closing|shut|shutting|cancel+ed|cancel+ing|paused|pausing|stopped|stopping|suspended|withdrawn|delayed|postponed|offline|down|out|off)(?:\s+[\p{L}\d'’-]+){0,3}?\s+for\s+\p{L}|` +
		// a consequence: "..., so we moved it"
		`(?:^|[,;.—–]\s*|\band\s+)so\s+(?:we|i|it|they|the|that|this|there|he|she|you|our|their|nobody|no one)\b)`)
	// reCausalAs is "as" opening a clause after a comma or at the start ("..., as half the team
	// now works from Lisbon", "As demand fell, ..."); notAs are the words after which "as"
	// compares, quotes or times rather than gives a cause ("as of", "as well", "as agreed").
	reCausalAs = regexp.MustCompile(`(?i)(?:^|[,;—–(]\s*)as\s+(\p{L}+)`)
	notAs      = map[string]bool{"of": true, "well": true, "soon": true, "per": true, "far": true, "long": true, "much": true,
		"many": true, "usual": true, "planned": true, "agreed": true, "discussed": true, "expected": true, "such": true,
		"if": true, "though": true, "needed": true, "required": true, "before": true, "always": true, "ever": true,
		"follows": true, "below": true, "above": true, "shown": true, "mentioned": true, "noted": true, "said": true,
		"promised": true, "announced": true, "scheduled": true, "requested": true, "a": true, "an": true, "part": true,
		"for": true, "to": true, "in": true, "at": true, "from": true, "with": true, "usual.": true}
	// reExplained is a statement followed, after a colon or a dash, by words that explain it:
	// "withdrawn in June: fewer than four riders a night".
	reExplained = regexp.MustCompile(`\p{L}\s*(?::|\s[—–-])\s+\p{L}[\p{L}'’-]*\s+\S+\s+\S+`)
	// reNoReason says the reason is not known, which gives none.
	reNoReason = regexp.MustCompile(`(?i)\bno\s+(?:\w+\s+)?(?:reason|explanation|cause)s?\b|\b(?:nobody|no one|not|never|don['’]?t|doesn['’]?t|didn['’]?t)\b[^.;!?]{0,40}\bwhy\b|\b(?:reason|cause)s?\b[^.;!?]{0,50}\b(?:unknown|not (?:yet )?known|unclear|still being (?:investigated|looked into)|under investigation|to be confirmed|tbc|tbd|yet to be)\b|\bby means of\b`)
)

// claimsStateReason reports whether a claim gives a reason.
func claimsStateReason(claims []Claim) bool {
	p, err := facts.Default()
	if err != nil {
		return true // unread: say nothing is missing rather than guess
	}
	for _, c := range claims {
		text := blankDates(c.Text, p.Dates(c.Text, time.Time{})) // a day is no condition: "when 31 May comes"
		for _, m := range reNoReason.FindAllIndex(text, -1) {
			for i := m[0]; i < m[1]; i++ {
				text[i] = ' '
			}
		}
		if reReason.Match(text) {
			return true
		}
		for _, m := range reExplained.FindAllIndex(text, -1) {
			// The statement before the colon or dash is a clause, not a line's lead-in ("heads
			// up: ...", "Update — ...").
			if len(strings.Fields(string(text[:m[0]+1]))) >= 4 {
				return true
			}
		}
		for _, m := range reCausalAs.FindAllSubmatch(text, -1) {
			if !notAs[strings.ToLower(string(m[1]))] {
				return true
			}
		}
	}
	return false
}
