// Package accesstoken verifies OAuth 2.0 JWT access tokens (RFC 9068) for the MCP resource
// server: signature against a configuration-pinned JWKS, the pinned issuer, the canonical
// resource as audience, "typ: at+jwt", a lifetime, a subject and a client_id, and only the
// configured asymmetric algorithms (ES256, RS256 by default), so "none" and HMAC tokens signed
// with a public key are refused before any key is consulted.
package accesstoken

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"github.com/go-jose/go-jose/v4"
)

// ErrInvalid is wrapped by every verification failure.
var ErrInvalid = errors.New("invalid access token")

// Config pins what a valid token looks like.
type Config struct {
	Issuer     string
	JWKSURL    string
	Audience   string   // the canonical resource, e.g. https://queueproof.example.com/mcp
	Algorithms []string // default ES256, RS256
	Leeway     time.Duration
	Now        func() time.Time
}

// Enabled reports whether OAuth tokens are accepted at all.
func (c Config) Enabled() bool { return c.Issuer != "" && c.JWKSURL != "" }

// Claims are what a verified token says.
type Claims struct {
	Subject  string
	ClientID string
	Scopes   []string
	Expiry   time.Time
}

// Verifier checks tokens.
type Verifier struct {
	cfg  Config
	algs []jose.SignatureAlgorithm
	keys *oidc.RemoteKeySet
}

// New returns a verifier; the JWKS is fetched (and cached, refreshed on unknown key ids) by
// go-oidc's remote key set. ctx bounds the key set's background fetches.
func New(ctx context.Context, cfg Config) *Verifier {
	if len(cfg.Algorithms) == 0 {
		cfg.Algorithms = []string{"ES256", "RS256"}
	}
	if cfg.Leeway == 0 {
		cfg.Leeway = 30 * time.Second
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	v := &Verifier{cfg: cfg, keys: oidc.NewRemoteKeySet(ctx, cfg.JWKSURL)}
	for _, a := range cfg.Algorithms {
		v.algs = append(v.algs, jose.SignatureAlgorithm(a))
	}
	return v
}

func invalid(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrInvalid, fmt.Sprintf(format, args...))
}

// LooksLikeJWT reports whether raw has the shape of a JWS compact token (three base64url parts
// whose header is JSON naming an "alg"). A JWT-shaped credential is only ever verified as an
// OAuth token, never looked up as anything else.
func LooksLikeJWT(raw string) bool {
	parts := strings.Split(raw, ".")
	if len(parts) != 3 {
		return false
	}
	head, err := base64.RawURLEncoding.DecodeString(parts[0])
	if err != nil {
		return false
	}
	var h map[string]any
	if json.Unmarshal(head, &h) != nil {
		return false
	}
	_, ok := h["alg"]
	return ok
}

type claims struct {
	Issuer    string          `json:"iss"`
	Subject   string          `json:"sub"`
	Audience  json.RawMessage `json:"aud"`
	Expiry    *float64        `json:"exp"`
	IssuedAt  *float64        `json:"iat"`
	NotBefore *float64        `json:"nbf"`
	ClientID  string          `json:"client_id"`
	Scope     string          `json:"scope"`
}

// Verify checks raw and returns its claims.
func (v *Verifier) Verify(ctx context.Context, raw string) (Claims, error) {
	jws, err := jose.ParseSigned(raw, v.algs)
	if err != nil {
		return Claims{}, invalid("malformed or using an algorithm other than %v", v.cfg.Algorithms)
	}
	if len(jws.Signatures) != 1 {
		return Claims{}, invalid("want exactly one signature")
	}
	typ, _ := jws.Signatures[0].Protected.ExtraHeaders[jose.HeaderType].(string)
	if t := strings.ToLower(typ); t != "at+jwt" && t != "application/at+jwt" {
		return Claims{}, invalid("typ is %q, want at+jwt", typ)
	}
	payload, err := v.keys.VerifySignature(ctx, raw)
	if err != nil {
		return Claims{}, invalid("signature: %v", err)
	}
	var c claims
	if err := json.Unmarshal(payload, &c); err != nil {
		return Claims{}, invalid("claims are not JSON")
	}
	now := v.cfg.Now()
	switch {
	case c.Issuer != v.cfg.Issuer:
		return Claims{}, invalid("issuer %q is not the pinned issuer", c.Issuer)
	case !audienceHas(c.Audience, v.cfg.Audience):
		return Claims{}, invalid("audience does not name %s", v.cfg.Audience)
	case c.Expiry == nil:
		return Claims{}, invalid("no exp")
	case now.After(unix(*c.Expiry).Add(v.cfg.Leeway)):
		return Claims{}, invalid("expired")
	case c.IssuedAt != nil && unix(*c.IssuedAt).After(now.Add(v.cfg.Leeway)):
		return Claims{}, invalid("issued in the future")
	case c.NotBefore != nil && unix(*c.NotBefore).After(now.Add(v.cfg.Leeway)):
		return Claims{}, invalid("not yet valid")
	case c.Subject == "":
		return Claims{}, invalid("no sub")
	case c.ClientID == "":
		return Claims{}, invalid("no client_id")
	}
	return Claims{Subject: c.Subject, ClientID: c.ClientID, Scopes: strings.Fields(c.Scope), Expiry: unix(*c.Expiry)}, nil
}

func unix(f float64) time.Time { return time.Unix(int64(f), 0) }

func audienceHas(raw json.RawMessage, want string) bool {
	var one string
	if json.Unmarshal(raw, &one) == nil {
		return one == want
	}
	var many []string
	if json.Unmarshal(raw, &many) == nil {
		return slices.Contains(many, want)
	}
	return false
}
