package modelsynth_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/queueproof/queueproof"
	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/actor"
	"github.com/queueproof/queueproof/engine/enginetest"
	"github.com/queueproof/queueproof/engine/modelsynth"
	"github.com/queueproof/queueproof/engine/projection"
	"github.com/queueproof/queueproof/engine/store"
	"github.com/queueproof/queueproof/engine/synthesis"
	"github.com/queueproof/queueproof/engine/untrusted"
)

const (
	question = "When is ENG-136 due?"
	key      = "sk-test-key"
	model    = "test-model"
)

// passage is one numbered passage of a request's evidence.
var passage = regexp.MustCompile(`(?m)^\[(\d+)\] source: [^;]*; document: ([^;]*);`)

// received is what the fake model saw: the passages by number (external id of the document).
type received struct {
	docs map[int]string
}

// number returns the number of the first passage of document externalID.
func (r received) number(externalID string) int {
	for n := 1; n <= len(r.docs); n++ {
		if r.docs[n] == externalID {
			return n
		}
	}
	return 0
}

// fakeModel serves POST /v1/chat/completions in the OpenAI wire format, checks the request
// and answers with reply(received) as the message content (or with status).
func fakeModel(t *testing.T, status int, wait bool, reply func(received) string) *httptest.Server {
	t.Helper()
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" {
			t.Errorf("request %s %s, want POST /v1/chat/completions", r.Method, r.URL.Path)
		}
		if got := r.Header.Get("Authorization"); got != "Bearer "+key {
			t.Errorf("Authorization = %q", got)
		}
		if ct := r.Header.Get("Content-Type"); ct != "application/json" {
			t.Errorf("Content-Type = %q", ct)
		}
		var body struct {
			Model       string   `json:"model"`
			Temperature *float64 `json:"temperature"`
			Messages    []struct {
				Role, Content string
			} `json:"messages"`
			ResponseFormat struct {
				Type string `json:"type"`
			} `json:"response_format"`
		}
		raw, _ := io.ReadAll(r.Body)
		if err := json.Unmarshal(raw, &body); err != nil {
			t.Errorf("request body %q: %v", raw, err)
		}
		if body.Model != model || body.Temperature == nil || *body.Temperature != 0 || body.ResponseFormat.Type != "json_object" ||
			len(body.Messages) != 2 || body.Messages[0].Role != "system" || body.Messages[1].Role != "user" {
			t.Errorf("request body = %s", raw)
		}
		rec := received{docs: map[int]string{}}
		if len(body.Messages) == 2 {
			user := body.Messages[1].Content
			if !strings.Contains(user, question) || !strings.Contains(body.Messages[0].Content, "ONLY") {
				t.Errorf("prompt does not carry the question and the evidence-only rule: %s", raw)
			}
			if untrusted.Suspicious(user) {
				t.Errorf("injection-shaped evidence was sent to the model: %s", user)
			}
			for _, m := range passage.FindAllStringSubmatch(user, -1) {
				n, _ := strconv.Atoi(m[1])
				rec.docs[n] = m[2]
			}
			if len(rec.docs) == 0 {
				t.Errorf("no numbered evidence in %q", user)
			}
		}
		if wait {
			select {
			case <-r.Context().Done():
			case <-time.After(30 * time.Second):
			}
			return
		}
		if status != http.StatusOK {
			http.Error(w, `{"error":{"message":"overloaded"}}`, status)
			return
		}
		content := reply(rec)
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"id": "chatcmpl-1", "object": "chat.completion", "model": model,
			"choices": []any{map[string]any{"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": content}}},
		})
	}))
	t.Cleanup(ts.Close)
	return ts
}

