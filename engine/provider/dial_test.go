package provider_test

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"sync/atomic"
	"testing"

	"github.com/queueproof/queueproof/engine/provider"
)

// fakeResolver answers from a list, one answer per lookup (the last one repeats), so a test can
// make DNS change between lookups.
type fakeResolver struct {
	answers [][]netip.Addr
	n       atomic.Int32
}

func (f *fakeResolver) LookupNetIP(context.Context, string, string) ([]netip.Addr, error) {
	i := int(f.n.Add(1)) - 1
	if i >= len(f.answers) {
		i = len(f.answers) - 1
	}
	return f.answers[i], nil
}

func addrs(ss ...string) []netip.Addr {
	var out []netip.Addr
	for _, s := range ss {
		out = append(out, netip.MustParseAddr(s))
	}
	return out
}

// serveOn starts a test server on a specific loopback address.
func serveOn(t *testing.T, ip string, h http.Handler) string {
	t.Helper()
	ln, err := net.Listen("tcp", net.JoinHostPort(ip, "0"))
	if err != nil {
		t.Skipf("cannot listen on %s: %v", ip, err)
	}
	ts := httptest.NewUnstartedServer(h)
	ts.Listener = ln
	ts.Start()
	t.Cleanup(ts.Close)
	return ts.URL
}

// "public" stands for a public address: the guard allows exactly 127.0.0.2, as an operator's
// exception would, while every other special-purpose address stays refused.
var public = []netip.Prefix{netip.MustParsePrefix("127.0.0.2/32")}

func TestSSRFGuardRefusesSpecialAddresses(t *testing.T) {
	client := provider.NewClient(provider.DialOptions{AllowedPrefixes: public})
	for _, host := range []string{
		"127.0.0.1", "[::1]", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1",
		"169.254.169.254", "100.64.0.1", "0.0.0.0", "[::ffff:127.0.0.1]", "[fc00::1]", "[fd12::1]",
		"[fe80::1]", "224.0.0.1", "localhost",
	} {
		t.Run(host, func(t *testing.T) {
			resp, err := client.Get("http://" + host + ":9/")
			if err == nil {
				resp.Body.Close()
				t.Fatalf("GET %s succeeded", host)
			}
			if !errors.Is(err, provider.ErrProhibitedAddress) {
				t.Fatalf("GET %s = %v, want ErrProhibitedAddress", host, err)
			}
		})
	}
}

func TestSSRFGuardHostnameResolvingToPrivate(t *testing.T) {
	res := &fakeResolver{answers: [][]netip.Addr{addrs("10.0.0.7")}}
	client := provider.NewClient(provider.DialOptions{Resolver: res, AllowedPrefixes: public})
	_, err := client.Get("https://kb.example.com/v1/capabilities")
	if !errors.Is(err, provider.ErrProhibitedAddress) {
		t.Fatalf("hostname resolving to 10.0.0.7 = %v, want ErrProhibitedAddress", err)
	}
	// One private address among public ones refuses the host too.
	res = &fakeResolver{answers: [][]netip.Addr{addrs("127.0.0.2", "192.168.0.1")}}
	client = provider.NewClient(provider.DialOptions{Resolver: res, AllowedPrefixes: public})
	if _, err := client.Get("http://kb.example.com/"); !errors.Is(err, provider.ErrProhibitedAddress) {
		t.Fatalf("mixed answer = %v, want ErrProhibitedAddress", err)
	}
}

func TestSSRFGuardDNSRebinding(t *testing.T) {
	var hits atomic.Int32
	url := serveOn(t, "127.0.0.2", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { hits.Add(1) }))
	_, port, _ := net.SplitHostPort(url[len("http://"):])
	// First lookup: the allowed address; second lookup: a private one.
	res := &fakeResolver{answers: [][]netip.Addr{addrs("127.0.0.2"), addrs("127.0.0.1")}}
	client := provider.NewClient(provider.DialOptions{Resolver: res, AllowedPrefixes: public})
	client.Transport.(*http.Transport).DisableKeepAlives = true
	resp, err := client.Get("http://rebind.example.com:" + port + "/")
	if err != nil {
		t.Fatalf("first request (allowed address) = %v", err)
	}
	resp.Body.Close()
	if _, err := client.Get("http://rebind.example.com:" + port + "/"); !errors.Is(err, provider.ErrProhibitedAddress) {
		t.Fatalf("second request after the DNS answer changed = %v, want ErrProhibitedAddress", err)
	}
	if hits.Load() != 1 {
		t.Fatalf("server hits = %d, want 1", hits.Load())
	}
}

