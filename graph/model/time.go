package model

import (
	"time"

	"github.com/99designs/gqlgen/graphql"

	"github.com/queueproof/queueproof/engine/errs"
)

// MarshalTime writes the Time scalar as gqlgen does (RFC 3339 with nanoseconds; null for the
// zero time).
func MarshalTime(t time.Time) graphql.Marshaler { return graphql.MarshalTime(t) }

// UnmarshalTime reads the Time scalar with gqlgen's rules; a value that is not a time is the
// caller's mistake, BAD_USER_INPUT, not an internal error.
func UnmarshalTime(v any) (time.Time, error) {
	t, err := graphql.UnmarshalTime(v)
	if err != nil {
		return time.Time{}, errs.Wrap(errs.Invalid, err, "a Time must be an RFC 3339 string such as 2026-01-02T15:04:05Z")
	}
	return t, nil
}
