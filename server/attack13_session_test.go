package server_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/legacy"
	"github.com/queueproof/queueproof/server"
)

// Attack thirteen, part two: the legacy owner cookie as a server-side session (engine/session
// Admit and End) and the CSRF rule's "Origin: null" exception, tried over loopback HTTP with
// the attack-twelve server. A legacy token is signed elsewhere; the server records it on first
// use so sign-out ends it and every copy. The attacker holds a copy of a signed-out token (a
// stolen cookie, a shared machine) and tries to make the server take it for a new one.

const a13Base64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// a13Respell is tok with the last character of its signature replaced by each other
// character that carries the same six-bit group's high bits: a 32-byte HMAC is 43 base64
// characters, whose last one holds 4 bits of the MAC and 2 unused bits.
func a13Respell(tok string) []string {
	last := strings.IndexByte(a13Base64URL, tok[len(tok)-1])
	var out []string
	for k := 0; k < 4; k++ {
		if c := last&^3 | k; c != last {
			out = append(out, tok[:len(tok)-1]+string(a13Base64URL[c]))
		}
	}
	return out
}

// a13Logout signs the cookie ck out from the app's own origin.
func a13Logout(t *testing.T, f *a12, ck string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, f.URL+"/auth/logout", nil)
	req.Header.Set("Origin", f.URL)
	req.Header.Set("Cookie", ck)
	if status, _ := a12Send(t, req); status != http.StatusSeeOther {
		t.Fatalf("logout = %d", status)
	}
}

// a13Rows is how many sessions of subject the server has recorded.
func a13Rows(t *testing.T, f *a12, subject string) int {
	t.Helper()
	var n int
	if err := f.db.R.GetContext(context.Background(), &n, `SELECT count(*) FROM sessions WHERE subject = ?`, subject); err != nil {
		t.Fatal(err)
	}
	return n
}

func a13Hash(tok string) string {
	sum := sha256.Sum256([]byte(tok))
	return hex.EncodeToString(sum[:])
}

