// Package openid is QueueProof's OpenID Connect relying party: the authorization-code flow
// with PKCE and a nonce, and verification of ID tokens and bearer JWTs from one pinned issuer.
// Discovery happens on first use and is retried until it succeeds, so a provider that is down
// at start-up does not stop the server; tokens are verified against the provider's JWKS
// (signature with an algorithm the provider announces, never "none"), issuer, audience and
// expiry.
package openid

import (
	"bytes"
	"context"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	gooidc "github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"
)

// Config is the relying party's registration at the provider.
type Config struct {
	Issuer       string // pinned: discovery must report exactly this issuer
	ClientID     string
	ClientSecret string // empty for a public client (PKCE only)
	RedirectURL  string // <base URL>/auth/callback
}

// Identity is a verified subject. Its tenant key is Key(): issuer plus sub, never email.
type Identity struct {
	Issuer  string
	Subject string
	Email   string // mutable profile data
	Expiry  time.Time
}

// Key is the tenant key of the identity: "oidc:<issuer>#<sub>" (an issuer has no fragment,
// so the first '#' after the prefix is the separator).
func (i Identity) Key() string { return "oidc:" + i.Issuer + "#" + i.Subject }

// ErrInvalidToken is returned for a token that does not verify; the cause is wrapped for logs.
var ErrInvalidToken = errors.New("invalid token")

// Client is the relying party. It is safe for concurrent use.
type Client struct {
	cfg Config

	mu       sync.Mutex
	oauth    *oauth2.Config
	verifier *gooidc.IDTokenVerifier
}

// New returns a client for cfg; nothing is fetched until first use.
func New(cfg Config) *Client { return &Client{cfg: cfg} }

// Issuer is the pinned issuer.
func (c *Client) Issuer() string { return c.cfg.Issuer }

// Discover fetches the provider's metadata once; later calls return at once.
func (c *Client) Discover(ctx context.Context) error {
	_, _, err := c.discovered(ctx)
	return err
}

func (c *Client) discovered(ctx context.Context) (*oauth2.Config, *gooidc.IDTokenVerifier, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.verifier != nil {
		return c.oauth, c.verifier, nil
	}
	// go-oidc refuses discovery metadata whose issuer differs from the configured one.
	p, err := gooidc.NewProvider(ctx, c.cfg.Issuer)
	if err != nil {
		return nil, nil, fmt.Errorf("openid discovery of %s: %w", c.cfg.Issuer, err)
	}
	c.oauth = &oauth2.Config{
		ClientID:     c.cfg.ClientID,
		ClientSecret: c.cfg.ClientSecret,
		RedirectURL:  c.cfg.RedirectURL,
		Endpoint:     p.Endpoint(),
		Scopes:       []string{gooidc.ScopeOpenID, "email"},
	}
	// The verifier checks signature (algorithms from discovery, RS256 by default; "none" is
	// never accepted), issuer, audience (our client id) and expiry.
	c.verifier = p.Verifier(&gooidc.Config{ClientID: c.cfg.ClientID})
	return c.oauth, c.verifier, nil
}

// AuthCodeURL returns where to send the browser to sign in: state, nonce and the S256 PKCE
// challenge of verifier travel with it.
func (c *Client) AuthCodeURL(ctx context.Context, state, nonce, verifier string) (string, error) {
	oc, _, err := c.discovered(ctx)
	if err != nil {
		return "", err
	}
	return oc.AuthCodeURL(state, gooidc.Nonce(nonce), oauth2.S256ChallengeOption(verifier)), nil
}

// Exchange trades an authorization code (with its PKCE verifier) for tokens and returns the
// identity of the ID token, after verifying it and its nonce.
func (c *Client) Exchange(ctx context.Context, code, verifier, nonce string) (Identity, error) {
	oc, v, err := c.discovered(ctx)
	if err != nil {
		return Identity{}, err
	}
	tok, err := oc.Exchange(ctx, code, oauth2.VerifierOption(verifier))
	if err != nil {
		return Identity{}, fmt.Errorf("%w: code exchange: %w", ErrInvalidToken, err)
	}
	raw, _ := tok.Extra("id_token").(string)
	if raw == "" {
		return Identity{}, fmt.Errorf("%w: token response has no id_token", ErrInvalidToken)
	}
	id, err := verify(ctx, v, c.cfg.ClientID, raw)
	if err != nil {
		return Identity{}, err
	}
	if nonce == "" || subtle.ConstantTimeCompare([]byte(id.nonce), []byte(nonce)) != 1 {
		return Identity{}, fmt.Errorf("%w: nonce mismatch", ErrInvalidToken)
	}
	return id.Identity, nil
}

