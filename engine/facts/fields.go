package facts

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

var (
	reHashNum = regexp.MustCompile(`(?:^|[\s(\[])#(\d{1,7}(?:-\d{1,4})?)\b`)
	// reNames splits a field that lists several people.
	reNames = regexp.MustCompile(`\s*(?:,|&|/|\band\b|;)\s*`)
)

// stateOf maps a status as systems and people write it to a State ("" when it is none).
func stateOf(v string) State {
	v = strings.ToLower(strings.TrimSpace(v))
	v = strings.TrimFunc(v, notWordRune) // "✅ Done", "Done ✔", "**Blocked**"
	if i := strings.IndexAny(v, "(["); i > 0 {
		head, gloss := strings.TrimSpace(v[:i]), v[i+1:]
		if j := strings.IndexAny(gloss, ")]"); j >= 0 {
			gloss = gloss[:j]
		}
		if st := stateOf(head); st != "" || gloss == "" {
			return st
		}
		// A state in another language glossed in brackets: "w trakcie (in progress)".
		return stateOf(gloss)
	}
	if i := strings.IndexAny(v, "—–"); i > 0 {
		// A state and a remark: "Planned — contract signed 2 Oct".
		if st := stateOf(v[:i]); st != "" {
			return st
		}
	}
	for _, p := range statePrefixes {
		// A state word opens the value as a word: "Doneraile", "Offenbach" and "Listowel" are
		// places.
		if rest, ok := strings.CutPrefix(v, p.prefix); ok && (rest == "" || !isASCIILetter(rest[0]) || !isASCIILetter(p.prefix[len(p.prefix)-1])) {
			return p.state
		}
	}
	switch v {
	case "done", "closed", "resolved", "solved", "fixed", "complete", "completed", "shipped", "merged", "released", "deployed", "live", "finished", "delivered",
		"produced", "manufactured", "installed", "fulfilled": // a manufacturing or shop order's last state ("Dispatched" sends a field engineer, before the work)
		return Done
	case "cancelled", "canceled", "won't fix", "wont fix", "wontfix", "won't do", "dropped", "abandoned", "descoped", "rejected", "declined", "obsolete", "duplicate":
		return Cancelled
	case "blocked", "on hold", "on-hold", "waiting", "stalled", "stuck", "pending", "awaiting":
		// (a help desk's "Pending" waits on the requester or a third party)
		return Blocked
	case "in progress", "in-progress", "wip", "doing", "in review", "review", "in dev", "in development", "started", "ongoing", "investigating", "testing", "in qa", "qa", "active", "monitoring", "identified", "working",
		"draft", "drafting", "acknowledged":
		return InProgress
	case "open", "reopened", "to do", "todo", "backlog", "new", "submitted", "triaged", "confirmed", "logged", "raised", "assigned", "planned", "planning", "in planning", "not started", "triage", "ready", "proposed", "scheduled", "selected for development", "triggered",
		"booked", "arranged", "lined up", "pencilled in", "penciled in", "queued": // a date set for it: not under way yet
		return Open
	}
	return ""
}