// demoDB loads the demo company once; each case builds its own engine over it.
func demoDB(t *testing.T) (*store.DB, actor.Actor) {
	t.Helper()
	e, db := enginetest.New(t, engine.Options{LocalActor: true})
	ctx := context.Background()
	if _, err := e.LoadDemo(ctx); err != nil {
		t.Fatal(err)
	}
	a, err := e.Resolve(ctx, actor.Credentials{Loopback: true, LoopbackHost: true, SameOrigin: true})
	if err != nil {
		t.Fatal(err)
	}
	return db, a
}

func ask(t *testing.T, db *store.DB, a actor.Actor, synth engine.Synthesizer, q string) projection.AnswerView {
	t.Helper()
	opts := engine.Options{LocalActor: true, Migrations: queueproof.Migrations()}
	if synth != nil {
		opts.Synthesizer = synth
	}
	e, err := engine.New(db, enginetest.Logger(), opts)
	if err != nil {
		t.Fatal(err)
	}
	v, err := e.Ask(context.Background(), a, engine.AskInput{Question: q})
	if err != nil {
		t.Fatalf("Ask(%q) = %v", q, err)
	}
	return v
}

func claims(v projection.AnswerView) []string {
	var out []string
	for _, c := range v.Claims {
		out = append(out, fmt.Sprintf("%s %v", c.Text, c.Citations))
	}
	return out
}

