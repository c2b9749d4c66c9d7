package facts

import (
	"regexp"
	"strings"
)

// reCellDue marks a date in a state cell as the row's deadline: "en curso, ETA 2 oct".
var reCellDue = regexp.MustCompile(`(?i)\b(?:eta|due|by|target)\b`)

// reWholeName is a part that is a person's name and nothing else.
// An initial may stand for the first name: "W. Dunstan-Ahern", "T. Mabaso".
var reWholeName = regexp.MustCompile(`^(?:` + name + `|\p{Lu}\.\s?(?:\p{Lu}\.\s?)?` + word + `)$`)

// reTrailName is a name in brackets that closes a list item: "headsets re-paired (@mateus)".
var reTrailName = regexp.MustCompile(`\((` + name + `)\)[.!]?$`)

// reCriteria heads a list of the conditions the work in view is done on, opening its line ("##
// Acceptance criteria", "Done when:"; not "Stuff to get done when we move:").
var reCriteria = regexp.MustCompile(`(?i)^\W*(?:definition of done|acceptance criteria|exit criteria|done when|DoD|checks? before (?:merge|release))\b`)

// reBoxLine is a checklist line.
var reBoxLine = regexp.MustCompile(`^\s*(?:[-*•]\s*)?\[[ xX]\]`)

// criteriaList reports whether the checklist line at at stands in a list of criteria: the
// first line above its list's lines heads one.
func criteriaList(text string, at int) bool {
	lo := strings.LastIndexByte(text[:at], '\n') + 1
	for lo > 0 {
		plo := strings.LastIndexByte(text[:lo-1], '\n') + 1
		prev := text[plo : lo-1]
		if !reBoxLine.MatchString(prev) {
			return reCriteria.MatchString(prev)
		}
		lo = plo
	}
	return false
}

// reOrgName ends a name that is a firm's or a body's, not a person's: "(British Gas)", "(Acme Ltd)"
// (not a word that is as often a surname: Power, Water, Bank).
var reOrgName = regexp.MustCompile(`(?i)\b(?:ltd|limited|inc|llc|gmbh|ag|plc|co|company|group|services|solutions|systems|gas|electric|energy|telecom|marine|motors|plumbing|plumbers|heating|engineering|logistics|transport|council|agency|partners|associates|contractors|builders|roofing|glazing|couriers?)\.?$`)

// reTrailBracket is a bracket that closes a list item.
var reTrailBracket = regexp.MustCompile(`\s*\([^()]*\)[.!]?$`)

// reParenName is a name in brackets after a part's state: "done (Ifeoma)".
var reParenName = regexp.MustCompile(`\((` + name + `)\)`)

