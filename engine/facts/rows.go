package facts

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"time"
)

// Column names a table header gives the cells that say who owns a row, its state and its date,
// as teams write them: in full, abbreviated ("Resp.", "Tgt", "Stat."), and in the other
// languages trackers are kept in (Spanish, Portuguese, French, German, Italian, Dutch).
var (
	ownerCols = []string{"owner", "owners", "assignee", "assignees", "dri", "lead", "who", "responsible", "assigned to", "assigned",
		"person", "people", "member", "members",
		"implementer", "custodian", "accountable", "pic", "resp", "resource", "resources", "resource names", "assigned resource", "responsable", "responsables", "responsável", "responsavel",
		"responsabile", "encargado", "encargada", "dueño", "verantw", "verantwortlich", "zuständig", "bearbeiter", "propriétaire",
		"porteur", "pilote", "eigenaar", "verantwoordelijke", "担当", "担当者"}
	statusCols = []string{"status", "state", "rag", "progress", "stat", "estado", "situação", "situacao", "statut", "état", "etat",
		"stato", "zustand", "stand", "ステータス", "状態", "状況"}
	dueCols = []string{"due", "deadline", "target", "eta", "date", "due date", "target date", "when", "by when", "by", "go-live", "planned", "planned date",
		"completion", "planned end", "end", "delivery", "pickup", "pick-up", "collection", "ex-factory", "etd", "tgt", "ecd", "due by", "needed by", "end date", "finish", "fecha", "fecha límite",
		"fecha limite", "plazo", "vencimiento", "prazo", "data limite", "data prevista", "échéance", "echeance", "date limite", "date butoir",
		"termin", "frist", "fällig", "fälligkeit", "fällig am", "scadenza", "datum", "期限", "期日", "納期"}
	// itemCols name the column that holds what a row is about.
	itemCols = []string{"item", "task", "what", "work", "deliverable", "action", "title", "summary", "subject", "ticket", "key", "issue", "story",
		"description", "desc", "activity", "milestone", "feature", "epic", "topic", "ref", "id", "tarea", "actividad", "acción", "asunto",
		"tarefa", "atividade", "ação", "assunto", "tâche", "tache", "action", "sujet", "objet", "aufgabe", "maßnahme", "thema",
		"punkt", "attività", "azione", "taak", "actie", "タスク", "件名", "項目"}
)

// isCol reports whether a header cell is one of the names (as a word of it: "ETA date", "owner (DRI)").
// A question word names a column only alone: "who to ask" is no owner column.
func isCol(col string, names []string) bool {
	for _, n := range names {
		if col == n || !wholeOnly[n] && (strings.HasPrefix(col, n+" ") || strings.HasSuffix(col, " "+n)) {
			return true
		}
	}
	return false
}

// wholeOnly are column names that are one only as the whole header.
var wholeOnly = map[string]bool{"who": true, "what": true, "when": true}

// readRow reads a table row: its subject from an identifier in a cell that is not an owner,
// state or date (or the item column, or its first such cell), owner, status and due date
// from the columns that hold them.
// reRowNumber is a cell that only numbers its row: "1", "#2", "03.".
var reRowNumber = regexp.MustCompile(`^\s*#?\d{1,4}\.?\s*$`)

