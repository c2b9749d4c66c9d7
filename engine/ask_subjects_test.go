package engine_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
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

// Ask reads a work item's compiled facts only from the asker's own workspace, and only cites
// the chunks they name after the lineage check any retrieved chunk passes: another workspace
// naming the same work item learns nothing of this one's, even from a compile row made to
// point at this workspace's chunks.
func TestSubjectFactsStayInTheirWorkspace(t *testing.T) {
	ctx := context.Background()
	e, db := enginetest.New(t, engine.Options{LocalActor: true})
	a := localActor(t, e)
	asOf := engine.CompileRequest{AsOf: time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)}
	if _, err := e.Import(ctx, a, engine.ImportRequest{SourceName: "Mail", Format: ingest.JSONL,
		Input: ingest.FromBytes("mail.jsonl", []byte(slipThread))}); err != nil {
		t.Fatalf("Import = %v", err)
	}
	if _, err := e.CompileQueue(ctx, a, asOf); err != nil {
		t.Fatalf("CompileQueue = %v", err)
	}
	ws, err := e.EnsureWorkspace(ctx, "someone-else", "Other")
	if err != nil {
		t.Fatal(err)
	}
	other := actor.Actor{Kind: actor.OIDC, Subject: "someone-else", WorkspaceID: ws.ID, Role: actor.Owner}
	if _, err := e.Import(ctx, other, engine.ImportRequest{SourceName: "Notes", Format: ingest.JSONL,
		Input: ingest.FromBytes("notes.jsonl", []byte(`{"id":"n1","title":"ENG-41 notes","author":"Bo Lind","createdAt":"2026-11-25T09:00:00Z","body":"ENG-41 is owned by Bo Lind."}`+"\n"))}); err != nil {
		t.Fatalf("Import = %v", err)
	}
	if _, err := e.CompileQueue(ctx, other, asOf); err != nil {
		t.Fatalf("CompileQueue = %v", err)
	}
	leaks := func(via string) {
		t.Helper()
		ans, err := e.Ask(ctx, other, engine.AskInput{Question: "When is ENG-41 due?"})
		if err != nil {
			t.Fatalf("%s: Ask = %v", via, err)
		}
		for _, d := range []string{"2026-12-12", "2026-12-05", "12 Dec", "5 Dec"} {
			if strings.Contains(ans.Text, d) {
				t.Errorf("%s: the other workspace's answer states this workspace's date %s: %q", via, d, ans.Text)
			}
		}
		for _, c := range ans.Citations {
			if c.Provider != "Notes" {
				t.Errorf("%s: the other workspace's answer cites %q: %+v", via, c.Provider, c)
			}
		}
	}
	leaks("its own compile")

	// The other workspace's compile row for ENG-41 rewritten to carry this workspace's facts
	// (chunk ids included): the lineage check drops every one of them.
	var mine string
	if err := db.R.Get(&mine, `SELECT facts FROM subject_facts WHERE workspace_id = ? AND subject = 'ENG-41'`, a.WorkspaceID); err != nil {
		t.Fatalf("this workspace's compile row: %v", err)
	}
	res, err := db.W.Exec(`UPDATE subject_facts SET facts = ? WHERE workspace_id = ? AND subject = 'ENG-41'`, mine, ws.ID)
	if n, _ := res.RowsAffected(); err != nil || n != 1 {
		t.Fatalf("rewrite the other workspace's row: %d rows, %v", n, err)
	}
	leaks("a row pointing at this workspace's chunks")
}
