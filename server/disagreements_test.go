package server_test

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/server"
)

// answerValue, answerDisagreement and disagreeingAnswer read the answer contract's JSON, the
// same names in GraphQL data and in the MCP ask tool's structured content.
type answerValue struct {
	Value     string   `json:"value"`
	Citations []string `json:"citations"`
}

type answerDisagreement struct {
	Subject, Attribute, Resolution, Reason string
	Current                                *answerValue
	Values                                 []answerValue
}

type disagreeingAnswer struct {
	Status, Text       string
	MissingInformation []string
	Citations          []struct{ ID string }
	Contradictions     []struct {
		Subject, Facet string
		Values         []answerValue
	}
	Disagreements []answerDisagreement
}

const askDisagreementsMutation = `mutation($q: String!) { ask(input: { question: $q, mode: FAST }) {
	status text missingInformation citations { id }
	contradictions { subject facet values { value citations } }
	disagreements { subject attribute resolution current { value citations } values { value citations } reason } } }`

// factsFixture serves factsEvidence (a slipped PAY-31, an unexplained PAY-33 date) to its
// local owner, compiled as of the day after the slip.
func factsFixture(t *testing.T) (*fixture, actor.Actor) {
	t.Helper()
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	a := localOwner(t, f.engine)
	if _, err := f.engine.Import(context.Background(), a, engine.ImportRequest{SourceName: "Payments", Format: ingest.JSONL,
		Input: ingest.FromBytes("payments.jsonl", []byte(factsEvidence))}); err != nil {
		t.Fatalf("Import = %v", err)
	}
	if _, r := f.graphql(t, `mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }`, nil); len(r.Errors) > 0 {
		t.Fatalf("compileQueue: %+v", r.Errors)
	}
	return f, a
}

// checkDisagreements asks, through one transport, about a revised value (PAY-31's slipped
// date), an unexplained disagreement (PAY-33's two dates) and a detail no evidence gives.
func checkDisagreements(t *testing.T, via string, ask func(q string) disagreeingAnswer) {
	t.Helper()
	find := func(a disagreeingAnswer, subject string) *answerDisagreement {
		for i, d := range a.Disagreements {
			if d.Subject == subject && d.Attribute == "deadline" {
				return &a.Disagreements[i]
			}
		}
		return nil
	}
	// cited reports whether v cites something, and only the answer's citations.
	cited := func(a disagreeingAnswer, v answerValue) bool {
		ids := map[string]bool{}
		for _, c := range a.Citations {
			ids[c.ID] = true
		}
		for _, c := range v.Citations {
			if !ids[c] {
				return false
			}
		}
		return len(v.Citations) > 0
	}

	// A revised value: SUPERSEDED, the date in force and the one it replaced, both cited (by
	// different statements), and no contradiction.
	a31 := ask("When is PAY-31 due?")
	d := find(a31, "PAY-31")
	switch {
	case d == nil:
		t.Errorf("%s: PAY-31 has no deadline disagreement: %+v", via, a31.Disagreements)
	case d.Resolution != "SUPERSEDED" || d.Current == nil || d.Current.Value != "2026-12-04" || d.Reason == "":
		t.Errorf("%s: PAY-31 deadline = %+v (current %+v), want SUPERSEDED by 2026-12-04 with a reason", via, d, d.Current)
	case len(d.Values) != 1 || d.Values[0].Value != "2026-11-27":
		t.Errorf("%s: PAY-31 replaced values = %+v, want 2026-11-27", via, d.Values)
	case !cited(a31, *d.Current) || !cited(a31, d.Values[0]) || slices.Equal(d.Current.Citations, d.Values[0].Citations):
		t.Errorf("%s: PAY-31 current %v and replaced %v must each cite the answer's own citations %+v, not the same ones",
			via, d.Current.Citations, d.Values[0].Citations, a31.Citations)
	}
	if len(a31.Contradictions) != 0 {
		t.Errorf("%s: PAY-31 contradictions = %+v, want none (the slip explains the change)", via, a31.Contradictions)
	}

	// An unexplained disagreement: UNRESOLVED, both dates cited, also a contradiction, and the
	// answer is not GROUNDED.
	a33 := ask("When is PAY-33 due?")
	d = find(a33, "PAY-33")
	var vals []string
	if d != nil {
		for _, v := range d.Values {
			vals = append(vals, v.Value)
			if !cited(a33, v) {
				t.Errorf("%s: PAY-33 value %+v does not cite the answer's citations %+v", via, v, a33.Citations)
			}
		}
		slices.Sort(vals)
	}
	if d == nil || d.Resolution != "UNRESOLVED" || d.Current != nil || !slices.Equal(vals, []string{"2026-11-20", "2026-11-30"}) {
		t.Errorf("%s: PAY-33 deadline = %+v, want UNRESOLVED between 2026-11-20 and 2026-11-30 (all %+v)", via, d, a33.Disagreements)
	}
	contested := false
	for _, c := range a33.Contradictions {
		contested = contested || c.Subject == "PAY-33" && c.Facet == "DEADLINE" && len(c.Values) == 2
	}
	if !contested || a33.Status == "GROUNDED" {
		t.Errorf("%s: PAY-33 = %s %+v, want a deadline contradiction and not GROUNDED", via, a33.Status, a33.Contradictions)
	}

	// A detail the evidence does not give: PARTIAL, naming it.
	q := "How many signing keys does PAY-31 rotate?"
	if a := ask(q); a.Status != "PARTIAL" || !strings.Contains(strings.Join(a.MissingInformation, " "), "No evidence states the count the question asks for") {
		t.Errorf("%s: %q = %s %q, want PARTIAL naming the missing count", via, q, a.Status, a.MissingInformation)
	}
}

