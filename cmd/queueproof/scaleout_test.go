package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/queueproof/queueproof/engine/linear/lineartest"
	"github.com/queueproof/queueproof/engine/store/hranatest"
)

// TestScaleOut runs three `queueproof serve` processes on one SQLite file behind a round-robin
// reverse proxy on loopback, and proves across them that: an idempotency key gives one proposal
// whichever replica answers; many concurrent approvals of one proposal make exactly one call
// to Linear and one SUCCEEDED execution; MCP (initialize, tools/list, tools/call) works with a
// token minted once, whichever replica answers each request; and the public demo's ask budget
// (12 a minute) is one budget for the deployment, not 12 per process.
func TestScaleOut(t *testing.T) {
	if testing.Short() {
		t.Skip("starts server processes")
	}
	t.Run("SQLite file", func(t *testing.T) {
		scaleOut(t, map[string]string{"QUEUEPROOF_DATABASE_URL": "file:" + filepath.Join(t.TempDir(), "queueproof.db")})
	})
	// The same deployment on a libSQL server: the loopback Hrana stand-in (plain SQLite behind
	// the libSQL client's HTTP wire format), with an auth token.
	t.Run("libSQL over Hrana", func(t *testing.T) {
		srv := hranatest.NewServer(t, hranatest.Options{AuthToken: "scale-out-token"})
		scaleOut(t, map[string]string{"QUEUEPROOF_DATABASE_URL": srv.URL, "QUEUEPROOF_DATABASE_AUTH_TOKEN": "scale-out-token"})
	})
}

