package engine_test

import (
	"context"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/publicref"
)

// A page and its copy, as two documents; the copy says what the page says.
const (
	kilnPage = `{"id":"kb-12","title":"Kiln room ventilation","url":"https://wiki.example/kb-12","body":"The kiln room extractor runs for 25 minutes after the last firing ends and the door interlock stays closed until the CO reading drops under 30 ppm.","author":"ines.l","createdAt":"2026-06-01T09:00:00Z","metadata":{"thread":"kiln-ventilation"}}` + "\n"
	kilnCopy = `{"id":"kb-12-copy","title":"Copy of Kiln room ventilation","url":"https://wiki.example/kb-12-copy","body":"Copied for the evening studio.\n\nThe kiln room extractor runs for 25 minutes after the last firing ends and the door interlock stays closed until the CO reading drops under 30 ppm.","author":"tom.b","createdAt":"2026-07-01T09:00:00Z","metadata":{"thread":"kiln-ventilation"}}` + "\n"
	kilnQ    = "How long does the kiln room extractor run after the last firing?"
)

// The public demo's answer lists a duplicate only by its public reference: no storage id, no
// URL, no source-system id.
func TestDuplicatesArePublicRefsForThePublicActor(t *testing.T) {
	ctx := context.Background()
	f := newDemo(t)
	if _, err := f.e.Import(ctx, f.owner, engine.ImportRequest{SourceName: "Studio", Format: ingest.JSONL,
		Input: ingest.FromBytes("studio.jsonl", []byte(kilnPage+kilnCopy))}); err != nil {
		t.Fatalf("Import = %v", err)
	}
	owners, err := f.e.Ask(ctx, f.owner, engine.AskInput{Question: kilnQ})
	if err != nil {
		t.Fatal(err)
	}
	pub, err := f.e.Ask(ctx, f.public, engine.AskInput{Question: kilnQ})
	if err != nil {
		t.Fatal(err)
	}
	listed := 0
	for _, c := range owners.Citations {
		listed += len(c.Duplicates)
	}
	if listed != 1 {
		t.Fatalf("owner's citations list %d duplicates, want the copy once", listed)
	}
	storage := map[string]bool{}
	for _, c := range owners.Citations {
		for _, d := range c.Duplicates {
			storage[*d.SourceRef] = true
		}
	}
	seen := 0
	for _, c := range pub.Citations {
		for _, d := range c.Duplicates {
			seen++
			if d.URL != nil || d.ExternalID != nil || d.SourceRef == nil || storage[*d.SourceRef] || !strings.HasPrefix(*d.SourceRef, publicref.Prefix) {
				t.Errorf("public duplicate %+v: want a public reference only", d)
			}
		}
	}
	if seen != 1 {
		t.Fatalf("public citations list %d duplicates, want the copy once", seen)
	}
}

// A copy in another workspace is never listed, even under the same thread id: near-duplicates
// are found among the evidence the asker's own workspace gave.
func TestDuplicatesStayInTheirWorkspace(t *testing.T) {
	ctx := context.Background()
	e, _ := enginetest.New(t, engine.Options{LocalActor: true})
	a := localActor(t, e)
	if _, err := e.Import(ctx, a, engine.ImportRequest{SourceName: "Studio", Format: ingest.JSONL,
		Input: ingest.FromBytes("studio.jsonl", []byte(kilnPage))}); err != nil {
		t.Fatalf("Import = %v", err)
	}
	ws, err := e.EnsureWorkspace(ctx, "someone-else", "Other")
	if err != nil {
		t.Fatal(err)
	}
	other := actor.Actor{Kind: actor.OIDC, Subject: "someone-else", WorkspaceID: ws.ID, Role: actor.Owner}
	if _, err := e.Import(ctx, other, engine.ImportRequest{SourceName: "Studio", Format: ingest.JSONL,
		Input: ingest.FromBytes("studio.jsonl", []byte(kilnCopy))}); err != nil {
		t.Fatalf("Import = %v", err)
	}
	for _, who := range []actor.Actor{a, other} {
		ans, err := e.Ask(ctx, who, engine.AskInput{Question: kilnQ})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range ans.Citations {
			if len(c.Duplicates) != 0 {
				t.Errorf("workspace %s: citation %q lists %+v from the other workspace", who.WorkspaceID, c.Title, c.Duplicates)
			}
		}
		if len(ans.Citations) != 1 {
			t.Errorf("workspace %s: %d citations, want its own page only", who.WorkspaceID, len(ans.Citations))
		}
	}
}
