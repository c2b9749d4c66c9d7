package planner_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/retrieval"
)

func lanes(p planner.Plan, purpose string) []string {
	var out []string
	for _, c := range p.Calls {
		if c.Purpose == purpose {
			out = append(out, c.Lane)
		}
	}
	return out
}

func TestMake(t *testing.T) {
	idLanes := []string{retrieval.LaneDocument, retrieval.LaneExactID, retrieval.LaneText, retrieval.LaneHybrid}
	for _, tt := range []struct {
		name      string
		q         string
		mode      planner.Mode
		wantMode  planner.Mode
		classes   []planner.Class
		facets    []planner.Facet
		lanes     []string // the question's own calls
		graph     bool
		recency   bool
		subQuery  bool
		notLookup bool
	}{
		{name: "plain lookup stays fast, hybrid alone", q: "refund approval flow runbook", mode: planner.Auto, wantMode: planner.Fast,
			classes: []planner.Class{planner.Lookup}, facets: []planner.Facet{}, lanes: []string{retrieval.LaneHybrid}},
		{name: "identifier-only lookup stays fast with text and hybrid", q: "ENG-105", mode: planner.Auto, wantMode: planner.Fast,
			classes: []planner.Class{planner.ExactID, planner.Lookup}, facets: []planner.Facet{}, lanes: idLanes},
		{name: "identifier with two facets of one subject is a lookup", q: "Who owns ENG-105 and when is it due?", mode: planner.Auto,
			wantMode: planner.Fast, classes: []planner.Class{planner.ExactID, planner.Temporal, planner.Lookup},
			facets: []planner.Facet{planner.Actor, planner.Deadline}, lanes: idLanes},
		{name: "identifier in a cross-source question escalates, keeps both lanes", q: "Do chat and mail agree on the deadline of DATA-103?",
			mode: planner.Auto, wantMode: planner.Thinking, classes: []planner.Class{planner.ExactID, planner.CrossSource, planner.Temporal},
			facets: []planner.Facet{planner.Deadline}, lanes: idLanes, graph: true, subQuery: true, notLookup: true},
		{name: "identifier in a multi-step question escalates, keeps both lanes", q: "Why is OPS-118 late and what does it depend on?",
			mode: planner.Auto, wantMode: planner.Thinking, classes: []planner.Class{planner.ExactID, planner.MultiStep, planner.Temporal},
			facets: []planner.Facet{}, lanes: idLanes, graph: true, notLookup: true},
		{name: "chained clauses are multi-step", q: "Who committed to the Ledger Sync deadline and is the ticket done?", mode: planner.Auto,
			wantMode: planner.Thinking, classes: []planner.Class{planner.MultiStep, planner.Temporal},
			facets: []planner.Facet{planner.Actor, planner.Commitment, planner.Completion, planner.Deadline},
			lanes:  []string{retrieval.LaneText, retrieval.LaneHybrid}, graph: true, subQuery: true, notLookup: true},
		{name: "recency cue favours recent evidence", q: "What is the latest on the billing migration?", mode: planner.Auto, wantMode: planner.Fast,
			classes: []planner.Class{planner.Temporal, planner.Lookup}, facets: []planner.Facet{}, lanes: []string{retrieval.LaneHybrid}, recency: true},
		{name: "who filed asks for the filing actor, not the owner", q: "Who filed OPS-104?", mode: planner.Auto, wantMode: planner.Fast,
			classes: []planner.Class{planner.ExactID, planner.Lookup}, facets: []planner.Facet{planner.FilingActor}, lanes: idLanes},
		{name: "FAST is obeyed even for a reasoning question", q: "Do chat and mail agree on the deadline of DATA-103?", mode: planner.Fast,
			wantMode: planner.Fast, classes: []planner.Class{planner.ExactID, planner.CrossSource, planner.Temporal},
			facets: []planner.Facet{planner.Deadline}, lanes: idLanes, notLookup: true},
		{name: "THINKING is obeyed for a lookup", q: "refund approval flow runbook", mode: planner.Thinking, wantMode: planner.Thinking,
			classes: []planner.Class{planner.Lookup}, facets: []planner.Facet{}, lanes: []string{retrieval.LaneText, retrieval.LaneHybrid}, graph: true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := planner.Make(tt.q, tt.mode)
			if p.Mode != tt.wantMode || p.Version != planner.Version {
				t.Errorf("Make(%q).Mode = %s (%s), want %s", tt.q, p.Mode, p.Version, tt.wantMode)
			}
			if !reflect.DeepEqual(p.Classes, tt.classes) {
				t.Errorf("Classes = %v, want %v", p.Classes, tt.classes)
			}
			if !reflect.DeepEqual(p.Facets, tt.facets) {
				t.Errorf("Facets = %v, want %v", p.Facets, tt.facets)
			}
			if got := lanes(p, "question"); !reflect.DeepEqual(append(lanes(p, "identity"), got...), tt.lanes) {
				t.Errorf("question lanes = %v, want %v", append(lanes(p, "identity"), got...), tt.lanes)
			}
			if p.GraphContext != tt.graph {
				t.Errorf("GraphContext = %v, want %v", p.GraphContext, tt.graph)
			}
			if (p.RecencyHalfLifeHours > 0) != tt.recency {
				t.Errorf("RecencyHalfLifeHours = %d, want recency %v", p.RecencyHalfLifeHours, tt.recency)
			}
			subs := 0
			for _, c := range p.Calls {
				if c.Purpose != "question" && c.Purpose != "identity" {
					subs++
				}
			}
			if (subs > 0) != tt.subQuery && tt.subQuery {
				t.Errorf("sub-queries = %d, want some", subs)
			}
			if p.Mode == planner.Fast && subs > 0 {
				t.Errorf("fast plan has %d sub-queries", subs)
			}
			if slices.Contains(p.Classes, planner.Lookup) == tt.notLookup {
				t.Errorf("lookup class = %v, want %v", slices.Contains(p.Classes, planner.Lookup), !tt.notLookup)
			}
			// Pure: the same input gives the same plan.
			if again := planner.Make(tt.q, tt.mode); !reflect.DeepEqual(again, p) {
				t.Errorf("Make is not deterministic:\n%+v\n%+v", p, again)
			}
		})
	}
}