// scaleOut is TestScaleOut on the database that db (QUEUEPROOF_DATABASE_URL and its token) names.
func scaleOut(t *testing.T, db map[string]string) {
	key := make([]byte, 32)
	_, _ = rand.Read(key)
	fake := lineartest.New(t)
	fake.Delay = 20 * time.Millisecond // widen the race window of the approvals
	proxy := newRoundRobin(t)
	env := map[string]string{
		"QUEUEPROOF_BASE_URL":       proxy.URL, // every replica serves the one public origin
		"QUEUEPROOF_SECRET_KEY":     base64.StdEncoding.EncodeToString(key),
		"QUEUEPROOF_LOCAL_ACTOR":    "1",
		"QUEUEPROOF_LINEAR_API_KEY": fake.APIKey,
		"QUEUEPROOF_LINEAR_API_URL": fake.URL,
	}
	maps.Copy(env, db)
	// The first replica creates the database and loads the demo; the others join it.
	replicas := []*replica{startReplica(t, env)}
	replicas = append(replicas, startReplica(t, env), startReplica(t, env))
	proxy.route(replicas)
	base := proxy.URL

	var viewer struct {
		Viewer struct{ Workspace struct{ ID string } }
	}
	if r := gql(t, base, `{ viewer { workspace { id } } }`, nil, &viewer); len(r.Errors) > 0 || viewer.Viewer.Workspace.ID == "" {
		t.Fatalf("viewer = %s %+v", r.Data, r.Errors)
	}
	if r := gql(t, base, `mutation { compileQueue { queue { version } } }`, nil, nil); len(r.Errors) > 0 {
		t.Fatalf("compileQueue = %+v", r.Errors)
	}
	var today struct {
		Today struct {
			Edges []struct{ Node struct{ ID string } }
		}
	}
	if r := gql(t, base, `{ today(first: 1) { edges { node { id } } } }`, nil, &today); len(r.Errors) > 0 || len(today.Today.Edges) == 0 {
		t.Fatalf("today = %s %+v", r.Data, r.Errors)
	}
	packet := today.Today.Edges[0].Node.ID

	t.Run("idempotency key gives one proposal across replicas", func(t *testing.T) {
		proposal := proposeEverywhere(t, base, packet)
		var list struct {
			Proposals struct {
				Edges []struct{ Node struct{ ID string } }
			}
		}
		if r := gql(t, base, `{ proposals(first: 50) { edges { node { id } } } }`, nil, &list); len(r.Errors) > 0 {
			t.Fatalf("proposals = %+v", r.Errors)
		}
		if len(list.Proposals.Edges) != 1 || list.Proposals.Edges[0].Node.ID != proposal {
			t.Fatalf("proposals = %+v, want only %s", list.Proposals.Edges, proposal)
		}
	})

	t.Run("concurrent approvals execute once", func(t *testing.T) {
		proposal := proposeEverywhere(t, base, packet)
		const approvals = 30
		var wg sync.WaitGroup
		codes := make(chan string, approvals)
		for range approvals {
			wg.Go(func() {
				r := gql(t, base, `mutation($id: ID!) { approveProposal(id: $id) { status } }`, map[string]any{"id": proposal}, nil)
				codes <- r.code()
			})
		}
		wg.Wait()
		close(codes)
		for c := range codes {
			if c != "" {
				t.Errorf("an approval failed with %s", c)
			}
		}
		if fake.CreateCalls() != 1 || fake.Issues() != 1 {
			t.Fatalf("Linear saw %d issueCreate calls and has %d issues; want exactly 1 and 1", fake.CreateCalls(), fake.Issues())
		}
		var got struct {
			Proposal struct {
				Status    string
				Execution struct{ Status, ProviderIssueID string }
			}
			Proposals struct {
				Edges []struct{ Node struct{ ID string } }
			}
		}
		r := gql(t, base, `query($id: ID!) { proposal(id: $id) { status execution { status providerIssueId } } proposals(status: SUCCEEDED) { edges { node { id } } } }`, map[string]any{"id": proposal}, &got)
		if len(r.Errors) > 0 || got.Proposal.Execution.Status != "SUCCEEDED" || got.Proposal.Execution.ProviderIssueID == "" || len(got.Proposals.Edges) != 1 {
			t.Fatalf("after the approvals: %s %+v; want one SUCCEEDED execution with the provider's issue id", r.Data, r.Errors)
		}
	})

	t.Run("MCP through the proxy", func(t *testing.T) {
		var minted struct{ CreateMcpToken struct{ Token string } }
		if r := gql(t, base, `mutation { createMcpToken(input: { name: "scale-out", scopes: [READ] }) { token } }`, nil, &minted); len(r.Errors) > 0 || minted.CreateMcpToken.Token == "" {
			t.Fatalf("createMcpToken = %s %+v", r.Data, r.Errors)
		}
		_, before := proxy.counts()
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		client := mcp.NewClient(&mcp.Implementation{Name: "scale-out", Version: "1"}, nil)
		session, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: base + "/mcp",
			HTTPClient: &http.Client{Transport: bearerTransport{minted.CreateMcpToken.Token}}}, nil)
		if err != nil {
			t.Fatalf("initialize through the proxy: %v", err)
		}
		defer session.Close()
		tools, err := session.ListTools(ctx, nil)
		if err != nil {
			t.Fatalf("tools/list: %v", err)
		}
		if !slices.ContainsFunc(tools.Tools, func(tl *mcp.Tool) bool { return tl.Name == "search" }) {
			t.Fatalf("tools/list has no search tool: %+v", tools.Tools)
		}
		for i := range 3 {
			res, err := session.CallTool(ctx, &mcp.CallToolParams{Name: "search", Arguments: map[string]any{"query": "Who owns ENG-105?", "mode": "FAST"}})
			if err != nil || res.IsError || len(res.Content) == 0 {
				t.Fatalf("tools/call search #%d: %+v, %v", i, res, err)
			}
			var out struct{ Evidence []struct{ Title string } }
			if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &out); err != nil || len(out.Evidence) == 0 {
				t.Fatalf("search #%d found no evidence: %v", i, err)
			}
		}
		_, after := proxy.counts()
		for i := range after {
			if after[i] == before[i] {
				t.Errorf("replica %d answered no MCP request (MCP requests per replica before %v, after %v)", i, before, after)
			}
		}
	})

	// The public demo: the same file served to anonymous visitors, without the local actor.
	for _, r := range replicas {
		r.stop()
	}
	var out, errOut bytes.Buffer
	if err := run(context.Background(), []string{"public", "provision", "--workspace", viewer.Viewer.Workspace.ID}, envOf(env), &out, &errOut); err != nil {
		t.Fatalf("public provision: %v\n%s", err, errOut.String())
	}
	env["QUEUEPROOF_LOCAL_ACTOR"] = "0"
	env["QUEUEPROOF_PUBLIC_WORKSPACE_ID"] = viewer.Viewer.Workspace.ID
	publicReplicas := []*replica{startReplica(t, env), startReplica(t, env), startReplica(t, env)}
	proxy.route(publicReplicas)

	t.Run("public ask budget is one budget across replicas", func(t *testing.T) {
		// The budget is a fixed window of a minute (engine/throttle): start the burst with at
		// least 5 s of the window left, so that it falls in one window.
		if left := time.Minute - time.Duration(time.Now().Unix()%60)*time.Second; left < 5*time.Second {
			time.Sleep(left + 100*time.Millisecond)
		}
		const max, sent = 12, 36 // 12 per replica: all would pass if each process counted alone
		windowOf := func(t time.Time) int64 { return t.Unix() / 60 }
		start := time.Now()
		var wg sync.WaitGroup
		codes := make(chan string, sent)
		for i := range sent {
			wg.Go(func() {
				r := gql(t, base, `mutation($q: String!) { ask(input: { question: $q, mode: FAST }) { status } }`, map[string]any{"q": fmt.Sprintf("Who owns ENG-105? (%d)", i)}, nil)
				codes <- r.code()
			})
		}
		wg.Wait()
		close(codes)
		oneWindow := windowOf(start) == windowOf(time.Now())
		ok, limited := 0, 0
		for c := range codes {
			switch c {
			case "":
				ok++
			case "RATE_LIMITED":
				limited++
			default:
				t.Errorf("an ask failed with %s", c)
			}
		}
		all, _ := proxy.counts()
		t.Logf("%d asks answered, %d RATE_LIMITED; requests per replica %v", ok, limited, all)
		for i, n := range all {
			if n == 0 {
				t.Errorf("replica %d answered nothing: %v", i, all)
			}
		}
		switch {
		case oneWindow && (ok != max || limited != sent-max):
			t.Fatalf("%d asks answered and %d limited in one window; want exactly %d and %d", ok, limited, max, sent-max)
		case !oneWindow && ok > 2*max:
			t.Fatalf("%d asks answered across two windows; want at most %d", ok, 2*max)
		}
	})
}