// statePrefixes read statuses written as phrases ("awaiting parts", "yet to start").
var statePrefixes = []struct {
	prefix string
	state  State
}{
	// A service desk's two-word states: "Work in Progress", "Closed Complete", "Closed Skipped".
	{"work in progress", InProgress}, {"closed complete", Done}, {"closed skipped", Cancelled}, {"closed incomplete", Cancelled},
	{"awaiting", Blocked}, {"waiting", Blocked}, {"on hold", Blocked}, {"blocked", Blocked}, {"stuck", Blocked},
	// Waiting on a party outside the team: a help desk's "With Supplier", "With Vendor".
	{"with supplier", Blocked}, {"with vendor", Blocked}, {"with third party", Blocked}, {"with 3rd party", Blocked}, {"with customer", Blocked},
	{"pending review", InProgress}, {"fix committed", Done}, {"fix released", Done}, {"in discussion", InProgress},
	{"deferred", Open}, {"yet to start", Open}, {"not started", Open}, {"not yet started", Open}, {"to be started", Open},
	{"working on it", InProgress}, // monday.com's label
	{"in hand", InProgress}, {"in work", InProgress}, {"in progress", InProgress}, {"under progress", InProgress}, {"underway", InProgress}, {"under way", InProgress}, {"wip", InProgress},
	// Bugzilla's and Redmine's resolutions after the state: "RESOLVED WONTFIX" is a decision not
	// to do the work, "RESOLVED FIXED" done.
	{"resolved wontfix", Cancelled}, {"resolved won't fix", Cancelled}, {"resolved invalid", Cancelled}, {"resolved duplicate", Cancelled},
	{"resolved worksforme", Cancelled}, {"closed wontfix", Cancelled}, {"closed won't fix", Cancelled}, {"closed invalid", Cancelled},
	{"closed duplicate", Cancelled},
	{"done", Done}, {"completed", Done}, {"closed", Done}, {"resolved", Done}, {"shipped", Done},
	{"cancelled", Cancelled}, {"canceled", Cancelled}, {"won't", Cancelled}, {"wontfix", Cancelled}, {"wont", Cancelled},
	{"duplicate", Cancelled}, {"dupe of", Cancelled}, // a resolution: "Duplicate of ZWB-10"

	// The states in the other languages teams write their trackers in (Spanish, Portuguese,
	// German, Japanese).
	{"listo", Done}, {"hecho", Done}, {"terminado", Done}, {"completado", Done}, {"cerrado", Done}, {"concluído", Done},
	{"concluido", Done}, {"feito", Done}, {"pronto", Done}, {"fechado", Done}, {"erledigt", Done}, {"fertig", Done},
	{"abgeschlossen", Done}, {"完了", Done},
	{"en curso", InProgress}, {"en progreso", InProgress}, {"en proceso", InProgress}, {"em andamento", InProgress},
	{"em curso", InProgress}, {"in arbeit", InProgress}, {"in bearbeitung", InProgress}, {"対応中", InProgress}, {"作業中", InProgress},
	{"bloqueado", Blocked}, {"blockiert", Blocked}, {"esperando", Blocked}, {"aguardando", Blocked}, {"wartet", Blocked},
	{"pendiente", Open}, {"pendente", Open}, {"sin empezar", Open}, {"no iniciado", Open}, {"offen", Open}, {"未着手", Open},
	{"cancelado", Cancelled}, {"abgebrochen", Cancelled}, {"verworfen", Cancelled}, {"中止", Cancelled},
}

// readFields reads the facts the source system gives apart from the text, by the field names
// layout knows (fieldNames), the first of each kind in the names' order. A value a tracker's
// history writes as a change ("Status: In specification → On hold", "Due: 25 Sep 2026 → 2 Oct
// 2026") is its new value, which revises the old (changedField); a due date moved later slipped.
func (x *extraction) readFields() {
	f := x.doc.Fields
	if len(f) == 0 || x.subject == "" {
		return
	}
	read := map[string]bool{}
	for _, k := range append(slices.Clone(ownerFields), slices.Sorted(maps.Keys(f))...) {
		kind := fieldNames[k]
		switch {
		case slices.Contains(ownerFields, k):
			kind = "owner"
		case kind == "owner":
			continue // "Lead:" in a CRM is a sales lead, "Agent:" a customer's: only a tracker's owner fields own
		case k == "duedate":
			kind = "due"
		}
		v, was, changed := changedField(f[k])
		if read[kind] || v == "" {
			continue
		}
		switch kind {
		case "owner":
			if none(v) {
				continue
			}
			x.add(Fact{Kind: Owner, Subject: x.subject, Person: x.person(v), Quote: f[k], Field: true, Revises: changed})
		case "status":
			st := stateOf(v)
			if st == "" {
				continue
			}
			if st == Done && stateOf(f["resolution"]) == Cancelled {
				st = Cancelled // "Status: Closed" and "Resolution: Won't Fix": closed as cancelled
			}
			// A status that says the work was reopened ("Reopened") reopens it: what it said
			// before no longer holds.
			x.add(Fact{Kind: Status, Subject: x.subject, State: st, Quote: f[k], Field: true, Revises: changed || st == Open && reItemReopened.MatchString(v)})
		case "due":
			ds := x.p.Dates(v, x.doc.At)
			if len(ds) == 0 || doneMark(v) {
				continue
			}
			d := ds[0]
			if old := x.p.Dates(was, x.doc.At); len(old) > 0 && !old[len(old)-1].Ambiguous() && !d.Ambiguous() && d.Date.After(old[len(old)-1].Date) {
				x.add(Fact{Kind: Slip, Subject: x.subject, Old: old[len(old)-1].Date, Date: d.Date, Quote: f[k], Field: true, Revises: true})
			}
			x.add(Fact{Kind: Due, Subject: x.subject, Date: d.Date, Readings: readings(d), Quote: f[k], Field: true, Revises: changed})
		default:
			continue
		}
		read[kind] = true
	}
}

