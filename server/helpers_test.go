package server_test

import (
	"context"
	"net/netip"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
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

// localOwner is the local owner as a loopback request from the app itself (its Host and
// Origin) resolves it.
func localOwner(t *testing.T, e *engine.Engine) actor.Actor {
	t.Helper()
	a, err := e.Resolve(context.Background(), actor.Credentials{Loopback: true, LoopbackHost: true, SameOrigin: true})
	if err != nil {
		t.Fatalf("Resolve(local owner) = %v", err)
	}
	return a
}
