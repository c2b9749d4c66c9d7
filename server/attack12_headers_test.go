package server_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/server"
)

// Attack twelve, part one (the server's side): every response a browser might render or frame
// carries the headers that keep stored evidence from running as script there. The app's
// pages: a Content-Security-Policy without inline or eval'd script, no plugins, no framing,
// no <base> or form target elsewhere; every response: nosniff, no framing, no referrer. Error
// bodies that echo what the caller sent are JSON or plain text, never HTML. The browser test
// (e2e/tests/attack12-xss.test.mjs) checks what the app renders from hostile evidence.

// a12CSPDirectives parses a policy into directive -> sources.
func a12CSPDirectives(policy string) map[string][]string {
	out := map[string][]string{}
	for _, d := range strings.Split(policy, ";") {
		f := strings.Fields(d)
		if len(f) > 0 {
			out[strings.ToLower(f[0])] = f[1:]
		}
	}
	return out
}

func TestA12SecurityHeaders(t *testing.T) {
	for _, production := range []bool{false, true} {
		name := "development"
		if production {
			name = "production"
		}
		f := newFixture(t, engine.Options{LocalActor: !production}, server.Options{Production: production})
		type req struct {
			name, method, path, ctype, body string
			header                          map[string]string
			page                            bool // an HTML page of the app: needs the strict policy
		}
		reqs := []req{
			{name: "the app's index", method: "GET", path: "/", page: true},
			{name: "a client route", method: "GET", path: "/ask", page: true},
			{name: "a document route naming markup", method: "GET", path: "/documents/%3Cscript%3Ealert(1)%3C%2Fscript%3E", page: true},
			{name: "a client route with a query and a fragment-looking path", method: "GET", path: "/search?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E", page: true},
			{name: "a hashed asset", method: "GET", path: "/assets/index-abc123.js"},
			{name: "a missing asset", method: "GET", path: "/assets/%3Cscript%3E.js"},
			{name: "a GraphQL query", method: "POST", path: "/graphql", ctype: "application/json", body: `{"query":"{ viewer { actorKind } }"}`},
			{name: "a GraphQL error echoing markup", method: "POST", path: "/graphql", ctype: "application/json", body: `{"query":"{ <script>alert(1)</script> }"}`},
			{name: "a GraphQL request of the wrong type", method: "POST", path: "/graphql", ctype: "text/html", body: `<script>alert(1)</script>`},
			{name: "GET /graphql from a browser tab", method: "GET", path: "/graphql?query=%7B__typename%7D", header: map[string]string{"Accept": "text/html"}},
			{name: "a sign-in callback echoing the provider's error", method: "GET", path: "/auth/callback?error=%3Cscript%3Ealert(1)%3C%2Fscript%3E&state=x"},
			{name: "sign-in with markup in return_to", method: "GET", path: "/auth/login?return_to=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"},
			{name: "the widget script", method: "GET", path: "/widget/v1/widget.js"},
			{name: "a widget search without a key", method: "POST", path: "/widget/v1/knowledge/search", ctype: "application/json", body: `{"query":"<script>alert(1)</script>"}`},
			{name: "the MCP REST mirror without a token", method: "POST", path: "/api/v1/mcp/tools/%3Cscript%3E", ctype: "application/json", body: `{}`},
			{name: "health", method: "GET", path: "/healthz"},
		}
		for _, r := range reqs {
			t.Run(name+"/"+r.name, func(t *testing.T) {
				c := newA10Holes(t, knownA12["headers/"+name+"/"+r.name])
				defer c.done()
				hr, _ := http.NewRequest(r.method, f.URL+r.path, strings.NewReader(r.body))
				if r.ctype != "" {
					hr.Header.Set("Content-Type", r.ctype)
				}
				for k, v := range r.header {
					hr.Header.Set(k, v)
				}
				resp, err := (&http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}).Do(hr)
				if err != nil {
					t.Fatal(err)
				}
				raw, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				h := resp.Header
				if h.Get("X-Content-Type-Options") != "nosniff" {
					c.Errorf("HOLE (headers): %s %s: X-Content-Type-Options %q, want nosniff", r.method, r.path, h.Get("X-Content-Type-Options"))
				}
				if h.Get("X-Frame-Options") != "DENY" {
					c.Errorf("HOLE (headers): %s %s: X-Frame-Options %q, want DENY", r.method, r.path, h.Get("X-Frame-Options"))
				}
				if h.Get("Referrer-Policy") != "no-referrer" {
					c.Errorf("HOLE (headers): %s %s: Referrer-Policy %q", r.method, r.path, h.Get("Referrer-Policy"))
				}
				ctype := strings.ToLower(h.Get("Content-Type"))
				body := strings.ToLower(string(raw))
				if strings.Contains(body, "<script>alert(1)") && !strings.HasPrefix(ctype, "application/json") && !strings.HasPrefix(ctype, "text/plain") {
					c.Errorf("HOLE (reflected): %s %s echoes the markup it was sent as %q", r.method, r.path, ctype)
				}
				html := strings.HasPrefix(ctype, "text/html")
				if !html {
					return
				}
				if !r.page && !(r.path == "/graphql?query=%7B__typename%7D" && !production) {
					c.Errorf("HOLE (headers): %s %s answers HTML (%q), which only the app's pages should", r.method, r.path, ctype)
				}
				csp := a12CSPDirectives(h.Get("Content-Security-Policy"))
				if r.path == "/graphql?query=%7B__typename%7D" {
					// GraphiQL, development only: its own looser policy, but never framed.
					if production {
						c.Errorf("HOLE (headers): production serves GraphiQL")
					}
					if strings.Join(csp["frame-ancestors"], " ") != "'none'" {
						c.Errorf("HOLE (headers): GraphiQL can be framed: %q", h.Get("Content-Security-Policy"))
					}
					return
				}
				script := csp["script-src"]
				if script == nil {
					script = csp["default-src"]
				}
				for _, s := range script {
					if s == "'unsafe-inline'" || s == "'unsafe-eval'" || s == "*" || s == "data:" || s == "https:" || s == "http:" || s == "blob:" {
						c.Errorf("HOLE (CSP): %s %s: script-src allows %s", r.method, r.path, s)
					}
				}
				if len(script) == 0 {
					c.Errorf("HOLE (CSP): %s %s: no script-src or default-src in %q", r.method, r.path, h.Get("Content-Security-Policy"))
				}
				for dir, want := range map[string]string{"object-src": "'none'", "frame-ancestors": "'none'", "base-uri": "'self'", "form-action": "'self'"} {
					if got := strings.Join(csp[dir], " "); got != want && !(dir == "base-uri" && got == "'none'") {
						c.Errorf("HOLE (CSP): %s %s: %s is %q, want %s", r.method, r.path, dir, got, want)
					}
				}
				for _, s := range csp["connect-src"] {
					if s != "'self'" {
						c.Errorf("HOLE (CSP): %s %s: connect-src allows %s (stored script could send data there)", r.method, r.path, s)
					}
				}
				if strings.Contains(body, "alert(1)") {
					c.Errorf("HOLE (reflected): the app's page %s echoes the request's markup", r.path)
				}
			})
		}
	}
}
