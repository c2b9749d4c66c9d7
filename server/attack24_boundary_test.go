package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/ingest"
)

// TestAttack24HeadsAcrossBoundaries asks the session's head reading (Evidence.Head, f8b0afb)
// from the wrong side of each boundary. Alice and mallory each own a workspace holding the same
// sources by name ("Wiki", "Wiki v2"), the same external ids and the same titles: the runbook
// (45 s) and a long second page "w9" whose later chunk states the timeout. Mallory's page head
// notes the change ("v2 of the gateway settings. Changed: …") and states 90 s; alice's head
// notes nothing, names an owner no other text holds (the marker), and states 60 s. Mallory's
// head must never explain alice's passage (alice's answer stays UNRESOLVED, never "replaced",
// never 90 s); alice's head text is never shown on any path (it is no citation or claim) nor to
// mallory, the public actor of another workspace, an agent token with customer egress, a
// foreign Origin or Host; oversized and duplicated fields are refused with a code. Rows follow
// the a24Check convention (HOLE_: open, logged; closed_: holds). All held on f8b0afb: heads are
// read by document id in the asking workspace (index.Store.Heads) and document ids hash a
// source id no other workspace has; alice's stored answer read by mallory is NOT_FOUND.
func TestAttack24HeadsAcrossBoundaries(t *testing.T) {
	ctx := context.Background()
	const marker = "Zorbalink Quennet"
	headNote := "v2 of the gateway settings. Changed: the card authorisation timeout at the payment gateway."
	tn := newTenants(t)
	w := tn.a23Workspace(t, "alice")
	m := tn.a23Workspace(t, "mallory")
	page := func(head, value string) string {
		return a24Page("w9", "Payments runbook v2", strings.ReplaceAll(a24LongPage(head), "60 s", value), "2026-11-20T09:00:00Z")
	}
	w.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", a23Team)
	w.imp(t, ingest.JSONL, "Wiki v2", "wiki2.jsonl", page("Owner: "+marker+", payments desk", "60 s"))
	m.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", a23Team)
	m.imp(t, ingest.JSONL, "Wiki v2", "wiki2.jsonl", page(headNote, "90 s"))
	w.compile(t)
	m.compile(t)
	aliceHeader := map[string]string{"Authorization": "Bearer " + w.aliceTok}
	malloryHeader := map[string]string{"Authorization": "Bearer " + m.aliceTok}
	const fields = `id status text missingInformation claims { text } citations { id title excerpt author } disagreements { attribute resolution reason current { value } values { value } } retrievalTrace { factsNote synthesizerNote }`
	askRaw := func(t *testing.T, url string, header map[string]string, q string) (gqlReply, a23Answer) {
		t.Helper()
		raw, _ := json.Marshal(q)
		r := (&tenants{url: url}).gqlReply(t, header, `mutation { ask(input: { question: `+string(raw)+`, mode: FAST }) { `+fields+` } }`)
		var out struct{ Ask a23Answer }
		if len(r.Errors) == 0 {
			if err := json.Unmarshal(r.Data, &out); err != nil {
				t.Fatal(err)
			}
		}
		return r, out.Ask
	}

	t.Run("control: mallory's head explains her own later chunk", func(t *testing.T) {
		_, a := askRaw(t, tn.url, malloryHeader, a23QTime)
		a24Log(t, "mallory", a)
		if p := a24Superseded("90 s")(a); p != "" {
			t.Fatalf("%s: the rows below prove nothing", p)
		}
	})
	t.Run("closed_mallory's head, same source names, ids and titles, never explains alice's passage", func(t *testing.T) {
		_, all := w.ask(t, a23QTime)
		a23SamePaths(t, all)
		for path, a := range all {
			problem := ""
			switch {
			case a.supersededBy("60 s") || strings.Contains(a.Text, "replaced"):
				problem = "alice's 60 s is settled as replacing 45 s: " + a.lead()
			case strings.Contains(a.Text, "90 s"):
				problem = "mallory's 90 s reaches alice: " + a.lead()
			case !strings.Contains(a.Text, "60 s"):
				problem = "alice's later chunk is not read (the check proves nothing): " + a.lead()
			}
			a24Check(t, "closed_"+path, problem, a)
		}
	})
	t.Run("closed_alice's head text is shown on no path", func(t *testing.T) {
		problem := func(where, raw string) string {
			if strings.Contains(raw, marker) {
				return where + " shows the head text " + marker + ": " + raw
			}
			return ""
		}
		r, a := askRaw(t, tn.url, aliceHeader, a23QTime)
		a24Check(t, "closed_owner", problem("the owner's GraphQL answer", string(r.Data)), a)
		r, a = askRaw(t, tn.url, map[string]string{"Authorization": "Bearer " + w.bobTok}, a23QTime)
		a24Check(t, "closed_member", problem("the member's GraphQL answer", string(r.Data)), a)
		r, a = askRaw(t, w.publicAt, nil, a23QTime)
		a24Check(t, "closed_public actor", problem("the public actor's answer", string(r.Data)), a)
		res := callTool(t, mcpSession(t, tn.url, w.mcpToken), "ask", map[string]any{"question": a23QTime, "mode": "FAST"})
		raw, _ := json.Marshal(res)
		a24Check(t, "closed_mcp", problem("the MCP ask tool", string(raw)), a)
		rq, _ := json.Marshal(map[string]string{"question": a23QTime, "mode": "FAST"})
		_, body := rest(t, &fixture{Server: &httptest.Server{URL: tn.url}}, w.mcpToken, http.MethodPost, "/api/v1/mcp/tools/ask", string(rq))
		a24Check(t, "closed_rest", problem("the REST mirror", string(body)), a)
		// The answer as stored, read back by its id.
		r, a = askRaw(t, tn.url, aliceHeader, a23QTime)
		var id struct{ Ask struct{ ID string } }
		_ = json.Unmarshal(r.Data, &id)
		back := tn.gqlReply(t, aliceHeader, `query { answer(id: "`+id.Ask.ID+`") { `+fields+` } }`)
		a24Check(t, "closed_stored answer", problem("the stored answer", string(back.Data)), a)
		if !strings.Contains(string(back.Data), "60 s") {
			t.Errorf("alice reads her stored answer %q back as %s %+v: the check proves nothing", id.Ask.ID, back.Data, back.Errors)
		}
		// Mallory reads alice's answer by its id.
		stolen := tn.gqlReply(t, malloryHeader, `query { answer(id: "`+id.Ask.ID+`") { `+fields+` } }`)
		t.Logf("mallory reads alice's answer %s: %s %+v", id.Ask.ID, stolen.Data, stolen.Errors)
		leak := ""
		if strings.Contains(string(stolen.Data), "60 s") || strings.Contains(string(stolen.Data), marker) {
			leak = "mallory reads alice's answer by its id: " + string(stolen.Data)
		}
		a24Check(t, "closed_mallory reads alice's stored answer", leak, a)
	})
	t.Run("closed_mallory asks naming alice's page, its id, its owner", func(t *testing.T) {
		for _, q := range []string{a23QTime + " (see w9)", "What does Payments runbook v2 say about the card authorisation timeout?", "Who is " + marker + "?", "w9 " + marker} {
			r, a := askRaw(t, tn.url, malloryHeader, q)
			leak := ""
			if strings.Contains(string(r.Data), "60 s") || strings.Contains(string(r.Data), marker+",") || strings.Contains(string(r.Data), "payments desk") {
				leak = fmt.Sprintf("%q: mallory reads alice's workspace: %s", q, r.Data)
			}
			a24Check(t, "closed_"+q, leak, a)
		}
	})
	t.Run("closed_an agent token with customer egress", func(t *testing.T) {
		_, tok, err := tn.e.CreateMcpToken(ctx, w.alice, engine.McpTokenInput{Name: "customer", Scopes: []string{"read"}, Egress: "customer"})
		if err != nil {
			t.Fatal(err)
		}
		res := callTool(t, mcpSession(t, tn.url, tok), "ask", map[string]any{"question": a23QTime, "mode": "FAST"})
		raw, _ := json.Marshal(res)
		problem := ""
		switch {
		case strings.Contains(string(raw), marker) || strings.Contains(string(raw), "60 s"):
			problem = "customer egress reads the internal page: " + string(raw)
		case !res.IsError || !strings.Contains(string(raw), "FORBIDDEN"):
			problem = "customer egress asks: " + string(raw) + ", want FORBIDDEN"
		}
		a24Check(t, "closed_customer egress", problem, a23Answer{})
		rq, _ := json.Marshal(map[string]string{"question": a23QTime})
		resp, body := rest(t, &fixture{Server: &httptest.Server{URL: tn.url}}, tok, http.MethodPost, "/api/v1/mcp/tools/ask", string(rq))
		problem = ""
		if resp.StatusCode < 400 || strings.Contains(string(body), marker) || strings.Contains(string(body), "60 s") {
			problem = fmt.Sprintf("customer egress over REST = %d %s, want refused", resp.StatusCode, body)
		}
		a24Check(t, "closed_customer egress over REST", problem, a23Answer{})
	})
	t.Run("closed_a foreign Origin and Host with alice's token, the public actor through a foreign Host", func(t *testing.T) {
		for name, extra := range map[string]map[string]string{
			"foreign Origin": {"Origin": "https://evil.example"},
			"foreign Host":   {"Host": "rebound.example", "Origin": "http://rebound.example"},
		} {
			h := map[string]string{"Authorization": aliceHeader["Authorization"]}
			for k, v := range extra {
				h[k] = v
			}
			r, a := askRaw(t, tn.url, h, a23QTime)
			problem := ""
			if strings.Contains(string(r.Data), "90 s") || strings.Contains(string(r.Data), marker) || a.supersededBy("60 s") {
				problem = name + ": " + string(r.Data)
			}
			a24Check(t, "closed_"+name, problem, a)
		}
		r, a := askRaw(t, m.publicAt, map[string]string{"Host": "rebound.example"}, a23QTime)
		problem := ""
		if strings.Contains(string(r.Data), "60 s") || strings.Contains(string(r.Data), marker) || !strings.Contains(string(r.Data), "90 s") {
			problem = "mallory's public demo through a foreign Host: " + string(r.Data)
		}
		a24Check(t, "closed_public actor, foreign Host", problem, a)
	})
	t.Run("closed_oversized and duplicated fields", func(t *testing.T) {
		long := a23QTime + " " + strings.Repeat("v2 of this page. Changed: ", 80)
		raw, _ := json.Marshal(long)
		problem := ""
		if r := tn.gqlReply(t, aliceHeader, `mutation { ask(input: { question: `+string(raw)+`, mode: FAST }) { status } }`); len(r.Errors) == 0 || r.Errors[0].Extensions.Code != "BAD_USER_INPUT" {
			problem += fmt.Sprintf("a %d-byte question over GraphQL: %s %+v, want BAD_USER_INPUT; ", len(long), r.Data, r.Errors)
		}
		if res := callTool(t, mcpSession(t, tn.url, w.mcpToken), "ask", map[string]any{"question": long}); !res.IsError {
			problem += "a long question over MCP answered; "
		}
		if r := tn.gqlReply(t, aliceHeader, `mutation { ask(input: { question: "`+a23QTime+`", question: "w9", mode: FAST }) { status text } }`); len(r.Errors) == 0 {
			problem += fmt.Sprintf("the question field twice in GraphQL: %s, want an error; ", r.Data)
		}
		resp, body := rest(t, &fixture{Server: &httptest.Server{URL: tn.url}}, w.mcpToken, http.MethodPost, "/api/v1/mcp/tools/ask",
			`{"question":"`+a23QTime+`","question":"Who is `+marker+`?"}`)
		if resp.StatusCode < 400 || resp.StatusCode >= 500 {
			problem += fmt.Sprintf("the question key twice over REST: %d %.200s, want refused; ", resp.StatusCode, body)
		}
		a24Check(t, "closed_oversized and duplicated", problem, a23Answer{})
	})
}

