package accesstoken_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/accesstoken"
	"github.com/queueproof/queueproof/engine/accesstoken/accesstokentest"
)

const resource = "https://queueproof.example.com/mcp"

func TestVerify(t *testing.T) {
	is := accesstokentest.New(t)
	v := accesstoken.New(context.Background(), accesstoken.Config{Issuer: is.URL, JWKSURL: is.JWKSURL, Audience: resource})
	ctx := context.Background()
	good := is.Valid(resource, "user-1", "read propose")

	c, err := v.Verify(ctx, is.Mint(t, good, "at+jwt"))
	if err != nil || c.Subject != "user-1" || c.ClientID != "test-client" || len(c.Scopes) != 2 {
		t.Fatalf("Verify(good RS256) = %+v, %v", c, err)
	}
	if _, err := v.Verify(ctx, is.MintES256(t, good)); err != nil {
		t.Fatalf("Verify(good ES256) = %v", err)
	}
	with := func(k string, val any) accesstokentest.Claims {
		c := accesstokentest.Claims{}
		for kk, vv := range good {
			c[kk] = vv
		}
		if val == nil {
			delete(c, k)
		} else {
			c[k] = val
		}
		return c
	}
	for name, token := range map[string]string{
		"expired":                   is.Mint(t, with("exp", time.Now().Add(-time.Hour).Unix()), "at+jwt"),
		"no exp":                    is.Mint(t, with("exp", nil), "at+jwt"),
		"wrong audience":            is.Mint(t, with("aud", "https://other.example.com/mcp"), "at+jwt"),
		"wrong issuer":              is.Mint(t, with("iss", "https://evil.example.com"), "at+jwt"),
		"wrong typ (JWT)":           is.Mint(t, good, "JWT"),
		"no sub":                    is.Mint(t, with("sub", nil), "at+jwt"),
		"no client_id":              is.Mint(t, with("client_id", nil), "at+jwt"),
		"issued in the future":      is.Mint(t, with("iat", time.Now().Add(time.Hour).Unix()), "at+jwt"),
		"alg none":                  is.MintNone(good),
		"HS256 with the public key": is.MintHS256WithPublicKey(good),
		"unpublished key":           is.MintWithForeignKey(t, good),
		"garbage":                   "a.b.c",
	} {
		if _, err := v.Verify(ctx, token); !errors.Is(err, accesstoken.ErrInvalid) {
			t.Errorf("Verify(%s) = %v, want ErrInvalid", name, err)
		}
	}
	if !accesstoken.LooksLikeJWT(is.Mint(t, good, "at+jwt")) || accesstoken.LooksLikeJWT("qpm_abc") || accesstoken.LooksLikeJWT("a.b.c") {
		t.Error("LooksLikeJWT misjudges")
	}
}