// TestDisagreementsOverGraphQL: issue #20's proof over GraphQL.
func TestDisagreementsOverGraphQL(t *testing.T) {
	f, _ := factsFixture(t)
	checkDisagreements(t, "GraphQL", func(q string) disagreeingAnswer {
		t.Helper()
		_, r := f.graphql(t, askDisagreementsMutation, map[string]any{"q": q})
		if len(r.Errors) > 0 {
			t.Fatalf("ask %q: %+v", q, r.Errors)
		}
		var out struct{ Ask disagreeingAnswer }
		if err := json.Unmarshal(r.Data, &out); err != nil {
			t.Fatal(err)
		}
		return out.Ask
	})
	// History reads the same disagreements back.
	_, r := f.graphql(t, `{ answers(first: 5) { edges { node { question disagreements { subject resolution } } } } }`, nil)
	if len(r.Errors) > 0 || !strings.Contains(string(r.Data), `"resolution":"SUPERSEDED"`) || !strings.Contains(string(r.Data), `"resolution":"UNRESOLVED"`) {
		t.Errorf("answers = %s %+v, want both resolutions in History", r.Data, r.Errors)
	}
}

// TestDisagreementsOverMCP: the same through the MCP ask tool, and its REST mirror.
func TestDisagreementsOverMCP(t *testing.T) {
	f, a := factsFixture(t)
	token := tokenFor(t, f, a, "read")
	s := mcpSession(t, f.URL, token)
	checkDisagreements(t, "MCP", func(q string) disagreeingAnswer {
		t.Helper()
		return structured[disagreeingAnswer](t, callTool(t, s, "ask", map[string]any{"question": q, "mode": "FAST"}))
	})
	checkDisagreements(t, "REST", func(q string) disagreeingAnswer {
		t.Helper()
		body, _ := json.Marshal(map[string]any{"question": q, "mode": "FAST"})
		resp, raw := rest(t, f, token, "POST", "/api/v1/mcp/tools/ask", string(body))
		var out disagreeingAnswer
		if resp.StatusCode != 200 || json.Unmarshal(raw, &out) != nil {
			t.Fatalf("REST ask %q = %d %s", q, resp.StatusCode, raw)
		}
		return out
	})
}
