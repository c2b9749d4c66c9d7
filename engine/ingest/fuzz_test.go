package ingest_test

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/index"
	"github.com/queueproof/queueproof/engine/ingest"
)

// The fuzz targets feed arbitrary bytes to each importer. Invariants: no panic; a failure is a
// typed BAD_USER_INPUT error; on success every document's body chunks into spans whose offsets
// lie within the body, agree with its text and are ordered. Seed inputs are the importers'
// test files; the committed corpus under testdata/fuzz/ runs with plain `go test`.

// fuzzLimits keep one input small so the fuzzer spends its time on structure, not size.
var fuzzLimits = ingest.Limits{MaxFileBytes: 1 << 20, MaxFiles: 50}

// smallChunks stresses the splitter's long-sentence and overlap paths on short inputs.
var smallChunks = index.ChunkOptions{Max: 40, Min: 10, Overlap: 15}

func checkImport(t *testing.T, docs []index.Doc, err error) {
	t.Helper()
	if err != nil {
		var e *errs.Error
		if !errors.As(err, &e) || e.Code != errs.Invalid {
			t.Fatalf("import error is not a typed %s error: %T %v", errs.Invalid, err, err)
		}
		if docs != nil {
			t.Fatalf("import failed with %d documents returned", len(docs))
		}
		return
	}
	if len(docs) == 0 {
		t.Fatal("import succeeded with no documents")
	}
	for _, d := range docs {
		if d.ExternalID == "" {
			t.Fatalf("document without an id: %+v", d)
		}
		checkSpans(t, d.Body, index.Split(d.Body, index.DefaultChunkOptions), index.DefaultChunkOptions)
		checkSpans(t, d.Body, index.Split(d.Body, smallChunks), smallChunks)
	}
}

// checkSpans checks the chunk offsets of body: within the body, byte and rune offsets in
// agreement with each other and with the span's text, no chunk over the maximum, and chunks
// in order (each starts and ends after the one before it).
func checkSpans(t *testing.T, body string, spans []index.Span, opt index.ChunkOptions) {
	t.Helper()
	runes := utf8.RuneCountInString(body)
	for k, s := range spans {
		if s.Ordinal != k {
			t.Fatalf("span %d has ordinal %d", k, s.Ordinal)
		}
		if s.ByteStart < 0 || s.ByteStart >= s.ByteEnd || s.ByteEnd > len(body) {
			t.Fatalf("span %d bytes [%d,%d) outside the body of %d bytes or empty", k, s.ByteStart, s.ByteEnd, len(body))
		}
		if s.Start < 0 || s.Start >= s.End || s.End > runes {
			t.Fatalf("span %d runes [%d,%d) outside the body of %d runes or empty", k, s.Start, s.End, runes)
		}
		if s.Text != body[s.ByteStart:s.ByteEnd] {
			t.Fatalf("span %d text differs from body[%d:%d]", k, s.ByteStart, s.ByteEnd)
		}
		if got := utf8.RuneCountInString(body[:s.ByteStart]); got != s.Start {
			t.Fatalf("span %d starts at rune %d, byte offset %d is rune %d", k, s.Start, s.ByteStart, got)
		}
		if got := utf8.RuneCountInString(body[:s.ByteEnd]); got != s.End {
			t.Fatalf("span %d ends at rune %d, byte offset %d is rune %d", k, s.End, s.ByteEnd, got)
		}
		if s.ByteEnd-s.ByteStart > opt.Max {
			t.Fatalf("span %d is %d bytes, over the maximum of %d", k, s.ByteEnd-s.ByteStart, opt.Max)
		}
		if k > 0 {
			p := spans[k-1]
			if s.ByteStart <= p.ByteStart || s.ByteEnd <= p.ByteEnd {
				t.Fatalf("span %d [%d,%d) out of order after [%d,%d)", k, s.ByteStart, s.ByteEnd, p.ByteStart, p.ByteEnd)
			}
		}
	}
}

func parseBytes(format ingest.Format, name string, data []byte) ([]index.Doc, error) {
	return ingest.Parse(context.Background(), format, ingest.FromBytes(name, data), fuzzLimits)
}

func addFile(f *testing.F, path string) {
	f.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
}

func FuzzMarkdown(f *testing.F) {
	addFile(f, "testdata/markdown/launch-plan.md")
	addFile(f, "testdata/markdown/notes/oncall.txt")
	f.Add([]byte("# Title\n\nOne. Two! Three?\n\n\n  \n# Second\n"))
	f.Add([]byte("\uFEFF# \r\nbody\r\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		docs, err := parseBytes(ingest.Markdown, "doc.md", data)
		checkImport(t, docs, err)
	})
}