func (x *extraction) readRow(l line) {
	text := x.doc.Text
	cols := slices.Collect(func(yield func(string) bool) {
		for col := range l.cells {
			if !yield(col) {
				return
			}
		}
	})
	slices.SortFunc(cols, func(a, b string) int { return l.cells[a].Start - l.cells[b].Start })
	// cell is the first column, left to right, that one of the names (in their order) names;
	// a date column that says its date is no longer in force ("Baseline finish", "Original
	// due") is none of the row's due dates.
	cell := func(names []string) (Span, string, bool) {
		for _, n := range names {
			for _, col := range cols {
				if isCol(col, []string{n}) && !retiredCol(col) {
					return l.cellRun(text, col, l.cells[col])
				}
			}
		}
		return Span{}, "", false
	}
	role := func(col string) bool { return isCol(col, ownerCols) || isCol(col, statusCols) || isCol(col, dueCols) }
	subject := ""
	for _, col := range cols {
		sp := l.cells[col]
		if ids := workIDs(text[sp.Start:sp.End]); len(ids) > 0 && !role(col) {
			subject = ids[0]
			break
		}
	}
	if subject == "" {
		if sp, v, ok := cell(itemCols); ok && strings.TrimSpace(v) != "" {
			subject, _ = strings.TrimSpace(v), sp
		}
	}
	for _, col := range cols {
		if subject != "" {
			break
		}
		if sp := l.cells[col]; !role(col) && !reRowNumber.MatchString(text[sp.Start:sp.End]) {
			subject = strings.TrimSpace(text[sp.Start:sp.End]) // (a row's number, "1" or "#2", names nothing: the next cell does)
		}
	}
	if subject == "" {
		return
	}
	row := l.span
	sp, v, ok := cell(ownerCols)
	if !ok {
		sp, v, ok = x.personCell(l, cols, role)
	}
	if ok && !none(v) && v != "-" && !strings.ContainsAny(v, "?") {
		for _, who := range jointOwners(v) {
			if who = x.person(who); who != "" {
				x.add(Fact{Kind: Owner, Subject: subject, Person: who, Span: Span{row.Start, sp.End}, Field: true})
			}
		}
	}
	var state State
	sp, v, ok = cell(statusCols)
	if !ok && l.stateCol != "" {
		sp, v, ok = l.cellRun(text, l.stateCol, l.cells[l.stateCol])
	}
	if ok {
		x.cellStatus(subject, v, Span{row.Start, sp.End})
		state = stateOf(v)
	}
	sp, v, old, revised, ok := x.dueCell(l, cols, cell)
	if !ok {
		return
	}
	if !revised && doneMark(v) {
		x.add(Fact{Kind: Status, Subject: subject, State: Done, Span: sp, Field: true}) // "| done 5 Nov |"
		return
	}
	if ds := x.p.Dates(v, x.doc.At); len(ds) > 0 {
		if (state == Done || state == Cancelled) && ds[0].Date.Before(truncateDay(x.doc.At)) && !ds[0].Ambiguous() {
			return // a finished row's past date is when it finished, not when it is due
		}
		due := Fact{Kind: Due, Subject: subject, Date: ds[0].Date, Readings: readings(ds[0]), Span: sp, Field: true}
		if !old.IsZero() && !old.Equal(due.Date) && !due.Ambiguous() {
			// "| Baseline finish | Forecast finish |" = "| 3 Oct | 10 Oct |": the plan moved.
			due.Revises = true
			x.add(Fact{Kind: Slip, Subject: subject, Old: old, Date: due.Date, Span: Span{row.Start, sp.End}, Field: true, Revises: true})
		}
		x.add(due)
	}
}

// revisedCols name a column holding a date that replaces the plan's: "Revised", "Forecast",
// "New date".
var revisedCols = []string{"revised", "revised date", "revised due", "revised target", "forecast", "forecast date", "forecast finish",
	"new date", "new due date", "new target", "current forecast", "re-planned", "replanned"}

// dueCell is the row's due-date cell (revised is true when it is a revised-date column) and the
// date it replaces, zero when the row gives none: a revised-date column holding a date
// ("planned,revised" = "05-Dec-2026,12-Dec-2026") revises the first due column left of it with a
// date; otherwise the first due column (cell) revises the row's retired one ("Baseline finish",
// see retiredCol). A revised column without a date ("TBC") leaves the plan's date standing.
func (x *extraction) dueCell(l line, cols []string, cell func([]string) (Span, string, bool)) (sp Span, v string, old time.Time, revised, ok bool) {
	for i, col := range cols {
		if !slices.Contains(revisedCols, col) {
			continue
		}
		sp, v, _ = l.cellRun(x.doc.Text, col, l.cells[col])
		if len(x.p.Dates(v, x.doc.At)) == 0 {
			break
		}
		for _, pc := range cols[:i] {
			if d, ok := x.colDate(l, pc); ok && isCol(pc, dueCols) {
				return sp, v, d, true, true
			}
		}
		return sp, v, time.Time{}, true, true
	}
	if sp, v, ok = cell(dueCols); !ok {
		if l.dateCol == "" {
			return Span{}, "", time.Time{}, false, false
		}
		sp, v, ok = l.cellRun(x.doc.Text, l.dateCol, l.cells[l.dateCol])
		return sp, v, time.Time{}, false, ok
	}
	for _, col := range cols {
		if d, ok := x.colDate(l, col); ok && retiredCol(col) {
			return sp, v, d, false, true
		}
	}
	return sp, v, time.Time{}, false, true
}

