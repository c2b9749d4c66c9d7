package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"runtime/debug"
	"strings"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/99designs/gqlgen/graphql/playground"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/queue"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/graph"
	"github.com/queueproof/queueproof/graph/model"
	"github.com/queueproof/queueproof/resolvers"
)

// GraphQL limits. A list field costs its page size times its children, so the complexity limit
// bounds the rows one request can make the server read.
const (
	MaxBodyBytes = 1 << 20
	// MaxUploadBytes bounds a multipart request (importDocuments by a private actor; its
	// operations and map fields are bounded by MaxBodyBytes each, and its file is spooled to a
	// temporary file); the engine's import limits still apply to the file inside.
	MaxUploadBytes  = 64 << 20
	ComplexityLimit = 2000
	DepthLimit      = 12
	TokenLimit      = 15000
	// MaxVariableListItems bounds each list in an operation's variables (no input needs more;
	// allowedOrigins, sourceIds and resources are far smaller), so a 1 MiB array is refused
	// before it is coerced and handed to a resolver.
	MaxVariableListItems = 1000
)

func (s *Server) graphqlHandler() http.Handler {
	cfg := graph.Config{Resolvers: &resolvers.Resolver{Engine: s.engine}}
	setComplexity(&cfg.Complexity)
	srv := handler.New(graph.NewExecutableSchema(cfg))
	srv.AddTransport(transport.POST{})
	srv.AddTransport(uploadForm{mayImport: s.engine.MayImport})
	srv.SetQueryCache(lru.New[*ast.QueryDocument](1000))
	srv.SetParserTokenLimit(TokenLimit)
	if !s.production {
		srv.Use(extension.Introspection{})
	}
	srv.Use(extension.FixedComplexityLimit(ComplexityLimit))
	srv.Use(depthLimit{max: DepthLimit})
	srv.Use(costlyFieldLimit{max: costlyFields()})
	srv.Use(variableListLimit{max: MaxVariableListItems})
	if s.production {
		// Introspection is off, so validation errors must not spell out the schema either.
		srv.SetDisableSuggestion(true)
		srv.SetErrorPresenter(withoutSuggestions(presentError(s.log)))
	} else {
		srv.SetErrorPresenter(presentError(s.log))
	}
	srv.SetRecoverFunc(func(ctx context.Context, v any) error {
		s.log.ErrorContext(ctx, "graphql panic", "panic", fmt.Sprint(v), "stack", string(debug.Stack()))
		return errs.E(errs.Internal, "internal error")
	})
	srv.AroundOperations(func(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
		oc := graphql.GetOperationContext(ctx)
		start := time.Now()
		h := next(ctx)
		return func(ctx context.Context) *graphql.Response {
			resp := h(ctx)
			typ, name := "unknown", oc.OperationName
			if oc.Operation != nil {
				typ = string(oc.Operation.Operation)
				if name == "" {
					name = oc.Operation.Name
				}
			}
			s.metrics.observeOperation(name, typ, resp != nil && len(resp.Errors) > 0, time.Since(start))
			return resp
		}
	})

	var graphiql http.Handler
	if !s.production {
		graphiql = playground.Handler("QueueProof GraphQL", "/graphql")
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case r.Method == http.MethodGet && graphiql != nil && strings.Contains(r.Header.Get("Accept"), "text/html"):
			// GraphiQL loads its scripts from a CDN: its page gets its own, looser policy.
			w.Header().Set("Content-Security-Policy", "default-src 'self' https:; script-src 'self' 'unsafe-inline' https:; style-src 'self' 'unsafe-inline' https:; img-src 'self' data: https:; frame-ancestors 'none'")
			graphiql.ServeHTTP(w, r)
			return
		case r.Method != http.MethodPost:
			w.Header().Set("Allow", http.MethodPost)
			writeGraphQLError(w, http.StatusMethodNotAllowed, errs.Invalid, "use POST with Content-Type: application/json")
			return
		}
		mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
		switch {
		case err == nil && mt == "multipart/form-data":
			// A browser sends multipart/form-data cross-site without a preflight, so uploads
			// must carry a header no simple request can.
			if r.Header.Get("GraphQL-Require-Preflight") == "" && r.Header.Get("X-QueueProof-CSRF") == "" {
				writeGraphQLError(w, http.StatusBadRequest, errs.Invalid, "multipart requests need the GraphQL-Require-Preflight or X-QueueProof-CSRF header")
				return
			}
			if r.ContentLength > MaxUploadBytes {
				writeGraphQLError(w, http.StatusRequestEntityTooLarge, errs.Invalid, fmt.Sprintf("upload is larger than %d bytes", MaxUploadBytes))
				return
			}
			r.Body = http.MaxBytesReader(w, r.Body, MaxUploadBytes)
			srv.ServeHTTP(w, r)
			return
		case err != nil || mt != "application/json":
			writeGraphQLError(w, http.StatusUnsupportedMediaType, errs.Invalid, "Content-Type must be application/json (or multipart/form-data for uploads)")
			return
		}
		if r.ContentLength > MaxBodyBytes {
			writeGraphQLError(w, http.StatusRequestEntityTooLarge, errs.Invalid, fmt.Sprintf("request body is larger than %d bytes", MaxBodyBytes))
			return
		}
		body, ok := readBody(w, r)
		if !ok {
			return
		}
		r.Body, r.ContentLength = io.NopCloser(bytes.NewReader(body)), int64(len(body))
		srv.ServeHTTP(w, r)
	})
}