func FuzzJSONL(f *testing.F) {
	addFile(f, "testdata/records.jsonl")
	addFile(f, "testdata/broken/malformed.jsonl")
	f.Add([]byte(`{"id": 1e400, "body": "x"}`))
	f.Add([]byte(`{"id": "a", "body": "b", "createdAt": "not a date", "metadata": {"k": [1, {"x": null}]}}` + "\n" + `{"id": "a"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		docs, err := parseBytes(ingest.JSONL, "records.jsonl", data)
		checkImport(t, docs, err)
	})
}

func FuzzMbox(f *testing.F) {
	addFile(f, "testdata/mbox/launch.mbox")
	f.Add([]byte("From a\nMessage-ID: <1@x>\nSubject: =?utf-8?q?hi?=\nContent-Type: multipart/alternative; boundary=b\n\n--b\nContent-Type: text/plain\nContent-Transfer-Encoding: base64\n\naGk=\n--b--\n"))
	f.Add([]byte("From a\nReferences: <1@x> <2@x>\nIn-Reply-To: <2@x>\n\n>From quoted\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		docs, err := parseBytes(ingest.Mbox, "mail.mbox", data)
		checkImport(t, docs, err)
	})
}

func FuzzLinearCSV(f *testing.F) {
	addFile(f, "testdata/linear/issues.csv")
	addFile(f, "testdata/broken/bad-quote.csv")
	f.Add([]byte("ID,Title,Due Date,Created\nENG-1,\"a\"\"b\",tomorrow,\n,x\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		docs, err := parseBytes(ingest.LinearCSV, "issues.csv", data)
		checkImport(t, docs, err)
	})
}

// FuzzSlack fuzzes the JSON inside an export (users.json and two day files of one channel)
// rather than the zip container, so inputs reach the thread and mention handling.
func FuzzSlack(f *testing.F) {
	f.Add([]byte(`[{"id":"U1","name":"dana","real_name":"Dana Cho"}]`),
		[]byte(`[{"type":"message","user":"U1","text":"ship <@U1> today","ts":"1741000000.000100"}]`),
		[]byte(`[{"type":"message","user":"U2","text":"reply","ts":"1741000001.0","thread_ts":"1741000000.000100"}]`))
	f.Add([]byte(`[]`), []byte(`[{"type":"message","subtype":"channel_join","text":"x","ts":"1"},{"type":"message","text":"<@>","ts":"1e308"}]`), []byte(`{}`))
	f.Fuzz(func(t *testing.T, users, day1, day2 []byte) {
		docs, err := parseBytes(ingest.Slack, "export.zip", slackZip(t, users, day1, day2))
		checkImport(t, docs, err)
	})
}

func slackZip(t *testing.T, users, day1, day2 []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range []struct {
		name string
		data []byte
	}{{"users.json", users}, {"general/2025-03-03.json", day1}, {"general/2025-03-04.json", day2}} {
		w, err := zw.Create(e.name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(e.data); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// FuzzSlackZip feeds raw bytes as the export archive itself (corrupt, unsafe or odd zips).
func FuzzSlackZip(f *testing.F) {
	addFile(f, "testdata/slack/export.zip")
	addFile(f, "testdata/broken/corrupt.zip")
	addFile(f, "testdata/broken/zipslip.zip")
	addFile(f, "testdata/broken/malformed-day.zip")
	f.Fuzz(func(t *testing.T, data []byte) {
		docs, err := parseBytes(ingest.Slack, "export.zip", data)
		checkImport(t, docs, err)
	})
}

// A user whose name is itself a mention used to make mention resolution loop forever (and
// names mentioning each other grew the text without bound): mentions are now resolved in one
// pass over the message, and a name is inserted as it is.
func TestSlackMentionOfSelfNamedUser(t *testing.T) {
	users := []byte(`[{"id":"U1","real_name":"<@U1>"},{"id":"U2","real_name":"<@U3><@U3>"},{"id":"U3","real_name":"<@U2>"}]`)
	day := []byte(`[{"type":"message","user":"U9","text":"hi <@U1> and <@U2>","ts":"1741000000.0"}]`)
	docs, err := parseBytes(ingest.Slack, "export.zip", slackZip(t, users, day, []byte(`[]`)))
	if err != nil {
		t.Fatal(err)
	}
	if want := "U9: hi @<@U1> and @<@U3><@U3>\n"; len(docs) != 1 || docs[0].Body != want {
		t.Fatalf("docs = %+v, want one with body %q", docs, want)
	}
}

// A record with a bare quote ("0\"0") used to panic the Linear importer: the line number was
// asked of the failed read's empty record before the error was checked. Found by FuzzLinearCSV.
func TestLinearCSVBareQuoteIsAnError(t *testing.T) {
	_, err := parseBytes(ingest.LinearCSV, "issues.csv", []byte("ID,Title\n0\"0"))
	if !errs.Is(err, errs.Invalid) || !strings.Contains(err.Error(), "issues.csv:2") {
		t.Fatalf("err = %v, want BAD_USER_INPUT naming issues.csv:2", err)
	}
}
