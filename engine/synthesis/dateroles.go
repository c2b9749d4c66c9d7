package synthesis

import (
	"regexp"

	"github.com/queueproof/queueproof/engine/facts"
)

// A date plays a role in its sentence: the start of something ("from 1 July", "effective 3
// May", the first date of a range) or its end ("until", "through", "expires", "ends", "by", the
// last date of a range). A question asks for one role ("when does the licence run out?" asks an
// end; "when do we go live?" a start) or either. A date in the other role is about another
// moment of the thing, not the one asked: it is neither the answer nor a rival to it.

type dateRole int

const (
	anyRole dateRole = iota
	startRole
	endRole
	// happenedRole asks when a thing happened.
	happenedRole
)

var (
	reAsksEnd   = regexp.MustCompile(`(?i)\b(?:end|ends|ending|expire|expires|expiry|run out|runs out|finish|finishes|close|closes|closing|due|deadline|last day|up for renewal|lapse|lapses|stop|stops)\b|\bis\s+(?:it\s+)?up\b|\bup\?\s*$`)
	reAsksStart = regexp.MustCompile(`(?i)\b(?:start|starts|starting|begin|begins|open|opens|go live|goes live|going live|go-live|launch|launches|kick off|kicks off|take effect|takes effect|come into force|comes into force)\b`)
	reStartCue  = regexp.MustCompile(`(?i)\b(?:from|starting|starts?|as of|effective|since|beginning|begins?|commencing|opens?|opening)\s+(?:on\s+)?(?:\w+day\s+)?$`)
	reEndCue    = regexp.MustCompile(`(?i)\b(?:until|till|through|thru|by|before|expires?|expiring|expiry|ends?|ending|closes?|closing|deadline|due|runs? out|no later than|lapses?)\s+(?:on\s+)?(?:\w+day\s+)?$`)
	reRangeDash = regexp.MustCompile(`^\s*(?:[–—-]|to|until|till|through)\s*$`)
)

// A question about what happened ("what date was the module actually fitted?", "when did the
// upgrade go in?") asks when it happened: a date a plan set for it (a due date, a deadline, a
// target, a booked slot) says when it was meant to happen, not when it did, and does not answer.
// A question that names the plan ("when was it due?", "what was the target date?") asks for it.
var (
	// A word of talk may open it ("so when did ...", "ok, when exactly did ...").
	reAsksHappened = regexp.MustCompile(`(?i)^\W*` + talkWord + `(?:when|(?:on\s+)?(?:what|which)\s+(?:date|day))(?:\s+exactly)?\s+(?:was|were|did)\b`)
	// A plan may be asked in the words of saying or meaning it: "when did we say we would
	// move?", "when were we aiming to launch?", "when did they promise it?",
	reAsksPlan = regexp.MustCompile(`(?i)\b(?:due|deadline|target\w*|plan\w*|schedul\w*|booked|meant|supposed|expected|set for|moved|pushed|slipped|postponed|brought forward|rescheduled|aim\w*|intend\w*|would|going to|hop(?:e|ed|ing)|promis\w*|agree\w*|say|said|told|commit\w*|estimat\w*|forecast\w*|eta|` +
		// or as a limit: "when did the reports have to be in by?", "when was the last day to
		// register?", "what was the cut-off?" ("when did we have to evacuate?", "the last day
		// the old phones were used" and "the latest backup" ask what happened)
		`last day (?:to|for)|cut-?off|at the latest|latest (?:date|day|time)|` +
		// an obligation to hand something in: "when did the timesheets have to be in?"
		`ha(?:ve|d|s) to be (?:in|done|submitted|filed|sent|returned|paid|ready|finished|completed|handed in))\b|\b(?:to|by)\s*\?\s*$`)
	// rePlanCue is the words a plan's date follows: "Due date: ", "deadline ", "target: ".
	rePlanCue = regexp.MustCompile(`(?i)\b(?:due(?:\s+date)?|deadline|target(?:\s+date)?|planned(?:\s+date)?|scheduled(?:\s+for)?|eta)\s*[:=]?\s*(?:on\s+|for\s+)?$`)
)

// talkWord is a word of talk that may open a question before its question word: "so when did
// ...", "And when exactly was ...".
const talkWord = `(?:(?:so|and|but|ok|okay|right|then|hey|btw)\W+)*`

// askedRole is the role of the date a question asks for.
func askedRole(question string) dateRole {
	if reAsksHappened.MatchString(question) && !reAsksPlan.MatchString(question) {
		return happenedRole
	}
	end, start := reAsksEnd.MatchString(question), reAsksStart.MatchString(question)
	switch {
	case end && !start:
		return endRole
	case start && !end:
		return startRole
	}
	return anyRole
}

// rolesOf are the roles of a sentence's dates, in order.
func rolesOf(text string, ds []facts.Measure) []dateRole {
	roles := make([]dateRole, len(ds))
	for i, d := range ds {
		before := text[:min(d.Span.Start, len(text))]
		switch {
		case i > 0 && reRangeDash.MatchString(text[min(ds[i-1].Span.End, d.Span.Start):d.Span.Start]):
			roles[i-1], roles[i] = startRole, endRole
		case reStartCue.MatchString(before):
			roles[i] = startRole
		case reEndCue.MatchString(before):
			roles[i] = endRole
		}
	}
	return roles
}

// keepRole drops the dates whose role is the other one than asked.
func keepRole(text string, ds []facts.Measure, asked dateRole) []facts.Measure {
	if asked == anyRole || len(ds) == 0 {
		return ds
	}
	if asked == happenedRole {
		return withoutPlans(text, ds)
	}
	roles := rolesOf(text, ds)
	var out []facts.Measure
	for i, d := range ds {
		if roles[i] == anyRole || roles[i] == asked {
			out = append(out, d)
		}
	}
	return out
}

// withoutPlans drops the dates a plan set: those after a plan's cue, and the new date of a
// plan's history ("Due date: 12/Mar/26 → 19/Mar/26").
func withoutPlans(text string, ds []facts.Measure) []facts.Measure {
	var out []facts.Measure
	plan := false
	for i, d := range ds {
		plan = afterPlanCue(text, d.Span.Start) || plan && i > 0 && reArrowed.MatchString(text[min(ds[i-1].Span.End, d.Span.Start):d.Span.Start])
		if !plan {
			out = append(out, d)
		}
	}
	return out
}

// afterPlanCue reports whether the date at byte at of text follows a plan's cue ("Due date: ").
func afterPlanCue(text string, at int) bool {
	return rePlanCue.MatchString(text[:min(at, len(text))])
}
