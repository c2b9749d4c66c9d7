// Package page holds cursor pagination: a request (first, after) and opaque cursors.
package page

import (
	"encoding/base64"
	"strings"

	"github.com/queueproof/queueproof/engine/errs"
)

// Limits of one page.
const (
	DefaultFirst = 20
	MaxFirst     = 100
)

// Request asks for up to First items after the cursor After.
type Request struct {
	First int
	After string
}

// Normalize validates r and fills in the default size.
func (r Request) Normalize() (Request, error) {
	switch {
	case r.First == 0:
		r.First = DefaultFirst
	case r.First < 0 || r.First > MaxFirst:
		return r, errs.E(errs.Invalid, "first must be between 1 and %d", MaxFirst)
	}
	if r.After != "" {
		if _, err := DecodeCursor(r.After); err != nil {
			return r, err
		}
	}
	return r, nil
}

// Info says whether more items follow the page.
type Info struct {
	HasNextPage bool
	EndCursor   string
}

// Trim ends a keyset page read with LIMIT first+1: it keeps the first items, says whether more
// follow, and makes the end cursor from the key of the last item kept.
func Trim[T any](items []T, first int, key func(T) string) ([]T, Info) {
	var info Info
	if len(items) > first {
		items = items[:first]
		info.HasNextPage = true
	}
	if len(items) > 0 {
		info.EndCursor = EncodeCursor(key(items[len(items)-1]))
	}
	return items, info
}

const cursorPrefix = "c1:"

// EncodeCursor makes an opaque cursor for a row key.
func EncodeCursor(key string) string {
	return base64.RawURLEncoding.EncodeToString([]byte(cursorPrefix + key))
}

// DecodeCursor returns the row key of a cursor made by EncodeCursor.
func DecodeCursor(c string) (string, error) {
	b, err := base64.RawURLEncoding.DecodeString(c)
	if err != nil || !strings.HasPrefix(string(b), cursorPrefix) {
		return "", errs.E(errs.Invalid, "after is not a cursor returned by this API")
	}
	return strings.TrimPrefix(string(b), cursorPrefix), nil
}
