package server

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/modelcontextprotocol/go-sdk/oauthex"

	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/kpi"
	"github.com/queueproof/queueproof/engine/mcptoken"
)

// mcpMaxBody bounds one MCP or REST-mirror request.
const mcpMaxBody = 1 << 20

// metadataPath is where the RFC 9728 protected-resource metadata of /mcp is served.
const metadataPath = "/.well-known/oauth-protected-resource/mcp"

// actorKey carries the resolved actor in the SDK's token info.
const actorKey = "queueproof.actor"

func (s *Server) metadataURL() string {
	return strings.TrimSuffix(s.engine.MCPResource(), "/mcp") + metadataPath
}

// verifyMCP is the bearer verifier of /mcp: the engine resolves the credential; a refused one
// is invalid_token (401 with resource_metadata).
func (s *Server) verifyMCP(r *http.Request, token string) (*auth.TokenInfo, error) {
	a, err := s.engine.ResolveMCP(r.Context(), token)
	if err != nil {
		if errs.Is(err, errs.Unauthenticated) || errs.Is(err, errs.Forbidden) {
			return nil, fmt.Errorf("%w: %s", auth.ErrInvalidToken, errs.Public(err))
		}
		return nil, err
	}
	return &auth.TokenInfo{Scopes: a.Scopes, UserID: a.Subject, Extra: map[string]any{actorKey: a}}, nil
}

func actorOfRequest(req *mcp.CallToolRequest) actor.Actor {
	if req == nil || req.Extra == nil || req.Extra.TokenInfo == nil {
		return actor.Actor{}
	}
	a, _ := req.Extra.TokenInfo.Extra[actorKey].(actor.Actor)
	return a
}

// mcpHandler serves /mcp: stateless Streamable HTTP with JSON responses (any replica can
// answer any request), bearer auth, a body limit, cross-origin protection, and a per-tool
// scope check that answers 403 insufficient_scope before the tool runs.
func (s *Server) mcpHandler(version string) http.Handler {
	srv := mcp.NewServer(&mcp.Implementation{Name: "queueproof", Title: "QueueProof", Version: version}, nil)
	tools := s.tools()
	scopeOf, costly := map[string]string{}, costlyTools()
	for _, t := range tools {
		t.register(srv, actorOfRequest)
		scopeOf[t.Name] = t.Scope
	}
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, &mcp.StreamableHTTPOptions{
		Stateless: true, JSONResponse: true, Logger: s.log, CrossOriginProtection: http.NewCrossOriginProtection(),
	})
	requireAuth := auth.RequireBearerToken(func(_ context.Context, token string, r *http.Request) (*auth.TokenInfo, error) {
		return s.verifyMCP(r, token)
	}, &auth.RequireBearerTokenOptions{ResourceMetadataURL: s.metadataURL(), AllowMissingExpiration: true})
	return requireAuth(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, mcpMaxBody))
			if err != nil {
				http.Error(w, "request body too large", http.StatusRequestEntityTooLarge)
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
			ti := auth.TokenInfoFromContext(r.Context())
			if ti != nil {
				a, _ := ti.Extra[actorKey].(actor.Actor)
				names, err := calledTools(body)
				if err != nil {
					// Unreadable for the dispatcher too; refused here so no tool is reached
					// unchecked.
					writeAPIError(w, http.StatusBadRequest, errs.Invalid, "malformed JSON-RPC message")
					return
				}
				calls := map[string]int{}
				for _, name := range names {
					if scope := scopeOf[name]; scope != "" && !a.HasScope(scope) {
						s.insufficientScope(w, scope)
						return
					}
					calls[name]++
					if most, ok := costly[name]; ok && calls[name] > most {
						// A batch would fan one request out to many answers, as aliases
						// would in GraphQL.
						writeAPIError(w, http.StatusBadRequest, errs.Invalid, fmt.Sprintf("at most %d %s call per request", most, name))
						return
					}
				}
			}
		}
		h.ServeHTTP(w, r)
	}))
}

