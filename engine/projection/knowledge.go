// Package projection turns engine results into what one audience may see. Each function is
// named for its audience (Public, Customer, Agent/Private), so a reviewer sees which one a path
// uses; redaction is the default and exposure the exception.
package projection

import (
	"fmt"
	"net"
	"net/url"
	"strings"

	"github.com/queueproof/queueproof/engine/provider"
)

// KnowledgeResult is one consumer-search result as a caller sees it. Provenance fields are nil
// in the customer projection.
type KnowledgeResult struct {
	Title, Snippet string
	URL            *string
	Provider       *string
	DocumentID     *string
	ChunkID        *string
	Revision       *string
	ResourceID     *string
	Locale         *string
	Score          *float64
	Freshness      *string
	ReviewDueAt    *string
}

// KnowledgeView is a consumer search's envelope.
type KnowledgeView struct {
	Results            []KnowledgeResult
	ReturnedLocale     string
	LocaleFallback     bool
	MissingInformation []string
}

// KnowledgeCustomer is the customer projection (KPI section 6): title, snippet, a URL only when
// it is a plain public https URL, and the locale envelope. No ids, revisions, scores, counts,
// provider names, translation keys or freshness, and no names of failing providers.
func KnowledgeCustomer(r provider.SearchResult) KnowledgeView {
	v := KnowledgeView{ReturnedLocale: r.ReturnedLocale, LocaleFallback: r.LocaleFallback, Results: []KnowledgeResult{}, MissingInformation: []string{}}
	for _, h := range r.Hits {
		v.Results = append(v.Results, KnowledgeResult{Title: h.Title, Snippet: h.Snippet, URL: PublicURL(h.URL)})
	}
	return v
}

// KnowledgeAgent is the agent projection: the customer fields plus provenance, and the
// providers that failed named under missing information.
func KnowledgeAgent(r provider.SearchResult) KnowledgeView {
	v := KnowledgeView{ReturnedLocale: r.ReturnedLocale, LocaleFallback: r.LocaleFallback, Results: []KnowledgeResult{}, MissingInformation: []string{}}
	for _, h := range r.Hits {
		v.Results = append(v.Results, KnowledgeResult{
			Title: h.Title, Snippet: h.Snippet, URL: opt(h.URL),
			Provider: opt(h.ProviderName), DocumentID: opt(h.DocumentID), ChunkID: opt(h.ChunkID),
			Revision: opt(h.Revision), ResourceID: opt(h.ResourceID), Locale: opt(h.Locale),
			Score: h.Score, Freshness: opt(h.Freshness), ReviewDueAt: opt(h.ReviewDueAt),
		})
	}
	for _, f := range r.Failures {
		v.MissingInformation = append(v.MissingInformation, fmt.Sprintf("Knowledge provider %q did not answer: %s.", f.ProviderName, f.Reason))
	}
	return v
}

func opt(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// PublicURL returns raw when it is a plain public https URL: https, a DNS host name (not an IP
// literal, not localhost), no credentials, no query (signed links carry tokens there); nil
// otherwise.
func PublicURL(raw string) *string {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.User != nil || u.RawQuery != "" || u.Opaque != "" {
		return nil
	}
	host := u.Hostname()
	if host == "" || net.ParseIP(host) != nil || !strings.Contains(host, ".") ||
		strings.EqualFold(host, "localhost") || strings.HasSuffix(strings.ToLower(host), ".localhost") ||
		strings.HasSuffix(strings.ToLower(host), ".internal") || strings.HasSuffix(strings.ToLower(host), ".local") {
		return nil
	}
	return &raw
}

// KnowledgePublic is the public demo actor's view: the customer projection without URLs (even
// an https permalink may be private or signed).
func KnowledgePublic(r provider.SearchResult) KnowledgeView {
	v := KnowledgeCustomer(r)
	for i := range v.Results {
		v.Results[i].URL = nil
	}
	return v
}
