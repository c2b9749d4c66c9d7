// Package resolvers holds the gqlgen resolvers: each reads the request's actor, calls the
// engine and maps the result to the GraphQL model. No SQL and no policy live here.
package resolvers

import (
	"github.com/queueproof/queueproof/engine"
)

// Resolver is the root resolver; it only holds the engine.
type Resolver struct {
	Engine *engine.Engine
}
