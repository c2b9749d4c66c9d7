// Package provider is the consumer side of the Knowledge Provider Interface: registrations,
// the guarded outbound client, fan-out retrieval with exposure rules, caching and circuit
// breaking.
package provider

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"time"

	"code.dny.dev/ssrf"
)

// ErrProhibitedAddress is returned for a connection the SSRF guard refuses.
var ErrProhibitedAddress = errors.New("provider address is not allowed")

// ErrRedirect is returned when a provider answers with a redirect: they are never followed.
var ErrRedirect = errors.New("provider answered with a redirect")

// Resolver looks up a host's addresses. *net.Resolver satisfies it.
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// DialOptions configure the guarded client.
type DialOptions struct {
	// AllowPrivateNetwork lets the client reach loopback, private, link-local and other
	// special-purpose addresses, and plain http. Admin-only, per registration.
	AllowPrivateNetwork bool
	// AllowedPrefixes are extra ranges allowed while the guard is on (operators' exceptions;
	// tests use them to stand a "public" server on a loopback address).
	AllowedPrefixes []netip.Prefix
	// Resolver defaults to the system resolver; DNSTimeout bounds each lookup (default 2 s).
	Resolver   Resolver
	DNSTimeout time.Duration
	// Timeout bounds a whole request (default 2 s).
	Timeout time.Duration
}

// NewClient returns an HTTP client for provider calls: no proxy from the environment, no
// redirects, DNS with a timeout, and unless AllowPrivateNetwork every address actually dialed
// checked against the SSRF deny list (so a DNS answer that changes between a check and the
// dial cannot slip through: the check is on the dialed address).
func NewClient(o DialOptions) *http.Client {
	if o.Resolver == nil {
		o.Resolver = net.DefaultResolver
	}
	if o.DNSTimeout == 0 {
		o.DNSTimeout = 2 * time.Second
	}
	if o.Timeout == 0 {
		o.Timeout = 2 * time.Second
	}
	var guard *ssrf.Guardian
	if !o.AllowPrivateNetwork {
		var v4, v6 []netip.Prefix
		for _, p := range o.AllowedPrefixes {
			if p.Addr().Is4() {
				v4 = append(v4, p)
			} else {
				v6 = append(v6, p)
			}
		}
		guard = ssrf.New(ssrf.WithAnyPort(), ssrf.WithAllowedV4Prefixes(v4...), ssrf.WithAllowedV6Prefixes(v6...))
	}
	d := &dialer{guard: guard, resolver: o.Resolver, dnsTimeout: o.DNSTimeout, net: &net.Dialer{Timeout: o.Timeout}}
	if guard != nil {
		d.net.Control = guard.Safe // belt and braces: the socket's own address is checked too
	}
	return &http.Client{
		Timeout: o.Timeout,
		Transport: &http.Transport{
			Proxy:                 nil,
			DialContext:           d.dial,
			ForceAttemptHTTP2:     true,
			MaxIdleConnsPerHost:   8,
			IdleConnTimeout:       60 * time.Second,
			TLSHandshakeTimeout:   o.Timeout,
			ResponseHeaderTimeout: o.Timeout,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return ErrRedirect },
	}
}

type dialer struct {
	guard      *ssrf.Guardian
	resolver   Resolver
	dnsTimeout time.Duration
	net        *net.Dialer
}

func (d *dialer) dial(ctx context.Context, network, address string) (net.Conn, error) {
	host, portText, err := net.SplitHostPort(address)
	if err != nil {
		return nil, fmt.Errorf("provider address %q: %w", address, err)
	}
	port, err := strconv.ParseUint(portText, 10, 16)
	if err != nil {
		return nil, fmt.Errorf("provider port %q: %w", portText, err)
	}
	var addrs []netip.Addr
	if ip, err := netip.ParseAddr(host); err == nil {
		addrs = []netip.Addr{ip}
	} else {
		lctx, cancel := context.WithTimeout(ctx, d.dnsTimeout)
		addrs, err = d.resolver.LookupNetIP(lctx, "ip", host)
		cancel()
		if err != nil {
			return nil, fmt.Errorf("resolve provider host %q: %w", host, err)
		}
	}
	if len(addrs) == 0 {
		return nil, fmt.Errorf("resolve provider host %q: no addresses", host)
	}
	if d.guard != nil {
		// Fail closed: one prohibited answer refuses the host, whatever the other answers are.
		for _, a := range addrs {
			if err := d.guard.SafeAddr(a); err != nil {
				return nil, fmt.Errorf("%w: %s resolves to %s: %v", ErrProhibitedAddress, host, a, err)
			}
		}
	}
	var lastErr error
	for _, a := range addrs {
		conn, err := d.net.DialContext(ctx, network, netip.AddrPortFrom(a, uint16(port)).String())
		if err == nil {
			return conn, nil
		}
		if errors.Is(err, ssrf.ErrProhibitedIP) {
			err = fmt.Errorf("%w: %v", ErrProhibitedAddress, err)
		}
		lastErr = err
	}
	return nil, lastErr
}

// CheckBaseURL validates a provider base URL for registration: absolute, https unless the
// private-network switch is on, no credentials, query or fragment.
func CheckBaseURL(raw string, allowPrivateNetwork bool) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http") {
		return nil, fmt.Errorf("base URL %q is not an absolute http(s) URL", raw)
	}
	if u.Scheme != "https" && !allowPrivateNetwork {
		return nil, fmt.Errorf("base URL %q must use https (plain http only with allowPrivateNetwork)", raw)
	}
	if u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return nil, fmt.Errorf("base URL %q must not carry credentials, a query or a fragment", raw)
	}
	return u, nil
}
