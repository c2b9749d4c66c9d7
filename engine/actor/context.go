package actor

import "context"

type ctxKey struct{}

// NewContext returns ctx carrying the resolved actor a.
func NewContext(ctx context.Context, a Actor) context.Context {
	return context.WithValue(ctx, ctxKey{}, a)
}

// FromContext returns the actor resolved for this request; the anonymous actor when none was.
func FromContext(ctx context.Context) Actor {
	a, _ := ctx.Value(ctxKey{}).(Actor)
	return a
}
