package engine

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/answer"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ids"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/lineage"
	"github.com/queueproof/queueproof/engine/mcptoken"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/projection"
	"github.com/queueproof/queueproof/engine/publicref"
	"github.com/queueproof/queueproof/engine/retrieval"
	"github.com/queueproof/queueproof/engine/synthesis"
	"github.com/queueproof/queueproof/engine/throttle"
)

// AskInput is one question.
type AskInput struct {
	Question string
	Mode     planner.Mode
	// SourceIDs narrow the evidence to some of the actor's verified sources.
	SourceIDs []string
}

// maxQuestion bounds a question's length, in bytes.
const maxQuestion = 2000

// Synthesizer turns retrieved evidence into an answer; its output is validated again by the
// engine (synthesis.Validate), whatever it is.
type Synthesizer interface {
	Synthesize(ctx context.Context, in synthesis.Input) (synthesis.Answer, string, error)
}

// Ask answers a question from the actor's verified evidence and records the answer in
// History. The public demo actor may ask (a read), within its durable throttle; what it gets
// back is the public projection.
func (e *Engine) Ask(ctx context.Context, a actor.Actor, in AskInput) (projection.AnswerView, error) {
	if err := requireKnowledge(a, mcptoken.ScopeRead); err != nil {
		return projection.AnswerView{}, err
	}
	q, mode, err := checkQuestion(in.Question, in.Mode, in.SourceIDs)
	if err != nil {
		return projection.AnswerView{}, err
	}
	if err := e.ThrottlePublic(ctx, a, throttle.PublicAsk()); err != nil {
		return projection.AnswerView{}, err
	}
	// The knowledge providers are asked while the embedded lanes run: a provider's network
	// time overlaps the index's, instead of adding to it.
	var pev []synthesis.Evidence
	var failed []string
	var perr error
	asked := make(chan struct{})
	go func() {
		defer close(asked)
		pev, failed, perr = e.providerEvidence(ctx, a, q, in.SourceIDs)
	}()
	r, err := e.retrieve(ctx, a.WorkspaceID, q, mode, in.SourceIDs, 0)
	<-asked
	if err != nil {
		return projection.AnswerView{}, err
	}
	if perr != nil {
		return projection.AnswerView{}, perr
	}
	if pev != nil {
		r.evidence = append(r.evidence, pev...)
		r.trace.Calls = append(r.trace.Calls, answer.Call{Lane: "provider", Query: q, Purpose: "verified knowledge providers", Limit: providerEvidenceLimit, Hits: len(pev)})
	}
	// Which ticket passages are comments is read beside the compile's facts (both are reads of
	// the store after retrieval), then marked; the passages the facts add are read after.
	var records, heads map[string]string
	var rerr, herr error
	read := make(chan struct{})
	retrieved := len(r.evidence)
	tickets := ticketIDs(r.evidence) // read here: compiled adds the passages its facts cite
	opened := openedDocuments(r.evidence)
	go func() {
		defer close(read)
		records, rerr = e.ticketRecords(ctx, r.scope.WorkspaceID, tickets)
		heads, herr = e.evidence.index.Heads(ctx, r.scope.WorkspaceID, opened)
	}()
	known, outsiders, err := e.compiled(ctx, &r)
	<-read
	if err != nil {
		return projection.AnswerView{}, err
	}
	if rerr != nil {
		return projection.AnswerView{}, rerr
	}
	if herr != nil {
		return projection.AnswerView{}, herr
	}
	withHeads(r.evidence[:retrieved], heads)
	if more := ticketIDs(r.evidence[retrieved:]); len(more) > 0 {
		added, err := e.ticketRecords(ctx, r.scope.WorkspaceID, more)
		if err != nil {
			return projection.AnswerView{}, err
		}
		records = mergeRecords(records, added)
	}
	markComments(r.evidence, records)
	if err := e.markQuotedOpenings(ctx, r.scope.WorkspaceID, r.evidence); err != nil {
		return projection.AnswerView{}, err
	}
	sin := synthesis.Input{Question: q, Plan: r.plan, Evidence: r.evidence, IDF: r.idf, MaxIDF: r.maxIDF, Known: known, Outsiders: outsiders, Now: e.now()}
	// The extractive answer is built only when it is the answer: the model synthesizer builds
	// its own reading of the evidence, and the extractive one stands in when the model fails.
	var ans synthesis.Answer
	version := synthesis.Version
	if e.synth == nil {
		ans = synthesis.Synthesize(sin)
	} else {
		got, v, err := e.synth.Synthesize(ctx, sin)
		if err != nil {
			ans = synthesis.Synthesize(sin)
			// The model failed: the extractive answer stands, and the trace says so.
			reason := "error"
			var fr interface{ FailureReason() string }
			if errors.As(err, &fr) {
				reason = fr.FailureReason()
			}
			r.trace.SynthesizerNote = "model synthesizer failed (" + reason + "); extractive answer used"
			e.log.WarnContext(ctx, "model synthesizer failed; extractive answer kept", "error", err)
		} else {
			ans, version = synthesis.Validate(got, r.evidence), v
			if got.FactsProposed > 0 {
				r.trace.SynthesizerNote = fmt.Sprintf("model proposed %d facts; %d quoted their passage and were used", got.FactsProposed, got.FactsKept)
			}
		}
	}
	ans.MissingInformation = append(ans.MissingInformation, failed...)
	r.trace.SynthesizerVersion = version
	r.trace.Untrusted = ans.Untrusted
	evidenceIDs := make([]string, 0, len(r.evidence))
	for _, ev := range r.evidence {
		evidenceIDs = append(evidenceIDs, ev.ChunkID)
	}
	rec := answer.Receipt{Question: q, Plan: r.plan, EvidenceIDs: evidenceIDs, Answer: ans, Trace: r.trace}
	id := ids.New("ans_", 12)
	refs, err := e.refs.Refs(ctx)
	if err != nil {
		return projection.AnswerView{}, err
	}
	ref := projection.NewPublicRefs(refs, a.WorkspaceID).Ref("answer", id)
	saved, err := e.answers.Save(ctx, id, ref, a.WorkspaceID, asker(a), rec)
	if err != nil {
		return projection.AnswerView{}, err
	}
	e.log.InfoContext(ctx, "answer", "answer", saved.ID, "status", ans.Status, "mode", r.plan.Mode, "evidence", len(evidenceIDs), "receipt", saved.ReceiptHash)
	return e.projectAnswer(a, saved, refs), nil
}

