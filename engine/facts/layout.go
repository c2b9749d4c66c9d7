package facts

import (
	"regexp"
	"strings"
)

// zone is where a line sits in its document.
type zone int

const (
	body zone = iota
	greeting
	quoted    // another person's words quoted in a reply
	signature // sign-off, signature block, footers
)

// line is one line of a document as layout reads it.
type line struct {
	span    Span // the content, after any speaker prefix, bullet or field name
	zone    zone
	speaker string // the resolved person speaking, "" for the author
	// field is the lower-case name of a "Name: value" field line ("" otherwise); span is then
	// the value.
	field string
	// cells are a table row's cells by lower-case column name.
	cells map[string]Span
	// personCol and stateCol are the columns of the row's table that name people and states
	// though their headers do not say so (see typeColumns).
	personCol, stateCol string
	// dateCol is the column of the row's table that holds its schedule's dates though its
	// header does not say so ("Upload"; see typeColumns).
	dateCol string
	// section is a standup section: "done" (yesterday), "doing" (today), "blockers".
	section string
	// to is whom a greeting addresses ("Tom" in "Hi Tom,").
	to string
	// bullet marks a list item; heading a line that names the section below it.
	bullet, heading bool
	// reporter is the person whose update the line is: a list item led by their name (see
	// updates.go). The line is read as it always is; the reporter owns what it reports on.
	reporter string
	// para marks a heading set apart above one paragraph, which its section covers alone.
	para bool
	// indent marks a line set in from the margin (a field under an item line above it).
	indent bool
	// box is a checklist item's box: 'x' ticked, ' ' empty, 0 none.
	box byte
	// cont are the cells of the lines a grid table's row runs on to, by column name.
	cont []map[string]Span
	// segs are the parts of a row without column names: a list item whose parts stand apart
	// by dashes ("Recipe locked — Donnacha — done"), a pipe row with no header line.
	segs []Span
}

var (
	reQuoteHeader = regexp.MustCompile(`(?i)^(?:on .{3,120}wrote:?|-{2,}\s*original message\s*-{2,}|_{5,})\s*$`)
	reForward     = regexp.MustCompile(`(?i)^-{2,}\s*forwarded message\s*-{2,}\s*$|^begin forwarded message:?\s*$`)
	reHeader      = regexp.MustCompile(`^(?i:from|to|cc|bcc|subject|date|sent):\s*(.*)$`)
	reCloser      = regexp.MustCompile(`(?i)^(?:(?:best|kind|warm|warmest|many|with)?\s*(?:regards|wishes|thanks|thank you|cheers|best)(?:\s*(?:&|and)\s*regards)?|best|br|rgds|sincerely|yours(?: sincerely| truly)?|all the best|talk soon|take care|thx|ty|--|—|-- ?)[,.!]?\s*$`)
	reSentFrom    = regexp.MustCompile(`(?i)^(?:sent from my|get outlook for)\b`)
	reChatPrefix  = regexp.MustCompile(`^\s*(?:\[?\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AaPp][Mm])?\]?\s*)?<?@?([\p{L}][\p{L}\d._'-]*(?: [\p{L}][\p{L}\d._'-]*){0,3})>?:\s+`)
	reStampPrefix = regexp.MustCompile(`^\s*\[?\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AaPp][Mm])?\]?\s+`)
	reField       = regexp.MustCompile(`^\s*(?:[-*•]\s*)?(?:\*\*)?(\pL[\pL /&'.-]{0,30}?)(?:\*\*)?\s*:(?:\*\*)?\s*(\S.*)$`)
	reBullet      = regexp.MustCompile(`^\s*(?:[-*•]|\d{1,2}[.)]|\[[ xX]\]|- \[[ xX]\])\s+(?:\[[ xX]\]\s+)?`)
	reCount       = regexp.MustCompile(`\s*\(\d+\)$`)
	reBox         = regexp.MustCompile(`\[([ xX])\]\s+$`)
	reTableSep    = regexp.MustCompile(`^\s*\|?\s*:?-{2,}[-+|: ]*$`)
	reAligned     = regexp.MustCompile(`\S(?: \S+)*`)
	reMDHeading   = regexp.MustCompile(`^#{1,6}\s+`)
)