func TestRedirectsAreNeverFollowed(t *testing.T) {
	var privateHits atomic.Int32
	private := serveOn(t, "127.0.0.1", http.HandlerFunc(func(http.ResponseWriter, *http.Request) { privateHits.Add(1) }))
	redirector := serveOn(t, "127.0.0.2", http.RedirectHandler(private+"/metadata", http.StatusFound))
	client := provider.NewClient(provider.DialOptions{AllowedPrefixes: public})
	_, err := client.Get(redirector + "/v1/capabilities")
	if !errors.Is(err, provider.ErrRedirect) {
		t.Fatalf("redirect = %v, want ErrRedirect", err)
	}
	if privateHits.Load() != 0 {
		t.Fatal("the redirect target was reached")
	}
}

func TestAllowPrivateNetworkSwitch(t *testing.T) {
	url := serveOn(t, "127.0.0.1", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	if _, err := provider.NewClient(provider.DialOptions{}).Get(url); !errors.Is(err, provider.ErrProhibitedAddress) {
		t.Fatalf("loopback without the switch = %v, want refused", err)
	}
	resp, err := provider.NewClient(provider.DialOptions{AllowPrivateNetwork: true}).Get(url)
	if err != nil {
		t.Fatalf("loopback with the switch = %v", err)
	}
	resp.Body.Close()
}

func TestProxyFromEnvironmentIgnored(t *testing.T) {
	t.Setenv("HTTP_PROXY", "http://127.0.0.2:1")
	t.Setenv("HTTPS_PROXY", "http://127.0.0.2:1")
	url := serveOn(t, "127.0.0.1", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	resp, err := provider.NewClient(provider.DialOptions{AllowPrivateNetwork: true}).Get(url)
	if err != nil {
		t.Fatalf("request with a proxy in the environment = %v (the proxy must be ignored)", err)
	}
	resp.Body.Close()
}

func TestCheckBaseURL(t *testing.T) {
	for raw, allowPrivate := range map[string]bool{"https://kb.example.com": false, "http://wiki.internal:8080/kb": true} {
		if _, err := provider.CheckBaseURL(raw, allowPrivate); err != nil {
			t.Errorf("CheckBaseURL(%q, %v) = %v", raw, allowPrivate, err)
		}
	}
	for _, raw := range []string{"http://kb.example.com", "ftp://kb.example.com", "https://u:p@kb.example.com", "https://kb.example.com/?a=1", "kb.example.com"} {
		if _, err := provider.CheckBaseURL(raw, false); err == nil {
			t.Errorf("CheckBaseURL(%q) = nil, want an error", raw)
		}
	}
}

// The operator's allowlist matches host names exactly (case and a trailing dot aside) and IP
// literals by prefix (IPv4-mapped IPv6 as IPv4); nothing else.
func TestPrivateNetworksAllows(t *testing.T) {
	p := provider.PrivateNetworks{Hosts: []string{"kb.internal.example"}, Prefixes: []netip.Prefix{netip.MustParsePrefix("10.20.0.0/16"), netip.MustParsePrefix("127.0.0.1/32")}}
	for host, want := range map[string]bool{
		"kb.internal.example": true, "KB.Internal.Example.": true, "10.20.3.4": true, "127.0.0.1": true, "::ffff:127.0.0.1": true,
		"evil.kb.internal.example": false, "kb.internal.example.evil.com": false, "localhost": false, "127.0.0.2": false,
		"::1": false, "10.21.0.1": false, "169.254.169.254": false, "": false,
	} {
		if got := p.Allows(host); got != want {
			t.Errorf("Allows(%q) = %v, want %v", host, got, want)
		}
	}
	if (provider.PrivateNetworks{}).Allows("127.0.0.1") {
		t.Error("the empty allowlist allows loopback")
	}
}
