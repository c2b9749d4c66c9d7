package server_test

import (
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/server"
)

// signInReturningTo runs login -> provider -> callback with return_to and returns the
// callback's Location header.
func (f *oidcFixture) signInReturningTo(t *testing.T, returnTo string) string {
	t.Helper()
	c := browser(t)
	resp := mustGet(t, c, f.URL+"/auth/login?return_to="+url.QueryEscape(returnTo))
	if resp.StatusCode != http.StatusFound {
		t.Fatalf("login = %d, want 302", resp.StatusCode)
	}
	resp = mustGet(t, c, resp.Header.Get("Location"))
	cb := resp.Header.Get("Location")
	if !strings.HasPrefix(cb, f.URL+"/auth/callback?") {
		t.Fatalf("provider redirected to %q, want our callback", cb)
	}
	resp, err := c.Get(cb)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, resp.Body)
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("callback = %d, want 303", resp.StatusCode)
	}
	return resp.Header.Get("Location")
}

// leavesTheSite reports whether a browser following Location from our callback would land on
// another host. Browsers (the WHATWG URL parser) read a backslash as a slash in http(s) URLs,
// so "/\evil.example" is the scheme-relative "//evil.example".
func leavesTheSite(base, location string) bool {
	l := strings.ReplaceAll(location, `\`, "/")
	if strings.HasPrefix(l, "//") {
		return true
	}
	u, err := url.Parse(l)
	if err != nil {
		return true
	}
	b, _ := url.Parse(base)
	return u.Host != "" && u.Host != b.Host
}

// Attack (third round): the login's return_to passes the "local path" check when it starts
// with one slash, and http.Redirect then cleans the path ("/./\x" -> "/\x"), which a browser
// reads as the scheme-relative "//x": an open redirect from our own sign-in to any site.
func TestLoginReturnToNeverLeavesTheSite(t *testing.T) {
	f := newOIDCFixture(t, engine.Options{}, server.Options{})
	for _, rt := range []string{
		`/./\evil.example`,
		`/../\evil.example`,
		`/today/../\evil.example`,
		`/./\evil.example/today?x=1`,
		`/.././\evil.example`,
		// controls the current check already refuses
		`//evil.example`,
		`/\evil.example`,
		`https://evil.example/`,
		// encoded, control-character and user-info forms
		`/%2F%2Fevil.example`,
		`/%5Cevil.example`,
		"/\t/evil.example",
		"/\r\n//evil.example",
		`/@evil.example`,
		`/.//evil.example`,
		`/a/..//evil.example`,
		`///evil.example`,
		`\\evil.example`,
	} {
		loc := f.signInReturningTo(t, rt)
		if leavesTheSite(f.URL, loc) {
			t.Errorf("return_to=%q: the callback redirects to %q, another site", rt, loc)
		}
	}
	// The honest return still works.
	if loc := f.signInReturningTo(t, "/today"); loc != "/today" {
		t.Errorf("return_to=/today: Location %q, want /today", loc)
	}
}
