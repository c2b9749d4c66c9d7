package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/kpi/fsprovider"
	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/server"
)

// widgetFixture: an owner's workspace with a customer_safe and an agent_only provider over the
// same knowledge base (public and internal documents), both verified, and a widget key for
// https://shop.example.com.
func widgetFixture(t *testing.T) (f *fixture, key, keyID string) {
	t.Helper()
	return widgetFixtureWith(t, engine.Options{})
}

func widgetFixtureWith(t *testing.T, opts engine.Options) (f *fixture, key, keyID string) {
	t.Helper()
	opts.LocalActor, opts.SecretKey, opts.Providers = true, testSecretKey(), loopbackProviders()
	f = newFixture(t, opts, server.Options{})
	ctx := context.Background()
	a := localOwner(t, f.engine)
	docs, err := fsprovider.Load(os.DirFS("../engine/kpi/fsprovider/testdata/kb"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []struct {
		name     string
		exposure provider.Exposure
	}{{"Help center", provider.CustomerSafe}, {"Internal wiki", provider.AgentOnly}} {
		var kb *fsprovider.Provider
		ts := httptest.NewServer(httpHandlerFunc(func() *fsprovider.Provider { return kb }))
		t.Cleanup(ts.Close)
		reg, secret, err := f.engine.RegisterKnowledgeProvider(ctx, a, provider.RegisterInput{Name: p.name, BaseURL: ts.URL, Exposure: p.exposure, AllowPrivateNetwork: true})
		if err != nil {
			t.Fatal(err)
		}
		kb, _ = fsprovider.New(docs, slog.New(slog.NewTextHandler(io.Discard, nil)), nil, secret)
		if _, err := f.engine.ScopeSource(ctx, a, reg.ID, []string{"billing", "security"}); err != nil {
			t.Fatal(err)
		}
		if c, err := f.engine.VerifyProvider(ctx, a, reg.ID, "refund"); err != nil || !c.Passed {
			t.Fatalf("verify %s: %+v %v", p.name, c, err)
		}
	}
	_, r := f.graphql(t, `mutation { createWidgetKey(input: { allowedOrigins: ["https://shop.example.com/"] }) { key widgetKey { id allowedOrigins } } }`, nil)
	var d struct {
		CreateWidgetKey struct {
			Key       string
			WidgetKey struct {
				ID             string
				AllowedOrigins []string
			}
		}
	}
	if err := json.Unmarshal(r.Data, &d); err != nil || d.CreateWidgetKey.Key == "" {
		t.Fatalf("createWidgetKey = %s %+v", r.Data, r.Errors)
	}
	if got := d.CreateWidgetKey.WidgetKey.AllowedOrigins; len(got) != 1 || got[0] != "https://shop.example.com" {
		t.Fatalf("allowed origins = %v", got)
	}
	return f, d.CreateWidgetKey.Key, d.CreateWidgetKey.WidgetKey.ID
}

func widgetCall(t *testing.T, f *fixture, key, origin, body string) (*http.Response, map[string]any) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, f.URL+"/widget/v1/knowledge/search", bytes.NewReader([]byte(body)))
	req.Header.Set("Content-Type", "application/json")
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	if origin != "" {
		req.Header.Set("Origin", origin)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&out)
	return resp, out
}

