package engine

import (
	"context"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ids"
	"github.com/queueproof/queueproof/engine/kpi"
	"github.com/queueproof/queueproof/engine/mcptoken"
	"github.com/queueproof/queueproof/engine/projection"
	"github.com/queueproof/queueproof/engine/prooftest"
	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/engine/source"
	"github.com/queueproof/queueproof/engine/throttle"
)

// RegisterKnowledgeProvider registers a provider for the actor's workspace (owner only) and
// returns it with its secret, which is shown this once.
func (e *Engine) RegisterKnowledgeProvider(ctx context.Context, a actor.Actor, in provider.RegisterInput) (provider.Registration, string, error) {
	if err := requireOwner(a); err != nil {
		return provider.Registration{}, "", err
	}
	return e.providers.Register(ctx, a.WorkspaceID, a.Subject, in)
}

// KnowledgeProviders lists the workspace's providers (owner only: they carry operational
// detail such as base URLs and failure counts).
func (e *Engine) KnowledgeProviders(ctx context.Context, a actor.Actor) ([]provider.Registration, error) {
	if err := requireOwner(a); err != nil {
		return nil, err
	}
	return e.providers.List(ctx, a.WorkspaceID)
}

// KnowledgeProvider reads one provider (owner only).
func (e *Engine) KnowledgeProvider(ctx context.Context, a actor.Actor, id string) (provider.Registration, error) {
	if err := requireOwner(a); err != nil {
		return provider.Registration{}, err
	}
	return e.providers.Get(ctx, a.WorkspaceID, id)
}

// RotateProviderSecret issues a new secret (shown once); the old one keeps signing beside it
// for the overlap.
func (e *Engine) RotateProviderSecret(ctx context.Context, a actor.Actor, id string) (string, error) {
	if err := requireOwner(a); err != nil {
		return "", err
	}
	return e.providers.Rotate(ctx, a.WorkspaceID, a.Subject, id)
}

// UpdateKnowledgeProvider changes priority, the on/off switch and the two admin switches.
func (e *Engine) UpdateKnowledgeProvider(ctx context.Context, a actor.Actor, id string, in provider.UpdateInput) (provider.Registration, error) {
	if err := requireOwner(a); err != nil {
		return provider.Registration{}, err
	}
	return e.providers.Update(ctx, a.WorkspaceID, a.Subject, id, in)
}

// ProviderResources lists what a provider offers to scope to, fetched from it now.
func (e *Engine) ProviderResources(ctx context.Context, a actor.Actor, id string) ([]kpi.Resource, error) {
	if err := requireOwner(a); err != nil {
		return nil, err
	}
	return e.providers.Resources(ctx, a.WorkspaceID, id)
}

// ScopeSource selects the resources a source may serve from.
func (e *Engine) ScopeSource(ctx context.Context, a actor.Actor, id string, resources []string) (source.Source, error) {
	if err := requireOwner(a); err != nil {
		return source.Source{}, err
	}
	src, err := e.sources.Get(ctx, a.WorkspaceID, id)
	if err != nil {
		return src, err
	}
	if src.Kind != source.KnowledgeProvider {
		return src, errs.E(errs.Invalid, "only knowledge providers are scoped by resource; imported collections are scoped by what was imported")
	}
	if _, err := e.providers.Scope(ctx, a.WorkspaceID, a.Subject, id, resources); err != nil {
		return src, err
	}
	return e.sources.Get(ctx, a.WorkspaceID, id)
}

// VerifyProvider runs a provider's canary.
func (e *Engine) VerifyProvider(ctx context.Context, a actor.Actor, id, canaryQuery string) (provider.Canary, error) {
	if err := requireOwner(a); err != nil {
		return provider.Canary{}, err
	}
	return e.providers.Verify(ctx, a.WorkspaceID, id, canaryQuery)
}

// KnowledgeQuery is a consumer search.
type KnowledgeQuery struct {
	Query          string
	Locale         string
	Limit          int
	ConversationID string
	// ProviderIDs, when given, limits the search to these providers of the workspace; an id
	// that is not one is refused (BAD_USER_INPUT), never silently widened.
	ProviderIDs []string
}

