package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/action"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/provision"
	"github.com/queueproof/queueproof/server"
)

// Attack twelve, part three: an approved action creates its Linear issue at most once. Alice
// approves from two browsers and two API clients at once, over loopback HTTP, against two
// server processes' engines sharing one SQLite file; the server is restarted on the same file;
// Linear's answer is lost; Linear rate-limits. Then approvals that must create nothing: a
// payload changed under its idempotency key or in the database, evidence deleted after the
// proposal, another workspace's proposal id, the public actor, agent and widget credentials,
// id look-alikes. Every count is read from the Linear stand-in and the database.

// a12Replica is another server process over the same database file (a fresh engine: a
// restart, or a second replica).
func (f *a12) replica(t *testing.T) (string, *engine.Engine) {
	t.Helper()
	e, _ := enginetest.NewAt(t, f.dbURL, f.opts)
	srv, err := server.New(e, enginetest.Logger(), server.Options{Frontend: testApp})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	return ts.URL, e
}

// approve posts approveProposal(id) to base with header and returns the HTTP status, the
// execution status and the error code.
func a12Approve(t *testing.T, base, id string, header map[string]string) (int, string, string) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": `mutation($id: ID!) { approveProposal(id: $id) { status providerIssueKey } }`, "variables": map[string]any{"id": id}})
	status, raw := a12Send(t, a12Post(base, "application/json", body, header))
	var r struct {
		Data *struct {
			ApproveProposal *struct{ Status string }
		}
		Errors []struct{ Extensions map[string]any }
	}
	_ = json.Unmarshal([]byte(raw), &r)
	code := ""
	if len(r.Errors) > 0 {
		code, _ = r.Errors[0].Extensions["code"].(string)
	}
	st := ""
	if r.Data != nil && r.Data.ApproveProposal != nil {
		st = r.Data.ApproveProposal.Status
	}
	return status, st, code
}

// a12Rows counts a proposal's approval and execution rows.
func (f *a12) rows(t *testing.T, proposal string) (approvals, executions int, status string) {
	t.Helper()
	ctx := context.Background()
	_ = f.db.R.GetContext(ctx, &approvals, `SELECT count(*) FROM approvals WHERE proposal_id = ?`, proposal)
	_ = f.db.R.GetContext(ctx, &executions, `SELECT count(*) FROM executions WHERE proposal_id = ?`, proposal)
	_ = f.db.R.GetContext(ctx, &status, `SELECT coalesce(max(status), '') FROM executions WHERE proposal_id = ?`, proposal)
	return
}

// creates counts the stand-in's issueCreate calls carrying the proposal's derived issue id.
func (f *a12) creates(proposal string) int {
	id := a12IssueID(proposal)
	n := 0
	for _, c := range f.fake.Calls() {
		if in, ok := c.Variables["input"].(map[string]any); ok && c.Operation == "issueCreate" && in["id"] == id {
			n++
		}
	}
	return n
}

// a12IssueID is the Linear issue id a proposal's execution sends (derived from its id).
func a12IssueID(proposal string) string { return action.IssueUUID(proposal) }

