package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/mcptoken"
	"github.com/queueproof/queueproof/engine/projection"
	"github.com/queueproof/queueproof/engine/store"
)

// toolDef is one MCP tool, served both over MCP and by the REST mirror with the same handler,
// the same arguments and the same results.
type toolDef struct {
	Name        string
	Description string
	Scope       string
	Input       *jsonschema.Schema
	Output      *jsonschema.Schema
	// call decodes raw arguments (unknown fields refused) and runs the tool for a.
	call func(ctx context.Context, a actor.Actor, raw json.RawMessage) (any, error)
	// register adds the tool to an MCP server; actorOf recovers the caller from the request.
	register func(srv *mcp.Server, actorOf func(*mcp.CallToolRequest) actor.Actor)
}

// defineTool builds a toolDef from a typed handler; the schemas come from the Go types.
func defineTool[In, Out any](name, description, scope string, fn func(context.Context, actor.Actor, In) (Out, error)) toolDef {
	in, err := jsonschema.For[In](nil)
	if err != nil {
		panic(fmt.Sprintf("tool %s: input schema: %v", name, err)) // a programming error, caught by every test
	}
	out, err := jsonschema.For[Out](nil)
	if err != nil {
		panic(fmt.Sprintf("tool %s: output schema: %v", name, err))
	}
	return toolDef{
		Name: name, Description: description, Scope: scope, Input: in, Output: out,
		call: func(ctx context.Context, a actor.Actor, raw json.RawMessage) (any, error) {
			var args In
			if len(bytes.TrimSpace(raw)) > 0 {
				dec := json.NewDecoder(bytes.NewReader(raw))
				dec.DisallowUnknownFields()
				if err := dec.Decode(&args); err != nil {
					return nil, errs.E(errs.Invalid, "invalid arguments for %s: %v", name, err)
				}
			}
			return fn(ctx, a, args)
		},
		register: func(srv *mcp.Server, actorOf func(*mcp.CallToolRequest) actor.Actor) {
			mcp.AddTool(srv, &mcp.Tool{Name: name, Description: description, InputSchema: in, OutputSchema: out},
				func(ctx context.Context, req *mcp.CallToolRequest, args In) (*mcp.CallToolResult, Out, error) {
					var zero Out
					res, err := fn(ctx, actorOf(req), args)
					if err != nil {
						// Tool errors are results the model can read, never protocol errors,
						// and carry no internals.
						err = store.Classify(err)
						return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{
							Text: string(errs.CodeOf(err)) + ": " + errs.Public(err)}}}, zero, nil
					}
					return nil, res, nil
				})
		},
	}
}

// Arguments and results of the tools. Field names are the public JSON names.
type (
	knowledgeSearchArgs struct {
		Query  string `json:"query" jsonschema:"what to look for"`
		Locale string `json:"locale,omitempty" jsonschema:"preferred locale, e.g. en or de"`
		Limit  int    `json:"limit,omitempty" jsonschema:"at most this many results (1 to 50, default 10)"`
	}
	knowledgeItem struct {
		Title      string   `json:"title"`
		Snippet    string   `json:"snippet" jsonschema:"plain text"`
		URL        *string  `json:"url"`
		Provider   *string  `json:"provider"`
		DocumentID *string  `json:"documentId"`
		ChunkID    *string  `json:"chunkId"`
		Revision   *string  `json:"revision"`
		Score      *float64 `json:"score"`
	}
	knowledgeSearchResult struct {
		Results            []knowledgeItem `json:"results"`
		ReturnedLocale     string          `json:"returnedLocale"`
		LocaleFallback     bool            `json:"localeFallback"`
		MissingInformation []string        `json:"missingInformation"`
	}
)

// appendKnowledgeItems appends the tools' view of consumer-search results to items.
func appendKnowledgeItems(items []knowledgeItem, results []projection.KnowledgeResult) []knowledgeItem {
	for _, r := range results {
		items = append(items, knowledgeItem{Title: r.Title, Snippet: r.Snippet, URL: r.URL, Provider: r.Provider,
			DocumentID: r.DocumentID, ChunkID: r.ChunkID, Revision: r.Revision, Score: r.Score})
	}
	return items
}

// tools lists every MCP tool of the server. Each is a thin adapter: the actor comes from the
// credential, the engine decides, the result is the engine's projection.
func (s *Server) tools() []toolDef {
	return append(append(s.queueTools(), s.searchTool(), s.askTool()), []toolDef{
		defineTool("knowledge_search",
			"Search the workspace's verified knowledge providers (KPI v1). Customer-egress tokens get only customer-safe, public results without provenance.",
			mcptoken.ScopeRead,
			func(ctx context.Context, a actor.Actor, in knowledgeSearchArgs) (knowledgeSearchResult, error) {
				v, err := s.engine.KnowledgeSearch(ctx, a, engine.KnowledgeQuery{Query: in.Query, Locale: in.Locale, Limit: in.Limit})
				if err != nil {
					return knowledgeSearchResult{}, err
				}
				out := knowledgeSearchResult{Results: []knowledgeItem{}, ReturnedLocale: v.ReturnedLocale, LocaleFallback: v.LocaleFallback, MissingInformation: v.MissingInformation}
				out.Results = appendKnowledgeItems(out.Results, v.Results)
				return out, nil
			}),
	}...)
}
