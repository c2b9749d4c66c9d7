package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestImportCommand(t *testing.T) {
	db := "file:" + filepath.Join(t.TempDir(), "q.db")
	env := func(string) string { return "" }
	importArgs := func(path, format string) []string {
		return []string{"import", "--database-url", db, "--workspace", "local", "--source", "Records", "--format", format, "--quiet", path}
	}
	var out, errOut bytes.Buffer
	if err := run(context.Background(), importArgs("../../engine/ingest/testdata/records.jsonl", "jsonl"), env, &out, &errOut); err != nil {
		t.Fatalf("import = %v\n%s", err, errOut.String())
	}
	if !strings.Contains(out.String(), "INDEXED") || !strings.Contains(out.String(), "3 added") || !strings.Contains(out.String(), "PASSED") {
		t.Fatalf("first import printed %q", out.String())
	}
	out.Reset()
	if err := run(context.Background(), importArgs("../../engine/ingest/testdata/records.jsonl", "jsonl"), env, &out, &errOut); err != nil {
		t.Fatalf("re-import = %v", err)
	}
	if !strings.Contains(out.String(), "3 unchanged") || !strings.Contains(out.String(), "0 chunks written") {
		t.Fatalf("re-import printed %q", out.String())
	}
	err := run(context.Background(), importArgs("../../engine/ingest/testdata/broken/malformed.jsonl", "jsonl"), env, &out, &errOut)
	if err == nil || !strings.Contains(err.Error(), "malformed.jsonl:2") {
		t.Fatalf("broken import = %v, want the file and line", err)
	}
	// A record with nothing to index is skipped and named by its line; the import goes on.
	empty := filepath.Join(t.TempDir(), "with-empty.jsonl")
	if err := os.WriteFile(empty, []byte("{\"id\":\"1\",\"title\":\"Boundary layers\",\"body\":\"Flow over a flat plate.\"}\n{\"id\":\"2\",\"title\":\"\",\"body\":\"\"}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := run(context.Background(), []string{"import", "--database-url", db, "--workspace", "local", "--source", "Cranfield", "--format", "jsonl", "--quiet", empty}, env, &out, &errOut); err != nil {
		t.Fatalf("import with an empty record = %v\n%s", err, errOut.String())
	}
	if !strings.Contains(out.String(), "1 added") || !strings.Contains(out.String(), "1 records skipped with nothing to index: with-empty.jsonl:2") {
		t.Fatalf("import with an empty record printed %q", out.String())
	}
	if err := run(context.Background(), importArgs("x", "docx"), env, &out, &errOut); err == nil || !strings.Contains(err.Error(), "unknown format") {
		t.Fatalf("unknown format = %v", err)
	}
	if err := run(context.Background(), []string{"import", "--database-url", db, "--workspace", "ws_nope", "--source", "S", "--format", "jsonl", "x"}, env, &out, &errOut); err == nil || !strings.Contains(err.Error(), "ws_nope") {
		t.Fatalf("unknown workspace = %v", err)
	}
}
