package provider

import (
	"net/netip"
	"strings"
)

// PrivateNetworks is the operator's allowlist of knowledge-provider hosts that may live on a
// private network (QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS): host names, matched exactly (case
// aside), and IP prefixes, matched against an IP-literal host. A registration's
// allowPrivateNetwork switch takes effect only for a base URL whose host is on it; the zero
// value allows none.
type PrivateNetworks struct {
	Hosts    []string
	Prefixes []netip.Prefix
}

// Allows reports whether host (a URL's host name or IP literal, without port or brackets) is
// on the allowlist.
func (p PrivateNetworks) Allows(host string) bool {
	host = strings.TrimSuffix(strings.ToLower(host), ".")
	if host == "" {
		return false
	}
	if ip, err := netip.ParseAddr(host); err == nil {
		ip = ip.Unmap()
		for _, pre := range p.Prefixes {
			if pre.Contains(ip) {
				return true
			}
		}
		return false
	}
	for _, h := range p.Hosts {
		if strings.TrimSuffix(strings.ToLower(h), ".") == host {
			return true
		}
	}
	return false
}