func TestWidgetRoute(t *testing.T) {
	f, key, keyID := widgetFixture(t)
	const shop = "https://shop.example.com"
	resp, out := widgetCall(t, f, key, shop, `{"query":"refund fraud playbook password admin","locale":"en"}`)
	if resp.StatusCode != 200 {
		t.Fatalf("widget search = %d %v", resp.StatusCode, out)
	}
	if resp.Header.Get("Access-Control-Allow-Origin") != shop || resp.Header.Get("Access-Control-Allow-Credentials") != "" {
		t.Errorf("CORS headers = %q / %q", resp.Header.Get("Access-Control-Allow-Origin"), resp.Header.Get("Access-Control-Allow-Credentials"))
	}
	if len(resp.Header.Values("Set-Cookie")) > 0 {
		t.Error("the widget route set a cookie")
	}
	raw, _ := json.Marshal(out)
	body := string(raw)
	for _, leak := range []string{"playbook", "Admin password", "Internal wiki", "documentId", "score", "provider", "revision", "billing/"} {
		if strings.Contains(body, leak) {
			t.Errorf("widget response contains %q: %s", leak, body)
		}
	}
	if !strings.Contains(body, "How refunds work") || !strings.Contains(body, `"returnedLocale":"en"`) {
		t.Errorf("widget response = %s", body)
	}
	for _, r := range out["results"].([]any) {
		if len(r.(map[string]any)) != 3 {
			t.Errorf("result has fields beyond title, snippet, url: %v", r)
		}
	}

	// The request schema has no provider, audience or profile parameter: such fields are refused.
	for _, extra := range []string{`{"query":"refund","audience":"internal"}`, `{"query":"refund","provider":"Internal wiki"}`, `{"query":"refund","exposureProfile":"AGENT_ONLY"}`} {
		if resp, _ := widgetCall(t, f, key, shop, extra); resp.StatusCode != 400 {
			t.Errorf("%s = %d, want 400", extra, resp.StatusCode)
		}
	}
	// No key, a wrong key, another site.
	if resp, _ := widgetCall(t, f, "", shop, `{"query":"refund"}`); resp.StatusCode != 401 || !strings.HasPrefix(resp.Header.Get("WWW-Authenticate"), "Bearer") {
		t.Errorf("no key = %d %q", resp.StatusCode, resp.Header.Get("WWW-Authenticate"))
	}
	if resp, _ := widgetCall(t, f, "qpw_not-a-key", shop, `{"query":"refund"}`); resp.StatusCode != 401 {
		t.Errorf("wrong key = %d", resp.StatusCode)
	}
	if resp, _ := widgetCall(t, f, key, "https://evil.example.net", `{"query":"refund"}`); resp.StatusCode != 403 {
		t.Errorf("other origin = %d, want 403", resp.StatusCode)
	}

	// Preflights: the allowed origin passes, another is refused (no CORS headers).
	preflight := func(origin string) *http.Response {
		req, _ := http.NewRequest(http.MethodOptions, f.URL+"/widget/v1/knowledge/search", nil)
		req.Header.Set("Origin", origin)
		req.Header.Set("Access-Control-Request-Method", "POST")
		req.Header.Set("Access-Control-Request-Headers", "authorization, content-type")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp
	}
	if got := preflight(shop).Header.Get("Access-Control-Allow-Origin"); got != shop {
		t.Errorf("preflight from the allowed origin: Allow-Origin %q", got)
	}
	if got := preflight("https://evil.example.net").Header.Get("Access-Control-Allow-Origin"); got != "" {
		t.Errorf("preflight from another origin: Allow-Origin %q, want none", got)
	}

	// A revoked key stops working.
	if _, r := f.graphql(t, `mutation($id: ID!) { revokeWidgetKey(id: $id) }`, map[string]any{"id": keyID}); len(r.Errors) > 0 {
		t.Fatalf("revoke: %+v", r.Errors)
	}
	if resp, _ := widgetCall(t, f, key, shop, `{"query":"refund"}`); resp.StatusCode != 401 {
		t.Errorf("revoked key = %d, want 401", resp.StatusCode)
	}
	if got := preflight(shop).Header.Get("Access-Control-Allow-Origin"); got != "" {
		t.Errorf("preflight after the only key was revoked: Allow-Origin %q", got)
	}
}

func TestWidgetScriptServed(t *testing.T) {
	f := newFixture(t, engine.Options{}, server.Options{})
	resp, body := f.get(t, "/widget/v1/widget.js", nil)
	if resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Content-Type"), "javascript") || !strings.Contains(body, "/widget/v1/knowledge/search") {
		t.Fatalf("widget.js = %d %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	if strings.Contains(body, "innerHTML") {
		t.Fatal("widget.js must render results as text, not markup")
	}
}
