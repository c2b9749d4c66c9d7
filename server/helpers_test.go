package server_test

import (
	"context"
	"net/netip"
	"time"

	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/engine/store"
)

func engineStoreOpen(url string) (*store.DB, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return store.Open(ctx, url, store.Options{})
}

// withDeadline is o with a per-call deadline.
func withDeadline(o provider.Options, d time.Duration) provider.Options {
	o.Deadline = d
	return o
}

// loopbackProviders is the consumer configuration of tests whose knowledge providers are
// httptest servers on loopback.
func loopbackProviders() provider.Options {
	return provider.Options{PrivateNetworks: provider.PrivateNetworks{Prefixes: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}}
}
