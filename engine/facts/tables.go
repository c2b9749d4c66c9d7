package facts

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// table is what layout knows of the table its lines are in: the header's column names and
// the syntax its rows are written in. Tables are told by their shape: cells apart by pipes
// (Markdown, Jira wiki "||Key||Owner||", ASCII grids), by tabs (a spreadsheet's paste), by
// commas (CSV, quoted cells holding commas), by runs of spaces (fixed-width columns), or one
// cell per line under a header of column names (a wiki page's text export).
type table struct {
	cols []string
	// starts are, for a space-aligned table, the rune columns its header cells start at.
	starts []int
	delim  byte // '|', '\t', ',' or ' '; 0 before a header is known
	// grid marks an ASCII grid: a row runs over its lines until the next rule ("+----+").
	grid, ruled bool
	// k is, for a table of one cell per line, its number of columns; skip the header lines
	// still to pass, left the cell lines still to come, cells the row read so far.
	k, skip, left int
	cells         []Span
}

var (
	// reGridRule is an ASCII grid's rule line: "+-----+------+", "+=====+".
	reGridRule = regexp.MustCompile(`^\+[-=:+]*[-=]{2,}[-=:+]*$`)
	// reColJunk is what dresses a header cell: bold or code marks, numbering, a colon.
	reColJunk = regexp.MustCompile("^[*_`#\\s]+|[*_`#:.\\s]+$")
)

// colName is a header cell as a column name: lower-case, without markup and the dot of an
// abbreviation ("**Resp.**" is "resp").
func colName(s string) string {
	s = strings.ToLower(reColJunk.ReplaceAllString(strings.TrimSpace(s), ""))
	s = strings.TrimSuffix(s, "(s)")
	return strings.Join(strings.Fields(s), " ")
}

// facet is what a column holds, as its name says: "owner", "status", "due", "item" or "".
func facet(col string) string {
	switch {
	case isCol(col, ownerCols):
		return "owner"
	case isCol(col, statusCols):
		return "status"
	case isCol(col, dueCols):
		return "due"
	case isCol(col, itemCols):
		return "item"
	}
	return ""
}

// headerLike reports cells that read as a header: short names, two or more of them naming
// a facet, one of them who, when or what state.
func headerLike(cells []string) bool {
	facets, roles := 0, 0
	for _, c := range cells {
		c = colName(c)
		if len(c) > 30 || len(strings.Fields(c)) > 4 || strings.ContainsAny(c, "!?") {
			return false
		}
		switch facet(c) {
		case "item":
			facets++
		case "":
		default:
			facets++
			roles++
		}
	}
	return facets >= 2 && roles >= 1
}

