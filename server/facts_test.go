package server_test

import (
	"context"
	_ "embed"
	"encoding/json"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/server"
)

// factsEvidence is a small team's evidence in the forms the facts layer reads: an owner named
// only in a ticket's field line, an owner named only as "I'll own", a slip explained by its
// author, two sources that disagree on a date with nothing to explain it, and a customer's
// question nobody answered.
//
// The file is shared with the browser tests (e2e/tests/disagreements.test.mjs).
//
//go:embed testdata/facts.jsonl
var factsEvidence string

// TestFactsThroughGraphQL: Ask and Today, over GraphQL, read the same facts from evidence
// written in forms the demo does not use (issue #17's end-to-end proof).
func TestFactsThroughGraphQL(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	a := localOwner(t, f.engine)
	if _, err := f.engine.Import(ctx, a, engine.ImportRequest{SourceName: "Payments", Format: ingest.JSONL,
		Input: ingest.FromBytes("payments.jsonl", []byte(factsEvidence))}); err != nil {
		t.Fatalf("Import = %v", err)
	}
	if _, r := f.graphql(t, `mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }`, nil); len(r.Errors) > 0 {
		t.Fatalf("compileQueue: %+v", r.Errors)
	}
	_, r := f.graphql(t, `{ today(first: 20) { edges { node { objective exactIds owner due constraints } } } }`, nil)
	if len(r.Errors) > 0 {
		t.Fatalf("today: %+v", r.Errors)
	}
	var today struct {
		Today struct {
			Edges []struct {
				Node struct {
					Objective   string
					ExactIDs    []string `json:"exactIds"`
					Owner, Due  *string
					Constraints []string
				}
			}
		}
	}
	if err := json.Unmarshal(r.Data, &today); err != nil {
		t.Fatal(err)
	}
	type packet struct {
		objective, owner, due string
		constraints           string
	}
	packets := map[string]packet{}
	var objectives []string
	for _, e := range today.Today.Edges {
		n := e.Node
		p := packet{objective: n.Objective, constraints: strings.Join(n.Constraints, " | ")}
		if n.Owner != nil {
			p.owner = *n.Owner
		}
		if n.Due != nil {
			p.due = *n.Due
		}
		if len(n.ExactIDs) > 0 {
			packets[n.ExactIDs[0]] = p
		}
		objectives = append(objectives, n.Objective)
	}
	ask := func(q string) gqlAnswer {
		t.Helper()
		_, r := f.graphql(t, askMutation, map[string]any{"q": q, "mode": "FAST"})
		if len(r.Errors) > 0 {
			t.Fatalf("ask %q: %+v", q, r.Errors)
		}
		var out struct{ Ask gqlAnswer }
		if err := json.Unmarshal(r.Data, &out); err != nil {
			t.Fatal(err)
		}
		return out.Ask
	}

	// An owner named only in a ticket's field line, and one named only as "I'll own".
	for id, owner := range map[string]string{"PAY-31": "Mara Lind", "PAY-32": "Joao Reis"} {
		if got := packets[id].owner; got != owner {
			t.Errorf("packet %s owner = %q, want %q (packets %+v)", id, got, owner, packets)
		}
		if a := ask("Who owns " + id + "?"); a.Status != "GROUNDED" || !strings.Contains(a.Text, "The owner of "+id+" is "+owner) {
			t.Errorf("ask who owns %s = %s %q, want %s", id, a.Status, a.Text, owner)
		}
	}
	// A slipped date is the packet's due date, with the old one as history; Ask leads with it.
	if p := packets["PAY-31"]; p.due != "2026-12-04" || !strings.Contains(p.constraints, "it replaced 2026-11-27") {
		t.Errorf("packet PAY-31 due %q, constraints %q; want 2026-12-04 replacing 2026-11-27", p.due, p.constraints)
	}
	if a := ask("When is PAY-31 due?"); a.Status != "GROUNDED" || !strings.Contains(a.Text, "The deadline of PAY-31 is 2026-12-04") ||
		!strings.Contains(a.Text, "moved from 2026-11-27") || len(a.Contradictions) != 0 {
		t.Errorf("ask when is PAY-31 due = %s %q %+v", a.Status, a.Text, a.Contradictions)
	} else if n := a.RetrievalTrace.FactsNote; n == nil || !strings.Contains(*n, "Today's latest compile") {
		t.Errorf("ask when is PAY-31 due: factsNote = %v, want it read from Today's latest compile", n)
	}
	// An unexplained disagreement is a contradiction on both, and the answer is PARTIAL.
	if p := packets["PAY-33"]; !strings.Contains(p.constraints, "Deadlines disagree") {
		t.Errorf("packet PAY-33 constraints %q, want the disagreeing deadlines", p.constraints)
	}
	a33 := ask("When is PAY-33 due?")
	contested := false
	for _, c := range a33.Contradictions {
		contested = contested || c.Subject == "PAY-33" && c.Facet == "DEADLINE" && len(c.Values) == 2
	}
	if !contested || a33.Status != "PARTIAL" {
		t.Errorf("ask when is PAY-33 due = %s %+v, want PARTIAL with the two deadlines", a33.Status, a33.Contradictions)
	}
	// A customer's question nobody answered is work naming the asker.
	found := false
	for _, o := range objectives {
		found = found || strings.HasPrefix(o, "Answer Kim Park's request about SSO availability")
	}
	if !found {
		t.Errorf("no packet answers Kim Park's request; objectives %q", objectives)
	}
	// A facet nobody stated is PARTIAL with that facet missing.
	if a := ask("Who owns PAY-33?"); a.Status != "PARTIAL" || !strings.Contains(strings.Join(a.MissingInformation, " "), "owner of PAY-33") {
		t.Errorf("ask who owns PAY-33 = %s %v, want PARTIAL naming the owner as missing", a.Status, a.MissingInformation)
	}
}
