package facts

import (
	"regexp"
	"slices"
	"strings"
	"time"
)

// Facet is what a timeline follows about a subject.
type Facet string

// The facets a timeline follows.
const (
	FacetOwner  Facet = "owner"
	FacetDue    Facet = "due"
	FacetStatus Facet = "status"
)

// Timeline is one subject's facet over time. The current value is the latest dated
// statement; an earlier value that a later statement explains away (a slip, a handover, a
// reopening, work moving forward) is history; two statements that disagree with nothing to
// explain it are a contradiction, and then there is no current value until an explained change
// settles it.
type Timeline struct {
	Subject string
	Facet   Facet
	// Current is the statement in force; nil while the facet is contradicted.
	Current *Fact
	// History holds the statements Current replaced, oldest first.
	History []Fact
	// Conflict holds the disagreeing statements of a contradiction, oldest first.
	Conflict []Fact
	// Reason says which value is used and why, for people reading a packet or an answer.
	Reason string
}

// Contradicted reports whether the facet rests on an unexplained disagreement.
func (t Timeline) Contradicted() bool { return len(t.Conflict) > 0 }

// Timelines builds every subject's owner, due and status timelines from facts, in the order of
// the statements' times (ties in extraction order). The result is sorted by subject and facet.
func Timelines(fs []Fact) []Timeline {
	type key struct {
		subject string
		facet   Facet
	}
	groups := map[key][]Fact{}
	var keys []key
	tracked := trackedSubjects(fs)
	for _, f := range fs {
		facet, ok := facetOf(f)
		// No one outside the team owns the team's work, tracked or not ("On it." from a
		// customer on a help-desk ticket).
		if !ok || f.Subject == "" || f.Ambiguous() || f.Outside && (tracked[f.Subject] || facet == FacetOwner) {
			continue
		}
		k := key{f.Subject, facet}
		if _, seen := groups[k]; !seen {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], f)
	}
	slices.SortFunc(keys, func(a, b key) int {
		if c := strings.Compare(a.subject, b.subject); c != 0 {
			return c
		}
		return strings.Compare(string(a.facet), string(b.facet))
	})
	reopened, struck := reopenings(fs), strikes(fs)
	out := make([]Timeline, 0, len(keys))
	for _, k := range keys {
		g := groups[k]
		slices.SortStableFunc(g, func(a, b Fact) int { return a.At.Compare(b.At) })
		out = append(out, follow(k.subject, k.facet, g, changes{reopened: reopened[k.subject], struck: struck[k.subject]}))
	}
	return out
}

// reopenings are, by subject, the statements (none an outsider's) that reopened the work: a
// status said as a change back to open or in progress ("reopened KAS-331"). Work reopened
// starts over: a due date given after it replaces the one before it, said as a change or not.
func reopenings(fs []Fact) map[string][]Fact {
	out := map[string][]Fact{}
	for _, f := range fs {
		if f.Kind == Status && f.Revises && (f.State == Open || f.State == InProgress) && !f.Outside {
			out[f.Subject] = append(out[f.Subject], f)
		}
	}
	return out
}

// strikes are, by subject, the slips (none an outsider's) that said which date no longer holds
// ("For Friday it will not be possible", "HXP-41 won't make the 4th"), with or without a new
// one.
func strikes(fs []Fact) map[string][]Fact {
	out := map[string][]Fact{}
	for _, f := range fs {
		if f.Kind == Slip && !f.Old.IsZero() && !f.Outside {
			out[f.Subject] = append(out[f.Subject], f)
		}
	}
	return out
}

// changes are the statements that explain a later value of a subject's facet without being
// one: the reopenings of the work and the slips that struck a due date.
type changes struct {
	reopened, struck []Fact
}

// struckBetween reports whether a slip said no earlier than since (the last time from's date
// was stated) and no later than to, that from's date no longer holds: a due date given after
// it is the new plan, not a disagreement. A date stated again after the slip ("back on for
// the 20th") holds again.
func struckBetween(struck []Fact, from Fact, since time.Time, to Fact) bool {
	for _, s := range struck {
		if s.Old.Equal(from.Date) && !s.At.Before(since) && !s.At.After(to.At) {
			return true
		}
	}
	return false
}

// reDeadlineQuote states a date as a deadline: the latest the work may be done by ("due",
// "must be issued by 10 December"; a bare "by" only before a date or a day).
var reDeadlineQuote = regexp.MustCompile(`(?i)\b(?:due|deadline|must|has to|have to|needs? to|no later than|at the latest|latest)\b|\b(?:by|before)\s+(?:the\s+)?(?:\d|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|end|eod|eow|cob|tomorrow|next)`)

