package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/server"
)

const importMutation = `mutation($in: ImportDocumentsInput!) { importDocuments(input: $in) {
	id status reason sourceId format documentsSeen documentsAdded chunksWritten proofTest { result } } }`

// upload posts a GraphQL multipart request (the spec's operations + map + file parts).
func (f *fixture) upload(t *testing.T, format, sourceName, path string, header map[string]string) (int, gqlResponse) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	ops, _ := json.Marshal(map[string]any{"query": importMutation, "variables": map[string]any{
		"in": map[string]any{"sourceName": sourceName, "format": format, "file": nil}}})
	_ = mw.WriteField("operations", string(ops))
	_ = mw.WriteField("map", `{"0": ["variables.in.file"]}`)
	fw, _ := mw.CreateFormFile("0", path[strings.LastIndex(path, "/")+1:])
	_, _ = fw.Write(data)
	_ = mw.Close()
	req, _ := http.NewRequestWithContext(context.Background(), http.MethodPost, f.URL+"/graphql", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	for k, v := range header {
		req.Header.Set(k, v)
	}
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

type importedJob struct {
	ImportDocuments struct {
		ID, Status, SourceID, Format string
		Reason                       *string
		DocumentsSeen, ChunksWritten int
		ProofTest                    *struct{ Result string }
	}
}

func TestImportDocumentsUpload(t *testing.T) {
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	preflight := map[string]string{"GraphQL-Require-Preflight": "1"}

	status, r := f.upload(t, "SLACK", "Team chat", "../engine/ingest/testdata/slack/export.zip", preflight)
	var j importedJob
	if err := json.Unmarshal(r.Data, &j); err != nil || len(r.Errors) > 0 || status != 200 {
		t.Fatalf("upload: %d %s %+v", status, r.Data, r.Errors)
	}
	job := j.ImportDocuments
	if job.Status != "INDEXED" || job.Format != "SLACK" || job.DocumentsSeen != 3 || job.ProofTest == nil || job.ProofTest.Result != "PASSED" {
		t.Fatalf("job = %+v", job)
	}
	_, r = f.graphql(t, `query($s: [ID!]) { search(input: { query: "retry fix Thursday", sourceIds: $s }) { hits { document { externalId } } } }`,
		map[string]any{"s": []string{job.SourceID}})
	if !strings.Contains(string(r.Data), "eng-checkout/1741000000.000100") {
		t.Fatalf("search after upload = %s %+v", r.Data, r.Errors)
	}
	_, r = f.graphql(t, `query($id: ID!) { ingestionJob(id: $id) { status documentsSeen proofTest { result } } }`, map[string]any{"id": job.ID})
	if !strings.Contains(string(r.Data), `"status":"INDEXED"`) || !strings.Contains(string(r.Data), `"result":"PASSED"`) {
		t.Fatalf("ingestionJob = %s %+v", r.Data, r.Errors)
	}

	// The other CSRF header works too; a bad file gives a FAILED job naming file and line.
	_, r = f.upload(t, "JSONL", "Broken", "../engine/ingest/testdata/broken/malformed.jsonl", map[string]string{"X-QueueProof-CSRF": "1"})
	if err := json.Unmarshal(r.Data, &j); err != nil || len(r.Errors) > 0 {
		t.Fatalf("broken upload: %s %+v", r.Data, r.Errors)
	}
	if j.ImportDocuments.Status != "FAILED" || j.ImportDocuments.Reason == nil || !strings.Contains(*j.ImportDocuments.Reason, "malformed.jsonl:2") {
		t.Fatalf("broken upload job = %+v", j.ImportDocuments)
	}
	// A zip-slip archive fails the same way.
	_, r = f.upload(t, "SLACK", "Evil", "../engine/ingest/testdata/broken/zipslip.zip", preflight)
	if err := json.Unmarshal(r.Data, &j); err != nil || j.ImportDocuments.Status != "FAILED" || !strings.Contains(*j.ImportDocuments.Reason, "unsafe path") {
		t.Fatalf("zip-slip upload = %s %+v", r.Data, r.Errors)
	}

	// Without a preflight-forcing header the request is refused before anything runs.
	status, r = f.upload(t, "SLACK", "Team chat 2", "../engine/ingest/testdata/slack/export.zip", nil)
	if status != http.StatusBadRequest || code(r) != "BAD_USER_INPUT" {
		t.Fatalf("upload without CSRF header = %d %+v, want 400 BAD_USER_INPUT", status, r.Errors)
	}
}

func TestImportDocumentsNeedsASignedActor(t *testing.T) {
	f := newFixture(t, engine.Options{}, server.Options{})
	_, r := f.upload(t, "MARKDOWN", "Docs", "../engine/ingest/testdata/markdown/launch-plan.md", map[string]string{"GraphQL-Require-Preflight": "1"})
	if code(r) != "UNAUTHENTICATED" {
		t.Fatalf("anonymous upload: %s %+v, want UNAUTHENTICATED", r.Data, r.Errors)
	}
}
