package server_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/provision"
	"github.com/queueproof/queueproof/server"
)

// demoServers loads the demo company and serves it twice over one database: as the local
// owner's workspace, and as the public demo (no local actor, so loopback callers are public).
func demoServers(t *testing.T) (owner, public *fixture) {
	t.Helper()
	ctx := context.Background()
	url := enginetest.URL(t)
	e, db := enginetest.NewAt(t, url, engine.Options{LocalActor: true})
	if _, err := e.LoadDemo(ctx); err != nil {
		t.Fatal(err)
	}
	a := localOwner(t, e)
	if _, err := provision.Public(ctx, db, a.WorkspaceID, time.Now()); err != nil {
		t.Fatal(err)
	}
	pe, err := engine.New(db, enginetest.Logger(), engine.Options{PublicWorkspaceID: a.WorkspaceID})
	if err != nil {
		t.Fatal(err)
	}
	return serveEngine(t, e, db, server.Options{}), serveEngine(t, pe, db, server.Options{})
}

const askMutation = `mutation($q: String!, $mode: AskMode) { ask(input: { question: $q, mode: $mode }) {
	id question mode status text receiptHash recommendedAgent missingInformation
	claims { text citations facets }
	citations { id title excerpt provider timestamp url sourceRef externalId untrusted injectionKinds }
	contradictions { subject facet values { value citations } }
	disagreements { subject attribute resolution current { value citations } values { value citations } reason }
	retrievalTrace { plannerVersion synthesizerVersion factsNote mode questionClasses identifiers facets graphContext
		calls { lane query purpose hits } found duplicates droppedByLineage evidenceUsed untrusted } } }`

type gqlAnswer struct {
	ID, Question, Mode, Status, Text, ReceiptHash, RecommendedAgent string
	MissingInformation                                              []string
	Claims                                                          []struct {
		Text      string
		Citations []string
	}
	Citations []struct {
		ID, Title, Excerpt, Provider string
		URL, SourceRef, ExternalID   *string
		Untrusted                    bool
	}
	Contradictions []struct {
		Subject, Facet string
		Values         []struct {
			Value     string
			Citations []string
		}
	}
	Disagreements  []answerDisagreement
	RetrievalTrace struct {
		Mode      string
		FactsNote *string
		Calls     []struct {
			Lane, Purpose string
			Hits          int
		}
		Duplicates int
	}
}

