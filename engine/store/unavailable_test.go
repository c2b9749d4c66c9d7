package store

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"net/url"
	"testing"
)

// A remote round trip that fails in transport, however it ends ("EOF" on a connection the
// server closed while it sat idle), is the database unavailable; a cancelled request and an
// ordinary error are not.
func TestUnavailableReadsTransportFailures(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want bool
	}{
		{fmt.Errorf("insert: %w", &url.Error{Op: "Post", URL: "http://127.0.0.1:1/v2/pipeline", Err: io.EOF}), true},
		{fmt.Errorf("insert: %w", &url.Error{Op: "Post", URL: "http://127.0.0.1:1/v2/pipeline", Err: errors.New("http: server closed idle connection")}), true},
		{errors.New("dial tcp 127.0.0.1:1: connect: connection refused"), true},
		{fmt.Errorf("begin: %w", driver.ErrBadConn), true},
		{fmt.Errorf("insert: %w", context.Canceled), false},
		{errors.New("UNIQUE constraint failed: sources.name"), false},
		{fmt.Errorf("read upload: %w", io.ErrUnexpectedEOF), false},
	} {
		if got := Unavailable(tc.err); got != tc.want {
			t.Errorf("Unavailable(%v) = %v, want %v", tc.err, got, tc.want)
		}
	}
}
