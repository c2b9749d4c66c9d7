// Package planner is the deterministic retrieval planner of Ask. Make classifies a question
// (lookup, exact-ID, cross-source, multi-step, temporal), chooses fast or thinking, graph
// context, recency bias and the lane calls to run; Merge fuses the lanes' rankings,
// de-duplicated by source and chunk identity. Both are pure functions of their inputs and
// Version: the same question and mode always give the same plan.
package planner

import (
	"regexp"
	"slices"
	"strings"

	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/retrieval"
)

// Version names the planner's rules; it is part of every answer's receipt.
const Version = "planner/v2"

// Mode is the retrieval depth: Auto lets the planner choose.
type Mode string

// The modes.
const (
	Auto     Mode = "auto"
	Fast     Mode = "fast"
	Thinking Mode = "thinking"
)

// ParseMode reads a mode name; "" is Auto.
func ParseMode(s string) (Mode, bool) {
	switch Mode(strings.ToLower(s)) {
	case "", Auto:
		return Auto, true
	case Fast:
		return Fast, true
	case Thinking:
		return Thinking, true
	}
	return "", false
}

// Class is one kind of question; a question may have several.
type Class string

// The classes.
const (
	Lookup      Class = "lookup"
	ExactID     Class = "exact_id"
	CrossSource Class = "cross_source"
	MultiStep   Class = "multi_step"
	Temporal    Class = "temporal"
)

// Facet is one part of a multi-part question that the answer must cover.
type Facet string

// The facets, in the order answers report them.
const (
	Actor       Facet = "actor"
	Commitment  Facet = "commitment"
	Completion  Facet = "completion_state"
	Deadline    Facet = "deadline"
	FilingActor Facet = "filing_actor"
	Project     Facet = "project"
)

// Facets lists every facet in report order.
func Facets() []Facet { return []Facet{Actor, Commitment, Completion, Deadline, FilingActor, Project} }

// Call is one lane call of a plan.
type Call struct {
	Lane string `json:"lane"` // retrieval.LaneText, LaneExactID or LaneHybrid
	// Query is the text the lane is given.
	Query string `json:"query"`
	// Purpose says why: "question", "facet:<facet>", "clause:<n>" or "graph:<identifier>".
	Purpose string  `json:"purpose"`
	Limit   int     `json:"limit"`
	Weight  float64 `json:"weight"`
}

// Plan is what to retrieve for one question.
type Plan struct {
	Version   string `json:"version"`
	Requested Mode   `json:"requested"`
	// Mode is fast or thinking, never auto.
	Mode        Mode     `json:"mode"`
	Classes     []Class  `json:"classes"`
	Identifiers []string `json:"identifiers"`
	Facets      []Facet  `json:"facets"`
	// Subject is the question without its facet and question words: what it is about.
	Subject string `json:"subject"`
	// GraphContext: follow exact identifiers found in the best chunks to their other chunks.
	GraphContext bool `json:"graphContext"`
	// GraphIdentifiers is how many identifiers graph context follows; GraphFrom how many of
	// the best chunks it reads them from.
	GraphIdentifiers int `json:"graphIdentifiers"`
	GraphFrom        int `json:"graphFrom"`
	// RecencyHalfLifeHours > 0 favours recent evidence.
	RecencyHalfLifeHours int `json:"recencyHalfLifeHours"`
	// Calls run concurrently; their rankings are fused with Merge.
	Calls []Call `json:"calls"`
	// Evidence is how many fused chunks the answer may read.
	Evidence int `json:"evidence"`
	// Reasons explain the choices, in the order they were made.
	Reasons []string `json:"reasons"`
}

// Limits of a plan.
const (
	fastLimit      = 10
	fastEvidence   = 8
	thinkLimit     = 20
	subLimit       = 8
	thinkEvidence  = 12
	maxSubQueries  = 4
	graphIDs       = 3
	graphFrom      = 5
	GraphLimit     = 4
	recencyHours   = 14 * 24
	maxQuestionLen = 2000
)

// Weights of the fusion: an exact identifier match counts double, facet and clause
// sub-queries and graph context half.
const (
	weightExact = 2.0
	weightLane  = 1.0
	weightSub   = 0.5
	// GraphWeight is the fusion weight of graph-context calls.
	GraphWeight = 0.5
)