func TestAskOverGraphQL(t *testing.T) {
	owner, public := demoServers(t)
	public = public.asBrowser(t) // one visitor, who keeps its History
	_, r := owner.graphql(t, askMutation, map[string]any{"q": "When is ENG-136 due?", "mode": "AUTO"})
	if len(r.Errors) > 0 {
		t.Fatalf("ask errors: %+v", r.Errors)
	}
	var out struct{ Ask gqlAnswer }
	if err := json.Unmarshal(r.Data, &out); err != nil {
		t.Fatal(err)
	}
	a := out.Ask
	// ENG-136's deadline is contradicted (chat and ticket disagree, nothing explains it): PARTIAL.
	if a.Status != "PARTIAL" || a.Mode != "AUTO" || a.RetrievalTrace.Mode != "FAST" || len(a.ReceiptHash) != 64 || len(a.Claims) == 0 {
		t.Fatalf("ask = %+v", a)
	}
	deadline := false
	for _, c := range a.Contradictions {
		deadline = deadline || c.Subject == "ENG-136" && c.Facet == "DEADLINE" && len(c.Values) == 2
	}
	if !deadline || a.RecommendedAgent != "triage" {
		t.Errorf("contradictions = %+v, want ENG-136's deadline", a.Contradictions)
	}
	for _, c := range a.Citations {
		if c.SourceRef == nil || c.ExternalID == nil {
			t.Errorf("member citation without sourceRef: %+v", c)
		}
	}
	// History over GraphQL.
	_, r = owner.graphql(t, `query($id: ID!) { answers(first: 5) { edges { cursor node { id receiptHash } } pageInfo { hasNextPage } }
		answer(id: $id) { id status receiptHash citations { sourceRef } } }`, map[string]any{"id": a.ID})
	var hist struct {
		Answers struct {
			Edges []struct {
				Node struct{ ID, ReceiptHash string }
			}
		}
		Answer struct{ ID, Status, ReceiptHash string }
	}
	if err := json.Unmarshal(r.Data, &hist); err != nil || len(r.Errors) > 0 {
		t.Fatalf("history: %s %+v", r.Data, r.Errors)
	}
	if len(hist.Answers.Edges) != 1 || hist.Answers.Edges[0].Node.ID != a.ID || hist.Answer.ReceiptHash != a.ReceiptHash {
		t.Fatalf("history = %+v", hist)
	}

	// The public demo: projected, then throttled.
	_, r = public.graphql(t, askMutation, map[string]any{"q": "When is ENG-136 due?"})
	if len(r.Errors) > 0 {
		t.Fatalf("public ask errors: %+v", r.Errors)
	}
	var pub struct{ Ask gqlAnswer }
	if err := json.Unmarshal(r.Data, &pub); err != nil {
		t.Fatal(err)
	}
	if pub.Ask.ReceiptHash != "" || pub.Ask.ID == a.ID || pub.Ask.Text != a.Text {
		t.Errorf("public answer %s receipt %q, want the member's answer under another id and no receipt hash (hashes are withheld)", pub.Ask.ID, pub.Ask.ReceiptHash)
	}
	// The public actor's disagreements cite its own citations (public references); the storage
	// ids are checked absent from the whole answer below.
	pubCites := map[string]bool{}
	for _, c := range pub.Ask.Citations {
		pubCites[c.ID] = true
	}
	unresolved := 0
	for _, d := range pub.Ask.Disagreements {
		for _, v := range d.Values {
			for _, id := range v.Citations {
				if !pubCites[id] {
					t.Errorf("public disagreement %s %s cites %s, not one of its citations", d.Subject, d.Attribute, id)
				}
			}
		}
		if d.Subject == "ENG-136" && d.Attribute == "deadline" && d.Resolution == "UNRESOLVED" && len(d.Values) == 2 {
			unresolved++
		}
	}
	if unresolved != 1 {
		t.Errorf("public disagreements = %+v, want ENG-136's deadline UNRESOLVED", pub.Ask.Disagreements)
	}
	raw := string(r.Data)
	for _, c := range a.Citations {
		if strings.Contains(raw, c.ID) || strings.Contains(raw, *c.SourceRef) {
			t.Errorf("public answer contains the storage id %s or %s", c.ID, *c.SourceRef)
		}
	}
	for _, c := range pub.Ask.Citations {
		if c.URL != nil || c.ExternalID != nil {
			t.Errorf("public citation = %+v, want no URL and no external id", c)
		}
	}
	var limited map[string]any
	for range 12 {
		_, r = public.graphql(t, `mutation { ask(input: { question: "ENG-105" }) { status } }`, nil)
		if len(r.Errors) > 0 {
			limited = r.Errors[0].Extensions
			break
		}
	}
	if limited == nil || limited["code"] != "RATE_LIMITED" || limited["retryAfter"] == nil {
		t.Fatalf("13th public ask extensions = %v, want RATE_LIMITED with retryAfter", limited)
	}
	// Public History lists this visitor's public answers only.
	_, r = public.graphql(t, `{ answers { edges { node { id } } } }`, nil)
	if strings.Contains(string(r.Data), a.ID) || !strings.Contains(string(r.Data), pub.Ask.ID) || len(r.Errors) > 0 {
		t.Errorf("public answers = %s %+v", r.Data, r.Errors)
	}
}

func TestAskComplexityIsPriced(t *testing.T) {
	owner, _ := demoServers(t)
	_, r := owner.graphql(t, `{ answers(first: 100) { edges { node { citations { id title excerpt provider url sourceRef } claims { text citations } } } } }`, nil)
	if len(r.Errors) == 0 || r.Errors[0].Extensions["code"] != "COMPLEXITY_LIMIT_EXCEEDED" {
		t.Fatalf("a page of 100 answers with their citations = %+v, want COMPLEXITY_LIMIT_EXCEEDED", r.Errors)
	}
}
