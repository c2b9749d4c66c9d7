package projection_test

import (
	"testing"

	"github.com/queueproof/queueproof/engine/kpi"
	"github.com/queueproof/queueproof/engine/projection"
	"github.com/queueproof/queueproof/engine/provider"
)

func TestPublicURL(t *testing.T) {
	for raw, want := range map[string]bool{
		"https://help.example.com/refunds":             true,
		"http://help.example.com/refunds":              false,
		"https://help.example.com/doc?token=abc":       false,
		"https://user:pw@help.example.com/":            false,
		"https://10.0.0.1/wiki":                        false,
		"https://[::1]/x":                              false,
		"https://localhost/x":                          false,
		"https://wiki.corp.internal/x":                 false,
		"javascript:alert(1)":                          false,
		"https://help.example.com/refunds#section-two": true,
	} {
		if got := projection.PublicURL(raw) != nil; got != want {
			t.Errorf("PublicURL(%q) kept = %v, want %v", raw, got, want)
		}
	}
}

func TestKnowledgeCustomerStripsProvenance(t *testing.T) {
	score := 3.5
	r := provider.SearchResult{
		Hits: []provider.Hit{{ProviderID: "kp_1", ProviderName: "Help", Result: kpi.Result{
			DocumentID: "doc-1", Title: "T", Snippet: "S", Audience: "public", Revision: "r1",
			ChunkID: "c1", URL: "https://help.example.com/t", Score: &score, TranslationGroupID: "g",
			Freshness: "2026-01-01", ReviewDueAt: "2027-01-01", ResourceID: "billing", Locale: "en",
		}}},
		Failures:       []provider.Failure{{ProviderID: "kp_2", ProviderName: "Wiki", Reason: "deadline exceeded"}},
		ReturnedLocale: "en",
	}
	c := projection.KnowledgeCustomer(r)
	got := c.Results[0]
	if got.Provider != nil || got.DocumentID != nil || got.ChunkID != nil || got.Revision != nil || got.Score != nil ||
		got.Freshness != nil || got.ReviewDueAt != nil || got.ResourceID != nil || got.Locale != nil || len(c.MissingInformation) != 0 {
		t.Fatalf("customer projection kept provenance: %+v %v", got, c.MissingInformation)
	}
	if got.URL == nil || got.Title != "T" || got.Snippet != "S" || c.ReturnedLocale != "en" {
		t.Fatalf("customer projection lost what it may show: %+v", got)
	}
	a := projection.KnowledgeAgent(r)
	if a.Results[0].DocumentID == nil || a.Results[0].Provider == nil || len(a.MissingInformation) != 1 {
		t.Fatalf("agent projection = %+v", a)
	}
}
