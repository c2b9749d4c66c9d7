// Package openidtest runs a real OpenID provider (oauth2-proxy/mockoidc) on loopback for
// tests, and forges the bad tokens that QueueProof must refuse.
package openidtest

import (
	"bytes"
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/oauth2-proxy/mockoidc"

	"github.com/queueproof/queueproof/engine/openid"
)

// Provider is a running OpenID provider.
type Provider struct {
	*mockoidc.MockOIDC
	rewrite atomic.Pointer[func(string) string]
}

// Start runs a provider on 127.0.0.1 until t ends.
func Start(t testing.TB) *Provider {
	t.Helper()
	m, err := mockoidc.NewServer(nil)
	if err != nil {
		t.Fatalf("mockoidc.NewServer: %v", err)
	}
	p := &Provider{MockOIDC: m}
	if err := m.AddMiddleware(p.rewriteIDToken); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Start(ln, nil); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = m.Shutdown() })
	return p
}

// Config is the relying-party configuration for this provider.
func (p *Provider) Config(redirectURL string) openid.Config {
	return openid.Config{Issuer: p.Issuer(), ClientID: p.ClientID, ClientSecret: p.ClientSecret, RedirectURL: redirectURL}
}

// RewriteIDToken makes the token endpoint replace the ID token it issues with f(token), as a
// compromised or misconfigured provider would; nil restores honest behaviour.
func (p *Provider) RewriteIDToken(f func(idToken string) string) {
	if f == nil {
		p.rewrite.Store(nil)
		return
	}
	p.rewrite.Store(&f)
}

func (p *Provider) rewriteIDToken(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f := p.rewrite.Load()
		if f == nil || r.URL.Path != mockoidc.TokenEndpoint {
			next.ServeHTTP(w, r)
			return
		}
		rec := httptest.NewRecorder()
		next.ServeHTTP(rec, r)
		body := rec.Body.Bytes()
		var m map[string]any
		if rec.Code == http.StatusOK && json.Unmarshal(body, &m) == nil {
			if tok, ok := m["id_token"].(string); ok {
				m["id_token"] = (*f)(tok)
				body, _ = json.Marshal(m)
			}
		}
		for k, v := range rec.Header() {
			w.Header()[k] = v
		}
		w.Header().Set("Content-Length", strconv.Itoa(len(body)))
		w.WriteHeader(rec.Code)
		_, _ = io.Copy(w, bytes.NewReader(body))
	})
}

// Claims returns valid claims for subject sub, issued now for an hour.
func (p *Provider) Claims(sub string) map[string]any {
	now := time.Now()
	return map[string]any{
		"iss": p.Issuer(), "aud": p.ClientID, "sub": sub, "email": sub + "@example.com",
		"iat": now.Unix(), "nbf": now.Unix(), "exp": now.Add(time.Hour).Unix(),
	}
}

// Sign signs claims with the provider's key (RS256, the provider's kid).
func (p *Provider) Sign(t testing.TB, claims map[string]any) string {
	t.Helper()
	tok, err := p.Keypair.SignJWT(jwt.MapClaims(claims))
	if err != nil {
		t.Fatalf("sign: %v", err)
	}
	return tok
}

// Token returns a valid JWT for subject sub.
func (p *Provider) Token(t testing.TB, sub string) string {
	t.Helper()
	return p.Sign(t, p.Claims(sub))
}

// Attack turns a valid token into one that must be refused.
type Attack struct {
	Name  string
	Forge func(t testing.TB, valid string) string
}

