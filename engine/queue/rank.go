package queue

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/records"
)

// RankingVersion names the ranking rules below. Any change to a weight, a score, a penalty or
// a packet's wording is a new version: the same records, asOf and version always give
// byte-identical packets. Version 3 orders equal-time evidence and equally scored packets by
// the evidence rather than by record ids, which differ between two imports of the same evidence.
const RankingVersion = "queueproof-rank/3"

// Weights of the component scores, in percent. Each score is 0..1000, so a component's
// weighted sum is 0..100000 points before penalties.
var weights = []struct {
	name   string
	weight int
}{
	{"urgency", 35},
	{"impact", 25},
	{"corroboration", 15},
	{"ownerClarity", 15},
	{"staleness", 10},
}

// Penalty points.
const (
	contradictionPoints = 15000
	missingPoints       = 4000
	unverifiedPoints    = 10000
)

// ComponentScore is one scored dimension of a packet.
type ComponentScore struct {
	Name     string `json:"name"`
	Value    int    `json:"value"`  // 0..1000
	Weight   int    `json:"weight"` // percent
	Weighted int    `json:"weighted"`
	Reason   string `json:"reason"`
}

// Penalty is points taken off a packet's score, with the reason.
type Penalty struct {
	Name   string `json:"name"`
	Points int    `json:"points"`
	Reason string `json:"reason"`
}

// ranked is a component with its scores.
type ranked struct {
	comp      Component
	actions   []records.Record // actionable records
	due       string           // the due date in force (see facets.dueOf)
	dueWhy    string           // which due date the packet uses and why
	owners    []string
	sources   []string
	sor       bool // a system-of-record record is present
	scores    []ComponentScore
	penalties []Penalty
	missing   []string
	conflicts []string
	total     int
}

// Outcome says why a component is or is not in the queue.
type Outcome int

// The outcomes.
const (
	Open Outcome = iota
	Closed
	Informational
)

// assess decides whether a component belongs in the queue: it must hold an actionable record
// and not be finished. Finished is the status timeline's current value (the latest dated
// status, work moving forward or explicitly reopened); a status the sources disagree on keeps
// the work open, with the contradiction shown.
func assess(c Component, fs *facets) (Outcome, []records.Record) {
	var actions []records.Record
	for _, r := range c.Records {
		if r.Kind.Actionable() {
			actions = append(actions, r)
		}
	}
	closed, later := fs.closed(c)
	fs.later = later
	switch {
	case closed:
		return Closed, nil
	case len(actions) == 0:
		return Informational, nil
	}
	return Open, actions
}

func score(c Component, fs facets, actions []records.Record, asOf time.Time) ranked {
	r := ranked{comp: c, actions: actions}
	asOfDay := time.Date(asOf.Year(), asOf.Month(), asOf.Day(), 0, 0, 0, 0, time.UTC)
	var latest string
	impact, impactWhy := 0, ""
	sourceSet := map[string]bool{}
	for _, rec := range c.Records {
		sourceSet[rec.Citation.SourceID] = true
		if rec.SystemOfRecord {
			r.sor = true
		}
		if rec.At > latest {
			latest = rec.At
		}
		if v, why := impactOf(rec); v > impact {
			impact, impactWhy = v, why
		}
	}
	for s := range sourceSet {
		r.sources = append(r.sources, s)
	}
	slices.Sort(r.sources)
	r.owners = fs.owners()
	r.due, r.dueWhy = fs.dueOf()

	// urgency: how close the deadline in force is to asOf.
	urg, urgWhy := 0, "no deadline is stated"
	if r.due != "" {
		d, _ := time.Parse("2006-01-02", r.due)
		days := int(d.Sub(asOfDay) / (24 * time.Hour))
		switch {
		case days < 0:
			urg, urgWhy = 1000, fmt.Sprintf("due %s, %d days overdue", r.due, -days)
		case days == 0:
			urg, urgWhy = 950, fmt.Sprintf("due %s, today", r.due)
		default:
			urg, urgWhy = max(0, 950-30*days), fmt.Sprintf("due %s, in %d days", r.due, days)
		}
	}
	// staleness: days since anyone last wrote about it, up to 30.
	stale, staleWhy := 0, "no dated evidence"
	if t, err := time.Parse(time.RFC3339, latest); err == nil {
		days := max(0, int(asOf.Sub(t)/(24*time.Hour)))
		stale, staleWhy = min(days, 30)*1000/30, fmt.Sprintf("last evidence %d days before asOf", days)
	}
	// corroboration: independent sources stating it.
	corr := 0
	switch n := len(r.sources); {
	case n == 2:
		corr = 600
	case n >= 3:
		corr = 1000
	}
	corrWhy := fmt.Sprintf("%d independent sources", len(r.sources))
	if len(r.sources) == 1 {
		corrWhy = "1 source"
	}
	// owner clarity: exactly one named owner is clear.
	own, ownWhy := 0, "no owner is named"
	switch len(r.owners) {
	case 0:
	case 1:
		own, ownWhy = 1000, "owner "+r.owners[0]
	default:
		own, ownWhy = 300, "several owners are named: "+strings.Join(r.owners, ", ")
	}
	values := map[string]struct {
		v   int
		why string
	}{
		"urgency": {urg, urgWhy}, "impact": {impact, impactWhy}, "corroboration": {corr, corrWhy},
		"ownerClarity": {own, ownWhy}, "staleness": {stale, staleWhy},
	}
	for _, w := range weights {
		v := values[w.name]
		r.scores = append(r.scores, ComponentScore{Name: w.name, Value: v.v, Weight: w.weight, Weighted: v.v * w.weight, Reason: v.why})
		r.total += v.v * w.weight
	}

	// Contradictions stay visible: they are penalties and constraints, never resolved silently.
	r.conflicts = fs.conflicts()
	for _, x := range r.conflicts {
		r.penalties = append(r.penalties, Penalty{Name: "contradiction", Points: contradictionPoints, Reason: x})
	}
	if len(r.owners) == 0 {
		r.missing = append(r.missing, "No owner is named for this work.")
	}
	if r.due == "" {
		r.missing = append(r.missing, "No deadline is stated.")
	}
	if len(c.ExactIDs) == 0 {
		r.missing = append(r.missing, "No exact identifier (ticket, incident or pull request) ties this work to a system of record.")
	}
	for _, m := range r.missing {
		r.penalties = append(r.penalties, Penalty{Name: "missingInformation", Points: missingPoints, Reason: m})
	}
	if len(r.sources) == 1 && !r.sor {
		r.penalties = append(r.penalties, Penalty{Name: "singleUnverifiedSource", Points: unverifiedPoints,
			Reason: "Only one source states this and no system-of-record ticket confirms it."})
	}
	for _, p := range r.penalties {
		r.total -= p.Points
	}
	return r
}

// impactOf is what a record's kind says about the cost of leaving it.
func impactOf(r records.Record) (int, string) {
	switch r.Kind {
	case records.Incident:
		return 1000, "an open incident"
	case records.Blocked:
		return 800, "blocked work"
	case records.Commitment:
		if strings.Contains(strings.ToLower(r.Text), "customer") {
			return 900, "a commitment to a customer"
		}
		return 700, "a commitment"
	case records.Deadline:
		return 600, "a deadline"
	case records.Request:
		return 500, "a request"
	case records.Question:
		return 400, "an unanswered question"
	}
	return 0, "nothing actionable"
}
