package server_test

import (
	"context"
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/linear/lineartest"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/server"
)

// actionsFixture: the demo loaded, a compiled queue, Linear pointed at its loopback stand-in.
func actionsFixture(t *testing.T) (*fixture, *lineartest.Server, actor.Actor, string) {
	t.Helper()
	fake := lineartest.New(t)
	f := newFixture(t, engine.Options{LocalActor: true, SecretKey: testSecretKey(), LinearAPIKey: fake.APIKey, LinearAPIURL: fake.URL}, server.Options{})
	ctx := context.Background()
	if _, err := f.engine.LoadDemo(ctx); err != nil {
		t.Fatal(err)
	}
	a := localOwner(t, f.engine)
	if _, err := f.engine.CompileQueue(ctx, a, engine.CompileRequest{}); err != nil {
		t.Fatal(err)
	}
	today, err := f.engine.Today(ctx, a, page.Request{First: 1})
	if err != nil || len(today.Items) == 0 {
		t.Fatalf("Today = %+v, %v", today, err)
	}
	return f, fake, a, today.Items[0].ID
}

func TestReviewActionsOverGraphQL(t *testing.T) {
	f, fake, _, packet := actionsFixture(t)
	create := `mutation($in: CreateProposalInput!) { createProposal(input: $in) { id status evidenceIds description execution { status } } }`
	in := map[string]any{"packetId": packet, "idempotencyKey": "review-1", "action": "LINEAR_CREATE_ISSUE", "teamId": "team-eng", "title": "Follow up the top packet", "description": "From Today."}
	_, r := f.graphql(t, create, map[string]any{"in": in})
	var d struct {
		CreateProposal struct {
			ID          string
			Status      string
			EvidenceIds []string
			Description string
		}
	}
	if err := json.Unmarshal(r.Data, &d); err != nil || d.CreateProposal.Status != "PENDING" || len(d.CreateProposal.EvidenceIds) == 0 {
		t.Fatalf("createProposal = %s %+v", r.Data, r.Errors)
	}
	for _, id := range d.CreateProposal.EvidenceIds {
		if !strings.Contains(d.CreateProposal.Description, id) {
			t.Fatalf("description does not carry evidence id %s", id)
		}
	}
	// The same key returns the same proposal; another payload under it is CONFLICT.
	_, r2 := f.graphql(t, create, map[string]any{"in": in})
	if !strings.Contains(string(r2.Data), d.CreateProposal.ID) {
		t.Fatalf("same key = %s", r2.Data)
	}
	in2 := map[string]any{"packetId": packet, "idempotencyKey": "review-1", "action": "LINEAR_CREATE_ISSUE", "teamId": "team-eng", "title": "Another title"}
	if _, r3 := f.graphql(t, create, map[string]any{"in": in2}); code(r3) != "CONFLICT" {
		t.Fatalf("same key, other payload = %+v", r3.Errors)
	}
	_, r = f.graphql(t, `mutation($id: ID!) { approveProposal(id: $id) { status issueId providerIssueKey } }`, map[string]any{"id": d.CreateProposal.ID})
	if !strings.Contains(string(r.Data), `"status":"SUCCEEDED"`) || !strings.Contains(string(r.Data), `"providerIssueKey":"ENG-1"`) {
		t.Fatalf("approveProposal = %s %+v", r.Data, r.Errors)
	}
	_, r = f.graphql(t, `mutation($id: ID!) { approveProposal(id: $id) { status } }`, map[string]any{"id": d.CreateProposal.ID})
	if fake.CreateCalls() != 1 {
		t.Fatalf("a second approval made another call: %d", fake.CreateCalls())
	}
	_, r = f.graphql(t, `query($id: ID!) { proposal(id: $id) { status approval { approvedBy } execution { status providerIssueId error } } proposals(status: SUCCEEDED) { edges { node { id } } } }`, map[string]any{"id": d.CreateProposal.ID})
	if !strings.Contains(string(r.Data), `"status":"SUCCEEDED"`) || !strings.Contains(string(r.Data), "local:owner") || !strings.Contains(string(r.Data), d.CreateProposal.ID) {
		t.Fatalf("proposal history = %s %+v", r.Data, r.Errors)
	}
}