// visitorAsker prefixes the asked_by of a public visitor's answers, before the hash of its
// visitor token.
const visitorAsker = "visitor:"

// asker is the History owner of an actor's answers: a member's subject, or for the public
// actor the visitor who asked (by the hash of its browser's token). A public answer asked
// without a valid token is stored under the public principal, which no visitor reads.
func asker(a actor.Actor) string {
	switch {
	case a.IsPublic() && a.Visitor != "":
		return visitorAsker + a.Visitor
	case a.IsPublic():
		return actor.PublicPrincipal
	}
	return a.Subject
}

// Answers lists History, newest first: the whole workspace's for members (in the public demo
// workspace, visitors' questions included), and for the public actor only the answers its own
// visitor asked (none without a visitor token).
func (e *Engine) Answers(ctx context.Context, a actor.Actor, req page.Request) ([]projection.AnswerView, page.Info, error) {
	if err := requireKnowledge(a, mcptoken.ScopeRead); err != nil {
		return nil, page.Info{}, err
	}
	by := ""
	if a.IsPublic() {
		if a.Visitor == "" {
			if _, err := req.Normalize(); err != nil {
				return nil, page.Info{}, err
			}
			return []projection.AnswerView{}, page.Info{}, nil
		}
		by = asker(a)
	}
	p, err := e.answers.List(ctx, a.WorkspaceID, by, by != "", req)
	if err != nil {
		return nil, page.Info{}, err
	}
	refs, err := e.refs.Refs(ctx)
	if err != nil {
		return nil, page.Info{}, err
	}
	out := make([]projection.AnswerView, 0, len(p.Items))
	for _, ans := range p.Items {
		out = append(out, e.projectAnswer(a, ans, refs))
	}
	return out, p.Info, nil
}

