package facteval_test

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/page"
)

// TestTheSameEvidenceCompilesTheSameQueue imports the development parts of the facts
// evaluation set into two workspaces (two sources, so every document, chunk and record id
// differs) and compiles Today in each: the packets, their rank, objective, owner and due date
// must be the same. Which of two equal-time statements a timeline keeps, and which of two
// equally scored packets ranks first, is decided by the evidence, never by generated ids.
func TestTheSameEvidenceCompilesTheSameQueue(t *testing.T) {
	ctx := context.Background()
	lines := corpusLines(t, "dev", "dev2", "dev3", "dev4", "dev5", "dev6", "dev7", "dev8", "dev9", "dev10", "dev11", "dev12", "dev13", "dev14", "dev15", "dev16", "dev17", "dev18")
	run := func() map[string]string {
		e, _ := enginetest.New(t, engine.Options{})
		ws, err := e.EnsureWorkspace(ctx, "bench:facteval", "Facts evaluation")
		if err != nil {
			t.Fatal(err)
		}
		a := actor.Actor{Kind: actor.Operator, Subject: "bench:facteval", WorkspaceID: ws.ID, Role: actor.Owner}
		if _, err := e.Import(ctx, a, engine.ImportRequest{SourceName: "Evaluation set", Format: ingest.JSONL, Input: ingest.FromBytes("f.jsonl", []byte(strings.Join(lines, "\n")))}); err != nil {
			t.Fatal(err)
		}
		v, err := e.CompileQueue(ctx, a, engine.CompileRequest{AsOf: time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)})
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]string{}
		after := ""
		for {
			p, err := e.QueuePackets(ctx, a, v.Version, page.Request{First: 100, After: after})
			if err != nil {
				t.Fatal(err)
			}
			for _, it := range p.Items {
				s := func(p *string) string {
					if p == nil {
						return "-"
					}
					return *p
				}
				out[strings.Join(it.ExactIDs, ",")+"|"+it.Objective] = fmt.Sprintf("rank=%d owner=%s due=%s", it.Rank, s(it.Owner), s(it.Due))
			}
			if len(p.Items) < 100 || len(p.Cursors) == 0 {
				break
			}
			after = p.Cursors[len(p.Cursors)-1]
		}
		return out
	}
	a, b := run(), run()
	var keys []string
	for k := range a {
		keys = append(keys, k)
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		if a[k] != b[k] {
			t.Errorf("%s: %q in one compile, %q in the other", k, a[k], b[k])
		}
	}
	if len(a) < 100 {
		t.Fatalf("%d packets; the development parts hold more work than that", len(a))
	}
}
