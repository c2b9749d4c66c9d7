package server

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/store"
)

// failed classifies the error of a request at an HTTP edge, for the edge's own writer: a
// database that is busy or unreachable becomes UNAVAILABLE; an INTERNAL error is logged as msg
// with args (and is shown only as "internal error"); a RATE_LIMITED or UNAVAILABLE error sets
// the Retry-After header. It returns the classified error.
func (s *Server) failed(w http.ResponseWriter, r *http.Request, err error, msg string, args ...any) error {
	err = store.Classify(err)
	if errs.CodeOf(err) == errs.Internal {
		s.log.ErrorContext(r.Context(), msg, append(args, "error", err)...)
	}
	setRetryAfter(w, err)
	return err
}

// writeError answers a REST (non-GraphQL) request with the error's status and a JSON body
// {"error": {"code", "message", "retryAfter"}}; RATE_LIMITED (429) and UNAVAILABLE (503) also
// get a Retry-After header. Internal errors are logged and shown only as "internal error".
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	err = s.failed(w, r, err, "request failed", "path", r.URL.Path)
	code := errs.CodeOf(err)
	body := map[string]any{"code": string(code), "message": errs.Public(err)}
	if n := retryAfterOf(err); n > 0 {
		body["retryAfter"] = n
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(statusOf(code))
	_ = json.NewEncoder(w).Encode(map[string]any{"error": body})
}

// writeAPIFailure answers a REST-mirror or widget request with err, classified by failed, as
// {error: {code, message}} and the code's status.
func (s *Server) writeAPIFailure(w http.ResponseWriter, r *http.Request, err error, msg string, args ...any) {
	err = s.failed(w, r, err, msg, args...)
	code := errs.CodeOf(err)
	writeAPIError(w, statusOf(code), code, errs.Public(err))
}

// setRetryAfter sets the Retry-After header of a RATE_LIMITED or UNAVAILABLE error.
func setRetryAfter(w http.ResponseWriter, err error) {
	if n := retryAfterOf(err); n > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(n))
	}
}

// retryAfterOf returns the seconds to wait of a RATE_LIMITED or UNAVAILABLE error, else 0.
func retryAfterOf(err error) int {
	var e *errs.Error
	if errors.As(err, &e) && (e.Code == errs.RateLimited || e.Code == errs.Unavailable) && e.RetryAfter > 0 {
		return e.RetryAfter
	}
	return 0
}