// proposeEverywhere sends the same createProposal (same idempotency key and payload) once to
// each replica at the same time and returns the one proposal id they all answered.
func proposeEverywhere(t *testing.T, base, packet string) string {
	t.Helper()
	key := fmt.Sprintf("scale-out-%d", time.Now().UnixNano())
	in := map[string]any{"packetId": packet, "idempotencyKey": key, "action": "LINEAR_CREATE_ISSUE", "teamId": "team-eng", "title": "Follow up the top packet", "description": "From Today."}
	const sends = 9
	ids := make(chan string, sends)
	var wg sync.WaitGroup
	for range sends {
		wg.Go(func() {
			var d struct{ CreateProposal struct{ ID string } }
			r := gql(t, base, `mutation($in: CreateProposalInput!) { createProposal(input: $in) { id } }`, map[string]any{"in": in}, &d)
			if len(r.Errors) > 0 {
				t.Errorf("createProposal = %+v", r.Errors)
			}
			ids <- d.CreateProposal.ID
		})
	}
	wg.Wait()
	close(ids)
	var first string
	for id := range ids {
		if first == "" {
			first = id
		}
		if id == "" || id != first {
			t.Fatalf("createProposal with one key answered %q and %q; want one proposal", first, id)
		}
	}
	return first
}

// bearerTransport adds the MCP token to every request.
type bearerTransport struct{ token string }

func (b bearerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return http.DefaultTransport.RoundTrip(r)
}
