package synthesis

import (
	"regexp"
	"strings"

	"github.com/queueproof/queueproof/engine/facts"
)

// A pipe table's row states its values under the header's names: "| A-check | 750 FH | +10% |"
// below "| Check | Interval | Tolerance |" says the A-check's interval is 750 FH. A row is read
// with its header (sentence.header), so the question's words the header holds count for the
// row and pick the column asked; the header row itself states nothing and is no claim.

// reTableRule is the rule under a pipe table's header: "|---|:--:|", "--- | ---".
var reTableRule = regexp.MustCompile(`^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$`)

// tableRows marks the sentences of text's pipe-table rows: a header row is not claimable, and
// a row below a header is read with it.
func tableRows(text string, out []sentence) {
	if !strings.Contains(text, "|") {
		return
	}
	headers, rowHeader := tableLines(text)
	for i := range out {
		s := &out[i]
		if !strings.HasPrefix(s.text, "|") {
			continue
		}
		lo, _ := lineAround(text, s.start)
		if headers[lo] {
			s.claimable = false
		} else if h, ok := rowHeader[lo]; ok {
			s.header, s.headerAt = h.text, h.at
		}
	}
}

// tableHeader is a table's header row: its text and where its line starts (two tables of one
// page may have the same header; they are two tables still).
type tableHeader struct {
	text string
	at   int
}

