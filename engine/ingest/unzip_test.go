package ingest_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/ingest"
)

// A zip of Markdown files imports like the folder it holds: hidden entries and other files are
// left out, unsafe paths are refused.
func TestMarkdownZip(t *testing.T) {
	data := zipOf(t, map[string]string{
		"docs/launch.md":         "# Launch plan\n\nENG-9 ships Friday.\n",
		"docs/notes/oncall.txt":  "Page the on-call engineer.\n",
		"docs/logo.png":          "\x89PNG",
		"__MACOSX/docs/._launch": "junk",
		".hidden.md":             "# Hidden\n",
	})
	docs, err := ingest.Parse(context.Background(), ingest.Markdown, ingest.FromBytes("docs.zip", data), ingest.DefaultLimits)
	if err != nil {
		t.Fatalf("Parse(markdown zip) = %v", err)
	}
	m := byID(docs)
	if len(docs) != 2 || m["docs/launch.md"].Title != "Launch plan" || m["docs/notes/oncall.txt"].Title != "oncall" {
		t.Fatalf("docs = %+v", m)
	}
	evil := zipOf(t, map[string]string{"../evil.md": "# Evil\n"})
	if _, err := ingest.Parse(context.Background(), ingest.Markdown, ingest.FromBytes("evil.zip", evil), ingest.DefaultLimits); !errs.Is(err, errs.Invalid) || !strings.Contains(err.Error(), "unsafe path") {
		t.Fatalf("Parse(zip slip) = %v, want BAD_USER_INPUT", err)
	}
	if _, err := ingest.Parse(context.Background(), ingest.Markdown, ingest.FromBytes("bad.zip", []byte("not a zip")), ingest.DefaultLimits); !errs.Is(err, errs.Invalid) || !strings.Contains(err.Error(), "not a readable zip") {
		t.Fatalf("Parse(corrupt zip) = %v, want BAD_USER_INPUT", err)
	}
	// "zip -r docs.zip ./docs" names its entries "./docs/...": the folder itself, not hidden.
	dotted := zipOf(t, map[string]string{"./docs/launch.md": "# Launch plan\n\nENG-9 ships Friday.\n"})
	if docs, err := ingest.Parse(context.Background(), ingest.Markdown, ingest.FromBytes("dotted.zip", dotted), ingest.DefaultLimits); err != nil || len(docs) != 1 {
		t.Fatalf("Parse(./ entries) = %d docs, %v; want the one document", len(docs), err)
	}
	// Entries each within the file limit that together pass the archive's limit are refused.
	many := map[string]string{}
	for i := range 5 {
		many[fmt.Sprintf("docs/%d.md", i)] = "# Part\n\n" + strings.Repeat("word ", 50)
	}
	lim := ingest.Limits{MaxFileBytes: 2000, MaxFiles: 100, MaxArchiveBytes: 1000}
	if _, err := ingest.Parse(context.Background(), ingest.Markdown, ingest.FromBytes("many.zip", zipOf(t, many)), lim); !errs.Is(err, errs.Invalid) || !strings.Contains(err.Error(), "expands to more than") {
		t.Fatalf("Parse(archive over its limit) = %v, want BAD_USER_INPUT", err)
	}
}

// Records with nothing to index are listed with their file and line; all of them empty is an error.
func TestJSONLSkipsEmptyRecords(t *testing.T) {
	in := ingest.FromBytes("c.jsonl", []byte("{\"id\":1,\"title\":\"Flow\",\"body\":\"Plate\"}\n\n{\"id\":2}\n{\"id\":3,\"title\":\" \",\"body\":\"\"}\n"))
	p, err := ingest.ParseAll(context.Background(), ingest.JSONL, in, ingest.DefaultLimits)
	if err != nil || len(p.Docs) != 1 || len(p.Skipped) != 2 || p.Skipped[0].Line != 3 || p.Skipped[1].Line != 4 || p.Skipped[0].File != "c.jsonl" {
		t.Fatalf("ParseAll = %+v, %v; want 1 document and lines 3 and 4 skipped", p, err)
	}
	only := ingest.FromBytes("e.jsonl", []byte("{\"id\":2}\n"))
	if _, err := ingest.ParseAll(context.Background(), ingest.JSONL, only, ingest.DefaultLimits); !errs.Is(err, errs.Invalid) || !strings.Contains(err.Error(), "nothing to index") {
		t.Fatalf("ParseAll(all empty) = %v, want BAD_USER_INPUT", err)
	}
}
