package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/provision"
	"github.com/queueproof/queueproof/server"
)

// part is one multipart form part, written by write (which may stream a large body).
type part struct {
	name, filename string
	write          func(io.Writer) error
}

func formField(name, value string) part {
	return part{name: name, write: func(w io.Writer) error { _, err := io.WriteString(w, value); return err }}
}

func file(name, filename, content string) part {
	p := formField(name, content)
	p.filename = filename
	return p
}

// padded is an operations field of query with an unused string variable of n bytes, written
// in pieces so the test never holds it whole.
func padded(query string, n int) part {
	return part{name: "operations", write: func(w io.Writer) error {
		q, _ := json.Marshal(query)
		if _, err := fmt.Fprintf(w, `{"query":%s,"variables":{"pad":"`, q); err != nil {
			return err
		}
		chunk := strings.Repeat("x", 64<<10)
		for left := n; left > 0; left -= len(chunk) {
			if _, err := io.WriteString(w, chunk[:min(left, len(chunk))]); err != nil {
				return err
			}
		}
		_, err := io.WriteString(w, `"}}`)
		return err
	}}
}

func operations(query string, vars map[string]any) part {
	b, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	return formField("operations", string(b))
}

func writeParts(w io.Writer, boundary string, parts []part) error {
	mw := multipart.NewWriter(w)
	if err := mw.SetBoundary(boundary); err != nil {
		return err
	}
	for _, p := range parts {
		h := textproto.MIMEHeader{}
		if p.filename != "" {
			h.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q; filename=%q`, p.name, p.filename))
			h.Set("Content-Type", "application/octet-stream")
		} else {
			h.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q`, p.name))
		}
		pw, err := mw.CreatePart(h)
		if err != nil {
			return err
		}
		if err := p.write(pw); err != nil {
			return err
		}
	}
	return mw.Close()
}

type countWriter struct{ n int64 }

func (c *countWriter) Write(p []byte) (int, error) { c.n += int64(len(p)); return len(p), nil }

type countReader struct {
	r io.Reader
	n atomic.Int64
}

func (c *countReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n.Add(int64(n))
	return n, err
}

// multipartRequest is a GraphQL multipart request as an attacker would send it.
type multipartRequest struct {
	parts   []part
	chunked bool // no Content-Length
	header  map[string]string
}

