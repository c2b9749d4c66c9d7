package engine_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/ingest"
)

// Ask marks the statements of someone outside the team as Today does, with the team Today's
// compile read: a customer's "I'll own" in a mail owns nothing in the answer; a teammate's
// does once a compile has read it. Before any compile, no mail sender is known to be of the
// team, so none owns anything (failing closed).
func TestAskReadsTheTeamTodayRead(t *testing.T) {
	ctx := context.Background()
	e, _ := enginetest.New(t, engine.Options{LocalActor: true})
	a := localActor(t, e)
	imp := func(name, jsonl string) {
		t.Helper()
		if _, err := e.Import(ctx, a, engine.ImportRequest{SourceName: name, Format: ingest.JSONL, Input: ingest.FromBytes(name+".jsonl", []byte(jsonl))}); err != nil {
			t.Fatalf("Import %s = %v", name, err)
		}
	}
	compile := func() {
		t.Helper()
		if _, err := e.CompileQueue(ctx, a, engine.CompileRequest{AsOf: time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)}); err != nil {
			t.Fatalf("CompileQueue = %v", err)
		}
	}
	ask := func() (string, string) {
		t.Helper()
		ans, err := e.Ask(ctx, a, engine.AskInput{Question: "Who owns HOL-4?"})
		if err != nil {
			t.Fatalf("Ask = %v", err)
		}
		return ans.Text, ans.Trace.FactsNote
	}
	imp("Chat", `{"id":"c1","title":"#platform","author":"Ana Ruiz <ana@team.example>","createdAt":"2026-11-20T09:00:00Z","body":"Ana Ruiz: the Hollis migration (HOL-4) needs an owner before the freeze.\nBen Ode: agreed, let's settle it this week.","metadata":{"kind":"chat"}}`+"\n")
	imp("Mail", `{"id":"m1","title":"Hollis migration","author":"Carl Kunde <carl@customer.example>","createdAt":"2026-11-21T09:00:00Z","body":"Hi all, I'll own HOL-4 from here and report back on Friday.","metadata":{"kind":"mail"}}`+"\n")

	text, note := ask()
	if !strings.Contains(note, "counts as outside the team until one does") || strings.Contains(text, "Carl Kunde") {
		t.Errorf("before any compile, Ask = %q (facts note %q); want no owner from a mail, every sender outside until Today compiles", text, note)
	}
	compile()
	if text, _ = ask(); strings.Contains(text, "Carl Kunde") {
		t.Errorf("after a compile, Ask = %q; want the customer's own claim to own nothing", text)
	}

	imp("Mail2", `{"id":"m2","title":"Re: Hollis migration","author":"Ben Ode <ben@team.example>","createdAt":"2026-11-22T09:00:00Z","body":"Thanks Carl. I'll own HOL-4 on our side.","metadata":{"kind":"mail"}}`+"\n")
	compile()
	if text, _ = ask(); !strings.Contains(text, "Ben Ode") || strings.Contains(text, "is Carl Kunde") {
		t.Errorf("after a teammate's claim, Ask = %q; want Ben Ode as the owner and not the customer", text)
	}
}
