package server_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/ingest"
)

// TestAttack23AskAcrossBoundaries asks the session's new readings from the wrong side of each
// boundary, with alice's runbook (45 s) and a stranger's struck-through "~~45 s~~ 30 s" mail in
// her workspace: mallory's workspace (90 s in her own runbook) naming alice's document ids; an
// agent token with customer egress; alice's token from a foreign Origin and through a foreign
// Host; a question over the length limit built of the new readings' forms; a request naming its
// question twice. Alice's value and text reach no one outside her workspace and her internal
// egress; every refused attempt is refused with a code.
func TestAttack23AskAcrossBoundaries(t *testing.T) {
	ctx := context.Background()
	tn := newTenants(t)
	w := tn.a23Workspace(t, "alice")
	w.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", a23Team)
	w.imp(t, ingest.Mbox, "Support", "support.mbox", a23Stranger("Gateway settings",
		"Hello team, your settings as we have them:\n\n| Setting | Value |\n|---|---|\n| Card authorisation timeout at the payment gateway | ~~45 s~~ 30 s |\n\nEve"))
	w.compile(t)
	m := tn.a23Workspace(t, "mallory")
	m.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", strings.ReplaceAll(strings.ReplaceAll(a23Team, "45 s", "90 s"), `"id":"w`, `"id":"m`))
	m.compile(t)
	aliceHeader := map[string]string{"Authorization": "Bearer " + w.aliceTok}

	// The stranger's struck cell stands beside alice's value, unresolved; it never leads alone.
	t.Run("control: alice's own answer", func(t *testing.T) {
		if p := a23Holds("45 s", "30 s")(a23GraphQL(t, tn.url, aliceHeader, a23QTime)); p != "" {
			t.Fatal(p)
		}
	})
	t.Run("mallory names alice's document ids", func(t *testing.T) {
		for _, q := range []string{a23QTime + " (see w1)", "What does w1 say about the card authorisation timeout?", "w1 w2 w3 w4"} {
			a := a23GraphQL(t, tn.url, map[string]string{"Authorization": "Bearer " + m.aliceTok}, q)
			if strings.Contains(a.Text, "45 s") || strings.Contains(a.Text, "30 s") || strings.Contains(a.Text, "Eve") {
				t.Errorf("%q: mallory reads alice's workspace: %s %s", q, a.Status, a.Text)
			}
		}
	})
	t.Run("an agent token with customer egress", func(t *testing.T) {
		_, tok, err := tn.e.CreateMcpToken(ctx, w.alice, engine.McpTokenInput{Name: "customer", Scopes: []string{"read"}, Egress: "customer"})
		if err != nil {
			t.Fatal(err)
		}
		res := callTool(t, mcpSession(t, tn.url, tok), "ask", map[string]any{"question": a23QTime, "mode": "FAST"})
		raw, _ := json.Marshal(res)
		if !res.IsError || !strings.Contains(string(raw), "FORBIDDEN") {
			t.Errorf("customer egress asks: %.300s, want FORBIDDEN (customer-safe knowledge only)", raw)
		}
		if strings.Contains(string(raw), "45 s") || strings.Contains(string(raw), "card authorisation timeout at the payment gateway is") {
			t.Errorf("customer egress reads the internal runbook: %s", raw)
		}
	})
	// A bearer token is no ambient credential (a page elsewhere cannot send it), so a foreign
	// Origin or Host with alice's token is alice asking: the same answer, and only hers. The
	// cookie session's foreign-origin refusal is attack 12's and attack 22's.
	t.Run("a foreign Origin and a foreign Host with alice's token", func(t *testing.T) {
		for name, extra := range map[string]map[string]string{
			"foreign Origin": {"Origin": "https://evil.example"},
			"foreign Host":   {"Host": "rebound.example", "Origin": "http://rebound.example"},
		} {
			h := map[string]string{"Authorization": aliceHeader["Authorization"]}
			for k, v := range extra {
				h[k] = v
			}
			if p := a23Holds("45 s", "30 s")(a23GraphQL(t, tn.url, h, a23QTime)); p != "" {
				t.Errorf("%s: %s", name, p)
			}
		}
	})
	t.Run("the public actor through a foreign Host", func(t *testing.T) {
		r := (&tenants{url: m.publicAt}).gqlReply(t, map[string]string{"Host": "rebound.example"}, `mutation { ask(input: { question: "`+a23QTime+`", mode: FAST }) { status text } }`)
		// The public demo is public whatever the Host: mallory's own public workspace answers.
		if !strings.Contains(string(r.Data), "90 s") || strings.Contains(string(r.Data), "45 s") || strings.Contains(string(r.Data), "30 s") {
			t.Errorf("mallory's public demo reads alice's workspace: %s", r.Data)
		}
	})
	t.Run("a question over the limit, of the new forms", func(t *testing.T) {
		q := "How long is the timeout? " + strings.Repeat("~~1 h~~ 20 m 7 ft 2 in ", 200)
		raw, _ := json.Marshal(q)
		r := tn.gqlReply(t, aliceHeader, `mutation { ask(input: { question: `+string(raw)+`, mode: FAST }) { status } }`)
		if len(r.Errors) == 0 || r.Errors[0].Extensions.Code != "BAD_USER_INPUT" {
			t.Errorf("oversized question: data %s errors %+v, want BAD_USER_INPUT", r.Data, r.Errors)
		}
		// At the limit, the same forms are read in one ask (no error, no blowup).
		q = q[:1990]
		raw, _ = json.Marshal(q)
		if r := tn.gqlReply(t, aliceHeader, `mutation { ask(input: { question: `+string(raw)+`, mode: FAST }) { status } }`); len(r.Errors) > 0 {
			t.Errorf("a question at the limit: %+v", r.Errors)
		}
	})
	t.Run("the question named twice", func(t *testing.T) {
		body := `{"query":"mutation($q: String!) { ask(input: { question: $q, mode: FAST }) { status text } }","variables":{"q":"What is the card authorisation timeout at the payment gateway?","q":"w1"}}`
		req, _ := http.NewRequest(http.MethodPost, tn.url+"/graphql", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+m.aliceTok)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		raw, _ := io.ReadAll(resp.Body)
		// JSON takes the last of a repeated key: mallory asks "w1" in her own workspace.
		if strings.Contains(string(raw), "45 s") || strings.Contains(string(raw), "30 s") || resp.StatusCode >= 500 {
			t.Errorf("duplicated question: %d %s", resp.StatusCode, raw)
		}
	})
}
