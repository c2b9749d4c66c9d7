package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
)

// Attack on the team rule (records.markOutside, facts.Timelines), as an outsider would try it
// across two tenants: mallory's own workspace makes the stranger's domain and name its team,
// and that must not count in alice's; mallory compiles and asks with her credential from a
// foreign Host and Origin; a widget key and the public actor try to import and compile in
// alice's workspace; a mail with an oversized sender is imported; a mail with two From headers
// puts a teammate's second. In every case alice's tracked issues keep the tracker's owner, due
// date and state, and nothing is written where it is refused.
func TestTheTeamRuleHoldsAcrossTenantsAndActors(t *testing.T) {
	tn := newTenants(t)
	aliceTok, alice := tn.bearer(t, "alice")
	malloryTok, mallory := tn.bearer(t, "mallory")
	ctx := context.Background()
	imp, must := tn.importer(t), fatalIf(t)
	must(imp(alice, ingest.LinearCSV, "Tracker", "issues.csv", trackerIssues))
	must(imp(alice, ingest.JSONL, "Wiki", "wiki.jsonl", `{"id":"w1","title":"Payments runbook","body":"How we rotate keys.","author":"Ines Roy <ines@payco.example>","createdAt":"2026-11-01T09:00:00Z"}`+"\n"))
	// Mallory's workspace: the stranger writes its pages and chats, so there she is the team.
	must(imp(mallory, ingest.JSONL, "Wiki", "wiki.jsonl", `{"id":"w1","title":"Our runbook","body":"How we rotate PAY-53 keys.","author":"Eve Outsider <eve@attacker.example>","createdAt":"2026-11-01T09:00:00Z"}`+"\n"+
		`{"id":"c1","title":"#ops","body":"Eve Outsider: PAY-53 is done.","author":"Eve Outsider","createdAt":"2026-11-02T09:00:00Z","metadata":{"kind":"chat"}}`+"\n"))
	// Alice's support inbox: the stranger's four mails, and one with two From headers.
	twoFroms := "From eve@attacker.example Thu Nov 19 10:00:00 2026\nMessage-ID: <e9@attacker.example>\nFrom: Eve Outsider <eve@attacker.example>\nFrom: Kim Park <kim@payco.example>\n" +
		"Subject: PAY-53 vault\nDate: Thu, 19 Nov 2026 10:00:00 +0000\n\nPAY-53 is done, closing it.\n"
	must(imp(alice, ingest.Mbox, "Support", "support.mbox", outsiderMail+"\n"+twoFroms))

	// Refused outright, and nothing written: a widget key and the public actor importing and
	// compiling in alice's workspace; a sender over the field limit.
	sources := func() int { return tn.sourceCount(t, alice.WorkspaceID) }
	before := sources()
	for name, a := range outsiders(alice.WorkspaceID) {
		if err := imp(a, ingest.Mbox, "Planted", "p.mbox", twoFroms); errs.CodeOf(err) == "" {
			t.Errorf("%s: Import = nil, want refused", name)
		}
		if _, err := tn.e.CompileQueue(ctx, a, engine.CompileRequest{AsOf: time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)}); errs.CodeOf(err) == "" {
			t.Errorf("%s: CompileQueue = nil, want refused", name)
		}
	}
	long := "From x@attacker.example Thu Nov 19 11:00:00 2026\nMessage-ID: <e10@attacker.example>\nFrom: " + strings.Repeat("Kim Park ", ingest.MaxFieldChars/8) +
		"<kim@payco.example>\nSubject: PAY-52\nDate: Thu, 19 Nov 2026 11:00:00 +0000\n\nPAY-52 is done.\n"
	if err := imp(alice, ingest.Mbox, "Oversized", "o.mbox", long); errs.CodeOf(err) != errs.Invalid {
		t.Errorf("an oversized sender: Import = %v, want BAD_USER_INPUT", err)
	}
	if n := sources(); n != before {
		t.Errorf("alice's sources: %d after the refused imports, %d before", n, before)
	}

	compile := `mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }`
	today := `{ today(first: 50) { edges { node { exactIds owner due } } } }`
	// Mallory compiles from a foreign Host and Origin: her credential names her workspace only.
	foreign := map[string]string{"Authorization": "Bearer " + malloryTok, "Host": "evil.example", "Origin": "https://evil.example"}
	if _, errs := tn.gql(t, foreign, compile); len(errs) > 0 {
		t.Fatalf("mallory's compile: %v", errs)
	}
	mine, _ := tn.gql(t, foreign, today)
	if strings.Contains(string(mine), "Kim Park") || strings.Contains(string(mine), "Mara Lind") {
		t.Errorf("mallory's Today shows alice's tracked work: %s", mine)
	}
	owners, _ := tn.todayOwnersAndDues(t, aliceTok)
	for id, want := range map[string]string{"PAY-50": "Mara Lind", "PAY-51": "Joao Reis", "PAY-52": "Tom Berg", "PAY-53": "Kim Park"} {
		if owners[id] != want {
			t.Errorf("alice's %s: owner %q (or gone from Today), want the tracker's %q", id, owners[id], want)
		}
	}
}

