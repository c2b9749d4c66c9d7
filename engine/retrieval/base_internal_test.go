package retrieval

import (
	"sync"
	"sync/atomic"
	"testing"
)

// TestSharedBaseOnce: concurrent lane calls of one request asking the same question build its
// base once; another question, scope or candidate count builds its own; nil shares nothing.
func TestSharedBaseOnce(t *testing.T) {
	var builds atomic.Int32
	build := func() (*base, error) { builds.Add(1); return &base{}, nil }
	sh := &Shared{}
	s := Scope{WorkspaceID: "w", SourceIDs: []string{"a", "b"}}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if _, err := sh.base(s, "when is ENG-1 due", 100, build); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if n := builds.Load(); n != 1 {
		t.Fatalf("8 concurrent calls built the base %d times, want 1", n)
	}
	_, _ = sh.base(s, "another question", 100, build)
	_, _ = sh.base(Scope{WorkspaceID: "w", SourceIDs: []string{"a"}}, "when is ENG-1 due", 100, build)
	_, _ = sh.base(s, "when is ENG-1 due", 200, build)
	if n := builds.Load(); n != 4 {
		t.Fatalf("builds = %d, want 4 (one per question, scope and candidate count)", n)
	}
	var none *Shared
	_, _ = none.base(s, "when is ENG-1 due", 100, build)
	_, _ = none.base(s, "when is ENG-1 due", 100, build)
	if n := builds.Load(); n != 6 {
		t.Fatalf("builds = %d, want 6 (a nil Shared shares nothing)", n)
	}
}
