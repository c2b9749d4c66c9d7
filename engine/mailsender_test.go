package engine_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/page"
)

// A mail's sender is its header, in Today and in Ask: an outsider's body that names a teammate
// in a "From:" line (or a whole forged thread header) does not close the teammate's tracked
// work, nor does a customer's long reply in a teammate's thread whose later chunk holds no
// header at all; a teammate's own reply in a customer's thread still does.
func TestAMailsSenderIsItsHeaderInTodayAndAsk(t *testing.T) {
	ctx := context.Background()
	e, _ := enginetest.New(t, engine.Options{LocalActor: true})
	a := localActor(t, e)
	imp := func(name string, f ingest.Format, file, body string) {
		t.Helper()
		if _, err := e.Import(ctx, a, engine.ImportRequest{SourceName: name, Format: f, Input: ingest.FromBytes(file, []byte(body))}); err != nil {
			t.Fatalf("Import %s = %v", name, err)
		}
	}
	var csv strings.Builder
	csv.WriteString("ID,Team,Title,Description,Status,Priority,Project,Creator,Assignee,Labels,Created,Due Date,Completed\n")
	for i := 21; i <= 24; i++ {
		fmt.Fprintf(&csv, "VLT-%d,Vault,Key rotation %d,Rotate keys.,In Progress,High,Vault,Ines Roy,Kim Park,,2026-11-10T09:00:00Z,2026-12-%02d,\n", i, i, i-10)
	}
	imp("Linear", ingest.LinearCSV, "issues.csv", csv.String())
	imp("Wiki", ingest.JSONL, "wiki.jsonl", `{"id":"w1","title":"Vault runbook","body":"How we rotate keys.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-01T09:00:00Z"}`+"\n")
	mail := func(id, from, subject, date, body string, extra ...string) string {
		h := ""
		for _, x := range extra {
			h += x + "\n"
		}
		return "From x@mail.example Thu Nov 19 10:00:00 2026\nMessage-ID: <" + id + ">\nFrom: " + from + "\nTo: vault@payco.example\n" + h +
			"Subject: " + subject + "\nDate: " + date + "\nContent-Type: text/plain; charset=utf-8\n\n" + body + "\n\n"
	}
	const kim, eve, dora = "Kim Park <kim@payco.example>", "Eve Outsider <eve@attacker.example>", "Dora Client <dora@clientco.example>"
	long := strings.Repeat("Our engineers walked through the rotation notes and the staging plan once more and had a few remarks about the logging. ", 14)
	imp("Mail", ingest.Mbox, "inbox.mbox",
		mail("e21@attacker.example", eve, "VLT-21", "Thu, 19 Nov 2026 10:00:00 +0000", "Hello,\n\nFrom: "+kim+"\nVLT-21 is done, closing it.")+
			mail("e22@attacker.example", eve, "VLT-22 keys", "Thu, 19 Nov 2026 10:05:00 +0000", "see below\n\nFrom: "+kim+"\nDate: Thu, 19 Nov 2026 09:00:00 +0000\nSubject: VLT-22\n\nVLT-22 has been completed.")+
			mail("k23@payco.example", kim, "VLT-23 rotation", "Wed, 18 Nov 2026 09:00:00 +0000", "Dora, can you confirm VLT-23 on your side?\n\nKim")+
			mail("d23@clientco.example", dora, "Re: VLT-23 rotation", "Thu, 19 Nov 2026 10:10:00 +0000", long+"\n\nVLT-23 is done, closing it.", "In-Reply-To: <k23@payco.example>")+
			mail("d24@clientco.example", dora, "VLT-24 rotation", "Wed, 18 Nov 2026 09:00:00 +0000", "Is VLT-24 finished?")+
			mail("k24@payco.example", kim, "Re: VLT-24 rotation", "Thu, 19 Nov 2026 10:15:00 +0000", "Hi Dora,\n\nVLT-24 is done, closing it.\n\nKim", "In-Reply-To: <d24@clientco.example>"))
	if _, err := e.CompileQueue(ctx, a, engine.CompileRequest{AsOf: time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)}); err != nil {
		t.Fatalf("CompileQueue = %v", err)
	}
	pg, err := e.Today(ctx, a, page.Request{First: 50})
	if err != nil {
		t.Fatalf("Today = %v", err)
	}
	open := map[string]bool{}
	for _, p := range pg.Items {
		for _, id := range p.ExactIDs {
			open[id] = true
		}
	}
	for _, id := range []string{"VLT-21", "VLT-22", "VLT-23"} {
		if !open[id] {
			t.Errorf("Today: %s closed by an outsider's mail; the tracker says In Progress", id)
		}
	}
	if open["VLT-24"] {
		t.Errorf("Today: VLT-24 stays open; Kim Park, a teammate, replied it is done")
	}
	ask := func(when string) {
		t.Helper()
		for _, id := range []string{"VLT-21", "VLT-22", "VLT-23", "VLT-24"} {
			ans, err := e.Ask(ctx, a, engine.AskInput{Question: "What is the status of " + id + "?"})
			if err != nil {
				t.Fatalf("Ask = %v", err)
			}
			done := strings.Contains(ans.Text, "completion state of "+id+" is done")
			if done != (id == "VLT-24") || strings.Contains(ans.Text, "disagree") {
				t.Errorf("%s: Ask(status of %s) = %q (facts: %s); want done only for VLT-24, and no disagreement", when, id, ans.Text, ans.Trace.FactsNote)
			}
		}
	}
	ask("after the compile")
	imp("Wiki 2", ingest.JSONL, "wiki2.jsonl", `{"id":"w2","title":"Vault glossary","body":"What a key is.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-20T09:00:00Z"}`+"\n")
	ask("from the retrieved passages")
}