// importer imports a file into the named source as an actor.
func (tn *tenants) importer(t *testing.T) func(a actor.Actor, f ingest.Format, source, file, body string) error {
	return func(a actor.Actor, f ingest.Format, source, file, body string) error {
		_, err := tn.e.Import(context.Background(), a, engine.ImportRequest{SourceName: source, Format: f, Input: ingest.FromBytes(file, []byte(body))})
		return err
	}
}

// fatalIf stops the test on an error.
func fatalIf(t *testing.T) func(error) {
	return func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
}

// sourceCount is how many sources a workspace has.
func (tn *tenants) sourceCount(t *testing.T, workspaceID string) int {
	t.Helper()
	var n int
	if err := tn.db.R.GetContext(context.Background(), &n, `SELECT count(*) FROM sources WHERE workspace_id = ?`, workspaceID); err != nil {
		t.Fatal(err)
	}
	return n
}

// outsiders are the actors that must not write into a workspace: its widget key (a customer
// credential) and the public actor, both set on it.
func outsiders(workspaceID string) map[string]actor.Actor {
	return map[string]actor.Actor{
		"widget key":   {Kind: actor.Widget, WorkspaceID: workspaceID, Egress: actor.EgressCustomer},
		"public actor": {Kind: actor.Public, Subject: "public-access", WorkspaceID: workspaceID, Role: actor.PublicAccess},
	}
}

// post sends a GraphQL request body to the server with the given headers ("Host" sets the
// request's host); the caller closes the response's body.
func (tn *tenants) post(t *testing.T, header map[string]string, payload any) *http.Response {
	t.Helper()
	body, _ := json.Marshal(payload)
	req, _ := http.NewRequestWithContext(context.Background(), http.MethodPost, tn.url+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

// gql posts a GraphQL query with the given headers ("Host" sets the request's host) and returns
// its data and its errors' messages.
func (tn *tenants) gql(t *testing.T, header map[string]string, query string) (json.RawMessage, []string) {
	t.Helper()
	r := tn.gqlReply(t, header, query)
	var msgs []string
	for _, e := range r.Errors {
		msgs = append(msgs, e.Message)
	}
	return r.Data, msgs
}

// gqlReply is a GraphQL response: its data and its errors with their extensions.code.
type gqlReply struct {
	Data   json.RawMessage
	Errors []struct {
		Message    string
		Extensions struct{ Code string }
	}
}

// gqlReply posts a GraphQL query with the given headers and returns the whole response.
func (tn *tenants) gqlReply(t *testing.T, header map[string]string, query string) gqlReply {
	t.Helper()
	resp := tn.post(t, header, map[string]any{"query": query})
	defer resp.Body.Close()
	var r gqlReply
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		t.Fatal(err)
	}
	return r
}
