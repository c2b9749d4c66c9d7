package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/server"
)

// visitorPost sends one GraphQL operation with c (a browser with its own cookie jar, or none)
// and returns the response's headers beside the decoded body.
func visitorPost(t *testing.T, c *http.Client, base, query string, vars map[string]any, cookie *http.Cookie) (http.Header, gqlResponse) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequestWithContext(context.Background(), http.MethodPost, base+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if cookie != nil {
		req.AddCookie(cookie)
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var out gqlResponse
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("response %q: %v", raw, err)
	}
	return resp.Header, out
}

// visitorCookie returns the visitor cookie a response set, or nil.
func visitorCookie(h http.Header) *http.Cookie {
	for _, c := range (&http.Response{Header: h}).Cookies() {
		if strings.HasSuffix(c.Name, "qp_visitor") {
			return c
		}
	}
	return nil
}

// visitorAsk asks q as the visitor c and returns the answer's public reference.
func visitorAsk(t *testing.T, c *http.Client, base, q string) string {
	t.Helper()
	_, r := visitorPost(t, c, base, `mutation($q: String!) { ask(input: { question: $q }) { id question } }`, map[string]any{"q": q}, nil)
	var d struct{ Ask struct{ ID, Question string } }
	if err := json.Unmarshal(r.Data, &d); err != nil || len(r.Errors) > 0 || d.Ask.ID == "" {
		t.Fatalf("ask %q: %s %+v", q, r.Data, r.Errors)
	}
	return d.Ask.ID
}

const historyQuery = `query($id: ID!) { answers(first: 50) { edges { node { id question } } } answer(id: $id) { id question } }`

// TestPublicHistoryIsPerVisitor is issue #16 item 9 as requests: all public visitors shared one
// History, so one visitor read another's questions. Each visitor now gets an unguessable
// browser-scoped reference (an HttpOnly, SameSite=Lax cookie) and sees only its own answers.
func TestPublicHistoryIsPerVisitor(t *testing.T) {
	owner, public := demoServers(t)
	alice, bob := browser(t), browser(t)
	const aliceQ, bobQ = "Alice asks: who owns ENG-101 and when is it due?", "Bob asks: when is ENG-136 due?"

	// The first request of a browser gets the visitor cookie.
	h, r := visitorPost(t, alice, public.URL, `{ viewer { actorKind } }`, nil, nil)
	ck := visitorCookie(h)
	if len(r.Errors) > 0 || ck == nil {
		t.Fatalf("first public request: %+v, Set-Cookie %q; want a visitor cookie", r.Errors, h.Values("Set-Cookie"))
	}
	if !ck.HttpOnly || ck.SameSite != http.SameSiteLaxMode || ck.Path != "/" || len(ck.Value) < 40 {
		t.Errorf("visitor cookie = %+v, want HttpOnly, SameSite=Lax, Path=/ and a long random value", ck)
	}
	aliceRef := visitorAsk(t, alice, public.URL, aliceQ)
	bobRef := visitorAsk(t, bob, public.URL, bobQ)

	history := func(c *http.Client, id string, cookie *http.Cookie) (string, gqlResponse) {
		_, r := visitorPost(t, c, public.URL, historyQuery, map[string]any{"id": id}, cookie)
		return string(r.Data), r
	}
	// Each visitor sees its own question and not the other's.
	if data, r := history(alice, aliceRef, nil); !strings.Contains(data, aliceQ) || strings.Contains(data, bobQ) || len(r.Errors) > 0 {
		t.Errorf("Alice's History = %s %+v, want her question only", data, r.Errors)
	}
	variants := []struct {
		name   string
		client *http.Client
		id     string
		cookie *http.Cookie
		hidden string
	}{
		{"Bob lists History and opens Alice's answer by its reference", bob, aliceRef, nil, aliceQ},
		{"Alice opens Bob's answer by its reference", alice, bobRef, nil, bobQ},
		{"a client without the cookie", http.DefaultClient, aliceRef, nil, aliceQ},
		{"a client without the cookie, Bob's answer", http.DefaultClient, bobRef, nil, bobQ},
		{"a forged, well-formed visitor cookie", http.DefaultClient, aliceRef, &http.Cookie{Name: ck.Name, Value: "v1." + strings.Repeat("A", 43)}, aliceQ},
		{"a visitor cookie that is not one", http.DefaultClient, aliceRef, &http.Cookie{Name: ck.Name, Value: "user:public-access"}, aliceQ},
		{"an empty visitor cookie", http.DefaultClient, bobRef, &http.Cookie{Name: ck.Name, Value: ""}, bobQ},
	}
	for _, v := range variants {
		data, r := history(v.client, v.id, v.cookie)
		if strings.Contains(data, v.hidden) {
			t.Errorf("%s: History shows another visitor's question: %s", v.name, data)
		}
		if code(r) != "NOT_FOUND" {
			t.Errorf("%s: answer(id) = %s %+v, want NOT_FOUND", v.name, data, r.Errors)
		}
	}
	if data, _ := history(bob, bobRef, nil); !strings.Contains(data, bobQ) {
		t.Errorf("Bob's History = %s, want his question", data)
	}
	// The demo workspace's owner still sees every question asked in it, visitors' included.
	_, r = owner.graphql(t, `{ answers(first: 50) { edges { node { question } } } }`, nil)
	if data := string(r.Data); !strings.Contains(data, aliceQ) || !strings.Contains(data, bobQ) {
		t.Errorf("owner's History = %s, want both visitors' questions", data)
	}
}

// TestVisitorCookieIsSecureInProduction: in production the visitor cookie carries Secure and
// the __Host- prefix, like the session cookie.
func TestVisitorCookieIsSecureInProduction(t *testing.T) {
	_, public := demoServers(t)
	e, err := engine.New(public.db, enginetest.Logger(), engine.Options{Production: true, PublicWorkspaceID: publicWorkspace(t, public)})
	if err != nil {
		t.Fatal(err)
	}
	prod := serveEngine(t, e, public.db, server.Options{Production: true})
	h, r := visitorPost(t, http.DefaultClient, prod.URL, `{ viewer { actorKind } }`, nil, nil)
	ck := visitorCookie(h)
	if len(r.Errors) > 0 || ck == nil || ck.Name != "__Host-qp_visitor" || !ck.Secure || !ck.HttpOnly || ck.SameSite != http.SameSiteLaxMode {
		t.Fatalf("production visitor cookie = %+v (%+v)", ck, r.Errors)
	}
}

// publicWorkspace reads the public demo's workspace id from the database behind f.
func publicWorkspace(t *testing.T, f *fixture) string {
	t.Helper()
	var id string
	if err := f.db.R.GetContext(context.Background(), &id, `SELECT workspace_id FROM memberships WHERE principal = 'user:public-access'`); err != nil {
		t.Fatal(err)
	}
	return id
}