// sendMultipart streams req's body to url's /graphql and returns the status, the decoded
// response and how many body bytes the client handed to the connection.
func sendMultipart(t *testing.T, url string, req multipartRequest) (int, gqlResponse, int64) {
	t.Helper()
	const boundary = "queueproof-test-boundary"
	var size countWriter
	if !req.chunked {
		if err := writeParts(&size, boundary, req.parts); err != nil {
			t.Fatal(err)
		}
	}
	pr, pw := io.Pipe()
	go func() { pw.CloseWithError(writeParts(pw, boundary, req.parts)) }()
	body := &countReader{r: pr}
	hr, _ := http.NewRequestWithContext(context.Background(), http.MethodPost, url+"/graphql", body)
	hr.ContentLength = size.n
	if req.chunked {
		hr.ContentLength = -1
	}
	hr.Header.Set("Content-Type", "multipart/form-data; boundary="+boundary)
	hr.Header.Set("GraphQL-Require-Preflight", "1")
	for k, v := range req.header {
		hr.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(hr)
	pr.CloseWithError(io.ErrClosedPipe) // stop the writer when the server did not read it all
	if err != nil {
		t.Fatalf("multipart POST: %v (client sent %d bytes)", err, body.n.Load())
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var out gqlResponse
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("response %d %.300q is not JSON: %v", resp.StatusCode, raw, err)
	}
	return resp.StatusCode, out, body.n.Load()
}

const (
	viewerQuery  = `{ viewer { actorKind } }`
	bigField     = 60 << 20 // the attack's operations field
	readAtMost   = 16 << 20 // what a refused request may have pulled from the client (socket buffers included)
	smallPadding = 2 << 20  // just over the 1 MiB JSON limit
)

// TestMultipartIsOnlyForImportsByPrivateActors is issue #16 item 2: multipart requests to
// /graphql were parsed for anyone and any operation, with no limit on the operations field. Each
// variant is refused with its status and extensions.code before the body is read through.
func TestMultipartIsOnlyForImportsByPrivateActors(t *testing.T) {
	owner := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	prod := newFixture(t, engine.Options{Production: true}, server.Options{Production: true})
	ctx := context.Background()
	ws, err := owner.engine.EnsureWorkspace(ctx, engine.LocalSubject, "Local workspace")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := provision.Public(ctx, owner.db, ws.ID, time.Now()); err != nil {
		t.Fatal(err)
	}
	public := serveOnDB(t, owner, engine.Options{PublicWorkspaceID: ws.ID})

	importVars := map[string]any{"in": map[string]any{"sourceName": "Docs", "format": "MARKDOWN", "file": nil}}
	mapField := formField("map", `{"0": ["variables.in.file"]}`)
	doc := file("0", "notes.md", "# Notes\n\nENG-1 ships Friday.\n")
	widgetKey := `mutation { createWidgetKey(input: { allowedOrigins: ["https://shop.example.com"] }) { key } }`
	rows := func() int {
		var n int
		if err := owner.db.R.GetContext(ctx, &n, `SELECT (SELECT COUNT(*) FROM widget_keys) + (SELECT COUNT(*) FROM ingest_jobs)`); err != nil {
			t.Fatal(err)
		}
		return n
	}

	for _, tc := range []struct {
		name   string
		f      *fixture
		req    multipartRequest
		status int
		code   string
		msg    string
	}{
		{"anonymous in production, 60 MiB operations for viewer", prod,
			multipartRequest{parts: []part{padded(viewerQuery, bigField), formField("map", "{}")}}, 401, "UNAUTHENTICATED", ""},
		{"anonymous in production, 60 MiB chunked operations for viewer", prod,
			multipartRequest{parts: []part{padded(viewerQuery, bigField), formField("map", "{}")}, chunked: true}, 401, "UNAUTHENTICATED", ""},
		{"public actor, 60 MiB operations for viewer", public,
			multipartRequest{parts: []part{padded(viewerQuery, bigField), formField("map", "{}")}}, 403, "FORBIDDEN", ""},
		{"public actor, importDocuments with a file", public,
			multipartRequest{parts: []part{operations(importMutation, importVars), mapField, doc}}, 403, "FORBIDDEN", ""},
		{"owner, 60 MiB operations for importDocuments", owner,
			multipartRequest{parts: []part{padded(importMutation, bigField), mapField, doc}}, 413, "BAD_USER_INPUT", "larger than"},
		{"owner, 60 MiB chunked operations for importDocuments", owner,
			multipartRequest{parts: []part{padded(importMutation, bigField), mapField, doc}, chunked: true}, 413, "BAD_USER_INPUT", "larger than"},
		{"owner, 2 MiB operations", owner,
			multipartRequest{parts: []part{padded(importMutation, smallPadding), mapField, doc}}, 413, "BAD_USER_INPUT", "larger than"},
		{"owner, 2 MiB map", owner,
			multipartRequest{parts: []part{operations(importMutation, importVars),
				formField("map", `{"0": ["variables.in.file"], "pad": "`+strings.Repeat("x", smallPadding)+`"}`), doc}}, 413, "BAD_USER_INPUT", "larger than"},
		{"owner, viewer query", owner,
			multipartRequest{parts: []part{operations(viewerQuery, nil), formField("map", "{}")}}, 400, "BAD_USER_INPUT", "importDocuments"},
		{"owner, createWidgetKey", owner,
			multipartRequest{parts: []part{operations(widgetKey, nil), formField("map", "{}")}}, 400, "BAD_USER_INPUT", "importDocuments"},
		{"owner, importDocuments beside createWidgetKey", owner,
			multipartRequest{parts: []part{operations(strings.Replace(importMutation, "importDocuments(input: $in)",
				`w: createWidgetKey(input: { allowedOrigins: ["https://a.example"] }) { key } importDocuments(input: $in)`, 1), importVars), mapField, doc}},
			400, "BAD_USER_INPUT", "importDocuments"},
		{"owner, createWidgetKey through a fragment", owner,
			multipartRequest{parts: []part{operations(`mutation { ...F } fragment F on Mutation { createWidgetKey(input: { allowedOrigins: ["https://a.example"] }) { key } }`, nil),
				formField("map", "{}")}}, 400, "BAD_USER_INPUT", "importDocuments"},
		{"owner, operationName picks the other operation", owner,
			multipartRequest{parts: []part{formField("operations", mustJSON(map[string]any{
				"query":         "mutation A($in: ImportDocumentsInput!) { importDocuments(input: $in) { id } } " + strings.Replace(widgetKey, "mutation", "mutation B", 1),
				"operationName": "B", "variables": importVars})), mapField, doc}}, 400, "BAD_USER_INPUT", "importDocuments"},
		{"owner, a second file", owner,
			multipartRequest{parts: []part{operations(importMutation, importVars),
				formField("map", `{"0": ["variables.in.file"], "1": ["variables.in.file"]}`), doc, file("1", "b.md", "# B\n")}}, 400, "BAD_USER_INPUT", "one file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := rows()
			status, r, sent := sendMultipart(t, tc.f.URL, tc.req)
			if status != tc.status || code(r) != tc.code || !strings.Contains(r.Errors[0].Message, tc.msg) {
				t.Errorf("status %d code %q %+v, want %d %s %q", status, code(r), r.Errors, tc.status, tc.code, tc.msg)
			}
			if len(r.Data) > 0 && string(r.Data) != "null" {
				t.Errorf("refused request returned data %.200s", r.Data)
			}
			if sent > readAtMost {
				t.Errorf("the server read %d bytes of a refused request, want at most %d", sent, readAtMost)
			}
			if after := rows(); after != before {
				t.Errorf("rows %d -> %d: the refused request wrote", before, after)
			}
		})
	}

	// The same import as one well-formed request still works.
	status, r, _ := sendMultipart(t, owner.URL, multipartRequest{parts: []part{operations(importMutation, importVars), mapField, doc}})
	if status != 200 || len(r.Errors) > 0 || !strings.Contains(string(r.Data), `"status":"INDEXED"`) {
		t.Fatalf("import = %d %s %+v", status, r.Data, r.Errors)
	}
}