// cue words, by what they signal. Words are matched as whole lower-case tokens.
var (
	facetCues = map[Facet][]string{
		Actor:       {"who", "whom", "owner", "owners", "owns", "own", "owned", "assignee", "assigned", "responsible", "accountable"},
		Commitment:  {"commit", "commits", "committed", "commitment", "commitments", "promise", "promised", "promises", "agreed", "pledged"},
		Completion:  {"done", "complete", "completed", "finished", "status", "closed", "shipped", "merged", "deployed", "resolved", "progress", "blocked", "state"},
		Deadline:    {"when", "deadline", "deadlines", "due", "eta", "date", "dates"},
		FilingActor: {"filed", "reported", "reporter", "opened", "raised", "submitted", "filer", "created"},
		Project:     {"project", "projects", "initiative", "belongs", "belong"},
	}
	// filingVerbs after "who" make "who" ask for the filing actor, not the owner.
	filingVerbs = map[string]bool{"filed": true, "reported": true, "opened": true, "raised": true, "submitted": true, "created": true, "wrote": true}
	sourceKinds = map[string]string{
		"chat": "chat", "slack": "chat", "thread": "chat", "threads": "chat", "channel": "chat", "message": "chat", "messages": "chat",
		"mail": "mail", "email": "mail", "emails": "mail", "inbox": "mail",
		"ticket": "ticket", "tickets": "ticket", "linear": "ticket", "jira": "ticket", "issue": "ticket", "issues": "ticket",
		"doc": "doc", "docs": "doc", "wiki": "doc", "runbook": "doc", "postmortem": "doc", "design": "doc",
	}
	crossCues = set("across", "compare", "comparison", "contradict", "contradicts", "contradiction", "contradictions", "conflict",
		"conflicts", "conflicting", "disagree", "disagrees", "consistent", "inconsistent", "versus", "vs", "mismatch", "everywhere", "sources")
	multiCues    = set("why", "explain", "then", "steps", "depends", "dependency", "dependencies", "because", "caused", "cause", "happened")
	temporalCues = set("when", "deadline", "deadlines", "due", "date", "dates", "latest", "recent", "recently", "newest", "current",
		"currently", "now", "today", "yesterday", "tomorrow", "week", "month", "since", "before", "after", "until", "still", "yet", "overdue", "late", "eta")
	recencyCues = set("latest", "recent", "recently", "newest", "current", "currently", "now", "today", "still", "yet")
	whWords     = set("who", "what", "when", "where", "why", "which", "how")
	// fillerWords are dropped from the subject besides stop words and cues.
	// The second line is request framing ("does there exist a good basic...", "did anyone
	// else discover..."): words about the asking, not about the subject.
	fillerWords = set("part", "tell", "know", "please", "anything", "information", "say", "says", "said", "find", "show", "give", "list",
		"exist", "exists", "anyone", "anybody", "someone", "somebody", "else", "discover", "discovered", "good", "basic", "available", "published", "literature", "papers", "dealing",
		"ever", "actually", "really", "anyway", "nowadays")
	clauseSplit = regexp.MustCompile(`(?i)\?|;|\band\s+(?:who|what|when|where|why|which|how|is|are|was|were|did|does|has|have)\b`)
)