// readSegments reads a row without column names (a list item in dash-separated parts, a pipe
// row without a header): its subject is the identifier a part names, else its first part;
// a part that is a name and nothing else is the owner, a part that is a state its status,
// a part that is a date its due date (pipe rows; a list item's prose reading finds dates).
// A checklist box states done when ticked and open when empty and nothing else says more.
//
// A list item that opens with a person and then the work ("Kirsty — book the wellboat — Mon 2
// Nov", "me — first aid bookings") gives the work to that person; it reports true, and its
// parts are all read here (the prose reading would take the name for the subject).
func (x *extraction) readSegments(l line) bool {
	text := x.doc.Text
	one := false
	if l.segs == nil {
		// A checklist item in one part is a row when it names its work item, or when its box
		// is ticked on a list of tasks: "[x] Feed horn installed (Lerato)" is an item of its
		// own, done. (A pull request's checklist, and a list of criteria ("Definition of done:
		// [x] Unit tests"), tick off parts of the work in view.)
		if len(workIDs(text[l.span.Start:l.span.End])) == 0 && (l.box != 'x' || x.doc.Kind == "pr" || criteriaList(text, l.span.Start)) {
			return false
		}
		l.segs = []Span{l.span}
		one = true
	}
	subject, at := "", -1
	for i, sp := range l.segs {
		if ids := workIDs(text[sp.Start:sp.End]); len(ids) > 0 {
			subject, at = ids[0], i
			break
		}
	}
	var st State
	var dues []Fact
	owner, personFirst := false, false
	if subject == "" {
		first := strings.TrimRight(strings.TrimSpace(text[l.segs[0].Start:l.segs[0].End]), ".:;,")
		if p := x.firstPerson(first, l); p != "" && len(l.segs) >= 2 {
			work := strings.TrimRight(strings.TrimSpace(text[l.segs[1].Start:l.segs[1].End]), ".:;,")
			if work == "" || x.segPerson(work) != "" || cellState(work) != "" || len(x.p.Dates(work, x.doc.At)) > 0 || rePredicate.MatchString(work) || reNoWork.MatchString(work) {
				return false
			}
			subject, at, owner, personFirst = work, 1, true, true
			x.add(Fact{Kind: Owner, Subject: subject, Person: p, Span: Span{l.segs[0].Start, l.segs[1].End}, Field: true})
		} else {
			if m := reTrailBracket.FindStringIndex(first); m != nil && one {
				// "Feed horn installed (Lerato)", "Meter reading taken (see photo)": the bracket
				// says who or how, not what the item is.
				first = strings.TrimSpace(first[:m[0]])
			}
			if first == "" || x.segPerson(first) != "" || cellState(first) != "" || len(x.p.Dates(first, x.doc.At)) > 0 {
				return false
			}
			subject, at = first, 0
		}
	}
	for i, sp := range l.segs {
		if i == at || personFirst && i == 0 {
			continue
		}
		v := strings.TrimSpace(text[sp.Start:sp.End])
		head := v
		if j := strings.IndexAny(head, ",(;"); j > 0 {
			head = strings.TrimSpace(head[:j])
		}
		head = strings.TrimRight(head, ".!")
		if x.segField(subject, v, sp, &owner, &st, &dues) {
			continue
		}
		if p := x.segPerson(head); p != "" && !owner {
			owner = true
			x.add(Fact{Kind: Owner, Subject: subject, Person: p, Span: Span{min(sp.Start, l.segs[at].Start), max(sp.End, l.segs[at].End)}, Field: true})
			continue
		}
		if s := cellState(head); s != "" && st == "" {
			st = s
			x.cellStatus(subject, v, sp)
			if m := reParenName.FindStringSubmatch(v); m != nil && !owner && x.people.Known(m[1]) {
				owner = true
				x.add(Fact{Kind: Owner, Subject: subject, Person: x.person(m[1]), Span: sp, Field: true})
			}
			if !reCellDue.MatchString(v) {
				continue // "done 30 Oct" dates the state, not a deadline
			}
		}
		if !l.bullet || personFirst {
			if ds := x.p.Dates(v, x.doc.At); len(ds) > 0 {
				dues = append(dues, Fact{Kind: Due, Subject: subject, Date: ds[0].Date, Readings: readings(ds[0]), Span: sp, Field: true})
			}
		}
	}
	item := text[l.span.Start:l.span.End]
	if m := reTrailName.FindStringSubmatchIndex(item); m != nil && !owner && at >= 0 {
		// "CBL-110 headsets re-paired (@mateus)": a name in brackets closing the item owns it,
		// not a firm's ("(British Gas)" did the work).
		if p := x.segPerson(item[m[2]:m[3]]); p != "" && !reOrgName.MatchString(item[m[2]:m[3]]) {
			owner, item = true, item[:m[0]]
			x.add(Fact{Kind: Owner, Subject: subject, Person: p, Span: l.span, Field: true})
		}
	}
	if st != Done && st != Cancelled {
		for _, f := range dues {
			x.add(f) // a finished row's date is when it finished, not when it is due
		}
	}
	if st == "" && l.section == "released" && at >= 0 && len(workIDs(subject)) > 0 {
		st = Done
		x.add(Fact{Kind: Status, Subject: subject, State: Done, Span: l.span})
	}
	switch {
	case st != "" || l.box == 0:
	case l.box == 'x':
		x.add(Fact{Kind: Status, Subject: subject, State: Done, Span: l.span})
	case !one && !strings.Contains(item, "(") && !reProgress.MatchString(item):
		// An empty box says the item is not done; a row in parts that says nothing more is
		// not started. An item in one part may be under way all the same: it states no state.
		x.add(Fact{Kind: Status, Subject: subject, State: Open, Span: l.span})
	}
	return personFirst
}

