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
	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/server"
)

// audienceAttacks are retrieval responses in which a result the schema reads as internal (or
// a duplicate key makes ambiguous) carries a second, case-variant or repeated member saying
// public. Each leaks LEAK-n if the consumer decodes anything but what the schema validated.
var audienceAttacks = []string{
	`{"contractVersion":1,"results":[{"documentId":"d1","title":"LEAK-0","snippet":"internal","audience":"internal","Audience":"public"}]}`,
	`{"contractVersion":1,"results":[{"documentId":"d1","title":"LEAK-1","snippet":"internal","Audience":"public","audience":"internal"}]}`,
	`{"contractVersion":1,"results":[{"documentId":"d1","title":"LEAK-2","snippet":"internal","audience":"internal","AUDIENCE":"public"}]}`,
	`{"contractVersion":1,"results":[{"documentId":"d1","title":"LEAK-3","snippet":"internal","audience":"internal","audience":"public"}]}`,
	`{"contractVersion":1,"results":[{"documentId":"d1","title":"LEAK-4","snippet":"internal","audience":"internal","\u0041udience":"public"}]}`,
	`{"contractVersion":1,"results":[{"documentId":"d1","title":"LEAK-5","snippet":"internal","audience":"internal","\u0061udience":"public"}]}`,
	`{"contractVersion":1,"results":[{"documentId":"d1","title":"LEAK-6","snippet":"internal","aUdIeNcE":"public"}]}`,
	`{"contractVersion":1,"results":[{"documentId":"d1","title":"ok","snippet":"internal","audience":"internal"}],"Results":[{"documentId":"d2","title":"LEAK-7","snippet":"s","audience":"public"}]}`,
	`{"contractVersion":1,"results":[{"documentId":"d1","title":"ok","snippet":"internal","audience":"internal"}],"results":[{"documentId":"d2","title":"LEAK-8","snippet":"s","audience":"public"}]}`,
	`{"contractVersion":1,"RESULTS":[{"documentId":"d2","title":"LEAK-9","snippet":"s","audience":"public"}],"results":[]}`,
}

// attackKB is a customer_safe knowledge provider that answers its canary with a valid internal
// result and the retrieval for "attack N" with audienceAttacks[N].
func attackKB(t *testing.T) *httptest.Server {
	t.Helper()
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		switch r.URL.Path {
		case "/v1/capabilities":
			_, _ = w.Write([]byte(`{"contractVersion":1,"capabilities":{"chunks":false,"scores":false,"translationGroups":false,"resources":false,"locales":["en"]}}`))
		case "/v1/retrieve":
			var req struct{ Query string }
			_ = json.NewDecoder(r.Body).Decode(&req)
			var n int
			if _, err := fmt.Sscanf(req.Query, "attack %d", &n); err == nil && n >= 0 && n < len(audienceAttacks) {
				_, _ = w.Write([]byte(audienceAttacks[n]))
				return
			}
			_, _ = w.Write([]byte(`{"contractVersion":1,"results":[{"documentId":"c","title":"Canary","snippet":"help","audience":"internal"}]}`))
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(ts.Close)
	return ts
}

// Attack (issue #16, item 8): a provider result carrying "audience":"internal" and a
// case-variant or duplicate "Audience":"public" passed the schema as internal and was decoded
// as public, then shown in the customer widget. Every variant is sent through the real widget
// route; none may show the internal result.
func TestWidgetNeverShowsCaseVariantOrDuplicateAudience(t *testing.T) {
	f := newFixture(t, engine.Options{LocalActor: true, SecretKey: testSecretKey(), Providers: loopbackProviders()}, server.Options{})
	ctx := context.Background()
	a := localOwner(t, f.engine)
	kb := attackKB(t)
	reg, _, err := f.engine.RegisterKnowledgeProvider(ctx, a, provider.RegisterInput{Name: "Help center", BaseURL: kb.URL, Exposure: provider.CustomerSafe, AllowPrivateNetwork: true})
	if err != nil {
		t.Fatal(err)
	}
	if pt, err := f.engine.VerifySource(ctx, a, reg.ID, "help"); err != nil || !pt.Passed() {
		t.Fatalf("verify: %+v %v", pt, err)
	}
	_, r := f.graphql(t, `mutation { createWidgetKey(input: { allowedOrigins: ["https://shop.example.com"] }) { key } }`, nil)
	var d struct{ CreateWidgetKey struct{ Key string } }
	if err := json.Unmarshal(r.Data, &d); err != nil || d.CreateWidgetKey.Key == "" {
		t.Fatalf("createWidgetKey = %s %+v", r.Data, r.Errors)
	}
	for n := range audienceAttacks {
		resp, out := widgetCall(t, f, d.CreateWidgetKey.Key, "https://shop.example.com", fmt.Sprintf(`{"query":"attack %d","locale":"en"}`, n))
		raw, _ := json.Marshal(out)
		if resp.StatusCode != 200 {
			t.Errorf("attack %d: widget = %d %s", n, resp.StatusCode, raw)
			continue
		}
		if strings.Contains(string(raw), "LEAK-") {
			t.Errorf("attack %d: the widget showed an internal result: %s", n, raw)
		}
	}
}
