// Package errs holds the one error type of the engine. Every error a user can act on carries a
// Code; delivery layers map codes to their own vocabulary (GraphQL extensions.code, HTTP status).
// An error without a code is internal: it is logged in full and shown only as "internal error".
package errs

import (
	"errors"
	"fmt"
)

// Code is the machine-readable class of an error. The values are the public extensions.code
// strings of the GraphQL API.
type Code string

// The codes of the public contract (api.md).
const (
	Unauthenticated Code = "UNAUTHENTICATED"
	Forbidden       Code = "FORBIDDEN"
	Invalid         Code = "BAD_USER_INPUT"
	NotFound        Code = "NOT_FOUND"
	Conflict        Code = "CONFLICT"
	RateLimited     Code = "RATE_LIMITED"
	TooComplex      Code = "COMPLEXITY_LIMIT_EXCEEDED"
	ProviderFailed  Code = "PROVIDER_FAILED"
	// Unavailable: a dependency the request needs (the database) cannot serve it right now,
	// e.g. the embedded file's write lock is held past the busy timeout or the remote libSQL
	// server does not answer. Nothing was written; retry after RetryAfter seconds.
	Unavailable Code = "UNAVAILABLE"
	Internal    Code = "INTERNAL"
)

// Codes lists every public code, in a stable order.
func Codes() []Code {
	return []Code{Unauthenticated, Forbidden, Invalid, NotFound, Conflict, RateLimited, TooComplex, ProviderFailed, Unavailable, Internal}
}

// Error is a domain error with a code and a message that is safe to show to the caller.
type Error struct {
	Code    Code
	Message string
	// Reason is an optional machine-readable sub-code (extensions.reason), e.g. which
	// revalidation rule refused an approval.
	Reason string
	// RetryAfter is the number of seconds to wait, for RateLimited and Unavailable.
	RetryAfter int
	// Err is the underlying cause; it is logged, never shown.
	Err error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Message, e.Err)
	}
	return fmt.Sprintf("%s: %s", e.Code, e.Message)
}

func (e *Error) Unwrap() error { return e.Err }

// E builds an Error with a formatted, user-safe message.
func E(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Wrap builds an Error whose cause is err (kept for logs, never shown).
func Wrap(code Code, err error, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...), Err: err}
}

// CodeOf reports the code of err, or Internal when err carries none.
func CodeOf(err error) Code {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return Internal
}

// Is reports whether err carries code.
func Is(err error, code Code) bool {
	return err != nil && CodeOf(err) == code
}

// Public returns the message that may be shown for err: the domain message, or a generic
// one for internal errors so that nothing internal leaks.
func Public(err error) string {
	var e *Error
	if errors.As(err, &e) && e.Code != Internal {
		return e.Message
	}
	return "internal error"
}

// WithReason builds an Error with a sub-code.
func WithReason(code Code, reason, format string, args ...any) *Error {
	return &Error{Code: code, Reason: reason, Message: fmt.Sprintf(format, args...)}
}
