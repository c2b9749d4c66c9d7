package publicref_test

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/projection"
	"github.com/queueproof/queueproof/engine/publicref"
)

const refAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// FuzzResolve checks public references (pub_, also as the answers' projection makes them): no panic; a minted
// reference has the fixed shape and resolves back to its id among other candidates, in its
// own workspace and kind only; and an arbitrary string resolves to nothing unless it is that
// very reference. References are HMACs: resolving is the only decoding there is.
func FuzzResolve(f *testing.F) {
	f.Add([]byte("0123456789abcdef0123456789abcdef"), "ws_1", "source", "src_abc", "pub_AAAAAAAAAAAAAAAAAAAA")
	f.Add([]byte{}, "", "", "", "pub_")
	f.Add([]byte("k"), "ws", "packet", "pkt_1", "pub_aaaaaaaaaaaaaaaaaaaa")
	f.Add([]byte("k"), "w\x00s", "answer", "ans_\xff", "pub_\x00")
	f.Fuzz(func(t *testing.T, key []byte, ws, kind, id, ref string) {
		refs := publicref.NewRefs(key)
		minted := refs.Ref(ws, kind, id)
		if again := refs.Ref(ws, kind, id); again != minted {
			t.Fatalf("two references for one id: %q, %q", minted, again)
		}
		body, ok := strings.CutPrefix(minted, publicref.Prefix)
		if !ok || len(body) != 20 || strings.Trim(body, refAlphabet) != "" {
			t.Fatalf("reference %q has the wrong shape", minted)
		}
		if got := refs.Resolve(ws, kind, minted, []string{id + "x", id}); got != id {
			t.Fatalf("Resolve(minted) = %q, want %q", got, id)
		}
		if got := refs.Resolve(ws+"x", kind, minted, []string{id}); got != "" {
			t.Fatalf("reference resolved in another workspace to %q", got)
		}
		if got := refs.Resolve(ws, kind+"x", minted, []string{id}); got != "" {
			t.Fatalf("reference resolved as another kind to %q", got)
		}
		if got := refs.Resolve(ws, kind, ref, []string{id, id + "x", ""}); got != "" {
			if ref != refs.Ref(ws, kind, got) {
				t.Fatalf("arbitrary %q resolved to %q", ref, got)
			}
		}

		// The answers' projection makes the same references, empty only without an id.
		pr := projection.NewPublicRefs(refs, ws)
		if p := pr.Ref(kind, id); (id == "") != (p == "") || id != "" && p != minted {
			t.Fatalf("projection reference %q, publicref's %q (id %q)", p, minted, id)
		}
		if p := projection.NewPublicRefs(nil, ws).Ref(kind, id); p != "" {
			t.Fatalf("reference %q made without refs", p)
		}
	})
}
