package synthesis

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/untrusted"
)

// chunkFacts reads a chunk's facts with engine/facts, the reading Today shares: owners,
// commitments, due dates, statuses, slips. people resolves names across the retrieved chunks.
func chunkFacts(ev Evidence, people *facts.People) []facts.Fact {
	p, err := facts.Default()
	if err != nil {
		panic("synthesis: the sentence model does not load: " + err.Error()) // a build defect, not input
	}
	at, _ := time.Parse(time.RFC3339Nano, ev.AuthoredAt)
	d := facts.Doc{ID: ev.ChunkID, Kind: kindOf(ev), Author: ev.Author, At: at, Title: ev.Title, Text: ev.Text}
	if d.Kind == "ticket" {
		if ids := subjectIDs(ev.ExternalID); len(ids) > 0 {
			d.Key = ids[0]
		}
	}
	return p.Extract(facts.NewThread(), people, d)
}

// readFacts reads the chunk's facts, adds the proposed facts that quote it verbatim, marks
// those said by someone outside the team, and sets the facet values of the sentences they cite.
func (c *chunk) readFacts(people *facts.People, in *Input) {
	c.facts = chunkFacts(c.ev, people)
	d := facts.Doc{ID: c.ev.ChunkID, Text: c.ev.Text}
	d.At, _ = time.Parse(time.RFC3339Nano, c.ev.AuthoredAt)
	for _, p := range in.Proposed {
		if p.ChunkID != c.ev.ChunkID {
			continue
		}
		c.proposed++
		f, err := facts.Accept(p.Fact, d)
		if err != nil {
			continue
		}
		c.kept++
		c.facts = append(c.facts, f)
		if f.Kind == facts.Slip && !f.Date.IsZero() {
			// (a slip to a time no date names gives no due date)
			due := f
			due.Kind = facts.Due
			c.facts = append(c.facts, due)
		}
	}
	if in.Outsiders != nil {
		for i := range c.facts {
			f := c.facts[i]
			c.facts[i].Outside = in.Outsiders.Outside(c.ev, f.QuoteStart(), strings.TrimSpace(f.Quote), f.Field)
		}
		c.facts = withoutOutsiders(c.facts, in.Outsiders)
	}
	applyFacts(c.sentences, c.facts)
}

// withoutOutsiders drops what facts.Timelines never reads from outside the team (an owner, a
// tracked item's facts), here where the whole workspace's tracking is known: a question
// narrowed to an outsider's own source no longer sees the tracker's fields that make the item
// tracked.
func withoutOutsiders(fs []facts.Fact, o Outsiders) []facts.Fact {
	if o == nil {
		return fs
	}
	return slices.DeleteFunc(fs, func(f facts.Fact) bool {
		return f.Outside && (f.Kind == facts.Owner || o.Tracked(f.Subject))
	})
}

// kindOf is the evidence's document kind, or, for evidence that does not say (a provider's
// result), the kind its shape shows.
func kindOf(ev Evidence) string {
	switch {
	case ev.Kind != "":
		return ev.Kind
	case strings.HasPrefix(ev.Title, "#"):
		return "chat"
	case headerLine.MatchString(ev.Text):
		return "mail"
	case len(subjectIDs(ev.ExternalID)) > 0:
		return "ticket"
	}
	return "doc"
}

// applyFacts sets the facet values of the sentences the facts cite: the owner (Actor), a due
// date (Deadline), a commitment (and its author as Actor when the sentence names no owner) and
// a status (Completion: done, canceled or open).
func applyFacts(ss []sentence, fs []facts.Fact) {
	for _, f := range fs {
		k := sentenceAt(ss, f.Span.Start)
		if k < 0 {
			continue
		}
		s := &ss[k]
		if s.values == nil {
			s.values = map[planner.Facet]string{}
		}
		switch f.Kind {
		case facts.Owner:
			s.values[planner.Actor] = f.Person // (an outsider's owner fact is gone: withoutOutsiders)
		case facts.Due:
			if !f.Ambiguous() && !f.Date.IsZero() {
				s.values[planner.Deadline] = f.Date.Format("2006-01-02")
			}
		case facts.Commitment:
			s.values[planner.Commitment] = "committed"
			if _, ok := s.values[planner.Actor]; !ok && !f.Date.IsZero() && !f.Outside {
				s.values[planner.Actor] = f.Person
			}
		case facts.Status:
			s.values[planner.Completion] = completionOf(f.State)
		}
	}
}

// completionOf maps a status to the completion classes answers use.
func completionOf(st facts.State) string {
	switch st {
	case facts.Done:
		return "done"
	case facts.Cancelled:
		return "canceled"
	}
	return "open"
}

// sentenceAt is the sentence holding byte offset at, or -1.
func sentenceAt(ss []sentence, at int) int {
	for k, s := range ss {
		if at >= s.start && at < s.end {
			return k
		}
	}
	// A fact's span may start in a prefix the sentence leaves out (a speaker, a bullet): the
	// next sentence on.
	for k, s := range ss {
		if s.start >= at {
			return k
		}
	}
	return -1
}

// openClaim reports whether a claim's text says its work is still open.
func openClaim(text string) bool {
	p, err := facts.Default()
	if err != nil {
		return false
	}
	for _, f := range p.Extract(facts.NewThread(), nil, facts.Doc{ID: "claim", Text: text}) {
		if f.Kind == facts.Status && completionOf(f.State) == "open" {
			return true
		}
	}
	return false
}

