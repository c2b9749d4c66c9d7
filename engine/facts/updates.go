package facts

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A person's update is a list item led by their name ("- Delia: boiler report (KTR-2), still
// writing, out by Thursday", "• Kemar: KTR-20 done"). It reports on the work its person does:
// each work item the update gives a state, a due date or a promise of is theirs, unless the
// update names another owner for it.

// listLabelWords are the words that lead a list item as a label of its own, not a person's
// name: the sections of notes, minutes and status reports.
var listLabelWords = map[string]bool{"note": true, "notes": true, "risk": true, "risks": true, "issue": true, "issues": true,
	"open": true, "next": true, "todo": true, "update": true, "updates": true, "summary": true, "status": true,
	"agenda": true, "question": true, "questions": true, "context": true, "background": true, "fyi": true, "other": true,
	"misc": true, "decision": true, "decisions": true, "action": true, "actions": true, "blocker": true, "blockers": true,
	"done": true, "doing": true, "today": true, "yesterday": true, "tomorrow": true, "goal": true, "goals": true,
	"result": true, "results": true, "outcome": true, "impact": true, "cause": true, "fix": true, "workaround": true,
	"plan": true, "scope": true, "ask": true, "asks": true, "help": true, "wins": true, "win": true, "learnings": true,
	"parked": true, "parking": true, "ps": true, "nb": true, "edit": true, "also": true, "reminder": true, "important": true,
	"warning": true, "heads": true, "tip": true, "example": true, "eta": true, "owner": true, "due": true, "deadline": true}

// updateName reports whether a list item's leading label is a person's name: one the text's
// people know, or one to three capitalised words that are no field name, section, state or
// work item, none of them a list label word or a calendar word (IsCalendarWord).
func (x *extraction) updateName(name string) bool {
	if name == "" || len(workIDs(name)) > 0 {
		return false
	}
	if _, isField := fieldNames[strings.ToLower(name)]; isField {
		return false
	}
	if x.people.Known(name) {
		return true
	}
	words := strings.Fields(name)
	if len(words) > 3 || sectionOf(name) != "other" || stateOf(name) != "" {
		return false // "Dropped:", "Blocked:", "In review:": a state heads the items in it
	}
	for _, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		lw := strings.ToLower(w)
		if !unicode.IsUpper(r) && r != '@' || listLabelWords[lw] || IsCalendarWord(w) {
			return false
		}
	}
	return true
}

// updateOwners adds the owner of each work item a person's update reported on in facts read
// from it (those of the line, the last of x.out), when the update names no owner of that item.
func (x *extraction) updateOwners(reporter string, facts []Fact, line string) {
	if x.namesOther(line, reporter) {
		return // "Gareth Pryce is covering TVB-172": the update says whose the work is
	}
	owned := map[string]bool{}
	for _, f := range facts {
		if f.Kind == Owner {
			owned[f.Subject] = true
		}
	}
	for _, f := range facts {
		switch f.Kind {
		case Status, Due, Commitment, Blocker:
		default:
			continue
		}
		if f.Subject == "" || owned[f.Subject] || len(workIDs(f.Subject)) == 0 && f.Subject != x.lineLabel {
			continue
		}
		owned[f.Subject] = true
		x.add(Fact{Kind: Owner, Subject: f.Subject, Person: reporter, Span: f.Span})
	}
}

// namesOther reports whether a line names in full a known person other than who: an update
// that does may say the work is theirs, so the reporter owns none of it by reporting it.
func (x *extraction) namesOther(line, who string) bool {
	for _, n := range x.people.Names() {
		if n == who || !strings.Contains(n, " ") {
			continue
		}
		if i := strings.Index(line, n); i >= 0 && reDoerAfter.MatchString(line[i+len(n):]) {
			return true
		}
	}
	return false
}

// reDoerAfter follows a name that does the work: "Gareth Pryce is covering", "Niamh Burke has
// it", "Ana Ruiz will take it" (not "thanks to Niamh Burke", "waiting on Niamh Burke's sign-off").
var reDoerAfter = regexp.MustCompile(`^\s+(?:is|was|will|has|had|took|takes|covers|owns|handles|leads|picked|picks|is now|now)\b`)
