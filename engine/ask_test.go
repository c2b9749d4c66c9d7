package engine_test

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/planner"
	"github.com/queueproof/queueproof/engine/projection"
	"github.com/queueproof/queueproof/engine/provision"
	"github.com/queueproof/queueproof/engine/publicref"
	"github.com/queueproof/queueproof/engine/retrieval"
)

type demoFixture struct {
	e       *engine.Engine
	owner   actor.Actor
	public  actor.Actor
	sources map[string]string // name -> id
}

// newDemo loads the demo company into the local workspace, makes it the public demo, and
// returns an engine that resolves both the local owner and the public actor.
func newDemo(t *testing.T) demoFixture {
	t.Helper()
	return newDemoWith(t, nil)
}

// newDemoWith is newDemo with now as the engine's clock (time.Now when nil).
func newDemoWith(t *testing.T, now func() time.Time) demoFixture {
	t.Helper()
	ctx := context.Background()
	url := enginetest.URL(t)
	first, db := enginetest.NewAt(t, url, engine.Options{LocalActor: true})
	if _, err := first.LoadDemo(ctx); err != nil {
		t.Fatal(err)
	}
	ws := localActor(t, first).WorkspaceID
	if _, err := provision.Public(ctx, db, ws, time.Now()); err != nil {
		t.Fatal(err)
	}
	key := make([]byte, 32)
	_, _ = rand.Read(key)
	e, err := engine.New(db, enginetest.Logger(), engine.Options{LocalActor: true, PublicWorkspaceID: ws,
		SecretKey: base64.StdEncoding.EncodeToString(key), Now: now})
	if err != nil {
		t.Fatal(err)
	}
	f := demoFixture{e: e, owner: localActor(t, e), sources: map[string]string{}}
	if f.public, err = e.Resolve(ctx, actor.Credentials{Visitor: engine.NewVisitorToken()}); err != nil || !f.public.IsPublic() || f.public.Visitor == "" {
		t.Fatalf("public actor = %+v, %v", f.public, err)
	}
	srcs, err := e.Sources(ctx, f.owner, page.Request{})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range srcs.Items {
		f.sources[s.Name] = s.ID
	}
	return f
}