// TestA13LegacySessionAfterSignOut: a signed-out legacy owner token, replayed as it was and
// respelled (its signature's unused low bits, padding, case, quotes, an empty cookie before it), must
// stay refused; so must one ended by sign out everywhere. A token valid for millennia ends at
// sign-out too; many concurrent first uses of one token record one session.
func TestA13LegacySessionAfterSignOut(t *testing.T) {
	f := newA12(t, server.Options{})
	sign := func(t *testing.T, sub string, exp time.Time) string {
		tok, err := legacy.Sign(a12SessionKey, sub, exp)
		if err != nil {
			t.Fatal(err)
		}
		return tok
	}
	works := func(t *testing.T, ck string) {
		t.Helper()
		if kind, _, code := a12Viewer(t, f.URL, map[string]string{"Cookie": ck}); kind != "LEGACY_OWNER" {
			t.Fatalf("premise: the legacy token does not work before sign-out: %q %q", kind, code)
		}
	}
	run := func(name string, fn func(t *testing.T, c *a10Holes)) {
		t.Run(name, func(t *testing.T) {
			c := newA10Holes(t, knownA13["session/"+name])
			defer c.done()
			fn(t, c)
		})
	}
	run("signed-out token with its signature's last character respelled", func(t *testing.T, c *a10Holes) {
		tok := sign(t, "owner1@payco.example", time.Now().Add(12*time.Hour))
		works(t, "qp_owner_session="+tok)
		a13Logout(t, f, "qp_owner_session="+tok)
		for _, v := range a13Respell(tok) {
			if kind, ws, _ := a12Viewer(t, f.URL, map[string]string{"Cookie": "qp_owner_session=" + v}); kind != "" {
				c.Errorf("HOLE (legacy sign-out): the signed-out token respelled (…%s for …%s) resolves to %s %q: a new session", v[len(v)-1:], tok[len(tok)-1:], kind, ws)
			}
		}
		if n := a13Rows(t, f, "legacy:owner1@payco.example"); n != 1 {
			c.Errorf("HOLE (legacy sign-out): one signed token is recorded as %d sessions (each respelling is another)", n)
		}
	})
	run("token respelled after sign out everywhere", func(t *testing.T, c *a10Holes) {
		tok := sign(t, "owner2@payco.example", time.Now().Add(12*time.Hour))
		ck := "qp_owner_session=" + tok
		works(t, ck)
		req := a12Post(f.URL, "application/json", []byte(`{"query":"mutation { revokeSessions }"}`), map[string]string{"Origin": f.URL, "Cookie": ck})
		if status, body := a12Send(t, req); status != http.StatusOK || strings.Contains(body, "errors") {
			t.Fatalf("revokeSessions = %d %s", status, body)
		}
		if kind, _, _ := a12Viewer(t, f.URL, map[string]string{"Cookie": ck}); kind != "" {
			t.Fatalf("premise: the token still works after sign out everywhere (%s)", kind)
		}
		for _, v := range a13Respell(tok) {
			if kind, ws, _ := a12Viewer(t, f.URL, map[string]string{"Cookie": "qp_owner_session=" + v}); kind != "" {
				c.Errorf("HOLE (legacy sign out everywhere): the token respelled (…%s) resolves to %s %q", v[len(v)-1:], kind, ws)
			}
		}
	})
	run("signed-out token with padding, case, quotes or an empty cookie first", func(t *testing.T, c *a10Holes) {
		tok := sign(t, "owner3@payco.example", time.Now().Add(12*time.Hour))
		works(t, "qp_owner_session="+tok)
		a13Logout(t, f, "qp_owner_session="+tok)
		i := strings.LastIndexByte(tok, '.')
		for name, ck := range map[string]string{
			"as it was":              "qp_owner_session=" + tok,
			"signature padded":       "qp_owner_session=" + tok + "=",
			"signature padded twice": "qp_owner_session=" + tok + "==",
			"signature upper case":   "qp_owner_session=" + tok[:i+1] + strings.ToUpper(tok[i+1:]),
			"version upper case":     "qp_owner_session=V" + tok[1:],
			"quoted":                 `qp_owner_session="` + tok + `"`,
			"payload padded":         "qp_owner_session=" + tok[:i] + "=" + tok[i:],
			"after an empty cookie":  "qp_owner_session=; qp_owner_session=" + tok,
		} {
			if kind, ws, _ := a12Viewer(t, f.URL, map[string]string{"Cookie": ck}); kind != "" {
				c.Errorf("HOLE (legacy sign-out): the signed-out token %s resolves to %s %q", name, kind, ws)
			}
		}
	})
	run("a token valid for millennia ends at sign-out", func(t *testing.T, c *a10Holes) {
		tok := sign(t, "owner4@payco.example", time.Date(9000, 1, 1, 0, 0, 0, 0, time.UTC))
		ck := "qp_owner_session=" + tok
		works(t, ck)
		a13Logout(t, f, ck)
		if kind, ws, _ := a12Viewer(t, f.URL, map[string]string{"Cookie": ck}); kind != "" {
			c.Errorf("HOLE (legacy sign-out): a token expiring in 9000 still resolves to %s %q after sign-out", kind, ws)
		}
	})
	run("concurrent first uses of one token, then sign-out", func(t *testing.T, c *a10Holes) {
		tok := sign(t, "owner5@payco.example", time.Now().Add(12*time.Hour))
		ck := "qp_owner_session=" + tok
		var wg sync.WaitGroup
		kinds := make([]string, 16)
		for i := range kinds {
			wg.Add(1)
			go func() {
				defer wg.Done()
				kinds[i], _, _ = a12Viewer(t, f.URL, map[string]string{"Cookie": ck})
			}()
		}
		wg.Wait()
		for i, k := range kinds {
			if k != "LEGACY_OWNER" {
				t.Errorf("concurrent first use %d: %q, want LEGACY_OWNER", i, k)
			}
		}
		var n int
		if err := f.db.R.GetContext(context.Background(), &n, `SELECT count(*) FROM sessions WHERE token_hash = ?`, a13Hash(tok)); err != nil || n != 1 {
			c.Errorf("HOLE (legacy sessions): 16 concurrent first uses recorded %d sessions (err %v), want 1", n, err)
		}
		a13Logout(t, f, ck)
		for i := range kinds {
			wg.Add(1)
			go func() {
				defer wg.Done()
				kinds[i], _, _ = a12Viewer(t, f.URL, map[string]string{"Cookie": ck})
			}()
		}
		wg.Wait()
		for i, k := range kinds {
			if k != "" {
				c.Errorf("HOLE (legacy sign-out): use %d after sign-out resolves to %s", i, k)
			}
		}
	})
	run("sign-out before the token's first use", func(t *testing.T, c *a10Holes) {
		tok := sign(t, "owner6@payco.example", time.Now().Add(12*time.Hour))
		ck := "qp_owner_session=" + tok
		a13Logout(t, f, ck)
		if kind, ws, _ := a12Viewer(t, f.URL, map[string]string{"Cookie": ck}); kind != "" {
			c.Errorf("HOLE (legacy sign-out): a token signed out before its first use resolves to %s %q", kind, ws)
		}
	})
}

