package server_test

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"io"
	"log/slog"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/kpi/fsprovider"
	"github.com/queueproof/queueproof/server"
)

func testSecretKey() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return base64.StdEncoding.EncodeToString(b)
}

// serveOnDB starts a server for an engine over an existing database.
func serveOnDB(t *testing.T, f *fixture, opts engine.Options) *fixture {
	t.Helper()
	e, err := engine.New(f.db, enginetest.Logger(), opts)
	if err != nil {
		t.Fatal(err)
	}
	return serveEngine(t, e, f.db, server.Options{})
}

func TestKnowledgeProvidersOverGraphQL(t *testing.T) {
	key := testSecretKey()
	owner := newFixture(t, engine.Options{LocalActor: true, SecretKey: key, Providers: loopbackProviders()}, server.Options{})
	docs, err := fsprovider.Load(os.DirFS("../engine/kpi/fsprovider/testdata/kb"))
	if err != nil {
		t.Fatal(err)
	}
	var kb *fsprovider.Provider
	kbServer := httptest.NewServer(httpHandlerFunc(func() *fsprovider.Provider { return kb }))
	defer kbServer.Close()

	_, r := owner.graphql(t, `mutation($in: RegisterKnowledgeProviderInput!) { registerKnowledgeProvider(input: $in) {
		secret knowledgeProvider { id exposureProfile source { state stateReason } } } }`,
		map[string]any{"in": map[string]any{"name": "Help center", "baseUrl": kbServer.URL, "exposureProfile": "CUSTOMER_SAFE", "allowPrivateNetwork": true}})
	if len(r.Errors) > 0 {
		t.Fatalf("register: %+v", r.Errors)
	}
	var reg struct {
		RegisterKnowledgeProvider struct {
			Secret            string
			KnowledgeProvider struct{ ID string }
		}
	}
	_ = json.Unmarshal(r.Data, &reg)
	id, secret := reg.RegisterKnowledgeProvider.KnowledgeProvider.ID, reg.RegisterKnowledgeProvider.Secret
	if !strings.HasPrefix(secret, "whsec_") {
		t.Fatalf("secret = %q", secret)
	}
	// The secret is shown once: no query returns it again.
	_, r = owner.graphql(t, `{ knowledgeProviders { id name baseUrl status } }`, nil)
	if strings.Contains(string(r.Data), secret) || !strings.Contains(string(r.Data), id) {
		t.Fatalf("knowledgeProviders = %s", r.Data)
	}
	kb, _ = fsprovider.New(docs, slog.New(slog.NewTextHandler(io.Discard, nil)), nil, secret)

	// Now that the provider knows its secret, listing resources discovers its capabilities.
	_, r = owner.graphql(t, `query($id: ID!) { providerResources(id: $id) { id name } }`, map[string]any{"id": id})
	if !strings.Contains(string(r.Data), `"billing"`) || !strings.Contains(string(r.Data), `"security"`) {
		t.Fatalf("providerResources = %s %+v", r.Data, r.Errors)
	}
	_, r = owner.graphql(t, `mutation($id: ID!) { scopeSource(id: $id, resources: ["billing", "nope"]) { state } }`, map[string]any{"id": id})
	if code(r) != "BAD_USER_INPUT" {
		t.Fatalf("scopeSource with an unlisted resource: %s %+v", r.Data, r.Errors)
	}
	_, r = owner.graphql(t, `mutation($id: ID!) { scopeSource(id: $id, resources: ["billing", "security"]) { state } }`, map[string]any{"id": id})
	if !strings.Contains(string(r.Data), "SCOPED") {
		t.Fatalf("scopeSource: %s %+v", r.Data, r.Errors)
	}
	_, r = owner.graphql(t, `mutation($id: ID!) { verifySource(id: $id, canaryQuery: "zzyzx qwertyuiop") { result reason kind } }`, map[string]any{"id": id})
	if !strings.Contains(string(r.Data), `"result":"FAILED"`) {
		t.Fatalf("verifySource with a query that finds nothing = %s %+v", r.Data, r.Errors)
	}
	_, r = owner.graphql(t, `mutation($id: ID!) { verifySource(id: $id, canaryQuery: "refund") { result kind evidence } }`, map[string]any{"id": id})
	if !strings.Contains(string(r.Data), `"result":"PASSED"`) || !strings.Contains(string(r.Data), "provider_canary") || !strings.Contains(string(r.Data), "refunds") {
		t.Fatalf("verifySource = %s %+v", r.Data, r.Errors)
	}
	_, r = owner.graphql(t, `{ proofTests { edges { node { kind result sourceId } } } knowledgeProviders { source { state } } }`, nil)
	if strings.Count(string(r.Data), "provider_canary") != 2 || !strings.Contains(string(r.Data), "DATA_VERIFIED") {
		t.Fatalf("proof tests after two runs = %s %+v", r.Data, r.Errors)
	}

	// The owner's agent path sees provenance and internal results.
	_, r = owner.graphql(t, `{ knowledgeSearch(input: { query: "refund fraud password" }) { results { title snippet url provider documentId score } missingInformation } }`, nil)
	if len(r.Errors) > 0 || !strings.Contains(string(r.Data), "Refund fraud playbook") || !strings.Contains(string(r.Data), `"provider":"Help center"`) {
		t.Fatalf("agent knowledgeSearch = %s %+v", r.Data, r.Errors)
	}

	// The public actor over the same workspace: customer projection, owner controls refused.
	var wsID string
	if err := owner.db.R.Get(&wsID, `SELECT workspace_id FROM knowledge_providers WHERE id = ?`, id); err != nil {
		t.Fatal(err)
	}
	if _, err := owner.db.W.Exec(`INSERT INTO memberships (workspace_id, principal, role, created_at) VALUES (?, 'user:public-access', 'public-access', '2026-01-01T00:00:00Z')`, wsID); err != nil {
		t.Fatal(err)
	}
	public := serveOnDB(t, owner, engine.Options{PublicWorkspaceID: wsID, SecretKey: key, Providers: loopbackProviders()})
	_, r = public.graphql(t, `{ knowledgeSearch(input: { query: "refund fraud password admin" }) { results { title snippet url provider documentId score revision } missingInformation } }`, nil)
	if len(r.Errors) > 0 {
		t.Fatalf("public knowledgeSearch: %+v", r.Errors)
	}
	body := string(r.Data)
	if strings.Contains(body, "playbook") || strings.Contains(body, "Admin password") {
		t.Fatalf("public knowledgeSearch leaked internal results: %s", body)
	}
	if !strings.Contains(body, "How refunds work") || strings.Contains(body, `"provider":"`) || strings.Contains(body, `"documentId":"`) || strings.Contains(body, `"score":`+"1") {
		t.Fatalf("public knowledgeSearch is not the customer projection: %s", body)
	}
	for _, q := range []string{
		`mutation { registerKnowledgeProvider(input: { name: "x", baseUrl: "https://kb.example.com", exposureProfile: AGENT_ONLY }) { secret } }`,
		`{ knowledgeProviders { id } }`,
		`mutation { rotateProviderSecret(id: "` + id + `") { secret } }`,
		`mutation { scopeSource(id: "` + id + `", resources: []) { state } }`,
	} {
		if _, r := public.graphql(t, q, nil); code(r) != "FORBIDDEN" {
			t.Errorf("public %s: %s %+v, want FORBIDDEN", q[:30], r.Data, r.Errors)
		}
	}
}

func TestKPISchemasPublished(t *testing.T) {
	f := newFixture(t, engine.Options{}, server.Options{})
	resp, body := f.get(t, "/kpi/v1/schemas/retrieve-response.json", nil)
	if resp.StatusCode != 200 || !strings.Contains(body, `"documentId"`) {
		t.Fatalf("schema = %d %.100s", resp.StatusCode, body)
	}
	if resp, _ := f.get(t, "/kpi/v1/schemas/nope.json", nil); resp.StatusCode != 404 {
		t.Fatalf("missing schema = %d", resp.StatusCode)
	}
}