func set(ws ...string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// facetTerms are the words a facet sub-query adds to the subject.
var facetTerms = map[Facet]string{
	Actor:       "owner assignee",
	Commitment:  "committed will",
	Completion:  "status done closed",
	Deadline:    "deadline due date",
	FilingActor: "filed reported created",
	Project:     "project",
}

// Make plans the retrieval for question in the requested mode. Reasoning signals (cross-source,
// multi-step) are evaluated before the exact-ID lanes are chosen: an identifier-only lookup
// stays fast, an identifier inside a cross-source or multi-step question escalates to
// thinking and keeps both the text and the hybrid lane.
func Make(question string, requested Mode) Plan {
	if len(question) > maxQuestionLen {
		question = question[:maxQuestionLen]
	}
	if requested == "" {
		requested = Auto
	}
	p := Plan{Version: Version, Requested: requested, Classes: []Class{}, Identifiers: []string{}, Facets: []Facet{}, Reasons: []string{}, Calls: []Call{}}
	toks := index.Tokens(question)
	has := set(toks...)

	// Facets.
	for _, f := range Facets() {
		for _, w := range facetCues[f] {
			if !has[w] {
				continue
			}
			if f == Actor && (w == "who" || w == "whom") && (whoAsksFiler(toks) || whoAsksMembers(toks)) && !hasAny(has, facetCues[Actor][2:]) {
				continue
			}
			if w == "when" && !reAsksWhen.MatchString(question) {
				continue // "how far behind is the app when you watch live?": a clause of time, not the question
			}
			p.Facets = append(p.Facets, f)
			break
		}
	}

	// Reasoning signals first.
	kinds := map[string]bool{}
	for _, t := range toks {
		if k, ok := sourceKinds[t]; ok {
			kinds[k] = true
		}
	}
	cross := len(kinds) >= 2 || hasAny(has, keys(crossCues)) || strings.Contains(strings.ToLower(question), "all sources")
	// Multi-step: a chain (why, because, depends, then), several questions, or clauses that
	// each carry their own subject. Several facets of one subject ("who owns ENG-1 and when
	// is it due") are a multi-part lookup, not a chain.
	clauses := splitClauses(question)
	multi := strings.Count(question, "?") >= 2 || hasAny(has, keys(multiCues)) || len(clauses) >= 2
	temporal := hasAny(has, keys(temporalCues))

	// Identifiers: after the reasoning signals.
	for _, id := range index.QueryIdentifiers(question) {
		p.Identifiers = append(p.Identifiers, id.Value)
	}
	if len(p.Identifiers) > 0 {
		p.Classes = append(p.Classes, ExactID)
	}
	if cross {
		p.Classes = append(p.Classes, CrossSource)
		p.Reasons = append(p.Reasons, "cross-source signal")
	}
	if multi {
		p.Classes = append(p.Classes, MultiStep)
		p.Reasons = append(p.Reasons, "multi-step signal")
	}
	if temporal {
		p.Classes = append(p.Classes, Temporal)
	}
	if !cross && !multi {
		p.Classes = append(p.Classes, Lookup)
	}

	switch requested {
	case Fast:
		p.Mode = Fast
		p.Reasons = append(p.Reasons, "fast requested")
	case Thinking:
		p.Mode = Thinking
		p.Reasons = append(p.Reasons, "thinking requested")
	default:
		if cross || multi {
			p.Mode = Thinking
			if len(p.Identifiers) > 0 {
				p.Reasons = append(p.Reasons, "identifier inside a reasoning question: thinking, both lanes kept")
			} else {
				p.Reasons = append(p.Reasons, "reasoning question: thinking")
			}
		} else {
			p.Mode = Fast
			if len(p.Identifiers) > 0 {
				p.Reasons = append(p.Reasons, "identifier lookup: fast")
			} else {
				p.Reasons = append(p.Reasons, "lookup: fast")
			}
		}
	}
	if hasAny(has, keys(recencyCues)) {
		p.RecencyHalfLifeHours = recencyHours
		p.Reasons = append(p.Reasons, "recency cue: recent evidence favoured")
	}
	p.Subject = subject(question, p.Identifiers)

	limit, evidence := fastLimit, fastEvidence
	if p.Mode == Thinking {
		limit, evidence = thinkLimit, thinkEvidence
	}
	p.Evidence = evidence
	q := strings.TrimSpace(question)
	if len(p.Identifiers) > 0 {
		p.Calls = append(p.Calls,
			Call{Lane: retrieval.LaneDocument, Query: q, Purpose: "identity", Limit: limit, Weight: weightExact},
			Call{Lane: retrieval.LaneExactID, Query: q, Purpose: "question", Limit: limit, Weight: weightExact},
			Call{Lane: retrieval.LaneText, Query: q, Purpose: "question", Limit: limit, Weight: weightLane},
			Call{Lane: retrieval.LaneHybrid, Query: q, Purpose: "question", Limit: limit, Weight: weightLane})
	} else if p.Mode == Thinking {
		p.Calls = append(p.Calls,
			Call{Lane: retrieval.LaneText, Query: q, Purpose: "question", Limit: limit, Weight: weightLane},
			Call{Lane: retrieval.LaneHybrid, Query: q, Purpose: "question", Limit: limit, Weight: weightLane})
	} else {
		p.Calls = append(p.Calls, Call{Lane: retrieval.LaneHybrid, Query: q, Purpose: "question", Limit: limit, Weight: weightLane})
	}
	if p.Mode != Thinking {
		return p
	}
	// Thinking: facet sub-queries, clause sub-queries, graph context.
	subs := 0
	if p.Subject != "" {
		for _, f := range p.Facets {
			if subs == maxSubQueries {
				break
			}
			p.Calls = append(p.Calls, Call{Lane: retrieval.LaneHybrid, Query: p.Subject + " " + facetTerms[f], Purpose: "facet:" + string(f), Limit: subLimit, Weight: weightSub})
			subs++
		}
	}
	if len(clauses) >= 2 {
		for i, c := range clauses {
			if subs == maxSubQueries {
				break
			}
			p.Calls = append(p.Calls, Call{Lane: retrieval.LaneHybrid, Query: c, Purpose: "clause:" + itoa(i+1), Limit: subLimit, Weight: weightSub})
			subs++
		}
	}
	p.GraphContext, p.GraphIdentifiers, p.GraphFrom = true, graphIDs, graphFrom
	return p
}

// whoAsksFiler reports whether "who" is followed by a filing verb ("who filed", "who opened").
func whoAsksFiler(toks []string) bool {
	for i, t := range toks {
		if t == "who" && i+1 < len(toks) && filingVerbs[toks[i+1]] {
			return true
		}
	}
	return false
}

// onDuty are the words after "on" that make "who is on …" ask who has a thing in hand.
var onDuty = set("point", "call", "duty", "it", "this", "that", "top", "hook", "shift")

// whoAsksMembers reports whether "who" asks who belongs to something ("who's on the rota",
// "who is in the working group", "who sits on the panel"): the members, not an owner.
func whoAsksMembers(toks []string) bool {
	for i, t := range toks {
		if t != "who" {
			continue
		}
		j := i + 1
		for j < len(toks) && (toks[j] == "s" || toks[j] == "is" || toks[j] == "are" || toks[j] == "was" || toks[j] == "were") {
			j++
		}
		if j < len(toks) && (toks[j] == "sits" || toks[j] == "sit" || toks[j] == "serves" || toks[j] == "serve") {
			j++
		}
		if j+1 < len(toks) && toks[j] == "on" && onDuty[toks[j+1]] {
			return false // "who's on point", "who is on call": who has it, an owner
		}
		if j < len(toks) && (toks[j] == "on" || toks[j] == "in") || j+1 < len(toks) && toks[j] == "part" && toks[j+1] == "of" {
			return j > i+1 // "who on" alone is no question of membership
		}
	}
	return false
}

func hasAny(has map[string]bool, ws []string) bool {
	for _, w := range ws {
		if has[w] {
			return true
		}
	}
	return false
}

func keys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// reAsksWhen is "when" that asks: before an auxiliary ("when is", "when's", "when will we"),
// or alone at the end ("due when?"). "When you watch live", "when the pump fails" are clauses
// of time.
var reAsksWhen = regexp.MustCompile(`(?i)\bwhen(?:['’]s\b|\s+(?:is|are|was|were|will|would|does|do|did|can|could|should|shall|has|have|had|must|might|may|exactly)\b|\s*[?!.]*\s*$)`)

// splitClauses returns the question's parts that are questions of their own (at least two
// content words each), in order.
func splitClauses(q string) []string {
	var out []string
	for _, part := range clauseSplit.Split(q, -1) {
		part = strings.TrimSpace(strings.Trim(part, " ,."))
		if len(index.QueryTerms(part)) >= 2 && contentWords(part) >= 2 {
			out = append(out, part)
		}
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

func contentWords(s string) int {
	n := 0
	for _, w := range index.Tokens(s) {
		if !index.IsStopWord(w) {
			n++
		}
	}
	return n
}

// IsCue reports whether the word w is a facet or question cue (not part of what a question is about).
func IsCue(w string) bool {
	for _, ws := range facetCues {
		if slices.Contains(ws, w) {
			return true
		}
	}
	return whWords[w] || fillerWords[w] || crossCues[w] || multiCues[w] || recencyCues[w] || sourceKinds[w] != ""
}

// subject is the question's identifiers and its content words that are not cues.
func subject(q string, ids []string) string {
	parts := append([]string(nil), ids...)
	idTok := map[string]bool{}
	for _, id := range ids {
		for _, t := range index.Tokens(id) {
			idTok[t] = true
		}
	}
	seen := map[string]bool{}
	for _, w := range index.Tokens(q) {
		if index.IsStopWord(w) || IsCue(w) || idTok[w] || seen[w] {
			continue
		}
		seen[w] = true
		parts = append(parts, w)
	}
	return strings.Join(parts, " ")
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