// sectionOf classifies a heading: what the lines under it state.
func sectionOf(h string) string {
	h = strings.ToLower(strings.Trim(strings.TrimSpace(reMDHeading.ReplaceAllString(h, "")), ":*_ "))
	h = strings.TrimSpace(reCount.ReplaceAllString(h, "")) // "Completed (3)": a digest's count
	switch {
	case h == "":
		return ""
	case strings.Contains(h, "known issue") || strings.Contains(h, "open issue") || strings.Contains(h, "outstanding") || h == "open" || h == "backlog" || h == "not done":
		return "known"
	case strings.Contains(h, "decision") || h == "outcome" || h == "outcomes" || h == "decided" || h == "resolution":
		return "decision"
	case strings.Contains(h, "action") || strings.Contains(h, "next step") || strings.Contains(h, "follow-up") || strings.Contains(h, "follow up") || h == "owners" || h == "todo" || h == "to do" || h == "tasks":
		return "action"
	case strings.Contains(h, "risk") || strings.Contains(h, "open question") || strings.Contains(h, "question"):
		return "risk"
	case reStepsHead.MatchString(h):
		return "steps"
	case h == "fixed" || h == "done" || h == "shipped" || h == "completed" || h == "resolved" || h == "released" || h == "closed" || h == "bug fixes" || h == "fixes" || strings.HasPrefix(h, "what's new") || h == "delivered":
		return "released"
	}
	return "other"
}

// dueQualifiers say which date a date field gives: "Target go-live", "Revised deadline".
var dueQualifiers = map[string]bool{"target": true, "planned": true, "expected": true, "estimated": true, "new": true,
	"revised": true, "current": true, "agreed": true, "committed": true, "final": true}

// statusQualifiers say a status field is the work item's own: "Workflow state", "Ticket
// status" (a "Payment status", an "Order status" or an asset's "Current status: Working" is
// another thing's).
var statusQualifiers = map[string]bool{"workflow": true, "overall": true, "ticket": true, "task": true, "issue": true,
	"item": true, "card": true, "story": true, "case": true, "job": true, "request": true, "work item": true, "bug": true}

// oldDate opens a field name that gives a date no longer in force: "Original deadline",
// "Previous due date".
var oldDate = map[string]bool{"original": true, "previous": true, "old": true, "initial": true, "former": true, "earlier": true, "superseded": true,
	"baseline": true, "baselined": true}

