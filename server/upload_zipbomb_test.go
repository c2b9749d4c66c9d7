package server_test

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/ingest"
	"github.com/queueproof/queueproof/server"
)

// zipOf is a zip of n entries named by name(i), each holding body(i), deflated.
func zipOf(t *testing.T, n int, name func(int) string, body func(int) string) []byte {
	t.Helper()
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for i := range n {
		w, err := zw.Create(name(i))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(body(i))); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// A zip whose entries are each under the import's file size limit but together expand to about
// a hundred times it (a zip bomb: a few KiB on the wire) must be refused before it is read into
// memory and indexed, like a file over the limit: BAD_USER_INPUT or a FAILED job, and no source
// or document written. On the running binary (64 MiB per entry, 20,000 entries) a 977 KB Markdown
// zip of ten 32 MiB entries took the server from 47 MB to 840 MB resident and kept indexing for
// more than seven minutes, past the client's disconnect; nothing bounds an archive's total
// uncompressed size, so a 64 MiB upload can expand to tens of GiB.
func TestZipImportsAreBoundedUncompressed(t *testing.T) {
	const perEntry = 64 << 10
	lim := ingest.Limits{MaxFileBytes: perEntry, MaxFiles: 1000}
	f := newFixture(t, engine.Options{LocalActor: true, ImportLimits: lim}, server.Options{})

	const entries = 100 // about 98 times the limit in all, each entry just under it
	line := "The quarterly review covers churn, refunds and the onboarding funnel.\n"
	markdown := zipOf(t, entries, func(i int) string { return fmt.Sprintf("docs/page-%03d.md", i) }, func(i int) string {
		head := fmt.Sprintf("# Page %d\n", i)
		return head + strings.Repeat(line, (perEntry-1024-len(head))/len(line))
	})
	slack := zipOf(t, entries, func(i int) string { return fmt.Sprintf("general/2024-01-%03d.json", i) }, func(i int) string {
		var msgs []map[string]string
		for j, size := 0, 2; ; j++ {
			m := map[string]string{"type": "message", "user": "U1", "ts": fmt.Sprintf("%d.%06d", 1700000000+i, j), "text": strings.Repeat(line, 50)}
			b, _ := json.Marshal(m)
			if size += len(b) + 1; size > perEntry-1024 {
				break
			}
			msgs = append(msgs, m)
		}
		b, _ := json.Marshal(msgs)
		return string(b)
	})
	for _, z := range [][]byte{markdown, slack} {
		if int64(len(z)) > lim.MaxFileBytes {
			t.Fatalf("the test's zip is %d bytes, over the file limit itself", len(z))
		}
	}

	cases := []struct {
		name, format, source string
		data                 []byte
		background           bool
	}{
		{"markdown zip", "MARKDOWN", "Bomb md", markdown, false},
		{"slack export", "SLACK", "Bomb slack", slack, false},
		{"markdown zip in the background", "MARKDOWN", "Bomb md bg", markdown, true},
		{"slack export in the background", "SLACK", "Bomb slack bg", slack, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			status, reason, sourceID := f.importZip(t, c.format, c.source, c.data, c.background)
			t.Logf("%s: %s %q", c.name, status, reason)
			if status == "INDEXED" || sourceID != "" {
				t.Fatalf("a zip expanding to %d times the %d-byte file limit was imported: status %s, source %q, reason %q",
					entries*perEntry/int(lim.MaxFileBytes), lim.MaxFileBytes, status, sourceID, reason)
			}
		})
	}
	// Nothing of any of them was written.
	_, r := f.graphql(t, `{ sources(first: 100) { edges { node { name } } } }`, nil)
	if strings.Contains(string(r.Data), "Bomb") {
		t.Fatalf("sources after the refused zips = %s", r.Data)
	}
}

// importZip uploads data as importDocuments (synchronously, or in the background and polled to
// its end) and returns the job's final status (or the error code), its reason and its source.
func (f *fixture) importZip(t *testing.T, format, source string, data []byte, background bool) (status, reason, sourceID string) {
	t.Helper()
	if background {
		_, r := f.uploadBackground(t, format, source, "export.zip", data)
		if len(r.Errors) > 0 {
			return code(r), r.Errors[0].Message, ""
		}
		var started struct{ ImportDocuments struct{ ID string } }
		if err := json.Unmarshal(r.Data, &started); err != nil {
			t.Fatalf("background upload = %s", r.Data)
		}
		j := f.pollJob(t, started.ImportDocuments.ID).IngestionJob
		if j.Reason != nil {
			reason = *j.Reason
		}
		if j.SourceID != nil {
			sourceID = *j.SourceID
		}
		return j.Status, reason, sourceID
	}
	dir := t.TempDir()
	path := dir + "/export.zip"
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	_, r := f.upload(t, format, source, path, map[string]string{"GraphQL-Require-Preflight": "1"})
	if len(r.Errors) > 0 {
		return code(r), r.Errors[0].Message, ""
	}
	var j importedJob
	if err := json.Unmarshal(r.Data, &j); err != nil {
		t.Fatalf("upload = %s", r.Data)
	}
	if j.ImportDocuments.Reason != nil {
		reason = *j.ImportDocuments.Reason
	}
	return j.ImportDocuments.Status, reason, j.ImportDocuments.SourceID
}