// Answer reads one History entry (a public visitor reads only its own, by their public
// reference; NOT_FOUND for any other, as for one that does not exist).
func (e *Engine) Answer(ctx context.Context, a actor.Actor, id string) (projection.AnswerView, error) {
	if err := requireKnowledge(a, mcptoken.ScopeRead); err != nil {
		return projection.AnswerView{}, err
	}
	var ans answer.Answer
	var err error
	switch {
	case a.IsPublic() && a.Visitor == "":
		return projection.AnswerView{}, errs.E(errs.NotFound, "answer not found")
	case a.IsPublic():
		ans, err = e.answers.GetByPublicRef(ctx, a.WorkspaceID, asker(a), id)
	default:
		ans, err = e.answers.Get(ctx, a.WorkspaceID, "", id)
	}
	if err != nil {
		return projection.AnswerView{}, err
	}
	refs, err := e.refs.Refs(ctx)
	if err != nil {
		return projection.AnswerView{}, err
	}
	return e.projectAnswer(a, ans, refs), nil
}

// projectAnswer applies the caller's audience projection, last, after loading; refs are the
// server's public references (what the public actor sees instead of storage ids).
func (e *Engine) projectAnswer(a actor.Actor, ans answer.Answer, refs *publicref.Refs) projection.AnswerView {
	if a.IsPublic() || !a.Signed() {
		return projection.AnswerPublic(ans, projection.NewPublicRefs(refs, a.WorkspaceID))
	}
	return projection.AnswerPrivate(ans)
}

// SearchEvidenceInput is an evidence search for agents (the MCP search tool).
type SearchEvidenceInput struct {
	Query     string
	SourceIDs []string
	Mode      planner.Mode
	// First caps the evidence returned (default: what the plan reads for an answer).
	First int
}

// SearchEvidenceResult is the evidence an ask of the same question reads, lineage-checked.
type SearchEvidenceResult struct {
	Plan     planner.Plan
	Evidence []synthesis.Evidence
	Trace    answer.Trace
}

// SearchEvidence returns the evidence Ask retrieves for the same question and sources (same
// planner, lanes, fusion and lineage filter), for agents. Customer-egress credentials never
// read indexed evidence.
func (e *Engine) SearchEvidence(ctx context.Context, a actor.Actor, in SearchEvidenceInput) (SearchEvidenceResult, error) {
	if err := requirePrivate(a); err != nil {
		return SearchEvidenceResult{}, err
	}
	if err := requireKnowledge(a, mcptoken.ScopeRead); err != nil {
		return SearchEvidenceResult{}, err
	}
	q, mode, err := checkQuestion(in.Query, in.Mode, in.SourceIDs)
	if err != nil {
		return SearchEvidenceResult{}, err
	}
	if in.First < 0 || in.First > page.MaxFirst {
		return SearchEvidenceResult{}, errs.E(errs.Invalid, "first must be between 1 and %d", page.MaxFirst)
	}
	r, err := e.retrieve(ctx, a.WorkspaceID, q, mode, in.SourceIDs, in.First)
	if err != nil {
		return SearchEvidenceResult{}, err
	}
	return SearchEvidenceResult{Plan: r.plan, Evidence: r.evidence, Trace: r.trace}, nil
}

func checkQuestion(q string, mode planner.Mode, sourceIDs []string) (string, planner.Mode, error) {
	q = strings.TrimSpace(q)
	switch {
	case q == "":
		return "", "", errs.E(errs.Invalid, "a question is required")
	case len(q) > maxQuestion:
		return "", "", errs.E(errs.Invalid, "the question is longer than %d characters", maxQuestion)
	case len(sourceIDs) > 100:
		return "", "", errs.E(errs.Invalid, "at most 100 sourceIds")
	}
	m, ok := planner.ParseMode(string(mode))
	if !ok {
		return "", "", errs.E(errs.Invalid, "mode must be AUTO, FAST or THINKING")
	}
	return q, m, nil
}

