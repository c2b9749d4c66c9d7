package fsprovider_test

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
	"time"

	"github.com/queueproof/queueproof/engine/kpi"
	"github.com/queueproof/queueproof/engine/kpi/conformance"
	"github.com/queueproof/queueproof/engine/kpi/fsprovider"
)

func serve(t *testing.T) (url, secret string) {
	t.Helper()
	docs, err := fsprovider.Load(os.DirFS("testdata/kb"))
	if err != nil {
		t.Fatal(err)
	}
	secret, _ = kpi.NewSecret()
	p, err := fsprovider.New(docs, slog.New(slog.NewTextHandler(io.Discard, nil)), nil, secret)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(p)
	t.Cleanup(ts.Close)
	return ts.URL, secret
}

func retrieve(t *testing.T, url, secret string, req kpi.RetrieveRequest) kpi.RetrieveResponse {
	t.Helper()
	req.ContractVersion = 1
	if req.Limit == 0 {
		req.Limit = 10
	}
	body, _ := json.Marshal(req)
	hreq, _ := http.NewRequest(http.MethodPost, url+kpi.PathRetrieve, bytes.NewReader(body))
	if err := kpi.SignRequest(hreq, "msg_"+time.Now().Format("150405.000000000"), time.Now(), body, secret); err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(hreq)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("retrieve = %d %s", resp.StatusCode, b)
	}
	var out kpi.RetrieveResponse
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		t.Fatal(err)
	}
	return out
}

// The first-party provider passes the conformance suite unchanged.
func TestFirstPartyProviderConforms(t *testing.T) {
	url, secret := serve(t)
	results, err := conformance.Run(context.Background(), conformance.Options{BaseURL: url, Secret: secret, Query: "refund password"})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range results {
		t.Logf("%-4s %s  %s", r.Outcome, r.Check, r.Detail)
		if r.Outcome != conformance.Pass {
			t.Errorf("check %q: %s (%s)", r.Check, r.Outcome, r.Detail)
		}
	}
	if len(results) < 15 {
		t.Errorf("only %d checks ran", len(results))
	}
}

// The suite is not a rubber stamp: a provider that ignores audience, signatures and replays
// fails it.
func TestConformanceCatchesABrokenProvider(t *testing.T) {
	leaky := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if r.URL.Path == kpi.PathCapabilities {
			_, _ = io.WriteString(w, `{"contractVersion":1,"capabilities":{"chunks":false,"scores":false,"translationGroups":false,"resources":false,"locales":[]}}`)
			return
		}
		_, _ = io.WriteString(w, `{"contractVersion":1,"results":[{"documentId":"x","title":"Secret","snippet":"<b>internal</b>","audience":"internal","score":1}]}`)
	}))
	defer leaky.Close()
	secret, _ := kpi.NewSecret()
	results, err := conformance.Run(context.Background(), conformance.Options{BaseURL: leaky.URL, Secret: secret})
	if err != nil {
		t.Fatal(err)
	}
	failed := map[string]bool{}
	for _, r := range results {
		if r.Outcome == conformance.Fail {
			failed[r.Check] = true
		}
	}
	for _, want := range []string{
		"signature: unsigned request is rejected",
		"replay: a webhook-id seen before is rejected",
		"audience: a public request returns only public results",
		"results: snippets are plain text",
		"capabilities: results use only declared capabilities",
		"errors: malformed JSON body is a 4xx, not a crash",
	} {
		if !failed[want] {
			t.Errorf("broken provider passed %q", want)
		}
	}
	if conformance.Conforms(results) {
		t.Error("broken provider conforms")
	}
}

func TestRetrievalRules(t *testing.T) {
	url, secret := serve(t)
	pub := retrieve(t, url, secret, kpi.RetrieveRequest{Query: "refund password", Audience: kpi.Public})
	if len(pub.Results) == 0 {
		t.Fatal("no public results")
	}
	for _, r := range pub.Results {
		if r.Audience != kpi.Public || strings.Contains(r.Title, "internal") || strings.Contains(r.DocumentID, "unlabelled") {
			t.Errorf("public request got %+v", r)
		}
		if strings.ContainsAny(r.Snippet, "<>*[") {
			t.Errorf("snippet %q is not plain text", r.Snippet)
		}
	}
	internal := retrieve(t, url, secret, kpi.RetrieveRequest{Query: "refund fraud", Audience: kpi.Internal})
	if len(internal.Results) == 0 || internal.Results[0].DocumentID != "billing/refund-fraud-playbook.md" {
		t.Errorf("internal request top result = %+v, want the playbook", internal.Results)
	}
	admin := retrieve(t, url, secret, kpi.RetrieveRequest{Query: "admin password rotation", Audience: kpi.Internal})
	if len(admin.Results) == 0 || admin.Results[0].Audience != kpi.Internal {
		t.Errorf("a file with no audience must be served as internal, got %+v", admin.Results)
	}
	scoped := retrieve(t, url, secret, kpi.RetrieveRequest{Query: "refund password", Audience: kpi.Public, Resources: []string{"security"}})
	for _, r := range scoped.Results {
		if r.ResourceID != "security" {
			t.Errorf("scoped to security, got %+v", r)
		}
	}
	de := retrieve(t, url, secret, kpi.RetrieveRequest{Query: "refunds", Audience: kpi.Public, Locale: "de"})
	for _, r := range de.Results {
		if r.TranslationGroupID == "refunds" && r.Locale != "de" {
			t.Errorf("locale de: got the %s variant of the refunds group", r.Locale)
		}
	}
	limited := retrieve(t, url, secret, kpi.RetrieveRequest{Query: "refund password", Audience: kpi.Internal, Limit: 1})
	if len(limited.Results) != 1 {
		t.Errorf("limit 1 returned %d results", len(limited.Results))
	}
}

func TestLoadRejectsBadFiles(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(dir+"/bad.md", []byte("---\ntitle: never closed\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := fsprovider.Load(os.DirFS(dir)); err == nil || !strings.Contains(err.Error(), "bad.md") {
		t.Errorf("Load(unclosed front matter) = %v, want an error naming the file", err)
	}
	if err := os.WriteFile(dir+"/bad.md", []byte{0xff, 0xfe, 'x'}, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := fsprovider.Load(os.DirFS(dir)); err == nil || !strings.Contains(err.Error(), "UTF-8") {
		t.Errorf("Load(invalid UTF-8) = %v, want an error", err)
	}
}
