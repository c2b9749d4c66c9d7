package facteval

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/index"
)

// Tally are true positives, false positives and false negatives.
type Tally struct{ TP, FP, FN int }

// Precision is TP / (TP + FP); 1 with nothing predicted.
func (c Tally) Precision() float64 {
	if c.TP+c.FP == 0 {
		return 1
	}
	return float64(c.TP) / float64(c.TP+c.FP)
}

// Recall is TP / (TP + FN); 1 with nothing expected.
func (c Tally) Recall() float64 {
	if c.TP+c.FN == 0 {
		return 1
	}
	return float64(c.TP) / float64(c.TP+c.FN)
}

func (c *Tally) add(o Tally) { c.TP += o.TP; c.FP += o.FP; c.FN += o.FN }

// Report is a set's score.
type Report struct {
	Cases   int
	Docs    int
	All     Tally
	ByKind  map[string]*Tally
	ByVoice map[string]*Tally
	// Traps counts predicted facts that match a labeled wrong reading (Not).
	Traps, TrapsLabeled int
	// Timeline entries: how many there are, whose current value is right, contradictions
	// labeled and found, and false contradictions (found where the change is explained or
	// there is none).
	Entries, CurrentRight, Contradictions, ContradictionsFound, FalseContradictions int
	// Misses and Extras list what went wrong, for reading (dev set only).
	Misses, Extras []string
}

// Score extracts every case's facts with p and compares them with the labels.
//
// A predicted fact matches a labeled one of the same document and kind when their subjects
// match (an identifier in common, or, for named things, a content word in common) and their
// values match: owner, commitment and request by person (the same name, or the same first
// name), due by date (every reading, for an ambiguous date), status by state, slip by new and
// (when labeled) old date; blocker and decision by subject alone. Each label matches at most
// one prediction.
func Score(p *facts.Parser, cases []Case) Report {
	r := Report{ByKind: map[string]*Tally{}, ByVoice: map[string]*Tally{}}
	for _, c := range cases {
		r.Cases++
		r.Docs += len(c.Docs)
		got := Extract(p, c)
		byDoc := map[string][]facts.Fact{}
		for _, f := range got {
			byDoc[f.Doc] = append(byDoc[f.Doc], f)
		}
		voice := r.ByVoice[c.Voice]
		if voice == nil {
			voice = &Tally{}
			r.ByVoice[c.Voice] = voice
		}
		used := map[int]bool{}
		for _, want := range c.Facts {
			k := kindCounts(r.ByKind, want.Kind)
			i := slices.IndexFunc(got, func(f facts.Fact) bool { return f.Doc == want.Doc && matches(f, want) })
			for i >= 0 && used[i] {
				j := slices.IndexFunc(got[i+1:], func(f facts.Fact) bool { return f.Doc == want.Doc && matches(f, want) })
				if j < 0 {
					i = -1
					break
				}
				i += 1 + j
			}
			if i < 0 {
				k.FN++
				voice.FN++
				r.All.FN++
				r.Misses = append(r.Misses, fmt.Sprintf("%s %s %s %s", c.ID, want.Kind, want.Subject, value(want)))
				continue
			}
			used[i] = true
			k.TP++
			voice.TP++
			r.All.TP++
		}
		for i, f := range got {
			if used[i] {
				continue
			}
			k := kindCounts(r.ByKind, string(f.Kind))
			k.FP++
			voice.FP++
			r.All.FP++
			r.Extras = append(r.Extras, fmt.Sprintf("%s %s %s %s  <- %q", c.ID, f.Kind, f.Subject, predicted(f), f.Quote))
		}
		r.scoreTimeline(c, got)
		for _, n := range c.Not {
			r.TrapsLabeled++
			if slices.ContainsFunc(got, func(f facts.Fact) bool { return f.Doc == n.Doc && matches(f, n.Fact) }) {
				r.Traps++
			}
		}
	}
	return r
}