// tableLine reads a line as part of a table when its shape makes it one: a header or a rule
// (which state nothing), a row (appended to out, its cells by column name), or the next line
// of a grid's row (its cells joined to the row's). It reports whether the line was a table's.
func (x *extraction) tableLine(tb *table, out *[]line, l line, end int) bool {
	text := x.doc.Text
	t := text[l.span.Start:l.span.End]
	if tb.k > 0 {
		return x.verticalCell(tb, out, l)
	}
	if sep := itemRowSep(t); sep != "" && tb.cols == nil && (itemRowSep(prevLine(text, l.span.Start)) == sep || itemRowSep(nextLine(text, end)) == sep) {
		l.segs = splitOn(text, l.span, sep) // "QRT-7 — venue — Ana — done" and rows like it
		*out = append(*out, l)
		return true
	}
	if tb.cols == nil && facet(colName(t)) != "" {
		if k, cols, m := verticalStart(text, l.span.Start); k > 0 {
			tb.k, tb.cols, tb.skip, tb.left = k, cols, k-1, m
			return true
		}
	}
	next := nextLine(text, end)
	switch {
	case reGridRule.MatchString(t):
		tb.grid, tb.ruled = true, true
		return true
	case reTableSep.MatchString(t) && (tb.cols != nil || strings.ContainsAny(t, "|:")):
		tb.ruled = true
		return true
	}
	var cells []Span
	switch {
	case strings.HasPrefix(t, "||") && tb.cols == nil:
		cells, tb.delim = splitJiraHeader(text, l.span), '|'
	case strings.HasPrefix(t, "|") || strings.Count(t, " | ") >= 2 || tb.delim == '|' && strings.Contains(t, "|") ||
		tb.cols == nil && strings.Contains(t, "|") && reTableSep.MatchString(next) && strings.Contains(next, "|"):
		cells, tb.delim = splitCells(text, l.span), '|'
	case strings.Contains(t, "\t") && (tb.delim == '\t' || tb.cols == nil):
		cells, tb.delim = splitTabs(text, l.span, end), '\t'
	case tb.delim == ',' || tb.cols == nil && x.csvStart(t, next):
		cells = splitQuoted(text, l.span)
		if tb.cols != nil && len(cells) != len(tb.cols) {
			return false
		}
		tb.delim = ','
	case (tb.delim == ' ' || tb.cols == nil) && x.alignedRow(t, tb.cols):
		cells, tb.delim = splitAligned(text, l.span), ' '
	default:
		return false
	}
	if tb.cols == nil && slices.ContainsFunc(cells, func(c Span) bool { return len(workIDs(text[c.Start:c.End])) > 0 }) {
		l.segs = cells // a row with no header line: its cells say what they are
		*out = append(*out, l)
		return true
	}
	if tb.cols == nil {
		for _, c := range cells {
			tb.cols = append(tb.cols, colName(text[c.Start:c.End]))
			if tb.delim == ' ' {
				tb.starts = append(tb.starts, runeCol(text, c.Start))
			}
		}
		tb.ruled = false
		return true
	}
	row := map[string]Span{}
	for i, c := range cells {
		if tb.delim == ' ' {
			i = tb.column(runeCol(text, c.Start), i)
		}
		if i < len(tb.cols) && c.End > c.Start {
			row[tb.cols[i]] = c
		}
	}
	if tb.grid && !tb.ruled && len(*out) > 0 && (*out)[len(*out)-1].cells != nil {
		prev := &(*out)[len(*out)-1]
		prev.cont = append(prev.cont, row) // a grid row's next line
		prev.span.End = l.span.End
		return true
	}
	tb.ruled = false
	l.cells = row
	*out = append(*out, l)
	return true
}

// csvStart reports a header of comma-separated column names whose next line has as many
// cells: names without a space after the commas (prose lists put one there), or names a
// header uses.
func (x *extraction) csvStart(t, next string) bool {
	if !strings.Contains(t, ",") {
		return false
	}
	n := strings.Count(t, ",") + 1
	if strings.Contains(t, ", ") && !headerLike(strings.Split(t, ",")) || !reCSVHeader.MatchString(strings.ReplaceAll(t, ", ", ",")) {
		return false
	}
	return len(splitQuoted(next, Span{0, len(next)})) == n
}

// column is the header column a space-aligned cell starting at rune column at falls under:
// the last whose start it reaches (two columns' slack for a cell set left of its header);
// i, its place in the row, when the header has no starts.
func (tb *table) column(at, i int) int {
	if len(tb.starts) == 0 {
		return i
	}
	c := 0
	for j, s := range tb.starts {
		if at+2 >= s {
			c = j
		}
	}
	return c
}

// runeCol is the rune column of byte offset i in its line.
func runeCol(text string, i int) int {
	return utf8.RuneCountInString(text[strings.LastIndexByte(text[:i], '\n')+1 : i])
}

// splitJiraHeader cuts a Jira wiki header ("||Key||Owner||Due||") into its cells.
func splitJiraHeader(text string, sp Span) []Span {
	var out []Span
	t := text[sp.Start:sp.End]
	off := 0
	for _, c := range strings.Split(t, "||") {
		if s := trimSpan(text, Span{sp.Start + off, sp.Start + off + len(c)}); s.End > s.Start {
			out = append(out, s)
		}
		off += len(c) + 2
	}
	return out
}

// splitTabs cuts a tab-separated line into its cells, empty ones kept in their place.
func splitTabs(text string, sp Span, end int) []Span {
	start := strings.LastIndexByte(text[:sp.Start], '\n') + 1
	var out []Span
	s := start
	for i := start; i <= end; i++ {
		if i == end || text[i] == '\t' {
			out = append(out, trimSpan(text, Span{s, i}))
			s = i + 1
		}
	}
	return out
}

// splitQuoted cuts a comma-separated line into its cells; a cell in double quotes may hold
// commas, and its quotes are no part of it.
func splitQuoted(text string, sp Span) []Span {
	var out []Span
	s, in := sp.Start, false
	for i := sp.Start; i <= sp.End; i++ {
		if i < sp.End && text[i] == '"' {
			in = !in
			continue
		}
		if i == sp.End || text[i] == ',' && !in {
			c := trimSpan(text, Span{s, i})
			if c.End-c.Start >= 2 && text[c.Start] == '"' && text[c.End-1] == '"' {
				c = Span{c.Start + 1, c.End - 1}
			}
			out = append(out, c)
			s = i + 1
		}
	}
	return out
}

