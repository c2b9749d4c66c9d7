// Package reviseeval holds an evaluation set for answers that know what changed: questions over
// a company's imported evidence where a value was revised (the answer leads with the latest
// authoritative value and names what it replaced), where two sources disagree with nothing to
// tell which replaced which, where the topic is present but the asked-for detail is in no
// document (the answer is PARTIAL), and plain controls.
//
// Twenty fictional companies are kept as data: testdata/dev, testdata/dev2, testdata/dev3,
// testdata/dev4, testdata/dev5, testdata/dev6, testdata/dev7, testdata/dev8, testdata/dev9, testdata/dev10, testdata/dev11, testdata/dev12, testdata/dev13, testdata/dev14, testdata/dev15, testdata/dev16 and testdata/dev17 (read
// by the authors of the rules) and testdata/heldout, testdata/heldout2 and testdata/heldout3 (not read by them;
// only their aggregate figures are printed).
// Each has corpus.jsonl, in the JSON Lines import format the product reads, and cases.json.
// See README.md.
package reviseeval

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// Kinds of case.
const (
	KindRevision     = "revision"     // a value replaced, with an explanation or an explicit marker
	KindDisagreement = "disagreement" // sources differ with no explanation and no order
	KindAbsent       = "absent"       // the topic is present, the asked-for detail is in no document
	KindPlain        = "plain"        // a value never revised (a control)
)

// Resolutions.
const (
	Superseded = "SUPERSEDED" // revision: the latest value replaced the others
	Unresolved = "UNRESOLVED" // disagreement: nothing says which value holds
	NoConflict = "NONE"       // absent and plain cases
)

// Statuses an answer can have.
const (
	Grounded  = "GROUNDED"
	Partial   = "PARTIAL"
	Abstained = "ABSTAINED"
)

// Sources a document can come from (metadata.source).
var Sources = []string{"slack", "wiki", "postmortem", "ticket", "doc", "mail"}

// Doc is one corpus record, in the import format (engine/ingest's JSON Lines record).
type Doc struct {
	ID        string            `json:"id"`
	Title     string            `json:"title"`
	Body      string            `json:"body"`
	Author    string            `json:"author"`
	CreatedAt time.Time         `json:"createdAt"`
	URL       string            `json:"url"`
	Metadata  map[string]string `json:"metadata"`
}

// Source is metadata.source.
func (d Doc) Source() string { return d.Metadata["source"] }

// Value is one stated value: what it is, the document that states it and a verbatim quote of
// that document's body. At is the day the value was stated (YYYY-MM-DD), given for the latest
// value: a follow-up late in a thread can be later than the thread's first message.
type Value struct {
	Value string `json:"value"`
	Doc   string `json:"doc"`
	At    string `json:"at,omitempty"`
	Quote string `json:"quote"`
}

// Distractor is a value about the same subject that must not lead the answer: a proposal that
// was never decided, a stale copy, a question, a forecast, a value for a neighbouring subject.
type Distractor struct {
	Value  string `json:"value"`
	Doc    string `json:"doc"`
	Quote  string `json:"quote"`
	Stance string `json:"stance"`
}

// Stances a distractor can have.
var Stances = []string{"proposal", "stale", "hypothesis", "question", "forecast", "other-subject"}

// Quote is a verbatim passage of a document.
type Quote struct {
	Doc   string `json:"doc"`
	Quote string `json:"quote"`
}

// Case is one question.
type Case struct {
	ID        string `json:"id"`
	Kind      string `json:"kind"`
	Question  string `json:"question"`
	Subject   string `json:"subject"`
	Attribute string `json:"attribute"`
	// Latest is the latest authoritative value (revision), or the value (plain); nil for
	// disagreement and absent cases.
	Latest *Value `json:"latest"`
	// Superseded are the values Latest replaced (revision), oldest first.
	Superseded []Value `json:"superseded,omitempty"`
	// Values are the disagreeing values (disagreement).
	Values []Value `json:"values,omitempty"`
	// RevisionReason says why or how the value was revised (revision).
	RevisionReason string `json:"revision_reason,omitempty"`
	Resolution     string `json:"resolution"`
	// GoldDocs is the smallest set of documents that carries the answer.
	GoldDocs []string `json:"gold_docs"`
	// Duplicates maps a gold document to its near-copies (copies, forwards, older versions
	// that say the same), which must not be cited beside it.
	Duplicates     map[string][]string `json:"duplicates,omitempty"`
	ExpectedStatus string              `json:"expected_status"`
	// AbsentDetail names what the corpus does not say (every PARTIAL case).
	AbsentDetail string `json:"absent_detail,omitempty"`
	// Covered are passages showing the topic is present (absent cases).
	Covered     []Quote      `json:"covered,omitempty"`
	Distractors []Distractor `json:"distractors,omitempty"`
	Notes       string       `json:"notes,omitempty"`
}

