package server

import (
	"net/http"

	"github.com/queueproof/queueproof/engine/kpi"
)

// schemaHandler publishes the KPI v1 JSON Schemas at /kpi/v1/schemas/NAME.json.
func schemaHandler() http.Handler {
	files := http.StripPrefix("/kpi/v1/schemas/", http.FileServerFS(kpi.SchemaFS()))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "public, max-age=3600")
		w.Header().Set("Access-Control-Allow-Origin", "*") // public contract documents
		if r.URL.Path == "/kpi/v1/schemas/" {
			w.Header().Set("Content-Type", "application/json")
			_, _ = w.Write([]byte(`{"schemas":["retrieve-request.json","retrieve-response.json","capabilities.json","resources.json"]}` + "\n"))
			return
		}
		files.ServeHTTP(w, r)
	})
}
