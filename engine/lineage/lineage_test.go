package lineage_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/index"

	"github.com/queueproof/queueproof/engine/lineage"
	"github.com/queueproof/queueproof/engine/retrieval"
)

func TestCheck(t *testing.T) {
	scope := retrieval.Scope{WorkspaceID: "ws_a", SourceIDs: []string{"src_tickets", "src_chat"}}
	good := lineage.Row{ChunkID: "c", ChunkWorkspace: "ws_a", ChunkSource: "src_tickets", DocumentID: "d", DocWorkspace: "ws_a",
		DocSource: "src_tickets", DocStatus: "indexed", SourceWorkspace: "ws_a", SourceState: "data_verified", SourceName: "Demo: Tickets"}
	hit := retrieval.Hit{ChunkID: "c", DocumentID: "d", SourceID: "src_tickets"}
	for _, tt := range []struct {
		name string
		hit  func(*retrieval.Hit)
		row  func(*lineage.Row)
		none bool
		want lineage.Reason
	}{
		{name: "attributed chunk is kept"},
		{name: "unknown chunk", none: true, want: lineage.UnknownChunk},
		{name: "chunk of another workspace", row: func(r *lineage.Row) { r.ChunkWorkspace, r.DocWorkspace, r.SourceWorkspace = "ws_b", "ws_b", "ws_b" }, want: lineage.OtherWorkspace},
		{name: "document of another workspace", row: func(r *lineage.Row) { r.DocWorkspace = "ws_b" }, want: lineage.OtherWorkspace},
		{name: "same source name in another workspace is not enough",
			hit: func(h *retrieval.Hit) { h.SourceID = "src_other" },
			row: func(r *lineage.Row) {
				r.ChunkSource, r.DocSource, r.SourceWorkspace, r.ChunkWorkspace, r.DocWorkspace = "src_other", "src_other", "ws_b", "ws_b", "ws_b"
			}, want: lineage.OtherWorkspace},
		{name: "hit names a source the chunk is not in", hit: func(h *retrieval.Hit) { h.SourceID = "src_chat" }, want: lineage.IdentityMismatch},
		{name: "document of another source", row: func(r *lineage.Row) { r.DocSource = "src_chat" }, want: lineage.IdentityMismatch},
		{name: "hit joined to another document", hit: func(h *retrieval.Hit) { h.DocumentID = "d2" }, want: lineage.IdentityMismatch},
		{name: "verified source not selected", row: func(r *lineage.Row) { r.ChunkSource, r.DocSource = "src_mail", "src_mail" },
			hit: func(h *retrieval.Hit) { h.SourceID = "src_mail" }, want: lineage.SourceNotInScope},
		{name: "source no longer verified", row: func(r *lineage.Row) { r.SourceState = "degraded" }, want: lineage.SourceNotVerified},
		{name: "tombstoned document", row: func(r *lineage.Row) { r.DocStatus = "tombstoned" }, want: lineage.DocumentTombstoned},
	} {
		t.Run(tt.name, func(t *testing.T) {
			h, r := hit, good
			if tt.hit != nil {
				tt.hit(&h)
			}
			if tt.row != nil {
				tt.row(&r)
			}
			rows := map[string]lineage.Row{"c": r}
			if tt.none {
				rows = map[string]lineage.Row{}
			}
			kept, dropped := lineage.Check(scope, []retrieval.Hit{h}, rows)
			if tt.want == "" {
				if len(kept) != 1 || len(dropped) != 0 || kept[0].Row.SourceName != "Demo: Tickets" {
					t.Fatalf("Check = %+v, %+v; want kept", kept, dropped)
				}
				return
			}
			if len(kept) != 0 || len(dropped) != 1 || dropped[0].Reason != tt.want {
				t.Fatalf("Check = %+v, %+v; want dropped for %s", kept, dropped, tt.want)
			}
		})
	}
	if kept, _ := lineage.Check(retrieval.Scope{SourceIDs: []string{"src_tickets"}}, []retrieval.Hit{hit}, map[string]lineage.Row{"c": good}); len(kept) != 0 {
		t.Error("a scope without a workspace kept a chunk")
	}
}

// TestLoadAndCheckOverARealIndex: two workspaces each with a verified source named "Demo:
// Tickets" holding the same document. Hits naming the other workspace's chunks (as a
// provider-name match would) are dropped; a tombstoned document's chunk is dropped too.
func TestLoadAndCheckOverARealIndex(t *testing.T) {
	ctx := context.Background()
	db := enginetest.Open(t, enginetest.URL(t))
	for _, q := range []string{
		`INSERT INTO workspaces (id, name, created_at) VALUES ('ws_a', 'A', '2025-01-01T00:00:00Z'), ('ws_b', 'B', '2025-01-01T00:00:00Z')`,
		`INSERT INTO sources (id, workspace_id, kind, name, state, created_at, updated_at) VALUES
			('src_a', 'ws_a', 'collection', 'Demo: Tickets', 'data_verified', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z'),
			('src_b', 'ws_b', 'collection', 'Demo: Tickets', 'data_verified', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z')`,
	} {
		if _, err := db.W.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	st := index.New(db)
	docs := []index.Doc{{ExternalID: "ENG-1", Title: "ENG-1: checkout", Body: "ENG-1 ships Friday."}, {ExternalID: "ENG-2", Title: "ENG-2", Body: "ENG-2 is old."}}
	for _, tg := range []index.Target{{WorkspaceID: "ws_a", SourceID: "src_a", JobID: "j"}, {WorkspaceID: "ws_b", SourceID: "src_b", JobID: "j"}} {
		if _, err := st.Apply(ctx, tg, docs, nil); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.W.ExecContext(ctx, `UPDATE documents SET status = 'tombstoned' WHERE workspace_id = 'ws_a' AND external_id = 'ENG-2'`); err != nil {
		t.Fatal(err)
	}
	var hits []retrieval.Hit
	if err := db.R.SelectContext(ctx, &hits, `SELECT c.id AS chunkid, c.document_id AS documentid, c.source_id AS sourceid
		FROM chunks c ORDER BY c.workspace_id, c.document_id`); err != nil {
		t.Fatal(err)
	}
	hits = append(hits, retrieval.Hit{ChunkID: "chk_gone", DocumentID: "d", SourceID: "src_a"})
	rows, err := lineage.Load(ctx, db.R, hits)
	if err != nil {
		t.Fatal(err)
	}
	kept, dropped := lineage.Check(retrieval.Scope{WorkspaceID: "ws_a", SourceIDs: []string{"src_a"}}, hits, rows)
	if len(kept) != 1 || kept[0].Row.ExternalID != "ENG-1" || kept[0].Row.SourceName != "Demo: Tickets" {
		t.Fatalf("kept = %+v, want ws_a's ENG-1 only", kept)
	}
	reasons := map[lineage.Reason]int{}
	for _, d := range dropped {
		reasons[d.Reason]++
	}
	want := map[lineage.Reason]int{lineage.OtherWorkspace: 2, lineage.DocumentTombstoned: 1, lineage.UnknownChunk: 1}
	if !reflect.DeepEqual(reasons, want) {
		t.Fatalf("dropped = %v, want %v", reasons, want)
	}
}
