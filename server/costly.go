package server

import (
	"context"
	"sort"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/queueproof/queueproof/engine/errs"
)

// costlyFields are the root fields whose every execution makes signed calls to knowledge
// providers, with how many of each one request may hold. Aliases would otherwise fan one
// request out to one provider call per alias, under the complexity limit.
func costlyFields() map[string]int {
	return map[string]int{"knowledgeSearch": 1, "ask": 1}
}

// costlyTools are the MCP tools of which one JSON-RPC message or batch may hold at most so
// many calls, as GraphQL's costly fields: ask runs the planner's lanes, asks the knowledge
// providers and writes History; knowledge_search makes a signed call to every provider, so a
// batch of them would fan one request out to many provider calls.
func costlyTools() map[string]int {
	return map[string]int{"ask": 1, "knowledge_search": 1}
}

// costlyFieldLimit refuses an operation holding more of a costly root field than allowed,
// counted over aliases, named fragments and inline fragments, before anything is resolved.
type costlyFieldLimit struct{ max map[string]int }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = costlyFieldLimit{}

func (costlyFieldLimit) ExtensionName() string                   { return "CostlyFieldLimit" }
func (costlyFieldLimit) Validate(graphql.ExecutableSchema) error { return nil }
func (l costlyFieldLimit) MutateOperationContext(_ context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if oc.Operation == nil {
		return nil
	}
	counts := l.count(oc.Operation.SelectionSet, map[string]map[string]int{})
	names := make([]string, 0, len(counts))
	for name := range counts {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if n, limit := counts[name], l.max[name]; n > limit {
			err := gqlerror.Errorf("at most %d %s per request (aliases and fragments count); this one has %d", limit, name, n)
			err.Extensions = map[string]any{"code": string(errs.TooComplex)}
			return err
		}
	}
	return nil
}

// count counts the costly fields of a root selection set, through fragments (each named
// fragment counted once and remembered in seen; validation has already refused cycles, and a
// fragment met again while being counted counts nothing). Fields below the root are not
// looked into: the costly fields are root fields.
func (l costlyFieldLimit) count(set ast.SelectionSet, seen map[string]map[string]int) map[string]int {
	out := map[string]int{}
	add := func(m map[string]int) {
		for k, v := range m {
			out[k] += v
		}
	}
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			if _, ok := l.max[s.Name]; ok {
				out[s.Name]++
			}
		case *ast.InlineFragment:
			add(l.count(s.SelectionSet, seen))
		case *ast.FragmentSpread:
			if s.Definition == nil {
				continue
			}
			m, ok := seen[s.Name]
			if !ok {
				seen[s.Name] = map[string]int{} // counts nothing if met again inside itself
				m = l.count(s.Definition.SelectionSet, seen)
				seen[s.Name] = m
			}
			add(m)
		}
	}
	return out
}
