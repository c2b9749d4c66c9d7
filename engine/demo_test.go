package engine_test

import (
	"context"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/retrieval"
)

func TestLoadDemoOnFirstStartOnly(t *testing.T) {
	ctx := context.Background()
	e, _ := enginetest.New(t, engine.Options{LocalActor: true})
	loaded, err := e.LoadDemo(ctx)
	if err != nil || !loaded {
		t.Fatalf("LoadDemo = %v, %v; want loaded", loaded, err)
	}
	a := localActor(t, e)
	srcs, err := e.Sources(ctx, a, page.Request{})
	if err != nil || len(srcs.Items) != 4 {
		t.Fatalf("Sources = %+v, %v; want 4 demo sources", srcs, err)
	}
	for _, s := range srcs.Items {
		if !strings.HasPrefix(s.Name, "Demo: ") || s.State != "data_verified" {
			t.Errorf("source %+v, want a verified Demo: source", s)
		}
	}
	hits, err := e.Search(ctx, a, engine.SearchRequest{Query: "ENG-101", Mode: retrieval.ModeExactID})
	if err != nil || len(hits) == 0 {
		t.Fatalf("Search(ENG-101) = %v, %v; want demo tickets", hits, err)
	}
	hits, err = e.Search(ctx, a, engine.SearchRequest{Query: "who committed to the checkout deadline"})
	if err != nil || len(hits) == 0 {
		t.Fatalf("Search(checkout deadline) = %v, %v", hits, err)
	}
	// A second start leaves the workspace alone.
	if loaded, err := e.LoadDemo(ctx); err != nil || loaded {
		t.Fatalf("second LoadDemo = %v, %v; want nothing loaded", loaded, err)
	}
	// Never without the local actor, and never in production.
	for _, opts := range []engine.Options{{}, {Production: true}} {
		e2, _ := enginetest.New(t, opts)
		if loaded, err := e2.LoadDemo(ctx); err != nil || loaded {
			t.Errorf("LoadDemo with %+v = %v, %v; want nothing", opts, loaded, err)
		}
	}
}