func TestA12ApprovalRunsAtMostOnce(t *testing.T) {
	f := newA12(t, server.Options{})
	alice := f.signInAs(t, nil, "alice")
	packet, _ := f.workspace(t, alice, "seed")
	second, _ := f.replica(t)
	cookieH := map[string]string{"Cookie": "qp_session=" + alice.session, "Origin": f.URL, "Sec-Fetch-Site": "same-origin"}
	bearerH := map[string]string{"Authorization": "Bearer " + alice.bearer}
	ctx := context.Background()
	propose := func(key, title string) string {
		t.Helper()
		st, err := f.e.CreateProposal(ctx, alice.a, engine.ProposalInput{PacketID: packet, IdempotencyKey: key, Action: "linear_create_issue", TeamID: "team-eng", Title: title})
		if err != nil {
			t.Fatalf("CreateProposal(%s) = %v", key, err)
		}
		return st.Proposal.ID
	}
	check := func(c *a10Holes, what, proposal string, wantCreates int) {
		t.Helper()
		if n := f.creates(proposal); n != wantCreates {
			c.Errorf("HOLE (at most once): %s: Linear saw %d issueCreate calls for the proposal, want %d", what, n, wantCreates)
		}
		ap, ex, _ := f.rows(t, proposal)
		if ap > 1 || ex > 1 {
			c.Errorf("HOLE (at most once): %s: %d approvals and %d executions stored, want at most one each", what, ap, ex)
		}
	}
	run := func(name string, fn func(c *a10Holes)) {
		t.Run(name, func(t *testing.T) {
			c := newA10Holes(t, knownA12["once/"+name])
			defer c.done()
			fn(c)
		})
	}

	run("40 concurrent approvals over two replicas, by cookie and by bearer", func(c *a10Holes) {
		id := propose("race", "Rotate the signing key")
		f.fake.Delay = 20 * time.Millisecond
		defer func() { f.fake.Delay = 0 }()
		var wg sync.WaitGroup
		var mu sync.Mutex
		got := map[string]int{}
		for i := range 40 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				base, h := f.URL, cookieH
				switch i % 4 {
				case 1:
					h = bearerH
				case 2:
					base, h = second, bearerH
				case 3:
					base, h = second, map[string]string{"Cookie": "qp_session=" + alice.session, "Origin": second}
				}
				status, st, code := a12Approve(t, base, id, h)
				mu.Lock()
				got[fmt.Sprintf("%d %s %s", status, st, code)]++
				mu.Unlock()
			}()
		}
		wg.Wait()
		t.Logf("answers: %v", got)
		for k := range got {
			if !strings.HasPrefix(k, "200 SUCCEEDED") && !strings.HasPrefix(k, "200 CLAIMED") {
				c.Errorf("HOLE (at most once): an approval answered %q", k)
			}
		}
		check(c, "concurrent approvals", id, 1)
		if _, _, st := f.rows(t, id); st != "succeeded" {
			c.Errorf("execution status %q, want succeeded", st)
		}
	})
	run("approving again after a restart on the same file", func(c *a10Holes) {
		id := propose("restart", "Renew the TLS certificate")
		if _, st, code := a12Approve(t, f.URL, id, bearerH); st != "SUCCEEDED" {
			t.Fatalf("first approval = %s %s", st, code)
		}
		base, e := f.replica(t)
		if n, err := e.ReconcileExecutions(ctx); err != nil || n != 0 {
			c.Errorf("HOLE (at most once): the restarted engine reconciled %d executions (%v), want none", n, err)
		}
		for range 3 {
			if _, st, code := a12Approve(t, base, id, bearerH); st != "SUCCEEDED" {
				c.Errorf("approval after the restart = %q %s, want the stored SUCCEEDED", st, code)
			}
		}
		check(c, "after a restart", id, 1)
	})
	run("Linear's answer lost, then approvals and a restart's reconciliation", func(c *a10Holes) {
		id := propose("lost", "Close the audit finding")
		f.fake.AfterCreate = func(string) bool { return false }
		_, st, code := a12Approve(t, f.URL, id, bearerH)
		f.fake.AfterCreate = nil
		t.Logf("approval with the answer lost = %q %s", st, code)
		var wg sync.WaitGroup
		for i := range 20 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				base := f.URL
				if i%2 == 1 {
					base = second
				}
				a12Approve(t, base, id, bearerH)
			}()
		}
		wg.Wait()
		if n := f.creates(id); n != 1 {
			c.Errorf("HOLE (at most once): approvals after a lost answer sent %d issueCreate calls, want the one", n)
		}
		_, e := f.replica(t)
		if _, err := e.ReconcileExecutions(ctx); err != nil {
			t.Fatalf("reconcile: %v", err)
		}
		if _, _, st := f.rows(t, id); st != "succeeded" {
			c.Errorf("after reconciliation the execution is %q, want succeeded (the issue exists)", st)
		}
		check(c, "lost answer", id, 1)
	})
	run("Linear rate-limits the first call; approvals while it waits", func(c *a10Holes) {
		id := propose("ratelimit", "Rotate the webhook secret")
		f.fake.RateLimitNext = 1
		_, st, code := a12Approve(t, f.URL, id, bearerH)
		if code != "RATE_LIMITED" {
			t.Logf("first approval = %q %s", st, code)
		}
		for range 5 {
			a12Approve(t, second, id, bearerH)
		}
		if n := f.creates(id); n != 1 {
			c.Errorf("HOLE (at most once): approvals during the rate limit sent %d issueCreate calls, want the one refused", n)
		}
		time.Sleep(2200 * time.Millisecond) // the stand-in's reset
		for _, e := range []*engine.Engine{f.e, func() *engine.Engine { _, e := f.replica(t); return e }()} {
			if _, err := e.ReconcileExecutions(ctx); err != nil {
				t.Fatalf("reconcile: %v", err)
			}
		}
		if _, _, st := f.rows(t, id); st != "succeeded" {
			c.Errorf("after the reset the execution is %q, want succeeded", st)
		}
		if n := f.creates(id); n != 2 || f.fake.Issues() != f.issuesWanted(t) {
			c.Errorf("HOLE (at most once): after the reset Linear saw %d issueCreate calls (want the refused one and one more) and holds %d issues", n, f.fake.Issues())
		}
	})
}

