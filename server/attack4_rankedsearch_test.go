package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/retrieval"
)

// importMany imports n records, the i-th with the body words(i), in one JSON Lines source, and
// returns the source's id. With more matching chunks than a search step may take (100), a
// search for the words goes through the step ranked in the workspace.
func (tn *tenants) importMany(t *testing.T, a actor.Actor, source, prefix string, words func(int) string, n int) string {
	t.Helper()
	var b bytes.Buffer
	for i := range n {
		rec, _ := json.Marshal(map[string]any{"id": fmt.Sprintf("%s-%d", prefix, i), "title": fmt.Sprintf("%s %d", prefix, i),
			"body": words(i) + fmt.Sprintf(" note %d.", i), "createdAt": "2026-11-01T09:00:00Z"})
		b.Write(rec)
		b.WriteByte('\n')
	}
	res, err := tn.e.Import(context.Background(), a, engine.ImportRequest{SourceName: source, Format: ingest.JSONL,
		Input: ingest.FromBytes(source+".jsonl", b.Bytes())})
	if err != nil {
		t.Fatalf("Import(%s) = %v", source, err)
	}
	return res.Job.SourceID
}

// searchAs runs search with the given headers and variables and returns the status, the hit
// titles and the error code, if any.
func (tn *tenants) searchAs(t *testing.T, header map[string]string, query, mode string, sourceIDs []string) (int, []string, string) {
	t.Helper()
	vars := map[string]any{"q": query, "m": mode}
	if sourceIDs != nil {
		vars["s"] = sourceIDs
	}
	resp := tn.post(t, header, map[string]any{"query": `query($q: String!, $m: SearchMode, $s: [ID!]) {
		search(input: {query: $q, mode: $m, sourceIds: $s, first: 50}) { hits { document { title } } } }`, "variables": vars})
	defer resp.Body.Close()
	var r struct {
		Data struct {
			Search *struct {
				Hits []struct{ Document struct{ Title string } }
			}
		}
		Errors []struct {
			Extensions map[string]any `json:"extensions"`
		}
	}
	_ = json.NewDecoder(resp.Body).Decode(&r)
	var titles []string
	if r.Data.Search != nil {
		for _, h := range r.Data.Search.Hits {
			titles = append(titles, h.Document.Title)
		}
	}
	c := ""
	if len(r.Errors) > 0 {
		c, _ = r.Errors[0].Extensions["code"].(string)
	}
	return resp.StatusCode, titles, c
}

// Attack (fourth round), at the search step that ranks in the workspace: with more matching
// chunks than a step may take, another tenant tries to reach alice's chunks through it: by
// naming alice's source, by repeating its own source id, with an oversized query, without a
// credential, and with a foreign Host and Origin. None of these returns a chunk of alice's,
// and none fails as a server error; mallory's own ranked hits do not move when alice imports
// the same words.
func TestRankedSearchStepStaysInTheWorkspace(t *testing.T) {
	tn := newTenants(t)
	malloryTok, mallory := tn.bearer(t, "mallory")
	_, alice := tn.bearer(t, "alice")
	// Half of mallory's notes say "harbor" three times, half "migration" once: which of them a
	// step takes depends on how rare each word is, which must be read in mallory's workspace.
	mine := tn.importMany(t, mallory, "Harbour notes", "Mallory note", func(i int) string {
		if i%2 == 0 {
			return "harbor harbor harbor rollout"
		}
		return "migration rollout of the berth cranes"
	}, 140)
	bearer := map[string]string{"Authorization": "Bearer " + malloryTok}
	before := map[string][]string{}
	for _, mode := range []string{"TEXT", "HYBRID", "AUTO"} {
		_, hits, c := tn.searchAs(t, bearer, "harbor migration", mode, nil)
		if c != "" || len(hits) == 0 {
			t.Fatalf("mallory's own %s search: code %q, %d hits", mode, c, len(hits))
		}
		before[mode] = hits
	}
	theirs := tn.importMany(t, alice, "Board harbor", "Alice secret", func(int) string { return "harbor acquisition harbor" }, 400)

	noneOfAlices := func(name string, status int, hits []string, c string) {
		t.Helper()
		if status >= 500 {
			t.Errorf("%s: status %d, want no server error", name, status)
		}
		for _, h := range hits {
			if strings.HasPrefix(h, "Alice") {
				t.Errorf("%s: alice's chunk %q returned to mallory (code %q)", name, h, c)
			}
		}
	}
	for _, mode := range []string{"TEXT", "HYBRID", "AUTO"} {
		status, hits, c := tn.searchAs(t, bearer, "harbor migration", mode, nil)
		noneOfAlices("own search "+mode, status, hits, c)
		if strings.Join(hits, "|") != strings.Join(before[mode], "|") {
			t.Errorf("mallory's %s hits moved when alice imported the same words:\n before %v\n after  %v", mode, before[mode], hits)
		}
		// Alice's source named outright, alone and beside mallory's own.
		status, hits, c = tn.searchAs(t, bearer, "harbor migration", mode, []string{theirs})
		noneOfAlices("alice's source "+mode, status, hits, c)
		if len(hits) > 0 {
			t.Errorf("naming alice's source (%s) returned %d hits, want none", mode, len(hits))
		}
		status, hits, c = tn.searchAs(t, bearer, "harbor migration", mode, []string{mine, theirs})
		noneOfAlices("both sources "+mode, status, hits, c)
	}
	// Mallory's own source 300 times: the same hits as once, or a typed refusal.
	dup := make([]string, 300)
	for i := range dup {
		dup[i] = mine
	}
	status, hits, c := tn.searchAs(t, bearer, "harbor migration", "TEXT", dup)
	noneOfAlices("a duplicated source id", status, hits, c)
	if c == "" && strings.Join(hits, "|") != strings.Join(before["TEXT"], "|") {
		t.Errorf("a duplicated source id changed the hits:\n once %v\n 300x %v", before["TEXT"], hits)
	}
	// An oversized query of distinct words that all occur: bounded, or a typed refusal.
	var words []string
	for i := range 5000 {
		words = append(words, fmt.Sprintf("harbor migration rollout acquisition note%d", i))
	}
	status, hits, c = tn.searchAs(t, bearer, strings.Join(words, " "), "HYBRID", nil)
	noneOfAlices("an oversized query", status, hits, c)
	if status >= 500 || c == "INTERNAL_SERVER_ERROR" {
		t.Errorf("an oversized query: status %d code %q", status, c)
	}
	// No credential, and a foreign Host and Origin with mallory's credential.
	status, hits, c = tn.searchAs(t, nil, "harbor migration", "TEXT", nil)
	noneOfAlices("no credential", status, hits, c)
	for _, h := range hits {
		if strings.HasPrefix(h, "Mallory") {
			t.Errorf("no credential: mallory's chunk %q returned", h)
		}
	}
	foreign := map[string]string{"Authorization": "Bearer " + malloryTok, "Host": "evil.example", "Origin": "https://evil.example"}
	status, hits, c = tn.searchAs(t, foreign, "harbor migration", "TEXT", []string{theirs})
	noneOfAlices("a foreign Host and Origin", status, hits, c)
}