// fieldNames maps the field names people and systems write to the one layout uses.
var fieldNames = map[string]string{
	"owner": "owner", "owners": "owner", "assignee": "owner", "assigned to": "owner", "assigned": "owner",
	"dri": "owner", "lead": "owner", "driver": "owner", "ic": "owner", "incident commander": "owner",
	"author/owner": "owner", "owner/author": "owner", "responsible": "owner", "on point": "owner",
	"accountable": "owner", "point of contact": "owner", "poc": "owner", "work owner": "owner", "action owner": "owner",
	// "person": a board's people column (monday.com); "members": a card's (Trello): owners
	// only of a ticket or a keyed item (see readField), not a channel's members or a report's.
	// The assignee in the languages trackers are kept in: "Técnico atribuído:" (GLPI),
	// "Asignado a:", "Assigné à :", "Zugewiesen an:", "Assegnato a:", "Toegewezen aan:".
	"atribuído": "owner", "atribuído a": "owner", "técnico atribuído": "owner", "responsável": "owner", "asignado": "owner", "asignado a": "owner",
	"técnico asignado": "owner", "assigné": "owner", "assigné à": "owner", "zugewiesen": "owner", "zugewiesen an": "owner", "assegnato": "owner",
	"assegnato a": "owner", "toegewezen aan": "owner", "behandelaar": "owner",
	"who": "owner", "person": "assignees", "members": "assignees", "project manager": "owner", "pm": "owner", "implementer": "owner", "custodian": "owner", "case officer": "owner", "handler": "owner", "assigned engineer": "owner", "agent": "owner", "assigned agent": "owner",
	"status": "status", "state": "status", "resolution": "resolution",
	// The column a card or item sits in: "List: Doing" (Trello), "Stage: In review".
	"list": "status", "column": "status", "stage": "status", "section": "status", // Asana's board section
	"due": "due", "due date": "due", "deadline": "due", "target": "due", "target date": "due", "eta": "due",
	"target completion": "due", "completion date": "due", "planned end": "due", "planned completion": "due",
	"expected completion": "due", "planned finish": "due", "target end": "due", "due by": "due", "deadline date": "due", "go-live date": "due",
	"close date": "due", "target close date": "due", "expected close date": "due", "close by": "due", "resolve by": "due",
	"resolution due": "due", "target resolution": "due",
	// A request's date for its answer or its delivery: an RFI's "Response Required:", a
	// purchase's "Expected delivery:".
	"response required": "due", "response due": "due", "reply by": "due", "respond by": "due", "required by": "due",
	"needed by": "due", "expected delivery": "due", "delivery date": "due", "expected by": "due", "required date": "due",
	"forecast date": "due", "forecast finish": "due", "forecast completion": "due", "committed date": "due", "promised date": "due",
	"raised by": "reporter", "opened by": "reporter", "logged by": "reporter", "caller": "reporter",
	"timeline": "due", "dates": "due", // a window: due at its end
	"finish": "due", "finish date": "due", "end date": "due", // a plan's row (Project, Smartsheet)
	"task name": "key", "task": "key",
	"launch": "due", "go-live": "due", "go live": "due", "release date": "due", "ship date": "due",
	"reporter": "reporter", "reported by": "reporter", "requester": "reporter", "created by": "reporter",
	"blocked": "blocker", "blocker": "blocker", "blockers": "blocker", "blocked by": "blocker", "depends on": "blocker",
	"decision": "decision", "decided": "decision",
	"ticket": "key", "key": "key", "issue": "key", "jira": "key", "item": "key", "card": "key",
	"yesterday": "done", "yday": "done", "yest": "done", "y": "done", "done": "done", "did": "done",
	"today": "doing", "t": "doing", "doing": "doing", "next": "doing", "b": "blocker",
	"action": "action", "action item": "action", "ai": "action", "todo": "action", "to do": "action", "ap": "action", "action point": "action",
	// What "done" will mean states no status.
	"acceptance": "acceptance", "acceptance criteria": "acceptance", "definition of done": "acceptance", "dod": "acceptance",
	"done when": "acceptance", "success criteria": "acceptance",
}