// ownerFields are the source system's fields that name who holds the work, in the order they
// are read (the first with a value owns it): a system's other person fields ("lead", "agent",
// "created by") name no owner.
var ownerFields = []string{"assignee", "assignees", "assigned to", "owner", "owners", "responsible"}

// changedField reads a field's value written as a tracker's change, the new value last
// ("Petra Lindqvist → Marta Quiroga", "- → Rui"): the new value, the old, and whether it changed.
// An arrow inside brackets is no change but part of the value: "Blocked (awaiting the Oban →
// Craignure berth slot)", "27 Nov 2026 (Oban → Craignure leg)".
func changedField(v string) (cur, was string, changed bool) {
	depth, at := 0, -1
	for i, r := range v {
		switch r {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth = max(0, depth-1)
		case '→':
			if depth == 0 {
				at = i
			}
		}
	}
	if at < 0 {
		return strings.TrimSpace(v), "", false
	}
	return strings.TrimSpace(v[at+len("→"):]), strings.TrimSpace(v[:at]), true
}

// reRoleDash is an assignee written after the team or role that holds the work, a dash
// between: "IT — Maelys Ruddock-Achebe", "Service desk - Ossian Eke" (a role's later words in
// lower case: "Ana Lima - Backup Joel" is a person first). The person after the dash is a full
// name or one the case knows: "Tomasz — OOO, Ivy covering" and "Imogen - Facilities" name a
// person first and then a state or a team.
var reRoleDash = regexp.MustCompile(`^([\p{L}&/.]+(?:\s+[\p{Ll}&/.][\p{L}&/.]*){0,2})\s+[—–-]\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})\s*(?:[;,].*)?$`)

// sentenceStop is where a field's value's first sentence ends: at ". ", not after an initial
// or an abbreviated given name that opens the value ("Ma. Luningning Dacanay-Ferrer", "J.
// Okafor"); -1 when it runs to the end.
func sentenceStop(v string) int {
	for off := 0; ; {
		i := strings.Index(v[off:], ". ")
		if i < 0 {
			return -1
		}
		i += off
		sp := strings.LastIndexByte(v[:i], ' ')
		w := v[sp+1 : i]
		// An initial anywhere ("J."), or a short given name first ("Ma. Luningning"); a short
		// word after the first is a surname ("Mei Li. Backup: …").
		if n := utf8.RuneCountInString(w); (n == 0 || n > 2 || !unicode.IsUpper([]rune(w)[0]) || n == 2 && strings.TrimSpace(v[:sp+1]) != "") && !nameAbbrev[w] {
			return i
		}
		off = i + 2
	}
}

// nameAbbrev are abbreviations that stand inside a name: "Mary St. John", "Ste. Marie".
var nameAbbrev = map[string]bool{"St": true, "Ste": true, "Mt": true, "Ft": true}

