package queue

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/records"
)

// facets are a component's owner, due date and status as facts.Timelines reads them from its
// records: the latest dated statement is current, explained changes are history, unexplained
// disagreements are contradictions. Ask reads the same timelines from the same facts (Basis).
type facets struct {
	owner, due, status facts.Timeline
	hasOwner, hasDue   bool
	hasStatus          bool
	// later is a status contradiction the timeline cannot see: work asked for after a
	// statement that it is finished.
	later string
	// statuses are the status statements in time order.
	statuses []facts.Fact
	// labels name, by chunk id, where each fact was said (source and title), for people.
	labels map[string]string
}

// Basis is the facts a component's owner, due date and status are read from, each citing the
// chunk it was read from (Doc), all about the component's one piece of work (Subject is its
// key). The queue stores every compile's bases, and Ask reads a subject's basis back, so the
// two read one subject's owner, due date and status from the same facts by the same rule
// (Timelines).
func Basis(c Component) []facts.Fact {
	var fs []facts.Fact
	for _, r := range c.Records {
		at, _ := time.Parse(time.RFC3339Nano, r.At)
		base := facts.Fact{Subject: c.Key, At: at, Revises: r.Revises, Field: r.SystemOfRecord, Outside: r.Outside, Quote: r.Text, Doc: r.Citation.ChunkID}
		switch r.Kind {
		case records.Owner:
			f := base
			f.Kind, f.Person = facts.Owner, r.Owner
			fs = append(fs, f)
		case records.Commitment:
			if r.Owner != "" {
				f := base
				f.Kind, f.Person = facts.Commitment, r.Owner
				fs = append(fs, f)
			}
		case records.Status:
			if r.State != "" {
				f := base
				f.Kind, f.State = facts.Status, facts.State(r.State)
				fs = append(fs, f)
			}
		}
		if r.Due != "" && (r.Kind == records.Commitment || r.Kind == records.Deadline) {
			d, err := time.Parse("2006-01-02", r.Due)
			if err == nil {
				f := base
				f.Kind, f.Date = facts.Due, d
				fs = append(fs, f)
			}
		}
	}
	return fs
}

// Timelines are a basis's owner, due date and status timelines: the latest dated statement
// is current, explained changes are history, unexplained disagreements are contradictions; a
// commitment's author stands in as owner only when no statement names one.
func Timelines(basis []facts.Fact) []facts.Timeline {
	return facts.Timelines(facts.CommittersAsOwners(basis))
}

// readFacets builds the component's timelines from its basis.
func readFacets(c Component, basis []facts.Fact) facets {
	out := facets{labels: map[string]string{}}
	for _, r := range c.Records {
		out.labels[r.Citation.ChunkID] = sourceOf(r)
	}
	for _, t := range Timelines(basis) {
		switch t.Facet {
		case facts.FacetOwner:
			out.owner, out.hasOwner = t, true
		case facts.FacetDue:
			out.due, out.hasDue = t, true
		case facts.FacetStatus:
			out.status, out.hasStatus = t, true
		}
	}
	for _, f := range basis {
		if f.Kind == facts.Status {
			out.statuses = append(out.statuses, f)
		}
	}
	slices.SortStableFunc(out.statuses, func(a, b facts.Fact) int { return a.At.Compare(b.At) })
	return out
}

// label names where a fact was said.
func (f facets) label(x facts.Fact) string { return f.labels[x.Doc] }

// sourceOf names where a record was said, for people reading a contradiction.
func sourceOf(r records.Record) string {
	return r.Citation.SourceName + ": " + r.Citation.Title
}

// dueOf is the due date a packet uses and why: the current value, or, while sources disagree,
// the earliest of them (the cautious reading) until someone confirms which holds.
func (f facets) dueOf() (due, why string) {
	if !f.hasDue {
		return "", ""
	}
	t := f.due
	if t.Current != nil {
		due = t.Current.Date.Format("2006-01-02")
		if len(t.History) == 0 {
			return due, "Deadline: " + due + " (stated by " + f.label(*t.Current) + ")."
		}
		var old []string
		for _, h := range t.History {
			old = append(old, h.Date.Format("2006-01-02"))
		}
		return due, fmt.Sprintf("Deadline: %s, the latest dated statement (%s, %s); it replaced %s.",
			due, f.label(*t.Current), t.Current.At.UTC().Format("2006-01-02"), strings.Join(slices.Compact(old), ", then "))
	}
	dates := make([]string, 0, len(t.Conflict))
	for _, c := range t.Conflict {
		dates = append(dates, c.Date.Format("2006-01-02"))
	}
	slices.Sort(dates)
	return dates[0], "Deadline: " + dates[0] + ", the earliest of the dates the sources disagree on, until one is confirmed."
}

// conflicts are the contradictions a packet must show, each naming the disagreeing values and
// who said them.
func (f facets) conflicts() []string {
	var out []string
	if f.later != "" {
		out = append(out, f.later)
	}
	for _, t := range []struct {
		on    bool
		tl    facts.Timeline
		label string
	}{{f.hasDue, f.due, "Deadlines disagree"}, {f.hasOwner, f.owner, "Owners disagree"}, {f.hasStatus, f.status, "Status disagrees"}} {
		if !t.on || !t.tl.Contradicted() {
			continue
		}
		var parts []string
		for _, c := range t.tl.Conflict {
			parts = append(parts, c.Value(t.tl.Facet)+" ("+f.label(c)+")")
		}
		out = append(out, t.label+": "+strings.Join(slices.Compact(parts), "; ")+".")
	}
	return out
}

// owners are the owners a packet can name: the current one, or those who disagree.
func (f facets) owners() []string {
	if !f.hasOwner {
		return nil
	}
	if f.owner.Current != nil {
		return []string{f.owner.Current.Person}
	}
	var out []string
	for _, c := range f.owner.Conflict {
		out = append(out, c.Person)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// closed reports whether the work is finished: its current status is done or cancelled, and
// either the system of record says so or nothing asks for work after it. A chat saying "done"
// followed by a later commitment or question about the same work leaves it open, with the
// disagreement shown (later returns it).
func (f facets) closed(c Component) (bool, string) {
	if !f.hasStatus {
		return false, ""
	}
	// The system of record's latest status decides, unless someone reopened the work since.
	var sor *facts.Fact
	reopened := false
	for _, s := range f.statuses {
		switch {
		case s.Field:
			sor, reopened = &s, false
		case s.Revises && !terminal(s.State):
			reopened = true
		}
	}
	if sor != nil && terminal(sor.State) && !reopened {
		return true, ""
	}
	cur := f.status.Current
	if cur == nil || !terminal(cur.State) {
		return false, ""
	}
	for _, r := range c.Records {
		at, _ := time.Parse(time.RFC3339Nano, r.At)
		if r.Kind.Actionable() && at.After(cur.At) {
			return false, fmt.Sprintf("Status disagrees: %s says the work is %s (%s), but %s asks for it later (%s).",
				f.label(*cur), cur.State, cur.At.UTC().Format("2006-01-02"), sourceOf(r), at.UTC().Format("2006-01-02"))
		}
	}
	return true, ""
}

func terminal(s facts.State) bool { return s == facts.Done || s == facts.Cancelled }