// layout reads a document into lines.
func (x *extraction) layout() []line {
	text := x.doc.Text
	var out []line
	var quote quoteState
	inSig := false
	var upstream upstreamNotes
	seenBody := false
	var tb table // the table the lines are in
	chat := x.doc.Kind == "chat" || x.doc.Kind == "incident"
	mail := x.doc.Kind == "mail"
	var sender string // the sender of the thread's message the lines are in (see threadHeader)
	lastSpeaker := "" // in a chat, the speaker of the line above (a message's next line is theirs)
	header := 0       // lines of a thread message's header still to come
	for start := 0; start <= len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		raw := text[start:end]
		l := line{span: trimSpan(text, Span{start, end})}
		next := end + 1
		trimmed := text[l.span.Start:l.span.End]
		if mail && header == 0 {
			if who, ok := threadHeader(text, start, end); ok {
				// The next message of a mail thread the importer joined (its "From:", "Date:"
				// and "Subject:" lines): a new sender, not a quote; what it quoted has ended.
				sender, header, quote, inSig, seenBody = who, 3, quoteState{}, false, false
			}
		}
		switch {
		case header > 0:
			header--
			l.zone = greeting // a message's header states nothing
		case trimmed == "":
			tb = table{}
		case tb.cols == nil && !quote.on && idRow(trimmed) > 0 && (idRow(nextLine(text, end)) == idRow(trimmed) || idRow(prevLine(text, start)) == idRow(trimmed)):
			l.segs = splitCSV(text, l.span) // "ORX-140, Belt splice, W. Dunstan, 2/10, in progress" and rows like it
		case x.doc.Kind == "pr" && upstream.quoted(trimmed):
			l.zone = quoted // release notes a bot copies into its pull request are upstream's words
		case quote.in(trimmed) || strings.HasPrefix(trimmed, ">") || reQuoteHeader.MatchString(trimmed):
			quote.open(trimmed)
			l.zone = quoted
		case reForward.MatchString(trimmed) || x.startsQuote(trimmed, nextLine(text, end), seenBody):
			// Forwarded text is its author's, not the forwarder's: like a quote, it states
			// nothing of this document's.
			quote.open(trimmed)
			l.zone = quoted
		case !inSig && x.tableLine(&tb, &out, l, end):
			trimmed = "" // tableLine placed the row, if it was one
		case x.signs(&inSig, trimmed, start, seenBody):
			l.zone = signature
		case mail && !seenBody && isSalutation(trimmed):
			l.zone = greeting
			l.to, _ = salutation(trimmed)
			x.to = l.to
		default:
			if mail && !seenBody {
				if to, ok := openingSalutation(trimmed); ok {
					l.to, x.to = to, to // "Hi Tom, can you take the export?": Tom is addressed, the rest is body
				}
			}
			seenBody = true
			if runs := x.fieldRun(raw, start, chat); runs != nil {
				out = append(out, runs...)
				trimmed = ""
				break
			}
			x.readPrefixes(&l, raw, start, chat)
			if l.speaker == "" && sender != "" && sender != x.author {
				l.speaker = x.person(sender) // "I" in a reply is its sender
			}
			if chat && l.speaker == "" && lastSpeaker != "" && !blankBefore(text, l.span.Start) {
				l.speaker = lastSpeaker // a chat message's second line is its sender's, as its first
			}
			if chat && l.speaker != "" && (x.people.Known(l.speaker) || len(strings.Fields(l.speaker)) >= 2) {
				lastSpeaker = l.speaker // (a person's, known or named in full: a line's label, "Yest:", is no one to go on with)
			}
		}
		if trimmed != "" {
			out = append(out, l)
		}
		start = next
		if end == len(text) {
			break
		}
	}
	x.nameParagraphs(out)
	// A short line that ends in a colon, or that stands above a list, names the section below.
	for i := range out {
		l := &out[i]
		if l.zone != body || l.cells != nil || l.field != "" || l.bullet || l.heading || l.speaker != "" {
			continue
		}
		t := text[l.span.Start:l.span.End]
		words := len(strings.Fields(t))
		endsColon := strings.HasSuffix(t, ":")
		aboveList := i+1 < len(out) && out[i+1].bullet && !strings.ContainsAny(t[len(t)-1:], ".!?")
		if words <= 5 && len(workIDs(t)) == 0 {
			switch {
			case endsColon || aboveList:
				l.heading = true
			case standsAbove(text, out, i):
				l.heading, l.para = true, true
			}
		}
	}
	return out
}

// standsAbove reports a line set apart above its paragraph that names a known section
// ("Decision", "Action items", "Risks" in an RFC or minutes): a blank line (or the text's
// start) before it, its paragraph right below, no closing punctuation.
func standsAbove(text string, out []line, i int) bool {
	l := out[i]
	t := text[l.span.Start:l.span.End]
	if i+1 >= len(out) || strings.ContainsAny(t[len(t)-1:], ".!?,;") || sectionOf(t) == "other" || sectionOf(t) == "" {
		return false
	}
	before := strings.TrimRight(text[:l.span.Start], " \t")
	gap := text[l.span.End:out[i+1].span.Start]
	return (before == "" || strings.HasSuffix(before, "\n\n") || strings.HasSuffix(before, "\n\r\n")) && strings.Count(gap, "\n") == 1
}

// reChangedThe is a tracker's history line naming the field it changed, its values on the
// line below: "Muthusamy Arumugam changed the Due date".
var reChangedThe = regexp.MustCompile(`^\S.{0,60}?\bchanged the ([\p{L} ]{2,30}?)\s*$`)

