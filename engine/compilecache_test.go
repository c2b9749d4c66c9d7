package engine_test

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/ingest"
)

// TestCompileIsTheSameAfterARestart (fourth outside attack, 2026-12-02): Today's records
// cache (records.Extractor) keys a conversation by its chunks and the names the workspace
// knows, but not by the workspace's known projects, which a record's entities are matched
// against. A project named by a later import leaves an earlier conversation's cached records
// as they were read before it: the same evidence compiles to one queue in a process that
// compiled before the import and to another after a restart or on another replica. Fails on
// the code before the fix; the cache key now covers the known projects.
func TestCompileIsTheSameAfterARestart(t *testing.T) {
	ctx := context.Background()
	url := "file:" + filepath.Join(t.TempDir(), "qp.db")
	e, _ := enginetest.NewAt(t, url, engine.Options{LocalActor: true})
	a := localActor(t, e)
	asOf := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	imp := func(source, body string) {
		t.Helper()
		if _, err := e.Import(ctx, a, engine.ImportRequest{SourceName: source, Format: ingest.JSONL,
			Input: ingest.FromBytes(strings.ToLower(source)+".jsonl", []byte(body))}); err != nil {
			t.Fatalf("Import(%s) = %v", source, err)
		}
	}
	entities := func(e *engine.Engine) []string {
		t.Helper()
		v, err := e.CompileQueue(ctx, a, engine.CompileRequest{AsOf: asOf})
		if err != nil {
			t.Fatalf("CompileQueue = %v", err)
		}
		var out []string
		for _, p := range allPackets(t, e, a, v.Version) {
			out = append(out, p.Objective+" ["+strings.Join(p.Entities, ",")+"]")
		}
		slices.Sort(out)
		return out
	}
	imp("Chat", `{"id":"c1","title":"#ops","author":"Ana Ruiz","createdAt":"2026-11-20T09:00:00Z","body":"I'll finish the Atlas cutover by 2026-12-04."}`+"\n")
	entities(e) // fills the cache
	imp("Tracker", `{"id":"t1","title":"Atlas cutover plan","author":"Ana Ruiz","createdAt":"2026-11-21T09:00:00Z","body":"The plan for the cutover.","metadata":{"project":"Atlas"}}`+"\n")
	warm := entities(e)
	fresh, _ := enginetest.NewAt(t, url, engine.Options{LocalActor: true})
	cold := entities(fresh)
	if !slices.Equal(warm, cold) {
		t.Errorf("the same evidence compiled to\n  %q\nin the process that compiled before the import, and to\n  %q\nafter a restart", warm, cold)
	}
}
