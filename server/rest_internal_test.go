package server

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/errs"
)

func TestWriteErrorRateLimited(t *testing.T) {
	s := &Server{log: enginetest.Logger()}
	rec := httptest.NewRecorder()
	s.writeError(rec, httptest.NewRequest(http.MethodPost, "/api/v1/x", nil), &errs.Error{Code: errs.RateLimited, Message: "slow down", RetryAfter: 42})
	if rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") != "42" {
		t.Fatalf("writeError = %d, Retry-After %q; want 429 and 42", rec.Code, rec.Header().Get("Retry-After"))
	}
	var body struct {
		Error struct {
			Code       string
			RetryAfter int
		}
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || body.Error.Code != "RATE_LIMITED" || body.Error.RetryAfter != 42 {
		t.Fatalf("body = %s", rec.Body)
	}
}
