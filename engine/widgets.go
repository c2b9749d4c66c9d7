package engine

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/projection"
	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/engine/widget"
)

// CreateWidgetKey makes a widget key for the actor's workspace (owner only); the key is
// returned this once.
func (e *Engine) CreateWidgetKey(ctx context.Context, a actor.Actor, origins []string) (widget.Key, string, error) {
	if err := requireOwner(a); err != nil {
		return widget.Key{}, "", err
	}
	return e.widgets.Create(ctx, a.WorkspaceID, a.Subject, origins)
}

// WidgetKeys lists the workspace's widget keys (owner only).
func (e *Engine) WidgetKeys(ctx context.Context, a actor.Actor) ([]widget.Key, error) {
	if err := requireOwner(a); err != nil {
		return nil, err
	}
	return e.widgets.List(ctx, a.WorkspaceID)
}

// RevokeWidgetKey ends a widget key (owner only).
func (e *Engine) RevokeWidgetKey(ctx context.Context, a actor.Actor, id string) error {
	if err := requireOwner(a); err != nil {
		return err
	}
	return e.widgets.Revoke(ctx, a.WorkspaceID, id)
}

// WidgetOriginAllowed reports whether any live widget key allows origin: the answer to a CORS
// preflight, which carries no credential.
func (e *Engine) WidgetOriginAllowed(ctx context.Context, origin string) bool {
	ok, err := e.widgets.AnyAllows(ctx, origin)
	if err != nil {
		e.log.WarnContext(ctx, "widget origin check", "error", err)
		return false // fail closed
	}
	return ok
}

// WidgetQuery is the whole widget request: there is no provider, audience or profile parameter.
type WidgetQuery struct {
	Query  string
	Locale string
}

// WidgetSearch answers the widget route: the key decides the workspace, the request's Origin
// must be one the key allows (when the browser sent one), each key has a durable rate limit
// (throttle.WidgetKey; RATE_LIMITED beyond it, before any provider is called), and the search
// is hard-wired to the customer path (customer_safe providers, public results, customer
// projection, no cache). It never reads a workspace's indexed evidence.
func (e *Engine) WidgetSearch(ctx context.Context, key, origin string, q WidgetQuery) (projection.KnowledgeView, error) {
	k, err := e.widgets.Lookup(ctx, key)
	if err != nil {
		return projection.KnowledgeView{}, err
	}
	if origin != "" && !k.Allows(origin) {
		return projection.KnowledgeView{}, errs.E(errs.Forbidden, "this widget key is not allowed on this site")
	}
	q.Query = strings.TrimSpace(q.Query)
	if q.Query == "" || utf8.RuneCountInString(q.Query) > 500 {
		return projection.KnowledgeView{}, errs.E(errs.Invalid, "query must be 1 to 500 characters")
	}
	if len(q.Locale) > 35 {
		return projection.KnowledgeView{}, errs.E(errs.Invalid, "locale is too long")
	}
	if err := e.throttleWidgetKey(ctx, k); err != nil {
		return projection.KnowledgeView{}, err
	}
	a := actor.Actor{Kind: actor.Widget, WorkspaceID: k.WorkspaceID, Egress: actor.EgressCustomer}
	res, err := e.providers.Search(ctx, a.WorkspaceID, provider.SearchRequest{Query: q.Query, Locale: q.Locale, Limit: 8, Customer: true})
	if err != nil {
		return projection.KnowledgeView{}, err
	}
	return projection.KnowledgeCustomer(res), nil
}
