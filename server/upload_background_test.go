package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/server"
)

// uploadBackground posts importDocuments with background: true through the real handler.
func (f *fixture) uploadBackground(t *testing.T, format, sourceName, fileName string, data []byte) (int, gqlResponse) {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	ops, _ := json.Marshal(map[string]any{"query": `mutation($in: ImportDocumentsInput!) { importDocuments(input: $in) { id status } }`,
		"variables": map[string]any{"in": map[string]any{"sourceName": sourceName, "format": format, "file": nil, "background": true}}})
	_ = mw.WriteField("operations", string(ops))
	_ = mw.WriteField("map", `{"0": ["variables.in.file"]}`)
	fw, _ := mw.CreateFormFile("0", fileName)
	_, _ = fw.Write(data)
	_ = mw.Close()
	req, _ := http.NewRequestWithContext(context.Background(), http.MethodPost, f.URL+"/graphql", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("GraphQL-Require-Preflight", "1")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var out gqlResponse
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("response %q is not JSON: %v", raw, err)
	}
	return resp.StatusCode, out
}

type polledJob struct {
	IngestionJob struct {
		ID, Status, SourceName string
		SourceID, Reason       *string
		DocumentsSeen          int
		DocumentsDone          int
		DocumentsAdded         int
		DocumentsSkipped       int
		Skipped                []struct {
			File string
			Line int
		}
		ProofTest *struct{ Result string }
	}
}

func (f *fixture) pollJob(t *testing.T, id string) polledJob {
	t.Helper()
	for range 600 {
		_, r := f.graphql(t, `query($id: ID!) { ingestionJob(id: $id) { id status sourceName sourceId reason documentsSeen documentsDone
			documentsAdded documentsSkipped skipped { file line } proofTest { result } } }`, map[string]any{"id": id})
		var j polledJob
		if err := json.Unmarshal(r.Data, &j); err != nil || len(r.Errors) > 0 {
			t.Fatalf("ingestionJob: %s %+v", r.Data, r.Errors)
		}
		if s := j.IngestionJob.Status; s == "INDEXED" || s == "FAILED" {
			return j
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("job %s never finished", id)
	return polledJob{}
}

// The browser's import: importDocuments with background: true answers with the QUEUED job, the
// import runs after the response, and ingestionJob reports its counts, skipped records with their
// lines, and canary; a malformed file fails its job with its line and creates no source.
func TestImportDocumentsInTheBackground(t *testing.T) {
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	records := []byte("{\"id\":\"1\",\"title\":\"Boundary layers\",\"body\":\"Flow over a flat plate at Mach 2.\"}\n{\"id\":\"2\",\"title\":\"\",\"body\":\"\"}\n{\"id\":\"3\",\"title\":\"Heat transfer\",\"body\":\"Heating near the leading edge.\"}\n")
	status, r := f.uploadBackground(t, "JSONL", "Cranfield", "cran.jsonl", records)
	var started struct{ ImportDocuments struct{ ID, Status string } }
	if err := json.Unmarshal(r.Data, &started); err != nil || len(r.Errors) > 0 || status != 200 {
		t.Fatalf("upload: %d %s %+v", status, r.Data, r.Errors)
	}
	if started.ImportDocuments.Status != "QUEUED" {
		t.Fatalf("status = %s, want QUEUED at once", started.ImportDocuments.Status)
	}
	j := f.pollJob(t, started.ImportDocuments.ID).IngestionJob
	if j.Status != "INDEXED" || j.DocumentsAdded != 2 || j.DocumentsDone != 2 || j.DocumentsSkipped != 1 ||
		len(j.Skipped) != 1 || j.Skipped[0].File != "cran.jsonl" || j.Skipped[0].Line != 2 || j.ProofTest == nil || j.ProofTest.Result != "PASSED" {
		t.Fatalf("job = %+v", j)
	}
	_, r = f.graphql(t, `query($s: ID!) { ingestionJobs(sourceId: $s) { edges { node { id } } } sourceHistory(sourceId: $s) { state } }`,
		map[string]any{"s": *j.SourceID})
	if len(r.Errors) > 0 || !bytes.Contains(r.Data, []byte(started.ImportDocuments.ID)) || !bytes.Contains(r.Data, []byte("DATA_VERIFIED")) {
		t.Fatalf("source's jobs and history = %s %+v", r.Data, r.Errors)
	}

	_, r = f.uploadBackground(t, "JSONL", "Broken", "broken.jsonl", []byte("{\"id\":\"1\",\"title\":\"ok\"}\n{not json\n"))
	if err := json.Unmarshal(r.Data, &started); err != nil || len(r.Errors) > 0 {
		t.Fatalf("upload broken: %s %+v", r.Data, r.Errors)
	}
	bad := f.pollJob(t, started.ImportDocuments.ID).IngestionJob
	if bad.Status != "FAILED" || bad.Reason == nil || !bytes.Contains([]byte(*bad.Reason), []byte("broken.jsonl:2")) || bad.SourceID != nil {
		t.Fatalf("broken job = %+v, want FAILED naming broken.jsonl:2 and no source", bad)
	}
}
