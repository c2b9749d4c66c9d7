package server_test

import (
	"context"
	_ "embed"
	"encoding/json"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/server"
)

// A page and its copy: the answer cites the page once and lists the copy as its duplicate,
// over GraphQL and over the MCP ask tool (issue #20: cite the smallest set). The browser test
// (e2e/tests/duplicates.test.mjs) reads the same file.
//
//go:embed testdata/duplicates.jsonl
var duplicateEvidence string

type duplicateAnswer struct {
	Citations []struct {
		ExternalID *string `json:"externalId"`
		Duplicates []struct {
			Title      string  `json:"title"`
			ExternalID *string `json:"externalId"`
		} `json:"duplicates"`
	} `json:"citations"`
}

func checkDuplicates(t *testing.T, via string, a duplicateAnswer) {
	t.Helper()
	if len(a.Citations) != 1 || a.Citations[0].ExternalID == nil || *a.Citations[0].ExternalID != "kb-12" ||
		len(a.Citations[0].Duplicates) != 1 || a.Citations[0].Duplicates[0].Title != "Copy of Kiln room ventilation" ||
		a.Citations[0].Duplicates[0].ExternalID == nil || *a.Citations[0].Duplicates[0].ExternalID != "kb-12-copy" {
		raw, _ := json.Marshal(a)
		t.Errorf("%s: citations = %s, want kb-12 cited once with its copy listed", via, raw)
	}
}

func TestDuplicatesAreListedNotCited(t *testing.T) {
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	a := localOwner(t, f.engine)
	if _, err := f.engine.Import(context.Background(), a, engine.ImportRequest{SourceName: "Studio", Format: ingest.JSONL,
		Input: ingest.FromBytes("studio.jsonl", []byte(duplicateEvidence))}); err != nil {
		t.Fatalf("Import = %v", err)
	}
	q := "How long does the kiln room extractor run after the last firing?"
	_, r := f.graphql(t, `mutation($q: String!) { ask(input: { question: $q, mode: FAST }) { citations { externalId duplicates { title externalId } } } }`, map[string]any{"q": q})
	if len(r.Errors) > 0 {
		t.Fatalf("ask: %+v", r.Errors)
	}
	var out struct{ Ask duplicateAnswer }
	if err := json.Unmarshal(r.Data, &out); err != nil {
		t.Fatal(err)
	}
	checkDuplicates(t, "GraphQL", out.Ask)

	s := mcpSession(t, f.URL, tokenFor(t, f, a, "read"))
	checkDuplicates(t, "MCP", structured[duplicateAnswer](t, callTool(t, s, "ask", map[string]any{"question": q, "mode": "FAST"})))
}