// retiredCol reports a date column that names a date no longer in force: "Baseline finish",
// "Original due", "Previous ETA".
func retiredCol(col string) bool {
	first, _, _ := strings.Cut(col, " ")
	return oldDate[first] && isCol(col, dueCols)
}

// colDate is the one plain date the row's cell of col holds.
func (x *extraction) colDate(l line, col string) (time.Time, bool) {
	_, v, _ := l.cellRun(x.doc.Text, col, l.cells[col])
	if ds := x.p.Dates(v, x.doc.At); len(ds) == 1 && !ds[0].Ambiguous() {
		return ds[0].Date, true
	}
	return time.Time{}, false
}

// cellStatus reads a cell that states a row's state: the state, and what it waits on when
// it says ("waiting for weather window", "⛔ Blocked (needs LIBS-197 live)").
func (x *extraction) cellStatus(subject, v string, sp Span) {
	st := cellState(v)
	if st == "" {
		return
	}
	x.add(Fact{Kind: Status, Subject: subject, State: st, Span: sp, Field: true})
	if st != Blocked {
		return
	}
	if m := reCellWait.FindStringSubmatch(v); m != nil {
		what := strings.TrimSpace(strings.Trim(m[1], ".)"))
		if i := strings.IndexByte(what, '('); i > 0 && !strings.Contains(what, ")") {
			what = strings.TrimSpace(what[:i]) // "waiting on parts (impeller ex Perth)": the parts
		}
		if what != "" && !none(what) {
			x.add(Fact{Kind: Blocker, Subject: subject, What: what, Span: sp, Field: true})
		}
	}
}

// reCellWait is what a blocked cell says the row waits on.
var reCellWait = regexp.MustCompile(`(?i)\b(?:waiting(?: on| for)?|awaiting|blocked (?:on|by)|needs|until|till|esperando|aguardando|wartet auf)\s+(?:the\s+)?([^;,]+)`)

// reCellWaiting is a wait stated anywhere in a state cell: "ordered, awaiting delivery".
var reCellWaiting = regexp.MustCompile(`(?i)\b(?:waiting|awaiting|blocked (?:on|by)|on hold|esperando|aguardando|wartet auf)\b`)

// cellState is the state a cell or a list item's part states: a status word or phrase
// (stateOf), or a verb in its progressive form alone ("drafting", "testing"), which says
// the work is under way.
func cellState(v string) State {
	if st := stateOf(v); st != "" {
		return st
	}
	w := strings.ToLower(strings.TrimFunc(strings.TrimSpace(v), notWordRune))
	if i := strings.IndexAny(w, ",;(—"); i > 0 {
		w = strings.TrimSpace(w[:i])
	}
	if st := stateOf(w); st != "" {
		return st
	}
	if reCellWaiting.MatchString(v) {
		return Blocked
	}
	if strings.ContainsRune(w, ' ') || len(w) < 6 || !strings.HasSuffix(w, "ing") {
		return ""
	}
	switch w {
	case "pending", "upcoming", "outstanding", "missing", "nothing", "something", "during", "morning", "evening", "blocking", "booking",
		"meeting", "planning", "thing", "string", "spring", "ceiling", "building", "setting", "heading", "funding", "wording", "pricing",
		"training", "onboarding", "tracking", "hosting", "routing", "logging", "billing", "shipping", "mapping", "packaging", "housing",
		"parking", "opening", "closing", "landing", "listing", "ranking", "rating", "warning", "offering", "painting", "drawing":
		return "" // nouns and states that end in -ing
	}
	return InProgress
}

// reCSVHeader is a line of comma-separated column names: "ticket,turbine,task,assignee,due",
// "Deliverable,Minder,Wanted by,Where it's at".
var reCSVHeader = regexp.MustCompile(`^\p{L}[\p{L}\d_ /.'’()&#-]{0,30}(?:,\p{L}[\p{L}\d_ /.'’()&#-]{0,30}){2,}$`)

// csvHeader reports a header of comma-separated values (no space after its commas: prose
// lists put one there).
func csvHeader(t string) bool { return !strings.Contains(t, ", ") && reCSVHeader.MatchString(t) }