// The same workspace's ranked step, asked by credentials that must not read indexed evidence:
// its widget key (customer egress) and the public actor. Both are refused with FORBIDDEN at the
// engine, whatever the transport, and get no hit.
func TestRankedSearchStepRefusesCustomerAndPublicActors(t *testing.T) {
	tn := newTenants(t)
	_, mallory := tn.bearer(t, "mallory")
	src := tn.importMany(t, mallory, "Harbour notes", "Mallory note", func(int) string { return "harbor migration rollout" }, 140)
	ctx := context.Background()
	for name, a := range map[string]actor.Actor{
		"widget key":   {Kind: actor.Widget, WorkspaceID: mallory.WorkspaceID, Egress: actor.EgressCustomer},
		"public actor": {Kind: actor.Public, Subject: "public-access", WorkspaceID: mallory.WorkspaceID, Role: actor.PublicAccess},
	} {
		hits, err := tn.e.Search(ctx, a, engine.SearchRequest{Query: "harbor migration", SourceIDs: []string{src}, First: 50})
		if errs.CodeOf(err) != errs.Forbidden || len(hits) > 0 {
			t.Errorf("%s: Search = %d hits, %v; want FORBIDDEN and none", name, len(hits), err)
		}
		res, err := tn.e.SearchEvidence(ctx, a, engine.SearchEvidenceInput{Query: "harbor migration", SourceIDs: []string{src}, First: 50})
		if errs.CodeOf(err) != errs.Forbidden || len(res.Evidence) > 0 {
			t.Errorf("%s: SearchEvidence = %d hits, %v; want FORBIDDEN and none", name, len(res.Evidence), err)
		}
	}
}

// exactIDRefused checks that a widget key (customer egress) and the public actor are refused at
// the engine when they ask the exact-ID lane for query in the workspace's source.
func (tn *tenants) exactIDRefused(t *testing.T, workspaceID, query, sourceID string) {
	t.Helper()
	for name, a := range map[string]actor.Actor{
		"widget key":   {Kind: actor.Widget, WorkspaceID: workspaceID, Egress: actor.EgressCustomer},
		"public actor": {Kind: actor.Public, Subject: "public-access", WorkspaceID: workspaceID, Role: actor.PublicAccess},
	} {
		hits, err := tn.e.Search(context.Background(), a, engine.SearchRequest{Query: query, Mode: retrieval.ModeExactID, SourceIDs: []string{sourceID}, First: 50})
		if errs.CodeOf(err) != errs.Forbidden || len(hits) > 0 {
			t.Errorf("%s: Search = %d hits, %v; want FORBIDDEN and none", name, len(hits), err)
		}
	}
}