func TestModelSynthesizer(t *testing.T) {
	db, a := demoDB(t)
	extractive := ask(t, db, a, nil, question)
	// The demo's chat and ticket disagree on ENG-136's deadline with nothing to explain it: the
	// deadline asked for is not settled, so the answer is PARTIAL.
	if extractive.Status != string(synthesis.Partial) || len(extractive.Claims) == 0 {
		t.Fatalf("extractive answer = %+v", extractive)
	}
	chunkOf := func(v projection.AnswerView, externalID string) string {
		for _, c := range v.Citations {
			if c.ExternalID != nil && *c.ExternalID == externalID {
				return c.ID
			}
		}
		return ""
	}
	ticketClaim := func(r received) string {
		return fmt.Sprintf(`{"status":"GROUNDED","claims":[{"text":"ENG-136 is due on the date its ticket states.","citations":[%d]}],"missing":[]}`, r.number("ENG-136"))
	}
	for _, tt := range []struct {
		name   string
		status int
		wait   bool
		reply  func(received) string
		// want: the status, the claims' texts, and the trace's note ("" for a model answer).
		want       synthesis.Status
		wantClaims []string
		note       string
		dropped    bool // a claim is dropped: the missing information says so
	}{
		// ENG-136's deadline is contested (chat and ticket disagree): whoever writes the answer,
		// it is PARTIAL.
		{name: "good claims", status: 200, reply: ticketClaim, want: synthesis.Partial,
			wantClaims: []string{"ENG-136 is due on the date its ticket states."}},
		{name: "a claim citing evidence that does not exist is dropped", status: 200, reply: func(r received) string {
			return fmt.Sprintf(`{"status":"GROUNDED","claims":[{"text":"ENG-136 is due on the date its ticket states.","citations":[%d]},
				{"text":"ENG-136 was moved to April.","citations":[%d]}]}`, r.number("ENG-136"), len(r.docs)+5)
		}, want: synthesis.Partial, wantClaims: []string{"ENG-136 is due on the date its ticket states."}, dropped: true},
		{name: "only claims citing nothing retrieved: abstained", status: 200, reply: func(r received) string {
			return `{"status":"GROUNDED","claims":[{"text":"ENG-136 ships tomorrow.","citations":[0, 999]}]}`
		}, want: synthesis.Abstained},
		{name: "a claim without citations is dropped", status: 200, reply: func(r received) string {
			return fmt.Sprintf(`{"status":"GROUNDED","claims":[{"text":"ENG-136 is due on the date its ticket states.","citations":[%d]},
				{"text":"Everyone agrees on the date.","citations":[]}]}`, r.number("ENG-136"))
		}, want: synthesis.Partial, wantClaims: []string{"ENG-136 is due on the date its ticket states."}, dropped: true},
		{name: "garbage content", status: 200, reply: func(received) string { return "Sure! ENG-136 is due soon." },
			note: "reply is not the JSON asked for"},
		{name: "server error", status: 500, note: "status 500"},
		{name: "slow answer", status: 200, wait: true, note: "timeout"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ts := fakeModel(t, tt.status, tt.wait, tt.reply)
			timeout := time.Duration(0) // the default, 20 s
			if tt.wait {
				timeout = 200 * time.Millisecond
			}
			m, err := modelsynth.New(modelsynth.Options{BaseURL: ts.URL + "/v1", APIKey: key, Model: model, Timeout: timeout})
			if err != nil {
				t.Fatal(err)
			}
			v := ask(t, db, a, m, question)
			if tt.note != "" {
				// The model failed: the extractive answer, and the trace says why.
				if v.Status != extractive.Status || strings.Join(claims(v), "\n") != strings.Join(claims(extractive), "\n") {
					t.Errorf("answer = %s %q, want the extractive %s %q", v.Status, claims(v), extractive.Status, claims(extractive))
				}
				if v.Trace.SynthesizerVersion != synthesis.Version || !strings.Contains(v.Trace.SynthesizerNote, tt.note) {
					t.Errorf("trace version %q note %q, want %q and a note naming %q", v.Trace.SynthesizerVersion, v.Trace.SynthesizerNote, synthesis.Version, tt.note)
				}
				return
			}
			if v.Trace.SynthesizerVersion != modelsynth.Version+"/"+model || v.Trace.SynthesizerNote != "" {
				t.Errorf("trace version %q note %q, want the model's", v.Trace.SynthesizerVersion, v.Trace.SynthesizerNote)
			}
			if v.Status != string(tt.want) {
				t.Fatalf("status = %s, want %s; answer %+v", v.Status, tt.want, v)
			}
			var texts []string
			for _, c := range v.Claims {
				texts = append(texts, c.Text)
				if len(c.Citations) != 1 || c.Citations[0] != chunkOf(v, "ENG-136") || c.Citations[0] == "" {
					t.Errorf("claim %q cites %v, want the ticket ENG-136's chunk", c.Text, c.Citations)
				}
			}
			if strings.Join(texts, "\n") != strings.Join(tt.wantClaims, "\n") {
				t.Errorf("claims = %q, want %q", texts, tt.wantClaims)
			}
			if tt.dropped && !strings.Contains(strings.Join(v.MissingInformation, " "), "without a citation to retrieved evidence were dropped") {
				t.Errorf("missing information = %q, want the dropped claim counted", v.MissingInformation)
			}
			if tt.want == synthesis.Abstained && (!strings.HasPrefix(v.Text, synthesis.InsufficientEvidence) || len(v.Citations) != 0) {
				t.Errorf("abstained answer = %+v", v)
			}
			if tt.want != synthesis.Abstained && !strings.Contains(v.Text, "[1]") {
				t.Errorf("text %q does not number its citations", v.Text)
			}
		})
	}
}