// idRow is the number of parts of a list row in comma-separated parts without a header, which
// leads with its work item ("ORX-141, Crusher liner change, T. Mabaso, 06/10, not started"); 0
// for any other line. Rows like it stand one under another.
func idRow(t string) int {
	parts := strings.Split(t, ", ")
	if len(parts) < 4 {
		return 0
	}
	if ids := workIDs(parts[0]); len(ids) != 1 || ids[0] != strings.TrimSpace(parts[0]) {
		return 0
	}
	return len(parts)
}

// prevLine is the text of the line before the one that starts at start.
func prevLine(text string, start int) string {
	if start == 0 {
		return ""
	}
	before := text[:start-1]
	return strings.TrimSpace(before[strings.LastIndexByte(before, '\n')+1:])
}

// nextLine is the text of the line after the one that ends at end.
func nextLine(text string, end int) string {
	if end >= len(text) {
		return ""
	}
	rest := text[end+1:]
	if i := strings.IndexByte(rest, '\n'); i >= 0 {
		rest = rest[:i]
	}
	return strings.TrimSpace(rest)
}

// splitCSV cuts a comma-separated line into its cells.
func splitCSV(text string, sp Span) []Span {
	var out []Span
	s := sp.Start
	for i := sp.Start; i <= sp.End; i++ {
		if i == sp.End || text[i] == ',' {
			out = append(out, trimSpan(text, Span{s, i}))
			s = i + 1
		}
	}
	return out
}

// reDashSep parts a list item: a dash set apart by spaces ("Recipe locked — Donnacha").
var reDashSep = regexp.MustCompile(`\s[—–]\s|\s-{1,2}\s`)

// dashParts cuts a list item into its dash-separated parts; nil when it has one part.
func dashParts(text string, sp Span) []Span {
	t := text[sp.Start:sp.End]
	ms := reDashSep.FindAllStringIndex(t, -1)
	if len(ms) == 0 {
		return nil
	}
	var out []Span
	s := 0
	for _, m := range ms {
		out = append(out, trimSpan(text, Span{sp.Start + s, sp.Start + m[0]}))
		s = m[1]
	}
	return append(out, trimSpan(text, Span{sp.Start + s, sp.End}))
}

// cellRun is a row's cell with what the lines the row runs on to hold under its column
// (a grid table's row over two lines: "Rui" above "Matos").
func (l line) cellRun(text, col string, sp Span) (Span, string, bool) {
	v := strings.TrimSpace(text[sp.Start:sp.End])
	for _, more := range l.cont {
		if c, ok := more[col]; ok {
			v = strings.TrimSpace(v + " " + text[c.Start:c.End])
			if c.End > sp.End {
				sp.End = c.End
			}
		}
	}
	return sp, v, true
}

// firstName is the person an owner cell names first: "Ana Ruiz (backup: Tom)" and "Ana
// Ruiz / Tom Lee" give "Ana Ruiz"; "" when it names none.
// personCell is, in a row whose header names no owner column, the cell of a column its
// header does not name for another role whose value is a person: "me", a handle, or a name
// the case knows ("| tz parsing | me |" under "| piece | on it |"). A column of reviewers,
// requesters or the like is not one.
func (x *extraction) personCell(l line, cols []string, role func(string) bool) (Span, string, bool) {
	if l.personCol != "" {
		return l.cellRun(x.doc.Text, l.personCol, l.cells[l.personCol])
	}
	for i, col := range cols {
		if i == 0 || role(col) || isCol(col, itemCols) || notOwnerCol(col) {
			continue // the first cell names the row's item
		}
		sp, v, ok := l.cellRun(x.doc.Text, col, l.cells[col])
		who := firstName(v)
		if ok && who != "" && (selfWords[strings.ToLower(who)] || strings.HasPrefix(strings.TrimSpace(v), "@") || x.people.Known(who)) {
			return sp, v, true
		}
	}
	return Span{}, "", false
}

// notOwnerCol names a column of people who own nothing of the row: who reviews, approves,
// asked, reported, wrote or is kept informed.
func notOwnerCol(col string) bool {
	for _, w := range []string{"review", "approv", "sign", "request", "report", "author", "creat", "cc", "inform", "consult", "contact", "customer", "client", "vendor", "supplier", "sponsor", "backup", "deputy", "by", "caller", "comment", "note", "remark", "mention", "ask", "edited"} {
		if strings.Contains(col, w) {
			return true
		}
	}
	return notOwnerLabel[col]
}