// readField reads one "Name: value" line.
func (x *extraction) readField(l line) {
	text := x.doc.Text
	v := text[l.span.Start:l.span.End]
	subject := x.subject
	if ids := workIDs(v); len(ids) > 0 && l.field != "key" && !reReference.MatchString(v[:strings.Index(v, ids[0])]) && !(l.field == "status" && reRemarkOpen.MatchString(v[:strings.Index(v, ids[0])])) {
		// "Status: ENG-7 in progress" names its own subject; "Resolution: Duplicate of ENG-6" does not.
		subject = ids[0]
	}
	if subject == "" {
		subject = x.last
	}
	if l.field != "key" && l.field != "decision" && len(workIDs(subject)) == 0 {
		subject = x.fieldSubject(l, subject)
	}
	if a := x.artefactField(text[strings.LastIndexByte(text[:l.span.Start], '\n')+1 : l.span.End]); a != "" {
		subject = a // "Postmortem owner: Kadri": the follow-up document's field, not the incident's
	}
	revises, was := false, ""
	if l.field != "key" && strings.Contains(v, "→") {
		// "Assignee: Petra Lindqvist → Marta Quiroga": a tracker's change, the new value last.
		if cur, old, ok := changedField(v); ok {
			v, was, revises = cur, old, true
		}
	}
	quote := x.lineQuote(l)
	switch l.field {
	case "key":
		ids := workIDs(v)
		if len(ids) == 0 {
			return
		}
		if ids[0] == x.subject {
			x.keyed = true
		} else if x.subject == "" || x.subject == Topic(x.doc.Title) {
			was := x.subject
			x.subject, x.last, x.keyed = ids[0], ids[0], true
			// Facts read before the key was known ("Owner:" above "Ticket:") take it.
			for i := range x.out {
				if x.out[i].Subject == "" || x.out[i].Subject == was {
					x.out[i].Subject = ids[0]
				}
			}
		}
	case "assignees":
		if x.doc.Kind != "ticket" && !x.keyed {
			return // a channel's members, a report's person: no owners of work
		}
		fallthrough
	case "owner":
		if i := sentenceStop(v); i > 0 {
			v = v[:i] // "DRI: Eirik Solbakken. Backup: Tormod Lie."
		}
		if m := reRoleDash.FindStringSubmatch(v); m != nil && !x.people.Known(m[1]) && (strings.Contains(m[2], " ") || x.people.Known(m[2])) && m[2] != strings.ToUpper(m[2]) {
			v = m[2] // "IT — Maelys Ruddock-Achebe", "Developer – Thuy Linh Cole": the person after the team or role
		}
		if kept, struck := unstruck(v); len(struck) > 0 {
			v, revises = kept, true // "~~Ana Lima~~ Joel Amankwah": the owner was changed
		}
		if i := strings.Index(v, " ("); i > 0 {
			v = v[:i] // "Olu Bello (Brightfield sales)": a remark about the person
		}
		for _, name := range reNames.Split(v, -1) {
			name = strings.TrimSpace(strings.Trim(name, "@*_()[]"))
			if name == "" || none(name) || placeholderPerson(name) || !strings.ContainsFunc(name, unicode.IsLetter) {
				continue
			}
			x.addPending(Fact{Kind: Owner, Subject: subject, Person: x.person(name), Span: quote, Field: true, Revises: revises})
			break // the first named is the owner
		}
	case "status", "resolution":
		if st := fieldState(v); st != "" {
			if l.field == "resolution" && st == Cancelled {
				x.dropClosed(subject) // "Status: Closed" + "Resolution: Duplicate": it closed as cancelled
			}
			// "Ticket reopened by requester reply. Status: Open": the open status is the reopening.
			reopened := st == Open && reItemReopened.MatchString(x.doc.Text)
			x.addPending(Fact{Kind: Status, Subject: subject, State: st, Span: quote, Field: true, Revises: revises || reopened})
			if m := reCellWait.FindStringSubmatch(v); m != nil && st == Blocked {
				what := strings.TrimSpace(reTrimWhat.ReplaceAllString(m[1], ""))
				if !strings.Contains(what, "(") {
					what = strings.TrimSpace(strings.TrimRight(what, ")")) // "… (waiting for lab)"
				}
				if what != "" && !none(what) {
					x.addPending(Fact{Kind: Blocker, Subject: subject, What: what, Span: quote, Field: true})
				}
			}
		}
	case "due":
		if doneMark(v) {
			x.addPending(Fact{Kind: Status, Subject: subject, State: Done, Span: quote, Field: true}) // "Due: done 5 Nov"
			return
		}
		if ds := x.p.Dates(v, x.doc.At); len(ds) > 0 {
			d := ds[0]
			if len(ds) > 1 && reDateRangeJoin.MatchString(v[ds[0].Span.End:ds[1].Span.Start]) {
				d = ds[1] // "Timeline: 14 Sep - 2 Oct": due at the end of the window
			} else if len(ds) == 1 && reOpenEnd.MatchString(v[ds[0].Span.End:]) {
				return // "Timeline: 3 Nov - TBC": a window with no end says no due date
			}
			if old := x.p.Dates(was, x.doc.At); len(old) > 0 && !old[len(old)-1].Ambiguous() && !d.Ambiguous() && d.Date.After(old[len(old)-1].Date) {
				// "Go-live: ~~1 December~~ → 12 December": the date the arrow replaces slipped.
				x.addPending(Fact{Kind: Slip, Subject: subject, Old: old[len(old)-1].Date, Date: d.Date, Span: quote, Field: true, Revises: true})
			}
			x.addPending(Fact{Kind: Due, Subject: subject, Date: d.Date, Readings: readings(d), Span: quote, Field: true, Revises: revises})
		}
	case "blocker":
		if none(v) {
			return
		}
		if m := reNoneThen.FindStringIndex(v); m != nil {
			// "Blockers: none. HRA-77 should land by Friday", "none, but HRA-77 is slipping": no
			// blocker; what follows is said of the work like any sentence.
			start := l.span.End - len(v) + m[1]
			x.readProse(line{span: Span{start, l.span.End}, speaker: l.speaker})
			return
		}
		if l.section != "" {
			x.readProse(line{span: l.span, speaker: l.speaker, section: "blockers"})
			return
		}
		x.addPending(Fact{Kind: Status, Subject: subject, State: Blocked, Span: quote, Field: true})
		x.addPending(Fact{Kind: Blocker, Subject: subject, What: strings.TrimSpace(v), Span: quote, Field: true})
	case "decision":
		if !none(v) {
			x.addPending(Fact{Kind: Decision, Subject: subject, What: strings.TrimSpace(v), Span: quote})
		}
	case "action":
		x.readProse(line{span: l.span, speaker: l.speaker, section: "action"})
	case "reporter", "people", "acceptance", "history":
	default:
		x.readProse(l)
	}
}

