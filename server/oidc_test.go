package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/openid/openidtest"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/server"
)

// oidcFixture is a QueueProof server configured with a real OpenID provider on loopback.
type oidcFixture struct {
	*httptest.Server
	idp *openidtest.Provider
	db  *store.DB
}

func newOIDCFixture(t *testing.T, opts engine.Options, sopts server.Options) *oidcFixture {
	t.Helper()
	idp := openidtest.Start(t)
	ts := httptest.NewUnstartedServer(nil)
	base := "http://" + ts.Listener.Addr().String()
	opts.OIDC = idp.Config(base + "/auth/callback")
	e, db := enginetest.New(t, opts)
	sopts.Frontend = testApp
	sopts.BaseURL = base
	srv, err := server.New(e, enginetest.Logger(), sopts)
	if err != nil {
		t.Fatal(err)
	}
	ts.Config.Handler = srv
	ts.Start()
	t.Cleanup(ts.Close)
	return &oidcFixture{Server: ts, idp: idp, db: db}
}

// browser is an HTTP client with a cookie jar that does not follow redirects, so each hop of
// the code flow is checked.
func browser(t *testing.T) *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

func mustGet(t *testing.T, c *http.Client, u string) *http.Response {
	t.Helper()
	resp, err := c.Get(u)
	if err != nil {
		t.Fatalf("GET %s: %v", u, err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp
}

// signIn runs login -> provider -> callback and returns the callback's response.
func (f *oidcFixture) signIn(t *testing.T, c *http.Client) *http.Response {
	t.Helper()
	resp := mustGet(t, c, f.URL+"/auth/login?return_to=/today")
	if resp.StatusCode != http.StatusFound {
		t.Fatalf("login = %d, want 302", resp.StatusCode)
	}
	authURL, _ := url.Parse(resp.Header.Get("Location"))
	q := authURL.Query()
	if !strings.HasPrefix(authURL.String(), f.idp.AuthorizationEndpoint()) || q.Get("code_challenge_method") != "S256" ||
		q.Get("code_challenge") == "" || q.Get("nonce") == "" || q.Get("state") == "" || q.Get("redirect_uri") != f.URL+"/auth/callback" {
		t.Fatalf("login redirects to %s; want the provider with state, nonce and an S256 PKCE challenge", authURL)
	}
	resp = mustGet(t, c, authURL.String())
	cb := resp.Header.Get("Location")
	if resp.StatusCode != http.StatusFound || !strings.HasPrefix(cb, f.URL+"/auth/callback?") {
		t.Fatalf("provider = %d to %q, want a redirect to our callback", resp.StatusCode, cb)
	}
	resp, err := c.Get(cb)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, resp.Body)
	return resp
}

func viewerWith(t *testing.T, c *http.Client, base string, header map[string]string) (int, gqlResponse) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": `{ viewer { actorKind role workspace { id name } } }`})
	req, _ := http.NewRequestWithContext(context.Background(), http.MethodPost, base+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out gqlResponse
	raw, _ := io.ReadAll(resp.Body)
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("viewer response %q: %v", raw, err)
	}
	return resp.StatusCode, out
}

type viewerData struct {
	Viewer struct {
		ActorKind, Role string
		Workspace       struct {
			ID   *string
			Name string
		}
	}
}

func decodeViewer(t *testing.T, r gqlResponse) viewerData {
	t.Helper()
	var d viewerData
	if len(r.Errors) > 0 || json.Unmarshal(r.Data, &d) != nil {
		t.Fatalf("viewer = %s %+v", r.Data, r.Errors)
	}
	return d
}