// TestAttack24HugeDocumentsAndManyHeads: a team page of about 2,000 chunks (its 60 s in the
// last) and 150 strangers' long mails, each opening with a version line and stating 30 s in a
// later chunk, so an ask reads heads for many documents at once. Import, compile and ask are
// timed against the runbook alone (logged, not asserted); no stranger's value is settled as
// the value in force or leads alone, and the paths agree. Held on f8b0afb: the strangers' 30 s
// stands beside the team's 60 s and 45 s, UNRESOLVED, and five asks took tens of milliseconds.
func TestAttack24HugeDocumentsAndManyHeads(t *testing.T) {
	tn := newTenants(t)
	base := tn.a23Workspace(t, "base")
	base.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", a23Team)
	base.compile(t)
	start := time.Now()
	_, _ = base.ask(t, a23QTime)
	baseAsk := time.Since(start)

	w := tn.a23Workspace(t, "huge")
	w.imp(t, ingest.JSONL, "Wiki", "wiki.jsonl", a23Team)
	var huge strings.Builder
	huge.WriteString("Payments archive\nv2 of the gateway settings. Changed: the card authorisation timeout at the payment gateway.\n\n")
	for i := range 4000 { // two notes a chunk (index.DefaultChunkOptions)
		fmt.Fprintf(&huge, "Archive note %d. %s%s\n\n", i, a24PFill, a24Fill)
	}
	huge.WriteString("Gateway settings. The card authorisation timeout at the payment gateway is 60 s; a request that takes longer is retried once.")
	start = time.Now()
	w.imp(t, ingest.JSONL, "Archive", "archive.jsonl", a24Page("w9", "Payments archive", huge.String(), "2026-11-20T09:00:00Z"))
	var ms []a23Msg
	for i := range 150 {
		ms = append(ms, a23Msg{id: fmt.Sprintf("h%d@attacker.example", i), from: a23Eve, date: fmt.Sprintf("2026-11-%02dT%02d:%02d:00Z", 21+i/60, 9, i%60),
			subject: fmt.Sprintf("Gateway settings (%d)", i), body: a24LongPage("v2 of your settings. Changed: the card authorisation timeout at the payment gateway.") + fmt.Sprintf(" Ours is 30 s (%d).", i)})
	}
	w.imp(t, ingest.Mbox, "Support", "s.mbox", strings.ReplaceAll(a23Mbox(ms...), "is 60 s;", "is 30 s;"))
	imported := time.Since(start)
	var chunks int
	if err := tn.db.R.GetContext(context.Background(), &chunks, `SELECT count(*) FROM chunks c JOIN documents d ON d.id = c.document_id WHERE d.workspace_id = ? AND d.external_id = 'w9'`, w.alice.WorkspaceID); err != nil {
		t.Fatal(err)
	}
	start = time.Now()
	w.compile(t)
	compiled := time.Since(start)
	start = time.Now()
	a, all := w.ask(t, a23QTime)
	asked := time.Since(start)
	t.Logf("%d-byte page of %d chunks and 150 mails: import %v, compile %v, ask over five paths %v (the runbook alone: %v)", huge.Len(), chunks, imported, compiled, asked, baseAsk)
	a24Log(t, "huge", a)
	a23SamePaths(t, all)
	problem := ""
	switch {
	case a.supersededBy("30 s"):
		problem = "a stranger's 30 s is settled as the value in force"
	case strings.HasPrefix(a.lead(), "The latest value stated is 30 s"):
		problem = "a stranger's 30 s leads alone"
	}
	a24Check(t, "closed_huge", problem, a)
}
