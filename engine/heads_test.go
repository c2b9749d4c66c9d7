package engine_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/ingest"
)

// A page's second version notes its change in its title block ("v3 of this page … Changed:
// section 5, the tender the new winch hauls"), and the changed value sits in a later chunk: the answer
// reads the note with the passage and gives the new limit as replacing the old one, citing
// passages only.
func TestAVersionLineAtThePageHeadExplainsALaterChunk(t *testing.T) {
	ctx := context.Background()
	f := newDemo(t)
	line := func(id, title, body, at string) string {
		b, _ := json.Marshal(map[string]string{"id": id, "title": title, "url": "https://wiki.example/" + id, "body": body, "author": "ines.l", "createdAt": at})
		return string(b) + "\n"
	}
	intro := "Scope\nThese rules apply to every tender and workboat using the Kilmory slipway, whether owned by the club or visiting. " +
		"They are read with the harbour byelaws and the club's safety handbook, and the duty slipmaster has the last word on the day. " +
		"Members bring visitors' boats to the slipmaster before launching. Trailers are parked in the upper yard, never on the apron."
	v1 := line("slip-v1", "Slipway: winch and trolley", "Slipway: winch and trolley\n\n"+intro+"\n\n5. Tender weights\nThe winch may haul a tender of up to 900 kg laden on the slipway trolley.", "2025-04-01T09:00:00Z")
	v2 := line("slip-v3", "Kilmory club handbook: the slipway", "Kilmory club handbook: the slipway\nv3 of this page, approved by the committee on 3 March 2026. Changed: section 5 (the tender the new winch hauls).\n\n"+intro+
		"\n\n5. Tender weights\nTenders up to 1,400 kg laden can be hauled up on the trolley by the winch.", "2026-03-04T09:00:00Z")
	if _, err := f.e.Import(ctx, f.owner, engine.ImportRequest{SourceName: "Club wiki", Format: ingest.JSONL,
		Input: ingest.FromBytes("slip.jsonl", []byte(v1+v2+badgeFiller))}); err != nil {
		t.Fatalf("Import = %v", err)
	}
	v, err := f.e.Ask(ctx, f.owner, engine.AskInput{Question: "What weight of tender can the slipway winch haul?"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(v.Text, "The latest value stated is 1,400 kg") || !strings.Contains(v.Text, "replaced 900 kg") {
		t.Fatalf("answer %q, want 1,400 kg leading, replacing 900 kg", v.Text)
	}
	superseded := false
	for _, d := range v.Disagreements {
		superseded = superseded || d.Resolution == "SUPERSEDED"
	}
	if !superseded {
		t.Fatalf("disagreements %+v, want one SUPERSEDED", v.Disagreements)
	}
	for _, c := range v.Citations {
		if strings.Contains(c.Excerpt, "v3 of this page") && !strings.Contains(c.Excerpt, "1,400 kg") {
			t.Fatalf("the head is cited on its own: %+v", c)
		}
	}
}
