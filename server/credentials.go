package server

import (
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"

	"github.com/queueproof/queueproof/engine/actor"
)

// Cookie and header names of the identity tiers.
const (
	sessionCookie       = "qp_session"
	secureSessionCookie = "__Host-qp_session" // the __Host- prefix pins it to this origin, Secure, Path=/
	legacyCookie        = "qp_owner_session"
	loginCookie         = "qp_login"
	visitorCookie       = "qp_visitor"
	secureVisitorCookie = "__Host-qp_visitor"
	gatewayProofHeader  = "X-QueueProof-Gateway-Proof"
)

func (s *Server) sessionCookieName() string {
	if s.production {
		return secureSessionCookie
	}
	return sessionCookie
}

func (s *Server) visitorCookieName() string {
	if s.production {
		return secureVisitorCookie
	}
	return visitorCookie
}

// credentials copies what might identify the caller, raw and unverified, for engine.Resolve.
// The client address is the socket's peer: forwarded headers (X-Forwarded-For and the like)
// are never read, not even from the gateway, whose own identity header is the only thing
// believed from it (and only after the engine checks its network and proof).
func (s *Server) credentials(r *http.Request) actor.Credentials {
	var c actor.Credentials
	if host, _, err := net.SplitHostPort(r.RemoteAddr); err == nil {
		if ip, err := netip.ParseAddr(host); err == nil {
			c.Peer = ip.Unmap()
			c.Loopback = c.Peer.IsLoopback()
		}
	}
	c.LoopbackHost = s.loopbackHost(r)
	c.SameOrigin = s.fromOwnOrigin(r)
	if ck, err := r.Cookie(s.sessionCookieName()); err == nil {
		c.Session = ck.Value
	}
	if ck, err := r.Cookie(legacyCookie); err == nil {
		c.LegacySession = ck.Value
	}
	if ck, err := r.Cookie(s.visitorCookieName()); err == nil {
		c.Visitor = ck.Value
	}
	if h := r.Header.Get("Authorization"); h != "" {
		scheme, token, _ := strings.Cut(h, " ")
		if strings.EqualFold(scheme, "Bearer") {
			c.Bearer = strings.TrimSpace(token)
		}
		if c.Bearer == "" {
			c.Bearer = h // present but malformed: still a credential, so it is rejected, not ignored
		}
	}
	names := []string{"Authorization"}
	if s.gatewayHeader != "" {
		c.GatewayIdentity = r.Header.Get(s.gatewayHeader)
		c.GatewayProof = r.Header.Get(gatewayProofHeader)
		names = append(names, s.gatewayHeader, gatewayProofHeader)
	}
	// A credential header with more than one value is reported, never resolved to its first.
	for _, name := range names {
		if len(r.Header.Values(name)) > 1 {
			c.Repeated = append(c.Repeated, name)
		}
	}
	return c
}

// usesCookie reports whether the request authenticates with a session cookie (the ambient
// credential a cross-site page could make a browser send).
func (s *Server) usesCookie(r *http.Request) bool {
	for _, name := range []string{s.sessionCookieName(), legacyCookie} {
		if ck, err := r.Cookie(name); err == nil && ck.Value != "" {
			return true
		}
	}
	return false
}

// sameOrigin is the CSRF check for cookie-authenticated state-changing requests: the browser's
// Origin must be this server (its configured base URL, or the Host it was reached at) or an
// origin configured for CORS (never the same host over plain HTTP when the deployment is HTTPS).
// Without Origin, a browser's Sec-Fetch-Site must not say
// cross-site; a request with neither header does not come from a browser page.
func (s *Server) sameOrigin(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		site := r.Header.Get("Sec-Fetch-Site")
		return site == "" || site == "same-origin" || site == "none"
	}
	if origin == "null" {
		// A page served with Referrer-Policy: no-referrer (ours) makes Chrome send "null" as the
		// Origin of its own form POSTs; the browser's Sec-Fetch-Site, which no page can set, says
		// whether the form was this site's. A sandboxed or opaque frame is cross-site.
		return r.Header.Get("Sec-Fetch-Site") == "same-origin" && len(r.Header.Values("Sec-Fetch-Site")) == 1
	}
	if origin == s.baseOrigin {
		return true
	}
	for _, o := range s.corsOrigins {
		if origin == o {
			return true
		}
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" || u.Host != r.Host {
		return false
	}
	// The same host over plain HTTP is another origin of an HTTPS deployment (a page an active
	// network attacker serves on port 80): only the scheme the deployment is reached by counts.
	return u.Scheme == "https" || u.Scheme == "http" && r.TLS == nil && !strings.HasPrefix(s.baseOrigin, "https://")
}