// TestMultipartErrorsHaveCodes is issue #16 item 15 for multipart: every malformed request is
// refused with an extensions.code and a message for people.
func TestMultipartErrorsHaveCodes(t *testing.T) {
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	vars := map[string]any{"in": map[string]any{"sourceName": "Docs", "format": "MARKDOWN", "file": nil}}
	ops := operations(importMutation, vars)
	mapField := formField("map", `{"0": ["variables.in.file"]}`)
	doc := file("0", "notes.md", "# Notes\n\nENG-1 ships Friday.\n")
	for _, tc := range []struct {
		name  string
		parts []part
	}{
		{"map before operations", []part{mapField, ops, doc}},
		{"operations is not JSON", []part{formField("operations", "{not json"), mapField, doc}},
		{"operations has no query", []part{formField("operations", `{"variables":{}}`), mapField, doc}},
		{"operations is not GraphQL", []part{formField("operations", `{"query":"mutation {"}`), mapField, doc}},
		{"no map", []part{ops, doc}},
		{"map is not JSON", []part{ops, formField("map", "[1,"), doc}},
		{"map names a missing file", []part{ops, mapField}},
		{"file not in the map", []part{ops, mapField, doc, file("7", "x.md", "# X\n")}},
		{"map names a path outside the variables", []part{ops, formField("map", `{"0": ["variables.nope.file"]}`), doc}},
		{"file is not an Upload", []part{operations(importMutation, map[string]any{"in": "x"}), formField("map", `{"0": ["variables.in.file"]}`), doc}},
		{"no file and a null Upload", []part{ops, formField("map", "{}")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, r, _ := sendMultipart(t, f.URL, multipartRequest{parts: tc.parts})
			if len(r.Errors) == 0 || code(r) != "BAD_USER_INPUT" || status < 400 && status != 200 {
				t.Fatalf("status %d %+v, want BAD_USER_INPUT", status, r.Errors)
			}
			t.Logf("%d %s: %s", status, code(r), r.Errors[0].Message)
		})
	}
}

// TestUploadStreamsToATempFile: a file part is written to a temporary file as it arrives (a
// chunked upload too, whose size is unknown), not held in memory, and the file is removed after
// the request.
func TestUploadStreamsToATempFile(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TMPDIR", dir)
	f := newFixture(t, engine.Options{LocalActor: true}, server.Options{})
	vars := map[string]any{"in": map[string]any{"sourceName": "Docs", "format": "MARKDOWN", "file": nil}}
	spooled := make(chan bool, 1)
	body := part{name: "0", filename: "notes.md", write: func(w io.Writer) error {
		if _, err := io.WriteString(w, "# Notes\n\nENG-1 ships Friday.\n"+strings.Repeat("More notes here. ", 8<<10)+"\n"); err != nil {
			return err
		}
		// Hold the rest of the body until the part written so far shows in a temporary file.
		found := false
		for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline) && !found; time.Sleep(10 * time.Millisecond) {
			found = spooledFile(dir) > 0
		}
		select {
		case spooled <- found:
		default:
		}
		_, err := io.WriteString(w, "The end.\n")
		return err
	}}
	status, r, _ := sendMultipart(t, f.URL, multipartRequest{parts: []part{operations(importMutation, vars), formField("map", `{"0": ["variables.in.file"]}`), body}, chunked: true})
	if status != 200 || len(r.Errors) > 0 || !strings.Contains(string(r.Data), `"status":"INDEXED"`) {
		t.Fatalf("import = %d %s %+v", status, r.Data, r.Errors)
	}
	if !<-spooled {
		t.Error("the upload never showed in a temporary file while it was being sent")
	}
	if n := spooledFile(dir); n >= 0 {
		t.Errorf("a temporary upload file (%d bytes) is left after the request", n)
	}
}

// spooledFile returns the size of the first upload temporary file in dir, or -1.
func spooledFile(dir string) int64 {
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), "queueproof-upload-") || strings.HasPrefix(e.Name(), "gqlgen-") {
			if info, err := os.Stat(filepath.Join(dir, e.Name())); err == nil {
				return info.Size()
			}
		}
	}
	return -1
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}
