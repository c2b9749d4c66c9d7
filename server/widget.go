package server

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"strings"

	"github.com/rs/cors"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/projection"
)

//go:embed static/widget.js
var widgetJS []byte

const widgetMaxBody = 8 << 10

// widgetRequest is the whole request schema: unknown fields (a provider, an audience, a
// profile) are refused, not ignored.
type widgetRequest struct {
	Query  string `json:"query"`
	Locale string `json:"locale,omitempty"`
}

type widgetResult struct {
	Title   string  `json:"title"`
	Snippet string  `json:"snippet"`
	URL     *string `json:"url"`
}

type widgetResponse struct {
	Results        []widgetResult `json:"results"`
	ReturnedLocale *string        `json:"returnedLocale"`
	LocaleFallback bool           `json:"localeFallback"`
}

// widgetHandler serves POST /widget/v1/knowledge/search behind CORS that admits only origins
// some live widget key allows (a preflight carries no key), with no credentials (cookies).
func (s *Server) widgetHandler() http.Handler {
	c := cors.New(cors.Options{
		AllowOriginVaryRequestFunc: func(r *http.Request, origin string) (bool, []string) {
			return s.engine.WidgetOriginAllowed(r.Context(), origin), nil
		},
		AllowedMethods:   []string{http.MethodPost},
		AllowedHeaders:   []string{"Authorization", "Content-Type"},
		AllowCredentials: false,
		MaxAge:           600,
	})
	return c.Handler(http.HandlerFunc(s.widgetSearch))
}

func (s *Server) widgetSearch(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		writeAPIError(w, http.StatusMethodNotAllowed, errs.Invalid, "use POST")
		return
	}
	key, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok || key == "" {
		w.Header().Set("WWW-Authenticate", `Bearer realm="queueproof-widget"`)
		writeAPIError(w, http.StatusUnauthorized, errs.Unauthenticated, "a widget key is required: Authorization: Bearer <key>")
		return
	}
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		writeAPIError(w, http.StatusUnsupportedMediaType, errs.Invalid, "Content-Type must be application/json")
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, widgetMaxBody))
	if err != nil {
		writeAPIError(w, http.StatusRequestEntityTooLarge, errs.Invalid, "request body is too large")
		return
	}
	var req widgetRequest
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		writeAPIError(w, http.StatusBadRequest, errs.Invalid, "body must be {\"query\": string, \"locale\"?: string} and nothing else")
		return
	}
	v, err := s.engine.WidgetSearch(r.Context(), key, r.Header.Get("Origin"), engine.WidgetQuery{Query: req.Query, Locale: req.Locale})
	if err != nil {
		if errs.Is(err, errs.Unauthenticated) {
			w.Header().Set("WWW-Authenticate", `Bearer realm="queueproof-widget", error="invalid_token"`)
		}
		s.writeAPIFailure(w, r, err, "widget search")
		return
	}
	writeAPIJSON(w, http.StatusOK, toWidgetResponse(v))
}

func toWidgetResponse(v projection.KnowledgeView) widgetResponse {
	out := widgetResponse{Results: make([]widgetResult, 0, len(v.Results)), LocaleFallback: v.LocaleFallback}
	if v.ReturnedLocale != "" {
		out.ReturnedLocale = &v.ReturnedLocale
	}
	for _, r := range v.Results {
		out.Results = append(out.Results, widgetResult{Title: r.Title, Snippet: r.Snippet, URL: r.URL})
	}
	return out
}

// writeAPIError answers a REST route (widget, MCP mirror) with {error: {code, message}}.
func writeAPIError(w http.ResponseWriter, status int, code errs.Code, msg string) {
	writeAPIJSON(w, status, map[string]any{"error": map[string]string{"code": string(code), "message": msg}})
}

func writeAPIJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// widgetScript serves the embeddable script; any site may load it (the key is what matters).
func widgetScript(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	w.Header().Set("Access-Control-Allow-Origin", "*")
	w.Header().Set("Cross-Origin-Resource-Policy", "cross-origin")
	_, _ = w.Write(widgetJS)
}