// TestA13OriginNullOnSignOut: the sign-out form POST with "Origin: null" is taken only with a
// single Sec-Fetch-Site header saying exactly "same-origin" (what Chrome sends for our own
// form); the header doubled, in another case, listing two values, or saying same-site,
// cross-site or none is refused, and so are "NULL" and an Origin of null beside our own.
// The control (same-origin) signs out.
func TestA13OriginNullOnSignOut(t *testing.T) {
	f := newA12(t, server.Options{})
	for _, v := range []struct {
		name   string
		origin []string
		site   []string
		ok     bool
	}{
		{"Sec-Fetch-Site doubled (same-origin twice)", []string{"null"}, []string{"same-origin", "same-origin"}, false},
		{"Sec-Fetch-Site doubled (cross-site then same-origin)", []string{"null"}, []string{"cross-site", "same-origin"}, false},
		{"Sec-Fetch-Site doubled (same-origin then cross-site)", []string{"null"}, []string{"same-origin", "cross-site"}, false},
		{"Sec-Fetch-Site in one line with two values", []string{"null"}, []string{"same-origin, cross-site"}, false},
		{"Sec-Fetch-Site in upper case", []string{"null"}, []string{"Same-Origin"}, false},
		{"Sec-Fetch-Site same-site", []string{"null"}, []string{"same-site"}, false},
		{"Sec-Fetch-Site none", []string{"null"}, []string{"none"}, false},
		{"no Sec-Fetch-Site", []string{"null"}, nil, false},
		{"Origin NULL in upper case", []string{"NULL"}, []string{"same-origin"}, false},
		{"Origin null twice", []string{"null", "null"}, []string{"cross-site"}, false},
		{"Origin null, then our own", []string{"null", "ORIGIN"}, []string{"cross-site"}, false},
		{"Origin null with a trailing space", []string{"null "}, []string{"cross-site"}, false},
		{"control: Origin null, Sec-Fetch-Site same-origin", []string{"null"}, []string{"same-origin"}, true},
	} {
		t.Run(v.name, func(t *testing.T) {
			c := newA10Holes(t, knownA13["null/"+v.name])
			defer c.done()
			p := f.signInAs(t, nil, "alice")
			req, _ := http.NewRequest(http.MethodPost, f.URL+"/auth/logout", strings.NewReader(""))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			req.Header.Set("Cookie", "qp_session="+p.session)
			for _, o := range v.origin {
				if o == "ORIGIN" {
					o = f.URL
				}
				req.Header.Add("Origin", o)
			}
			for _, s := range v.site {
				req.Header.Add("Sec-Fetch-Site", s)
			}
			status, _ := a12Send(t, req)
			kind, _, _ := a12Viewer(t, f.URL, map[string]string{"Cookie": "qp_session=" + p.session})
			switch {
			case v.ok && (status != http.StatusSeeOther || kind != ""):
				t.Errorf("control: the same-origin sign-out = %d and the session resolves to %q, want 303 and signed out", status, kind)
			case !v.ok && (status < 400 || kind != "OIDC"):
				c.Errorf("HOLE (CSRF, Origin null): sign-out with Origin %q and Sec-Fetch-Site %q = %d, session now %q; want a refusal and the session kept", v.origin, v.site, status, kind)
			}
		})
	}
}
