package session_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/queueproof/queueproof"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/session"
	"github.com/queueproof/queueproof/engine/store"
)

func openStore(t *testing.T) *session.Store {
	t.Helper()
	db, err := store.Open(context.Background(), "file:"+filepath.Join(t.TempDir(), "q.db"), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	ms, err := store.LoadMigrations(queueproof.Migrations())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Migrate(context.Background(), ms); err != nil {
		t.Fatal(err)
	}
	return session.New(db)
}

// A token signed elsewhere (a legacy owner cookie) is a session from its first use: it works
// until it is ended, then it and every copy of it stay refused, though it has not expired; its
// subject's "sign out everywhere" ends it with the subject's others; another subject's token is
// left alone; ending a token never shown refuses it when it is shown later.
func TestATokenSignedElsewhereCanBeEnded(t *testing.T) {
	ctx := context.Background()
	s := openStore(t)
	now := time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC)
	exp := now.Add(12 * time.Hour)
	refused := func(token, subject string) bool {
		_, err := s.Admit(ctx, token, subject, now, exp)
		if err != nil && !errs.Is(err, errs.Unauthenticated) {
			t.Fatalf("Admit(%q) = %v", token, err)
		}
		return err != nil
	}
	if refused("laptop-token", "legacy:ana") || refused("laptop-token", "legacy:ana") {
		t.Fatal("a valid token is refused on its first or second use")
	}
	if err := s.End(ctx, "laptop-token", "legacy:ana", now, exp); err != nil {
		t.Fatal(err)
	}
	if !refused("laptop-token", "legacy:ana") {
		t.Fatal("a signed-out token (or a copy of it) still works")
	}
	for _, tok := range []string{"phone-token", "tablet-token"} {
		if refused(tok, "legacy:ana") {
			t.Fatalf("%s refused before sign-out everywhere", tok)
		}
	}
	if refused("bob-token", "legacy:bob") {
		t.Fatal("bob's token refused")
	}
	n, err := s.RevokeSubject(ctx, "legacy:ana", now)
	if err != nil {
		t.Fatal(err)
	}
	if n != 2 || !refused("phone-token", "legacy:ana") || !refused("tablet-token", "legacy:ana") {
		t.Fatalf("sign out everywhere ended %d sessions; ana's other tokens must all be refused", n)
	}
	if refused("bob-token", "legacy:bob") {
		t.Fatal("ana's sign-out everywhere ended bob's session")
	}
	if err := s.End(ctx, "never-shown", "legacy:carl", now, exp); err != nil {
		t.Fatal(err)
	}
	if !refused("never-shown", "legacy:carl") {
		t.Fatal("a token ended before it was ever shown works afterwards")
	}
	if _, err := s.Admit(ctx, "late", "legacy:dora", now, now.Add(-time.Minute)); !errs.Is(err, errs.Unauthenticated) {
		t.Fatalf("an expired token = %v, want UNAUTHENTICATED", err)
	}
}
