package facts

import (
	"regexp"
)

// A pull or merge request states its own stage in a sentence of its own, in the words review
// tools use: "Draft.", "Draft for now.", "WIP", "Still a work in progress.", "Not ready for
// review yet.", "Ready for review.", "Ready to merge.", "PTAL". The change is being worked on.
// The stage adds nothing where the description states the change's status otherwise
// ("parked until !236 is live"), and a sentence that only mentions a stage ("I'll have it
// ready for review by Monday") states none.
var rePRStage = regexp.MustCompile(`(?i)^(?:(?:this is |this pr is |this mr is |it's |it is |marking (?:this |it )?as |converted to |opening (?:this )?as )?(?:still |now |an? )?` +
	`(?:early |rough )?(?:draft|wip|work[- ]in[- ]progress|(?:not (?:yet )?)?ready (?:for (?:a |another )?(?:review|look)|to (?:review|merge))|in review|needs? (?:a )?review|ptal)` +
	`(?: pr| mr)?(?:,? (?:for now|still|yet|now|for the moment|at the moment))?)\s*[.!]*\s*(?:🙏|👀)?$`)

// prStages reads a pull request's stage sentences (see rePRStage) and drops what an unticked
// checklist item says blocks: the item is a step of the change, and what holds a step up
// does not block the change ("- [ ] load test (sandbox down, waiting on the bank)").
func (x *extraction) prStages() {
	if x.doc.Kind != "pr" || x.subject == "" {
		return
	}
	text := x.doc.Text
	keep := x.out[:0]
	for _, f := range x.out {
		if (f.Kind == Blocker || f.Kind == Status && f.State == Blocked) && f.Subject == x.subject && x.inOpenItem(f.Span) {
			continue
		}
		keep = append(keep, f)
	}
	x.out = keep
	for _, f := range x.out {
		if f.Kind == Status && f.Subject == x.subject {
			return
		}
	}
	for _, l := range x.lines {
		if l.zone != body || l.bullet || l.heading || l.field != "" || l.cells != nil {
			continue
		}
		for _, sp := range stageSentences(text, l.span) {
			if rePRStage.MatchString(text[sp.Start:sp.End]) {
				x.add(Fact{Kind: Status, Subject: x.subject, State: InProgress, Span: sp})
				return
			}
		}
	}
}

// stageSentences cuts a line at its sentence ends (". ", "! ").
func stageSentences(text string, sp Span) []Span {
	var out []Span
	start := sp.Start
	for i := sp.Start; i < sp.End; i++ {
		if (text[i] == '.' || text[i] == '!') && i+1 < sp.End && text[i+1] == ' ' {
			out = append(out, trimSpan(text, Span{start, i + 1}))
			start = i + 1
		}
	}
	return append(out, trimSpan(text, Span{start, sp.End}))
}

// inOpenItem reports a span inside an unticked checklist item.
func (x *extraction) inOpenItem(sp Span) bool {
	for _, l := range x.lines {
		if l.box == ' ' && sp.Start >= l.span.Start && sp.Start < l.span.End {
			return true
		}
	}
	return false
}
