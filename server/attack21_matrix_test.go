package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/accesstoken"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/kpi/fsprovider"
	"github.com/queueproof/queueproof/engine/linear/lineartest"
	"github.com/queueproof/queueproof/engine/openid/openidtest"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/engine/provision"
	"github.com/queueproof/queueproof/server"
)

// Attack twenty-one: who may do what. Every GraphQL query and mutation, every MCP tool (over
// /mcp and over the REST mirror), the REST routes and the multipart upload, each tried by every
// kind of caller, over loopback HTTP against real servers on one SQLite file:
//
//   - anonymous: no credential, on a server with no public demo;
//   - public: no credential, on a replica whose public demo is alice's workspace;
//   - owner: alice (OpenID bearer);
//   - member: bob, a member of alice's workspace, with his browser's session cookie;
//   - other: mallory, owner of another workspace, passing alice's ids and cursors;
//   - agent credentials of alice's workspace: an MCP token (read+propose), a read-only token, a
//     customer-egress token, OAuth access tokens from the same identity provider that signs
//     people in, and a widget key.
//
// Each row says what the caller should get (as a demanding reviewer would: an agent credential
// reads and proposes and never administers; a member is not an owner; a customer credential and
// the widget read customer-safe knowledge only; the public demo reads its projection only;
// another workspace sees nothing of this one, and cannot tell alice's ids from made-up ones).
// Every refused call is also checked against the store: alice's workspace (every table, row by
// row) and the Linear stand-in must not move. A row that fails is a hole; its name says which
// entry point and which caller.
//
// Holes this attack found, both closed at their root (the rows failed before):
//
//   - agent credentials on graphql/*/oauthClientAud and upload/importDocuments/oauth_token: an
//     OAuth access token issued to alice's agent (typ at+jwt, scope "read") by the IdP that also
//     signs people in, whose audience names the MCP resource and the app's OpenID client, was
//     taken on /graphql as alice herself (no scopes). openid's verify now takes a bearer JWT as a
//     person only when it is an ID token issued to this client (personToken: no at+jwt type, no
//     scopes, no other client's client_id or azp, an azp with several audiences), for sign-in
//     and bearer alike; openidtest's forged tokens carry each case.
//   - upload/importDocuments/member_over_the_owner's_source: a member re-imported the owner's
//     source with one record, and every other document of it was tombstoned (deleteSource's
//     effect, owner only). Re-importing an existing source is now the owner's (createImportJob,
//     and runImport when the source appears meanwhile); a member imports under a new name.

// a21Content is text of alice's workspace that no other workspace may see.
var a21Content = []string{"Rotate the signing key", "Dana Holt", "Renew the TLS certificate", "Ravi Nair", "a21-scratch-secret", "Who owns ENG-7"}

// a21 is the fixture: the servers, alice's workspace with everything an entry point can touch,
// bob (member), mallory (another workspace) and the credentials.
type a21 struct {
	*a12
	pub                  string // the public demo replica (alice's workspace published)
	alice, bob           a12Person
	malloryTok, mallorWS string
	id                   map[string]string // alice's ids by name (and mallory's own, "m*")
	tok                  map[string]string // credentials by name
}

// a21Actor is one caller of /graphql.
type a21Actor struct {
	name, base string
	header     map[string]string
}

