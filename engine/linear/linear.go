// Package linear is a small client for Linear's GraphQL API: create an issue with a
// client-supplied id, and read an issue back by id. It tells apart the three outcomes that
// matter for at-most-once execution: the provider answered (created, or refused: nothing was
// created), it was rate limited (nothing created, retry after a time), or the outcome is
// unknown (the request may have been received).
package linear

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Issue is a created issue.
type Issue struct {
	ID         string `json:"id"`
	Identifier string `json:"identifier"`
	URL        string `json:"url"`
}

// IssueInput is what issueCreate receives. ID is the client-supplied UUID.
type IssueInput struct {
	ID          string `json:"id"`
	TeamID      string `json:"teamId"`
	Title       string `json:"title"`
	Description string `json:"description"`
}

// ErrNotFound means the provider has no issue with that id.
var ErrNotFound = errors.New("linear: issue not found")

// RefusedError means the provider answered with an error: nothing was created.
type RefusedError struct{ Message string }

func (e *RefusedError) Error() string { return "linear refused: " + e.Message }

// RateLimitedError means the provider asked to wait; nothing was created.
type RateLimitedError struct{ Until time.Time }

func (e *RateLimitedError) Error() string {
	return "linear rate limited until " + e.Until.UTC().Format(time.RFC3339)
}

// UnknownError means the request may or may not have been acted on (a timeout or a broken
// connection after sending, an unreadable answer). It must be reconciled, never blindly retried.
type UnknownError struct{ Err error }

func (e *UnknownError) Error() string { return "linear outcome unknown: " + e.Err.Error() }
func (e *UnknownError) Unwrap() error { return e.Err }

// Client calls one Linear GraphQL endpoint with one API key.
type Client struct {
	URL    string
	APIKey string
	HTTP   *http.Client
	Now    func() time.Time
}

// New returns a client with a 15 s timeout.
func New(url, apiKey string) *Client {
	return &Client{URL: url, APIKey: apiKey, HTTP: &http.Client{Timeout: 15 * time.Second}, Now: time.Now}
}

// CreateIssueMutation is the exact document sent; the test server speaks the same wire format.
const CreateIssueMutation = `mutation IssueCreate($input: IssueCreateInput!) { issueCreate(input: $input) { success issue { id identifier url } } }`

// IssueQuery reads one issue by id.
const IssueQuery = `query Issue($id: String!) { issue(id: $id) { id identifier url } }`

// RequestBody is the JSON body a call sends (exported so a dry run can record it exactly).
func RequestBody(query string, variables map[string]any) ([]byte, error) {
	return json.Marshal(map[string]any{"query": query, "variables": variables})
}

// CreateIssue creates an issue with in.ID as its id.
func (c *Client) CreateIssue(ctx context.Context, in IssueInput) (Issue, error) {
	var out struct {
		IssueCreate *struct {
			Success bool   `json:"success"`
			Issue   *Issue `json:"issue"`
		} `json:"issueCreate"`
	}
	if err := c.do(ctx, CreateIssueMutation, map[string]any{"input": in}, &out); err != nil {
		return Issue{}, err
	}
	if out.IssueCreate == nil || !out.IssueCreate.Success || out.IssueCreate.Issue == nil || out.IssueCreate.Issue.ID == "" {
		return Issue{}, &UnknownError{Err: errors.New("issueCreate answered without an issue")}
	}
	return *out.IssueCreate.Issue, nil
}

// GetIssue reads an issue by id; ErrNotFound when there is none.
func (c *Client) GetIssue(ctx context.Context, id string) (Issue, error) {
	var out struct {
		Issue *Issue `json:"issue"`
	}
	err := c.do(ctx, IssueQuery, map[string]any{"id": id}, &out)
	var refused *RefusedError
	if errors.As(err, &refused) && strings.Contains(strings.ToLower(refused.Message), "not found") {
		return Issue{}, ErrNotFound
	}
	if err != nil {
		return Issue{}, err
	}
	if out.Issue == nil {
		return Issue{}, ErrNotFound
	}
	return *out.Issue, nil
}

type gqlError struct {
	Message    string         `json:"message"`
	Extensions map[string]any `json:"extensions"`
}

func (c *Client) do(ctx context.Context, query string, vars map[string]any, out any) error {
	body, err := RequestBody(query, vars)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.URL, bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("linear request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", c.APIKey) // personal API keys go as they are
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return &UnknownError{Err: err}
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return &UnknownError{Err: err}
	}
	var env struct {
		Data   json.RawMessage `json:"data"`
		Errors []gqlError      `json:"errors"`
	}
	decodeErr := json.Unmarshal(raw, &env)
	for _, e := range env.Errors {
		if code, _ := e.Extensions["code"].(string); strings.EqualFold(code, "RATELIMITED") {
			return &RateLimitedError{Until: c.resetTime(resp)}
		}
	}
	if resp.StatusCode == http.StatusTooManyRequests {
		return &RateLimitedError{Until: c.resetTime(resp)}
	}
	if resp.StatusCode >= 500 {
		return &UnknownError{Err: fmt.Errorf("HTTP %d", resp.StatusCode)}
	}
	if decodeErr != nil {
		if resp.StatusCode >= 400 {
			return &RefusedError{Message: fmt.Sprintf("HTTP %d", resp.StatusCode)}
		}
		return &UnknownError{Err: fmt.Errorf("answer is not JSON: %w", decodeErr)}
	}
	if len(env.Errors) > 0 {
		msgs := make([]string, 0, len(env.Errors))
		for _, e := range env.Errors {
			msgs = append(msgs, e.Message)
		}
		return &RefusedError{Message: strings.Join(msgs, "; ")}
	}
	if resp.StatusCode >= 400 {
		return &RefusedError{Message: fmt.Sprintf("HTTP %d", resp.StatusCode)}
	}
	if err := json.Unmarshal(env.Data, out); err != nil {
		return &UnknownError{Err: fmt.Errorf("unexpected answer: %w", err)}
	}
	return nil
}

// resetTime reads Linear's X-RateLimit-Requests-Reset (epoch milliseconds) or Retry-After
// (seconds); without either, one minute from now.
func (c *Client) resetTime(resp *http.Response) time.Time {
	if v := resp.Header.Get("X-RateLimit-Requests-Reset"); v != "" {
		if ms, err := strconv.ParseInt(v, 10, 64); err == nil {
			return time.UnixMilli(ms)
		}
	}
	if v := resp.Header.Get("Retry-After"); v != "" {
		if s, err := strconv.Atoi(v); err == nil {
			return c.Now().Add(time.Duration(s) * time.Second)
		}
	}
	return c.Now().Add(time.Minute)
}
