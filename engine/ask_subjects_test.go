package engine_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/projection"
)

// A slip said in a reply that does not name the work item is about it only in its thread:
// read alone, the reply is about nothing.
const slipThread = `{"id":"m1","title":"Billing export","author":"Ana Ruiz","createdAt":"2026-11-20T09:00:00Z","body":"ENG-41 (the billing export) is due 5 Dec."}
{"id":"m2","title":"Re: Billing export","author":"Ben Ode","createdAt":"2026-11-24T09:00:00Z","body":"Heads up: it slipped, the new date is 12 Dec."}
`

// Ask reads a named work item's owner, due date and status back from Today's latest compile
// only while that compile read the evidence as it is now: after an import it reads the
// retrieved passages alone (and its trace says so) until the queue is compiled again; and
// facts citing a source outside the question's scope are not read.
func TestAskReadsTodaysFactsWhileTheyAreCurrent(t *testing.T) {
	ctx := context.Background()
	e, _ := enginetest.New(t, engine.Options{LocalActor: true})
	a := localActor(t, e)
	_, err := e.Import(ctx, a, engine.ImportRequest{SourceName: "Mail", Format: ingest.JSONL,
		Input: ingest.FromBytes("mail.jsonl", []byte(slipThread))})
	if err != nil {
		t.Fatalf("Import = %v", err)
	}
	compile := func() {
		t.Helper()
		if _, err := e.CompileQueue(ctx, a, engine.CompileRequest{AsOf: time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)}); err != nil {
			t.Fatalf("CompileQueue = %v", err)
		}
	}
	ask := func(sources ...string) projection.AnswerView {
		t.Helper()
		ans, err := e.Ask(ctx, a, engine.AskInput{Question: "When is ENG-41 due?", SourceIDs: sources})
		if err != nil {
			t.Fatalf("Ask = %v", err)
		}
		return ans
	}
	const slipped = "The deadline of ENG-41 is 2026-12-12"

	if got := ask(); strings.Contains(got.Text, slipped) || !strings.Contains(got.Trace.FactsNote, "no compile") {
		t.Fatalf("before any compile, Ask = %q (facts: %q); want the passages read alone", got.Text, got.Trace.FactsNote)
	}
	compile()
	got := ask()
	if !strings.Contains(got.Text, slipped) || !strings.Contains(got.Text, "moved from 2026-12-05") || !strings.Contains(got.Trace.FactsNote, "Today's latest compile") {
		t.Fatalf("after a compile, Ask = %q (facts: %q); want the slipped date with the one it replaced", got.Text, got.Trace.FactsNote)
	}

	other, err := e.Import(ctx, a, engine.ImportRequest{SourceName: "Notes", Format: ingest.JSONL,
		Input: ingest.FromBytes("notes.jsonl", []byte(`{"id":"n1","title":"Ledger","body":"Ledger reconciliation runs nightly."}`+"\n"))})
	if err != nil {
		t.Fatalf("Import = %v", err)
	}
	if got := ask(); strings.Contains(got.Text, slipped) || !strings.Contains(got.Trace.FactsNote, "no compile") {
		t.Fatalf("after a newer import, Ask = %q (facts: %q); want the passages read alone until a compile", got.Text, got.Trace.FactsNote)
	}
	compile()
	if got := ask(); !strings.Contains(got.Text, slipped) {
		t.Fatalf("after compiling again, Ask = %q; want the slipped date", got.Text)
	}
	scoped := ask(other.Job.SourceID)
	for _, c := range scoped.Citations {
		if c.Provider != "Notes" {
			t.Fatalf("asked of the Notes source only, Ask cites %q: %+v", c.Provider, scoped.Citations)
		}
	}
	if strings.Contains(scoped.Text, slipped) {
		t.Fatalf("asked of the Notes source only, Ask = %q; want no fact of the Mail source", scoped.Text)
	}
}