// rePromiseQuote is a promise to act in the first person: "(I) will file it today", "I'll go on
// Wednesday", "we're going to send it", "GR-11 will submit on the 24th" (terse chat drops the
// "I").
var rePromiseQuote = regexp.MustCompile(`(?i)(?:^\W*(?:(?-i:\p{Lu}[\p{Lu}\d]*-\d+)[:,]?\s+)?(?:(?:ok|okay|sure|yes|yep|yeah|fine|noted|got it|thanks|will do|no problem)\W+)*|\b(?:i|we)\s*)(?:will|shall|['’]ll|am going to|are going to|['’]m going to|['’]re going to)\s+\p{L}`)

// reNewDeadline states the date it gives as the work's deadline: no promise within one.
var reNewDeadline = regexp.MustCompile(`(?i)\b(?:due|deadline|target)\b`)

// withinDeadline reports whether f promises to act before cur's deadline ("due 13/11", then
// "will file it today"): it keeps to the deadline rather than giving the work another date.
// A promise is the writer's ("I will", "we'll", or a bare "will file it"), and a date given as
// a deadline ("will be due on the 25th") is a deadline, not a promise.
func withinDeadline(cur, f Fact) bool {
	return !f.Revises && !f.Field && !f.Outside && f.Date.Before(cur.Date) && reDeadlineQuote.MatchString(cur.Quote) &&
		rePromiseQuote.MatchString(f.Quote) && !reNewDeadline.MatchString(f.Quote)
}

// reWeekOf gives a week rather than a day, a date right after it: "the week of Dec 14", "w/c
// 14 Dec", "week commencing Monday 14th" (not "a week of testing").
var reWeekOf = regexp.MustCompile(`(?i)\b(?:week\s+(?:of|commencing|beginning|starting)|w/c|wk\s+of|wc)\s+(?:the\s+)?(?:mon(?:day)?\b|tue|wed|thu|fri|sat|sun|\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)`)

// dayOfWeek reports whether f gives a day of the week cur gave ("the install moves to the week
// of Dec 14", then "we'll install Wednesday Dec 16"): the plan made precise, not changed.
func dayOfWeek(cur, f Fact) bool {
	days := f.Date.Sub(cur.Date).Hours() / 24
	return days >= 0 && days < 7 && reWeekOf.MatchString(cur.Quote)
}

// reopenedBetween reports whether one of the reopenings falls after from and no later than to.
func reopenedBetween(reopened []Fact, from, to Fact) bool {
	for _, r := range reopened {
		if r.At.After(from.At) && !r.At.After(to.At) {
			return true
		}
	}
	return false
}

// CommittersAsOwners returns fs and, for each subject no statement names an owner of, an
// owner fact for each commitment to it: whoever committed to the work stands in as its owner.
// Today's packets and Ask's answers both read owners this way.
func CommittersAsOwners(fs []Fact) []Fact {
	owned := map[string]bool{}
	for _, f := range fs {
		if f.Kind == Owner {
			owned[f.Subject] = true
		}
	}
	out := slices.Clone(fs)
	for _, f := range fs {
		if f.Kind == Commitment && f.Person != "" && !owned[f.Subject] {
			f.Kind = Owner
			out = append(out, f)
		}
	}
	return out
}

// Facet is the timeline facet a fact speaks to: an owner, or a commitment (whose author
// stands in as owner, see CommittersAsOwners), the owner; a due date the due date; a status
// the status; "" for the other kinds.
func (f Fact) Facet() Facet {
	switch f.Kind {
	case Owner, Commitment:
		return FacetOwner
	case Due:
		return FacetDue
	case Status:
		return FacetStatus
	}
	return ""
}

// facetOf is the timeline a fact joins: commitments join only as owners (CommittersAsOwners).
func facetOf(f Fact) (Facet, bool) {
	if f.Kind == Commitment {
		return "", false
	}
	facet := f.Facet()
	return facet, facet != ""
}

func follow(subject string, facet Facet, g []Fact, ch changes) Timeline {
	t := Timeline{Subject: subject, Facet: facet}
	cur := g[0]
	t.Current = &cur
	since := cur.At // when the current value was last stated
	for _, f := range g[1:] {
		switch {
		case t.Current != nil && agree(facet, *t.Current, f):
			// The same value again: nothing changes, but it holds as of now.
			since = f.At
		case explained(facet, t.Current, f),
			facet == FacetDue && t.Current != nil && (reopenedBetween(ch.reopened, *t.Current, f) || struckBetween(ch.struck, *t.Current, since, f) || dayOfWeek(*t.Current, f)):
			if t.Current != nil {
				t.History = append(t.History, *t.Current)
			}
			nf := f
			t.Current, t.Conflict, since = &nf, nil, f.At
		case facet == FacetDue && t.Current != nil && withinDeadline(*t.Current, f):
			// A promise to act before the deadline keeps to it: the deadline stands.
		case facet == FacetDue && t.Current != nil && fieldAndText(*t.Current, f):
			// A record's own field ("Due: 5 Dec") is its word over its text.
			if f.Field {
				nf := f
				t.Current = &nf
			}
			since = f.At
		default:
			if t.Current != nil {
				t.Conflict = append(t.Conflict, *t.Current)
			}
			t.Conflict = append(t.Conflict, f)
			t.Current, since = nil, f.At
		}
	}
	t.Reason = reason(t)
	return t
}