// readBody reads a JSON request body of at most MaxBodyBytes, with or without a
// Content-Length (a chunked body over the limit is refused as 413 like a declared one), and
// refuses a batch (a JSON array of operations), which this API does not run. It answers the
// refusal itself and reports whether to go on.
func readBody(w http.ResponseWriter, r *http.Request) ([]byte, bool) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		writeGraphQLError(w, http.StatusRequestEntityTooLarge, errs.Invalid, fmt.Sprintf("request body is larger than %d bytes", MaxBodyBytes))
		return nil, false
	case err != nil:
		writeGraphQLError(w, http.StatusBadRequest, errs.Invalid, "request body is unreadable")
		return nil, false
	case bytes.HasPrefix(bytes.TrimLeft(body, " \t\r\n"), []byte("[")):
		writeGraphQLError(w, http.StatusBadRequest, errs.Invalid, "batched operations (a JSON array) are not supported: send one operation per request")
		return nil, false
	}
	return body, true
}

// setComplexity prices list fields at their page size times their children.
func setComplexity(c *graph.ComplexityRoot) {
	c.Query.Sources = func(child int, first *int, _ *string) int { return listCost(child, first) }
	c.Query.Proposals = func(child int, _ *model.ProposalStatus, first *int, _ *string) int { return listCost(child, first) }
	c.Query.KnowledgeProviders = func(child int) int { return 1 + 50*child }
	c.Query.ProviderResources = func(child int, _ string) int { return 1 + 100*child }
	c.Query.KnowledgeSearch = func(child int, in model.KnowledgeSearchInput) int { return 1 + 50*child }
	c.Query.Documents = func(child int, _ string, first *int, _ *string, _ *string) int { return listCost(child, first) }
	c.Query.ProofTests = func(child int, first *int, _ *string, _ *string) int { return listCost(child, first) }
	c.Query.IngestionJobs = func(child int, _ string, first *int, _ *string) int { return listCost(child, first) }
	c.Query.SourceHistory = func(child int, _ string, first *int) int { return listCost(child, first) }
	// A job lists at most 100 skipped records.
	c.IngestionJob.Skipped = func(child int) int { return 1 + 100*child }
	c.Query.Search = func(child int, in model.SearchInput) int {
		first := in.First
		if first == nil {
			ten := 10
			first = &ten
		}
		return listCost(child, first)
	}
	c.Query.Today = func(child int, first *int, _ *string) int { return listCost(child, first) }
	c.QueueVersion.Packets = func(child int, first *int, _ *string) int { return listCost(child, first) }
	// A packet's lists are bounded by the compile: at most queue.MaxEvidence evidence items,
	// one score per ranking dimension, a handful of penalties and permissions.
	c.ExecutionPacket.Evidence = func(child int) int { return 1 + queue.MaxEvidence*child }
	c.ExecutionPacket.ComponentScores = func(child int) int { return 1 + 5*child }
	c.ExecutionPacket.Penalties = func(child int) int { return 1 + 5*child }
	c.ExecutionPacket.Permissions = func(child int) int { return 1 + 2*child }
	// History pages answers; an answer's lists are not paged and are priced at their bounds
	// (claims and citations at most about twenty, lane calls about ten).
	c.Query.Answers = func(child int, first *int, _ *string) int { return listCost(child, first) }
	c.Answer.Claims = func(child int) int { return 1 + 12*child }
	c.Answer.Citations = func(child int) int { return 1 + 20*child }
	c.Citation.Duplicates = func(child int) int { return 1 + 4*child }
	c.Answer.Contradictions = func(child int) int { return 1 + 10*child }
	c.Answer.Disagreements = func(child int) int { return 1 + 10*child }
	c.Claim.Citations = func(child int) int { return 1 + 4*child }
	c.ContradictionValue.Citations = func(child int) int { return 1 + 4*child }
	c.RetrievalTrace.Calls = func(child int) int { return 1 + 12*child }
	// Ask runs the planner's lanes and a write: priced like a full page of reads.
	c.Mutation.Ask = func(child int, _ model.AskInput) int { return 100 + child }
	// A document's chunks are not paged: priced as a typical document's twenty.
	c.Document.Chunks = func(child int) int { return 1 + 20*child }
}