func newA21(t *testing.T) *a21 {
	t.Helper()
	ctx := context.Background()
	idp := openidtest.Start(t)
	fake := lineartest.New(t)
	ts := httptest.NewUnstartedServer(nil)
	base := "http://" + ts.Listener.Addr().String()
	dbURL := enginetest.URL(t)
	// The OAuth issuer of MCP access tokens is the identity provider that signs people in: one
	// IdP for both is the ordinary deployment.
	opts := engine.Options{OIDC: idp.Config(base + "/auth/callback"), LinearAPIKey: fake.APIKey, LinearAPIURL: fake.URL,
		SessionKeys: [][]byte{a12SessionKey}, MCPResource: mcpResource,
		MCPOAuth:  accesstoken.Config{Issuer: idp.Issuer(), JWKSURL: idp.JWKSEndpoint()},
		SecretKey: testSecretKey(), Providers: loopbackProviders()}
	e, db := enginetest.NewAt(t, dbURL, opts)
	srv, err := server.New(e, enginetest.Logger(), server.Options{Frontend: testApp, BaseURL: base})
	if err != nil {
		t.Fatal(err)
	}
	ts.Config.Handler = srv
	ts.Start()
	t.Cleanup(ts.Close)
	f := &a12{oidcFixture: &oidcFixture{Server: ts, idp: idp, db: db}, e: e, fake: fake, dbURL: dbURL, opts: opts}
	fx := &a21{a12: f, id: map[string]string{}, tok: map[string]string{}}

	// alice: a tracker, a scratch collection, a compiled queue, a pending proposal.
	fx.alice = f.signInAs(t, nil, "alice")
	a := fx.alice.a
	_, fx.id["proposal"] = f.workspace(t, fx.alice, "a21-setup")
	if _, err := e.Import(ctx, a, engine.ImportRequest{SourceName: "Scratch", Format: ingest.Markdown,
		Input: ingest.FromBytes("scratch.md", []byte("# Scratch\n\nThe a21-scratch-secret draft of the vendor review.\n"))}); err != nil {
		t.Fatal(err)
	}
	// bob is a member of alice's workspace (his membership exists before his first sign-in).
	mustExec(t, db, `INSERT INTO memberships (workspace_id, principal, role, created_at) VALUES (?, ?, 'member', '2026-01-01T00:00:00Z')`,
		a.WorkspaceID, "user:oidc:"+idp.Issuer()+"#bob")
	fx.bob = f.signInAs(t, nil, "bob")
	if fx.bob.a.WorkspaceID != a.WorkspaceID || fx.bob.a.Role != "member" {
		t.Fatalf("bob = %+v, want a member of alice's workspace", fx.bob.a)
	}

	// Two knowledge providers over the fsprovider knowledge base: a customer-safe one and a
	// spare agent-only one (for the owner's provider controls).
	docs, err := fsprovider.Load(os.DirFS("../engine/kpi/fsprovider/testdata/kb"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []struct {
		key, name string
		exposure  provider.Exposure
	}{{"kp", "Help center", provider.CustomerSafe}, {"spareKP", "Spare wiki", provider.AgentOnly}} {
		var kb *fsprovider.Provider
		ks := httptest.NewServer(httpHandlerFunc(func() *fsprovider.Provider { return kb }))
		t.Cleanup(ks.Close)
		reg, secret, err := e.RegisterKnowledgeProvider(ctx, a, provider.RegisterInput{Name: p.name, BaseURL: ks.URL, Exposure: p.exposure, AllowPrivateNetwork: true})
		if err != nil {
			t.Fatal(err)
		}
		kb, _ = fsprovider.New(docs, slog.New(slog.NewTextHandler(io.Discard, nil)), nil, secret)
		if _, err := e.ScopeSource(ctx, a, reg.ID, []string{"billing", "security"}); err != nil {
			t.Fatal(err)
		}
		if c, err := e.VerifyProvider(ctx, a, reg.ID, "refund"); err != nil || !c.Passed {
			t.Fatalf("verify %s: %+v %v", p.name, c, err)
		}
		fx.id[p.key] = reg.ID
	}
	spare := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(spare.Close)
	fx.id["registerURL"] = spare.URL

	// Credentials of alice's workspace.
	for _, c := range []struct {
		name   string
		scopes []string
		egress string
	}{{"agent", []string{"read", "propose"}, "internal"}, {"reader", []string{"read"}, "internal"},
		{"customer", []string{"read"}, "customer"}, {"spareToken", []string{"read"}, "internal"}, {"revoked", []string{"read", "propose"}, "internal"}} {
		mt, secret, err := e.CreateMcpToken(ctx, a, engine.McpTokenInput{Name: c.name, Scopes: c.scopes, Egress: c.egress})
		if err != nil {
			t.Fatal(err)
		}
		fx.tok[c.name], fx.id[c.name] = secret, mt.ID
	}
	if _, err := e.RevokeMcpToken(ctx, a, fx.id["revoked"]); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"widget", "spareWidget"} {
		k, secret, err := e.CreateWidgetKey(ctx, a, []string{"https://shop.example.com"})
		if err != nil {
			t.Fatal(err)
		}
		fx.tok[name], fx.id[name] = secret, k.ID
	}
	if _, err := e.SetTeamDomains(ctx, a, []string{"payco.example"}); err != nil {
		t.Fatal(err)
	}
	fx.tok["idToken"] = fx.alice.bearer
	// OAuth access tokens (RFC 9068, typ at+jwt) the IdP issues to alice's agents: one for the
	// MCP resource only, one for the MCP resource and the app's client (an IdP that lists the
	// client in every token's audience), one read-only.
	fx.tok["oauth"] = fx.accessToken(t, "alice", "read propose", mcpResource)
	fx.tok["oauthRead"] = fx.accessToken(t, "alice", "read", mcpResource)
	fx.tok["oauthClientAud"] = fx.accessToken(t, "alice", "read", mcpResource, idp.ClientID)

	// Every id of alice's workspace an entry point takes.
	srcs, err := e.Sources(ctx, a, page.Request{First: 50})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range srcs.Items {
		switch s.Name {
		case "Tracker":
			fx.id["tracker"] = s.ID
		case "Scratch":
			fx.id["scratch"] = s.ID
		}
	}
	docsPage, err := e.Documents(ctx, a, fx.id["tracker"], "", page.Request{})
	if err != nil || len(docsPage.Items) == 0 {
		t.Fatalf("documents = %+v, %v", docsPage, err)
	}
	fx.id["document"] = docsPage.Items[0].ID
	jobs, err := e.IngestionJobs(ctx, a, fx.id["tracker"], page.Request{})
	if err != nil || len(jobs.Items) == 0 {
		t.Fatalf("jobs = %+v, %v", jobs, err)
	}
	fx.id["job"] = jobs.Items[0].Job.ID
	proofs, err := e.ProofTests(ctx, a, fx.id["tracker"], page.Request{})
	if err != nil || len(proofs.Items) == 0 {
		t.Fatalf("proof tests = %+v, %v", proofs, err)
	}
	fx.id["proof"] = proofs.Items[0].ID
	ans, err := e.Ask(ctx, a, engine.AskInput{Question: "Who owns ENG-7 and when is it due?"})
	if err != nil {
		t.Fatal(err)
	}
	fx.id["answer"] = ans.ID
	today, err := e.Today(ctx, a, page.Request{First: 1})
	if err != nil || len(today.Items) == 0 {
		t.Fatalf("today = %+v, %v", today, err)
	}
	fx.id["packet"] = today.Items[0].ID
	fx.id["version"] = fmt.Sprint(today.Version.Version)
	fx.id["workspace"] = a.WorkspaceID

	// mallory: another workspace with evidence, a queue and an agent token of her own.
	fx.malloryTok = idp.Token(t, "mallory")
	mallory := fx.resolve(t, fx.malloryTok)
	fx.mallorWS = mallory.WorkspaceID
	if _, err := e.Import(ctx, mallory, engine.ImportRequest{SourceName: "Mallory notes", Format: ingest.Markdown,
		Input: ingest.FromBytes("m.md", []byte("# Probe\n\nMallory's probe notes about the MAL-1 rollout.\n"))}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.CompileQueue(ctx, mallory, engine.CompileRequest{AsOf: time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)}); err != nil {
		t.Fatal(err)
	}
	msrcs, err := e.Sources(ctx, mallory, page.Request{})
	if err != nil || len(msrcs.Items) == 0 {
		t.Fatalf("mallory's sources = %+v, %v", msrcs, err)
	}
	fx.id["mSource"] = msrcs.Items[0].ID
	_, secret, err := e.CreateMcpToken(ctx, mallory, engine.McpTokenInput{Name: "m", Scopes: []string{"read", "propose"}, Egress: "internal"})
	if err != nil {
		t.Fatal(err)
	}
	fx.tok["otherAgent"] = secret

	// The public demo: a replica whose public workspace is alice's.
	if _, err := provision.Public(ctx, db, a.WorkspaceID, time.Now()); err != nil {
		t.Fatal(err)
	}
	popts := opts
	popts.PublicWorkspaceID = a.WorkspaceID
	pe, _ := enginetest.NewAt(t, dbURL, popts)
	psrv, err := server.New(pe, enginetest.Logger(), server.Options{Frontend: testApp})
	if err != nil {
		t.Fatal(err)
	}
	pts := httptest.NewServer(psrv)
	t.Cleanup(pts.Close)
	fx.pub = pts.URL
	return fx
}

// accessToken mints an RFC 9068 access token (typ at+jwt) with the identity provider's own
// signing key, as the IdP does for an agent's OAuth client.
func (fx *a21) accessToken(t *testing.T, sub, scope string, audience ...string) string {
	t.Helper()
	kid, err := fx.idp.Keypair.KeyID()
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	tok := jwt.NewWithClaims(jwt.SigningMethodRS256, jwt.MapClaims{
		"iss": fx.idp.Issuer(), "sub": sub, "aud": audience, "client_id": "agent-client", "scope": scope,
		"iat": now.Unix(), "nbf": now.Unix(), "exp": now.Add(time.Hour).Unix(),
	})
	tok.Header["kid"] = kid
	tok.Header["typ"] = "at+jwt"
	s, err := tok.SignedString(fx.idp.Keypair.PrivateKey)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func (fx *a21) resolve(t *testing.T, bearer string) actor.Actor {
	t.Helper()
	a, err := fx.e.Resolve(context.Background(), actor.Credentials{Bearer: bearer})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// actors are the /graphql callers in the order each row runs them: refusals first, the
// owner's control last (it may change what the row targets).
func (fx *a21) actors() []a21Actor {
	return []a21Actor{
		{"anonymous", fx.URL, nil},
		{"public", fx.pub, nil},
		{"other", fx.URL, map[string]string{"Authorization": "Bearer " + fx.malloryTok}},
		{"member", fx.URL, map[string]string{"Cookie": "qp_session=" + fx.bob.session, "Origin": fx.URL}},
		{"owner", fx.URL, map[string]string{"Authorization": "Bearer " + fx.alice.bearer}},
	}
}

// madeUp is an id of the same shape as id that names nothing.
func a21MadeUp(id string) string {
	if i := strings.Index(id, "_"); i > 0 {
		return id[:i+1] + strings.Repeat("z", len(id)-i-1)
	}
	return strings.Repeat("z", len(id))
}

// --- the store ---

// a21Tables are every table that holds a workspace's state (throttles, audit and login state
// excepted); the snapshot reads alice's rows of each, every column but last_used_at.
var a21Tables = []string{"workspaces", "memberships", "sources", "sessions", "ingest_jobs", "documents", "document_revisions",
	"chunks", "identifiers", "entities", "proof_tests", "knowledge_providers", "widget_keys", "mcp_tokens", "answers",
	"queue_versions", "queue_packets", "proposals", "approvals", "executions", "source_state_changes", "subject_facts",
	"workspace_team", "workspace_team_domains"}

// snapshot is alice's workspace, table by table, and the Linear stand-in's create count.
func (fx *a21) snapshot(t *testing.T) map[string]string {
	t.Helper()
	ctx := context.Background()
	ws := fx.id["workspace"]
	out := map[string]string{"linear": fmt.Sprint(fx.fake.CreateCalls())}
	for _, table := range a21Tables {
		var cols []string
		if err := fx.db.R.SelectContext(ctx, &cols, `SELECT name FROM pragma_table_info(?)`, table); err != nil || len(cols) == 0 {
			t.Fatalf("columns of %s: %v", table, err)
		}
		var keep []string
		hasWS := false
		for _, c := range cols {
			if c == "workspace_id" {
				hasWS = true
			}
			if c != "last_used_at" {
				keep = append(keep, c)
			}
		}
		where, args := "1 = 1", []any{}
		switch {
		case table == "workspaces":
			where, args = "id = ?", []any{ws}
		case table == "sessions":
			where, args = "subject IN (?, ?)", []any{fx.alice.a.Subject, fx.bob.a.Subject}
		case table == "approvals" || table == "executions":
			where, args = "proposal_id IN (SELECT id FROM proposals WHERE workspace_id = ?)", []any{ws}
		case hasWS:
			where, args = "workspace_id = ?", []any{ws}
		}
		rows, err := fx.db.R.QueryxContext(ctx, `SELECT `+strings.Join(keep, ", ")+` FROM `+table+` WHERE `+where, args...)
		if err != nil {
			t.Fatalf("read %s: %v", table, err)
		}
		var lines []string
		for rows.Next() {
			vals, err := rows.SliceScan()
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			for _, v := range vals {
				if bs, ok := v.([]byte); ok {
					v = string(bs)
				}
				fmt.Fprintf(&b, "%v|", v)
			}
			lines = append(lines, b.String())
		}
		_ = rows.Close()
		sort.Strings(lines)
		out[table] = strings.Join(lines, "\n")
	}
	return out
}

// moved names the tables of alice's workspace that differ between two snapshots.
func a21Moved(before, after map[string]string) []string {
	var moved []string
	for k, v := range before {
		if after[k] != v {
			moved = append(moved, k)
		}
	}
	sort.Strings(moved)
	return moved
}

// --- outcomes ---

const (
	a21NotFound = "NOT_FOUND_OR_NULL" // NOT_FOUND, or null with no error
	a21Refused  = "ANY_REFUSAL"       // any typed refusal (not INTERNAL)
	a21Either   = "ANSWER_OR_REFUSAL" // an answer, or a typed refusal (not INTERNAL)
	a21Unauth   = "UNAUTHENTICATED"
	a21Forbid   = "FORBIDDEN"
)

// a21Want is what one caller should get from one entry point: an answer (code ""), or an error
// code; changes says the call may change alice's workspace (an allowed write); hide lists text
// the answer must not carry beyond what the actor's kind already hides.
type a21Want struct {
	code    string
	changes bool
	hide    []string
}

var (
	wOK     = a21Want{}
	wWrite  = a21Want{changes: true}
	wUnauth = a21Want{code: a21Unauth}
	wForbid = a21Want{code: a21Forbid}
	wNF     = a21Want{code: a21NotFound}
	wEither = a21Want{code: a21Either}
)

// a21Reply is one answer, read generically from /graphql, /mcp or the REST mirror.
type a21Reply struct {
	status int
	code   string // the first error's code ("" when none)
	msg    string
	null   bool            // the top-level field (or tool result) is null
	data   json.RawMessage // the top-level field's data (GraphQL)
	body   string
}

// problem says how r falls short of w ("" when it does not).
func (w a21Want) problem(r a21Reply) string {
	if r.status >= 500 || r.code == "INTERNAL" {
		return fmt.Sprintf("server error %d %s", r.status, r.code)
	}
	switch w.code {
	case "":
		if r.code != "" || r.null {
			return fmt.Sprintf("want an answer, got %d %s %q", r.status, r.code, r.msg)
		}
	case a21NotFound:
		if !(r.code == "NOT_FOUND" || r.code == "" && r.null) {
			return fmt.Sprintf("want NOT_FOUND or null, got %d %q %q", r.status, r.code, r.msg)
		}
	case a21Refused:
		if r.code == "" {
			return "want a refusal, got an answer"
		}
	case a21Either:
	default:
		if r.code != w.code {
			return fmt.Sprintf("want %s, got %d %q %q", w.code, r.status, r.code, r.msg)
		}
	}
	return ""
}

// secrets is what the body of actor kind may not carry: for callers outside alice's workspace
// her content and storage ids, for the public demo her storage ids and private settings; never
// what the caller itself sent.
func (fx *a21) secrets(kind string, sent string) []string {
	var out []string
	ids := []string{}
	for k, v := range fx.id {
		if strings.HasPrefix(k, "m") || k == "version" || k == "registerURL" || len(v) < 6 {
			continue
		}
		ids = append(ids, v)
	}
	switch kind {
	case "anonymous", "other", "otherAgent":
		out = append(append(out, a21Content...), ids...)
		out = append(out, "payco.example")
	case "public":
		out = append(out, ids...)
		out = append(out, "payco.example", "Who owns ENG-7")
	case "customer", "widget":
		out = append(out, "Refund fraud playbook", "fraud signals")
	}
	var kept []string
	for _, s := range out {
		if !strings.Contains(sent, s) {
			kept = append(kept, s)
		}
	}
	return kept
}

func (fx *a21) check(t *testing.T, kind string, w a21Want, r a21Reply, sent string, before map[string]string) {
	t.Helper()
	t.Logf("%d %q %.200q", r.status, r.code, r.msg)
	if p := w.problem(r); p != "" {
		t.Errorf("%s (body %.400s)", p, r.body)
	}
	for _, s := range append(fx.secrets(kind, sent), w.hide...) {
		if s != "" && strings.Contains(r.body, s) {
			t.Errorf("the answer carries %q, which a %s caller may not see: %.400s", s, kind, r.body)
		}
	}
	if !w.changes || r.code != "" {
		if moved := a21Moved(before, fx.snapshot(t)); len(moved) > 0 {
			t.Errorf("alice's workspace moved (%s) although the call was %s", strings.Join(moved, ", "),
				map[bool]string{true: "refused", false: "not a write of hers"}[r.code != ""])
		}
	}
}

// --- transports ---

func a21Do(t *testing.T, req *http.Request) (int, []byte) {
	t.Helper()
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, raw
}

// gqlRaw posts a raw /graphql body as a and reads the reply (field is the top-level field).
func (fx *a21) gqlRaw(t *testing.T, a a21Actor, field string, body []byte) a21Reply {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, a.base+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for k, v := range a.header {
		req.Header.Set(k, v)
	}
	status, raw := a21Do(t, req)
	return a21ReadGQL(status, raw, field)
}

func (fx *a21) gql(t *testing.T, a a21Actor, field, query string, vars map[string]any) (a21Reply, string) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	return fx.gqlRaw(t, a, field, body), string(body)
}

func a21ReadGQL(status int, raw []byte, field string) a21Reply {
	r := a21Reply{status: status, body: string(raw)}
	var out struct {
		Data   map[string]json.RawMessage
		Errors []struct {
			Message    string
			Extensions map[string]any
		}
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		r.code = fmt.Sprintf("HTTP_%d", status)
		return r
	}
	if len(out.Errors) > 0 {
		r.code, _ = out.Errors[0].Extensions["code"].(string)
		if r.code == "" {
			r.code = "NO_CODE"
		}
		r.msg = out.Errors[0].Message
	}
	d, ok := out.Data[field]
	r.data, r.null = d, !ok || string(d) == "null"
	return r
}

// mcp calls tool over /mcp (transport "mcp") or the REST mirror ("rest") with bearer.
func (fx *a21) mcp(t *testing.T, transport, bearer, tool string, args map[string]any) (a21Reply, string) {
	t.Helper()
	var req *http.Request
	if transport == "mcp" {
		body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": map[string]any{"name": tool, "arguments": args}})
		req, _ = http.NewRequest(http.MethodPost, fx.URL+"/mcp", bytes.NewReader(body))
		req.Header.Set("Accept", "application/json, text/event-stream")
	} else {
		body, _ := json.Marshal(args)
		req, _ = http.NewRequest(http.MethodPost, fx.URL+"/api/v1/mcp/tools/"+tool, bytes.NewReader(body))
	}
	req.Header.Set("Content-Type", "application/json")
	if bearer != "" {
		req.Header.Set("Authorization", "Bearer "+bearer)
	}
	sent, _ := json.Marshal(args)
	status, raw := a21Do(t, req)
	return a21ReadTool(status, raw), string(sent)
}

// a21ReadTool reads an MCP or REST-mirror answer: a tool error's "CODE: message" text, an HTTP
// refusal's {"error": {code, message}}, a 401 as UNAUTHENTICATED.
func a21ReadTool(status int, raw []byte) a21Reply {
	r := a21Reply{status: status, body: string(raw)}
	if status == http.StatusUnauthorized {
		r.code = a21Unauth
		return r
	}
	if status != http.StatusOK {
		var e struct {
			Error struct{ Code, Message string }
		}
		if json.Unmarshal(raw, &e) == nil && e.Error.Code != "" {
			r.code, r.msg = e.Error.Code, e.Error.Message
		} else {
			r.code = fmt.Sprintf("HTTP_%d", status)
		}
		return r
	}
	var rpc struct {
		Result *struct {
			IsError bool `json:"isError"`
			Content []struct {
				Text string `json:"text"`
			} `json:"content"`
		} `json:"result"`
		Error *struct{ Message string } `json:"error"`
	}
	if json.Unmarshal(raw, &rpc) == nil && (rpc.Result != nil || rpc.Error != nil) {
		switch {
		case rpc.Error != nil:
			r.code, r.msg = "RPC_ERROR", rpc.Error.Message
		case rpc.Result.IsError && len(rpc.Result.Content) > 0:
			r.code, r.msg, _ = strings.Cut(rpc.Result.Content[0].Text, ": ")
		}
	}
	return r
}

// a21Same reports whether the answers to alice's id and to a made-up id tell them apart.
func a21Same(real, madeUp a21Reply, realID, fakeID string) string {
	norm := func(s, id string) string { return strings.ReplaceAll(s, id, "<id>") }
	if real.code != madeUp.code || real.null != madeUp.null || real.status != madeUp.status ||
		(real.code != "" && norm(real.msg, realID) != norm(madeUp.msg, fakeID)) {
		return fmt.Sprintf("alice's id and a made-up id answer differently: %d %s %q null=%v / %d %s %q null=%v",
			real.status, real.code, real.msg, real.null, madeUp.status, madeUp.code, madeUp.msg, madeUp.null)
	}
	return ""
}

// --- GraphQL rows ---

// a21GQL is one GraphQL entry point with what each caller should get. foreign names the id of
// alice's workspace the row passes: the other workspace's answer to it must not differ from its
// answer to a made-up id of the same shape.
type a21GQL struct {
	name, field, query string
	vars               func(fx *a21, who string) map[string]any
	foreign            string
	anonymous, public  a21Want
	other, member      a21Want
	owner              a21Want
}

func (row a21GQL) want(who string) a21Want {
	return map[string]a21Want{"anonymous": row.anonymous, "public": row.public, "other": row.other, "member": row.member, "owner": row.owner}[who]
}

func ids(keys ...string) func(fx *a21, who string) map[string]any {
	return func(fx *a21, _ string) map[string]any {
		v := map[string]any{}
		for _, k := range keys {
			v[k] = fx.id[k]
		}
		return v
	}
}

func noVars(*a21, string) map[string]any { return nil }

// a21Queries are every query of the schema.
func a21Queries() []a21GQL {
	return []a21GQL{
		{name: "viewer", field: "viewer", query: `{ viewer { actorKind role workspace { id name teamDomains } } }`, vars: noVars,
			anonymous: wUnauth, public: wOK, other: wOK, member: wOK, owner: wOK},
		{name: "sources", field: "sources", query: `{ sources(first: 50) { edges { node { id name state stateReason } } } }`, vars: noVars,
			anonymous: wUnauth, public: wOK, other: wOK, member: wOK, owner: wOK},
		{name: "source", field: "source", query: `query($tracker: ID!) { source(id: $tracker) { id name state } }`, vars: ids("tracker"), foreign: "tracker",
			anonymous: wUnauth, public: wNF, other: wNF, member: wOK, owner: wOK},
		{name: "documents", field: "documents", query: `query($tracker: ID!) { documents(sourceId: $tracker) { edges { node { id title author } } } }`, vars: ids("tracker"), foreign: "tracker",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wOK, owner: wOK},
		{name: "document", field: "document", query: `query($document: ID!) { document(id: $document) { id title chunks { text } } }`, vars: ids("document"), foreign: "document",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wOK, owner: wOK},
		{name: "proofTests", field: "proofTests", query: `query($tracker: ID) { proofTests(sourceId: $tracker) { edges { node { id sourceId evidence } } } }`, vars: ids("tracker"), foreign: "tracker",
			anonymous: wUnauth, public: wForbid, other: wOK, member: wOK, owner: wOK},
		{name: "ingestionJob", field: "ingestionJob", query: `query($job: ID!) { ingestionJob(id: $job) { id sourceName status } }`, vars: ids("job"), foreign: "job",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wOK, owner: wOK},
		{name: "sourceHistory", field: "sourceHistory", query: `query($tracker: ID!) { sourceHistory(sourceId: $tracker) { state reason } }`, vars: ids("tracker"), foreign: "tracker",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wOK, owner: wOK},
		{name: "ingestionJobs", field: "ingestionJobs", query: `query($tracker: ID!) { ingestionJobs(sourceId: $tracker) { edges { node { id sourceName } } } }`, vars: ids("tracker"), foreign: "tracker",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wOK, owner: wOK},
		{name: "search", field: "search", query: `query($tracker: ID!) { search(input: {query: "signing key rotation", sourceIds: [$tracker]}) { hits { document { id title } chunk { text } } } }`, vars: ids("tracker"), foreign: "tracker",
			anonymous: wUnauth, public: wForbid, other: wEither, member: wOK, owner: wOK},
		{name: "answers", field: "answers", query: `{ answers(first: 50) { edges { node { id question text } } } }`, vars: noVars,
			anonymous: wUnauth, public: wOK, other: wOK, member: wOK, owner: wOK},
		{name: "answer", field: "answer", query: `query($answer: ID!) { answer(id: $answer) { id question text } }`, vars: ids("answer"), foreign: "answer",
			anonymous: wUnauth, public: wNF, other: wNF, member: wOK, owner: wOK},
		{name: "today", field: "today", query: `{ today(first: 50) { edges { node { id objective } } } }`, vars: noVars,
			anonymous: wUnauth, public: wOK, other: wOK, member: wOK, owner: wOK},
		{name: "packet", field: "packet", query: `query($packet: ID!) { packet(id: $packet) { id objective } }`, vars: ids("packet"), foreign: "packet",
			anonymous: wUnauth, public: wNF, other: wNF, member: wOK, owner: wOK},
		{name: "queueVersion", field: "queueVersion", query: `query($v: Int!) { queueVersion(version: $v) { id version packets(first: 50) { edges { node { id objective } } } } }`,
			vars: func(fx *a21, _ string) map[string]any {
				var v int
				fmt.Sscan(fx.id["version"], &v)
				return map[string]any{"v": v}
			},
			anonymous: wUnauth, public: wOK, other: wEither, member: wOK, owner: wOK},
		{name: "proposals", field: "proposals", query: `{ proposals(first: 50) { edges { node { id title packetId } } } }`, vars: noVars,
			anonymous: wUnauth, public: wForbid, other: wOK, member: wOK, owner: wOK},
		{name: "proposal", field: "proposal", query: `query($proposal: ID!) { proposal(id: $proposal) { id title } }`, vars: ids("proposal"), foreign: "proposal",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wOK, owner: wOK},
		{name: "knowledgeProviders", field: "knowledgeProviders", query: `{ knowledgeProviders { id name baseUrl } }`, vars: noVars,
			anonymous: wUnauth, public: wForbid, other: wOK, member: wForbid, owner: wOK},
		{name: "knowledgeProvider", field: "knowledgeProvider", query: `query($kp: ID!) { knowledgeProvider(id: $kp) { id name baseUrl } }`, vars: ids("kp"), foreign: "kp",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wForbid, owner: wOK},
		{name: "providerResources", field: "providerResources", query: `query($kp: ID!) { providerResources(id: $kp) { id name } }`, vars: ids("kp"), foreign: "kp",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wForbid, owner: wOK},
		{name: "knowledgeSearch", field: "knowledgeSearch", query: `{ knowledgeSearch(input: {query: "refund fraud signals"}) { results { title snippet documentId } } }`, vars: noVars,
			anonymous: wUnauth, public: a21Want{hide: []string{"Refund fraud playbook", "fraud signals"}}, other: wOK, member: wOK, owner: wOK},
		{name: "mcpTokens", field: "mcpTokens", query: `{ mcpTokens { id name scopes } }`, vars: noVars,
			anonymous: wUnauth, public: wForbid, other: wOK, member: wForbid, owner: wOK},
		{name: "mcpConnection", field: "mcpConnection", query: `{ mcpConnection { endpoint restBase } }`, vars: noVars,
			anonymous: wUnauth, public: wForbid, other: wOK, member: wOK, owner: wOK},
		{name: "widgetKeys", field: "widgetKeys", query: `{ widgetKeys { id allowedOrigins } }`, vars: noVars,
			anonymous: wUnauth, public: wForbid, other: wOK, member: wForbid, owner: wOK},
	}
}

// a21Mutations are every mutation of the schema but importDocuments (multipart, below) and
// revokeSessions (last, below), in an order where each owner control leaves the next rows'
// targets in place.
func a21Mutations() []a21GQL {
	return []a21GQL{
		{name: "ask", field: "ask", query: `mutation { ask(input: {question: "When is the TLS certificate due?"}) { id text } }`, vars: noVars,
			anonymous: wUnauth, public: wWrite, other: wOK, member: wWrite, owner: wWrite},
		{name: "ask(sourceIds)", field: "ask", query: `mutation($tracker: ID!) { ask(input: {question: "Who owns ENG-7?", sourceIds: [$tracker]}) { id text citations { title excerpt } } }`,
			vars: ids("tracker"), foreign: "tracker",
			anonymous: wUnauth, public: a21Want{code: a21Either, changes: true}, other: wEither, member: wWrite, owner: wWrite},
		{name: "createProposal", field: "createProposal", query: `mutation($packet: ID!, $key: String!) { createProposal(input: {packetId: $packet, idempotencyKey: $key, action: LINEAR_CREATE_ISSUE, teamId: "team-eng", title: "Follow up"}) { id status } }`,
			vars: func(fx *a21, who string) map[string]any {
				return map[string]any{"packet": fx.id["packet"], "key": "a21-" + who}
			}, foreign: "packet",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wForbid, owner: wWrite},
		{name: "approveProposal", field: "approveProposal", query: `mutation($proposal: ID!) { approveProposal(id: $proposal) { status providerIssueKey } }`, vars: ids("proposal"), foreign: "proposal",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wForbid, owner: wWrite},
		{name: "compileQueue", field: "compileQueue", query: `mutation { compileQueue(input: {asOf: "2026-11-22T09:00:00Z"}) { queue { version } } }`, vars: noVars,
			anonymous: wUnauth, public: wForbid, other: wOK, member: wWrite, owner: wWrite},
		{name: "setTeamDomains", field: "setTeamDomains", query: `mutation { setTeamDomains(input: {domains: ["payco.example"]}) { teamDomains } }`, vars: noVars,
			anonymous: wUnauth, public: wForbid, other: wOK, member: wForbid, owner: wWrite},
		{name: "createMcpToken", field: "createMcpToken", query: `mutation { createMcpToken(input: {name: "a21", scopes: [READ, PROPOSE]}) { token mcpToken { id } } }`, vars: noVars,
			anonymous: wUnauth, public: wForbid, other: wOK, member: wForbid, owner: wWrite},
		{name: "revokeMcpToken", field: "revokeMcpToken", query: `mutation($spareToken: ID!) { revokeMcpToken(id: $spareToken) { id revokedAt } }`, vars: ids("spareToken"), foreign: "spareToken",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wForbid, owner: wWrite},
		{name: "createWidgetKey", field: "createWidgetKey", query: `mutation { createWidgetKey(input: {allowedOrigins: ["https://help.example"]}) { key widgetKey { id } } }`, vars: noVars,
			anonymous: wUnauth, public: wForbid, other: wOK, member: wForbid, owner: wWrite},
		{name: "revokeWidgetKey", field: "revokeWidgetKey", query: `mutation($spareWidget: ID!) { revokeWidgetKey(id: $spareWidget) }`, vars: ids("spareWidget"), foreign: "spareWidget",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wForbid, owner: wWrite},
		{name: "registerKnowledgeProvider", field: "registerKnowledgeProvider", query: `mutation($registerURL: String!) { registerKnowledgeProvider(input: {name: "A21 registered", baseUrl: $registerURL, exposureProfile: AGENT_ONLY, allowPrivateNetwork: true}) { secret knowledgeProvider { id } } }`,
			vars:      ids("registerURL"),
			anonymous: wUnauth, public: wForbid, other: wOK, member: wForbid, owner: wWrite},
		{name: "updateKnowledgeProvider", field: "updateKnowledgeProvider", query: `mutation($spareKP: ID!) { updateKnowledgeProvider(input: {id: $spareKP, priority: 3}) { id } }`, vars: ids("spareKP"), foreign: "spareKP",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wForbid, owner: wWrite},
		{name: "scopeSource", field: "scopeSource", query: `mutation($spareKP: ID!) { scopeSource(id: $spareKP, resources: ["billing"]) { id } }`, vars: ids("spareKP"), foreign: "spareKP",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wForbid, owner: wWrite},
		{name: "verifySource", field: "verifySource", query: `mutation($tracker: ID!) { verifySource(id: $tracker) { id result } }`, vars: ids("tracker"), foreign: "tracker",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wForbid, owner: wWrite},
		{name: "rotateProviderSecret", field: "rotateProviderSecret", query: `mutation($spareKP: ID!) { rotateProviderSecret(id: $spareKP) { secret } }`, vars: ids("spareKP"), foreign: "spareKP",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wForbid, owner: wWrite},
		{name: "renameSource", field: "renameSource", query: `mutation($scratch: ID!) { renameSource(id: $scratch, name: "Scratch renamed") { id name } }`, vars: ids("scratch"), foreign: "scratch",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wForbid, owner: wWrite},
		{name: "deleteSource", field: "deleteSource", query: `mutation($scratch: ID!) { deleteSource(id: $scratch) { id documentsTombstoned } }`, vars: ids("scratch"), foreign: "scratch",
			anonymous: wUnauth, public: wForbid, other: wNF, member: wForbid, owner: wWrite},
	}
}

func (fx *a21) runGQL(t *testing.T, rows []a21GQL) {
	for _, row := range rows {
		for _, a := range fx.actors() {
			t.Run(row.name+"/"+a.name, func(t *testing.T) {
				w := row.want(a.name)
				vars := row.vars(fx, a.name)
				before := fx.snapshot(t)
				r, sent := fx.gql(t, a, row.field, row.query, vars)
				fx.check(t, a.name, w, r, sent, before)
				if a.name != "other" || row.foreign == "" {
					return
				}
				real := fx.id[row.foreign]
				fake := a21MadeUp(real)
				fv := map[string]any{}
				for k, v := range vars {
					if v == real {
						v = fake
					}
					fv[k] = v
				}
				r2, sent2 := fx.gql(t, a, row.field, row.query, fv)
				fx.check(t, a.name, w, r2, sent2, before)
				if d := a21Same(r, r2, real, fake); d != "" {
					t.Error(d)
				}
			})
		}
	}
}

// TestAttack21WhoMayDoWhat is the matrix. Subtests are named entry point/caller.
func TestAttack21WhoMayDoWhat(t *testing.T) {
	fx := newA21(t)
	t.Run("graphql", func(t *testing.T) {
		fx.runGQL(t, a21Queries())
		fx.runGQL(t, a21Mutations())
	})
	t.Run("agent credentials on graphql", fx.credentialsOnGraphQL)
	t.Run("mcp", fx.mcpTools)
	t.Run("rest", fx.restRoutes)
	t.Run("upload", fx.uploads)
	t.Run("cursors", fx.cursors)
	t.Run("oversized and duplicated", fx.oversized)
	// Last: revoking sessions ends bob's, which every member row above uses.
	t.Run("graphql", func(t *testing.T) {
		fx.runGQL(t, []a21GQL{{name: "revokeSessions", field: "revokeSessions", query: `mutation { revokeSessions }`, vars: noVars,
			anonymous: wUnauth, public: wForbid, other: wOK, member: wWrite, owner: wWrite}})
	})
}

// credentialsOnGraphQL: an agent credential reaches the workspace through /mcp and the REST
// mirror only. On /graphql (which has every administrative mutation) each is UNAUTHENTICATED:
// MCP tokens, widget keys and OAuth access tokens, also one whose audience lists the app's
// OpenID client beside the MCP resource (an IdP that adds its client to every token).
func (fx *a21) credentialsOnGraphQL(t *testing.T) {
	ops := []struct{ field, query string }{
		{"viewer", `{ viewer { actorKind role workspace { id teamDomains } } }`},
		{"mcpTokens", `{ mcpTokens { id name } }`},
		{"createWidgetKey", `mutation { createWidgetKey(input: {allowedOrigins: ["https://agent.example"]}) { key } }`},
		{"createMcpToken", `mutation { createMcpToken(input: {name: "minted by an agent", scopes: [READ, PROPOSE]}) { token } }`},
		{"compileQueue", `mutation { compileQueue(input: {asOf: "2026-11-23T09:00:00Z"}) { queue { version } } }`},
	}
	for _, cred := range []string{"agent", "reader", "customer", "widget", "oauth", "oauthRead", "oauthClientAud"} {
		a := a21Actor{cred, fx.URL, map[string]string{"Authorization": "Bearer " + fx.tok[cred]}}
		for _, op := range ops {
			t.Run(op.field+"/"+cred, func(t *testing.T) {
				before := fx.snapshot(t)
				r, sent := fx.gql(t, a, op.field, op.query, nil)
				fx.check(t, "agent", wUnauth, r, sent, before)
			})
		}
	}
}

// --- MCP tools ---

// a21Tool is one MCP tool with what each credential should get.
type a21Tool struct {
	name    string
	args    func(fx *a21, who string) map[string]any
	foreign string
	want    map[string]a21Want // by credential; the credentials that are not MCP credentials get 401
}

func (fx *a21) mcpTools(t *testing.T) {
	all := func(agent, reader, customer, oauth, oauthRead, other a21Want) map[string]a21Want {
		return map[string]a21Want{"agent": agent, "reader": reader, "customer": customer, "oauth": oauth, "oauthRead": oauthRead, "otherAgent": other}
	}
	tools := []a21Tool{
		{name: "list_queue", args: func(*a21, string) map[string]any { return map[string]any{} },
			want: all(wOK, wOK, wForbid, wOK, wOK, wOK)},
		{name: "get_packet", args: func(fx *a21, _ string) map[string]any { return map[string]any{"id": fx.id["packet"]} }, foreign: "packet",
			want: all(wOK, wOK, wForbid, wOK, wOK, a21Want{code: "NOT_FOUND"})},
		{name: "search", args: func(fx *a21, _ string) map[string]any {
			return map[string]any{"query": "signing key rotation", "sourceIds": []string{fx.id["tracker"]}}
		}, foreign: "tracker",
			want: all(wOK, wOK, wForbid, wOK, wOK, wEither)},
		{name: "search(connectorIds)", args: func(fx *a21, _ string) map[string]any {
			return map[string]any{"query": "refund", "connectorIds": []string{fx.id["kp"]}}
		}, foreign: "kp",
			want: all(wOK, wOK, a21Want{code: a21Either}, wOK, wOK, wEither)},
		{name: "ask", args: func(fx *a21, _ string) map[string]any {
			return map[string]any{"question": "Who owns ENG-7?", "sourceIds": []string{fx.id["tracker"]}}
		}, foreign: "tracker",
			want: all(wWrite, wWrite, wForbid, wWrite, wWrite, wEither)},
		{name: "knowledge_search", args: func(*a21, string) map[string]any { return map[string]any{"query": "refund fraud signals"} },
			want: all(wOK, wOK, wOK, wOK, wOK, wOK)},
		{name: "propose", args: func(fx *a21, who string) map[string]any {
			return map[string]any{"packetId": fx.id["packet"], "idempotencyKey": "a21-mcp-" + who, "teamId": "team-eng", "title": "Agent follow-up"}
		}, foreign: "packet",
			want: all(wWrite, wForbid, wForbid, wWrite, wForbid, a21Want{code: "NOT_FOUND"})},
	}
	creds := []string{"agent", "reader", "customer", "oauth", "oauthRead", "otherAgent", "widget", "idToken", "oauthClientAud", "revoked", "none"}
	for _, tool := range tools {
		for _, cred := range creds {
			for _, transport := range []string{"mcp", "rest"} {
				t.Run(tool.name+"/"+cred+"/"+transport, func(t *testing.T) {
					w, ok := tool.want[cred]
					if !ok {
						w = wUnauth // not an MCP credential (or revoked)
					}
					if cred == "oauthClientAud" {
						w = tool.want["oauthRead"] // a read-only OAuth token, whatever its audience lists besides
					}
					kind := cred
					if cred == "otherAgent" {
						kind = "other"
					}
					name := strings.TrimSuffix(tool.name, "(connectorIds)")
					args := tool.args(fx, cred+"-"+transport)
					before := fx.snapshot(t)
					r, sent := fx.mcp(t, transport, fx.tok[cred], name, args)
					fx.check(t, kind, w, r, sent, before)
					if cred != "otherAgent" || tool.foreign == "" {
						return
					}
					real, fake := fx.id[tool.foreign], a21MadeUp(fx.id[tool.foreign])
					raw, _ := json.Marshal(args)
					var fargs map[string]any
					_ = json.Unmarshal([]byte(strings.ReplaceAll(string(raw), real, fake)), &fargs)
					r2, sent2 := fx.mcp(t, transport, fx.tok[cred], name, fargs)
					fx.check(t, kind, w, r2, sent2, before)
					if d := a21Same(r, r2, real, fake); d != "" {
						t.Error(d)
					}
				})
			}
		}
	}
	// An unknown tool, and a REST-mirror propose naming a packet twice (mallory's first, alice's
	// last): which one a reader takes must not depend on the reader.
	t.Run("unknown tool/agent/rest", func(t *testing.T) {
		before := fx.snapshot(t)
		r, sent := fx.mcp(t, "rest", fx.tok["agent"], "approve_proposal", map[string]any{"id": fx.id["proposal"]})
		fx.check(t, "agent", a21Want{code: "NOT_FOUND"}, r, sent, before)
	})
	t.Run("propose with a duplicated packetId/otherAgent/rest", func(t *testing.T) {
		before := fx.snapshot(t)
		body := fmt.Sprintf(`{"packetId": "pkt_nothing", "idempotencyKey": "a21-dup", "teamId": "team-eng", "title": "x", "packetId": %q}`, fx.id["packet"])
		req, _ := http.NewRequest(http.MethodPost, fx.URL+"/api/v1/mcp/tools/propose", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+fx.tok["otherAgent"])
		status, raw := a21Do(t, req)
		fx.check(t, "other", a21Want{code: a21Refused}, a21ReadTool(status, raw), body, before)
	})
}

// --- REST routes ---

func (fx *a21) restRoutes(t *testing.T) {
	// The tool list: MCP credentials only.
	for cred, w := range map[string]a21Want{"agent": wOK, "customer": wOK, "oauthRead": wOK, "none": wUnauth, "widget": wUnauth, "idToken": wUnauth, "revoked": wUnauth} {
		t.Run("GET /api/v1/mcp/tools/"+cred, func(t *testing.T) {
			req, _ := http.NewRequest(http.MethodGet, fx.URL+"/api/v1/mcp/tools", nil)
			if fx.tok[cred] != "" {
				req.Header.Set("Authorization", "Bearer "+fx.tok[cred])
			}
			before := fx.snapshot(t)
			status, raw := a21Do(t, req)
			fx.check(t, cred, w, a21ReadTool(status, raw), "", before)
		})
	}
	// The widget route: a widget key from its allowed origin, customer-safe results only; no
	// other credential and no other origin.
	widget := func(t *testing.T, cred, origin string, w a21Want) {
		t.Run("POST /widget/v1/knowledge/search/"+cred+"/"+origin, func(t *testing.T) {
			req, _ := http.NewRequest(http.MethodPost, fx.URL+"/widget/v1/knowledge/search", strings.NewReader(`{"query":"refund fraud signals"}`))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Origin", origin)
			if fx.tok[cred] != "" {
				req.Header.Set("Authorization", "Bearer "+fx.tok[cred])
			}
			before := fx.snapshot(t)
			status, raw := a21Do(t, req)
			fx.check(t, "widget", w, a21ReadTool(status, raw), "", before)
		})
	}
	widget(t, "widget", "https://shop.example.com", wOK)
	widget(t, "widget", "https://evil.example", a21Want{code: a21Refused})
	for _, cred := range []string{"agent", "customer", "idToken", "oauth", "none", "spareWidget"} {
		widget(t, cred, "https://shop.example.com", a21Want{code: a21Refused})
	}
	// The routes every caller may reach (health, schemas, metadata, the widget script, sign-in,
	// metrics from loopback): none carries anything of alice's workspace.
	for _, path := range []string{"/healthz", "/readyz", "/kpi/v1/schemas/", "/.well-known/oauth-protected-resource/mcp",
		"/widget/v1/widget.js", "/auth/login?return_to=/today", "/auth/callback?state=x&code=y", "/metrics", "/today"} {
		t.Run("GET "+path+"/anonymous", func(t *testing.T) {
			req, _ := http.NewRequest(http.MethodGet, fx.URL+path, nil)
			before := fx.snapshot(t)
			status, raw := a21Do(t, req)
			r := a21Reply{status: status, body: string(raw)}
			if status >= 500 {
				r.code = "INTERNAL"
			}
			fx.check(t, "anonymous", wEither, r, "", before)
		})
	}
	// Sign-out posted from another site does not end alice's session.
	t.Run("POST /auth/logout/cross-site", func(t *testing.T) {
		req, _ := http.NewRequest(http.MethodPost, fx.URL+"/auth/logout", nil)
		req.Header.Set("Cookie", "qp_session="+fx.alice.session)
		req.Header.Set("Origin", "https://evil.example")
		before := fx.snapshot(t)
		status, raw := a21Do(t, req)
		fx.check(t, "other", a21Want{code: a21Forbid}, a21ReadTool(status, raw), "", before)
	})
}

// --- the multipart upload ---

func (fx *a21) upload(t *testing.T, a a21Actor, source, body string) (a21Reply, string) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	ops, _ := json.Marshal(map[string]any{"query": `mutation($in: ImportDocumentsInput!) { importDocuments(input: $in) { id status sourceId } }`,
		"variables": map[string]any{"in": map[string]any{"sourceName": source, "format": "JSONL", "file": nil}}})
	_ = mw.WriteField("operations", string(ops))
	_ = mw.WriteField("map", `{"0": ["variables.in.file"]}`)
	fw, _ := mw.CreateFormFile("0", "t.jsonl")
	_, _ = fw.Write([]byte(body))
	_ = mw.Close()
	req, _ := http.NewRequest(http.MethodPost, a.base+"/graphql", &buf)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("GraphQL-Require-Preflight", "1")
	for k, v := range a.header {
		req.Header.Set(k, v)
	}
	status, raw := a21Do(t, req)
	return a21ReadGQL(status, raw, "importDocuments"), string(ops)
}

// uploads: importing writes the workspace's evidence. People of the workspace import; nobody
// else does. A member adds evidence but is not an owner: re-importing the owner's source with
// one record would tombstone every other document of it (what deleteSource, owner only, does)
// and rewrite the ones it names.
func (fx *a21) uploads(t *testing.T) {
	plant := func(owner string) string {
		return `{"id":"ENG-7","title":"ENG-7 Rotate the signing key","body":"Owner: ` + owner + `\nStatus: Done\nNothing left to do.","author":"Bob <bob@payco.example>","createdAt":"2026-11-19T09:00:00Z","metadata":{"kind":"ticket"}}` + "\n"
	}
	planted, byMember := plant("Agent Smith"), plant("Bob Member")
	fresh := `{"id":"N-1","title":"Member notes","body":"Notes from the member.","author":"Bob <bob@payco.example>","createdAt":"2026-11-19T09:00:00Z"}` + "\n"
	byName := map[string]a21Actor{}
	for _, a := range fx.actors() {
		byName[a.name] = a
	}
	cases := []struct {
		name   string
		a      a21Actor
		source string
		body   string
		want   a21Want
	}{
		// First, while the Tracker is still alice's own: a member re-imports it with one record.
		{"member over the owner's source", byName["member"], "Tracker", byMember, wForbid},
		{"anonymous", byName["anonymous"], "Tracker", planted, wUnauth},
		{"public", byName["public"], "Tracker", planted, wForbid},
		{"agent token", a21Actor{"agent", fx.URL, map[string]string{"Authorization": "Bearer " + fx.tok["agent"]}}, "Tracker", planted, wUnauth},
		{"oauth token", a21Actor{"agent", fx.URL, map[string]string{"Authorization": "Bearer " + fx.tok["oauthClientAud"]}}, "Tracker", planted, wUnauth},
		{"widget key", a21Actor{"widget", fx.URL, map[string]string{"Authorization": "Bearer " + fx.tok["widget"]}}, "Tracker", planted, wUnauth},
		{"other (into its own Tracker)", byName["other"], "Tracker", planted, wOK},
		{"member, a new source", byName["member"], "Member notes", fresh, wWrite},
		{"owner, a new source", byName["owner"], "Owner upload", fresh, wWrite},
	}
	live := func(t *testing.T) int {
		var n int
		if err := fx.db.R.GetContext(context.Background(), &n, `SELECT count(*) FROM documents WHERE source_id = ? AND status != 'tombstoned'`, fx.id["tracker"]); err != nil {
			t.Fatal(err)
		}
		return n
	}
	for _, c := range cases {
		t.Run("importDocuments/"+c.name, func(t *testing.T) {
			before, liveBefore := fx.snapshot(t), live(t)
			r, sent := fx.upload(t, c.a, c.source, c.body)
			if n := live(t); n < liveBefore {
				t.Errorf("%d of the %d live documents of alice's Tracker were tombstoned by this import", liveBefore-n, liveBefore)
			}
			kind := c.a.name
			if kind == "member" || kind == "owner" {
				kind = "person"
			}
			fx.check(t, kind, c.want, r, sent, before)
		})
	}
}

// --- cursors ---

// cursors: a page cursor is an id. Another workspace's caller passing one of alice's gets what
// a made-up cursor gets: the same page (or the same refusal), never one that shows where her
// row sits.
func (fx *a21) cursors(t *testing.T) {
	rows := []struct {
		name, field, query, key string
		vars                    map[string]any
		callers                 []string
	}{
		{"sources", "sources", `query($after: String) { sources(first: 5, after: $after) { edges { node { id name } } pageInfo { hasNextPage } } }`, "tracker", nil, []string{"other", "public"}},
		{"documents", "documents", `query($after: String, $src: ID!) { documents(sourceId: $src, first: 5, after: $after) { edges { node { id } } } }`, "document", map[string]any{"src": fx.id["mSource"]}, []string{"other"}},
		{"ingestionJobs", "ingestionJobs", `query($after: String, $src: ID!) { ingestionJobs(sourceId: $src, first: 5, after: $after) { edges { node { id } } } }`, "job", map[string]any{"src": fx.id["mSource"]}, []string{"other"}},
		{"proofTests", "proofTests", `query($after: String) { proofTests(first: 5, after: $after) { edges { node { id } } } }`, "proof", nil, []string{"other"}},
		{"proposals", "proposals", `query($after: String) { proposals(first: 5, after: $after) { edges { node { id } } } }`, "proposal", nil, []string{"other"}},
		{"answers", "answers", `query($after: String) { answers(first: 5, after: $after) { edges { node { id } } } }`, "answer", nil, []string{"other", "public"}},
	}
	byName := map[string]a21Actor{}
	for _, a := range fx.actors() {
		byName[a.name] = a
	}
	for _, row := range rows {
		for _, who := range row.callers {
			t.Run(row.name+"/"+who, func(t *testing.T) {
				a := byName[who]
				real, fake := fx.id[row.key], a21MadeUp(fx.id[row.key])
				vars := func(id string) map[string]any {
					v := map[string]any{"after": page.EncodeCursor(id)}
					for k, x := range row.vars {
						v[k] = x
					}
					return v
				}
				before := fx.snapshot(t)
				r, sent := fx.gql(t, a, row.field, row.query, vars(real))
				fx.check(t, who, wEither, r, sent, before)
				r2, _ := fx.gql(t, a, row.field, row.query, vars(fake))
				if d := a21Same(r, r2, page.EncodeCursor(real), page.EncodeCursor(fake)); d != "" {
					t.Error(d)
				}
				if r.code == "" && r2.code == "" && strings.ReplaceAll(r.body, page.EncodeCursor(real), "") != strings.ReplaceAll(r2.body, page.EncodeCursor(fake), "") {
					t.Errorf("the page after alice's cursor differs from the page after a made-up one:\n%s\n%s", r.body, r2.body)
				}
			})
		}
	}
}

// --- oversized and duplicated arguments on the administrative mutations ---

// oversized: the member's session is refused before any argument is read, however large or
// repeated; the owner gets an answer or a typed refusal, never a server error, and a list
// naming one thing several times stores it once.
func (fx *a21) oversized(t *testing.T) {
	many := func(n int, f func(i int) string) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = f(i)
		}
		return out
	}
	big := strings.Repeat("n", 300_000)
	type mut struct {
		name, field, query string
		vars               map[string]any
		// stored, when set, reads back what the owner's call stored and says what is wrong.
		stored func(t *testing.T) string
	}
	muts := []mut{
		{"setTeamDomains 20000 domains", "setTeamDomains", `mutation($d: [String!]!) { setTeamDomains(input: {domains: $d}) { teamDomains } }`,
			map[string]any{"d": many(20_000, func(i int) string { return fmt.Sprintf("d%d.payco-partner.example", i) })}, nil},
		{"setTeamDomains duplicated", "setTeamDomains", `mutation($d: [String!]!) { setTeamDomains(input: {domains: $d}) { teamDomains } }`,
			map[string]any{"d": []string{"payco.example", "PAYCO.example", "payco.example", "payco.example"}},
			func(t *testing.T) string {
				var n int
				_ = fx.db.R.GetContext(context.Background(), &n, `SELECT count(*) FROM workspace_team_domains WHERE workspace_id = ?`, fx.id["workspace"])
				if n > 1 {
					return fmt.Sprintf("%d rows stored for one domain", n)
				}
				return ""
			}},
		{"createWidgetKey 5000 origins", "createWidgetKey", `mutation($o: [String!]!) { createWidgetKey(input: {allowedOrigins: $o}) { widgetKey { id } } }`,
			map[string]any{"o": many(5_000, func(i int) string { return fmt.Sprintf("https://s%d.shop.example", i) })}, nil},
		{"createWidgetKey duplicated origins", "createWidgetKey", `mutation($o: [String!]!) { createWidgetKey(input: {allowedOrigins: $o}) { widgetKey { id allowedOrigins } } }`,
			map[string]any{"o": []string{"https://dup.example", "https://dup.example/", "HTTPS://DUP.EXAMPLE"}},
			func(t *testing.T) string {
				var origins []string
				_ = fx.db.R.SelectContext(context.Background(), &origins, `SELECT allowed_origins FROM widget_keys WHERE workspace_id = ? AND allowed_origins LIKE '%dup.example%'`, fx.id["workspace"])
				for _, o := range origins {
					if strings.Count(strings.ToLower(o), "dup.example") > 1 {
						return "stored " + o
					}
				}
				return ""
			}},
		{"createMcpToken 300 KB name", "createMcpToken", `mutation($n: String!) { createMcpToken(input: {name: $n, scopes: [READ]}) { mcpToken { id } } }`,
			map[string]any{"n": big},
			func(t *testing.T) string {
				var n int
				_ = fx.db.R.GetContext(context.Background(), &n, `SELECT coalesce(max(length(name)), 0) FROM mcp_tokens WHERE workspace_id = ?`, fx.id["workspace"])
				if n > 1000 {
					return fmt.Sprintf("a %d-character token name stored", n)
				}
				return ""
			}},
		{"createMcpToken duplicated scopes", "createMcpToken", `mutation { createMcpToken(input: {name: "dup", scopes: [READ, READ, PROPOSE, READ, PROPOSE]}) { mcpToken { id scopes } } }`, nil,
			func(t *testing.T) string {
				var scopes []string
				_ = fx.db.R.SelectContext(context.Background(), &scopes, `SELECT scopes FROM mcp_tokens WHERE workspace_id = ? AND name = 'dup'`, fx.id["workspace"])
				for _, s := range scopes {
					if strings.Count(s, "read") > 1 {
						return "stored scopes " + s
					}
				}
				return ""
			}},
		{"renameSource 300 KB name", "renameSource", `mutation($id: ID!, $n: String!) { renameSource(id: $id, name: $n) { id } }`,
			map[string]any{"id": fx.id["tracker"], "n": big}, nil},
		{"registerKnowledgeProvider 300 KB name", "registerKnowledgeProvider", `mutation($n: String!, $u: String!) { registerKnowledgeProvider(input: {name: $n, baseUrl: $u, exposureProfile: AGENT_ONLY, allowPrivateNetwork: true}) { secret } }`,
			map[string]any{"n": big, "u": fx.id["registerURL"]}, nil},
		{"renameSource duplicated argument", "renameSource", `mutation($a: ID!, $b: ID!) { renameSource(id: $a, id: $b, name: "Twice") { id } }`,
			map[string]any{"a": fx.id["mSource"], "b": fx.id["tracker"]}, nil},
		{"setTeamDomains duplicated input field", "setTeamDomains", `mutation { setTeamDomains(input: {domains: ["payco.example"], domains: ["attacker.example"]}) { teamDomains } }`, nil, nil},
		{"revokeMcpToken aliased 50 times", "a0", `mutation($id: ID!) { ` + strings.Join(many(50, func(i int) string { return fmt.Sprintf("a%d: revokeMcpToken(id: $id) { id }", i) }), " ") + ` }`,
			map[string]any{"id": fx.id["reader"]}, nil},
	}
	member := fx.actors()[3]
	owner := fx.actors()[4]
	for _, m := range muts {
		t.Run(m.name+"/member", func(t *testing.T) {
			before := fx.snapshot(t)
			r, sent := fx.gql(t, member, m.field, m.query, m.vars)
			fx.check(t, "person", a21Want{code: a21Refused}, r, sent, before)
		})
		t.Run(m.name+"/owner", func(t *testing.T) {
			r, _ := fx.gql(t, owner, m.field, m.query, m.vars)
			if r.status >= 500 || r.code == "INTERNAL" || r.code == "NO_CODE" || strings.HasPrefix(r.code, "HTTP_") {
				t.Errorf("want an answer or a typed refusal, got %d %s %.300s", r.status, r.code, r.body)
			}
			t.Logf("owner: %d %q %.160q", r.status, r.code, r.msg)
			if m.stored != nil && r.code == "" {
				if p := m.stored(t); p != "" {
					t.Errorf("accepted and %s", p)
				}
			}
		})
	}
	// The same administrative mutation with its variables named twice in the JSON body: the
	// member is refused whichever is read.
	t.Run("deleteSource duplicated JSON variable/member", func(t *testing.T) {
		body := fmt.Sprintf(`{"query": "mutation($id: ID!) { deleteSource(id: $id) { id } }", "variables": {"id": %q, "id": %q}}`, fx.id["mSource"], fx.id["tracker"])
		before := fx.snapshot(t)
		r := fx.gqlRaw(t, member, "deleteSource", []byte(body))
		fx.check(t, "person", a21Want{code: a21Refused}, r, body, before)
	})
}