// TestInjectionMarkedEvidenceIsNotSent asks a question whose retrieved evidence holds an
// injection-shaped passage; the fake model fails the test if any such text reaches it.
func TestInjectionMarkedEvidenceIsNotSent(t *testing.T) {
	db, a := demoDB(t)
	const q = question // its evidence holds a chat thread with an injection-shaped message
	extractive := ask(t, db, a, nil, q)
	if extractive.Trace.Untrusted == 0 {
		t.Fatalf("the evidence of %q has no injection-shaped passage; the test needs one", q)
	}
	var sent int
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, _ := io.ReadAll(r.Body)
		if untrusted.Suspicious(string(raw)) {
			t.Errorf("injection-shaped evidence was sent: %s", raw)
		}
		sent = len(passage.FindAllString(strings.ReplaceAll(string(raw), `\n`, "\n"), -1))
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"choices": []any{map[string]any{"message": map[string]any{"role": "assistant",
			"content": `{"status":"GROUNDED","claims":[{"text":"ENG-136 has a due date.","citations":[1]}]}`}}}})
	}))
	defer ts.Close()
	m, err := modelsynth.New(modelsynth.Options{BaseURL: ts.URL, APIKey: key, Model: model})
	if err != nil {
		t.Fatal(err)
	}
	v := ask(t, db, a, m, q)
	if v.Trace.EvidenceUsed-v.Trace.Untrusted != sent || sent == 0 {
		t.Errorf("%d passages sent, want the %d retrieved minus the %d untrusted", sent, v.Trace.EvidenceUsed, v.Trace.Untrusted)
	}
	if v.Status != string(synthesis.Partial) || len(v.Claims) != 1 || v.Trace.Untrusted == 0 {
		t.Errorf("answer = %s %q, trace untrusted %d", v.Status, claims(v), v.Trace.Untrusted)
	}
	for _, c := range v.Citations {
		if c.Untrusted && c.ID == v.Claims[0].Citations[0] {
			t.Errorf("the claim cites untrusted evidence %s", c.ID)
		}
	}
}

// TestModelFactsMustQuoteTheirPassage: facts the model proposes join the answer's reading only
// when they quote the passage they cite word for word, as claims must; the trace counts them.
func TestModelFactsMustQuoteTheirPassage(t *testing.T) {
	db, a := demoDB(t)
	q := question
	ts := fakeModel(t, 200, false, func(r received) string {
		chat := 0
		for n := 1; n <= len(r.docs); n++ {
			if strings.HasPrefix(r.docs[n], "billing/") || strings.HasPrefix(r.docs[n], "mobile/") {
				chat = n
				break
			}
		}
		return fmt.Sprintf(`{"status":"GROUNDED","claims":[{"text":"ENG-136 has an owner.","citations":[%d]}],
			"facts":[{"kind":"owner","subject":"ENG-136","value":"Olivia Grant","quote":"Olivia Grant: where are we on ENG-136","citation":%d},
			{"kind":"owner","subject":"ENG-136","value":"Mallory","quote":"Mallory owns ENG-136 now","citation":%d},
			{"kind":"due","subject":"ENG-136","value":"someday","quote":"ENG-136","citation":%d}]}`, chat, chat, chat, chat)
	})
	m, err := modelsynth.New(modelsynth.Options{BaseURL: ts.URL + "/v1", APIKey: key, Model: model})
	if err != nil {
		t.Fatal(err)
	}
	v := ask(t, db, a, m, q)
	if v.Trace.SynthesizerNote != "model proposed 3 facts; 1 quoted their passage and were used" {
		t.Errorf("trace note = %q, want 3 proposed and 1 used", v.Trace.SynthesizerNote)
	}
	// The kept fact names Olivia Grant as an owner beside the ticket's assignee: nothing
	// explains the change, so the owners disagree; the dropped one is nowhere.
	owners := ""
	for _, c := range v.Contradictions {
		if c.Subject == "ENG-136" && c.Facet == "actor" {
			for _, x := range c.Values {
				owners += x.Value + ";"
			}
		}
	}
	if !strings.Contains(owners, "Olivia Grant") || strings.Contains(v.Text, "Mallory") {
		t.Errorf("owners in contradiction %q, text %q; want the kept fact used and the unquoted one dropped", owners, v.Text)
	}
}

func TestNewRejectsBadSettings(t *testing.T) {
	for _, o := range []modelsynth.Options{{BaseURL: "", Model: "m"}, {BaseURL: "ftp://x", Model: "m"}, {BaseURL: "http://127.0.0.1:1", Model: ""}} {
		if _, err := modelsynth.New(o); err == nil {
			t.Errorf("New(%+v) = nil error", o)
		}
	}
}
