package reviseeval_test

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/ingest"
)

func TestZZProbe(t *testing.T) {
	split := os.Getenv("P_SPLIT")
	if split == "" || strings.HasPrefix(split, "heldout") {
		t.Skip()
	}
	ctx := context.Background()
	e, _ := enginetest.New(t, engine.Options{})
	ws, _ := e.EnsureWorkspace(ctx, "bench:p", "p")
	a := actor.Actor{Kind: actor.Operator, Subject: "bench:p", WorkspaceID: ws.ID, Role: actor.Owner}
	corpus, _ := os.ReadFile("testdata/" + split + "/corpus.jsonl")
	if _, err := e.Import(ctx, a, engine.ImportRequest{SourceName: "p", Format: ingest.JSONL, Input: ingest.FromBytes("corpus.jsonl", corpus)}); err != nil {
		t.Fatal(err)
	}
	for _, q := range strings.Split(os.Getenv("P_Q"), "|") {
		hits, err := e.Search(ctx, a, engine.SearchRequest{Query: q, First: 15})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("Q %s", q)
		for _, h := range hits {
			t.Logf("  hit %.3f %-28s %q", h.Score, h.ExternalID, trunc(h.Text, 110))
		}
		v, err := e.Ask(ctx, a, engine.AskInput{Question: q})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("  %s: %s\n  trace found %d dropped %v used %d", v.Status, v.Text, v.Trace.Found, v.Trace.Dropped, v.Trace.EvidenceUsed)
	}
}

func trunc(s string, n int) string {
	s = strings.ReplaceAll(s, "\n", " / ")
	if len(s) > n {
		return s[:n]
	}
	return s
}
