package server

import (
	"context"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"
)

func TestDepthLimit(t *testing.T) {
	schema := gqlparser.MustLoadSchema(&ast.Source{Input: `type Query { node: Node } type Node { id: ID next: Node }`})
	for _, tc := range []struct {
		name, query string
		reject      bool
	}{
		{"shallow", `{ node { id next { id } } }`, false},
		{"at the limit", `{ node { next { next { id } } } }`, false},
		{"too deep", `{ node { next { next { next { id } } } } }`, true},
		{"too deep through fragments", `{ node { ...A } } fragment A on Node { next { ...B } } fragment B on Node { next { next { id } } }`, true},
		{"too deep through inline fragments", `{ node { ... on Node { next { next { next { id } } } } } }`, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc, errs := gqlparser.LoadQuery(schema, tc.query)
			if errs != nil {
				t.Fatalf("LoadQuery = %v", errs)
			}
			oc := &graphql.OperationContext{Doc: doc, Operation: doc.Operations[0]}
			err := depthLimit{max: 4}.MutateOperationContext(context.Background(), oc)
			if (err != nil) != tc.reject {
				t.Fatalf("MutateOperationContext = %v, want rejected %v", err, tc.reject)
			}
			if err != nil && err.Extensions["code"] != "COMPLEXITY_LIMIT_EXCEEDED" {
				t.Fatalf("code = %v, want COMPLEXITY_LIMIT_EXCEEDED", err.Extensions["code"])
			}
		})
	}
}
