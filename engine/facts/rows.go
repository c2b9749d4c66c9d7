package facts

import (
	"regexp"
	"slices"
	"strings"
)

// Column names a table header gives the cells that say who owns a row, its state and its date,
// as teams write them: in full, abbreviated ("Resp.", "Tgt", "Stat."), and in the other
// languages trackers are kept in (Spanish, Portuguese, French, German, Italian, Dutch).
var (
	ownerCols = []string{"owner", "owners", "assignee", "assignees", "dri", "lead", "who", "responsible", "assigned to", "assigned",
		"implementer", "custodian", "accountable", "pic", "resp", "responsable", "responsables", "responsável", "responsavel",
		"responsabile", "encargado", "encargada", "dueño", "verantw", "verantwortlich", "zuständig", "bearbeiter", "propriétaire",
		"porteur", "pilote", "eigenaar", "verantwoordelijke", "担当", "担当者"}
	statusCols = []string{"status", "state", "rag", "progress", "stat", "estado", "situação", "situacao", "statut", "état", "etat",
		"stato", "zustand", "stand", "ステータス", "状態", "状況"}
	dueCols = []string{"due", "deadline", "target", "eta", "date", "due date", "target date", "when", "by when", "by", "go-live",
		"completion", "planned end", "delivery", "tgt", "ecd", "due by", "needed by", "end date", "finish", "fecha", "fecha límite",
		"fecha limite", "plazo", "vencimiento", "prazo", "data limite", "data prevista", "échéance", "echeance", "date limite", "date butoir",
		"termin", "frist", "fällig", "fälligkeit", "fällig am", "scadenza", "datum", "期限", "期日", "納期"}
	// itemCols name the column that holds what a row is about.
	itemCols = []string{"item", "task", "what", "work", "deliverable", "action", "title", "summary", "subject", "ticket", "key", "issue", "story",
		"description", "desc", "activity", "milestone", "feature", "epic", "topic", "ref", "id", "tarea", "actividad", "acción", "asunto",
		"tarefa", "atividade", "ação", "assunto", "tâche", "tache", "action", "sujet", "objet", "aufgabe", "maßnahme", "thema",
		"punkt", "attività", "azione", "taak", "actie", "タスク", "件名", "項目"}
)

// isCol reports whether a header cell is one of the names (as a word of it: "ETA date", "owner (DRI)").
func isCol(col string, names []string) bool {
	for _, n := range names {
		if col == n || strings.HasPrefix(col, n+" ") || strings.HasSuffix(col, " "+n) {
			return true
		}
	}
	return false
}

// readRow reads a table row: its subject from an identifier in a cell that is not an owner,
// state or date (or the item column, or its first such cell), owner, status and due date
// from the columns that hold them.
func (x *extraction) readRow(l line) {
	text := x.doc.Text
	cell := func(names []string) (Span, string, bool) {
		for _, n := range names {
			for col, sp := range l.cells {
				if isCol(col, []string{n}) {
					return l.cellRun(text, col, sp)
				}
			}
		}
		return Span{}, "", false
	}
	role := func(col string) bool { return isCol(col, ownerCols) || isCol(col, statusCols) || isCol(col, dueCols) }
	cols := slices.Collect(func(yield func(string) bool) {
		for col := range l.cells {
			if !yield(col) {
				return
			}
		}
	})
	slices.SortFunc(cols, func(a, b string) int { return l.cells[a].Start - l.cells[b].Start })
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
		if sp := l.cells[col]; !role(col) {
			subject = strings.TrimSpace(text[sp.Start:sp.End])
		}
	}
	if subject == "" {
		return
	}
	row := l.span
	if sp, v, ok := cell(ownerCols); ok && !none(v) && v != "-" && !strings.ContainsAny(v, "?") {
		if who := firstName(v); who != "" {
			x.add(Fact{Kind: Owner, Subject: subject, Person: x.person(who), Span: Span{row.Start, sp.End}, Field: true})
		}
	}
	if sp, v, ok := cell(statusCols); ok {
		x.cellStatus(subject, v, Span{row.Start, sp.End})
	}
	if sp, v, ok := cell(dueCols); ok {
		if ds := x.p.Dates(v, x.doc.At); len(ds) > 0 {
			x.add(Fact{Kind: Due, Subject: subject, Date: ds[0].Date, Readings: readings(ds[0]), Span: sp, Field: true})
		}
	}
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

// reCSVHeader is a line of comma-separated column names: "ticket,turbine,task,assignee,due".
var reCSVHeader = regexp.MustCompile(`^[A-Za-z][\w /.-]{0,30}(?:,[A-Za-z][\w /.-]{0,30}){2,}$`)

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

// reCellDue marks a date in a state cell as the row's deadline: "en curso, ETA 2 oct".
var reCellDue = regexp.MustCompile(`(?i)\b(?:eta|due|by|target)\b`)

// reWholeName is a part that is a person's name and nothing else.
// An initial may stand for the first name: "W. Dunstan-Ahern", "T. Mabaso".
var reWholeName = regexp.MustCompile(`^(?:` + name + `|\p{Lu}\.\s?(?:\p{Lu}\.\s?)?` + word + `)$`)

// reTrailName is a name in brackets that closes a list item: "headsets re-paired (@mateus)".
var reTrailName = regexp.MustCompile(`\((` + name + `)\)[.!]?$`)

// reParenName is a name in brackets after a part's state: "done (Ifeoma)".
var reParenName = regexp.MustCompile(`\((` + name + `)\)`)

// readSegments reads a row without column names (a list item in dash-separated parts, a pipe
// row without a header): its subject is the identifier a part names, else its first part;
// a part that is a name and nothing else is the owner, a part that is a state its status,
// a part that is a date its due date (pipe rows; a list item's prose reading finds dates).
// A checklist box states done when ticked and open when empty and nothing else says more.
func (x *extraction) readSegments(l line) {
	text := x.doc.Text
	one := false
	if l.segs == nil {
		// A checklist item in one part is a row when it names its work item.
		if len(workIDs(text[l.span.Start:l.span.End])) == 0 {
			return
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
	if subject == "" {
		first := strings.TrimRight(strings.TrimSpace(text[l.segs[0].Start:l.segs[0].End]), ".:;,")
		if first == "" || x.segPerson(first) != "" || cellState(first) != "" || len(x.p.Dates(first, x.doc.At)) > 0 {
			return
		}
		subject, at = first, 0
	}
	var st State
	var dues []Fact
	owner := false
	for i, sp := range l.segs {
		if i == at {
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
		if !l.bullet {
			if ds := x.p.Dates(v, x.doc.At); len(ds) > 0 {
				dues = append(dues, Fact{Kind: Due, Subject: subject, Date: ds[0].Date, Readings: readings(ds[0]), Span: sp, Field: true})
			}
		}
	}
	item := text[l.span.Start:l.span.End]
	if m := reTrailName.FindStringSubmatchIndex(item); m != nil && !owner && at >= 0 {
		// "CBL-110 headsets re-paired (@mateus)": a name in brackets closing the item owns it.
		if p := x.segPerson(item[m[2]:m[3]]); p != "" {
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
		if ds := x.p.Dates(val, x.doc.At); len(ds) > 0 {
			*dues = append(*dues, Fact{Kind: Due, Subject: subject, Date: ds[0].Date, Readings: readings(ds[0]), Span: sp, Field: true})
		}
	default:
		return false
	}
	return true
}

// firstName is the person an owner cell names first: "Ana Ruiz (backup: Tom)" and "Ana
// Ruiz / Tom Lee" give "Ana Ruiz"; "" when it names none.
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
