package engine_test

import (
	"context"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/demo"
	"github.com/queueproof/queueproof/engine/enginetest"
)

// TestAskAndTodayAgree: over every demo packet, Ask answers the packet's owner and due date,
// and a deadline the packet calls contradicted is contradicted in Ask too.
func TestAskAndTodayAgree(t *testing.T) {
	ctx := context.Background()
	f := newQueueFixture(t)
	v, err := f.e.CompileQueue(ctx, f.owner, engine.CompileRequest{AsOf: demo.Base})
	if err != nil {
		t.Fatal(err)
	}
	n := enginetest.CompareAskAndToday(t, f.e, f.owner, v.Version)
	for _, d := range n.Disagreements {
		t.Error(d)
	}
	if n.Checked < 10 || n.Owners < 5 || n.Dues < 5 || n.Contradictions < 1 {
		t.Fatalf("checked %d packets (%d owners, %d due dates, %d contradicted deadlines); the demo's Today has more of each",
			n.Checked, n.Owners, n.Dues, n.Contradictions)
	}
}
