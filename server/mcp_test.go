package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/accesstoken"
	"github.com/queueproof/queueproof/engine/accesstoken/accesstokentest"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/server"
)

const mcpResource = "https://queueproof.test/mcp"

type bearer struct {
	token string
	base  http.RoundTripper
}

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return b.base.RoundTrip(r)
}

func mcpSession(t *testing.T, url, token string) *mcp.ClientSession {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	t.Cleanup(cancel)
	c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil)
	s, err := c.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: url + "/mcp", HTTPClient: &http.Client{Transport: bearer{token, http.DefaultTransport}}}, nil)
	if err != nil {
		t.Fatalf("MCP connect: %v", err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s
}

// mcpFixture is the widget fixture (owner, two providers, both verified) with the MCP resource
// and OAuth issuer configured.
func mcpFixture(t *testing.T) (*fixture, *accesstokentest.Issuer, actor.Actor) {
	t.Helper()
	is := accesstokentest.New(t)
	f, _, _ := widgetFixtureWith(t, engine.Options{MCPResource: mcpResource, MCPOAuth: accesstoken.Config{Issuer: is.URL, JWKSURL: is.JWKSURL}})
	a := localOwner(t, f.engine)
	return f, is, a
}

func createToken(t *testing.T, f *fixture, scopes, egress, extra string) (id, token string) {
	t.Helper()
	_, r := f.graphql(t, `mutation { createMcpToken(input: { name: "agent", scopes: [`+scopes+`], egress: `+egress+extra+` }) { token mcpToken { id scopes egress } } }`, nil)
	var d struct {
		CreateMcpToken struct {
			Token    string
			McpToken struct{ ID string }
		}
	}
	if err := json.Unmarshal(r.Data, &d); err != nil || d.CreateMcpToken.Token == "" {
		t.Fatalf("createMcpToken = %s %+v", r.Data, r.Errors)
	}
	return d.CreateMcpToken.McpToken.ID, d.CreateMcpToken.Token
}

func callTool(t *testing.T, s *mcp.ClientSession, name string, args map[string]any) *mcp.CallToolResult {
	t.Helper()
	res, err := s.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("CallTool(%s) = %v", name, err)
	}
	return res
}

func rest(t *testing.T, f *fixture, token, method, path string, body string) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest(method, f.URL+path, strings.NewReader(body))
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, b
}

func TestMCPToolsOverSDKAndRESTMirror(t *testing.T) {
	f, _, _ := mcpFixture(t)
	_, token := createToken(t, f, "READ", "INTERNAL", "")
	s := mcpSession(t, f.URL, token)
	list, err := s.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range list.Tools {
		names = append(names, tl.Name)
		if tl.InputSchema == nil || tl.OutputSchema == nil {
			t.Errorf("tool %s lacks typed schemas", tl.Name)
		}
	}
	var want []string
	for n := range engine.MCPTools() {
		want = append(want, n)
	}
	sort.Strings(names)
	sort.Strings(want)
	if !slices.Equal(names, want) {
		t.Fatalf("tools = %v, want the engine's catalogue %v", names, want)
	}
	res := callTool(t, s, "knowledge_search", map[string]any{"query": "refund fraud password"})
	if res.IsError {
		t.Fatalf("knowledge_search error: %+v", res.Content)
	}
	viaMCP, _ := json.Marshal(res.StructuredContent)
	if !strings.Contains(string(viaMCP), "Refund fraud playbook") || !strings.Contains(string(viaMCP), `"provider":"Internal wiki"`) {
		t.Fatalf("internal token result = %s", viaMCP)
	}
	// The REST mirror: same arguments, same result.
	resp, viaREST := rest(t, f, token, http.MethodPost, "/api/v1/mcp/tools/knowledge_search", `{"query":"refund fraud password"}`)
	if resp.StatusCode != 200 {
		t.Fatalf("REST mirror = %d %s", resp.StatusCode, viaREST)
	}
	var a, b any
	_ = json.Unmarshal(viaMCP, &a)
	_ = json.Unmarshal(viaREST, &b)
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if !bytes.Equal(ja, jb) {
		t.Fatalf("MCP and REST differ:\nMCP  %s\nREST %s", ja, jb)
	}
	resp, listed := rest(t, f, token, http.MethodGet, "/api/v1/mcp/tools", "")
	if resp.StatusCode != 200 || !strings.Contains(string(listed), `"knowledge_search"`) || !strings.Contains(string(listed), "inputSchema") {
		t.Fatalf("REST tool list = %d %s", resp.StatusCode, listed)
	}
	if resp, _ := rest(t, f, token, http.MethodPost, "/api/v1/mcp/tools/knowledge_search", `{"query":"x","audience":"internal"}`); resp.StatusCode != 400 {
		t.Errorf("unknown argument = %d, want 400", resp.StatusCode)
	}
}

func TestMCPCustomerTokenGetsCustomerProjection(t *testing.T) {
	f, _, _ := mcpFixture(t)
	_, token := createToken(t, f, "READ", "CUSTOMER", "")
	res := callTool(t, mcpSession(t, f.URL, token), "knowledge_search", map[string]any{"query": "refund fraud password admin"})
	body, _ := json.Marshal(res.StructuredContent)
	for _, leak := range []string{"playbook", "Admin password", "Internal wiki", `"provider":"`, `"documentId":"`, `"score":`} {
		if strings.Contains(string(body)+"", leak) && !(leak == `"score":` && strings.Contains(string(body), `"score":null`)) {
			t.Errorf("customer token result contains %s: %s", leak, body)
		}
	}
	if !strings.Contains(string(body), "How refunds work") {
		t.Fatalf("customer token result = %s", body)
	}
	// A customer token cannot be given the propose scope.
	_, r := f.graphql(t, `mutation { createMcpToken(input: { name: "x", scopes: [READ, PROPOSE], egress: CUSTOMER }) { token } }`, nil)
	if code(r) != "BAD_USER_INPUT" {
		t.Fatalf("customer token with propose: %+v", r.Errors)
	}
}