func listCost(child int, first *int) int {
	// A page larger than the engine allows is refused by the engine with BAD_USER_INPUT, so it
	// is priced at the largest page here.
	n := page.DefaultFirst
	if first != nil && *first > 0 {
		n = min(*first, page.MaxFirst)
	}
	return 1 + n*child
}

// presentError gives every error an extensions.code from the public list, and keeps internals
// out of messages: an error the engine did not classify is logged and shown as INTERNAL.
func presentError(log *slog.Logger) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		// A database that is busy past its busy timeout or unreachable is UNAVAILABLE (with
		// retryAfter), on reads as on writes, not an INTERNAL error.
		err = store.Classify(err)
		gqlErr := graphql.DefaultErrorPresenter(ctx, err)
		var e *errs.Error
		if errors.As(err, &e) {
			gqlErr.Message = errs.Public(e)
			setCode(gqlErr, e.Code)
			if e.RetryAfter > 0 {
				gqlErr.Extensions["retryAfter"] = e.RetryAfter
			}
			if e.Reason != "" {
				gqlErr.Extensions["reason"] = e.Reason
			}
			if e.Code == errs.Internal {
				logInternal(ctx, log, err, gqlErr.Path.String())
			}
			return gqlErr
		}
		code, _ := gqlErr.Extensions["code"].(string)
		switch {
		case code == string(errs.TooComplex), code == string(errs.Invalid) && gqlErr.Err == nil:
			// Raised by this package's extensions (depth, variable lists) with their code.
		case strings.Contains(gqlErr.Message, "token limit"), strings.Contains(gqlErr.Message, "introspection depth"):
			setCode(gqlErr, errs.TooComplex)
		case gqlErr.Message == "introspection disabled":
			gqlErr.Message = "introspection is disabled in production"
			gqlErr.Err = nil
			setCode(gqlErr, errs.Forbidden)
		case code == "GRAPHQL_PARSE_FAILED" || code == "GRAPHQL_VALIDATION_FAILED":
			setCode(gqlErr, errs.Invalid)
		case code == "" && gqlErr.Err == nil && !strings.Contains(gqlErr.Message, "must not be null"):
			// Raised by the GraphQL layer itself about the request: bad JSON, unreadable body.
			switch {
			case strings.HasPrefix(gqlErr.Message, "json request body could not be decoded") && strings.Contains(gqlErr.Message, "exceeded max depth"):
				gqlErr.Message = "request body JSON is nested too deeply"
			case strings.HasPrefix(gqlErr.Message, "json request body could not be decoded"):
				gqlErr.Message = "request body is not valid JSON"
			case strings.HasPrefix(gqlErr.Message, "could not read request body"):
				gqlErr.Message = fmt.Sprintf("request body is unreadable or larger than %d bytes", MaxBodyBytes)
			}
			setCode(gqlErr, errs.Invalid)
		default:
			logInternal(ctx, log, err, gqlErr.Path.String())
			gqlErr.Message = "internal error"
			gqlErr.Err = nil
			setCode(gqlErr, errs.Internal)
		}
		return gqlErr
	}
}

