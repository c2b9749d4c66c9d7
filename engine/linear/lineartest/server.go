// Package lineartest is a loopback stand-in for Linear's GraphQL API (which cannot run here): it
// speaks the same wire format (POST JSON {query, variables}, Authorization with the API key,
// issueCreate with a client-supplied id, issue(id:), GraphQL errors, RATELIMITED with
// X-RateLimit-Requests-Reset) and records every call, so tests can count created issues.
package lineartest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// Call is one recorded request.
type Call struct {
	Operation string // issueCreate | issue
	Variables map[string]any
}

// Server is the fake.
type Server struct {
	URL    string
	APIKey string

	mu     sync.Mutex
	calls  []Call
	issues map[string]map[string]any // id -> issue
	next   int
	// Hook, when set, runs before each call is answered; returning false drops the connection
	// after the issue was created (to simulate a lost answer).
	AfterCreate func(id string) bool
	// RateLimitNext makes the next n calls answer RATELIMITED.
	RateLimitNext int
	// Delay delays every answer.
	Delay time.Duration
	// FailReadsNext makes the next n issue reads answer 503 (the service unavailable).
	FailReadsNext int
}

// New starts the fake on loopback.
func New(t testing.TB) *Server {
	s := &Server{APIKey: "lin_api_test", issues: map[string]map[string]any{}}
	ts := httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(ts.Close)
	s.URL = ts.URL + "/graphql"
	return s
}

// Calls returns the recorded calls.
func (s *Server) Calls() []Call {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Call(nil), s.calls...)
}

// Issues returns how many issues exist.
func (s *Server) Issues() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.issues)
}

// CreateCalls counts issueCreate calls.
func (s *Server) CreateCalls() int {
	n := 0
	for _, c := range s.Calls() {
		if c.Operation == "issueCreate" {
			n++
		}
	}
	return n
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func gqlErr(msg, code string) map[string]any {
	return map[string]any{"errors": []map[string]any{{"message": msg, "extensions": map[string]any{"code": code, "type": code}}}}
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	if s.Delay > 0 {
		time.Sleep(s.Delay)
	}
	if r.Method != http.MethodPost || r.Header.Get("Authorization") != s.APIKey {
		writeJSON(w, http.StatusBadRequest, gqlErr("Authentication required, not authenticated", "AUTHENTICATION_ERROR"))
		return
	}
	var req struct {
		Query     string         `json:"query"`
		Variables map[string]any `json:"variables"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeJSON(w, http.StatusBadRequest, gqlErr("invalid JSON", "INVALID_INPUT"))
		return
	}
	op := "issue"
	if strings.Contains(req.Query, "issueCreate") {
		op = "issueCreate"
	}
	s.mu.Lock()
	s.calls = append(s.calls, Call{Operation: op, Variables: req.Variables})
	if s.RateLimitNext > 0 {
		s.RateLimitNext--
		s.mu.Unlock()
		w.Header().Set("X-RateLimit-Requests-Remaining", "0")
		w.Header().Set("X-RateLimit-Requests-Reset", fmt.Sprint(time.Now().Add(2*time.Second).UnixMilli()))
		writeJSON(w, http.StatusBadRequest, gqlErr("Rate limit exceeded", "RATELIMITED"))
		return
	}
	switch op {
	case "issueCreate":
		in, _ := req.Variables["input"].(map[string]any)
		id, _ := in["id"].(string)
		title, _ := in["title"].(string)
		if id == "" || title == "" {
			s.mu.Unlock()
			writeJSON(w, http.StatusOK, gqlErr("Argument Validation Error", "INVALID_INPUT"))
			return
		}
		if _, dup := s.issues[id]; dup {
			s.mu.Unlock()
			writeJSON(w, http.StatusOK, gqlErr("Entity with this id already exists", "INVALID_INPUT"))
			return
		}
		s.next++
		issue := map[string]any{"id": id, "identifier": fmt.Sprintf("ENG-%d", s.next), "url": fmt.Sprintf("https://linear.example/issue/ENG-%d", s.next)}
		s.issues[id] = issue
		hook := s.AfterCreate
		s.mu.Unlock()
		if hook != nil && !hook(id) {
			// The issue exists, but the answer never arrives.
			if hj, ok := w.(http.Hijacker); ok {
				if conn, _, err := hj.Hijack(); err == nil {
					_ = conn.Close()
					return
				}
			}
		}
		writeJSON(w, http.StatusOK, map[string]any{"data": map[string]any{"issueCreate": map[string]any{"success": true, "issue": issue}}})
	default:
		if s.FailReadsNext > 0 {
			s.FailReadsNext--
			s.mu.Unlock()
			http.Error(w, "upstream unavailable", http.StatusServiceUnavailable)
			return
		}
		id, _ := req.Variables["id"].(string)
		issue, ok := s.issues[id]
		s.mu.Unlock()
		if !ok {
			writeJSON(w, http.StatusOK, gqlErr("Entity not found: Issue", "ENTITY_NOT_FOUND"))
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"data": map[string]any{"issue": issue}})
	}
}
