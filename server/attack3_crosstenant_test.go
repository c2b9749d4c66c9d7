package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/engine/openid/openidtest"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/server"
)

// tenants is a server with OpenID sign-in, where each subject gets its own workspace.
type tenants struct {
	url   string
	e     *engine.Engine
	db    *store.DB
	dbURL string // the database's file: URL, to open it again as the binary does
	idp   *openidtest.Provider
}

func newTenants(t *testing.T) *tenants {
	t.Helper()
	idp := openidtest.Start(t)
	ts := httptest.NewUnstartedServer(nil)
	base := "http://" + ts.Listener.Addr().String()
	dbURL := enginetest.URL(t)
	e, db := enginetest.NewAt(t, dbURL, engine.Options{OIDC: idp.Config(base + "/auth/callback")})
	srv, err := server.New(e, enginetest.Logger(), server.Options{Frontend: testApp, BaseURL: base})
	if err != nil {
		t.Fatal(err)
	}
	ts.Config.Handler = srv
	ts.Start()
	t.Cleanup(ts.Close)
	return &tenants{url: ts.URL, e: e, db: db, dbURL: dbURL, idp: idp}
}

// bearer is the API credential of subject, and its actor.
func (tn *tenants) bearer(t *testing.T, sub string) (string, actor.Actor) {
	t.Helper()
	tok := tn.idp.Token(t, sub)
	a, err := tn.e.Resolve(context.Background(), actor.Credentials{Bearer: tok})
	if err != nil {
		t.Fatalf("Resolve(%s) = %v", sub, err)
	}
	return tok, a
}

func (tn *tenants) importMarkdown(t *testing.T, a actor.Actor, source string, docs map[string]string) {
	t.Helper()
	for name, body := range docs {
		in := ingest.FromBytes(name, []byte(body))
		if _, err := tn.e.Import(context.Background(), a, engine.ImportRequest{SourceName: source + " " + name, Format: ingest.Markdown, Input: in}); err != nil {
			t.Fatalf("Import(%s) = %v", name, err)
		}
	}
}

// textScores runs search in one lane as the bearer's subject and returns the hits' titles
// and scores, in order.
func (tn *tenants) textScores(t *testing.T, tok, query, mode string) []string {
	t.Helper()
	q := fmt.Sprintf(`{ search(input: {query: %q, mode: %s, first: 10}) { hits { score document { title } } } }`, query, mode)
	status, r := gql(t, http.DefaultClient, tn.url, q, map[string]string{"Authorization": "Bearer " + tok})
	if status != http.StatusOK || len(r.Errors) > 0 {
		t.Fatalf("search = %d %+v", status, r.Errors)
	}
	var d struct {
		Search struct {
			Hits []struct {
				Score    float64
				Document struct{ Title string }
			}
		}
	}
	if err := json.Unmarshal(r.Data, &d); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, h := range d.Search.Hits {
		out = append(out, fmt.Sprintf("%s=%.9f", h.Document.Title, h.Score))
	}
	return out
}

// Attack (third round): the text lane's BM25 reads one set of index statistics (chunk count,
// token count, document frequencies) for every workspace, and search returns the score. So a
// tenant who searches its own documents for a word learns, from how the score moves, whether
// and how often that word occurs in other tenants' evidence (a codename, a customer's name):
// a cross-workspace oracle over the contents of every other workspace. The score, and the
// order, of a workspace's own hits must not depend on what another workspace holds.
func TestSearchScoresDoNotDependOnOtherWorkspaces(t *testing.T) {
	tn := newTenants(t)
	malloryTok, mallory := tn.bearer(t, "mallory")
	_, alice := tn.bearer(t, "alice")
	if mallory.WorkspaceID == alice.WorkspaceID {
		t.Fatal("the two subjects share a workspace")
	}
	tn.importMarkdown(t, mallory, "Probe", map[string]string{
		"probe.md": "# Probe\n\nThe zephyrquartz rollout and the harbor migration are on track.\n",
		"other.md": "# Other\n\nThe harbor migration needs a second reviewer before Friday.\n",
	})
	queries := []struct{ query, mode string }{
		{"zephyrquartz", "TEXT"},
		{"zephyrquartz rollout", "TEXT"},
		{"harbor migration zephyrquartz", "TEXT"},
		{"zephyrquartz", "HYBRID"},
		{"harbor zephyrquartz", "AUTO"},
	}
	before := map[string][]string{}
	for _, q := range queries {
		before[q.query+"/"+q.mode] = tn.textScores(t, malloryTok, q.query, q.mode)
		if len(before[q.query+"/"+q.mode]) == 0 {
			t.Fatalf("%s (%s) found nothing in mallory's own workspace", q.query, q.mode)
		}
	}

	// Another tenant's private evidence mentions the codename, many times.
	secret := map[string]string{}
	for i := range 12 {
		secret[fmt.Sprintf("plan-%02d.md", i)] = fmt.Sprintf("# Plan %d\n\nProject zephyrquartz: the acquisition closes in week %d. zephyrquartz stays confidential.\n", i, i+1)
	}
	tn.importMarkdown(t, alice, "Board", secret)

	for _, q := range queries {
		after := tn.textScores(t, malloryTok, q.query, q.mode)
		if strings.Join(after, " ") != strings.Join(before[q.query+"/"+q.mode], " ") {
			t.Errorf("search %q (%s) in mallory's workspace changed when alice imported private documents:\n before %v\n after  %v",
				q.query, q.mode, before[q.query+"/"+q.mode], after)
		}
	}
}
