package facteval_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/ingest"
)

// TestAskAndTodayAgreeOnTheEvaluationSet imports every document of the facts evaluation set
// (the development parts and the held-out parts, in voices the demo does not use) into one
// workspace, compiles Today, and compares each packet's owner, due date, contradicted deadline
// and open status with Ask's answer for the same work item. Ask reads a named subject's facts
// back from the compile (engine.subjectFacts), so the two never disagree: any disagreement
// fails the test.
func TestAskAndTodayAgreeOnTheEvaluationSet(t *testing.T) {
	ctx := context.Background()
	lines := corpusLines(t, "dev", "dev2", "dev3", "dev4", "dev5", "dev6", "dev7", "dev8", "dev9", "dev10", "dev11", "dev12", "dev13", "dev14", "dev15", "dev16", "dev17", "dev18", "heldout", "heldout3")
	e, _ := enginetest.New(t, engine.Options{})
	ws, err := e.EnsureWorkspace(ctx, "bench:facteval", "Facts evaluation")
	if err != nil {
		t.Fatal(err)
	}
	a := actor.Actor{Kind: actor.Operator, Subject: "bench:facteval", WorkspaceID: ws.ID, Role: actor.Owner}
	if _, err := e.Import(ctx, a, engine.ImportRequest{SourceName: "Evaluation set", Format: ingest.JSONL,
		Input: ingest.FromBytes("facteval.jsonl", []byte(strings.Join(lines, "\n")))}); err != nil {
		t.Fatalf("Import = %v", err)
	}
	v, err := e.CompileQueue(ctx, a, engine.CompileRequest{AsOf: time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)})
	if err != nil {
		t.Fatal(err)
	}
	n := enginetest.CompareAskAndToday(t, e, a, v.Version)
	for _, d := range n.Disagreements {
		t.Log(d)
	}
	agree := 1 - float64(n.Disagreeing)/float64(max(n.Checked, 1))
	t.Logf("%d packets checked (%d owners, %d due dates, %d contradicted deadlines, %d open statuses); %d disagree; agreement %.2f",
		n.Checked, n.Owners, n.Dues, n.Contradictions, n.Statuses, n.Disagreeing, agree)
	if n.Checked < 50 || n.Owners < 20 || n.Dues < 20 || n.Statuses < 20 {
		t.Fatalf("checked %d packets; the evaluation set's Today has more work items than that", n.Checked)
	}
	if n.Disagreeing > 0 {
		t.Errorf("Ask and Today disagree on %d of %d packets", n.Disagreeing, n.Checked)
	}
}