func TestAskRecordsHistoryWithDeterministicReceipts(t *testing.T) {
	ctx := context.Background()
	f := newDemo(t)
	q := "Who owns ENG-105 and when is it due?"
	a1, err := f.e.Ask(ctx, f.owner, engine.AskInput{Question: q})
	if err != nil {
		t.Fatal(err)
	}
	if a1.Status != "GROUNDED" || !strings.Contains(a1.Text, "Assignee: Olivia Grant") || !strings.Contains(a1.Text, "2025-03-05") {
		t.Fatalf("answer = %s %q", a1.Status, a1.Text)
	}
	// The ticket itself is cited, with its document id as sourceRef.
	var ticket bool
	for _, c := range a1.Citations {
		if c.ExternalID != nil && *c.ExternalID == "ENG-105" && c.SourceRef != nil && strings.HasPrefix(*c.SourceRef, "doc_") {
			ticket = true
			if _, err := f.e.Document(ctx, f.owner, *c.SourceRef); err != nil {
				t.Errorf("document(sourceRef) = %v", err)
			}
		}
	}
	if !ticket {
		t.Errorf("ticket ENG-105 not cited: %+v", a1.Citations)
	}
	// The identifier ran the text and the hybrid lane (and the identity lanes); both recorded.
	got := map[string]int{}
	for _, c := range a1.Trace.Calls {
		got[c.Lane] = c.Hits
	}
	if got[retrieval.LaneText] == 0 || got[retrieval.LaneHybrid] == 0 || got[retrieval.LaneExactID] == 0 || a1.Trace.Mode != "fast" {
		t.Errorf("trace = %+v, want text, hybrid and exact-ID calls with hits, fast", a1.Trace)
	}
	if a1.Trace.Duplicates == 0 || a1.Trace.EvidenceUsed == 0 || a1.Trace.SourcesSearched != 4 {
		t.Errorf("trace merge = %+v, want duplicates merged", a1.Trace)
	}
	// Same question, same evidence: same receipt; a new History entry.
	a2, err := f.e.Ask(ctx, f.owner, engine.AskInput{Question: q})
	if err != nil {
		t.Fatal(err)
	}
	if deref(a2.ReceiptHash) != deref(a1.ReceiptHash) || a2.ID == a1.ID || len(deref(a1.ReceiptHash)) != 64 {
		t.Fatalf("receipts %s / %s, ids %s / %s: want equal receipts, distinct ids", deref(a1.ReceiptHash), deref(a2.ReceiptHash), a1.ID, a2.ID)
	}
	other, _ := f.e.Ask(ctx, f.owner, engine.AskInput{Question: q, Mode: planner.Thinking})
	if deref(other.ReceiptHash) == deref(a1.ReceiptHash) {
		t.Error("a thinking answer has the fast answer's receipt")
	}
	list, info, err := f.e.Answers(ctx, f.owner, page.Request{First: 2})
	if err != nil || len(list) != 2 || !info.HasNextPage || list[0].ID != other.ID {
		t.Fatalf("Answers = %d items, %+v, %v; want the newest two", len(list), info, err)
	}
	rest, info, err := f.e.Answers(ctx, f.owner, page.Request{First: 2, After: info.EndCursor})
	if err != nil || len(rest) != 1 || info.HasNextPage || rest[0].ID != a1.ID {
		t.Fatalf("second page = %+v, %+v, %v", rest, info, err)
	}
	back, err := f.e.Answer(ctx, f.owner, a1.ID)
	if err != nil || deref(back.ReceiptHash) != deref(a1.ReceiptHash) || back.Text != a1.Text || len(back.Citations) != len(a1.Citations) {
		t.Fatalf("Answer(id) = %+v, %v", back, err)
	}
	if _, err := f.e.Answer(ctx, f.owner, "ans_missing"); !errs.Is(err, errs.NotFound) {
		t.Errorf("Answer(missing) = %v, want NOT_FOUND", err)
	}
}

func TestAskStatusesOverTheDemo(t *testing.T) {
	ctx := context.Background()
	f := newDemo(t)
	for _, tt := range []struct {
		q       string
		sources []string
		want    string
	}{
		{"What is our parental leave policy?", nil, "ABSTAINED"},
		{"When is ENG-999 due?", nil, "ABSTAINED"},
		{"Who filed OPS-104 and which project is it part of?", nil, "GROUNDED"},
		// Narrowed to the docs, the ticket cannot be read: the question is not answered from it.
		{"Who owns ENG-105 and when is it due?", []string{"Demo: Docs"}, "ABSTAINED"},
	} {
		var ids []string
		for _, n := range tt.sources {
			ids = append(ids, f.sources[n])
		}
		a, err := f.e.Ask(ctx, f.owner, engine.AskInput{Question: tt.q, SourceIDs: ids})
		if err != nil {
			t.Fatal(err)
		}
		if a.Status != tt.want {
			t.Errorf("Ask(%q, %v) = %s %q, want %s", tt.q, tt.sources, a.Status, a.Text, tt.want)
		}
		if a.Status == "ABSTAINED" && (len(a.Claims) != 0 || len(a.Citations) != 0 || !strings.HasPrefix(a.Text, "Insufficient evidence")) {
			t.Errorf("abstained answer has claims or citations: %+v", a)
		}
	}
	// A contradiction of the demo data stays visible: the ticket and the chat disagree.
	a, err := f.e.Ask(ctx, f.owner, engine.AskInput{Question: "When is ENG-136 due?"})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, c := range a.Contradictions {
		if c.Subject == "ENG-136" && c.Facet == planner.Deadline && len(c.Values) == 2 {
			found = true
		}
	}
	if !found || a.RecommendedAgent != "triage" {
		t.Errorf("ENG-136 answer = %q, contradictions %+v; want the deadline contradiction", a.Text, a.Contradictions)
	}
	// Injection-shaped evidence is marked, never a claim.
	a, err = f.e.Ask(ctx, f.owner, engine.AskInput{Question: "Is MOB-102 closed?"})
	if err != nil {
		t.Fatal(err)
	}
	marked := false
	for _, c := range a.Citations {
		marked = marked || c.Untrusted
	}
	for _, c := range a.Claims {
		if strings.Contains(strings.ToLower(c.Text), "instruction") {
			t.Errorf("injected text became a claim: %q", c.Text)
		}
	}
	if !marked || a.Trace.Untrusted == 0 {
		t.Errorf("MOB-102 answer citations %+v, trace %+v: want the injected chat marked", a.Citations, a.Trace)
	}
}

