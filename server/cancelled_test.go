package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
)

// A request whose client has gone (a compile abandoned when its caller hung up: fourth outside
// attack) is logged at Info, not as an internal error; a real internal error still is one.
func TestACancelledRequestIsNotAnInternalError(t *testing.T) {
	for _, tt := range []struct {
		err   error
		level string
	}{
		{fmt.Errorf("reading the evidence's records: %w", context.Canceled), "level=INFO"},
		{errors.New("disk on fire"), "level=ERROR"},
	} {
		var buf bytes.Buffer
		present := presentError(slog.New(slog.NewTextHandler(&buf, nil)))
		ctx := graphql.WithPathContext(context.Background(), graphql.NewPathWithField("compileQueue"))
		got := present(ctx, tt.err)
		if code, _ := got.Extensions["code"].(string); code != "INTERNAL" || got.Message != "internal error" {
			t.Errorf("%v presented as %q (%v), want an internal error", tt.err, got.Message, got.Extensions)
		}
		if !strings.Contains(buf.String(), tt.level) {
			t.Errorf("%v logged %q, want %s", tt.err, buf.String(), tt.level)
		}
	}
}