// withoutSuggestions drops the "Did you mean ...?" that gqlparser's validation rules append
// (SetDisableSuggestion covers fields and sub-selections only; arguments, types, enum values
// and input fields still suggest), so a production error names nothing the caller did not.
// logInternal logs an internal error in full. A request whose client has gone (its context
// canceled: a compile abandoned half way) is no fault of the server and is logged at Info.
func logInternal(ctx context.Context, log *slog.Logger, err error, path string) {
	if errors.Is(err, context.Canceled) {
		log.InfoContext(ctx, "graphql request ended: its client has gone", "error", err.Error(), "path", path)
		return
	}
	log.ErrorContext(ctx, "graphql internal error", "error", err.Error(), "path", path)
}

func withoutSuggestions(present graphql.ErrorPresenterFunc) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		e := present(ctx, err)
		if i := strings.Index(e.Message, " Did you mean "); i >= 0 {
			e.Message = e.Message[:i]
		}
		return e
	}
}

func setCode(e *gqlerror.Error, code errs.Code) {
	if e.Extensions == nil {
		e.Extensions = map[string]any{}
	}
	e.Extensions["code"] = string(code)
}

// writeGraphQLError answers a request the GraphQL layer never saw, in the GraphQL error shape.
func writeGraphQLError(w http.ResponseWriter, status int, code errs.Code, msg string) {
	w.Header().Set("Content-Type", "application/json")
	transport.SendError(w, status, &gqlerror.Error{Message: msg, Extensions: map[string]any{"code": string(code)}})
}

// depthLimit rejects operations nested deeper than max, fragments included.
type depthLimit struct{ max int }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = depthLimit{}

func (depthLimit) ExtensionName() string                   { return "DepthLimit" }
func (depthLimit) Validate(graphql.ExecutableSchema) error { return nil }
func (d depthLimit) MutateOperationContext(ctx context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if oc.Operation == nil {
		return nil
	}
	if depth := selectionDepth(oc.Operation.SelectionSet, 0, d.max); depth > d.max {
		err := gqlerror.Errorf("operation is nested deeper than the limit of %d", d.max)
		err.Extensions = map[string]any{"code": string(errs.TooComplex)}
		return err
	}
	return nil
}

// selectionDepth returns the depth of set below level, stopping once it passes limit (which
// also ends any cycle through fragments).
func selectionDepth(set ast.SelectionSet, level, limit int) int {
	if level > limit {
		return level
	}
	deepest := level
	for _, sel := range set {
		var d int
		switch s := sel.(type) {
		case *ast.Field:
			if len(s.SelectionSet) == 0 {
				d = level + 1
			} else {
				d = selectionDepth(s.SelectionSet, level+1, limit)
			}
		case *ast.InlineFragment:
			d = selectionDepth(s.SelectionSet, level, limit)
		case *ast.FragmentSpread:
			if s.Definition != nil {
				d = selectionDepth(s.Definition.SelectionSet, level, limit)
			}
		}
		if d > deepest {
			deepest = d
		}
	}
	return deepest
}

// variableListLimit refuses operations whose variables hold a list longer than max, before the
// variables are validated, coerced or resolved.
type variableListLimit struct{ max int }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationParameterMutator
} = variableListLimit{}

func (variableListLimit) ExtensionName() string                   { return "VariableListLimit" }
func (variableListLimit) Validate(graphql.ExecutableSchema) error { return nil }
func (l variableListLimit) MutateOperationParameters(_ context.Context, p *graphql.RawParams) *gqlerror.Error {
	for _, v := range p.Variables {
		if longestList(v) > l.max {
			err := gqlerror.Errorf("a list in the variables has more than %d items", l.max)
			err.Extensions = map[string]any{"code": string(errs.Invalid)}
			return err
		}
	}
	return nil
}

// longestList returns the length of the longest list in a decoded JSON value.
func longestList(v any) int {
	n := 0
	switch x := v.(type) {
	case []any:
		n = len(x)
		for _, e := range x {
			n = max(n, longestList(e))
		}
	case map[string]any:
		for _, e := range x {
			n = max(n, longestList(e))
		}
	}
	return n
}