// VerifyBearer verifies a JWT an API client sent as a bearer token: same issuer, audience,
// expiry and signature checks as an ID token.
func (c *Client) VerifyBearer(ctx context.Context, raw string) (Identity, error) {
	if strings.Count(raw, ".") != 2 {
		return Identity{}, fmt.Errorf("%w: not a JWT", ErrInvalidToken)
	}
	_, v, err := c.discovered(ctx)
	if err != nil {
		return Identity{}, err
	}
	id, err := verify(ctx, v, c.cfg.ClientID, raw)
	if err != nil {
		return Identity{}, err
	}
	return id.Identity, nil
}

type verified struct {
	Identity
	nonce string
}

func verify(ctx context.Context, v *gooidc.IDTokenVerifier, clientID, raw string) (verified, error) {
	t, err := v.Verify(ctx, raw)
	if err != nil {
		return verified{}, fmt.Errorf("%w: %w", ErrInvalidToken, err)
	}
	if t.Subject == "" {
		return verified{}, fmt.Errorf("%w: no sub", ErrInvalidToken)
	}
	if err := personToken(raw, t, clientID); err != nil {
		return verified{}, err
	}
	var claims struct {
		Email string `json:"email"`
	}
	_ = t.Claims(&claims) // profile data only; a malformed email claim is simply absent
	return verified{
		Identity: Identity{Issuer: t.Issuer, Subject: t.Subject, Email: claims.Email, Expiry: t.Expiry},
		nonce:    t.Nonce,
	}, nil
}

// personToken refuses a verified JWT that is no ID token issued to this client, whatever its
// audience says (RFC 9068; OpenID Connect Core 3.1.3.7):
//   - a header typ other than none, "JWT" or "application/jwt" (an access token's "at+jwt", a
//     logout or security event token);
//   - a member named twice in the header or the claims, in any case ("azp" then "AZP"): readers
//     disagree on which one counts, so none does;
//   - claims only access tokens carry: scope, scp, scopes, permissions; token_use other than
//     "id" (Cognito); a claims typ other than "ID" (Keycloak's "Bearer");
//   - another client named as the one the token was issued to (client_id, cid, appid) or as the
//     authorized party (azp, present at all), and several audiences with no azp.
//
// An agent's access token naming the app among its audiences is thus never a person.
func personToken(raw string, t *gooidc.IDToken, clientID string) error {
	parts := strings.SplitN(raw, ".", 3)
	if len(parts) != 3 {
		return fmt.Errorf("%w: not a JWT", ErrInvalidToken)
	}
	head, err := jwtMembers(parts[0])
	if err != nil {
		return fmt.Errorf("%w: header: %w", ErrInvalidToken, err)
	}
	if typ, ok := head["typ"]; ok {
		var v string
		if json.Unmarshal(typ, &v) != nil || !strings.EqualFold(v, "JWT") && !strings.EqualFold(v, "application/jwt") {
			return fmt.Errorf("%w: a token of type %s is no ID token", ErrInvalidToken, typ)
		}
	}
	claims, err := jwtMembers(parts[1])
	if err != nil {
		return fmt.Errorf("%w: claims: %w", ErrInvalidToken, err)
	}
	for _, k := range []string{"scope", "scp", "scopes", "permissions"} {
		if _, ok := claims[k]; ok {
			return fmt.Errorf("%w: a token carrying %s is an access token, no ID token", ErrInvalidToken, k)
		}
	}
	str := func(k string) (string, bool, error) {
		v, ok := claims[k]
		if !ok {
			return "", false, nil
		}
		var s string
		if err := json.Unmarshal(v, &s); err != nil {
			return "", true, fmt.Errorf("%w: %s is no string", ErrInvalidToken, k)
		}
		return s, true, nil
	}
	for k, want := range map[string]string{"token_use": "id", "typ": "ID"} {
		if v, ok, err := str(k); err != nil {
			return err
		} else if ok && !strings.EqualFold(v, want) {
			return fmt.Errorf("%w: %s %q is no ID token's", ErrInvalidToken, k, v)
		}
	}
	for _, k := range []string{"client_id", "cid", "appid", "azp"} {
		if v, ok, err := str(k); err != nil {
			return err
		} else if ok && v != clientID {
			return fmt.Errorf("%w: %s %q is another client", ErrInvalidToken, k, v)
		}
	}
	if _, hasAZP := claims["azp"]; len(t.Audience) > 1 && !hasAZP {
		return fmt.Errorf("%w: several audiences and no authorized party", ErrInvalidToken)
	}
	return nil
}

// jwtMembers decodes a JWT segment's JSON object into its members keyed in lower case,
// refusing one that names a member twice in any case.
func jwtMembers(segment string) (map[string]json.RawMessage, error) {
	data, err := base64.RawURLEncoding.DecodeString(segment)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, errors.New("not a JSON object")
	}
	out := map[string]json.RawMessage{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		k := strings.ToLower(key)
		if _, dup := out[k]; dup {
			return nil, fmt.Errorf("member %q named twice", key)
		}
		out[k] = v
	}
	return out, nil
}
