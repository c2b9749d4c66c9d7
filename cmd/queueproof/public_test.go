package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
)

func TestPublicProvision(t *testing.T) {
	ctx := context.Background()
	url := "file:" + filepath.Join(t.TempDir(), "q.db")
	env := envOf(map[string]string{"QUEUEPROOF_DATABASE_URL": url})
	db := enginetest.Open(t, url)
	if _, err := db.W.ExecContext(ctx, `INSERT INTO workspaces (id, name, created_at) VALUES ('ws_demo', 'Demo', '2026-01-01T00:00:00Z')`); err != nil {
		t.Fatal(err)
	}
	e, err := engine.New(db, enginetest.Logger(), engine.Options{PublicWorkspaceID: "ws_demo"})
	if err != nil {
		t.Fatal(err)
	}
	if a, _ := e.Resolve(ctx, actor.Credentials{}); a.Kind != actor.Anonymous {
		t.Fatalf("before provisioning: %+v, want anonymous", a)
	}

	var out, errOut bytes.Buffer
	if err := run(ctx, []string{"public", "provision"}, env, &out, &errOut); err == nil {
		t.Fatal("provision without --workspace succeeded")
	}
	if err := run(ctx, []string{"public", "provision", "--workspace", "ws_missing"}, env, &out, &errOut); err == nil {
		t.Fatal("provision of a missing workspace succeeded")
	}
	out.Reset()
	if err := run(ctx, []string{"public", "provision", "--workspace", "ws_demo"}, env, &out, &errOut); err != nil {
		t.Fatalf("provision: %v\n%s", err, errOut.String())
	}
	if !strings.Contains(out.String(), "now grants public-access") {
		t.Fatalf("output = %q", out.String())
	}
	if a, err := e.Resolve(ctx, actor.Credentials{}); err != nil || a.Kind != actor.Public {
		t.Fatalf("after provisioning: %+v, %v; want the public actor", a, err)
	}
	out.Reset()
	if err := run(ctx, []string{"public", "provision", "--workspace", "ws_demo"}, env, &out, &errOut); err != nil || !strings.Contains(out.String(), "nothing changed") {
		t.Fatalf("second provision: %v, %q", err, out.String())
	}
	errOut.Reset()
	if err := run(ctx, []string{"public", "provision", "--help"}, env, &out, &errOut); err == nil || !strings.Contains(errOut.String(), "--workspace") {
		t.Fatalf("--help: %v, %q", err, errOut.String())
	}
}
