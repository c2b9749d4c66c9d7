// Package kpi is the Knowledge Provider Interface v1: the wire contract by which any knowledge
// base serves as a source, the request signing both sides use, and the JSON Schemas that
// describe it. It has no storage and no HTTP server of its own; the consumer (engine/provider),
// the first-party provider (kpi/fsprovider) and the conformance suite (kpi/conformance) build
// on it.
package kpi

// ContractVersion is the version every request and response carries.
const ContractVersion = 1

// Audiences. Anything else, or nothing, is treated as Internal (fail closed).
const (
	Public   = "public"
	Internal = "internal"
)

// Paths of the provider endpoints, relative to a provider's base URL.
const (
	PathRetrieve     = "/v1/retrieve"
	PathCapabilities = "/v1/capabilities"
	PathResources    = "/v1/resources"
)

// RetrieveRequest is the body of POST {base}/v1/retrieve.
type RetrieveRequest struct {
	ContractVersion int             `json:"contractVersion"`
	Query           string          `json:"query"`
	Audience        string          `json:"audience"`
	Locale          string          `json:"locale,omitempty"`
	Limit           int             `json:"limit"`
	Resources       []string        `json:"resources,omitempty"`
	Context         *RequestContext `json:"context,omitempty"`
}

// RequestContext is optional context; conversationId only when the registration enables it.
type RequestContext struct {
	ConversationID string `json:"conversationId,omitempty"`
}

// RetrieveResponse is the body a provider answers a retrieval with.
type RetrieveResponse struct {
	ContractVersion int      `json:"contractVersion"`
	Results         []Result `json:"results"`
}

// Result is one retrieved document or chunk. DocumentID, Title, Snippet and Audience are
// required; the rest is optional.
type Result struct {
	DocumentID         string   `json:"documentId"`
	Title              string   `json:"title"`
	Snippet            string   `json:"snippet"`
	Audience           string   `json:"audience"`
	Revision           string   `json:"revision,omitempty"`
	ChunkID            string   `json:"chunkId,omitempty"`
	ResourceID         string   `json:"resourceId,omitempty"`
	URL                string   `json:"url,omitempty"`
	Locale             string   `json:"locale,omitempty"`
	Score              *float64 `json:"score,omitempty"`
	Freshness          string   `json:"freshness,omitempty"`
	ReviewDueAt        string   `json:"reviewDueAt,omitempty"`
	TranslationGroupID string   `json:"translationGroupId,omitempty"`
}

// CapabilitiesResponse is the body of GET {base}/v1/capabilities.
type CapabilitiesResponse struct {
	ContractVersion int          `json:"contractVersion"`
	Capabilities    Capabilities `json:"capabilities"`
}

// Capabilities are what a provider declares beyond the minimum (one endpoint, whole
// documents, no scores).
type Capabilities struct {
	Chunks            bool     `json:"chunks"`
	Scores            bool     `json:"scores"`
	TranslationGroups bool     `json:"translationGroups"`
	Resources         bool     `json:"resources"`
	Locales           []string `json:"locales"`
}

// ResourcesResponse is the body of GET {base}/v1/resources, for providers declaring resources.
type ResourcesResponse struct {
	Resources []Resource `json:"resources"`
}

// Resource is one scope a provider offers.
type Resource struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// Limits a consumer applies by default.
const (
	DefaultMaxResponseBytes = 1 << 20
	DefaultLimit            = 10
	MaxLimit                = 50
)
