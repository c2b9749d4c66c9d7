package engine

import (
	"context"
	"crypto/subtle"
	"github.com/queueproof/queueproof/engine/legacy"
	"net/url"
	"path"
	"strings"
	"time"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/session"
)

// Lifetimes of a sign-in attempt and of the session it creates.
const (
	LoginTTL   = 10 * time.Minute
	SessionTTL = 12 * time.Hour
)

// OIDCEnabled reports whether sign-in with OpenID Connect is configured.
func (e *Engine) OIDCEnabled() bool { return e.oidc != nil }

// DiscoverOIDC fetches the provider's metadata now (it is otherwise fetched on first use).
func (e *Engine) DiscoverOIDC(ctx context.Context) error {
	if e.oidc == nil {
		return nil
	}
	return e.oidc.Discover(ctx)
}

// LoginStart is a sign-in attempt: send the browser to URL, and bind State to it (a cookie) so
// the callback can prove it returns to the browser that started it.
type LoginStart struct {
	URL       string
	State     string
	ExpiresAt time.Time
}

// BeginLogin starts an authorization-code login with PKCE (S256) and a nonce. returnTo is a
// local path to land on afterwards; anything else becomes "/".
func (e *Engine) BeginLogin(ctx context.Context, returnTo string) (LoginStart, error) {
	if e.oidc == nil {
		return LoginStart{}, errs.E(errs.NotFound, "sign-in with OpenID Connect is not configured")
	}
	state, nonce, verifier := session.NewToken(), session.NewToken(), session.NewToken()
	url, err := e.oidc.AuthCodeURL(ctx, state, nonce, verifier)
	if err != nil {
		return LoginStart{}, oidcError(err)
	}
	now := e.now()
	exp := now.Add(LoginTTL)
	l := session.Login{Nonce: nonce, CodeVerifier: verifier, ReturnTo: localPath(returnTo), ExpiresAt: exp.Unix()}
	if err := e.sessions.CreateLogin(ctx, state, l, now); err != nil {
		return LoginStart{}, err
	}
	return LoginStart{URL: url, State: state, ExpiresAt: exp}, nil
}

// Callback is what the provider sent back, and the state the browser was bound to.
type Callback struct {
	State, BoundState, Code, ProviderError string
}

// SignIn is a created session: Token goes into the session cookie.
type SignIn struct {
	Token     string
	ExpiresAt time.Time
	ReturnTo  string
	Actor     actor.Actor
}

// CompleteLogin finishes a login: the state must match the browser's and an unused login, the
// code is exchanged with its PKCE verifier, and the ID token is verified (signature, issuer,
// audience, expiry, nonce). The subject (issuer + sub) gets its personal workspace on first
// sign-in, and a server-side session is created.
func (e *Engine) CompleteLogin(ctx context.Context, cb Callback) (SignIn, error) {
	if e.oidc == nil {
		return SignIn{}, errs.E(errs.NotFound, "sign-in with OpenID Connect is not configured")
	}
	if cb.State == "" || subtle.ConstantTimeCompare([]byte(cb.State), []byte(cb.BoundState)) != 1 {
		return SignIn{}, errs.E(errs.Unauthenticated, "this sign-in was not started in this browser; start again")
	}
	now := e.now()
	l, err := e.sessions.TakeLogin(ctx, cb.State, now) // used up whatever happens next
	if err != nil {
		return SignIn{}, err
	}
	if cb.ProviderError != "" {
		return SignIn{}, errs.E(errs.Unauthenticated, "the identity provider did not sign you in")
	}
	if cb.Code == "" {
		return SignIn{}, errs.E(errs.Invalid, "the callback carries no authorization code")
	}
	id, err := e.oidc.Exchange(ctx, cb.Code, l.CodeVerifier, l.Nonce)
	if err != nil {
		return SignIn{}, oidcError(err)
	}
	a, err := e.signedActor(ctx, actor.OIDC, id.Key(), personalName)
	if err != nil {
		return SignIn{}, err
	}
	exp := now.Add(SessionTTL)
	token, err := e.sessions.Create(ctx, id.Key(), id.Email, now, exp)
	if err != nil {
		return SignIn{}, err
	}
	return SignIn{Token: token, ExpiresAt: exp, ReturnTo: l.ReturnTo, Actor: a}, nil
}

// Logout revokes the session of token (an empty or unknown token changes nothing).
func (e *Engine) Logout(ctx context.Context, token string) error {
	if token == "" {
		return nil
	}
	return e.sessions.Revoke(ctx, token, e.now())
}

// LogoutLegacy ends a legacy owner session: the token (valid, or there is nothing to end) and
// every copy of it are refused from now on, though it was signed elsewhere and has not expired.
func (e *Engine) LogoutLegacy(ctx context.Context, token string) error {
	now := e.now()
	sub, exp, err := legacy.VerifyExpiry(e.opts.SessionKeys, token, now)
	if token == "" || !e.legacyOn || err != nil {
		return nil
	}
	return e.sessions.End(ctx, token, legacyPrefix+sub, now, exp)
}

// RevokeSessions ends every session of the actor's subject ("sign out everywhere"): its OIDC
// sessions, or every legacy owner token of it the server has seen, and returns how many it
// ended. It is a credentials operation: private actors only.
func (e *Engine) RevokeSessions(ctx context.Context, a actor.Actor) (int, error) {
	if err := requirePrivate(a); err != nil {
		return 0, err
	}
	return e.sessions.RevokeSubject(ctx, a.Subject, e.now())
}

// localPath keeps p only when it is a path on this site ("/today"), never another origin
// ("//evil.example", "/\evil.example", "https://..."), however it is written: a backslash
// (browsers read it as a slash) or a control character anywhere refuses it, and so does a
// path that names another host once it is cleaned as the redirect will clean it
// ("/./\evil.example", "/../evil.example//").
func localPath(p string) string {
	if !strings.HasPrefix(p, "/") || len(p) > 512 || strings.ContainsFunc(p, func(r rune) bool {
		return r == '\\' || r < 0x20 || r == 0x7f
	}) {
		return "/"
	}
	u, err := url.Parse(p)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil || u.Opaque != "" {
		return "/"
	}
	if clean := path.Clean(u.Path); strings.HasPrefix(clean, "//") || !strings.HasPrefix(clean, "/") {
		return "/"
	}
	return p
}
