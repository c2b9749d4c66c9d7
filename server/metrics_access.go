package server

import (
	"crypto/sha256"
	"crypto/subtle"
	"net"
	"net/http"
	"net/netip"
	"strings"

	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/queueproof/queueproof/engine/errs"
)

// defaultMetricsNetworks are the peers that may read /metrics when none are configured.
var defaultMetricsNetworks = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128")}

// metricsHandler serves /metrics to socket peers inside networks (loopback when nil) and to
// requests carrying "Authorization: Bearer <token>" when token is set; every other caller gets
// 403. Forwarded headers are never read.
func (s *Server) metricsHandler(token string, networks []netip.Prefix) http.Handler {
	if networks == nil {
		networks = defaultMetricsNetworks
	}
	var want [32]byte
	if token != "" {
		want = sha256.Sum256([]byte(token))
	}
	allowed := func(r *http.Request) bool {
		if token != "" {
			if h := r.Header.Values("Authorization"); len(h) == 1 {
				if got, ok := strings.CutPrefix(h[0], "Bearer "); ok {
					sum := sha256.Sum256([]byte(got))
					if subtle.ConstantTimeCompare(sum[:], want[:]) == 1 {
						return true
					}
				}
			}
		}
		host, _, err := net.SplitHostPort(r.RemoteAddr)
		if err != nil {
			return false
		}
		peer, err := netip.ParseAddr(host)
		if err != nil {
			return false
		}
		peer = peer.Unmap()
		for _, n := range networks {
			if n.Contains(peer) {
				return true
			}
		}
		return false
	}
	h := promhttp.HandlerFor(s.metrics.registry, promhttp.HandlerOpts{})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !allowed(r) {
			w.Header().Set("Cache-Control", "no-store")
			writeAPIError(w, http.StatusForbidden, errs.Forbidden, "metrics are served to the operator's networks or with the metrics token only")
			return
		}
		h.ServeHTTP(w, r)
	})
}