// Set is one company: its corpus and its cases.
type Set struct {
	Name  string
	Docs  []Doc
	Cases []Case
}

// Load reads dir/corpus.jsonl and dir/cases.json.
func Load(dir string) (Set, error) {
	s := Set{Name: filepath.Base(dir)}
	var err error
	if s.Docs, err = LoadCorpus(filepath.Join(dir, "corpus.jsonl")); err != nil {
		return s, err
	}
	if s.Cases, err = LoadCases(filepath.Join(dir, "cases.json")); err != nil {
		return s, err
	}
	return s, nil
}

// LoadCorpus reads a JSON Lines corpus: one document per non-blank line.
func LoadCorpus(path string) ([]Doc, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reviseeval: %w", err)
	}
	var docs []Doc
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 0, 64*1024), 4*1024*1024)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var d Doc
		dec := json.NewDecoder(bytes.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&d); err != nil {
			return nil, fmt.Errorf("reviseeval: %s:%d: %w", path, n, err)
		}
		docs = append(docs, d)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reviseeval: %s: %w", path, err)
	}
	return docs, nil
}

// LoadCases reads a JSON array of cases.
func LoadCases(path string) ([]Case, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reviseeval: %w", err)
	}
	var cs []Case
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&cs); err != nil {
		return nil, fmt.Errorf("reviseeval: %s: %w", path, err)
	}
	return cs, nil
}

// Counts summarises a set.
type Counts struct {
	Cases  int
	ByKind map[string]int
	// Docs is the corpus size; Duplicates the documents listed as near-copies of a gold
	// document; Noise the documents no case refers to in any role.
	Docs, Duplicates, Noise int
}

// RevisedOrDisagreeing is the number of revision and disagreement cases.
func (c Counts) RevisedOrDisagreeing() int {
	return c.ByKind[KindRevision] + c.ByKind[KindDisagreement]
}

// Count summarises s.
func (s Set) Count() Counts {
	c := Counts{Cases: len(s.Cases), ByKind: map[string]int{}, Docs: len(s.Docs)}
	used, dups := map[string]bool{}, map[string]bool{}
	for _, k := range s.Cases {
		c.ByKind[k.Kind]++
		for _, id := range k.referenced() {
			used[id] = true
		}
		for _, ds := range k.Duplicates {
			for _, d := range ds {
				dups[d] = true
			}
		}
	}
	c.Duplicates = len(dups)
	for _, d := range s.Docs {
		if !used[d.ID] {
			c.Noise++
		}
	}
	return c
}

// referenced lists every document the case names in any role.
func (k Case) referenced() []string {
	ids := slices.Clone(k.GoldDocs)
	if k.Latest != nil {
		ids = append(ids, k.Latest.Doc)
	}
	for _, v := range append(slices.Clone(k.Superseded), k.Values...) {
		ids = append(ids, v.Doc)
	}
	for _, d := range k.Distractors {
		ids = append(ids, d.Doc)
	}
	for _, q := range k.Covered {
		ids = append(ids, q.Doc)
	}
	for _, ds := range k.Duplicates {
		ids = append(ids, ds...)
	}
	return ids
}

