package reviseeval

import (
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/queueproof/queueproof/engine/facts"
)

// Answer is what scoring reads of an answer: its status, text, the documents it cites (by
// corpus id, in order) and how many contradictions it shows.
type Answer struct {
	Status         string
	Text           string
	Cited          []string
	Contradictions int
	// Superseded counts the answer's SUPERSEDED disagreements (a revision the API marks).
	Superseded int
	// Led reports whether the answer leads with a value or choice its statements give.
	Led bool
}

// Report is a split's score, in the terms issue #20 asks for.
type Report struct {
	Split string
	Cases int
	// Revisions are revision cases; Surfaced those whose answer states the latest value and a
	// value it replaced and marks the change (a contradiction, or "moved from", "replaced");
	// LatestFirst those that state the latest value before any it replaced.
	Revisions, Surfaced, LatestFirst int
	// Where the revisions not surfaced fall short: the latest value is not in the answer; it
	// is but no replaced value is; both are but the change is not marked.
	NoLatest, NoReplaced, Unmarked int
	// LatestDocUncited are the revisions whose latest value is not stated and whose document
	// (or a near-copy of it) is not cited either: the answer never reached it.
	LatestDocUncited int
	// Disagreements are disagreement cases; Shown those whose answer shows a contradiction.
	Disagreements, Shown int
	// Absent are absent-detail cases; AbsentGrounded those answered GROUNDED (the aim is 0).
	Absent, AbsentGrounded int
	// AbsentGroundedLed are the absent-detail answers GROUNDED with a value or choice leading
	// them (a wrong value read), the rest GROUNDED on claims alone (the detail not asked for).
	AbsentGroundedLed int
	// Plain are the control cases, a value never revised; FalseDisagreements those whose
	// answer still shows a disagreement (a contradiction or a replaced value) about it.
	Plain, FalseDisagreements int
	// GoldCited is the share of gold documents cited (a near-copy of a gold document counts
	// for it); Extra is the mean number of cited documents outside the gold set, per answer.
	GoldCited, Extra float64
	// Led counts the answers that lead with a value or choice read from value statements,
	// over the revision and disagreement cases (how often the reading applies at all).
	Led, Changing int
	// Abstained counts the answers that abstained, of any kind (every case's topic is in its
	// corpus, so each one is a question the answer could not connect to its evidence).
	Abstained int
	// AsExpected counts the answers whose status is the case's expected status.
	AsExpected int
	Misses     []string
}