func TestOIDCCodeFlow(t *testing.T) {
	f := newOIDCFixture(t, engine.Options{}, server.Options{})
	c := browser(t)
	resp := f.signIn(t, c)
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/today" {
		t.Fatalf("callback = %d to %q, want 303 to /today", resp.StatusCode, resp.Header.Get("Location"))
	}
	var session *http.Cookie
	for _, ck := range resp.Cookies() {
		if ck.Name == "qp_session" {
			session = ck
		}
	}
	if session == nil || !session.HttpOnly || session.SameSite != http.SameSiteLaxMode || session.Path != "/" || session.Value == "" {
		t.Fatalf("session cookie = %+v, want HttpOnly, SameSite=Lax, Path=/", session)
	}
	// The cookie is a random reference, not the token or the subject.
	if strings.Count(session.Value, ".") > 0 || strings.Contains(session.Value, "1234567890") {
		t.Fatalf("session cookie %q carries data", session.Value)
	}
	_, r := viewerWith(t, c, f.URL, nil)
	d := decodeViewer(t, r)
	if d.Viewer.ActorKind != "OIDC" || d.Viewer.Role != "OWNER" || d.Viewer.Workspace.ID == nil {
		t.Fatalf("viewer = %+v, want OIDC OWNER with a workspace", d.Viewer)
	}
	// The workspace belongs to issuer + sub (mockoidc's default user's sub is 1234567890).
	var subject string
	if err := f.db.R.GetContext(context.Background(), &subject, `SELECT personal_subject FROM workspaces WHERE id = ?`, *d.Viewer.Workspace.ID); err != nil {
		t.Fatal(err)
	}
	if want := "oidc:" + f.idp.Issuer() + "#1234567890"; subject != want {
		t.Fatalf("workspace subject = %q, want %q", subject, want)
	}

	// A second sign-in of the same subject lands in the same workspace.
	c2 := browser(t)
	f.signIn(t, c2)
	_, r = viewerWith(t, c2, f.URL, nil)
	if d2 := decodeViewer(t, r); *d2.Viewer.Workspace.ID != *d.Viewer.Workspace.ID {
		t.Fatalf("second sign-in workspace %v, want %v", *d2.Viewer.Workspace.ID, *d.Viewer.Workspace.ID)
	}

	// Logout revokes the server-side session: the old cookie value no longer works.
	req, _ := http.NewRequest(http.MethodPost, f.URL+"/auth/logout", nil)
	req.Header.Set("Origin", f.URL)
	lo, err := c.Do(req)
	if err != nil || lo.StatusCode != http.StatusSeeOther {
		t.Fatalf("logout = %v %v", lo, err)
	}
	lo.Body.Close()
	status, r := viewerWith(t, http.DefaultClient, f.URL, map[string]string{"Cookie": "qp_session=" + session.Value})
	if status != http.StatusUnauthorized || code(r) != "UNAUTHENTICATED" {
		t.Fatalf("viewer with a revoked session = %d %s, want 401 UNAUTHENTICATED", status, code(r))
	}
}

func TestOIDCCallbackRefusesForgedIDTokens(t *testing.T) {
	f := newOIDCFixture(t, engine.Options{}, server.Options{})
	attacks := append(f.idp.Attacks(), openidtest.Attack{Name: "wrong nonce", Forge: func(t testing.TB, valid string) string {
		c := openidtest.Payload(t, valid)
		c["nonce"] = "not-the-nonce-we-sent"
		return f.idp.Sign(t, c)
	}})
	for _, atk := range attacks {
		t.Run(atk.Name, func(t *testing.T) {
			f.idp.RewriteIDToken(func(tok string) string { return atk.Forge(t, tok) })
			defer f.idp.RewriteIDToken(nil)
			c := browser(t)
			resp := f.signIn(t, c)
			if resp.StatusCode != http.StatusUnauthorized {
				t.Fatalf("callback = %d, want 401", resp.StatusCode)
			}
			for _, ck := range resp.Cookies() {
				if ck.Name == "qp_session" && ck.Value != "" {
					t.Fatalf("callback set a session cookie for a forged token")
				}
			}
		})
	}
	// The same rewriting path with the token left intact signs in: the refusals above were
	// about the tokens, not the rewriting.
	f.idp.RewriteIDToken(func(tok string) string { return tok })
	if resp := f.signIn(t, browser(t)); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("callback with the intact token = %d, want 303", resp.StatusCode)
	}
}

