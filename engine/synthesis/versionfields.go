package synthesis

import (
	"regexp"
	"slices"
	"strings"
	"time"
)

// A field a later version of a page changed: "Recommendation: Option A, ..." in version 1 and
// "Recommendation: Option B, ..." in version 2, or a table row whose first cell is kept and
// whose other cells changed. The page's new version is the explanation, so the change is a
// revision: the later version's value is in force and replaced the earlier one's. A change is
// on the question's topic when its label or values hold a word of the question.

// reField is a labelled line: a short label, a colon, a value.
var reField = regexp.MustCompile(`^[\s*•-]*([A-Za-z][\w ./&()'-]{0,40}?)\s*:\s+(\S.*)$`)

// maxFieldWords is the most words a label has; longer is a sentence with a colon in it.
const maxFieldWords = 5

// field is one labelled value of a version of a page.
type field struct {
	label, value string
	cells        []string // a table row's cells after its first
	sd           said
}

// fieldOf reads a sentence as a field: a labelled line, or a table row keyed by its first cell.
func fieldOf(sd said) (field, bool) {
	text := strings.TrimSpace(sd.s.text)
	if first := strings.IndexByte(sd.c.ev.Text, '\n'); first < 0 || sd.s.start < first || normalize(text) == normalize(sd.c.ev.Title) {
		return field{}, false // the page's heading
	}
	if strings.HasPrefix(text, "|") {
		var cells []string
		for _, c := range strings.Split(strings.Trim(text, "|"), "|") {
			if c = strings.TrimSpace(c); c != "" && strings.Trim(c, "-: ") != "" {
				cells = append(cells, c)
			}
		}
		if len(cells) < 2 {
			return field{}, false
		}
		return field{label: normalize(cells[0]), value: strings.Join(cells[1:], " | "), cells: cells[1:], sd: sd}, true
	}
	m := reField.FindStringSubmatch(text)
	if m == nil || len(strings.Fields(m[1])) > maxFieldWords {
		return field{}, false
	}
	if rePointer.MatchString(m[2]) {
		return field{}, false // "Recommendation: see the Q3 review" points elsewhere
	}
	if reRecordLabel.MatchString(m[1]) {
		return field{}, false // "Version notes: v2, ...": the page's own record, new in every version
	}
	return field{label: normalize(m[1]), value: strings.TrimRight(m[2], ". "), sd: sd}, true
}

// reRecordLabel names a field of the page's own record rather than of what it is about: its
// version notes, revision, last edit. Each version changes it, and none of those changes is a
// value of the world changing.
var reRecordLabel = regexp.MustCompile(`(?i)^(?:page\s+)?(?:version\s+(?:notes?|history|log)|rev(?:ision)?(?:\s+(?:notes?|history|log))?|page\s+version|change\s*log|what changed|(?:last\s+)?(?:updated|edited|modified|reviewed)(?:\s+(?:on|by|at))?|last\s+(?:update|edit|review))$`)

// reRecordLine is a line of the page's own record: "Page version 2 · 20 January 2026",
// "Version notes: v2, ...", "Last updated: 3 March".
var reRecordLine = regexp.MustCompile(`(?i)^[\s*•-]*(?:page\s+version\s+\d+\b|(?:page\s+)?(?:version\s+(?:notes?|history|log)|rev(?:ision)?\s+(?:notes?|history|log)|change\s*log|last\s+(?:updated|edited|modified|reviewed|update|edit|review))\s*:)`)

// recordLine reports whether a sentence is a line of its page's own record, which states the
// page's versions, not a value of what the page is about.
func recordLine(text string) bool { return reRecordLine.MatchString(text) }

// worldPart is what a sentence says of the world a question asks about: all of it, unless it
// is a line of its page's record and the question does not ask about the page's record; then
// only what follows the record's label ("Changelog: 14 Mar — the default branch is now
// `main`" says which branch is the default; "Page version 3 · 3 March" says nothing of it).
func worldPart(question, text string) string {
	if !recordLine(text) || reAsksRecord.MatchString(question) {
		return text
	}
	if i := strings.IndexByte(text, ':'); i >= 0 {
		return text[i+1:]
	}
	return ""
}