// KnowledgeSearch runs the consumer search for the actor. The caller class comes from the
// actor, never from the request: the public actor and customer-egress credentials take the
// customer path (customer_safe providers, public results, no cache); signed-in members take
// the agent path. The public actor's searches share its durable ask budget.
func (e *Engine) KnowledgeSearch(ctx context.Context, a actor.Actor, q KnowledgeQuery) (projection.KnowledgeView, error) {
	if err := requireScope(a, mcptoken.ScopeRead); err != nil {
		return projection.KnowledgeView{}, err
	}
	if len(q.Query) > 2000 {
		return projection.KnowledgeView{}, errs.E(errs.Invalid, "query must be at most 2000 characters")
	}
	if q.Limit < 0 || q.Limit > kpi.MaxLimit {
		return projection.KnowledgeView{}, errs.E(errs.Invalid, "limit must be between 1 and %d", kpi.MaxLimit)
	}
	customer := CustomerEgress(a)
	for _, id := range q.ProviderIDs {
		if _, err := e.providers.Get(ctx, a.WorkspaceID, id); err != nil {
			return projection.KnowledgeView{}, errs.E(errs.Invalid, "connector %q is not a knowledge provider of this workspace", id)
		}
	}
	// Every public search makes signed provider calls: it spends the public demo's budget,
	// the one ask spends.
	if err := e.ThrottlePublic(ctx, a, throttle.PublicAsk()); err != nil {
		return projection.KnowledgeView{}, err
	}
	res, err := e.providers.Search(ctx, a.WorkspaceID, provider.SearchRequest{
		Query: q.Query, Locale: q.Locale, Limit: q.Limit, ConversationID: q.ConversationID, Customer: customer, Only: q.ProviderIDs,
	})
	if err != nil {
		return projection.KnowledgeView{}, err
	}
	switch {
	case a.IsPublic():
		return projection.KnowledgePublic(res), nil
	case customer:
		return projection.KnowledgeCustomer(res), nil
	}
	return projection.KnowledgeAgent(res), nil
}

// CustomerEgress reports whether what a answers can reach a customer automatically: the
// public demo actor and customer-egress credentials.
func CustomerEgress(a actor.Actor) bool {
	return a.IsPublic() || a.Egress == actor.EgressCustomer
}

// providerCanaryEvidence is what a provider canary keeps as proof: the query and what came back.
type providerCanaryEvidence struct {
	Query   string              `json:"query"`
	Results []providerCanaryHit `json:"results"`
}

type providerCanaryHit struct {
	DocumentID string `json:"documentId"`
	Title      string `json:"title"`
	ResourceID string `json:"resourceId,omitempty"`
	Audience   string `json:"audience"`
}

// VerifySource runs a source's canary and records it as a proof test (owner only): for a
// knowledge provider, a signed retrieval whose results must be attributable to it (canaryQuery
// picks what to ask; default "help"); for an imported collection, a sample of its chunks must be
// found again through the lanes. Passing makes the source data_verified; failing makes it
// failed with the reason.
func (e *Engine) VerifySource(ctx context.Context, a actor.Actor, id, canaryQuery string) (prooftest.ProofTest, error) {
	if err := requireOwner(a); err != nil {
		return prooftest.ProofTest{}, err
	}
	src, err := e.sources.Get(ctx, a.WorkspaceID, id)
	if err != nil {
		return prooftest.ProofTest{}, err
	}
	if src.Kind != source.KnowledgeProvider {
		pt, err := e.canary(ctx, a, src.ID, "")
		if err != nil {
			return pt, err
		}
		state, reason := source.DataVerified, ""
		if !pt.Passed() {
			state, reason = source.Failed, pt.Reason
		}
		return pt, e.sources.SetState(ctx, a.WorkspaceID, src.ID, state, reason)
	}
	c, err := e.providers.Verify(ctx, a.WorkspaceID, id, canaryQuery)
	if err != nil {
		return prooftest.ProofTest{}, err
	}
	ev := providerCanaryEvidence{Query: c.Query, Results: []providerCanaryHit{}}
	for _, r := range c.Evidence {
		ev.Results = append(ev.Results, providerCanaryHit{DocumentID: r.DocumentID, Title: r.Title, ResourceID: r.ResourceID, Audience: r.Audience})
	}
	pt := prooftest.ProofTest{ID: ids.New("pt_", 12), WorkspaceID: a.WorkspaceID, SourceID: id, Kind: "provider_canary", Result: "passed", Reason: c.Reason}
	if !c.Passed {
		pt.Result = "failed"
	}
	return e.evidence.proofs.RecordEvidence(ctx, pt, ev)
}
