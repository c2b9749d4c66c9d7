package facts

import "strings"

// fieldRun reads a line that runs several fields together, as notification mails write them
// ("Priority: High · Due Dec 18 · Status: Todo"), as one line per field; nil when the line is
// not such a run (fewer than two parts, or no part a field layout knows).
func (x *extraction) fieldRun(raw string, start int, chat bool) []line {
	const sep = " · "
	if !strings.Contains(raw, sep) {
		return nil
	}
	var out []line
	fields := 0
	for off := 0; off <= len(raw); {
		end := strings.Index(raw[off:], sep)
		if end < 0 {
			end = len(raw)
		} else {
			end += off
		}
		sp := trimSpan(x.doc.Text, Span{start + off, start + end})
		if sp.End > sp.Start {
			l := line{span: sp}
			x.readPrefixes(&l, x.doc.Text[sp.Start:sp.End], sp.Start, chat)
			if l.field != "" {
				fields++
			}
			out = append(out, l)
		}
		off = end + len(sep)
	}
	if len(out) < 2 || fields == 0 {
		return nil
	}
	return out
}
