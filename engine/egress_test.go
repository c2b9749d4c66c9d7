package engine_test

import (
	"context"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/demo"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/page"
)

// credential is one kind of caller the engine serves.
type credential struct {
	name string
	a    actor.Actor
	// customer: a customer-egress credential that is not the public demo (customer MCP
	// token, widget key); it may read customer-safe knowledge only.
	customer bool
	// public: the public demo actor; propose: holds the propose scope (or is the owner).
	public, propose bool
}

func credentials(t *testing.T, f queueFixture) []credential {
	t.Helper()
	ctx := context.Background()
	token := func(egress string, scopes ...string) actor.Actor {
		_, tok, err := f.e.CreateMcpToken(ctx, f.owner, engine.McpTokenInput{Name: "agent", Scopes: scopes, Egress: egress})
		if err != nil {
			t.Fatal(err)
		}
		a, err := f.e.ResolveMCP(ctx, tok)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	return []credential{
		{name: "owner session", a: f.owner, propose: true},
		{name: "internal READ token", a: token("internal", "read")},
		{name: "internal READ+PROPOSE token", a: token("internal", "read", "propose"), propose: true},
		{name: "customer-egress token", a: token("customer", "read"), customer: true},
		{name: "public demo actor", a: f.public, public: true},
		// The widget route builds this actor for its key (engine.WidgetSearch); no other path
		// resolves one, and every engine entry point must still refuse it what is internal.
		{name: "widget key", a: actor.Actor{Kind: actor.Widget, WorkspaceID: f.owner.WorkspaceID, Egress: actor.EgressCustomer}, customer: true},
	}
}

// knowledgeEntryPoints are the engine calls behind every MCP tool (and the REST mirror), and
// the other readers of the workspace's internal knowledge. refused says who must get FORBIDDEN.
// latest is the number of the workspace's latest queue version, the one every reader of the
// queue may read (the public demo reads no other; the CompileQueue entry makes new ones).
func knowledgeEntryPoints(storageID, publicRef string, latest func() int) []struct {
	name    string
	call    func(context.Context, *engine.Engine, actor.Actor) error
	refused func(credential) bool
} {
	internalOnly := func(c credential) bool { return c.customer }
	privateOnly := func(c credential) bool { return c.customer || c.public }
	packetID := func(a actor.Actor) string {
		if a.IsPublic() {
			return publicRef
		}
		return storageID
	}
	return []struct {
		name    string
		call    func(context.Context, *engine.Engine, actor.Actor) error
		refused func(credential) bool
	}{
		{"knowledge_search (KnowledgeSearch)", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.KnowledgeSearch(ctx, a, engine.KnowledgeQuery{Query: "refund"})
			return err
		}, func(credential) bool { return false }},
		{"search (SearchEvidence)", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.SearchEvidence(ctx, a, engine.SearchEvidenceInput{Query: "Who owns ENG-101?"})
			return err
		}, privateOnly},
		{"list_queue (Today)", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.Today(ctx, a, page.Request{First: 3})
			return err
		}, internalOnly},
		{"get_packet (Packet) by storage id", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.Packet(ctx, a, packetID(a))
			return err
		}, internalOnly},
		{"get_packet (Packet) by public reference", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.Packet(ctx, a, publicRef)
			if err != nil && errs.Is(err, errs.NotFound) && !a.IsPublic() {
				return nil // members name packets by storage id; a reference is simply not one
			}
			return err
		}, internalOnly},
		{"propose (CreateProposal)", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.CreateProposal(ctx, a, engine.ProposalInput{PacketID: storageID, IdempotencyKey: "egress-" + a.Subject,
				Action: "linear_create_issue", TeamID: "team-eng", Title: "From the egress table"})
			return err
		}, func(c credential) bool { return c.customer || c.public || !c.propose }},
		{"QueueVersion", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.QueueVersion(ctx, a, latest())
			return err
		}, internalOnly},
		{"CompileQueue", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.CompileQueue(ctx, a, engine.CompileRequest{AsOf: demo.Base})
			return err
		}, func(c credential) bool { return c.customer || c.public || c.a.Scopes != nil }}, // the public demo is read-only (item 10)
		{"QueuePackets", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.QueuePackets(ctx, a, latest(), page.Request{First: 3})
			return err
		}, internalOnly},
		{"Answers", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, _, err := e.Answers(ctx, a, page.Request{First: 3})
			return err
		}, internalOnly},
		{"Sources", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.Sources(ctx, a, page.Request{First: 3})
			return err
		}, internalOnly},
		{"Search (indexed evidence)", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.Search(ctx, a, engine.SearchRequest{Query: "ENG-101"})
			return err
		}, privateOnly},
		{"Proposals (control plane)", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.Proposals(ctx, a, "", page.Request{First: 3})
			return err
		}, privateOnly},
	}
}

// Attack (issue #16, item 1): a token created with egress CUSTOMER read Today's packets, with
// owner names and evidence quoted from internal chat and mail, through list_queue and
// get_packet. The rule is the engine's, once, for every path: a customer-egress credential
// reads customer-safe knowledge only (customer_safe providers' public results); indexed
// evidence and everything built from it (packets, the queue, answers, sources) is internal.
// The public demo actor keeps its public projection of the workspace the operator published.
// Every MCP tool's engine call (and the other internal readers), with every kind of credential.
func TestCustomerEgressReadsCustomerSafeKnowledgeOnly(t *testing.T) {
	f := newQueueFixture(t)
	ctx := context.Background()
	if _, err := f.e.CompileQueue(ctx, f.owner, engine.CompileRequest{AsOf: demo.Base}); err != nil {
		t.Fatal(err)
	}
	private, err := f.e.Today(ctx, f.owner, page.Request{First: 1})
	if err != nil || len(private.Items) == 0 {
		t.Fatalf("Today(owner) = %+v, %v", private, err)
	}
	public, err := f.e.Today(ctx, f.public, page.Request{First: 1})
	if err != nil || len(public.Items) == 0 || public.Items[0].ID == private.Items[0].ID {
		t.Fatalf("Today(public) = %+v, %v", public, err)
	}
	creds := credentials(t, f)
	latest := func() int {
		p, err := f.e.Today(ctx, f.owner, page.Request{First: 1})
		if err != nil {
			t.Fatal(err)
		}
		return p.Version.Version
	}
	for _, ep := range knowledgeEntryPoints(private.Items[0].ID, public.Items[0].ID, latest) {
		for _, c := range creds {
			t.Run(ep.name+"/"+c.name, func(t *testing.T) {
				err := ep.call(ctx, f.e, c.a)
				switch {
				case ep.refused(c) && !errs.Is(err, errs.Forbidden):
					t.Errorf("%s by %s = %v, want FORBIDDEN", ep.name, c.name, err)
				case !ep.refused(c) && err != nil:
					t.Errorf("%s by %s = %v, want it allowed", ep.name, c.name, err)
				}
			})
		}
	}
}
