package server_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/server"
)

func importFixture(t *testing.T, f *fixture, name string, format ingest.Format, path string) {
	t.Helper()
	a := localOwner(t, f.engine)
	in, err := ingest.FromPath(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.engine.Import(context.Background(), a, engine.ImportRequest{SourceName: name, Format: format, Input: in}); err != nil {
		t.Fatalf("Import = %v", err)
	}
}

func TestSearchDocumentsAndProofTestsOverGraphQL(t *testing.T) {
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	importFixture(t, f, "Handbook", ingest.Markdown, "../engine/ingest/testdata/markdown")

	_, r := f.graphql(t, `query($q: String!) { search(input: { query: $q, first: 5 }) {
		hits { score lanes document { id externalId title sourceRef } chunk { id text } } } }`, map[string]any{"q": "ENG-418 duplicate charge"})
	if len(r.Errors) > 0 {
		t.Fatalf("search errors: %+v", r.Errors)
	}
	var sr struct {
		Search struct {
			Hits []struct {
				Score    float64  `json:"score"`
				Lanes    []string `json:"lanes"`
				Document struct {
					ID, ExternalID, Title, SourceRef string
				} `json:"document"`
				Chunk struct{ ID, Text string } `json:"chunk"`
			} `json:"hits"`
		} `json:"search"`
	}
	if err := json.Unmarshal(r.Data, &sr); err != nil {
		t.Fatal(err)
	}
	hits := sr.Search.Hits
	if len(hits) == 0 || hits[0].Document.ExternalID != "launch-plan.md" || hits[0].Document.SourceRef != hits[0].Document.ID || hits[0].Chunk.ID == "" || len(hits[0].Lanes) < 2 {
		t.Fatalf("search hits = %+v, want launch-plan.md found by the exact-ID and hybrid lanes", hits)
	}

	_, r = f.graphql(t, `query($id: ID!) { document(id: $id) { id externalId title status revision chunks { id text startOffset endOffset } } }`,
		map[string]any{"id": hits[0].Document.SourceRef})
	var dr struct {
		Document struct {
			ExternalID string
			Status     string
			Revision   int
			Chunks     []struct{ ID string }
		}
	}
	if err := json.Unmarshal(r.Data, &dr); err != nil || len(r.Errors) > 0 {
		t.Fatalf("document: %s %+v", r.Data, r.Errors)
	}
	if dr.Document.ExternalID != "launch-plan.md" || dr.Document.Status != "INDEXED" || dr.Document.Revision != 1 || len(dr.Document.Chunks) == 0 {
		t.Fatalf("document = %+v", dr.Document)
	}

	_, r = f.graphql(t, `{ sources { edges { node { id state } } } proofTests { edges { node { sourceId result kind evidence } } } }`, nil)
	var pr struct {
		Sources struct {
			Edges []struct{ Node struct{ ID, State string } }
		}
		ProofTests struct {
			Edges []struct {
				Node struct{ SourceID, Result, Kind, Evidence string }
			}
		}
	}
	if err := json.Unmarshal(r.Data, &pr); err != nil || len(r.Errors) > 0 {
		t.Fatalf("proofTests: %s %+v", r.Data, r.Errors)
	}
	if len(pr.Sources.Edges) != 1 || pr.Sources.Edges[0].Node.State != "DATA_VERIFIED" {
		t.Fatalf("sources = %+v", pr.Sources)
	}
	if len(pr.ProofTests.Edges) != 1 || pr.ProofTests.Edges[0].Node.Result != "PASSED" || pr.ProofTests.Edges[0].Node.SourceID != pr.Sources.Edges[0].Node.ID {
		t.Fatalf("proofTests = %+v", pr.ProofTests)
	}

	_, r = f.graphql(t, `query($s: ID!) { documents(sourceId: $s, first: 1) { edges { node { externalId } } pageInfo { hasNextPage endCursor } } }`,
		map[string]any{"s": pr.Sources.Edges[0].Node.ID})
	var lr struct {
		Documents struct {
			Edges    []struct{ Node struct{ ExternalID string } }
			PageInfo struct {
				HasNextPage bool
				EndCursor   string
			}
		}
	}
	if err := json.Unmarshal(r.Data, &lr); err != nil || len(r.Errors) > 0 || len(lr.Documents.Edges) != 1 || !lr.Documents.PageInfo.HasNextPage {
		t.Fatalf("documents page = %s %+v", r.Data, r.Errors)
	}
}

func TestEvidenceQueriesNeedASignedActor(t *testing.T) {
	f := newFixture(t, engine.Options{}, server.Options{})
	for _, q := range []string{
		`{ search(input: { query: "x" }) { hits { score } } }`,
		`{ proofTests { edges { cursor } } }`,
		`{ document(id: "doc_x") { id } }`,
	} {
		if _, r := f.graphql(t, q, nil); code(r) != "UNAUTHENTICATED" {
			t.Errorf("%s without an actor: %+v, want UNAUTHENTICATED", q, r.Errors)
		}
	}
	g := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	if _, r := g.graphql(t, `{ document(id: "doc_nope") { id } }`, nil); code(r) != "NOT_FOUND" {
		t.Errorf("unknown document: %+v, want NOT_FOUND", r.Errors)
	}
	if _, r := g.graphql(t, `{ search(input: { query: "x", first: 1000 }) { hits { score } } }`, nil); code(r) != "BAD_USER_INPUT" {
		t.Errorf("search first 1000: %+v, want BAD_USER_INPUT", r.Errors)
	}
}
