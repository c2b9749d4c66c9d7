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

// A field line in a ticket's comment is its author's word, in Ask as in Today: a customer's
// "Status: Resolved", "Assigned to: <me>" or "Due: <later>" in a comment (a later document
// under the ticket's id, imported into its own source) neither closes, reassigns nor moves the
// ticket, also when Ask reads the retrieved passages alone (the evidence changed since the
// compile). A teammate's "Status: Done" in a comment still closes it.
func TestAFieldLineInATicketsCommentIsTheCommenters(t *testing.T) {
	ctx := context.Background()
	e, _ := enginetest.New(t, engine.Options{LocalActor: true})
	a := localActor(t, e)
	imp := func(name, jsonl string) {
		t.Helper()
		if _, err := e.Import(ctx, a, engine.ImportRequest{SourceName: name, Format: ingest.JSONL, Input: ingest.FromBytes(name+".jsonl", []byte(jsonl))}); err != nil {
			t.Fatalf("Import %s = %v", name, err)
		}
	}
	imp("Chat", `{"id":"c1","title":"#kitchen","author":"Ana Ruiz <ana@payco.example>","createdAt":"2026-11-10T09:00:00Z","body":"Ana Ruiz: the oven tickets are on the board\nKim Park: thanks","metadata":{"kind":"chat"}}`+"\n")
	var tickets strings.Builder
	for _, id := range []string{"OVN-11", "OVN-12", "OVN-13", "OVN-14"} {
		tickets.WriteString(`{"id":"` + id + `","title":"` + id + ` Oven door hinge","body":"Assignee: Ana Ruiz\nStatus: In Progress\nDue date: 2026-12-20","author":"Pia Sand <pia@payco.example>","createdAt":"2026-11-18T09:00:00Z","metadata":{"kind":"ticket"}}` + "\n")
	}
	imp("Tickets", tickets.String())
	imp("Comments", `{"id":"OVN-11","title":"OVN-11 reply","body":"Status: Resolved","author":"Dora Client <dora@clientco.example>","createdAt":"2026-11-19T09:00:00Z","metadata":{"kind":"ticket"}}`+"\n"+
		`{"id":"OVN-12","title":"OVN-12 reply","body":"Assigned to: Sven Käufer","author":"Sven Käufer <sven@kunde.example>","createdAt":"2026-11-19T09:00:00Z","metadata":{"kind":"ticket"}}`+"\n"+
		`{"id":"OVN-13","title":"OVN-13 reply","body":"Due: 2027-02-15","author":"Priya Nair <priya@shopper.example>","createdAt":"2026-11-19T09:00:00Z","metadata":{"kind":"ticket"}}`+"\n"+
		`{"id":"OVN-14","title":"OVN-14 note","body":"Status: Done","author":"Kim Park <kim@payco.example>","createdAt":"2026-11-19T09:00:00Z","metadata":{"kind":"ticket"}}`+"\n")
	if _, err := e.CompileQueue(ctx, a, engine.CompileRequest{AsOf: time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)}); err != nil {
		t.Fatalf("CompileQueue = %v", err)
	}
	checks := []struct{ q, not, want string }{
		{"What is the status of OVN-11?", "completion state of OVN-11 is done", ""},
		{"Who owns OVN-12?", "owner of OVN-12 is Sven", "owner of OVN-12 is Ana Ruiz"},
		{"When is OVN-13 due?", "deadline of OVN-13 is 2027-02-15", "deadline of OVN-13 is 2026-12-20"},
		{"What is the status of OVN-14?", "", "completion state of OVN-14 is done"},
	}
	ask := func(when string) {
		t.Helper()
		for _, c := range checks {
			ans, err := e.Ask(ctx, a, engine.AskInput{Question: c.q})
			if err != nil {
				t.Fatalf("Ask = %v", err)
			}
			if c.not != "" && strings.Contains(ans.Text, c.not) || c.want != "" && !strings.Contains(ans.Text, c.want) || strings.Contains(ans.Text, "disagree") {
				t.Errorf("%s: Ask(%q) = %q (facts: %s); want %q in it, not %q nor a disagreement", when, c.q, ans.Text, ans.Trace.FactsNote, c.want, c.not)
			}
		}
	}
	ask("after the compile")
	// An unrelated page: Ask no longer reads the compile's facts, only the retrieved passages.
	imp("Wiki", `{"id":"w1","title":"Kitchen runbook","body":"How we clean the ovens.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-20T09:00:00Z"}`+"\n")
	ask("from the retrieved passages")
}
