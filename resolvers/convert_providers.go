package resolvers

import (
	"strings"

	"github.com/queueproof/queueproof/engine/mcptoken"
	"github.com/queueproof/queueproof/engine/projection"
	"github.com/queueproof/queueproof/engine/provider"
	"github.com/queueproof/queueproof/engine/source"
	"github.com/queueproof/queueproof/engine/widget"
	"github.com/queueproof/queueproof/graph/model"
)

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

func toKnowledgeProvider(r provider.Registration) *model.KnowledgeProvider {
	caps := r.Capabilities()
	locales := caps.Locales
	if locales == nil {
		locales = []string{}
	}
	kp := &model.KnowledgeProvider{
		ID:   r.ID,
		Name: r.Name,
		Source: toSource(source.Source{
			ID: r.ID, WorkspaceID: r.WorkspaceID, Kind: source.KnowledgeProvider, Name: r.Name,
			State: source.State(r.State), StateReason: r.StateReason, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt,
		}),
		BaseURL:             r.BaseURL,
		ExposureProfile:     model.ExposureProfile(strings.ToUpper(string(r.Exposure))),
		Priority:            r.Priority,
		Module:              optional(r.Module),
		AllowPrivateNetwork: r.AllowPrivateNetwork,
		SendConversationID:  r.SendConversationID,
		Status:              model.ProviderStatus(strings.ToUpper(r.Status)),
		Capabilities: &model.ProviderCapabilities{
			Chunks: caps.Chunks, Scores: caps.Scores, TranslationGroups: caps.TranslationGroups,
			Resources: caps.Resources, Locales: locales,
		},
		SelectedResources:   append([]string{}, r.Resources()...),
		ConsecutiveFailures: r.ConsecutiveFailures,
		TotalFailures:       r.TotalFailures,
		ContractViolations:  r.ContractViolations,
		CreatedAt:           parseTime(r.CreatedAt),
	}
	if r.SecretRotatedAt != "" {
		t := parseTime(r.SecretRotatedAt)
		kp.SecretRotatedAt = &t
	}
	return kp
}

func toKnowledgeSearchResult(v projection.KnowledgeView) *model.KnowledgeSearchResult {
	out := &model.KnowledgeSearchResult{
		Results:            make([]model.KnowledgeResult, 0, len(v.Results)),
		ReturnedLocale:     optional(v.ReturnedLocale),
		LocaleFallback:     v.LocaleFallback,
		MissingInformation: v.MissingInformation,
	}
	for _, r := range v.Results {
		out.Results = append(out.Results, model.KnowledgeResult{
			Title: r.Title, Snippet: r.Snippet, URL: r.URL, Provider: r.Provider, DocumentID: r.DocumentID,
			ChunkID: r.ChunkID, Revision: r.Revision, ResourceID: r.ResourceID, Locale: r.Locale,
			Score: r.Score, Freshness: r.Freshness, ReviewDueAt: r.ReviewDueAt,
		})
	}
	return out
}

func toWidgetKey(k widget.Key) *model.WidgetKey {
	out := &model.WidgetKey{ID: k.ID, AllowedOrigins: append([]string{}, k.AllowedOrigins...), CreatedAt: parseTime(k.CreatedAt)}
	if k.RevokedAt != "" {
		t := parseTime(k.RevokedAt)
		out.RevokedAt = &t
	}
	return out
}

func toMcpToken(t mcptoken.Token) *model.McpToken {
	out := &model.McpToken{ID: t.ID, Name: t.Name, Egress: model.McpEgress(strings.ToUpper(t.Egress)), CreatedAt: parseTime(t.CreatedAt), Scopes: []model.McpScope{}}
	for _, s := range t.Scopes() {
		out.Scopes = append(out.Scopes, model.McpScope(strings.ToUpper(s)))
	}
	if t.ExpiresAt != "" {
		e := parseTime(t.ExpiresAt)
		out.ExpiresAt = &e
	}
	if t.RevokedAt != "" {
		rv := parseTime(t.RevokedAt)
		out.RevokedAt = &rv
	}
	return out
}