// readPrefixes reads a body line's speaker prefix, bullet, field name or standup section.
func (x *extraction) readPrefixes(l *line, raw string, start int, chat bool) {
	text := x.doc.Text
	rest := func(n int) { l.span = trimSpan(text, Span{start + n, l.span.End}) }
	if f := x.changedField; f != "" {
		// "Ana changed the Due date" above "  18/Sep/26 → 25/Sep/26": the indented line is that
		// field's history (Jira's), read as "Due date: 18/Sep/26 → 25/Sep/26".
		x.changedField = ""
		if strings.Contains(raw, "→") && (raw[0] == ' ' || raw[0] == '\t') {
			l.field = f
			rest(0)
			return
		}
	}
	if m := reChangedThe.FindStringSubmatch(raw); m != nil {
		name := strings.ToLower(m[1])
		if f, ok := fieldNames[name]; ok && (f == "due" || f == "owner" || f == "status") {
			x.changedField = f
		}
	}
	stamped := false
	if m := reStampPrefix.FindStringIndex(raw); m != nil {
		stamped = true
		rest(m[1])
		raw = raw[m[1]:]
		start += m[1]
	}
	if m := reChatPrefix.FindStringSubmatchIndex(raw); m != nil && (chat || stamped) {
		name := raw[m[2]:m[3]]
		// "HULL-127: I'll be aboard ..." names its subject, not a speaker.
		if _, isField := fieldNames[strings.ToLower(name)]; !isField && len(workIDs(name)) == 0 && x.speakerName(name) {
			l.speaker = x.person(name)
			rest(m[1])
			raw = raw[m[1]:]
			start += m[1]
		}
	}
	if reMDHeading.MatchString(raw) {
		l.heading = true
		return
	}
	l.indent = len(raw) > 0 && (raw[0] == ' ' || raw[0] == '\t')
	if m := reBullet.FindStringIndex(raw); m != nil {
		l.bullet = true
		if b := reBox.FindStringSubmatch(raw[:m[1]]); b != nil {
			l.box = strings.ToLower(b[1])[0]
		}
		rest(m[1])
		raw = raw[m[1]:]
		start += m[1]
		if p := reChatPrefix.FindStringSubmatchIndex(raw); p != nil && !chat && l.speaker == "" && x.updateName(strings.TrimPrefix(raw[p[2]:p[3]], "@")) {
			l.reporter = x.person(raw[p[2]:p[3]]) // "- Delia: KTR-2 still writing"
		}
		l.segs = dashParts(text, l.span)
	}
	if m := reField.FindStringSubmatchIndex(raw); m != nil {
		name := strings.ToLower(strings.TrimSpace(raw[m[2]:m[3]]))
		if strings.Contains(name, "/") {
			// "Author / DRI: Tang Zhenyu": a field of two names is the owner's when one is.
			for _, part := range strings.Split(name, "/") {
				if part = strings.TrimSpace(part); fieldNames[part] == "owner" {
					name = part
					break
				}
			}
		}
		if c := reChangedField.FindStringSubmatch(name); c != nil && c[1] != "lead" { // (a CRM's "Lead changed" is a sales lead)
			if _, ok := fieldNames[c[1]]; ok {
				name = c[1] // "Status changed: Investigating → Monitoring" is the status field's history
			} else if toState(raw[m[4]:]) {
				name = "status" // "Milestone changed: Mitigated → Resolved": a field whose values are states
			}
		}
		if attendeeFields[name] {
			for _, n := range reNames.Split(raw[m[4]:], -1) {
				x.people.AddListed(strings.TrimSpace(n))
			}
			l.field = "people"
			rest(m[4])
			return
		}
		if f, ok := fieldNames[name]; ok {
			switch f {
			case "done", "doing":
				l.section = f
			case "blocker":
				if name == "b" || name == "blockers" { // a standup's section; "Blocked:" is a field
					l.section = "blockers"
				}
				l.field = f
			default:
				l.field = f
			}
			rest(m[4])
			return
		}
		if i := strings.IndexByte(name, ' '); i > 0 && oldDate[name[:i]] {
			l.field = "history" // "Original deadline: 4 Dec": the date no longer in force
			rest(m[4])
			return
		}
		if f := fieldFacet(name); f != "" { // "Resp.: Ana", "Échéance : 3 déc"
			l.field = f
			rest(m[4])
			return
		}
		// "Postmortem owner: Nadia" and the like: a field whose last word is a field name; a
		// date field's name after a word that says which ("Target go-live: 30 Oct").
		if i := strings.LastIndexByte(name, ' '); i > 0 {
			f, ok := fieldNames[name[i+1:]]
			if ok && (f == "owner" && !supportRole(name[:i]) || f == "due" && dueQualifiers[name[:i]] || f == "status" && statusQualifiers[name[:i]]) {
				l.field = f
				rest(m[4])
				return
			}
		}
		// "Planned end date: 18/11/2026": a date field's qualifier before a name of several words.
		if q, rest2, ok := strings.Cut(name, " "); ok && dueQualifiers[q] && fieldNames[rest2] == "due" {
			l.field = "due"
			rest(m[4])
		}
	}
}