func (r *Report) scoreTimeline(c Case, got []facts.Fact) {
	ts := facts.Timelines(got)
	for _, e := range c.Timeline {
		r.Entries++
		i := slices.IndexFunc(ts, func(t facts.Timeline) bool { return string(t.Facet) == e.Facet && sameSubject(t.Subject, e.Subject) })
		if e.Contradiction {
			r.Contradictions++
			if i >= 0 && ts[i].Contradicted() {
				r.ContradictionsFound++
			} else {
				r.Misses = append(r.Misses, fmt.Sprintf("%s timeline %s %s: contradiction not found", c.ID, e.Subject, e.Facet))
			}
			continue
		}
		if i < 0 {
			r.Misses = append(r.Misses, fmt.Sprintf("%s timeline %s %s: none", c.ID, e.Subject, e.Facet))
			continue
		}
		t := ts[i]
		if t.Contradicted() {
			r.FalseContradictions++
			r.Extras = append(r.Extras, fmt.Sprintf("%s timeline %s %s: false contradiction (%s)", c.ID, e.Subject, e.Facet, t.Reason))
			continue
		}
		if currentValue(t) == e.Current || e.Facet == "owner" && samePerson(currentValue(t), e.Current) {
			r.CurrentRight++
		} else {
			r.Misses = append(r.Misses, fmt.Sprintf("%s timeline %s %s: current %q, want %q", c.ID, e.Subject, e.Facet, currentValue(t), e.Current))
		}
	}
}

func currentValue(t facts.Timeline) string {
	if t.Current == nil {
		return ""
	}
	switch t.Facet {
	case facts.FacetOwner:
		return t.Current.Person
	case facts.FacetDue:
		return iso(t.Current.Date)
	}
	return string(t.Current.State)
}

// Extract reads a case's documents, in order, through one thread.
func Extract(p *facts.Parser, c Case) []facts.Fact {
	people := facts.NewPeople()
	for _, d := range c.Docs {
		people.Add(d.Author)
	}
	th := facts.NewThread()
	for _, d := range c.Docs {
		at, _ := time.Parse(time.RFC3339, d.At)
		fields := map[string]string{}
		for k, v := range d.Meta {
			fields[strings.ToLower(k)] = v
		}
		p.Extract(th, people, facts.Doc{ID: d.ID, Kind: d.Kind, Author: d.Author, At: at, Title: d.Title, Text: d.Text,
			Key: fields["key"], Fields: fields})
	}
	return th.Facts()
}

func kindCounts(m map[string]*Tally, k string) *Tally {
	if m[k] == nil {
		m[k] = &Tally{}
	}
	return m[k]
}

func matches(f facts.Fact, want Fact) bool {
	if string(f.Kind) != want.Kind || !sameSubject(f.Subject, want.Subject) {
		return false
	}
	switch f.Kind {
	case facts.Owner, facts.Commitment, facts.Request:
		return samePerson(f.Person, want.Person)
	case facts.Due:
		if len(want.Ambiguous) > 0 {
			return f.Ambiguous() && slices.Equal(isoAll(f.Readings), sortedCopy(want.Ambiguous))
		}
		return !f.Ambiguous() && iso(f.Date) == want.Date
	case facts.Status:
		return string(f.State) == want.Value
	case facts.Slip:
		if want.New != nil && iso(f.Date) != *want.New || want.New == nil && !f.Date.IsZero() {
			return false
		}
		return want.Old == nil || iso(f.Old) == *want.Old
	}
	return true
}

func sameSubject(a, b string) bool {
	ia, ib := ids(a), ids(b)
	if len(ia) > 0 || len(ib) > 0 {
		for _, x := range ia {
			if slices.Contains(ib, x) {
				return true
			}
		}
		return false
	}
	wa, wb := contentWords(a), contentWords(b)
	for w := range wa {
		if wb[w] {
			return true
		}
	}
	return slugNames(a, b) || slugNames(b, a)
}