// Validate checks the integrity of a set and returns every problem found: unique ids, known
// sources, verbatim quotes, existing references, allowed kinds, resolutions and statuses, and
// the shape each kind requires.
func Validate(s Set) []error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }

	docs := map[string]Doc{}
	for i, d := range s.Docs {
		switch {
		case strings.TrimSpace(d.ID) == "":
			bad("doc #%d: empty id", i+1)
			continue
		case docs[d.ID].ID != "":
			bad("doc %s: duplicate id", d.ID)
		}
		docs[d.ID] = d
		if strings.TrimSpace(d.Title) == "" || strings.TrimSpace(d.Body) == "" {
			bad("doc %s: empty title or body", d.ID)
		}
		if d.CreatedAt.IsZero() {
			bad("doc %s: no createdAt", d.ID)
		}
		if d.Author == "" || d.URL == "" {
			bad("doc %s: no author or url", d.ID)
		}
		if !slices.Contains(Sources, d.Source()) {
			bad("doc %s: source %q not one of %v", d.ID, d.Source(), Sources)
		}
	}

	// quoted checks that q is a verbatim substring of doc's body and returns its offset.
	quoted := func(c, role, doc, q string) int {
		d, ok := docs[doc]
		if !ok {
			bad("case %s: %s doc %q does not exist", c, role, doc)
			return -1
		}
		if strings.TrimSpace(q) == "" {
			bad("case %s: %s quote from %s is empty", c, role, doc)
			return -1
		}
		i := strings.Index(d.Body, q)
		if i < 0 {
			bad("case %s: %s quote %q is not in the body of %s", c, role, q, doc)
		}
		return i
	}

	ids := map[string]bool{}
	for _, k := range s.Cases {
		c := k.ID
		if c == "" {
			bad("case with empty id: %q", k.Question)
			continue
		}
		if ids[c] {
			bad("case %s: duplicate id", c)
		}
		ids[c] = true
		if strings.TrimSpace(k.Question) == "" || strings.TrimSpace(k.Subject) == "" || strings.TrimSpace(k.Attribute) == "" {
			bad("case %s: question, subject and attribute are required", c)
		}
		if !slices.Contains([]string{Superseded, Unresolved, NoConflict}, k.Resolution) {
			bad("case %s: resolution %q not allowed", c, k.Resolution)
		}
		if !slices.Contains([]string{Grounded, Partial, Abstained}, k.ExpectedStatus) {
			bad("case %s: expected_status %q not allowed", c, k.ExpectedStatus)
		}
		if k.ExpectedStatus == Partial && strings.TrimSpace(k.AbsentDetail) == "" {
			bad("case %s: a PARTIAL case must name its absent_detail", c)
		}
		if k.ExpectedStatus != Partial && k.AbsentDetail != "" {
			bad("case %s: absent_detail on a %s case", c, k.ExpectedStatus)
		}

		gold := map[string]bool{}
		for _, g := range k.GoldDocs {
			if gold[g] {
				bad("case %s: gold doc %s listed twice", c, g)
			}
			gold[g] = true
			if _, ok := docs[g]; !ok {
				bad("case %s: gold doc %q does not exist", c, g)
			}
		}
		if len(k.GoldDocs) == 0 && k.ExpectedStatus != Abstained {
			bad("case %s: no gold_docs", c)
		}
		needGold := func(role, doc string) {
			if !gold[doc] {
				bad("case %s: %s doc %s is not in gold_docs", c, role, doc)
			}
		}

		// Quotes each document contributes, for the duplicate check.
		quotes := map[string][]string{}
		var latestAt int
		if k.Latest != nil {
			latestAt = quoted(c, "latest", k.Latest.Doc, k.Latest.Quote)
			quotes[k.Latest.Doc] = append(quotes[k.Latest.Doc], k.Latest.Quote)
			needGold("latest", k.Latest.Doc)
			if strings.TrimSpace(k.Latest.Value) == "" {
				bad("case %s: latest has no value", c)
			}
		}
		for _, v := range k.Superseded {
			quoted(c, "superseded", v.Doc, v.Quote)
			quotes[v.Doc] = append(quotes[v.Doc], v.Quote)
			needGold("superseded", v.Doc)
		}
		for _, v := range k.Values {
			quoted(c, "values", v.Doc, v.Quote)
			quotes[v.Doc] = append(quotes[v.Doc], v.Quote)
			needGold("values", v.Doc)
		}
		for _, q := range k.Covered {
			quoted(c, "covered", q.Doc, q.Quote)
			quotes[q.Doc] = append(quotes[q.Doc], q.Quote)
			needGold("covered", q.Doc)
		}
		for _, d := range k.Distractors {
			quoted(c, "distractor", d.Doc, d.Quote)
			if !slices.Contains(Stances, d.Stance) {
				bad("case %s: distractor stance %q not one of %v", c, d.Stance, Stances)
			}
			if k.Latest != nil && norm(d.Value) == norm(k.Latest.Value) {
				bad("case %s: distractor value %q equals the latest", c, d.Value)
			}
		}
		for g, ds := range k.Duplicates {
			if !gold[g] {
				bad("case %s: duplicates keyed by %s, which is not a gold doc", c, g)
			}
			for _, d := range ds {
				dd, ok := docs[d]
				switch {
				case !ok:
					bad("case %s: duplicate doc %q does not exist", c, d)
					continue
				case gold[d] || d == g:
					bad("case %s: duplicate %s is itself a gold doc", c, d)
				}
				// A near-copy repeats at least one passage the case takes from its original.
				if qs := quotes[g]; len(qs) > 0 && !slices.ContainsFunc(qs, func(q string) bool { return strings.Contains(dd.Body, q) }) {
					bad("case %s: duplicate %s repeats none of the quoted passages of %s", c, d, g)
				}
			}
		}

		switch k.Kind {
		case KindRevision:
			if k.Resolution != Superseded {
				bad("case %s: a revision resolves SUPERSEDED, not %q", c, k.Resolution)
			}
			if k.Latest == nil {
				bad("case %s: a revision needs a latest value", c)
				continue
			}
			if len(k.Superseded) == 0 {
				bad("case %s: a revision needs at least one superseded value", c)
			}
			if strings.TrimSpace(k.RevisionReason) == "" {
				bad("case %s: a revision needs a revision_reason", c)
			}
			if len(k.Values) > 0 {
				bad("case %s: values belong to disagreements", c)
			}
			ld, ok := docs[k.Latest.Doc]
			if !ok {
				continue
			}
			at, err := time.Parse(time.DateOnly, k.Latest.At)
			if err != nil {
				bad("case %s: latest.at %q is not YYYY-MM-DD", c, k.Latest.At)
			} else if at.Before(day(ld.CreatedAt)) {
				bad("case %s: latest.at %s is before its document %s was written", c, k.Latest.At, ld.ID)
			}
			for _, v := range k.Superseded {
				if norm(v.Value) == norm(k.Latest.Value) {
					bad("case %s: superseded value %q equals the latest", c, v.Value)
				}
				sd, ok := docs[v.Doc]
				if !ok {
					continue
				}
				switch {
				case sd.ID == ld.ID:
					// A follow-up later in the same document: the old value comes first.
					if i := strings.Index(sd.Body, v.Quote); i >= 0 && latestAt >= 0 && i >= latestAt {
						bad("case %s: superseded quote comes after the latest in %s", c, sd.ID)
					}
				case !sd.CreatedAt.Before(ld.CreatedAt):
					bad("case %s: superseded doc %s (%s) is not older than the latest's %s (%s)", c, sd.ID, sd.CreatedAt.Format(time.DateOnly), ld.ID, ld.CreatedAt.Format(time.DateOnly))
				}
			}
		case KindDisagreement:
			if k.Resolution != Unresolved {
				bad("case %s: a disagreement resolves UNRESOLVED, not %q", c, k.Resolution)
			}
			if k.Latest != nil || len(k.Superseded) > 0 {
				bad("case %s: a disagreement has no latest or superseded value", c)
			}
			if k.RevisionReason != "" {
				bad("case %s: a disagreement has no revision_reason", c)
			}
			distinct := map[string]bool{}
			for _, v := range k.Values {
				distinct[norm(v.Value)] = true
			}
			if len(k.Values) < 2 || len(distinct) < 2 {
				bad("case %s: a disagreement needs at least two different values", c)
			}
			if k.ExpectedStatus == Abstained {
				bad("case %s: a disagreement is answered, not ABSTAINED", c)
			}
		case KindAbsent:
			if k.ExpectedStatus != Partial {
				bad("case %s: an absent case is PARTIAL, not %q", c, k.ExpectedStatus)
			}
			if k.Resolution != NoConflict {
				bad("case %s: an absent case resolves NONE, not %q", c, k.Resolution)
			}
			if k.Latest != nil || len(k.Superseded) > 0 || len(k.Values) > 0 {
				bad("case %s: an absent case states no value", c)
			}
			if len(k.Covered) == 0 {
				bad("case %s: an absent case quotes where the topic is covered", c)
			}
		case KindPlain:
			if k.ExpectedStatus != Grounded {
				bad("case %s: a plain case is GROUNDED, not %q", c, k.ExpectedStatus)
			}
			if k.Resolution != NoConflict {
				bad("case %s: a plain case resolves NONE, not %q", c, k.Resolution)
			}
			if k.Latest == nil {
				bad("case %s: a plain case needs its value in latest", c)
			}
			if len(k.Superseded) > 0 || len(k.Values) > 0 {
				bad("case %s: a plain case has one value", c)
			}
		default:
			bad("case %s: kind %q not one of revision, disagreement, absent, plain", c, k.Kind)
		}
	}
	return errs
}

func day(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

func norm(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), " ") }
