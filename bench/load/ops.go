package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// questions are asked in turn; they are the demo company's wording (bench/askeval's demo set):
// exact ids, multi-facet questions, contradictions between sources, and questions the demo
// cannot answer (which abstain).
var questions = []string{
	"Who owns ENG-105 and when is it due?",
	"ENG-105",
	"Who filed OPS-104 and which project is it part of?",
	"When is ENG-136 due?",
	"Do chat and mail agree on the deadline of OPS-118?",
	"What is the deadline of DATA-113?",
	"When is MOB-118 due and who owns it?",
	"Is DATA-103 done?",
	"Who owns OPS-113 and is it done?",
	"Who filed ENG-101?",
	"Who owns MOB-120, when is it due, and who reported it?",
	"Who committed to ship ENG-999 and when?",
	"What is our parental leave policy?",
	"What did the board decide about the Series B fundraising?",
	"How do I reset my password for the billing portal?",
	"Who committed to ENG-105?",
	"Who is the owner of the Ledger Sync runbook?",
}

// searches are evidence searches a person or an agent would type.
var searches = []string{
	"ledger sync runbook owner",
	"ENG-105 SSO login",
	"invoice PDF rendering",
	"rate limits on the public API",
	"onboarding checklist",
	"feature flag cleanup",
	"OPS-118 deadline",
	"DATA-113",
}

// op is one kind of request the generator sends.
type op struct {
	Name string
	// Weight is the op's share of the mixed traffic.
	Weight int
	// Do sends request number i and reports an error for a transport error, a non-2xx status,
	// a GraphQL error or a JSON-RPC/tool error.
	Do func(ctx context.Context, c *client, i int) error
}

// client sends requests to one server.
type client struct {
	http     *http.Client
	base     string
	mcpToken string
}

const (
	askQuery    = `mutation($q: String!, $m: AskMode!) { ask(input: { question: $q, mode: $m }) { id status text citations { id title } } }`
	todayQuery  = `{ today(first: 20) { edges { node { id objective componentScores { name value } } } } }`
	searchQuery = `query($q: String!) { search(input: { query: $q, mode: HYBRID, first: 10 }) { hits { score lanes document { id title } chunk { id text } } } }`
)

// mixedOps is the traffic mix: mostly fast asks, then the reads, and some thinking asks.
func mixedOps() []op {
	return []op{
		{Name: "ask FAST", Weight: 4, Do: func(ctx context.Context, c *client, i int) error {
			return c.graphql(ctx, askQuery, map[string]any{"q": questions[i%len(questions)], "m": "FAST"}, nil)
		}},
		{Name: "ask THINKING", Weight: 1, Do: func(ctx context.Context, c *client, i int) error {
			return c.graphql(ctx, askQuery, map[string]any{"q": questions[i%len(questions)], "m": "THINKING"}, nil)
		}},
		{Name: "today", Weight: 2, Do: func(ctx context.Context, c *client, _ int) error {
			return c.graphql(ctx, todayQuery, nil, nil)
		}},
		{Name: "search (GraphQL)", Weight: 2, Do: func(ctx context.Context, c *client, i int) error {
			return c.graphql(ctx, searchQuery, map[string]any{"q": searches[i%len(searches)]}, nil)
		}},
		{Name: "MCP search", Weight: 2, Do: func(ctx context.Context, c *client, i int) error {
			return c.mcpSearch(ctx, questions[i%len(questions)])
		}},
	}
}

// healthzOp is the baseline: the cheapest request the server answers.
func healthzOp() op {
	return op{Name: "healthz", Weight: 1, Do: func(ctx context.Context, c *client, _ int) error {
		_, err := c.do(ctx, http.MethodGet, "/healthz", nil, nil)
		return err
	}}
}

// do sends one request and returns the body of a 2xx answer.
func (c *client) do(ctx context.Context, method, path string, body []byte, header map[string]string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("transport: %w", err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, fmt.Errorf("read body: %w", err)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return nil, fmt.Errorf("HTTP %d: %s", resp.StatusCode, clip(b))
	}
	return b, nil
}

// graphql posts one operation; any entry in errors is an error. out, when not nil, receives data.
func (c *client) graphql(ctx context.Context, query string, vars map[string]any, out any) error {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	b, err := c.do(ctx, http.MethodPost, "/graphql", body, nil)
	if err != nil {
		return err
	}
	var r struct {
		Data   json.RawMessage `json:"data"`
		Errors []struct {
			Message    string         `json:"message"`
			Extensions map[string]any `json:"extensions"`
		} `json:"errors"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return fmt.Errorf("GraphQL answer is not JSON: %w", err)
	}
	if len(r.Errors) > 0 {
		return fmt.Errorf("GraphQL error %v: %s", r.Errors[0].Extensions["code"], r.Errors[0].Message)
	}
	if out != nil {
		if err := json.Unmarshal(r.Data, out); err != nil {
			return fmt.Errorf("GraphQL data: %w", err)
		}
	}
	return nil
}

// mcpSearch calls the MCP search tool over Streamable HTTP (the server is stateless, so a
// tools/call needs no session).
func (c *client) mcpSearch(ctx context.Context, query string) error {
	body, _ := json.Marshal(map[string]any{
		"jsonrpc": "2.0", "id": 1, "method": "tools/call",
		"params": map[string]any{"name": "search", "arguments": map[string]any{"query": query, "mode": "FAST", "first": 10}},
	})
	b, err := c.do(ctx, http.MethodPost, "/mcp", body, map[string]string{
		"Authorization": "Bearer " + c.mcpToken,
		"Accept":        "application/json, text/event-stream",
	})
	if err != nil {
		return err
	}
	var r struct {
		Error  *struct{ Message string } `json:"error"`
		Result *struct {
			IsError bool `json:"isError"`
			Content []struct {
				Text string `json:"text"`
			} `json:"content"`
		} `json:"result"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return fmt.Errorf("MCP answer is not JSON: %w", err)
	}
	switch {
	case r.Error != nil:
		return fmt.Errorf("MCP error: %s", r.Error.Message)
	case r.Result == nil:
		return fmt.Errorf("MCP answer without result: %s", clip(b))
	case r.Result.IsError:
		text := ""
		if len(r.Result.Content) > 0 {
			text = r.Result.Content[0].Text
		}
		return fmt.Errorf("MCP tool error: %s", clip([]byte(text)))
	}
	return nil
}

// prepare compiles Today's queue once (so today has packets) and mints an MCP read token.
func (c *client) prepare(ctx context.Context) error {
	if err := c.graphql(ctx, `mutation { compileQueue { queue { version } } }`, nil, nil); err != nil {
		return fmt.Errorf("compileQueue: %w", err)
	}
	var d struct {
		CreateMcpToken struct{ Token string } `json:"createMcpToken"`
	}
	if err := c.graphql(ctx, `mutation { createMcpToken(input: { name: "load generator", scopes: [READ] }) { token } }`, nil, &d); err != nil {
		return fmt.Errorf("createMcpToken: %w", err)
	}
	if d.CreateMcpToken.Token == "" {
		return fmt.Errorf("createMcpToken returned no token")
	}
	c.mcpToken = d.CreateMcpToken.Token
	return nil
}

func clip(b []byte) string {
	s := strings.TrimSpace(string(b))
	if len(s) > 200 {
		s = s[:200] + "..."
	}
	return s
}
