package fsprovider

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"sort"
	"time"

	"github.com/queueproof/queueproof/engine/kpi"
)

// maxRequestBytes bounds a retrieval request body.
const maxRequestBytes = 64 << 10

// Provider serves documents over KPI v1.
type Provider struct {
	docs     []*Document
	verifier *kpi.Verifier
	schemas  *kpi.Schemas
	log      *slog.Logger
	caps     kpi.Capabilities
	res      []kpi.Resource
}

// New returns a provider over docs that accepts requests signed with one of secrets.
func New(docs []*Document, log *slog.Logger, now func() time.Time, secrets ...string) (*Provider, error) {
	v, err := kpi.NewVerifier(now, secrets...)
	if err != nil {
		return nil, err
	}
	schemas, err := kpi.LoadSchemas()
	if err != nil {
		return nil, err
	}
	p := &Provider{docs: docs, verifier: v, schemas: schemas, log: log}
	p.caps.Scores = true
	locales, resources := map[string]bool{}, map[string]bool{}
	for _, d := range docs {
		if d.TranslationGroupID != "" {
			p.caps.TranslationGroups = true
		}
		if d.Locale != "" {
			locales[d.Locale] = true
		}
		if d.Resource != "" {
			resources[d.Resource] = true
		}
	}
	p.caps.Locales = sortedKeys(locales)
	if len(resources) > 0 {
		p.caps.Resources = true
		for _, r := range sortedKeys(resources) {
			p.res = append(p.res, kpi.Resource{ID: r, Name: r})
		}
	}
	return p, nil
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// ServeHTTP routes the three contract endpoints; every request must be signed.
func (p *Provider) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var body []byte
	if r.Body != nil {
		b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxRequestBytes))
		if err != nil {
			writeError(w, http.StatusRequestEntityTooLarge, "request body too large")
			return
		}
		body = b
	}
	if err := p.verifier.Verify(r.Header, body); err != nil {
		status := http.StatusUnauthorized
		if errors.Is(err, kpi.ErrReplay) {
			status = http.StatusConflict
		}
		writeError(w, status, err.Error())
		return
	}
	switch {
	case r.URL.Path == kpi.PathCapabilities && r.Method == http.MethodGet:
		writeJSON(w, kpi.CapabilitiesResponse{ContractVersion: kpi.ContractVersion, Capabilities: p.caps})
	case r.URL.Path == kpi.PathResources && r.Method == http.MethodGet && p.caps.Resources:
		writeJSON(w, kpi.ResourcesResponse{Resources: p.res})
	case r.URL.Path == kpi.PathRetrieve && r.Method == http.MethodPost:
		p.retrieve(w, body)
	case r.URL.Path == kpi.PathRetrieve || r.URL.Path == kpi.PathCapabilities || r.URL.Path == kpi.PathResources:
		writeError(w, http.StatusMethodNotAllowed, "method not allowed")
	default:
		writeError(w, http.StatusNotFound, "not found")
	}
}

func (p *Provider) retrieve(w http.ResponseWriter, body []byte) {
	if err := kpi.Validate(p.schemas.Request, body); err != nil {
		writeError(w, http.StatusBadRequest, "invalid retrieval request: "+err.Error())
		return
	}
	var req kpi.RetrieveRequest
	if err := json.Unmarshal(body, &req); err != nil {
		writeError(w, http.StatusBadRequest, "invalid retrieval request")
		return
	}
	scope := map[string]bool{}
	for _, id := range req.Resources {
		scope[id] = true
	}
	var eligible []*Document
	for _, d := range p.docs {
		if req.Audience == kpi.Public && d.Audience != kpi.Public {
			continue // a public request never sees internal documents
		}
		if len(scope) > 0 && !scope[d.Resource] {
			continue
		}
		eligible = append(eligible, d)
	}
	eligible = preferLocale(eligible, req.Locale)
	results := []kpi.Result{}
	for _, s := range rank(eligible, req.Query) {
		if len(results) == req.Limit {
			break
		}
		score := s.score
		results = append(results, kpi.Result{
			DocumentID: s.doc.ID, Title: s.doc.Title, Snippet: snippet(s.doc.Body, req.Query),
			Audience: s.doc.Audience, Revision: s.doc.Revision, ResourceID: s.doc.Resource,
			URL: s.doc.URL, Locale: s.doc.Locale, Score: &score, TranslationGroupID: s.doc.TranslationGroupID,
		})
	}
	writeJSON(w, kpi.RetrieveResponse{ContractVersion: kpi.ContractVersion, Results: results})
}

// preferLocale keeps, per translation group, the variant in the requested locale when there is
// one; documents without a group are kept as they are.
func preferLocale(docs []*Document, locale string) []*Document {
	if locale == "" {
		return docs
	}
	has := map[string]bool{}
	for _, d := range docs {
		if d.TranslationGroupID != "" && d.Locale == locale {
			has[d.TranslationGroupID] = true
		}
	}
	out := docs[:0:0]
	for _, d := range docs {
		if d.TranslationGroupID != "" && has[d.TranslationGroupID] && d.Locale != locale {
			continue
		}
		out = append(out, d)
	}
	return out
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": msg})
}
