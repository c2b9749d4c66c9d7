package publicref_test

import (
	"context"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/publicref"
)

func TestRefs(t *testing.T) {
	url := enginetest.URL(t)
	a := publicref.NewKeyring(enginetest.Open(t, url))
	b := publicref.NewKeyring(enginetest.Open(t, url)) // another replica
	ra, err := a.Refs(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	rb, err := b.Refs(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	ref := ra.Ref("ws_1", "source", "src_abc")
	if ref != rb.Ref("ws_1", "source", "src_abc") {
		t.Fatal("two replicas make different references")
	}
	if strings.Contains(ref, "abc") || !strings.HasPrefix(ref, publicref.Prefix) {
		t.Fatalf("ref %q reveals the id", ref)
	}
	if ref == ra.Ref("ws_2", "source", "src_abc") || ref == ra.Ref("ws_1", "packet", "src_abc") {
		t.Fatal("references must differ per workspace and kind")
	}
	if got := ra.Resolve("ws_1", "source", ref, []string{"src_x", "src_abc"}); got != "src_abc" {
		t.Fatalf("Resolve = %q", got)
	}
	if got := ra.Resolve("ws_2", "source", ref, []string{"src_abc"}); got != "" {
		t.Fatal("a reference resolved in another workspace")
	}
}