// retrieved is one question's evidence.
type retrieved struct {
	plan     planner.Plan
	scope    retrieval.Scope
	hits     []retrieval.Hit
	evidence []synthesis.Evidence
	trace    answer.Trace
	idf      map[string]float64
	maxIDF   float64
}

// retrieve runs the plan for question: its lane calls concurrently, graph context in thinking
// mode, fusion by source and chunk identity, and the lineage filter. limit > 0 overrides how
// many chunks are kept.
func (e *Engine) retrieve(ctx context.Context, workspaceID, question string, mode planner.Mode, sourceIDs []string, limit int) (retrieved, error) {
	plan := planner.Make(question, mode)
	r := retrieved{plan: plan}
	ids, err := e.sources.Verified(ctx, workspaceID, sourceIDs)
	if err != nil {
		return r, err
	}
	r.scope = retrieval.Scope{WorkspaceID: workspaceID, SourceIDs: ids}
	keep := plan.Evidence
	if limit > 0 {
		keep = limit
	}
	var weights map[string]float64
	var maxIDF float64
	rankings, err := e.runCalls(ctx, r.scope, plan, plan.Calls, func(ctx context.Context) error {
		var err error
		weights, maxIDF, err = e.evidence.lanes.TermWeights(ctx, r.scope.WorkspaceID, question)
		return err
	})
	if err != nil {
		return r, err
	}
	r.idf, r.maxIDF = weights, maxIDF
	merged := planner.Merge(0, rankings)
	rows, err := lineage.Load(ctx, e.db.R, merged.Hits)
	if err != nil {
		return r, err
	}
	kept, dropped := lineage.Check(r.scope, merged.Hits, rows)
	if plan.GraphContext && len(kept) > 0 {
		calls := graphCalls(plan, kept)
		if len(calls) > 0 {
			more, err := e.runCalls(ctx, r.scope, plan, calls, nil)
			if err != nil {
				return r, err
			}
			rankings = append(rankings, more...)
			merged = planner.Merge(0, rankings)
			var fresh []retrieval.Hit
			for _, h := range merged.Hits {
				if _, ok := rows[h.ChunkID]; !ok {
					fresh = append(fresh, h)
				}
			}
			extra, err := lineage.Load(ctx, e.db.R, fresh)
			if err != nil {
				return r, err
			}
			for k, v := range extra {
				rows[k] = v
			}
			kept, dropped = lineage.Check(r.scope, merged.Hits, rows)
		}
	}
	kept = fewPerDocument(kept, keep)
	for _, k := range kept {
		r.hits = append(r.hits, k.Hit)
		r.evidence = append(r.evidence, evidenceOf(k))
	}
	r.trace = trace(plan, r.scope, rankings, merged, dropped, len(r.evidence))
	return r, nil
}

// maxPassagesPerDocument bounds the passages one document gives an answer: a mail of 500 lines
// split into chunks that all hold the question's words would otherwise take every place and
// push the team's page, which states the value, out of the evidence (attack 27).
const maxPassagesPerDocument = 4

// fewPerDocument keeps, in rank order, at most keep hits and at most maxPassagesPerDocument of
// any one document.
func fewPerDocument(kept []lineage.Kept, keep int) []lineage.Kept {
	per := map[string]int{}
	var out []lineage.Kept
	for _, k := range kept {
		if len(out) == keep {
			break
		}
		if per[k.Row.DocumentID]++; per[k.Row.DocumentID] <= maxPassagesPerDocument {
			out = append(out, k)
		}
	}
	return out
}

