package synthesis

import (
	"regexp"
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
// A cause given with no word at all ("withdrawn: fewer than four riders") is not seen, so such
// an answer is PARTIAL too; the claims still show it.

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
		`(?:closed|closing|shut|shutting|cancel+ed|cancel+ing|paused|pausing|stopped|stopping|suspended|withdrawn|delayed|postponed|offline|down|out|off)\s+for\s+\p{L}|` +
		// a consequence: "..., so we moved it"
		`(?:^|[,;.—–]\s*|\band\s+)so\s+(?:we|i|it|they|the|that|this|there|he|she|you|our|their|nobody|no one)\b)|` +
		// causal "as": ", as the boiler is failing", "As demand fell, ..."
		`(?:^|[,;—–(]\s*)as\s+(?:(?:the|our|their|its|his|her|we|they|it|there|demand|costs?|nobody|no one|few|too)\b)`)
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
		text := []byte(c.Text)
		// A day is no condition: "when 31 May comes".
		for _, d := range p.Dates(c.Text, time.Time{}) {
			for i := d.Span.Start; i < d.Span.End && i < len(text); i++ {
				text[i] = ' '
			}
		}
		for _, m := range reNoReason.FindAllIndex(text, -1) {
			for i := m[0]; i < m[1]; i++ {
				text[i] = ' '
			}
		}
		if reReason.Match(text) {
			return true
		}
	}
	return false
}