// timelines follows every subject's owner, due date and status over the retrieved chunks'
// facts, as Today's packets do over the workspace's (committers stand in as owners there too).
// A subject with known facts (Input.Known) is followed over those alone: they are what its
// packet shows.
func timelines(chunks []*chunk, known map[string][]facts.Fact, o Outsiders) []facts.Timeline {
	var all []facts.Fact
	for _, c := range chunks {
		if untrusted.Suspicious(c.ev.Text) {
			continue
		}
		for _, f := range c.facts {
			if _, ok := known[f.Subject]; !ok {
				all = append(all, f)
			}
		}
	}
	for _, s := range slices.Sorted(maps.Keys(known)) {
		all = append(all, withoutOutsiders(slices.Clone(known[s]), o)...)
	}
	return facts.Timelines(facts.CommittersAsOwners(all))
}

// facetOf is the timeline facet an answer facet reads.
func facetOf(f planner.Facet) (facts.Facet, bool) {
	switch f {
	case planner.Actor:
		return facts.FacetOwner, true
	case planner.Deadline:
		return facts.FacetDue, true
	case planner.Completion:
		return facts.FacetStatus, true
	}
	return "", false
}

// explained drops the disagreements the evidence explains (the timeline has a current value
// and the other values are its history) and returns them as updates that lead with the latest
// value: "The deadline of ENG-7 is 2025-03-20 [2], moved from 2025-03-13 [1]."
func explained(cs []Contradiction, tl []facts.Timeline, chunks []*chunk, cites *citer) ([]Contradiction, []string) {
	var kept []Contradiction
	var updates []string
	for _, c := range cs {
		ff, ok := facetOf(c.Facet)
		t, found := facts.Latest(tl, c.Subject, ff)
		if !ok || !found || t.Contradicted() || t.Current == nil || len(t.History) == 0 {
			kept = append(kept, c)
			continue
		}
		updates = append(updates, updateLine(c.Subject, c.Facet, t, chunks, cites))
	}
	if kept == nil {
		kept = []Contradiction{}
	}
	return kept, updates
}

// lead states, for each identifier the question names and each facet it asks about, the
// current value the facts give, with what it replaced.
// Each facet it states is covered for that identifier (cover is called with it): the answer
// cannot both state a value and say that no evidence states it.
func lead(qids []string, asked []planner.Facet, tl []facts.Timeline, chunks []*chunk, cites *citer, cover func(planner.Facet, string)) []string {
	var out []string
	for _, id := range qids {
		for _, f := range asked {
			ff, ok := facetOf(f)
			if !ok {
				continue
			}
			t, found := facts.Latest(tl, id, ff)
			if !found || t.Contradicted() || t.Current == nil {
				continue
			}
			out = append(out, updateLine(id, f, t, chunks, cites))
			cover(f, id)
		}
	}
	return out
}

func updateLine(subject string, f planner.Facet, t facts.Timeline, chunks []*chunk, cites *citer) string {
	line := fmt.Sprintf("The %s of %s is %s%s", facetLabel(f), subject, shown(t.Facet, *t.Current), citeFact(*t.Current, chunks, cites))
	if n := len(t.History); n > 0 && shown(t.Facet, t.History[n-1]) != shown(t.Facet, *t.Current) {
		h := t.History[n-1]
		line += fmt.Sprintf(", %s %s%s", replacedWord(t.Facet), shown(t.Facet, h), citeFact(h, chunks, cites))
	}
	return line + "."
}

func replacedWord(f facts.Facet) string {
	switch f {
	case facts.FacetDue:
		return "moved from"
	case facts.FacetOwner:
		return "taking over from"
	}
	return "was"
}

// shown is a fact's value as an answer's leading line states it: a status by its completion
// class.
func shown(f facts.Facet, x facts.Fact) string {
	if f == facts.FacetStatus {
		return completionOf(x.State)
	}
	return x.Value(f)
}

// citeFact cites the chunk a fact was read from: a placeholder compose turns into the chunk's
// citation number in the final answer (a model's answer numbers its citations its own way).
func citeFact(f facts.Fact, chunks []*chunk, cites *citer) string {
	if id := citeID(f, chunks, cites); id != "" {
		return " " + leadRef(id)
	}
	return ""
}

func leadRef(id string) string { return "[[" + id + "]]" }

var reLeadRef = regexp.MustCompile(`\[\[([^\]]+)\]\]`)

// LeadCitations are the chunk ids an answer's leading lines cite.
func LeadCitations(a Answer) []string {
	var out []string
	for _, l := range a.Leads {
		for _, m := range reLeadRef.FindAllStringSubmatch(l, -1) {
			if !slices.Contains(out, m[1]) {
				out = append(out, m[1])
			}
		}
	}
	return out
}

// Contested are the missing-information lines that name an asked-for facet the sources
// disagree on.
func Contested(a Answer) []string {
	var out []string
	for _, m := range a.MissingInformation {
		if strings.HasPrefix(m, contestedPrefix) {
			out = append(out, m)
		}
	}
	return out
}

const contestedPrefix = "Which "

// contestedFacets are the contradictions about a facet the question asks about, of a subject
// it names (of any subject, when it names none).
func contestedFacets(cs []Contradiction, qids []string, asked []planner.Facet) []Contradiction {
	var out []Contradiction
	for _, c := range cs {
		if (len(qids) == 0 || slices.Contains(qids, c.Subject)) && slices.Contains(asked, c.Facet) {
			out = append(out, c)
		}
	}
	return out
}