func TestAskPublicActorIsProjectedAndThrottled(t *testing.T) {
	ctx := context.Background()
	// The budget is a fixed window of a minute: the engine's clock stands still, so the burst
	// below never straddles a window boundary however slowly the machine runs.
	frozen := time.Now()
	f := newDemoWith(t, func() time.Time { return frozen })
	owners, err := f.e.Ask(ctx, f.owner, engine.AskInput{Question: "Who owns ENG-105?"})
	if err != nil {
		t.Fatal(err)
	}
	pub, err := f.e.Ask(ctx, f.public, engine.AskInput{Question: "Who owns ENG-105?"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(pub.ID, publicref.Prefix) || pub.ReceiptHash != nil || owners.ReceiptHash == nil || len(pub.Citations) == 0 {
		t.Fatalf("public answer id %q receipt %v, want a public reference and no receipt hash (hashes are withheld)", pub.ID, pub.ReceiptHash)
	}
	storage := map[string]bool{owners.ID: true}
	for _, c := range owners.Citations {
		storage[c.ID] = true
		storage[*c.SourceRef] = true
	}
	for _, c := range pub.Citations {
		if storage[c.ID] || c.SourceRef == nil || storage[*c.SourceRef] || !strings.HasPrefix(c.ID, publicref.Prefix) {
			t.Errorf("public citation carries a storage id: %+v", c)
		}
		if c.URL != nil || c.ExternalID != nil {
			t.Errorf("public citation has a URL or external id: %+v", c)
		}
	}
	for _, cl := range pub.Claims {
		for _, id := range cl.Citations {
			if !slices.ContainsFunc(pub.Citations, func(c projection.CitationView) bool { return c.ID == id }) {
				t.Errorf("public claim cites %s, not a public citation", id)
			}
		}
	}
	// History: a public visitor sees its own answers, by public reference only.
	list, _, err := f.e.Answers(ctx, f.public, page.Request{})
	if err != nil || len(list) != 1 || list[0].ID != pub.ID {
		t.Fatalf("public Answers = %+v, %v; want only the public answer", list, err)
	}
	if _, err := f.e.Answer(ctx, f.public, pub.ID); err != nil {
		t.Errorf("public Answer(public ref) = %v", err)
	}
	// Another visitor, and a public request without a visitor token, see none of it.
	other, err := f.e.Resolve(ctx, actor.Credentials{Visitor: engine.NewVisitorToken()})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []actor.Actor{other, {Kind: f.public.Kind, Subject: f.public.Subject, WorkspaceID: f.public.WorkspaceID, Role: f.public.Role}} {
		if list, _, err := f.e.Answers(ctx, v, page.Request{}); err != nil || len(list) != 0 {
			t.Errorf("visitor %q: Answers = %+v, %v; want none", v.Visitor, list, err)
		}
		if _, err := f.e.Answer(ctx, v, pub.ID); !errs.Is(err, errs.NotFound) {
			t.Errorf("visitor %q: Answer(another visitor's ref) = %v, want NOT_FOUND", v.Visitor, err)
		}
	}
	if _, err := f.e.Answer(ctx, f.public, owners.ID); !errs.Is(err, errs.NotFound) {
		t.Errorf("public Answer(member's answer id) = %v, want NOT_FOUND", err)
	}
	// Twelve asks a minute, then RATE_LIMITED with retryAfter.
	var last error
	for range 12 {
		_, last = f.e.Ask(ctx, f.public, engine.AskInput{Question: "ENG-105"})
		if last != nil {
			break
		}
	}
	var ee *errs.Error
	if !errors.As(last, &ee) || ee.Code != errs.RateLimited || ee.RetryAfter < 1 {
		t.Fatalf("13th public ask = %v, want RATE_LIMITED with retryAfter", last)
	}
	if _, err := f.e.Ask(ctx, f.owner, engine.AskInput{Question: "ENG-105"}); err != nil {
		t.Errorf("owner throttled by the public budget: %v", err)
	}
}

func TestSearchEvidenceParityAndRefusals(t *testing.T) {
	ctx := context.Background()
	f := newDemo(t)
	for _, q := range []string{"Who owns ENG-105 and when is it due?", "Who committed to the Ledger Sync deadline and is the ticket done?", "refund approval flow"} {
		r, err := f.e.SearchEvidence(ctx, f.owner, engine.SearchEvidenceInput{Query: q})
		if err != nil {
			t.Fatal(err)
		}
		hits, err := f.e.Search(ctx, f.owner, engine.SearchRequest{Query: q, First: r.Plan.Evidence})
		if err != nil {
			t.Fatal(err)
		}
		var a, b []string
		for _, ev := range r.Evidence {
			a = append(a, ev.ChunkID)
		}
		for _, h := range hits {
			b = append(b, h.ChunkID)
		}
		if len(a) == 0 || !slices.Equal(a, b) {
			t.Errorf("%q: SearchEvidence %v, GraphQL search path %v: want the same evidence", q, a, b)
		}
		ans, err := f.e.Ask(ctx, f.owner, engine.AskInput{Question: q})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range ans.Citations {
			if !slices.Contains(a, c.ID) {
				t.Errorf("%q: ask cites %s, not in SearchEvidence's evidence", q, c.ID)
			}
		}
	}
	customer := actor.Actor{Kind: actor.MCPToken, Subject: "mcp:t", WorkspaceID: f.owner.WorkspaceID, Role: actor.Member,
		Scopes: []string{"read"}, Egress: actor.EgressCustomer}
	if _, err := f.e.SearchEvidence(ctx, customer, engine.SearchEvidenceInput{Query: "ENG-105"}); !errs.Is(err, errs.Forbidden) {
		t.Errorf("SearchEvidence(customer egress) = %v, want FORBIDDEN", err)
	}
	if _, err := f.e.SearchEvidence(ctx, f.public, engine.SearchEvidenceInput{Query: "ENG-105"}); !errs.Is(err, errs.Forbidden) {
		t.Errorf("SearchEvidence(public) = %v, want FORBIDDEN", err)
	}
	internal := customer
	internal.Egress = actor.EgressInternal
	r, err := f.e.SearchEvidence(ctx, internal, engine.SearchEvidenceInput{Query: "ENG-105", SourceIDs: []string{f.sources["Demo: Tickets"]}})
	if err != nil || len(r.Evidence) == 0 {
		t.Fatalf("SearchEvidence(internal agent) = %+v, %v", r, err)
	}
	for _, ev := range r.Evidence {
		if ev.SourceID != f.sources["Demo: Tickets"] {
			t.Errorf("evidence from %s outside the selected source", ev.SourceName)
		}
	}
	if _, err := f.e.Ask(ctx, f.owner, engine.AskInput{Question: "  "}); !errs.Is(err, errs.Invalid) {
		t.Errorf("Ask(blank) = %v, want BAD_USER_INPUT", err)
	}
	if _, err := f.e.Ask(ctx, f.owner, engine.AskInput{Question: "x", Mode: "deep"}); !errs.Is(err, errs.Invalid) {
		t.Errorf("Ask(mode deep) = %v, want BAD_USER_INPUT", err)
	}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