// slugNames reports whether a is a channel's or a page's slug ("inc-skarv2-linkloss",
// "inc-coldroom-2") that spells words of b run together ("the Skarv-2 link loss", "cold room
// 2 incident"): one of its pieces of five letters or more is in b written without spaces.
func slugNames(a, b string) bool {
	if strings.ContainsAny(a, " \t") || !strings.ContainsAny(a, "-_") {
		return false
	}
	squashed := strings.Join(strings.FieldsFunc(strings.ToLower(b), func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') }), "")
	for _, piece := range strings.FieldsFunc(strings.ToLower(a), func(r rune) bool { return r == '-' || r == '_' || r == '#' }) {
		if len(piece) >= 5 && strings.Contains(squashed, piece) {
			return true
		}
	}
	return false
}

func ids(s string) []string {
	var out []string
	for _, id := range index.ExtractIdentifiers(s) {
		out = append(out, strings.ToUpper(id.Value))
	}
	for _, f := range strings.Fields(s) {
		switch {
		case strings.HasPrefix(f, "#"):
			out = append(out, strings.Trim(f, "#.,;:()"))
		case strings.HasPrefix(f, "!") && len(strings.Trim(f, "!.,;:()")) > 0:
			// A merge request ("!57"): its number is no issue's or PR's "#57".
			out = append(out, "!"+strings.Trim(f, "!.,;:()"))
		}
	}
	return out
}

var stop = map[string]bool{"the": true, "a": true, "an": true, "of": true, "for": true, "to": true, "and": true, "on": true, "in": true, "our": true, "new": true, "with": true}

func contentWords(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') }) {
		if len(w) > 2 && !stop[w] {
			out[strings.TrimSuffix(w, "s")] = true
		}
	}
	return out
}

// samePerson compares two people by their first names: a handle ("@yusuf.kettleborough",
// "kenna_yule") is read as the name it spells, so a reader that resolved it to the person
// ("Yusuf Kettleborough") matches.
func samePerson(a, b string) bool {
	a, b = handleName(a), handleName(b)
	if a == "" || b == "" {
		return a == b
	}
	return a == b || strings.Fields(a)[0] == strings.Fields(b)[0]
}

func handleName(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	// A title is no name: "Mr. Nuwan" is Nuwan, "Dr Benedict Ang" is Benedict Ang.
	for {
		first, rest, ok := strings.Cut(s, " ")
		if !ok || !titles[strings.TrimSuffix(first, ".")] {
			break
		}
		s = strings.TrimSpace(rest)
	}
	if strings.HasPrefix(s, "@") || !strings.Contains(s, " ") {
		s = strings.NewReplacer("@", "", ".", " ", "_", " ").Replace(s)
	}
	return strings.TrimSpace(s)
}

var titles = map[string]bool{"mr": true, "mrs": true, "ms": true, "miss": true, "mx": true, "dr": true, "prof": true,
	"sir": true, "dame": true}

func iso(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Format("2006-01-02")
}

func isoAll(ts []time.Time) []string {
	var out []string
	for _, t := range ts {
		out = append(out, iso(t))
	}
	slices.Sort(out)
	return out
}

func sortedCopy(s []string) []string {
	out := slices.Clone(s)
	slices.Sort(out)
	return out
}

func value(f Fact) string {
	switch f.Kind {
	case "owner", "commitment", "request":
		return f.Person
	case "due":
		if len(f.Ambiguous) > 0 {
			return strings.Join(f.Ambiguous, "|")
		}
		return f.Date
	case "status", "decision":
		return f.Value
	case "slip":
		o, n := "", ""
		if f.Old != nil {
			o = *f.Old
		}
		if f.New != nil {
			n = *f.New
		}
		return o + "->" + n
	}
	return f.By
}

func predicted(f facts.Fact) string {
	switch f.Kind {
	case facts.Owner, facts.Commitment, facts.Request:
		return f.Person
	case facts.Due:
		if f.Ambiguous() {
			return strings.Join(isoAll(f.Readings), "|")
		}
		return iso(f.Date)
	case facts.Status:
		return string(f.State)
	case facts.Slip:
		return iso(f.Old) + "->" + iso(f.Date)
	}
	return f.What
}

// Write prints the report as Markdown tables.
func (r Report) Write(w io.Writer, title string) {
	fmt.Fprintf(w, "%s: %d cases, %d documents; precision %.3f, recall %.3f (TP %d, FP %d, FN %d); labeled traps taken %d of %d\n\n",
		title, r.Cases, r.Docs, r.All.Precision(), r.All.Recall(), r.All.TP, r.All.FP, r.All.FN, r.Traps, r.TrapsLabeled)
	table := func(head string, m map[string]*Tally) {
		fmt.Fprintf(w, "| %s | precision | recall | TP | FP | FN |\n| --- | ---: | ---: | ---: | ---: | ---: |\n", head)
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			c := m[k]
			fmt.Fprintf(w, "| %s | %.3f | %.3f | %d | %d | %d |\n", k, c.Precision(), c.Recall(), c.TP, c.FP, c.FN)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "Timelines: %d entries; current value right %d of %d not contradicted; contradictions found %d of %d; false contradictions %d\n\n",
		r.Entries, r.CurrentRight, r.Entries-r.Contradictions, r.ContradictionsFound, r.Contradictions, r.FalseContradictions)
	table("kind", r.ByKind)
	table("voice", r.ByVoice)
}