// duplicateKeys refuses, with 400, REST-mirror arguments in which an object names a member
// twice: which one a reader takes must not depend on the reader (kpi.CheckNoDuplicateKeys,
// the check provider answers pass). An empty body is left to the handler. (/mcp itself reads
// a duplicated tool name as the SDK's dispatcher does, for its scope check.)
func duplicateKeys(w http.ResponseWriter, body []byte) bool {
	if len(bytes.TrimSpace(body)) == 0 || kpi.CheckNoDuplicateKeys(body) == nil {
		return false
	}
	writeAPIError(w, http.StatusBadRequest, errs.Invalid, "the JSON names a member twice, or is not one JSON value")
	return true
}

func (s *Server) insufficientScope(w http.ResponseWriter, scope string) {
	w.Header().Set("WWW-Authenticate", fmt.Sprintf(`Bearer error="insufficient_scope", scope=%q, resource_metadata=%q`, scope, s.metadataURL()))
	writeAPIError(w, http.StatusForbidden, errs.Forbidden, "insufficient_scope: this token lacks the "+scope+" scope")
}

// metadataHandler serves RFC 9728 metadata for the MCP resource.
func (s *Server) metadataHandler() http.Handler {
	md := &oauthex.ProtectedResourceMetadata{
		Resource:               s.engine.MCPResource(),
		BearerMethodsSupported: []string{"header"},
		ScopesSupported:        []string{mcptoken.ScopeRead, mcptoken.ScopePropose},
		ResourceName:           "QueueProof MCP",
	}
	if iss := s.engine.MCPOAuth(); iss != "" {
		md.AuthorizationServers = []string{iss}
	}
	return auth.ProtectedResourceMetadataHandler(md)
}

// restTools serves the REST mirror: GET /api/v1/mcp/tools lists the tools with their schemas;
// POST /api/v1/mcp/tools/{name} runs one with the same JSON arguments and results, the same
// credential and the same scope rules as MCP.
func (s *Server) restTools() http.Handler {
	tools := s.tools()
	byName := map[string]toolDef{}
	type listed struct {
		Name         string `json:"name"`
		Description  string `json:"description"`
		Scope        string `json:"scope"`
		InputSchema  any    `json:"inputSchema"`
		OutputSchema any    `json:"outputSchema"`
	}
	var list []listed
	for _, t := range tools {
		byName[t.Name] = t
		list = append(list, listed{t.Name, t.Description, t.Scope, t.Input, t.Output})
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/v1/mcp/tools", func(w http.ResponseWriter, r *http.Request) {
		if _, ok := s.restActor(w, r); !ok {
			return
		}
		writeAPIJSON(w, http.StatusOK, map[string]any{"tools": list})
	})
	mux.HandleFunc("POST /api/v1/mcp/tools/{name}", func(w http.ResponseWriter, r *http.Request) {
		a, ok := s.restActor(w, r)
		if !ok {
			return
		}
		t, found := byName[r.PathValue("name")]
		if !found {
			writeAPIError(w, http.StatusNotFound, errs.NotFound, "no such tool")
			return
		}
		if !a.HasScope(t.Scope) {
			s.insufficientScope(w, t.Scope)
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, mcpMaxBody))
		if err != nil {
			writeAPIError(w, http.StatusRequestEntityTooLarge, errs.Invalid, "request body too large")
			return
		}
		if duplicateKeys(w, body) {
			return
		}
		out, err := t.call(r.Context(), a, body)
		if err != nil {
			s.writeAPIFailure(w, r, err, "mcp rest tool", "tool", t.Name)
			return
		}
		writeAPIJSON(w, http.StatusOK, out)
	})
	return mux
}

// restActor authenticates a REST-mirror request exactly as /mcp does.
func (s *Server) restActor(w http.ResponseWriter, r *http.Request) (actor.Actor, bool) {
	token, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	var a actor.Actor
	var err error
	if ok {
		a, err = s.engine.ResolveMCP(r.Context(), strings.TrimSpace(token))
	} else {
		err = errs.E(errs.Unauthenticated, "an MCP token or OAuth access token is required")
	}
	if err != nil {
		if errs.Is(err, errs.Unauthenticated) {
			w.Header().Set("WWW-Authenticate", fmt.Sprintf(`Bearer error="invalid_token", resource_metadata=%q`, s.metadataURL()))
		}
		s.writeAPIFailure(w, r, err, "mcp rest actor")
		return actor.Actor{}, false
	}
	return a, true
}