func agree(facet Facet, a, b Fact) bool {
	switch facet {
	case FacetOwner:
		return samePerson(a.Person, b.Person)
	case FacetDue:
		return a.Date.Equal(b.Date)
	}
	return a.State == b.State
}

// explained reports whether f replaces the current value for a reason the evidence gives: it
// says so itself (a slip, a handover, a reopening), or, for a status, work moved forward.
func explained(facet Facet, cur *Fact, f Fact) bool {
	if f.Revises {
		return true
	}
	if cur == nil {
		return false
	}
	if facet == FacetStatus {
		return forward(cur.State, f.State)
	}
	if cur.Team && !f.Team {
		return true // a team's work taken by a person: "Assigning to Telephony", then Rohan's "on it"
	}
	// A record's field read again later (a tracker's "Assignee:" in a later snapshot of the
	// same ticket) is the record changed: its later value is the record's word.
	return cur.Field && f.Field && cur.Record != "" && cur.Record == f.Record && f.At.After(cur.At)
}

// fieldAndText reports a record's due field and a date its own text gives, in one document:
// the field is the record's word. (Two dates a message's prose gives one item disagree, however
// close: a correction, a digest's or an export's two speakers, and another item's date read
// as this one's look the same as one writer's steps.)
func fieldAndText(a, b Fact) bool {
	return a.Doc != "" && a.Doc == b.Doc && a.Field != b.Field
}

// forward reports whether a status moved the way work moves: from open on to in progress or
// blocked, and from any of those to done or cancelled. Blocked and in progress go both ways.
func forward(from, to State) bool {
	if from == to {
		return true
	}
	r, f := rank(to), rank(from)
	if r == f && r > 0 {
		return true // blocked and in progress go both ways; done and cancelled both end the work
	}
	return r > f
}

// rank orders states the way work moves: open, then in progress or blocked, then ended.
func rank(s State) int {
	switch s {
	case InProgress, Blocked:
		return 1
	case Done, Cancelled:
		return 2
	}
	return 0
}

func reason(t Timeline) string {
	switch {
	case t.Contradicted():
		vals := make([]string, 0, len(t.Conflict))
		for _, f := range t.Conflict {
			vals = append(vals, display(t.Facet, f))
		}
		return "sources disagree with nothing to explain it: " + strings.Join(slices.Compact(vals), " vs ")
	case len(t.History) > 0:
		return "latest dated statement (" + t.Current.At.UTC().Format("2 Jan 2006") + "); it replaced " + display(t.Facet, t.History[len(t.History)-1])
	}
	return "the only value stated"
}

// Value is the fact's value for a timeline facet as packets and answers state it: the owner's
// name, the due date in ISO form, the status's state.
func (f Fact) Value(facet Facet) string {
	switch facet {
	case FacetOwner:
		return f.Person
	case FacetDue:
		return f.Date.Format("2006-01-02")
	}
	return string(f.State)
}

func display(facet Facet, f Fact) string {
	switch facet {
	case FacetOwner:
		return f.Person
	case FacetDue:
		return f.Date.Format("2 Jan 2006")
	}
	return string(f.State)
}

func samePerson(a, b string) bool {
	a, b = strings.ToLower(strings.TrimSpace(a)), strings.ToLower(strings.TrimSpace(b))
	if a == b {
		return true
	}
	fa, fb := strings.Fields(a), strings.Fields(b)
	return len(fa) > 0 && len(fb) > 0 && fa[0] == fb[0] && (len(fa) == 1 || len(fb) == 1)
}

// Latest is a convenience for callers that want a facet's current value: the timeline of
// subject and facet, if any statement was made.
func Latest(ts []Timeline, subject string, facet Facet) (Timeline, bool) {
	i := slices.IndexFunc(ts, func(t Timeline) bool { return t.Subject == subject && t.Facet == facet })
	if i < 0 {
		return Timeline{}, false
	}
	return ts[i], true
}

// trackedSubjects are the subjects a system of record states facts of (a tracker's fields).
// Their owner, due date and status change by the record and by the team; a statement from
// outside the team (Fact.Outside) about them is evidence, never the current value: a sender
// outside could otherwise close, reassign or move tracked work by mail (fourth outside
// attack, 2026-12-02).
func trackedSubjects(fs []Fact) map[string]bool {
	out := map[string]bool{}
	for _, f := range fs {
		if f.Field && f.Subject != "" {
			out[f.Subject] = true
		}
	}
	return out
}