// rePredicate opens a part that says something of the first part rather than naming work for
// it: "Switchgear — depends on the outage slot", "Kiosk — is back up". A person's item names
// the work ("Kirsty — book the wellboat", "Shannon — council report").
var rePredicate = regexp.MustCompile(`(?i)^(?:is|are|was|were|has|have|had|needs?|depends|requires|waits|waiting|will|would|can|could|should|must|looks|seems|remains|stays|goes|went|got)\b`)

// reNoWork is a second part that is no work: an absence ("off sick", "on holiday until 4
// Dec"), a phone number or a mail address.
var reNoWork = regexp.MustCompile(`(?i)^(?:off(?: sick| work| today| this week)?|sick|ill|on (?:leave|holiday|vacation|annual leave|parental leave|a course|training|nights)|away|out of office|ooo|unavailable)\b|^[+\d][\d ()-]{6,}$|^\S+@\S+$`)

// firstPerson is the person a list item's first part names when it is a name and nothing
// else, or "me" (the speaker); "" otherwise.
func (x *extraction) firstPerson(v string, l line) string {
	if strings.EqualFold(strings.Trim(v, "*_ "), "me") {
		if l.speaker != "" {
			return l.speaker
		}
		return x.person(x.doc.Author)
	}
	if IsCalendarWord(strings.Trim(v, "*_ ")) {
		return "" // "December — stocktake at the depot": a month, no person
	}
	return x.segPerson(v)
}

// segPerson is the person a part names when it is a name and nothing else: a handle, a
// known person, or a name that is neither a state nor a date; "" otherwise.
func (x *extraction) segPerson(v string) string {
	v = strings.Trim(v, "*_ ")
	if v == "" || !reWholeName.MatchString(v) || isPronoun(v) || cellState(v) != "" || none(v) {
		return ""
	}
	switch strings.ToLower(v) {
	case "tbd", "tbc", "unassigned", "nobody", "anyone", "everyone", "all", "team", "whoever", "n/a", "open", "later", "next", "asap":
		return ""
	}
	if len(x.p.Dates(v, x.doc.At)) > 0 {
		return ""
	}
	return x.person(v)
}

// segField reads a row's part that is a field line ("Owner: Ana", "Due: 3 Dec", "Status:
// blocked") as that field of the row; it reports whether the part was one.
func (x *extraction) segField(subject, v string, sp Span, owner *bool, st *State, dues *[]Fact) bool {
	m := reField.FindStringSubmatch(v)
	if m == nil {
		return false
	}
	name := strings.ToLower(strings.TrimSpace(m[1]))
	f, ok := fieldNames[name]
	if !ok {
		f = fieldFacet(name)
	}
	val := strings.TrimSpace(m[2])
	switch f {
	case "owner":
		if p := strings.Trim(val, "@*_ "); !*owner && !none(p) && !placeholderPerson(p) && reWholeName.MatchString(strings.TrimPrefix(p, "@")) {
			*owner = true
			x.add(Fact{Kind: Owner, Subject: subject, Person: x.person(p), Span: sp, Field: true})
		}
	case "status":
		if s := cellState(val); s != "" && *st == "" {
			*st = s
			x.cellStatus(subject, val, sp)
		}
	case "due":
		if doneMark(val) {
			if *st == "" {
				*st = Done
				x.add(Fact{Kind: Status, Subject: subject, State: Done, Span: sp, Field: true})
			}
		} else if ds := x.p.Dates(val, x.doc.At); len(ds) > 0 {
			*dues = append(*dues, Fact{Kind: Due, Subject: subject, Date: ds[0].Date, Readings: readings(ds[0]), Span: sp, Field: true})
		}
	default:
		return false
	}
	return true
}