// reRemarkOpen ends in the separator of a remark after a field's value: an item named after it
// ("Status: Open — closed the duplicate OPS-93") is the remark's, not the field's subject.
var reRemarkOpen = regexp.MustCompile(`\s[—–-]\s|[(;]`)

// reOpenEnd is a window whose end is not set: "- TBC", "to ?", "– open".
var reOpenEnd = regexp.MustCompile(`(?i)^\s*(?:[-–—]|to|until|till)\s*(?:tbc|tbd|\?+|open|n/?a|unknown|later)\b`)

// unstruck is a value without its struck-through text ("~~Ana Lima~~ Joel Amankwah"), and the
// texts struck.
func unstruck(v string) (string, []string) {
	var struck []string
	for {
		i := strings.Index(v, "~~")
		if i < 0 {
			break
		}
		j := strings.Index(v[i+2:], "~~")
		if j < 0 {
			break
		}
		struck = append(struck, strings.TrimSpace(v[i+2:i+2+j]))
		v = v[:i] + v[i+2+j+2:]
	}
	return strings.Join(strings.Fields(v), " "), struck
}

// reDateRangeJoin joins the two dates of a window ("14 Sep - 2 Oct", "3 to 14 March").
var reDateRangeJoin = regexp.MustCompile(`^\s*(?:[-–—]|to|until|till|through|thru)\s*$`)

// addPending adds a fact whose subject may not be known yet (a field line above the line
// that names the document's key); add drops facts with no subject, so these wait in out.
func (x *extraction) addPending(f Fact) {
	if f.Subject != "" {
		x.add(f)
		return
	}
	f.Doc, f.At = x.doc.ID, x.doc.At
	f.Quote = x.doc.Text[f.Span.Start:f.Span.End]
	x.out = append(x.out, f)
}

// lineQuote is the whole line a field sits on (name and value).
func (x *extraction) lineQuote(l line) Span {
	text := x.doc.Text
	start := strings.LastIndexByte(text[:l.span.Start], '\n') + 1
	sp := trimSpan(text, Span{start, l.span.End})
	for sp.Start < sp.End && strings.ContainsRune("-*• ", rune(text[sp.Start])) {
		sp.Start++
	}
	return sp
}