func TestOIDCCallbackRefusesAnotherBrowsersState(t *testing.T) {
	f := newOIDCFixture(t, engine.Options{}, server.Options{})
	victim, attacker := browser(t), browser(t)
	resp := mustGet(t, attacker, f.URL+"/auth/login")
	resp = mustGet(t, attacker, resp.Header.Get("Location"))
	cb := resp.Header.Get("Location")
	// Login CSRF: the attacker's callback URL opened in the victim's browser.
	resp = mustGet(t, victim, cb)
	if resp.StatusCode != http.StatusUnauthorized {
		t.Fatalf("callback without the login cookie = %d, want 401", resp.StatusCode)
	}
	// Replaying a used callback finds nothing.
	resp = mustGet(t, attacker, cb)
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("first callback = %d, want 303", resp.StatusCode)
	}
}

func TestBearerJWT(t *testing.T) {
	f := newOIDCFixture(t, engine.Options{}, server.Options{})
	good := f.idp.Token(t, "api-client")
	_, r := viewerWith(t, http.DefaultClient, f.URL, map[string]string{"Authorization": "Bearer " + good})
	if d := decodeViewer(t, r); d.Viewer.ActorKind != "OIDC" || d.Viewer.Role != "OWNER" {
		t.Fatalf("viewer = %+v, want OIDC OWNER", d.Viewer)
	}
	for _, atk := range f.idp.Attacks() {
		t.Run(atk.Name, func(t *testing.T) {
			status, r := viewerWith(t, http.DefaultClient, f.URL, map[string]string{"Authorization": "Bearer " + atk.Forge(t, good)})
			if status != http.StatusUnauthorized || code(r) != "UNAUTHENTICATED" {
				t.Fatalf("viewer = %d %s, want 401 UNAUTHENTICATED", status, code(r))
			}
		})
	}
}

func gql(t *testing.T, c *http.Client, base, query string, header map[string]string) (int, gqlResponse) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query})
	req, _ := http.NewRequestWithContext(context.Background(), http.MethodPost, base+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out gqlResponse
	raw, _ := io.ReadAll(resp.Body)
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("response %q: %v", raw, err)
	}
	return resp.StatusCode, out
}

func TestRevokeSessionsSignsOutEverywhere(t *testing.T) {
	f := newOIDCFixture(t, engine.Options{}, server.Options{})
	laptop, phone := browser(t), browser(t)
	f.signIn(t, laptop)
	f.signIn(t, phone)
	_, r := gql(t, phone, f.URL, `mutation { revokeSessions }`, map[string]string{"Origin": f.URL})
	if len(r.Errors) > 0 || string(r.Data) != `{"revokeSessions":2}` {
		t.Fatalf("revokeSessions = %s %+v, want 2", r.Data, r.Errors)
	}
	for name, c := range map[string]*http.Client{"laptop": laptop, "phone": phone} {
		if status, r := viewerWith(t, c, f.URL, nil); status != http.StatusUnauthorized || code(r) != "UNAUTHENTICATED" {
			t.Fatalf("%s after revokeSessions: %d %s, want 401 UNAUTHENTICATED", name, status, code(r))
		}
	}
}

func TestRevokeSessionsForbiddenToThePublicActor(t *testing.T) {
	f := newFixture(t, engine.Options{PublicWorkspaceID: "ws_demo"}, server.Options{})
	mustExec(t, f.db, `INSERT INTO workspaces (id, name, created_at) VALUES ('ws_demo', 'Demo', '2026-01-01T00:00:00Z')`)
	mustExec(t, f.db, `INSERT INTO memberships (workspace_id, principal, role, created_at) VALUES ('ws_demo', 'user:public-access', 'public-access', '2026-01-01T00:00:00Z')`)
	_, r := gql(t, http.DefaultClient, f.URL, `mutation { revokeSessions }`, nil)
	if code(r) != "FORBIDDEN" {
		t.Fatalf("revokeSessions as the public actor = %s %+v, want FORBIDDEN", r.Data, r.Errors)
	}
}
