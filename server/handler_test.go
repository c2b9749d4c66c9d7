package server_test

import (
	"net/http"

	"github.com/queueproof/queueproof/engine/kpi/fsprovider"
)

// httpHandlerFunc serves with whatever provider get returns at request time (nil: 503), so a
// test can configure the provider with a secret it learns later.
func httpHandlerFunc(get func() *fsprovider.Provider) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := get()
		if p == nil {
			http.Error(w, "provider not configured", http.StatusServiceUnavailable)
			return
		}
		p.ServeHTTP(w, r)
	})
}