// reAsksRecord asks about a document's own record: which version of the runbook is current,
// when the page was last updated.
var reAsksRecord = regexp.MustCompile(`(?i)\b(?:version|revision|rev|edition)\s+of\s+(?:the|this|our|that)\b|\blast\s+(?:updated|edited|changed|modified|reviewed|revised)\b|\b(?:page|runbook|document|doc|policy|guide|manual|procedure|playbook|handbook|plan|wiki)\s+(?:version|revision)\b`)

// rePointer is a field's value that gives none: a pointer or a placeholder.
var rePointer = regexp.MustCompile(`(?i)^\W*(?:see|refer to|cf\.?|tbd|tbc|n/?a|pending|to be (?:confirmed|decided|agreed|set))\b`)

// versionChanges are the fields that later versions of an on-topic page changed, on the
// question's topic, as changes of choice.
func versionChanges(chunks []*chunk, terms []term) []choiceChange {
	versions := map[page]map[string][]field{} // page -> document -> its fields
	at := map[string]time.Time{}
	eachSaid(chunks, func(sd said) {
		p, ok := pageOf(sd.c)
		if !ok {
			return
		}
		f, ok := fieldOf(sd)
		if !ok || sd.outside() {
			return // a stranger's copy of the page is no version of it
		}
		if versions[p] == nil {
			versions[p] = map[string][]field{}
		}
		doc := sd.c.ev.DocumentID
		versions[p][doc] = append(versions[p][doc], f)
		at[doc], _ = time.Parse(time.RFC3339Nano, sd.c.ev.AuthoredAt)
	})
	var out []choiceChange
	k := newKinship()
	for _, docs := range versions {
		order := make([]string, 0, len(docs))
		for d := range docs {
			order = append(order, d)
		}
		slices.SortFunc(order, func(a, b string) int {
			if c := at[a].Compare(at[b]); c != 0 {
				return c
			}
			return strings.Compare(a, b)
		})
		for i := 1; i < len(order); i++ {
			older, newer := docs[order[i-1]], docs[order[i]]
			if at[order[i-1]].Equal(at[order[i]]) || !k.kin(older[0].sd.c, newer[0].sd.c) {
				// Written at the same time, nothing says which is the later version; or
				// another page of the same title.
				continue
			}
			out = append(out, changedFields(older, newer, terms)...)
		}
	}
	slices.SortStableFunc(out, func(a, b choiceChange) int { return saidOrder(a.said, b.said) })
	return out
}

// changedFields are the fields of newer whose label older states with another value, those on
// the question's topic. A table row names the cells that changed.
func changedFields(older, newer []field, terms []term) []choiceChange {
	var changed []choiceChange
	for _, n := range newer {
		for _, o := range older {
			if o.label != n.label || normalize(o.value) == normalize(n.value) {
				continue
			}
			from, to := changedCells(o, n)
			was := o.sd
			changed = append(changed, choiceChange{said: n.sd, from: from, to: to, fromSaid: &was})
			break
		}
	}
	return slices.DeleteFunc(changed, func(ch choiceChange) bool {
		return coverage(terms, ch.s.text+"\n"+ch.fromSaid.s.text) == 0 || !changedAsked(ch, terms)
	})
}

// changedAsked reports whether a table row's change is in a column the question asks: when
// the header names what the question asks ("G/T S-band" for the S-band G/T), a change in
// another column ("Min elevation") is another attribute's.
func changedAsked(ch choiceChange, terms []term) bool {
	if ch.s.header == "" || ch.fromSaid.s.header == "" {
		return true
	}
	asked := headerAsked(ch.s.header, terms)
	if len(asked) == 0 {
		return true
	}
	oldCells, newCells := headerCells(ch.fromSaid.s.text), headerCells(ch.s.text)
	if len(oldCells) != len(newCells) {
		return true
	}
	for i := range newCells {
		if asked[i] && normalize(oldCells[i]) != normalize(newCells[i]) {
			return true
		}
	}
	return false
}

// changedCells are the values of a field that changed: a table row's cells that differ, when
// both rows have the same cells; else the whole values.
func changedCells(o, n field) (string, string) {
	if len(o.cells) == 0 || len(o.cells) != len(n.cells) {
		return o.value, n.value
	}
	var from, to []string
	for i := range o.cells {
		if normalize(o.cells[i]) != normalize(n.cells[i]) {
			from, to = append(from, o.cells[i]), append(to, n.cells[i])
		}
	}
	return strings.Join(from, "; "), strings.Join(to, "; ")
}