func TestFacetSubQueriesCarryTheSubject(t *testing.T) {
	p := planner.Make("Do chat and mail agree on the deadline of DATA-103?", planner.Auto)
	var found bool
	for _, c := range p.Calls {
		if c.Purpose == "facet:deadline" {
			found = true
			if c.Query != "DATA-103 agree deadline due date" || c.Lane != retrieval.LaneHybrid {
				t.Errorf("facet call = %+v", c)
			}
		}
	}
	if !found || p.Subject != "DATA-103 agree" {
		t.Errorf("plan = %+v, want a deadline sub-query about DATA-103", p)
	}
}

func TestMerge(t *testing.T) {
	hit := func(src, chunk string, lane string) retrieval.Hit {
		return retrieval.Hit{SourceID: src, ChunkID: chunk, Lanes: []string{lane}}
	}
	text := planner.Ranking{Call: planner.Call{Lane: "text", Weight: 1}, Hits: []retrieval.Hit{hit("s1", "c1", "text"), hit("s1", "c2", "text")}}
	hybrid := planner.Ranking{Call: planner.Call{Lane: "hybrid", Weight: 1}, Hits: []retrieval.Hit{hit("s1", "c2", "hybrid"), hit("s2", "c1", "hybrid")}}
	m := planner.Merge(0, []planner.Ranking{text, hybrid})
	if m.Found != 4 || m.Duplicates != 1 || len(m.Hits) != 3 {
		t.Fatalf("Merge = %+v, want 3 hits from 4 with 1 duplicate", m)
	}
	// c2 was found by both lanes: first, with both lanes; c1 of s1 and c1 of s2 stay two hits.
	if m.Hits[0].ChunkID != "c2" || !reflect.DeepEqual(m.Hits[0].Lanes, []string{"hybrid", "text"}) {
		t.Errorf("first = %+v, want c2 by hybrid and text", m.Hits[0])
	}
	if got := planner.Merge(1, []planner.Ranking{text, hybrid}); len(got.Hits) != 1 {
		t.Errorf("Merge(limit 1) = %d hits", len(got.Hits))
	}
}

// TestRequestFramingIsNotSubject: words about the asking ("does there exist a good basic...",
// "did anyone else discover...") are not what a question is about.
func TestRequestFramingIsNotSubject(t *testing.T) {
	for _, w := range []string{"exist", "anyone", "else", "discover", "good", "basic", "available", "literature"} {
		if !planner.IsCue(w) {
			t.Errorf("IsCue(%q) = false, want true", w)
		}
	}
	for _, w := range []string{"friction", "viscosity", "ledger", "reentry"} {
		if planner.IsCue(w) {
			t.Errorf("IsCue(%q) = true, want false", w)
		}
	}
}

// "Who's on X" asks who belongs to X, not who owns it: no owner facet, unless an owner word
// asks for one too.
func TestWhoIsOnAsksForMembersNotAnOwner(t *testing.T) {
	for q, owner := range map[string]bool{
		"Who's on the downtime call tree?":               false,
		"Who is in the pricing working group?":           false,
		"Who sits on the change advisory board?":         false,
		"Who owns the on-call rota?":                     true,
		"Who is on point for ENG-7?":                     true,
		"Who's on call tonight?":                         true,
		"Who is responsible for the people on the rota?": true,
		"Who is working on the billing migration?":       true,
	} {
		got := slices.Contains(planner.Make(q, planner.Auto).Facets, planner.Actor)
		if got != owner {
			t.Errorf("Make(%q) asks for an owner = %v, want %v", q, got, owner)
		}
	}
}

// "When" asks for a date only as a question word: before an auxiliary, or alone at the end. A
// clause of time ("when you watch live", "when the pump fails") asks for none.
func TestWhenAsksOnlyAsAQuestionWord(t *testing.T) {
	for q, want := range map[string]bool{
		"When is ENG-105 due?":                                     true,
		"When's the depot cutover?":                                true,
		"ENG-105 due when?":                                        true,
		"When will we switch over to the new ERP?":                 true,
		"How far behind the telly is the app when you watch live?": false,
		"Who gets paged when the pump fails?":                      false,
	} {
		p := planner.Make(q, planner.Auto)
		if got := slices.Contains(p.Facets, planner.Deadline); got != want {
			t.Errorf("Make(%q) asks for the deadline = %v, want %v (facets %v)", q, got, want, p.Facets)
		}
	}
}
