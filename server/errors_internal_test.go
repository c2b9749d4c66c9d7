package server

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/errs"
)

func TestPresentErrorMapsEveryCode(t *testing.T) {
	present := presentError(enginetest.Logger())
	ctx := graphql.WithResponseContext(context.Background(), graphql.DefaultErrorPresenter, nil)
	for _, c := range errs.Codes() {
		t.Run(string(c), func(t *testing.T) {
			err := fmt.Errorf("engine call: %w", &errs.Error{Code: c, Message: "safe message", Err: errors.New("secret internal detail")})
			got := present(ctx, err)
			if got.Extensions["code"] != string(c) {
				t.Errorf("code = %v, want %s", got.Extensions["code"], c)
			}
			if strings.Contains(got.Message, "secret internal detail") {
				t.Errorf("message %q leaks the cause", got.Message)
			}
			want := "safe message"
			if c == errs.Internal {
				want = "internal error"
			}
			if got.Message != want {
				t.Errorf("message = %q, want %q", got.Message, want)
			}
		})
	}
}

func TestPresentErrorRetryAfter(t *testing.T) {
	present := presentError(enginetest.Logger())
	ctx := graphql.WithResponseContext(context.Background(), graphql.DefaultErrorPresenter, nil)
	got := present(ctx, &errs.Error{Code: errs.RateLimited, Message: "slow down", RetryAfter: 17})
	if got.Extensions["code"] != "RATE_LIMITED" || got.Extensions["retryAfter"] != 17 {
		t.Fatalf("extensions = %v, want RATE_LIMITED with retryAfter 17", got.Extensions)
	}
}

func TestPresentErrorHidesUnclassifiedErrors(t *testing.T) {
	present := presentError(enginetest.Logger())
	ctx := graphql.WithResponseContext(context.Background(), graphql.DefaultErrorPresenter, nil)
	for _, err := range []error{
		errors.New("sql: no rows at /var/lib/queueproof.db"),
		&gqlerror.Error{Message: "wrapped driver failure", Err: errors.New("dial tcp 10.0.0.1:443")},
		gqlerror.Errorf("must not be null"),
	} {
		got := present(ctx, err)
		if got.Extensions["code"] != "INTERNAL" || got.Message != "internal error" {
			t.Errorf("present(%v) = %q %v, want INTERNAL with a generic message", err, got.Message, got.Extensions)
		}
	}
}

// A database busy past its timeout or unreachable is UNAVAILABLE with retryAfter, and its
// driver text (file path, address) stays out of the message.
func TestPresentErrorDatabaseUnavailable(t *testing.T) {
	present := presentError(enginetest.Logger())
	ctx := graphql.WithResponseContext(context.Background(), graphql.DefaultErrorPresenter, nil)
	for _, err := range []error{
		fmt.Errorf("read sources: %w", errors.New("sql: database is locked at /var/lib/queueproof.db")),
		&gqlerror.Error{Message: "wrapped driver failure", Err: &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connect: connection refused")}},
	} {
		got := present(ctx, err)
		if got.Extensions["code"] != "UNAVAILABLE" || got.Extensions["retryAfter"] != 1 ||
			strings.Contains(got.Message, "/var/lib") || strings.Contains(got.Message, "refused") {
			t.Errorf("present(%v) = %q %v, want UNAVAILABLE with retryAfter 1 and a generic message", err, got.Message, got.Extensions)
		}
	}
}