// verticalStart reads a header of one column name per line, when the lines below it, to the
// next blank line, fill whole rows of as many cells: the number of columns, their names and
// the number of cell lines; 0 when the lines are no such table. A header names each of who,
// when and what state once at most (a cell "Lead flashing" is no second owner column).
func verticalStart(text string, start int) (int, []string, int) {
	var cols []string
	seen := map[string]bool{}
	m := 0
	for _, ln := range strings.Split(text[start:], "\n") {
		ln = strings.TrimSpace(ln)
		if ln == "" {
			break
		}
		if m == 0 {
			c := colName(ln)
			f := facet(c)
			if f != "" && len(c) <= 30 && (f == "item" || !seen[f]) {
				seen[f] = true
				cols = append(cols, c)
				continue
			}
		}
		if len(ln) > 120 {
			return 0, nil, 0
		}
		m++
	}
	roles := 0
	for _, f := range []string{"owner", "status", "due"} {
		if seen[f] {
			roles++
		}
	}
	k := len(cols)
	if k < 3 || roles < 2 || m < k || m%k != 0 {
		return 0, nil, 0
	}
	return k, cols, m
}

// verticalCell reads one line of a table of one cell per line.
func (x *extraction) verticalCell(tb *table, out *[]line, l line) bool {
	if tb.skip > 0 {
		tb.skip--
		return true
	}
	tb.cells = append(tb.cells, l.span)
	tb.left--
	if len(tb.cells) == tb.k {
		row := line{span: Span{tb.cells[0].Start, tb.cells[tb.k-1].End}, cells: map[string]Span{}}
		for i, c := range tb.cells {
			row.cells[tb.cols[i]] = c
		}
		*out = append(*out, row)
		tb.cells = nil
	}
	if tb.left == 0 {
		*tb = table{}
	}
	return true
}

// fieldFacet is the field a "Name: value" line's name gives when it is a column name of who,
// what state or by when, written in full, abbreviated or in another language ("Resp.",
// "Prazo", "Échéance"): "owner", "status", "due" or "". A name that says only that a date
// follows ("Date:", "Fecha:") names no deadline.
func fieldFacet(name string) string {
	c := colName(name)
	switch c {
	case "by", "delivery", "completion", "finish", "stand", "progress":
		return ""
	}
	if plainDateCol(c) {
		return ""
	}
	for _, f := range []struct {
		names []string
		field string
	}{{ownerCols, "owner"}, {statusCols, "status"}, {dueCols, "due"}} {
		if slices.Contains(f.names, c) {
			return f.field
		}
	}
	return ""
}

// itemRowSep is the separator of a line that is a row led by its work item, its parts apart by
// dashes, semicolons or slashes ("QRT-7 — venue — Ana — done", "QRT-8; signage; Tom; 3 Dec"):
// three parts or more, the first an identifier with at most a title after it; "" for any
// other line (a list item's bullet leaves its parts to the list reading).
func itemRowSep(t string) string {
	if reBullet.MatchString(t) {
		return ""
	}
	for _, sep := range []string{" — ", " – ", " - ", "; ", " / "} {
		parts := strings.Split(t, sep)
		if len(parts) < 3 {
			continue
		}
		ids := workIDs(parts[0])
		if len(ids) > 0 && strings.HasPrefix(strings.TrimSpace(parts[0]), ids[0]) && len(strings.Fields(parts[0])) <= 8 {
			return sep
		}
	}
	return ""
}

// splitOn cuts a line into its parts apart by sep.
func splitOn(text string, sp Span, sep string) []Span {
	var out []Span
	t := text[sp.Start:sp.End]
	off := 0
	for _, p := range strings.Split(t, sep) {
		out = append(out, trimSpan(text, Span{sp.Start + off, sp.Start + off + len(p)}))
		off += len(p) + len(sep)
	}
	return out
}

// plainDateCol names a field or column that only says a date follows ("Date", "When", "Fecha"),
// not that it is a deadline: an attendance sheet's or a rota's as much as a plan's.
func plainDateCol(col string) bool {
	switch col {
	case "date", "dates", "when", "day", "datum", "fecha", "data":
		return true
	}
	return false
}