// selfWords name the writer where a person stands ("IC: me", a person cell's "me").
var selfWords = map[string]bool{"me": true, "myself": true, "i": true}

func firstName(v string) string {
	if i := strings.IndexByte(v, '('); i > 0 {
		v = v[:i]
	}
	for _, n := range reNames.Split(v, -1) {
		n = strings.TrimSpace(strings.Trim(n, "@*_[] "))
		if n != "" && !none(n) && !placeholderPerson(n) {
			return n
		}
	}
	return ""
}

// jointOwners are the people an owner cell names as owning the row together ("Garth +
// Ifeoma"), each as firstName reads its part: "Ana Ruiz (backup: Tom)" and "Ana Ruiz / Tom Lee"
// name Ana Ruiz alone.
func jointOwners(v string) []string {
	if i := strings.IndexByte(v, '('); i > 0 {
		v = v[:i]
	}
	parts := reJoint.Split(v, -1)
	var out []string
	for i, part := range parts {
		who := firstName(part)
		if who == "" || i > 0 && !reNameShaped.MatchString(who) && !strings.HasPrefix(who, "@") {
			continue // "Gary Pollard + contractor": a role after the "+" is no second owner
		}
		out = append(out, who)
	}
	return out
}

// reJoint joins two owners of one row: "+" only ("Marsh & Parsons" and "Marsh and Parsons" are
// as often one firm).
var reJoint = regexp.MustCompile(`\s*\+\s*`)

// A table's header may name its columns in words no list holds ("Got it", "Whose", "Minder",
// "Where it's at"): such a column is then told by what it holds. typeColumns marks, in each
// table of lines, the column whose every filled cell names people (one of them a person the
// case knows), and the column whose filled cells are mostly states
// ("delivered ✅", "not started", "waiting on clearances"), two of them at least. Neither is
// the first column, which names the row's item, nor one its header names for another role;
// and a column of names is one of owners only in a table about work, one with a column its
// header names for an item, an owner, a state or a deadline (a bare "Date" or "When" column is
// an attendance sheet's or a rota's as much as a plan's), or a column of states.
func (x *extraction) typeColumns(lines []line) {
	for i := 0; i < len(lines); {
		j := i
		for j < len(lines) && lines[j].cells != nil && sameColumns(lines[j], lines[i]) {
			j++
		}
		if j == i {
			i++
			continue
		}
		person, state := x.valueColumns(lines[i:j])
		date := x.scheduleColumn(lines[i:j], person != "" || state != "")
		for k := i; k < j; k++ {
			lines[k].personCol, lines[k].stateCol, lines[k].dateCol = person, state, date
		}
		i = j
	}
}

// sameColumns reports whether two rows are of one table: they fill a column of the same name
// (a row leaves empty cells out).
func sameColumns(a, b line) bool {
	for col := range a.cells {
		if _, ok := b.cells[col]; ok {
			return true
		}
	}
	return false
}

// valueColumns are the columns of rows that name people and states though their headers do
// not say so, each "" when none or more than one does.
func (x *extraction) valueColumns(rows []line) (person, state string) {
	if len(rows) < 2 {
		return "", ""
	}
	cols := tableColumns(rows)
	people, states, work := 0, 0, false
	for i, col := range cols {
		f := facet(col)
		work = work || f != "" && !plainDateCol(col)
		if i == 0 || f != "" || notOwnerCol(col) {
			continue
		}
		var filled []string
		for _, r := range rows {
			if sp, ok := r.cells[col]; ok {
				if v := strings.TrimSpace(x.doc.Text[sp.Start:sp.End]); !none(v) && !placeholderPerson(v) && strings.Trim(v, "—–-?. ") != "" {
					filled = append(filled, v)
				}
			}
		}
		switch {
		case x.namesPeople(filled):
			person = col
			people++
		case statesOf(filled):
			state = col
			states++
		}
	}
	if people > 1 || !work && states == 0 {
		// Which column holds the owner is not told; or the table is not about work (a
		// programme's "Session, Room, Time": its rooms are written as names are).
		person = ""
	}
	if states > 1 {
		state = ""
	}
	return person, state
}