func TestMCPCredentialRejections(t *testing.T) {
	f, is, _ := mcpFixture(t)
	post := func(token string) *http.Response {
		req, _ := http.NewRequest(http.MethodPost, f.URL+"/mcp", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp
	}
	revokedID, revoked := createToken(t, f, "READ", "INTERNAL", "")
	if _, r := f.graphql(t, `mutation($id: ID!) { revokeMcpToken(id: $id) { revokedAt } }`, map[string]any{"id": revokedID}); len(r.Errors) > 0 {
		t.Fatal(r.Errors)
	}
	_, expiring := createToken(t, f, "READ", "INTERNAL", `, expiresAt: "`+time.Now().Add(time.Second).UTC().Format(time.RFC3339)+`"`)
	// A token issued by a deployment with another resource URL (wrong audience).
	other, err := engine.New(f.db, enginetest.Logger(), engine.Options{LocalActor: true, MCPResource: "https://other.example.com/mcp"})
	if err != nil {
		t.Fatal(err)
	}
	owner := localOwner(t, other)
	_, wrongAudience, err := other.CreateMcpToken(context.Background(), owner, engine.McpTokenInput{Name: "x", Scopes: []string{"read"}, Egress: "internal"})
	if err != nil {
		t.Fatal(err)
	}
	good := is.Valid(mcpResource, "agent-user", "read")
	with := func(k string, v any) map[string]any {
		c := map[string]any{}
		for kk, vv := range good {
			c[kk] = vv
		}
		c[k] = v
		return c
	}
	time.Sleep(1100 * time.Millisecond) // let the expiring token expire
	for name, token := range map[string]string{
		"no token":                "",
		"revoked":                 revoked,
		"expired":                 expiring,
		"wrong audience (token)":  wrongAudience,
		"unknown token":           "qpm_unknown",
		"JWT-shaped legacy token": is.MintNone(good)[:20] + "." + "eyJ4IjoxfQ" + "." + "sig",
		"OAuth expired":           is.Mint(t, with("exp", time.Now().Add(-time.Hour).Unix()), "at+jwt"),
		"OAuth wrong audience":    is.Mint(t, with("aud", "https://other.example.com/mcp"), "at+jwt"),
		"OAuth wrong issuer":      is.Mint(t, with("iss", "https://evil.example.com"), "at+jwt"),
		"OAuth wrong typ":         is.Mint(t, good, "JWT"),
		"OAuth alg none":          is.MintNone(good),
		"OAuth HS256 public key":  is.MintHS256WithPublicKey(good),
	} {
		resp := post(token)
		if resp.StatusCode != http.StatusUnauthorized || !strings.Contains(resp.Header.Get("WWW-Authenticate"), `resource_metadata="https://queueproof.test/.well-known/oauth-protected-resource/mcp"`) {
			t.Errorf("%s: %d %q, want 401 with resource_metadata", name, resp.StatusCode, resp.Header.Get("WWW-Authenticate"))
		}
	}
	// A valid OAuth token resolves its subject's personal workspace and works.
	if resp := post(is.Mint(t, good, "at+jwt")); resp.StatusCode != 200 {
		t.Errorf("valid OAuth token = %d", resp.StatusCode)
	}
	// Missing scope: 403 insufficient_scope, over MCP and over REST.
	_, proposeOnly := createToken(t, f, "PROPOSE", "INTERNAL", "")
	req, _ := http.NewRequest(http.MethodPost, f.URL+"/mcp", strings.NewReader(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"knowledge_search","arguments":{"query":"refund"}}}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("Authorization", "Bearer "+proposeOnly)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 403 || !strings.Contains(resp.Header.Get("WWW-Authenticate"), `error="insufficient_scope"`) {
		t.Errorf("missing scope over MCP = %d %q", resp.StatusCode, resp.Header.Get("WWW-Authenticate"))
	}
	if resp, _ := rest(t, f, proposeOnly, http.MethodPost, "/api/v1/mcp/tools/knowledge_search", `{"query":"refund"}`); resp.StatusCode != 403 || !strings.Contains(resp.Header.Get("WWW-Authenticate"), "insufficient_scope") {
		t.Errorf("missing scope over REST = %d", resp.StatusCode)
	}
	// The OAuth token's "scope" claim limits it the same way.
	if resp := post(is.Mint(t, with("scope", "profile"), "at+jwt")); resp.StatusCode != 200 {
		t.Errorf("OAuth token without read, listing tools = %d (listing needs no scope)", resp.StatusCode)
	}
}

func TestMCPMetadata(t *testing.T) {
	f, is, _ := mcpFixture(t)
	resp, body := f.get(t, "/.well-known/oauth-protected-resource/mcp", nil)
	if resp.StatusCode != 200 || !strings.Contains(body, `"resource":"`+mcpResource+`"`) || !strings.Contains(body, is.URL) {
		t.Fatalf("metadata = %d %s", resp.StatusCode, body)
	}
	_, r := f.graphql(t, `{ mcpConnection { endpoint resourceMetadata restBase oauthIssuer tools configurations { client text } } }`, nil)
	if !strings.Contains(string(r.Data), mcpResource) || !strings.Contains(string(r.Data), "knowledge_search") {
		t.Fatalf("mcpConnection = %s %+v", r.Data, r.Errors)
	}
}

var _ = server.Options{}
