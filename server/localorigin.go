package server

import (
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
)

// loopbackHost reports whether r named this server by a loopback name ("localhost") or a
// loopback address, on the port its connection was accepted on or as the configured public
// origin (a loopback proxy in front of replicas forwards its own Host). A browser reaching the
// socket through a name of another site that resolves to 127.0.0.1 (DNS rebinding) sends that
// name.
func (s *Server) loopbackHost(r *http.Request) bool {
	host, port, ok := splitHost(r.Host, r.TLS != nil)
	if !ok || !isLoopbackName(host) {
		return false
	}
	if s.baseHost != "" && strings.EqualFold(r.Host, s.baseHost) {
		return true
	}
	local, ok := r.Context().Value(http.LocalAddrContextKey).(net.Addr)
	if !ok {
		return false
	}
	_, listening, err := net.SplitHostPort(local.String())
	return err == nil && port == listening
}

// loopbackBaseHost returns the host (with port) of a configured public origin whose host is a
// loopback name or address, and "" for any other.
func loopbackBaseHost(baseURL string) string {
	u, err := url.Parse(baseURL)
	if err != nil || !isLoopbackName(u.Hostname()) {
		return ""
	}
	return u.Host
}

func isLoopbackName(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.Zone() == "" && ip.Unmap().IsLoopback()
}

// splitHost splits a Host header into host and port; without a port it is the scheme's default.
func splitHost(hostport string, tls bool) (host, port string, ok bool) {
	if h, p, err := net.SplitHostPort(hostport); err == nil {
		return h, p, h != "" && p != ""
	}
	port = "80"
	if tls {
		port = "443"
	}
	if strings.HasPrefix(hostport, "[") && strings.HasSuffix(hostport, "]") {
		return hostport[1 : len(hostport)-1], port, len(hostport) > 2
	}
	if hostport == "" || strings.Contains(hostport, ":") {
		return "", "", false
	}
	return hostport, port, true
}

// fromOwnOrigin reports whether r carries no browser Origin or Sec-Fetch-Site header other
// than one saying it comes from the origin it was sent to (its own scheme and Host, or the
// configured public origin). CLI clients send neither; the app's own fetches send
// Sec-Fetch-Site: same-origin and, on POST, an Origin equal to the Host.
func (s *Server) fromOwnOrigin(r *http.Request) bool {
	if site := r.Header.Values("Sec-Fetch-Site"); len(site) > 1 || (len(site) == 1 && site[0] != "same-origin") {
		return false
	}
	origin := r.Header.Values("Origin")
	switch len(origin) {
	case 0:
		return true
	case 1:
		scheme := "http://"
		if r.TLS != nil {
			scheme = "https://"
		}
		return strings.EqualFold(origin[0], scheme+r.Host) || (s.baseOrigin != "" && origin[0] == s.baseOrigin)
	default:
		return false
	}
}