// runCalls runs calls concurrently (and side, when given, beside them); the rankings come back
// in the calls' order.
func (e *Engine) runCalls(ctx context.Context, s retrieval.Scope, plan planner.Plan, calls []planner.Call, side func(context.Context) error) ([]planner.Ranking, error) {
	out := make([]planner.Ranking, len(calls))
	errsOut := make([]error, len(calls)+1)
	var wg sync.WaitGroup
	now := e.now()
	shared := &retrieval.Shared{} // the text and hybrid calls of one question share their FTS5 steps
	for i, c := range calls {
		wg.Add(1)
		go func() {
			defer wg.Done()
			q := retrieval.Query{Text: c.Query, Limit: c.Limit, Now: now,
				RecencyHalfLife: time.Duration(plan.RecencyHalfLifeHours) * time.Hour, Shared: shared}
			var hits []retrieval.Hit
			var err error
			switch c.Lane {
			case retrieval.LaneExactID:
				hits, err = e.evidence.lanes.ExactID(ctx, s, q)
			case retrieval.LaneDocument:
				hits, err = e.evidence.lanes.OwnDocuments(ctx, s, q)
			case retrieval.LaneText:
				hits, err = e.evidence.lanes.Text(ctx, s, q)
			default:
				hits, err = e.evidence.lanes.Hybrid(ctx, s, q)
			}
			out[i], errsOut[i] = planner.Ranking{Call: c, Hits: hits}, err
		}()
	}
	if side != nil {
		errsOut[len(calls)] = side(ctx)
	}
	wg.Wait()
	for _, err := range errsOut {
		if err != nil {
			return nil, fmt.Errorf("retrieve: %w", err)
		}
	}
	return out, nil
}

// graphCalls follows exact identifiers named by the best kept chunks (and not by the
// question) to their other chunks: one exact-ID call per identifier.
func graphCalls(plan planner.Plan, kept []lineage.Kept) []planner.Call {
	var calls []planner.Call
	seen := map[string]bool{}
	for _, id := range plan.Identifiers {
		seen[id] = true
	}
	for _, k := range kept[:min(len(kept), plan.GraphFrom)] {
		for _, id := range index.ExtractIdentifiers(k.Row.Title + "\n" + k.Hit.Text) {
			if id.Kind != "ticket" && id.Kind != "incident" && id.Kind != "pr" || seen[id.Value] {
				continue
			}
			seen[id.Value] = true
			if len(calls) < plan.GraphIdentifiers {
				calls = append(calls, planner.Call{Lane: retrieval.LaneExactID, Query: id.Value, Purpose: "graph:" + id.Value,
					Limit: planner.GraphLimit, Weight: planner.GraphWeight})
			}
		}
	}
	return calls
}

func trace(plan planner.Plan, s retrieval.Scope, rankings []planner.Ranking, merged planner.Merged, dropped []lineage.Drop, used int) answer.Trace {
	t := answer.Trace{
		PlannerVersion: plan.Version, SynthesizerVersion: synthesis.Version, RequestedMode: string(plan.Requested), Mode: string(plan.Mode),
		Classes: []string{}, Identifiers: append([]string{}, plan.Identifiers...), Facets: []string{},
		GraphContext: plan.GraphContext, RecencyHalfLifeHours: plan.RecencyHalfLifeHours, SourcesSearched: len(s.SourceIDs),
		Calls: []answer.Call{}, Found: merged.Found, Duplicates: merged.Duplicates, DroppedByLineage: len(dropped),
		Dropped: []answer.DropCount{}, EvidenceUsed: used,
	}
	for _, c := range plan.Classes {
		t.Classes = append(t.Classes, string(c))
	}
	for _, f := range plan.Facets {
		t.Facets = append(t.Facets, string(f))
	}
	for _, r := range rankings {
		t.Calls = append(t.Calls, answer.Call{Lane: r.Call.Lane, Query: r.Call.Query, Purpose: r.Call.Purpose, Limit: r.Call.Limit, Hits: len(r.Hits)})
	}
	counts := map[string]int{}
	for _, d := range dropped {
		counts[string(d.Reason)]++
	}
	reasons := make([]string, 0, len(counts))
	for k := range counts {
		reasons = append(reasons, k)
	}
	sort.Strings(reasons)
	for _, k := range reasons {
		t.Dropped = append(t.Dropped, answer.DropCount{Reason: k, Count: counts[k]})
	}
	return t
}
