package engine

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/accesstoken"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/mcptoken"
)

// MCPResource is the canonical resource URL of this server's MCP endpoint: the audience every
// MCP credential must name.
func (e *Engine) MCPResource() string { return e.opts.MCPResource }

// MCPOAuth reports the pinned OAuth issuer, or "" when only MCP tokens are accepted.
func (e *Engine) MCPOAuth() string {
	if e.accessTokens == nil {
		return ""
	}
	return e.opts.MCPOAuth.Issuer
}

// McpTokenInput describes a new MCP token.
type McpTokenInput struct {
	Name      string
	Scopes    []string
	ExpiresAt time.Time
	Egress    string
}

// CreateMcpToken issues a token for the actor's workspace (owner only); the token is returned
// this once and stored as a hash.
func (e *Engine) CreateMcpToken(ctx context.Context, a actor.Actor, in McpTokenInput) (mcptoken.Token, string, error) {
	if err := requireOwner(a); err != nil {
		return mcptoken.Token{}, "", err
	}
	return e.mcpTokens.Create(ctx, a.WorkspaceID, a.Subject, mcptoken.CreateInput{
		Name: in.Name, Scopes: in.Scopes, ExpiresAt: in.ExpiresAt, Egress: in.Egress, Audience: e.opts.MCPResource,
	})
}

// McpTokens lists the workspace's tokens (owner only).
func (e *Engine) McpTokens(ctx context.Context, a actor.Actor) ([]mcptoken.Token, error) {
	if err := requireOwner(a); err != nil {
		return nil, err
	}
	return e.mcpTokens.List(ctx, a.WorkspaceID)
}

// RevokeMcpToken ends a token at once (owner only).
func (e *Engine) RevokeMcpToken(ctx context.Context, a actor.Actor, id string) (mcptoken.Token, error) {
	if err := requireOwner(a); err != nil {
		return mcptoken.Token{}, err
	}
	return e.mcpTokens.Revoke(ctx, a.WorkspaceID, id)
}

// ResolveMCP turns an MCP bearer credential into an actor. A JWT-shaped credential is only
// ever verified as an OAuth access token (and refused when OAuth is off), never looked up as
// an MCP token; anything else must be a live MCP token issued for this resource.
func (e *Engine) ResolveMCP(ctx context.Context, bearer string) (actor.Actor, error) {
	if bearer == "" {
		return actor.Actor{}, errs.E(errs.Unauthenticated, "an MCP token or OAuth access token is required")
	}
	if accesstoken.LooksLikeJWT(bearer) {
		if e.accessTokens == nil {
			return actor.Actor{}, errs.E(errs.Unauthenticated, "this server accepts no OAuth access tokens; use an MCP token")
		}
		c, err := e.accessTokens.Verify(ctx, bearer)
		if err != nil {
			if errors.Is(err, accesstoken.ErrInvalid) {
				return actor.Actor{}, errs.Wrap(errs.Unauthenticated, err, "invalid access token")
			}
			return actor.Actor{}, errs.Wrap(errs.ProviderFailed, err, "cannot verify access tokens right now")
		}
		subject := "oidc:" + e.opts.MCPOAuth.Issuer + "#" + c.Subject
		a, err := e.signedActor(ctx, actor.OIDC, subject, personalName)
		if err != nil {
			return actor.Actor{}, err
		}
		a.Scopes = oauthScopes(c.Scopes)
		a.Egress = actor.EgressInternal
		return a, nil
	}
	t, err := e.mcpTokens.Lookup(ctx, bearer, e.opts.MCPResource)
	if err != nil {
		return actor.Actor{}, err
	}
	return actor.Actor{
		Kind: actor.MCPToken, Subject: "mcp:" + t.ID, WorkspaceID: t.WorkspaceID, Role: actor.Member,
		Scopes: t.Scopes(), Egress: actor.Egress(t.Egress),
	}, nil
}

// oauthScopes maps OAuth scope strings to ours: "read"/"propose", optionally prefixed
// "queueproof:" or "mcp:". Unknown scopes grant nothing.
func oauthScopes(in []string) []string {
	out := []string{}
	for _, s := range in {
		s = strings.TrimPrefix(strings.TrimPrefix(strings.ToLower(s), "queueproof:"), "mcp:")
		if s == mcptoken.ScopeRead || s == mcptoken.ScopePropose {
			out = append(out, s)
		}
	}
	return out
}

// requireScope admits an actor whose credential carries scope (people always do).
func requireScope(a actor.Actor, scope string) error {
	if err := requireActor(a); err != nil {
		return err
	}
	if !a.HasScope(scope) {
		return &errs.Error{Code: errs.Forbidden, Message: "insufficient_scope: this token lacks the " + scope + " scope"}
	}
	return nil
}

// MCPTools are the tools /mcp and the REST mirror serve, with the scope each needs. The server
// registers exactly these (a test holds the two lists together).
func MCPTools() map[string]string {
	return map[string]string{
		"knowledge_search": mcptoken.ScopeRead,
		"search":           mcptoken.ScopeRead,
		"ask":              mcptoken.ScopeRead,
		"list_queue":       mcptoken.ScopeRead,
		"get_packet":       mcptoken.ScopeRead,
		"propose":          mcptoken.ScopePropose,
	}
}

// MCPConnection is what a person needs to connect an MCP client.
type MCPConnection struct {
	Endpoint, ResourceMetadata, RestBase, OAuthIssuer string
	Tools                                             []string
	Configurations                                    []MCPClientConfiguration
}

// MCPClientConfiguration is one copyable client configuration.
type MCPClientConfiguration struct{ Client, Format, Text string }

// MCPConnection describes the endpoint for the Connect AI page (signed-in members).
func (e *Engine) MCPConnection(ctx context.Context, a actor.Actor) (MCPConnection, error) {
	if err := requirePrivate(a); err != nil {
		return MCPConnection{}, err
	}
	ep := e.opts.MCPResource
	base := strings.TrimSuffix(ep, "/mcp")
	c := MCPConnection{
		Endpoint: ep, ResourceMetadata: base + "/.well-known/oauth-protected-resource/mcp",
		RestBase: base + "/api/v1/mcp", OAuthIssuer: e.MCPOAuth(),
	}
	for name := range MCPTools() {
		c.Tools = append(c.Tools, name)
	}
	slices.Sort(c.Tools)
	c.Configurations = []MCPClientConfiguration{
		{"Claude Desktop / Claude Code", "json", fmt.Sprintf(`{
  "mcpServers": {
    "queueproof": {
      "type": "http",
      "url": %q,
      "headers": { "Authorization": "Bearer TOKEN" }
    }
  }
}`, ep)},
		{"Cursor", "json", fmt.Sprintf(`{
  "mcpServers": {
    "queueproof": {
      "url": %q,
      "headers": { "Authorization": "Bearer TOKEN" }
    }
  }
}`, ep)},
		{"Any HTTP client (REST mirror)", "shell", fmt.Sprintf(`curl -s %s/tools -H 'Authorization: Bearer TOKEN'
curl -s %s/tools/knowledge_search -H 'Authorization: Bearer TOKEN' \
  -H 'Content-Type: application/json' -d '{"query":"refund policy"}'`, c.RestBase, c.RestBase)},
	}
	return c, nil
}