// 100 concurrent approvals from two engine instances sharing one database file: exactly one
// provider call and one SUCCEEDED execution.
func TestConcurrentApprovalsAcrossTwoEngines(t *testing.T) {
	f, fake, a, packet := actionsFixture(t)
	fake.Delay = 10_000_000 // 10 ms, so the approvals overlap
	ctx := context.Background()
	st, err := f.engine.CreateProposal(ctx, a, engine.ProposalInput{PacketID: packet, IdempotencyKey: "k", Action: "linear_create_issue", TeamID: "team-eng", Title: "One issue only"})
	if err != nil {
		t.Fatal(err)
	}
	second, err := engine.New(f.db, enginetest.Logger(), engine.Options{LocalActor: true, LinearAPIKey: fake.APIKey, LinearAPIURL: fake.URL})
	if err != nil {
		t.Fatal(err)
	}
	engines := []*engine.Engine{f.engine, second}
	var wg sync.WaitGroup
	for i := 0; i < 100; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := engines[i%2].ApproveProposal(ctx, a, st.Proposal.ID); err != nil {
				t.Errorf("approve: %v", err)
			}
		}()
	}
	wg.Wait()
	var n int
	_ = f.db.R.Get(&n, `SELECT count(*) FROM executions WHERE status = 'succeeded'`)
	if fake.CreateCalls() != 1 || fake.Issues() != 1 || n != 1 {
		t.Fatalf("create calls %d, issues %d, succeeded executions %d; want 1, 1, 1", fake.CreateCalls(), fake.Issues(), n)
	}
}

func TestOnlyOwnersApprove(t *testing.T) {
	f, fake, a, packet := actionsFixture(t)
	ctx := context.Background()
	st, err := f.engine.CreateProposal(ctx, a, engine.ProposalInput{PacketID: packet, IdempotencyKey: "k", Action: "linear_create_issue", TeamID: "team-eng", Title: "x"})
	if err != nil {
		t.Fatal(err)
	}
	member := actor.Actor{Kind: actor.OIDC, Subject: "oidc:https://id.example.com#m", WorkspaceID: a.WorkspaceID, Role: actor.Member}
	public := actor.Actor{Kind: actor.Public, Subject: "public-access", WorkspaceID: a.WorkspaceID, Role: actor.PublicAccess}
	agent := actor.Actor{Kind: actor.MCPToken, Subject: "mcp:mt_1", WorkspaceID: a.WorkspaceID, Role: actor.Member, Scopes: []string{"read", "propose"}}
	for name, who := range map[string]actor.Actor{"member": member, "public": public, "agent with propose": agent} {
		if _, err := f.engine.ApproveProposal(ctx, who, st.Proposal.ID); !errs.Is(err, errs.Forbidden) {
			t.Errorf("%s approving = %v, want FORBIDDEN", name, err)
		}
	}
	if _, err := f.engine.CreateProposal(ctx, public, engine.ProposalInput{PacketID: packet, IdempotencyKey: "p", Action: "linear_create_issue", TeamID: "t", Title: "x"}); !errs.Is(err, errs.Forbidden) {
		t.Errorf("public proposing = %v, want FORBIDDEN", err)
	}
	if _, err := f.engine.CreateProposal(ctx, member, engine.ProposalInput{PacketID: packet, IdempotencyKey: "m", Action: "linear_create_issue", TeamID: "t", Title: "x"}); !errs.Is(err, errs.Forbidden) {
		t.Errorf("member proposing = %v, want FORBIDDEN", err)
	}
	if _, err := f.engine.CreateProposal(ctx, agent, engine.ProposalInput{PacketID: packet, IdempotencyKey: "a", Action: "linear_create_issue", TeamID: "t", Title: "x"}); err != nil {
		t.Errorf("agent with the propose scope proposing = %v", err)
	}
	if fake.CreateCalls() != 0 {
		t.Fatal("a refused approval reached Linear")
	}
}