// tableLines reads text's pipe tables in one pass: the start of each header row, and for each
// row below a header that header, by the row's line start.
func tableLines(text string) (map[int]bool, map[int]tableHeader) {
	headers, rowHeader := map[int]bool{}, map[int]tableHeader{}
	prevStart, prevText := -1, "" // the line above, when it is a table line
	var header tableHeader        // the current table's header, once its rule is read
	for off := 0; off < len(text); {
		end := strings.IndexByte(text[off:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += off
		}
		line := strings.TrimSpace(text[off:end])
		switch {
		case !strings.Contains(line, "|"):
			prevStart, header = -1, tableHeader{}
		case reTableRule.MatchString(line):
			if prevStart >= 0 && header.text == "" && !holdsValue(prevText) {
				headers[prevStart] = true
				header = tableHeader{prevText, prevStart}
			}
		default:
			if header.text != "" {
				rowHeader[off] = header
			}
			prevStart, prevText = off, line
		}
		off = end + 1
	}
	return headers, rowHeader
}

// reValueCell is a cell holding a value: a number with its unit or currency ("8 weeks",
// "€40", "12 %").
var reValueCell = regexp.MustCompile(`^(?:[$€£¥]\s?\d|\d[\d.,]*\s*(?:%|[\p{L}°µ/]+\.?$))`)

// holdsValue reports whether a line above a table's rule is a label and its value: the first
// pair of a key-value table, written as its header ("| Service interval | 8 weeks |"). A
// header of more columns may name them by terms ("| Plan | 1 year | 3 years |").
func holdsValue(line string) bool {
	cells := headerCells(line)
	return len(cells) == 2 && !reValueCell.MatchString(cells[0]) && reValueCell.MatchString(cells[1])
}

// cellIndex is the column of a byte offset in a pipe-table row ("| a | b |": 0 in a, 1 in b).
func cellIndex(row string, at int) int {
	at = min(at, len(row))
	n := strings.Count(row[:at], "|")
	if strings.HasPrefix(strings.TrimSpace(row), "|") {
		n--
	}
	return n
}

// headerCells are the header's column names.
func headerCells(header string) []string {
	cells := strings.Split(strings.Trim(strings.TrimSpace(header), "|"), "|")
	for i := range cells {
		cells[i] = strings.TrimSpace(cells[i])
	}
	return cells
}

// reading is what a sentence says, read with what names its values: a table row's header.
func (s *sentence) reading() string {
	if s.header == "" {
		return s.text
	}
	return s.text + "\n" + s.header
}

// askedColumns are the measures of a table row in the columns whose header names what the
// question asks ("Interval" for "the A check interval"): a row's other columns hold other
// attributes. The first column names the row, so it is no asked column; a row whose header
// names none of the question's words keeps every measure.
func askedColumns(s *sentence, ms []facts.Measure, terms []term) []facts.Measure {
	if s.header == "" || len(ms) == 0 {
		return ms
	}
	asked := headerAsked(s.header, terms)
	if len(asked) == 0 {
		return ms
	}
	var out []facts.Measure
	for _, m := range ms {
		if asked[cellIndex(s.text, m.Span.Start)] {
			out = append(out, m)
		}
	}
	if len(out) == 0 {
		// The asked columns hold a value of another kind ("Abstraction licence: 8 Ml/d" for
		// when the licence runs out): they are another attribute's, and the row's value is
		// where it says it, a note's date. An asked cell with no value at all (empty, "TBD",
		// "n/a") says the detail is not there: no other column's value stands for it.
		cells := headerCells(s.text)
		for i := range asked {
			if i < len(cells) && strings.ContainsAny(cells[i], "0123456789") {
				return ms
			}
		}
		return nil
	}
	return out
}

// headerAsked are the columns of a table header holding most of the question's words
// ("Unloading temperature" over "Firing temperature" for the unloading temperature), none
// when no column after the first holds one. The first column names the row.
func headerAsked(header string, terms []term) map[int]bool {
	asked, best := map[int]bool{}, 0.0
	for i, cell := range headerCells(header) {
		if i == 0 {
			continue
		}
		switch cv := coverage(terms, cell); {
		case cv > best:
			asked, best = map[int]bool{i: true}, cv
		case cv == best && cv > 0:
			asked[i] = true
		}
	}
	return asked
}

// bestRows keeps, of each table's rows among statements, those holding most of the question's
// words of their own (its header counts for every row alike): the rows of one table are
// different items, never one item's values over time ("| P1 | 1 hour |" and "| P2 | 4 hours |").
func bestRows(vs []valueStatement, terms []term) []valueStatement {
	type table struct {
		c  *chunk
		at int // where the table's header starts
	}
	// Every row of the table counts, those stating no value of the asked kind too: the row
	// the question names may hold "TBD" where its value would be.
	best := map[table]float64{}
	tied := map[table]bool{}
	bestRow := map[table]*sentence{}
	for _, v := range vs {
		t := table{v.c, v.s.headerAt}
		if v.s.header == "" || bestRow[t] != nil {
			continue
		}
		for k := range v.c.sentences {
			r := &v.c.sentences[k]
			if r.header == "" || r.headerAt != v.s.headerAt {
				continue
			}
			// Rows holding the question's words alike say nothing of which of them is asked,
			// unless one names it with fewer other words ("Stretcher winch" beside "Stretcher
			// winch remote") or they name the same item in the same words (a log's rows of one
			// loom).
			own := coverage(terms, r.text)
			switch {
			case bestRow[t] == nil || own > best[t]:
				best[t], bestRow[t], tied[t] = own, r, false
			case own == best[t]:
				// A name with more words after it names a part of the item or another one
				// ("Stretcher winch remote" beside "Stretcher winch"): the shorter is the item.
				// One with words before it names the same item more fully ("Toyota Hilux"
				// beside "Hilux"): a log's rows of one item.
				switch a, b := namingCells(bestRow[t].text, terms), namingCells(r.text, terms); {
				case a == b || sameItem(a, b):
				case strings.HasPrefix(a, b+" "):
					bestRow[t], tied[t] = r, false
				case strings.HasPrefix(b, a+" "):
				default:
					tied[t] = true
				}
			}
		}
	}
	// Kept: the best row, and the rows naming its item in the same words.
	out := vs[:0:0]
	for _, v := range vs {
		t := table{v.c, v.s.headerAt}
		if v.s.header == "" || !tied[t] && bestRow[t] != nil && (namingCells(v.s.text, terms) == namingCells(bestRow[t].text, terms) ||
			sameItem(namingCells(v.s.text, terms), namingCells(bestRow[t].text, terms))) {
			out = append(out, v)
		}
	}
	return out
}

// namingCells are the cells of a row that hold the question's words, lower-cased: what the row
// names the question by.
func namingCells(row string, terms []term) string {
	var out []string
	for _, cell := range headerCells(row) {
		if coverage(terms, cell) > 0 {
			out = append(out, strings.ToLower(cell))
		}
	}
	return strings.Join(out, "|")
}

// sameItem reports two names of one item, one the other with words before it ("toyota hilux",
// "hilux").
func sameItem(a, b string) bool {
	return strings.HasSuffix(a, " "+b) || strings.HasSuffix(b, " "+a)
}
