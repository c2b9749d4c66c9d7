package server_test

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/kpi/fsprovider"
	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/engine/provision"
	"github.com/queueproof/queueproof/server"
)

// Ask's provider lane: verified providers answer beside the index, attributed by registration;
// a failing one is named under missing information; the public actor gets customer_safe,
// public results only.
func TestAskReadsKnowledgeProviders(t *testing.T) {
	key := testSecretKey()
	f := newFixture(t, engine.Options{LocalActor: true, SecretKey: key, Providers: withDeadline(loopbackProviders(), 500*time.Millisecond)}, server.Options{})
	ctx := context.Background()
	a := localOwner(t, f.engine)
	docs, _ := fsprovider.Load(os.DirFS("../engine/kpi/fsprovider/testdata/kb"))
	for _, p := range []struct {
		name     string
		exposure provider.Exposure
	}{{"Help center", provider.CustomerSafe}, {"Internal wiki", provider.AgentOnly}} {
		var kb *fsprovider.Provider
		ts := httptest.NewServer(httpHandlerFunc(func() *fsprovider.Provider { return kb }))
		t.Cleanup(ts.Close)
		reg, secret, err := f.engine.RegisterKnowledgeProvider(ctx, a, provider.RegisterInput{Name: p.name, BaseURL: ts.URL, Exposure: p.exposure, AllowPrivateNetwork: true})
		if err != nil {
			t.Fatal(err)
		}
		kb, _ = fsprovider.New(docs, slog.New(slog.NewTextHandler(io.Discard, nil)), nil, secret)
		if _, err := f.engine.ScopeSource(ctx, a, reg.ID, []string{"billing", "security"}); err != nil {
			t.Fatal(err)
		}
		if pt, err := f.engine.VerifySource(ctx, a, reg.ID, "refund"); err != nil || !pt.Passed() {
			t.Fatalf("verify %s: %+v %v", p.name, pt, err)
		}
	}
	// A verified provider that has since gone away.
	gone := httptest.NewServer(httpHandlerFunc(func() *fsprovider.Provider { return nil }))
	reg, _, err := f.engine.RegisterKnowledgeProvider(ctx, a, provider.RegisterInput{Name: "Flaky KB", BaseURL: gone.URL, Exposure: provider.CustomerSafe, AllowPrivateNetwork: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.db.W.Exec(`UPDATE sources SET state = 'data_verified' WHERE id = ?`, reg.ID); err != nil {
		t.Fatal(err)
	}
	gone.Close()

	q := `mutation { ask(input: { question: "How do refunds work and what is the refund fraud playbook?", mode: AUTO }) { status citations { title provider excerpt } missingInformation retrievalTrace { calls { lane hits } } } }`
	_, r := f.graphql(t, q, nil)
	body := string(r.Data)
	if len(r.Errors) > 0 || !strings.Contains(body, "Refund fraud playbook (internal)") || !strings.Contains(body, `"lane":"provider"`) {
		t.Fatalf("owner ask = %s %+v", body, r.Errors)
	}
	if !strings.Contains(body, `Knowledge provider \"Flaky KB\" did not answer`) {
		t.Fatalf("the failing provider is not named under missing information: %s", body)
	}

	if _, err := provision.Public(ctx, f.db, a.WorkspaceID, time.Now()); err != nil {
		t.Fatal(err)
	}
	public := serveOnDB(t, f, engine.Options{PublicWorkspaceID: a.WorkspaceID, SecretKey: key, Providers: withDeadline(loopbackProviders(), 500*time.Millisecond)})
	_, r = public.graphql(t, strings.Replace(q, "How do refunds work and what is the refund fraud playbook?", "How do refunds work?", 1), nil)
	body = string(r.Data)
	if len(r.Errors) > 0 || strings.Contains(body, "Internal wiki") || strings.Contains(body, "playbook") || strings.Contains(body, "Flaky KB") {
		t.Fatalf("public ask leaked agent-only or internal knowledge, or a provider name: %s %+v", body, r.Errors)
	}
	if !strings.Contains(body, "How refunds work") {
		t.Fatalf("public ask lacks the customer-safe public result: %s", body)
	}
}