// Score compares each case's answer with its labels. Values are compared with case, spaces
// and punctuation removed ("50 s" matches "50s"), without a hedge ("about 14 months" matches
// "14 months"), and a quantity as the same quantity in other units ("410 ms" matches
// "0.41s"); a value written in other words ("two hours" for "2 hours", a paraphrased cause)
// is not found, which undercounts rather than overcounts.
func Score(split string, cases []Case, answers map[string]Answer) Report {
	r := Report{Split: split, Cases: len(cases)}
	var gold, goldCited, extra, answered int
	for _, c := range cases {
		a := answers[c.ID]
		loc := newLocator(a.Text)
		if c.Kind == KindRevision || c.Kind == KindDisagreement {
			r.Changing++
			if a.Led {
				r.Led++
			}
		}
		switch c.Kind {
		case KindRevision:
			r.Revisions++
			latest := -1
			if c.Latest != nil {
				latest = loc.find(c.Latest.Value)
			}
			first := -1
			for _, v := range c.Superseded {
				if i := loc.find(v.Value); i >= 0 && (first < 0 || i < first) {
					first = i
				}
			}
			// Surfaced: both values stated and the answer marks the change, as a contradiction or
			// as an update that says what the value replaced.
			switch {
			case latest < 0:
				r.NoLatest++
				if c.Latest != nil && !citesDoc(c, a, c.Latest.Doc) {
					r.LatestDocUncited++
				}
			case first < 0:
				r.NoReplaced++
			case a.Contradictions > 0 || a.Superseded > 0 || revisionMarked(a.Text):
				r.Surfaced++
			default:
				r.Unmarked++
			}
			if latest >= 0 && (first < 0 || latest < first) {
				r.LatestFirst++
			} else {
				r.Misses = append(r.Misses, fmt.Sprintf("%s: latest value %q not first", c.ID, value(c.Latest)))
			}
		case KindDisagreement:
			r.Disagreements++
			if a.Contradictions > 0 {
				r.Shown++
			} else {
				r.Misses = append(r.Misses, c.ID+": disagreement not shown")
			}
		case KindPlain:
			r.Plain++
			if a.Contradictions > 0 || a.Superseded > 0 {
				r.FalseDisagreements++
				r.Misses = append(r.Misses, c.ID+": a value never revised shown as disagreeing")
			}
		case KindAbsent:
			r.Absent++
			if a.Status == Grounded {
				r.AbsentGrounded++
				if a.Led {
					r.AbsentGroundedLed++
				}
				r.Misses = append(r.Misses, c.ID+": absent detail answered GROUNDED")
			}
		}
		if a.Status == Abstained {
			r.Abstained++
		}
		if a.Status == c.ExpectedStatus {
			r.AsExpected++
		}
		if a.Status == Abstained || len(a.Cited) == 0 {
			gold += len(c.GoldDocs)
			continue
		}
		answered++
		for _, g := range c.GoldDocs {
			gold++
			if citesDoc(c, a, g) {
				goldCited++
			}
		}
		// A cited near-copy of a gold document stands for it (it is not extra) when the answer
		// cites neither the document nor another copy of it.
		standsIn := map[string]bool{}
		for _, d := range a.Cited {
			if slices.Contains(c.GoldDocs, d) {
				continue
			}
			if g := c.copyOf(d); g != "" && !slices.Contains(a.Cited, g) && !standsIn[g] {
				standsIn[g] = true
				continue
			}
			extra++
		}
	}
	if gold > 0 {
		r.GoldCited = float64(goldCited) / float64(gold)
	}
	if answered > 0 {
		r.Extra = float64(extra) / float64(answered)
	}
	return r
}

// revisionMarked reports whether an answer's text says a value replaced another.
func revisionMarked(text string) bool {
	l := strings.ToLower(text)
	for _, m := range []string{"moved from", "taking over from", "replaced", "revised from", "superseded", ", was "} {
		if strings.Contains(l, m) {
			return true
		}
	}
	return false
}

func value(v *Value) string {
	if v == nil {
		return ""
	}
	return v.Value
}

// squash lower-cases s and drops everything but letters and digits.
// locator finds labeled values in an answer's text, at their offsets in it.
type locator struct {
	text     string
	squashed string
	at       []int // at[i] is the offset in text of squashed[i]
	measures []facts.Measure
	dates    []facts.DateMention
}

func newLocator(text string) *locator {
	l := &locator{text: text}
	var b strings.Builder
	for i, r := range text {
		for _, lr := range strings.ToLower(string(r)) {
			if unicode.IsLetter(lr) || unicode.IsDigit(lr) || lr == '.' || lr == '%' {
				b.WriteRune(lr)
				for range utf8.RuneLen(lr) {
					l.at = append(l.at, i)
				}
			}
		}
	}
	l.squashed = b.String()
	if p, err := facts.Default(); err == nil {
		l.measures = p.Measures(text)
		l.dates = p.Dates(text, time.Time{})
	}
	return l
}

// reHedge opens a labeled value with a word that only hedges it ("about 14 months").
var reHedge = regexp.MustCompile(`(?i)^\s*(?:about|around|roughly|approximately|approx\.?|circa|~|≈)\s*`)

