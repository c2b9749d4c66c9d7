package facts

import "strings"

// A document that says its work is done ("The retrofit on dryer 2 (OCM-330) is completed")
// and then has someone promise a step after it ("I will send the signed report by Thursday")
// states no due date for the work: the date is the promised step's. The work's own next stage
// stays ("fix merged, will go in the hotfix on thu": no one promises it), and so do a date in a
// field (the system's record), a re-plan ("moves from 28 Sep to 30 Sep") and a date after the
// work is reopened.
func doneNotDue(text string, fs []Fact) []Fact {
	out := fs[:0]
	for i, f := range fs {
		if f.Kind == Due && !f.Field && !f.Revises && promised(text, fs, f) && doneBefore(fs, i) {
			continue
		}
		out = append(out, f)
	}
	return out
}

// doneBefore reports whether the last state the document gives fs[i]'s subject before it is
// done or cancelled.
func doneBefore(fs []Fact, i int) bool {
	due := fs[i]
	var last *Fact
	for j := range fs {
		g := &fs[j]
		if g.Kind != Status || g.Subject != due.Subject || g.Span.End == 0 || g.Span.End > due.Span.Start {
			continue
		}
		if last == nil || g.Span.Start >= last.Span.Start {
			last = g
		}
	}
	return last != nil && (last.State == Done || last.State == Cancelled)
}

// promised reports whether someone the clause that states due names (a pronoun, a name)
// promises in it a step beside the work: "I will send the report", "Rasha will write the
// review"; not "fix merged, will go in the hotfix", nor a promise that names the work itself.
func promised(text string, fs []Fact, due Fact) bool {
	if due.Span.End > len(text) {
		return false
	}
	clause := text[due.Span.Start:due.Span.End]
	if strings.Contains(clause, due.Subject) {
		return false // "I will finish OCM-332 phase 2 by Thursday": a promise of the work itself
	}
	for _, g := range fs {
		if g.Kind == Commitment && g.Span == due.Span && (rePersonal.MatchString(clause) || namedIn(clause, g.Person)) {
			return true
		}
	}
	return false
}

// namedIn reports whether text names the person by their first name ("Rasha" of "Rasha
// Haddadin").
func namedIn(text, person string) bool {
	f := strings.Fields(person)
	return len(f) > 0 && strings.Contains(text, f[0])
}
