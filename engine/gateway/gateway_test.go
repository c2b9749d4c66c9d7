package gateway_test

import (
	"errors"
	"net/netip"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/gateway"
)

func TestVerify(t *testing.T) {
	secret := strings.Repeat("s", 40)
	g, err := gateway.New(netip.MustParsePrefix("10.1.0.0/16"), secret)
	if err != nil {
		t.Fatal(err)
	}
	in, out := netip.MustParseAddr("10.1.2.3"), netip.MustParseAddr("10.2.0.1")
	tests := []struct {
		name            string
		g               gateway.Gateway
		peer            netip.Addr
		identity, proof string
		ok              bool
	}{
		{"inside, right proof", g, in, "alice@example.com", secret, true},
		{"IPv4-mapped IPv6 peer inside", g, netip.MustParseAddr("::ffff:10.1.2.3"), "alice", secret, true},
		{"outside the network", g, out, "alice", secret, false},
		{"wrong proof", g, in, "alice", secret + "x", false},
		{"no proof", g, in, "alice", "", false},
		{"empty identity", g, in, "", secret, false},
		{"identity with a space", g, in, "alice smith", secret, false},
		{"identity too long", g, in, strings.Repeat("a", 257), secret, false},
		{"no gateway configured", gateway.Gateway{}, in, "alice", secret, false},
		{"invalid peer", g, netip.Addr{}, "alice", secret, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.g.Verify(tt.peer, tt.identity, tt.proof)
			if tt.ok != (err == nil) || (tt.ok && got != tt.identity) || (!tt.ok && !errors.Is(err, gateway.ErrRejected)) {
				t.Fatalf("Verify(%v, %q) = %q, %v; want ok=%v", tt.peer, tt.identity, got, err, tt.ok)
			}
		})
	}
}

func TestNewRefusesWeakSettings(t *testing.T) {
	if _, err := gateway.New(netip.MustParsePrefix("10.0.0.0/8"), "short"); err == nil {
		t.Error("New accepted a short secret")
	}
	if _, err := gateway.New(netip.Prefix{}, strings.Repeat("s", 40)); err == nil {
		t.Error("New accepted no network")
	}
}