// find is the first offset of value in the text, or -1. The value is found as written with
// case, spaces and punctuation removed ("50 s" in "50s"), without a hedge before it, or, for a
// quantity, as the same quantity written another way ("0.41s" for "410 ms"), wherever the
// earliest of these is.
func (l *locator) find(value string) int {
	at := -1
	first := func(i int) {
		if i >= 0 && (at < 0 || i < at) {
			at = i
		}
	}
	for _, v := range []string{value, reHedge.ReplaceAllString(value, "")} {
		if sv := squash(v); sv != "" {
			if i := strings.Index(l.squashed, sv); i >= 0 {
				first(l.at[i])
			}
		}
	}
	p, err := facts.Default()
	if err != nil {
		return at
	}
	if want := p.Measures(value); len(want) > 0 {
		for _, m := range l.measures {
			if m.Same(want[0]) {
				first(m.Span.Start)
				break
			}
		}
	}
	// A date written another way ("05.12.2025" for "5 December 2025"), read with its year.
	if want := p.Dates(value, time.Time{}); len(want) == 1 && !want[0].Ambiguous() && reYear.MatchString(want[0].Text) {
		for _, d := range l.dates {
			if !d.Ambiguous() && d.Date.Equal(want[0].Date) && reYear.MatchString(d.Text) {
				first(d.Span.Start)
				break
			}
		}
	}
	return at
}

// reYear is a year written out, which a date must carry to be compared across formats.
var reYear = regexp.MustCompile(`\b(?:19|20)\d{2}\b`)

func squash(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.' || r == '%' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Write prints the report as one Markdown table row per measure.
func (r Report) Write(w io.Writer) {
	pct := func(n, d int) string {
		if d == 0 {
			return "-"
		}
		return fmt.Sprintf("%d of %d (%.0f%%)", n, d, 100*float64(n)/float64(d))
	}
	fmt.Fprintf(w, "%s: %d cases\n\n| measure | value |\n| --- | --- |\n", r.Split, r.Cases)
	fmt.Fprintf(w, "| revisions surfaced (both values stated, the change marked) | %s |\n", pct(r.Surfaced, r.Revisions))
	fmt.Fprintf(w, "| revisions with the latest value first | %s |\n", pct(r.LatestFirst, r.Revisions))
	fmt.Fprintf(w, "| revisions not surfaced: latest value not stated (its document not cited) / no replaced value stated / both stated, change not marked | %d (%d) / %d / %d |\n", r.NoLatest, r.LatestDocUncited, r.NoReplaced, r.Unmarked)
	fmt.Fprintf(w, "| disagreements shown as contradictions | %s |\n", pct(r.Shown, r.Disagreements))
	fmt.Fprintf(w, "| absent-detail questions answered GROUNDED (led by a value read) | %s (%d) |\n", pct(r.AbsentGrounded, r.Absent), r.AbsentGroundedLed)
	fmt.Fprintf(w, "| never-revised values shown as disagreeing | %s |\n", pct(r.FalseDisagreements, r.Plain))
	fmt.Fprintf(w, "| gold documents cited | %.2f |\n", r.GoldCited)
	fmt.Fprintf(w, "| extra documents cited per answer | %.2f |\n", r.Extra)
	fmt.Fprintf(w, "| revision and disagreement answers led by a value statement | %s |\n", pct(r.Led, r.Changing))
	fmt.Fprintf(w, "| answers that abstained (every topic is in the corpus) | %s |\n", pct(r.Abstained, r.Cases))
	fmt.Fprintf(w, "| answers with the expected status | %s |\n\n", pct(r.AsExpected, r.Cases))
}

// copyOf is the gold document d is a listed near-copy of, or "".
func (c Case) copyOf(d string) string {
	for _, g := range c.GoldDocs {
		if slices.Contains(c.Duplicates[g], d) {
			return g
		}
	}
	return ""
}

// citesDoc reports whether an answer cites document d or a listed near-copy of it.
func citesDoc(c Case, a Answer, d string) bool {
	return slices.Contains(a.Cited, d) || slices.ContainsFunc(c.Duplicates[d], func(x string) bool { return slices.Contains(a.Cited, x) })
}
