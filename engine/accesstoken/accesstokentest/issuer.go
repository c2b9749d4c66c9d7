// Package accesstokentest is a loopback OAuth issuer for tests: it serves a JWKS over HTTP and
// mints JWT access tokens, good ones and every kind of bad one.
package accesstokentest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hmac"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/go-jose/go-jose/v4"
)

// Issuer is a test OAuth issuer.
type Issuer struct {
	URL     string // the issuer identifier
	JWKSURL string
	rsaKey  *rsa.PrivateKey
	ecKey   *ecdsa.PrivateKey
}

// New starts an issuer on loopback, closed when t ends.
func New(t testing.TB) *Issuer {
	t.Helper()
	rk, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	ek, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	is := &Issuer{rsaKey: rk, ecKey: ek}
	set := jose.JSONWebKeySet{Keys: []jose.JSONWebKey{
		{Key: &rk.PublicKey, KeyID: "rsa-1", Algorithm: "RS256", Use: "sig"},
		{Key: &ek.PublicKey, KeyID: "ec-1", Algorithm: "ES256", Use: "sig"},
	}}
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(set)
	}))
	t.Cleanup(ts.Close)
	is.URL = ts.URL
	is.JWKSURL = ts.URL + "/jwks.json"
	return is
}

// Claims are a token's claims; Mint fills the usual ones unless a test overrides them.
type Claims map[string]any

// Valid returns good claims for audience.
func (is *Issuer) Valid(audience, subject string, scopes string) Claims {
	now := time.Now()
	return Claims{
		"iss": is.URL, "sub": subject, "aud": audience, "client_id": "test-client",
		"iat": now.Unix(), "exp": now.Add(10 * time.Minute).Unix(), "scope": scopes,
	}
}

// Mint signs claims with the issuer's RSA key (RS256) and header typ.
func (is *Issuer) Mint(t testing.TB, c Claims, typ string) string {
	return is.sign(t, c, jose.SigningKey{Algorithm: jose.RS256, Key: jose.JSONWebKey{Key: is.rsaKey, KeyID: "rsa-1"}}, typ)
}

// MintES256 signs with the issuer's EC key.
func (is *Issuer) MintES256(t testing.TB, c Claims) string {
	return is.sign(t, c, jose.SigningKey{Algorithm: jose.ES256, Key: jose.JSONWebKey{Key: is.ecKey, KeyID: "ec-1"}}, "at+jwt")
}

// MintWithForeignKey signs with a key the issuer never published, under its key id.
func (is *Issuer) MintWithForeignKey(t testing.TB, c Claims) string {
	other, _ := rsa.GenerateKey(rand.Reader, 2048)
	return is.sign(t, c, jose.SigningKey{Algorithm: jose.RS256, Key: jose.JSONWebKey{Key: other, KeyID: "rsa-1"}}, "at+jwt")
}

func (is *Issuer) sign(t testing.TB, c Claims, key jose.SigningKey, typ string) string {
	t.Helper()
	opts := (&jose.SignerOptions{}).WithType(jose.ContentType(typ))
	s, err := jose.NewSigner(key, opts)
	if err != nil {
		t.Fatal(err)
	}
	payload, _ := json.Marshal(c)
	jws, err := s.Sign(payload)
	if err != nil {
		t.Fatal(err)
	}
	out, err := jws.CompactSerialize()
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func b64(v any) string {
	b, _ := json.Marshal(v)
	return base64.RawURLEncoding.EncodeToString(b)
}

// MintNone builds an unsigned token (alg none).
func (is *Issuer) MintNone(c Claims) string {
	return b64(map[string]any{"alg": "none", "typ": "at+jwt"}) + "." + b64(c) + "."
}

// MintHS256WithPublicKey signs HS256 using the issuer's public RSA key bytes as the HMAC
// secret: the classic algorithm-confusion attack.
func (is *Issuer) MintHS256WithPublicKey(c Claims) string {
	pub, _ := x509.MarshalPKIXPublicKey(&is.rsaKey.PublicKey)
	head := b64(map[string]any{"alg": "HS256", "typ": "at+jwt", "kid": "rsa-1"})
	body := b64(c)
	m := hmac.New(sha256.New, pub)
	m.Write([]byte(head + "." + body))
	return head + "." + body + "." + base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}