// alignedRow reports a row of a table laid out with spaces: three or more cells apart by two
// or more spaces, under a header of the same shape (or being that header, when the next line
// is a row too; the caller sees lines one at a time, so a header is taken when its words are
// all column-like: short and without sentence punctuation).
func (x *extraction) alignedRow(t string, header []string) bool {
	cells := strings.Split(strings.TrimSpace(t), "  ")
	n := 0
	for _, c := range cells {
		if strings.TrimSpace(c) != "" {
			n++
		}
	}
	if n < 3 {
		return false
	}
	if header != nil {
		return true
	}
	return !strings.ContainsAny(t, ".,;!?") && len(t) < 200
}

// splitAligned cuts a space-aligned row into its cells (runs of text apart by two or more
// spaces).
func splitAligned(text string, sp Span) []Span {
	var out []Span
	line := text[sp.Start:sp.End]
	start := -1
	for i := 0; i <= len(line); i++ {
		gap := i == len(line) || i+1 < len(line) && line[i] == ' ' && line[i+1] == ' ' || line[i] == '\t'
		if gap {
			if start >= 0 {
				out = append(out, trimSpan(text, Span{sp.Start + start, sp.Start + i}))
				start = -1
			}
			continue
		}
		if start < 0 && line[i] != ' ' {
			start = i
		}
	}
	return out
}

func splitCells(text string, sp Span) []Span {
	var out []Span
	s := sp.Start
	if s < sp.End && text[s] == '|' {
		s++
	}
	for i := s; i <= sp.End; i++ {
		if i == sp.End || text[i] == '|' {
			if i > s || i < sp.End {
				c := trimSpan(text, Span{s, i})
				if !(i == sp.End && c.Start == c.End) {
					out = append(out, c)
				}
			}
			s = i + 1
		}
	}
	return out
}

func trimSpan(text string, sp Span) Span {
	for sp.Start < sp.End && isSpace(text[sp.Start]) {
		sp.Start++
	}
	for sp.End > sp.Start && isSpace(text[sp.End-1]) {
		sp.End--
	}
	return sp
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// displayName reads a person's name out of a mail From value or a display name: "Priya
// Natarajan <priya@x>" and "priya@x (Priya Natarajan)" give "Priya Natarajan"; a bare address
// gives its local part.
func displayName(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '<'); i > 0 {
		s = strings.TrimSpace(s[:i])
	} else if i == 0 {
		s = strings.Trim(s, "<>")
	}
	s = strings.Trim(s, `"' `)
	if i := strings.IndexByte(s, '@'); i > 0 && !strings.Contains(s, " ") {
		s = s[:i]
	}
	return s
}

// reChangedField is a field's name with the verb of its change after it: "Status changed",
// "Assignee updated", "Due date set".
var reChangedField = regexp.MustCompile(`^(.+?)\s+(?:changed|updated|set|moved|is now|now)$`)

// reToValue is the value a field's history line ends on: "Started → Mitigated" gives
// "Mitigated".
var reToValue = regexp.MustCompile(`(?:→|->|=>|⇒)\s*([^→>]+?)\s*$`)

// toState reports a field's history that ends on a state and nothing more: "Mitigated →
// Resolved", "→ In Progress"; "Open → Closed (30-year rule)", "→ Closed store B" and "→ Closed
// Loop Recycling" end on an access rule, a shelf and a company.
func toState(v string) bool {
	m := reToValue.FindStringSubmatch(strings.TrimSpace(v))
	return m != nil && exactState(m[1])
}

// exactState reports a value that is a state word or phrase as a whole: "Resolved", "In
// Progress", "Won't Fix"; not one that only opens with one ("Closed Mondays").
func exactState(v string) bool {
	v = strings.ToLower(strings.TrimFunc(strings.TrimSpace(v), notWordRune))
	for _, p := range statePrefixes {
		if v == p.prefix {
			return true
		}
	}
	return !strings.ContainsAny(v, " ()[]") && stateOf(v) != ""
}
