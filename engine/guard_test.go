package engine_test

import (
	"context"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/provider"
)

// privateEntryPoints lists every engine entry point behind the private-actor guard. Every new
// private entry point gets a row here: the test proves the public actor gets FORBIDDEN and
// that nothing is refused to a private actor by the guard.
func privateEntryPoints() []struct {
	name string
	call func(context.Context, *engine.Engine, actor.Actor) error
} {
	return []struct {
		name string
		call func(context.Context, *engine.Engine, actor.Actor) error
	}{
		{"RevokeSessions", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.RevokeSessions(ctx, a)
			return err
		}},
		{"RegisterKnowledgeProvider", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, _, err := e.RegisterKnowledgeProvider(ctx, a, provider.RegisterInput{Name: "kb", BaseURL: "https://kb.example.com", Exposure: provider.AgentOnly})
			return err
		}},
		{"KnowledgeProviders", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.KnowledgeProviders(ctx, a)
			return err
		}},
		{"KnowledgeProvider", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.KnowledgeProvider(ctx, a, "kp_missing")
			return err
		}},
		{"RotateProviderSecret", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.RotateProviderSecret(ctx, a, "kp_missing")
			return err
		}},
		{"UpdateKnowledgeProvider", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.UpdateKnowledgeProvider(ctx, a, "kp_missing", provider.UpdateInput{})
			return err
		}},
		{"ProviderResources", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.ProviderResources(ctx, a, "kp_missing")
			return err
		}},
		{"ScopeSource", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.ScopeSource(ctx, a, "src_missing", nil)
			return err
		}},
		{"VerifySource", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.VerifySource(ctx, a, "src_missing", "")
			return err
		}},
		{"VerifyProvider", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.VerifyProvider(ctx, a, "kp_missing", "")
			return err
		}},
		{"CreateWidgetKey", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, _, err := e.CreateWidgetKey(ctx, a, []string{"https://shop.example.com"})
			return err
		}},
		{"WidgetKeys", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.WidgetKeys(ctx, a)
			return err
		}},
		{"RevokeWidgetKey", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			return e.RevokeWidgetKey(ctx, a, "wk_missing")
		}},
		{"CreateMcpToken", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, _, err := e.CreateMcpToken(ctx, a, engine.McpTokenInput{Name: "agent", Scopes: []string{"read"}, Egress: "internal"})
			return err
		}},
		{"McpTokens", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.McpTokens(ctx, a)
			return err
		}},
		{"RevokeMcpToken", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.RevokeMcpToken(ctx, a, "mt_missing")
			return err
		}},
		{"Import (upload)", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.Import(ctx, a, engine.ImportRequest{SourceName: "notes", Format: ingest.Markdown,
				Input: ingest.FromBytes("note.md", []byte("# Note\n\nENG-1 ships Friday.\n"))})
			return err
		}},
		{"StartImport (upload in the background)", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.StartImport(ctx, a, engine.ImportRequest{SourceName: "notes", Format: ingest.Markdown,
				Input: ingest.FromBytes("note.md", []byte("# Note\n\nENG-1 ships Friday.\n"))})
			return err
		}},
		{"IngestionJobs (ingestion status)", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.IngestionJobs(ctx, a, "src_missing", page.Request{})
			return err
		}},
		{"SourceHistory", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.SourceHistory(ctx, a, "src_missing", 20)
			return err
		}},
		{"RenameSource", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.RenameSource(ctx, a, "src_missing", "x")
			return err
		}},
		{"DeleteSource", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.DeleteSource(ctx, a, "src_missing")
			return err
		}},
		{"MayImport (upload transport)", func(_ context.Context, e *engine.Engine, a actor.Actor) error {
			return e.MayImport(a)
		}},
		{"IngestionJob (ingestion status)", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.IngestionJob(ctx, a, "job_missing")
			return err
		}},
		{"CreateProposal", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.CreateProposal(ctx, a, engine.ProposalInput{PacketID: "pkt_missing", IdempotencyKey: "k", Action: "linear_create_issue", TeamID: "t", Title: "x"})
			return err
		}},
		{"ApproveProposal", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.ApproveProposal(ctx, a, "pr_missing")
			return err
		}},
		{"Proposals", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.Proposals(ctx, a, "", page.Request{})
			return err
		}},
		{"Proposal", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.Proposal(ctx, a, "pr_missing")
			return err
		}},
		{"MCPConnection", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.MCPConnection(ctx, a)
			return err
		}},
		// The public demo is read-only: a public compile would become the owner's latest Today.
		{"CompileQueue", func(ctx context.Context, e *engine.Engine, a actor.Actor) error {
			_, err := e.CompileQueue(ctx, a, engine.CompileRequest{AsOf: time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC)})
			return err
		}},
	}
}

func TestPrivateEntryPointsRefuseThePublicActor(t *testing.T) {
	at := newAllTiers(t)
	ctx := context.Background()
	public, err := at.e.Resolve(ctx, actor.Credentials{})
	if err != nil || public.Kind != actor.Public {
		t.Fatalf("public actor = %+v, %v", public, err)
	}
	local, err := at.e.Resolve(ctx, actor.Credentials{Peer: localPeer, Loopback: true, LoopbackHost: true, SameOrigin: true})
	if err != nil || local.Kind != actor.Local {
		t.Fatalf("local actor = %+v, %v", local, err)
	}
	for _, ep := range privateEntryPoints() {
		t.Run(ep.name, func(t *testing.T) {
			if err := ep.call(ctx, at.e, public); !errs.Is(err, errs.Forbidden) {
				t.Errorf("%s(public) = %v, want FORBIDDEN", ep.name, err)
			}
			if err := ep.call(ctx, at.e, actor.Actor{}); !errs.Is(err, errs.Unauthenticated) {
				t.Errorf("%s(anonymous) = %v, want UNAUTHENTICATED", ep.name, err)
			}
			// The guard lets the owner through; what follows may still refuse the made-up
			// arguments (NOT_FOUND, BAD_USER_INPUT), but never as a guard would.
			if err := ep.call(ctx, at.e, local); errs.Is(err, errs.Forbidden) || errs.Is(err, errs.Unauthenticated) {
				t.Errorf("%s(local owner) = %v, want the guard to let the owner through", ep.name, err)
			}
		})
	}
}