// reNoneThen opens a field's value with "none" and goes on: "none. HRA-77 should land by
// Friday", "None, but HRA-77 is slipping".
var reNoneThen = regexp.MustCompile(`(?i)^\s*(?:none|nothing|no blockers?|nothing blocking|nil|n/?a|all clear)\s*[.,;:!—–-]+\s*(?:but\s+|although\s+|though\s+)?`)

func none(v string) bool {
	switch strings.ToLower(strings.Trim(strings.TrimSpace(v), ".!-— ")) {
	case "", "none", "nothing", "n/a", "na", "no", "nope", "-", "no blockers", "nothing blocking", "all clear", "none so far", "nil":
		return true
	}
	return false
}

func readings(d DateMention) []time.Time {
	if len(d.Readings) > 1 {
		return d.Readings
	}
	return nil
}

// notWordRune is a rune that is neither a letter nor a digit (marks, emoji, punctuation).
func notWordRune(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }

// fieldSubject is what a field line speaks of in a document whose own subject is no work
// item: the item line above it, when the field is set in under it ("HMV-77 — Lab results"
// then "  Who: Bronwen"), else the first item the text named before it (a brief's "Scope ...
// (LIBS-204)" then "Project lead: Hester"); the document's subject when it named none.
func (x *extraction) fieldSubject(l line, subject string) string {
	if l.indent && len(workIDs(x.last)) > 0 {
		return x.last
	}
	if id := x.recordHead(l); id != "" {
		return id
	}
	if x.doc.Kind != "doc" || l.section == "action" {
		return subject
	}
	if ids := workIDs(x.doc.Text[:l.span.Start]); len(ids) > 0 {
		return ids[0]
	}
	return subject
}

// dropClosed removes the plain "closed" state the document's fields gave subject, which a
// resolution of cancelling says more exactly.
func (x *extraction) dropClosed(subject string) {
	out := x.out[:0]
	for _, f := range x.out {
		if f.Kind == Status && f.Field && f.State == Done && f.Doc == x.doc.ID && (f.Subject == subject || f.Subject == "") {
			continue
		}
		out = append(out, f)
	}
	x.out = out
}

// fieldState is the state a status field's value states: a status word or phrase, or, in a
// value of a few words, what a table's state cell would say ("drafting").
func fieldState(v string) State {
	if st := stateOf(v); st != "" || len(strings.Fields(v)) > 3 {
		return st
	}
	return cellState(v)
}

// recordHead is the work item a run of field lines sits under: the item the line right above
// the run names when it is a short item line or a heading ("### QRT-7 Venue" then "Owner:
// Ana"), so that each record of a page of records has its own fields; "" otherwise.
func (x *extraction) recordHead(l line) string {
	i := slices.IndexFunc(x.lines, func(m line) bool { return m.span == l.span })
	// The run holds every "Name: value" line, those of fields read here and the others
	// ("Topic: ..."), with or without a work item in them.
	// A work item a field's value names ("Topic: follow-up of LAB-2") is no head of the run.
	for i > 0 && (x.lines[i-1].field != "" || x.lines[i-1].cells == nil && reField.MatchString(x.doc.Text[x.lines[i-1].span.Start:x.lines[i-1].span.End])) {
		i--
	}
	if i <= 0 {
		return ""
	}
	h := x.lines[i-1]
	t := x.doc.Text[h.span.Start:h.span.End]
	ids := workIDs(t)
	if h.zone != body || h.cells != nil || len(ids) == 0 || !h.heading && (len(strings.Fields(t)) > 10 || strings.ContainsAny(t[len(t)-1:], ".!?")) {
		return ""
	}
	return ids[0]
}

// reItemReopened says in a message that the item itself was reopened: "Ticket reopened by
// requester reply", "Your case has been re-opened", a line that opens with "Reopened" (not "we
// reopened the discussion", not "will reopen if it recurs").
var reItemReopened = regexp.MustCompile(`(?im)\b(?:ticket|case|issue|incident|request|item|job|order|bug|task|it|this)(?:\s+#?(?-i:\p{Lu}[\p{Lu}\d]*-)?\d+)?\s+(?:has\s+been\s+|was\s+|is\s+|got\s+|been\s+)?re-?opened\b|^\W*re-?opened\b`)

func isASCIILetter(b byte) bool { return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' }
