package engine_test

import (
	"context"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/page"
)

// TestSourcePageRefusesOtherCredentials: the source-page reads and the rename and delete
// mutations, tried with every credential kind and from another workspace, as an attacker
// would. Reads are for people of the workspace and its internal agents; rename and delete for
// its owner; another workspace's owner finds nothing; oversized inputs are refused.
func TestSourcePageRefusesOtherCredentials(t *testing.T) {
	ctx := context.Background()
	f := newQueueFixture(t)
	srcs, err := f.e.Sources(ctx, f.owner, page.Request{First: 1})
	if err != nil || len(srcs.Items) == 0 {
		t.Fatalf("Sources = %+v, %v", srcs, err)
	}
	id := srcs.Items[0].ID
	other, err := f.e.EnsureWorkspace(ctx, "someone-else", "Other")
	if err != nil {
		t.Fatal(err)
	}
	stranger := actor.Actor{Kind: actor.OIDC, Subject: "someone-else", WorkspaceID: other.ID, Role: actor.Owner}

	calls := []struct {
		name  string
		owner bool // only the owner may
		call  func(actor.Actor) (int, error)
	}{
		{"SourceHistory", false, func(a actor.Actor) (int, error) {
			h, err := f.e.SourceHistory(ctx, a, id, 10)
			return len(h), err
		}},
		{"IngestionJobs", false, func(a actor.Actor) (int, error) {
			p, err := f.e.IngestionJobs(ctx, a, id, page.Request{First: 5})
			return len(p.Items), err
		}},
		{"ProofTests", false, func(a actor.Actor) (int, error) {
			p, err := f.e.ProofTests(ctx, a, id, page.Request{First: 5})
			return len(p.Items), err
		}},
		{"Documents", false, func(a actor.Actor) (int, error) {
			p, err := f.e.Documents(ctx, a, id, "", page.Request{First: 5})
			return len(p.Items), err
		}},
		{"RenameSource", true, func(a actor.Actor) (int, error) {
			_, err := f.e.RenameSource(ctx, a, id, "Renamed by "+a.Subject)
			return 0, err
		}},
		{"DeleteSource", true, func(a actor.Actor) (int, error) {
			_, err := f.e.DeleteSource(ctx, a, id)
			return 0, err
		}},
	}
	for _, c := range calls {
		for _, cr := range credentials(t, f) {
			if cr.a.Subject == f.owner.Subject {
				continue // the owner's own use is tested in TestRenameAndDeleteSource
			}
			refused := cr.customer || cr.public || c.owner
			t.Run(c.name+"/"+cr.name, func(t *testing.T) {
				_, err := c.call(cr.a)
				switch {
				case refused && !errs.Is(err, errs.Forbidden):
					t.Errorf("%s by %s = %v, want FORBIDDEN", c.name, cr.name, err)
				case !refused && err != nil:
					t.Errorf("%s by %s = %v, want it allowed (an internal agent of the workspace)", c.name, cr.name, err)
				}
			})
		}
		t.Run(c.name+"/another workspace's owner", func(t *testing.T) {
			n, err := c.call(stranger)
			if err == nil && n > 0 {
				t.Errorf("%s from another workspace read %d rows of this one", c.name, n)
			}
			if err != nil && !errs.Is(err, errs.NotFound) {
				t.Errorf("%s from another workspace = %v, want NOT_FOUND or nothing", c.name, err)
			}
		})
	}
	// The source is untouched by all of it.
	after, err := f.e.Sources(ctx, f.owner, page.Request{First: 1})
	if err != nil || len(after.Items) == 0 || after.Items[0].ID != id || after.Items[0].Name != srcs.Items[0].Name {
		t.Fatalf("the source changed: %+v, %v", after.Items, err)
	}
	// Oversized and hostile inputs change nothing.
	if _, err := f.e.Documents(ctx, f.owner, id, strings.Repeat("x", 201), page.Request{First: 5}); !errs.Is(err, errs.Invalid) {
		t.Errorf("Documents(201-character title filter) = %v, want BAD_USER_INPUT", err)
	}
	for _, name := range []string{strings.Repeat("n", 201), "  ", "Pay\u202Eroll", "a\x00b"} {
		if _, err := f.e.RenameSource(ctx, f.owner, id, name); !errs.Is(err, errs.Invalid) {
			t.Errorf("RenameSource(%q) = %v, want BAD_USER_INPUT", name, err)
		}
	}
	if _, err := f.e.RenameSource(ctx, stranger, id, "x"); !errs.Is(err, errs.NotFound) {
		t.Errorf("RenameSource from another workspace = %v, want NOT_FOUND", err)
	}
}