// Attacks are the forgeries every verifier of this provider's tokens must refuse.
func (p *Provider) Attacks() []Attack {
	resign := func(mutate func(map[string]any)) func(testing.TB, string) string {
		return func(t testing.TB, valid string) string {
			c := Payload(t, valid)
			mutate(c)
			return p.Sign(t, c)
		}
	}
	return []Attack{
		{"tampered payload", func(t testing.TB, valid string) string {
			c := Payload(t, valid)
			c["sub"] = "mallory"
			parts := strings.Split(valid, ".")
			return parts[0] + "." + encode(t, c) + "." + parts[2]
		}},
		{"wrong issuer", resign(func(c map[string]any) { c["iss"] = "http://127.0.0.1:1/evil" })},
		{"expired", resign(func(c map[string]any) {
			c["iat"], c["nbf"], c["exp"] = time.Now().Add(-2*time.Hour).Unix(), time.Now().Add(-2*time.Hour).Unix(), time.Now().Add(-time.Hour).Unix()
		})},
		{"wrong audience", resign(func(c map[string]any) { c["aud"] = "another-client" })},
		{"alg none", func(t testing.TB, valid string) string {
			header := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"none","typ":"JWT"}`))
			return header + "." + encode(t, Payload(t, valid)) + "."
		}},
		// An agent's OAuth access token from the same provider is no person, even when its
		// audiences name this client (RFC 9068; OpenID Connect Core 3.1.3.7).
		{"access token (typ at+jwt) naming the client among its audiences", func(t testing.TB, valid string) string {
			c := Payload(t, valid)
			c["aud"] = []string{"https://mcp.example/mcp", p.ClientID}
			c["azp"], c["client_id"] = p.ClientID, p.ClientID // only its type tells it apart
			return p.signTyped(t, c, "at+jwt")
		}},
		{"scope claim", resign(func(c map[string]any) { c["scope"] = "read propose" })},
		{"logout token (typ logout+jwt)", func(t testing.TB, valid string) string { return p.signTyped(t, Payload(t, valid), "logout+jwt") }},
		{"appid of another client (an app-only token)", resign(func(c map[string]any) { c["appid"] = "agent-client" })},
		{"token_use access", resign(func(c map[string]any) { c["token_use"] = "access" })},
		{"claims typ Bearer", resign(func(c map[string]any) { c["typ"] = "Bearer" })},
		{"permissions claim", resign(func(c map[string]any) { c["permissions"] = []string{"read:all"} })},
		{"scp claim", resign(func(c map[string]any) { c["scp"] = []string{"read"} })},
		{"client_id of another client", resign(func(c map[string]any) { c["client_id"] = "agent-client" })},
		{"authorized party of another client", resign(func(c map[string]any) { c["azp"] = "agent-client" })},
		{"several audiences and no authorized party", resign(func(c map[string]any) {
			c["aud"] = []string{p.ClientID, "https://mcp.example/mcp"}
			delete(c, "azp")
		})},
		{"signed by another key with the provider's kid", func(t testing.TB, valid string) string {
			key, err := rsa.GenerateKey(rand.Reader, 2048)
			if err != nil {
				t.Fatal(err)
			}
			kid, _ := p.Keypair.KeyID()
			tok := jwt.NewWithClaims(jwt.SigningMethodRS256, jwt.MapClaims(Payload(t, valid)))
			tok.Header["kid"] = kid
			s, err := tok.SignedString(key)
			if err != nil {
				t.Fatal(err)
			}
			return s
		}},
	}
}

// signTyped signs claims with the provider's key under a header "typ" of its own.
func (p *Provider) signTyped(t testing.TB, claims map[string]any, typ string) string {
	t.Helper()
	kid, err := p.Keypair.KeyID()
	if err != nil {
		t.Fatal(err)
	}
	tok := jwt.NewWithClaims(jwt.SigningMethodRS256, jwt.MapClaims(claims))
	tok.Header["kid"], tok.Header["typ"] = kid, typ
	s, err := tok.SignedString(p.Keypair.PrivateKey)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Payload decodes a JWT's claims without verifying it.
func Payload(t testing.TB, tok string) map[string]any {
	t.Helper()
	parts := strings.Split(tok, ".")
	if len(parts) != 3 {
		t.Fatalf("not a JWT: %q", tok)
	}
	raw, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		t.Fatalf("payload: %v", err)
	}
	var c map[string]any
	if err := json.Unmarshal(raw, &c); err != nil {
		t.Fatalf("payload: %v", err)
	}
	return c
}

func encode(t testing.TB, c map[string]any) string {
	t.Helper()
	raw, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	return base64.RawURLEncoding.EncodeToString(raw)
}
