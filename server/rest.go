package server

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/store"
)

// writeError answers a REST (non-GraphQL) request with the error's status and a JSON body
// {"error": {"code", "message", "retryAfter"}}; RATE_LIMITED (429) and UNAVAILABLE (503) also
// get a Retry-After header. Internal errors are logged and shown only as "internal error".
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	err = store.Classify(err)
	code := errs.CodeOf(err)
	if code == errs.Internal {
		s.log.ErrorContext(r.Context(), "request failed", "path", r.URL.Path, "error", err)
	}
	body := map[string]any{"code": string(code), "message": errs.Public(err)}
	if n := setRetryAfter(w, err); n > 0 {
		body["retryAfter"] = n
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(statusOf(code))
	_ = json.NewEncoder(w).Encode(map[string]any{"error": body})
}

// setRetryAfter sets the Retry-After header of a RATE_LIMITED or UNAVAILABLE error and returns
// its seconds.
func setRetryAfter(w http.ResponseWriter, err error) int {
	var e *errs.Error
	if errors.As(err, &e) && (e.Code == errs.RateLimited || e.Code == errs.Unavailable) && e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
		return e.RetryAfter
	}
	return 0
}