// namesPeople reports whether every value names people, one of them a person the case knows
// (names alone are no sign: "Board Room", "Kingsley Roofing" and "Leeds Depot" are written as
// names are).
func (x *extraction) namesPeople(vs []string) bool {
	known := false
	for _, v := range vs {
		whos := jointOwners(v)
		if len(whos) == 0 {
			return false
		}
		for _, who := range whos {
			k := selfWords[strings.ToLower(who)] || strings.HasPrefix(who, "@") || x.people.Known(who)
			if !k && !reNameShaped.MatchString(who) || stateOf(who) != "" || len(x.p.Dates(who, x.doc.At)) > 0 {
				return false
			}
			known = known || k
		}
	}
	return len(vs) >= 2 && known
}

// tableColumns are a table's columns in the order its fullest row gives them.
func tableColumns(rows []line) []string {
	full := rows[0]
	for _, r := range rows {
		if len(r.cells) > len(full.cells) {
			full = r
		}
	}
	cols := slices.Collect(maps.Keys(full.cells))
	slices.SortFunc(cols, func(a, b string) int { return full.cells[a].Start - full.cells[b].Start })
	return cols
}

// scheduleColumn is the column of rows whose header names no role but whose every filled
// cell, two at least, is a date, most of them on or after the day the table was written, in a
// table about work (a column its header names for an item, an owner, a state or a deadline, or
// a column of people or states told by their values: work): a schedule ("| Ep | Lead artist |
// Upload |" = "| HPS-315 | Park | 10/30 |"), its dates the rows' due dates. A column of past
// dates is a log's, and a header that names another day of the work ("Started", "Created",
// "Last updated") is no schedule.
func (x *extraction) scheduleColumn(rows []line, valued bool) string {
	if len(rows) < 2 {
		return ""
	}
	cols := tableColumns(rows)
	work, found := valued, ""
	today := truncateDay(x.doc.At)
	for i, col := range cols {
		f := facet(col)
		work = work || f != "" && !plainDateCol(col)
		if i == 0 || f != "" || reNotScheduleCol.MatchString(col) || isCol(col, itemCols) {
			continue
		}
		filled, ahead := 0, 0
		for _, r := range rows {
			sp, ok := r.cells[col]
			if !ok {
				continue
			}
			v := strings.TrimSpace(x.doc.Text[sp.Start:sp.End])
			if none(v) || strings.Trim(v, "—–-?. ") == "" {
				continue
			}
			ds := x.p.Dates(v, x.doc.At)
			if len(ds) != 1 || len(strings.TrimSpace(ds[0].Text)) < len(v)-3 {
				filled = -1 // a cell that is more than a date
				break
			}
			filled++
			if d := ds[0].Date; !d.Before(today) && d.Before(today.AddDate(0, 9, 0)) {
				ahead++ // (a day with no year read as next year's is most often this year's, past)
			}
		}
		if filled >= 2 && 2*ahead >= filled {
			if found != "" {
				return "" // two such columns: which is the schedule is not told
			}
			found = col
		}
	}
	if !work {
		return ""
	}
	return found
}

// reNotScheduleCol is a header naming a day of the work other than its due date, or a person's.
var reNotScheduleCol = regexp.MustCompile(`(?i)\b(?:start\w*|begin\w*|kick\w*|creat\w*|open\w*|report\w*|raised|logged|received|updated|modified|last|since|birth\w*|b-?day|dob|born|joined|hired|added|closed|resolved|completed|done|finished|shipped|delivered|paid|sent|submitted)\b`)

// statesOf reports whether most values, two at least, are states.
func statesOf(vs []string) bool {
	n := 0
	for _, v := range vs {
		if cellState(v) != "" {
			n++
		}
	}
	return n >= 2 && 2*n > len(vs)
}

// reNameShaped is a person's name as written: one to three capitalised words ("Garth",
// "Inés Valdecasas", "Mary K. Obi", "Quilla Marchetti-Rowe").
var reNameShaped = regexp.MustCompile(`^` + nameWord + `(?:\s+(?:\p{Lu}\.|` + nameWord + `)){0,2}$`)

// nameWord is a word of a name: "Garth", "Marchetti-Rowe", "O'Brien", "McKenna".
const nameWord = `\p{Lu}(?:['’]?\p{Lu})?[\p{Ll}'’]+(?:\p{Lu}\p{Ll}+)?(?:-\p{Lu}?[\p{Ll}'’]+)*`
