package engine

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/legacy"
	"github.com/queueproof/queueproof/engine/openid"
)

// LocalSubject is the subject of the development local actor.
const LocalSubject = "local:owner"

// Subjects of the other tiers carry their tier as a prefix, so no two tiers (and never the
// public-access principal) can share a membership principal.
const (
	legacyPrefix  = "legacy:"
	gatewayPrefix = "gateway:"
)

const personalName = "Personal workspace"

// Resolve turns credentials into an actor, in strict trust order; the first tier whose
// credential is present decides, and a present but invalid credential is UNAUTHENTICATED, never
// a fall-through to a lower tier:
//
//  1. OIDC: a server-side session (cookie) or a bearer JWT from the pinned issuer;
//  2. a legacy owner session ("v1." HMAC-signed cookie), off in production with OIDC;
//  3. the trusted identity gateway's headers (only when a gateway is configured);
//  4. the local actor (opted in, never in production, loopback peers that are not the gateway,
//     and only for a request that named a loopback Host on the listening port from its own
//     origin: a web page reaching the server through DNS rebinding or cross-site is not it);
//  5. the public demo actor (opted in by QUEUEPROOF_PUBLIC_WORKSPACE_ID and an explicit
//     public-access membership).
//
// With nothing matched it returns the anonymous actor (not an error): each engine call decides
// whether anonymous callers may use it. A credential header sent more than once is
// UNAUTHENTICATED: which of its values is meant is not for the server to guess.
func (e *Engine) Resolve(ctx context.Context, c actor.Credentials) (actor.Actor, error) {
	if len(c.Repeated) > 0 {
		return actor.Actor{}, errs.E(errs.Unauthenticated, "the %s header was sent more than once; send exactly one", strings.Join(c.Repeated, ", "))
	}
	switch {
	case c.Session != "" || c.Bearer != "":
		return e.resolveOIDC(ctx, c)
	case c.LegacySession != "":
		return e.resolveLegacy(ctx, c.LegacySession)
	case e.opts.Gateway.Enabled() && (c.GatewayIdentity != "" || c.GatewayProof != ""):
		// Without a configured gateway its headers mean nothing to this deployment.
		return e.resolveGateway(ctx, c)
	case e.opts.LocalActor && !e.opts.Production && c.Loopback && c.LoopbackHost && c.SameOrigin && !e.opts.Gateway.Contains(c.Peer):
		// A gateway on loopback proxies other people: its requests are never the local owner.
		// Nor is a browser page of another site that reached the loopback socket: it names its
		// own Host (DNS rebinding) or sends its own Origin.
		return e.signedActor(ctx, actor.Local, LocalSubject, "Local workspace")
	}
	return e.resolvePublic(ctx, c.Visitor)
}

func unauthenticated(err error) error {
	return errs.Wrap(errs.Unauthenticated, err, "credentials are invalid or expired; sign in again")
}

func (e *Engine) resolveOIDC(ctx context.Context, c actor.Credentials) (actor.Actor, error) {
	if e.oidc == nil {
		return actor.Actor{}, unauthenticated(errors.New("OIDC credential sent but OIDC is not configured"))
	}
	if c.Session != "" {
		s, err := e.sessions.Lookup(ctx, c.Session, e.now())
		if err != nil {
			return actor.Actor{}, err
		}
		// Sessions of another issuer (the configuration changed) are not this issuer's.
		if !strings.HasPrefix(s.Subject, "oidc:"+e.oidc.Issuer()+"#") {
			return actor.Actor{}, unauthenticated(errors.New("session of another issuer"))
		}
		return e.signedActor(ctx, actor.OIDC, s.Subject, personalName)
	}
	id, err := e.oidc.VerifyBearer(ctx, c.Bearer)
	if err != nil {
		return actor.Actor{}, oidcError(err)
	}
	return e.signedActor(ctx, actor.OIDC, id.Key(), personalName)
}

// oidcError maps a failed verification to UNAUTHENTICATED and an unreachable provider to
// PROVIDER_FAILED; both fail closed.
func oidcError(err error) error {
	if errors.Is(err, openid.ErrInvalidToken) {
		return unauthenticated(err)
	}
	return errs.Wrap(errs.ProviderFailed, err, "the identity provider is unavailable; try again")
}

func (e *Engine) resolveLegacy(ctx context.Context, token string) (actor.Actor, error) {
	if !e.legacyOn {
		return actor.Actor{}, unauthenticated(errors.New("legacy sessions are disabled"))
	}
	now := e.now()
	sub, exp, err := legacy.VerifyExpiry(e.opts.SessionKeys, token, now)
	if err != nil {
		return actor.Actor{}, unauthenticated(err)
	}
	// The token is signed elsewhere, so the server keeps its state from its first use: a
	// signed-out token, and every copy of it, stays refused (session.Store.Admit).
	if _, err := e.sessions.Admit(ctx, token, legacyPrefix+sub, now, exp); err != nil {
		return actor.Actor{}, err
	}
	return e.signedActor(ctx, actor.LegacyOwner, legacyPrefix+sub, personalName)
}

func (e *Engine) resolveGateway(ctx context.Context, c actor.Credentials) (actor.Actor, error) {
	id, err := e.opts.Gateway.Verify(c.Peer, c.GatewayIdentity, c.GatewayProof)
	if err != nil {
		return actor.Actor{}, unauthenticated(err)
	}
	return e.signedActor(ctx, actor.Gateway, gatewayPrefix+id, personalName)
}

// signedActor returns the actor of a verified subject in its one workspace. A subject with no
// membership is provisioned its deterministic personal workspace (idempotent, safe under
// concurrent first logins); a subject with more than one candidate workspace fails closed.
func (e *Engine) signedActor(ctx context.Context, kind actor.Kind, subject, name string) (actor.Actor, error) {
	p := actor.Principal(subject)
	m, err := e.workspaces.MembershipOf(ctx, p)
	if errs.Is(err, errs.NotFound) {
		if _, err := e.workspaces.EnsurePersonal(ctx, subject, name); err != nil {
			return actor.Actor{}, fmt.Errorf("provision personal workspace: %w", err)
		}
		m, err = e.workspaces.MembershipOf(ctx, p)
	}
	if err != nil {
		return actor.Actor{}, err
	}
	return actor.Actor{Kind: kind, Subject: subject, WorkspaceID: m.WorkspaceID, Role: m.Role}, nil
}

// resolvePublic returns the public demo actor when QUEUEPROOF_PUBLIC_WORKSPACE_ID names a
// workspace with an explicit public-access membership, and the anonymous actor otherwise. It
// only reads: resolution never creates or elevates a membership, and a lone workspace is never
// assumed to be public. The public actor carries the hash of the visitor token, when valid.
func (e *Engine) resolvePublic(ctx context.Context, visitor string) (actor.Actor, error) {
	id := e.opts.PublicWorkspaceID
	if id == "" {
		return actor.Actor{}, nil
	}
	role, err := e.workspaces.Role(ctx, id, actor.PublicPrincipal)
	switch {
	case err == nil && role == actor.PublicAccess:
		return actor.Actor{Kind: actor.Public, Subject: "public-access", WorkspaceID: id, Role: actor.PublicAccess, Visitor: visitorRef(visitor)}, nil
	case err != nil && !errs.Is(err, errs.NotFound):
		return actor.Actor{}, err
	}
	e.log.WarnContext(ctx, "public workspace has no public-access membership; public access is off", "workspace", id)
	return actor.Actor{}, nil
}
