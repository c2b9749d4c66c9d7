package reviseeval_test

import (
	"context"
	"os"
	"testing"

	"github.com/queueproof/queueproof/bench/reviseeval"
	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/ingest"
)

// TestTheSameEvidenceAnswersTheSame imports one company twice, into two workspaces (two
// sources, so every document and chunk id differs), and asks every question in each: the
// answers must be the same, text and citations. Equally ranked evidence is ordered by what
// it is, never by generated ids.
func TestTheSameEvidenceAnswersTheSame(t *testing.T) {
	ctx := context.Background()
	set, err := reviseeval.Load("testdata/dev")
	if err != nil {
		t.Fatal(err)
	}
	corpus, err := os.ReadFile("testdata/dev/corpus.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	answers := func() map[string]string {
		e, _ := enginetest.New(t, engine.Options{})
		ws, err := e.EnsureWorkspace(ctx, "bench:determinism", set.Name)
		if err != nil {
			t.Fatal(err)
		}
		a := actor.Actor{Kind: actor.Operator, Subject: "bench:determinism", WorkspaceID: ws.ID, Role: actor.Owner}
		if _, err := e.Import(ctx, a, engine.ImportRequest{SourceName: set.Name, Format: ingest.JSONL,
			Input: ingest.FromBytes("corpus.jsonl", corpus)}); err != nil {
			t.Fatal(err)
		}
		out := map[string]string{}
		for _, c := range set.Cases {
			v, err := e.Ask(ctx, a, engine.AskInput{Question: c.Question})
			if err != nil {
				t.Fatal(err)
			}
			text := v.Text
			for _, ci := range v.Citations {
				if ci.ExternalID != nil {
					text += "\n" + *ci.ExternalID
				}
			}
			out[c.ID] = text
		}
		return out
	}
	first, second := answers(), answers()
	for id, a := range first {
		if second[id] != a {
			t.Errorf("%s: one import answers %q, the other %q", id, a, second[id])
		}
	}
}
