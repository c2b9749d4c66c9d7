// Package actor defines who is calling. Actors are resolved on the server only, from
// credentials the transport extracted; a caller never names its own workspace.
package actor

import "net/netip"

// Kind is the trust tier an actor was resolved through.
type Kind string

// The tiers, in trust order.
const (
	OIDC        Kind = "OIDC"
	LegacyOwner Kind = "LEGACY_OWNER"
	Gateway     Kind = "GATEWAY"
	Local       Kind = "LOCAL"
	Public      Kind = "PUBLIC"
	// MCPToken is an MCP bearer token an owner issued to an agent.
	MCPToken Kind = "MCP_TOKEN"
	// Widget is a widget key on the widget route: customer egress, knowledge providers only.
	// It is not a tier of Resolve and never reaches GraphQL.
	Widget Kind = "WIDGET"
	// Anonymous is no actor at all: nothing matched and public access is off.
	Anonymous Kind = ""
)

// Role is the actor's role in its workspace.
type Role string

// The roles.
const (
	Owner        Role = "owner"
	Member       Role = "member"
	PublicAccess Role = "public-access"
)

// Actor is a resolved caller: its tier, its stable subject (issuer + sub for OIDC), its one
// workspace and its role there.
type Actor struct {
	Kind        Kind
	Subject     string
	WorkspaceID string
	Role        Role
	// Scopes limit what an agent credential (MCP token, OAuth access token) may do; nil for
	// people signed in to the web app, who are limited by their role alone.
	Scopes []string
	// Egress is the credential's egress class: EgressCustomer for credentials whose output
	// reaches customers (customer MCP tokens, widget keys); empty or EgressInternal otherwise.
	Egress Egress
	// Visitor is the public demo visitor's reference: the SHA-256 (hex) of its browser's
	// visitor token. Empty for every other actor, and for a public request without a valid
	// token (which then sees no public History).
	Visitor string
}

// Egress is where a credential's output may go.
type Egress string

// The egress classes.
const (
	EgressInternal Egress = "internal"
	EgressCustomer Egress = "customer"
)

// Signed reports whether the actor is a signed-in (non-public, non-anonymous) principal.
func (a Actor) Signed() bool { return a.Kind != Anonymous && a.Kind != Public && a.Kind != Widget }

// IsPublic reports whether the actor is the anonymous public demo actor.
func (a Actor) IsPublic() bool { return a.Kind == Public }

// Credentials are what a transport extracted from a request, untrusted until resolved. The
// transport copies raw values only; every decision is the engine's.
type Credentials struct {
	// Peer is the socket's peer address (never a forwarded header).
	Peer netip.Addr
	// Loopback is true when the client connected from a loopback address (checked on the
	// socket's peer address, never on forwarded headers).
	Loopback bool
	// LoopbackHost is true when the request named this server by a loopback name ("localhost")
	// or address, on the port the connection was accepted on (its Host header). A page of
	// another site whose name resolves to 127.0.0.1 (DNS rebinding) names its own host instead.
	LoopbackHost bool
	// SameOrigin is true when the request carries no browser Origin or Sec-Fetch-Site header
	// other than one saying it comes from the origin it was sent to (one Origin equal to the
	// request's own scheme and Host, Sec-Fetch-Site: same-origin).
	SameOrigin bool
	// Session is the OIDC session cookie's value.
	Session string
	// Bearer is the token of an "Authorization: Bearer" header.
	Bearer string
	// LegacySession is the legacy owner session cookie's value ("v1." ...).
	LegacySession string
	// GatewayIdentity and GatewayProof are the trusted gateway's identity and proof headers.
	GatewayIdentity string
	GatewayProof    string
	// Repeated names the credential headers the request carried more than once (a client's
	// value beside a proxy's); Resolve refuses such a request instead of picking one.
	Repeated []string
	// Visitor is the public demo's visitor cookie (a browser-scoped token); it identifies no
	// one and only scopes a public visitor's History.
	Visitor string
}

// PublicPrincipal is the membership principal that makes a workspace the public demo.
const PublicPrincipal = "user:public-access"

// Principal is the membership principal of a subject.
func Principal(subject string) string { return "user:" + subject }

// HasScope reports whether a may use scope: people (no scopes) may, agent credentials only
// with the scope granted.
func (a Actor) HasScope(scope string) bool {
	if a.Scopes == nil {
		return true
	}
	for _, s := range a.Scopes {
		if s == scope {
			return true
		}
	}
	return false
}
