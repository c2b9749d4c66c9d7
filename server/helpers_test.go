package server_test

import (
	"context"
	"time"

	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/engine/store"
)

func engineStoreOpen(url string) (*store.DB, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return store.Open(ctx, url, store.Options{})
}

// loopbackProviders is the consumer configuration of tests whose knowledge providers are
// httptest servers on loopback.
func loopbackProviders() provider.Options {
	return provider.Options{}
}