// issuesWanted is how many issues Linear should hold: one per succeeded execution.
func (f *a12) issuesWanted(t *testing.T) int {
	t.Helper()
	var n int
	_ = f.db.R.GetContext(context.Background(), &n, `SELECT count(*) FROM executions WHERE status = 'succeeded'`)
	return n
}

// TestA12ApprovalsThatMustCreateNothing: each variant is refused and Linear sees no call.
func TestA12ApprovalsThatMustCreateNothing(t *testing.T) {
	f := newA12(t, server.Options{})
	alice := f.signInAs(t, nil, "alice")
	mallory := f.signInAs(t, nil, "mallory")
	packet, _ := f.workspace(t, alice, "seed")
	f.workspace(t, mallory, "seed")
	ctx := context.Background()
	aliceH := map[string]string{"Authorization": "Bearer " + alice.bearer}
	propose := func(key, title string) string {
		t.Helper()
		st, err := f.e.CreateProposal(ctx, alice.a, engine.ProposalInput{PacketID: packet, IdempotencyKey: key, Action: "linear_create_issue", TeamID: "team-eng", Title: title})
		if err != nil {
			t.Fatalf("CreateProposal(%s) = %v", key, err)
		}
		return st.Proposal.ID
	}
	gql := func(h map[string]string, query string, vars map[string]any) (int, string) {
		body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
		return a12Send(t, a12Post(f.URL, "application/json", body, h))
	}
	createProposal := `mutation($in: CreateProposalInput!) { createProposal(input: $in) { id title } }`
	run := func(name string, fn func(c *a10Holes, id string)) {
		t.Run(name, func(t *testing.T) {
			c := newA10Holes(t, knownA12["nothing/"+name])
			defer c.done()
			id := propose("k-"+name, "Honest title")
			before := f.fake.CreateCalls()
			fn(c, id)
			if n := f.fake.CreateCalls() - before; n != 0 {
				c.Errorf("HOLE (approval): %s: Linear saw %d issueCreate calls, want none", name, n)
			}
		})
	}

	run("another payload under the same idempotency key", func(c *a10Holes, id string) {
		for _, in := range []map[string]any{
			{"packetId": packet, "idempotencyKey": "k-another payload under the same idempotency key", "action": "LINEAR_CREATE_ISSUE", "teamId": "team-eng", "title": "Wire 40,000 EUR to the new account"},
			{"packetId": packet, "idempotencyKey": "  k-another payload under the same idempotency key  ", "action": "LINEAR_CREATE_ISSUE", "teamId": "team-eng", "title": "Wire 40,000 EUR to the new account"},
			{"packetId": packet, "idempotencyKey": "k-another payload under the same idempotency key", "action": "LINEAR_CREATE_ISSUE", "teamId": "team-ops", "title": "Honest title"},
			{"packetId": packet, "idempotencyKey": "k-another payload under the same idempotency key", "action": "LINEAR_CREATE_ISSUE", "teamId": "team-eng", "title": "Honest title", "description": "and wire the money"},
		} {
			if _, body := gql(aliceH, createProposal, map[string]any{"in": in}); !strings.Contains(body, `"CONFLICT"`) {
				c.Errorf("HOLE (payload): createProposal %v under the used key = %.200s, want CONFLICT", in, body)
			}
		}
		// The proposal the owner reviews is still the honest one.
		var payload string
		_ = f.db.R.GetContext(ctx, &payload, `SELECT payload FROM proposals WHERE id = ?`, id)
		if !strings.Contains(payload, "Honest title") || strings.Contains(payload, "Wire") || strings.Contains(payload, "team-ops") {
			c.Errorf("HOLE (payload): the stored proposal became %s", payload)
		}
	})
	run("the stored payload rewritten in the database after proposing", func(c *a10Holes, id string) {
		if _, err := f.db.W.ExecContext(ctx, `UPDATE proposals SET payload = replace(payload, 'Honest title', 'Wire the money') WHERE id = ?`, id); err != nil {
			t.Fatal(err)
		}
		if _, st, code := a12Approve(t, f.URL, id, aliceH); code != "CONFLICT" {
			c.Errorf("HOLE (payload): approving a rewritten payload = %q %s, want CONFLICT", st, code)
		}
	})
	run("the evidence's source deleted after proposing", func(c *a10Holes, id string) {
		// A second workspace of alice's data: a fresh proposal over a source that is then deleted.
		imp := `{"id":"OPS-3","title":"OPS-3 Patch the bastion","body":"Owner: Dana Holt\nStatus: Todo\nDue date: 2026-12-02","author":"Dana Holt <dana@payco.example>","createdAt":"2026-11-19T09:00:00Z","metadata":{"kind":"ticket"}}` + "\n"
		b := f.signInAs(t, nil, "bea")
		if _, err := f.e.Import(ctx, b.a, engine.ImportRequest{SourceName: "Ops", Format: ingest.JSONL, Input: ingest.FromBytes("o.jsonl", []byte(imp))}); err != nil {
			t.Fatal(err)
		}
		if _, err := f.e.CompileQueue(ctx, b.a, engine.CompileRequest{AsOf: time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)}); err != nil {
			t.Fatal(err)
		}
		today, _ := f.e.Today(ctx, b.a, page.Request{First: 5})
		if len(today.Items) == 0 {
			t.Fatal("bea's Today is empty")
		}
		st, err := f.e.CreateProposal(ctx, b.a, engine.ProposalInput{PacketID: today.Items[0].ID, IdempotencyKey: "bea", Action: "linear_create_issue", TeamID: "team-ops", Title: "Patch it"})
		if err != nil {
			t.Fatal(err)
		}
		srcs, _ := f.e.Sources(ctx, b.a, page.Request{First: 5})
		for _, s := range srcs.Items {
			if _, err := f.e.DeleteSource(ctx, b.a, s.ID); err != nil {
				t.Fatal(err)
			}
		}
		if _, s, code := a12Approve(t, f.URL, st.Proposal.ID, map[string]string{"Authorization": "Bearer " + b.bearer}); code == "" {
			c.Errorf("HOLE (evidence): approving a proposal whose evidence was deleted = %q, want a refusal", s)
		}
	})
	run("mallory approves alice's proposal by its id", func(c *a10Holes, id string) {
		for name, h := range map[string]map[string]string{
			"bearer":                   {"Authorization": "Bearer " + mallory.bearer},
			"cookie":                   {"Cookie": "qp_session=" + mallory.session, "Origin": f.URL},
			"bearer from alice's Host": {"Authorization": "Bearer " + mallory.bearer, "Origin": "https://alice.example", "Host": "alice.example"},
		} {
			if _, st, code := a12Approve(t, f.URL, id, h); code != "NOT_FOUND" && code != "FORBIDDEN" {
				c.Errorf("HOLE (tenancy): mallory's %s approving alice's proposal = %q %q, want NOT_FOUND", name, st, code)
			}
			if _, body := gql(h, `query($id: ID!) { proposal(id: $id) { title } }`, map[string]any{"id": id}); strings.Contains(body, "Honest title") {
				c.Errorf("HOLE (tenancy): mallory's %s reads alice's proposal: %.200s", name, body)
			}
		}
		if ap, _, _ := f.rows(t, id); ap != 0 {
			c.Errorf("HOLE (tenancy): mallory's attempts stored %d approvals on alice's proposal", ap)
		}
	})
	run("mallory proposes from alice's packet, then approves it in her own workspace", func(c *a10Holes, _ string) {
		h := map[string]string{"Authorization": "Bearer " + mallory.bearer}
		in := map[string]any{"packetId": packet, "idempotencyKey": "steal", "action": "LINEAR_CREATE_ISSUE", "teamId": "team-eng", "title": "Stolen packet"}
		_, body := gql(h, createProposal, map[string]any{"in": in})
		if !strings.Contains(body, `"errors"`) {
			c.Errorf("HOLE (tenancy): mallory proposed from alice's packet: %.200s", body)
			var r struct {
				Data struct{ CreateProposal struct{ ID string } }
			}
			_ = json.Unmarshal([]byte(body), &r)
			a12Approve(t, f.URL, r.Data.CreateProposal.ID, h)
		}
	})
	run("the public actor, an agent token, a widget key and no credential", func(c *a10Holes, id string) {
		if _, err := provision.Public(ctx, f.db, alice.a.WorkspaceID, time.Now()); err != nil {
			t.Fatal(err)
		}
		popts := f.opts
		popts.PublicWorkspaceID = alice.a.WorkspaceID
		pe, _ := enginetest.NewAt(t, f.dbURL, popts)
		psrv, err := server.New(pe, enginetest.Logger(), server.Options{Frontend: testApp})
		if err != nil {
			t.Fatal(err)
		}
		pts := httptest.NewServer(psrv)
		defer pts.Close()
		_, agent := createTokenAs(t, f, alice, "READ, PROPOSE")
		key := a12WidgetKey(t, f, alice)
		for name, v := range map[string]struct {
			base string
			h    map[string]string
		}{
			"the public demo visitor":               {pts.URL, nil},
			"the public demo visitor with a cookie": {pts.URL, map[string]string{"Cookie": "qp_visitor=" + strings.Repeat("a", 43)}},
			"alice's propose-scoped agent token":    {f.URL, map[string]string{"Authorization": "Bearer " + agent}},
			"alice's widget key":                    {f.URL, map[string]string{"Authorization": "Bearer " + key}},
			"no credential":                         {f.URL, nil},
			"a forged legacy owner cookie":          {f.URL, map[string]string{"Cookie": "qp_owner_session=v1.eyJzdWIiOiJhbGljZSIsImV4cCI6OTk5OTk5OTk5OX0.AAAA"}},
		} {
			status, st, code := a12Approve(t, v.base, id, v.h)
			t.Logf("%s: %d %q", name, status, code)
			if st != "" || code == "" {
				c.Errorf("HOLE (approval): %s approving alice's proposal = %d %q %q, want a refusal", name, status, st, code)
			}
		}
		// Agents have no approve tool on MCP's REST mirror either.
		req := a12Post(f.URL, "application/json", []byte(`{"id":"`+id+`"}`), map[string]string{"Authorization": "Bearer " + agent})
		req.URL.Path = "/api/v1/mcp/tools/approve"
		if status, body := a12Send(t, req); status < 400 {
			c.Errorf("HOLE (approval): an agent's POST /api/v1/mcp/tools/approve = %d %.200s", status, body)
		}
		if ap, _, _ := f.rows(t, id); ap != 0 {
			c.Errorf("HOLE (approval): refused callers stored %d approvals", ap)
		}
	})
	run("look-alike ids", func(c *a10Holes, id string) {
		for _, v := range []string{id + " ", " " + id, strings.ToUpper(id), id + "%", id[:len(id)-1] + "_", "' OR 1=1 --", id + "\x00", id + "\u200b"} {
			if _, st, code := a12Approve(t, f.URL, v, aliceH); st != "" || code == "" {
				c.Errorf("HOLE (approval): approving the id %q ran (%q)", v, st)
			}
		}
		if ap, _, _ := f.rows(t, id); ap != 0 {
			c.Errorf("HOLE (approval): look-alike ids stored %d approvals on the real proposal", ap)
		}
	})
}

// a12WidgetKey mints a widget key for p over HTTP.
func a12WidgetKey(t *testing.T, f *a12, p a12Person) string {
	t.Helper()
	body := []byte(`{"query":"mutation { createWidgetKey(input: {allowedOrigins: [\"https://help.example\"]}) { key } }"}`)
	status, raw := a12Send(t, a12Post(f.URL, "application/json", body, map[string]string{"Authorization": "Bearer " + p.bearer}))
	var r struct {
		Data struct{ CreateWidgetKey struct{ Key string } }
	}
	if status != http.StatusOK || json.Unmarshal([]byte(raw), &r) != nil || r.Data.CreateWidgetKey.Key == "" {
		t.Fatalf("createWidgetKey = %d %s", status, raw)
	}
	return r.Data.CreateWidgetKey.Key
}
